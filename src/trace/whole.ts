/**
 * Files read whole (src/trace/read.ts reads a file of at most WHOLE_READ_MAX_BYTES in one read),
 * and the next file read ahead while this thread handles one.
 *
 * The bytes go into one of two buffers kept by this thread and reused from file to file (a new
 * one for each file is fresh memory mapped, faulted in and freed again by the garbage collector):
 * one holds the file being handled, the other the file read ahead. A file's bytes are done with
 * before the next file is read (its lines are decoded into text as they are handled).
 *
 * Reading ahead: when the files are read one after the other on this thread, the reader is told
 * the next one. Once a file's bytes are in, the next file is opened and read into the other
 * buffer by one read on libuv's threads, while this thread handles the lines of the first: the
 * copy from the disk or its cache costs this thread nothing. The bytes read ahead are taken only
 * for the same path and the same file as it is when its turn comes (device, inode, size and
 * times as its stats give them then): a file written in between is read anew.
 */
import { closeSync, fstatSync, openSync, read, readSync, type Stats } from 'node:fs'

/** The least a whole-file buffer is made: most transcripts fit, so it is rarely grown. */
const WHOLE_BUFFER_MIN_BYTES = 1 << 20

const buffers: (Buffer | undefined)[] = [undefined, undefined]

/** The buffer `slot`, grown to hold `size` bytes. */
function bufferFor(slot: number, size: number): Buffer {
  let b = buffers[slot]
  if (b === undefined || b.length < size)
    buffers[slot] = b = Buffer.allocUnsafeSlow(Math.max(size, WHOLE_BUFFER_MIN_BYTES))
  return b
}

/** A file read ahead: its read under way (`bytes` undefined until it ends), or done. */
interface Ahead {
  path: string
  slot: number
  info: Stats
  /** Bytes read once the read has ended; -1 when it failed. */
  bytes?: number
  ended: Promise<void>
}

let ahead: Ahead | undefined

/** Whether two stats are of the same file, unchanged. */
function sameFile(a: Stats, b: Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs
}

/**
 * A file's bytes, read whole: the bytes read ahead for it when they are of the file `info` gives
 * (stats taken just now), else read here. Valid until the next file is read whole on this thread.
 */
export async function readWhole(path: string, info: Stats): Promise<Buffer> {
  const a = ahead
  if (a !== undefined && a.path === path) {
    ahead = undefined
    if (a.bytes === undefined) await a.ended
    if (a.bytes === a.info.size && sameFile(a.info, info)) return buffers[a.slot]!.subarray(0, a.bytes)
  }
  // Not the buffer a read ahead is still filling, or holds for another file.
  return readInto(path, ahead !== undefined ? 1 - ahead.slot : 0)
}

/** A file's bytes read here into the buffer `slot`, as readFileSync reads them. */
function readInto(path: string, slot: number): Buffer {
  const fd = openSync(path, 'r')
  try {
    const size = fstatSync(fd).size
    const buffer = bufferFor(slot, size)
    let at = 0
    while (at < size) {
      const n = readSync(fd, buffer, at, size - at, at)
      if (n === 0) break
      at += n
    }
    return buffer.subarray(0, at)
  } finally {
    closeSync(fd)
  }
}

/**
 * Start reading `path` into the buffer that `current` (the bytes just read whole) is not in, if
 * it is a file of at most `maxBytes` and no other read ahead is under way. Whatever fails here
 * is left for the file's own read to find and tell.
 */
export function readAhead(path: string, current: Buffer, maxBytes: number): void {
  if (ahead !== undefined) {
    // One read at a time; one ended and never taken is let go.
    if (ahead.bytes === undefined) return
    ahead = undefined
  }
  const slot = buffers[1]?.buffer === current.buffer ? 0 : 1
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch {
    return
  }
  let info: Stats
  try {
    info = fstatSync(fd)
  } catch {
    closeSync(fd)
    return
  }
  if (!info.isFile() || info.size === 0 || info.size > maxBytes) {
    closeSync(fd)
    return
  }
  let ended!: () => void
  const a: Ahead = { path, slot, info, ended: new Promise<void>((resolve) => (ended = resolve)) }
  read(fd, bufferFor(slot, info.size), 0, info.size, 0, (err, n) => {
    a.bytes = err ? -1 : n
    try {
      closeSync(fd)
    } catch {
      // Closed or not, the bytes are what they are.
    }
    ended()
  })
  ahead = a
}

/** Settles once the read ahead under way, if any, has ended (its bytes in or its error). */
export function readAheadEnded(): Promise<void> {
  return ahead?.ended ?? Promise.resolve()
}

/**
 * A small, bounded zip reader for the report artifact: a zip of one or two small JSON files, as
 * actions/upload-artifact and @actions/artifact write it (stored or deflated entries, sizes in
 * the central directory, data descriptors allowed).
 *
 * The zip comes from another workflow run, so it is untrusted: it is refused when it has more
 * entries than allowed, an entry or the whole is larger than allowed once inflated, an entry
 * inflates to another size than it declares or fails its CRC-32, it is encrypted, zip64, split,
 * or uses another compression method, or a name is absolute, has a `..` segment, a backslash or a
 * control character, or occurs twice. Nothing is written to disk here.
 *
 * Pure: a buffer in, the entries out.
 */
import { inflateRawSync } from 'node:zlib'

export interface ZipLimits {
  /** Entries in the central directory, at most (directories included). */
  maxEntries: number
  /** Bytes of one entry once inflated, at most. */
  maxEntryBytes: number
  /** Bytes of all entries once inflated, at most. */
  maxTotalBytes: number
}

export class ZipError extends Error {
  override name = 'ZipError'
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

let crcTable: Uint32Array | undefined

/** CRC-32 (IEEE), as zip uses it. */
export function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (let i = 0; i < data.length; i++) crc = crcTable[(crc ^ data[i]) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A safe entry name: relative, `/`-separated, no `..`, no control characters. */
export function safeEntryName(name: string): boolean {
  if (name === '' || name.length > 255) return false
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\:]/.test(name) || name.startsWith('/')) return false
  return !name.split('/').some((part) => part === '..' || part === '.')
}

function findEnd(buf: Buffer): number {
  const last = buf.length - 22
  const first = Math.max(0, last - 0xffff)
  for (let i = last; i >= first; i--) if (buf.readUInt32LE(i) === EOCD) return i
  throw new ZipError('expected a zip archive, found no end of central directory')
}

/** The files of a zip, by name; directories are left out. */
export function readZip(buf: Buffer, limits: ZipLimits): Map<string, Buffer> {
  if (buf.length < 22) throw new ZipError(`expected a zip archive, found ${buf.length} bytes`)
  const end = findEnd(buf)
  const disk = buf.readUInt16LE(end + 4)
  const cdDisk = buf.readUInt16LE(end + 6)
  const onDisk = buf.readUInt16LE(end + 8)
  const total = buf.readUInt16LE(end + 10)
  const cdSize = buf.readUInt32LE(end + 12)
  const cdOffset = buf.readUInt32LE(end + 16)
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total)
    throw new ZipError('expected a zip archive in one part, found a split archive')
  if (total === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
    throw new ZipError('expected a small zip archive, found a zip64 archive')
  if (total > limits.maxEntries) throw new ZipError(`expected at most ${limits.maxEntries} entries, found ${total}`)
  if (cdOffset + cdSize > end) throw new ZipError('expected a zip archive, found a central directory outside the file')

  const files = new Map<string, Buffer>()
  let totalBytes = 0
  let at = cdOffset
  for (let n = 0; n < total; n++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL)
      throw new ZipError(`expected central directory entry ${n + 1}, found something else`)
    const flags = buf.readUInt16LE(at + 8)
    const method = buf.readUInt16LE(at + 10)
    const crc = buf.readUInt32LE(at + 16)
    const packed = buf.readUInt32LE(at + 20)
    const size = buf.readUInt32LE(at + 24)
    const nameLength = buf.readUInt16LE(at + 28)
    const extraLength = buf.readUInt16LE(at + 30)
    const commentLength = buf.readUInt16LE(at + 32)
    const local = buf.readUInt32LE(at + 42)
    const nameEnd = at + 46 + nameLength
    if (nameEnd > end) throw new ZipError(`expected the name of entry ${n + 1}, found the end of the directory`)
    const name = buf.toString('utf8', at + 46, nameEnd)
    at = nameEnd + extraLength + commentLength

    if (!safeEntryName(name))
      throw new ZipError(`expected plain relative entry names, found ${JSON.stringify(name.slice(0, 100))}`)
    if (name.endsWith('/')) continue
    if (files.has(name)) throw new ZipError(`expected each entry once, found ${JSON.stringify(name)} twice`)
    if (flags & 0x1) throw new ZipError(`expected no encryption, found ${JSON.stringify(name)} encrypted`)
    if (method !== 0 && method !== 8)
      throw new ZipError(`expected stored or deflated entries, found method ${method} for ${JSON.stringify(name)}`)
    if (packed === 0xffffffff || size === 0xffffffff)
      throw new ZipError('expected a small zip archive, found a zip64 entry')
    if (size > limits.maxEntryBytes)
      throw new ZipError(
        `expected entries of at most ${limits.maxEntryBytes} bytes, found ${JSON.stringify(name)} of ${size} bytes`,
      )
    totalBytes += size
    if (totalBytes > limits.maxTotalBytes)
      throw new ZipError(`expected at most ${limits.maxTotalBytes} bytes in all, found more`)

    if (local + 30 > cdOffset || buf.readUInt32LE(local) !== LOCAL)
      throw new ZipError(`expected the local header of ${JSON.stringify(name)}, found something else`)
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    if (dataStart + packed > cdOffset)
      throw new ZipError(`expected the data of ${JSON.stringify(name)} inside the archive, found it running past`)
    const packedData = buf.subarray(dataStart, dataStart + packed)

    let data: Buffer
    if (method === 0) {
      if (packed !== size)
        throw new ZipError(`expected a stored entry to be as long as it says, found ${packed} bytes for ${size}`)
      data = Buffer.from(packedData)
    } else {
      try {
        data = inflateRawSync(packedData, { maxOutputLength: Math.max(1, size) })
      } catch (err) {
        throw new ZipError(
          `expected ${JSON.stringify(name)} to inflate to ${size} bytes, found ${(err as Error).message}`,
        )
      }
    }
    if (data.length !== size)
      throw new ZipError(`expected ${JSON.stringify(name)} to hold ${size} bytes, found ${data.length}`)
    if (crc32(data) !== crc) throw new ZipError(`expected ${JSON.stringify(name)} to match its CRC-32, found another`)
    files.set(name, data)
  }
  return files
}

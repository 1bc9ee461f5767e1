/**
 * Reading trace files: streamed, line by line, with line numbers kept for every error.
 *
 * A file is either JSONL (one JSON value per line; read as a stream, a line at a time) or one
 * JSON document (an array, or an object spread over several lines; read whole, within the size
 * limit). The first non-blank line decides: a line that is a JSON object on its own starts JSONL;
 * anything else is a document.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'

export const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024 // 1 GiB

/** An error in the input, shown as `path:line: message` (or `path: message`). */
export class TraceError extends Error {
  constructor(
    readonly path: string,
    readonly line: number | undefined,
    readonly detail: string,
  ) {
    super(`${path}${line !== undefined ? `:${line}` : ''}: ${detail}`)
    this.name = 'TraceError'
  }
}

/** A warning about the input, in the same `path:line: message` form. */
export interface TraceWarning {
  path: string
  line?: number
  message: string
}

export function formatWarning(w: TraceWarning): string {
  return `${w.path}${w.line !== undefined ? `:${w.line}` : ''}: ${w.message}`
}

export type ReadMode = 'jsonl' | 'json'

export interface ReadOptions {
  maxBytes?: number
  /** Called for each warning as it is found. */
  onWarning?: (w: TraceWarning) => void
}

export interface ReadResult {
  mode: ReadMode
  records: number
  bytes: number
}

/** A record handler; returning nothing. Throwing a TraceError stops the read. */
export type RecordHandler = (value: unknown, line: number) => void

const NEWLINE = 0x0a

/** Describe what was found where JSON was expected, in a few words. */
function describeParseError(text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err)
  const trimmed = text.trimStart()
  if (trimmed.length === 0) return 'expected a JSON value, found an empty line'
  const position = /position (\d+)/.exec(message)
  const snippet = trimmed.slice(0, 24).replace(/[^\x20-\x7e]/g, '?')
  const where = position ? ` at column ${Number(position[1]) + 1}` : ''
  return `expected a JSON value, found invalid JSON${where} (${message.replace(/ in JSON at position \d+.*$/s, '').replace(/\s+/g, ' ').slice(0, 80)}) starting "${snippet}${trimmed.length > 24 ? '...' : ''}"`
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let last = -1
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    last = i
  }
  return { line, column: offset - last }
}

function parseDocument(path: string, text: string, firstLine: number): unknown {
  try {
    return JSON.parse(text)
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    const pos = /position (\d+)/.exec(message)
    if (pos) {
      const { line, column } = lineAndColumn(text, Number(pos[1]))
      const found = text.slice(Number(pos[1]), Number(pos[1]) + 16).replace(/[^\x20-\x7e]/g, '?')
      throw new TraceError(
        path,
        firstLine + line - 1,
        `expected JSON, found invalid JSON at column ${column}${found ? ` ("${found}")` : ' (the file ends too early)'}`,
      )
    }
    if (err instanceof RangeError) throw new TraceError(path, undefined, 'expected JSON, found nesting too deep to read')
    throw new TraceError(path, undefined, `expected JSON, found invalid JSON (${message.slice(0, 80)})`)
  }
}

/**
 * Read a trace file and hand each record to `onRecord`: each line of a JSONL file, or the one
 * value of a JSON document (line 1).
 */
export async function readRecords(path: string, onRecord: RecordHandler, options: ReadOptions = {}): Promise<ReadResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  let info
  try {
    info = await stat(path)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw new TraceError(path, undefined, code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? 'error'})`)
  }
  if (info.isDirectory()) throw new TraceError(path, undefined, 'expected a trace file, found a directory')
  if (info.size === 0) throw new TraceError(path, undefined, 'expected JSON or JSONL events, found an empty file')
  if (info.size > maxBytes) {
    throw new TraceError(path, undefined, `expected a file of at most ${maxBytes} bytes, found ${info.size} bytes (raise the size limit to read it)`)
  }

  const warn = (line: number | undefined, message: string) => options.onWarning?.({ path, line, message })
  let mode: ReadMode | undefined
  let lineNo = 0
  let records = 0
  let bytes = 0
  let carry: Buffer | undefined
  let documentParts: Buffer[] | undefined
  let documentFirstLine = 1
  let checkedStart = false
  let pendingError: TraceError | undefined

  const handleLine = (buf: Buffer, start: number, end: number, isLast: boolean) => {
    lineNo++
    if (end > start && buf[end - 1] === 0x0d) end-- // CRLF
    // Fast skip of blank lines.
    let s = start
    while (s < end && (buf[s] === 0x20 || buf[s] === 0x09)) s++
    if (s === end) return
    const text = buf.toString('utf8', start, end)
    if (pendingError) throw pendingError
    if (mode === undefined) {
      let first: unknown
      let ok = false
      try {
        first = JSON.parse(text)
        ok = true
      } catch {
        // Not a value on its own: a document spread over lines.
      }
      if (ok && first !== null && typeof first === 'object' && !Array.isArray(first)) {
        mode = 'jsonl'
        records++
        onRecord(first, lineNo)
        return
      }
      mode = 'json'
      documentFirstLine = lineNo
      documentParts = [buf.subarray(start, end), Buffer.from('\n')]
      return
    }
    if (mode === 'json') {
      documentParts!.push(buf.subarray(start, end), Buffer.from('\n'))
      return
    }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (err) {
      const error = new TraceError(path, lineNo, describeParseError(text, err))
      if (isLast) {
        // A torn last line: the writer was stopped mid-line. Keep what came before it.
        warn(lineNo, 'the last line is incomplete JSON (was the agent stopped while writing?); it was skipped')
        return
      }
      // Report it only if a further non-blank line follows; otherwise it is the torn last line.
      pendingError = error
      return
    }
    records++
    onRecord(value, lineNo)
  }

  const stream = createReadStream(path, { highWaterMark: 1 << 20 })
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length
    let buf = chunk
    if (!checkedStart) {
      checkedStart = true
      if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
        warn(1, 'the file starts with a UTF-8 byte order mark; it was ignored')
        buf = buf.subarray(3)
      }
      if (buf.subarray(0, 8192).includes(0)) {
        throw new TraceError(path, undefined, 'expected JSON or JSONL text, found binary data')
      }
    }
    if (mode === 'json' && !carry) {
      documentParts!.push(buf)
      continue
    }
    if (carry) {
      buf = Buffer.concat([carry, buf])
      carry = undefined
    }
    let start = 0
    for (let nl = buf.indexOf(NEWLINE, start); nl !== -1; nl = buf.indexOf(NEWLINE, start)) {
      handleLine(buf, start, nl, false)
      start = nl + 1
      if (mode === 'json') {
        documentParts!.push(buf.subarray(start))
        start = buf.length
        break
      }
    }
    if (start < buf.length) carry = buf.subarray(start)
  }
  if (carry) handleLine(carry, 0, carry.length, true)
  if (pendingError) {
    // The bad line was the last non-blank one: a torn write, not a corrupt file.
    warn(pendingError.line, 'the last line is incomplete JSON (was the agent stopped while writing?); it was skipped')
  }

  if (mode === undefined) throw new TraceError(path, undefined, 'expected JSON or JSONL events, found only blank lines')
  if (mode === 'json') {
    const value = parseDocument(path, Buffer.concat(documentParts!).toString('utf8'), documentFirstLine)
    records++
    onRecord(value, documentFirstLine)
  }
  return { mode, records, bytes }
}

/**
 * Reading trace files: in chunks, line by line, with line numbers kept for every error.
 *
 * A file is either JSONL (one JSON value per line; read in chunks, a line at a time) or one
 * JSON document (an array, or an object spread over several lines; read whole, within the size
 * limit). The first non-blank line decides: a line that is a JSON object on its own starts JSONL;
 * a line that opens a text log of a known kind (TEXT_LOGS: Aider's chat history) starts text,
 * each non-blank line of which is a record, the line's text as a string; anything else is a
 * document.
 */
import { cannotRead } from '../core/text.js'
import { MAX_DEPTH, nestsDeeper, tooDeepAt, tooDeepMessage, tooDeepTextMessage } from '../core/depth.js'
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { open } from 'node:fs/promises'
import { constants, isAscii } from 'node:buffer'
import { decodeUtf8 } from './utf8.js'
import { type Conversation, conversationAt, eventFiles } from './conversation.js'
import { join } from 'node:path'
import type { ParseError } from 'jsonc-parser'
import { loadInTurn } from '../core/load.js'
import { cutMasked } from '../core/secrets.js'

export const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024 // 1 GiB

/**
 * A whole file up to this size is read at once, in one read: reading it in chunks costs more than
 * it saves on a small file.
 */
export const WHOLE_READ_MAX_BYTES = 8 * 1024 * 1024

/**
 * The buffer files read whole are read into on this thread, reused from file to file: a new one
 * for each file is fresh memory mapped, faulted in and freed again by the garbage collector. A
 * file's bytes are done with before its read returns (its lines are decoded into text as they
 * are handled, with no wait in between); only `onWholeBytes` sees the buffer itself.
 */
let wholeBuffer: Buffer | undefined

/** A file's bytes, read whole into `wholeBuffer` (grown to fit): as readFileSync reads them. */
function readWhole(path: string): Buffer {
  const fd = openSync(path, 'r')
  try {
    const size = fstatSync(fd).size
    if (wholeBuffer === undefined || wholeBuffer.length < size) {
      wholeBuffer = Buffer.allocUnsafeSlow(Math.max(size, WHOLE_BUFFER_MIN_BYTES))
    }
    let at = 0
    while (at < size) {
      const n = readSync(fd, wholeBuffer, at, size - at, at)
      if (n === 0) break
      at += n
    }
    return wholeBuffer.subarray(0, at)
  } finally {
    closeSync(fd)
  }
}

/** The least the whole-file buffer is made: most transcripts fit, so it is rarely grown. */
const WHOLE_BUFFER_MIN_BYTES = 1 << 20

/**
 * The chunks a long file is read in. Small enough that a chunk's text (a chunk all ASCII is
 * decoded whole) is an ordinary young value: a text of a megabyte is a large object, which
 * outlives the scavenge its lines' parsing sets off and is freed only by a full collection, so
 * that the old generation fills with spent chunks (1M events on two part threads, Node 24: peak
 * memory about 280 MB with chunks of 1 MiB, about 250 MB with 64 KiB, and a little less CPU).
 */
export const READ_CHUNK_BYTES = 1 << 16

/** Bytes read between two turns of the event loop: see readChunks. */
const BYTES_PER_TURN = 8 << 20

/**
 * The bytes of a file, or of its `range`, in chunks of `chunkBytes`, read with blocking reads into
 * one buffer: a chunk is valid until the next is asked for. A stream costs far more for the same
 * bytes (a buffer, promises and a turn of the event loop for each chunk); after every
 * BYTES_PER_TURN this waits one turn, so that timers (progress lines) and messages (a part
 * worker's reply) are not held up for a long file. The file is closed however the reading ends.
 */
async function* readChunks(
  path: string,
  range?: { start: number; end: number },
  chunkBytes = READ_CHUNK_BYTES,
): AsyncGenerator<Buffer> {
  const fd = openSync(path, 'r')
  try {
    const buf = Buffer.allocUnsafeSlow(chunkBytes)
    const end = range?.end ?? Infinity
    let at = range?.start ?? 0
    let sinceTurn = 0
    while (at < end) {
      const got = readSync(fd, buf, 0, Math.min(buf.length, end - at), at)
      if (got === 0) break
      at += got
      yield buf.subarray(0, got)
      sinceTurn += got
      if (sinceTurn >= BYTES_PER_TURN) {
        sinceTurn = 0
        await new Promise<void>((resolve) => setImmediate(resolve))
      }
    }
  } finally {
    closeSync(fd)
  }
}

/** The longest error message: one line of at most this many characters. */
export const MAX_ERROR_CHARS = 300

/** Text for a one-line message: control and line-separator characters as `?`. */
function oneLine(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?')
}

/**
 * An error in the input, shown as `path:line: message` (or `path: message`): one line of at most
 * MAX_ERROR_CHARS characters (a long path is shortened in its middle, then the message at its end).
 */
export class TraceError extends Error {
  constructor(
    readonly path: string,
    readonly line: number | undefined,
    readonly detail: string,
    /**
     * Set when the file holds JSON that is no trace (its records fit no format): what it is, in
     * a few words. A file a walk of a folder found is then named as not read, not an error.
     */
    readonly notTrace?: string,
  ) {
    super(errorLine(path, line, detail))
    this.name = 'TraceError'
  }
}

function errorLine(path: string, line: number | undefined, detail: string): string {
  let where = oneLine(path)
  const at = line !== undefined ? `:${line}` : ''
  let text = oneLine(detail)
  const room = MAX_ERROR_CHARS - at.length - 2
  if (where.length + text.length > room) {
    // Keep the path's end (the file name) and start; shorten the message last.
    const maxPath = Math.max(60, room - text.length)
    if (where.length > maxPath) {
      const keep = maxPath - 3
      where = `${where.slice(0, Math.floor(keep / 3))}...${where.slice(where.length - (keep - Math.floor(keep / 3)))}`
    }
    const maxText = room - where.length
    if (text.length > maxText) text = cutMasked(text, maxText, '...')
  }
  return `${where}${at}: ${text}`
}

/**
 * A stack overflow while adapting a record, as an input error naming the line; other errors as
 * they are. A safety net only: the reader refuses records nested deeper than MAX_DEPTH and
 * adapters parse JSON out of strings with `parseJson`, which does the same, so nothing past the
 * reader should recurse deep enough to overflow.
 */
export function deepError(err: unknown, source: string, line: number | undefined): unknown {
  if (err instanceof RangeError && /call stack/i.test(err.message)) {
    return new TraceError(source, line, `expected JSON nested at most ${MAX_DEPTH} deep, found deeper nesting`)
  }
  return err
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

export type ReadMode = 'jsonl' | 'json' | 'text'

/**
 * The first lines of the text logs read as text, one record a line (the line's text, a string):
 * Aider's `.aider.chat.history.md`, whose every session opens with this heading. A file whose
 * first non-blank line starts so is read as text to its end; its adapter recognises the string.
 */
export const TEXT_LOGS: readonly string[] = ['# aider chat started at ']

/** Whether a first line that is not JSON opens a text log of a known kind. */
function opensTextLog(text: string): boolean {
  for (const start of TEXT_LOGS) if (text.startsWith(start)) return true
  return false
}

export interface ReadOptions {
  maxBytes?: number
  /** The file's stats, when the caller has just taken them. */
  stats?: Stats
  /** Called for each warning as it is found. */
  onWarning?: (w: TraceWarning) => void
  /**
   * Read only the bytes [start, end) of a JSONL file, which must begin at a line's start; line
   * numbers then count from that byte. For reading one file in parts at once.
   */
  range?: { start: number; end: number; /** the part ends at the end of the file */ final: boolean }
  /**
   * Called with the file's bytes when it is read whole (a file of at most WHOLE_READ_MAX_BYTES),
   * before its records: for what needs the bytes too (the duplicate check's hash), so that
   * nothing reads the file again. Not called for a file read in chunks. The bytes are this
   * thread's one buffer for whole files (`readWhole`), which the next file read whole overwrites:
   * copy what must be kept.
   */
  onWholeBytes?: (bytes: Buffer) => void
  /** The longest line, or JSON document, read as one string, in bytes (default MAX_STRING_BYTES; lower in tests). */
  maxStringBytes?: number
}

/**
 * The longest line or document read, in bytes: the most characters one string holds (a UTF-8
 * byte is at most one UTF-16 unit), so that a longer one is an input error naming its file and
 * line rather than the engine's own error.
 */
export const MAX_STRING_BYTES = constants.MAX_STRING_LENGTH

/** The input error of a line or document longer than one string holds. */
function tooLong(path: string, line: number, limit: number, what: 'line' | 'document'): TraceError {
  return new TraceError(
    path,
    line,
    what === 'line'
      ? `expected a line of at most ${limit} bytes (the longest text one string holds), found a longer one`
      : `expected a JSON document of at most ${limit} bytes (the longest text one string holds), found a longer ` +
          'one; written as JSONL, one record a line, it would be read',
  )
}

export interface ReadResult {
  mode: ReadMode
  records: number
  bytes: number
  /** Lines read, blank ones included. */
  lines: number
}

/**
 * A record handler; returning nothing. Throwing a TraceError stops the read. `offset` is where
 * the record's line starts in the file, in bytes (a JSON document's: 0).
 */
export type RecordHandler = (value: unknown, line: number, offset: number) => void

/** A few characters of untrusted text, safe to quote in a message: a line break as `⏎`, other unsafe characters as `?`. */
function snippet(text: string, max = 24): string {
  // Masked before it is cut, as every shortened text (src/core/secrets.ts).
  return (text.length > max ? cutMasked(text, max + 3, '...') : text)
    .replace(/\r\n?|\n/g, '⏎')
    .replace(/[^\x20-\x7e⏎]|[@`<>"\\]/g, '?')
}

/**
 * Whether a line that is not JSON on its own may be JSON cut over lines (a document's start, a
 * record torn or corrupt): its first character other than a space opens an object or a list.
 * Any other such line is text, a tool's log captured with its output.
 */
function opensJson(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x20 || c === 0x09) continue
    return c === 0x7b || c === 0x5b // { [
  }
  return false
}

/** A home directory in a path (`/home/NAME`, `/Users/NAME`, `C:\Users\NAME`), which names a person. */
const HOME = /(\/(?:home|Users)\/|\b[A-Za-z]:\\+Users\\+)[^\\/\s"']+/g

/**
 * The warning of the lines that are not JSON among a JSONL file's records (a tool's log captured
 * with them, `2>&1`): how many, and the first, cut short, its home directories as `~` and its
 * unsafe characters as `?`.
 */
export function skippedWarning(count: number, first: string): string {
  const shown = snippet(first.trim().slice(0, 120).replace(HOME, '$1~'), 60)
  return `${count === 1 ? 'one' : count} line${count === 1 ? '' : 's'} that ${count === 1 ? 'is' : 'are'} not JSON skipped (a log captured with the records?); the first: "${shown}"`
}

/** jsonc-parser's codes of a string, number or comment that the text ends inside. */
const UNFINISHED = new Set<string>(['UnexpectedEndOfComment', 'UnexpectedEndOfString', 'UnexpectedEndOfNumber'])

type Jsonc = typeof import('jsonc-parser')

/**
 * jsonc-parser, which says where JSON text goes wrong: loaded only for text that JSON.parse
 * rejected, so that a run of valid traces never loads it.
 */
let jsonc: Promise<Jsonc> | undefined
const loadJsonc = (): Promise<Jsonc> => (jsonc ??= loadInTurn(() => import('jsonc-parser')))

/** Where JSON text first goes wrong: the offset, and whether the text ends there (a torn record). */
function jsonErrorAt(text: string, parser: Jsonc): { offset: number; atEnd: boolean; deep?: true } | undefined {
  // jsonc-parser recurses on depth: text nested too deep is located without it.
  const deep = tooDeepAt(text)
  if (deep !== undefined) return { offset: deep, atEnd: false, deep: true }
  const errors: ParseError[] = []
  parser.parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  if (errors.length === 0) return undefined
  const e = errors[0]
  const end = text.trimEnd().length
  const unfinished = UNFINISHED.has(parser.printParseErrorCode(e.error))
  return { offset: e.offset, atEnd: e.offset >= end || (unfinished && e.offset + e.length >= end) }
}

/** The warning of a torn last line of a JSONL file; the pipeline makes it an integrity finding. */
export const TORN_LINE_WARNING =
  'the last line is incomplete JSON (was the agent stopped while writing?); it was skipped'

const TORN = 'the file ends in the middle of a record (was the writer stopped?)'

/** Describe what was found where a JSON value was expected on one line, in a few words. */
async function describeParseError(text: string): Promise<string> {
  const trimmed = text.trimStart()
  if (trimmed.length === 0) return 'expected a JSON value, found an empty line'
  const at = jsonErrorAt(text, await loadJsonc())
  if (at === undefined) return `expected a JSON value, found invalid JSON starting "${snippet(trimmed)}"`
  if (at.deep) return tooDeepTextMessage()
  return (
    `expected a JSON value, found invalid JSON at column ${at.offset + 1} ` +
    `("${snippet(text.slice(at.offset), 16)}")`
  )
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

async function parseDocument(path: string, text: string, firstLine: number): Promise<unknown> {
  try {
    const value: unknown = JSON.parse(text)
    if (nestsDeeper(value, text.length)) {
      const { line } = lineAndColumn(text, tooDeepAt(text) ?? 0)
      throw new TraceError(path, firstLine + line - 1, tooDeepMessage(value))
    }
    return value
  } catch (err) {
    if (err instanceof TraceError) throw err
    if (err instanceof RangeError)
      throw new TraceError(path, firstLine, 'expected JSON, found nesting too deep to read')
    const at = jsonErrorAt(text, await loadJsonc())
    if (at === undefined) {
      const message = err instanceof Error ? err.message : String(err)
      throw new TraceError(path, firstLine, `expected JSON, found invalid JSON (${snippet(message, 80)})`)
    }
    if (at.deep) throw new TraceError(path, firstLine + lineAndColumn(text, at.offset).line - 1, tooDeepTextMessage())
    if (at.atEnd) {
      // Name the last line that holds anything: where the record was cut.
      const { line } = lineAndColumn(text, Math.max(0, text.trimEnd().length - 1))
      throw new TraceError(path, firstLine + line - 1, TORN)
    }
    const { line, column } = lineAndColumn(text, at.offset)
    const found = text.slice(at.offset, at.offset + 16)
    throw new TraceError(
      path,
      firstLine + line - 1,
      `expected JSON or JSONL, found invalid JSON at column ${column} ("${snippet(found, 16)}")`,
    )
  }
}

/** A JSONL file's first chunk that starts with a UTF-8 byte order mark: the bytes EF BB BF. */
function startsWithBom(bytes: Buffer): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
}

/** The decoded text's first characters the binary check looks at. */
const BINARY_CHECK_CHARS = 8192

/**
 * Whether the text decoded from `bytes` (from `from`) holds a NUL among its first
 * BINARY_CHECK_CHARS characters. A NUL is the byte 0 and nothing else; a character takes one to
 * three bytes per UTF-16 unit, so a NUL at byte k from the start is the character
 * `decode(bytes before it).length`, which is at most k and at least k / 3.
 */
function binaryStart(bytes: Buffer, from: number): boolean {
  const z = bytes.subarray(from, from + 3 * BINARY_CHECK_CHARS).indexOf(0)
  if (z === -1) return false
  if (z < BINARY_CHECK_CHARS) return true
  return bytes.toString('utf8', from, from + z).length < BINARY_CHECK_CHARS
}

/**
 * A line that JSON.parse rejected, thrown on through the read's loops: readRecords makes it the
 * TraceError that says what is wrong with it (describeParseError, which may load its parser).
 */
class BadLine {
  constructor(
    readonly line: number,
    readonly text: string,
  ) {}
}

/**
 * Read a trace file and hand each record to `onRecord`: each line of a JSONL file, or the one
 * value of a JSON document (line 1).
 */
export async function readRecords(
  path: string,
  onRecord: RecordHandler,
  options: ReadOptions = {},
): Promise<ReadResult> {
  try {
    return await readAll(path, onRecord, options)
  } catch (err) {
    if (err instanceof BadLine) throw new TraceError(path, err.line, await describeParseError(err.text))
    throw err
  }
}

/**
 * An OpenHands V1 conversation folder (conversation.ts) read as one trace: each event file in
 * order, then `base_state.json`, one record each; the line of a record is its place among them
 * (the first event is line 1, `base_state.json` the last): an error in a file's JSON names the
 * file and its line; an error of the adapter names the folder and the record's place.
 */
async function readConversation(
  path: string,
  c: Conversation,
  onRecord: RecordHandler,
  options: ReadOptions,
): Promise<ReadResult> {
  const { files, others } = eventFiles(c.events)
  for (const name of others)
    options.onWarning?.({
      path: join(c.events, name),
      line: undefined,
      message: 'not an event file of the conversation (events/event-NNNNN-<id>.json): not read',
    })
  if (files.length === 0)
    throw new TraceError(c.events, undefined, 'expected OpenHands event files (event-NNNNN-<id>.json), found none')
  const parts = c.state ? [...files, c.state] : files
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  let bytes = 0
  let records = 0
  for (const file of parts) {
    const at = ++records
    const read = await readRecords(file, (value) => onRecord(value, at, 0), {
      maxBytes: maxBytes - bytes,
      ...(options.onWarning ? { onWarning: options.onWarning } : {}),
      ...(options.maxStringBytes !== undefined ? { maxStringBytes: options.maxStringBytes } : {}),
    })
    bytes += read.bytes
  }
  return { mode: 'json', records, bytes, lines: records }
}

async function readAll(path: string, onRecord: RecordHandler, options: ReadOptions): Promise<ReadResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  let info = options.stats
  try {
    // Sync: a stat is quicker than the turn of the event loop an async one costs.
    info ??= statSync(path)
  } catch (err) {
    throw new TraceError(path, undefined, cannotRead(err))
  }
  if (info.isDirectory()) {
    const conversation = conversationAt(path)
    if (!conversation) throw new TraceError(path, undefined, 'expected a trace file, found a directory')
    return readConversation(path, conversation, onRecord, options)
  }
  if (info.size === 0) throw new TraceError(path, undefined, 'expected JSON or JSONL events, found an empty file')
  if (info.size > maxBytes) {
    throw new TraceError(
      path,
      undefined,
      `expected a file of at most ${maxBytes} bytes, found ${info.size} bytes (raise the limit to read it: the ` +
        `CLI's --max-bytes, the action's max-bytes input)`,
    )
  }

  const warn = (line: number | undefined, message: string) => options.onWarning?.({ path, line, message })
  let mode = (options.range ? 'jsonl' : undefined) as ReadMode | undefined
  let lineNo = 0
  let records = 0
  let documentParts: string[] | undefined
  let documentFirstLine = 1
  let pendingError: BadLine | undefined
  // Lines that are not JSON (a tool's log captured with its output, `2>&1`): before the first
  // record they are held, as the start of a document if no record comes; once a record came,
  // and between records, they are counted and named in one warning at the end.
  let prelude: string[] | undefined
  let preludeLine = 0
  let skipped = 0
  let firstSkipped: { line: number; text: string } | undefined
  // A function, so that TypeScript does not narrow `mode` across the calls that set it.
  const inDocument = () => mode === 'json'

  // A line of text that is not ASCII is split and checked in bytes and decoded on its own: 0x0A,
  // 0x0D, space and tab never occur inside a UTF-8 sequence, so this gives the text that decoding
  // the whole and splitting it would (an invalid byte gives the same U+FFFD), and a line of ASCII
  // stays one-byte text, which JSON.parse reads faster than the two-byte text that a whole file
  // with one character past ASCII decodes to. A piece of bytes all ASCII is decoded at once and
  // split as text: one call for it rather than one a line.
  /** Where in the file the bytes handed to completeLines start. */
  let base = 0
  /** Where the line being handled starts in the file. */
  let lineStart = 0

  const handleLine = (bytes: Buffer, from: number, to: number, isLast: boolean) => {
    lineNo++
    lineStart = base + from
    let end = to
    if (end > from && bytes[end - 1] === 0x0d) end-- // CRLF
    let s = from
    while (s < end) {
      const c = bytes[s]
      if (c !== 0x20 && c !== 0x09) break
      s++
    }
    if (s === end) return // a blank line
    handleText(decodeUtf8(bytes, from, end), isLast)
  }

  /** `text` decoded from ASCII bytes, from the file's byte `at`: its offsets are the bytes'. */
  const handleTextLine = (text: string, from: number, to: number, at: number) => {
    lineNo++
    lineStart = at + from
    let end = to
    if (end > from && text.charCodeAt(end - 1) === 0x0d) end-- // CRLF
    let s = from
    while (s < end) {
      const c = text.charCodeAt(s)
      if (c !== 0x20 && c !== 0x09) break
      s++
    }
    if (s === end) return // a blank line
    handleText(from === 0 && end === text.length ? text : text.slice(from, end), false)
  }

  /** The rest of the bytes completeLines was given, as text, when a document started in ASCII bytes. */
  let documentRest: string | undefined

  /**
   * Hands the lines of `bytes` from `start` that end in 0x0A to handleLine, until one starts a
   * document; returns where the rest (the line left unfinished, or the document's rest) starts.
   */
  const completeLines = (bytes: Buffer, start: number): number => {
    documentRest = undefined
    if (isAscii(start === 0 ? bytes : bytes.subarray(start))) {
      const text = bytes.toString('latin1', start)
      let s = 0
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', s)) {
        handleTextLine(text, s, nl, base + start)
        s = nl + 1
        if (inDocument()) {
          // Decoded already: a document's rest is not decoded again.
          documentRest = text.slice(s)
          break
        }
      }
      return start + s
    }
    for (let nl = bytes.indexOf(0x0a, start); nl !== -1; nl = bytes.indexOf(0x0a, start)) {
      handleLine(bytes, start, nl, false)
      start = nl + 1
      if (inDocument()) break
    }
    return start
  }

  const handleText = (text: string, isLast: boolean) => {
    if (pendingError) throw pendingError
    if (mode === undefined) {
      let first: unknown
      let ok = false
      try {
        first = JSON.parse(text)
        ok = true
      } catch {
        // Not a value on its own: a document spread over lines, or a line of a tool's log.
      }
      if (ok && first !== null && typeof first === 'object' && !Array.isArray(first)) {
        mode = 'jsonl'
        if (prelude) {
          // The log lines before the first record are skipped, and named.
          skipped = prelude.length
          firstSkipped = { line: preludeLine, text: prelude[0] }
          prelude = undefined
        }
        if (nestsDeeper(first, text.length)) throw new TraceError(path, lineNo, tooDeepMessage(first))
        records++
        onRecord(first, lineNo, lineStart)
        return
      }
      if (!ok && !prelude && opensTextLog(text)) {
        // A text log (Aider's chat history): each non-blank line a record, as its text.
        mode = 'text'
        records++
        onRecord(text, lineNo, lineStart)
        return
      }
      if (!ok && !opensJson(text)) {
        // Not JSON, nor the start of a document: held until a record or a document says what it is.
        if (!prelude) {
          prelude = []
          preludeLine = lineNo
        }
        prelude.push(text)
        return
      }
      mode = 'json'
      // A document after lines that are not JSON: they are its start, and its error.
      documentFirstLine = prelude ? preludeLine : lineNo
      documentParts = prelude ? [prelude.join('\n'), '\n', text, '\n'] : [text, '\n']
      prelude = undefined
      return
    }
    if (mode === 'json') {
      documentParts!.push(text, '\n')
      return
    }
    if (mode === 'text') {
      records++
      onRecord(text, lineNo, lineStart)
      return
    }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      if (!opensJson(text)) {
        // A line of a tool's log between records: skipped, and named at the end.
        if (skipped++ === 0) firstSkipped = { line: lineNo, text }
        return
      }
      if (isLast) {
        // A torn last line: the writer was stopped mid-line. Keep what came before it.
        warn(lineNo, TORN_LINE_WARNING)
        return
      }
      // Report it only if a further non-blank line follows; otherwise it is the torn last line.
      pendingError = new BadLine(lineNo, text)
      return
    }
    if (nestsDeeper(value, text.length)) throw new TraceError(path, lineNo, tooDeepMessage(value))
    records++
    onRecord(value, lineNo, lineStart)
  }

  const range = options.range
  const checkStart = (bytes: Buffer): number => {
    const from = startsWithBom(bytes) ? 3 : 0
    if (from) warn(1, 'the file starts with a UTF-8 byte order mark; it was ignored')
    if (binaryStart(bytes, from)) {
      throw new TraceError(path, undefined, 'expected JSON or JSONL text, found binary data')
    }
    return from
  }
  let carry: Buffer[] = []
  /** Where in the file the carried line starts. */
  let carryAt = 0
  /** The bytes carried, and those of the document being read in chunks (an upper bound: from the file's start). */
  let carryBytes = 0
  let documentBytes = 0
  const maxString = options.maxStringBytes ?? MAX_STRING_BYTES
  if (!range && info.size <= WHOLE_READ_MAX_BYTES && info.size <= maxString) {
    const bytes = readWhole(path)
    options.onWholeBytes?.(bytes)
    const start = completeLines(bytes, checkStart(bytes))
    // A document: the rest is decoded as one text.
    if (inDocument()) documentParts!.push(documentRest ?? bytes.toString('utf8', start))
    else if (start < bytes.length) {
      carry.push(bytes.subarray(start))
      carryAt = start
    }
  } else {
    // Read in chunks of bytes, split at 0x0A. A line longer than a chunk is gathered in parts
    // and joined once, so a huge line costs linear time. A document's rest is decoded across the
    // chunks' boundaries. A chunk is valid until the next is read: what is carried over is copied.
    let first = !range || range.start === 0
    let decoder: StringDecoder | undefined
    let chunkAt = range?.start ?? 0
    for await (const chunk of readChunks(path, range)) {
      const at = chunkAt
      chunkAt += chunk.length
      let start = 0
      if (first) {
        first = false
        start = checkStart(chunk)
      }
      if (decoder) {
        documentBytes += chunk.length
        if (documentBytes > maxString) throw tooLong(path, documentFirstLine, maxString, 'document')
        documentParts!.push(decoder.write(chunk))
        continue
      }
      if (carry.length) {
        const nl = chunk.indexOf(0x0a, start)
        if (nl === -1) {
          carryBytes += chunk.length
          if (carryBytes > maxString) throw tooLong(path, lineNo + 1, maxString, 'line')
          carry.push(Buffer.from(chunk))
          continue
        }
        if (carryBytes + nl > maxString) throw tooLong(path, lineNo + 1, maxString, 'line')
        carryBytes = 0
        carry.push(chunk.subarray(0, nl))
        const line = Buffer.concat(carry)
        carry = []
        base = carryAt
        handleLine(line, 0, line.length, false)
        start = nl + 1
      }
      base = at
      if (!inDocument()) start = completeLines(chunk, start)
      if (inDocument()) {
        decoder = new StringDecoder('utf8')
        documentBytes = at + chunk.length
        if (documentBytes > maxString) throw tooLong(path, documentFirstLine, maxString, 'document')
        documentParts!.push(decoder.write(chunk.subarray(start)))
        continue
      }
      if (start < chunk.length) {
        carryBytes = chunk.length - start
        carry.push(Buffer.from(chunk.subarray(start)))
        carryAt = at + start
      }
    }
    if (decoder) documentParts!.push(decoder.end())
  }
  if (carry.length && mode !== 'json') {
    const line = carry.length === 1 ? carry[0] : Buffer.concat(carry)
    base = carryAt
    handleLine(line, 0, line.length, !range || range.final)
  }
  // A bad line at the end of a part that is not the file's last is not a torn write.
  if (pendingError && range && !range.final) throw pendingError
  if (pendingError) {
    // The bad line was the last non-blank one: a torn write, not a corrupt file.
    warn(pendingError.line, TORN_LINE_WARNING)
  }

  if (mode === undefined && prelude) {
    // Nothing but lines that are not JSON: the error of a document that they are.
    mode = 'json'
    documentFirstLine = preludeLine
    documentParts = [prelude.join('\n'), '\n']
    prelude = undefined
  }
  if (mode === undefined) throw new TraceError(path, undefined, 'expected JSON or JSONL events, found only blank lines')
  if (skipped > 0 && firstSkipped) warn(firstSkipped.line, skippedWarning(skipped, firstSkipped.text))
  if (mode === 'json') {
    const value = await parseDocument(path, documentParts!.join(''), documentFirstLine)
    records++
    onRecord(value, documentFirstLine, 0)
  }
  return { mode, records, bytes: range ? range.end - range.start : info.size, lines: lineNo }
}

/** The most bytes readLinesFrom reads at once: the lines wanted within that stretch come from one read. */
const LINES_WINDOW_BYTES = 1 << 16

/**
 * The text of the given lines (1-based) of a file, each read from where it starts (in bytes), as
 * readLinesAt gives it: no line before it counted, only the stretches that hold them read.
 */
export async function readLinesFrom(
  path: string,
  lines: readonly { line: number; start: number }[],
): Promise<Map<number, string>> {
  const wanted = [...new Map(lines.map((l) => [l.line, l.start])).entries()].sort((a, b) => a[1] - b[1])
  const out = new Map<number, string>()
  if (wanted.length === 0) return out
  const handle = await open(path, 'r')
  try {
    let buf = Buffer.allocUnsafe(LINES_WINDOW_BYTES)
    // The bytes [at, at + held) of the file are in buf.
    let at = 0
    let held = 0
    for (const [line, start] of wanted) {
      let from = start - at
      let nl = from >= 0 && from < held ? buf.indexOf(0x0a, from) : -1
      if (nl === -1 || nl >= held) {
        // Read from the line's start, for as long as its line end is not in: a long line takes a larger read.
        for (let size = LINES_WINDOW_BYTES; ; size *= 2) {
          if (buf.length < size) buf = Buffer.allocUnsafe(size)
          const { bytesRead } = await handle.read(buf, 0, size, start)
          at = start
          held = bytesRead
          from = 0
          nl = buf.subarray(0, held).indexOf(0x0a)
          if (nl !== -1 || bytesRead < size) break
        }
        if (nl === -1) nl = held
      }
      let end = nl
      if (end > from && buf[end - 1] === 0x0d) end--
      // A line starts past the byte order mark (the reader's offsets do): its text is the line's.
      out.set(line, decodeUtf8(buf, from, end))
    }
  } finally {
    await handle.close()
  }
  return out
}

/**
 * The text of the given lines (1-based) of a file, found by counting newlines in the raw bytes:
 * no decoding or parsing of the lines in between. For fetching a few evidence events again from
 * a long JSONL file.
 */
export async function readLinesAt(path: string, lines: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(lines)].sort((a, b) => a - b)
  const out = new Map<number, string>()
  if (wanted.length === 0) return out
  let next = 0 // index into wanted
  let lineNo = 1
  let parts: Buffer[] | undefined // pieces of a wanted line that spans chunks
  const take = (buf: Buffer) => {
    let text = buf.toString('utf8')
    if (lineNo === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    if (text.endsWith('\r')) text = text.slice(0, -1)
    out.set(lineNo, text)
  }
  // Chunks of a megabyte: only the wanted lines are decoded.
  for await (const chunk of readChunks(path, undefined, 1 << 20)) {
    let start = 0
    while (next < wanted.length) {
      if (lineNo === wanted[next]) {
        const nl = chunk.indexOf(0x0a, start)
        if (nl === -1) {
          // Copied: the chunk is read into again.
          ;(parts ??= []).push(Buffer.from(chunk.subarray(start)))
          start = chunk.length
          break
        }
        const piece = chunk.subarray(start, nl)
        take(parts ? Buffer.concat([...parts, piece]) : piece)
        parts = undefined
        next++
        lineNo++
        start = nl + 1
      } else {
        const nl = chunk.indexOf(0x0a, start)
        if (nl === -1) break
        lineNo++
        start = nl + 1
      }
    }
    if (next >= wanted.length) break
  }
  if (parts && next < wanted.length && lineNo === wanted[next]) take(Buffer.concat(parts))
  return out
}

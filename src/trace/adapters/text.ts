/**
 * Short texts an event keeps of what a trace says: messages, errors, the failures a command
 * prints. Pure.
 */
import { cutMasked } from '../../core/secrets.js'
import { arr, isJsonObject, type JsonObject } from './json.js'

/** Codex's "Reconnecting... 2/5" messages: the client retrying a dropped stream. */
export const RECONNECT = /^\s*Reconnecting\.\.\.\s*(\d+)\s*\/\s*(\d+)/i

/** Codex's "Reconnecting... 2/5" message as the provider retry it tells of; undefined for other messages. */
export function reconnectRetry(message: string): JsonObject | undefined {
  const m = RECONNECT.exec(message)
  if (!m) return undefined
  return { event: 'retry_event', kind: 'provider', attempt: Number(m[1]), max_retries: Number(m[2]), message }
}

/** The longest error message kept on an event. */
export const MAX_MESSAGE = 200

/** A short, single-line message: at most MAX_MESSAGE characters. */
export function short(x: unknown): string | undefined {
  let s: string | undefined
  if (typeof x === 'string') s = x
  else if (typeof x === 'number' || typeof x === 'boolean') s = String(x)
  else if (isJsonObject(x) && typeof x.message === 'string') s = x.message
  if (s === undefined) return undefined
  // A long text is cut anyway: when its start alone, its spaces collapsed, says more than fits,
  // the rest need not be read (the collapsed start is the collapsed whole's start).
  if (s.length > SHORT_PREFIX) {
    const start = s.slice(0, SHORT_PREFIX).replace(/\s+/g, ' ').trimStart()
    if (start.length > MAX_MESSAGE + 1) return cutMasked(start, MAX_MESSAGE, '...')
  }
  s = s.replace(/\s+/g, ' ').trim()
  if (s === '') return undefined
  return cutMasked(s, MAX_MESSAGE, '...')
}

/** How much of a long text `short` reads first. */
const SHORT_PREFIX = 4 * MAX_MESSAGE

/**
 * A short error message from a failed tool's output: the output itself when it is short, else
 * its last non-empty line (where shells and tools put the verdict, e.g. "Command exited with
 * code 1"), so that no more than a line of the output is kept.
 */
export function errorMessage(text: unknown): string | undefined {
  if (typeof text !== 'string') return short(text)
  const whole = short(text)
  if (whole === undefined || whole.length < MAX_MESSAGE) return whole
  // The lines from the last, without splitting the whole text.
  for (let end = text.length; end >= 0;) {
    const nl = end > 0 ? text.lastIndexOf('\n', end - 1) : -1
    const line = short(text.slice(nl + 1, end))
    if (line) return line
    if (nl < 0) break
    end = nl
  }
  return whole
}

/** The end of a content value's text (the last text block's last `limit` characters). */
export function contentTail(content: unknown, limit = 8192): string {
  if (typeof content === 'string') return content.slice(-limit)
  const blocks = arr(content)
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i]
    if (typeof b === 'string') return b.slice(-limit)
    if (isJsonObject(b) && typeof b.text === 'string') return b.text.slice(-limit)
  }
  return ''
}

/** The text of a content value: a string, or the `text` of its text blocks. */
export function contentText(content: unknown, limit = 4096): string {
  if (typeof content === 'string') return content.slice(0, limit)
  let out = ''
  for (const block of arr(content)) {
    if (out.length >= limit) break
    if (typeof block === 'string') out += block
    else if (isJsonObject(block) && typeof block.text === 'string') out += block.text
  }
  return out.slice(0, limit)
}

/**
 * Failures that a shell or an agent's editor writes into a command's output, for formats whose
 * results carry no status (SWE-agent observations, OpenHands IPython cells, Cline command
 * output): bash reporting a command it could not find or run or a script it could not parse,
 * the harness interrupting a command that ran too long, an edit the editor refused, and
 * PowerShell's error record.
 */
const HIDDEN_FAILURES: readonly RegExp[] = [
  /^(?:\/(?:usr\/)?bin\/)?(?:ba|da|z)?sh: (?:line \d+: |\d+: )?[^\n]*?(?:not found|No such file or directory|Permission denied|syntax error[^\n]*)$/m,
  /^EXECUTION TIMED OUT\b[^\n]*$/m,
  /^[^\n]*\bcommand timed out after \d+[^\n]*$/im,
  /^\[?Your proposed edit has introduced new syntax error\(s\)[^\n]*$/m,
  // PowerShell's error record, in any language: "+ CategoryInfo : ParserError: ..."
  /^\s*\+ CategoryInfo\s*:[^\n]*$/m,
]

/**
 * The line of a command's output text that says the command failed (see HIDDEN_FAILURES), or
 * undefined when the text shows no such failure. Only the first and last 64 KiB are looked at.
 */
export function hiddenFailure(text: unknown): string | undefined {
  if (typeof text !== 'string' || text === '') return undefined
  const t = text.length > 131072 ? `${text.slice(0, 65536)}\n${text.slice(-65536)}` : text
  for (const re of HIDDEN_FAILURES) {
    const m = re.exec(t)
    if (m) return short(m[0].replace(/^\[(.*?)\]?$/, '$1'))
  }
  return undefined
}

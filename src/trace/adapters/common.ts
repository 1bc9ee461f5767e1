/**
 * Helpers shared by the adapters: reading loosely typed fields, building the flat events every
 * format maps to (formats.md, "General mapping rules"), and pairing tool calls with their
 * results. Pure: no I/O.
 */
import { typeName } from '../../core/text.js'
import { isJsonObject, type JsonObject, type Origin } from '../../core/events.js'
import { Hasher } from '../../core/fingerprint.js'
import { TraceError } from '../read.js'
import type { AdapterContext, EventSink } from './types.js'

export { isJsonObject, type JsonObject, type Origin }

/** Codex's "Reconnecting... 2/5" messages: the client retrying a dropped stream. */
export const RECONNECT = /^\s*Reconnecting\.\.\.\s*(\d+)\s*\/\s*(\d+)/i

/** The longest error message kept on an event. */
export const MAX_MESSAGE = 200

export { typeName }

/** The record as an object, or a TraceError naming the line. */
export function expectObject(ctx: AdapterContext, value: unknown, line: number, what = 'a JSON object'): JsonObject {
  if (!isJsonObject(value)) throw new TraceError(ctx.source, line, `expected ${what}, found ${typeName(value)}`)
  return value
}

/**
 * For a format written as one JSON document: a reader of that document as an object. A second
 * document, or one that is not an object, is a TraceError naming its line.
 */
export function oneDocument(ctx: AdapterContext, what: string): (value: unknown, line: number) => JsonObject {
  let done = false
  return (value, line) => {
    if (done) throw new TraceError(ctx.source, line, `expected one ${what}, found more JSON after it`)
    done = true
    return expectObject(ctx, value, line, `a ${what} object`)
  }
}

export function obj(x: unknown): JsonObject | undefined {
  return isJsonObject(x) ? x : undefined
}

export function arr(x: unknown): unknown[] {
  return Array.isArray(x) ? x : []
}

/** A non-empty string, or undefined. */
export function str(x: unknown): string | undefined {
  return typeof x === 'string' && x !== '' ? x : undefined
}

/** A string or number as a string (ids are sometimes numbers), or undefined. */
export function idOf(x: unknown): string | undefined {
  if (typeof x === 'string') return x === '' ? undefined : x
  if (typeof x === 'number' && Number.isFinite(x)) return String(x)
  return undefined
}

/** A finite number, also from a numeric string; undefined otherwise. */
export function num(x: unknown): number | undefined {
  if (typeof x === 'number') return Number.isFinite(x) ? x : undefined
  if (typeof x === 'string' && x.trim() !== '') {
    const n = Number(x)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** The first field of `o` that holds a number. */
export function firstNum(o: JsonObject | undefined, ...keys: string[]): number | undefined {
  if (!o) return undefined
  for (const k of keys) {
    const n = num(o[k])
    if (n !== undefined) return n
  }
  return undefined
}

/** A short, single-line message: at most MAX_MESSAGE characters. */
export function short(x: unknown): string | undefined {
  let s: string | undefined
  if (typeof x === 'string') s = x
  else if (typeof x === 'number' || typeof x === 'boolean') s = String(x)
  else if (isJsonObject(x) && typeof x.message === 'string') s = x.message
  if (s === undefined) return undefined
  s = s.replace(/\s+/g, ' ').trim()
  if (s === '') return undefined
  return s.length > MAX_MESSAGE ? `${s.slice(0, MAX_MESSAGE - 3)}...` : s
}

/**
 * A short error message from a failed tool's output: the output itself when it is short, else
 * its last non-empty line (where shells and tools put the verdict, e.g. "Command exited with
 * code 1"), so that no more than a line of the output is kept.
 */
export function errorMessage(text: unknown): string | undefined {
  if (typeof text !== 'string') return short(text)
  const whole = short(text)
  if (whole === undefined || whole.length < MAX_MESSAGE) return whole
  const lines = text.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = short(lines[i])
    if (line) return line
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

const digestHasher = new Hasher()
const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0')

/**
 * A short, stable hash (16 hex digits) of a tool result's content as the tool returned it: a
 * string as is, anything else as its JSON text. Two results with the same digest are the same
 * result, so a rule can tell a repeated call that learnt nothing from one that did (a poll whose
 * output moved on) without the content being kept. Undefined when there is no content.
 */
export function outputDigest(content: unknown): string | undefined {
  if (content === undefined) return undefined
  let text: string
  if (typeof content === 'string') text = content
  else {
    try {
      text = JSON.stringify(content) ?? ''
    } catch {
      return undefined // nested too deep to write out: no digest rather than no trace
    }
  }
  const fp = digestHasher.start().add(text).finish()
  return hex8(fp.a) + hex8(fp.b)
}

/** Tool arguments: an object as is; a JSON string parsed, or the string itself when it does not parse. */
export function parseArgs(x: unknown): unknown {
  if (typeof x !== 'string') return x === undefined ? {} : x
  const t = x.trim()
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.parse(t)
    } catch {
      return x
    }
  }
  return x
}

/** Parse a JSON object out of a string, or undefined. */
export function parseObject(x: unknown, limit = 1 << 20): JsonObject | undefined {
  if (typeof x !== 'string' || x.length > limit) return undefined
  const t = x.trim()
  if (!t.startsWith('{')) return undefined
  try {
    const v: unknown = JSON.parse(t)
    return isJsonObject(v) ? v : undefined
  } catch {
    return undefined
  }
}

export interface UsageParts {
  input?: number
  output?: number
  cache_read?: number
  cache_write?: number
  /** The format's own total; the sum of the four parts when absent. */
  total?: number
}

/** A `token_usage` event, or undefined when every count is zero or missing. */
export function tokenUsage(p: UsageParts, extra: JsonObject = {}): JsonObject | undefined {
  const clean = (n: number | undefined) => (n !== undefined && n > 0 ? Math.trunc(n) : 0)
  const input = clean(p.input)
  const output = clean(p.output)
  const cache_read = clean(p.cache_read)
  const cache_write = clean(p.cache_write)
  const total = p.total !== undefined && p.total >= 0 ? Math.trunc(p.total) : input + output + cache_read + cache_write
  if (total === 0 && input + output + cache_read + cache_write === 0) return undefined
  return { event: 'token_usage', usage: { input, output, cache_read, cache_write, total }, ...extra }
}

/**
 * Usage in the spelling of a provider where input counts the cached tokens too (OpenAI, Codex,
 * OpenTelemetry GenAI): the non-cached part is input minus the cache reads and writes.
 */
export function inclusiveUsage(
  input: number | undefined,
  cacheRead: number | undefined,
  cacheWrite: number | undefined,
  output: number | undefined,
  total?: number,
): UsageParts {
  const cr = cacheRead ?? 0
  const cw = cacheWrite ?? 0
  const inp = input ?? 0
  return {
    input: Math.max(0, inp - cr - cw),
    cache_read: cr,
    cache_write: cw,
    output: output ?? 0,
    total: total ?? inp + (output ?? 0),
  }
}

/** Drop undefined fields, so events carry only what is known. */
export function compact(o: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v
  return out
}

/** The outcome of a run, for `process_end`. */
export type EndStatus = 'completed' | 'error' | 'aborted' | 'max_turns' | 'incomplete'

export function processEnd(status: EndStatus, reason?: string): JsonObject {
  return compact({ event: 'process_end', status, reason: reason === undefined ? undefined : short(reason) })
}

/**
 * Watches the model in use and reports a change as a `state_transition`. The first model seen is
 * not a change.
 */
export class ModelWatch {
  private current: string | undefined
  constructor(private readonly emit: EventSink) {}
  see(model: unknown, origin: Origin, reason: string, session?: string): void {
    const m = str(model)
    if (!m) return
    if (this.current !== undefined && this.current !== m) {
      this.emit({ event: 'state_transition', kind: 'model_switch', from: this.current, to: m, reason }, origin, session)
    }
    this.current = m
  }
  /** Take a model as current without reporting a change (the caller reported it). */
  set(model: unknown): void {
    const m = str(model)
    if (m) this.current = m
  }
}

/** What a tool call touches beyond being a call: a skill, or a memory store. */
export interface ToolRole {
  skill?: string
  memory?: 'recall' | 'store'
}

export interface ToolResultInfo {
  failed: boolean
  /** A short error message for failed results. */
  message?: string
  /** The tool's name when the result names it (used when the call was not seen). */
  tool?: string
  /** A recall that came back with nothing. */
  empty?: boolean
  /** Extra short fields for the tool_output event (e.g. exit_code). */
  extra?: JsonObject
  /** `outputDigest` of the result's content, when the format carries the content. */
  digest?: string
}

interface Pending {
  tool: string | null
  role: ToolRole
  origin: Origin
  session?: string
}

/**
 * Pairs tool calls with their results. A call gives a `tool_call`; its result a `tool_output`
 * (and an `error_event` when it failed). Calls that touch a skill or memory also give a
 * `skill_event` / `memory_event` when their result is known (or at the end, for calls that never
 * got one). Only calls still waiting for their result are kept.
 */
export class ToolTracker {
  private readonly pending = new Map<string, Pending>()

  constructor(
    private readonly emit: EventSink,
    private readonly classify: (tool: string, args: unknown) => ToolRole = () => ({}),
  ) {}

  call(
    tool: string | null,
    args: unknown,
    callId: string | undefined,
    origin: Origin,
    session?: string,
    extra: JsonObject = {},
  ): void {
    this.emit(compact({ event: 'tool_call', tool, args, call_id: callId ?? null, ...extra }), origin, session)
    const role = tool === null ? {} : this.classify(tool, args)
    if (callId !== undefined) {
      this.pending.set(this.key(callId, session), { tool, role, origin, session })
    } else {
      this.roleEvents(role, undefined, origin, session, undefined)
    }
  }

  /** Whether a call with this id is waiting for its result. */
  has(callId: string | undefined, session?: string): boolean {
    return callId !== undefined && this.pending.has(this.key(callId, session))
  }

  /** What the call waiting for this result touches (skill, memory). */
  roleOf(callId: string | undefined, session?: string): ToolRole {
    return callId === undefined ? {} : (this.pending.get(this.key(callId, session))?.role ?? {})
  }

  /** The tool name of a call waiting for its result. */
  toolOf(callId: string | undefined, session?: string): string | null | undefined {
    return callId === undefined ? undefined : this.pending.get(this.key(callId, session))?.tool
  }

  result(callId: string | undefined, info: ToolResultInfo, origin: Origin, session?: string): void {
    const key = callId === undefined ? undefined : this.key(callId, session)
    const p = key === undefined ? undefined : this.pending.get(key)
    if (key !== undefined) this.pending.delete(key)
    const tool = p?.tool ?? info.tool ?? null
    const status = info.failed ? 'error' : 'ok'
    this.emit(
      compact({
        event: 'tool_output',
        tool,
        call_id: callId ?? null,
        status,
        output_digest: info.digest,
        ...(info.extra ?? {}),
      }),
      origin,
      session,
    )
    if (info.failed) {
      this.emit(
        compact({
          event: 'error_event',
          kind: 'tool',
          tool,
          call_id: callId ?? null,
          message: info.message ?? 'tool call failed',
        }),
        origin,
        session,
      )
    }
    if (p) this.roleEvents(p.role, info, origin, session, callId)
  }

  /** After the last record: skill and memory events of calls that never got a result. */
  end(): void {
    for (const [, p] of this.pending) this.roleEvents(p.role, undefined, p.origin, p.session, undefined)
    this.pending.clear()
  }

  private roleEvents(
    role: ToolRole,
    info: ToolResultInfo | undefined,
    origin: Origin,
    session: string | undefined,
    callId: string | undefined,
  ): void {
    if (role.skill !== undefined) {
      this.emit(
        compact({
          event: 'skill_event',
          skill: role.skill,
          invoked: true,
          status: info?.failed ? 'failed' : undefined,
          call_id: callId,
        }),
        origin,
        session,
      )
    }
    if (role.memory !== undefined) {
      let action: string = role.memory
      if (role.memory === 'recall' && info && (info.failed || info.empty)) action = 'miss'
      else if (role.memory === 'store' && info?.failed) action = 'store_failed'
      this.emit(compact({ event: 'memory_event', action, call_id: callId }), origin, session)
    }
  }

  private key(callId: string, session: string | undefined): string {
    return session === undefined ? callId : `${session}\u0000${callId}`
  }
}

/** `skills/<name>/SKILL.md` in a path or command: the skill of that name. */
export function skillInPath(x: unknown): string | undefined {
  const s = Array.isArray(x) ? x.filter((p) => typeof p === 'string').join(' ') : x
  if (typeof s !== 'string') return undefined
  const m = /(?:^|[/\\\s"'=])skills[/\\]([^/\\\s"']+)[/\\]SKILL\.md\b/.exec(s)
  return m ? m[1] : undefined
}

/** A path to a memory file: `MEMORY.md` or `memory/<name>.md`. */
export function isMemoryPath(s: unknown): boolean {
  if (typeof s !== 'string') return false
  return /(?:^|[/\\])MEMORY\.md$/i.test(s) || /(?:^|[/\\])memory[/\\][^/\\]+\.md$/i.test(s)
}

/** The path argument of a file tool. */
export function pathArg(args: unknown): string | undefined {
  const a = obj(args)
  if (!a) return undefined
  return str(a.path) ?? str(a.file_path) ?? str(a.filePath) ?? str(a.file)
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

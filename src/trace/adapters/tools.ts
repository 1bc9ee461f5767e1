/**
 * Tool calls and their results: arguments, result digests, what a call touches (skills, memory),
 * and the tracker that pairs calls with results (formats.md, "General mapping rules"). Pure.
 */
import { hash64 } from '../../core/fingerprint.js'
import { compact, obj, parseJson, setKey, str, type JsonObject, type Origin } from './json.js'
import type { EventSink } from './types.js'

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
  return hash64(text)
}

/**
 * A tool result's content whose `outputDigest` is worked out only if something reads the event's
 * `output_digest` (two results of the same call compared, an event a report shows): most results
 * are never compared, and hashing each one's content cost more than reading it.
 */
export class DigestWhenRead {
  constructor(readonly content: unknown) {}
}

/** `outputDigest(content)`, worked out when read (`DigestWhenRead`). */
export function digestWhenRead(content: unknown): DigestWhenRead | undefined {
  return content === undefined ? undefined : new DigestWhenRead(content)
}

/**
 * Where an event whose `output_digest` is worked out when read keeps what it is worked out from:
 * a property of its own under a symbol, not enumerable, so that JSON text, `Object.keys`,
 * `for...in`, a spread copy and the structured clone of a worker's message all leave it out
 * (they read the digest through its getter). It holds the `DigestWhenRead` (with the content)
 * until the digest is read, then the digest: the content is let go, and the slot is written in
 * place, never deleted, so that the event keeps its shape (deleting a key that is not an
 * object's last, or turning an accessor into a value, makes V8 keep the object as a slower
 * dictionary: reading every digest of a run cost twice the hashing). A WeakMap from events to
 * their content cost more: 50 transcripts took 0.97x the time without it.
 */
const UNDIGESTED = Symbol('undigested')
type Undigested = JsonObject & { [UNDIGESTED]: DigestWhenRead | string | undefined }

/**
 * The one getter of every `output_digest` worked out when read (one function for all, so that
 * the events keep one shape): it works the digest out the first time, and keeps it in the slot.
 */
function readDigest(this: Undigested): string | undefined {
  const held = this[UNDIGESTED]
  if (!(held instanceof DigestWhenRead)) return held
  const value = outputDigest(held.content)
  this[UNDIGESTED] = value
  return value
}

/** The one accessor of every `output_digest` worked out when read: one shape for all such events. */
const DIGEST_WHEN_READ: PropertyDescriptor = { get: readDigest, enumerable: true, configurable: true }

/** The slot's descriptor, its value set for each event and let go at once. */
const SLOT: PropertyDescriptor = { value: undefined, writable: true, enumerable: false, configurable: true }

/**
 * Add to `raw` (which has no such key yet) an `output_digest` worked out from `later`'s content
 * the first time it is read, and kept: JSON text, a copy and a comparison all see the value
 * `outputDigest` gives. Added rather than put in place of a value: turning a value into an
 * accessor makes V8 keep the object as a slower dictionary.
 */
function addDigestWhenRead(raw: JsonObject, later: DigestWhenRead): void {
  Object.defineProperty(raw, 'output_digest', DIGEST_WHEN_READ)
  SLOT.value = later
  Object.defineProperty(raw, UNDIGESTED, SLOT)
  SLOT.value = undefined
}

/**
 * Tool arguments: an object as is; a JSON string parsed (`parseJson`), or the string itself when
 * it does not parse or is nested too deep.
 */
export function parseArgs(x: unknown): unknown {
  if (typeof x !== 'string') return x === undefined ? {} : x
  const t = x.trim()
  if (t.startsWith('{') || t.startsWith('[')) return parseJson(t) ?? x
  return x
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
  /**
   * `outputDigest` of the result's content, when the format carries the content (or the content,
   * to digest when read).
   */
  digest?: string | DigestWhenRead
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
    let raw: JsonObject
    if (noKeys(extra)) {
      // What `compact` gives, built in its order: most calls carry nothing extra.
      raw = { event: 'tool_call' }
      if (tool !== undefined) raw.tool = tool
      if (args !== undefined) raw.args = args
      raw.call_id = callId ?? null
    } else raw = compact({ event: 'tool_call', tool, args, call_id: callId ?? null, ...extra })
    this.emit(raw, origin, session)
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
    const later = info.digest instanceof DigestWhenRead ? info.digest : undefined
    const extra = info.extra
    let raw: JsonObject
    if (extra === undefined || !overlaps(extra)) {
      // What the general case below gives, built in its order: the extra fields (an exit code)
      // are never the event's own.
      raw = { event: 'tool_output', tool, call_id: callId ?? null, status }
      if (later) addDigestWhenRead(raw, later)
      else if (info.digest !== undefined) raw.output_digest = info.digest
      if (extra !== undefined) {
        for (const k in extra) {
          const v = extra[k]
          if (v !== undefined) setKey(raw, k, v)
        }
      }
    } else {
      const fields: JsonObject = {
        event: 'tool_output',
        tool,
        call_id: callId ?? null,
        status,
        output_digest: later ? '' : info.digest,
        ...extra,
      }
      if (later) {
        // `compact`, with the digest worked out when read added in its place among the keys.
        raw = {}
        for (const k of Object.keys(fields)) {
          if (k === 'output_digest') addDigestWhenRead(raw, later)
          else if (fields[k] !== undefined) setKey(raw, k, fields[k])
        }
      } else raw = compact(fields)
    }
    this.emit(raw, origin, session)
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

/** Whether an object has no key of its own. */
function noKeys(o: JsonObject): boolean {
  for (const _ in o) return false
  return true
}

/** The keys of a tool_output event that `extra` may not hold for it to be added after them. */
const OUTPUT_KEYS = new Set(['event', 'tool', 'call_id', 'status', 'output_digest'])

/**
 * Whether extra fields hold a key of the tool_output's own (which a spread puts in its place
 * among them), or one that is not an own enumerable string key that `for...in` sees alike.
 */
function overlaps(extra: JsonObject): boolean {
  for (const k in extra) {
    if (OUTPUT_KEYS.has(k) || !Object.prototype.hasOwnProperty.call(extra, k)) return true
  }
  return false
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

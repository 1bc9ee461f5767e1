/**
 * Flat events (diagnosis.md section 1) and their normalization.
 *
 * Events are kept as the objects they were read as; the engine wraps each in an `EngineEvent`
 * that carries its type, its position and where it came from, and works out the normalized form
 * (with `event` and `event_id`) only for the events a report shows.
 */
import { Hasher, KeyTag, writeKey, type Fingerprint } from './fingerprint.js'
import { canonicalJson, hasKey, pyStr, truthy } from './python-compat.js'

const hasher = new Hasher()

/** Marks an event without `args` or `arguments`. */
const ABSENT = Symbol('absent')

export type JsonObject = Record<string, unknown>

/**
 * Where an event came from in its file: a line (JSONL) and/or an index (JSON array), and the
 * record's own id where the format gives one, so that a person can find the record in the file
 * or open it in the tool that wrote it: `span_id` for span formats, `id` for a message or event id.
 */
export interface Origin {
  line?: number
  index?: number
  span_id?: string
  id?: string
}

export const KNOWN_EVENT_TYPES = [
  'tool_call',
  'tool_output',
  'memory_event',
  'retry_event',
  'error_event',
  'state_transition',
  'decision',
  'skill_event',
  'token_usage',
  'context_event',
  'process_output',
  'process_start',
  'process_end',
] as const

/** A normalized flat event: the event's own keys plus `event` and `event_id`. */
export interface FlatEvent extends JsonObject {
  event: string
  event_id: string
}

export class EngineEvent {
  /** The label and its fingerprint, worked out once and shared. */
  private labelText: string | undefined
  private labelFp: Fingerprint | undefined
  private idText: string | undefined

  constructor(
    readonly raw: JsonObject,
    readonly type: string,
    readonly position: number,
    readonly origin: Origin | undefined,
  ) {}

  /** `event_id` in its string form, or `event_<position>`. */
  get id(): string {
    return (this.idText ??= eventId(this.raw, this.position))
  }

  /** The value of `args` when that key is present (even null), else of `arguments`, else ABSENT. */
  private argsValue(): unknown {
    const raw = this.raw
    if (hasKey(raw, 'args')) return raw.args
    if (hasKey(raw, 'arguments')) return raw.arguments
    return ABSENT
  }

  /** Canonical JSON of the call arguments, or null when the event has neither key. */
  canonicalArgs(): string | null {
    const args = this.argsValue()
    return args === ABSENT ? null : canonicalJson(args)
  }

  /** The name part of the label: the first truthy of `tool`, `name`, `skill`, the type. */
  private labelName(): string {
    const raw = this.raw
    let name: unknown = this.type
    if (truthy(raw.tool)) name = raw.tool
    else if (truthy(raw.name)) name = raw.name
    else if (truthy(raw.skill)) name = raw.skill
    return typeof name === 'string' ? name : pyStr(name)
  }

  /**
   * The label of diagnosis.md section 5: the first truthy of `tool`, `name`, `skill` and the
   * event type, plus `:` and the canonical arguments when they are truthy.
   */
  label(): string {
    if (this.labelText === undefined) {
      const args = this.argsValue()
      this.labelText = args !== ABSENT && truthy(args) ? this.labelName() + ':' + canonicalJson(args) : this.labelName()
    }
    return this.labelText
  }

  /**
   * The fingerprint of the label, for counting distinct labels without keeping them: equal for
   * two events exactly when their labels are the same text. For a name without a colon, the
   * label's text splits at its first colon into the name and the arguments' canonical JSON, so
   * the name and the arguments are hashed as they are (`writeKey`), with no text built. A name
   * with a colon (rare) may give the very text another name and arguments give (`a:1` with no
   * arguments, `a` with the arguments 1): its label is built and split the same way, and hashed
   * as a name and arguments when it reads as one, else as its text.
   */
  labelFingerprint(): Fingerprint {
    if (this.labelFp === undefined) {
      const args = this.argsValue()
      const name = this.labelName()
      if (name.indexOf(':') === -1) {
        hasher.start().unit(KeyTag.Label).add(name)
        if (args !== ABSENT && truthy(args)) writeKey(args, hasher.unit(KeyTag.Args))
      } else labelOfText(this.label())
      this.labelFp = hasher.finish()
    }
    return this.labelFp
  }

  /**
   * The fingerprint of the key that groups identical calls: (tool, arguments), absent
   * arguments read as `{}`. For the usual call, a named tool with arguments, the key is the
   * label itself (so one fingerprint serves both); every other key starts with the tag `Call`,
   * which no label does, and keeps tool and arguments apart.
   */
  callFingerprint(): Fingerprint {
    const tool = this.raw.tool
    const args = this.argsValue()
    if (typeof tool === 'string' && tool !== '' && tool.charCodeAt(0) !== 0 && args !== ABSENT && truthy(args)) {
      return this.labelFingerprint()
    }
    hasher.start().unit(KeyTag.Call)
    writeKey(hasKey(this.raw, 'tool') ? tool : null, hasher)
    writeKey(args === ABSENT ? {} : args, hasher)
    return hasher.finish()
  }

  /** The event as the report shows it: its own keys, with `event_id` and `event` set. */
  normalized(): FlatEvent {
    return { ...this.raw, event_id: this.id, event: this.type } as FlatEvent
  }
}

/**
 * Starts `hasher` on a label given as its text: as the name before the first colon and the
 * arguments after it when the rest is the canonical JSON of truthy arguments (what a name
 * without a colon and those arguments give), else as the text itself.
 */
function labelOfText(text: string): void {
  const i = text.indexOf(':')
  const rest = text.slice(i + 1)
  let value: unknown
  try {
    value = JSON.parse(rest)
  } catch {
    value = undefined
  }
  if (value !== undefined && truthy(value) && canonicalJson(value) === rest) {
    writeKey(value, hasher.start().unit(KeyTag.Label).add(text.slice(0, i)).unit(KeyTag.Args))
  } else hasher.start().unit(KeyTag.LabelText).add(text)
}

/** An event as it crosses from one thread to another: plain data, no methods. */
export interface PlainEvent {
  raw: JsonObject
  type: string
  position: number
  origin: Origin | undefined
}

/**
 * How far a later part of a session is from its start: the events and the file lines that came
 * before it. A part diagnosed on its own counts both from zero; merging adds these.
 */
export interface Shift {
  position: number
  line: number
}

export function shiftOrigin(o: Origin | undefined, shift: Shift): Origin | undefined {
  if (!o) return o
  return {
    ...(o.line !== undefined ? { line: o.line + shift.line } : {}),
    ...(o.index !== undefined ? { index: o.index } : {}),
    ...(o.span_id !== undefined ? { span_id: o.span_id } : {}),
    ...(o.id !== undefined ? { id: o.id } : {}),
  }
}

export function toPlain(e: EngineEvent): PlainEvent {
  return { raw: e.raw, type: e.type, position: e.position, origin: e.origin }
}

export function fromPlain(p: PlainEvent, shift: Shift): EngineEvent {
  return new EngineEvent(p.raw, p.type, p.position + shift.position, shiftOrigin(p.origin, shift))
}

/** The event type: its own `event` key, else its `type` key, else `process_output`. */
export function eventType(raw: JsonObject): string {
  const t = hasKey(raw, 'event') ? raw.event : hasKey(raw, 'type') ? raw.type : 'process_output'
  return typeof t === 'string' ? t : pyStr(t)
}

export function eventId(raw: JsonObject, position: number): string {
  if (!hasKey(raw, 'event_id')) return `event_${position}`
  const id = raw.event_id
  return typeof id === 'string' ? id : pyStr(id)
}

export function isJsonObject(x: unknown): x is JsonObject {
  return x !== null && typeof x === 'object' && !Array.isArray(x)
}

/**
 * An event kept by reference only: its position in the session and where it came from. The
 * engine asks for such events once, when the report is written (SessionDiagnoser.end).
 */
export interface EventRef {
  position: number
  origin: Origin | undefined
}

export type Evidence = EngineEvent | EventRef

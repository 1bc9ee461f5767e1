/**
 * A summarised timeline of one session, collected in the same pass as the diagnosis, for the
 * HTML report: the first and last events in full (runs of similar events folded with a count),
 * errors, retries and compactions from the middle up to a cap, every evidence event (added at the
 * end, from the events the diagnosis fetched), and the token use over the run downsampled to a
 * bounded number of points. Memory stays bounded whatever the length of the session.
 *
 * Pure: no I/O, no clock. Text is kept as it was read (shortened); the renderer masks and
 * escapes it.
 */
import { eventType, type JsonObject, type Origin, type Shift, shiftOrigin } from '../core/events.js'
import { toNumber } from '../core/python-compat.js'
import { effectiveTokensOf, tokensOfRaw } from './labels.js'

export type TimelineKind =
  'turn' | 'tool_call' | 'tool_result' | 'error' | 'retry' | 'compaction' | 'context' | 'message' | 'run' | 'other'

export interface TimelineEntry {
  /** The position of the first event in the session (0-based). */
  position: number
  /** The position of the last event folded into this entry. */
  last: number
  /** How many consecutive similar events this entry stands for. */
  count: number
  kind: TimelineKind
  /** The flat event type. */
  type: string
  tool?: string
  /** A short summary of the first event, as read (not yet masked or escaped). */
  text: string
  failed?: boolean
  origin?: Origin
  /** Evidence of the failure causes, by index into the diagnosis's `failure_causes`. */
  causes?: number[]
}

export interface TokenPoint {
  /** The position of the event the point was taken at. */
  position: number
  /** Cumulative tokens (the session total T so far). */
  total: number
  /** Cumulative effective tokens (what a budget is measured in). */
  effective: number
}

export interface ContextPoint {
  position: number
  /** Tokens in the context at that point, when known. */
  tokens?: number
  /** Fill of the model's window in percent, when known. */
  share?: number
  compaction?: boolean
}

export interface SessionTimeline {
  events: number
  /** Entries in position order; positions between entries were not kept (see `hidden`). */
  entries: TimelineEntry[]
  /** Events not shown, by kind. */
  hidden: Partial<Record<TimelineKind, number>>
  tokens: TokenPoint[]
  context: ContextPoint[]
  /** The model's context window in tokens, when the trace says it. */
  window?: number
  /** For each failure cause (by index), the positions of its evidence events. */
  causes: number[][]
}

/** Summary limits. */
export const TIMELINE_LIMITS = {
  head: 120,
  tail: 120,
  /** Errors, retries and compactions kept from the middle. */
  notable: 200,
  /** Token and context points kept (each series). */
  points: 600,
  text: 240,
}

/** An entry being gathered: its text is worked out from its first event when it closes. */
type Held = Omit<TimelineEntry, 'text' | 'failed' | 'causes'> & {
  failed: boolean
  /** The first event, kept until its text is worked out. */
  raw?: JsonObject
  text?: string
}

/** The collected state of a part of a session, as plain data (see TimelineCollector.save). */
export interface TimelineState {
  events: number
  head: Held[]
  tail: Held[]
  notable: Held[]
  hidden: Partial<Record<TimelineKind, number>>
  tokens: TokenPoint[]
  tokenStride: number
  tokenSeen: number
  lastToken?: TokenPoint
  context: ContextPoint[]
  contextStride: number
  contextSeen: number
  lastContext?: ContextPoint
  total: number
  effective: number
  window?: number
}

const NOTABLE = new Set<TimelineKind>(['error', 'retry', 'compaction'])

function str(x: unknown): string | undefined {
  return typeof x === 'string' && x !== '' ? x : undefined
}

function kindOf(type: string, raw: JsonObject): { kind: TimelineKind; failed: boolean } {
  switch (type) {
    case 'tool_call':
      return { kind: 'tool_call', failed: false }
    case 'tool_output': {
      const status = typeof raw.status === 'string' ? raw.status.toLowerCase() : ''
      const failed =
        raw.is_error === true ||
        raw.failed === true ||
        raw.error !== undefined ||
        status === 'error' ||
        status === 'failed' ||
        status === 'failure'
      return { kind: 'tool_result', failed }
    }
    case 'error_event':
      return { kind: 'error', failed: true }
    case 'retry_event':
      return { kind: 'retry', failed: false }
    case 'context_event':
      return {
        kind:
          typeof raw.action === 'string' && raw.action.toLowerCase().startsWith('compact') ? 'compaction' : 'context',
        failed: false,
      }
    case 'token_usage':
      return { kind: 'turn', failed: false }
    case 'decision':
    case 'process_output':
      return { kind: 'message', failed: false }
    case 'process_start':
    case 'process_end': {
      const status = typeof raw.status === 'string' ? raw.status.toLowerCase() : ''
      return { kind: 'run', failed: type === 'process_end' && status !== '' && status !== 'completed' }
    }
    default:
      return { kind: 'other', failed: false }
  }
}

/** A JSON value written out, stopping once `max` characters are reached. */
export function snippet(value: unknown, max: number): string {
  let out = ''
  const walk = (v: unknown, depth: number): void => {
    if (out.length >= max) return
    if (typeof v === 'string') out += JSON.stringify(v.length > max ? v.slice(0, max) : v)
    else if (v === null || typeof v !== 'object') out += String(v)
    else if (depth > 8) out += '…'
    else if (Array.isArray(v)) {
      out += '['
      for (let i = 0; i < v.length && out.length < max; i++) {
        if (i) out += ','
        walk(v[i], depth + 1)
      }
      out += ']'
    } else {
      out += '{'
      let first = true
      for (const k of Object.keys(v)) {
        if (out.length >= max) break
        if (!first) out += ','
        first = false
        out += JSON.stringify(k) + ':'
        walk((v as JsonObject)[k], depth + 1)
      }
      out += '}'
    }
  }
  walk(value, 0)
  return out.length > max ? out.slice(0, max - 1) + '…' : out
}

function textOf(type: string, raw: JsonObject, max: number): string {
  const field = (...keys: string[]): string | undefined => {
    for (const k of keys) {
      const v = raw[k]
      if (v === undefined || v === null || v === '') continue
      return typeof v === 'string' ? (v.length > max ? v.slice(0, max) : v) : snippet(v, max)
    }
    return undefined
  }
  let text: string | undefined
  switch (type) {
    case 'tool_call':
      text = field('args', 'arguments', 'input')
      break
    case 'tool_output':
      text = [field('status'), field('error', 'message', 'output', 'result', 'content', 'summary')]
        .filter(Boolean)
        .join(': ')
      break
    case 'error_event':
      text = [field('kind'), field('message', 'error', 'reason', 'detail')].filter(Boolean).join(': ')
      break
    case 'retry_event':
      text = [field('reason', 'message'), raw.attempt !== undefined ? `attempt ${snippet(raw.attempt, 20)}` : '']
        .filter(Boolean)
        .join(', ')
      break
    case 'token_usage':
      text = field('usage', 'total', 'total_tokens', 'tokens')
      break
    case 'context_event':
      text = [
        field('action'),
        raw.saturation !== undefined ? `${snippet(raw.saturation, 20)}% full` : '',
        field('tokens', 'tokens_before') ? `${field('tokens', 'tokens_before')} tokens` : '',
      ]
        .filter(Boolean)
        .join(', ')
      break
    case 'process_start':
    case 'process_end':
      text = [field('status'), field('reason', 'error', 'message', 'summary')].filter(Boolean).join(': ')
      break
    default:
      text = field('summary', 'message', 'text', 'content', 'action', 'key', 'skill', 'name', 'from', 'to')
  }
  if (text === undefined || text === '') {
    const rest: JsonObject = {}
    for (const k of Object.keys(raw)) if (k !== 'event' && k !== 'event_id' && k !== 'ts') rest[k] = raw[k]
    text = snippet(rest, max)
  }
  return text.length > max ? text.slice(0, max - 1) + '…' : text
}

function toolOf(raw: JsonObject): string | undefined {
  return str(raw.tool) ?? str(raw.name) ?? str(raw.skill)
}

/** Keep at most `cap` points: drop every other one and double the stride when full. */
function thin<T>(points: T[], cap: number): T[] {
  return points.length <= cap ? points : points.filter((_, i) => i % 2 === 0)
}

/**
 * Collects the timeline of one session as its events are pushed (in the same order as to the
 * engine). `push` is cheap: a type check, a comparison with the last entry, and for token and
 * context events a little arithmetic.
 */
export class TimelineCollector {
  private events = 0
  private readonly head: Held[] = []
  private tail: Held[] = []
  private notable: Held[] = []
  private hidden: Partial<Record<TimelineKind, number>> = {}
  private tokens: TokenPoint[] = []
  private tokenStride = 1
  private tokenSeen = 0
  private lastToken: TokenPoint | undefined
  private context: ContextPoint[] = []
  private contextStride = 1
  private contextSeen = 0
  private lastContext: ContextPoint | undefined
  private total = 0
  private effective = 0
  private window: number | undefined

  constructor(private readonly limits = TIMELINE_LIMITS) {}

  push(raw: JsonObject, origin?: Origin): void {
    const position = this.events++
    const type = eventType(raw)
    const { kind, failed } = kindOf(type, raw)
    const tool = type === 'tool_call' || type === 'tool_output' || type === 'skill_event' ? toolOf(raw) : undefined
    if (type === 'token_usage') this.tokenPoint(raw, position)
    else if (type === 'context_event') this.contextPoint(raw, position, kind === 'compaction')

    const last = this.tail.length ? this.tail[this.tail.length - 1] : this.head[this.head.length - 1]
    if (last && last.kind === kind && last.tool === tool && last.failed === failed && last.type === type) {
      last.count++
      last.last = position
      return
    }
    const held: Held = { position, last: position, count: 1, kind, type, tool, failed, origin, raw }
    if (this.tail.length === 0 && this.head.length < this.limits.head) {
      this.settle(held)
      this.head.push(held)
      return
    }
    this.tail.push(held)
    if (this.tail.length > 2 * this.limits.tail) this.dropOldTail()
  }

  /** Work out the text of a held entry now and let go of its event. */
  private settle(h: Held): void {
    if (h.raw) {
      h.text = textOf(h.type, h.raw, this.limits.text)
      h.raw = undefined
    }
  }

  /** The tail keeps the last `tail` entries; older ones become hidden counts (notable ones kept). */
  private dropOldTail(): void {
    const drop = this.tail.length - this.limits.tail
    for (let i = 0; i < drop; i++) this.hide(this.tail[i])
    this.tail = this.tail.slice(drop)
  }

  private hide(h: Held): void {
    if (NOTABLE.has(h.kind) || h.failed) {
      if (this.notable.length < this.limits.notable) {
        this.settle(h)
        this.notable.push(h)
        return
      }
    }
    this.hidden[h.kind] = (this.hidden[h.kind] ?? 0) + h.count
  }

  private tokenPoint(raw: JsonObject, position: number): void {
    // As the engine counts T, so that the last point is the report's total_tokens.
    this.total += tokensOfRaw(raw)
    const eff = effectiveTokensOf(raw)
    if (Number.isFinite(eff) && eff > 0) this.effective += eff
    const p = { position, total: this.total, effective: this.effective }
    this.lastToken = p
    if (this.tokenSeen++ % this.tokenStride === 0) {
      this.tokens.push(p)
      if (this.tokens.length > this.limits.points) {
        this.tokens = thin(this.tokens, this.limits.points)
        this.tokenStride *= 2
      }
    }
  }

  private contextPoint(raw: JsonObject, position: number, compaction: boolean): void {
    const w = toNumber(raw.context_window)
    if (Number.isFinite(w) && w > 0) this.window = w
    const tokens = toNumber(raw.tokens ?? raw.tokens_before)
    let share: number | undefined
    if (raw.saturation !== undefined && raw.saturation !== null) {
      const s = toNumber(raw.saturation)
      if (Number.isFinite(s)) share = s
    }
    if (share === undefined && this.window !== undefined && tokens > 0) share = (100 * tokens) / this.window
    const p: ContextPoint = {
      position,
      ...(Number.isFinite(tokens) && tokens > 0 ? { tokens } : {}),
      ...(share !== undefined ? { share } : {}),
      ...(compaction ? { compaction } : {}),
    }
    this.lastContext = p
    // Compactions are always kept: the chart marks each one.
    if (compaction || this.contextSeen++ % this.contextStride === 0) {
      this.context.push(p)
      if (this.context.length > this.limits.points) {
        let i = 0
        this.context = this.context.filter((c) => c.compaction || i++ % 2 === 0)
        this.contextStride *= 2
      }
    }
  }

  get eventCount(): number {
    return this.events
  }

  /** The state of this part, as plain data that can cross to another thread. */
  save(): TimelineState {
    for (const h of [...this.head, ...this.tail]) this.settle(h)
    return {
      events: this.events,
      head: this.head,
      tail: this.tail,
      notable: this.notable,
      hidden: this.hidden,
      tokens: this.tokens,
      tokenStride: this.tokenStride,
      tokenSeen: this.tokenSeen,
      ...(this.lastToken ? { lastToken: this.lastToken } : {}),
      context: this.context,
      contextStride: this.contextStride,
      contextSeen: this.contextSeen,
      ...(this.lastContext ? { lastContext: this.lastContext } : {}),
      total: this.total,
      effective: this.effective,
      ...(this.window !== undefined ? { window: this.window } : {}),
    }
  }

  /** Take in the state of the part of the session that follows the events pushed here. */
  absorb(state: TimelineState, shift: Shift): void {
    const move = (h: Held): Held => ({
      ...h,
      position: h.position + shift.position,
      last: h.last + shift.position,
      origin: shiftOrigin(h.origin, shift),
    })
    // This part's tail and the next part's head are the middle now; when the next part is
    // short (no tail of its own), the last of them are the session's tail.
    const middle = [...this.tail, ...state.head.map(move)]
    const tail = state.tail.length ? state.tail.map(move) : middle.splice(Math.max(0, middle.length - this.limits.tail))
    for (const h of middle) this.hide(h)
    for (const h of state.notable) this.hide(move(h))
    for (const [k, n] of Object.entries(state.hidden)) {
      this.hidden[k as TimelineKind] = (this.hidden[k as TimelineKind] ?? 0) + (n ?? 0)
    }
    this.tail = tail
    const t0 = this.total
    const e0 = this.effective
    const shiftToken = (p: TokenPoint): TokenPoint => ({
      position: p.position + shift.position,
      total: p.total + t0,
      effective: p.effective + e0,
    })
    this.tokens = [...this.tokens, ...state.tokens.map(shiftToken)]
    while (this.tokens.length > this.limits.points) this.tokens = thin(this.tokens, this.limits.points)
    if (state.lastToken) this.lastToken = shiftToken(state.lastToken)
    const shiftContext = (p: ContextPoint): ContextPoint => ({ ...p, position: p.position + shift.position })
    this.context = [...this.context, ...state.context.map(shiftContext)]
    while (this.context.length > this.limits.points) {
      let i = 0
      const before = this.context.length
      this.context = this.context.filter((c) => c.compaction || i++ % 2 === 0)
      if (this.context.length === before) break
    }
    if (state.lastContext) this.lastContext = shiftContext(state.lastContext)
    this.total += state.total
    this.effective += state.effective
    if (state.window !== undefined) this.window = state.window
    this.events += state.events
    this.tokenSeen += state.tokenSeen
    this.contextSeen += state.contextSeen
  }

  /**
   * The timeline. `evidence`: the evidence events the diagnosis fetched, by position; `causes`:
   * for each failure cause, the positions of its evidence events.
   */
  finish(evidence: ReadonlyMap<number, { raw: JsonObject; origin?: Origin }>, causes: number[][]): SessionTimeline {
    const kept = [...this.head, ...this.notable, ...this.tail]
    for (const h of kept) this.settle(h)
    const byPosition = new Map<number, TimelineEntry>()
    for (const h of kept) {
      byPosition.set(h.position, {
        position: h.position,
        last: h.last,
        count: h.count,
        kind: h.kind,
        type: h.type,
        ...(h.tool !== undefined ? { tool: h.tool } : {}),
        text: h.text ?? '',
        ...(h.failed ? { failed: true } : {}),
        ...(h.origin ? { origin: h.origin } : {}),
      })
    }
    const hidden = { ...this.hidden }
    // Evidence events that fell in a folded run or the hidden middle get an entry of their own.
    // The kept entries cover disjoint ranges: find the one around a position by bisection.
    const ranges = [...byPosition.values()].sort((a, b) => a.position - b.position)
    const covering = (position: number): TimelineEntry | undefined => {
      let lo = 0
      let hi = ranges.length - 1
      while (lo <= hi) {
        const mid = (lo + hi) >> 1
        const e = ranges[mid]
        if (position < e.position) hi = mid - 1
        else if (position > e.last) lo = mid + 1
        else return e
      }
      return undefined
    }
    for (const [position, { raw, origin }] of [...evidence].sort((a, b) => a[0] - b[0])) {
      if (byPosition.has(position)) continue
      const outer = covering(position)
      const type = eventType(raw)
      const { kind, failed } = kindOf(type, raw)
      if (outer) {
        // Split the folded run so that the evidence event stands alone.
        outer.count--
      } else if ((hidden[kind] ?? 0) > 0) hidden[kind] = hidden[kind]! - 1
      const tool = type === 'tool_call' || type === 'tool_output' || type === 'skill_event' ? toolOf(raw) : undefined
      byPosition.set(position, {
        position,
        last: position,
        count: 1,
        kind,
        type,
        ...(tool !== undefined ? { tool } : {}),
        text: textOf(type, raw, this.limits.text),
        ...(failed ? { failed: true } : {}),
        ...(origin ? { origin } : {}),
      })
    }
    causes.forEach((positions, i) => {
      for (const p of positions) {
        const e = byPosition.get(p)
        if (e && !e.causes?.includes(i)) e.causes = [...(e.causes ?? []), i]
      }
    })
    const entries = [...byPosition.values()].filter((e) => e.count > 0).sort((a, b) => a.position - b.position)
    const tokens = [...this.tokens]
    if (this.lastToken && tokens[tokens.length - 1]?.position !== this.lastToken.position) tokens.push(this.lastToken)
    const context = [...this.context]
    if (this.lastContext && context[context.length - 1]?.position !== this.lastContext.position)
      context.push(this.lastContext)
    for (const k of Object.keys(hidden) as TimelineKind[]) if (!hidden[k]) delete hidden[k]
    return {
      events: this.events,
      entries,
      hidden,
      tokens,
      context,
      ...(this.window !== undefined ? { window: this.window } : {}),
      causes,
    }
  }
}

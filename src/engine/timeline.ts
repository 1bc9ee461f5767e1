/**
 * A summarised timeline of one session, collected in the same pass as the diagnosis, for the
 * HTML report. Every event of the session is either on a row of its own (or a run of similar
 * events folded with a count) or counted in a fold: a row that says how many events it stands
 * for and of what kinds. Rows kept: the first and last events, the first and last errors,
 * retries, compactions and failures of each kind, and the evidence events of the failure causes
 * (added at the end, from the events the diagnosis fetched; the first and last of each cause,
 * up to a total). The token use over the run is downsampled to a bounded number of points,
 * keeping peaks. The number of rows, and the memory, stay bounded whatever the length of the
 * session (see TIMELINE_LIMITS).
 *
 * Pure: no I/O, no clock. Text is kept as it was read (shortened); the renderer masks and
 * escapes it.
 */
import { eventType, type JsonObject, type Origin, type Shift, shiftOrigin } from '../core/events.js'
import { toNumber } from '../core/python-compat.js'
import { effectiveTokensOf, tokensOfRaw } from './labels.js'
import { kindOf, textOf, toolOf, type TimelineKind } from './timeline-events.js'

export { snippet, type TimelineKind } from './timeline-events.js'

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

/** Consecutive events that are not shown one by one: how many, and of which kinds. */
export interface TimelineFold {
  /** The position of the first event folded here. */
  position: number
  /** The position of the last event folded here. */
  last: number
  count: number
  /**
   * The folded events by kind. Exact, unless `split`: then these are the kinds (and counts) of
   * the longer stretch this fold was cut from by an evidence event standing out of it.
   */
  kinds: Partial<Record<TimelineKind, number>>
  split?: boolean
  /** Evidence events folded here (past the evidence limits). */
  evidence?: number
  /** Errors, retries, compactions and failures folded here (past the notable limits). */
  notable?: number
}

export interface TokenPoint {
  /** The position of the event the point was taken at. */
  position: number
  /** Cumulative tokens (the session total T so far). */
  total: number
  /** Cumulative effective tokens (what a budget is measured in). */
  effective: number
}

/** A point of the context chart: at most `points` fill points (peaks kept) and `points` compactions, and the last. */
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
  /** Entries in position order; the positions between them are in `folds`. */
  entries: TimelineEntry[]
  /**
   * Folds in position order. Entries and folds together cover every position once: their
   * counts add up to `events`.
   */
  folds: TimelineFold[]
  /** Events folded, by kind (the sum of the folds' counts, exact). */
  hidden: Partial<Record<TimelineKind, number>>
  /** The limits the timeline was kept within. */
  limits: TimelineLimits
  /** Evidence events folded past the evidence limits, and errors, retries, compactions and failures past theirs. */
  folded: { evidence: number; notable: number }
  tokens: TokenPoint[]
  context: ContextPoint[]
  /** The model's context window in tokens, when the trace says it. */
  window?: number
  /** For each failure cause (by index), the positions of its evidence events. */
  causes: number[][]
}

/** Summary limits. */
export interface TimelineLimits {
  /** Entries kept from the start and from the end of the session. */
  head: number
  tail: number
  /**
   * Errors, retries, compactions and failed results or runs kept between them: the first
   * `notable` and the last `notable` of each kind.
   */
  notable: number
  /** Evidence events kept on rows of their own: the first and last `evidence` of each cause... */
  evidence: number
  /** ...and at most `evidenceTotal` over all causes (taken in turns: each cause's first, then last, ...). */
  evidenceTotal: number
  /** Token and context points kept (each series). */
  points: number
  /** Characters of an event's text. */
  text: number
}

export const TIMELINE_LIMITS: TimelineLimits = {
  head: 120,
  tail: 120,
  notable: 300,
  evidence: 50,
  evidenceTotal: 2500,
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

type Fold = TimelineFold
type Item = Held | Fold

const isFold = (x: Item): x is Fold => 'kinds' in x

/** The collected state of a part of a session, as plain data (see TimelineCollector.save). */
export interface TimelineState {
  events: number
  head: Held[]
  /** Between head and tail: kept errors, retries, compactions and failures, and folds. */
  middle: Item[]
  tail: Held[]
  hidden: Partial<Record<TimelineKind, number>>
  foldedNotable: number
  tokens: TokenPoint[]
  tokenStride: number
  tokenSeen: number
  lastToken?: TokenPoint
  context: ContextPoint[]
  contextStride: number
  contextSeen: number
  pendingContext?: ContextPoint
  compactions: ContextPoint[]
  lastContext?: ContextPoint
  total: number
  effective: number
  window?: number
}

const NOTABLE = new Set<TimelineKind>(['error', 'retry', 'compaction'])

/** The kind of notable event an entry is (its limits are counted by this), or undefined when it is an ordinary one. */
function notableClass(h: { kind: TimelineKind; failed?: boolean }): string | undefined {
  if (NOTABLE.has(h.kind)) return h.kind
  return h.failed ? `failed ${h.kind}` : undefined
}

/** Keep at most `cap` points: drop every other one (the first is kept). */
function thin<T>(points: T[], cap: number): T[] {
  return points.length <= cap ? points : points.filter((_, i) => i % 2 === 0)
}

/** Which of two context points a downsampled chart keeps: the fuller. */
function weight(p: ContextPoint): number {
  return p.share ?? p.tokens ?? -1
}

/** At most `cap` context points: of each pair the fuller, so that the peaks stay. */
function thinContext(points: ContextPoint[], cap: number): ContextPoint[] {
  let out = points
  while (out.length > cap && cap > 0) {
    const next: ContextPoint[] = []
    for (let i = 0; i < out.length; i += 2) {
      const a = out[i]
      const b = out[i + 1]
      next.push(b === undefined || weight(a) >= weight(b) ? a : b)
    }
    out = next
  }
  return out
}

/** An entry (or a run) as a fold of its own. */
function foldOf(h: { position: number; last: number; count: number; kind: TimelineKind }, evidence = 0): Fold {
  return {
    position: h.position,
    last: h.last,
    count: h.count,
    kinds: { [h.kind]: h.count },
    ...(evidence ? { evidence } : {}),
  }
}

/** Append a fold to `list`, into the fold that ends it when they meet. */
function pushFold(list: Item[], f: Fold): void {
  const last = list[list.length - 1]
  if (!last || !isFold(last) || last.last + 1 !== f.position) {
    list.push({ ...f, kinds: { ...f.kinds } })
    return
  }
  last.last = f.last
  last.count += f.count
  for (const [k, n] of Object.entries(f.kinds) as [TimelineKind, number][]) last.kinds[k] = (last.kinds[k] ?? 0) + n
  if (f.split) last.split = true
  if (f.evidence) last.evidence = (last.evidence ?? 0) + f.evidence
}

function addKind(to: Partial<Record<TimelineKind, number>>, kind: TimelineKind, n: number): void {
  to[kind] = (to[kind] ?? 0) + n
}

/** The item of `items` (sorted, disjoint) around `position`, by bisection. */
function covering<T extends { position: number; last: number }>(items: readonly T[], position: number): T | undefined {
  let lo = 0
  let hi = items.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const e = items[mid]
    if (position < e.position) hi = mid - 1
    else if (position > e.last) lo = mid + 1
    else return e
  }
  return undefined
}

/** The first, the last, the second, the second last... of `sorted`, at most `max` of them. */
function fromBothEnds(sorted: readonly number[], max: number): number[] {
  const out: number[] = []
  for (let i = 0, j = sorted.length - 1; i <= j && out.length < max; i++, j--) {
    out.push(sorted[i])
    if (j !== i && out.length < max) out.push(sorted[j])
  }
  return out
}

function entryOf(h: Held): TimelineEntry {
  return {
    position: h.position,
    last: h.last,
    count: h.count,
    kind: h.kind,
    type: h.type,
    ...(h.tool !== undefined ? { tool: h.tool } : {}),
    text: h.text ?? '',
    ...(h.failed ? { failed: true } : {}),
    ...(h.origin ? { origin: h.origin } : {}),
  }
}

/**
 * Collects the timeline of one session as its events are pushed (in the same order as to the
 * engine). `push` is cheap: a type check, a comparison with the last entry, and for token and
 * context events a little arithmetic.
 *
 * Entries go to the head until it is full, then to the tail; the tail keeps the last ones and
 * passes older ones to the middle, where errors, retries, compactions and failures stay as
 * entries and the rest are counted in folds. When the middle holds too many entries it is
 * compacted: the first and last `notable` of each kind stay, the others join the folds.
 */
export class TimelineCollector {
  private events = 0
  private readonly head: Held[] = []
  private middle: Item[] = []
  /** Entries (not folds) in the middle, and how many it may hold before it is compacted. */
  private middleEntries = 0
  private compactAt: number
  private tail: Held[] = []
  private hidden: Partial<Record<TimelineKind, number>> = {}
  private foldedNotable = 0
  private tokens: TokenPoint[] = []
  private tokenStride = 1
  private tokenSeen = 0
  private lastToken: TokenPoint | undefined
  private context: ContextPoint[] = []
  private contextStride = 1
  private contextSeen = 0
  /** The fullest context point of the stride being read (see `weight`). */
  private pendingContext: ContextPoint | undefined
  /** Compactions, each marked on the chart: every other one dropped when there are too many. */
  private compactions: ContextPoint[] = []
  private lastContext: ContextPoint | undefined
  private total = 0
  private effective = 0
  private window: number | undefined

  constructor(private readonly limits: TimelineLimits = TIMELINE_LIMITS) {
    this.compactAt = 4 * limits.notable + 16
  }

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

  /** The tail keeps the last `tail` entries; older ones go to the middle. */
  private dropOldTail(): void {
    const drop = this.tail.length - this.limits.tail
    for (let i = 0; i < drop; i++) this.toMiddle(this.tail[i])
    this.tail = this.tail.slice(drop)
  }

  private toMiddle(h: Held): void {
    if (notableClass(h) !== undefined) {
      this.settle(h)
      this.middle.push(h)
      if (++this.middleEntries > this.compactAt) this.compact()
      return
    }
    // The common case, kept cheap: count the entry into the fold that ends the middle.
    const kind = h.kind
    this.hidden[kind] = (this.hidden[kind] ?? 0) + h.count
    const last = this.middle.length ? this.middle[this.middle.length - 1] : undefined
    if (last !== undefined && isFold(last) && last.last + 1 === h.position) {
      last.last = h.last
      last.count += h.count
      last.kinds[kind] = (last.kinds[kind] ?? 0) + h.count
    } else this.middle.push(foldOf(h))
  }

  /** Keep the first and last `notable` entries of each kind in the middle; fold the others. */
  private compact(): void {
    const keep = this.limits.notable
    const totals = new Map<string, number>()
    for (const x of this.middle) {
      if (isFold(x)) continue
      const c = notableClass(x) ?? ''
      totals.set(c, (totals.get(c) ?? 0) + 1)
    }
    const seen = new Map<string, number>()
    const out: Item[] = []
    let entries = 0
    for (const x of this.middle) {
      if (isFold(x)) {
        pushFold(out, x)
        continue
      }
      const c = notableClass(x) ?? ''
      const i = seen.get(c) ?? 0
      seen.set(c, i + 1)
      if (i < keep || i >= totals.get(c)! - keep) {
        out.push(x)
        entries++
      } else {
        addKind(this.hidden, x.kind, x.count)
        this.foldedNotable += x.count
        pushFold(out, foldOf(x))
      }
    }
    this.middle = out
    this.middleEntries = entries
    this.compactAt = Math.max(4 * keep + 16, 2 * entries)
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
    if (compaction) {
      this.compactions.push(p)
      if (this.compactions.length > this.limits.points) this.compactions = thin(this.compactions, this.limits.points)
      return
    }
    // One point per stride of context events: the fullest.
    if (this.pendingContext === undefined || weight(p) > weight(this.pendingContext)) this.pendingContext = p
    if (++this.contextSeen % this.contextStride === 0) this.flushContext()
  }

  private flushContext(): void {
    if (!this.pendingContext) return
    this.context.push(this.pendingContext)
    this.pendingContext = undefined
    if (this.context.length > this.limits.points) {
      this.context = thinContext(this.context, this.limits.points)
      this.contextStride *= 2
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
      middle: this.middle,
      tail: this.tail,
      hidden: this.hidden,
      foldedNotable: this.foldedNotable,
      tokens: this.tokens,
      tokenStride: this.tokenStride,
      tokenSeen: this.tokenSeen,
      ...(this.lastToken ? { lastToken: this.lastToken } : {}),
      context: this.context,
      contextStride: this.contextStride,
      contextSeen: this.contextSeen,
      ...(this.pendingContext ? { pendingContext: this.pendingContext } : {}),
      compactions: this.compactions,
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
    // This part's tail and the next part's head go to the middle now; when the next part is
    // short (no tail of its own), the last of them are the session's tail.
    const between = [...this.tail, ...state.head.map(move)]
    const tail = state.tail.length
      ? state.tail.map(move)
      : between.splice(Math.max(0, between.length - this.limits.tail))
    for (const h of between) this.toMiddle(h)
    for (const x of state.middle) {
      if (isFold(x))
        pushFold(this.middle, { ...x, position: x.position + shift.position, last: x.last + shift.position })
      else {
        this.middle.push(move(x))
        this.middleEntries++
      }
    }
    if (this.middleEntries > 0) this.compact()
    for (const [k, n] of Object.entries(state.hidden) as [TimelineKind, number][]) addKind(this.hidden, k, n)
    this.foldedNotable += state.foldedNotable
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
    if (this.pendingContext) this.context.push(this.pendingContext)
    this.pendingContext = undefined
    this.context = [...this.context, ...state.context.map(shiftContext)]
    if (state.pendingContext) this.context.push(shiftContext(state.pendingContext))
    this.context = thinContext(this.context, this.limits.points)
    this.compactions = [...this.compactions, ...state.compactions.map(shiftContext)]
    while (this.compactions.length > this.limits.points) this.compactions = thin(this.compactions, this.limits.points)
    this.contextStride = Math.max(this.contextStride, state.contextStride)
    if (state.lastContext) this.lastContext = shiftContext(state.lastContext)
    this.total += state.total
    this.effective += state.effective
    if (state.window !== undefined) this.window = state.window
    this.events += state.events
    this.tokenSeen += state.tokenSeen
    this.contextSeen += state.contextSeen
  }

  /**
   * Which evidence events get a row of their own: those that have one already (an entry of one
   * event), then the first and last `evidence` of each cause, in turns over the causes (each
   * cause's first, then each cause's last, ...), up to `evidenceTotal`.
   */
  private chooseEvidence(
    items: readonly Item[],
    evidence: ReadonlyMap<number, unknown>,
    causes: readonly (readonly number[])[],
  ): Set<number> {
    const chosen = new Set<number>()
    for (const p of evidence.keys()) {
      const x = covering(items, p)
      if (x && !isFold(x) && x.count === 1) chosen.add(p)
    }
    const turns = causes.map((ps) =>
      fromBothEnds(
        [...new Set(ps)].filter((p) => evidence.has(p) && !chosen.has(p)).sort((a, b) => a - b),
        2 * this.limits.evidence,
      ),
    )
    let budget = this.limits.evidenceTotal
    for (let r = 0; budget > 0; r++) {
      let more = false
      for (const t of turns) {
        if (r >= t.length) continue
        more = true
        if (budget > 0 && !chosen.has(t[r])) {
          chosen.add(t[r])
          budget--
        }
      }
      if (!more) break
    }
    return chosen
  }

  /**
   * The timeline. `evidence`: the evidence events the diagnosis fetched, by position; `causes`:
   * for each failure cause, the positions of its evidence events.
   */
  finish(evidence: ReadonlyMap<number, { raw: JsonObject; origin?: Origin }>, causes: number[][]): SessionTimeline {
    if (this.pendingContext) this.flushContext()
    if (this.middleEntries > 0) this.compact()
    const items: Item[] = [...this.head, ...this.middle, ...this.tail]
    for (const x of items) if (!isFold(x)) this.settle(x)
    const hidden = { ...this.hidden }
    const chosen = this.chooseEvidence(items, evidence, causes)
    const standing = [...chosen].sort((a, b) => a - b)
    const loose = [...evidence.keys()].filter((p) => !chosen.has(p)).sort((a, b) => a - b)
    const entries: TimelineEntry[] = []
    const folds: Fold[] = []
    const evidenceEntry = (position: number): TimelineEntry => {
      const { raw, origin } = evidence.get(position)!
      const type = eventType(raw)
      const { kind, failed } = kindOf(type, raw)
      const tool = type === 'tool_call' || type === 'tool_output' || type === 'skill_event' ? toolOf(raw) : undefined
      return {
        position,
        last: position,
        count: 1,
        kind,
        type,
        ...(tool !== undefined ? { tool } : {}),
        text: textOf(type, raw, this.limits.text),
        ...(failed ? { failed: true } : {}),
        ...(origin ? { origin } : {}),
      }
    }
    let s = 0
    let l = 0
    for (const x of items) {
      // The evidence events that stand out of this item, and those folded in it.
      const inside: number[] = []
      while (s < standing.length && standing[s] <= x.last) {
        if (standing[s] >= x.position) inside.push(standing[s])
        s++
      }
      const folded: number[] = []
      while (l < loose.length && loose[l] <= x.last) {
        if (loose[l] >= x.position) folded.push(loose[l])
        l++
      }
      if (isFold(x)) {
        if (!inside.length) {
          folds.push({ ...x, kinds: { ...x.kinds }, ...(folded.length ? { evidence: folded.length } : {}) })
          continue
        }
        // Cut the fold around the evidence events: each piece has its exact count; the kinds
        // are those of the whole stretch (without the evidence), unless one piece is left.
        const kinds = { ...x.kinds }
        for (const p of inside) {
          const e = evidenceEntry(p)
          if (kinds[e.kind]) kinds[e.kind]! -= 1
          if (hidden[e.kind]) hidden[e.kind]! -= 1
        }
        for (const k of Object.keys(kinds) as TimelineKind[]) if (!kinds[k]) delete kinds[k]
        const pieces: Fold[] = []
        let from = x.position
        for (const p of inside) {
          if (p > from) pieces.push({ position: from, last: p - 1, count: p - from, kinds: {} })
          entries.push(evidenceEntry(p))
          from = p + 1
        }
        if (from <= x.last) pieces.push({ position: from, last: x.last, count: x.last - from + 1, kinds: {} })
        // The folded evidence events in each piece: both in position order, counted in one walk
        // (a fold may hold thousands of pieces and of folded evidence events).
        let at = 0
        for (const f of pieces) {
          while (at < folded.length && folded[at] < f.position) at++
          let n = 0
          for (; at < folded.length && folded[at] <= f.last; at++) n++
          folds.push({
            ...f,
            kinds: { ...kinds },
            ...(pieces.length > 1 ? { split: true } : {}),
            ...(n ? { evidence: n } : {}),
          })
        }
        continue
      }
      if (!inside.length || x.count === 1) {
        entries.push(entryOf(x))
        continue
      }
      // A run of similar events: the evidence events stand on their own rows between its pieces.
      const run = entryOf(x)
      let from = x.position
      for (const p of inside) {
        if (p > from)
          entries.push({
            ...run,
            position: from,
            last: p - 1,
            count: p - from,
            text: from === x.position ? run.text : '',
          })
        entries.push(evidenceEntry(p))
        from = p + 1
      }
      if (from <= x.last) entries.push({ ...run, position: from, last: x.last, count: x.last - from + 1, text: '' })
    }
    const byPosition = new Map(entries.map((e) => [e.position, e]))
    causes.forEach((positions, i) => {
      for (const p of positions) {
        if (!chosen.has(p)) continue
        const e = byPosition.get(p)
        if (e && !e.causes?.includes(i)) e.causes = [...(e.causes ?? []), i]
      }
    })
    const tokens = [...this.tokens]
    if (this.lastToken && tokens[tokens.length - 1]?.position !== this.lastToken.position) tokens.push(this.lastToken)
    const context = [...this.context]
    if (
      this.lastContext &&
      !this.lastContext.compaction &&
      context[context.length - 1]?.position !== this.lastContext.position
    )
      context.push(this.lastContext)
    context.push(...this.compactions)
    context.sort((a, b) => a.position - b.position)
    for (const k of Object.keys(hidden) as TimelineKind[]) if (!hidden[k]) delete hidden[k]
    return {
      events: this.events,
      entries,
      folds,
      hidden,
      limits: this.limits,
      folded: { evidence: loose.length, notable: this.foldedNotable },
      tokens,
      context,
      ...(this.window !== undefined ? { window: this.window } : {}),
      causes,
    }
  }
}

/**
 * `t` with at most `rows` entries (when it has more): the first evidence entry of each cause
 * (up to half of them), then the first and last entries; the others join the folds. For a page
 * that must stay within a size.
 */
export function fitTimeline(t: SessionTimeline, rows: number): SessionTimeline {
  if (t.entries.length <= rows) return t
  const keep = new Set<number>()
  const firstOfCause = new Map<number, number>()
  t.entries.forEach((e, i) => {
    for (const c of e.causes ?? []) if (!firstOfCause.has(c)) firstOfCause.set(c, i)
  })
  for (const [, i] of [...firstOfCause].sort((a, b) => a[0] - b[0])) {
    if (keep.size >= Math.floor(rows / 2)) break
    keep.add(i)
  }
  for (let a = 0, b = t.entries.length - 1; a <= b && keep.size < rows; a++, b--) {
    keep.add(a)
    if (keep.size < rows) keep.add(b)
  }
  const hidden = { ...t.hidden }
  let evidence = t.folded.evidence
  let notable = t.folded.notable
  const out: Item[] = []
  const entries: TimelineEntry[] = []
  let f = 0
  const foldsUpTo = (position: number) => {
    while (f < t.folds.length && t.folds[f].position < position) pushFold(out, t.folds[f++])
  }
  t.entries.forEach((e, i) => {
    foldsUpTo(e.position)
    if (keep.has(i)) {
      out.push(e as unknown as Held)
      entries.push(e)
      return
    }
    addKind(hidden, e.kind, e.count)
    if (e.causes?.length) evidence += e.count
    if (notableClass(e) !== undefined) notable += e.count
    pushFold(out, foldOf(e, e.causes?.length ? e.count : 0))
  })
  foldsUpTo(Infinity)
  return {
    ...t,
    entries,
    folds: out.filter(isFold),
    hidden,
    folded: { evidence, notable },
  }
}

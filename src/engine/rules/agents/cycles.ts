/**
 * Cycles and revisits of tool calls, for the loop rule: what a run of identical calls
 * (`repeats.ts`) does not see.
 *
 * - A cycle is the same sequence of two or more calls, with the same arguments, run again and
 *   again back to back (`fill, click, fill, click, ...`), each call getting nothing its copy one
 *   round before did not: the same result, or no result at all, or issued again after it failed.
 *   A round whose results changed (a status that moves, a log that grows) ends the cycle.
 * - A revisit is a call made again, with the same arguments and nothing gained, at most `window`
 *   calls after its last copy, with no call between them that succeeded (an edit between two
 *   runs of the same build is work). Revisits that crowd a stretch of the run (`revisitMin` of
 *   `span` calls in a row) are a loop too: the agent keeps going back to the same few calls,
 *   whatever it does between them.
 *
 * Each call is hashed once (its call fingerprint) and compared with at most `maxCycle + window`
 * calls before it: the tracker keeps a ring of the last calls, and works in constant time per
 * call. A call's result is what came back before `lag` more calls were made: a result later
 * than that, of a call with an id, counts as unknown (not the same), so that calls issued in
 * parallel are not taken for a cycle; a call without an id and without a result got none.
 */
import type { EngineEvent, JsonObject } from '../../../core/events.js'
import type { Fingerprint } from '../../../core/fingerprint.js'
import { lower } from '../../../core/python-compat.js'
import { noProgress, type CallResult } from './repeats.js'

export interface CycleSettings {
  /** The longest cycle looked for, in calls. */
  maxCycle: number
  /** Rounds a cycle must run (the first one included) to be reported. */
  cycleRepeats: number
  /** How far back (in calls) a revisit looks for the call's last copy. */
  window: number
  /** The stretch of calls in which revisits are counted. */
  span: number
  /** Revisits within `span` calls that make a loop (0: none). */
  revisitMin: number
  /** Calls after a call within which its result must come. */
  lag: number
  /** Events kept as evidence of one finding. */
  evidenceLimit: number
}

/** A cycle that ran at least `cycleRepeats` rounds. */
export interface CycleFound {
  kind: 'cycle'
  /** Calls in one round. */
  period: number
  /** Whole rounds run. */
  rounds: number
  /** Calls in the cycle's stretch (the rounds, and a part of one after them). */
  calls: number
  /** The calls of one round, in order. */
  round: EngineEvent[]
  /** The first round, then its repeats, up to the evidence limit, and the last call. */
  evidence: EngineEvent[]
  /** How the repeats went: every call failed before, none got a result, all got the same. */
  how: 'failed' | 'unanswered' | 'same' | 'mixed'
  /** The run ended inside the cycle. */
  ended: boolean
}

/** The stretch where revisits were densest, once they reached `revisitMin`. */
export interface RevisitsFound {
  kind: 'revisits'
  /** Revisits in the stretch. */
  count: number
  /** Calls in the stretch. */
  span: number
  /** The revisiting calls of the stretch, in order. */
  evidence: EngineEvent[]
  /** The call revisited most often in the stretch, and how often it ran there. */
  top: EngineEvent
  topCount: number
}

/** What the tracker found, as plain numbers and events: what a part saves. */
export interface CycleListener {
  cycle(found: CycleFound): void
}

/** One call and what came back for it. */
class Step implements CallResult {
  seen = false
  failed = false
  message: string | undefined = undefined
  done = true
  output: JsonObject | undefined = undefined
  constructor(
    readonly event: EngineEvent,
    readonly callId: string | undefined,
    readonly fp: Fingerprint,
  ) {}
  get digest(): string | undefined {
    const d = this.output?.output_digest
    return typeof d === 'string' && d !== '' ? d : undefined
  }
}

/** An open cycle: its period's run of matches. */
interface OpenCycle {
  matches: number
  evidence: EngineEvent[]
  last: EngineEvent | undefined
  failed: number
  unanswered: number
  same: number
}

const sameFp = (a: Fingerprint, b: Fingerprint) => a.a === b.a && a.b === b.b && a.c === b.c

function idOf(x: unknown): string | undefined {
  if (typeof x === 'string') return x === '' ? undefined : x
  if (typeof x === 'number' && Number.isFinite(x)) return String(x)
  return undefined
}

export class CycleTracker {
  /** The last processed calls, at index & mask. */
  private readonly ring: Step[]
  private readonly flags: Uint8Array
  private readonly mask: number
  /** Calls made but not yet processed (their results may still come), oldest first. */
  private readonly pending: Step[] = []
  private readonly byId = new Map<string, Step>()
  private anonymous: Step | undefined
  /** Calls processed. */
  private count = 0
  /** Per period (index p), the open cycle, if its run of matches is going on. */
  private readonly open: (OpenCycle | undefined)[]
  /** Per period, a round compared with a full one before it failed to match: the run is this reading's own. */
  private readonly resetSeen: boolean[]
  private isSynced = false
  private windowCount = 0

  /** Revisits in the run, after the last restart. */
  revisits = 0
  /** The densest stretch so far, from `revisitMin` on. */
  best: RevisitsFound | undefined
  /** The run's last call was a revisit or inside an open cycle (set by `finish`). */
  endedInside = false

  constructor(
    private readonly settings: CycleSettings,
    private readonly listener: CycleListener,
  ) {
    const need = Math.max(settings.maxCycle, settings.window, settings.span) + 1
    let size = 8
    while (size < need) size *= 2
    this.ring = new Array<Step>(size)
    this.flags = new Uint8Array(size)
    this.mask = size - 1
    this.open = new Array<OpenCycle | undefined>(settings.maxCycle + 1).fill(undefined)
    this.resetSeen = new Array<boolean>(settings.maxCycle + 1).fill(false)
    for (let p = 0; p < 2 && p < this.resetSeen.length; p++) this.resetSeen[p] = true
  }

  call(e: EngineEvent): void {
    const id = idOf(e.raw.call_id)
    const step = new Step(e, id, e.callFingerprint())
    this.anonymous = id === undefined ? step : undefined
    if (id !== undefined) this.byId.set(id, step)
    this.pending.push(step)
    if (this.pending.length > this.settings.lag) this.process(this.pending.shift()!)
  }

  output(e: EngineEvent): void {
    const id = idOf(e.raw.call_id)
    const step = id !== undefined ? this.byId.get(id) : this.anonymous
    if (!step || step.seen) return
    if (id !== undefined) this.byId.delete(id)
    else this.anonymous = undefined
    step.seen = true
    step.failed = lower(e.raw.status) === 'error'
    step.output = e.raw
  }

  /**
   * Whether the tracker's state no longer depends on the calls before those it was given (see
   * DetectorInstance.synced): once enough calls were processed for every look back to fall on
   * this reading's own calls, and every period's run of matches broke off at least once since.
   * The calls still waiting for their results are this reading's own by then too.
   */
  get synced(): boolean {
    if (this.isSynced) return true
    const s = this.settings
    // Every look back falls on this reading's calls from call max(maxCycle, window) on; the
    // revisits counted in the last `span` calls are right once those calls are past that.
    const need = Math.max(s.maxCycle, s.window) + (s.revisitMin > 0 ? s.span : 0)
    if (this.count <= need) return false
    for (const seen of this.resetSeen) if (!seen) return false
    this.isSynced = true
    return true
  }

  /** Forgets what was found, keeping the boundary state (DetectorInstance.restart). */
  restart(): void {
    this.revisits = 0
    this.best = undefined
  }

  /** After the last call: the calls waiting for results are processed, open cycles end. */
  finish(): void {
    while (this.pending.length > 0) this.process(this.pending.shift()!)
    this.byId.clear()
    this.anonymous = undefined
    let inside = this.count > 0 && this.flags[(this.count - 1) & this.mask] === 1
    for (let p = 2; p < this.open.length; p++) {
      if (this.open[p]) {
        if (this.endCycle(p, true)) inside = true
      }
    }
    this.endedInside = inside
  }

  private process(step: Step): void {
    if (step.callId !== undefined && this.byId.get(step.callId) === step) {
      this.byId.delete(step.callId)
      // A call with an id whose result did not come in time: unknown, not "no result".
      if (!step.seen) step.seen = true
    }
    if (this.anonymous === step) this.anonymous = undefined
    const i = this.count++
    const ring = this.ring
    const mask = this.mask
    ring[i & mask] = step
    const { maxCycle, window, span } = this.settings

    // Cycles of every period from 2.
    for (let p = 2; p <= maxCycle; p++) {
      const prev = i >= p ? ring[(i - p) & mask] : undefined
      const match = prev !== undefined && sameFp(prev.fp, step.fp) && noProgress(prev, step)
      const o = this.open[p]
      if (match) {
        const c = o ?? this.startCycle(p, i)
        c.matches++
        if (prev.failed) c.failed++
        else if (!prev.seen && !step.seen) c.unanswered++
        else c.same++
        if (o) this.addEvidence(c, step.event)
      } else {
        if (o) this.endCycle(p, false)
        if (prev !== undefined) this.resetSeen[p] = true
      }
    }

    // Revisits: the last copy of the call within `window` calls, nothing new between them (no
    // call that succeeded), and nothing new from it.
    let flag = 0
    for (let d = 1; d <= window && d <= i; d++) {
      const q = ring[(i - d) & mask]
      if (sameFp(q.fp, step.fp)) {
        if (noProgress(q, step)) flag = 1
        break
      }
      if (q.seen && !q.failed) break
    }
    if (i >= span) this.windowCount -= this.flags[(i - span) & mask]
    this.flags[i & mask] = flag
    this.windowCount += flag
    if (flag) {
      this.revisits++
      const min = this.settings.revisitMin
      if (min > 0 && this.windowCount >= min && this.windowCount > (this.best?.count ?? 0)) this.bestStretch(i)
    }
  }

  private startCycle(p: number, i: number): OpenCycle {
    const c: OpenCycle = { matches: 0, evidence: [], last: undefined, failed: 0, unanswered: 0, same: 0 }
    for (let k = i - p; k <= i; k++) this.addEvidence(c, this.ring[k & this.mask].event)
    this.open[p] = c
    return c
  }

  private addEvidence(c: OpenCycle, e: EngineEvent): void {
    if (c.evidence.length < this.settings.evidenceLimit - 1) c.evidence.push(e)
    else c.last = e
  }

  /** Ends the open cycle of period `p`; true when it was reported. */
  private endCycle(p: number, ended: boolean): boolean {
    const c = this.open[p]!
    this.open[p] = undefined
    const calls = c.matches + p
    const rounds = Math.floor(calls / p)
    if (rounds < this.settings.cycleRepeats) return false
    // The last p calls of the stretch: a round, turned. A round that repeats a shorter one is
    // that one's cycle (or a run of identical calls), reported as such.
    const end = this.count - (ended ? 0 : 1)
    const round: Step[] = []
    for (let k = end - p; k < end; k++) round.push(this.ring[k & this.mask])
    for (let d = 1; d < p; d++) {
      if (p % d !== 0) continue
      let periodic = true
      for (let k = d; k < p && periodic; k++) periodic = sameFp(round[k].fp, round[k - d].fp)
      if (periodic) return false
    }
    // The round as it first ran: its calls are the first p of the evidence.
    const first = c.evidence.slice(0, p)
    const repeats = c.matches
    this.listener.cycle({
      kind: 'cycle',
      period: p,
      rounds,
      calls,
      round: first,
      evidence: c.last ? [...c.evidence, c.last] : [...c.evidence],
      how:
        c.failed === repeats
          ? 'failed'
          : c.unanswered === repeats
            ? 'unanswered'
            : c.same === repeats
              ? 'same'
              : 'mixed',
      ended,
    })
    return true
  }

  /** The stretch of `span` calls ending at `i` holds more revisits than any before. */
  private bestStretch(i: number): void {
    const { span, evidenceLimit } = this.settings
    const events: EngineEvent[] = []
    const steps: Step[] = []
    for (let k = Math.max(0, i - span + 1); k <= i; k++) {
      if (this.flags[k & this.mask] === 1) steps.push(this.ring[k & this.mask])
    }
    let top = steps[0]
    let topCount = 0
    for (const s of steps) {
      let n = 0
      for (const t of steps) if (sameFp(s.fp, t.fp)) n++
      if (n > topCount) {
        top = s
        topCount = n
      }
    }
    for (const s of steps) if (events.length < evidenceLimit) events.push(s.event)
    this.best = {
      kind: 'revisits',
      count: this.windowCount,
      span: Math.min(span, i + 1),
      evidence: events,
      top: top.event,
      topCount,
    }
  }
}

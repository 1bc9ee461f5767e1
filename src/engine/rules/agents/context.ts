/**
 * context_pollution, for real agent traces: compactions, and a context window near its limit.
 *
 * Every compaction is evidence (the agent's history was cut down, and what was dropped is gone
 * for the rest of the run); three or more are high. Where the trace gives the model's context
 * window, the fill of each turn is measured against it (`saturation`, or `tokens` /
 * `tokens_before` over `context_window`), and a fill from `saturation`% on is evidence too.
 * A compaction whose summary was lost (`summary_lost`: OpenClaw's "summary unavailable") is said
 * here, with the compaction: it is one fact, not also a failure of memory.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { lower, toNumber } from '../../../core/python-compat.js'
import { plural } from './common.js'
import { amount, defineRule, PartDoesNotMerge, ruleOptions } from '../types.js'

export const options = ruleOptions({
  saturation: amount(85, 'Fill (percent of the context window) from which a context event counts.'),
  highSaturation: amount(95, 'Fill from which the cause is high.'),
  highCompactions: amount(3, 'Compactions from which the cause is high.'),
  basePenalty: amount(8, 'Penalty: min(maxPenalty, basePenalty + perEvent \u00d7 matching events).'),
  perEvent: amount(6),
  maxPenalty: amount(40),
  evidenceLimit: amount(12),
})

/** A context event of a later part whose fill needs the window the earlier part knew. */
interface Deferred {
  e: EngineEvent
  tokens: number
  compaction: boolean
}

/** A part's findings, as plain data. */
interface Saved {
  window: number | undefined
  compactions: number
  lost: number
  saturated: number
  peak: number
  evidence: PlainEvent[]
  deferred: { e: PlainEvent; tokens: number; compaction: boolean }[]
}

/** Context events a later part may hold back for the earlier part's window. */
const DEFERRED_MAX = 10_000

const detector = defineRule({
  meta: { preset: 'agents', type: 'context_pollution', maxPenalty: 40, options },
  create(options, ctx) {
    let window: number | undefined
    let compactions = 0
    let lost = 0
    let saturated = 0
    let peak = 0
    let evidence: EngineEvent[] = []
    // In a later part, until the part gives a window: events whose fill the earlier part's window sets.
    const deferred: Deferred[] = []
    let tooMany = false
    /** The fill a share or a token count gives, or undefined; `tokens` when that needs a window. */
    const fillOf = (e: EngineEvent): number | undefined => {
      const raw = e.raw
      const w = toNumber(raw.context_window)
      if (w > 0) window = w
      // A share of the window: never above 100%.
      if (raw.saturation !== undefined && raw.saturation !== null) {
        const s = toNumber(raw.saturation)
        if (Number.isFinite(s)) return Math.min(100, Math.max(0, s))
      }
      const tokens = toNumber(raw.tokens ?? raw.tokens_before)
      if (window !== undefined && tokens > 0) return Math.min(100, (100 * tokens) / window)
      return undefined
    }
    const count = (e: EngineEvent, fill: number | undefined, compaction: boolean, into: EngineEvent[]) => {
      const full = fill !== undefined && fill >= options.saturation
      if (!compaction && !full) return
      if (compaction) compactions++
      else saturated++
      if (fill !== undefined && fill > peak) peak = fill
      if (into.length < options.evidenceLimit) into.push(e)
    }
    return {
      on: {
        context_event(e) {
          const fill = fillOf(e)
          const compaction = lower(e.raw.action) === 'compaction'
          if (compaction && e.raw.summary_lost === true) lost++
          if (ctx.laterPart && window === undefined && fill === undefined) {
            const tokens = toNumber(e.raw.tokens ?? e.raw.tokens_before)
            if (tokens > 0) {
              if (deferred.length < DEFERRED_MAX) deferred.push({ e, tokens, compaction })
              else tooMany = true
              return
            }
          }
          count(e, fill, compaction, evidence)
        },
      },
      save(): Saved {
        if (tooMany) throw new PartDoesNotMerge(`more than ${DEFERRED_MAX} context events before a context window`)
        return {
          window,
          compactions,
          lost,
          saturated,
          peak,
          evidence: evidence.map(toPlain),
          deferred: deferred.map((d) => ({ e: toPlain(d.e), tokens: d.tokens, compaction: d.compaction })),
        }
      },
      absorb(state, shift) {
        const s = state as Saved
        // The held-back events, filled against this part's window, then what the later part found.
        const later: EngineEvent[] = []
        for (const d of s.deferred) {
          const fill = window !== undefined ? Math.min(100, (100 * d.tokens) / window) : undefined
          count(fromPlain(d.e, shift), fill, d.compaction, later)
        }
        compactions += s.compactions
        lost += s.lost
        saturated += s.saturated
        peak = Math.max(peak, s.peak)
        for (const p of s.evidence) later.push(fromPlain(p, shift))
        later.sort((a, b) => a.position - b.position)
        evidence = [...evidence, ...later].slice(0, options.evidenceLimit)
        window = s.window ?? window
      },
      finish() {
        const n = compactions + saturated
        if (n === 0) return []
        const high = compactions >= options.highCompactions || peak >= options.highSaturation
        const parts: string[] = []
        if (compactions)
          parts.push(
            `was compacted ${plural(compactions, 'time')}` +
              (lost ? ` (${lost === compactions ? (lost === 1 ? 'its' : 'every') : lost} summary lost)` : ''),
          )
        if (saturated) parts.push(`was at least ${options.saturation}% full in ${plural(saturated, 'turn')}`)
        const atPeak = peak >= 50 ? ` (peak ${Math.round(peak)}% of the model's window)` : ''
        return [
          {
            severity: high ? 'high' : 'medium',
            penalty: Math.min(options.maxPenalty, options.basePenalty + options.perEvent * n),
            evidence,
            description:
              `The context window ${parts.join(' and ')}${atPeak}: ` +
              'what a compaction drops is gone for the rest of the run.',
          },
        ]
      },
    }
  },
})

export default detector

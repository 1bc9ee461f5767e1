/**
 * cost_explosion, for real agent traces: spend over the run's budget, and tokens paid for
 * nothing.
 *
 * Tokens are counted as providers price them, roughly: effective tokens = input + output + cache
 * writes + `cacheReadWeight` × cache reads (a cached read costs about a tenth of fresh input).
 * A `token_usage` without the four parts counts its total. Real coding sessions spend from a few
 * thousand to tens of millions of tokens, mostly cache reads, so no absolute line is drawn: with
 * a `tokenBudget` (per session), spending over it is high and over `criticalBudgetRatio` times it
 * critical. With or without a budget, waste is counted: a call made again right after itself,
 * with the same arguments, that returned the very same result (it paid for nothing new). Waste
 * alone is at most medium in a run that recorded fewer than `SMALL_RUN` tokens in all: a cost
 * cause cannot be high where hardly anything was spent. A run stopped at a cost, turn or time
 * limit is run_failed's, which names the limit: reaching a limit is no spend beyond a budget, and
 * one fact makes one cause.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { ExactSum } from '../../../core/exact-sum.js'
import { isJsonObjectLike } from '../../../core/python-compat.js'
import { effectiveTokensOf, tokensOf } from '../../labels.js'
import { NameCounts, plural, quote, toolName } from './common.js'
import { RepeatTracker, sameResult } from './repeats.js'
import { amount, defineRule, type Severity, ruleOptions } from '../types.js'

export const options = ruleOptions({
  tokenBudget: amount(0, 'Effective tokens the session may spend; 0: no budget.'),
  criticalBudgetRatio: amount(3, 'Spend over this many times the budget is critical.'),
  cacheReadWeight: amount(0.1, 'Weight of a cache read against a fresh input token.'),
  wasteThreshold: amount(3, 'Wasted calls from which the cause fires without a budget (medium).'),
  highWaste: amount(10, 'Wasted calls from which it is high.'),
  wastePenalty: amount(2, 'Penalty points per wasted call.'),
  budgetPenalty: amount(20, 'Penalty points per budget spent (20 \u00d7 spend / budget when over budget).'),
  maxPenalty: amount(80),
  evidenceLimit: amount(8, 'Largest token_usage events and first wasted calls shown as evidence.'),
})

function part(u: Record<string, unknown>, key: string): number {
  const n = Number(u[key])
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** Tokens in all below which waste alone is at most medium (a budget the run went over still decides). */
export const SMALL_RUN = 10_000

const fmt = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(Math.round(n))

/** What a run spent, in words: effective tokens, and the tokens in all when they differ. */
const spend = (spent: number, all: number, cheap: number) =>
  `${fmt(spent)} effective tokens` +
  (all !== spent ? ` (${fmt(all)} in all${cheap > 0 ? `, ${fmt(cheap)} of them cheap cache reads` : ''})` : '')

/** A part's findings, as plain data. */
interface Saved {
  effective: number[]
  cacheRead: number[]
  total: number[]
  largest: { e: PlainEvent; tokens: number }[]
  waste: number
  wasted: PlainEvent[]
  wastedTools: [string, number][]
}

const detector = defineRule({
  meta: { preset: 'agents', type: 'cost_explosion', maxPenalty: 80, options },
  create(options, ctx) {
    // Summed exactly: the same totals whether the session is read in one part or two.
    let effective = new ExactSum()
    let cacheRead = new ExactSum()
    let total = new ExactSum()
    // The largest replies, by effective tokens (a short list, kept sorted largest first).
    let largest: { e: EngineEvent; tokens: number }[] = []
    let waste = 0
    let wasted: EngineEvent[] = []
    const wastedTools = new NameCounts(ctx.laterPart)
    const newTracker = () =>
      new RepeatTracker<null>({
        start: () => null,
        link(_s, prev, cur) {
          if (!sameResult(prev, cur)) return
          waste++
          if (wasted.length < options.evidenceLimit) wasted.push(cur.event)
          wastedTools.add(toolName(cur.event))
        },
        end: () => {},
      })
    let tracker = newTracker()
    return {
      on: {
        tool_call: (e) => tracker.call(e),
        tool_output: (e) => tracker.output(e),
        token_usage(e) {
          const u = e.raw.usage
          const all = tokensOf(e)
          const tokens = effectiveTokensOf(e.raw, options.cacheReadWeight)
          if (isJsonObjectLike(u)) cacheRead.add(part(u, 'cache_read'))
          total.add(all)
          effective.add(tokens)
          if (
            largest.length < options.evidenceLimit ||
            (largest.length > 0 && tokens > largest[largest.length - 1].tokens)
          ) {
            let i = largest.length
            while (i > 0 && largest[i - 1].tokens < tokens) i--
            largest.splice(i, 0, { e, tokens })
            if (largest.length > options.evidenceLimit) largest.pop()
          }
        },
      },
      synced: () => tracker.synced,
      restart() {
        effective = new ExactSum()
        cacheRead = new ExactSum()
        total = new ExactSum()
        waste = 0
        largest = []
        wasted = []
        wastedTools.clear()
      },
      save(): Saved {
        // The last part: its runs end with it.
        tracker.finish()
        return {
          effective: effective.save(),
          cacheRead: cacheRead.save(),
          total: total.save(),
          largest: largest.map((l) => ({ e: toPlain(l.e), tokens: l.tokens })),
          waste,
          wasted: wasted.map(toPlain),
          wastedTools: wastedTools.save(),
        }
      },
      absorb(state, shift) {
        const s = state as Saved
        // The later part read on from the same open runs, and ended them.
        tracker = newTracker()
        effective.addSum(s.effective)
        cacheRead.addSum(s.cacheRead)
        total.addSum(s.total)
        // Largest first; among equals, the earlier.
        largest = [...largest, ...s.largest.map((l) => ({ e: fromPlain(l.e, shift), tokens: l.tokens }))]
          .sort((a, b) => b.tokens - a.tokens || a.e.position - b.e.position)
          .slice(0, options.evidenceLimit)
        waste += s.waste
        for (const p of s.wasted) if (wasted.length < options.evidenceLimit) wasted.push(fromPlain(p, shift))
        wastedTools.absorb(s.wastedTools)
      },
      finish() {
        tracker.finish()
        const spent = Math.floor(effective.value())
        const all = total.value()
        const cheap = cacheRead.value()
        const budget = options.tokenBudget > 0 ? options.tokenBudget : 0
        const over = budget > 0 && spent > budget
        if (!over && waste < options.wasteThreshold) return []
        let severity: Severity = waste >= options.highWaste && all >= SMALL_RUN ? 'high' : 'medium'
        let penalty = options.wastePenalty * waste
        const parts: string[] = []
        const spendText = spend(spent, all, cheap)
        if (over) {
          const ratio = spent / budget
          severity = ratio > options.criticalBudgetRatio ? 'critical' : 'high'
          penalty += Math.round(options.budgetPenalty * ratio)
          parts.push(`The run spent ${spendText}, ${ratio.toFixed(1)} times its budget of ${fmt(budget)}`)
        } else {
          penalty += 10
        }
        if (waste >= (over ? 1 : options.wasteThreshold)) {
          const [top, topCount] = wastedTools.top()
          parts.push(
            `${over ? 'and' : 'The run made'} ${plural(waste, 'call')} that repeated the call right before ` +
              `${waste === 1 ? 'it' : 'them'} and got the very same result back` +
              (top ? ` (${topCount} of them ${quote(top)})` : '') +
              (over ? '' : `, out of ${spendText}`),
          )
        }
        const sentence = parts.join(' ') + '.'
        return [
          {
            severity,
            penalty: Math.min(options.maxPenalty, penalty),
            evidence: [...wasted, ...largest.map((l) => l.e)].sort((a, b) => a.position - b.position),
            description: sentence,
            remediation: over
              ? `Keep the run within its budget of ${fmt(budget)} effective tokens: find the turns that spent ` +
                `the most (long tool outputs, re-read files, retries), trim them, and stop or check in when the ` +
                `budget runs out.`
              : 'Do not pay twice for the same answer: cache or reuse a result the agent already has instead of ' +
                'calling the tool again with the same arguments.',
          },
        ]
      },
    }
  },
})

export default detector

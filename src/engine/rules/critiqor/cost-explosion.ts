/**
 * cost_explosion: too many tokens, or the same calls paid for more than once.
 *
 * T is the session's total tokens; D the number of tool calls minus the number of distinct call
 * labels (a call repeated with the same arguments counts as a duplicate). The engine measures
 * both (cost.ts); this rule judges them.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { amount, defineRule, ruleOptions } from '../types.js'

export const options = ruleOptions({
  tokenThreshold: amount(12000, 'Total tokens from which the cause fires.'),
  duplicateThreshold: amount(3, 'Duplicate calls from which the cause fires.'),
  criticalTokens: amount(30000, 'Total tokens from which the cause is critical rather than high.'),
  tokensPerPoint: amount(6000, 'Tokens that add one point of penalty.'),
  evidenceLimit: amount(12, 'token_usage and tool_call events shown as evidence.'),
})

const detector = defineRule({
  meta: { preset: 'critiqor', type: 'cost_explosion', weight: 0.15, maxPenalty: 30, options },
  create(options, ctx) {
    const evidence: EngineEvent[] = []
    const keep = (e: EngineEvent) => {
      if (evidence.length < options.evidenceLimit) evidence.push(e)
    }
    return {
      on: {
        tool_call: keep,
        token_usage: keep,
      },
      save: () => evidence.map(toPlain),
      absorb(state, shift) {
        for (const p of state as PlainEvent[]) keep(fromPlain(p, shift))
      },
      finish() {
        const { totalTokens: t, duplicateCalls: d } = ctx.cost
        if (t < options.tokenThreshold && d < options.duplicateThreshold) return []
        return [
          {
            severity: t >= options.criticalTokens ? 'critical' : 'high',
            penalty: Math.abs(Math.min(30, 10 + 4 * d + Math.floor(t / options.tokensPerPoint))),
            evidence,
            description:
              `The run spent ${t} tokens` +
              (d > 0 ? ` and made ${d} duplicate tool call${d === 1 ? '' : 's'} (same tool, same arguments).` : '.'),
          },
        ]
      },
    }
  },
})

export default detector

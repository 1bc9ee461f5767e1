/**
 * cost_explosion: too many tokens, or the same calls paid for more than once.
 *
 * T is the session's total tokens; D the number of tool calls minus the number of distinct call
 * labels (a call repeated with the same arguments counts as a duplicate). The engine measures
 * both (cost.ts); this rule judges them.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { z } from 'zod'
import { defineRule } from '../types.js'

export const options = z.strictObject({
  tokenThreshold: z.number().nonnegative().describe('Total tokens from which the cause fires.').default(12000),
  duplicateThreshold: z.number().nonnegative().describe('Duplicate calls from which the cause fires.').default(3),
  criticalTokens: z
    .number()
    .nonnegative()
    .describe('Total tokens from which the cause is critical rather than high.')
    .default(30000),
  tokensPerPoint: z.number().nonnegative().describe('Tokens that add one point of penalty.').default(6000),
  evidenceLimit: z.number().nonnegative().describe('token_usage and tool_call events shown as evidence.').default(12),
})
export type CostOptions = z.infer<typeof options>

const detector = defineRule<CostOptions>({
  meta: {
    id: 'cost_explosion',
    preset: 'critiqor',
    type: 'cost_explosion',
    dimension: 'cost_efficiency',
    weight: 0.15,
    maxPenalty: 30,
    chain: ['repeated_reasoning_or_calls', 'token_waste', 'cost_spike'],
    options,
    remediation:
      'Make tool calls count: do not pay twice for the same call, and put a token budget on ' +
      'the run that is checked across turns.',
  },
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

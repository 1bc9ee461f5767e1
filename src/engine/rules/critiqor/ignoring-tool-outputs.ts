/**
 * ignoring_tool_outputs: tool results the agent did not use.
 */
import { lower } from '../../../core/python-compat.js'
import { z } from 'zod'
import { collector, defineRule } from '../types.js'

export const options = z.strictObject({
  highCount: z
    .number()
    .nonnegative()
    .describe('Matching outputs from which the cause is high rather than medium.')
    .default(2),
})
export type IgnoredOutputOptions = z.infer<typeof options>

const detector = defineRule<IgnoredOutputOptions>({
  meta: {
    id: 'ignoring_tool_outputs',
    preset: 'critiqor',
    type: 'ignoring_tool_outputs',
    dimension: 'tool_output_utilization',
    weight: 0.2,
    maxPenalty: 30,
    chain: ['tool_call', 'tool_output', 'decision_skipped_output', 'unsupported_agent_step'],
    options,
    remediation:
      'Feed tool results into the next decision. Outputs the agent never uses mean the tool ' +
      'layer and the reasoning layer are disconnected: the agent acts without its evidence.',
  },
  create(options) {
    const { matched, handler, save, absorb } = collector(
      (e) => e.raw.used === false || e.raw.referenced === false || lower(e.raw.status) === 'ignored',
    )
    return {
      on: { tool_output: handler },
      save,
      absorb,
      finish() {
        const n = matched.length
        if (n === 0) return []
        return [
          {
            severity: n >= options.highCount ? 'high' : 'medium',
            penalty: Math.min(30, 10 + 7 * n),
            evidence: matched,
            description: `${n} tool output${n === 1 ? ' was' : 's were'} not used by the agent's next steps.`,
          },
        ]
      },
    }
  },
})

export default detector

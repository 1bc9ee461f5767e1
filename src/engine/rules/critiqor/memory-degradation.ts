/**
 * memory_degradation: recalls that failed, were ignored or lost state.
 */
import { hasKey, lower } from '../../../core/python-compat.js'
import { z } from 'zod'
import { collector, defineRule } from '../types.js'

export const options = z.strictObject({
  failedActions: z
    .array(z.string())
    .describe('Lower-cased `action` (or `status`) values that mean memory let the agent down.')
    .default(['recall_failed', 'ignored', 'lost', 'miss']),
  highCount: z
    .number()
    .nonnegative()
    .describe('Matching events from which the cause is high rather than medium.')
    .default(3),
})
export type MemoryOptions = z.infer<typeof options>

const detector = defineRule<MemoryOptions>({
  meta: {
    id: 'memory_degradation',
    preset: 'critiqor',
    type: 'memory_degradation',
    dimension: 'memory_integrity',
    weight: 0.15,
    maxPenalty: 25,
    chain: ['memory_stored', 'recall_failed_or_ignored', 'state_reconstruction_failed'],
    options,
    remediation:
      'Check how memory is stored and recalled: what the agent stores must be retrievable later ' +
      'and must actually be used by the steps that follow.',
  },
  create(options) {
    const failed = new Set(options.failedActions)
    const { matched, handler, save, absorb } = collector((e) => {
      const raw = e.raw
      const action = hasKey(raw, 'action') ? raw.action : hasKey(raw, 'status') ? raw.status : ''
      return failed.has(lower(action))
    })
    return {
      on: { memory_event: handler },
      save,
      absorb,
      finish() {
        const n = matched.length
        if (n === 0) return []
        return [
          {
            severity: n >= options.highCount ? 'high' : 'medium',
            penalty: Math.min(25, 8 + 5 * n),
            evidence: matched,
            description:
              `Memory failed the agent ${n} time${n === 1 ? '' : 's'}: recalls that missed, were ` +
              `ignored or lost state.`,
          },
        ]
      },
    }
  },
})

export default detector

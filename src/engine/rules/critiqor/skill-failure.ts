/**
 * skill_failure: a skill that was available but not invoked, ignored, mismatched or failed.
 */
import { lower } from '../../../core/python-compat.js'
import { z } from 'zod'
import { collector, defineRule } from '../types.js'

export const options = z.strictObject({
  failedStatuses: z
    .array(z.string())
    .describe('Lower-cased `status` values that mean the skill did not do its job.')
    .default(['ignored', 'mismatch', 'failed']),
  highCount: z
    .number()
    .nonnegative()
    .describe('Matching events from which the cause is high rather than medium.')
    .default(2),
})
export type SkillOptions = z.infer<typeof options>

const detector = defineRule<SkillOptions>({
  meta: {
    id: 'skill_failure',
    preset: 'critiqor',
    type: 'skill_failure',
    dimension: 'skill_adherence',
    weight: 0.15,
    maxPenalty: 24,
    chain: ['skill_available', 'skill_not_selected_or_failed', 'generic_execution'],
    options,
    remediation:
      'Check how skills are selected and invoked: the agent took a generic path where a skill ' +
      'exists for the job, or the skill it chose failed.',
  },
  create(options) {
    const failed = new Set(options.failedStatuses)
    const { matched, handler, save, absorb } = collector(
      (e) => e.raw.invoked === false || failed.has(lower(e.raw.status)),
    )
    return {
      on: { skill_event: handler },
      save,
      absorb,
      finish() {
        const n = matched.length
        if (n === 0) return []
        return [
          {
            severity: n >= options.highCount ? 'high' : 'medium',
            penalty: Math.min(24, 8 + 6 * n),
            evidence: matched,
            description:
              `A skill was skipped, ignored or failed ${n} time${n === 1 ? '' : 's'} where it should ` +
              `have done the job.`,
          },
        ]
      },
    }
  },
})

export default detector

/**
 * skill_failure: a skill that was available but not invoked, ignored, mismatched or failed.
 */
import { lower } from '../../../core/python-compat.js'
import { amount, countingRule, words, ruleOptions } from '../types.js'

export const options = ruleOptions({
  failedStatuses: words(
    ['ignored', 'mismatch', 'failed'],
    'Lower-cased `status` values that mean the skill did not do its job.',
  ),
  highCount: amount(2, 'Matching events from which the cause is high rather than medium.'),
})

export default countingRule({
  meta: { preset: 'critiqor', type: 'skill_failure', weight: 0.15, maxPenalty: 24, options },
  eventType: 'skill_event',
  matches: (options) => {
    const failed = new Set(options.failedStatuses)
    return (e) => e.raw.invoked === false || failed.has(lower(e.raw.status))
  },
  penalty: { base: 8, per: 6 },
  description: (n) =>
    `A skill was skipped, ignored or failed ${n} time${n === 1 ? '' : 's'} where it should have done the job.`,
})

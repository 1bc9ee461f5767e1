/**
 * memory_degradation: recalls that failed, were ignored or lost state.
 */
import { hasKey, lower } from '../../../core/python-compat.js'
import { amount, countingRule, words, ruleOptions } from '../types.js'

export const options = ruleOptions({
  failedActions: words(
    ['recall_failed', 'ignored', 'lost', 'miss'],
    'Lower-cased `action` (or `status`) values that mean memory let the agent down.',
  ),
  highCount: amount(3, 'Matching events from which the cause is high rather than medium.'),
})

export default countingRule({
  meta: { preset: 'critiqor', type: 'memory_degradation', weight: 0.15, maxPenalty: 25, options },
  eventType: 'memory_event',
  matches: (options) => {
    const failed = new Set(options.failedActions)
    return (e) => {
      const raw = e.raw
      const action = hasKey(raw, 'action') ? raw.action : hasKey(raw, 'status') ? raw.status : ''
      return failed.has(lower(action))
    }
  },
  penalty: { base: 8, per: 5 },
  description: (n) =>
    `Memory failed the agent ${n} time${n === 1 ? '' : 's'}: recalls that missed, were ignored or lost state.`,
})

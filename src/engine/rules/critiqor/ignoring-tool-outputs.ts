/**
 * ignoring_tool_outputs: tool results the agent did not use.
 */
import { lower } from '../../../core/python-compat.js'
import { amount, countingRule, ruleOptions } from '../types.js'

export const options = ruleOptions({
  highCount: amount(2, 'Matching outputs from which the cause is high rather than medium.'),
})

export default countingRule({
  meta: { preset: 'critiqor', type: 'ignoring_tool_outputs', weight: 0.2, maxPenalty: 30, options },
  eventType: 'tool_output',
  matches: () => (e) => e.raw.used === false || e.raw.referenced === false || lower(e.raw.status) === 'ignored',
  penalty: { base: 10, per: 7 },
  description: (n) => `${n} tool output${n === 1 ? ' was' : 's were'} not used by the agent's next steps.`,
})

/**
 * skill_failure, for real agent traces: the reference model's count of skills not invoked,
 * ignored, mismatched or failed, and one thing more: a team member the agent was given and never
 * asked.
 *
 * A smolagents manager is given team members (managed agents: a web searcher, a file reader) to
 * find out what it cannot know. A run that never called any of them answered from the model
 * alone: in the runs people reviewed, such a manager printed its request to the member instead
 * of calling it, or wrote the figure it was meant to look up straight into its code. The reader
 * reports each member not asked as a `skill_event` (`invoked: false`, role `team_member`); one
 * is enough for a high cause, as a failed skill read is not.
 */
import { lower } from '../../../core/python-compat.js'
import { amount, collector, defineRule, words, ruleOptions } from '../types.js'
import { plural, quote } from './common.js'

export const options = ruleOptions({
  failedStatuses: words(
    ['ignored', 'mismatch', 'failed'],
    'Lower-cased `status` values that mean the skill did not do its job.',
  ),
  highCount: amount(2, 'Matching events from which the cause is high rather than medium.'),
  highRoles: words(
    ['team_member'],
    'Lower-cased `role` values of a skill not invoked that make the cause high by themselves: a team member ' +
      '(a managed agent) the agent never asked.',
  ),
})

/** The cause's words for the reference count. */
const countText = (n: number) =>
  `A skill was skipped, ignored or failed ${plural(n, 'time')} where it should have done the job.`

/** The cause's words for team members never asked (quoted names), in how many steps, and other skills. */
function unaskedText(names: string[], steps: number, others: number): string {
  const who = `team member${names.length === 1 ? '' : 's'} ${names.length ? names.join(', ') : '(unnamed)'}`
  return (
    `The agent never asked its ${who}${steps > 1 ? ` in any of its ${steps} steps` : ''}, ` +
    'so nothing it answered came from the team it was given to look things up' +
    (others > 0 ? `; and a skill was skipped, ignored or failed ${plural(others, 'time')}.` : '.')
  )
}

const detector = defineRule({
  meta: {
    preset: 'agents',
    type: 'skill_failure',
    maxPenalty: 24,
    options,
  },
  create(options) {
    const failed = new Set(options.failedStatuses.map((s) => s.toLowerCase()))
    const highRoles = new Set(options.highRoles.map((s) => s.toLowerCase()))
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
        const unasked = matched.filter((e) => e.raw.invoked === false && highRoles.has(lower(e.raw.role)))
        // Each member is reported once per step of the agent that did not ask it.
        const times = new Map<string, number>()
        for (const e of unasked) {
          const name = typeof e.raw.skill === 'string' ? e.raw.skill : ''
          times.set(name, (times.get(name) ?? 0) + 1)
        }
        const steps = Math.max(0, ...times.values())
        const names = [...times.keys()].filter((x) => x !== '').map((x) => quote(x) ?? x)
        const others = n - unasked.length
        return [
          {
            severity: n >= options.highCount || unasked.length > 0 ? 'high' : 'medium',
            penalty: Math.min(24, 8 + 6 * n),
            evidence: matched,
            description: unasked.length > 0 ? unaskedText(names, steps, others) : countText(n),
            ...(unasked.length > 0
              ? {
                  remediation:
                    `Make the agent call ${names.join(', ') || 'its team members'} for what it has to find out ` +
                    '(a call in its code, not a printed request) and answer from what comes back, not from what ' +
                    'the model assumes.',
                }
              : {}),
          },
        ]
      },
    }
  },
})

export default detector

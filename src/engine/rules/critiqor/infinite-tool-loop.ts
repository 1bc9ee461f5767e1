/**
 * infinite_tool_loop: the same tool called again and again with the same arguments.
 *
 * Calls are grouped by (tool, arguments) compared as canonical JSON (the engine's CallIndex); every group that reaches
 * `minRepeats` is one cause, in the order of each group's first call. Retries anywhere in the
 * session make a loop worse.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { amount, defineRule, type DetectedCause, ruleOptions } from '../types.js'

export const options = ruleOptions({
  minRepeats: amount(3, 'Calls with the same tool and arguments that make a loop.'),
  criticalRepeats: amount(5, 'Group size from which a loop is critical.'),
  criticalRetries: amount(3, 'Retries in the session from which any loop is critical.'),
  retryEvidence: amount(3, 'Retry events shown as evidence after the looping calls.'),
})

const detector = defineRule({
  meta: { preset: 'critiqor', type: 'infinite_tool_loop', weight: 0.2, maxPenalty: 30, options },
  create(options, ctx) {
    // The engine groups the calls (calls.ts) for the rules that ask; this rule keeps the
    // session's retries.
    ctx.calls.keepGroups()
    const retries: EngineEvent[] = []
    let retryCount = 0
    return {
      on: {
        retry_event(e) {
          retryCount++
          if (retries.length < options.retryEvidence) retries.push(e)
        },
      },
      save: () => ({ retryCount, retries: retries.map(toPlain) }),
      absorb(state, shift) {
        const other = state as { retryCount: number; retries: PlainEvent[] }
        retryCount += other.retryCount
        for (const p of other.retries) if (retries.length < options.retryEvidence) retries.push(fromPlain(p, shift))
      },
      finish() {
        return ctx.calls.repeated(options.minRepeats).map((group): DetectedCause => {
          const g = group.rest.length + 1
          const critical = g >= options.criticalRepeats || retryCount >= options.criticalRetries
          return {
            severity: critical ? 'critical' : 'high',
            penalty: Math.min(30, 8 + 4 * g + 3 * retryCount),
            evidence: [group.first, ...group.rest, ...retries],
            description: `Tool call repeated ${g} times with matching arguments.`,
          }
        })
      },
    }
  },
})

export default detector

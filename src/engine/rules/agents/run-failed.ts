/**
 * run_failed: the run did not finish.
 *
 * From the run's `process_end`: an `error` (context window exceeded, quota exceeded, a
 * connection that never came back), `aborted`, `max_turns`, or `incomplete` (the trace stops
 * mid-run: on a tool call that never got a result, a tool result the model never answered, a
 * turn that never ended, a reply cut at the output limit). An `incomplete` end whose reason only
 * says the trace ends on the user's unanswered message is `high`: the agent was not in the middle
 * of its own work, and a transcript saved on exit ends that way too. A last tool call that never
 * got a result, with nothing after it but its reply's usage, is where the run stopped; without a
 * `process_end` such a call is the only sign of how the run ended.
 *
 * The description names the reason in the run's own words, and the provider errors in a row
 * that led to it.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'
import { isProviderError, isReply, limitOf, plural, quote, text, toolName, type RunLimit } from './common.js'
import { refusalSetting } from './refused.js'
import { classifyError, ERROR_CLASS_NAME, failVerb, nonProviderKinds, providerRemediation } from './provider-errors.js'
import { amount, defineRule, type DetectedCause, words, ruleOptions } from '../types.js'

export const options = ruleOptions({
  failedStatuses: words(
    ['error', 'aborted', 'max_turns', 'incomplete'],
    '`process_end` statuses that mean the run did not finish.',
  ),
  userTurnReasons: words(
    ['user message'],
    'Lower-cased words of an `incomplete` reason that mean only "the user\'s message is last" (high, not critical).',
  ),
  penalty: amount(100, 'Penalty of a run that did not finish.'),
  userTurnPenalty: amount(40, 'Penalty of a trace that ends on an unanswered user message.'),
  nonProviderKinds,
})

const STATUS_TEXT: Record<string, string> = {
  error: 'ended in an error',
  aborted: 'was aborted',
  max_turns: 'hit its turn limit',
  incomplete: 'did not finish',
}

/** A part's state, as plain data. */
interface Saved {
  end: PlainEvent | undefined
  streakLast: PlainEvent | undefined
  lastCall: PlainEvent | undefined
  lastCallAnswered: boolean
  movedOn: boolean
  streak: number
}

const detector = defineRule({
  meta: { preset: 'agents', type: 'run_failed', maxPenalty: 100, options },
  create(options) {
    const failedStatuses = new Set(options.failedStatuses.map((s) => s.toLowerCase()))
    const nonProvider = new Set(options.nonProviderKinds.map((k) => k.toLowerCase()))
    let end: EngineEvent | undefined
    let lastCall: EngineEvent | undefined
    let lastCallAnswered = false
    // Something happened after the last call (a provider error, a retry, a compaction): the run did not stop on it.
    let movedOn = false
    // Provider errors and retries in a row since the last tool call or reply.
    let streak = 0
    let streakLast: EngineEvent | undefined

    let sawCall = false

    return {
      on: {
        tool_call(e) {
          sawCall = true
          lastCall = e
          lastCallAnswered = false
          movedOn = false
          streak = 0
        },
        tool_output(e) {
          if (!lastCall) return
          const id = lastCall.raw.call_id
          const got = e.raw.call_id
          if (id === undefined || id === null || got === undefined || got === null || String(id) === String(got))
            lastCallAnswered = true
        },
        token_usage(e) {
          if (isReply(e)) streak = 0
        },
        error_event(e) {
          if (!isProviderError(e, nonProvider)) return
          movedOn = true
          streak++
          streakLast = e
        },
        retry_event(e) {
          movedOn = true
          streak++
          streakLast = e
        },
        context_event() {
          movedOn = true
        },
        process_end(e) {
          end = e
        },
      },
      // After a tool call, the state that follows the run (the last call, its answer, the streak)
      // is this part's own; the run's end and the last provider error are the latest seen.
      synced: () => sawCall,
      restart() {
        end = undefined
        streakLast = undefined
      },
      save: (): Saved => ({
        end: end && toPlain(end),
        streakLast: streakLast && toPlain(streakLast),
        lastCall: lastCall && toPlain(lastCall),
        lastCallAnswered,
        movedOn,
        streak,
      }),
      absorb(state, shift) {
        const s = state as Saved
        const event = (p: PlainEvent | undefined) => (p ? fromPlain(p, shift) : undefined)
        end = event(s.end) ?? end
        streakLast = event(s.streakLast) ?? streakLast
        lastCall = event(s.lastCall)
        lastCallAnswered = s.lastCallAnswered
        movedOn = s.movedOn
        streak = s.streak
      },
      finish() {
        const pendingCall = lastCall && !lastCallAnswered && !movedOn ? lastCall : undefined
        if (!end) {
          if (!pendingCall) return []
          return [
            {
              severity: 'critical',
              penalty: options.penalty,
              evidence: [pendingCall],
              description:
                `The run stopped on a call to ${quote(toolName(pendingCall))} that never got a ` +
                `result, and the trace has no completion.`,
              remediation: stoppedRemediation,
            },
          ]
        }
        const status = lower(end.raw.status)
        if (!failedStatuses.has(status)) return []
        const reason = text(end, 'reason')
        const evidence: EngineEvent[] = []
        if (pendingCall) evidence.push(pendingCall)
        if (streak > 0 && streakLast) evidence.push(streakLast)
        evidence.push(end)

        // A run stopped at a limit (cost, turns, time, context, attempts): the fix is about that
        // limit, and the limit is this one fact (no cost cause for reaching it).
        const limit = limitOf(status, reason)
        if (limit) {
          const said = quote(reason)
          const used = usedOf(end, limit)
          const how =
            status === 'max_turns' && limit === 'turns'
              ? `The run ${STATUS_TEXT.max_turns}`
              : limit === 'context'
                ? `The run outgrew the ${LIMIT_NAME.context} before it finished`
                : `The run was stopped at its ${LIMIT_NAME[limit]} before it finished`
          const found = cause(
            'critical',
            options.penalty,
            evidence,
            how + used + (said ? `: ${said}.` : '.'),
            limitRemediation(limit, reason),
          )
          // A window outgrown is said by the provider refusing the request: its chain starts there.
          if (limit === 'context' && status === 'error') found.chain = PROVIDER_CHAIN
          return [found]
        }

        // The run stopped because the workflow refused what it needed (Droid's "insufficient
        // permission"): the permission setting is the fix; the refusal is this one fact.
        const setting = refusalSetting(reason)
        if (setting) {
          return [
            cause(
              'critical',
              options.penalty,
              evidence,
              `The run was stopped by the workflow's permission policy before it finished: ${quote(reason)}.`,
              `The workflow did not let the agent run what the task needed: allow it in ${setting}, and rerun ` +
                'the task to completion before trusting its result.',
            ),
          ]
        }

        if (status === 'incomplete' && pendingCall) {
          return [
            cause(
              'critical',
              options.penalty,
              evidence,
              `The run stopped on a call to ${quote(toolName(pendingCall))} that never got a result, with no ` +
                `completion.`,
              stoppedRemediation,
            ),
          ]
        }
        if (
          status === 'incomplete' &&
          reason &&
          options.userTurnReasons.some((w) => reason.toLowerCase().includes(w))
        ) {
          return [
            cause(
              'high',
              options.userTurnPenalty,
              evidence,
              'The trace ends on a user message that the agent never answered: the run may have been cut off.',
              'Check whether the session was stopped before the agent could answer its last message; keep the ' +
                'whole run in the trace.',
            ),
          ]
        }
        const cls = classifyError(reason ?? text(streakLast ?? end, 'message'))
        const kind = status === 'error' && cls !== 'other' ? ` (${ERROR_CLASS_NAME[cls]})` : ''
        const after = streak >= 2 ? ` after the provider ${failVerb(cls)} ${plural(streak, 'request')} in a row` : ''
        const said = quote(reason)
        const how = STATUS_TEXT[status] ?? `ended with status ${quote(status)}`
        const description = `The run ${how}${kind}${after}${said ? `: ${said}` : ''}.`
        const found = cause('critical', options.penalty, evidence, description, remediationOf(status, cls, reason))
        // A run the provider ended: its chain starts at the failing requests, not at a step of its own.
        if (streak >= 2 || (status === 'error' && cls !== 'other')) found.chain = PROVIDER_CHAIN
        return [found]
      },
    }
  },
})

/** How a description names a limit. */
export const LIMIT_NAME: Record<RunLimit, string> = {
  cost: 'cost limit',
  turns: 'turn limit',
  time: 'time limit',
  context: "model's context window",
  attempts: 'limit of failed attempts',
}

/** What the run had used when it was stopped, where its end says: " after 11 turns", " ($0.50 spent)". */
function usedOf(end: EngineEvent, limit: RunLimit): string {
  const turns = Number(end.raw.num_turns)
  if (limit === 'turns' && Number.isInteger(turns) && turns > 0) return ` after ${plural(turns, 'turn')}`
  const cost = Number(end.raw.cost_usd)
  if (limit === 'cost' && Number.isFinite(cost) && cost > 0) return ` ($${cost.toFixed(2)} spent)`
  return ''
}

/** What to do about a run stopped at a limit. */
export function limitRemediation(limit: RunLimit, reason: string | undefined): string {
  const said = reason ? ` (${quote(reason)})` : ''
  switch (limit) {
    case 'cost':
      return (
        `The run was stopped at its cost limit before it finished${said}, so what it left is not a finished ` +
        'result: find what it spent on (long tool outputs, files read again, repeated calls, retries) and cut ' +
        'that, or raise the limit if the task needs more.'
      )
    case 'turns':
      return (
        `The run used up its turn limit before finishing${said}: find what the agent spent its turns on ` +
        '(repeated calls, retries, failed edits), fix that, or raise the limit if the task needs it.'
      )
    case 'context':
      return (
        `The conversation outgrew the model's context window before the run finished${said}: compact or trim ` +
        'history and tool outputs earlier, read files in parts, or use a model with a larger window.'
      )
    case 'attempts':
      return (
        `The run was stopped after too many failed attempts in a row${said}: read what the failing replies or ` +
        'calls had in common (a wrong format, a tool misused, an error not read) and fix that before raising the limit.'
      )
    default:
      return (
        `The run was stopped at its time limit before it finished${said}: find the slow steps (long ` +
        'commands, waits, retries), give them timeouts, or raise the limit if the task needs more time.'
      )
  }
}

/** The causal chain of a run that ended on provider errors. */
const PROVIDER_CHAIN = ['run_started', 'provider_requests_failed', 'run_interrupted_or_errored', 'task_not_completed']

const stoppedRemediation =
  'The run stopped while a tool call was still running: check for a crash, a timeout or a killed ' +
  'process around that call, give long-running tools a timeout, and make the agent finish with a result or a ' +
  'clear error.'

function remediationOf(status: string, cls: ReturnType<typeof classifyError>, reason: string | undefined): string {
  switch (status) {
    case 'error':
      if (cls !== 'other') return providerRemediation(cls, reason)
      return (
        `The run ended in an error${reason ? ` (${quote(reason)})` : ''}: fix what raised it, and rerun ` +
        `the task to completion before trusting its result.`
      )
    case 'aborted':
      return (
        `The run was stopped before it finished${reason ? ` (${quote(reason)})` : ''}: find out who or ` +
        `what stopped it (a user interrupt, a timeout, a cancelled job) and rerun it to completion before ` +
        `trusting its result.`
      )
    case 'max_turns':
      return (
        'The run used up its turn limit before finishing: find what the agent spent its turns on (repeated ' +
        'calls, retries), fix that, or raise the limit if the task needs it.'
      )
    default:
      return (
        `The trace stops before the run finished${reason ? ` (${quote(reason)})` : ''}: check for a crash, ` +
        `a timeout or a killed process, and make the agent always record how its run ended.`
      )
  }
}

function cause(
  severity: DetectedCause['severity'],
  penalty: number,
  evidence: EngineEvent[],
  description: string,
  remediation: string,
): DetectedCause {
  return { severity, penalty, evidence, description, remediation }
}

export default detector

/**
 * finished_on_failure: the run ended as done while the last command it ran had failed.
 *
 * The last result of a command tool (a shell, a terminal, a script runner: `commandTools`) failed,
 * and the run then ended `completed`: the agent answered, or called the tool that marks the task
 * done, with no command succeeding after the failure. Its last check (the tests, a build, the
 * command the task names) did not pass, and the agent declared the task done anyway, or gave up
 * on it in its answer. Reading files, editing them or updating a to-do list after the failure
 * does not count as a check that passed.
 *
 * A command that never ran (the workflow refused it: `refused.ts`, the one notion of a refusal
 * every rule shares, and the words of `notRun`) is no check that failed.
 *
 * High, never critical: the agent may have been right that the failure did not matter (a check
 * expected to fail, a command run to show an error). A run that did not end `completed` is
 * run_failed's.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'
import { quote, text, toolName } from './common.js'
import { isRefusal } from './refused.js'
import { COMMAND_TOOLS } from '../../verification.js'
import { amount, defineRule, PartDoesNotMerge, ruleOptions, words } from '../types.js'

export const options = ruleOptions({
  commandTools: words(
    [...COMMAND_TOOLS],
    "Tools (lower-cased) whose results are commands run: the last of them is the run's last check.",
  ),
  notRun: words(
    [],
    "Lower-cased words of a failed command's error that mean the command never ran, beside the refusals every rule knows (each agent's words for a permission or a confirmation withheld): no check failed.",
  ),
  penalty: amount(35, 'Penalty of a run that ended as done on a failed command.'),
})

/** A part's state, as plain data. */
interface Saved {
  last: PlainEvent | undefined
  error: PlainEvent | undefined
  end: PlainEvent | undefined
  lead: PlainEvent[]
}

/** The most calls with tool errors before a later part's first command result that merge. */
const MAX_LEAD = 64

/** Whether a tool error is the error of a failed result (the same call). */
function errorOf(result: EngineEvent, e: EngineEvent): boolean {
  if (lower(result.raw.status) !== 'error') return false
  const id = result.raw.call_id
  return id !== undefined && id !== null && String(e.raw.call_id) === String(id)
}

const detector = defineRule({
  meta: {
    preset: 'agents',
    type: 'finished_on_failure',
    maxPenalty: 35,
    options,
    remediation:
      'The agent declared the task done although the last command it ran failed: make it run the ' +
      "task's own checks (its tests, its build, the commands the task names) before it finishes, " +
      'and finish only once they pass, or say plainly that they do not.',
  },
  create(options, ctx) {
    const commands = new Set(options.commandTools.map((t) => t.toLowerCase()))
    const notRun = options.notRun.map((w) => w.toLowerCase())
    // The last result of a command tool, and the tool error that came with it when it failed.
    let last: EngineEvent | undefined
    let error: EngineEvent | undefined
    let end: EngineEvent | undefined
    // Tool errors before the part's first command result, the last per call: in a later part
    // read on its own, the error of the result the part before ended on may be among them.
    const lead = new Map<string, EngineEvent>()
    let tooLong = false
    return {
      on: {
        tool_output(e) {
          if (!commands.has(lower(e.raw.tool))) return
          last = e
          error = undefined
        },
        error_event(e) {
          if (!last) {
            // Only a later part read on its own keeps them; a session read from its start has no
            // result before its first command for them to belong to.
            const id = e.raw.call_id
            if (!ctx.laterPart || id === undefined || id === null || tooLong) return
            lead.set(String(id), e)
            if (lead.size > MAX_LEAD) tooLong = true
            return
          }
          if (errorOf(last, e)) error = e
        },
        process_end(e) {
          end = e
        },
      },
      save: (): Saved => {
        if (tooLong) throw new PartDoesNotMerge('finished_on_failure: too many tool errors before a command')
        return {
          last: last && toPlain(last),
          error: error && toPlain(error),
          end: end && toPlain(end),
          lead: [...lead.values()].map(toPlain),
        }
      },
      absorb(state, shift) {
        const s = state as Saved
        if (s.last) {
          last = fromPlain(s.last, shift)
          error = s.error && fromPlain(s.error, shift)
        } else if (last && lower(last.raw.status) === 'error') {
          for (const p of s.lead) {
            const e = fromPlain(p, shift)
            if (errorOf(last, e)) error = e
          }
        }
        if (s.end) end = fromPlain(s.end, shift)
      },
      finish() {
        if (!end || !last || lower(end.raw.status) !== 'completed' || lower(last.raw.status) !== 'error') return []
        const message = error && text(error, 'message')
        const said = quote(message)
        if (message && (isRefusal(message) || notRun.some((w) => message.toLowerCase().includes(w)))) return []
        return [
          {
            severity: 'high',
            penalty: options.penalty,
            evidence: error ? [last, error, end] : [last, end],
            description:
              `The run ended as done right after its last command (${quote(toolName(last))}) failed` +
              `${said ? `: ${said}` : ''}; no command succeeded after it.`,
          },
        ]
      },
    }
  },
})

export default detector

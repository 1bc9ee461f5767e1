/**
 * What to look at when a cause of each type is found: the reference model's remediation direction
 * per failure type (diagnosis.md, section 6), in the project's words. A rule may say more of its own.
 */
import type { FailureType } from '../../core/vocabulary.js'

export const REMEDIATION_OF: Readonly<Record<FailureType, string>> = {
  infinite_tool_loop:
    'Make the loop terminate: give the agent a stop condition and a retry cap, so that a call ' +
    'that did not make progress is not issued again with the same arguments.',
  memory_degradation:
    'Check how memory is stored and recalled: what the agent stores must be retrievable later ' +
    'and must actually be used by the steps that follow.',
  ignoring_tool_outputs:
    'Feed tool results into the next decision. Outputs the agent never uses mean the tool ' +
    'layer and the reasoning layer are disconnected: the agent acts without its evidence.',
  context_pollution:
    'Use less context: keep tool outputs and history short, and avoid compactions that can ' +
    'silently drop the state the task depends on.',
  cost_explosion:
    'Make tool calls count: do not pay twice for the same call, and put a token budget on ' +
    'the run that is checked across turns.',
  skill_failure:
    'Check how skills are selected and invoked: the agent took a generic path where a skill ' +
    'exists for the job, or the skill it chose failed.',
  run_failed:
    'Find out why the run stopped before it finished, fix that cause, and make the agent end ' +
    'with a clear error (not a silent stop) when it cannot go on.',
  provider_failure:
    'Find out why the provider kept failing the requests (credentials, rate limits, overload, ' +
    'quota), fix that, and make the agent back off, cap its retries and stop with the error.',
  finished_on_failure:
    'Make the agent run the checks its task names before it finishes, and finish only once they ' +
    'pass (or say plainly that they do not).',
  permission_refused:
    "The workflow's permission policy refused calls the agent made: allow the commands the task needs in " +
    "the agent's permission setting, or give the agent a task it can do without them.",
  unverified_change:
    'Make the agent run the checks that judge its change (the tests of the code it touched, the ' +
    'build) after its last edit, and finish only once they pass; review the files it changed ' +
    'after its last passing check by hand.',
  weakened_checks:
    'Review the change to the tests or the CI configuration before merging: restore the ' +
    'assertion, the test or the step the agent removed or skipped, and make the agent fix the ' +
    'code rather than what judges it.',
}

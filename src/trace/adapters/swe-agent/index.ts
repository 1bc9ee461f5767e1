/**
 * swe-agent: a SWE-agent trajectory (`<instance>.traj`, 0.x and 1.x), one JSON object per run
 * (formats.md, "swe-agent"). Origins are the index of the trajectory entry.
 *
 * - Each `trajectory[]` entry is one tool call: the tool is the first word of `action` (the
 *   command line as the agent wrote it: `open`, `edit`, `submit`, a shell command), args
 *   `{command: action}`; its `observation` is the result. The pseudo-entry the harness appends
 *   when it stops the run (a bare `exit_cost`, `exit_context`, ... action) is not a call. Nor is
 *   an action that is the model's prose (`DISCUSSION`, `THOUGHT`, ... on its first line: the reply
 *   put its discussion where the command goes, and had no command block of its own): it is an
 *   error_event of kind `format`, the model's reply in the wrong format, not a failed tool. So is
 *   an empty action (a reply with no command at all).
 * - No status field: a result failed when its observation shows a shell or editor failure
 *   (`hiddenFailure`: "command not found", a syntax error, "EXECUTION TIMED OUT", a refused edit).
 * - Tokens and cost are totals only: `info.model_stats {tokens_sent, tokens_received,
 *   instance_cost, api_calls}` gives one token_usage (with `cost_usd` and `api_calls`); the model
 *   is taken from 1.x's `replay_config` when there.
 * - process_end from `info.exit_status`: `submitted` -> completed; `exit_context` -> error (the
 *   context window), `exit_format` -> error (its limit of format errors); `early_exit` and other
 *   `exit_*` errors -> error; `exit_cost`,
 *   `submitted (exit_*)` and other limits -> incomplete; absent -> incomplete (the run never
 *   finished). The reason quotes the recorded status.
 */
import { arr, compact, type JsonObject, num, obj, oneDocumentInstance, parseObject, str, typeName } from '../json.js'
import { hiddenFailure } from '../text.js'
import { outputDigest, ToolTracker } from '../tools.js'
import { checkSummary } from '../../../core/check-summary.js'
import { type EndStatus, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter } from '../types.js'

/** The harness's own stop entry: a bare `exit_cost`, `exit_context`, `exit_format`, ... */
const HARNESS_EXIT = /^\s*exit_[a-z_]+\s*$/

/** An action that is the model's discussion, not a command: the reply had no command block. */
const PROSE_ACTION = /^\s*(?:DISCUSSION|THOUGHTS?|ANALYSIS|PLAN|REASONING|EXPLANATION)\s*:?\s*(?:\n|$)/

function toolOf(action: string): string {
  const m = /^\s*([^\s]+)/.exec(action)
  return m ? m[1] : 'bash'
}

/** The model a 1.x run was configured with (`replay_config`, a JSON string or an object). */
function modelOf(run: JsonObject): string | undefined {
  const config = obj(run.replay_config) ?? parseObject(run.replay_config)
  const model = obj(obj(config?.agent)?.model)
  return str(model?.name) ?? str(model?.model_name)
}

/** How the run ended, from `info.exit_status`. */
export function sweAgentEnd(status: unknown): { status: EndStatus; reason?: string } {
  const s = str(status)
  if (s === undefined) return { status: 'incomplete', reason: 'no exit_status: the run never finished' }
  const said = `exit_status ${s}`
  if (s === 'submitted') return { status: 'completed' }
  const inner = /^submitted \((.+)\)$/.exec(s)
  if (inner)
    return { status: 'incomplete', reason: `${said}: stopped by ${inner[1]}, the harness submitted what was there` }
  if (s === 'exit_cost')
    return { status: 'incomplete', reason: `${said}: the cost limit was reached, nothing submitted` }
  if (s === 'exit_context') return { status: 'error', reason: `${said}: the context window was exceeded` }
  if (s === 'exit_format')
    return { status: 'error', reason: `${said}: too many replies in the wrong format in a row, nothing submitted` }
  if (s === 'early_exit') return { status: 'error', reason: `${said}: the agent stopped early` }
  if (/error|exception/i.test(s)) return { status: 'error', reason: said }
  return { status: 'incomplete', reason: said }
}

const adapter: Adapter = {
  id: 'swe-agent',
  signature:
    'swe-agent: a JSON document {"trajectory":[{"action","observation"}],"history":[...],"info":{...}} ' +
    '(SWE-agent .traj)',
  recognise(first) {
    const r = obj(first)
    if (!r || !Array.isArray(r.trajectory) || !Array.isArray(r.history) || !obj(r.info)) return false
    const step = obj(r.trajectory[0])
    return step === undefined || ('action' in step && 'observation' in step)
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    return oneDocumentInstance(ctx, 'SWE-agent trajectory', (run, line) => {
      const tools = new ToolTracker(emit)
      const steps = arr(run.trajectory)
      let last = 0
      steps.forEach((raw, index) => {
        const step = obj(raw)
        if (!step)
          throw new TraceError(
            ctx.source,
            line,
            `expected trajectory entry ${index} to be an object, found ${typeName(raw)}`,
          )
        const action = typeof step.action === 'string' ? step.action : ''
        last = index
        if (HARNESS_EXIT.test(action)) return
        const origin = { index }
        if (action.trim() === '' || PROSE_ACTION.test(action)) {
          const word = action.trim().split(/\s/, 1)[0]
          emit(
            {
              event: 'error_event',
              kind: 'format',
              message: word
                ? `the reply had no command block: its ${word} was sent as the command`
                : 'the reply had no command',
            },
            origin,
          )
          return
        }
        const id = `step-${index + 1}`
        tools.call(toolOf(action), { command: action }, id, origin)
        const failure = hiddenFailure(step.observation)
        const seconds = num(step.execution_time)
        const summary = checkSummary(step.observation)
        tools.result(
          id,
          {
            failed: failure !== undefined,
            message: failure,
            digest: outputDigest(step.observation),
            extra: compact({
              duration_ms: seconds === undefined ? undefined : Math.round(seconds * 1000),
              check_summary: summary?.text,
              check_failed: summary?.failed,
            }),
          },
          origin,
        )
      })
      tools.end()
      const info = obj(run.info) ?? {}
      const stats = obj(info.model_stats)
      const usage = stats
        ? tokenUsage(
            { input: num(stats.tokens_sent), output: num(stats.tokens_received) },
            compact({ model: modelOf(run), cost_usd: num(stats.instance_cost), api_calls: num(stats.api_calls) }),
          )
        : undefined
      if (usage) emit(usage, { index: last })
      const end = sweAgentEnd(info.exit_status)
      // What the run had spent, beside its end: a run stopped at its cost limit says how much.
      emit(
        compact({
          ...processEnd(end.status, end.reason),
          cost_usd: end.status !== 'completed' ? num(stats?.instance_cost) : undefined,
        }),
        { index: last },
      )
    })
  },
}

export default adapter

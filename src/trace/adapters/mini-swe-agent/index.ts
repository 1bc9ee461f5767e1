/**
 * mini-swe-agent: `<instance>.traj.json`, one JSON object per run (formats.md,
 * "mini-swe-agent"), `trajectory_format` `mini-swe-agent-1` (1.x) or `mini-swe-agent-1.1` (2.x).
 * Origins are the index of the message.
 *
 * - 1.x: an assistant message with exactly one fenced `bash` block is one call (tool `bash`,
 *   args `{command}`); its result is the next user message, `<returncode>N</returncode>...`
 *   (failed when N is not 0), or a "timed out" message (failed). Zero or several blocks get a
 *   format-error message instead: no call. The submit command's reply has no `<returncode>`: a
 *   result all the same (the submission).
 * - 2.x: assistant `tool_calls` (OpenAI shape) are the calls; `role: "tool"` messages with
 *   `tool_call_id` their results, failed when `extra.returncode` is not 0 or
 *   `extra.exception_info` is set.
 * - Tokens per reply from `extra.response.usage` (prompt_tokens includes the cached ones), with
 *   the reply's `extra.cost` as `cost_usd`; the model from `info.config.model.model_name`.
 * - process_end from `info.exit_status` (or the `exit` message's `extra.exit_status`):
 *   `Submitted` -> completed; `LimitsExceeded` -> max_turns when the model calls reached
 *   `info.config.agent.step_limit`, incomplete naming the cost limit when `instance_cost` reached
 *   `cost_limit` (the limit and what was used said), else incomplete (a step or cost limit); any other
 *   status is the exception that stopped the run -> error, with `info.exception_str`; absent ->
 *   incomplete. The reason quotes the recorded status.
 */
import {
  arr,
  compact,
  firstNum,
  idOf,
  type JsonObject,
  num,
  obj,
  oneDocumentInstance,
  type Origin,
  str,
  typeName,
} from '../json.js'
import { contentText, errorMessage, short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { checkSummary } from '../../../core/check-summary.js'
import { type EndStatus, inclusiveUsage, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter } from '../types.js'

const BASH_BLOCK = /```bash\s*\n([\s\S]*?)\n?```/g
const RETURNCODE = /^\s*<returncode>\s*(-?\d+)\s*<\/returncode>/
const TIMED_OUT = /\btimed out\b/i

/** How the run ended, from the recorded exit status. */
export function miniEnd(
  status: unknown,
  exception: unknown,
  info?: JsonObject,
): { status: EndStatus; reason?: string } {
  const s = str(status)
  if (s === undefined) return { status: 'incomplete', reason: 'no exit_status: the run never finished' }
  if (s === 'Submitted') return { status: 'completed' }
  const said = `exit_status ${s}`
  const why = short(exception)
  if (s === 'LimitsExceeded') {
    const which = limitReached(info)
    return {
      status: which === 'step' ? 'max_turns' : 'incomplete',
      reason: `${said}: ${which === 'step' ? stepSaid(info) : which === 'cost' ? costSaid(info) : 'a step or cost limit was reached'}${why ? ` (${why})` : ''}`,
    }
  }
  return { status: 'error', reason: why ? `${said}: ${why}` : said }
}

/** The agent's limits (`info.config.agent.step_limit`, `cost_limit`; 0: none) and what the run used. */
function limitsOf(info: JsonObject | undefined) {
  const agent = obj(obj(info?.config)?.agent)
  const stats = obj(info?.model_stats)
  return {
    steps: num(agent?.step_limit),
    cost: num(agent?.cost_limit),
    calls: num(stats?.api_calls),
    spent: num(stats?.instance_cost),
  }
}

/**
 * Which limit stopped a `LimitsExceeded` run: the one its model stats reached (mini-swe-agent
 * stops when `0 < step_limit <= api_calls` or `0 < cost_limit <= instance_cost`); undefined when
 * the trajectory does not say.
 */
function limitReached(info: JsonObject | undefined): 'step' | 'cost' | undefined {
  const l = limitsOf(info)
  if (l.steps !== undefined && l.steps > 0 && l.calls !== undefined && l.calls >= l.steps) return 'step'
  if (l.cost !== undefined && l.cost > 0 && l.spent !== undefined && l.spent >= l.cost) return 'cost'
  return undefined
}

function stepSaid(info: JsonObject | undefined): string {
  const l = limitsOf(info)
  return `the step limit (step_limit ${l.steps}) was reached after ${l.calls} model calls`
}

function costSaid(info: JsonObject | undefined): string {
  const l = limitsOf(info)
  return `the cost limit (cost_limit $${(l.cost ?? 0).toFixed(2)}) was reached, $${(l.spent ?? 0).toFixed(2)} spent`
}

function usageOf(extra: JsonObject | undefined, model: string | undefined): JsonObject | undefined {
  const response = obj(extra?.response)
  const u = obj(response?.usage)
  if (!u) return undefined
  const cached = firstNum(obj(u.prompt_tokens_details), 'cached_tokens')
  return tokenUsage(
    inclusiveUsage(num(u.prompt_tokens), cached, undefined, num(u.completion_tokens), num(u.total_tokens)),
    compact({ model: str(response?.model) ?? model, cost_usd: num(extra?.cost) ?? num(u.cost) }),
  )
}

const adapter: Adapter = {
  id: 'mini-swe-agent',
  signature:
    'mini-swe-agent: a JSON document {"trajectory_format":"mini-swe-agent-1...","messages":[...],"info":{...}} ' +
    '(mini-swe-agent .traj.json)',
  recognise(first) {
    const r = obj(first)
    return (
      r !== undefined &&
      typeof r.trajectory_format === 'string' &&
      r.trajectory_format.startsWith('mini-swe-agent') &&
      Array.isArray(r.messages)
    )
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    return oneDocumentInstance(ctx, 'mini-swe-agent trajectory', (run, line) => {
      const info = obj(run.info) ?? {}
      const model = str(obj(obj(info.config)?.model)?.model_name)
      // The environment's working directory (`/testbed` in SWE-bench's containers), when the config says it.
      const cwd = str(obj(obj(info.config)?.environment)?.cwd)
      if (cwd && ctx.workdir) ctx.workdir(cwd)
      const tools = new ToolTracker(emit)
      // A 1.x command waiting for the next user message.
      let waiting: { id: string; origin: Origin } | undefined
      let exitStatus: unknown = info.exit_status
      let exception: unknown = info.exception_str
      let last = 0
      arr(run.messages).forEach((raw, index) => {
        const m = obj(raw)
        if (!m)
          throw new TraceError(ctx.source, line, `expected message ${index} to be an object, found ${typeName(raw)}`)
        last = index
        const origin = { index }
        const extra = obj(m.extra)
        switch (m.role) {
          case 'assistant': {
            const u = usageOf(extra, model)
            if (u) emit(u, origin)
            const calls = arr(m.tool_calls)
            if (calls.length > 0) {
              calls.forEach((c, i) => {
                const call = obj(c)
                const fn = obj(call?.function)
                tools.call(
                  str(fn?.name) ?? 'bash',
                  parseArgs(fn?.arguments ?? {}),
                  idOf(call?.id) ?? `call-${index}-${i}`,
                  origin,
                )
              })
              return
            }
            const blocks = [...contentText(m.content, 1 << 20).matchAll(BASH_BLOCK)]
            if (blocks.length === 1) {
              const id = `step-${index}`
              tools.call('bash', { command: blocks[0][1] }, id, origin)
              waiting = { id, origin }
            }
            return
          }
          case 'user': {
            if (!waiting) return
            const { id } = waiting
            waiting = undefined
            const text = contentText(m.content, 1 << 20)
            const rc = RETURNCODE.exec(text)
            const code = rc ? Number(rc[1]) : undefined
            const timedOut = code === undefined && TIMED_OUT.test(text.slice(0, 2000))
            const failed = (code !== undefined && code !== 0) || timedOut
            const summary = checkSummary(text)
            tools.result(
              id,
              {
                failed,
                message: failed ? (timedOut ? 'the command timed out' : `exit code ${code}`) : undefined,
                extra: compact({ exit_code: code, check_summary: summary?.text, check_failed: summary?.failed }),
                digest: outputDigest(text),
              },
              origin,
            )
            return
          }
          case 'tool': {
            const code = num(extra?.returncode)
            const exceptionInfo = short(extra?.exception_info)
            const failed = (code !== undefined && code !== 0) || exceptionInfo !== undefined
            const summary = checkSummary(contentText(extra?.raw_output ?? m.content, 1 << 20))
            tools.result(
              idOf(m.tool_call_id),
              {
                failed,
                message: failed ? (exceptionInfo ?? errorMessage(`exit code ${code}`)) : undefined,
                extra: compact({ exit_code: code, check_summary: summary?.text, check_failed: summary?.failed }),
                digest: outputDigest(extra?.raw_output ?? m.content),
              },
              origin,
            )
            return
          }
          case 'exit':
            exitStatus = exitStatus ?? extra?.exit_status
            exception = exception ?? extra?.exception_str
            return
          default:
            return
        }
      })
      tools.end()
      const end = miniEnd(exitStatus, exception, info)
      emit(processEnd(end.status, end.reason), { index: last })
    })
  },
}

export default adapter

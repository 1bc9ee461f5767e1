/**
 * openhands: the OpenHands event stream (formats.md, "openhands"), in three shapes, and the
 * events of OpenHands V1 (the SDK and CLI: a conversation folder, read in ./v1.ts):
 * - a trajectory export: one JSON array of events `{id, source, action | observation, args |
 *   extras, cause, tool_call_metadata}` (one session; origins are the index of the event);
 * - an evaluation `output.jsonl`: one run per line `{instance_id, metadata, history, metrics,
 *   error}`, a session per line keyed by its `instance_id`;
 * - a resolver `output.jsonl` (2024): one issue per line `{issue, history, metrics, success,
 *   error}` whose history items are flattened (no `id`, `source`, `args`), a session per line
 *   keyed `issue-<number>`.
 * Origins of a line's events are the line and the index of the event in its history.
 *
 * - Tool calls: actions `run`, `run_ipython`, `read`, `edit`, `write`, `browse`,
 *   `browse_interactive`, `call_tool_mcp` (tool = the action, args = its arguments without the
 *   thought and the confirmation fields). Not `message`, `system`, `recall`, `think`, `finish`,
 *   `change_agent_state`, ... The result is the observation whose `cause` is the action's id (a
 *   flattened history: the next observation). Failed: a non-zero exit code, an `error`
 *   observation, a rejected action, or a shell or editor failure in the output (`hiddenFailure`).
 * - Tokens per model response (`tool_call_metadata.model_response`, each response id once;
 *   prompt_tokens includes the cached ones); a run with none uses its
 *   `metrics.accumulated_token_usage`. Cost: `metrics.accumulated_cost` on that usage.
 * - A `condensation` action (the condenser cut the history down) -> context_event compaction.
 * - process_end per run: the line's `error` -> error (max_turns when it says the iteration limit
 *   was reached; a budget reached stays an error whose reason names it, the cost limit); else a
 *   `finish` action, or a last agent state `awaiting_user_input` / `finished` -> completed; a last
 *   state `error` -> error with the state's `reason` (max_turns for the iteration limit),
 *   `stopped` -> aborted; a run that stops on an action without its observation -> incomplete.
 *
 * Integrity: an observation whose `cause` names no event of its run is a missing event (not a
 * cause of 0, and not one before the run's first id: an export may start mid-stream; a
 * flattened history has no ids to check). Events are written in order, with their timestamps.
 */
import {
  compact,
  expectObject,
  idOf,
  type JsonObject,
  num,
  obj,
  type Origin,
  setKey,
  str,
  typeName,
  withId,
} from '../json.js'
import { contentText, hiddenFailure, short } from '../text.js'
import { outputDigest, ToolTracker } from '../tools.js'
import { type EndStatus, inclusiveUsage, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter, AdapterContext, AdapterInstance, EventSink } from '../types.js'
import { isBaseState, isV1Event, v1Instance } from './v1.js'
import { quoteId, References } from '../integrity.js'
import { timeOf } from '../../../core/integrity.js'

const TOOL_ACTIONS = new Set([
  'run',
  'run_ipython',
  'read',
  'edit',
  'write',
  'browse',
  'browse_interactive',
  'call_tool_mcp',
])

/** Fields of an action that are not its arguments. */
const NOT_ARGS = new Set([
  'action',
  'thought',
  'action_risk',
  'security_risk',
  'is_confirmed',
  'confirmation_state',
  'keep_prompt',
  'kernel_init_code',
  'blocking',
  'hidden',
  'is_input',
  'include_extra',
  'wait_for_response',
  'image_urls',
  'images_urls',
  'impl_source',
  'translated_ipython_code',
])

const ENDED_NORMALLY = new Set(['awaiting_user_input', 'finished'])
/** The iteration limit's words (a budget is the cost limit: its own words say so, read by the rules). */
const ITERATION_LIMIT = /maximum iteration|max(?:imum)? iterations|iteration limit|MaxIterationsReached/i

function isEvent(x: unknown): boolean {
  const e = obj(x)
  return e !== undefined && (typeof e.action === 'string' || typeof e.observation === 'string')
}

function argsOf(e: JsonObject): JsonObject {
  const source = obj(e.args) ?? e
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(source)) {
    if (NOT_ARGS.has(k) || v === null || v === undefined) continue
    if (source === e && (k === 'observation' || k === 'content' || k === 'message')) continue
    setKey(out, k, v)
  }
  return out
}

function outputText(e: JsonObject): string {
  return contentText(e.content ?? e.message, 1 << 20)
}

/** Why an observation says its action failed, or undefined. */
function failureOf(e: JsonObject): string | undefined {
  const kind = e.observation
  const extras = obj(e.extras) ?? e
  if (kind === 'error') return short(outputText(e)) ?? 'the action failed'
  if (kind === 'user_rejected') return 'the user rejected the action'
  const exit = num(obj(extras.metadata)?.exit_code) ?? num(extras.exit_code)
  if (exit !== undefined && exit !== 0 && exit !== -1) return `exit code ${exit}`
  if (kind === 'run' && exit === -1) return hiddenFailure(outputText(e)) ?? 'the command did not finish'
  if (extras.success === false) return 'the action failed'
  return hiddenFailure(outputText(e))
}

/** One run: its history's events, read in order. */
class Run {
  private readonly tools: ToolTracker
  private readonly models: ModelWatch
  private readonly responses = new Set<string>()
  /** Actions waiting for their observation, oldest first (a flattened history pairs by order). */
  private readonly waiting: string[] = []
  private usageCount = 0
  private state: { status: EndStatus; reason?: string } | undefined
  private lastError: string | undefined
  private lastOrigin: Origin | undefined
  private steps = 0
  private readonly refs: References | undefined
  private lowest: number | undefined

  constructor(
    private readonly emit: EventSink,
    private readonly session: string | undefined,
    private readonly ctx?: AdapterContext,
  ) {
    this.tools = new ToolTracker(emit)
    this.models = new ModelWatch(emit)
    if (ctx?.integrity) this.refs = new References()
  }

  event(raw: unknown, at: Origin): void {
    const e = obj(raw)
    if (!e) return
    if (this.refs) this.check(e, at)
    const origin = withId(at, e.id)
    this.lastOrigin = origin
    this.usage(e, origin)
    if (typeof e.action === 'string') this.action(e, origin)
    else if (typeof e.observation === 'string') this.observation(e, origin)
  }

  private usage(e: JsonObject, origin: Origin): void {
    const response = obj(obj(e.tool_call_metadata)?.model_response)
    if (!response) return
    this.models.see(response.model, origin, 'model', this.session)
    const id = str(response.id)
    if (id !== undefined) {
      if (this.responses.has(id)) return
      this.responses.add(id)
    }
    const u = obj(response.usage)
    if (!u) return
    const event = tokenUsage(
      inclusiveUsage(
        num(u.prompt_tokens),
        num(u.cache_read_input_tokens) ?? num(obj(u.prompt_tokens_details)?.cached_tokens),
        num(u.cache_creation_input_tokens),
        num(u.completion_tokens),
        num(u.total_tokens),
      ),
      compact({ model: str(response.model) }),
    )
    if (event) {
      this.usageCount++
      this.emit(event, origin, this.session)
    }
  }

  private action(e: JsonObject, origin: Origin): void {
    const kind = e.action as string
    if (kind === 'finish') {
      this.state = { status: 'completed' }
      return
    }
    // The condenser cut the history down (CondensationAction): a compaction of the context.
    if (kind === 'condensation') {
      this.emit({ event: 'context_event', action: 'compaction', trigger: 'condenser' }, origin, this.session)
      return
    }
    if (!TOOL_ACTIONS.has(kind)) return
    this.steps++
    const id = idOf(e.id) ?? `step-${this.steps}`
    this.tools.call(kind, argsOf(e), id, origin, this.session)
    this.waiting.push(id)
    this.state = { status: 'incomplete', reason: `the run stops on a ${kind} action without its observation` }
  }

  private observation(e: JsonObject, origin: Origin): void {
    const kind = e.observation as string
    if (kind === 'agent_state_changed') {
      const state = str(obj(e.extras)?.agent_state) ?? str(e.agent_state)
      if (state === undefined) return
      if (ENDED_NORMALLY.has(state)) this.state = { status: 'completed' }
      else if (state === 'error') {
        // Why the controller stopped the agent (`extras.reason`: "RuntimeError: Agent reached
        // maximum iteration...", "...maximum budget...", "AgentStuckInLoopError: ...").
        const why = short(obj(e.extras)?.reason) ?? short(e.reason)
        const reason = why ?? this.lastError ?? 'the agent stopped in its error state'
        this.state = { status: ITERATION_LIMIT.test(reason) ? 'max_turns' : 'error', reason }
      } else if (state === 'stopped') this.state = { status: 'aborted', reason: 'the agent was stopped' }
      return
    }
    const cause = idOf(e.cause)
    const id =
      cause !== undefined && this.tools.has(cause, this.session)
        ? cause
        : cause === undefined
          ? this.waiting[0]
          : undefined
    const failure = failureOf(e)
    if (id === undefined) {
      if (kind === 'error') {
        const message = failure ?? 'error'
        this.lastError = message
        this.emit({ event: 'error_event', kind: 'agent', message }, origin, this.session)
      }
      return
    }
    const at = this.waiting.indexOf(id)
    if (at >= 0) this.waiting.splice(at, 1)
    const extras = obj(e.extras) ?? e
    const exit = num(obj(extras.metadata)?.exit_code) ?? num(extras.exit_code)
    this.tools.result(
      id,
      {
        failed: failure !== undefined,
        message: failure,
        extra: compact({ exit_code: exit }),
        digest: outputDigest(e.content ?? e.message),
      },
      origin,
      this.session,
    )
    if (failure !== undefined && kind === 'error') this.lastError = failure
    if (this.waiting.length === 0 && this.state?.status === 'incomplete') this.state = undefined
  }

  private check(e: JsonObject, origin: Origin): void {
    const id = idOf(e.id)
    if (id !== undefined) {
      this.refs!.have(id)
      const n = Number(id)
      if (Number.isFinite(n) && (this.lowest === undefined || n < this.lowest)) this.lowest = n
    }
    const cause = idOf(e.cause)
    if (typeof e.observation === 'string' && cause !== undefined && cause !== '0') this.refs!.want(cause, origin)
    const ms = timeOf(e.timestamp)
    if (ms !== undefined) this.ctx!.integrity!.time(ms, origin, this.session)
  }

  /** After the last event; `line` is the run's line for an output.jsonl, with its metrics and error. */
  finish(line: JsonObject | undefined, origin: Origin): void {
    this.tools.end()
    if (this.refs && this.lowest !== undefined) {
      for (const m of this.refs.missing()) {
        const n = Number(m.id)
        if (Number.isFinite(n) && n < this.lowest) continue
        this.ctx!.integrity!.finding(
          { kind: 'missing_cause', detail: `an observation's cause ${quoteId(m.id)} names no event`, origin: m.origin },
          this.session,
        )
      }
    }
    const at = this.lastOrigin ?? origin
    const metrics = obj(line?.metrics)
    if (metrics && this.usageCount === 0) {
      const u = obj(metrics.accumulated_token_usage)
      const event = u
        ? tokenUsage(
            inclusiveUsage(
              num(u.prompt_tokens),
              num(u.cache_read_tokens),
              num(u.cache_write_tokens),
              num(u.completion_tokens),
            ),
            compact({ cost_usd: num(metrics.accumulated_cost) }),
          )
        : undefined
      if (event) this.emit(event, at, this.session)
    }
    const error = line ? short(line.error) : undefined
    let end = this.state
    if (error !== undefined) end = { status: ITERATION_LIMIT.test(error) ? 'max_turns' : 'error', reason: error }
    else if (end === undefined)
      end = { status: 'incomplete', reason: 'the run has no finish action and no final agent state' }
    this.emit(processEnd(end.status, end.reason), at, this.session)
  }
}

function sessionOf(line: JsonObject, lineNo: number): string {
  const id = idOf(line.instance_id)
  if (id !== undefined) return id
  const issue = obj(line.issue)
  const number = idOf(issue?.number)
  if (number !== undefined) return `issue-${number}`
  return `line-${lineNo}`
}

function isRunLine(x: unknown): boolean {
  const r = obj(x)
  return (
    r !== undefined &&
    Array.isArray(r.history) &&
    ('instance_id' in r || 'issue' in r) &&
    ('metrics' in r || 'error' in r || 'instruction' in r)
  )
}

const adapter: Adapter = {
  id: 'openhands',
  signature:
    'openhands: a JSON array of events {"id","source","action"|"observation",...} (an OpenHands trajectory), or ' +
    'lines {"instance_id"|"issue","history":[...],"metrics"} (OpenHands output.jsonl), or OpenHands V1 events ' +
    '{"kind":"ActionEvent"|"MessageEvent"|...,"id"} (a conversation folder events/event-NNNNN-*.json, a list or JSONL)',
  recognise(first) {
    if (Array.isArray(first)) {
      const e = obj(first[0])
      return e !== undefined && ((isEvent(e) && 'source' in e && 'id' in e) || isV1Event(e))
    }
    return isRunLine(first) || isV1Event(first) || isBaseState(first)
  },
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    let first = true
    let exported = false
    let v1: AdapterInstance | undefined
    return {
      record(value, line) {
        if (v1) return v1.record(value, line)
        const isFirst = first
        first = false
        if (isFirst && (isV1Event(value) || isBaseState(value) || (Array.isArray(value) && isV1Event(value[0])))) {
          v1 = v1Instance(emit, ctx)
          return v1.record(value, line)
        }
        if (isFirst && Array.isArray(value)) {
          exported = true
          const run = new Run(emit, undefined, ctx)
          value.forEach((e, index) => {
            if (!obj(e))
              throw new TraceError(ctx.source, line, `expected event ${index} to be an object, found ${typeName(e)}`)
            run.event(e, { index })
          })
          run.finish(undefined, { index: Math.max(0, value.length - 1) })
          return
        }
        if (exported)
          throw new TraceError(ctx.source, line, 'expected one OpenHands trajectory, found more JSON after it')
        const r = expectObject(ctx, value, line, 'an OpenHands run object')
        if (!Array.isArray(r.history))
          throw new TraceError(ctx.source, line, `expected \`history\` to be a list, found ${typeName(r.history)}`)
        const run = new Run(emit, sessionOf(r, line), ctx)
        r.history.forEach((e, index) => run.event(e, { line, index }))
        run.finish(r, { line, index: 0 })
      },
      end() {
        v1?.end()
      },
    }
  },
}

export default adapter

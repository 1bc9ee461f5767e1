/**
 * OpenHands V1 (the software-agent-sdk and the CLI built on it): one event per record, `kind`
 * naming its class (formats.md "Formats of late 2026", OpenHands V1 / SDK). The records come from
 * a conversation folder (`events/event-NNNNN-<uuid>.json` in order, then `base_state.json`: the
 * reader hands them one by one, src/trace/conversation.ts; the line of a record is its place in
 * the folder), from a JSON array of those events, or from JSONL, one event a line (Entire).
 *
 * - ActionEvent -> tool_call (tool = `tool_name`, args = `tool_call.arguments`, a JSON string,
 *   else the `action` without its `kind`; call_id = `tool_call_id`), every tool the agent called
 *   (the SDK's `finish` and `think` are tools too).
 * - ObservationEvent (`action_id` / `tool_call_id`) -> tool_output, failed when
 *   `observation.is_error` or a non-zero `exit_code` (-1: the command did not finish);
 *   UserRejectObservation -> a failed output, "the user rejected the action" (a person's refusal) or,
 *   with `rejection_source` "hook", "the action was blocked by a hook" (the workflow's);
 *   AgentErrorEvent -> the failed output of its call (bad arguments, an unknown tool), or an
 *   error_event when it names none.
 * - ConversationErrorEvent -> error_event, and the run ended in an error (its code and detail;
 *   `MaxIterationsReached` -> max_turns, and no provider error); Condensation ->
 *   context_event compaction. Prompts, messages, condensation requests, pauses, state updates
 *   and the LLM's logs are no events (an `execution_status` update is the run's state).
 * - `base_state.json` (`{id, agent, execution_status, stats, workspace}`): the run's end
 *   (`execution_status` finished -> completed, error / stuck -> error, paused -> aborted, any
 *   other -> incomplete), its tokens per response (`stats.usage_to_metrics.*.token_usages`;
 *   `prompt_tokens` includes the cached ones) and its working directory.
 * - Without an execution status the end is the last event: a `finish` call -> completed, an
 *   agent's message -> completed, a user's message or a call without its observation ->
 *   incomplete, a conversation error -> error.
 */
import { arr, compact, idOf, type JsonObject, num, obj, type Origin, setKey, str, typeName, withId } from '../json.js'
import { contentText, short } from '../text.js'
import { digestWhenRead, parseArgs, ToolTracker } from '../tools.js'
import { type EndStatus, inclusiveUsage, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { AdapterContext, AdapterInstance, EventSink } from '../types.js'
import { leftUnread } from '../unread.js'

/** The event classes of OpenHands V1 that are not read as events (what the run said or set). */
const QUIET = new Set([
  'SystemPromptEvent',
  'SystemPromptUpdateEvent',
  'CondensationRequest',
  'CondensationSummaryEvent',
  'PauseEvent',
  'LLMCompletionLogEvent',
  'TokenEvent',
  'HookExecutionEvent',
  'StreamingDeltaEvent',
])

const READ = new Set([
  'MessageEvent',
  'ActionEvent',
  'ObservationEvent',
  'UserRejectObservation',
  'AgentErrorEvent',
  'ConversationErrorEvent',
  'Condensation',
  'ConversationStateUpdateEvent',
  ...QUIET,
])

/** An event of OpenHands V1: a `kind` of its own, with an id. */
export function isV1Event(x: unknown): boolean {
  const e = obj(x)
  return e !== undefined && typeof e.kind === 'string' && READ.has(e.kind) && typeof e.id === 'string'
}

/** The conversation's state, `base_state.json`: its status and the agent's settings. */
export function isBaseState(x: unknown): boolean {
  const e = obj(x)
  return e !== undefined && typeof e.execution_status === 'string' && obj(e.agent) !== undefined && !('kind' in e)
}

/** The run's end from its execution status. */
function statusEnd(status: string): { status: EndStatus; reason?: string } {
  switch (status) {
    case 'finished':
      return { status: 'completed' }
    case 'error':
      return { status: 'error', reason: 'execution_status error' }
    case 'stuck':
      return { status: 'error', reason: 'execution_status stuck: the agent repeated itself and was stopped' }
    case 'paused':
      return { status: 'aborted', reason: 'execution_status paused' }
    default:
      return { status: 'incomplete', reason: `execution_status ${short(status) ?? 'unknown'}` }
  }
}

/** The arguments of an ActionEvent: its tool call's, else its action's fields. */
function argsOf(e: JsonObject): unknown {
  const call = obj(e.tool_call)
  if (call && call.arguments !== undefined) return parseArgs(call.arguments)
  const action = obj(e.action)
  if (!action) return {}
  const out: JsonObject = {}
  for (const k in action) if (k !== 'kind' && action[k] !== null) setKey(out, k, action[k])
  return out
}

/** Why an observation says its action failed, or undefined. */
function failureOf(o: JsonObject): string | undefined {
  const exit = num(o.exit_code) ?? num(obj(o.metadata)?.exit_code)
  if (o.is_error === true) return short(contentText(o.content, 600)) ?? (exit ? `exit code ${exit}` : 'the tool failed')
  if (exit === -1) return 'the command did not finish'
  if (exit !== undefined && exit !== 0) return `exit code ${exit}`
  return undefined
}

export function v1Instance(emit: EventSink, ctx: AdapterContext): AdapterInstance {
  const tools = new ToolTracker(emit)
  const models = new ModelWatch(emit)
  /** Call id per ActionEvent id, for observations that name their action. */
  const actions = new Map<string, string>()
  /** Calls made and not answered yet. */
  const open = new Set<string>()
  let end: { status: EndStatus; reason?: string; origin: Origin } | undefined
  let state: { status: EndStatus; reason?: string; origin: Origin } | undefined
  let lastOrigin: Origin | undefined
  let listed = false

  /** The call an observation answers (its action is answered once: forgotten here). */
  const callOf = (e: JsonObject): string | undefined => {
    const byAction = idOf(e.action_id)
    if (byAction !== undefined) {
      const callId = actions.get(byAction)
      if (callId !== undefined) {
        actions.delete(byAction)
        return callId
      }
    }
    return idOf(e.tool_call_id)
  }

  const answer = (callId: string | undefined, failed: string | undefined, content: unknown, origin: Origin) => {
    if (callId !== undefined) open.delete(callId)
    // The digest is worked out only if a rule or a report reads it.
    tools.result(callId, { failed: failed !== undefined, message: failed, digest: digestWhenRead(content) }, origin)
  }

  const event = (e: JsonObject, origin: Origin, line: number) => {
    lastOrigin = origin
    switch (e.kind) {
      case 'ActionEvent': {
        const call = obj(e.tool_call)
        const tool = str(e.tool_name) ?? str(call?.name) ?? null
        const callId = idOf(e.tool_call_id) ?? idOf(call?.id) ?? (e.id as string)
        actions.set(e.id as string, callId)
        open.add(callId)
        tools.call(tool, argsOf(e), callId, origin)
        end =
          tool === 'finish'
            ? { status: 'completed', origin }
            : { status: 'incomplete', reason: 'a call without its observation', origin }
        return
      }
      case 'ObservationEvent': {
        const o = obj(e.observation) ?? {}
        const callId = callOf(e)
        answer(callId, failureOf(o), o.content, origin)
        if (end?.status === 'incomplete' && open.size === 0) end = undefined
        return
      }
      case 'UserRejectObservation': {
        const reason = short(e.rejection_reason)
        // A PreToolUse hook's block is the workflow's refusal; otherwise a person said no.
        const who = e.rejection_source === 'hook' ? 'the action was blocked by a hook' : 'the user rejected the action'
        answer(callOf(e), `${who}${reason ? `: ${reason}` : ''}`, e.rejection_reason, origin)
        if (end?.status === 'incomplete' && open.size === 0) end = undefined
        return
      }
      case 'AgentErrorEvent': {
        const message = short(e.error) ?? 'the agent failed'
        const callId = idOf(e.tool_call_id)
        if (callId !== undefined && open.has(callId)) answer(callId, message, e.error, origin)
        else emit(compact({ event: 'error_event', kind: 'agent', tool: str(e.tool_name), message }), origin)
        return
      }
      case 'ConversationErrorEvent': {
        const code = short(e.code)
        const detail = short(e.detail)
        const message =
          (code && detail && !detail.includes(code) ? short(`${code}: ${detail}`) : detail) ??
          code ??
          'the conversation failed'
        // A limit of the run (MaxIterationsReached, a budget) is how it ended, not a provider failing.
        const limit = /MaxIterations|Budget/i.test(code ?? '')
        emit(compact({ event: 'error_event', kind: limit ? 'agent' : 'conversation', message }), origin)
        end = { status: /MaxIterations/i.test(code ?? '') ? 'max_turns' : 'error', reason: message, origin }
        return
      }
      case 'MessageEvent': {
        const m = obj(e.llm_message)
        if (e.source === 'agent' || m?.role === 'assistant') {
          end = { status: 'completed', origin }
        } else if (e.source === 'user') {
          end = { status: 'incomplete', reason: 'a user message without a reply after it', origin }
        }
        return
      }
      case 'Condensation':
        emit(compact({ event: 'context_event', action: 'compaction', trigger: 'condenser' }), origin)
        return
      case 'ConversationStateUpdateEvent':
        if (e.key === 'execution_status' && typeof e.value === 'string') state = { ...statusEnd(e.value), origin }
        return
      default:
        if (!QUIET.has(e.kind as string)) leftUnread(ctx, e, line)
    }
  }

  const baseState = (s: JsonObject, origin: Origin) => {
    const status = s.execution_status as string
    state = { ...statusEnd(status), origin }
    const dir = str(obj(s.workspace)?.working_dir)
    if (dir) ctx.workdir?.(dir)
    const usages = obj(obj(s.stats)?.usage_to_metrics)
    if (!usages) return
    for (const k of Object.keys(usages).sort()) {
      const metrics = obj(usages[k])
      for (const u of arr(metrics?.token_usages)) {
        const t = obj(u)
        if (!t) continue
        const model = str(t.model) ?? str(metrics?.model_name)
        models.see(model, origin, 'model')
        const usage = tokenUsage(
          inclusiveUsage(
            num(t.prompt_tokens),
            num(t.cache_read_tokens),
            num(t.cache_write_tokens),
            num(t.completion_tokens),
          ),
          compact({ model }),
        )
        if (usage) emit(usage, origin)
      }
    }
  }

  return {
    record(value, line) {
      if (listed)
        throw new TraceError(ctx.source, line, 'expected one list of OpenHands events, found more JSON after it')
      if (Array.isArray(value)) {
        listed = true
        value.forEach((e, index) => {
          const r = obj(e)
          if (!r)
            throw new TraceError(ctx.source, line, `expected event ${index} to be an object, found ${typeName(e)}`)
          event(r, withId({ index }, r.id), line)
        })
        return
      }
      const r = obj(value)
      if (!r) throw new TraceError(ctx.source, line, `expected an OpenHands event object, found ${typeName(value)}`)
      if (isBaseState(r)) return baseState(r, { line })
      event(r, withId({ line }, r.id), line)
    },
    end() {
      tools.end()
      // An error state says no more than the conversation's error that put it there (its code and detail).
      const said = end?.status === 'error' || end?.status === 'max_turns'
      const last = state?.status === 'error' && said ? end : (state ?? end)
      if (last) emit(processEnd(last.status, last.reason), last.origin)
      else if (lastOrigin) emit(processEnd('incomplete', 'the conversation has no end'), lastOrigin)
    },
  }
}

/**
 * copilot-cli: GitHub Copilot CLI's event stream, `copilot -p ... --output-format json` (JSONL),
 * and the same schema in `~/.copilot/session-state/<id>/events.jsonl` (formats.md
 * "copilot-cli"). Each line is `{type, data, id, timestamp, parentId, ephemeral?}`; the run's
 * end is `{type: "result", sessionId, exitCode, usage}` (no `data`).
 *
 * - Ephemeral records (streaming deltas, partial results, status notices) are skipped on purpose.
 * - `tool.execution_start {toolCallId, toolName, arguments}` -> tool_call;
 *   `tool.execution_complete {toolCallId, success, result {content}, error {message, code}}` ->
 *   tool_output, failed when `success` is false (or, without `success`, when it has an `error`).
 * - `assistant.message {model, outputTokens}` -> token_usage of its output tokens: `-p` output
 *   records no input or cache counts, so the format does not observe cost (the report says so).
 *   A change of model -> state_transition (also `session.model_change`).
 * - `session.error` -> error_event (provider when it has a status code); `subagent.failed` ->
 *   error_event; `session.compaction_complete` -> context_event compaction, and so is a
 *   `session.truncation` that removed messages (the runtime cut the history to its `tokenLimit`).
 * - The end: `result` exitCode 0 -> completed, another -> error. Without it, the `-p` output (the
 *   file with ephemeral records: events.jsonl keeps none) was killed -> aborted, even after a
 *   routine `session.shutdown`; the session-state file ends on its `session.shutdown` (routine ->
 *   completed, else error), and without one it was killed too (after an `abort` record, its
 *   reason). Runs appended in one file (a `session.start` or a prompt after a `result`): the last
 *   run's end is the file's. An `abort` followed by a result of exit code 0
 *   is a run that went on.
 * - The working directory: `session.start` `context.cwd`; without it, the first shell's `cwd`
 *   in a tool result (`result.contents[]` `shell_exit`).
 * - Other types the schema defines are not events; a type it does not define is left unread.
 */
import { arr, compact, expectObject, idOf, type JsonObject, num, obj, str, withId } from '../json.js'
import { errorMessage, short } from '../text.js'
import { digestWhenRead, skillInPath, type ToolRole, ToolTracker } from '../tools.js'
import { emitEnd, type LineEnd, ModelWatch, tokenUsage } from '../run.js'
import { type Adapter } from '../types.js'
import { ownRecords } from '../signature.js'
import { typeKind } from '../unread.js'

/** Types of the session-events schema that give no event. */
const QUIET = new Set([
  'session.info',
  'session.warning',
  'session.idle',
  'session.title_changed',
  'session.context_changed',
  'session.usage_info',
  'session.usage_checkpoint',
  'session.mode_changed',
  'session.plan_changed',
  'session.workspace_file_changed',
  'session.snapshot_rewind',
  'session.handoff',
  'session.resume',
  'session.task_complete',
  'session.compaction_start',
  'session.auto_mode_resolved',
  'session.mcp_servers_loaded',
  'session.mcp_server_status_changed',
  'session.skills_loaded',
  'session.tools_updated',
  'session.background_tasks_changed',
  'session.remote_steerable_changed',
  'session.import_legacy',
  'session.requested',
  'user.message',
  'pending_messages.modified',
  'system.message',
  'assistant.turn_start',
  'assistant.turn_end',
  'assistant.intent',
  'assistant.reasoning',
  'assistant.reasoning_delta',
  'assistant.message_delta',
  'assistant.message_start',
  'assistant.streaming_delta',
  'assistant.tool_call_delta',
  'assistant.usage',
  'assistant.idle',
  'tool.user_requested',
  'tool.execution_partial_result',
  'tool.execution_progress',
  'skill.invoked',
  'subagent.started',
  'subagent.completed',
  'subagent.selected',
  'subagent.deselected',
  'custom_agent.started',
  'custom_agent.completed',
  'custom_agent.selected',
  'hook.start',
  'hook.end',
  'permission.requested',
  'permission.completed',
  'elicitation.requested',
  'elicitation.completed',
  'user_input.requested',
  'user_input.completed',
  'exit_plan_mode.requested',
  'exit_plan_mode.completed',
  'model.call_start',
  'mcp.tools.list_changed',
  // Persisted to events.jsonl by newer builds (session-events.schema.json), with nothing a
  // diagnosis reads: notices, settings, schedules, permission bookkeeping. A session-state file
  // has no streaming deltas among which a few of these would pass unseen, so each must be known.
  'system.notification',
  'subagent.configured',
  'session.permissions_changed',
  'session.session_limits_changed',
  'session.mode_notice_delivered',
  'session.schedule_created',
  'session.schedule_cancelled',
  'session.schedule_rearmed',
  'session.context_cleared',
  'session.completion_receipt',
  'session.autopilot_objective_changed',
  'session.binary_asset',
  'session.canvas.recorded',
  'session.canvas.removed',
  'session.fusion_resolved',
  'session.fusion_completed',
  'session.fusion_route_failed',
  'assistant.fusion_phase_completed',
  'assistant.fusion_phase_failed',
  'tool_search.activated',
  'permission.assentDetected',
  'permission.carriedForward',
  'permission.contextualAuthorization',
  'permission.messageAuthorization',
  'permission.messageAuthorizationDegraded',
  'permission.messageAuthorizationRead',
  // An external tool's request and its dismissal: the call itself is its tool.execution_start
  // and tool.execution_complete.
  'external_tool.requested',
  'external_tool.completed',
])

/**
 * An event of the tree: a namespaced type (`session.start`, `tool.execution_start`; `abort`),
 * its data, and the `parentId` that links it (null for the first).
 */
function isEvent(x: unknown): boolean {
  const r = obj(x)
  return (
    r !== undefined &&
    typeof r.type === 'string' &&
    (r.type.includes('.') || r.type === 'abort') &&
    obj(r.data) !== undefined &&
    typeof r.id === 'string' &&
    (typeof r.parentId === 'string' || r.parentId === null)
  )
}

/** The end record of `copilot -p --output-format json`. */
function isResult(x: unknown): boolean {
  const r = obj(x)
  return r?.type === 'result' && typeof r.sessionId === 'string' && typeof r.exitCode === 'number'
}

function classify(tool: string, args: unknown): ToolRole {
  const a = obj(args)
  if (tool === 'skill' && str(a?.skill)) return { skill: str(a?.skill) }
  const skill = skillInPath(a?.command ?? a?.path)
  return skill ? { skill } : {}
}

/** The shell's working directory in a tool result (`contents[]` of type `shell_exit`). */
function shellCwd(result: JsonObject | undefined): string | undefined {
  for (const c of arr(result?.contents)) {
    const o = obj(c)
    if (o?.type === 'shell_exit' && typeof o.cwd === 'string' && o.cwd !== '') return o.cwd
  }
  return undefined
}

const adapter: Adapter = {
  id: 'copilot-cli',
  signature: 'copilot-cli: events {"type","data","id","parentId"} (copilot -p --output-format json, events.jsonl)',
  ...ownRecords(isEvent, isResult),
  observes: ['loop_control', 'skill_adherence', 'context_health', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit, classify)
    const models = new ModelWatch(emit)
    let result: LineEnd | undefined
    let shutdown: LineEnd | undefined
    let abort: string | undefined
    let lastType: string | undefined
    let lastLine = 0
    let cwdTold = false
    /** An ephemeral record was seen: the file is `-p` output, whose end is its `result` record. */
    let streamed = false

    const workdir = (path: string | undefined) => {
      if (cwdTold || path === undefined || !ctx.workdir) return
      cwdTold = true
      ctx.workdir(path)
    }

    const event = (r: JsonObject, data: JsonObject, line: number) => {
      const origin = withId({ line }, r.id)
      switch (r.type) {
        case 'tool.execution_start': {
          const callId = idOf(data.toolCallId)
          const name = str(data.toolName) ?? null
          tools.call(name, data.arguments ?? {}, callId, origin)
          return
        }
        case 'tool.execution_complete': {
          const callId = idOf(data.toolCallId)
          const err = data.error
          // `success` says it; a record without it that carries an error failed too.
          const failed = data.success === false || (data.success !== true && err !== undefined && err !== null)
          const res = obj(data.result)
          if (!failed) workdir(shellCwd(res))
          tools.result(
            callId,
            {
              failed,
              message: failed ? (errorMessage(obj(err)?.message ?? err) ?? 'tool call failed') : undefined,
              extra: compact({ error_code: failed ? str(obj(err)?.code) : undefined }),
              digest: digestWhenRead(failed ? (err ?? res?.content) : res?.content),
            },
            origin,
          )
          return
        }
        case 'assistant.message': {
          models.see(data.model, origin, 'model')
          const u = tokenUsage({ output: num(data.outputTokens) }, compact({ model: str(data.model) }))
          if (u) emit(u, origin)
          return
        }
        case 'session.start': {
          const context = obj(data.context)
          workdir(str(context?.cwd))
          models.see(data.selectedModel, origin, 'model')
          return
        }
        case 'session.model_change':
          models.see(data.newModel, origin, 'model_change')
          return
        case 'session.error': {
          const status = num(data.statusCode)
          emit(
            compact({
              event: 'error_event',
              kind: status !== undefined ? 'provider' : 'agent',
              status_code: status,
              name: str(data.errorType),
              message: short(data.message) ?? short(data.errorType) ?? 'session error',
            }),
            origin,
          )
          return
        }
        case 'subagent.failed':
        case 'custom_agent.failed':
          emit(
            {
              event: 'error_event',
              kind: 'agent',
              message: short(data.error) ?? short(data.agentName) ?? 'subagent failed',
            },
            origin,
          )
          return
        case 'session.truncation': {
          // The runtime cut messages from the history to fit the model's window: a compaction.
          // A truncation that removed nothing cut nothing.
          const removed = num(data.messagesRemovedDuringTruncation) ?? num(data.tokensRemovedDuringTruncation) ?? 0
          if (removed > 0)
            emit(
              compact({
                event: 'context_event',
                action: 'compaction',
                trigger: 'truncation',
                tokens_before: num(data.preTruncationTokensInMessages),
                context_window: num(data.tokenLimit),
              }),
              origin,
            )
          return
        }
        case 'session.compaction_complete':
          emit(
            compact({
              event: 'context_event',
              action: 'compaction',
              tokens_before: num(data.preCompactionTokens),
            }),
            origin,
          )
          return
        case 'session.shutdown': {
          const kind = str(data.shutdownType)
          shutdown =
            kind === 'routine' || kind === undefined
              ? { status: 'completed', line }
              : { status: 'error', reason: short(data.errorReason) ?? `shutdown: ${short(kind)}`, line }
          return
        }
        case 'abort':
          abort = short(data.reason) ?? 'abort'
          return
        default:
          if (!QUIET.has(r.type as string))
            ctx.unread?.(line, typeKind(r.type), typeof r.type === 'string' && r.type.startsWith('tool.'))
      }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a Copilot event')
        lastLine = line
        if (r.ephemeral === true) {
          streamed = true
          return
        }
        lastType = typeof r.type === 'string' ? r.type : undefined
        if (r.type === 'result') {
          const exit = num(r.exitCode)
          result =
            exit === 0
              ? { status: 'completed', line }
              : {
                  status: 'error',
                  reason: exit === undefined ? 'the result has no exit code' : `exit code ${exit}`,
                  line,
                }
          return
        }
        const data = obj(r.data)
        if (!data) {
          ctx.unread?.(line, typeKind(r.type), false)
          return
        }
        // Work after an abort: the run went on.
        if (r.type === 'user.message' || r.type === 'assistant.turn_start') abort = undefined
        // A run appended after one that ended (its session's start, or a prompt after the result):
        // the file ends as its last run does.
        if (result && (r.type === 'session.start' || r.type === 'user.message')) {
          result = undefined
          shutdown = undefined
        }
        event(r, data, line)
      },
      end() {
        tools.end()
        if (result) return emitEnd(emit, result)
        if (shutdown && (!streamed || shutdown.status !== 'completed')) return emitEnd(emit, shutdown)
        if (lastLine === 0) return
        emitEnd(emit, {
          status: 'aborted',
          reason: abort
            ? `aborted (${abort}) with no result record`
            : 'no result record: the run was killed' +
              (lastType ? ` (its last event: ${short(lastType)})` : ' before it began'),
          line: lastLine,
        })
      },
    }
  },
}

export default adapter

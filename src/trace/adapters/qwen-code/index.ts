/**
 * qwen-code: Qwen Code. Two shapes (formats.md "qwen-code"), told apart record by record:
 *
 * `qwen -p --output-format stream-json`: Claude's stream (claude-messages.ts) with Qwen's init.
 * - `system` `init` (`qwen_code_version`) -> the working directory (`cwd`) and the model;
 * - `assistant` / `user` messages as Claude's: tool_use -> tool_call, tool_result -> tool_output
 *   (failed when `is_error`); `stream_event` records (--include-partial-messages) repeat what
 *   the messages hold and are skipped;
 * - an assistant text `[API Error: ...]` -> error_event (kind model): the provider failed;
 * - `result`: success -> completed, error_max_turns -> max_turns, any other subtype or
 *   `is_error` -> error; a `result` marked success after an API error the agent never answered
 *   past is a provider failure (error). Its usage counts only when no reply carried usage. Runs
 *   appended in one file (an init after a result): the last run's end is the file's.
 *
 * The chat recording (`~/.qwen/projects/<slug>/chats/<sessionId>.jsonl`): `{uuid, parentUuid,
 * sessionId, type, cwd, message {role, parts}}` with Gemini parts.
 * - `assistant`: `functionCall` parts -> tool_call; `usageMetadata` -> token_usage (the prompt
 *   count includes the cached tokens; thoughts are output); `model` -> a change is reported;
 * - `tool_result`: `functionResponse` parts -> tool_output, failed when the response holds an
 *   `error` or `toolCallResult.status` is `error`, or when Qwen's tool telemetry
 *   (`qwen-code.tool_call`, success false or status error / cancelled) said so for that tool
 *   just before;
 * - `system`: `chat_compression` -> context_event compaction; `ui_telemetry`
 *   `qwen-code.api_error` -> error_event (kind model); other system records are Qwen's own
 *   bookkeeping. No end record: how the run ended is how the conversation stands after its last
 *   message (a reply without calls: completed).
 *
 * A record of another type is left unread (`ctx.unread`).
 */
import { arr, compact, expectObject, idOf, type JsonObject, num, obj, type Origin, str, withId } from '../json.js'
import { contentText, errorMessage, short } from '../text.js'
import { digestWhenRead, ToolTracker } from '../tools.js'
import { type EndStatus, inclusiveUsage, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { ClaudeMessages, compactionEvent } from '../claude-messages.js'
import { type Adapter } from '../types.js'
import { ownRecords } from '../signature.js'

/** Qwen's stream init: Claude's init line with `qwen_code_version`. */
function isQwenInit(x: unknown): boolean {
  const r = obj(x)
  return r?.type === 'system' && r.subtype === 'init' && 'qwen_code_version' in r
}

/**
 * A chat recording record: Claude Code's `parentUuid` and `sessionId`, with Gemini's
 * `message.parts`, or a `system` record's `systemPayload` (telemetry, compression, snapshots),
 * which Claude Code never writes.
 */
function isChatRecord(x: unknown): boolean {
  const r = obj(x)
  return (
    r !== undefined &&
    'parentUuid' in r &&
    typeof r.sessionId === 'string' &&
    (Array.isArray(obj(r.message)?.parts) || (r.type === 'system' && obj(r.systemPayload) !== undefined))
  )
}

const API_ERROR = '[API Error'

/** The `[API Error: ...]` a reply's text starts with, or undefined. */
function apiErrorOf(text: string): string | undefined {
  const t = text.trimStart()
  return t.startsWith(API_ERROR) ? (short(t) ?? API_ERROR) : undefined
}

interface Outcome {
  status: EndStatus
  reason?: string
  origin: Origin
}

const adapter: Adapter = {
  id: 'qwen-code',
  signature:
    'qwen-code: a {"type":"system","subtype":"init","qwen_code_version"} line (qwen -p --output-format ' +
    'stream-json), or chat records {"parentUuid","sessionId","message":{"parts"}} (a Qwen Code chat recording)',
  ...ownRecords(isQwenInit, isChatRecord),
  outranks: ['claude-stream', 'claude-code'],
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    // The stream: Claude's messages.
    let conv: ClaudeMessages | undefined
    let result: { r: JsonObject; origin: Origin } | undefined
    let lastOrigin: Origin | undefined
    // The chat recording.
    let tools: ToolTracker | undefined
    const models = new ModelWatch(emit)
    let last: Outcome | undefined
    let workdir = false
    /** Tools whose telemetry said they failed, waiting for their result: name -> message. */
    const telemetryFailed = new Map<string, string>()
    /** An API error telemetry record since the last reply (the reply's `[API Error]` text says it again). */
    let apiErrorTold = false

    const cwd = (r: JsonObject) => {
      if (workdir) return
      const d = str(r.cwd)
      if (d) {
        workdir = true
        ctx.workdir?.(d)
      }
    }

    const streamRecord = (r: JsonObject, origin: Origin, line: number) => {
      conv ??= new ClaudeMessages(emit)
      if (r.type !== 'stream_event') lastOrigin = origin
      switch (r.type) {
        case 'system':
          if (r.subtype === 'init') {
            // A run appended after one that ended: the file ends as its last run does.
            result = undefined
            cwd(r)
            conv.models(false).see(r.model, origin, 'init')
          } else if (r.subtype === 'compact_boundary') emit(compactionEvent(r, 'snake'), origin)
          return
        case 'assistant': {
          const m = obj(r.message)
          if (!m) return
          const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined
          conv.assistant(m, origin, { side, apiError: apiErrorOf(contentText(m.content, 400)) })
          return
        }
        case 'user': {
          const m = obj(r.message)
          const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined
          if (m) conv.user(m, origin, { side })
          return
        }
        case 'result':
          result = { r, origin }
          return
        case 'stream_event':
          return
        default:
          ctx.unread?.(line, `type ${short(r.type) ?? '?'}`, 'tool_use_id' in r || 'toolName' in r)
      }
    }

    const streamEnd = () => {
      if (!conv) return
      conv.flush()
      const stood = conv.last
      if (!result) {
        conv.end()
        if (stood?.status === 'error') emit(processEnd('error', stood.reason), stood.origin)
        else if (lastOrigin)
          emit(processEnd('incomplete', 'the stream has no result record (was the run stopped?)'), lastOrigin)
        return
      }
      const { r, origin } = result
      const u = obj(r.usage)
      if (u && conv.usageCount === 0) conv.count(u, origin, { source: 'result' })
      for (const d of arr(r.permission_denials)) {
        const denial = obj(d)
        const callId = idOf(denial?.tool_use_id)
        if (callId !== undefined && conv.failedCalls.has(callId)) continue
        emit(
          compact({
            event: 'error_event',
            kind: 'permission_denied',
            tool: str(denial?.tool_name) ?? null,
            call_id: callId ?? null,
            message: 'permission denied',
          }),
          origin,
        )
      }
      conv.end()
      const subtype = str(r.subtype) ?? (r.is_error === true ? 'error' : 'success')
      const failed = subtype !== 'success' || r.is_error === true
      if (failed) {
        const reason = short(arr(r.errors)[0]) ?? short(obj(r.error)?.message) ?? short(r.result) ?? subtype
        emit({ event: 'error_event', kind: 'result', subtype, message: reason }, origin)
        emit(
          compact({
            ...processEnd(subtype === 'error_max_turns' ? 'max_turns' : 'error', reason),
            num_turns: num(r.num_turns),
          }),
          origin,
        )
      } else if (stood?.status === 'error') {
        // Qwen answers an API failure with `[API Error: ...]` text and a result marked success.
        emit(
          processEnd('error', `the provider failed (${stood.reason ?? 'API error'}); the result says success`),
          origin,
        )
      } else emit(compact({ event: 'process_end', status: 'completed', num_turns: num(r.num_turns) }), origin)
    }

    const chatRecord = (r: JsonObject, origin: Origin, line: number) => {
      tools ??= new ToolTracker(emit)
      cwd(r)
      const m = obj(r.message)
      const parts = arr(m?.parts)
      switch (r.type) {
        case 'user': {
          let results = 0
          for (const p of parts) if (obj(p)?.functionResponse) results++
          if (results > 0) return toolResults(r, parts, origin)
          if (partsText(parts).trim() !== '')
            last = { status: 'incomplete', reason: 'a user message without a reply after it', origin }
          return
        }
        case 'assistant': {
          models.see(r.model, origin, 'model')
          const usage = obj(r.usageMetadata)
          if (usage) {
            const output = (num(usage.candidatesTokenCount) ?? 0) + (num(usage.thoughtsTokenCount) ?? 0)
            const e = tokenUsage(
              inclusiveUsage(
                num(usage.promptTokenCount),
                num(usage.cachedContentTokenCount),
                undefined,
                output,
                num(usage.totalTokenCount),
              ),
              compact({ model: str(r.model) }),
            )
            if (e) emit(e, origin)
          }
          let calls = 0
          for (const p of parts) {
            const call = obj(obj(p)?.functionCall)
            if (!call) continue
            calls++
            tools.call(str(call.name) ?? null, call.args ?? {}, idOf(call.id), origin)
          }
          const apiError = apiErrorOf(partsText(parts))
          if (apiError !== undefined) {
            if (!apiErrorTold) emit({ event: 'error_event', kind: 'model', message: apiError }, origin)
            last = { status: 'error', reason: apiError, origin }
          } else if (calls > 0) last = { status: 'incomplete', reason: 'a tool call without a result after it', origin }
          else last = { status: 'completed', origin }
          apiErrorTold = false
          return
        }
        case 'tool_result':
          return toolResults(r, parts, origin)
        case 'system':
          return system(r, origin)
        default:
          ctx.unread?.(
            line,
            `type ${short(r.type) ?? '?'}`,
            parts.some((p) => obj(p)?.functionCall !== undefined),
          )
      }
    }

    const toolResults = (r: JsonObject, parts: unknown[], origin: Origin) => {
      const info = obj(r.toolCallResult)
      for (const p of parts) {
        const fr = obj(obj(p)?.functionResponse)
        if (!fr) continue
        const name = str(fr.name)
        const response = obj(fr.response)
        const error = response?.error
        const told = name === undefined ? undefined : telemetryFailed.get(name)
        if (name !== undefined) telemetryFailed.delete(name)
        const failed =
          (error !== undefined && error !== null && error !== '') || str(info?.status) === 'error' || told !== undefined
        tools!.result(
          idOf(fr.id) ?? idOf(info?.callId),
          {
            failed,
            tool: name,
            message: failed
              ? (errorMessage(error) ?? short(info?.resultDisplay) ?? told ?? 'tool call failed')
              : undefined,
            digest: digestWhenRead(response?.output ?? error ?? response),
          },
          origin,
        )
      }
      last = { status: 'incomplete', reason: 'a tool result without a reply after it', origin }
    }

    const system = (r: JsonObject, origin: Origin) => {
      if (r.subtype === 'chat_compression') {
        const p = obj(r.systemPayload)
        const info = obj(p?.info) ?? p
        emit(
          compact({
            event: 'context_event',
            action: 'compaction',
            tokens_before: num(info?.originalTokenCount),
            tokens_after: num(info?.newTokenCount),
          }),
          origin,
        )
        return
      }
      if (r.subtype !== 'ui_telemetry') return
      const ui = obj(obj(r.systemPayload)?.uiEvent)
      const name = ui?.['event.name']
      // A call failed when its telemetry says so: `success: false`, or a `status` of `error` or
      // `cancelled` (the record may carry either).
      if (
        name === 'qwen-code.tool_call' &&
        ui &&
        (ui.success === false || ui.status === 'error' || ui.status === 'cancelled')
      ) {
        const tool = str(ui.function_name)
        if (tool) telemetryFailed.set(tool, short(ui.error) ?? 'tool call failed')
      } else if (name === 'qwen-code.api_error' && ui) {
        apiErrorTold = true
        emit(
          compact({
            event: 'error_event',
            kind: 'model',
            status_code: num(ui.status_code),
            message: short(ui.error_message) ?? short(ui.error) ?? 'API error',
          }),
          origin,
        )
      }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a Qwen Code record')
        const origin = withId({ line }, r.uuid)
        if (tools === undefined && (conv !== undefined || 'session_id' in r)) streamRecord(r, origin, line)
        else chatRecord(r, origin, line)
      },
      end() {
        if (conv) return streamEnd()
        if (!tools) return
        tools.end()
        if (last) emit(processEnd(last.status, last.reason), last.origin)
      },
    }
  },
}

/** The text of Gemini parts (thoughts left out), up to a few hundred characters. */
function partsText(parts: unknown[]): string {
  let out = ''
  for (const p of parts) {
    const part = obj(p)
    if (part && part.thought !== true && typeof part.text === 'string') out += part.text
    if (out.length > 400) break
  }
  return out
}

export default adapter

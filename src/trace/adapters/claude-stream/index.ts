/**
 * claude-stream: `claude -p --output-format stream-json` (JSONL), or the same messages as one
 * JSON array (claude-code-action's execution file, `claude-execution-output.json`).
 *
 * Messages (assistant / user) as in claude-messages.ts, plus:
 * - `system` `init` -> the model; `system` `compact_boundary` -> context_event compaction
 *   (compact_metadata.pre_tokens); `system` `api_retry` -> retry_event; `system` `api_error` (a
 *   failed call Claude Code retries, as its transcript writes it) -> retry_event, and a run that
 *   ends on it, with no reply after it, ended in an error whatever its result says.
 * - `result`: a subtype other than `success` (or `is_error: true`) -> error_event; each entry of
 *   `permission_denials` -> error_event, unless that call's tool_result already failed (Claude
 *   Code answers a denied call with an error tool_result too: one error, not two).
 *   The result's `usage` is the run's total: it is counted only when no reply carried usage.
 * - `system` `permission_denied` (a call refused by a deny rule, the permission mode or the
 *   auto-mode classifier) -> error_event permission_denied at the run's end, unless that call's
 *   tool_result already failed; the result's `permission_denials` name the same calls (one
 *   error per call).
 * - process_end from the result (its keys in any order; with several results, `result_index`,
 *   the last): success -> completed; error_max_turns -> max_turns; error_during_execution,
 *   error_max_budget_usd and other error subtypes -> error; the reason quotes the subtype and
 *   the first of `errors`. A `terminal_reason` other than `completed` says how it stopped:
 *   aborted_streaming, aborted_tools, interrupted... -> aborted (no error_event: the person or
 *   the host stopped it); max_turns -> max_turns; any other (budget_exhausted) -> error.
 *   No result message (the run was cut off) -> incomplete.
 * - Recognised from an init or a result line or a message of the stream among the first
 *   records, after any hook records, rate-limit notices (`rate_limit_event`), partial messages
 *   (`stream_event`) and `system` notices (`thinking_tokens`, `permission_denied`); an init a
 *   workflow stripped of its tools and cwd is still Claude's (`uuid`, or no `cwd` at all).
 * - Hook records (`system` `hook_started` / `hook_response`, Claude Code 2.1+) may come before
 *   `init`; they are not events.
 * - Several runs back to back (init ... result, init ... result, init ...): one session per run.
 *   The first run's events are emitted without a session name and the later ones as `run-2`,
 *   `run-3`...; when there were several, `firstSession()` names the first `run-1`.
 */
import {
  arr,
  compact,
  expectObject,
  idOf,
  type JsonObject,
  num,
  obj,
  type Origin,
  str,
  typeName,
  withId,
} from '../json.js'
import { short } from '../text.js'
import { ClaudeMessages, compactionEvent } from '../claude-messages.js'
import { TraceError } from '../../read.js'
import { leftUnread } from '../unread.js'
import { type Adapter, type EventSink, FIT, FULL_TRANSCRIPT, SAMPLE_RECORDS } from '../types.js'

function isInit(x: unknown): boolean {
  const r = obj(x)
  return r?.type === 'system' && r.subtype === 'init'
}

/** A stream-json message that is not the init line (a stream cut at its start). */
function isStreamMessage(x: unknown): boolean {
  const r = obj(x)
  return (
    (r?.type === 'assistant' || r?.type === 'user' || r?.type === 'result') &&
    typeof r.session_id === 'string' &&
    'parent_tool_use_id' in r
  )
}

/** A `result` line: the run's end, whatever the order of its keys. */
function isResult(x: unknown): boolean {
  const r = obj(x)
  return r?.type === 'result' && typeof r.session_id === 'string' && ('subtype' in r || 'is_error' in r)
}

/**
 * Records Claude's stream may open with before its init (or without one, when a workflow cut or
 * redacted it): rate-limit notices, partial messages, and `system` notices (`thinking_tokens`,
 * `permission_denied`, ...). They settle nothing alone.
 */
function isPreamble(x: unknown): boolean {
  const r = obj(x)
  if (r === undefined || typeof r.session_id !== 'string' || 'parentUuid' in r) return false
  return r.type === 'rate_limit_event' || r.type === 'stream_event' || (r.type === 'system' && !isInit(r))
}

/**
 * A hook record (`system` `hook_started` / `hook_response`): since Claude Code 2.1 these come
 * before `init` when hooks are configured.
 */
function isHook(x: unknown): boolean {
  const r = obj(x)
  return (
    r?.type === 'system' &&
    typeof r.subtype === 'string' &&
    r.subtype.startsWith('hook_') &&
    typeof r.session_id === 'string'
  )
}

/**
 * The record types Claude Code writes to its stream (the Agent SDK's messages): a stream whose
 * first records hold another type is another agent's that begins like Claude's (Cursor CLI's
 * `tool_call` and `thinking`, Factory Droid's `message`, `tool_call` and `tool_result`).
 */
const STREAM_TYPES = new Set([
  'system',
  'assistant',
  'user',
  'result',
  'stream_event',
  'rate_limit_event',
  'tool_progress',
  'tool_use_summary',
  'auth_status',
  'prompt_suggestion',
  'keep_alive',
])

/**
 * Whether a record says it is another agent's, though shaped like Claude's: a type Claude does
 * not write, an init with another agent's version (Qwen Code's `qwen_code_version`), or an Amp
 * thread id (`T-...`; Amp writes Claude's stream under its own name).
 */
function foreign(x: unknown): boolean {
  const r = obj(x)
  if (!r) return false
  if (typeof r.type !== 'string' || !STREAM_TYPES.has(r.type)) return true
  if (typeof r.session_id === 'string' && r.session_id.startsWith('T-')) return true
  if (r.type === 'system' && r.subtype === 'init') {
    for (const k in r) if (k.endsWith('_version') && k !== 'claude_code_version') return true
    return !claudeInit(r)
  }
  return false
}

/**
 * Claude Code's init: it lists its `tools`, with one of the fields only Claude writes there
 * (Cursor CLI's init lists no tools; Factory Droid's has none of these fields).
 */
function claudeInit(r: JsonObject): boolean {
  if ('mcp_servers' in r || 'claude_code_version' in r || 'slash_commands' in r || 'output_style' in r || 'uuid' in r)
    return true
  if (Array.isArray(r.tools)) return 'permissionMode' in r || 'apiKeySource' in r || 'uuid' in r
  // An init a workflow stripped of its tools and cwd (Cursor's, which also lists no tools,
  // always names its cwd).
  return !('cwd' in r) && typeof r.session_id === 'string'
}

/** The stream's messages as recognition sees them: the first records, or a JSON list's first items. */
function firstMessages(records: readonly unknown[]): readonly unknown[] {
  return records.length === 1 && Array.isArray(records[0]) ? records[0].slice(0, SAMPLE_RECORDS) : records
}

const adapter: Adapter = {
  id: 'claude-stream',
  signature:
    'claude-stream: a first message {"type":"system","subtype":"init"}, after any hook records (claude -p ' +
    '--output-format stream-json, or a JSON array of those messages)',
  recognise(first) {
    const r = Array.isArray(first) ? first[0] : first
    return (isInit(r) || isStreamMessage(r) || isResult(r) || isHook(r) || isPreamble(r)) && !foreign(r)
  },
  fit({ records }) {
    // Hook records, rate-limit notices, partial messages and system notices may come first; an
    // init line, a result line or a message of the stream settles it, unless a first record is
    // of a type Claude does not write: another agent's stream that begins like Claude's is at
    // most a weak fit (enough for --format claude-stream, which then refuses it for the records
    // it leaves unread).
    const messages = firstMessages(records)
    let fit: number = messages.length > 0 ? FIT.LIKELY : FIT.NONE
    for (const r of messages) {
      if (isInit(r) || isStreamMessage(r) || isResult(r)) {
        fit = FIT.SIGNATURE
        break
      }
      if (!isHook(r) && !isPreamble(r)) return FIT.NONE
    }
    if (fit === FIT.NONE) return fit
    for (const r of messages) if (foreign(r)) return FIT.WEAK
    return fit
  },
  observes: FULL_TRANSCRIPT,
  create(emit, ctx) {
    // One run at a time: a stream file may hold several runs back to back, each from its
    // `system/init` (after any hook records) to its `result`.
    let runs = 0
    let run = newRun()
    let first = true

    function newRun() {
      runs++
      const session = runs === 1 ? undefined : `run-${runs}`
      const runEmit: EventSink = (event, origin) => emit(event, origin, session)
      return {
        emit: runEmit,
        conv: new ClaudeMessages(runEmit),
        result: undefined as { r: JsonObject; origin: Origin } | undefined,
        lastOrigin: undefined as Origin | undefined,
        /** An init or a message of this run was seen. */
        begun: false,
        /** Calls a `system` `permission_denied` record refused: call id (or a place) -> tool and message. */
        denied: new Map<string, { tool?: string; callId?: string; message?: string; origin: Origin }>(),
      }
    }

    const message = (value: unknown, at: Origin, line: number) => {
      const r = expectObject(ctx, value, line, 'a stream-json message object')
      const origin = withId(at, r.uuid)
      if (isInit(r) && run.begun) {
        finish()
        run = newRun()
      }
      if (r.type === 'assistant' || r.type === 'user' || r.type === 'result' || isInit(r)) run.begun = true
      run.lastOrigin = origin
      const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined
      switch (r.type) {
        case 'assistant': {
          const m = obj(r.message)
          if (!m) return
          // A synthetic reply for a failed API call: the SDK's `error`, Claude Code's `apiError`
          // (`autocompact_thrashing`: the context refilled after every compaction).
          const failed = str(r.apiError) ?? str(r.error)
          const apiError = failed ? `API error: ${failed}` : undefined
          run.conv.assistant(m, origin, { side, apiError })
          return
        }
        case 'user': {
          const m = obj(r.message)
          if (m) run.conv.user(m, origin, { side })
          return
        }
        case 'system':
          return system(r, origin)
        case 'result':
          run.result = { r, origin }
          return
        default:
          // Partial messages and notices of Claude's stream carry nothing the reply does not.
          if (typeof r.type !== 'string' || !STREAM_TYPES.has(r.type)) leftUnread(ctx, r, line)
          return
      }
    }

    function system(r: JsonObject, origin: Origin): void {
      const emit = run.emit
      switch (r.subtype) {
        case 'init':
          run.conv.models(false).see(r.model, origin, 'init')
          // The run's working directory: the files it names are relative to it.
          if (ctx.workdir && typeof r.cwd === 'string' && r.cwd !== '') ctx.workdir(r.cwd)
          return
        case 'compact_boundary':
          emit(compactionEvent(r, 'snake'), origin)
          return
        case 'permission_denied': {
          // A call refused by a deny rule, the permission mode or the auto-mode classifier; its
          // error tool_result follows. One error per call, told at the run's end.
          const callId = idOf(r.tool_use_id)
          run.denied.set(callId ?? `@${run.denied.size}`, {
            tool: str(r.tool_name),
            callId,
            message: short(r.decision_reason) ?? short(r.message),
            origin,
          })
          return
        }
        case 'api_retry':
          emit(
            compact({
              event: 'retry_event',
              kind: 'provider',
              attempt: num(r.attempt),
              max_retries: num(r.max_retries),
              status_code: num(r.error_status),
              message: short(r.error),
            }),
            origin,
          )
          return
        case 'api_error': {
          // Claude Code's record of a failed API call it retries (as in its transcript): a reply
          // after it answers; none, and the run ended on it, whatever its result says.
          const err = obj(r.error)
          const status = num(err?.status)
          const message = short(err?.message) ?? short(obj(obj(err?.error)?.error)?.message) ?? short(r.content)
          emit(
            compact({
              event: 'retry_event',
              kind: 'provider',
              attempt: num(r.retryAttempt),
              max_retries: num(r.maxRetries),
              status_code: status,
              message,
            }),
            origin,
          )
          const code = status !== undefined && status > 0 ? ` ${status}` : ''
          run.conv.apiFailed(
            r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined,
            `the API call failed${code} and no reply came after it${message ? `: ${message}` : ''}`,
            origin,
          )
          return
        }
        default:
          return
      }
    }

    /** The end of the current run: its outcome from its result, or an unfinished run. */
    const finish = () => {
      const { conv, emit, result, lastOrigin } = run
      conv.flush()
      // Denials the stream told of as they happened, whose call did not fail by its own result.
      const denials = new Set<string>()
      for (const d of run.denied.values()) {
        if (d.callId !== undefined) {
          denials.add(d.callId)
          if (conv.failedCalls.has(d.callId)) continue
        }
        emit(
          compact({
            event: 'error_event',
            kind: 'permission_denied',
            tool: d.tool ?? null,
            call_id: d.callId ?? null,
            message: d.message ? `permission denied: ${d.message}` : 'permission denied',
          }),
          d.origin,
        )
      }
      // A run whose last reply is a failed API call ended on it, whatever its result says.
      const apiEnd = conv.last?.api ? conv.last : undefined
      if (!result) {
        conv.end()
        if (lastOrigin && run.begun)
          emit(
            compact({
              event: 'process_end',
              status: apiEnd ? 'error' : 'incomplete',
              reason:
                apiEnd?.reason ??
                (runs > 1
                  ? `run ${runs} of the stream has no result message (was the run stopped?)`
                  : 'the stream has no result message (was the run stopped?)'),
            }),
            lastOrigin,
          )
        return
      }
      const { r, origin } = result
      const u = obj(r.usage)
      if (u && conv.usageCount === 0) conv.count(u, origin, { source: 'result' })
      for (const d of arr(r.permission_denials)) {
        const denial = obj(d)
        const callId = idOf(denial?.tool_use_id)
        if (callId !== undefined && (conv.failedCalls.has(callId) || denials.has(callId))) continue
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
      const subtype = str(r.subtype) ?? (r.is_error === true ? 'error' : 'success')
      const terminal = str(r.terminal_reason)
      const stopped = terminal !== undefined && terminal !== 'completed' ? terminal : undefined
      const failed = subtype !== 'success' || r.is_error === true || stopped !== undefined
      // The recorded subtype is quoted in the reason whenever it is not success.
      const error = short(arr(r.errors)[0])
      const reason =
        subtype !== 'success'
          ? error && !error.includes(subtype)
            ? short(`${subtype}: ${error}`)
            : subtype
          : failed
            ? stopped !== undefined && r.is_error !== true
              ? stopped
              : (error ?? short(r.result) ?? stopped)
            : undefined
      // Stopped by the person or the host (terminal_reason aborted_streaming, aborted_tools,
      // interrupted...) rather than by an error of its own.
      const aborted = stopped !== undefined && /abort|interrupt|cancel/.test(stopped)
      if (failed && !aborted)
        emit(compact({ event: 'error_event', kind: 'result', subtype, message: reason ?? 'the run failed' }), origin)
      const status = !failed
        ? apiEnd
          ? 'error'
          : 'completed'
        : subtype === 'error_max_turns' || stopped === 'max_turns'
          ? 'max_turns'
          : aborted
            ? 'aborted'
            : 'error'
      conv.end()
      emit(
        compact({
          event: 'process_end',
          status,
          reason: failed ? reason : apiEnd?.reason,
          num_turns: num(r.num_turns),
          // What a run stopped at its budget had spent (`--max-budget-usd`).
          cost_usd: failed ? num(r.total_cost_usd) : undefined,
        }),
        origin,
      )
    }

    return {
      record(value, line) {
        const isFirst = first
        first = false
        if (isFirst && Array.isArray(value)) {
          for (let i = 0; i < value.length; i++) {
            const item = value[i]
            if (item === null || typeof item !== 'object' || Array.isArray(item)) {
              throw new TraceError(ctx.source, line, `expected message ${i} to be an object, found ${typeName(item)}`)
            }
            message(item, { index: i }, line)
          }
          return
        }
        message(value, { line }, line)
      },
      end() {
        finish()
      },
      firstSession() {
        return runs > 1 ? 'run-1' : undefined
      },
    }
  },
}

export default adapter

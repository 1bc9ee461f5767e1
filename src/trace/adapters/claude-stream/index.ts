/**
 * claude-stream: `claude -p --output-format stream-json` (JSONL), or the same messages as one
 * JSON array (claude-code-action's execution file, `claude-execution-output.json`).
 *
 * Messages (assistant / user) as in claude-messages.ts, plus:
 * - `system` `init` -> the model; `system` `compact_boundary` -> context_event compaction
 *   (compact_metadata.pre_tokens); `system` `api_retry` -> retry_event.
 * - `result`: a subtype other than `success` (or `is_error: true`) -> error_event; each entry of
 *   `permission_denials` -> error_event, unless that call's tool_result already failed (Claude
 *   Code answers a denied call with an error tool_result too: one error, not two).
 *   The result's `usage` is the run's total: it is counted only when no reply carried usage.
 * - process_end from the result: success -> completed; error_max_turns -> max_turns;
 *   error_during_execution and other error subtypes -> error. No result message (the run was
 *   cut off) -> incomplete.
 */
import {
  arr,
  compact,
  expectObject,
  idOf,
  num,
  obj,
  short,
  str,
  typeName,
  type JsonObject,
  type Origin,
} from '../common.js'
import { ClaudeMessages } from '../claude-messages.js'
import { TraceError } from '../../read.js'
import type { Adapter } from '../types.js'

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

const adapter: Adapter = {
  id: 'claude-stream',
  signature:
    'claude-stream: a first message {"type":"system","subtype":"init"} (claude -p --output-format stream-json, or a JSON array of those messages)',
  recognise(first) {
    if (Array.isArray(first)) return isInit(first[0]) || isStreamMessage(first[0])
    return isInit(first) || isStreamMessage(first)
  },
  observes: [
    'loop_control',
    'memory_integrity',
    'context_health',
    'cost_efficiency',
    'skill_adherence',
    'task_completion',
  ],
  create(emit, ctx) {
    const conv = new ClaudeMessages(emit)
    let result: { r: JsonObject; origin: Origin } | undefined
    let lastOrigin: Origin | undefined
    let first = true

    const message = (value: unknown, origin: Origin, line: number) => {
      const r = expectObject(ctx, value, line, 'a stream-json message object')
      lastOrigin = origin
      const side = r.parent_tool_use_id !== null && r.parent_tool_use_id !== undefined
      switch (r.type) {
        case 'assistant': {
          const m = obj(r.message)
          if (!m) return
          const apiError = str(r.error) ? `API error: ${str(r.error)}` : undefined
          conv.assistant(m, origin, { side, apiError })
          return
        }
        case 'user': {
          const m = obj(r.message)
          if (m) conv.user(m, origin, { side })
          return
        }
        case 'system':
          return system(r, origin)
        case 'result':
          result = { r, origin }
          return
        default:
          return
      }
    }

    function system(r: JsonObject, origin: Origin): void {
      switch (r.subtype) {
        case 'init':
          conv.models(false).see(r.model, origin, 'init')
          return
        case 'compact_boundary': {
          const meta = obj(r.compact_metadata) ?? obj(r.compactMetadata)
          emit(
            compact({
              event: 'context_event',
              action: 'compaction',
              trigger: str(meta?.trigger),
              tokens_before: num(meta?.pre_tokens) ?? num(meta?.preTokens),
            }),
            origin,
          )
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
        default:
          return
      }
    }

    const finish = () => {
      conv.flush()
      if (!result) {
        conv.end()
        if (lastOrigin)
          emit(
            {
              event: 'process_end',
              status: 'incomplete',
              reason: 'the stream has no result message (was the run stopped?)',
            },
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
      const subtype = str(r.subtype) ?? (r.is_error === true ? 'error' : 'success')
      const failed = subtype !== 'success' || r.is_error === true
      const reason =
        short(arr(r.errors)[0]) ??
        (subtype !== 'success' ? subtype : undefined) ??
        (failed ? short(r.result) : undefined)
      if (failed)
        emit(compact({ event: 'error_event', kind: 'result', subtype, message: reason ?? 'the run failed' }), origin)
      const status = !failed ? 'completed' : subtype === 'error_max_turns' ? 'max_turns' : 'error'
      conv.end()
      emit(
        compact({ event: 'process_end', status, reason: failed ? reason : undefined, num_turns: num(r.num_turns) }),
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
    }
  },
}

export default adapter

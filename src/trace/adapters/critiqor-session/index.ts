/**
 * critiqor-session: Critiqor's session log, `{session_id, run_id, schema_version:
 * "critiqor.session.v1", events_file, events[], metrics}`, or its events file (JSONL, one event
 * per line). Each event: `{timestamp, event_type, source_layer, tool_name, tool_call_id, status:
 * ok|error, error, duration_ms, payload}`.
 *
 * - `tool_call` -> tool_call (tool = tool_name, args = payload.params or payload.input).
 * - `tool_result` / `tool_execution_end` / `tool_output` -> tool_output; status error -> also
 *   error_event (message = error).
 * - `memory_search` / `memory_get` -> memory_event (recall; miss when it failed or found nothing).
 * - `after_provider_response` / `token_usage` -> token_usage from payload.usage (or payload).
 * - `session_end` / `agent_end` -> process_end (error when its status is error, else completed).
 * - the other flat event types (error_event, retry_event, context_event, skill_event, ...) are
 *   kept with the short fields of their payload; unknown event types are skipped.
 * A session document whose `events` is empty but that names an `events_file` gives a warning:
 * diagnose that file instead.
 */
import { KNOWN_EVENT_TYPES } from '../../../core/events.js'
import {
  arr,
  compact,
  firstNum,
  idOf,
  isJsonObject,
  type JsonObject,
  obj,
  type Origin,
  setKey,
  str,
  typeName,
} from '../json.js'
import { short } from '../text.js'
import { tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import { type Adapter, type AdapterContext, type EventSink, FULL_TRANSCRIPT } from '../types.js'

const FLAT = new Set<string>(KNOWN_EVENT_TYPES)
const TOOL_OUTPUT = new Set(['tool_result', 'tool_execution_end', 'tool_output'])
const MEMORY = new Set(['memory_search', 'memory_get'])
const USAGE = new Set(['after_provider_response', 'token_usage'])
const END = new Set(['session_end', 'agent_end'])

function usageOf(p: JsonObject): JsonObject | undefined {
  const u = obj(p.usage) ?? p
  return tokenUsage({
    input: firstNum(u, 'input', 'input_tokens', 'inputTokens', 'prompt_tokens'),
    output: firstNum(u, 'output', 'output_tokens', 'outputTokens', 'completion_tokens'),
    cache_read: firstNum(u, 'cacheRead', 'cache_read', 'cache_read_input_tokens', 'cacheReadTokens'),
    cache_write: firstNum(u, 'cacheWrite', 'cache_write', 'cache_creation_input_tokens', 'cacheWriteTokens'),
    total: firstNum(u, 'total', 'totalTokens', 'total_tokens'),
  })
}

/** The short, scalar fields of a payload (long strings cut, objects left out). */
function scalars(p: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'number' || typeof v === 'boolean' || v === null) setKey(out, k, v)
    else if (typeof v === 'string') setKey(out, k, short(v) ?? '')
  }
  return out
}

function emptyResult(p: JsonObject): boolean {
  if (Array.isArray(p.results)) return p.results.length === 0
  if (typeof p.text === 'string') return p.text.trim() === ''
  return false
}

function adapt(e: JsonObject, origin: Origin, emit: EventSink): void {
  const type = str(e.event_type)
  if (!type) return
  const payload = obj(e.payload) ?? {}
  const tool = str(e.tool_name) ?? str(payload.tool_name) ?? str(payload.toolName)
  const callId = idOf(e.tool_call_id) ?? idOf(payload.tool_call_id) ?? idOf(payload.toolCallId)
  const failed = e.status === 'error'
  const message = short(e.error) ?? short(payload.error)
  if (type === 'tool_call') {
    const args = payload.params ?? payload.input ?? payload.args ?? {}
    emit(compact({ event: 'tool_call', tool: tool ?? null, args, call_id: callId ?? null }), origin)
    return
  }
  if (TOOL_OUTPUT.has(type)) {
    emit(
      compact({
        event: 'tool_output',
        tool: tool ?? null,
        call_id: callId ?? null,
        status: failed ? 'error' : 'ok',
        duration_ms: firstNum(e, 'duration_ms'),
      }),
      origin,
    )
    if (failed)
      emit(
        compact({
          event: 'error_event',
          kind: 'tool',
          tool: tool ?? null,
          call_id: callId ?? null,
          message: message ?? 'tool call failed',
        }),
        origin,
      )
    return
  }
  if (MEMORY.has(type)) {
    const action = failed || emptyResult(obj(payload.result) ?? payload) ? 'miss' : 'recall'
    emit(compact({ event: 'memory_event', action, tool: type, call_id: callId }), origin)
    return
  }
  if (USAGE.has(type)) {
    const u = usageOf(payload)
    if (u) emit(u, origin)
    if (failed) emit({ event: 'error_event', kind: 'model', message: message ?? 'provider call failed' }, origin)
    return
  }
  if (END.has(type)) {
    emit(
      compact({
        event: 'process_end',
        status: failed || payload.success === false ? 'error' : 'completed',
        reason: message,
      }),
      origin,
    )
    return
  }
  if (FLAT.has(type)) {
    // The envelope's status says whether the step failed: for a skill, that is a failed skill.
    const fields = scalars(payload)
    if (type === 'skill_event' && failed) fields.status = 'failed'
    emit(compact({ ...fields, event: type, tool, call_id: callId, message }), origin)
  }
}

function isSessionDoc(x: unknown): boolean {
  return obj(x)?.schema_version === 'critiqor.session.v1'
}

function isEventLine(x: unknown): boolean {
  const r = obj(x)
  return r !== undefined && typeof r.event_type === 'string' && 'source_layer' in r
}

function fromDocument(doc: JsonObject, line: number, emit: EventSink, ctx: AdapterContext): void {
  if (doc.events !== undefined && !Array.isArray(doc.events)) {
    throw new TraceError(ctx.source, line, `expected \`events\` to be a list of events, found ${typeName(doc.events)}`)
  }
  const events = arr(doc.events)
  if (events.length === 0 && str(doc.events_file)) {
    ctx.warn(line, `this session log has no events of its own; they are in ${str(doc.events_file)}: diagnose that file`)
  }
  events.forEach((e, i) => {
    if (!isJsonObject(e))
      throw new TraceError(ctx.source, line, `expected event ${i} to be an object, found ${typeName(e)}`)
    adapt(e, { index: i }, emit)
  })
}

const adapter: Adapter = {
  id: 'critiqor-session',
  signature:
    'critiqor-session: {"schema_version":"critiqor.session.v1",...} or its events file (lines with `event_type` ' +
    'and `source_layer`)',
  recognise(first) {
    return isSessionDoc(first) || isEventLine(first)
  },
  observes: FULL_TRANSCRIPT,
  create(emit, ctx) {
    return {
      record(value, line) {
        if (!isJsonObject(value))
          throw new TraceError(ctx.source, line, `expected a session log or event object, found ${typeName(value)}`)
        if (isSessionDoc(value)) return fromDocument(value, line, emit, ctx)
        adapt(value, { line }, emit)
      },
      end() {},
    }
  },
}

export default adapter

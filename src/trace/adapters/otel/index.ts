/**
 * otel: OpenTelemetry spans in OTLP/JSON that follow the GenAI semantic conventions: one
 * `{"resourceSpans": [...]}` export per line (the Collector's file exporter), one such document,
 * or a JSON array of them. An export whose first spans carry `openinference.span.kind` is
 * openinference's, not this format's.
 *
 * The spans of the whole file are kept (a few fields each) and emitted at the end, one session
 * per traceId (sessions in the order their trace first appears; no session key when the file
 * holds one trace), each ordered by span start time.
 * - `gen_ai.operation.name` `execute_tool` -> tool_call (`gen_ai.tool.name`,
 *   `gen_ai.tool.call.id`, args = `gen_ai.tool.call.arguments`, parsed) + tool_output.
 * - `chat` / `generate_content` / `text_completion` (or a span without an operation name that has
 *   gen_ai usage) -> token_usage: `gen_ai.usage.input_tokens` (or the older `prompt_tokens`)
 *   counts the cached tokens too (`gen_ai.usage.cache_read.input_tokens`,
 *   `cache_creation.input_tokens`); total = input + output. Usage on agent spans is an
 *   aggregate and not counted again.
 * - failed (`status.code` 2 / STATUS_CODE_ERROR, or an `error.type` attribute): a tool span ->
 *   tool_output error + error_event; a model or agent span -> error_event.
 * - process_end per trace from its outermost `invoke_agent` span: failed -> error, else
 *   completed (no agent span: none). Span lines (below) are written as each span ends: a trace of
 *   them without its agent span, whose spans name a parent the file does not hold, is a run
 *   stopped before its agent span ended -> incomplete.
 * OpenTelemetry has no compaction, retry, memory or skill conventions: none are shown.
 *
 * Span lines of the OpenTelemetry JavaScript SDK (`{type: "span", ...}`, attributes as an object,
 * times as `[s, ns]`; GitHub Copilot CLI's file exporter) are read as the same spans; the
 * `{type: "metric"}` lines beside them are skipped. Copilot's exporter may write usage as
 * `[REDACTED]`: no token counts then.
 *
 * Integrity: spans whose parent is not in their trace (integrity.ts, `orphanSpans`); span times
 * are not in file order (a span is exported when it ends), so they count only for the session's
 * first and last time. The session's id is its trace id.
 */
import { compact, isJsonObject, type JsonObject, obj, type Origin, str, typeName } from '../json.js'
import { short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { inclusiveUsage, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import {
  OPENINFERENCE_KIND,
  otlpAttributes as attributes,
  otlpHasOpenInference,
  spanIdOf,
  TraceSpans,
} from '../spans.js'
import { type Adapter, FIT } from '../types.js'
import { typeKind } from '../unread.js'
import { reportOrphanSpans } from '../integrity.js'

const MODEL_OPS = new Set(['chat', 'generate_content', 'text_completion'])

function n(x: unknown): number | undefined {
  const v = typeof x === 'string' ? Number(x) : x
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined
}

function isErrorStatus(status: JsonObject | undefined): boolean {
  const c = status?.code
  return c === 2 || c === '2' || c === 'STATUS_CODE_ERROR' || c === 'ERROR'
}

function startTime(x: unknown): bigint {
  try {
    if (typeof x === 'string' && /^\d+$/.test(x)) return BigInt(x)
    if (typeof x === 'number' && Number.isFinite(x)) return BigInt(Math.trunc(x))
  } catch {
    // fall through
  }
  return 0n
}

interface SpanSummary {
  trace: string
  order: number
  start: bigint
  /** End time, in nanoseconds (0 when not given). */
  end: bigint
  origin: Origin
  op: string | undefined
  tool?: string
  callId?: string
  args?: unknown
  /** Digest of a tool's result (`gen_ai.tool.call.result`). */
  digest?: string
  usage?: JsonObject
  failed: boolean
  message?: string
  /** Span and parent ids, to find the outermost agent span. */
  spanId?: string
  parentId?: string
}

/** Attributes as OTLP lists them, or as the JavaScript SDK's exporters write them (a plain object). */
function attrsOf(x: unknown): JsonObject {
  return Array.isArray(x) ? attributes(x) : (obj(x) ?? {})
}

/** The JavaScript SDK's `[seconds, nanoseconds]` time, in nanoseconds; 0n when it is not one. */
function hrTime(x: unknown): bigint {
  if (!Array.isArray(x) || x.length !== 2) return 0n
  const [sec, ns] = x
  if (typeof sec !== 'number' || typeof ns !== 'number' || !Number.isInteger(sec) || !Number.isInteger(ns)) return 0n
  return BigInt(sec) * 1_000_000_000n + BigInt(ns)
}

function summarise(span: JsonObject, trace: string, order: number, origin: Origin): SpanSummary {
  const attrs = attrsOf(span.attributes)
  const op =
    str(attrs['gen_ai.operation.name']) ?? (attrs['gen_ai.tool.name'] !== undefined ? 'execute_tool' : undefined)
  const status = obj(span.status)
  const errorType = str(attrs['error.type'])
  const failed = isErrorStatus(status) || errorType !== undefined
  let message: string | undefined
  if (failed) {
    message = short(status?.message) ?? errorType
    if (!message) {
      for (const ev of Array.isArray(span.events) ? span.events : []) {
        const e = obj(ev)
        if (e?.name === 'exception') message = short(attrsOf(e.attributes)['exception.message'])
        if (message) break
      }
    }
  }
  const s: SpanSummary = {
    trace,
    order,
    start: span.startTimeUnixNano !== undefined ? startTime(span.startTimeUnixNano) : hrTime(span.startTime),
    end: span.endTimeUnixNano !== undefined ? startTime(span.endTimeUnixNano) : hrTime(span.endTime),
    origin,
    op,
    failed,
    message,
    spanId: spanIdOf(span.spanId),
    parentId: spanIdOf(span.parentSpanId),
  }
  if (op === 'execute_tool') {
    s.tool = str(attrs['gen_ai.tool.name']) ?? str(span.name)
    s.callId = str(attrs['gen_ai.tool.call.id'])
    const a = attrs['gen_ai.tool.call.arguments']
    s.args = a === undefined ? {} : parseArgs(a)
    s.digest = outputDigest(attrs['gen_ai.tool.call.result'])
  }
  const input = n(attrs['gen_ai.usage.input_tokens']) ?? n(attrs['gen_ai.usage.prompt_tokens'])
  const output = n(attrs['gen_ai.usage.output_tokens']) ?? n(attrs['gen_ai.usage.completion_tokens'])
  const isModel = op !== undefined ? MODEL_OPS.has(op) : input !== undefined || output !== undefined
  if (isModel) {
    s.op = op ?? 'chat'
    s.usage = tokenUsage(
      inclusiveUsage(
        input,
        n(attrs['gen_ai.usage.cache_read.input_tokens']) ?? n(attrs['gen_ai.usage.cache_read_input_tokens']),
        n(attrs['gen_ai.usage.cache_creation.input_tokens']) ?? n(attrs['gen_ai.usage.cache_creation_input_tokens']),
        output,
      ),
      compact({ model: str(attrs['gen_ai.response.model']) ?? str(attrs['gen_ai.request.model']) }),
    )
  }
  return s
}

function isExport(x: unknown): boolean {
  return isJsonObject(x) && Array.isArray(x.resourceSpans)
}

/**
 * A span as the OpenTelemetry JavaScript SDK's file and console exporters write it, one a line
 * (GitHub Copilot CLI's OpenTelemetry file): `{type: "span", traceId, spanId, name, startTime:
 * [s, ns], attributes: {...}}`, with GenAI attributes. `{type: "metric"}` lines beside them are
 * not spans.
 */
function isSpanLine(x: unknown): boolean {
  if (!isJsonObject(x) || x.type !== 'span' || typeof x.traceId !== 'string' || typeof x.spanId !== 'string')
    return false
  const attrs = obj(x.attributes)
  if (!attrs || OPENINFERENCE_KIND in attrs) return false
  for (const k in attrs) if (k.startsWith('gen_ai.')) return true
  return false
}

const adapter: Adapter = {
  id: 'otel',
  signature:
    'otel: OTLP/JSON {"resourceSpans":[...]} per line or per file, or span lines {"type":"span","traceId",' +
    '"attributes":{"gen_ai.*"}} (OpenTelemetry GenAI spans)',
  // OTLP whose spans follow OpenInference (`openinference.span.kind`) is openinference's.
  recognise(first) {
    if (Array.isArray(first)) return first.length > 0 && isExport(first[0]) && !otlpHasOpenInference(first)
    return (isExport(first) && !otlpHasOpenInference(first)) || isSpanLine(first)
  },
  fit({ records }) {
    if (records.length > 0 && adapter.recognise(records[0])) return FIT.SIGNATURE
    // Span lines may follow metric lines.
    for (const r of records) if (isSpanLine(r)) return FIT.SIGNATURE
    return FIT.NONE
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    const spans = new TraceSpans<SpanSummary>()
    let documentMode = false
    let first = true
    /** Span lines were read (Copilot's exporter, which ends every run with its agent span). */
    let spanLines = false

    const takeExport = (value: unknown, line: number, what: string) => {
      if (!isJsonObject(value) || !Array.isArray(value.resourceSpans)) {
        throw new TraceError(
          ctx.source,
          line,
          `expected ${what} to be an OTLP export {"resourceSpans":[...]}, found ` +
            `${isJsonObject(value) ? 'an object without resourceSpans' : typeName(value)}`,
        )
      }
      let ordinal = 0
      for (const rs of value.resourceSpans) {
        const scopes = obj(rs)?.scopeSpans ?? obj(rs)?.instrumentationLibrarySpans
        for (const ss of Array.isArray(scopes) ? scopes : []) {
          const list = obj(ss)?.spans
          for (const sp of Array.isArray(list) ? list : []) {
            const span = obj(sp)
            if (!span) continue
            const trace = str(span.traceId) ?? ''
            const spanId = spanIdOf(span.spanId)
            const at = documentMode ? { index: spans.count } : { line, index: ordinal }
            const origin: Origin = spanId !== undefined ? { ...at, span_id: spanId } : at
            ordinal++
            spans.add(summarise(span, trace, spans.count, origin))
          }
        }
      }
    }

    return {
      record(value, line) {
        const isFirst = first
        first = false
        if (isFirst && Array.isArray(value)) {
          documentMode = true
          value.forEach((v, i) => takeExport(v, line, `item ${i}`))
          return
        }
        const r = obj(value)
        if (r?.type === 'span' && typeof r.traceId === 'string' && !documentMode) {
          spanLines = true
          const spanId = spanIdOf(r.spanId)
          const at = { line }
          spans.add(summarise(r, r.traceId, spans.count, spanId !== undefined ? { ...at, span_id: spanId } : at))
          return
        }
        if (r?.type === 'metric' && typeof r.name === 'string') return // a metric line beside the spans
        if (r && typeof r.type === 'string' && !Array.isArray(r.resourceSpans)) {
          ctx.unread?.(line, typeKind(r.type), false)
          return
        }
        takeExport(value, line, 'the record')
      },
      end() {
        for (const { session, spans: list } of spans.byTrace((a, b) =>
          a.start < b.start ? -1 : a.start > b.start ? 1 : 0,
        )) {
          if (ctx.integrity) {
            const sink = ctx.integrity
            reportOrphanSpans(sink, list, session)
            const trace = list.find((s) => s.trace !== '')?.trace
            if (trace !== undefined) sink.identity(trace, session)
            for (const s of list) {
              for (const t of [s.start, s.end]) if (t > 0n) sink.time(Number(t / 1_000_000n), s.origin, session, false)
            }
          }
          const tools = new ToolTracker(emit)
          const agentIds = new Set(list.filter((s) => s.op === 'invoke_agent' && s.spanId).map((s) => s.spanId!))
          let root: SpanSummary | undefined
          const failedAgents: SpanSummary[] = []
          for (const s of list) {
            if (s.op === 'execute_tool') {
              tools.call(s.tool ?? null, s.args ?? {}, s.callId, s.origin, session)
              tools.result(
                s.callId,
                {
                  failed: s.failed,
                  message: s.failed ? (s.message ?? 'tool call failed') : undefined,
                  tool: s.tool,
                  digest: s.digest,
                },
                s.origin,
                session,
              )
              continue
            }
            if (s.usage) emit(s.usage, s.origin, session)
            if (s.failed && (s.usage !== undefined || (s.op !== undefined && MODEL_OPS.has(s.op)))) {
              emit(
                { event: 'error_event', kind: 'model', message: s.message ?? 'model call failed' },
                s.origin,
                session,
              )
            } else if (s.op === 'invoke_agent') {
              if (s.failed) failedAgents.push(s)
              if (!root && !(s.parentId && agentIds.has(s.parentId))) root = s
            }
          }
          tools.end()
          // An agent span ends after the work inside it: its failure is reported after that work.
          for (const s of failedAgents)
            emit({ event: 'error_event', kind: 'agent', message: s.message ?? 'agent run failed' }, s.origin, session)
          if (root)
            emit(
              processEnd(root.failed ? 'error' : 'completed', root.failed ? root.message : undefined),
              root.origin,
              session,
            )
          else if (spanLines) {
            const cut = stoppedBefore(list)
            if (cut) emit(processEnd('incomplete', cut.reason), cut.origin, session)
          }
        }
      },
    }
  },
}

/**
 * Why a trace of span lines without its agent span was stopped: spans whose parent the file does
 * not hold (that parent had not ended when the file was written), with the last span written.
 */
function stoppedBefore(list: readonly SpanSummary[]): { reason: string; origin: Origin } | undefined {
  const ids = new Set<string>()
  for (const s of list) if (s.spanId) ids.add(s.spanId)
  let orphans = 0
  let last: SpanSummary | undefined
  for (const s of list) {
    if (s.parentId && !ids.has(s.parentId)) orphans++
    if (!last || s.order > last.order) last = s
  }
  if (orphans === 0 || !last) return undefined
  return {
    reason:
      `the run's agent span never ended: ${orphans} span${orphans === 1 ? ' names a parent' : 's name parents'} ` +
      'not in the file (was the run stopped?)',
    origin: last.origin,
  }
}

export default adapter

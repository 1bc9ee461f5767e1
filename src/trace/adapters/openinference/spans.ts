/**
 * The span containers OpenInference spans come in (formats.md, "openinference"), each read into
 * one shape: the span's ids, name, times, status, events and attributes as a plain object.
 *
 * - OTLP/JSON: `{resourceSpans: [{scopeSpans: [{spans}]}]}`, attribute lists, ids in hex or base64;
 * - Phoenix's span export: `context.{trace_id, span_id}`, `parent_id`, `span_kind`, `status_code`,
 *   `status_message`, flat `attributes`, `events`, ISO `start_time` / `end_time`;
 * - the OpenTelemetry SDK's span JSON: `context` / `parent` with `span_id` (hex, `0x` hex or an
 *   integer), `status.status_code`, `start_time` / `end_time` (ISO or ns);
 * - flattened spans: `trace_id`, `span_id`, `parent_span_id`, `status.code`, `span_events`, times
 *   in ns;
 * - TRAIL's span tree: `span_name`, `span_attributes`, `status_code`, `timestamp`, `duration`
 *   (ISO 8601), children nested in `child_spans`.
 *
 * Pure. A field of the wrong type is a TraceError naming the file, the line and the span.
 */
import { arr, isJsonObject, type JsonObject, obj, typeName } from '../json.js'
import { otlpAttributes, spanIdOf } from '../spans.js'

/** One span as every container gives it. */
export interface RawSpan {
  id: string | undefined
  parent: string | undefined
  trace: string
  name: string | undefined
  /** Start and end in microseconds since the epoch; 0 when unknown. */
  start: number
  end: number
  /** `openinference.span.kind`, or an OpenInference kind in the container's own kind field. */
  kind: string | undefined
  failed: boolean
  /** The status message, or the first exception's message or type. */
  message: unknown
  attributes: JsonObject
}

/** The OpenInference span kinds. */
export const KINDS = new Set([
  'LLM',
  'TOOL',
  'CHAIN',
  'AGENT',
  'RETRIEVER',
  'EMBEDDING',
  'RERANKER',
  'GUARDRAIL',
  'EVALUATOR',
  'UNKNOWN',
])

/** A problem with a span's fields, for the adapter to turn into a TraceError. */
export class SpanShapeError extends Error {}

/** A time in microseconds: ns as an integer or a digit string, or an ISO date (UTC unless it says otherwise). */
export function micros(x: unknown): number {
  if (typeof x === 'number') return Number.isFinite(x) ? Math.floor(x / 1000) : 0
  if (typeof x !== 'string' || x === '') return 0
  if (/^\d+$/.test(x)) return x.length > 15 ? Number(BigInt(x) / 1000n) : Math.floor(Number(x) / 1000)
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(x) ? x : `${x}Z`
  const ms = Date.parse(zoned)
  if (!Number.isFinite(ms)) return 0
  const fraction = /T[\d:]+\.(\d+)/.exec(x)?.[1] ?? ''
  return ms * 1000 + Number(`${fraction}000000`.slice(3, 6))
}

/** An ISO 8601 duration (`PT1M48.755S`) in microseconds; 0 when it is not one. */
export function durationMicros(x: unknown): number {
  if (typeof x !== 'string') return 0
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(x)
  if (!m) return 0
  const seconds = Number(m[1] ?? 0) * 86400 + Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0)
  return Math.round(seconds * 1e6)
}

const STATUS_ERROR = /^(?:2|error|status_code_error|statuscode\.error)$/i

function isError(code: unknown): boolean {
  return (typeof code === 'string' || typeof code === 'number') && STATUS_ERROR.test(String(code))
}

/** A span's attributes: a flat object, an OTLP attribute list, or none. */
function attributesOf(span: JsonObject): JsonObject {
  const a = span.attributes ?? span.span_attributes
  if (a === undefined || a === null) return {}
  if (Array.isArray(a)) return otlpAttributes(a)
  if (isJsonObject(a)) return a
  throw new SpanShapeError(
    `expected ${'attributes' in span ? 'attributes' : 'span_attributes'} to be an object, found ${typeName(a)}`,
  )
}

/** The span's events: name and attributes. */
function eventsOf(span: JsonObject): { name: unknown; attributes: JsonObject }[] {
  const list = span.events ?? span.span_events
  if (list === undefined || list === null) return []
  if (!Array.isArray(list)) throw new SpanShapeError(`expected events to be a list, found ${typeName(list)}`)
  return list.map((e) => {
    const o = obj(e)
    if (!o) throw new SpanShapeError(`expected events to be a list of objects, found ${typeName(e)} in it`)
    const a = o.attributes ?? o.Attributes
    return {
      name: o.name ?? o.Name,
      attributes: Array.isArray(a) ? otlpAttributes(a) : (obj(a) ?? {}),
    }
  })
}

/** The first exception event's message (or type). */
function exceptionOf(events: { name: unknown; attributes: JsonObject }[]): unknown {
  for (const e of events) {
    if (e.name !== 'exception') continue
    return e.attributes['exception.message'] ?? e.attributes['exception.type'] ?? 'exception'
  }
  return undefined
}

/** The kind of an OpenInference span: its attribute, else the container's kind field when it is one. */
function kindOf(span: JsonObject, attributes: JsonObject): string | undefined {
  const k = attributes['openinference.span.kind']
  if (k !== undefined && k !== null && typeof k !== 'string')
    throw new SpanShapeError(`expected attribute openinference.span.kind to be a string, found ${typeName(k)}`)
  if (typeof k === 'string' && k !== '') return k.toUpperCase()
  const own = span.span_kind
  return typeof own === 'string' && KINDS.has(own.toUpperCase()) ? own.toUpperCase() : undefined
}

/**
 * A span of any container as a RawSpan. `trace` is the trace id the container gives around the
 * span (TRAIL's document), used when the span names none.
 */
export function readSpan(span: JsonObject, trace: string | undefined): RawSpan {
  const context = obj(span.context)
  const status = obj(span.status)
  const attributes = attributesOf(span)
  const events = eventsOf(span)
  const failed =
    isError(span.status_code) ||
    isError(status?.code) ||
    isError(status?.status_code) ||
    events.some((e) => e.name === 'exception')
  const start = micros(span.startTimeUnixNano ?? span.start_time ?? span.timestamp)
  const endAt = span.endTimeUnixNano ?? span.end_time
  const end = endAt !== undefined ? micros(endAt) : start + durationMicros(span.duration)
  const message = failed
    ? (nonEmpty(span.status_message) ??
      nonEmpty(status?.message) ??
      nonEmpty(status?.description) ??
      exceptionOf(events))
    : undefined
  return {
    id: spanIdOf(context?.span_id ?? span.span_id ?? span.spanId),
    parent: spanIdOf(obj(span.parent)?.span_id ?? span.parent_id ?? span.parent_span_id ?? span.parentSpanId),
    trace: spanIdOf(context?.trace_id ?? span.trace_id ?? span.traceId, 16) ?? trace ?? '',
    name: typeof (span.name ?? span.span_name) === 'string' ? ((span.name ?? span.span_name) as string) : undefined,
    start,
    end: Math.max(start, end),
    kind: kindOf(span, attributes),
    failed,
    message,
    attributes,
  }
}

function nonEmpty(x: unknown): unknown {
  return x === undefined || x === null || x === '' ? undefined : x
}

/** Whether a value looks like a span of one of the containers. */
export function isSpan(x: unknown): boolean {
  const o = obj(x)
  if (!o) return false
  return (
    obj(o.context)?.span_id !== undefined ||
    o.span_id !== undefined ||
    o.spanId !== undefined ||
    'span_attributes' in o ||
    'child_spans' in o
  )
}

/** The OTLP spans of an export request, in file order. */
export function otlpSpans(request: JsonObject): unknown[] {
  const out: unknown[] = []
  for (const rs of arr(request.resourceSpans)) {
    const scopes = obj(rs)?.scopeSpans ?? obj(rs)?.instrumentationLibrarySpans
    for (const ss of arr(scopes)) for (const sp of arr(obj(ss)?.spans)) out.push(sp)
  }
  return out
}

/** How many spans recognition looks at. */
const SAMPLE_SPANS = 64

/**
 * Whether the first spans of a record carry OpenInference: `openinference.span.kind` among the
 * attributes of one of them (or, in Phoenix's export, an OpenInference `span_kind` beside
 * `context.span_id`). Looks at SAMPLE_SPANS spans at most, walking nested children without
 * recursion.
 */
export function hasOpenInference(record: unknown): boolean {
  const stack: unknown[] = [record]
  let seen = 0
  while (stack.length && seen < SAMPLE_SPANS) {
    const x = stack.pop()
    if (Array.isArray(x)) {
      for (let i = Math.min(x.length, SAMPLE_SPANS) - 1; i >= 0; i--) stack.push(x[i])
      continue
    }
    const o = obj(x)
    if (!o) continue
    if (Array.isArray(o.resourceSpans)) {
      stack.push(otlpSpans(o).slice(0, SAMPLE_SPANS))
      continue
    }
    if (!isSpan(o)) {
      if (Array.isArray(o.spans)) stack.push(o.spans)
      continue
    }
    seen++
    const a = o.attributes ?? o.span_attributes
    if (Array.isArray(a)) {
      if (a.some((kv) => obj(kv)?.key === 'openinference.span.kind')) return true
    } else if (isJsonObject(a) && typeof a['openinference.span.kind'] === 'string') return true
    if (typeof o.span_kind === 'string' && KINDS.has(o.span_kind) && obj(o.context)?.span_id !== undefined) return true
    if (Array.isArray(o.child_spans)) stack.push(o.child_spans)
  }
  return false
}

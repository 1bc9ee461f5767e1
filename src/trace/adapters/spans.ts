/**
 * Spans of one or more traces (OpenTelemetry GenAI, OpenAI Agents SDK, OpenInference): kept as
 * they come (a few fields each) and handed back at the end a trace at a time, traces in the order
 * they first came, each trace's spans in time order; OTLP attribute values, and span ids as a
 * report shows them. Pure.
 */
import { arr, obj, setKey, type JsonObject } from './json.js'

export class TraceSpans<S extends { trace: string; order: number }> {
  private readonly spans: S[] = []
  private readonly traces: string[] = []
  private readonly seen = new Set<string>()

  /** The spans so far: the next span's order. */
  get count(): number {
    return this.spans.length
  }

  /** A trace, known before (or without) its spans. */
  trace(id: string): void {
    if (!this.seen.has(id)) {
      this.seen.add(id)
      this.traces.push(id)
    }
  }

  add(span: S): void {
    this.trace(span.trace)
    this.spans.push(span)
  }

  /**
   * Each trace's spans, sorted by `byTime` and then in the order they came; the session is the
   * trace id when the file holds several traces.
   */
  byTrace(byTime: (a: S, b: S) => number): { session: string | undefined; spans: S[] }[] {
    const many = this.traces.length > 1
    const by = new Map<string, S[]>()
    for (const t of this.traces) by.set(t, [])
    for (const s of this.spans) by.get(s.trace)!.push(s)
    return this.traces.map((t) => ({
      session: many ? t : undefined,
      spans: by.get(t)!.sort((a, b) => byTime(a, b) || a.order - b.order),
    }))
  }
}

/** An OTLP AnyValue as a plain value. */
export function anyValue(v: unknown): unknown {
  const o = obj(v)
  if (!o) return v
  if ('stringValue' in o) return o.stringValue
  if ('intValue' in o) return typeof o.intValue === 'string' ? Number(o.intValue) : o.intValue
  if ('doubleValue' in o) return typeof o.doubleValue === 'string' ? Number(o.doubleValue) : o.doubleValue
  if ('boolValue' in o) return o.boolValue
  if ('arrayValue' in o)
    return (Array.isArray(obj(o.arrayValue)?.values) ? (obj(o.arrayValue)!.values as unknown[]) : []).map(anyValue)
  if ('kvlistValue' in o) return otlpAttributes(obj(o.kvlistValue)?.values)
  if ('bytesValue' in o) return o.bytesValue
  return undefined
}

/** An OTLP attribute list (`[{key, value: AnyValue}]`) as a plain object. */
export function otlpAttributes(list: unknown): JsonObject {
  const out: JsonObject = {}
  if (!Array.isArray(list)) return out
  for (const a of list) {
    const kv = obj(a)
    if (kv && typeof kv.key === 'string') setKey(out, kv.key, anyValue(kv.value))
  }
  return out
}

const HEX = /^[0-9a-f]+$/i
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * A span or trace id as a report shows it: a hex string as the file writes it; base64 (protobuf's
 * JSON mapping of OTLP, 12 or 24 characters for 8 or 16 bytes) and integers (the OpenTelemetry
 * Python SDK's span JSON) as lowercase hex, `0x` dropped; any other string as it is. `bytes` is
 * the id's length in bytes (8 for a span, 16 for a trace). Undefined for a missing id.
 */
export function spanIdOf(x: unknown, bytes = 8): string | undefined {
  if (typeof x === 'number') {
    if (!Number.isInteger(x) || x < 0) return undefined
    return BigInt(x)
      .toString(16)
      .padStart(bytes * 2, '0')
  }
  if (typeof x !== 'string' || x === '') return undefined
  if (/^0x[0-9a-f]+$/i.test(x))
    return x
      .slice(2)
      .toLowerCase()
      .padStart(bytes * 2, '0')
  if (x.length === bytes * 2 && HEX.test(x)) return x
  if (x.length === Math.ceil(bytes / 3) * 4 && BASE64.test(x)) {
    const raw = Buffer.from(x, 'base64')
    if (raw.length === bytes) return raw.toString('hex')
  }
  return x
}

const OTLP_SPAN_SAMPLE = 64

/**
 * Whether an OTLP/JSON export (or a JSON array of them) carries OpenInference spans: the
 * `openinference.span.kind` attribute on one of its first spans. Such a file is `openinference`,
 * not `otel` (which reads the GenAI conventions).
 */
export function otlpHasOpenInference(value: unknown): boolean {
  let seen = 0
  for (const request of Array.isArray(value) ? value : [value]) {
    for (const rs of arr(obj(request)?.resourceSpans)) {
      const scopes = obj(rs)?.scopeSpans ?? obj(rs)?.instrumentationLibrarySpans
      for (const ss of arr(scopes)) {
        for (const span of arr(obj(ss)?.spans)) {
          for (const a of arr(obj(span)?.attributes)) if (obj(a)?.key === OPENINFERENCE_KIND) return true
          if (++seen >= OTLP_SPAN_SAMPLE) return false
        }
      }
    }
    if (seen >= OTLP_SPAN_SAMPLE) return false
  }
  return false
}

/** The attribute that names an OpenInference span's kind. */
export const OPENINFERENCE_KIND = 'openinference.span.kind'

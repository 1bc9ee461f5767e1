/**
 * Reading loosely typed JSON fields, and the records an adapter expects. Pure: no I/O.
 */
import { typeName } from '../../core/text.js'
import { nestsDeeper } from '../../core/depth.js'
import { isJsonObject, type JsonObject, type Origin } from '../../core/events.js'
import { TraceError } from '../read.js'
import type { AdapterContext, AdapterInstance } from './types.js'

export { isJsonObject, typeName, type JsonObject, type Origin }

/** The record as an object, or a TraceError naming the line. */
export function expectObject(ctx: AdapterContext, value: unknown, line: number, what = 'a JSON object'): JsonObject {
  if (!isJsonObject(value)) throw new TraceError(ctx.source, line, `expected ${what}, found ${typeName(value)}`)
  return value
}

/**
 * For a format written as one JSON document: a reader of that document as an object. A second
 * document, or one that is not an object, is a TraceError naming its line.
 */
function oneDocument(ctx: AdapterContext, what: string): (value: unknown, line: number) => JsonObject {
  let done = false
  return (value, line) => {
    if (done) throw new TraceError(ctx.source, line, `expected one ${what}, found more JSON after it`)
    done = true
    return expectObject(ctx, value, line, `a ${what} object`)
  }
}

/** The instance of a format written as one JSON document: `read` gets the document, as oneDocument reads it. */
export function oneDocumentInstance(
  ctx: AdapterContext,
  what: string,
  read: (doc: JsonObject, line: number) => void,
): AdapterInstance {
  const take = oneDocument(ctx, what)
  return {
    record: (value, line) => read(take(value, line), line),
    end() {},
  }
}

export function obj(x: unknown): JsonObject | undefined {
  return isJsonObject(x) ? x : undefined
}

export function arr(x: unknown): unknown[] {
  return Array.isArray(x) ? x : []
}

/** A non-empty string, or undefined. */
export function str(x: unknown): string | undefined {
  return typeof x === 'string' && x !== '' ? x : undefined
}

/** A string or number as a string (ids are sometimes numbers), or undefined. */
export function idOf(x: unknown): string | undefined {
  if (typeof x === 'string') return x === '' ? undefined : x
  if (typeof x === 'number' && Number.isFinite(x)) return String(x)
  return undefined
}

/** The longest record id an origin keeps. */
const MAX_RECORD_ID = 128

/**
 * An origin with the record's own id (a message uuid, an event id), so that evidence points at
 * the record; the origin as it is when the record has no id (or one longer than MAX_RECORD_ID).
 */
export function withId(origin: Origin, id: unknown): Origin {
  const s = idOf(id)
  if (s === undefined || s.length > MAX_RECORD_ID) return origin
  // Built field by field (in the order the report shows them), not spread: this runs for every
  // record of the formats that have ids, and a spread of a small object is several times slower.
  const out: Origin = {}
  if (origin.line !== undefined) out.line = origin.line
  if (origin.index !== undefined) out.index = origin.index
  if (origin.span_id !== undefined) out.span_id = origin.span_id
  out.id = s
  return out
}

/** A finite number, also from a numeric string; undefined otherwise. */
export function num(x: unknown): number | undefined {
  if (typeof x === 'number') return Number.isFinite(x) ? x : undefined
  if (typeof x === 'string' && x.trim() !== '') {
    const n = Number(x)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** The first field of `o` that holds a number. */
export function firstNum(o: JsonObject | undefined, ...keys: string[]): number | undefined {
  if (!o) return undefined
  for (const k of keys) {
    const n = num(o[k])
    if (n !== undefined) return n
  }
  return undefined
}

/**
 * JSON text held in a string field, parsed; undefined when it is not JSON or when it is nested
 * deeper than MAX_DEPTH (src/core/depth.ts), so that what an adapter parses out of a record is
 * never deeper than a record may be. Adapters parse JSON only with this (or `parseObject`,
 * `parseArgs`), never with `JSON.parse`.
 */
export function parseJson(text: string): unknown {
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    return undefined
  }
  return nestsDeeper(v, text.length) ? undefined : v
}

/** Parse a JSON object out of a string (as `parseJson` does), or undefined. */
export function parseObject(x: unknown, limit = 1 << 20): JsonObject | undefined {
  if (typeof x !== 'string' || x.length > limit) return undefined
  const t = x.trim()
  if (!t.startsWith('{')) return undefined
  const v = parseJson(t)
  return isJsonObject(v) ? v : undefined
}

/**
 * Set a key read from a trace on an object as its own field. A plain assignment to `__proto__`
 * (a key JSON.parse keeps as an ordinary field) would replace the object's prototype instead:
 * the key would vanish and its value's fields would show through as inherited ones.
 */
export function setKey(out: JsonObject, k: string, v: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true })
  else out[k] = v
}

/** Drop undefined fields, so events carry only what is known. */
export function compact(o: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const k of Object.keys(o)) {
    const v = o[k]
    if (v !== undefined) setKey(out, k, v)
  }
  return out
}

/**
 * The run around the calls: token usage, model changes and how the run ended. Pure.
 */
import { compact, str, type JsonObject, type Origin } from './json.js'
import { short } from './text.js'
import type { EventSink } from './types.js'

export interface UsageParts {
  input?: number
  output?: number
  cache_read?: number
  cache_write?: number
  /** The format's own total; the sum of the four parts when absent. */
  total?: number
}

/** A `token_usage` event, or undefined when every count is zero or missing. */
export function tokenUsage(p: UsageParts, extra: JsonObject = {}): JsonObject | undefined {
  const clean = (n: number | undefined) => (n !== undefined && n > 0 ? Math.trunc(n) : 0)
  const input = clean(p.input)
  const output = clean(p.output)
  const cache_read = clean(p.cache_read)
  const cache_write = clean(p.cache_write)
  const total = p.total !== undefined && p.total >= 0 ? Math.trunc(p.total) : input + output + cache_read + cache_write
  if (total === 0 && input + output + cache_read + cache_write === 0) return undefined
  return { event: 'token_usage', usage: { input, output, cache_read, cache_write, total }, ...extra }
}

/**
 * Usage in the spelling of a provider where input counts the cached tokens too (OpenAI, Codex,
 * OpenTelemetry GenAI): the non-cached part is input minus the cache reads and writes.
 */
export function inclusiveUsage(
  input: number | undefined,
  cacheRead: number | undefined,
  cacheWrite: number | undefined,
  output: number | undefined,
  total?: number,
): UsageParts {
  const cr = cacheRead ?? 0
  const cw = cacheWrite ?? 0
  const inp = input ?? 0
  return {
    input: Math.max(0, inp - cr - cw),
    cache_read: cr,
    cache_write: cw,
    output: output ?? 0,
    total: total ?? inp + (output ?? 0),
  }
}

/** The outcome of a run, for `process_end`. */
export type EndStatus = 'completed' | 'error' | 'aborted' | 'max_turns' | 'incomplete'

export function processEnd(status: EndStatus, reason?: string): JsonObject {
  return compact({ event: 'process_end', status, reason: reason === undefined ? undefined : short(reason) })
}

/** How a run ended, as a record said it, with that record's line. */
export interface LineEnd {
  status: EndStatus
  reason?: string
  line: number
}

/** The `process_end` of a run whose end a record told of, at that record's line; nothing without one. */
export function emitEnd(emit: EventSink, end: LineEnd | undefined): void {
  if (end) emit(processEnd(end.status, end.reason), { line: end.line })
}

/**
 * Watches the model in use and reports a change as a `state_transition`. The first model seen is
 * not a change.
 */
export class ModelWatch {
  private current: string | undefined
  constructor(private readonly emit: EventSink) {}
  see(model: unknown, origin: Origin, reason: string, session?: string): void {
    const m = str(model)
    if (!m) return
    if (this.current !== undefined && this.current !== m) {
      this.emit({ event: 'state_transition', kind: 'model_switch', from: this.current, to: m, reason }, origin, session)
    }
    this.current = m
  }
  /** Take a model as current without reporting a change (the caller reported it). */
  set(model: unknown): void {
    const m = str(model)
    if (m) this.current = m
  }
}

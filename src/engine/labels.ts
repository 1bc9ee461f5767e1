/**
 * Labels (diagnosis.md section 5; worked out on the event) and token totals: the two readings of an event
 * that more than
 * one part of the engine needs.
 */
import type { EngineEvent, JsonObject } from '../core/events.js'
import { hasKey, isJsonObjectLike, toInt } from '../core/python-compat.js'

/** The label of an event (diagnosis.md section 5). */
export function label(e: EngineEvent): string {
  return e.label()
}

function totalOf(obj: Record<string, unknown>): number {
  if (hasKey(obj, 'total')) return toInt(obj.total)
  if (hasKey(obj, 'total_tokens')) return toInt(obj.total_tokens)
  return 0
}

/** Tokens a `token_usage` event counts toward the session total T. */
export function tokensOf(e: EngineEvent): number {
  return tokensOfRaw(e.raw)
}

/** Tokens a raw `token_usage` event counts toward T. */
export function tokensOfRaw(raw: JsonObject): number {
  if (!hasKey(raw, 'usage')) return totalOf(raw)
  const usage = raw.usage
  if (isJsonObjectLike(usage)) return totalOf(usage)
  return toInt(raw.tokens)
}

/** A non-negative count from a usage field: numbers and numeric strings, anything else 0. */
function usagePart(usage: Record<string, unknown>, key: string): number {
  const n = Number(usage[key])
  return Number.isFinite(n) && n > 0 ? n : 0
}

/**
 * Effective tokens of a `token_usage` event, roughly as providers price them: input + output +
 * cache writes + `cacheReadWeight` (a tenth) of cache reads. An event without those parts counts
 * its total (the model's T). Used by the agents preset's cost rule and the policy's
 * `max_effective_tokens`, so both mean the same number.
 */
export function effectiveTokensOf(raw: JsonObject, cacheReadWeight = 0.1): number {
  const u = raw.usage
  if (isJsonObjectLike(u) && ['input', 'output', 'cache_read', 'cache_write'].some((k) => hasKey(u, k))) {
    return (
      usagePart(u, 'input') +
      usagePart(u, 'output') +
      usagePart(u, 'cache_write') +
      cacheReadWeight * usagePart(u, 'cache_read')
    )
  }
  return tokensOfRaw(raw)
}

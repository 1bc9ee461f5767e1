/**
 * Labels (diagnosis.md section 5; worked out on the event) and token totals: the two readings of an event that more than
 * one part of the engine needs.
 */
import type { EngineEvent } from './events.js'
import { hasKey, isJsonObjectLike, toInt } from './python-compat.js'

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
  const raw = e.raw
  if (!hasKey(raw, 'usage')) return totalOf(raw)
  const usage = raw.usage
  if (isJsonObjectLike(usage)) return totalOf(usage)
  return toInt(raw.tokens)
}

/**
 * Labels (diagnosis.md section 5) and token totals: the two readings of an event that more than
 * one part of the engine needs.
 */
import type { EngineEvent } from './events.js'
import { hasKey, isJsonObjectLike, pyStr, toInt, truthy } from './python-compat.js'

const FALSY_CANONICAL = new Set(['{}', '[]', '""', '0', 'false', 'null'])

/** `name` or `name:canonical(args)`: what an event did, in one string. */
export function label(e: EngineEvent): string {
  const raw = e.raw
  let name: unknown = e.type
  if (truthy(raw.tool)) name = raw.tool
  else if (truthy(raw.name)) name = raw.name
  else if (truthy(raw.skill)) name = raw.skill
  const nameText = typeof name === 'string' ? name : pyStr(name)
  const args = e.canonicalArgs()
  return args === null || FALSY_CANONICAL.has(args) ? nameText : nameText + ':' + args
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

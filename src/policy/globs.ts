/**
 * The policy's globs matched against sessions: which assertions apply to a session, and which
 * case of the policy's mapping it is a run of. Apart from the assertions and the cases
 * themselves, which the reports show, so that a run without a policy never loads the matcher.
 *
 * Pure.
 */
import { minimatch } from 'minimatch'
import { normalizePath } from '../core/text.js'
import type { AssertionRule, AssertionSpec } from './assertions.js'
import type { CaseRule } from './cases.js'

/** Does a glob of the policy match a session? Its file path, or `path#session`. */
export function matchesSession(glob: string, names: readonly string[]): boolean {
  const g = normalizePath(glob)
  return names.some((n) => minimatch(normalizePath(n), g, { dot: true }))
}

/**
 * The assertions that apply to a session, in the order the policy first names them. A later
 * rule replaces an assertion of the same id (its level and options); `off` removes it.
 */
export function assertionsFor(rules: readonly AssertionRule[], names: readonly string[]): AssertionSpec[] {
  const byId = new Map<string, AssertionSpec>()
  for (const rule of rules) {
    if (rule.files !== null && !rule.files.some((g) => matchesSession(g, names))) continue
    for (const a of rule.assertions) byId.set(a.id, a)
  }
  return [...byId.values()].filter((a) => a.level !== 'off')
}

/** The case the policy's mapping gives a session (the first case whose glob matches), if any. */
export function policyCase(rules: readonly CaseRule[], names: readonly string[]): string | undefined {
  for (const r of rules) if (r.files.some((g) => matchesSession(g, names))) return r.name
  return undefined
}

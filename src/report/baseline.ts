/**
 * The baseline: this run's sessions against the same sessions in reports from the base branch.
 * Pure: reports in, a comparison out; no I/O (src/action/main.ts and src/cli/cli.ts find the baseline).
 *
 * Sessions are matched by a stable key, in two rounds, each pairing only keys that are unique on
 * both sides among the sessions not yet paired:
 *
 * 1. the session's full name (`path` or `path#session`), so that the same file at the same path
 *    is the same session;
 * 2. its stable key: the session id where the format has one (OTel and OpenAI Agents trace ids,
 *    Inspect samples, Critiqor session ids), else the file name without its directory, so that a
 *    file under another directory (a shard's download folder, say) still finds its baseline.
 *
 * A session whose key is not unique is not compared (it counts as new), rather than compared
 * with a guess.
 *
 * A matched session regressed when its trust score fell by more than the tolerance, or when a
 * failure type is critical in it that was not critical in its baseline. With fail-on-regression,
 * `applyRegressions` turns that into a failed verdict, in words.
 */
import { z } from 'zod'
import { type Report, type SessionReport } from './json.js'
import { sessionSchema } from './schema.js'
import { sessionName } from '../policy/verdict.js'
import { normalizePath } from '../core/text.js'
import { DEFAULT_REGRESSION_TOLERANCE } from '../policy/choices.js'

export { DEFAULT_REGRESSION_TOLERANCE }

const diagnosisShape = sessionSchema.shape.diagnosis.shape
/** The failure types and readiness levels, as the report's schema has them. */
const FAILURE_TYPE = diagnosisShape.failure_causes.element.shape.type
const READINESS = diagnosisShape.readiness_level
export type FailureType = z.infer<typeof FAILURE_TYPE>

/** At most this many sessions, and characters per name, in a comparison read back from elsewhere. */
const MAX_SESSIONS = 100_000
const MAX_NAME = 2000

const score = z.number().int().min(0).max(100)
const failureList = z.array(FAILURE_TYPE).max(FAILURE_TYPE.options.length)

export const sessionDeltaSchema = z
  .object({
    session: z.string().max(MAX_NAME).describe("The session's name in this run."),
    baseline_session: z.string().max(MAX_NAME).describe('Its name in the baseline.'),
    trust_score: score,
    baseline_trust_score: score,
    trust_delta: z.number().int().min(-100).max(100),
    readiness_level: READINESS,
    baseline_readiness_level: READINESS,
    new_failures: failureList.describe('Failure types found now and not in the baseline.'),
    resolved_failures: failureList.describe('Failure types found in the baseline and not now.'),
    new_critical: failureList.describe('Failure types critical now and not critical in the baseline.'),
    regressed: z.boolean(),
  })
  .strict()

export const comparisonSchema = z
  .object({
    baseline: z.string().max(500).describe('Where the baseline came from, in words.'),
    tolerance: z.number().min(0).max(100),
    fail_on_regression: z.boolean(),
    baseline_session_count: z.number().int().nonnegative(),
    sessions: z.array(sessionDeltaSchema).max(MAX_SESSIONS).describe("Matched sessions, in this run's order."),
    added: z.array(z.string().max(MAX_NAME)).max(MAX_SESSIONS).describe('Sessions of this run without a baseline.'),
    removed: z.array(z.string().max(MAX_NAME)).max(MAX_SESSIONS).describe('Baseline sessions not in this run.'),
  })
  .strict()

export type SessionDelta = z.infer<typeof sessionDeltaSchema>
export type Comparison = z.infer<typeof comparisonSchema>

/** Why there is no comparison, in words (shown in the comment; nothing fails for it). */
export interface NoBaseline {
  missing: string
}

type Named = Pick<SessionReport, 'source' | 'session'>

/** Round 1: the full name, with the path written one way. */
export function fullKey(s: Named): string {
  return sessionName({ source: normalizePath(s.source), ...(s.session !== undefined ? { session: s.session } : {}) })
}

/** Round 2: the session id where there is one, else the file name. */
export function stableKey(s: Named): string {
  if (s.session !== undefined) return `session\u0000${s.session}`
  const parts = normalizePath(s.source).split('/')
  return `file\u0000${parts[parts.length - 1]}`
}

/** Keys that occur once among the given indexes: key -> index. */
function uniqueKeys(
  sessions: readonly Named[],
  left: ReadonlySet<number>,
  keyOf: (s: Named) => string,
): Map<string, number> {
  const seen = new Map<string, number>()
  const repeated = new Set<string>()
  for (const i of left) {
    const k = keyOf(sessions[i])
    if (seen.has(k)) repeated.add(k)
    else seen.set(k, i)
  }
  for (const k of repeated) seen.delete(k)
  return seen
}

/** Pairs [current index, baseline index], in the current order. */
export function matchSessions(current: readonly Named[], baseline: readonly Named[]): [number, number][] {
  const curLeft = new Set(current.keys())
  const baseLeft = new Set(baseline.keys())
  const pairs: [number, number][] = []
  for (const keyOf of [fullKey, stableKey]) {
    const base = uniqueKeys(baseline, baseLeft, keyOf)
    for (const [k, i] of uniqueKeys(current, curLeft, keyOf)) {
      const j = base.get(k)
      if (j === undefined) continue
      pairs.push([i, j])
      curLeft.delete(i)
      baseLeft.delete(j)
    }
  }
  return pairs.sort((a, b) => a[0] - b[0])
}

const inOrder = (types: Iterable<FailureType>) => {
  const set = new Set(types)
  return FAILURE_TYPE.options.filter((t) => set.has(t))
}

function failureTypes(s: SessionReport, criticalOnly = false): Set<FailureType> {
  return new Set(
    s.diagnosis.failure_causes.filter((c) => !criticalOnly || c.severity === 'critical').map((c) => c.type),
  )
}

const minus = (a: Set<FailureType>, b: Set<FailureType>) => inOrder([...a].filter((t) => !b.has(t)))

/** One matched session against its baseline. */
export function sessionDelta(current: SessionReport, baseline: SessionReport, tolerance: number): SessionDelta {
  const now = current.diagnosis
  const before = baseline.diagnosis
  const newCritical = minus(failureTypes(current, true), failureTypes(baseline, true))
  const delta = now.trust_score - before.trust_score
  return {
    session: sessionName(current),
    baseline_session: sessionName(baseline),
    trust_score: now.trust_score,
    baseline_trust_score: before.trust_score,
    trust_delta: delta,
    readiness_level: now.readiness_level,
    baseline_readiness_level: before.readiness_level,
    new_failures: minus(failureTypes(current), failureTypes(baseline)),
    resolved_failures: minus(failureTypes(baseline), failureTypes(current)),
    new_critical: newCritical,
    regressed: -delta > tolerance || newCritical.length > 0,
  }
}

/**
 * This run against the baseline reports (their sessions together, as if merged).
 * `baseline` says where they came from, in words.
 */
export function compareReports(
  current: Report,
  baseline: readonly Report[],
  options: { tolerance: number; failOnRegression: boolean; baseline: string },
): Comparison {
  const base = baseline.flatMap((r) => r.sessions)
  const pairs = matchSessions(current.sessions, base)
  const matchedCur = new Set(pairs.map(([i]) => i))
  const matchedBase = new Set(pairs.map(([, j]) => j))
  return {
    baseline: options.baseline,
    tolerance: options.tolerance,
    fail_on_regression: options.failOnRegression,
    baseline_session_count: base.length,
    sessions: pairs.map(([i, j]) => sessionDelta(current.sessions[i], base[j], options.tolerance)),
    added: current.sessions.filter((_, i) => !matchedCur.has(i)).map(sessionName),
    removed: base.filter((_, j) => !matchedBase.has(j)).map(sessionName),
  }
}

export interface ComparisonCounts {
  /** Beyond the tolerance, or a new critical failure type. */
  regressed: number
  /** Lower within the tolerance, or with a new failure type that is not critical. */
  worse: number
  /** Higher, or as high with failure types resolved and none new. */
  improved: number
  /** The same trust score, readiness and failure types. */
  unchanged: number
  added: number
  removed: number
}

/** A session whose trust score, readiness or failure types moved. */
export function changed(d: SessionDelta): boolean {
  return (
    d.trust_delta !== 0 ||
    d.new_failures.length > 0 ||
    d.resolved_failures.length > 0 ||
    d.readiness_level !== d.baseline_readiness_level
  )
}

/** How a matched session moved: one of the categories of `ComparisonCounts`. */
export function movement(d: SessionDelta): 'regressed' | 'worse' | 'improved' | 'unchanged' {
  if (d.regressed) return 'regressed'
  if (!changed(d)) return 'unchanged'
  return d.trust_delta >= 0 && d.new_failures.length === 0 ? 'improved' : 'worse'
}

export function countComparison(c: Comparison): ComparisonCounts {
  const n = { regressed: 0, worse: 0, improved: 0, unchanged: 0, added: c.added.length, removed: c.removed.length }
  for (const d of c.sessions) n[movement(d)]++
  return n
}

/** Why a session regressed, in words; empty when it did not. */
export function regressionReasons(d: SessionDelta, tolerance: number): string[] {
  const out: string[] = []
  if (-d.trust_delta > tolerance) {
    out.push(
      `${d.session}: trust score fell from ${d.baseline_trust_score} to ${d.trust_score} (${d.trust_delta}), ` +
        `more than the regression tolerance of ${tolerance}.`,
    )
  }
  if (d.new_critical.length) {
    out.push(
      `${d.session}: new critical failure cause${d.new_critical.length === 1 ? '' : 's'} ` +
        `${d.new_critical.join(', ')}, not critical in the baseline.`,
    )
  }
  return out
}

/**
 * The report with regressions failing the gate, when the comparison says fail-on-regression:
 * each regressed session fails, and the verdict fails with the reasons. Otherwise the report as
 * it is.
 */
export function applyRegressions(report: Report, comparison: Comparison): Report {
  const regressed = comparison.sessions.filter((d) => d.regressed)
  if (!comparison.fail_on_regression || regressed.length === 0) return report
  const names = new Set(regressed.map((d) => d.session))
  const sessions = report.sessions.map((s) => (s.passed && names.has(sessionName(s)) ? { ...s, passed: false } : s))
  const reasons = regressed.flatMap((d) => regressionReasons(d, comparison.tolerance))
  const v = report.verdict
  return {
    ...report,
    verdict: {
      ...v,
      passed: false,
      failed_session_count: sessions.filter((s) => !s.passed).length,
      // A passing verdict's one reason says why it passed; it no longer did.
      reasons: [...(v.passed ? [] : v.reasons), ...reasons],
    },
    sessions,
  }
}

/** A change in trust score with its sign: +5, -10, 0. */
export const signedDelta = (n: number): string => (n > 0 ? `+${n}` : String(n))

/** The comparison for a terminal (the CLI): one line, then one line per changed session. */
export function comparisonText(c: Comparison, plain: (s: string) => string = (s) => s): string {
  const n = countComparison(c)
  const lines = [
    `Baseline (${plain(c.baseline)}): ${c.sessions.length} of ${c.baseline_session_count} ` +
      `session${c.baseline_session_count === 1 ? '' : 's'} compared; ` +
      `${n.regressed} regressed, ${n.worse} lower within the tolerance, ${n.improved} improved, ${n.unchanged} ` +
      `unchanged; ${n.added} new, ${n.removed} gone (tolerance ${c.tolerance}).`,
  ]
  for (const d of c.sessions.filter(changed)) {
    const parts = [`trust ${d.baseline_trust_score} -> ${d.trust_score} (${signedDelta(d.trust_delta)})`]
    if (d.readiness_level !== d.baseline_readiness_level)
      parts.push(`${d.baseline_readiness_level} -> ${d.readiness_level}`)
    if (d.new_failures.length) parts.push(`new: ${d.new_failures.join(', ')}`)
    if (d.resolved_failures.length) parts.push(`resolved: ${d.resolved_failures.join(', ')}`)
    lines.push(`  ${movement(d).toUpperCase().padEnd(9)}  ${plain(d.session)}: ${parts.join('; ')}`)
  }
  for (const name of c.added) lines.push(`  ${'NEW'.padEnd(9)}  ${plain(name)}: no baseline`)
  for (const name of c.removed) lines.push(`  ${'GONE'.padEnd(9)}  ${plain(name)}: in the baseline only`)
  return lines.join('\n') + '\n'
}

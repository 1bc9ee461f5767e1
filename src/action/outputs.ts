/**
 * The action's outputs, from the report. Pure.
 */
import { worstSession, type Report } from '../report/json.js'
import { harnessOnlyFailure, verdictWords, worstWhy } from '../report/marks.js'
import { harnessLeadWhy } from '../harness/judge.js'

export { worstSession }

export const OUTPUT_NAMES = [
  'trust-score',
  'readiness',
  'primary-failure',
  'passed',
  'regression',
  'report-path',
  'comment-url',
] as const

/** The verdict outputs (report-path and comment-url are set where they are known). */
export function verdictOutputs(
  report: Report,
): Record<'trust-score' | 'readiness' | 'primary-failure' | 'passed', string> {
  const v = report.verdict
  return {
    'trust-score': v.trust_score === null ? '' : String(v.trust_score),
    readiness: v.readiness_level ?? '',
    'primary-failure': worstSession(report)?.diagnosis.primary_diagnosis.root_cause_failure_type ?? '',
    passed: String(v.passed),
  }
}

/** The verdict in one line, for the end of the log; a run failed by its harness alone says so, and why. */
export function verdictLine(report: Report): string {
  const v = report.verdict
  const n = v.session_count
  const bar = `fail-on ${v.fail_on}${v.min_trust_score !== null ? `, minimum trust score ${v.min_trust_score}` : ''}`
  const harnessOnly = harnessOnlyFailure(report)
  const words = verdictWords(v.passed, report.sessions, harnessOnly).replace(/^[a-z]+/, (w) => w.toUpperCase())
  if (harnessOnly) {
    const results = report.harness?.results ?? []
    const failed = results.filter((r) => !r.passed).length
    return (
      `Verdict: ${words}: ${harnessLeadWhy(results)} (${bar}): ${failed} of ${results.length} harness ` +
      `result${results.length === 1 ? '' : 's'} failed; no session failed on its trace.`
    )
  }
  const why = worstWhy(report)
  return (
    `Verdict: ${words} (${bar}): ${v.failed_session_count} of ${n} ` +
    `session${n === 1 ? '' : 's'} failed` +
    (v.trust_score !== null
      ? `; lowest trust score ${v.trust_score}, worst readiness ${v.readiness_level}${why ? ` (${why})` : ''}.`
      : '.')
  )
}

/**
 * The CLI's readable summary: one block per session, then the verdict. Pure.
 */
import type { Report } from './json.js'
import { sessionName } from '../policy.js'

/** Trace-derived text for a terminal: no control characters, no escape sequences. */
export function plain(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?')
}

export function renderText(report: Report): string {
  const lines: string[] = []
  for (const s of report.sessions) {
    const d = s.diagnosis
    const p = d.primary_diagnosis
    lines.push(`${plain(sessionName(s))}  [${s.format}, preset ${s.preset}, ${d.evidence_summary.event_count} events]`)
    lines.push(`  ${s.passed ? 'pass' : 'FAIL'}  trust ${d.trust_score}  ${d.readiness_level}`)
    if (p.root_cause_failure_type) {
      lines.push(`  primary: ${p.root_cause_failure_type} (${p.severity}): ${p.description}`)
      lines.push(`    ${p.causal_chain_explanation}`)
      for (const c of d.failure_causes) {
        lines.push(`  - ${c.type} ${c.severity} ${c.impact_score}: ${c.description}`)
      }
      for (const r of d.recommendations) lines.push(`  fix ${r.failure_type}: ${r.remediation}`)
    } else {
      lines.push(`  ${p.causal_chain_explanation}`)
    }
    const unobserved = Object.keys(d.scores).filter((k) => !s.observes.includes(k as never))
    if (unobserved.length) lines.push(`  not observable in ${s.format} traces: ${unobserved.join(', ')}`)
    lines.push('')
  }
  const v = report.verdict
  lines.push(
    `Verdict: ${v.passed ? 'PASSED' : 'FAILED'} (fail-on ${v.fail_on}${v.min_trust_score !== null ? `, min trust ${v.min_trust_score}` : ''}): ` +
      `${v.failed_session_count} of ${v.session_count} session${v.session_count === 1 ? '' : 's'} failed` +
      (v.trust_score !== null ? `; lowest trust ${v.trust_score}, worst readiness ${v.readiness_level}` : ''),
  )
  for (const r of v.reasons) lines.push(`  ${plain(r)}`)
  return lines.join('\n') + '\n'
}

/**
 * The human report in Markdown (the job summary, the PR comment and the CLI's --markdown). Pure.
 */
import type { Report } from './json.js'
import { sessionName } from '../policy.js'

export function renderMarkdown(report: Report): string {
  const lines = [`# agent-trust-gate: ${report.verdict.passed ? 'passed' : 'failed'}`, '']
  for (const r of report.verdict.reasons) lines.push(`- ${r}`)
  lines.push('', '| session | trust | readiness | primary failure |', '| --- | --- | --- | --- |')
  for (const s of report.sessions) {
    const d = s.diagnosis
    lines.push(`| ${sessionName(s)} | ${d.trust_score} | ${d.readiness_level} | ${d.primary_diagnosis.root_cause_failure_type ?? 'none'} |`)
  }
  return lines.join('\n') + '\n'
}

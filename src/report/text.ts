/**
 * The CLI's readable summary: one block per session, then the verdict. Pure.
 */
import { loopTool, notReadLines, primaryCause, type Report } from './json.js'
import { nothingToJudge, readNothing, sessionName } from '../policy/verdict.js'
import { sessionChecklist } from '../policy/assertions.js'
import { caseLine, casesByStatus } from '../policy/cases.js'
import { harnessChecklist, harnessLeadWhy, harnessLine } from '../harness/judge.js'
import {
  harnessOnlyFailure,
  MARK_WORD,
  NAME_CLOSE,
  NAME_OPEN,
  onceQuotedText,
  otherCauses,
  otherReasons,
  readinessWhy,
  sessionMark,
  verdictWords,
  worstWhy,
} from './marks.js'
import { alsoWords, changedFiles, editWords, MAX_FILES_LISTED, rootWords, unseenWords } from './files-section.js'
import { plural } from '../core/text.js'

/** Trace-derived text for a terminal: no control characters, no escape sequences. */
export function plain(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?')
}

/** ` (tool X)` after a reference loop cause; empty otherwise. */
function toolNote(c: Parameters<typeof loopTool>[0] | undefined): string {
  const tool = c && loopTool(c)
  return tool ? ` (tool ${plain(tool)})` : ''
}

/**
 * What the agent changed, as the comment's section says it: each file edited or written, with its
 * edits and the causes that involve it, then how many were only read or lay outside the workspace.
 */
function changedLines(s: Report['sessions'][number]): string[] {
  if (!s.files) return []
  const changed = changedFiles(s)
  const out = changed
    .slice(0, MAX_FILES_LISTED)
    .map((f) => `  changed ${plain(f.path)}: ${editWords(f)}${f.causes.length ? `; ${f.causes.join(', ')}` : ''}`)
  if (changed.length > MAX_FILES_LISTED) {
    out.push(
      `  changed ...and ${plural(changed.length - MAX_FILES_LISTED, 'more file')}; the JSON report lists them all`,
    )
  }
  const root = rootWords(s, plain)
  if (root) out.unshift(`  ${root}`)
  const unseen = unseenWords(s)
  if (changed.length && unseen) out.push(`  also ${unseen}`)
  const also = alsoWords(s)
  const none = unseen
    ? `changed: ${unseen};`
    : `changed no file in ${s.files_root !== undefined ? "the agent's working directory" : 'the workspace'};`
  if (also.length) out.push(`  ${changed.length ? 'also' : none} ${also.join('; ')}`)
  else if (!changed.length && unseen) out.push(`  changed: ${unseen}`)
  return out
}

export function renderText(report: Report): string {
  const lines: string[] = []
  // Failed by the harness alone: the sessions' blocks below may all say pass, so the reason comes first.
  const harnessOnly = harnessOnlyFailure(report)
  const why = harnessOnly ? harnessLeadWhy(report.harness?.results ?? []) : undefined
  if (why) lines.push(`FAILED by the evaluation harness: ${plain(why)}`, '')
  for (const s of report.sessions) {
    const d = s.diagnosis
    const p = d.primary_diagnosis
    lines.push(`${plain(sessionName(s))}  [${s.format}, preset ${s.preset}, ${d.evidence_summary.event_count} events]`)
    const why = readinessWhy(d)
    lines.push(
      `  ${MARK_WORD[sessionMark(s)]}  trust ${d.trust_score}  ${d.readiness_level}` +
        (why ? `: ${why.despiteScore ? why.long : why.short}` : ''),
    )
    if (s.verification && s.verification.status !== 'changes_not_visible')
      lines.push(`  proof of work: ${plain(s.verification.line)}`)
    for (const f of s.integrity ?? []) {
      const at =
        f.origin?.line !== undefined
          ? ` line ${f.origin.line}`
          : f.origin?.index !== undefined
            ? ` item ${f.origin.index}`
            : ''
      lines.push(`  integrity ${f.kind}${at}: ${plain(f.detail)}`)
    }
    if (readNothing(s)) {
      lines.push(`  ${plain(nothingToJudge(s))}`)
    } else if (p.root_cause_failure_type) {
      // The primary cause and its fix first, then the others by severity, each with its fix;
      // each quote of the trace once.
      const seen = new Set<string>()
      const once = (raw: string) => {
        const { text, names } = onceQuotedText(raw, seen)
        return plain(
          text
            .replace(new RegExp(`${NAME_OPEN}(\\d+)${NAME_CLOSE}`, 'g'), (_m, i: string) => names[Number(i)])
            .replace(new RegExp(`[${NAME_OPEN}${NAME_CLOSE}]`, 'g'), ''),
        )
      }
      // Causes with the same advice share one line.
      const byText = new Map<string, string[]>()
      for (const r of d.recommendations) {
        const types = byText.get(r.remediation) ?? []
        if (!types.includes(r.failure_type)) types.push(r.failure_type)
        byText.set(r.remediation, types)
      }
      const fixOf = (type: string) => {
        const found = [...byText].find(([, types]) => types.includes(type))
        if (!found) return []
        byText.delete(found[0])
        return [`    fix${found[1].length > 1 ? ` (${found[1].join(', ')})` : ''}: ${once(found[0])}`]
      }
      const primary = primaryCause(d)
      lines.push(
        `  primary: ${p.root_cause_failure_type} (${p.severity}): ` +
          `${once(p.description ?? '')}${toolNote(primary)}`,
        ...fixOf(p.root_cause_failure_type),
      )
      for (const c of otherCauses(d.failure_causes, primary)) {
        lines.push(
          `  - ${c.type} ${c.severity} ${c.impact_score}: ${once(c.description)}${toolNote(c)}`,
          ...fixOf(c.type),
        )
      }
    } else {
      lines.push(`  ${plain(p.causal_chain_explanation)}`)
    }
    lines.push(...changedLines(s))
    const unobserved = Object.keys(d.scores).filter((k) => !s.observes.includes(k as never))
    if (unobserved.length) lines.push(`  not observable in ${s.format} traces: ${unobserved.join(', ')}`)
    if (s.case !== undefined) lines.push(`  run of case ${plain(s.case)}`)
    for (const item of sessionChecklist(s)) {
      lines.push(
        `  [${item.passed ? 'x' : ' '}] ${item.passed ? 'pass' : item.level === 'error' ? 'FAIL' : 'warn'}  ` +
          `${plain(item.text)}`,
      )
    }
    lines.push('')
  }
  if (report.cases?.length) {
    const groups = casesByStatus(report.cases)
    lines.push(`Cases (${report.cases.length}):`)
    for (const [title, list] of [
      ['failing', groups.failing],
      ['flaky', groups.flaky],
      ['passing', groups.passing],
    ] as const) {
      if (!list.length) continue
      lines.push(`  ${title}:`)
      for (const c of list) lines.push(`    ${c.passed ? 'pass' : 'FAIL'}  ${plain(caseLine(c))}`)
    }
    lines.push('')
  }
  if (report.harness) {
    const h = report.harness
    const minimum = h.min_final_score !== null ? `; minimum final score ${h.min_final_score}` : ''
    lines.push(`Harness results (${h.results.length}${minimum}):`)
    for (const r of h.results) {
      lines.push(`  ${r.passed ? 'pass' : 'FAIL'}  ${plain(harnessLine(r))}`)
      for (const c of harnessChecklist(r))
        lines.push(`    [${c.passed === true ? 'x' : c.passed === null ? '?' : ' '}] ${plain(c.text)}`)
      for (const m of r.mismatches) lines.push(`    note: ${plain(m)}`)
    }
    lines.push('')
  }
  if (report.not_read?.length) {
    lines.push(`Files found beside the traces, not read (${report.not_read.length}):`)
    for (const line of notReadLines(report)) lines.push(`  ${plain(line)}`)
    lines.push('')
  }
  const v = report.verdict
  const harnessFailed = report.harness?.results.filter((r) => !r.passed).length ?? 0
  lines.push(
    `Verdict: ${verdictWords(v.passed, report.sessions, harnessOnly).replace(/^[a-z]+/, (w) => w.toUpperCase())} (fail-on ` +
      `${v.fail_on}${v.min_trust_score !== null ? `, minimum trust score ${v.min_trust_score}` : ''}): ` +
      (harnessOnly
        ? `${harnessFailed} of ${plural(report.harness!.results.length, 'harness result')} failed; ` +
          `no session failed on its trace`
        : `${v.failed_session_count} of ${v.session_count} session${v.session_count === 1 ? '' : 's'} failed`) +
      // One session's block above says its readiness; the worst of several is said here.
      (v.trust_score !== null && v.session_count > 1
        ? `; lowest trust score ${v.trust_score}, worst readiness ${v.readiness_level}${worstWhy(report) ? ` (${worstWhy(report)})` : ''}`
        : '') +
      (report.cases?.length
        ? `; ${report.cases.filter((c) => !c.passed).length} of ${report.cases.length} ` +
          `case${report.cases.length === 1 ? '' : 's'} failed`
        : '') +
      (report.harness && !harnessOnly
        ? `; ${harnessFailed} of ${report.harness.results.length} ` +
          `harness result${report.harness.results.length === 1 ? '' : 's'} failed`
        : ''),
  )
  // The reasons no session block above says.
  for (const r of otherReasons(report)) lines.push(`  ${plain(r)}`)
  return lines.join('\n') + '\n'
}

/**
 * The human report in Markdown: the pull request comment, the job summary and the CLI's
 * --markdown. Pure: a function of the report and the options given, no clock, no environment.
 *
 * Most important first: the verdict and why; trust score and readiness per session; for each
 * session its primary diagnosis and causal chain, the remediation, the failure causes; then,
 * folded, the dimension scores, the evidence summary and the causal chain as a Mermaid diagram.
 *
 * GitHub's limits (65,536 characters for a comment, 1 MiB for a job summary) are met by shrinking
 * in steps, never by cutting mid-table: every session in full; then only the failing sessions in
 * full; then one table row per session; then as many rows as fit. The output says what it left
 * out and where to find it.
 *
 * All trace-derived text goes through ./sanitize.js.
 */
import { sessionChecklist } from '../policy/assertions.js'
import { caseLine, casesByStatus } from '../policy/cases.js'
import { harnessChecklist, harnessFault, harnessLeadWhy, harnessLine } from '../harness/judge.js'
import { loopTool, primaryCause, type Report, type SessionReport } from './json.js'
import { nothingToJudge, readNothing, sessionName } from '../policy/verdict.js'
import {
  changed,
  countComparison,
  movement,
  signedDelta,
  type Comparison,
  type NoBaseline,
  type SessionDelta,
} from './baseline.js'
import { historyLine, sparkline, type HistoryEntry } from './history.js'
import { mdCode, mdText, mdUrl, mermaidLabel } from './sanitize.js'
import { filesSection } from './files-section.js'
import { verificationParts } from './verification-line.js'
import { plural } from '../core/text.js'
import type { FailureType } from '../core/vocabulary.js'
import { rulePage } from '../engine/presets.js'
import {
  MARK_ICON,
  readinessWhy,
  runMark,
  sessionMark,
  TOKENS_FROM,
  verdictMark,
  verdictWords,
  harnessOnlyFailure,
  NAME_CLOSE,
  NAME_OPEN,
  onceQuotedText,
  otherCauses,
  otherReasons,
} from './marks.js'

export const COMMENT_MAX_CHARS = 65_536
export const SUMMARY_MAX_BYTES = 1024 * 1024

/** How much a rendering shows, from everything to a truncated table. */
export type RenderLevel = 'all' | 'failing' | 'oneline' | 'truncated'
export const RENDER_LEVELS: readonly RenderLevel[] = ['all', 'failing', 'oneline', 'truncated']

export interface CommentOptions {
  /** The hidden marker that starts the comment (src/action/comment.ts). */
  marker: string
  /** The comment key, shown in the footer. */
  commentKey?: string
  /** The largest body, in characters; GitHub's limit by default. */
  maxChars?: number
  /** A link to the full report (the run's job summary); shown only when something is left out. */
  fullReportUrl?: string
  /** The comparison with the baseline, or why there is none (only when a baseline was asked for). */
  baseline?: Comparison | NoBaseline
  /**
   * The runs on this pull request, oldest first, this run among them: kept hidden on the second
   * line (src/report/history.ts) and shown as a trend when there are two or more.
   */
  history?: readonly HistoryEntry[]
  /** The page of a run, from its id, for the trend's table. */
  runLink?: (runId: string) => string | undefined
  /** Notes in our own words (no trace content), shown under the verdict. */
  notes?: readonly string[]
  /** Where rule pages are: the repository's tree at a ref; each failure type links to its rule's page there. */
  rulesBase?: string
}

export interface SummaryOptions {
  maxBytes?: number
  /** Where rule pages are, as in CommentOptions. */
  rulesBase?: string
  /** The comparison with the baseline, or why there is none (only when a baseline was asked for). */
  baseline?: Comparison | NoBaseline
  /** Notes in our own words (no trace content), shown under the verdict: e.g. the HTML report's link. */
  notes?: readonly string[]
}

export interface Rendered {
  body: string
  level: RenderLevel
}

type Cause = SessionReport['diagnosis']['failure_causes'][number]

/** Evidence nodes in the Mermaid diagram of a session, at most. */
export const MAX_DIAGRAM_EVIDENCE = 8
/** Verdict reasons listed when the report is shrunk, at most. */
const MAX_REASONS_SHRUNK = 10
/** Origin lines listed per failure cause, at most. */
const MAX_ORIGINS = 10

/**
 * A value the report's schema constrains (an enum, a number): as it is when it is a plain word
 * (`_` between letters cannot start emphasis), else escaped like any other text.
 */
const word = (x: string | number | null | undefined) => {
  const s = String(x ?? '')
  return /^-?[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/.test(s) && s.length <= 80 ? s : mdText(s, 80)
}

/** Failing sessions first, then the others; report order within each. */
function ordered(report: Report): SessionReport[] {
  return [...report.sessions.filter((s) => !s.passed), ...report.sessions.filter((s) => s.passed)]
}

/**
 * The verdict, once: the heading, one sentence (how many sessions failed, and the bar), then
 * the reasons that no session row or section says. With one session shown in full, its own
 * section says its readiness; with a table, the table does. When only an evaluation harness
 * failed the run, the harness's reason leads.
 */
function verdictBlock(report: Report, maxReasons: number, rows: readonly SessionReport[] = report.sessions): string[] {
  const v = report.verdict
  const harnessOnly = harnessOnlyFailure(report)
  const mark = verdictMark(v.passed, report.sessions)
  // Failed by the harness alone: the heading says why, from the harness.
  const why = harnessOnly ? harnessLeadWhy(report.harness?.results ?? []) : undefined
  const lines = [
    `## ${MARK_ICON[mark]} Agent trust gate: ${verdictWords(v.passed, report.sessions, harnessOnly)}` +
      (why ? `: ${mdText(why, 300)}` : ''),
    '',
  ]
  // The sessions shown (`rows`: a cut table shows fewer) say why they failed; the others' reasons stay.
  const all = otherReasons(report, rows)
  if (v.session_count > 0) {
    const bar =
      `fail-on \`${v.fail_on}\`` +
      (v.min_trust_score !== null ? `, minimum trust score ${word(v.min_trust_score)}` : '')
    const review = report.sessions.filter((s) => sessionMark(s) === 'review').length
    const toReview =
      mark === 'review'
        ? ` ${MARK_ICON.review} marks ${review === 1 ? 'the session' : `the ${review} sessions`} to review.`
        : ''
    const lowest = v.session_count > 1 ? ` Lowest trust score **${word(v.trust_score)}**.` : ''
    lines.push(
      harnessOnly
        ? `**${HARNESS_FAULT_WORDS[harnessFault(report.harness?.results ?? []) ?? 'unknown']}** (the reason below); ` +
            `${v.session_count === 1 ? 'the session' : `none of the ${v.session_count} sessions`} ` +
            `${v.session_count === 1 ? 'passed' : 'failed'} the gate on ${v.session_count === 1 ? 'its' : 'their'} trace (${bar}).${lowest}${toReview}`
        : (v.passed
            ? `**${v.session_count === 1 ? 'The session' : `All ${v.session_count} sessions`} passed** the gate (${bar}).`
            : `**${v.failed_session_count} of ${plural(v.session_count, 'session')} failed** the gate (${bar}).`) +
            `${lowest}${toReview}`,
      '',
    )
  }
  const reasons = all.slice(0, maxReasons)
  for (const r of reasons) lines.push(`- ${mdText(r, 500)}`)
  if (all.length > reasons.length) lines.push(`- …and ${plural(all.length - reasons.length, 'more reason')}.`)
  lines.push('')
  return lines
}

/** Whose failure a run failed by its harness alone was, as the verdict's sentence says it. */
const HARNESS_FAULT_WORDS = {
  agent: "The evaluation harness failed the agent's run",
  harness: 'The evaluation harness itself failed, not the agent',
  unknown: 'An evaluation harness failed the run',
} as const

/** A failure type as code, linked to the page of the rule that found it when the report says where rule pages are. */
function typeCode(s: SessionReport, type: FailureType, x: Extras, table = false): string {
  const code = mdCode(type, { table })
  const page = x.rulesBase ? rulePage(s.preset, type) : undefined
  return page ? `[${code}](${mdUrl(`${x.rulesBase}/${page}`)})` : code
}

/**
 * ` (tool X)` after a reference loop cause; empty otherwise. The name is trace text: escaped as
 * Markdown, with its angle brackets as entities so that no tag appears even escaped.
 */
function toolNote(c: Cause | undefined): string {
  const tool = c && loopTool(c)
  if (!tool) return ''
  return ` (tool ${mdText(tool, 100).replace(/\\[<>]/g, (m) => (m === '\\<' ? '&lt;' : '&gt;'))})`
}

function primaryCell(s: SessionReport, x: Extras): string {
  const p = s.diagnosis.primary_diagnosis
  if (readNothing(s)) return 'nothing to judge (no events read)'
  return p.root_cause_failure_type ? `${typeCode(s, p.root_cause_failure_type, x, true)} (${word(p.severity)})` : 'none'
}

/** What the table and the sections need besides the report. */
interface Extras {
  comparison?: Comparison
  missingBaseline?: string
  /** A matched session's change, by its name in this run. */
  deltas: Map<string, SessionDelta>
  history: readonly HistoryEntry[]
  runLink?: (runId: string) => string | undefined
  notes: readonly string[]
  rulesBase?: string
}

function extrasOf(options: {
  baseline?: Comparison | NoBaseline
  history?: readonly HistoryEntry[]
  runLink?: (id: string) => string | undefined
  notes?: readonly string[]
  rulesBase?: string
}): Extras {
  const b = options.baseline
  const comparison = b && 'sessions' in b ? b : undefined
  return {
    ...(comparison ? { comparison } : {}),
    ...(b && 'missing' in b ? { missingBaseline: b.missing } : {}),
    deltas: new Map((comparison?.sessions ?? []).map((d) => [d.session, d])),
    history: options.history ?? [],
    ...(options.runLink ? { runLink: options.runLink } : {}),
    notes: options.notes ?? [],
    ...(options.rulesBase ? { rulesBase: options.rulesBase } : {}),
  }
}

function tableHead(x: Extras): string[] {
  return x.comparison
    ? ['| | Session | Trust score | Change | Readiness | Primary failure |', '| :-: | --- | --: | --: | --- | --- |']
    : ['| | Session | Trust score | Readiness | Primary failure |', '| :-: | --- | --: | --- | --- |']
}

/** A session's change against the baseline: `+5`, `**-12**` when it regressed, `new` without one. */
function changeCell(x: Extras, s: SessionReport): string {
  const d = x.deltas.get(sessionName(s))
  if (!d) return 'new'
  return d.regressed ? `**${signedDelta(d.trust_delta)}**` : signedDelta(d.trust_delta)
}

function tableRow(x: Extras, s: SessionReport): string {
  const d = s.diagnosis
  const change = x.comparison ? ` ${changeCell(x, s)} |` : ''
  return (
    `| ${MARK_ICON[sessionMark(s)]} | ${mdCode(sessionName(s), { table: true })} | ${word(d.trust_score)} ` +
    `|${change} ${word(d.readiness_level)} | ${primaryCell(s, x)} |`
  )
}

const MOVEMENT_ICON = { regressed: '📉', worse: '↘️', improved: '📈', unchanged: '➖' } as const

const typeList = (types: readonly string[]) =>
  types.length ? types.map((t) => mdCode(t, { table: true })).join(', ') : 'none'

/** The comparison with the baseline: a summary line, then (when `rows`) a table of what moved. */
function baselineSection(x: Extras, rows: 'changed' | 'regressed' | 'none'): string[] {
  if (x.missingBaseline !== undefined) {
    return [`**Baseline:** none to compare with: ${mdText(x.missingBaseline, 400)}. Nothing fails for it.`, '']
  }
  const c = x.comparison
  if (!c) return []
  const n = countComparison(c)
  const parts = [
    n.regressed ? `**${plural(n.regressed, 'session')} regressed**` : 'no session regressed',
    ...(n.worse ? [`${n.worse} lower within the tolerance`] : []),
    ...(n.improved ? [`${n.improved} improved`] : []),
    ...(n.unchanged ? [`${n.unchanged} unchanged`] : []),
  ]
  const unmatched = [
    ...(n.added ? [`${plural(n.added, 'session')} without a baseline`] : []),
    ...(n.removed ? [`${plural(n.removed, 'baseline session')} not in this run`] : []),
  ]
  const rule =
    `a regression is a trust score more than ${word(c.tolerance)} points lower, or a failure type that became ` +
    `critical` +
    (n.regressed && !c.fail_on_regression ? '; fail-on-regression is off, so regressions do not fail the gate' : '')
  const out = [
    '### Compared with the baseline',
    '',
    `Baseline: ${mdText(c.baseline, 300)}. ${plural(c.sessions.length, 'session')} compared: ${parts.join(', ')}` +
      `${unmatched.length ? `; ${unmatched.join(', ')}` : ''} (${rule}).`,
    '',
  ]
  const shown = rows === 'none' ? [] : c.sessions.filter((d) => (rows === 'regressed' ? d.regressed : changed(d)))
  if (shown.length) {
    out.push(
      '| | Session | Trust score | Change | Readiness | New failure types | Resolved failure types |',
      '| :-: | --- | --: | --: | --- | --- | --- |',
    )
    for (const d of shown) {
      const renamed =
        d.baseline_session !== d.session ? ` (baseline ${mdCode(d.baseline_session, { table: true })})` : ''
      const readiness =
        d.readiness_level === d.baseline_readiness_level
          ? word(d.readiness_level)
          : `${word(d.readiness_level)} (was ${word(d.baseline_readiness_level)})`
      out.push(
        `| ${MOVEMENT_ICON[movement(d)]} | ${mdCode(d.session, { table: true })}${renamed} | ` +
          `${word(d.trust_score)} (was ${word(d.baseline_trust_score)}) | ` +
          `${d.regressed ? `**${signedDelta(d.trust_delta)}**` : signedDelta(d.trust_delta)} | ` +
          `${readiness} | ${typeList(d.new_failures)} | ${typeList(d.resolved_failures)} |`,
      )
    }
    out.push('')
  }
  if (rows === 'regressed' && shown.length < c.sessions.filter(changed).length) {
    out.push('Only the sessions that regressed are listed here.', '')
  }
  return out
}

function runLabel(e: HistoryEntry): string {
  const name = e.number !== undefined ? `#${e.number}` : `run ${e.run}`
  return e.attempt !== undefined && e.attempt > 1 ? `${name} (attempt ${e.attempt})` : name
}

/** The trend of this pull request: a sparkline, and folded, a table of runs and a chart. */
function trendSection(x: Extras, full: boolean): string[] {
  const h = x.history
  if (h.length < 2) return []
  const trust = h.map((e) => e.trust)
  const out = [
    `**Trend on this pull request** (lowest trust score of the last ${plural(h.length, 'run')}, oldest first): ` +
      `${sparkline(trust)} ${trust.map((t) => (t === null ? '–' : String(t))).join(' → ')}`,
    '',
  ]
  if (!full) return out
  out.push(
    '<details>',
    '<summary>Runs on this pull request</summary>',
    '',
    '| Run | Commit | Trust score | Readiness | Primary failure | Tool calls | Verdict |',
    '| --- | --- | --: | --- | --- | --: | --- |',
  )
  for (const e of h) {
    const link = x.runLink?.(e.run)
    const run = link ? `[${runLabel(e)}](${link})` : runLabel(e)
    out.push(
      `| ${run} | ${e.sha ? `\`${e.sha.slice(0, 7)}\`` : ''} | ${e.trust ?? '–'} | ${e.readiness ?? '–'} | ` +
        `${e.primary ? `\`${e.primary}\`` : 'none'} | ${e.tool_calls} | ${MARK_ICON[runMark(e.passed, e.readiness)]} ` +
        `${e.passed ? 'passed' : 'failed'} |`,
    )
  }
  const points = h.filter((e) => e.trust !== null)
  if (points.length >= 2) {
    out.push(
      '',
      '```mermaid',
      'xychart-beta',
      '  title "Lowest trust score per run"',
      `  x-axis [${points.map((e) => `"${runLabel(e)}"`).join(', ')}]`,
      '  y-axis "Trust score" 0 --> 100',
      `  line [${points.map((e) => e.trust).join(', ')}]`,
      '```',
    )
  }
  out.push('', '</details>', '')
  return out
}

/** The notes, right under the verdict. */
function preamble(x: Extras): string[] {
  return x.notes.flatMap((n) => [n, ''])
}

/** A record id from a trace that is safe to show as it is: letters, digits and a few marks, 64 at most. */
function isPlainId(id: string): boolean {
  return /^[A-Za-z0-9_.:-]{1,64}$/.test(id)
}

/**
 * Whether the line numbers of a session's evidence tell records apart: not when every origin is
 * on one line (a one-document JSON file, such as a span trace) and the records carry ids of
 * their own, which say more.
 */
function linesMeanSomething(s: SessionReport): boolean {
  const origins = s.diagnosis.failure_causes.flatMap((c) => c.evidence_origins)
  const lines = new Set(origins.map((o) => o.line).filter((l) => l !== undefined))
  return (
    lines.size !== 1 ||
    origins.length < 2 ||
    !origins.every((o) => o.span_id !== undefined || o.id !== undefined || o.index !== undefined)
  )
}

/** Record indexes of a one-document trace: `record 4`, `records 3 and 7`, `records 0 to 10`. */
function recordsText(indexes: number[]): string {
  if (indexes.length === 1) return `record ${indexes[0]}`
  if (indexes.length === 2) return `records ${indexes[0]} and ${indexes[1]}`
  return `records ${indexes[0]} to ${indexes[indexes.length - 1]}`
}

function originsText(cause: Cause, showLines = true): string {
  const lines = [
    ...new Set(cause.evidence_origins.map((o) => o.line).filter((l): l is number => l !== undefined)),
  ].sort((a, b) => a - b)
  const indexes = [
    ...new Set(
      cause.evidence_origins
        .filter((o) => (o.line === undefined || !showLines) && o.index !== undefined)
        .map((o) => o.index!),
    ),
  ].sort((a, b) => a - b)
  const list = (xs: number[], f: (x: number) => string) =>
    xs.slice(0, MAX_ORIGINS).map(f).join(', ') + (xs.length > MAX_ORIGINS ? ', …' : '')
  const spans = [...new Set(cause.evidence_origins.map((o) => o.span_id).filter((id) => id !== undefined))]
    .filter(isPlainId)
    .sort()
  // Message or event ids, when the lines say nothing and there are no span ids.
  const ids =
    showLines || spans.length
      ? []
      : [...new Set(cause.evidence_origins.map((o) => o.id).filter((id) => id !== undefined))].filter(isPlainId).sort()
  const strings = (xs: string[]) =>
    xs
      .slice(0, MAX_ORIGINS)
      .map((x) => `\`${x}\``)
      .join(', ') + (xs.length > MAX_ORIGINS ? ', …' : '')
  const parts: string[] = []
  if (lines.length && (showLines || (!spans.length && !ids.length && !indexes.length)))
    parts.push(`${lines.length === 1 ? 'line' : 'lines'} ${list(lines, String)}`)
  if (indexes.length) parts.push(recordsText(indexes))
  if (spans.length) parts.push(`${spans.length === 1 ? 'span' : 'spans'} ${strings(spans)}`)
  if (ids.length) parts.push(`${ids.length === 1 ? 'record' : 'records'} ${strings(ids)}`)
  const n = plural(cause.evidence.length, 'event')
  return parts.length ? `${n}: ${parts.join('; ')}` : n
}

/** The primary cause's causal chain, and its evidence events pointing at the failure. */
function mermaidDiagram(s: SessionReport): string[] {
  const d = s.diagnosis
  const showLines = linesMeanSomething(s)
  const type = d.primary_diagnosis.root_cause_failure_type
  const cause = type ? d.failure_causes.find((c) => c.type === type) : undefined
  if (!cause) return []
  const out = ['```mermaid', 'flowchart LR']
  const chain = cause.causal_chain
  chain.forEach((step, i) => {
    out.push(`  c${i}["${mermaidLabel(step)}"]`)
    if (i > 0) out.push(`  c${i - 1} --> c${i}`)
  })
  out.push(`  f{{"${mermaidLabel(`${cause.type}: ${cause.severity}`)}"}}`)
  if (chain.length) out.push(`  c${chain.length - 1} ==> f`)

  const labels = new Map(d.causal_graph.nodes.map((n) => [n.id, n.label]))
  const seen = new Set<string>()
  const evidence: { label: string; where: string }[] = []
  cause.evidence.forEach((e, i) => {
    const id = String(e.event_id)
    if (seen.has(id)) return
    seen.add(id)
    const o = cause.evidence_origins[i]
    const where =
      o?.span_id !== undefined && isPlainId(o.span_id)
        ? `span ${o.span_id}`
        : !showLines && o?.id !== undefined && isPlainId(o.id)
          ? `record ${o.id}`
          : o?.line !== undefined && (showLines || o.index === undefined)
            ? `line ${o.line}`
            : o?.index !== undefined
              ? `record ${o.index}`
              : id
    evidence.push({ label: labels.get(id) ?? String(e.event), where })
  })
  evidence.slice(0, MAX_DIAGRAM_EVIDENCE).forEach((e, i) => {
    out.push(`  e${i}["${mermaidLabel(`${e.where}: ${e.label}`)}"] -.-> f`)
  })
  if (evidence.length > MAX_DIAGRAM_EVIDENCE) {
    out.push(`  more["${mermaidLabel(`+${evidence.length - MAX_DIAGRAM_EVIDENCE} more evidence events`)}"] -.-> f`)
  }
  out.push('```')
  return out
}

/** `: 5 tool calls, 3 errors`: the kinds of events the session has, none of those it has not. */
function counted(e: SessionReport['diagnosis']['evidence_summary']): string {
  const parts = [
    [e.tool_calls, 'tool call'],
    [e.tool_outputs, 'tool output'],
    [e.memory_events, 'memory event'],
    [e.retries, 'retry', 'retries'],
    [e.errors, 'error'],
    [e.state_transitions, 'state transition'],
  ] as const
  const shown = parts.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many))
  return shown.length ? `: ${shown.join(', ')}` : ''
}

function evidenceSummary(s: SessionReport): string {
  const e = s.diagnosis.evidence_summary
  const c = s.diagnosis.cost_analysis
  return (
    `**Evidence summary:** ${plural(e.event_count, 'event')}${counted(e)}. ` +
    // A trace with no token counts says so, rather than "0 in all" as if the run spent nothing.
    (c.total_tokens > 0 || e.event_counts.token_usage
      ? `Tokens: ${grouped(c.total_tokens)} in all${c.tokens_from ? ` (from ${TOKENS_FROM[c.tokens_from]}: the trace records none)` : ''}, `
      : 'Tokens: none recorded; ') +
    (c.duplicate_calls > 0
      ? `${plural(c.duplicate_calls, 'duplicate tool call')} (redundancy ${c.redundancy_score}%), ` +
        `estimated token waste ${grouped(c.token_waste)}.`
      : 'no duplicate tool calls.')
  )
}

/** The session's integrity findings, as a list (trace ids and paths in them as text, escaped). */
function integrityLines(s: SessionReport): string[] {
  const findings = s.integrity ?? []
  if (findings.length === 0) return []
  return [
    `**Integrity:** ${plural(findings.length, 'finding')}; this trace may not be the whole, untouched record of this run.`,
    '',
    ...findings.map((f) => {
      const at =
        f.origin?.line !== undefined
          ? ` (line ${f.origin.line})`
          : f.origin?.index !== undefined
            ? ` (item ${f.origin.index})`
            : ''
      return `- \`${f.kind}\`${at}: ${mdText(f.detail, 300)}`
    }),
    '',
  ]
}

/** The session's assertions from the policy, as a checklist. */
function assertionLines(s: SessionReport): string[] {
  const items = sessionChecklist(s)
  if (items.length === 0) return []
  return [
    '**Assertions:**',
    '',
    ...items.map((i) => {
      const level = i.passed ? '' : i.level === 'error' ? '**error:** ' : 'warning: '
      return `- [${i.passed ? 'x' : ' '}] ${level}${mdText(i.text, 300)}`
    }),
    '',
  ]
}

/** Repeated runs of a case: failing cases, then flaky ones apart, then a count of the passing. */
function casesSection(report: Report, full: boolean): string[] {
  const cases = report.cases ?? []
  if (cases.length === 0) return []
  const g = casesByStatus(cases)
  const out = ['### Repeated runs', '']
  const counts =
    `${plural(g.failing.length, 'failing case')}, ${plural(g.flaky.length, 'flaky case')}, ` +
    `${plural(g.passing.length, 'passing case')}.`
  if (!full) return [...out, counts, '']
  out.push(counts, '')
  const list = (title: string, items: typeof cases) =>
    items.length
      ? [`**${title}:**`, '', ...items.map((c) => `- ${c.passed ? '✅' : '❌'} ${mdText(caseLine(c), 400)}`), '']
      : []
  out.push(...list('Failing', g.failing), ...list('Flaky (some runs passed, some failed)', g.flaky))
  if (g.passing.length) out.push(`**Passing:** ${g.passing.map((c) => mdCode(c.case)).join(', ')}`, '')
  return out
}

/** Scores read from evaluation harnesses: their own section, never part of a trust score. */
function harnessSection(report: Report, full: boolean): string[] {
  const results = report.harness?.results ?? []
  if (results.length === 0) return []
  const failed = results.filter((r) => !r.passed).length
  const out = [
    '### Scores from evaluation harnesses',
    '',
    `${plural(results.length, 'result')}, ${failed} failing. These scores are judged on their own and never ` +
      `change a trust score.`,
    '',
  ]
  if (!full) return out
  for (const r of results) {
    out.push(`- ${r.passed ? '✅' : '❌'} ${mdText(harnessLine(r), 400)}`)
    for (const c of harnessChecklist(r)) {
      const unknown = c.passed === null ? ' (cannot be recomputed from the files given)' : ''
      out.push(`  - [${c.passed === true ? 'x' : ' '}] ${mdText(c.text, 300)}${unknown}`)
    }
    if (r.mismatches.length)
      out.push(`  - recorded values differ from the recomputation: ${mdText(r.mismatches.join('; '), 300)}`)
  }
  out.push('')
  return out
}

/** Files not read listed in Markdown, at most; the JSON report lists them all. */
export const MAX_NOT_READ_LISTED = 50

/** Files found beside the traces and not read: a count, and folded, the list. */
function notReadSection(report: Report, full: boolean): string[] {
  const files = report.not_read ?? []
  if (files.length === 0) return []
  const count = `${plural(files.length, 'file')} found beside the traces ${files.length === 1 ? 'is' : 'are'} not read.`
  if (!full) return [count, '']
  const out = ['<details>', `<summary>${mdText(count, 200)}</summary>`, '']
  for (const n of files.slice(0, MAX_NOT_READ_LISTED))
    out.push(`- not read: ${mdCode(n.file, { max: 300 })} (${mdText(n.what, 200)})`)
  if (files.length > MAX_NOT_READ_LISTED)
    out.push(`- …and ${files.length - MAX_NOT_READ_LISTED} more; the JSON report lists them all.`)
  out.push('', '</details>', '')
  return out
}

/** A whole number with thousands separators (47,609,906); other numbers as they are. */
function grouped(n: number): string {
  return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n)
}

/**
 * A description or a fix as Markdown prose, each quote of the trace said once per session
 * (`onceQuotedText`): a repeated short name is shown as code.
 */
function onceQuoted(raw: string, seen: Set<string>, max: number): string {
  const { text, names } = onceQuotedText(raw, seen)
  return mdText(text, max)
    .replace(new RegExp(`${NAME_OPEN}(\\d+)${NAME_CLOSE}`, 'g'), (_m, i: string) =>
      mdCode(names[Number(i)], { table: true }),
    )
    .replace(new RegExp(`[${NAME_OPEN}${NAME_CLOSE}]`, 'g'), '')
}

/**
 * The place for one line per session right under its verdict: the proof of work (src/report/verification-line.ts), what was
 * verified after the agent's last edit, when the report says.
 */
function underVerdict(s: SessionReport): string[] {
  const parts = verificationParts(s)
  if (!parts) return []
  // mdText trims: the spaces around a command are put back.
  const words = (t: string) => `${t.startsWith(' ') ? ' ' : ''}${mdText(t, 200)}${t.endsWith(' ') ? ' ' : ''}`
  return [
    `**Proof of work:** ${parts.map((p) => (p.code ? mdCode(p.text, { max: 100 }) : words(p.text))).join('')}`,
    '',
  ]
}

/**
 * One session: its verdict once, then the primary cause and its fix, then the other causes and
 * their fixes in one order (by severity); folded, the causal chain, the dimension scores, the
 * evidence summary and the diagram. `alone`: the only session shown, with no table above to say
 * its readiness.
 */
function sessionSection(s: SessionReport, x: Extras, alone: boolean): string[] {
  const d = s.diagnosis
  const p = d.primary_diagnosis
  const mark = sessionMark(s)
  const why = readinessWhy(d)
  const readiness = alone ? `, ${word(d.readiness_level)}` : ''
  const out = [
    `### ${MARK_ICON[mark]} ${mdCode(sessionName(s))}`,
    '',
    `**Trust score ${word(d.trust_score)}**${readiness}` +
      `${why ? `: ${mdText(why.long, 300)}` : ''}; ` +
      `${mark === 'fail' ? '**failed**' : 'passed'} the gate${mark === 'review' ? ', to review' : ''}. ` +
      `${word(s.format)} trace, ${plural(d.evidence_summary.event_count, 'event')}, judged by the ` +
      `${word(s.preset)} preset.`,
    '',
    ...underVerdict(s),
  ]
  if (readNothing(s)) out.push(`**Nothing to judge:** ${mdText(nothingToJudge(s), 500)}.`, '')
  const seen = new Set<string>()
  const showLines = linesMeanSomething(s)
  // The fix first: the integrity findings come after the primary diagnosis and its remediation.
  if (p.root_cause_failure_type) {
    const primary = primaryCause(d)
    const found = `${onceQuoted(p.description ?? '', seen, 500)}${toolNote(primary)}`
    out.push(
      `**Primary diagnosis:** ${typeCode(s, p.root_cause_failure_type, x)} (${word(p.severity)}): ` +
        (primary ? `${found}${/[.!?]$/.test(found) ? '' : '.'} Evidence: ${originsText(primary, showLines)}.` : found),
      '',
    )
    // Causes with the same advice (a retry storm that ended the run) share one fix.
    const byText = new Map<string, typeof d.recommendations>()
    for (const r of d.recommendations) byText.set(r.remediation, [...(byText.get(r.remediation) ?? []), r])
    const fixOf = (type: string) => [...byText].find(([, rs]) => rs.some((r) => r.failure_type === type))
    const fix = fixOf(p.root_cause_failure_type)
    if (fix) {
      const also = fix[1].filter((r) => r.failure_type !== p.root_cause_failure_type)
      out.push(
        `**Fix${also.length ? ` (also for ${also.map((r) => typeCode(s, r.failure_type, x)).join(', ')})` : ''}:** ` +
          `${onceQuoted(fix[0], seen, 500)}`,
        '',
      )
      byText.delete(fix[0])
    }
    out.push(...integrityLines(s))
    const others = otherCauses(d.failure_causes, primary)
    if (others.length) {
      out.push(
        `**Other ${others.length === 1 ? 'cause' : 'causes'}:**`,
        '',
        '| Cause | Severity | Impact | What was found | Evidence |',
        '| --- | --- | --: | --- | --- |',
      )
      for (const c of others) {
        out.push(
          `| ${typeCode(s, c.type, x, true)} | ${word(c.severity)} | ${word(c.impact_score)} | ` +
            `${onceQuoted(c.description, seen, 300)}${toolNote(c)} | ${originsText(c, showLines)} |`,
        )
      }
      out.push('')
      // Their fixes, in the order of the table.
      const fixes = [...new Set(others.map((c) => fixOf(c.type)).filter((f) => f !== undefined))].filter((f) =>
        byText.has(f[0]),
      )
      if (fixes.length) {
        out.push(`**${fixes.length === 1 ? 'Its fix' : 'Their fixes'}:**`, '')
        for (const [text, rs] of fixes) {
          out.push(
            `- ${rs.map((r) => `${typeCode(s, r.failure_type, x)} (${word(r.severity)})`).join(', ')}: ` +
              `${onceQuoted(text, seen, 500)}`,
          )
        }
        out.push('')
      }
    }
  } else {
    out.push(mdText(p.causal_chain_explanation, 300), '', ...integrityLines(s))
  }

  out.push(...assertionLines(s), ...filesSection(s, (t) => typeCode(s, t, x)))

  const title = p.root_cause_failure_type
    ? 'Causal chain, dimension scores, evidence summary and causal diagram'
    : 'Dimension scores and evidence summary'
  out.push('<details>', `<summary>${title}</summary>`, '')
  if (p.root_cause_failure_type) {
    out.push(
      `**Causal chain** of the primary diagnosis: ${p.causal_chain_explanation
        .split(' -> ')
        .map((x) => mdText(x, 100))
        .join(' → ')}`,
      '',
    )
  }
  out.push('| Dimension | Score |', '| --- | --: |')
  for (const [dim, score] of Object.entries(d.scores)) {
    const observed = (s.observes as string[]).includes(dim)
    out.push(`| ${word(dim)} | ${word(score)}${observed ? '' : ` (not observable in ${word(s.format)} traces)`} |`)
  }
  out.push('', evidenceSummary(s), '')
  const diagram = mermaidDiagram(s)
  if (diagram.length) out.push(...diagram, '')
  out.push('</details>', '')
  return out
}

interface Frame {
  /** Lines before the verdict (the marker and the hidden history). */
  head: string[]
  extras: Extras
  /** Lines at the very end (the footer). */
  foot: string[]
  /** What to say when something is left out, given what it is. */
  notice: (leftOut: string) => string
  size: (s: string) => number
  max: number
}

function join(lines: string[]): string {
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  )
}

function renderAt(report: Report, level: RenderLevel, frame: Frame): string | undefined {
  const sessions = ordered(report)
  const failing = sessions.filter((s) => !s.passed)
  const passing = sessions.length - failing.length

  const x = frame.extras
  const row = (s: SessionReport) => tableRow(x, s)
  const details = `the details of ${sessions.length === 1 ? 'the session' : `all ${sessions.length} sessions`}`

  if (level === 'all' || level === 'failing') {
    const shown = level === 'all' ? sessions : failing
    const lines = [...frame.head, ...verdictBlock(report, Infinity), ...preamble(x)]
    if (level === 'failing') {
      // This step leaves out the details of passing sessions and the baseline rows of sessions
      // that did not regress; with neither, it is the same as the one before.
      const leftOut = [
        ...(passing > 0 ? [`the details of ${plural(passing, 'passing session')}`] : []),
        ...(x.comparison?.sessions.some((d) => changed(d) && !d.regressed)
          ? ['the baseline rows of sessions that did not regress']
          : []),
      ]
      if (leftOut.length === 0) return undefined
      lines.push(`> [!NOTE]`, `> ${frame.notice(leftOut.join(' and '))}`, '')
    }
    // One session shown in full says its own readiness: no table for it, but for its change.
    const table = sessions.length > 1 || shown.length < sessions.length || x.comparison !== undefined
    if (table) lines.push(...tableHead(x), ...sessions.map(row), '')
    lines.push(...trendSection(x, true), ...baselineSection(x, level === 'all' ? 'changed' : 'regressed'))
    lines.push(
      ...casesSection(report, true),
      ...harnessSection(report, level === 'all'),
      ...notReadSection(report, level === 'all'),
    )
    for (const s of shown) lines.push(...sessionSection(s, x, !table))
    lines.push(...frame.foot)
    return join(lines)
  }

  if (level === 'oneline') {
    if (sessions.length === 0) return undefined
    const lines = [
      ...frame.head,
      ...verdictBlock(report, MAX_REASONS_SHRUNK),
      ...preamble(x),
      `> [!NOTE]`,
      `> ${frame.notice(details)}`,
      '',
      ...tableHead(x),
      ...sessions.map(row),
      '',
      ...trendSection(x, false),
      ...baselineSection(x, 'none'),
      ...casesSection(report, false),
      ...harnessSection(report, false),
      ...notReadSection(report, false),
      ...frame.foot,
    ]
    return join(lines)
  }

  // truncated: as many rows as fit, failing sessions first.
  const rows = sessions.map(row)
  const build = (n: number) => {
    const left = rows.length - n
    const lines = [
      ...frame.head,
      ...verdictBlock(report, MAX_REASONS_SHRUNK, sessions.slice(0, n)),
      ...preamble(x),
      `> [!NOTE]`,
      `> ${frame.notice(`the details of all ${sessions.length} sessions and the table rows of ` + plural(left, 'session'))}`,
      '',
      ...trendSection(x, false),
      ...baselineSection(x, 'none'),
      ...casesSection(report, false),
      ...harnessSection(report, false),
      ...notReadSection(report, false),
    ]
    if (n > 0) lines.push(...tableHead(x), ...rows.slice(0, n), '')
    if (left > 0) lines.push(`…and ${plural(left, 'more session')}.`, '')
    lines.push(...frame.foot)
    return join(lines)
  }
  // The largest n that fits: sizes grow with n, so search.
  let lo = 0
  let hi = rows.length
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (frame.size(build(mid)) <= frame.max) lo = mid
    else hi = mid - 1
  }
  return build(lo)
}

function shrink(report: Report, frame: Frame): Rendered {
  let last: Rendered | undefined
  for (const level of RENDER_LEVELS) {
    const body = renderAt(report, level, frame)
    if (body === undefined) continue
    last = { body, level }
    if (frame.size(body) <= frame.max) return last
  }
  // Even the shortest form is too long (only with a tiny limit): cut at a line boundary.
  let body = last!.body
  while (frame.size(body) > frame.max && body.includes('\n'))
    body = body.slice(0, body.lastIndexOf('\n', body.length - 2) + 1)
  return { body, level: 'truncated' }
}

const chars = (s: string) => s.length
const bytes = (s: string) => Buffer.byteLength(s, 'utf8')

/** The pull request comment: the marker, then the report, within GitHub's comment limit. */
export function renderComment(report: Report, options: CommentOptions): Rendered {
  const where = options.fullReportUrl
    ? `[the job summary of this run](${mdUrl(options.fullReportUrl)})`
    : 'the job summary of this run'
  const key = options.commentKey ? ` · comment key ${mdCode(options.commentKey)}` : ''
  return shrink(report, {
    head: [options.marker, ...(options.history ? [historyLine(options.history)] : [])],
    extras: extrasOf(options),
    foot: [`<sub>${report.tool.name} ${word(report.tool.version)}${key}</sub>`],
    notice: (leftOut) =>
      `To stay within GitHub's limit of ${COMMENT_MAX_CHARS} characters for a comment, this comment leaves out ` +
      `${leftOut}; ${where} has the full report.`,
    size: chars,
    max: options.maxChars ?? COMMENT_MAX_CHARS,
  })
}

/** The job summary: the full human report, within GitHub's 1 MiB limit for a step's summary. */
export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  return shrink(report, {
    head: [],
    extras: extrasOf(options),
    foot: [`<sub>${report.tool.name} ${word(report.tool.version)}</sub>`],
    notice: (leftOut) =>
      `To stay within GitHub's limit of 1 MiB for a job summary, this report leaves out ${leftOut}; the JSON ` +
      `report (the action's \`report-path\` output, the CLI's \`--out\`) has everything.`,
    size: bytes,
    max: options.maxBytes ?? SUMMARY_MAX_BYTES,
  }).body
}

/** The full human report (the CLI's --markdown): the same as the job summary. */
export function renderMarkdown(report: Report, options: Pick<SummaryOptions, 'baseline' | 'rulesBase'> = {}): string {
  return renderSummary(report, options)
}

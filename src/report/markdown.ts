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
import type { Report, SessionReport } from './json.js'
import { sessionName } from '../policy.js'
import { mdCode, mdText, mermaidLabel } from './sanitize.js'

export const COMMENT_MAX_CHARS = 65_536
export const SUMMARY_MAX_BYTES = 1024 * 1024

/** How much a rendering shows, from everything to a truncated table. */
export type RenderLevel = 'all' | 'failing' | 'oneline' | 'truncated'
export const RENDER_LEVELS: readonly RenderLevel[] = ['all', 'failing', 'oneline', 'truncated']

export interface CommentOptions {
  /** The hidden marker that starts the comment (src/github/comment.ts). */
  marker: string
  /** The comment key, shown in the footer. */
  commentKey?: string
  /** The largest body, in characters; GitHub's limit by default. */
  maxChars?: number
  /** A link to the full report (the run's job summary); shown only when something is left out. */
  fullReportUrl?: string
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

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

function verdictBlock(report: Report, maxReasons: number): string[] {
  const v = report.verdict
  const lines = [`## ${v.passed ? '✅' : '❌'} Agent trust gate: ${v.passed ? 'passed' : 'failed'}`, '']
  if (v.session_count > 0) {
    const bar =
      `fail-on \`${v.fail_on}\`` + (v.min_trust_score !== null ? `, minimum trust score ${word(v.min_trust_score)}` : '')
    lines.push(
      (v.passed
        ? `**${v.session_count === 1 ? 'The session' : `All ${v.session_count} sessions`} passed** the gate (${bar}). `
        : `**${v.failed_session_count} of ${plural(v.session_count, 'session')} failed** the gate (${bar}). `) +
        `Lowest trust score **${word(v.trust_score)}**, worst readiness **${word(v.readiness_level)}**.`,
      '',
    )
  }
  const reasons = v.reasons.slice(0, maxReasons)
  for (const r of reasons) lines.push(`- ${mdText(r, 500)}`)
  if (v.reasons.length > reasons.length) lines.push(`- …and ${plural(v.reasons.length - reasons.length, 'more reason')}.`)
  lines.push('')
  return lines
}

function primaryCell(s: SessionReport): string {
  const p = s.diagnosis.primary_diagnosis
  return p.root_cause_failure_type ? `${mdCode(p.root_cause_failure_type, { table: true })} (${word(p.severity)})` : 'none'
}

function tableHead(): string[] {
  return ['| | Session | Trust score | Readiness | Primary failure |', '| :-: | --- | --: | --- | --- |']
}

function tableRow(s: SessionReport): string {
  const d = s.diagnosis
  return `| ${s.passed ? '✅' : '❌'} | ${mdCode(sessionName(s), { table: true })} | ${word(d.trust_score)} | ${word(d.readiness_level)} | ${primaryCell(s)} |`
}

function originsText(cause: Cause): string {
  const lines = [...new Set(cause.evidence_origins.map((o) => o.line).filter((l): l is number => l !== undefined))].sort(
    (a, b) => a - b,
  )
  const indexes = [
    ...new Set(cause.evidence_origins.filter((o) => o.line === undefined && o.index !== undefined).map((o) => o.index!)),
  ].sort((a, b) => a - b)
  const list = (xs: number[], f: (x: number) => string) =>
    xs.slice(0, MAX_ORIGINS).map(f).join(', ') + (xs.length > MAX_ORIGINS ? ', …' : '')
  const parts: string[] = []
  if (lines.length) parts.push(`${lines.length === 1 ? 'line' : 'lines'} ${list(lines, String)}`)
  if (indexes.length) parts.push(`${indexes.length === 1 ? 'record' : 'records'} ${list(indexes, (i) => `[${i}]`)}`)
  const n = plural(cause.evidence.length, 'event')
  return parts.length ? `${n}: ${parts.join('; ')}` : n
}

/** The primary cause's causal chain, and its evidence events pointing at the failure. */
function mermaidDiagram(s: SessionReport): string[] {
  const d = s.diagnosis
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
    const where = o?.line !== undefined ? `line ${o.line}` : o?.index !== undefined ? `record ${o.index}` : id
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

function evidenceSummary(s: SessionReport): string {
  const e = s.diagnosis.evidence_summary
  const c = s.diagnosis.cost_analysis
  return (
    `**Evidence summary:** ${plural(e.event_count, 'event')}: ${plural(e.tool_calls, 'tool call')}, ` +
    `${plural(e.tool_outputs, 'tool output')}, ${plural(e.memory_events, 'memory event')}, ${plural(e.retries, 'retry', 'retries')}, ` +
    `${plural(e.errors, 'error')}, ${plural(e.state_transitions, 'state transition')}. ` +
    `Tokens: ${c.total_tokens} in all, ${plural(c.duplicate_calls, 'duplicate tool call')} ` +
    `(redundancy ${c.redundancy_score}%), estimated token waste ${c.token_waste}.`
  )
}

function sessionSection(s: SessionReport): string[] {
  const d = s.diagnosis
  const p = d.primary_diagnosis
  const out = [
    `### ${s.passed ? '✅' : '❌'} ${mdCode(sessionName(s))}`,
    '',
    `**Trust score ${word(d.trust_score)}**, ${word(d.readiness_level)}; ${s.passed ? 'passed' : '**failed**'} the gate. ` +
      `${word(s.format)} trace, ${plural(d.evidence_summary.event_count, 'event')}.`,
    '',
  ]
  if (p.root_cause_failure_type) {
    out.push(
      `**Primary diagnosis:** ${mdCode(p.root_cause_failure_type)} (${word(p.severity)}): ${mdText(p.description ?? '', 500)}`,
      '',
      `**Causal chain:** ${p.causal_chain_explanation
        .split(' -> ')
        .map((x) => mdText(x, 100))
        .join(' → ')}`,
      '',
    )
    if (d.recommendations.length) {
      out.push('**Remediation:**', '')
      for (const r of d.recommendations) {
        out.push(`- ${mdCode(r.failure_type)} (${word(r.severity)}): ${mdText(r.remediation, 500)}`)
      }
      out.push('')
    }
    out.push('**Failure causes:**', '', '| Cause | Severity | Impact | What was found | Evidence |', '| --- | --- | --: | --- | --- |')
    for (const c of d.failure_causes) {
      out.push(
        `| ${mdCode(c.type, { table: true })} | ${word(c.severity)} | ${word(c.impact_score)} | ${mdText(c.description, 300)} | ${originsText(c)} |`,
      )
    }
    out.push('')
  } else {
    out.push(mdText(p.causal_chain_explanation, 300), '')
  }

  const title = p.root_cause_failure_type
    ? 'Dimension scores, evidence summary and causal diagram'
    : 'Dimension scores and evidence summary'
  out.push('<details>', `<summary>${title}</summary>`, '', '| Dimension | Score |', '| --- | --: |')
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
  /** Lines before the verdict (the marker). */
  head: string[]
  /** Lines at the very end (the footer). */
  foot: string[]
  /** What to say when something is left out, given what it is. */
  notice: (leftOut: string) => string
  size: (s: string) => number
  max: number
}

function join(lines: string[]): string {
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n'
}

function renderAt(report: Report, level: RenderLevel, frame: Frame): string | undefined {
  const sessions = ordered(report)
  const failing = sessions.filter((s) => !s.passed)
  const passing = sessions.length - failing.length

  if (level === 'all' || level === 'failing') {
    if (level === 'failing' && (passing === 0 || failing.length === sessions.length)) return undefined
    const shown = level === 'all' ? sessions : failing
    const lines = [...frame.head, ...verdictBlock(report, Infinity)]
    if (level === 'failing') {
      lines.push(`> [!NOTE]`, `> ${frame.notice(`the details of ${plural(passing, 'passing session')}`)}`, '')
    }
    if (sessions.length) lines.push(...tableHead(), ...sessions.map(tableRow), '')
    for (const s of shown) lines.push(...sessionSection(s))
    lines.push(...frame.foot)
    return join(lines)
  }

  if (level === 'oneline') {
    if (sessions.length === 0) return undefined
    const lines = [
      ...frame.head,
      ...verdictBlock(report, MAX_REASONS_SHRUNK),
      `> [!NOTE]`,
      `> ${frame.notice(`the details of ${sessions.length === 1 ? 'the session' : `all ${sessions.length} sessions`}`)}`,
      '',
      ...tableHead(),
      ...sessions.map(tableRow),
      '',
      ...frame.foot,
    ]
    return join(lines)
  }

  // truncated: as many rows as fit, failing sessions first.
  const rows = sessions.map(tableRow)
  const build = (n: number) => {
    const left = rows.length - n
    const lines = [
      ...frame.head,
      ...verdictBlock(report, MAX_REASONS_SHRUNK),
      `> [!NOTE]`,
      `> ${frame.notice(`the details of all ${sessions.length} sessions and the table rows of ${plural(left, 'session')}`)}`,
      '',
    ]
    if (n > 0) lines.push(...tableHead(), ...rows.slice(0, n), '')
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
  while (frame.size(body) > frame.max && body.includes('\n')) body = body.slice(0, body.lastIndexOf('\n', body.length - 2) + 1)
  return { body, level: 'truncated' }
}

const chars = (s: string) => s.length
const bytes = (s: string) => Buffer.byteLength(s, 'utf8')

/** The pull request comment: the marker, then the report, within GitHub's comment limit. */
export function renderComment(report: Report, options: CommentOptions): Rendered {
  const where = options.fullReportUrl ? `[the job summary of this run](${encodeURI(options.fullReportUrl).replace(/\(/g, '%28').replace(/\)/g, '%29')})` : 'the job summary of this run'
  const key = options.commentKey ? ` · comment key ${mdCode(options.commentKey)}` : ''
  return shrink(report, {
    head: [options.marker],
    foot: [`<sub>${report.tool.name} ${word(report.tool.version)}${key}</sub>`],
    notice: (leftOut) =>
      `To stay within GitHub's limit of ${COMMENT_MAX_CHARS} characters for a comment, this comment leaves out ${leftOut}; ${where} has the full report.`,
    size: chars,
    max: options.maxChars ?? COMMENT_MAX_CHARS,
  })
}

/** The job summary: the full human report, within GitHub's 1 MiB limit for a step's summary. */
export function renderSummary(report: Report, options: { maxBytes?: number } = {}): string {
  return shrink(report, {
    head: [],
    foot: [`<sub>${report.tool.name} ${word(report.tool.version)}</sub>`],
    notice: (leftOut) =>
      `To stay within GitHub's limit of 1 MiB for a job summary, this report leaves out ${leftOut}; the JSON report (the action's \`report-path\` output, the CLI's \`--out\`) has everything.`,
    size: bytes,
    max: options.maxBytes ?? SUMMARY_MAX_BYTES,
  }).body
}

/** The full human report (the CLI's --markdown): the same as the job summary. */
export function renderMarkdown(report: Report): string {
  return renderSummary(report)
}

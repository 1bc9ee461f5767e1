/**
 * The HTML report: one self-contained page (style and script inline, no request to any network
 * or file) that shows why a run was judged so. Pure: the report model and per-session timelines
 * in, a string out; no I/O, no clock, the same bytes for the same input.
 *
 * Trace content is untrusted and stays text: it is masked and escaped where it is written
 * (escape.ts), the page's Content-Security-Policy allows only its own style and script (by
 * their SHA-256 hashes, so no injected script or style could run even if one got through), and
 * the script only shows and hides elements.
 *
 * The page stays under `HTML_LIMITS.pageBytes` whatever the length of the traces: the timelines
 * are bounded by their collector (src/engine/timeline.ts), the causes listed in full and in
 * short are capped, and what is left of the page's budget once everything else is written is
 * shared by the sessions' timelines; a timeline that would not fit its share is cut to fewer
 * rows (fitTimeline), the rest folded, and the page says so.
 */
import { createHash } from 'node:crypto'
import { loopTool, primaryCause, type Report, type SessionReport } from '../json.js'
import type { Comparison } from '../baseline.js'
import {
  fitTimeline,
  TIMELINE_LIMITS,
  type SessionTimeline,
  type TimelineEntry,
  type TimelineFold,
  type TimelineKind,
} from '../../engine/timeline.js'
import { sessionName } from '../../policy/verdict.js'
import { TOOL_NAME } from '../../core/version.js'
import { rulePage, type PresetId } from '../../engine/presets.js'
import type { FailureType } from '../../core/vocabulary.js'
import { esc, num, text } from './escape.js'
import { renderIntegrity } from './integrity.js'
import { renderFiles } from './files.js'
import { SCRIPT, STYLE } from './assets.js'
import { chainSvg, tokenChart, tokenTotalsOnly } from './svg.js'
import { rulePageHtml } from './rule-text.js'
import { harnessLeadWhy } from '../../harness/judge.js'
import {
  harnessOnlyFailure,
  otherReasons,
  readinessWhy,
  sessionMark,
  TOKENS_FROM,
  verdictMark,
  verdictWords,
  worstWhy,
  type Mark,
} from '../marks.js'
import { verificationParts } from '../verification-line.js'

export interface HtmlOptions {
  /** Per session, in report order: its timeline when the traces were read in this run. */
  timelines?: readonly (SessionTimeline | undefined)[]
  /** The comparison with a baseline, when there is one. */
  baseline?: Comparison
  /** Effective tokens a session may spend, drawn as a line on the chart. */
  tokenBudget?: number
  /** What the page is titled after, e.g. the repository and the run. */
  title?: string
  /** The page's size at most, in bytes; by default `HTML_LIMITS.pageBytes`. */
  maxBytes?: number
}

/** What the page holds at most. */
export const HTML_LIMITS = {
  /** The whole page, in bytes (UTF-8). */
  pageBytes: 5_000_000,
  /** Causes of a session shown in full (causal chain, description, evidence links)... */
  causesInFull: 100,
  /** ...and in one line each; past this, a count by type. */
  causesListed: 1000,
  /** Evidence links under a cause, and cause tags on an evidence row. */
  links: 20,
  tags: 6,
}

/** The `sha256-...` source expression of an inline script or style. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

const READINESS_CLASS: Record<string, string> = {
  unsafe_for_production: 'fail',
  review_recommended: 'warn',
  ready_for_runtime: 'pass',
}

const KIND_LABEL: Record<TimelineKind, string> = {
  turn: 'turn',
  tool_call: 'tool call',
  tool_result: 'tool result',
  error: 'error',
  retry: 'retry',
  compaction: 'compaction',
  context: 'context',
  message: 'message',
  run: 'run',
  other: 'event',
}

const words = (s: string) => s.replace(/_/g, ' ')

/** The class and the word of a mark (src/report/marks.ts). */
const MARK_CLASS: Record<Mark, string> = { pass: 'pass', review: 'warn', fail: 'fail' }
const markSpan = (m: Mark) => `<span class="${MARK_CLASS[m]}">${m}</span>`
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function readiness(r: string | null): string {
  if (r === null) return '<span class="mute">none</span>'
  return `<span class="${READINESS_CLASS[r] ?? ''}">${esc(words(r))}</span>`
}

/** A session's name as shown: the file and the session within it. */
function nameOf(s: SessionReport): string {
  return sessionName(s)
}

/**
 * A timeline from the report alone (merged reports have no traces): each cause's evidence
 * events, in file order.
 */
function timelineFromReport(s: SessionReport): SessionTimeline {
  const seen = new Map<string, { entry: TimelineEntry; order: number }>()
  const causeKeys: string[][] = []
  s.diagnosis.failure_causes.forEach((c, ci) => {
    const keys: string[] = []
    c.evidence.forEach((e, i) => {
      const o = c.evidence_origins[i] ?? {}
      const key = `${o.line ?? ''}|${o.index ?? ''}|${o.span_id ?? o.id ?? ''}|${String(e.event_id)}`
      let got = seen.get(key)
      if (!got) {
        const type = String(e.event)
        const tool = typeof e.tool === 'string' ? e.tool : typeof e.name === 'string' ? e.name : undefined
        const rest = Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'event' && k !== 'event_id'))
        got = {
          entry: {
            position: 0,
            last: 0,
            count: 1,
            kind: kindOfType(type),
            type,
            ...(tool !== undefined ? { tool } : {}),
            text: JSON.stringify(rest).slice(0, 400),
            ...(type === 'error_event' ? { failed: true } : {}),
            origin: o,
            causes: [],
          },
          order: seen.size,
        }
        seen.set(key, got)
      }
      if (!got.entry.causes!.includes(ci)) got.entry.causes!.push(ci)
      keys.push(key)
    })
    causeKeys.push(keys)
  })
  // Positions are unknown: number the events in file order.
  const sorted = [...seen.entries()].sort(
    ([, a], [, b]) =>
      (a.entry.origin?.line ?? 0) - (b.entry.origin?.line ?? 0) ||
      (a.entry.origin?.index ?? 0) - (b.entry.origin?.index ?? 0) ||
      a.order - b.order,
  )
  const position = new Map<string, number>()
  sorted.forEach(([key, v], i) => {
    v.entry.position = i
    v.entry.last = i
    position.set(key, i)
  })
  return {
    events: s.diagnosis.evidence_summary.event_count,
    entries: sorted.map(([, v]) => v.entry),
    folds: [],
    hidden: {},
    limits: TIMELINE_LIMITS,
    folded: { evidence: 0, notable: 0 },
    tokens: [],
    context: [],
    causes: causeKeys.map((keys) => keys.map((k) => position.get(k)!)),
  }
}

function kindOfType(type: string): TimelineKind {
  const map: Record<string, TimelineKind> = {
    tool_call: 'tool_call',
    tool_output: 'tool_result',
    error_event: 'error',
    retry_event: 'retry',
    token_usage: 'turn',
    context_event: 'context',
    decision: 'message',
    process_output: 'message',
    process_start: 'run',
    process_end: 'run',
  }
  return map[type] ?? 'other'
}

function evidenceId(si: number, position: number): string {
  return `ev-s${si}-p${position}`
}

function causeId(si: number, ci: number): string {
  return `cause-s${si}-c${ci}`
}

/** Escaped text that may break after each `/` of a path, before it breaks inside a name. */
function breakable(escaped: string): string {
  return escaped.replace(/\//g, '/<wbr>')
}

function renderHeader(report: Report): string {
  const v = report.verdict
  const harnessOnly = harnessOnlyFailure(report)
  const harnessFailed = report.harness?.results.filter((r) => !r.passed).length ?? 0
  const rows = report.sessions.map((s, i) => {
    const d = s.diagnosis
    const p = d.primary_diagnosis
    const why = readinessWhy(d)
    return (
      `<tr data-session="${i}"><td class="t" data-label="session"><a href="#s${i}">${breakable(text(nameOf(s), 160))}</a></td>` +
      `<td class="s-readiness" data-label="readiness">${readiness(d.readiness_level)}` +
      `${why ? ` <span class="mute why">(${esc(why.short)})</span>` : ''}</td>` +
      `<td class="num s-trust" data-label="trust">${d.trust_score}</td>` +
      `<td class="s-primary" data-label="primary diagnosis">${p.root_cause_failure_type ? `<span class="sev-${esc(p.severity ?? 'low')}">${esc(p.root_cause_failure_type)}</span>` : '<span class="mute">none</span>'}</td>` +
      `<td class="s-gate" data-label="gate">${markSpan(sessionMark(s))}</td></tr>`
    )
  })
  return (
    `<div class="verdict" id="verdict" data-passed="${v.passed}">` +
    `<span class="big ${MARK_CLASS[verdictMark(v.passed, report.sessions)]}" id="verdict-text">` +
    `${capital(verdictWords(v.passed, report.sessions, harnessOnly))}` +
    // Failed by the harness alone: why, from the harness, on the verdict's own line.
    (harnessOnly
      ? `<span class="lead-why" id="verdict-why">: ${text(harnessLeadWhy(report.harness?.results ?? []) ?? '', 300)}</span>`
      : '') +
    `</span>` +
    `<span>trust score <strong id="trust">${v.trust_score === null ? 'none' : v.trust_score}</strong></span>` +
    `<span>readiness <strong id="readiness">${readiness(v.readiness_level)}</strong>` +
    `${worstWhy(report) ? ` <span class="mute" id="readiness-why">(${esc(worstWhy(report)!)})</span>` : ''}</span>` +
    `<span class="mute" id="failed-count">${v.session_count} session${v.session_count === 1 ? '' : 's'}, ` +
    (harnessOnly
      ? `none failed on ${v.session_count === 1 ? 'its' : 'their'} trace; ${harnessFailed} of ` +
        `${plural(report.harness?.results.length ?? 0, 'harness result')} failed; fails on`
      : `${v.failed_session_count} failed; fails on`) +
    ` ${esc(words(v.fail_on))}${v.min_trust_score !== null ? `, or trust below ${v.min_trust_score}` : ''}</span>` +
    `</div>` +
    // The reasons the sessions' table below does not say (a harness's, an assertion's).
    reasons(otherReasons(report)) +
    `<div class="table"><table id="sessions"><thead><tr><th>session</th><th>readiness</th><th ` +
    `class="num">trust</th><th>primary diagnosis</th><th>gate</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
  )
}

/** Reasons shown above the sessions' table at most; past them, the rest are folded. */
const REASONS_SHOWN = 3

/**
 * Why the gate decided as it did: the first reasons, the rest folded, so that the sessions' table
 * and its gate column stay near the top however many sessions failed.
 */
function reasons(all: readonly string[]): string {
  if (!all.length) return ''
  const item = (r: string) => `<li>${text(r, 400)}</li>`
  const shown = all.length > REASONS_SHOWN + 1 ? all.slice(0, REASONS_SHOWN) : all
  const rest = all.slice(shown.length)
  return (
    `<ul class="reasons">${shown.map(item).join('')}</ul>` +
    (rest.length
      ? `<details class="reasons"><summary>${plural(rest.length, 'more reason')}</summary><ul>${rest.map(item).join('')}</ul></details>`
      : '')
  )
}

function renderFilters(report: Report): string {
  const sessions = report.sessions.map((s, i) => `<option value="${i}">${text(nameOf(s), 80)}</option>`).join('')
  const causes = report.sessions
    .flatMap((s, i) =>
      s.diagnosis.failure_causes
        .slice(0, HTML_LIMITS.causesListed)
        .map(
          (c, ci) =>
            `<option value="${i}:${ci}">${report.sessions.length > 1 ? `${text(nameOf(s), 50)}: ` : ''}${esc(c.type)} (${esc(c.severity)})</option>`,
        ),
    )
    .join('')
  return (
    `<div class="filters" role="group" aria-label="Filters">` +
    `<label>Session <select id="f-session"><option value="">all</option>${sessions}</select></label>` +
    `<label>Cause <select id="f-cause"><option value="">all</option>${causes}</select></label>` +
    `<label><input type="checkbox" id="f-errors"> errors only</label>` +
    `<button type="button" id="f-reset">Show all</button></div>`
  )
}

/** For each cause (by index), the positions of its evidence rows on the timeline, in order. */
function evidenceRows(t: SessionTimeline): Map<number, number[]> {
  const rows = new Map<number, number[]>()
  for (const e of t.entries) {
    for (const c of e.causes ?? []) {
      const list = rows.get(c)
      if (list) list.push(e.position)
      else rows.set(c, [e.position])
    }
  }
  return rows
}

function renderCauses(s: SessionReport, si: number, t: SessionTimeline): string {
  const d = s.diagnosis
  if (!d.failure_causes.length) return '<p class="pass">No failure mode was detected in this session.</p>'
  const rows = evidenceRows(t)
  const primaryAt = primaryCause(d)
  const primary = primaryAt ? d.failure_causes.indexOf(primaryAt) : -1
  const listed = d.failure_causes.slice(0, HTML_LIMITS.causesListed).map((c, ci) => {
    const positions = rows.get(ci) ?? []
    const first = positions.length ? `#${evidenceId(si, positions[0])}` : undefined
    const title =
      `${first ? `<a href="${first}">` : ''}<span ` +
      `class="sev-${esc(c.severity)}">${esc(c.severity)}</span> ${esc(c.type)}${first ? '</a>' : ''}`
    if (ci >= HTML_LIMITS.causesInFull) {
      return (
        `<div class="cause short lvl-${esc(c.severity)}" id="${causeId(si, ci)}" data-cause="${ci}">` +
        `<h4>${title} <span class="mute">impact ${c.impact}, ${plural(c.evidence.length, 'evidence event')}</span></h4></div>`
      )
    }
    const links = positions
      .slice(0, HTML_LIMITS.links)
      .map((p, k) => `<a href="#${evidenceId(si, p)}">${k === 0 ? 'evidence ' : ''}${k + 1}</a>`)
    const more = c.evidence.length - links.length
    return (
      `<div class="cause lvl-${esc(c.severity)}" id="${causeId(si, ci)}" data-cause="${ci}">` +
      `<h4>${title} <span class="mute">impact ${c.impact}</span></h4>` +
      // The primary diagnosis's description is said once, above the causes.
      (ci === primary
        ? `<p class="desc mute">The primary diagnosis, said above.${loopTool(c) ? ` (tool <code>${text(loopTool(c)!, 200)}</code>)` : ''}</p>`
        : `<p class="desc">${text(c.description, 600)}${loopTool(c) ? ` (tool <code>${text(loopTool(c)!, 200)}</code>)` : ''}</p>`) +
      (links.length
        ? `<p class="evlinks">${plural(c.evidence.length, 'evidence event')}: ${links.join('')}` +
          `${more > 0 ? ` <span class="mute">and ${num(more)} more${positions.length > links.length ? ` (${num(positions.length - links.length)} of them on the timeline)` : ' (folded on the timeline)'}</span>` : ''}</p>`
        : `<p class="mute">${plural(c.evidence.length, 'evidence event')}${c.evidence.length ? ' (not in the timeline)' : ''}</p>`) +
      `<details${ci === 0 ? ' open' : ''}><summary>causal ` +
      `chain</summary>${chainSvg(c.causal_chain, c.type, `causal chain of ${c.type}`)}</details>` +
      ruleLink(s.preset, c.type, 'the rule: ') +
      `</div>`
    )
  })
  const rest = d.failure_causes.length - listed.length
  let tail = ''
  if (rest > 0) {
    const byType = new Map<string, number>()
    for (const c of d.failure_causes.slice(HTML_LIMITS.causesListed)) byType.set(c.type, (byType.get(c.type) ?? 0) + 1)
    const counts = [...byType]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([type, n]) => `${num(n)} ${esc(type)}`)
    tail =
      `<p class="mute">${plural(rest, 'more cause')} (${counts.join(', ')}): the page lists the first ` +
      `${num(HTML_LIMITS.causesListed)}; the JSON report has them all.</p>`
  }
  return listed.join('') + tail
}

/** The id of a rule's text on the page: `rule-<id>`, from its page docs/rules/<id>.md. */
function ruleAnchor(preset: string, type: string): string | undefined {
  const page = rulePage(preset as PresetId, type as FailureType)
  return page && rulePageHtml(page) !== undefined ? `rule-${page.replace(/^.*\//, '').replace(/\.md$/, '')}` : undefined
}

/** The failure type, linked to its rule's text on the page when it has one. */
function linked(preset: string, type: string): string {
  const id = ruleAnchor(preset, type)
  return id ? `<a href="#${id}">${esc(type)}</a>` : esc(type)
}

function ruleLink(preset: string, type: string, before: string): string {
  const id = ruleAnchor(preset, type)
  return id ? `<p class="mute">${before}<a href="#${id}">${esc(type)}</a></p>` : ''
}

/**
 * The text of every rule that judged a cause or gave a remediation on the page, once each, in
 * the order of their ids: each folded, opened by a link to it.
 */
function renderRules(report: Report): string {
  const pages = new Map<string, string>()
  for (const s of report.sessions) {
    const types = new Set<string>([
      ...s.diagnosis.failure_causes.slice(0, HTML_LIMITS.causesListed).map((c) => c.type),
      ...s.diagnosis.recommendations.map((r) => r.failure_type),
    ])
    for (const type of types) {
      const page = rulePage(s.preset as PresetId, type as FailureType)
      const id = ruleAnchor(s.preset, type)
      if (page && id && !pages.has(id)) pages.set(id, page)
    }
  }
  if (!pages.size) return ''
  const ids = [...pages.keys()].sort()
  return (
    `<h2 id="rules">The rules</h2><p class="mute">What each rule behind this page's causes looks at, its ` +
    `thresholds and options, and what to do (the rule's page, <code>docs/rules/</code> in the project).</p>` +
    ids
      .map(
        (id) =>
          `<details class="rule" id="${id}"><summary><code>${esc(id.slice('rule-'.length))}</code></summary>` +
          `<div class="rule-text">${rulePageHtml(pages.get(id)!)}</div></details>`,
      )
      .join('')
  )
}

/** A size in bytes as people read it: 5 MB, 200 kB. */
function size(bytes: number): string {
  return bytes >= 1e6 ? `${+(bytes / 1e6).toFixed(1)} MB` : `${num(bytes / 1e3)} kB`
}

function plural(n: number, what: string, many = `${what}s`): string {
  return `${num(n)} ${n === 1 ? what : many}`
}

/** Folded events by kind: `12 tool call, 3 turn`, or the kinds alone when the counts are not this fold's own. */
function kindList(kinds: Partial<Record<TimelineKind, number>>, counts: boolean): string {
  return Object.entries(kinds)
    .filter(([, n]) => (n ?? 0) > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([k, n]) =>
        `${counts ? `${num(n ?? 0)} ` : ''}${esc(k === 'other' ? 'other' : (KIND_LABEL[k as TimelineKind] ?? k))}`,
    )
    .join(', ')
}

function renderFold(f: TimelineFold): string {
  const kinds = kindList(f.kinds, !f.split)
  const what = f.split ? `${kinds ? ` (kinds around here: ${kinds})` : ''}` : kinds ? `: ${kinds}` : ''
  return (
    `<li class="gap fold" data-kind="fold" data-failed="0" data-count="${f.count}">` +
    `<span class="pos">#${f.position}${f.last > f.position ? `–${f.last}` : ''}</span>` +
    `<span class="txt">${plural(f.count, 'event')} folded${what}` +
    `${f.evidence ? `, ${plural(f.evidence, 'evidence event')} among them` : ''}</span></li>`
  )
}

/**
 * Whether the timeline's line numbers tell its rows apart: not when every row is on the same line
 * (a one-document JSON file, such as a span trace), where the record's own id says more.
 */
function linesMeanSomething(entries: readonly TimelineEntry[]): boolean {
  const first = entries.find((e) => e.origin?.line !== undefined)?.origin?.line
  return entries.length < 2 || entries.some((e) => e.origin?.line !== undefined && e.origin.line !== first)
}

function renderEntry(si: number, e: TimelineEntry, fromReport: boolean, showLines = true): string {
  const failed = e.failed || e.kind === 'error' || e.kind === 'retry'
  const cls = [e.causes?.length ? 'ev' : '', failed ? 'failed' : ''].filter(Boolean).join(' ')
  // Where the record is in its file: its line when lines tell records apart; else its own id
  // (below) says it, or its place in the document's list.
  const hasId = e.origin?.span_id !== undefined || e.origin?.id !== undefined
  const line =
    e.origin?.line !== undefined && showLines
      ? `line ${e.origin.line}`
      : hasId
        ? ''
        : e.origin?.index !== undefined
          ? `item ${e.origin.index}`
          : e.origin?.line !== undefined
            ? `line ${e.origin.line}`
            : ''
  // The record's own id, to open the span in the tool that wrote it or find it in the file.
  const record =
    e.origin?.span_id !== undefined ? `span ${e.origin.span_id}` : e.origin?.id !== undefined ? `id ${e.origin.id}` : ''
  const causes = e.causes ?? []
  const tags = causes
    .slice(0, HTML_LIMITS.tags)
    .map((ci) =>
      ci < HTML_LIMITS.causesListed
        ? `<a href="#${causeId(si, ci)}" class="tag">cause ${ci + 1}</a>`
        : `<span class="tag">cause ${ci + 1}</span>`,
    )
  if (causes.length > HTML_LIMITS.tags) tags.push(`<span class="mute">+${num(causes.length - HTML_LIMITS.tags)}</span>`)
  const back = tags.join(' ')
  return (
    `<li${causes.length ? ` id="${evidenceId(si, e.position)}" tabindex="-1"` : ''}${cls ? ` class="${cls}"` : ''} data-kind="${e.kind}" data-failed="${failed ? 1 : 0}"${causes.length ? ` data-causes="${causes.join(' ')}"` : ''}${fromReport ? '' : ` data-count="${e.count}"`}>` +
    `<span class="pos">${fromReport ? '' : `#${e.position}`}${line ? ` <span class="mute">${esc(line)}</span>` : ''}` +
    `${record ? ` <span class="mute rec">${text(record, 80)}</span>` : ''}</span>` +
    `<span class="kind">${esc(KIND_LABEL[e.kind])}</span>` +
    (e.tool !== undefined ? `<code class="tool">${text(e.tool, 80)}</code>` : '') +
    `<span class="txt">${text(e.text, 300)}</span>` +
    (e.count > 1 ? `<span class="count">×${num(e.count)}</span>` : '') +
    (back ? `<span class="tags">${back}</span>` : '') +
    `</li>`
  )
}

/**
 * What the timeline shows, saying only what happened to it: rows that stand for a run of similar
 * events, events folded (and then which rows the limits keep), events folded past the limits, a
 * timeline cut to fit the page. A timeline with every event on a row of its own says so in a line.
 */
function timelineIntro(t: SessionTimeline, fromReport: boolean, cut: number | false): string {
  if (fromReport)
    return (
      '<p class="mute">This report was built from reports, not traces: the timeline shows the evidence events ' +
      `they hold${cut ? ' (cut to fit the page: the others are folded)' : ''}.</p>`
    )
  const l = t.limits
  const runs = t.entries.filter((e) => e.count > 1)
  const folded = Object.values(t.hidden).reduce((n, k) => n + (k ?? 0), 0)
  const said: string[] = []
  if (runs.length)
    said.push(
      `${plural(runs.length, 'row stands', 'rows stand')} for a run of similar events, with its count ` +
        `(${plural(
          runs.reduce((n, e) => n + e.count, 0),
          'event',
        )} in all)`,
    )
  if (t.folds.length) {
    said.push(
      `${plural(folded, 'event')} ${folded === 1 ? 'is' : 'are'} folded into rows that say how many and of ` +
        `which kinds (${kindList(t.hidden, true)}): past the first ${num(l.head)} and last ${num(l.tail)} rows, ` +
        `only the first and last ${num(l.notable)} errors, retries, compactions and failures of each kind and the ` +
        `evidence events (the first and last ${num(l.evidence)} of each cause, ${num(l.evidenceTotal)} at most) ` +
        `keep rows of their own`,
    )
    if (t.folds.some((f) => f.split))
      said.push('a fold cut in pieces by evidence events names the kinds of the stretch it was cut from')
  }
  if (t.folded.evidence)
    said.push(`folded past these limits: ${plural(t.folded.evidence, 'evidence event')} (the JSON report has them all)`)
  if (t.folded.notable)
    said.push(
      `folded past these limits: ${plural(t.folded.notable, 'error, retry, compaction or failure', 'errors, retries, compactions or failures')}`,
    )
  if (cut)
    said.push(
      `this timeline was cut to ${plural(t.entries.length, 'row')} of events to keep the page under ${size(cut)}`,
    )
  if (!said.length) return `<p class="mute">${plural(t.events, 'event')}, each on a row of its own.</p>`
  return `<p class="mute">${plural(t.events, 'event')}; ${said.join('; ')}.</p>`
}

function renderTimeline(si: number, t: SessionTimeline, fromReport: boolean, maxBytes: number, cut = false): string {
  const items: string[] = []
  let prev = -1
  let f = 0
  const gap = (upTo: number) => {
    if (!fromReport && upTo > prev + 1) items.push(`<li class="gap">${plural(upTo - prev - 1, 'event')} not shown</li>`)
  }
  const foldsUpTo = (position: number) => {
    while (f < t.folds.length && t.folds[f].position < position) {
      const fold = t.folds[f++]
      gap(fold.position)
      items.push(renderFold(fold))
      prev = Math.max(prev, fold.last)
    }
  }
  const showLines = linesMeanSomething(t.entries)
  for (const e of t.entries) {
    foldsUpTo(e.position)
    gap(e.position)
    prev = Math.max(prev, e.last)
    items.push(renderEntry(si, e, fromReport, showLines))
  }
  foldsUpTo(Infinity)
  if (!fromReport) gap(t.events)
  return `${timelineIntro(t, fromReport, cut && maxBytes)}<ol class="timeline">${items.join('')}</ol>`
}

/**
 * The timeline in at most `budget` bytes when it can be: cut to half as many rows until it
 * fits (with no row of events left, it is one fold and its introduction).
 */
function fittedTimeline(si: number, t: SessionTimeline, fromReport: boolean, budget: number, maxBytes: number) {
  let fitted = t
  let html = renderTimeline(si, t, fromReport, maxBytes)
  let rows = t.entries.length
  while (Buffer.byteLength(html, 'utf8') > budget && rows > 0) {
    rows = Math.floor(rows / 2)
    fitted = fitTimeline(t, rows)
    html = renderTimeline(si, fitted, fromReport, maxBytes, true)
  }
  return { html, timeline: fitted }
}

function renderScores(s: SessionReport): string {
  const rows = Object.entries(s.diagnosis.scores).map(
    ([dim, score]) =>
      `<tr><td data-label="dimension">${esc(words(dim))}${s.observes.includes(dim as never) ? '' : ' <span class="mute">(not observed)</span>'}</td><td class="num" data-label="score">${score}</td><td><meter min="0" max="100" low="60" high="80" optimum="100" value="${score}">${score}</meter></td></tr>`,
  )
  return (
    `<div class="table"><table class="scores"><thead><tr><th>dimension</th><th ` +
    `class="num">score</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`
  )
}

/**
 * What to do, once per remediation: causes of several types that share one text are named
 * together before it, each with its severity.
 */
function renderRemediation(s: SessionReport): string {
  const recs = s.diagnosis.recommendations
  if (!recs.length) return ''
  const byText = new Map<string, (typeof recs)[number][]>()
  for (const r of recs) {
    const same = byText.get(r.remediation)
    if (same) same.push(r)
    else byText.set(r.remediation, [r])
  }
  return (
    `<h3>Remediation</h3><ul class="remediation">` +
    [...byText]
      .map(
        ([remediation, rs]) =>
          `<li>${rs
            .map(
              (r) =>
                `<span class="sev-${esc(r.severity)}">${esc(r.severity)}</span> ${linked(s.preset, r.failure_type)}`,
            )
            .join(', ')}: ${text(remediation, 800)}</li>`,
      )
      .join('') +
    `</ul>`
  )
}

function renderAssertions(s: SessionReport): string {
  if (!s.assertions?.length) return ''
  const cell = (v: unknown) => text(v === null ? 'unknown' : Array.isArray(v) ? v.join(', ') : String(v), 120)
  return (
    `<h3>Assertions</h3><div class="table"><table class="assertions"><thead><tr><th></th><th>assertion</th><th>expected</th><th>actual</th></tr></thead><tbody>` +
    s.assertions
      .map(
        (a) =>
          `<tr><td class="${a.passed ? 'pass' : a.level === 'error' ? 'fail' : 'warn'}">${a.passed ? 'pass' : a.level === 'error' ? 'fail' : 'warn'}</td><td class="t" data-label="assertion">${text(a.subject, 200)} <span class="mute">${text(a.id, 80)}</span></td><td class="t" data-label="expected">${esc(a.operator)} ${cell(a.expected)}</td><td class="t" data-label="actual">${cell(a.actual)}</td></tr>`,
      )
      .join('') +
    `</tbody></table></div>`
  )
}

function renderCases(report: Report): string {
  if (!report.cases?.length) return ''
  return (
    `<h2>Repeated runs</h2><div class="table"><table id="cases"><thead><tr><th>case</th><th ` +
    `class="num">passed</th><th>status</th><th class="num">trust mean</th><th ` +
    `class="num">min–max</th></tr></thead><tbody>` +
    report.cases
      .map(
        (c) =>
          `<tr><td class="t" data-label="case">${text(c.case, 120)}</td><td class="num" data-label="passed">${c.passed_runs}/${c.runs}</td><td ` +
          `class="${c.status === 'passing' ? 'pass' : c.status === 'flaky' ? 'warn' : 'fail'}" data-label="status">${esc(c.status)}${c.passed ? '' : ' (gate fails)'}</td><td class="num" data-label="trust mean">${c.trust_mean.toFixed(1)}</td><td class="num" data-label="min–max">${c.trust_min}–${c.trust_max}</td></tr>`,
      )
      .join('') +
    `</tbody></table></div>`
  )
}

function renderBaseline(c: Comparison | undefined): string {
  if (!c) return ''
  const rows = c.sessions.map(
    (d) =>
      `<tr${d.regressed ? ' class="fail"' : ''}><td class="t" data-label="session">${breakable(text(d.session, 120))}</td><td class="num" data-label="trust">${d.baseline_trust_score} → ${d.trust_score}</td><td class="num" data-label="change">${d.trust_delta > 0 ? '+' : ''}${d.trust_delta}</td><td data-label="readiness">${readiness(d.baseline_readiness_level)} → ${readiness(d.readiness_level)}</td><td data-label="failure types">${[
        ...d.new_failures.map((f) => `new ${esc(f)}`),
        ...d.resolved_failures.map((f) => `resolved ${esc(f)}`),
      ].join(', ')}${d.regressed ? ' <strong>regressed</strong>' : ''}</td></tr>`,
  )
  return (
    `<h2>Compared with the baseline</h2><p class="mute">${text(c.baseline, 300)}; tolerance ${c.tolerance} ` +
    `points${c.fail_on_regression ? ', a regression fails the gate' : ''}.</p>` +
    `<div class="table"><table id="baseline"><thead><tr><th>session</th><th class="num">trust</th><th ` +
    `class="num">change</th><th>readiness</th><th>failure ` +
    `types</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>` +
    (c.added.length ? `<p>New sessions: ${c.added.map((a) => text(a, 120)).join(', ')}</p>` : '') +
    (c.removed.length ? `<p>Gone since the baseline: ${c.removed.map((a) => text(a, 120)).join(', ')}</p>` : '')
  )
}

function renderHarness(report: Report): string {
  const h = report.harness
  if (!h?.results.length) return ''
  return (
    `<h2>Evaluation harnesses</h2><div class="table"><table ` +
    `id="harness"><thead><tr><th>harness</th><th>run</th><th class="num">final ` +
    `score</th><th>status</th><th></th></tr></thead><tbody>` +
    h.results
      .map(
        (r) =>
          `<tr><td data-label="harness">${esc(r.harness)}</td><td class="t" data-label="run">${text(r.id, 120)}</td><td ` +
          `class="num" data-label="final score">${r.final_score === null ? 'none' : r.final_score.toFixed(2)}</td><td class="t" data-label="status">${text(r.status ?? 'none', 60)}</td><td class="${r.passed ? 'pass' : 'fail'}">${r.passed ? 'pass' : 'fail'}</td></tr>`,
      )
      .join('') +
    `</tbody></table></div>`
  )
}

/** A session's section, but for its timeline: what comes before it and after it. */
/** The session's proof-of-work sentence (src/report/verification-line.ts), its commands as code. */
function renderProofOfWork(s: SessionReport): string {
  const parts = verificationParts(s)
  if (!parts) return ''
  return `<p class="s-verify">Proof of work: ${parts.map((p) => (p.code ? `<code>${text(p.text, 100)}</code>` : esc(p.text))).join('')}</p>`
}

function renderSession(
  s: SessionReport,
  si: number,
  t: SessionTimeline,
  chart: string | undefined,
  options: HtmlOptions,
  totalsOnly?: number,
) {
  const d = s.diagnosis
  const why = readinessWhy(d)
  const gateWords: Record<Mark, string> = {
    pass: 'passed the gate',
    review: '<span class="warn">passed the gate, to review</span>',
    fail: '<strong class="fail">failed the gate</strong>',
  }
  return (
    `<section class="session" id="s${si}" data-session="${si}">` +
    `<h2>${text(nameOf(s), 200)}</h2>` +
    `<p class="s-line"><span class="${READINESS_CLASS[d.readiness_level]}">${esc(words(d.readiness_level))}</span>, trust ` +
    `score <strong>${d.trust_score}</strong>${why ? ` (${esc(why.long)})` : ''}; ${gateWords[sessionMark(s)]} · ` +
    `${esc(s.format)}, preset ${esc(s.preset)} · ` +
    `${plural(d.evidence_summary.event_count, 'event')}, ${plural(d.evidence_summary.tool_calls, 'tool call')}, ${plural(d.evidence_summary.errors, 'error')}, ${num(d.cost_analysis.total_tokens)} tokens` +
    `${d.cost_analysis.tokens_from ? ` (from ${TOKENS_FROM[d.cost_analysis.tokens_from]})` : ''}` +
    `${s.case !== undefined ? ` · case ${text(s.case, 100)}` : ''}</p>` +
    (d.primary_diagnosis.root_cause_failure_type
      ? `<p>Primary diagnosis: <strong class="sev-${esc(d.primary_diagnosis.severity ?? 'low')}">${esc(d.primary_diagnosis.root_cause_failure_type)}</strong> — ${text(d.primary_diagnosis.description ?? '', 600)}</p>`
      : '') +
    renderProofOfWork(s) +
    renderIntegrity(s) +
    `<div class="grid"><div><h3>Failure causes</h3>${renderCauses(s, si, t)}</div>` +
    `<div><h3>Dimension scores</h3>${renderScores(s)}${renderRemediation(s)}</div></div>` +
    renderAssertions(s) +
    renderFiles(s) +
    (chart || totalsOnly !== undefined
      ? `<h3>Token use</h3>${chart ?? ''}` +
        (totalsOnly !== undefined
          ? `<p class="mute" id="tokens-total-s${si}">${plural(totalsOnly, 'token')} in all: the trace gives ` +
            `its token totals only, not how they were spent over the run, so no curve is drawn.</p>`
          : '')
      : '') +
    `<h3>Timeline</h3>`
  )
}

/**
 * The sessions' sections. Each timeline gets an equal share of what is left of the page's
 * budget once everything else is written (a session that needs less leaves the rest to the
 * ones after it); the causes are written after their timeline is fitted, so that each link
 * leads to a row.
 */
function renderSessions(report: Report, options: HtmlOptions, others: number): string {
  const sessions = report.sessions.map((s, si) => {
    const given = options.timelines?.[si]
    const t = given ?? timelineFromReport(s)
    const chart = given ? tokenChart(given, options.tokenBudget, `token use of ${nameOf(s)}`) : undefined
    // Tokens known only as totals: said in words, not drawn.
    const totals =
      given !== undefined && tokenTotalsOnly(given) ? given.tokens[given.tokens.length - 1].total : undefined
    return { s, si, t, given, chart, totals, before: renderSession(s, si, t, chart, options, totals) }
  })
  const close = '</section>'
  const maxBytes = options.maxBytes ?? HTML_LIMITS.pageBytes
  let left = maxBytes - others - sessions.reduce((n, x) => n + Buffer.byteLength(x.before, 'utf8') + close.length, 0)
  return sessions
    .map((x, k) => {
      const budget = Math.max(0, Math.floor(left / (sessions.length - k)))
      const { html, timeline } = fittedTimeline(x.si, x.t, x.given === undefined, budget, maxBytes)
      left -= Buffer.byteLength(html, 'utf8')
      const before = timeline === x.t ? x.before : renderSession(x.s, x.si, timeline, x.chart, options, x.totals)
      return before + html + close
    })
    .join('')
}

/** The HTML report of `report`, one self-contained page. */
export function renderHtml(report: Report, options: HtmlOptions = {}): string {
  const style = STYLE
  const script = SCRIPT
  const csp = [
    "default-src 'none'",
    `style-src ${cspHash(style)}`,
    `script-src ${cspHash(script)}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  const title =
    `${capital(verdictWords(report.verdict.passed, report.sessions, harnessOnlyFailure(report)))}: ${TOOL_NAME} ` +
    `report${options.title ? ` (${options.title})` : ''}`
  const top =
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>${text(title, 200)}</title><style>${style}</style></head><body><main>` +
    `<h1>${esc(TOOL_NAME)} report</h1>` +
    renderHeader(report) +
    renderFilters(report)
  const bottom =
    renderCases(report) +
    renderBaseline(options.baseline) +
    renderHarness(report) +
    renderRules(report) +
    `<footer>${esc(report.tool.name)} ${esc(report.tool.version)}, report schema ${report.schema_version}. ` +
    `Trace content is shown as text, with secret-shaped values masked.</footer>` +
    `</main><script>${script}</script></body></html>\n`
  const others = Buffer.byteLength(top, 'utf8') + Buffer.byteLength(bottom, 'utf8')
  return top + renderSessions(report, options, others) + bottom
}

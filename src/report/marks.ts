/**
 * The mark a session or a run carries, and the words that go with it: one rule for the comment,
 * the job summary, the HTML page, the CLI and the action's log, so that none of them shows a pass
 * mark beside a session that is not ready.
 *
 * - fail: the session failed the gate;
 * - review: it passed the gate, but it is not ready_for_runtime (review_recommended, or unsafe
 *   with fail-on never): someone should look at it;
 * - pass: it passed the gate and is ready_for_runtime.
 *
 * Readiness is derived from the trust score and the causes' severities (readinessOf in
 * src/engine/diagnose.ts; the README's "The diagnosis"): `readinessWhy` says which of them decided it, so that
 * a score that looks good beside a verdict that is not (trust 88, unsafe) is explained where the
 * score is shown. Pure.
 */
import type { Readiness } from '../core/vocabulary.js'
import { plural } from '../core/text.js'
import { worstSession, type Report, type SessionReport } from './json.js'
import { sessionName } from '../policy/verdict.js'

export type Mark = 'pass' | 'review' | 'fail'

/** A trust score below this is unsafe_for_production, whatever the causes. */
export const UNSAFE_BELOW = 60
/** A trust score below this is at best review_recommended. */
export const REVIEW_BELOW = 80

/** What the mark of a session needs of it. */
export interface Marked {
  passed: boolean
  diagnosis: {
    trust_score: number
    readiness_level: Readiness
    failure_causes: readonly { type: string; severity: string }[]
  }
}

/** The mark of a session: see the top of this file. */
export function sessionMark(s: Pick<Marked, 'passed'> & { diagnosis: { readiness_level: Readiness } }): Mark {
  if (!s.passed) return 'fail'
  return s.diagnosis.readiness_level === 'ready_for_runtime' ? 'pass' : 'review'
}

/** The mark of a run from its verdict and its worst readiness (null: no session). */
export function runMark(passed: boolean, worst: Readiness | null | undefined): Mark {
  if (!passed) return 'fail'
  return worst === null || worst === undefined || worst === 'ready_for_runtime' ? 'pass' : 'review'
}

export const MARK_ICON: Record<Mark, string> = { pass: '✅', review: '⚠️', fail: '❌' }
/** The mark as a word on a terminal. */
export const MARK_WORD: Record<Mark, string> = { pass: 'pass', review: 'review', fail: 'FAIL' }

/** The failure types of the causes of one severity, each once, in the causes' order: `run_failed, tool_misuse`. */
function typesOf(causes: Marked['diagnosis']['failure_causes'], severity: string, max = 2): string {
  const types = [...new Set(causes.filter((c) => c.severity === severity).map((c) => c.type))]
  const shown = types.slice(0, max).join(', ')
  return types.length > max ? `${shown} and ${plural(types.length - max, 'other type')}` : shown
}

/** Why a session has its readiness, in a few words and in a sentence; undefined when it is ready_for_runtime. */
export interface ReadinessWhy {
  /** `critical run_failed`, `trust below 60`. */
  short: string
  /** `a critical cause (run_failed) makes a run unsafe whatever its trust score`. */
  long: string
  /** True when the trust score alone would have allowed a better readiness (a cause decided it). */
  despiteScore: boolean
}

export function readinessWhy(d: Marked['diagnosis']): ReadinessWhy | undefined {
  const causes = d.failure_causes
  if (d.readiness_level === 'unsafe_for_production') {
    if (causes.some((c) => c.severity === 'critical')) {
      const types = typesOf(causes, 'critical')
      return {
        short: `critical ${types}`,
        long: `a critical cause (${types}) makes a run unsafe whatever its trust score`,
        despiteScore: d.trust_score >= UNSAFE_BELOW,
      }
    }
    return {
      short: `trust below ${UNSAFE_BELOW}`,
      long: `a trust score below ${UNSAFE_BELOW} is unsafe`,
      despiteScore: false,
    }
  }
  if (d.readiness_level === 'review_recommended') {
    if (d.trust_score < REVIEW_BELOW)
      return {
        short: `trust below ${REVIEW_BELOW}`,
        long: `a trust score below ${REVIEW_BELOW} calls for a review`,
        despiteScore: false,
      }
    const types = typesOf(causes, 'high')
    return {
      short: `high ${types}`,
      long: `a high-severity cause (${types}) calls for a review whatever the trust score`,
      despiteScore: true,
    }
  }
  return undefined
}

/**
 * The trust score with its readiness and why, for the line that shows the score:
 * `trust 88, unsafe_for_production: critical run_failed`; `trust 100, ready_for_runtime`.
 */
export function scoreLine(d: Marked['diagnosis']): string {
  const why = readinessWhy(d)
  return `trust ${d.trust_score}, ${d.readiness_level}${why ? `: ${why.short}` : ''}`
}

/**
 * Why the worst readiness of a run is what it is (the worst session's reason: worst readiness,
 * then lowest trust), in a few words: `critical run_failed`; undefined when it is ready.
 */
export function worstWhy(report: Report): string | undefined {
  const worst = worstSession(report)
  return worst && readinessWhy(worst.diagnosis)?.short
}

/**
 * Whether the gate failed on evaluation harness results alone: no session failed on its trace,
 * and a harness result did. The report then leads with the harness's reason, never with a
 * failure mark beside "0 sessions failed".
 */
export function harnessOnlyFailure(report: {
  verdict: { passed: boolean; failed_session_count: number }
  harness?: { results: readonly { passed: boolean }[] } | null
}): boolean {
  const v = report.verdict
  return !v.passed && v.failed_session_count === 0 && (report.harness?.results ?? []).some((r) => !r.passed)
}

/**
 * The verdict in a few words: `passed`, `passed, 1 run to review`, `failed`; `failed by the
 * evaluation harness` when only a harness result failed it.
 */
export function verdictWords(
  passed: boolean,
  sessions: readonly Marked[] | readonly Mark[],
  harnessOnly = false,
): string {
  if (!passed) return harnessOnly ? 'failed by the evaluation harness' : 'failed'
  const review = sessions.filter((s) => (typeof s === 'string' ? s : sessionMark(s)) === 'review').length
  return review ? `passed, ${plural(review, 'run')} to review` : 'passed'
}

/** The mark of the whole run: fail when the gate failed, review when it passed with a session to review. */
export function verdictMark(passed: boolean, sessions: readonly Marked[]): Mark {
  if (!passed) return 'fail'
  return sessions.some((s) => sessionMark(s) === 'review') ? 'review' : 'pass'
}

/** Where tokens the trace does not record were counted (cost_analysis.tokens_from), as the reports say it. */
export const TOKENS_FROM: Record<NonNullable<SessionReport['diagnosis']['cost_analysis']['tokens_from']>, string> = {
  harbor_result: "Harbor's result.json",
  droid_settings: "Factory Droid's session settings",
}

/**
 * The reasons of the verdict that the session rows or blocks shown do not already say: a
 * session's own "is unsafe_for_production (trust 34; ...)" is its row and its block, and
 * "Passed: ..." is the verdict's own sentence. `rows`: the sessions shown (a cut table shows fewer).
 */
export function otherReasons(report: Report, rows: readonly SessionReport[] = report.sessions): string[] {
  const told = rows.map((s) => `${sessionName(s)} is ${s.diagnosis.readiness_level} (trust `)
  return report.verdict.reasons.filter((r) => !r.startsWith('Passed: ') && !told.some((t) => r.startsWith(t)))
}

/** Quotes in our descriptions: trace text between straight double quotes. */
const QUOTE = /"([^"\n]+)"/g
/** Stand-ins around the index of a repeated name in `onceQuotedText`'s text (private-use characters). */
export const NAME_OPEN = '\ue000'
export const NAME_CLOSE = '\ue001'

/**
 * A description or a fix with each quote of the trace said once per session: a quote `seen`
 * before is left out where it only repeats itself (`(last error: "…")`, `: "…"` before the end
 * of a clause), a short name ("bash") becomes `NAME_OPEN index NAME_CLOSE` (the renderer shows
 * `names[index]` as a name, not a quote), and a longer quote is referred to. The quotes of `raw`
 * are then `seen`.
 */
export function onceQuotedText(raw: string, seen: Set<string>): { text: string; names: string[] } {
  let text = raw
    .replace(/\s*\((?:[^()"]*?:\s*)?"([^"\n]+)"\)/g, (m, q: string) => (seen.has(q) ? '' : m))
    .replace(/:\s*"([^"\n]+)"(?=[.;,]|$)/g, (m, q: string) => (seen.has(q) ? '' : m))
  const names: string[] = []
  text = text.replace(QUOTE, (m, q: string) => {
    if (!seen.has(q)) return m
    if (q.length <= 40 && !/\s/.test(q)) {
      names.push(q)
      return `${NAME_OPEN}${names.length - 1}${NAME_CLOSE}`
    }
    return 'the message quoted above'
  })
  for (const m of raw.matchAll(QUOTE)) seen.add(m[1])
  return { text, names }
}

const SEVERITY_ORDER: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 }

/** The causes other than the primary one, by severity, then impact, then the report's order. */
export function otherCauses<C extends { severity: string; impact_score: number }>(
  causes: readonly C[],
  primary: C | undefined,
): C[] {
  return causes
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c !== primary)
    .sort(
      (a, b) =>
        (SEVERITY_ORDER[a.c.severity] ?? 9) - (SEVERITY_ORDER[b.c.severity] ?? 9) ||
        a.c.impact_score - b.c.impact_score ||
        a.i - b.i,
    )
    .map(({ c }) => c)
}

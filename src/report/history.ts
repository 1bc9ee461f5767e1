/**
 * The trend of a pull request without a server: the sticky comment keeps, hidden on its second
 * line, a short summary of each of the last runs on the pull request, and the next run reads it
 * back, adds itself and shows the trend. The CLI's `history` command shows the same summary for
 * report files.
 *
 * Pure. The hidden line is read back defensively: only from our own comment (the caller finds it
 * by marker and author), only near the top, at most MAX_HISTORY_LINE characters, and each entry
 * checked against a strict schema; anything else is dropped, never an error.
 */
import { z } from 'zod'
import { worstSession, type Report } from './json.js'
import { sessionSchema } from './schema.js'
import { MARK_WORD, runMark } from './marks.js'

/** Runs kept in the comment, at most. */
export const MAX_HISTORY = 20
/** The hidden line: `<!-- agent-trust-gate:history=[...] -->`. */
export const HISTORY_PREFIX = '<!-- agent-trust-gate:history='
const HISTORY_SUFFIX = ' -->'
/** A hidden line longer than this is ignored (20 entries take about 5,000 characters). */
export const MAX_HISTORY_LINE = 16_000

const diagnosisShape = sessionSchema.shape.diagnosis.shape
const count = z.number().int().nonnegative().max(1e9)

/** What a run looked like, in a few numbers and fixed words (nothing from a trace). */
export const runSummarySchema = z
  .object({
    trust: z.number().int().min(0).max(100).nullable(),
    readiness: diagnosisShape.readiness_level.nullable(),
    passed: z.boolean(),
    sessions: count,
    failed: count,
    primary: diagnosisShape.failure_causes.element.shape.type.nullable(),
    tool_calls: count,
  })
  .strict()

export const historyEntrySchema = runSummarySchema
  .extend({
    /** The workflow run's id (GITHUB_RUN_ID): what the entry is kept by. */
    run: z.string().regex(/^[1-9]\d{0,19}$/),
    /** The run's number in its workflow (GITHUB_RUN_NUMBER), for people. */
    number: z.number().int().positive().max(1e12).optional(),
    attempt: z.number().int().positive().max(1000).optional(),
    /** The pull request's head commit that was gated. */
    sha: z
      .string()
      .regex(/^[0-9a-f]{7,40}$/)
      .optional(),
  })
  .strict()

export type RunSummary = z.infer<typeof runSummarySchema>
export type HistoryEntry = z.infer<typeof historyEntrySchema>

/** A report in a few numbers: lowest trust, worst readiness, the worst session's primary failure. */
export function summarizeRun(report: Report): RunSummary {
  const v = report.verdict
  return {
    trust: v.trust_score,
    readiness: v.readiness_level,
    passed: v.passed,
    sessions: v.session_count,
    failed: v.failed_session_count,
    primary: worstSession(report)?.diagnosis.primary_diagnosis.root_cause_failure_type ?? null,
    tool_calls: report.sessions.reduce((n, s) => n + s.diagnosis.evidence_summary.tool_calls, 0),
  }
}

const byRun = (a: HistoryEntry, b: HistoryEntry) => {
  const x = BigInt(a.run)
  const y = BigInt(b.run)
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * The history with this run in it: an entry for the same run (a re-run, or the comment workflow
 * after the gate) is replaced; runs in the order they were started; the last MAX_HISTORY kept.
 */
export function addRun(history: readonly HistoryEntry[], entry: HistoryEntry, max = MAX_HISTORY): HistoryEntry[] {
  const out = history.filter((e) => e.run !== entry.run)
  out.push(entry)
  return out.sort(byRun).slice(-max)
}

/** The hidden line that carries the history. */
export function historyLine(history: readonly HistoryEntry[]): string {
  // Checked entries hold digits, hex and fixed words only, so `--` (which would end the HTML
  // comment) cannot occur; an entry that does not check is left out, and the rest made sure of.
  const json = JSON.stringify(
    history.flatMap((e) => {
      const checked = historyEntrySchema.safeParse(e)
      return checked.success ? [checked.data] : []
    }),
  )
  if (json.includes('--') || json.length > MAX_HISTORY_LINE) return `${HISTORY_PREFIX}[]${HISTORY_SUFFIX}`
  return `${HISTORY_PREFIX}${json}${HISTORY_SUFFIX}`
}

/** The history kept in one of our comments; empty when there is none or it is not valid. */
export function parseHistory(body: string): HistoryEntry[] {
  const lines = body
    .slice(0, 4 * MAX_HISTORY_LINE)
    .split(/\r?\n/, 4)
    .slice(1)
  const line = lines.find((l) => l.startsWith(HISTORY_PREFIX))?.trimEnd()
  if (!line || line.length > MAX_HISTORY_LINE || !line.endsWith(HISTORY_SUFFIX)) return []
  let raw: unknown
  try {
    raw = JSON.parse(line.slice(HISTORY_PREFIX.length, -HISTORY_SUFFIX.length))
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  const seen = new Set<string>()
  const out: HistoryEntry[] = []
  for (const item of raw.slice(-MAX_HISTORY * 2)) {
    const parsed = historyEntrySchema.safeParse(item)
    if (!parsed.success || seen.has(parsed.data.run)) continue
    seen.add(parsed.data.run)
    out.push(parsed.data)
  }
  return out.sort(byRun).slice(-MAX_HISTORY)
}

const BARS = '▁▂▃▄▅▆▇█'

/** Trust scores as a sparkline on the fixed scale 0-100 (`·` for a run without sessions). */
export function sparkline(values: readonly (number | null)[]): string {
  return values
    .map((v) => (v === null ? '·' : BARS[Math.max(0, Math.min(BARS.length - 1, Math.floor((v / 100) * BARS.length)))]))
    .join('')
}

/** One row of the CLI's history table: a report file, in a few numbers. */
export interface HistoryRow {
  run: string
  summary: RunSummary
}

/**
 * The CLI's `history`: a table of runs, then the trend. `plain` cleans a file name for a terminal. A
 * run's verdict is its mark in words, as `diagnose` prints it: `pass`, `review` (passed, not ready) or `FAIL`.
 */
export function renderHistoryText(rows: readonly HistoryRow[], plain: (s: string) => string = (s) => s): string {
  const table = [
    ['run', 'trust', 'readiness', 'primary failure', 'tool calls', 'sessions', 'verdict'],
    ...rows.map((r) => {
      const s = r.summary
      return [
        plain(r.run),
        s.trust === null ? '-' : String(s.trust),
        s.readiness ?? '-',
        s.primary ?? 'none',
        String(s.tool_calls),
        s.failed ? `${s.sessions} (${s.failed} failed)` : String(s.sessions),
        MARK_WORD[runMark(s.passed, s.readiness)],
      ]
    }),
  ]
  const numeric = new Set([1, 4])
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)))
  const lines = table.map((row) =>
    row
      .map((cell, c) => (numeric.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd(),
  )
  const trust = rows.map((r) => r.summary.trust)
  if (rows.length > 1) {
    lines.push('', `trend: ${sparkline(trust)}  ${trust.map((t) => (t === null ? '-' : String(t))).join(' -> ')}`)
  }
  return lines.join('\n') + '\n'
}

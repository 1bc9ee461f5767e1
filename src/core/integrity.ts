/**
 * Integrity findings: what says a trace is not the whole, untouched record of a run of this
 * pull request. The adapters find what a format's own links show (a parent, a cause, a call that
 * names a record not in the file; totals that go down); the pipeline what every reader sees (a
 * torn last record, timestamps that go backwards); the gate what only the edge can see (a file
 * committed in its git work tree, a session older than the commit, the same session in two files).
 *
 * Pure: kinds, words and the readiness cap.
 */
import type { Origin } from './events.js'
import type { Readiness } from './vocabulary.js'

/**
 * Kinds that say the evidence is incomplete (a session with one is never ready_for_runtime):
 * chains, where a record names another that is not in the file or cumulative totals go down; a
 * torn file; time going back.
 */
export const INCOMPLETE_KINDS = [
  'missing_parent',
  'missing_cause',
  'orphan_span',
  'orphan_result',
  'totals_decrease',
  'torn_record',
  'time_backwards',
] as const

/** Every kind, in the order reports list them: the incomplete evidence, then staleness and provenance. */
export const INTEGRITY_KINDS = [...INCOMPLETE_KINDS, 'stale', 'committed', 'duplicate'] as const

export type IntegrityKind = (typeof INTEGRITY_KINDS)[number]

export interface IntegrityFinding {
  kind: IntegrityKind
  /** In words; quotes ids and paths from the trace, which renderers escape as other trace text. */
  detail: string
  /** Where in the file, when one record shows it. */
  origin?: Origin
}

/** Kinds that say the trace is not evidence of this run: `integrity: fail` fails the gate on them. */
export const NOT_EVIDENCE_KINDS: readonly IntegrityKind[] = ['committed', 'stale']

/**
 * What a committed or stale trace does: fail the gate (`fail`) or only be reported (`warn`); with
 * `off` neither is looked for (the other findings are reported either way).
 */
export const INTEGRITY_MODES = ['fail', 'warn', 'off'] as const
export type IntegrityMode = (typeof INTEGRITY_MODES)[number]

/** How far back a timestamp may go before it is a finding: clocks and writers jitter. */
export const BACKWARDS_TOLERANCE_MS = 60_000

/** The value of the two digits at `i`, or -1. */
function twoDigits(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48
  const b = s.charCodeAt(i + 1) - 48
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1
}

/**
 * The time of the usual UTC timestamp, `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.sssZ`,
 * read digit by digit: the same milliseconds as `Date.parse` gives, at a fraction of its cost (it
 * runs on every record of a transcript). A day past the month's end (February 30th) runs on into
 * the next month in both, as Date.UTC does. Undefined for any other text, which `timeOf` reads
 * the general way.
 */
function usualTime(s: string): number | undefined {
  const n = s.length
  if ((n !== 20 && n !== 24) || s.charCodeAt(n - 1) !== 0x5a /* Z */) return undefined
  if (s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':') return undefined
  const century = twoDigits(s, 0)
  const year = twoDigits(s, 2)
  const month = twoDigits(s, 5)
  const day = twoDigits(s, 8)
  const hour = twoDigits(s, 11)
  const minute = twoDigits(s, 14)
  const second = twoDigits(s, 17)
  // Years before 1000 go the general way (Date.UTC reads 0-99 as 19xx).
  if (century < 10 || year < 0 || month < 1 || month > 12 || day < 1 || day > 31) return undefined
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return undefined
  let ms = 0
  if (n === 24) {
    const c = s.charCodeAt(20) - 48
    const rest = twoDigits(s, 21)
    if (s[19] !== '.' || c < 0 || c > 9 || rest < 0) return undefined
    ms = c * 100 + rest
  }
  return dayStart(century * 100 + year, month - 1, day) + hour * 3_600_000 + minute * 60_000 + second * 1000 + ms
}

/** The last day `dayStart` worked out: a transcript's records mostly share their day. */
let lastYear = -1
let lastMonth = -1
let lastDay = -1
let lastStart = 0

/** `Date.UTC(year, month, day)`; the time of day adds to it, as Date.UTC adds it (no second is leapt). */
function dayStart(year: number, month: number, day: number): number {
  if (day !== lastDay || month !== lastMonth || year !== lastYear) {
    lastStart = Date.UTC(year, month, day)
    lastYear = year
    lastMonth = month
    lastDay = day
  }
  return lastStart
}

/** A timestamp as milliseconds: an ISO 8601 text, or a number of seconds or milliseconds; undefined otherwise. */
export function timeOf(value: unknown): number | undefined {
  if (typeof value === 'string') {
    const usual = usualTime(value)
    if (usual !== undefined) return usual
    // Only texts that look like a date: Date.parse accepts too much.
    if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return undefined
    // A time without its zone is read as UTC, whatever the machine's zone.
    const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`
    const ms = Date.parse(zoned.replace(' ', 'T'))
    return Number.isFinite(ms) ? ms : undefined
  }
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    // Seconds until the year 5138; milliseconds after.
    return value < 1e11 ? value * 1000 : value
  }
  return undefined
}

/**
 * The readiness a session keeps with its findings: one whose evidence is incomplete is at best
 * review_recommended. Its trust score and causes stay the model's.
 */
export function cappedReadiness(readiness: Readiness, findings: readonly IntegrityFinding[]): Readiness {
  if (readiness !== 'ready_for_runtime') return readiness
  return findings.some((f) => (INCOMPLETE_KINDS as readonly IntegrityKind[]).includes(f.kind))
    ? 'review_recommended'
    : readiness
}

/** The kinds a finding list holds, in vocabulary order. */
export function kindsOf(findings: readonly IntegrityFinding[]): IntegrityKind[] {
  return INTEGRITY_KINDS.filter((k) => findings.some((f) => f.kind === k))
}

/** A finding's kind in a few words, for headings and annotations. */
export const KIND_WORDS: Record<IntegrityKind, string> = {
  missing_parent: 'a parent record is missing',
  missing_cause: 'a causing event is missing',
  orphan_span: 'a parent span is missing',
  orphan_result: 'a result has no call',
  totals_decrease: 'cumulative totals go down',
  torn_record: 'the last record is cut',
  time_backwards: 'timestamps go backwards',
  stale: 'older than the run',
  committed: 'committed, not written by this run',
  duplicate: 'the same session in another file',
}

/** Sort findings: by kind (vocabulary order), then line, then detail. */
export function sortFindings(findings: readonly IntegrityFinding[]): IntegrityFinding[] {
  const rank = (f: IntegrityFinding) => INTEGRITY_KINDS.indexOf(f.kind)
  return [...findings].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.origin?.line ?? 0) - (b.origin?.line ?? 0) ||
      (a.origin?.index ?? 0) - (b.origin?.index ?? 0) ||
      (a.detail < b.detail ? -1 : a.detail > b.detail ? 1 : 0),
  )
}

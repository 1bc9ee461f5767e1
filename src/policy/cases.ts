/**
 * Repeated runs: sessions that are runs of one case, and what the case shows across them (mean,
 * lowest and spread of trust, pass rate, pass^k).
 *
 * A session's case comes from the policy's `cases` mapping (the first case whose glob matches),
 * else from its name: `checkout-flow.run-3.jsonl` (also `-run-3`, `_run3`) is a run of
 * `checkout-flow`; an Inspect sample's epochs (`file#sample#2`) are runs of `file#sample`.
 *
 * Pure.
 */
import { posix } from 'node:path'
import { normalizePath } from '../core/text.js'

export interface CaseRule {
  name: string
  files: readonly string[]
}

export type RepeatMinPass = number | 'all'

/** `name.run-3.jsonl` -> `name`; the run number may follow `.run`, `-run` or `_run`, with or without `-`. */
const RUN_SUFFIX = /^(.+?)[._-]run[-_]?(\d+)(\.[^/]*)?$/i
/** An Inspect sample with several epochs: `sample <id>, epoch <n>` (the case: `<file>#sample <id>`). */
const EPOCH = /^(.*), epoch (\d+)$/

/** The case a session is a run of, by its name; undefined when its name says none. */
export function caseFromName(source: string, session?: string): string | undefined {
  if (session !== undefined) {
    const m = EPOCH.exec(session)
    if (m && m[1] !== '') return `${normalizePath(source)}#${m[1]}`
  }
  const path = normalizePath(source)
  const dir = posix.dirname(path)
  const m = RUN_SUFFIX.exec(posix.basename(path))
  if (!m) return undefined
  return dir === '.' ? m[1] : `${dir}/${m[1]}`
}

/**
 * The sessions, without the case of a lone run: a case that a session's name gave it (`x_run-1`)
 * and that no other session shares is not a repeated run, however the path was given (a case
 * named from the path relative to the workspace is one too). A case of the policy's mapping is
 * kept whatever its number of runs (a case with fewer runs than repeat-min-pass fails). Where the
 * case came from is `caseFrom` when known, else whether the session's name gives that case.
 */
export function withoutLoneRuns<
  T extends { source: string; session?: string; case?: string; caseFrom?: 'name' | 'policy' },
>(sessions: readonly T[]): T[] {
  const runs = new Map<string, number>()
  for (const s of sessions) if (s.case !== undefined) runs.set(s.case, (runs.get(s.case) ?? 0) + 1)
  return sessions.map((s) => {
    if (s.case === undefined || runs.get(s.case)! > 1) return s
    const byName = s.caseFrom !== undefined ? s.caseFrom === 'name' : caseFromName(s.source, s.session) === s.case
    if (!byName) return s
    const { case: _, caseFrom: __, ...rest } = s
    return rest as T
  })
}

/** What a case needs of a run. */
export interface CaseRun {
  /** The session's name (`path` or `path#session`). */
  name: string
  case?: string
  passed: boolean
  trust_score: number
}

export type CaseStatus = 'passing' | 'flaky' | 'failing'

export interface CaseSummary {
  /** The case key. */
  case: string
  /** The runs, by session name, in report order. */
  sessions: string[]
  /** k: how many runs the case has. */
  runs: number
  passed_runs: number
  /** passed_runs / runs, to four decimals. */
  pass_rate: number
  /** pass^k: every one of the k runs passed. */
  pass_hat_k: boolean
  /** How many runs must pass: repeat-min-pass, or k for all. */
  required_passes: number
  trust_mean: number
  trust_min: number
  trust_max: number
  /** trust_max - trust_min. */
  trust_spread: number
  /** passing: every run passed; flaky: some did; failing: none did. */
  status: CaseStatus
  /** At least required_passes runs passed. */
  passed: boolean
}

const round = (x: number, digits: number) => {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

/**
 * The runs that must pass for a case of k runs. A number is not lowered to k: a case with fewer
 * runs than repeat-min-pass fails, since the runs it lacks cannot have passed.
 */
export function requiredPasses(k: number, repeatMinPass: RepeatMinPass = 'all'): number {
  return repeatMinPass === 'all' ? k : repeatMinPass
}

/** One summary per case, in the order the cases first appear. */
export function summarizeCases(runs: readonly CaseRun[], repeatMinPass: RepeatMinPass = 'all'): CaseSummary[] {
  const byCase = new Map<string, CaseRun[]>()
  for (const r of runs) {
    if (r.case === undefined) continue
    const list = byCase.get(r.case)
    if (list) list.push(r)
    else byCase.set(r.case, [r])
  }
  const out: CaseSummary[] = []
  for (const [key, list] of byCase) {
    const k = list.length
    const passed = list.filter((r) => r.passed).length
    const trusts = list.map((r) => r.trust_score)
    const min = Math.min(...trusts)
    const max = Math.max(...trusts)
    const required = requiredPasses(k, repeatMinPass)
    out.push({
      case: key,
      sessions: list.map((r) => r.name),
      runs: k,
      passed_runs: passed,
      pass_rate: round(passed / k, 4),
      pass_hat_k: passed === k,
      required_passes: required,
      trust_mean: round(trusts.reduce((a, b) => a + b, 0) / k, 2),
      trust_min: min,
      trust_max: max,
      trust_spread: max - min,
      status: passed === k ? 'passing' : passed === 0 ? 'failing' : 'flaky',
      passed: passed >= required,
    })
  }
  return out
}

/** One line for a case: "checkout-flow: 2 of 3 runs passed (flaky); trust mean 81.33, min 70, spread 20". */
export function caseLine(c: CaseSummary): string {
  return (
    `${c.case}: ${c.passed_runs} of ${c.runs} run${c.runs === 1 ? '' : 's'} passed (${c.status}; ` +
    `${c.passed ? 'meets' : 'misses'} the ${c.required_passes} required); pass^k ${c.pass_hat_k ? 'yes' : 'no'}; ` +
    `trust mean ${c.trust_mean}, min ${c.trust_min}, spread ${c.trust_spread}`
  )
}

/** The cases grouped for a comment: flaky cases apart from failing ones. */
export function casesByStatus(cases: readonly CaseSummary[]): Record<CaseStatus, CaseSummary[]> {
  return {
    failing: cases.filter((c) => c.status === 'failing'),
    flaky: cases.filter((c) => c.status === 'flaky'),
    passing: cases.filter((c) => c.status === 'passing'),
  }
}

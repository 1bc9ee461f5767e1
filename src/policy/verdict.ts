/**
 * The verdict: which sessions fail the gate and why, in words.
 *
 * A session fails on its readiness (fail-on), its trust score (minimum trust score) and the
 * policy's assertions at level `error`. Sessions that are runs of one case are judged together:
 * the case passes when enough of its runs pass (repeat-min-pass; all by default, which is the
 * same as judging each run). Harness results (arksim, personal_agent_eval) add reasons of their
 * own and never touch a trust score.
 *
 * Pure: a function of the diagnoses, the assertion results, the harness failures and the gate
 * settings.
 */
import { assertionFailure, type AssertionResult } from './assertions.js'
import { summarizeCases, type RepeatMinPass } from './cases.js'
import { READINESS_LEVELS, type Readiness } from '../engine/diagnose.js'
import { NOT_EVIDENCE_KINDS, type IntegrityKind, type IntegrityMode } from '../core/integrity.js'
import { FAIL_ON, type FailOn } from './choices.js'

export { FAIL_ON, type FailOn }

export interface GateSettings {
  failOn: FailOn
  /** Also fail a session whose trust score is below this. */
  minTrustScore?: number
  /** How many runs of a case must pass: a number, or all of them (the default). */
  repeatMinPass?: RepeatMinPass
  /** fail: a committed or stale trace fails its session; warn (the default): it is reported only. */
  integrity?: IntegrityMode
}

/** What the verdict is told of the harness results: how many, and why those that fail fail. */
export interface HarnessVerdictInput {
  results: number
  failures: readonly string[]
}

/** What the verdict needs of a session. */
export interface JudgedSession {
  source: string
  session?: string
  /** The trace format the session was read as, for the words of a verdict on no evidence. */
  format?: string
  diagnosis: {
    trust_score: number
    readiness_level: Readiness
    primary_diagnosis: { root_cause_failure_type: string | null; severity?: string }
    /** How many flat events were read; a session of none has nothing to judge and fails. */
    evidence_summary?: { event_count: number }
  }
  /** The results of the policy's assertions on the session. */
  assertions?: readonly AssertionResult[]
  /** The case this session is a run of. */
  case?: string
  /** Its integrity findings (src/core/integrity.ts). */
  integrity?: readonly { kind: IntegrityKind; detail: string }[]
}

export interface Verdict {
  passed: boolean
  fail_on: FailOn
  min_trust_score: number | null
  /** The worst readiness among the sessions; null when there were none. */
  readiness_level: Readiness | null
  /** The lowest trust score among the sessions; null when there were none. */
  trust_score: number | null
  session_count: number
  failed_session_count: number
  reasons: string[]
}

export function sessionName(s: { source: string; session?: string }): string {
  return s.session !== undefined ? `${s.source}#${s.session}` : s.source
}

const rank = (r: Readiness) => READINESS_LEVELS.indexOf(r)

/** Whether no agent event at all was read for the session: its scores rest on no evidence. */
export function readNothing(s: Pick<JudgedSession, 'diagnosis'>): boolean {
  return s.diagnosis.evidence_summary?.event_count === 0
}

/** The words for a session of no events: the same in the comment, the summary and the CLI. */
export function nothingToJudge(s: Pick<JudgedSession, 'source' | 'session' | 'format'>): string {
  return `no agent events read from ${sessionName(s)} (format ${s.format ?? 'unknown'}): nothing to judge`
}

/**
 * Why one session fails the gate; empty when it passes. A session of no events fails whatever
 * the settings: a gate that passes what it did not see proves nothing (its model numbers stay
 * the reference's, 100 for lack of evidence).
 */
export function sessionFailures(s: JudgedSession, settings: GateSettings): string[] {
  const d = s.diagnosis
  const reasons: string[] = []
  if (readNothing(s)) reasons.push(`${nothingToJudge(s).replace(/^n/, 'N')}.`)
  const failsReadiness = settings.failOn !== 'never' && rank(d.readiness_level) >= rank(settings.failOn as Readiness)
  if (failsReadiness) {
    const primary = d.primary_diagnosis.root_cause_failure_type
    reasons.push(
      `${sessionName(s)} is ${d.readiness_level} (trust ${d.trust_score}` +
        (primary ? `; primary failure ${primary}, ${d.primary_diagnosis.severity}` : '') +
        `), and fail-on is ${settings.failOn}.`,
    )
  }
  if (settings.minTrustScore !== undefined && d.trust_score < settings.minTrustScore) {
    reasons.push(
      `${sessionName(s)} has trust ${d.trust_score}, below the minimum trust score ${settings.minTrustScore}.`,
    )
  }
  for (const a of s.assertions ?? []) {
    if (a.level === 'error' && !a.passed) reasons.push(`${sessionName(s)}: ${assertionFailure(a)}.`)
  }
  if (settings.integrity === 'fail') {
    for (const f of s.integrity ?? []) {
      if (NOT_EVIDENCE_KINDS.includes(f.kind))
        reasons.push(`${sessionName(s)} is not evidence of this run: ${f.detail} (integrity is fail).`)
    }
  }
  return reasons
}

/** The cases of the sessions (see cases.ts), each run judged by sessionFailures. */
export function sessionCases(sessions: readonly JudgedSession[], settings: GateSettings) {
  return summarizeCases(
    sessions.map((s) => ({
      name: sessionName(s),
      case: s.case,
      passed: sessionFailures(s, settings).length === 0,
      trust_score: s.diagnosis.trust_score,
    })),
    settings.repeatMinPass,
  )
}

export function decide(
  sessions: readonly JudgedSession[],
  settings: GateSettings,
  harness?: HarnessVerdictInput,
): Verdict {
  let worst: Readiness | null = null
  let lowest: number | null = null
  const reasons: string[] = []
  let failed = 0
  let blocking = 0
  const cases = new Map(sessionCases(sessions, settings).map((c) => [c.case, c]))
  const told = new Set<string>()
  const tolerated: string[] = []
  for (const s of sessions) {
    const d = s.diagnosis
    if (worst === null || rank(d.readiness_level) > rank(worst)) worst = d.readiness_level
    if (lowest === null || d.trust_score < lowest) lowest = d.trust_score
    const why = sessionFailures(s, settings)
    if (why.length === 0) continue
    failed++
    const c = s.case !== undefined ? cases.get(s.case) : undefined
    if (c?.passed) {
      tolerated.push(
        `Tolerated: ${why[0].replace(/\.$/, '')}; case ${c.case} has ${c.passed_runs} of ${c.runs} runs passing, ` +
          `and repeat-min-pass needs ${c.required_passes}.`,
      )
      continue
    }
    if (c && !told.has(c.case)) {
      told.add(c.case)
      reasons.push(
        `Case ${c.case} has ${c.passed_runs} of ${c.runs} run${c.runs === 1 ? '' : 's'} passing, and ` +
          `repeat-min-pass needs ${c.required_passes}.`,
      )
    }
    blocking++
    reasons.push(...why)
  }
  for (const f of harness?.failures ?? []) reasons.push(f)
  const passed = blocking === 0 && (harness?.failures.length ?? 0) === 0
  if (sessions.length === 0) {
    if (!harness?.results) reasons.push('No sessions were diagnosed, so there was nothing to fail on.')
  } else if (passed) {
    const n = sessions.length
    const bar =
      settings.failOn === 'never'
        ? 'fail-on is never, so readiness does not fail the gate'
        : settings.failOn === 'unsafe_for_production'
          ? 'no session is unsafe_for_production'
          : 'every session is ready_for_runtime'
    const min =
      settings.minTrustScore !== undefined ? ` and every trust score is at least ${settings.minTrustScore}` : ''
    const sessionWord = `${n} session${n === 1 ? '' : 's'}`
    reasons.push(`Passed: ${bar}${min} (${sessionWord}; worst readiness ${worst}, lowest trust score ${lowest}).`)
    const asserted = sessions.flatMap((s) => s.assertions ?? [])
    if (asserted.length) {
      const errors = asserted.filter((a) => a.level === 'error').length
      const warned = asserted.filter((a) => a.level === 'warn' && !a.passed).length
      reasons.push(
        `Every assertion at level error passed (${errors} ` +
          `checked${warned ? `; ${warned} at level warn failed, which does not fail the gate` : ''}).`,
      )
    }
    if (cases.size) {
      const all = [...cases.values()]
      const flaky = all.filter((c) => c.status !== 'passing').length
      reasons.push(
        `Every case has enough passing runs (${all.length} case${all.length === 1 ? '' : 's'}, repeat-min-pass ` +
          `${settings.repeatMinPass ?? 'all'}` +
          `${flaky ? `; ${flaky} with failing runs` : ''}).`,
      )
    }
  }
  if (passed && harness && harness.results > 0) {
    reasons.push(
      `Every harness result is within the gate (${harness.results} result${harness.results === 1 ? '' : 's'}).`,
    )
  }
  reasons.push(...tolerated)
  return {
    passed,
    fail_on: settings.failOn,
    min_trust_score: settings.minTrustScore ?? null,
    readiness_level: worst,
    trust_score: lowest,
    session_count: sessions.length,
    failed_session_count: failed,
    reasons,
  }
}

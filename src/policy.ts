/**
 * The verdict: which sessions fail the gate and why, in words.
 *
 * Pure: a function of the diagnoses and the gate settings.
 */
import { READINESS_LEVELS, type Readiness } from './engine/diagnose.js'

export const FAIL_ON = ['unsafe_for_production', 'review_recommended', 'never'] as const
export type FailOn = (typeof FAIL_ON)[number]

export interface GateSettings {
  failOn: FailOn
  /** Also fail a session whose trust score is below this. */
  minTrustScore?: number
}

/** What the verdict needs of a session. */
export interface JudgedSession {
  source: string
  session?: string
  diagnosis: {
    trust_score: number
    readiness_level: Readiness
    primary_diagnosis: { root_cause_failure_type: string | null; severity?: string }
  }
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

/** Why one session fails the gate; empty when it passes. */
export function sessionFailures(s: JudgedSession, settings: GateSettings): string[] {
  const d = s.diagnosis
  const reasons: string[] = []
  const failsReadiness =
    settings.failOn !== 'never' && rank(d.readiness_level) >= rank(settings.failOn as Readiness)
  if (failsReadiness) {
    const primary = d.primary_diagnosis.root_cause_failure_type
    reasons.push(
      `${sessionName(s)} is ${d.readiness_level} (trust ${d.trust_score}` +
        (primary ? `; primary failure ${primary}, ${d.primary_diagnosis.severity}` : '') +
        `), and fail-on is ${settings.failOn}.`,
    )
  }
  if (settings.minTrustScore !== undefined && d.trust_score < settings.minTrustScore) {
    reasons.push(`${sessionName(s)} has trust ${d.trust_score}, below the minimum trust score ${settings.minTrustScore}.`)
  }
  return reasons
}

export function decide(sessions: readonly JudgedSession[], settings: GateSettings): Verdict {
  let worst: Readiness | null = null
  let lowest: number | null = null
  const reasons: string[] = []
  let failed = 0
  for (const s of sessions) {
    const d = s.diagnosis
    if (worst === null || rank(d.readiness_level) > rank(worst)) worst = d.readiness_level
    if (lowest === null || d.trust_score < lowest) lowest = d.trust_score
    const why = sessionFailures(s, settings)
    if (why.length) failed++
    reasons.push(...why)
  }
  const passed = failed === 0
  if (sessions.length === 0) {
    reasons.push('No sessions were diagnosed, so there was nothing to fail on.')
  } else if (passed) {
    const n = sessions.length
    const bar =
      settings.failOn === 'never'
        ? 'fail-on is never, so readiness does not fail the gate'
        : settings.failOn === 'unsafe_for_production'
          ? 'no session is unsafe_for_production'
          : 'every session is ready_for_runtime'
    const min = settings.minTrustScore !== undefined ? ` and every trust score is at least ${settings.minTrustScore}` : ''
    reasons.push(
      `Passed: ${bar}${min} (${n} session${n === 1 ? '' : 's'}; worst readiness ${worst}, lowest trust ${lowest}).`,
    )
  }
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

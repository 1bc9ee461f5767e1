/**
 * Annotations: an error for the primary diagnosis of each failing session, a warning for every
 * other failure cause, each pointing at the trace file and the line of its first evidence event.
 * GitHub shows 10 annotations of each type per step, so at most 10 of each are made.
 *
 * `planAnnotations` is pure; `emitAnnotations` hands the plan to @actions/core.
 */
import * as core from '@actions/core'
import type { Report, SessionReport } from '../report/json.js'
import { sessionName } from '../policy/verdict.js'
import { plainText } from '../report/sanitize.js'
import { NOT_EVIDENCE_KINDS, type IntegrityMode } from '../core/integrity.js'

/** GitHub shows this many annotations of each type per step. */
export const GITHUB_ANNOTATIONS_PER_TYPE = 10
/** Errors made here: one fewer, since the failed gate adds its own error (core.setFailed). */
export const MAX_ERRORS = GITHUB_ANNOTATIONS_PER_TYPE - 1
/** Warnings made here: leaving room for a warning about the input and one about publishing. */
export const MAX_WARNINGS = GITHUB_ANNOTATIONS_PER_TYPE - 2

export interface Annotation {
  level: 'error' | 'warning'
  title: string
  message: string
  file?: string
  startLine?: number
}

export interface AnnotationPlan {
  annotations: Annotation[]
  omitted: { error: number; warning: number }
}

type Cause = SessionReport['diagnosis']['failure_causes'][number]

const SEVERITY_RANK: Record<string, number> = { critical: 3, high: 2, medium: 1, low: 0 }

/** A path GitHub can place an annotation on: relative to the repository, with `/`. */
function annotationFile(source: string): string | undefined {
  if (
    source === '' ||
    source.startsWith('/') ||
    source.startsWith('$') ||
    /^[A-Za-z]:/.test(source) ||
    source.split('/').includes('..')
  )
    return undefined
  return source
}

function firstLine(cause: Cause): number | undefined {
  const lines = cause.evidence_origins.map((o) => o.line).filter((l): l is number => l !== undefined && l > 0)
  return lines.length ? Math.min(...lines) : undefined
}

function annotationOf(s: SessionReport, cause: Cause, level: Annotation['level'], remediation?: string): Annotation {
  const d = s.diagnosis
  const name = sessionName(s)
  const file = annotationFile(s.source)
  const line = firstLine(cause)
  const message =
    `${cause.description} Causal chain: ${cause.causal_chain.join(' -> ')}.` +
    (remediation ? ` Remediation: ${remediation}` : '')
  return {
    level,
    title: plainText(
      `${cause.type} (${cause.severity}) in ${name}: trust score ${d.trust_score}, ${d.readiness_level}`,
      200,
    ),
    message: plainText(file ? message : `${name}: ${message}`, 1000),
    ...(file ? { file: plainText(file, 500) } : {}),
    ...(file && line !== undefined ? { startLine: line } : {}),
  }
}

/**
 * One annotation for a session's integrity findings, on its file at the first finding's line: an
 * error when `integrity` is fail and a finding says the trace is not evidence, else a warning.
 */
function integrityAnnotation(s: SessionReport, mode: IntegrityMode): Annotation | undefined {
  const findings = s.integrity ?? []
  if (findings.length === 0) return undefined
  const name = sessionName(s)
  const file = annotationFile(s.source)
  const line = findings.map((f) => f.origin?.line).find((l) => l !== undefined && l > 0)
  const failing = mode === 'fail' && findings.some((f) => NOT_EVIDENCE_KINDS.includes(f.kind))
  const message = findings.map((f) => `${f.kind}: ${f.detail}`).join('; ')
  return {
    level: failing ? 'error' : 'warning',
    title: plainText(`integrity of ${name}: ${[...new Set(findings.map((f) => f.kind))].join(', ')}`, 200),
    message: plainText(file ? message : `${name}: ${message}`, 1000),
    ...(file ? { file: plainText(file, 500) } : {}),
    ...(file && line !== undefined ? { startLine: line } : {}),
  }
}

export function planAnnotations(
  report: Report,
  max: { errors: number; warnings: number } = { errors: MAX_ERRORS, warnings: MAX_WARNINGS },
  integrity: IntegrityMode = 'warn',
): AnnotationPlan {
  const errors: Annotation[] = []
  const warnings: { a: Annotation; rank: number; failing: boolean }[] = []
  for (const s of report.sessions) {
    // Findings on the evidence itself come before what the evidence shows.
    const found = integrityAnnotation(s, integrity)
    if (found?.level === 'error') errors.push(found)
    else if (found) warnings.push({ a: found, rank: 4, failing: !s.passed })
    const primary = s.diagnosis.primary_diagnosis.root_cause_failure_type
    const remediationOf = (type: string) =>
      s.diagnosis.recommendations.find((r) => r.failure_type === type)?.remediation
    let primaryDone = false
    for (const cause of s.diagnosis.failure_causes) {
      if (!s.passed && !primaryDone && cause.type === primary) {
        primaryDone = true
        errors.push(annotationOf(s, cause, 'error', remediationOf(cause.type)))
      } else {
        warnings.push({
          a: annotationOf(s, cause, 'warning', remediationOf(cause.type)),
          rank: SEVERITY_RANK[cause.severity] ?? 0,
          failing: !s.passed,
        })
      }
    }
  }
  // Warnings: those of failing sessions first, then by severity; report order otherwise.
  const sorted = warnings
    .map((w, i) => ({ ...w, i }))
    .sort((x, y) => Number(y.failing) - Number(x.failing) || y.rank - x.rank || x.i - y.i)
    .map((w) => w.a)
  return {
    annotations: [...errors.slice(0, max.errors), ...sorted.slice(0, max.warnings)],
    omitted: { error: Math.max(0, errors.length - max.errors), warning: Math.max(0, sorted.length - max.warnings) },
  }
}

export function emitAnnotations(plan: AnnotationPlan): void {
  for (const a of plan.annotations) {
    const props: core.AnnotationProperties = { title: a.title }
    if (a.file) props.file = a.file
    if (a.startLine !== undefined) props.startLine = a.startLine
    if (a.level === 'error') core.error(a.message, props)
    else core.warning(a.message, props)
  }
  const { error, warning } = plan.omitted
  if (error || warning) {
    core.info(
      `${error} error and ${warning} warning annotations were left out (GitHub shows ` +
        `${GITHUB_ANNOTATIONS_PER_TYPE} of each type per step); the job summary lists every cause.`,
    )
  }
}

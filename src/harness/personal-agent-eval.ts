/**
 * personal_agent_eval's files: run artifacts (`run.json`, `run_<n>.json`: one execution of a
 * case, with its status and ordered trace), final evaluation results (`final_result.json`,
 * `final_result_<n>.json`: the final score 0-10 and counts of deterministic checks) and case
 * configs (`test.yaml`, with the case's `deterministic_checks`).
 *
 * The deterministic checks that depend only on the run artifact are recomputed here, as the
 * harness defines them: `final_response_present` (the last final_output event with content has
 * non-blank content), `tool_call_count` (the number of tool_call events equals `count`),
 * `status_is` (the run status equals `status`) and `output_artifact_present` (an output artifact
 * matches every matcher given). Checks of the host file system at run time (`file_exists`,
 * `file_contains`, `path_exists`, `openclaw_workspace_file_present`) and Python hooks cannot be
 * recomputed from these files: they are listed with `passed: null`. The final score comes from
 * the harness's LLM judge and is taken as recorded. Pure.
 */
import { z } from 'zod'
import type { HarnessCheck, HarnessResult } from './types.js'

const traceEvent = z.looseObject({ event_type: z.string() })

export const runArtifactSchema = z.looseObject({
  identity: z.looseObject({ run_id: z.string().min(1), case_id: z.string().min(1) }),
  status: z.string(),
  trace: z.array(traceEvent),
  output_artifacts: z.array(z.looseObject({})).optional(),
})

export const finalResultSchema = z.looseObject({
  case_id: z.string().min(1),
  run_id: z.string().min(1),
  final_score: z.number().min(0).max(10),
  deterministic_dimensions: z.record(z.string(), z.number().nullable()).optional(),
  summary: z
    .looseObject({
      deterministic_passed_checks: z.number().int().nonnegative(),
      deterministic_failed_checks: z.number().int().nonnegative(),
      deterministic_error_checks: z.number().int().nonnegative(),
    })
    .optional(),
})

const checkSchema = z.looseObject({
  check_id: z.string().min(1),
  dimensions: z.array(z.string()).optional(),
  declarative: z.looseObject({ kind: z.string() }).optional(),
})

export const testConfigSchema = z.looseObject({
  case_id: z.string().min(1),
  deterministic_checks: z.array(checkSchema),
})

export type RunArtifact = z.infer<typeof runArtifactSchema>
export type FinalResult = z.infer<typeof finalResultSchema>
export type TestConfig = z.infer<typeof testConfigSchema>
type Check = z.infer<typeof checkSchema>

export { paeFileKind, type PaeFileKind } from './kinds.js'

/** The dimensions a declarative check feeds when it names none (the harness's defaults). */
const DEFAULT_DIMENSIONS: Record<string, readonly string[]> = {
  final_response_present: ['process'],
  tool_call_count: ['process', 'efficiency'],
  file_exists: ['task'],
  file_contains: ['task'],
  path_exists: ['task'],
  status_is: ['process'],
  output_artifact_present: ['task'],
}
const DIMENSIONS = ['task', 'process', 'autonomy', 'closeness', 'efficiency', 'spark']

/** The content of the last final_output event that has content, trimmed; null when none. */
export function finalResponse(run: RunArtifact): string | null {
  let last: string | null = null
  for (const e of run.trace) {
    if (e.event_type === 'final_output' && typeof e.content === 'string') last = e.content
  }
  return last === null ? null : last.trim()
}

const str = (x: unknown) => (typeof x === 'string' ? x : undefined)

/** Recompute one check on a run; `passed: null` for checks these files cannot settle. */
export function recomputeCheck(check: Check, run: RunArtifact): HarnessCheck {
  const d = check.declarative
  const base = { id: check.check_id }
  if (!d) {
    return {
      ...base,
      kind: 'python_hook',
      subject: 'a Python hook',
      operator: 'passes',
      expected: true,
      actual: 'not run here',
      passed: null,
    }
  }
  switch (d.kind) {
    case 'final_response_present': {
      const text = finalResponse(run)
      const present = text !== null && text !== ''
      return {
        ...base,
        kind: d.kind,
        subject: 'final response',
        operator: 'present',
        expected: true,
        actual: present,
        passed: present,
      }
    }
    case 'tool_call_count': {
      // The harness's field is `count`; its docs once called it `expected`.
      const expected = typeof d.count === 'number' ? d.count : typeof d.expected === 'number' ? d.expected : null
      const n = run.trace.filter((e) => e.event_type === 'tool_call').length
      return {
        ...base,
        kind: d.kind,
        subject: 'tool calls',
        operator: '==',
        expected,
        actual: n,
        passed: expected === null ? null : n === expected,
      }
    }
    case 'status_is': {
      const expected = str(d.status) ?? str(d.expected) ?? null
      return {
        ...base,
        kind: d.kind,
        subject: 'run status',
        operator: '==',
        expected,
        actual: run.status,
        passed: expected === null ? null : run.status === expected,
      }
    }
    case 'output_artifact_present': {
      const matchers = (['artifact_id', 'artifact_type', 'uri'] as const).filter((k) => typeof d[k] === 'string')
      const found = (run.output_artifacts ?? []).filter((a) => matchers.every((k) => a[k] === d[k])).length
      const subject = `output artifacts with ${matchers.map((k) => `${k} ${String(d[k])}`).join(', ') || 'no matcher'}`
      return {
        ...base,
        kind: d.kind,
        subject,
        operator: '>=',
        expected: 1,
        actual: found,
        passed: matchers.length === 0 ? null : found >= 1,
      }
    }
    default: {
      const path = str(d.path) ?? str(d.relative_path)
      return {
        ...base,
        kind: d.kind,
        subject: path ?? d.kind,
        operator: d.kind === 'file_contains' ? 'contains' : 'exists',
        expected: d.kind === 'file_contains' ? (str(d.text) ?? null) : true,
        actual: 'not recomputable from the run artifact (the host file system at run time)',
        passed: null,
      }
    }
  }
}

/**
 * Deterministic dimension scores (0-10, the mean of 10 per passed and 0 per failed check), or null
 * where a check is not recomputable.
 */
export function deterministicDimensions(
  checks: readonly Check[],
  results: readonly HarnessCheck[],
): Record<string, number | null | 'unknown'> {
  const scored = new Map<string, number[]>()
  const unknown = new Set<string>()
  checks.forEach((c, i) => {
    const kind = c.declarative?.kind
    const dims = c.dimensions?.length
      ? c.dimensions
      : kind !== undefined && Object.hasOwn(DEFAULT_DIMENSIONS, kind)
        ? DEFAULT_DIMENSIONS[kind]
        : []
    for (const dim of dims) {
      if (results[i].passed === null) unknown.add(dim)
      else scored.set(dim, [...(scored.get(dim) ?? []), results[i].passed ? 10 : 0])
    }
  })
  const out: Record<string, number | null | 'unknown'> = {}
  for (const dim of DIMENSIONS) {
    const list = scored.get(dim)
    out[dim] = unknown.has(dim) ? 'unknown' : list ? list.reduce((a, b) => a + b, 0) / list.length : null
  }
  return out
}

/** One personal_agent_eval file, checked. */
export interface PaeFile {
  source: string
  run?: RunArtifact
  final?: FinalResult
  test?: TestConfig
}

const fmt = (x: number) => String(Math.round(x * 1e6) / 1e6)

/**
 * One result per run: run artifacts and final results paired by run_id, checks from the test
 * config of the run's case. Returns the results in the order their runs first appear, and
 * warnings about files that could not be paired.
 */
export function personalAgentEvalResults(files: readonly PaeFile[]): {
  results: HarnessResult[]
  warnings: string[]
} {
  const warnings: string[] = []
  const tests = new Map<string, { source: string; test: TestConfig }>()
  const runs = new Map<
    string,
    { run?: { source: string; run: RunArtifact }; final?: { source: string; final: FinalResult } }
  >()
  const entry = (id: string) => {
    let e = runs.get(id)
    if (!e) runs.set(id, (e = {}))
    return e
  }
  for (const f of files) {
    if (f.test) {
      const seen = tests.get(f.test.case_id)
      if (seen)
        warnings.push(
          `${f.source}: a second test config for case ${f.test.case_id} (the first, ${seen.source}, is used)`,
        )
      else tests.set(f.test.case_id, { source: f.source, test: f.test })
    }
    if (f.run) {
      const e = entry(f.run.identity.run_id)
      if (e.run)
        warnings.push(
          `${f.source}: a second run artifact for run ${f.run.identity.run_id} (the first, ${e.run.source}, is used)`,
        )
      else e.run = { source: f.source, run: f.run }
    }
    if (f.final) {
      const e = entry(f.final.run_id)
      if (e.final)
        warnings.push(
          `${f.source}: a second final result for run ${f.final.run_id} (the first, ${e.final.source}, is used)`,
        )
      else e.final = { source: f.source, final: f.final }
    }
  }
  const usedTests = new Set<string>()
  const results: HarnessResult[] = []
  for (const [runId, e] of runs) {
    const caseId = e.run?.run.identity.case_id ?? e.final!.final.case_id
    const mismatches: string[] = []
    if (e.run && e.final && e.final.final.case_id !== caseId) {
      mismatches.push(`the final result names case ${e.final.final.case_id}, the run artifact case ${caseId}`)
    }
    let checks: HarnessCheck[] | undefined
    const test = tests.get(caseId)
    if (test && e.run) {
      usedTests.add(caseId)
      checks = test.test.deterministic_checks.map((c) => recomputeCheck(c, e.run!.run))
      const recorded = e.final?.final
      if (recorded?.deterministic_dimensions) {
        const dims = deterministicDimensions(test.test.deterministic_checks, checks)
        for (const [dim, v] of Object.entries(dims)) {
          const r = recorded.deterministic_dimensions[dim]
          if (v === 'unknown' || r === undefined) continue
          if ((v === null) !== (r === null) || (v !== null && r !== null && Math.abs(v - r) > 1e-9)) {
            mismatches.push(
              `deterministic_dimensions.${dim} is recorded as ${r === null ? 'null' : fmt(r)}, recomputed ` +
                `${v === null ? 'null' : fmt(v)}`,
            )
          }
        }
      }
      if (recorded?.summary && checks.every((c) => c.passed !== null)) {
        const passed = checks.filter((c) => c.passed).length
        const failed = checks.length - passed
        const s = recorded.summary
        if (
          s.deterministic_passed_checks !== passed ||
          s.deterministic_failed_checks + s.deterministic_error_checks !== failed
        ) {
          mismatches.push(
            `the summary records ${s.deterministic_passed_checks} passed and ` +
              `${s.deterministic_failed_checks + s.deterministic_error_checks} failed deterministic checks, ` +
              `recomputed ${passed} and ${failed}`,
          )
        }
      }
    }
    if (!e.run)
      warnings.push(
        `${e.final!.source}: the run artifact of run ${runId} was not among the harness files: its status and ` +
          `checks were not recomputed`,
      )
    const raw = e.final?.final.final_score ?? null
    results.push({
      harness: 'personal_agent_eval',
      source: e.run?.source ?? e.final!.source,
      id: runId,
      case: caseId,
      final_score: raw === null ? null : raw / 10,
      score_origin: raw === null ? null : 'recorded',
      status: e.run?.run.status ?? null,
      ...(checks ? { checks } : {}),
      recorded: { final_score: raw, status: e.run?.run.status ?? null },
      mismatches,
      passed: true,
    })
  }
  for (const [caseId, t] of tests) {
    if (!usedTests.has(caseId))
      warnings.push(
        `${t.source}: no run artifact of case ${caseId} among the harness files: its checks were not recomputed`,
      )
  }
  return { results, warnings }
}

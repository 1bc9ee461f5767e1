/**
 * Judging harness results against the gate's harness settings, and their words: what the report
 * and its renderers need of the harness (no zod: src/harness/index.ts reads the files).
 */
import {
  DEFAULT_ARKSIM_STATUSES,
  DEFAULT_RUN_STATUSES,
  DEFAULT_SWE_BENCH_STATUSES,
  type HarnessCheck,
  type HarnessFault,
  type HarnessResult,
  type HarnessSettings,
  scoreText as score,
} from './types.js'
import { DEFAULT_HARBOR_STATUSES, harborFix } from './harbor.js'

/** The result's name in a sentence: "arksim conversation c-1 (evaluation.json)". */
export function harnessName(r: HarnessResult): string {
  return `${harnessShortName(r)} (${harnessSources(r)})`
}

/** The files a result was read from: "trial/result.json, run trial/agent/trajectory.json". */
function harnessSources(r: HarnessResult): string {
  return r.harness === 'harbor' || r.harness === 'swe_bench'
    ? `${r.source}${r.run !== undefined ? `, run ${r.run}` : ''}`
    : r.source
}

/** The result's name alone, without the files it was read from: "Harbor trial fix-git__qbMeJzX". */
export function harnessShortName(r: HarnessResult): string {
  switch (r.harness) {
    case 'arksim':
      return `arksim conversation ${r.id}`
    case 'harbor':
      return `Harbor trial ${r.id}`
    case 'swe_bench':
      return `SWE-bench instance ${r.id}`
    default:
      return `personal_agent_eval run ${r.id}${r.case ? ` of case ${r.case}` : ''}`
  }
}

/**
 * Why the harness failed the run, in a few words, for the report's first line: the first failing
 * result's reason and name ("the verifier's reward was 0, below the 1 a pass needs (Harbor trial
 * x)"), and how many more failed; undefined when none failed.
 */
export function harnessLeadWhy(results: readonly HarnessResult[]): string | undefined {
  const failed = results.filter((r) => !r.passed)
  if (!failed.length) return undefined
  const r = failed[0]
  const why =
    r.reason ??
    (r.status !== null
      ? `status ${r.status}`
      : r.final_score !== null
        ? `final score ${score(r.final_score)}`
        : 'failed')
  const more = failed.length - 1
  return `${why} (${harnessShortName(r)})${more ? `; ${more} more harness result${more === 1 ? '' : 's'} failed` : ''}`
}

/**
 * Whose failure the failing results are, when they agree: `agent` or `harness` (its verifier, its
 * environment); undefined when they differ or a result does not say.
 */
export function harnessFault(results: readonly HarnessResult[]): HarnessFault | undefined {
  const faults = new Set(results.filter((r) => !r.passed).map((r) => r.fault))
  const [only] = faults
  return faults.size === 1 ? only : undefined
}

function checkExpected(c: HarnessCheck): string {
  return c.operator === 'present' ? `${c.subject} present` : `${c.subject} ${c.operator} ${JSON.stringify(c.expected)}`
}

function checkActual(c: HarnessCheck): string {
  if (c.passed === null) return typeof c.actual === 'string' ? c.actual : 'not recomputable'
  return c.operator === 'present' ? (c.actual === true ? 'present' : 'none') : JSON.stringify(c.actual)
}

function checkFailure(c: HarnessCheck): string {
  return `deterministic check ${c.id} (${c.kind}) failed: expected ${checkExpected(c)}, found ${checkActual(c)}`
}

/** A result's recomputed checks as checklist items; `passed` null when not recomputable. */
export function harnessChecklist(r: HarnessResult): { id: string; passed: boolean | null; text: string }[] {
  return (r.checks ?? []).map((c) => ({
    id: c.id,
    passed: c.passed,
    text: `${c.id} (${c.kind}): ${checkExpected(c)} (actual: ${checkActual(c)})`,
  }))
}

/** Why one result fails the gate's harness settings; empty when it passes. */
export function harnessFailures(r: HarnessResult, settings: HarnessSettings): string[] {
  const out: string[] = []
  const name = harnessName(r)
  const allowed =
    r.harness === 'harbor'
      ? (settings.harborStatuses ?? DEFAULT_HARBOR_STATUSES)
      : r.harness === 'arksim'
        ? (settings.arksimStatuses ?? DEFAULT_ARKSIM_STATUSES)
        : r.harness === 'swe_bench'
          ? (settings.sweBenchStatuses ?? DEFAULT_SWE_BENCH_STATUSES)
          : (settings.runStatuses ?? DEFAULT_RUN_STATUSES)
  if (r.status !== null && !allowed.includes(r.status)) {
    const fix = r.harness === 'harbor' ? harborFix(r) : undefined
    out.push(
      r.reason !== undefined
        ? // Why, then the fix, then where from: a long path never cuts the reason or the fix off a line.
          `${harnessShortName(r)} failed: ${r.reason} (status ${r.status}, not allowed; allowed: ${allowed.join(', ')}).` +
            `${fix ? ` ${fix}` : ''} Read from ${harnessSources(r)}.`
        : `${name} has status ${r.status}, which is not allowed (allowed: ${allowed.join(', ')}).${fix ? ` ${fix}` : ''}`,
    )
  }
  if (settings.minFinalScore !== undefined) {
    if (r.final_score === null)
      out.push(`${name} has no final score, and the minimum final score is ${settings.minFinalScore}.`)
    else if (r.final_score < settings.minFinalScore) {
      out.push(
        `${name} has final score ${score(r.final_score)}, below the minimum final score ${settings.minFinalScore}.`,
      )
    }
  }
  if ((settings.checks ?? 'error') === 'error') {
    for (const c of r.checks ?? []) if (c.passed === false) out.push(`${name}: ${checkFailure(c)}.`)
  }
  return out
}

/** Judge the results: each gets `passed`; the failures, worded, in result order. */
export function judgeHarness(
  results: readonly HarnessResult[],
  settings: HarnessSettings,
): { results: HarnessResult[]; failures: string[] } {
  const failures: string[] = []
  const judged = results.map((r) => {
    const why = harnessFailures(r, settings)
    failures.push(...why)
    return { ...r, passed: why.length === 0 }
  })
  return { results: judged, failures }
}

/** One line for a result: "arksim conversation c-1 (evaluation.json): final score 0.8125, Partial Failure". */
export function harnessLine(r: HarnessResult): string {
  const parts: string[] = []
  if (r.final_score !== null)
    parts.push(`final score ${score(r.final_score)}${r.score_origin === 'recorded' ? ' (as recorded)' : ''}`)
  if (r.status !== null) parts.push(r.harness === 'personal_agent_eval' ? `run ${r.status}` : r.status)
  if (r.turns) parts.push(`${r.turns.count - r.turns.failed} of ${r.turns.count} turns without a behavior failure`)
  if (r.checks?.length) {
    const passed = r.checks.filter((c) => c.passed === true).length
    const unknown = r.checks.filter((c) => c.passed === null).length
    parts.push(`${passed} of ${r.checks.length} checks passed${unknown ? ` (${unknown} not recomputable)` : ''}`)
  }
  return `${harnessName(r)}: ${parts.join(', ') || 'no score'}`
}

/**
 * Harness results: recognise a harness file, check its shape, recompute its deterministic parts
 * and judge the results against the gate's harness settings (judge.ts). Pure; `read.ts` does the
 * reading.
 */
import type { z } from 'zod'
import { describeIssue } from '../core/issues.js'
import { TraceError } from '../trace/read.js'
import { arksimEvaluationSchema, arksimResults } from './arksim.js'
import {
  finalResultSchema,
  personalAgentEvalResults,
  runArtifactSchema,
  testConfigSchema,
  type PaeFile,
} from './personal-agent-eval.js'
import { sweBenchResults, type SweBenchFileKind } from './swe-bench.js'
import { harnessFileKind, HARNESS_FILES_EXPECTED } from './kinds.js'
import type { HarnessResult } from './types.js'
import { harborResult, type HarborTrial } from './harbor.js'

export * from './types.js'
export * from './judge.js'
export { harnessFileKind, HARNESS_FILES_EXPECTED, type HarnessFileKind } from './kinds.js'
export { joinRuns } from './swe-bench.js'

function checked<T>(schema: z.ZodType<T>, value: unknown, source: string, what: string): T {
  const r = schema.safeParse(value)
  if (r.success) return r.data
  const issue = r.error.issues[0]
  throw new TraceError(source, undefined, `${describeIssue(issue, value)} (read as ${what})`)
}

/**
 * The results of the harness files given (parsed, in the order given), and warnings about files
 * that could not be paired. A file that is no harness output is a TraceError.
 */
export function harnessResults(files: readonly { source: string; value: unknown }[]): {
  results: HarnessResult[]
  warnings: string[]
} {
  const results: HarnessResult[] = []
  const pae: PaeFile[] = []
  for (const { source, value } of files) {
    const kind = harnessFileKind(value, source)
    switch (kind) {
      case 'swe_bench:run_report':
      case 'swe_bench:instance_report':
      case 'swe_bench:reward':
        results.push(...sweBenchResults(value, source, kind.slice('swe_bench:'.length) as SweBenchFileKind))
        break
      case 'harbor':
        results.push(harborResult(value as HarborTrial, source))
        break
      case 'arksim':
        results.push(
          ...arksimResults(checked(arksimEvaluationSchema, value, source, "arksim's evaluation output"), source),
        )
        break
      case 'personal_agent_eval:run':
        pae.push({ source, run: checked(runArtifactSchema, value, source, 'a personal_agent_eval run artifact') })
        break
      case 'personal_agent_eval:final_result':
        pae.push({ source, final: checked(finalResultSchema, value, source, 'a personal_agent_eval final result') })
        break
      case 'personal_agent_eval:test_config':
        pae.push({ source, test: checked(testConfigSchema, value, source, 'a personal_agent_eval case config') })
        break
      default:
        throw new TraceError(source, undefined, `${HARNESS_FILES_EXPECTED}, found none of them`)
    }
  }
  const p = personalAgentEvalResults(pae)
  return { results: [...results, ...p.results], warnings: p.warnings }
}

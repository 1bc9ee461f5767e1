/**
 * Which harness file a parsed JSON or YAML value is: by its shape alone, without checking it
 * (src/harness/index.ts checks and reads it, with zod). What sorting the files a walk found needs
 * (src/harness/folders.ts), which a run does before it hands out its first file.
 */
import { isJsonObject } from '../core/events.js'
import { sweBenchFileKind, type SweBenchFileKind } from './swe-bench.js'
import { isHarborTrial } from './harbor.js'

/** Whether a JSON value looks like arksim's evaluation output. */
export function isArksimEvaluation(v: unknown): boolean {
  if (!isJsonObject(v) || !Array.isArray(v.conversations)) return false
  if ('evaluator_version' in v || 'unique_errors' in v) return true
  const first = v.conversations[0]
  return isJsonObject(first) && 'turn_scores' in first
}

export type PaeFileKind = 'run' | 'final_result' | 'test_config'

/** Which personal_agent_eval file a JSON or YAML value is, if any. */
export function paeFileKind(v: unknown): PaeFileKind | undefined {
  if (!isJsonObject(v)) return undefined
  if (isJsonObject(v.identity) && 'run_id' in v.identity && Array.isArray(v.trace) && 'status' in v) return 'run'
  if ('final_score' in v && 'run_id' in v && 'case_id' in v) return 'final_result'
  if ('case_id' in v && Array.isArray(v.deterministic_checks)) return 'test_config'
  return undefined
}

export type HarnessFileKind =
  'harbor' | 'arksim' | `personal_agent_eval:${PaeFileKind}` | `swe_bench:${SweBenchFileKind}`

/** What harness file a parsed JSON or YAML value is (`source`: its path); undefined when none. */
export function harnessFileKind(value: unknown, source = ''): HarnessFileKind | undefined {
  if (isHarborTrial(value)) return 'harbor'
  if (isArksimEvaluation(value)) return 'arksim'
  const pae = paeFileKind(value)
  if (pae) return `personal_agent_eval:${pae}`
  const swe = sweBenchFileKind(value, source)
  return swe ? `swe_bench:${swe}` : undefined
}

export const HARNESS_FILES_EXPECTED =
  'expected an arksim evaluation.json, a personal_agent_eval run artifact (run.json), final result ' +
  '(final_result.json) or case config (test.yaml), or SWE-bench-style results (results.json, report.json, a ' +
  'reward file)'

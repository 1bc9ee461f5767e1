/**
 * Results read from evaluation harnesses (arksim, personal_agent_eval, SWE-bench-style results
 * beside the runs): their own scores and
 * checks, recomputed where they are deterministic. They have their own section in the report
 * and their own verdict reasons; they never change a trust score.
 */
import type { JsonValue } from '../core/vocabulary.js'

/** The largest harness file read. */
export const MAX_HARNESS_FILE_BYTES = 64 * 1024 * 1024

export const HARNESS_IDS = ['arksim', 'personal_agent_eval', 'swe_bench', 'harbor'] as const
export type HarnessId = (typeof HARNESS_IDS)[number]

/** arksim's conversation statuses (evaluator/utils/enums.py: EvaluationStatus). */
export const ARKSIM_STATUSES = ['Done', 'Partial Failure', 'Failed', 'Evaluation Failed'] as const
export type ArksimStatus = (typeof ARKSIM_STATUSES)[number]

/** personal_agent_eval's terminal run statuses (RunStatus). */
export const RUN_STATUSES = ['success', 'failed', 'timed_out', 'invalid', 'provider_error'] as const

/** A SWE-bench instance's statuses (swe-bench.ts). */
export const SWE_BENCH_STATUSES = ['resolved', 'unresolved', 'empty_patch', 'error', 'incomplete'] as const

/** One deterministic check of a harness, recomputed. */
export interface HarnessCheck {
  /** The harness's own id for the check (personal_agent_eval: check_id). */
  id: string
  kind: string
  subject: string
  operator: string
  expected: JsonValue
  actual: JsonValue
  /** Null when the check cannot be recomputed from the files given (host files, Python hooks). */
  passed: boolean | null
}

/** The turns of an arksim conversation. */
export interface HarnessTurns {
  count: number
  /** Turns whose behavior failure is a failure (not `no failure` / `skipped_good_performance`). */
  failed: number
  success_ratio: number
}

/** One result read from a harness: an arksim conversation or a personal_agent_eval run. */
export interface HarnessResult {
  harness: HarnessId
  /** The file it was read from. */
  source: string
  /** arksim: conversation_id; personal_agent_eval: run_id; swe_bench: the instance id. */
  id: string
  /** swe_bench: the run this result judges (`path` or `path#session`), when one was diagnosed. */
  run?: string
  /** personal_agent_eval: the case_id. */
  case?: string
  /**
   * The final score on a 0-1 scale: arksim's overall agent score, recomputed;
   * personal_agent_eval's final_score (0-10, from its judge) divided by 10. Null when none.
   */
  final_score: number | null
  /** Whether final_score was recomputed here or taken as the harness recorded it. */
  score_origin: 'recomputed' | 'recorded' | null
  /** arksim: the status recomputed from the score; personal_agent_eval: the run's status. */
  status: string | null
  turns?: HarnessTurns
  /** arksim: the goal completion score (0-1); null when goal completion was skipped. */
  goal_completion?: number | null
  checks?: HarnessCheck[]
  /** The harness's own numbers, on its own scale, as found in its files. */
  recorded: { final_score: number | null; status: string | null }
  /** Where the recorded numbers differ from the recomputation. */
  mismatches: string[]
  /**
   * harbor: why the trial did not pass, in words, from its reward and the exception Harbor
   * recorded (`the verifier ran out of time (VerifierTimeoutError: ...)`); absent when it passed.
   */
  reason?: string
  /**
   * harbor: whose failure the harness recorded: the agent's (its work scored below a pass, it
   * ran out of time, its process exited with an error) or the harness's own (its verifier, the
   * trial's environment, a cancelled trial); absent when it passed.
   */
  fault?: HarnessFault
  /** Within the gate's settings (see judgeHarness). */
  passed: boolean
}

export const HARNESS_FAULTS = ['agent', 'harness'] as const
export type HarnessFault = (typeof HARNESS_FAULTS)[number]

/** What the harness part of the gate checks. */
export interface HarnessSettings {
  /** The lowest final score (0-1) that passes; none when not given. */
  minFinalScore?: number
  /** arksim statuses that pass; default Done and Partial Failure. */
  arksimStatuses?: readonly string[]
  /** personal_agent_eval run statuses that pass; default success. */
  runStatuses?: readonly string[]
  /** SWE-bench instance statuses that pass; default resolved. */
  sweBenchStatuses?: readonly string[]
  /** Harbor trial statuses that pass (harbor.ts); default passed. */
  harborStatuses?: readonly string[]
  /** What a failed deterministic check of personal_agent_eval does: error (default), warn or off. */
  checks?: 'off' | 'warn' | 'error'
}

export const DEFAULT_ARKSIM_STATUSES: readonly string[] = ['Done', 'Partial Failure']
export const DEFAULT_RUN_STATUSES: readonly string[] = ['success']
export const DEFAULT_SWE_BENCH_STATUSES: readonly string[] = ['resolved']

/** The statuses a Harbor trial can have (harbor.ts); `passed` (a reward of 1 or more) passes by default. */
export const HARBOR_STATUSES = ['passed', 'failed', 'agent_timeout', 'error', 'no_reward'] as const
export const DEFAULT_HARBOR_STATUSES: readonly string[] = ['passed']

/** A score as reports write it: at most four decimals ("0.8125", "1"). */
export function scoreText(x: number): string {
  return String(Math.round(x * 1e4) / 1e4)
}

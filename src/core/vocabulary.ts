/**
 * The words of the diagnosis, declared once: every layer, the zod schemas and the JSON Schemas
 * take these lists from here.
 */

/** Presets: which rules judge a session and how the dimensions are weighted. */
export const PRESET_IDS = ['critiqor', 'agents'] as const
export type PresetId = (typeof PRESET_IDS)[number]

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const
export type Severity = (typeof SEVERITIES)[number]

/**
 * Failure types, in the reference order of the detectors, then the agents preset's own, each with
 * the dimension its penalty falls on (one dimension a type, in every preset; two types may share
 * one: a provider that kept failing falls on loop control, as a loop does).
 */
const DIMENSION_OF_TYPE = {
  infinite_tool_loop: 'loop_control',
  memory_degradation: 'memory_integrity',
  ignoring_tool_outputs: 'tool_output_utilization',
  context_pollution: 'context_health',
  cost_explosion: 'cost_efficiency',
  skill_failure: 'skill_adherence',
  run_failed: 'task_completion',
  provider_failure: 'loop_control',
  finished_on_failure: 'task_completion',
  permission_refused: 'task_completion',
  unverified_change: 'task_completion',
  weakened_checks: 'task_completion',
} as const
export type FailureType = keyof typeof DIMENSION_OF_TYPE
/** The dimensions a trust score weighs, in the order of the failure types that judge them. */
export type Dimension = (typeof DIMENSION_OF_TYPE)[FailureType]

export const FAILURE_TYPES = Object.keys(DIMENSION_OF_TYPE) as [FailureType, ...FailureType[]]
export const DIMENSIONS = [...new Set(Object.values(DIMENSION_OF_TYPE))] as [Dimension, ...Dimension[]]
/** The six dimensions of the reference model (all but task completion). */
export const REFERENCE_DIMENSIONS: readonly Dimension[] = DIMENSIONS.slice(0, 6)

export function dimensionOf(type: FailureType): Dimension {
  return DIMENSION_OF_TYPE[type]
}

/** The causal chain a cause of each type usually follows (diagnosis.md), in every preset. */
export const CHAIN_OF: Readonly<Record<FailureType, readonly string[]>> = {
  infinite_tool_loop: ['tool_call', 'tool_failure_or_no_progress', 'retry_same_action', 'loop_flagged'],
  memory_degradation: ['memory_stored', 'recall_failed_or_ignored', 'state_reconstruction_failed'],
  ignoring_tool_outputs: ['tool_call', 'tool_output', 'decision_skipped_output', 'unsupported_agent_step'],
  context_pollution: ['context_growth', 'saturation_or_compaction', 'key_state_risk'],
  cost_explosion: ['repeated_reasoning_or_calls', 'token_waste', 'cost_spike'],
  skill_failure: ['skill_available', 'skill_not_selected_or_failed', 'generic_execution'],
  run_failed: ['run_started', 'run_interrupted_or_errored', 'task_not_completed'],
  provider_failure: ['provider_request_failed', 'retry_without_a_step', 'run_stalled'],
  finished_on_failure: ['tool_call', 'check_failed', 'run_declared_done'],
  permission_refused: ['tool_call', 'refused_by_permission_policy', 'step_not_taken'],
  unverified_change: ['file_changed', 'no_passing_check_after', 'run_declared_done'],
  weakened_checks: ['check_failed_or_feared', 'check_weakened', 'change_passes_unjudged'],
}

/** Readiness levels, best first. */
export const READINESS_LEVELS = ['ready_for_runtime', 'review_recommended', 'unsafe_for_production'] as const
export type Readiness = (typeof READINESS_LEVELS)[number]

/** A value an assertion compares or a harness reports. */
export type JsonValue = string | number | boolean | null | number[]

/**
 * The words of the diagnosis, declared once: every layer, the zod schemas and the JSON Schemas
 * take these lists from here.
 */

/** Presets: which rules judge a session and how the dimensions are weighted. */
export const PRESET_IDS = ['critiqor', 'agents'] as const
export type PresetId = (typeof PRESET_IDS)[number]

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const
export type Severity = (typeof SEVERITIES)[number]

/** Failure types, in the reference order of the detectors, then the agents preset's own. */
export const FAILURE_TYPES = [
  'infinite_tool_loop',
  'memory_degradation',
  'ignoring_tool_outputs',
  'context_pollution',
  'cost_explosion',
  'skill_failure',
  'run_failed',
] as const
export type FailureType = (typeof FAILURE_TYPES)[number]

/** The dimensions a trust score weighs. */
export const DIMENSIONS = [
  'loop_control',
  'memory_integrity',
  'tool_output_utilization',
  'context_health',
  'cost_efficiency',
  'skill_adherence',
  'task_completion',
] as const
export type Dimension = (typeof DIMENSIONS)[number]

/** Readiness levels, best first. */
export const READINESS_LEVELS = ['ready_for_runtime', 'review_recommended', 'unsafe_for_production'] as const
export type Readiness = (typeof READINESS_LEVELS)[number]

/** A value an assertion compares or a harness reports. */
export type JsonValue = string | number | boolean | null | number[]

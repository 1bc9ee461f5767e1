/**
 * Presets: which rules judge a session and how the dimensions are weighted.
 *
 * `critiqor` is the reference model, exact (diagnosis.md). Other presets reuse its engine,
 * scoring and report and bring rules of their own.
 */
import { DETECTORS } from './rules/critiqor/index.js'
import { AGENTS_DETECTORS } from './rules/agents/index.js'
import type { AnyDetector, Dimension, FailureType } from './rules/types.js'
import { PRESET_IDS, type PresetId } from '../core/vocabulary.js'

export { PRESET_IDS, type PresetId }

export interface Preset {
  id: PresetId
  /** Dimensions in the order of the weighted sum, with their weights (summing to 1). */
  dimensions: readonly { dimension: Dimension; weight: number }[]
  /** Rules in the order their causes are reported (and primary ties are broken). */
  detectors: readonly AnyDetector[]
  /**
   * Dimensions this preset's rules judge from what every format shows (tool results and their
   * status), beyond the dimensions a format itself lists as observable.
   */
  judgesFromToolResults?: readonly Dimension[]
  /**
   * The published trust score is placed on its readiness level's band (`bandedTrust` in
   * diagnose.ts), so that score and readiness agree by construction. The reference model
   * publishes the weighted score as it is.
   */
  banded?: boolean
  /**
   * What `cost_analysis.cost_efficiency` reports: `redundancy`, the reference model's 100 minus
   * the share of repeated tool calls (beside `scores.cost_efficiency`, its cost dimension, which
   * the spec's worked examples give otherwise); `score`, the cost dimension's score itself, so
   * that a report shows one cost efficiency.
   */
  costEfficiency?: 'redundancy' | 'score'
}

/**
 * The dimensions a session's score means something for: weighed by the preset and observable,
 * either in every trace of the format or in this one, where a rule of the dimension found a cause
 * (a run that recorded its failed end shows how it ended, whatever the format usually shows).
 */
export function observedDimensions(
  preset: Preset,
  formatObserves: readonly Dimension[],
  found: readonly FailureType[] = [],
): Dimension[] {
  const seen = new Set(preset.detectors.filter((r) => found.includes(r.meta.type)).map((r) => r.meta.dimension))
  return preset.dimensions
    .map((d) => d.dimension)
    .filter((d) => formatObserves.includes(d) || preset.judgesFromToolResults?.includes(d) || seen.has(d))
}

export const CRITIQOR: Preset = {
  id: 'critiqor',
  dimensions: DETECTORS.map((d) => ({ dimension: d.meta.dimension, weight: d.meta.weight })),
  detectors: DETECTORS,
}

const registry = new Map<PresetId, Preset>([['critiqor', CRITIQOR]])

/** Make a preset available by its id. */
export function registerPreset(preset: Preset): void {
  registry.set(preset.id, preset)
}

export function presetById(id: PresetId): Preset | undefined {
  return registry.get(id)
}

/**
 * Real agent traces (every format but flat critiqor events): runs that did not finish, loops
 * without progress and retry storms, failing tools, context, cost against a budget. The six
 * dimensions of the reference model keep their proportions within 0.80; `task_completion` weighs
 * 0.20 and comes last in the weighted sum.
 */
export const AGENTS: Preset = {
  id: 'agents',
  dimensions: [
    { dimension: 'loop_control', weight: 0.16 },
    { dimension: 'memory_integrity', weight: 0.12 },
    { dimension: 'tool_output_utilization', weight: 0.16 },
    { dimension: 'context_health', weight: 0.12 },
    { dimension: 'cost_efficiency', weight: 0.12 },
    { dimension: 'skill_adherence', weight: 0.12 },
    { dimension: 'task_completion', weight: 0.2 },
  ],
  detectors: AGENTS_DETECTORS,
  // Failed tool results are what the agents rule for tool_output_utilization reads.
  judgesFromToolResults: ['tool_output_utilization'],
  banded: true,
  costEfficiency: 'score',
}

registerPreset(AGENTS)

/** The page of the rule that judges `type` in a preset (docs/rules/<id>.md), or undefined. */
export function rulePage(preset: PresetId, type: FailureType): string | undefined {
  return presetById(preset)?.detectors.find((d) => d.meta.type === type)?.meta.docs
}

/**
 * Presets: which rules judge a session and how the dimensions are weighted.
 *
 * `critiqor` is the reference model, exact (diagnosis.md). Other presets reuse its engine,
 * scoring and report and bring rules of their own.
 */
import { DETECTORS } from './detectors/index.js'
import type { AnyDetector, Dimension } from './detectors/types.js'

export const PRESET_IDS = ['critiqor', 'agents'] as const
export type PresetId = (typeof PRESET_IDS)[number]

export interface Preset {
  id: PresetId
  /** Dimensions in the order of the weighted sum, with their weights (summing to 1). */
  dimensions: readonly { dimension: Dimension; weight: number }[]
  /** Rules in the order their causes are reported (and primary ties are broken). */
  detectors: readonly AnyDetector[]
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

/**
 * The detectors in the reference model's order. The order matters: it is the order of the
 * failure causes, the tie-break of the primary diagnosis and the order of the weighted sum.
 */
import infiniteToolLoop from './infinite-tool-loop.js'
import memoryDegradation from './memory-degradation.js'
import ignoringToolOutputs from './ignoring-tool-outputs.js'
import contextPollution from './context-pollution.js'
import costExplosion from './cost-explosion.js'
import skillFailure from './skill-failure.js'
import type { AnyDetector } from '../types.js'

/** A rule of the reference model: its meta carries its dimension's weight. */
export type WeightedDetector = AnyDetector & { meta: { weight: number } }

function weighted(rule: AnyDetector): WeightedDetector {
  if (rule.meta.weight === undefined) throw new Error(`rule ${rule.meta.id}: a reference rule needs its weight`)
  return rule as WeightedDetector
}

export const DETECTORS: readonly WeightedDetector[] = [
  infiniteToolLoop,
  memoryDegradation,
  ignoringToolOutputs,
  contextPollution,
  costExplosion,
  skillFailure,
].map(weighted)

export type { Detector, DetectedCause, Dimension, FailureType, Severity } from '../types.js'

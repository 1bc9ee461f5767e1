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

export const DETECTORS: readonly AnyDetector[] = [
  infiniteToolLoop,
  memoryDegradation,
  ignoringToolOutputs,
  contextPollution,
  costExplosion,
  skillFailure,
]

export type { Detector, DetectedCause, Dimension, FailureType, Severity } from '../types.js'

/**
 * The rules of the `agents` preset, in the order their causes are reported (and primary ties
 * are broken): how the run ended first, then loops and storms, failing tools, context, cost,
 * memory and skills. Memory and skills are judged by the reference model's own rules: the events
 * real formats give them (lost compaction summaries, failed memory reads, failed skill reads)
 * mean the same there.
 */
import runFailed from './run-failed.js'
import loop from './loop.js'
import toolFailures from './tool-failures.js'
import context from './context.js'
import cost from './cost.js'
import memoryDegradation from '../critiqor/memory-degradation.js'
import skillFailure from '../critiqor/skill-failure.js'
import type { AnyDetector } from '../types.js'

export const AGENTS_DETECTORS: readonly AnyDetector[] = [
  runFailed,
  loop,
  toolFailures,
  context,
  cost,
  memoryDegradation,
  skillFailure,
]

/**
 * The rules of the `agents` preset, in the order their causes are reported (and primary ties
 * are broken): how the run ended first (and whether it ended as done on a failed command), then
 * loops, a provider that kept failing, failing tools, calls the workflow refused, context, cost,
 * memory and skills; then proof of work: changes no check judged after them, and changes that
 * weakened the checks (./unverified-change.ts, ./weakened-checks.ts). Memory is judged by the
 * reference model's own rule: the events real formats
 * give it (lost compaction summaries, failed memory reads) mean the same there. Skills are
 * judged by the same count, and a team member the agent was given and never asked is high by
 * itself (./skills.ts).
 */
import runFailed from './run-failed.js'
import finishedOnFailure from './finished-on-failure.js'
import unverifiedChange from './unverified-change.js'
import weakenedChecks from './weakened-checks.js'
import loop, { providerFailure } from './loop.js'
import toolFailures from './tool-failures.js'
import permissionRefused from './permission-refused.js'
import context from './context.js'
import cost from './cost.js'
import memoryDegradation from '../critiqor/memory-degradation.js'
import skillFailure from './skills.js'
import type { AnyDetector } from '../types.js'

export const AGENTS_DETECTORS: readonly AnyDetector[] = [
  runFailed,
  finishedOnFailure,
  loop,
  providerFailure,
  toolFailures,
  permissionRefused,
  context,
  cost,
  memoryDegradation,
  skillFailure,
  unverifiedChange,
  weakenedChecks,
]

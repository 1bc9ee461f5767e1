/**
 * Where the policy file is, and the policy as the gate uses it: what a run needs before it knows
 * whether there is a policy file at all. Reading and checking one (YAML and zod) is
 * src/policy/policy-file.ts, loaded only when there is one.
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { AssertionRule } from './assertions.js'
import type { CaseRule, RepeatMinPass } from './cases.js'
import type { EngineOptions } from '../engine/diagnose.js'
import type { HarnessSettings } from '../harness/types.js'
import type { PresetOption } from '../engine/session.js'

export const POLICY_FILE_NAMES = ['.agent-trust-gate.yml', '.agent-trust-gate.yaml'] as const

/** The policy as the gate uses it. */
export interface Policy {
  /** The file it was read from; undefined for the empty policy. */
  path?: string
  preset?: PresetOption
  detectors?: EngineOptions['detectorOptions']
  /** `assertions` (every session) first, then each of `overrides`, in file order. */
  rules: AssertionRule[]
  cases: CaseRule[]
  repeatMinPass?: RepeatMinPass
  harness: HarnessSettings
}

export const EMPTY_POLICY: Policy = { rules: [], cases: [], harness: {} }

/** The policy file in a directory (`.agent-trust-gate.yml`, then `.yaml`), if there is one. */
export async function findPolicy(dir: string): Promise<string | undefined> {
  for (const name of POLICY_FILE_NAMES) {
    const path = join(dir, name)
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile()) return path
  }
  return undefined
}

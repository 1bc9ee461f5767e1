/**
 * The registry of rules: every rule of every preset, once, in the order of its preset's list
 * (the reference rules first). Each rule has an id, a page (docs/rules/<id>.md), an options
 * schema and a test table; __tests__/engine/rules/registry.test.ts keeps the four together.
 */
import { AGENTS_DETECTORS } from './agents/index.js'
import { DETECTORS } from './critiqor/index.js'
import type { AnyDetector } from './types.js'

export const RULES: readonly AnyDetector[] = [...DETECTORS, ...AGENTS_DETECTORS].filter(
  (rule, i, all) => all.findIndex((r) => r.meta.id === rule.meta.id) === i,
)

export function ruleById(id: string): AnyDetector | undefined {
  return RULES.find((r) => r.meta.id === id)
}

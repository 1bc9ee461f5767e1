/**
 * Values of the settings that more than their schema uses (src/policy/settings.ts): the verdict,
 * the baseline and the settings read without zod (src/policy/quick-settings.ts).
 */

/** The readiness from which the gate fails (`never`: none). */
export const FAIL_ON = ['unsafe_for_production', 'review_recommended', 'never'] as const
export type FailOn = (typeof FAIL_ON)[number]

/** Trust score points a session may lose against its baseline before it counts as a regression. */
export const DEFAULT_REGRESSION_TOLERANCE = 5

export const GRAPH_MODES = ['evidence', 'full', 'none'] as const

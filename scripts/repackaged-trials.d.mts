/** Types of scripts/repackaged-trials.mjs, for its tests. */
export function miniToAtif(traj: unknown, sessionId: string): Record<string, unknown>
export function trajectoriesIn(dir: string): string[]
export function makeRepackagedTrials(
  out: string,
  sources: readonly string[],
  trials: number,
  rewards?: (source: string) => number | undefined,
): string[]

/** Types of scripts/eval-harbor.mjs, for its tests. */
export interface AgentFigures {
  agent: string
  trials: number
  passed: number
  failed: number
  readiness: { passed: Record<string, number>; failed: Record<string, number> }
  trust?: { passed: number[]; failed: number[] }
  causes: { passed: Record<string, number>; failed: Record<string, number> }
  auroc: number | null
}
export interface HarborFigures {
  sessions: number
  notJudged: number
  agents: AgentFigures[]
  auroc: number | null
}
export function auroc(failed: readonly number[], passed: readonly number[]): number | null
export function evaluateFolder(folder: string, cli: string, extra?: string[]): HarborFigures
export function render(figures: HarborFigures): string
export function trialAgent(source: string): { agent: string; model: string }
/** The JSON report of `cli diagnose folder`, the CLI run in `cwd`. */
export function diagnose(folder: string, cli: string, extra?: string[], cwd?: string): unknown

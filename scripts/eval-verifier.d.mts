/** Types of scripts/eval-verifier.mjs, for its tests. */
export interface Counts {
  failed: number
  passed: number
}
export interface GroupFigures {
  runs: number
  passed: number
  failed: number
  readiness: { passed: Record<string, number>; failed: Record<string, number> }
  trust: { passed: number[]; failed: number[] }
  auroc: number | null
  /** Passed runs that are unsafe_for_production. */
  unsafePassed: number
  /** Runs whose report holds `sessions[].verification`. */
  withVerification: Counts
  /** Each verification fact: in how many failed and passed runs it holds. */
  verification: Record<string, Counts>
  /** Each cause's rule id: in how many failed and passed runs it is a cause. */
  causes: Record<string, Counts>
  /**
   * Each number of the runs (`files: edits`, the edits of sessions[].files; `verification: PATH`):
   * the AUROC of its value between failed and passed runs, and its means.
   */
  numbers: Record<string, { auroc: number | null; failed: number | null; passed: number | null }>
}
export interface AgentModelFigures extends GroupFigures {
  agent: string
  model: string
}
export interface SourceFigures {
  source: string
  kind: 'harbor' | 'swe-bench' | 'harbor+swe-bench'
  verdictFiles: string[]
  sessions: number
  statuses: Record<string, number>
  withoutVerdict: string[]
  trialsWithoutTrace: string[]
  verdictsWithoutRun: number
  ambiguous: number
  conflicts: string[]
  notRead: { file: string; what: string }[]
  freeText: string[]
  groups: AgentModelFigures[]
  pooled: GroupFigures
}
export interface Figures {
  sources: SourceFigures[]
}
export interface Verdict {
  id: string
  status: string
  file: string
  line?: number
}
export interface Options {
  cli?: string
  extra?: string[]
  /** The CLI's JSON report of the folder, instead of running the CLI. */
  report?: unknown
  /** The JSON schema of `sessions[].verification` (`cli schema`): its booleans and enum values are counted. */
  schema?: unknown
  progress?: (line: string) => void
}
export interface JudgedRun {
  outcome: 'passed' | 'failed'
  trust: number
  readiness: string
  causes: string[]
  facts?: Set<string>
  numbers?: Record<string, number>
}
export const MAX_ENUM_VALUES: number
export function instanceKeys(source: string, session?: string): string[]
export function readResultsTable(text: string, file: string): Verdict[]
export function summaryVerdicts(value: unknown, file: string): Verdict[] | undefined
export function schemaFacts(schema: unknown): { booleans: string[]; enums: Map<string, string[]> }
export function verificationSchema(cli: string): unknown
export function verificationFacts(
  v: unknown,
  enums?: Map<string, string[]>,
): {
  facts: Set<string>
  strings: Map<string, Set<string>>
  numbers: Map<string, number>
}
export function figuresOf(runs: JudgedRun[], declared?: string[]): GroupFigures
export function evaluateSource(folder: string, options?: Options): SourceFigures
export function evaluate(folders: string[], options?: Options): Figures
export function render(figures: Figures): string

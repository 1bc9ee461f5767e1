/** Types of scripts/eval-loops.mjs, for the tests that import it. */

export interface LabelledRun {
  file?: string
  /** 1: people called the run looping; 0: not. */
  label: number
  /** The run has an infinite_tool_loop cause. */
  flagged: boolean
  trust: number
  steps: number
  hitCap: boolean
}

export interface Figures {
  runs: number
  looping: number
  flagged: number
  precision: number | null
  recall: number | null
  aurocTrust: number | null
  aurocSteps: number | null
}

export interface AllFigures {
  all: Figures
  hitStepCap: Figures
  belowStepCap: Figures
}

export function readLabels(text: string): Record<string, string>[]
export function auroc(items: { label: number; score: number }[]): number | null
export function figuresOf(runs: LabelledRun[]): Figures
export function evaluate(runs: LabelledRun[]): AllFigures
export function render(f: AllFigures, preset: string): string
export function evaluateFolder(dir: string, labelsFile: string, cli: string, preset?: string): AllFigures

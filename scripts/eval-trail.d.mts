/** Types of scripts/eval-trail.mjs, for the tests that import it. */

export interface Label {
  category: string
  location: string
  impact: string
}

export interface Labels {
  traceId: string | undefined
  errors: Label[]
  reliability: number | undefined
}

export interface SpanInfo {
  kind: string
  name: string
  /** The step span that holds it (itself when it is one), if any. */
  step: string | undefined
}

export interface TraceInput {
  id: string
  split: string | undefined
  spans: Map<string, SpanInfo>
  labels: Labels
  readiness: string
  causes: { type: string; spans: Map<string, string> }[]
}

export interface TrailScores {
  traces: number
  categoryF1: number
  locationAccuracy: number
  jointAccuracy: number
}

export interface CategoryRow {
  category: string
  labels: number
  onTool: number
  located: number
  named: number
  ours: number
  labelled: number
  locationRecall: number | null
  namedRecall: number | null
  precision: number | null
}

export interface Figures {
  traces: number
  labels: number
  readiness: Record<string, number>
  categories: CategoryRow[]
  trail: Record<string, TrailScores>
  traceLevel: {
    executionErrorsOnToolSpans: number
    executionErrorsOnToolSpansInEvidence: number
    executionErrorsOnToolSpansShare: number | null
    tracesWithExecutionErrors: number
    tracesWithExecutionErrorsNotReady: number
    tracesWithExecutionErrorsNotReadyShare: number | null
    tracesWithToolExecutionErrors: number
    tracesWithToolExecutionErrorsNotReady: number
    tracesWithToolExecutionErrorsNotReadyShare: number | null
    reliableTraces: number
    reliableTracesNotUnsafe: number
    reliableTracesNotUnsafeShare: number | null
  }
}

export const TRAIL_CATEGORIES: string[]
export const EXECUTION_CATEGORIES: string[]
export const PAPER_BEST_JUDGE: Record<string, Omit<TrailScores, 'traces'>>
export const CATEGORY_OF_TYPE: Record<string, string>
export function canonicalCategory(name: string): string
export function parseLenient(text: string): unknown
export function readLabels(doc: unknown, file?: string): Labels
export function spanIndex(doc: unknown): Map<string, SpanInfo>
export function categoryOfError(text: string): string | undefined
export function categoryOf(type: string, event: Record<string, unknown> | undefined, description?: string): string
export function causeSpans(cause: {
  type: string
  evidence?: Record<string, unknown>[]
  evidence_origins?: Record<string, unknown>[]
}): Map<string, string>
export function trailMetrics(
  traces: { labels: { category: string; location: string }[]; predicted: { category: string; location: string }[] }[],
): TrailScores
export function evaluate(traces: TraceInput[]): Figures
export function render(figures: Figures): string
export function evaluateFolder(folder: string, cli: string): Figures

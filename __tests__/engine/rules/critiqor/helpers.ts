import { diagnose, type EngineOptions, type FailureCause } from '../../../../src/engine/diagnose.js'
import type { FailureType } from '../../../../src/engine/rules/types.js'

export interface Row {
  name: string
  events: Record<string, unknown>[]
  /** Expected causes of this detector's type: [severity, impact_score, evidence event ids?]. */
  causes: [string, number, string[]?][]
}

/** The causes of one type that the whole engine finds in the given events. */
export function causesOf(
  type: FailureType,
  events: Record<string, unknown>[],
  options?: EngineOptions,
): FailureCause[] {
  return diagnose(events, options).failure_causes.filter((c) => c.type === type)
}

export function expectRows(type: FailureType, rows: Row[], expect: (x: unknown) => { toEqual(y: unknown): void }) {
  for (const row of rows) {
    const got = causesOf(type, row.events).map((c, i) => {
      const want = row.causes[i]
      return want?.[2] ? [c.severity, c.impact_score, c.evidence.map((e) => e.event_id)] : [c.severity, c.impact_score]
    })
    expect({ name: row.name, causes: got }).toEqual({ name: row.name, causes: row.causes })
  }
}

export const repeat = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i))

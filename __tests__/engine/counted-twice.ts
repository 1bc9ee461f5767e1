/**
 * One cause per fact, as a test holds it: two causes of one session "share their evidence" when
 * they cite at least one same trace record (each evidence event's origin in the trace, its line,
 * index, span or id; an event with no origin stands for itself, by `event_id`; so does the run's
 * end, `process_end`, a fact of its own that a format may read from its last record). Two such
 * causes are allowed only when each cites at least one record the other does not.
 */

/** A cause as the report gives it: its type, its evidence and the evidence's origins. */
export interface Cited {
  type: string
  evidence: { event_id?: unknown; event?: unknown }[]
  evidence_origins?: object[]
}

/** The records a cause cites: each evidence event's origin, or its event id (none, or the run's end). */
const records = (c: Cited): Set<string> =>
  new Set(
    c.evidence.map((e, i) => {
      const o = c.evidence_origins?.[i]
      return o && Object.keys(o).length > 0 && e.event !== 'process_end' ? JSON.stringify(o) : String(e.event_id)
    }),
  )

/** The pairs of causes of a session that count a fact twice: "a + b: the records they share". */
export function countedTwice(causes: Cited[]): string[] {
  const ids = causes.map(records)
  const out: string[] = []
  for (let i = 0; i < causes.length; i++)
    for (let j = i + 1; j < causes.length; j++) {
      const shared = [...ids[i]].filter((x) => ids[j].has(x))
      if (shared.length === 0) continue
      const iOwn = [...ids[i]].some((x) => !ids[j].has(x))
      const jOwn = [...ids[j]].some((x) => !ids[i].has(x))
      if (!iOwn || !jOwn) out.push(`${causes[i].type} + ${causes[j].type}: ${shared.sort().join(', ')}`)
    }
  return out
}

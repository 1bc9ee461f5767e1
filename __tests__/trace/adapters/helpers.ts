/**
 * Run a trace file through the real reader and an adapter, and collect the events per session.
 */
import type { JsonObject, Origin } from '../../../src/core/events.js'
import { AdaptingReader, choose } from '../../../src/trace/registry.js'
import type { Adapter, FormatId } from '../../../src/trace/adapters/types.js'
import { readRecords, type TraceWarning } from '../../../src/trace/read.js'

export interface Emitted {
  event: JsonObject
  origin: Origin
}

export interface Adapted {
  format: FormatId
  /** Events per session key ('' for a file with one session), sessions in first-seen order. */
  sessions: Map<string, Emitted[]>
  warnings: TraceWarning[]
}

export async function adaptFile(path: string, format?: FormatId): Promise<Adapted> {
  const sessions = new Map<string, Emitted[]>()
  const warnings: TraceWarning[] = []
  const reader = new AdaptingReader(
    { source: path, warn: (l, message) => warnings.push({ path, line: l, message }) },
    (sample, line) => choose(format ?? 'auto', sample, path, line),
    (event, origin, session) => {
      const key = session ?? ''
      let list = sessions.get(key)
      if (!list) sessions.set(key, (list = []))
      list.push({ event, origin })
    },
  )
  await readRecords(path, reader.record, { onWarning: (w) => warnings.push(w) })
  const adapter = reader.end()
  return { format: adapter!.id, sessions, warnings }
}

export interface Summary {
  events: number
  counts: Record<string, number>
  tool_calls: number
  tool_outputs: number
  errors: number
  retries: number
  compactions: number
  tokens: number
  end?: string
}

/** What a report would count: events per type, tokens (sum of usage.total), compactions, the end status. */
export function summarise(events: Emitted[]): Summary {
  const counts: Record<string, number> = {}
  let tokens = 0
  let compactions = 0
  let end: string | undefined
  for (const { event } of events) {
    const t = String(event.event)
    counts[t] = (counts[t] ?? 0) + 1
    if (t === 'token_usage') tokens += Number((event.usage as JsonObject).total)
    if (t === 'context_event' && event.action === 'compaction') compactions++
    if (t === 'process_end') end = String(event.status)
  }
  return {
    events: events.length,
    counts,
    tool_calls: counts.tool_call ?? 0,
    tool_outputs: counts.tool_output ?? 0,
    errors: counts.error_event ?? 0,
    retries: counts.retry_event ?? 0,
    compactions,
    tokens,
    end,
  }
}

/** All events of a file with a single session. */
export function only(a: Adapted): Emitted[] {
  if (a.sessions.size > 1) throw new Error(`expected one session, found ${a.sessions.size}`)
  return a.sessions.get('') ?? []
}

/** The fixtures folder of a format. */
export function fixture(format: string, file: string): string {
  return new URL(`../../../__fixtures__/traces/${format}/${file}`, import.meta.url).pathname
}

/** Events of one type, without their origins. */
export function ofType(events: Emitted[], type: string): JsonObject[] {
  return events.filter((e) => e.event.event === type).map((e) => e.event)
}

/** Records handed to an adapter as the reader would (lines from 1): its events, the records it left unread, the working directories it told. */
export function runRecords(
  adapter: Adapter,
  records: unknown[],
): { events: Emitted[]; unread: [line: number, kind: string, call: boolean | undefined][]; workdirs: string[] } {
  const events: Emitted[] = []
  const unread: [number, string, boolean | undefined][] = []
  const workdirs: string[] = []
  const inst = adapter.create((event, origin) => events.push({ event, origin }), {
    source: 'records',
    warn: () => {},
    unread: (line, kind, call) => unread.push([line, kind, call]),
    workdir: (p) => workdirs.push(p),
  })
  records.forEach((r, i) => inst.record(r, i + 1))
  inst.end()
  return { events, unread, workdirs }
}

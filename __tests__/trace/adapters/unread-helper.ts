/**
 * Run a trace file through the adapter `auto` picks on its first records, as `adaptFile` does,
 * also collecting the records the adapter names as unread (`AdapterContext.unread`) and the run's
 * working directory. The adapter alone: the reader's refusal of a file half read is not applied.
 */
import { choose, SAMPLE_RECORDS } from '../../../src/trace/registry.js'
import { readRecords } from '../../../src/trace/read.js'
import type { Emitted } from './helpers.js'

export interface Read {
  format: string
  events: Emitted[]
  unread: { line: number; kind: string; call: boolean }[]
  workdir: string[]
  warnings: string[]
}

export async function readWithUnread(path: string): Promise<Read> {
  const events: Emitted[] = []
  const unread: Read['unread'] = []
  const workdir: string[] = []
  const warnings: string[] = []
  const records: { value: unknown; line: number }[] = []
  await readRecords(path, (value, line) => void records.push({ value, line }), {
    onWarning: (w) => warnings.push(w.message),
  })
  const sample = { records: records.slice(0, SAMPLE_RECORDS).map((r) => r.value) }
  const adapter = choose('auto', sample, path, records[0].line)
  const instance = adapter.create((event, origin) => void events.push({ event, origin }), {
    source: path,
    warn: (_l, message) => void warnings.push(message),
    unread: (line, kind, call) => void unread.push({ line, kind, call: call === true }),
    workdir: (p) => void workdir.push(p),
  })
  for (const r of records) instance.record(r.value, r.line)
  instance.end()
  return { format: adapter.id, events, unread, workdir, warnings }
}

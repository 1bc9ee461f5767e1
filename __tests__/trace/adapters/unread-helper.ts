/**
 * Run a trace file through the reader as `adaptFile` does, also collecting the records the
 * adapter names as unread (`AdapterContext.unread`) and the run's working directory.
 */
import { AdaptingReader, choose } from '../../../src/trace/registry.js'
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
  const reader = new AdaptingReader(
    {
      source: path,
      warn: (_l, message) => warnings.push(message),
      unread: (line, kind, call) => unread.push({ line, kind, call: call === true }),
      workdir: (p) => workdir.push(p),
    },
    (sample, line) => choose('auto', sample, path, line),
    (event, origin) => events.push({ event, origin }),
  )
  await readRecords(path, reader.record, { onWarning: (w) => warnings.push(w.message) })
  const adapter = reader.end()
  return { format: adapter!.id, events, unread, workdir, warnings }
}

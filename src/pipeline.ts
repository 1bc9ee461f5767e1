/**
 * From trace files to diagnosed sessions: read each file as a stream, recognise its format,
 * adapt its records to flat events and feed them to one engine per session.
 *
 * The CLI and the action both call this; neither reads traces any other way.
 */
import { SessionDiagnoser, type Diagnosis, type EngineOptions } from './engine/diagnose.js'
import type { Dimension } from './engine/detectors/types.js'
import { adapterFor, recognise, signatures, type FormatId } from './trace/formats.js'
import type { Adapter, AdapterInstance } from './trace/adapters/types.js'
import { readRecords, TraceError, type TraceWarning } from './trace/read.js'

export type FormatOption = FormatId | 'auto'

export interface SessionResult {
  /** The file's path as given. */
  source: string
  /** The session's key within its file, for files that hold several sessions. */
  session?: string
  format: FormatId
  /** Dimensions the format can show at all. */
  observes: readonly Dimension[]
  diagnosis: Diagnosis
}

export interface PipelineOptions {
  format?: FormatOption
  engine?: EngineOptions
  maxBytes?: number
  onWarning?: (w: TraceWarning) => void
}

/** Diagnose one trace file: one result per session in it, in the order they first appear. */
export async function diagnoseFile(path: string, options: PipelineOptions = {}): Promise<SessionResult[]> {
  const format = options.format ?? 'auto'
  const sessions = new Map<string, SessionDiagnoser>()
  let adapter: Adapter | undefined
  let instance: AdapterInstance | undefined

  const emit = (event: Record<string, unknown>, origin: { line?: number; index?: number }, session?: string) => {
    const key = session ?? ''
    let d = sessions.get(key)
    if (!d) {
      d = new SessionDiagnoser(options.engine)
      sessions.set(key, d)
    }
    d.push(event, origin)
  }
  const ctx = {
    source: path,
    warn: (line: number | undefined, message: string) => options.onWarning?.({ path, line, message }),
  }

  await readRecords(
    path,
    (value, line) => {
      if (!instance) {
        adapter = format === 'auto' ? recognise(value) : adapterFor(format)
        if (!adapter) {
          throw new TraceError(
            path,
            line,
            format === 'auto'
              ? `expected a known trace format, found none that matches this record. Looked for: ${signatures()}`
              : `the format "${format}" is not supported yet`,
          )
        }
        instance = adapter.create(emit, ctx)
      }
      instance.record(value, line)
    },
    { maxBytes: options.maxBytes, onWarning: options.onWarning },
  )
  instance!.end()

  // A file whose records held no events is still one (empty) session.
  if (sessions.size === 0) sessions.set('', new SessionDiagnoser(options.engine))
  const results: SessionResult[] = []
  for (const [key, d] of sessions) {
    results.push({
      source: path,
      ...(key !== '' ? { session: key } : {}),
      format: adapter!.id,
      observes: adapter!.observes,
      diagnosis: d.finish(),
    })
  }
  return results
}

/** Diagnose several files, in the order given. */
export async function diagnoseFiles(paths: string[], options: PipelineOptions = {}): Promise<SessionResult[]> {
  const out: SessionResult[] = []
  for (const p of paths) out.push(...(await diagnoseFile(p, options)))
  return out
}

/**
 * From trace files to diagnosed sessions: read each file record by record, recognise its format,
 * adapt its records to flat events and feed them to one engine per session.
 *
 * The CLI and the action both call this; neither reads traces any other way.
 */
import { SessionDiagnoser, type Diagnosis, type EngineOptions, type TokensFrom } from '../engine/diagnose.js'
import { observedDimensions } from '../engine/presets.js'
import { AdaptingReader, adapterFor, choose, recognise, type Sample } from '../trace/registry.js'
import type { Adapter, EventSink } from '../trace/adapters/types.js'
import { IntegrityLog, type SessionIntegrity } from '../trace/adapters/integrity.js'
import { cappedReadiness, sortFindings, type IntegrityFinding } from '../core/integrity.js'
import {
  DEFAULT_MAX_BYTES,
  deepError,
  WHOLE_READ_MAX_BYTES,
  readRecords,
  TORN_LINE_WARNING,
  TraceError,
  type ReadMode,
  type ReadOptions,
  type TraceWarning,
} from '../trace/read.js'
import { SeenBytes } from './integrity.js'
import { LinkedFiles } from './linked.js'
import { statSync, type Stats } from 'node:fs'
import { open } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { diagnoseInParts, evidenceAtLines, finishTimeline, PARTS_MIN_BYTES } from './parts.js'
import { runPool, toWire, type FileProgress, type PoolJob, type PoolReply, type PoolSettings } from './pool.js'
import { POOL_MIN_BYTES, type StartedWorkers } from './threads.js'
import { isJsonObject, type JsonObject, type Origin } from '../core/events.js'
import { TimelineCollector } from '../engine/timeline.js'
import { FactCollector } from '../engine/facts.js'
import { FileCollector } from '../engine/files.js'
import { verificationOf } from '../engine/verification.js'
import { presetFor, type FormatOption, type PresetOption, type SessionResult } from '../engine/session.js'

export { presetFor, type FormatOption, type PresetOption, type SessionResult }

export interface PipelineOptions {
  /** Count the facts the policy's assertions need (tool calls, failed calls, tokens, the end) in the same pass. */
  collectFacts?: boolean
  format?: FormatOption
  preset?: PresetOption
  engine?: EngineOptions
  maxBytes?: number
  onWarning?: (w: TraceWarning) => void
  /**
   * A script that, started as a worker thread, runs `runPartWorker` (the bundles' entries do):
   * with it, a long file of flat events is diagnosed in two parts at once (src/gate/parts.ts).
   */
  workerScript?: string
  /** Files from this size on are read in parts (default PARTS_MIN_BYTES). */
  partsMinBytes?: number
  /** Without `workers`, files that add up to this are read on a pool (default POOL_MIN_BYTES). */
  poolMinBytes?: number
  /**
   * Worker threads for several files (default: os.availableParallelism(), once the files add up
   * to POOL_MIN_BYTES); with `workerScript` and more than one file, files are diagnosed on a pool
   * of them (src/gate/pool.ts). 1: one file after the other on this thread.
   */
  workers?: number
  /**
   * Workers started ahead (src/gate/threads.ts): a pool takes pool workers before it starts any,
   * and those it does not take, or all of them when the files are read on this thread, are
   * stopped; the later part of a long file takes a part worker, and one no file takes is stopped.
   */
  startedWorkers?: StartedWorkers
  /** Called as files are done (in the order they finish): for progress lines, never for the report. */
  onProgress?: (p: FileProgress) => void
  /**
   * Called once the files have gone out to the worker threads that read them (a pool's queue),
   * or, when this thread reads them one after the other, once the first is read and more are to
   * come: what the run loads for later may load then without holding up the first file. Not
   * called for one file read on this thread (alone, or the first part of a long file).
   */
  onHandedOut?: () => void
  /** Also collect each session's summarised timeline in the same pass (for the HTML report). */
  timeline?: boolean
  /**
   * The workspace: with it, the files each session's tool calls touched are counted
   * (src/engine/files.ts), named relative to it.
   */
  workspace?: string
  /**
   * Files up to this size keep their evidence events as they pass (default WHOLE_READ_MAX_BYTES);
   * larger ones keep references and read the few events a report shows again at the end.
   */
  retainMaxBytes?: number
  /**
   * diagnoseFile: give each session the hash of its file's bytes (`contentHash`), taken from the
   * one read of a file read whole. diagnoseFiles: do so for every file whose size another file
   * shares, the only ones the duplicate check (src/gate/integrity.ts `sameContent`) compares.
   */
  hashContent?: boolean
  /**
   * diagnoseFiles: the files a walk of a folder (or a glob) found. One of them that holds JSON
   * that is no trace gives no session and is told to `onNotTrace` (in the order given); the
   * others' errors stop the run as ever.
   */
  found?: ReadonlySet<string>
  /**
   * diagnoseFiles: files whose input errors are named (told to `onNotTrace`), never a reason to
   * stop: the agents' logs of Harbor's trials, which an agent that failed at its start leaves as
   * text.
   */
  lenient?: ReadonlySet<string>
  onNotTrace?: (error: TraceError & { notTrace: string }) => void
  /**
   * Per trace file, the tokens a harness recorded for its run (a `token_usage` event: Harbor's
   * result.json agent_result), added at the end of the file's first session when the trace
   * records no tokens of its own.
   */
  harnessUsage?: ReadonlyMap<string, JsonObject>
}

/** The origin of tokens taken from a harness's record of the run rather than the trace. */
const HARNESS_USAGE_ORIGIN: Origin = { id: 'result.json' }

export { POOL_MIN_BYTES }

/**
 * The error of reading `path` as one to name rather than stop on, or undefined: that of a found
 * file that is no trace (PipelineOptions.found), or any input error of a file read leniently
 * (PipelineOptions.lenient), named by its line only (its words may quote the file).
 */
function toleratedError(
  err: unknown,
  path: string,
  options: PipelineOptions,
): (TraceError & { notTrace: string }) | undefined {
  if (!(err instanceof TraceError)) return undefined
  if (err.notTrace !== undefined && options.found?.has(path) === true) return err as TraceError & { notTrace: string }
  if (options.lenient?.has(path) !== true) return undefined
  const at = err.line !== undefined ? ` (line ${err.line})` : ''
  return new TraceError(
    err.path,
    err.line,
    err.detail,
    `the agent's log, which could not be read as a trace${at}: not judged`,
  ) as TraceError & {
    notTrace: string
  }
}

type Resolved = Map<number, { raw: JsonObject; origin?: Origin }>

/** The bytes of the files this thread read for the duplicate check, and their hashes. */
const seenBytes = new SeenBytes()

/** Diagnose one trace file: one result per session in it, in the order they first appear. */
export async function diagnoseFile(path: string, given: PipelineOptions = {}): Promise<SessionResult[]> {
  // A torn last line is a warning of the reader and an integrity finding of every session of the file.
  let torn: number | undefined
  const options: PipelineOptions = {
    ...given,
    onWarning: (w) => {
      if (w.message === TORN_LINE_WARNING) torn = w.line ?? 0
      given.onWarning?.(w)
    },
  }
  const tornFinding = (): IntegrityFinding[] =>
    torn === undefined
      ? []
      : [
          {
            kind: 'torn_record',
            detail: 'the last record is cut mid-way (it was skipped)',
            ...(torn > 0 ? { origin: { line: torn } } : {}),
          },
        ]
  const format = options.format ?? 'auto'
  // A large file's evidence is kept by reference and the few events a report shows are fetched
  // again below, so memory does not grow with the number of distinct calls.
  // The facts assertions need are counted in this pass; a file read in parts would need them merged.
  const info = statOrUndefined(path)
  const inParts = options.collectFacts || !info ? undefined : await tryInParts(path, info, options)
  if (inParts) return inParts.map((r) => withIntegrity(r, { findings: [] }, tornFinding()))
  const sessions = new Map<string, SessionDiagnoser>()
  const facts = new Map<string, FactCollector>()
  let adapter: Adapter | undefined
  // A small file's evidence is kept as it passes: reading it again would cost more.
  const retainEvents = info !== undefined && info.size <= (options.retainMaxBytes ?? WHOLE_READ_MAX_BYTES)
  let engine: EngineOptions = { ...options.engine, retainEvents }

  const timelines = options.timeline ? new Map<string, TimelineCollector>() : undefined
  const files = options.workspace !== undefined ? new Map<string, FileCollector>() : undefined
  let workdir: string | undefined
  const diagnoserOf = (key: string): SessionDiagnoser => {
    let d = sessions.get(key)
    if (!d) {
      d = new SessionDiagnoser(engine)
      sessions.set(key, d)
      if (options.collectFacts) facts.set(key, new FactCollector())
      timelines?.set(key, new TimelineCollector())
      if (files && adapter && FileCollector.reads(adapter.id)) files.set(key, new FileCollector(adapter!.id))
    }
    return d
  }
  // The session of the last event, and what collects its events: most files hold one session.
  let lastKey: string | undefined
  let diagnoser: SessionDiagnoser
  let fileCollector: FileCollector | undefined
  let factCollector: FactCollector | undefined
  let timeline: TimelineCollector | undefined
  const emit = (event: JsonObject, origin: Origin, session?: string) => {
    const key = session ?? ''
    if (key !== lastKey) {
      diagnoser = diagnoserOf(key)
      fileCollector = files?.get(key)
      factCollector = facts.get(key)
      // Only when the HTML report was asked for.
      timeline = timelines?.get(key)
      lastKey = key
    }
    fileCollector?.push(event, diagnoser.eventCount)
    diagnoser.push(event, origin)
    factCollector?.push(event)
    timeline?.push(event, origin)
  }
  const integrity = new IntegrityLog()
  let contentHash: string | undefined
  const { mode, reader, linked } = await readAdapted(
    path,
    {
      ...options,
      ...(options.hashContent ? { onWholeBytes: (bytes: Buffer) => (contentHash = seenBytes.sha256(bytes)) } : {}),
    },
    (sample, line) => {
      adapter = choose(format, sample, path, line)
      engine = { ...engine, preset: presetFor(adapter.id, options.preset), format: adapter.id }
      return adapter
    },
    emit,
    info,
    integrity,
    files ? (path) => (workdir ??= path) : undefined,
  )

  // A file whose records held no events is still one (empty) session.
  if (sessions.size === 0) diagnoserOf('')
  // Tokens the harness recorded, for a run whose trace records none.
  const usage = options.harnessUsage?.get(path)
  let usageAt: { key: string; position: number; event: JsonObject } | undefined
  if (usage) {
    const [key, d] = sessions.entries().next().value!
    if (d.countOf('token_usage') === 0) {
      usageAt = { key, position: d.eventCount, event: usage }
      emit(usage, HARNESS_USAGE_ORIGIN, key === '' ? undefined : key)
    }
  }
  const pending = new Map<string, { position: number; origin: Origin | undefined }[]>()
  for (const [key, d] of sessions) {
    const refs = d.end()
    if (refs.length) pending.set(key, refs)
  }
  const resolved = pending.size
    ? await fetchEvidence(path, adapter!, mode, pending, options)
    : new Map<string, Resolved>()
  // The harness's tokens are not in the file: reading it again does not find them.
  if (usageAt && pending.get(usageAt.key)?.some((r) => r.position === usageAt.position)) {
    let r = resolved.get(usageAt.key)
    if (!r) resolved.set(usageAt.key, (r = new Map()))
    r.set(usageAt.position, { raw: usageAt.event, origin: HARNESS_USAGE_ORIGIN })
  }

  // What the adapter told of sessions that gave no events goes to the file's first session.
  const strays = integrity
    .keys()
    .filter((k) => !sessions.has(k))
    .flatMap((k) => integrity.result(k).findings)
  const results: SessionResult[] = []
  let index = 0
  for (const [key, d] of sessions) {
    const name = reader.sessionName(key)
    const finished = finishSafely(d, resolved.get(key), path)
    const diagnosis =
      usageAt?.key === key
        ? { ...finished, cost_analysis: { ...finished.cost_analysis, tokens_from: tokensFrom(usageAt.event) } }
        : finished
    const timeline = timelines?.get(key)
    const told = integrity.result(key)
    const extra = [...tornFinding(), ...(index++ === 0 ? strays : [])]
    results.push(
      withIntegrity(
        {
          source: path,
          ...(name !== undefined ? { session: name } : {}),
          format: adapter!.id,
          preset: engine.preset!.id,
          observes: observedDimensions(
            engine.preset!,
            adapter!.observes,
            diagnosis.failure_causes.map((c) => c.type),
          ),
          diagnosis,
          ...(facts.has(key) ? { facts: facts.get(key)!.result() } : {}),
          ...(timeline ? { timeline: finishTimeline(timeline, d, diagnosis) } : {}),
          ...(contentHash !== undefined ? { contentHash } : {}),
          ...(linked.length > 0 ? { linked: [...linked] } : {}),
          ...filesOf(files?.get(key), workdir, options.workspace, d, diagnosis),
          verification: verificationOf(d.verificationFacts, options.workspace, workdir),
        },
        told,
        extra,
      ),
    )
  }
  return results
}

/** The files a session touched, for its result (nothing when none were counted). */
function filesOf(
  c: FileCollector | undefined,
  workdir: string | undefined,
  workspace: string | undefined,
  d: SessionDiagnoser,
  diagnosis: Diagnosis,
): Pick<SessionResult, 'files'> {
  if (!c || workspace === undefined) return {}
  const got = c.finish(workspace, workdir, diagnosis.failure_causes, d.evidencePositions)
  return got.files.length || got.outside || got.unseen ? { files: got } : {}
}

/**
 * A session with its integrity findings, times and id; a finding that says its evidence is
 * incomplete caps its readiness (src/core/integrity.ts).
 */
function withIntegrity(r: SessionResult, told: SessionIntegrity, extra: IntegrityFinding[]): SessionResult {
  const findings = extra.length ? sortFindings([...told.findings, ...extra]) : told.findings
  const readiness = cappedReadiness(r.diagnosis.readiness_level, findings)
  return {
    ...r,
    ...(readiness !== r.diagnosis.readiness_level ? { diagnosis: { ...r.diagnosis, readiness_level: readiness } } : {}),
    integrity: findings,
    ...(told.first !== undefined && told.last !== undefined ? { times: { first: told.first, last: told.last } } : {}),
    ...(told.identity !== undefined ? { identity: told.identity } : {}),
  }
}

/** A file's stats, or undefined when it cannot be read (reading it gives the error). */
function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

function finishSafely(d: SessionDiagnoser, resolved: Resolved | undefined, path: string): Diagnosis {
  try {
    return d.finish(resolved)
  } catch (err) {
    throw tooDeep(err, path, undefined)
  }
}

/** The first non-blank line of a file, parsed; undefined when it is not one JSON value in its first MiB. */
async function firstValue(path: string): Promise<unknown> {
  const handle = await open(path, 'r')
  try {
    const buf = Buffer.alloc(1 << 20)
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0)
    for (const line of buf
      .toString('utf8', 0, bytesRead)
      .replace(/^\ufeff/, '')
      .split('\n')
      .slice(0, -1)) {
      if (line.trim() === '') continue
      try {
        return JSON.parse(line)
      } catch {
        return undefined
      }
    }
    return undefined
  } finally {
    await handle.close()
  }
}

/**
 * A long JSONL file of flat events, diagnosed in two parts at once (src/gate/parts.ts) under a
 * preset whose rules merge (both do); undefined when the file is not one, or not worth it, and the
 * usual pass runs.
 */
async function tryInParts(path: string, info: Stats, options: PipelineOptions): Promise<SessionResult[] | undefined> {
  const format = options.format ?? 'auto'
  if (!options.workerScript || (format !== 'auto' && format !== 'critiqor') || options.engine?.graph === 'full')
    return undefined
  if (
    !info.isFile() ||
    info.size < (options.partsMinBytes ?? PARTS_MIN_BYTES) ||
    info.size > (options.maxBytes ?? DEFAULT_MAX_BYTES)
  )
    return undefined
  // Only a long file: setting up a session's rules to ask costs more than a small file's reading.
  const preset = presetFor('critiqor', options.preset)
  if (!new SessionDiagnoser({ preset, retainEvents: false }).mergeable) return undefined
  const first = await firstValue(path)
  if (!isJsonObject(first) || 'events' in first || recognise(first)?.id !== 'critiqor') return undefined
  const parts = await diagnoseInParts(
    path,
    options.workerScript,
    { graph: options.engine?.graph, detectorOptions: options.engine?.detectorOptions, preset: preset.id },
    {
      maxBytes: options.maxBytes,
      onWarning: options.onWarning,
      minBytes: options.partsMinBytes,
      timeline: options.timeline,
      ...(options.startedWorkers ? { started: options.startedWorkers } : {}),
    },
  )
  if (!parts) return undefined
  const { diagnosis, timeline, verification } = parts
  return [
    {
      source: path,
      format: 'critiqor',
      preset: preset.id,
      observes: observedDimensions(
        preset,
        adapterFor('critiqor')!.observes,
        diagnosis.failure_causes.map((c) => c.type),
      ),
      diagnosis,
      ...(timeline ? { timeline } : {}),
      verification: verificationOf(verification, options.workspace),
    },
  ]
}

/** Read a file and run its records through the adapter that `pick` chooses on the first ones. */
async function readAdapted(
  path: string,
  options: PipelineOptions & Pick<ReadOptions, 'onWholeBytes'>,
  pick: (sample: Sample, line: number) => Adapter,
  emit: EventSink,
  stats?: Stats,
  integrity?: IntegrityLog,
  workdir?: (path: string) => void,
): Promise<{ mode: ReadMode; reader: AdaptingReader; linked: readonly string[] }> {
  // Files the trace names as part of the same run are read into it as the adapter names them.
  const links = new LinkedFiles(path, options.maxBytes, (file, message) => options.onWarning?.({ path: file, message }))
  const ctx = {
    source: path,
    warn: (line: number | undefined, message: string) => options.onWarning?.({ path, line, message }),
    ...(integrity ? { integrity } : {}),
    ...(workdir ? { workdir } : {}),
    linked: links.follower(() => reader.adapter, emit),
  }
  // The reader gives the adapter `unread` and refuses the file when too much of it went unread.
  const reader: AdaptingReader = new AdaptingReader(ctx, pick, emit)
  const { mode } = await readRecords(path, reader.record, {
    maxBytes: options.maxBytes,
    onWarning: options.onWarning,
    stats,
    ...(options.onWholeBytes ? { onWholeBytes: options.onWholeBytes } : {}),
  })
  reader.end()
  return { mode, reader, linked: links.read }
}

/** A stack overflow on a hostile value becomes an input error that names the line. */
function tooDeep(err: unknown, path: string, line: number | undefined): unknown {
  return deepError(err, path, line)
}

/**
 * The evidence events that the engine kept by reference, fetched again. Flat events in JSONL
 * are one per line, so their lines are read directly; other formats are read and adapted again.
 */
async function fetchEvidence(
  path: string,
  adapter: Adapter,
  mode: ReadMode,
  pending: Map<string, { position: number; origin: Origin | undefined }[]>,
  options: PipelineOptions,
): Promise<Map<string, Resolved>> {
  const out = new Map<string, Resolved>()
  const refs = pending.get('')
  if (
    adapter.id === 'critiqor' &&
    mode === 'jsonl' &&
    pending.size === 1 &&
    refs &&
    refs.every((r) => r.origin?.line)
  ) {
    const resolved = await evidenceAtLines(path, refs)
    out.set('', resolved)
    return out
  }
  const wanted = new Map<string, Set<number>>()
  let missing = 0
  for (const [key, list] of pending) {
    const set = new Set(list.map((r) => r.position))
    wanted.set(key, set)
    missing += set.size
  }
  const positions = new Map<string, number>()
  try {
    await readAdapted(
      path,
      { ...options, onWarning: undefined },
      () => adapter,
      (event, origin, session) => {
        const key = session ?? ''
        const position = positions.get(key) ?? 0
        positions.set(key, position + 1)
        if (wanted.get(key)?.has(position)) {
          let resolved = out.get(key)
          if (!resolved) out.set(key, (resolved = new Map()))
          resolved.set(position, { raw: event, origin })
          // The evidence is most often a run's first calls: the rest of the file is not read again.
          if (--missing === 0) throw ALL_FOUND
        }
      },
    )
  } catch (err) {
    if (err !== ALL_FOUND) throw err
  }
  return out
}

/**
 * Thrown out of the second read once every evidence event wanted was met: it ends the read. An
 * event's fields are all set when it is emitted (an adapter never changes one it emitted), so
 * what was met is what a read to the end would give.
 */
const ALL_FOUND = Symbol('all evidence found')

/**
 * Diagnose several files; the results in the order the files were given, the same whatever the
 * number of workers. Warnings, and the first error, come in that order too.
 */
export async function diagnoseFiles(paths: string[], options: PipelineOptions = {}): Promise<SessionResult[]> {
  try {
    return await diagnoseAll(paths, options)
  } finally {
    await options.startedWorkers?.stop()
  }
}

async function diagnoseAll(paths: string[], options: PipelineOptions): Promise<SessionResult[]> {
  const workers = options.workers ?? availableParallelism()
  const sizes = options.onProgress || options.hashContent || (workers > 1 && paths.length > 1) ? sizesOf(paths) : []
  const total = sizes.reduce((a, b) => a + b, 0)
  const hash = options.hashContent ? sharedSizes(paths, sizes) : undefined
  // Unless asked for, no pool for a little work: starting the workers would cost more.
  const worth = options.workers !== undefined || total >= (options.poolMinBytes ?? POOL_MIN_BYTES)
  if (options.workerScript && workers > 1 && paths.length > 1 && worth) {
    const settings = poolSettings(options)
    const pooled = runPool<SessionResult>(paths, {
      script: options.workerScript,
      workers,
      sizes,
      settings,
      // This thread diagnoses files too, as a worker does.
      local: (job) => diagnosePoolJob(job, settings),
      ...(hash ? { hash } : {}),
      ...(options.startedWorkers?.kind === 'pool' ? { started: options.startedWorkers } : {}),
      onWarning: options.onWarning,
      onProgress: options.onProgress,
      tolerate: (index, err) => toleratedError(err, paths[index], options) !== undefined,
      onTolerated: (index, err) => options.onNotTrace?.(toleratedError(err, paths[index], options)!),
    })
    // Every worker has its queue now, and this thread its first file (runPool gives them out
    // before it awaits anything).
    options.onHandedOut?.()
    return (await pooled).flat()
  }
  // No pool: pool workers started ahead would only take a core from this thread (part workers
  // wait for a long file: those no file takes are stopped at the end).
  if (options.startedWorkers?.kind === 'pool') void options.startedWorkers.stop()
  const out: SessionResult[] = []
  let bytesDone = 0
  for (let i = 0; i < paths.length; i++) {
    try {
      out.push(...(await diagnoseFile(paths[i], { ...options, hashContent: hash?.has(i) === true })))
    } catch (err) {
      const named = toleratedError(err, paths[i], options)
      if (!named) throw err
      options.onNotTrace?.(named)
    }
    bytesDone += sizes[i] ?? 0
    options.onProgress?.({ filesDone: i + 1, filesTotal: paths.length, bytesDone, bytesTotal: total })
    if (i + 1 < paths.length) {
      // What comes after reading loads from the first file done on, its files read by libuv's
      // threads between this thread's files rather than after the last.
      if (i === 0) options.onHandedOut?.()
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
  }
  return out
}

/**
 * The indices of the files whose size another file (not the same path) shares: the only ones
 * whose bytes the duplicate check compares.
 */
function sharedSizes(paths: readonly string[], sizes: readonly number[]): Set<number> {
  const bySize = new Map<number, Set<string>>()
  paths.forEach((p, i) => {
    if (sizes[i] > 0) bySize.set(sizes[i], (bySize.get(sizes[i]) ?? new Set()).add(p))
  })
  const out = new Set<number>()
  paths.forEach((_, i) => {
    if ((bySize.get(sizes[i])?.size ?? 0) > 1) out.add(i)
  })
  return out
}

/** Each file's size; 0 for one that cannot be read (reading it gives the error). */
function sizesOf(paths: readonly string[]): number[] {
  // Sync: a stat is quicker than the turn of the event loop an async one costs, thousands of times.
  const out: number[] = []
  for (const p of paths) {
    let size = 0
    try {
      size = statSync(p).size
    } catch {
      // Reading the file gives its error.
    }
    out.push(size)
  }
  return out
}

/**
 * One file of the pool, on a worker thread or on this one alike: its results, or its error as it
 * crosses threads, with its warnings. Nothing of the file is kept once it returns.
 */
export async function diagnosePoolJob(job: PoolJob, settings: PoolSettings): Promise<PoolReply<SessionResult>> {
  const warnings: TraceWarning[] = []
  const options: PipelineOptions = {
    collectFacts: settings.collectFacts,
    timeline: settings.timeline,
    workspace: settings.workspace,
    format: settings.format,
    preset: settings.preset,
    engine: settings.engine,
    maxBytes: settings.maxBytes,
    partsMinBytes: settings.partsMinBytes,
    ...(job.hash ? { hashContent: true } : {}),
    ...(settings.harnessUsage ? { harnessUsage: settings.harnessUsage } : {}),
    onWarning: (w) =>
      warnings.push({ path: w.path, ...(w.line !== undefined ? { line: w.line } : {}), message: w.message }),
  }
  try {
    return { index: job.index, results: await diagnoseFile(job.path, options), warnings }
  } catch (err) {
    return { index: job.index, error: toWire(err), warnings }
  }
}

/** What a pool worker needs of the options: plain data only. */
function poolSettings(options: PipelineOptions): PoolSettings {
  const engine = options.engine
  return {
    ...(options.collectFacts ? { collectFacts: true } : {}),
    ...(options.timeline ? { timeline: true } : {}),
    ...(options.workspace !== undefined ? { workspace: options.workspace } : {}),
    ...(options.format !== undefined ? { format: options.format } : {}),
    ...(options.preset !== undefined ? { preset: options.preset } : {}),
    ...(engine
      ? {
          engine: {
            ...(engine.graph !== undefined ? { graph: engine.graph } : {}),
            ...(engine.detectorOptions !== undefined ? { detectorOptions: engine.detectorOptions } : {}),
          },
        }
      : {}),
    ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
    ...(options.partsMinBytes !== undefined ? { partsMinBytes: options.partsMinBytes } : {}),
    ...(options.harnessUsage?.size ? { harnessUsage: options.harnessUsage } : {}),
  }
}

/** Where tokens a harness or a companion file recorded came from (their event's `source`). */
function tokensFrom(event: JsonObject): TokensFrom {
  return event.source === 'droid_settings' ? 'droid_settings' : 'harbor_result'
}

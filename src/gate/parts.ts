/**
 * One long JSONL file of flat events, diagnosed in two parts at once: this thread reads the
 * first part (a little over half) while a worker thread reads the rest, and the worker's state is
 * merged into this thread's (SessionDiagnoser.save / absorb). The merged diagnosis is the one a
 * single pass gives (a test holds the two equal, for every preset).
 *
 * Rules that follow runs of consecutive events (the agents preset's loops, storms and unfinished
 * runs) cannot know, in the second part, what was open when it began. That part keeps its lead:
 * its events up to the moment every such rule holds the state it would hold whatever came
 * before (SessionDiagnoser.syncPart). This thread reads the lead again after the first part,
 * then takes in the rest. A part whose lead does not end within LEAD_MAX_EVENTS events, or that
 * cannot merge exactly for another reason, is read on by this thread after the first.
 */
import { open, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { SessionDiagnoser, type EngineOptions, type SessionState } from '../engine/diagnose.js'
import { isJsonObject, type JsonObject } from '../core/events.js'
import { TimelineCollector, type TimelineState } from '../engine/timeline.js'
import { CRITIQOR, presetById, type PresetId } from '../engine/presets.js'
import { PartDoesNotMerge } from '../engine/rules/types.js'
import { typeName } from '../trace/adapters/json.js'
import { readRecords, TraceError, type TraceWarning } from '../trace/read.js'

/** Files smaller than this are read in one part: a worker costs more than it saves. */
export const PARTS_MIN_BYTES = 32 * 1024 * 1024

/** The part worker's young generation, in MB (measured: the same time as V8's default, 30 MB less at peak). */
const PART_YOUNG_GENERATION_MB = 12

/** The most events a later part keeps as its lead before it is left to the first part's thread. */
export const LEAD_MAX_EVENTS = 20_000

export interface PartJob {
  path: string
  start: number
  end: number
  final: boolean
  engine: Pick<EngineOptions, 'graph' | 'detectorOptions'> & { preset: PresetId }
  maxBytes?: number
  /** Also collect the part's timeline (for the HTML report). */
  timeline?: boolean
}

/** An event of a later part's lead, with its line in the part. */
interface LeadEvent {
  raw: JsonObject
  line: number
}

type Warnings = { line?: number; message: string }[]

type PartReply =
  | { state: SessionState; lead: LeadEvent[]; timeline?: TimelineState; lines: number; warnings: Warnings }
  | { unmerged: string; warnings: Warnings }
  | { error: { line?: number; detail: string }; internal: boolean; warnings: Warnings }

function engineOf(job: PartJob): EngineOptions {
  const { preset, ...rest } = job.engine
  return { ...rest, preset: presetById(preset) ?? CRITIQOR, retainEvents: false }
}

/**
 * Diagnose the bytes [start, end) of a flat-event JSONL file on their own, into `into` when
 * given (reading on from the events before them: `lineOffset` lines). A later part (`laterPart`)
 * keeps its lead in `lead`, and stops with PartDoesNotMerge when the lead grows too long.
 */
export async function diagnosePart(
  job: PartJob,
  options: {
    onWarning?: (w: TraceWarning) => void
    timeline?: TimelineCollector
    laterPart?: boolean
    lead?: LeadEvent[]
    into?: { d: SessionDiagnoser; lineOffset: number }
  } = {},
): Promise<{ d: SessionDiagnoser; lines: number }> {
  const d = options.into?.d ?? new SessionDiagnoser({ ...engineOf(job), laterPart: options.laterPart })
  const offset = options.into?.lineOffset ?? 0
  const { timeline, lead } = options
  let synced = !options.laterPart || d.syncPart()
  const { lines } = await readRecords(
    job.path,
    (value, line) => {
      if (!isJsonObject(value))
        throw new TraceError(job.path, line, `expected an event object, found ${typeName(value)}`)
      d.push(value, { line: line + offset })
      timeline?.push(value, { line: line + offset })
      if (synced) return
      lead?.push({ raw: value, line })
      synced = d.syncPart()
      if (!synced && lead && lead.length >= LEAD_MAX_EVENTS)
        throw new PartDoesNotMerge(`its lead is longer than ${LEAD_MAX_EVENTS} events`)
    },
    {
      range: { start: job.start, end: job.end, final: job.final },
      maxBytes: job.maxBytes,
      onWarning:
        options.onWarning &&
        ((w) => options.onWarning!({ ...w, line: w.line !== undefined ? w.line + offset : undefined })),
    },
  )
  return { d, lines }
}

/**
 * The share of a file this thread reads. A little over half: this thread starts on its part while
 * the worker is still starting, and the worker's part (with its state to merge) is the one waited
 * for. On the benchmark's 1M events under `--preset agents`, 2 cores, medians of 4 runs: 0.5
 * 1.82 s (Node 20) and 1.74 s (Node 24); 0.53 1.73 s and 1.68 s; 0.56 1.81 s and 1.67 s.
 */
export const FIRST_PART_SHARE = 0.53

/** Where to cut a file in two: just after the first line end past `share` of it; undefined if none. */
export async function cutPoint(path: string, size: number, share = FIRST_PART_SHARE): Promise<number | undefined> {
  const handle = await open(path, 'r')
  try {
    const buf = Buffer.alloc(1 << 20)
    for (let at = Math.floor(size * share); at < size; at += buf.length) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, at)
      const nl = buf.subarray(0, bytesRead).indexOf(0x0a)
      if (nl !== -1) return at + nl + 1 < size ? at + nl + 1 : undefined
      if (bytesRead === 0) break
    }
    return undefined
  } finally {
    await handle.close()
  }
}

/**
 * Diagnose a flat-event JSONL file in two parts at once, with `script` (a bundle whose entry runs
 * `runPartWorker` in a worker thread) as the worker. Undefined when the file is not worth it.
 */
export async function diagnoseInParts(
  path: string,
  script: string,
  engine: PartJob['engine'],
  options: {
    maxBytes?: number
    onWarning?: (w: TraceWarning) => void
    minBytes?: number
    /** Collects the whole file's timeline, the worker's part merged in. */
    timeline?: TimelineCollector
  },
): Promise<SessionDiagnoser | undefined> {
  const { size } = await stat(path)
  if (size < (options.minBytes ?? PARTS_MIN_BYTES) || availableParallelism() < 2) return undefined
  const cut = await cutPoint(path, size)
  if (cut === undefined) return undefined
  const job: PartJob = {
    path,
    start: cut,
    end: size,
    final: true,
    engine,
    maxBytes: options.maxBytes,
    ...(options.timeline ? { timeline: true } : {}),
  }
  // A small young generation: the part's short-lived values (parsed lines) die young either way,
  // and the process's peak memory holds both threads' heaps.
  const worker = new Worker(script, {
    workerData: { agentTrustGatePart: job },
    resourceLimits: { maxYoungGenerationSizeMb: PART_YOUNG_GENERATION_MB },
  })
  const reply = new Promise<PartReply>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the worker thread stopped (exit code ${code})`)))
  })
  reply.catch(() => {}) // handled below, after the first part
  try {
    const first = await diagnosePart(
      { path, start: 0, end: cut, final: false, engine, maxBytes: options.maxBytes },
      { onWarning: options.onWarning, timeline: options.timeline },
    )
    const second = await reply
    if ('unmerged' in second) {
      // The second part cannot merge: this thread reads on through it, as one pass would.
      await worker.terminate()
      await diagnosePart(job, {
        onWarning: options.onWarning,
        timeline: options.timeline,
        into: { d: first.d, lineOffset: first.lines },
      })
      return first.d
    }
    for (const w of second.warnings)
      options.onWarning?.({ path, line: w.line !== undefined ? w.line + first.lines : undefined, message: w.message })
    if ('error' in second) {
      if (second.internal) throw new Error(second.error.detail)
      throw new TraceError(
        path,
        second.error.line !== undefined ? second.error.line + first.lines : undefined,
        second.error.detail,
      )
    }
    if (options.timeline && second.timeline)
      options.timeline.absorb(second.timeline, { position: first.d.eventCount, line: first.lines })
    first.d.replay(
      second.lead.map(({ raw, line }) => ({ raw, origin: { line } })),
      first.lines,
    )
    first.d.absorb(second.state, first.lines)
    return first.d
  } finally {
    await worker.terminate()
  }
}

/** The worker's side: run the job in `workerData` and post the state back. */
export async function runPartWorker(): Promise<void> {
  const job = (workerData as { agentTrustGatePart: PartJob }).agentTrustGatePart
  const warnings: Warnings = []
  let reply: PartReply
  const transfer: ArrayBuffer[] = []
  try {
    const timeline = job.timeline ? new TimelineCollector() : undefined
    const lead: LeadEvent[] = []
    const { d, lines } = await diagnosePart(job, {
      onWarning: (w) => warnings.push({ line: w.line, message: w.message }),
      timeline,
      laterPart: true,
      lead,
    })
    const state = d.save()
    const c = state.calls
    for (const a of [c.a, c.b, c.c, c.flags, c.position, c.line, c.index]) transfer.push(a.buffer as ArrayBuffer)
    reply = {
      state,
      lead: lead.slice(0, state.lead),
      ...(timeline ? { timeline: timeline.save() } : {}),
      lines,
      warnings,
    }
  } catch (err) {
    reply =
      err instanceof PartDoesNotMerge
        ? { unmerged: err.message, warnings: [] }
        : err instanceof TraceError
          ? { error: { line: err.line, detail: err.detail }, internal: false, warnings }
          : { error: { detail: (err as Error)?.message ?? String(err) }, internal: true, warnings }
  }
  parentPort!.postMessage(reply, transfer)
}

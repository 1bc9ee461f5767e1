/**
 * One long JSONL file of flat events, diagnosed in two parts at once: this thread reads the
 * first half while a worker thread reads the rest, then the later part's state is merged into
 * the first's (SessionDiagnoser.save / absorb), and this thread finishes the diagnosis. The
 * merged diagnosis is the one a single pass gives (a test holds the two equal, for every preset).
 * The worker's young generation is bounded (PART_YOUNG_GENERATION_MB); this thread's is node's,
 * which Node 24 sizes by the machine's memory (the bench holds the peak of both to its limit).
 * Reading here rather than on a second worker spares a worker's start, and the crossing of the
 * diagnosis: its failure causes stay the objects they are.
 *
 * Rules that follow runs of consecutive events (the agents preset's loops, storms and unfinished
 * runs) cannot know, in the second part, what was open when it began. That part keeps its lead:
 * its events up to the moment every such rule holds the state it would hold whatever came
 * before (SessionDiagnoser.syncPart). The first part reads the lead again after its own events,
 * then takes in the rest. A part whose lead does not end within LEAD_MAX_EVENTS events, or that
 * cannot merge exactly for another reason, is read on by this thread.
 */
import { open, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { MessageChannel, parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads'
import { SessionDiagnoser, type Diagnosis, type EngineOptions, type SessionState } from '../engine/diagnose.js'
import { isJsonObject, type JsonObject, type Origin } from '../core/events.js'
import { nestsDeeper } from '../core/depth.js'
import type { VerificationFacts } from '../engine/verification.js'
import { TimelineCollector, type SessionTimeline, type TimelineState } from '../engine/timeline.js'
import { CRITIQOR, presetById, type PresetId } from '../engine/presets.js'
import { PartDoesNotMerge } from '../engine/rules/types.js'
import { typeName } from '../trace/adapters/json.js'
import { HEAVY_FIELDS, prepareDiagnosis, receiveAhead, receiveDiagnosis, type AheadField } from '../report/prepared.js'
import { deepError, readLinesAt, readLinesFrom, readRecords, TraceError, type TraceWarning } from '../trace/read.js'
import { PART_WORKER_WAITING, PART_YOUNG_GENERATION_MB, PARTS_MIN_BYTES, type StartedWorkers } from './threads.js'

export { PARTS_MIN_BYTES }

/** The most events a later part keeps as its lead before it is left to the first part (the main thread). */
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

/** The first part's job: its bytes are [0, start of `later`); it reads `later` on when that cannot merge. */
interface FirstPartJob extends PartJob {
  later: PartJob
}

/** What a two-part read gives: the session's diagnosis, and its timeline when asked for. */
export interface PartsResult {
  diagnosis: Diagnosis
  timeline?: SessionTimeline
  /** What the session changed and checked (proof of work). */
  verification: VerificationFacts
}

/** An event of a later part's lead, with its line in the part. */
interface LeadEvent {
  raw: JsonObject
  line: number
}

type Warnings = { line?: number; message: string }[]

type PartError = { error: { line?: number; detail: string }; internal: boolean }

/**
 * Where each event's line starts in the file, in bytes, by the event's position in its part: the
 * evidence is read again from there (evidenceAtLines), with no line counted on the way.
 */
export class LineStarts {
  private starts: Float64Array = new Float64Array(1 << 12)
  length = 0

  push(offset: number): void {
    if (this.length === this.starts.length) {
      const more = new Float64Array(this.starts.length * 2)
      more.set(this.starts)
      this.starts = more
    }
    this.starts[this.length++] = offset
  }

  at(position: number): number | undefined {
    return position < this.length ? this.starts[position] : undefined
  }

  /** Its offsets, to cross threads (their memory moved, not copied). */
  save(): Float64Array {
    return this.starts.subarray(0, this.length)
  }

  static of(saved: Float64Array): LineStarts {
    const out = new LineStarts()
    out.starts = saved
    out.length = saved.length
    return out
  }
}

/** The line starts of a session read in two parts: the first's positions, then the later one's. */
function joinedStarts(first: LineStarts, later: LineStarts | undefined): (position: number) => number | undefined {
  return (p) => (p < first.length ? first.at(p) : later?.at(p - first.length))
}

/** The later part's reply, to the first part (the main thread). */
type PartReply =
  | {
      state: SessionState
      lead: LeadEvent[]
      timeline?: TimelineState
      lines: number
      warnings: Warnings
      starts: Float64Array
    }
  | { unmerged: string; warnings: Warnings }
  | (PartError & { warnings: Warnings })

/** An error as it crosses threads: an input error keeps its line. */
function partError(err: unknown): PartError {
  return err instanceof TraceError
    ? { error: { line: err.line, detail: err.detail }, internal: false }
    : { error: { detail: (err as Error)?.message ?? String(err) }, internal: true }
}

/**
 * Bytes of a flat-event file per tool call, about, for sizing a part's call index: a call, its
 * output and the events between them take some hundreds of bytes (the bench's flat trace: 347).
 * A part of many fewer calls starts with a table larger than it needs, which changes no result.
 */
const BYTES_PER_CALL = 512

function engineOf(job: PartJob): EngineOptions {
  const { preset, ...rest } = job.engine
  return {
    ...rest,
    preset: presetById(preset) ?? CRITIQOR,
    retainEvents: false,
    expectedCalls: Math.floor((job.end - job.start) / BYTES_PER_CALL),
  }
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
    /** Collects where each event's line starts. */
    starts?: LineStarts
  } = {},
): Promise<{ d: SessionDiagnoser; lines: number }> {
  const d = options.into?.d ?? new SessionDiagnoser({ ...engineOf(job), laterPart: options.laterPart })
  const offset = options.into?.lineOffset ?? 0
  const { timeline, lead, starts } = options
  let synced = !options.laterPart || d.syncPart()
  const { lines } = await readRecords(
    job.path,
    (value, line, at) => {
      if (!isJsonObject(value))
        throw new TraceError(job.path, line, `expected an event object, found ${typeName(value)}`)
      d.push(value, { line: line + offset })
      starts?.push(at)
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
 * The share of a file the first part reads: half. Both parts start on worker threads at once;
 * the first then merges the later one's state, while the later one saves and posts it.
 */
export const FIRST_PART_SHARE = 0.5

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
 * `runPartWorker` in a worker thread) as the later part's worker. Undefined when the file is not
 * worth it.
 */
export async function diagnoseInParts(
  path: string,
  script: string,
  engine: PartJob['engine'],
  options: {
    maxBytes?: number
    onWarning?: (w: TraceWarning) => void
    minBytes?: number
    /** Also collect the session's timeline (for the HTML report). */
    timeline?: boolean
    /** Workers started ahead: part workers among them are taken before any is started. */
    started?: StartedWorkers
  },
): Promise<PartsResult | undefined> {
  const { size } = await stat(path)
  if (size < (options.minBytes ?? PARTS_MIN_BYTES) || availableParallelism() < 2) return undefined
  const cut = await cutPoint(path, size)
  if (cut === undefined) return undefined
  const common = { path, engine, maxBytes: options.maxBytes, ...(options.timeline ? { timeline: true } : {}) }
  const later: PartJob = { ...common, start: cut, end: size, final: true }
  const first: FirstPartJob = { ...common, start: 0, end: cut, final: false, later }
  // The later part replies over a channel of its own, its state moved rather than copied.
  const { port1, port2 } = new MessageChannel()
  // Started ahead, it has loaded (or is loading) and waits for its job; else a new one, with a
  // small young generation: the part's short-lived values (parsed lines) die young either way.
  const ready = options.started?.kind === 'part' ? options.started.take() : undefined
  if (ready) ready.postMessage({ agentTrustGatePart: later, port: port2 }, [port2])
  const worker =
    ready ??
    new Worker(script, {
      workerData: { agentTrustGatePart: later, port: port2 },
      transferList: [port2],
      resourceLimits: { maxYoungGenerationSizeMb: PART_YOUNG_GENERATION_MB },
    })
  // The later part's reply, or the failure of its worker.
  const reply = new Promise<PartReply>((resolve, reject) => {
    let sent = false
    port1.once('message', resolve)
    // The later part says here that its reply is on its way, so that its exit is no failure.
    worker.once('message', () => (sent = true))
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (!sent) reject(new Error(`the worker thread stopped (exit code ${code})`))
    })
  })
  // Settled even when the first part fails before it waits for it.
  reply.catch(() => undefined)
  try {
    return await firstPart(first, reply, (w) => options.onWarning?.({ path, line: w.line, message: w.message }))
  } finally {
    port1.close()
    await worker.terminate()
  }
}

/**
 * The first part, on this thread: read it, merge the later part's reply, finish the diagnosis.
 * Its failure causes and causal graph are masked and written as report text once (the graph
 * straight from the diagnoser, never made as objects); the causes stay the objects they are.
 */
async function firstPart(
  job: FirstPartJob,
  later: Promise<PartReply>,
  onWarning: (w: TraceWarning) => void,
): Promise<PartsResult> {
  const timeline = job.timeline ? new TimelineCollector() : undefined
  const { d, startOf } = await mergedParts(job, later, onWarning, timeline)
  const diagnosis = await finishFromLines(d, job.path, { graph: false }, startOf)
  const t = timeline ? finishTimeline(timeline, d, diagnosis) : undefined
  const ahead = new Map<(typeof HEAVY_FIELDS)[number], AheadField>()
  const prepared = prepareDiagnosis(diagnosis, {
    graph: (to) => d.visitGraph(to),
    // A field that masking leaves as it is, is the value it was written from.
    ahead: (field, text) =>
      ahead.set(field, text.plain === undefined ? { text, value: diagnosis[field] } : receiveAhead(text)),
  })
  return {
    diagnosis: receiveDiagnosis(prepared, ahead),
    ...(t ? { timeline: t } : {}),
    verification: d.verificationFacts,
  }
}

/**
 * The first part, merged with the later part's reply (from `later`): the whole session's
 * diagnoser, and where each of its events' lines starts. Warnings go to `onWarning` in the order
 * of the lines.
 */
async function mergedParts(
  job: FirstPartJob,
  later: Promise<PartReply>,
  onWarning: (w: TraceWarning) => void,
  timeline: TimelineCollector | undefined,
): Promise<{ d: SessionDiagnoser; startOf: (position: number) => number | undefined }> {
  const starts = new LineStarts()
  const first = await diagnosePart(job, { onWarning, timeline, starts })
  const second = await later
  if ('unmerged' in second) {
    // The second part cannot merge: this thread reads on through it, as one pass would.
    await diagnosePart(job.later, { onWarning, timeline, starts, into: { d: first.d, lineOffset: first.lines } })
    return { d: first.d, startOf: joinedStarts(starts, undefined) }
  }
  for (const w of second.warnings)
    onWarning({ path: job.path, line: w.line !== undefined ? w.line + first.lines : undefined, message: w.message })
  if ('error' in second) {
    if (second.internal) throw new Error(second.error.detail)
    throw new TraceError(
      job.path,
      second.error.line !== undefined ? second.error.line + first.lines : undefined,
      second.error.detail,
    )
  }
  if (timeline && second.timeline) timeline.absorb(second.timeline, { position: first.d.eventCount, line: first.lines })
  first.d.replay(
    second.lead.map(({ raw, line }) => ({ raw, origin: { line } })),
    first.lines,
  )
  first.d.absorb(second.state, first.lines)
  return { d: first.d, startOf: joinedStarts(starts, LineStarts.of(second.starts)) }
}

/**
 * The evidence events of a flat-event JSONL file that the engine kept by reference, read again
 * from their lines: by position.
 */
export async function evidenceAtLines(
  path: string,
  refs: readonly { position: number; origin: Origin | undefined }[],
  /** Where an event's line starts in the file, when known: the lines are read from there. */
  startOf?: (position: number) => number | undefined,
): Promise<Map<number, { raw: JsonObject; origin?: Origin }>> {
  const starts = startOf && refs.map((r) => startOf(r.position))
  const texts =
    starts && starts.every((s) => s !== undefined)
      ? await readLinesFrom(
          path,
          refs.map((r, i) => ({ line: r.origin!.line!, start: starts[i]! })),
        )
      : await readLinesAt(
          path,
          refs.map((r) => r.origin!.line!),
        )
  const resolved = new Map<number, { raw: JsonObject; origin?: Origin }>()
  for (const r of refs) {
    const text = texts.get(r.origin!.line!) ?? 'null'
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      raw = undefined
    }
    // A line read again must still be the object it was (and no deeper than the reader allows).
    if (!isJsonObject(raw) || nestsDeeper(raw, text.length))
      throw new TraceError(path, r.origin!.line, 'the file changed while it was read')
    resolved.set(r.position, { raw, origin: r.origin })
  }
  return resolved
}

/** The diagnosis of a session whose events were pushed, with its evidence kept by reference in a JSONL file. */
export async function finishFromLines(
  d: SessionDiagnoser,
  path: string,
  options: Parameters<SessionDiagnoser['finish']>[1] = {},
  startOf?: (position: number) => number | undefined,
): Promise<Diagnosis> {
  const refs = d.end()
  const resolved = refs.length ? await evidenceAtLines(path, refs, startOf) : undefined
  try {
    return d.finish(resolved, options)
  } catch (err) {
    throw deepError(err, path, undefined)
  }
}

/** The timeline of a session, with the evidence of each failure cause at its position. */
export function finishTimeline(t: TimelineCollector, d: SessionDiagnoser, diagnosis: Diagnosis): SessionTimeline {
  const positions = d.evidencePositions
  const evidence = new Map<number, { raw: JsonObject; origin?: Origin }>()
  diagnosis.failure_causes.forEach((c, i) =>
    c.evidence.forEach((e, j) => {
      const p = positions[i]?.[j]
      if (p !== undefined && !evidence.has(p)) evidence.set(p, { raw: e, origin: c.evidence_origins[j] })
    }),
  )
  return t.finish(
    evidence,
    positions.map((ps) => [...ps]),
  )
}

/**
 * A part worker's side: read the later part in `workerData`, or, for a worker started before its
 * job was known, in its first message.
 */
export async function runPartWorker(): Promise<void> {
  type Data = { agentTrustGatePart: PartJob; port: MessagePort }
  let data = workerData as Data | { agentTrustGatePart: typeof PART_WORKER_WAITING }
  if (data.agentTrustGatePart === PART_WORKER_WAITING) {
    data = await new Promise<Data>((resolve) => parentPort!.once('message', resolve))
  }
  await runLaterPart((data as Data).agentTrustGatePart, (data as Data).port)
}

/** The later part: read it and post its state to the first part (on the thread that started this one). */
async function runLaterPart(job: PartJob, port: MessagePort): Promise<void> {
  const warnings: Warnings = []
  let reply: PartReply
  const transfer: ArrayBuffer[] = []
  try {
    const timeline = job.timeline ? new TimelineCollector() : undefined
    const lead: LeadEvent[] = []
    const starts = new LineStarts()
    const { d, lines } = await diagnosePart(job, {
      onWarning: (w) => warnings.push({ line: w.line, message: w.message }),
      timeline,
      laterPart: true,
      lead,
      starts,
    })
    const state = d.save()
    const c = state.calls
    const saved = starts.save()
    for (const a of [c.a, c.b, c.c, c.flags, c.position, c.line, c.index, saved]) transfer.push(a.buffer as ArrayBuffer)
    reply = {
      state,
      lead: lead.slice(0, state.lead),
      ...(timeline ? { timeline: timeline.save() } : {}),
      lines,
      warnings,
      starts: saved,
    }
  } catch (err) {
    reply = err instanceof PartDoesNotMerge ? { unmerged: err.message, warnings: [] } : { ...partError(err), warnings }
  }
  port.postMessage(reply, transfer)
  port.close()
  parentPort!.postMessage('sent')
}

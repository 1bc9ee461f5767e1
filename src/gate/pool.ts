/**
 * Many trace files on every core: a pool of worker threads, each diagnosing one file at a time
 * and sending back only the compact per-session results (evidence already resolved to the few
 * events a report shows). Every thread takes its next file from one queue in shared memory
 * (src/gate/queue.ts), largest first; results, warnings and the first error are delivered in the
 * order the files were given, so that what comes out does not depend on the number of workers or
 * on which thread diagnosed which file.
 *
 * A watchdog keeps the run from waiting in silence: a worker whose beat (src/gate/queue.ts) stands
 * still for WATCHDOG_MS while it holds a file, or a wait as long for a file that no thread holds,
 * fails the run with an error that names the file.
 *
 * The worker script is a bundle entry (src/index.ts, src/cli-main.ts) that, started as a worker
 * thread, runs `runGateWorker` (src/gate/worker.ts). Workers started ahead (src/gate/threads.ts)
 * are taken first.
 */
import type { Worker } from 'node:worker_threads'
import { startPoolWorker, type StartedWorkers } from './threads.js'
import { TraceError, type TraceWarning } from '../trace/read.js'
import { beatOf, closeQueue, fileFailed, heldBy, jobOf, newQueueState, takeFile, type PoolQueue } from './queue.js'
import type { JsonObject } from '../core/events.js'
import type { EngineOptions } from '../engine/diagnose.js'
import type { PresetId } from '../engine/presets.js'
import type { FormatId } from '../trace/registry.js'

/**
 * How long a worker may stop answering (its beat standing still while it holds a file), or the
 * pool wait for a file no thread holds, before the run fails naming the file. A worker's event
 * loop turns between files and every few megabytes of a long file (src/trace/read.ts), so only
 * a worker stuck in one synchronous step this long is stopped: far beyond any step of a reader.
 */
export const WATCHDOG_MS = 45_000

/** What a worker is asked to do with every file: plain data only (it crosses threads). */
export interface PoolSettings {
  collectFacts?: boolean
  timeline?: boolean
  workspace?: string
  format?: FormatId | 'auto'
  preset?: PresetId | 'auto'
  engine?: Pick<EngineOptions, 'graph' | 'detectorOptions'>
  maxBytes?: number
  partsMinBytes?: number
  /** PipelineOptions.harnessUsage (a Map crosses threads as it is). */
  harnessUsage?: ReadonlyMap<string, JsonObject>
}

/** A pool worker's only message: what to do with every file, and the queue it takes them from. */
export interface PoolStart {
  settings: PoolSettings
  queue: PoolQueue
}

/** A job: one file. */
export interface PoolJob {
  index: number
  path: string
  /** Hash the file's bytes for the duplicate check (PipelineOptions.hashContent). */
  hash?: boolean
}

/** An error as it crosses threads: an input error keeps its file and line, a system error its code. */
export type WireError =
  | { kind: 'trace'; path: string; line?: number; detail: string; notTrace?: string }
  | { kind: 'other'; message: string; code?: string; path?: string }

export type PoolReply<R> =
  | { index: number; results: R[]; warnings: TraceWarning[] }
  | { index: number; error: WireError; warnings: TraceWarning[] }

export function toWire(err: unknown): WireError {
  if (err instanceof TraceError)
    return {
      kind: 'trace',
      path: err.path,
      line: err.line,
      detail: err.detail,
      ...(err.notTrace !== undefined ? { notTrace: err.notTrace } : {}),
    }
  const e = err as NodeJS.ErrnoException | undefined
  return {
    kind: 'other',
    message: e?.message ?? String(err),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(typeof e?.path === 'string' ? { path: e.path } : {}),
  }
}

export function fromWire(w: WireError): Error {
  if (w.kind === 'trace') return new TraceError(w.path, w.line, w.detail, w.notTrace)
  const err = new Error(w.message) as NodeJS.ErrnoException
  if (w.code !== undefined) err.code = w.code
  if (w.path !== undefined) err.path = w.path
  return err
}

/** Progress of the files of one run: how many are done, and their bytes. */
export interface FileProgress {
  filesDone: number
  filesTotal: number
  bytesDone: number
  bytesTotal: number
}

export interface PoolOptions<R> {
  /** The worker script (a bundle entry). */
  script: string
  /**
   * The threads that diagnose files (at most one per file). With `local`, this thread is one of
   * them and `workers - 1` worker threads are started; without it, `workers` worker threads.
   */
  workers: number
  /**
   * Diagnose one file on this thread, between the messages of the workers: one isolate fewer to
   * start and to compile the engine in, which on a machine of few cores is a core's worth of work.
   */
  local?: (job: PoolJob) => Promise<PoolReply<R>>
  settings: PoolSettings
  /** Each file's size, by index: the largest are handed out first. */
  sizes: readonly number[]
  /** The order in which files are handed out; largest first (then in the order given) by default. */
  order?: readonly number[]
  onWarning?: (w: TraceWarning) => void
  onProgress?: (p: FileProgress) => void
  /** The indices of the files whose bytes are hashed as they are read (PoolJob.hash). */
  hash?: ReadonlySet<number>
  /** Called with each file's results, in the order the files were given. */
  onResults?: (index: number, results: R[]) => void
  /**
   * Whether the error of the file at `index` is let pass (the file gives no results, and the
   * run goes on): a file a walk found that is no trace. Pure: `onTolerated` is told of each such
   * error on delivery, in the order given.
   */
  tolerate?: (index: number, err: Error) => boolean
  onTolerated?: (index: number, err: Error) => void
  /** Workers started ahead, taken before any is started; those not taken are stopped. */
  started?: StartedWorkers
  /** The watchdog's limit (default WATCHDOG_MS): a test shortens it. */
  watchdogMs?: number
}

/** A watchdog's wait, in words: `ms` of `limit`. */
function waited(ms: number, limit: number): string {
  const s = (t: number) => (t < 10_000 ? (t / 1000).toFixed(1) : String(Math.round(t / 1000)))
  return `${s(ms)} s (the watchdog's limit: ${s(limit)} s)`
}

/** Files in the order they are handed out: largest first, ties in the order given. */
export function largestFirst(sizes: readonly number[]): number[] {
  return sizes.map((_, i) => i).sort((a, b) => sizes[b] - sizes[a] || a - b)
}

/**
 * Diagnose `paths` on a pool of worker threads; the results by file, in the order given. The
 * first error, in the order the files were given, is thrown once every file before it is done
 * (as a single pass would throw it); a worker that stops without replying fails the run with an
 * error that names the file it was diagnosing.
 */
export async function runPool<R>(paths: readonly string[], options: PoolOptions<R>): Promise<R[][]> {
  const n = paths.length
  const order = [...(options.order ?? largestFirst(options.sizes))]
  const settled: (
    { results: R[]; warnings: TraceWarning[]; tolerated?: Error } | { error: Error; warnings: TraceWarning[] }
  )[] = new Array(n)
  const out: R[][] = new Array(n)
  const total = options.sizes.reduce((a, b) => a + b, 0)
  let filesDone = 0
  let bytesDone = 0
  // The first file (in the order given) whose turn to be delivered has not come.
  let next = 0

  const threads = Math.max(1, Math.min(options.workers, n))
  const count = options.local ? threads - 1 : threads
  const state = newQueueState(n, count)
  const slots = new Int32Array(state)
  const hash = [...(options.hash ?? [])]
  const workers: Worker[] = []
  let finish!: (value: R[][]) => void
  let fail!: (err: unknown) => void
  const done = new Promise<R[][]>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  let over = false
  const end = () => {
    over = true
    closeQueue(slots, n)
  }

  /** Deliver, in the order given, every file whose results are in. */
  const deliver = () => {
    while (next < n && settled[next]) {
      const s = settled[next]
      for (const w of s.warnings) options.onWarning?.(w)
      if ('error' in s) {
        end()
        fail(s.error)
        return
      }
      if (s.tolerated) options.onTolerated?.(next, s.tolerated)
      out[next] = s.results
      options.onResults?.(next, s.results)
      settled[next] = { results: [], warnings: [] } // delivered: let the results go
      next++
    }
    if (next === n) {
      end()
      finish(out)
    }
  }

  const job = (index: number): PoolJob => jobOf(index, paths, options.hash)

  /** A file's reply is in, from a worker or from this thread. */
  const settle = (reply: PoolReply<R>) => {
    const index = reply.index
    const error = 'error' in reply ? fromWire(reply.error) : undefined
    if (error && !options.tolerate?.(index, error)) {
      settled[index] = { error, warnings: reply.warnings }
      fileFailed(slots, index)
    } else {
      settled[index] = error
        ? { results: [], warnings: reply.warnings, tolerated: error }
        : { results: (reply as { results: R[] }).results, warnings: reply.warnings }
      filesDone++
      bytesDone += options.sizes[index] ?? 0
      options.onProgress?.({ filesDone, filesTotal: n, bytesDone, bytesTotal: total })
    }
  }

  // The file this thread is diagnosing (-1: none).
  let localHeld = -1
  /** This thread's share: one file at a time, taken from the queue as the workers take theirs. */
  const runLocal = async (local: NonNullable<PoolOptions<R>['local']>) => {
    for (let index = takeFile(slots, order); index !== undefined && !over; index = takeFile(slots, order)) {
      localHeld = index
      const reply = await local(job(index))
      localHeld = -1
      if (over) return
      settle(reply)
      deliver()
      // Let the workers' replies in before the next file: their results are delivered, and let go, sooner.
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
  }

  // The watchdog: each worker's beat and when it last changed, and since when the run has waited
  // for a file that no thread holds.
  const limit = options.watchdogMs ?? WATCHDOG_MS
  const heard: { beat: number; at: number }[] = []
  let unheldSince: number | undefined
  const watchdog = setInterval(
    () => {
      if (over) return
      const now = performance.now()
      let reading = localHeld !== -1
      for (let k = 0; k < workers.length; k++) {
        const b = beatOf(slots, k)
        const held = heldBy(slots, k)
        if (held !== undefined) reading = true
        if (heard[k]?.beat !== b) heard[k] = { beat: b, at: now }
        else if (held !== undefined && now - heard[k].at >= limit) {
          end()
          fail(
            new Error(
              `a worker thread stopped answering while diagnosing ${paths[held]}: nothing heard from it for ${waited(now - heard[k].at, limit)}`,
            ),
          )
          return
        }
      }
      // Replies on their way, or none that can come: a file no thread holds is waited for only so long.
      if (reading || next >= n) unheldSince = undefined
      else if (now - (unheldSince ??= now) >= limit) {
        end()
        fail(
          new Error(
            `no thread is diagnosing ${paths[next]}, which the run has waited for ${waited(now - unheldSince, limit)}`,
          ),
        )
      }
    },
    Math.max(10, Math.floor(limit / 6)),
  )
  try {
    for (let k = 0; k < count && !over; k++) {
      const worker = options.started?.take() ?? startPoolWorker(options.script)
      const queue: PoolQueue = { state, slot: k, paths, order, hash, beatMs: Math.max(5, Math.floor(limit / 10)) }
      worker.postMessage({ settings: options.settings, queue } satisfies PoolStart)
      workers.push(worker)
      worker.on('message', (reply: PoolReply<R>) => {
        if (over) return
        settle(reply)
        deliver()
      })
      const stopped = (why: string) => {
        if (over) return
        const held = heldBy(slots, k)
        const where = held !== undefined ? ` while diagnosing ${paths[held]}` : ''
        end()
        fail(new Error(`a worker thread stopped${where}: ${why}`))
      }
      worker.on('error', (err) => stopped((err as Error)?.message ?? String(err)))
      worker.on('exit', (code) => stopped(`it exited with code ${code} before replying`))
    }
    // Those started ahead that this pool does not need would only take a core.
    void options.started?.stop()
    if (n === 0) finish([])
    if (options.local && !over)
      void runLocal(options.local).catch((err: unknown) => {
        end()
        fail(err)
      })
    return await done
  } finally {
    end()
    clearInterval(watchdog)
    await Promise.all(workers.map((w) => w.terminate()))
  }
}

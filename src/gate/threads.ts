/**
 * Starting the worker threads of a pool (src/gate/pool.ts), also before the files are known: a
 * worker needs about a tenth of a second to load the engine, and started as the CLI starts, it
 * loads while this thread loads its own modules and looks for the files. It gets its settings,
 * then its files, by message; a worker not taken by a pool is stopped.
 *
 * Imported by the bundles' entries: nothing here but node's own modules, so that a worker thread
 * loads nothing more for it.
 */
import { Worker } from 'node:worker_threads'

/**
 * A worker's young generation, fixed: Node 24 sizes it by the machine's memory, and on the
 * benchmark's 2,000 files two workers then peak near 600 MB. 32 MB takes the same time (on Node
 * 20 as on 24) and the run peaks about 120 MB lower.
 */
export const YOUNG_GENERATION_MB = 32

/**
 * Without a number of workers asked for, files that add up to less than this are read on this
 * thread. A worker costs its start and its own warm-up (every thread compiles the engine anew):
 * measured on 2 cores with real Claude Code transcripts, one thread finishes as soon as two up to
 * about 128 MB (33 MB: 0.90x the wall time of two; 64 MB: 0.85x; 128 MB: 0.99x; 192 MB: 1.12x)
 * and spends a quarter to a third less CPU.
 */
export const POOL_MIN_BYTES = 128 * 1024 * 1024

/**
 * Files from this size on are read in two parts at once (src/gate/parts.ts): below it a worker
 * costs more than it saves.
 */
export const PARTS_MIN_BYTES = 32 * 1024 * 1024

/**
 * The part worker's young generation, in MB (measured on the later part: the same time as V8's
 * default, 30 MB less at peak). The process's peak memory holds both threads' heaps.
 */
export const PART_YOUNG_GENERATION_MB = 12

/** A part worker's workerData when it is started before its job is known: the job comes in its first message. */
export const PART_WORKER_WAITING = 'waiting'

/** A new part worker running `script`, waiting for its job (src/gate/parts.ts). */
export function startPartWorker(script: string): Worker {
  return new Worker(script, {
    workerData: { agentTrustGatePart: PART_WORKER_WAITING },
    resourceLimits: { maxYoungGenerationSizeMb: PART_YOUNG_GENERATION_MB },
  })
}

/** A pool worker's workerData: its settings come in its first message. */
export const POOL_WORKER_DATA = { agentTrustGatePool: true } as const

/** A new pool worker running `script` (a bundle entry); it waits for its settings and files. */
export function startPoolWorker(script: string): Worker {
  return new Worker(script, {
    workerData: POOL_WORKER_DATA,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  })
}

/**
 * Workers started ahead, loading until a pool (kind `pool`) or the later part of one long file
 * (kind `part`) takes them. Until then they do not keep the process alive, and one that stopped
 * (it could not load) is not handed out: the pool or the parts start another, which fails as
 * theirs do.
 */
export class StartedWorkers {
  private readonly idle: Worker[] = []

  constructor(
    readonly script: string,
    count: number,
    readonly kind: 'pool' | 'part' = 'pool',
  ) {
    for (let k = 0; k < count; k++) {
      const worker = kind === 'pool' ? startPoolWorker(script) : startPartWorker(script)
      worker.unref()
      // Its error is the pool's to report, from the worker it starts instead.
      worker.on('error', () => undefined)
      worker.once('exit', () => {
        const at = this.idle.indexOf(worker)
        if (at !== -1) this.idle.splice(at, 1)
      })
      this.idle.push(worker)
    }
  }

  /** How many are still waiting to be taken. */
  get waiting(): number {
    return this.idle.length
  }

  /** One of the workers, for a pool, which now keeps the process alive while it runs; undefined when none is left. */
  take(): Worker | undefined {
    const worker = this.idle.shift()
    worker?.ref()
    return worker
  }

  /** Stop the workers no pool took (a run of few files, or one that failed before). */
  async stop(): Promise<void> {
    const idle = this.idle.splice(0)
    await Promise.all(idle.map((w) => w.terminate()))
  }
}

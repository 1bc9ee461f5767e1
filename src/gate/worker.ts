/**
 * The worker threads of the gate, started by the bundles' entries (src/index.ts, src/cli-main.ts)
 * when they find themselves in a worker: a pool worker diagnoses whole files one at a time
 * (src/gate/pool.ts), a part worker the later half of one long file (src/gate/parts.ts).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import type { PoolStart } from './pool.js'
import { beat, jobOf, takeFile } from './queue.js'

/** Whether this thread is a pool worker (src/gate/threads.ts starts them). */
function isPoolWorker(): boolean {
  return !isMainThread && (workerData as { agentTrustGatePool?: unknown } | null)?.agentTrustGatePool === true
}

/** Whether this thread is a part worker started by `diagnoseInParts` (src/gate/parts.ts). */
function isPartWorker(): boolean {
  return !isMainThread && (workerData as { agentTrustGatePart?: unknown } | null)?.agentTrustGatePart !== undefined
}

/** Whether this thread is a worker of the gate (a pool or a part worker). */
export function isGateWorker(): boolean {
  return isPartWorker() || isPoolWorker()
}

/**
 * Run this thread as the worker it was started as. Each kind loads only what it runs: a part
 * worker reads flat events with the engine, not every format.
 */
export async function runGateWorker(): Promise<void> {
  if (isPartWorker()) return (await import('./parts.js')).runPartWorker()
  runPoolWorker((await import('./pipeline.js')).diagnosePoolJob)
}

/**
 * Diagnose files with the settings of the pool's message, taking them one after the other from
 * its queue (src/gate/queue.ts) until none is left: nothing of a file is kept once its results
 * are sent. The thread stays until the pool terminates it.
 */
function runPoolWorker(diagnosePoolJob: DiagnosePoolJob): void {
  const port = parentPort!
  // Listened to for as long as the thread lives: a worker with no file left waits, as it
  // should, for the pool to end it.
  port.on('message', ({ settings, queue }: PoolStart) => {
    const slots = new Int32Array(queue.state)
    const hash = new Set(queue.hash)
    // The beat the pool's watchdog listens for: it counts up whenever this thread's event loop
    // turns (between files, and every few megabytes of a long one: src/trace/read.ts).
    beat(slots, queue.slot)
    setInterval(() => beat(slots, queue.slot), queue.beatMs).unref()
    const work = async () => {
      for (let index = takeFile(slots, queue.order, queue.slot); index !== undefined;) {
        // A file's error is not marked as the run's first here: only the pool knows whether it
        // is let pass (a file a walk found that is no trace), and a file marked failed is one
        // after which no file is taken, so that the pool would wait for files no thread reads.
        const reply = await diagnosePoolJob(jobOf(index, queue.paths, hash), settings)
        // The next file is taken before the reply goes: the slot never shows none while one is held.
        const taken = takeFile(slots, queue.order, queue.slot)
        port.postMessage(reply)
        index = taken
      }
    }
    void work()
  })
}

type DiagnosePoolJob = typeof import('./pipeline.js').diagnosePoolJob

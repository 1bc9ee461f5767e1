/**
 * The worker threads of the gate, started by the bundles' entries (src/index.ts, src/cli-main.ts)
 * when they find themselves in a worker: a pool worker diagnoses whole files one at a time
 * (src/gate/pool.ts), a part worker one of the two halves of one long file (src/gate/parts.ts).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import type { PoolJob, PoolSettings, PoolStart } from './pool.js'

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
 * Diagnose the files the pool sends, one at a time, with the settings of its first message:
 * nothing of a file is kept once its results are sent. The thread stays until the pool
 * terminates it.
 */
function runPoolWorker(diagnosePoolJob: DiagnosePoolJob): void {
  const port = parentPort!
  let settings: PoolSettings | undefined
  let queue = Promise.resolve()
  port.on('message', (message: PoolStart | PoolJob) => {
    if ('settings' in message) settings = message.settings
    else queue = queue.then(() => diagnosePoolJob(message, settings!).then((reply) => port.postMessage(reply)))
  })
}

type DiagnosePoolJob = typeof import('./pipeline.js').diagnosePoolJob

/**
 * The worker threads of the gate, started by the bundles' entries (src/index.ts, src/cli-main.ts)
 * when they find themselves in a worker: a pool worker diagnoses whole files one at a time
 * (src/gate/pool.ts), a part worker the second half of one long file (src/gate/parts.ts).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { diagnoseFile, type PipelineOptions, type SessionResult } from './pipeline.js'
import { isPartWorker, runPartWorker } from './parts.js'
import { toWire, type PoolJob, type PoolReply, type PoolSettings } from './pool.js'
import type { TraceWarning } from '../trace/read.js'

function poolSettings(): PoolSettings | undefined {
  if (isMainThread) return undefined
  return (workerData as { agentTrustGatePool?: PoolSettings } | null)?.agentTrustGatePool
}

/** Whether this thread is a worker of the gate (a pool or a part worker). */
export function isGateWorker(): boolean {
  return isPartWorker() || poolSettings() !== undefined
}

/** Run this thread as the worker it was started as. */
export async function runGateWorker(): Promise<void> {
  if (isPartWorker()) return runPartWorker()
  runPoolWorker(poolSettings()!)
}

/**
 * Diagnose the files the pool sends, one at a time: nothing of a file is kept once its results
 * are sent. The thread stays until the pool terminates it.
 */
function runPoolWorker(settings: PoolSettings): void {
  const port = parentPort!
  let queue = Promise.resolve()
  port.on('message', (job: PoolJob) => {
    queue = queue.then(() => diagnoseJob(job, settings).then((reply) => port.postMessage(reply)))
  })
}

async function diagnoseJob(job: PoolJob, settings: PoolSettings): Promise<PoolReply<SessionResult>> {
  const warnings: TraceWarning[] = []
  const options: PipelineOptions = {
    collectFacts: settings.collectFacts,
    timeline: settings.timeline,
    format: settings.format,
    preset: settings.preset,
    engine: settings.engine,
    maxBytes: settings.maxBytes,
    partsMinBytes: settings.partsMinBytes,
    onWarning: (w) =>
      warnings.push({ path: w.path, ...(w.line !== undefined ? { line: w.line } : {}), message: w.message }),
  }
  try {
    const results = await diagnoseFile(job.path, options)
    return { index: job.index, results, warnings }
  } catch (err) {
    return { index: job.index, error: toWire(err), warnings }
  }
}

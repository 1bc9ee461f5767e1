/** Entry of the action (action.yml `main`): runs it, or, in a worker thread, the gate's worker. */
import { fileURLToPath } from 'node:url'
import { isGateWorker, runGateWorker } from './gate/worker.js'
import { cacheCompiledCode } from './gate/compile-cache.js'
import { tuneJit } from './gate/jit.js'

// Before the bundle's chunks load, in a worker as on the main thread.
cacheCompiledCode()

if (isGateWorker()) await runGateWorker()
else {
  // Before any worker starts: the flag holds for them too.
  tuneJit()
  // Loaded only here: a worker thread needs none of the action, and starts the sooner.
  const { run } = await import('./action/main.js')
  await run({ workerScript: fileURLToPath(import.meta.url) })
}

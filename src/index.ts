/** Entry of the action (action.yml `main`): runs it, or, in a worker thread, the gate's worker. */
import { fileURLToPath } from 'node:url'
import { run } from './action/main.js'
import { isGateWorker, runGateWorker } from './gate/worker.js'

if (isGateWorker()) await runGateWorker()
else await run({ workerScript: fileURLToPath(import.meta.url) })

/** Entry of the action (action.yml `main`): runs it, or, in a worker thread, a part of a file. */
import { fileURLToPath } from 'node:url'
import { run } from './action/main.js'
import { isPartWorker, runPartWorker } from './gate/parts.js'

if (isPartWorker()) await runPartWorker()
else await run({ workerScript: fileURLToPath(import.meta.url) })

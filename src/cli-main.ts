#!/usr/bin/env node
/**
 * Entry of the CLI bundle (package.json `bin`): runs the CLI and sets the exit status, or, in a
 * worker thread, diagnoses files or a part of a file (src/gate/worker.ts).
 */
import { fileURLToPath } from 'node:url'
import { isGateWorker, runGateWorker } from './gate/worker.js'

/** Only the tests lower the size from which a file is read in parts, through this variable. */
function partsMinBytes(): number | undefined {
  const raw = process.env.AGENT_TRUST_GATE_PARTS_MIN_BYTES
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined
}

if (isGateWorker()) {
  await runGateWorker()
} else {
  // Loaded only here: a worker thread needs none of it, and starts the sooner.
  const { runCli } = await import('./cli/cli.js')
  process.exitCode = await runCli(
    process.argv.slice(2),
    { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) },
    {
      workerScript: fileURLToPath(import.meta.url),
      partsMinBytes: partsMinBytes(),
      stderrIsTTY: process.stderr.isTTY === true,
      githubActions: process.env.GITHUB_ACTIONS === 'true',
    },
  )
}

#!/usr/bin/env node
/**
 * Entry of the CLI bundle (package.json `bin`): runs the CLI and sets the exit status, or, in a
 * worker thread, diagnoses a part of a file (src/gate/parts.ts).
 */
import { fileURLToPath } from 'node:url'
import { runCli } from './cli/cli.js'
import { isPartWorker, runPartWorker } from './gate/parts.js'

/** Only the tests lower the size from which a file is read in parts, through this variable. */
function partsMinBytes(): number | undefined {
  const raw = process.env.AGENT_TRUST_GATE_PARTS_MIN_BYTES
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined
}

if (isPartWorker()) {
  await runPartWorker()
} else {
  process.exitCode = await runCli(
    process.argv.slice(2),
    { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) },
    { workerScript: fileURLToPath(import.meta.url), partsMinBytes: partsMinBytes() },
  )
}

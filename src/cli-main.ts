#!/usr/bin/env node
/**
 * Entry of the CLI bundle (package.json `bin`): runs the CLI and sets the exit status, or, in a
 * worker thread, diagnoses files or a part of a file (src/gate/worker.ts).
 */
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { isGateWorker, runGateWorker } from './gate/worker.js'
import { StartedWorkers } from './gate/threads.js'
import { partWorkersToStart, workersToStart } from './cli/prestart.js'
import { cacheCompiledCode } from './gate/compile-cache.js'
import { tuneJit } from './gate/jit.js'

/** A size only the tests set, through an environment variable: undefined when it is not a whole number. */
function sizeFromEnv(name: string): number | undefined {
  const raw = process.env[name]
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined
}

/** Only the tests lower the size from which a file is read in parts, through this variable. */
const partsMinBytes = () => sizeFromEnv('AGENT_TRUST_GATE_PARTS_MIN_BYTES')

/** Only the tests lower the size from which files are read on a pool of threads, through this variable. */
const poolMinBytes = () => sizeFromEnv('AGENT_TRUST_GATE_POOL_MIN_BYTES')

/**
 * A stream that stops writing, quietly, once its reader has gone (`... | head -1` closes the
 * pipe): the verdict still decides the exit status, and no EPIPE stack trace is printed.
 */
function quietWhenClosed(stream: NodeJS.WriteStream): (s: string) => void {
  let closed = false
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED') closed = true
    else throw err
  })
  return (s) => {
    if (!closed) stream.write(s)
  }
}

// Before the bundle's chunks load, in a worker as on the main thread.
cacheCompiledCode()

if (isGateWorker()) {
  await runGateWorker()
} else {
  // Before any worker starts: the flag holds for them too.
  tuneJit()
  const workerScript = fileURLToPath(import.meta.url)
  const argv = process.argv.slice(2)
  const count = workersToStart(argv, availableParallelism(), poolMinBytes())
  const parts = count > 0 ? 0 : partWorkersToStart(argv, availableParallelism(), partsMinBytes())
  const startedWorkers =
    count > 0
      ? new StartedWorkers(workerScript, count)
      : parts > 0
        ? new StartedWorkers(workerScript, parts, 'part')
        : undefined
  // Loaded only here: a worker thread needs none of it, and starts the sooner.
  const { inCi, runCli } = await import('./cli/cli.js')
  process.exitCode = await runCli(
    process.argv.slice(2),
    { stdout: quietWhenClosed(process.stdout), stderr: quietWhenClosed(process.stderr) },
    {
      workerScript,
      ...(startedWorkers ? { startedWorkers } : {}),
      partsMinBytes: partsMinBytes(),
      poolMinBytes: poolMinBytes(),
      stderrIsTTY: process.stderr.isTTY === true,
      githubActions: process.env.GITHUB_ACTIONS === 'true',
      ci: inCi(process.env),
    },
  )
}

// The bench's processes: every program it runs is started here, asynchronously and in a process
// group of its own, so that the bench stays able to answer a signal while a case runs and can end
// the whole group (the CLI and the git processes it starts) when it stops. The bench stops on
// SIGINT, SIGTERM and SIGHUP, and when the process that started it is gone (`npm run bench` under
// a timeout that kills npm): its children are killed, its scratch folder removed.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { clearTimeout, setInterval, setTimeout } from 'node:timers'

/** The process groups of the programs running now (each child leads its own). */
const running = new Set()

/** Sends `signal` to every running program's group; returns how many there were. */
export function killRunning(signal = 'SIGTERM') {
  for (const pid of running) {
    try {
      process.kill(-pid, signal)
    } catch {
      // The group is gone already.
    }
  }
  return running.size
}

/**
 * Runs a program to its end: { status, signal, stdout, stderr, timedOut }. `stdio` as spawn's
 * (output that is piped is collected as text, or as a Buffer with `encoding: 'buffer'`), `input`
 * written to its stdin, `timeoutMs` the time after which its group is killed (timedOut: true).
 * A program that cannot be started resolves with status undefined and its error.
 */
export function run(command, args, { env, cwd, stdio = ['ignore', 'pipe', 'pipe'], input, encoding, timeoutMs } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      cwd,
      stdio: input !== undefined ? ['pipe', stdio[1], stdio[2]] : stdio,
      detached: true,
    })
    const out = []
    const err = []
    child.stdout?.on('data', (d) => out.push(d))
    child.stderr?.on('data', (d) => err.push(d))
    if (input !== undefined) child.stdin.end(input)
    let timedOut = false
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true
            try {
              process.kill(-child.pid, 'SIGKILL')
            } catch {
              // Gone meanwhile.
            }
          }, timeoutMs)
    if (child.pid !== undefined) running.add(child.pid)
    const text = (chunks) => (encoding === 'buffer' ? Buffer.concat(chunks) : Buffer.concat(chunks).toString('utf8'))
    child.on('error', (error) => {
      clearTimeout(timer)
      running.delete(child.pid)
      resolve({ status: undefined, signal: undefined, stdout: text(out), stderr: text(err), timedOut, error })
    })
    child.on('close', (status, signal) => {
      clearTimeout(timer)
      running.delete(child.pid)
      resolve({ status, signal, stdout: text(out), stderr: text(err), timedOut })
    })
  })
}

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }

/**
 * Stops the bench on SIGINT, SIGTERM and SIGHUP, and when its parent is gone (checked every
 * `everyMs`): kills the running programs' groups, calls `cleanUp` and exits (128 + the signal's
 * number; 129 for a parent gone, as a hang-up). On any exit the programs still running are killed.
 */
export function stopWithParent(cleanUp, { everyMs = 1000 } = {}) {
  let stopping = false
  const stop = (why, code) => {
    if (stopping) return
    stopping = true
    console.error(`bench: ${why}: stopping`)
    killRunning('SIGKILL')
    cleanUp()
    process.exit(code)
  }
  process.on('exit', () => {
    killRunning('SIGKILL')
    cleanUp()
  })
  for (const [signal, number] of Object.entries(SIGNALS)) process.on(signal, () => stop(signal, 128 + number))
  const started = lineage()
  setInterval(() => {
    if (!sameLineage(started)) stop('the process that started it is gone', 129)
  }, everyMs).unref()
}

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh'])

/** A process's parent and command name from /proc (Linux); undefined elsewhere or when it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))
    return { parent: Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]), name }
  } catch {
    return undefined
  }
}

/**
 * The processes whose end ends the bench, each with its parent: this one, and when its parent is
 * a shell (`npm run bench` runs it through `sh -c`, which stays when npm is killed), that shell.
 */
function lineage() {
  const parent = stat(process.pid)?.parent ?? process.ppid
  const shell = stat(parent)
  return [
    { pid: 'self', parent },
    ...(shell && SHELLS.has(shell.name) ? [{ pid: String(parent), parent: shell.parent }] : []),
  ]
}

/**
 * Whether each process of the lineage still has the parent it started with (an orphan is handed
 * to init or a subreaper; node's process.ppid is read once, as node starts). Without /proc,
 * whether the parent is still there.
 */
function sameLineage(started) {
  if (stat(process.pid) === undefined) {
    try {
      process.kill(started[0].parent, 0)
      return true
    } catch (e) {
      return e.code === 'EPERM'
    }
  }
  return started.every(({ pid, parent }) => stat(pid)?.parent === parent)
}

/**
 * The bench stops (scripts/bench-proc.mjs): on SIGTERM, and when the process that started it is
 * gone, it kills the program it is running, that program's own children too, cleans up and
 * exits. A small program stands in for the bench: it runs, through the bench's `run`, a case
 * that never ends and that starts a child of its own.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from '@jest/globals'
import { run } from '../../scripts/bench-proc.mjs'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'bench-proc-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

// A case that never ends: it starts a child that never ends either, writes both ids and idles.
const endless = join(scratch, 'endless.mjs')
writeFileSync(
  endless,
  `import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
writeFileSync(process.argv[2], process.pid + ' ' + child.pid)
setInterval(() => {}, 1000)
`,
)
// The bench's stand-in: stops as the bench does, runs the endless case.
const bench = join(scratch, 'bench.mjs')
writeFileSync(
  bench,
  `import { writeFileSync } from 'node:fs'
import { run, stopWithParent } from ${JSON.stringify(pathToFileURL(join(repo, 'scripts/bench-proc.mjs')).href)}
const [pids, cleaned] = process.argv.slice(2)
stopWithParent(() => writeFileSync(cleaned, 'yes'), { everyMs: 100 })
await run(process.execPath, [${JSON.stringify(endless)}, pids])
`,
)

/** Whether a process runs (a zombie, which no one reaped yet, does not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
}

async function until(what: () => boolean, seconds = 30): Promise<boolean> {
  for (let i = 0; i < seconds * 20 && !what(); i++) await new Promise((r) => setTimeout(r, 50))
  return what()
}

/** The endless case's ids, once it has written them. */
async function casePids(file: string): Promise<number[]> {
  expect(await until(() => existsSync(file) && readFileSync(file, 'utf8').includes(' '))).toBe(true)
  return readFileSync(file, 'utf8').split(' ').map(Number)
}

describe('the bench stops', () => {
  it('on SIGTERM: the running case and its child are killed, the scratch cleaned, exit 143', async () => {
    const pids = join(scratch, 'term-pids')
    const cleaned = join(scratch, 'term-cleaned')
    const b = spawn(process.execPath, [bench, pids, cleaned], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    b.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((r) => b.on('exit', (code) => r(code)))
    const [casePid, childPid] = await casePids(pids)
    b.kill('SIGTERM')
    expect(await exited).toBe(143)
    expect(stderr).toContain('bench: SIGTERM: stopping')
    expect(readFileSync(cleaned, 'utf8')).toBe('yes')
    expect(await until(() => !running(casePid) && !running(childPid))).toBe(true)
  }, 60_000)

  it.each([
    ['the process that started it', 'direct'],
    ['npm, which started it through a shell that stays', 'shell'],
  ])(
    'when %s is killed: the bench, its case and the case’s child end',
    async (_, how) => {
      const pids = join(scratch, `${how}-pids`)
      const cleaned = join(scratch, `${how}-cleaned`)
      const shell = join(scratch, `${how}-shell-pid`)
      // A parent that starts the bench (itself, or through \`sh -c\` as npm does) and is then killed
      // (as npm under a timeout); the shell, waiting for the bench, stays.
      const command =
        how === 'shell'
          ? [
              'sh',
              ['-c', 'echo $$ > "$0"; "$1" "$2" "$3" "$4"; exit $?', shell, process.execPath, bench, pids, cleaned],
            ]
          : [process.execPath, [bench, pids, cleaned]]
      const parent = spawn(
        process.execPath,
        [
          '-e',
          `require('node:child_process').spawn(...JSON.parse(process.argv[1]), { stdio: 'ignore' })
setInterval(() => {}, 1000)`,
          JSON.stringify(command),
        ],
        { stdio: 'ignore' },
      )
      const [casePid, childPid] = await casePids(pids)
      const benchPid = Number(readFileSync(`/proc/${casePid}/stat`, 'utf8').split(') ')[1].split(' ')[1])
      expect(running(benchPid)).toBe(true)
      parent.kill('SIGKILL')
      expect(await until(() => !running(benchPid) && !running(casePid) && !running(childPid))).toBe(true)
      expect(readFileSync(cleaned, 'utf8')).toBe('yes')
      if (how === 'shell') expect(await until(() => !running(Number(readFileSync(shell, 'utf8'))))).toBe(true)
    },
    60_000,
  )

  it('run: a program past its time is killed with its group, and says so', async () => {
    const pids = join(scratch, 'timeout-pids')
    const r = await run(process.execPath, [endless, pids], { timeoutMs: 5000 })
    expect(r.timedOut).toBe(true)
    expect(r.signal).toBe('SIGKILL')
    const [, childPid] = readFileSync(pids, 'utf8').split(' ').map(Number)
    expect(await until(() => !running(childPid))).toBe(true)
  }, 60_000)
})

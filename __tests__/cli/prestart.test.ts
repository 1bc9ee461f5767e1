import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FLAGS, LOOK_MAX_ENTRIES, partWorkersToStart, workersToStart } from '../../src/cli/prestart.js'
import { OPTIONS } from '../../src/cli/args.js'
import { POOL_MIN_BYTES } from '../../src/gate/threads.js'

/** What a pool is started for, in these tests (the default, POOL_MIN_BYTES, is far larger). */
const MIN = 1 << 20

let dir: string
/** Two trace files, each in a folder of its own, each as large as what a pool is started for. */
let big: string
/** Two small trace files. */
let few: string
/** More names than are worth counting, all small. */
let crowd: string
let small: string
let large: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-prestart-'))
  big = join(dir, 'big')
  few = join(dir, 'few')
  crowd = join(dir, 'crowd')
  for (const d of [big, few, crowd]) mkdirSync(d)
  for (const k of ['a', 'b']) {
    mkdirSync(join(big, k))
    writeFileSync(join(big, k, 'session.jsonl'), 'x'.repeat(MIN))
    writeFileSync(join(few, `${k}.jsonl`), '{"event": "decision"}\n')
  }
  // A large file whose name is no trace file's: not counted.
  writeFileSync(join(few, 'notes.txt'), 'x'.repeat(MIN))
  for (let i = 0; i <= LOOK_MAX_ENTRIES; i++) writeFileSync(join(crowd, `${i}.json`), '{}')
  small = join(few, 'a.jsonl')
  large = join(big, 'a', 'session.jsonl')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the workers the CLI starts as it starts', () => {
  it('are started under the default only for as much as POOL_MIN_BYTES: far more than the small files here', () => {
    expect(workersToStart(['diagnose', big], 4)).toBe(0)
    // Files whose sizes add up to it (sparse: nothing written but their length).
    const large = join(dir, 'large')
    mkdirSync(large)
    for (const k of ['a', 'b']) {
      const path = join(large, `${k}.jsonl`)
      writeFileSync(path, '')
      truncateSync(path, POOL_MIN_BYTES / 2)
    }
    expect(workersToStart(['diagnose', large], 4)).toBe(3)
  })

  it('are one fewer than the cores for a diagnose of folders or globs that hold enough to read', () => {
    expect(workersToStart(['diagnose', big], 4, MIN)).toBe(3)
    expect(workersToStart(['diagnose', '--json', '--preset', 'agents', big], 2, MIN)).toBe(1)
    expect(workersToStart(['diagnose', `${big}/**/*.jsonl`], 2, MIN)).toBe(1)
    // Too many files to count: taken to be enough.
    expect(workersToStart(['diagnose', crowd], 2, MIN)).toBe(1)
    // What two folders hold together.
    expect(workersToStart(['diagnose', few, join(big, 'a')], 2, MIN)).toBe(1)
  })

  it('are none for a little work: a folder of small traces, one file, small files', () => {
    expect(workersToStart(['diagnose', few], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', `${few}/*.jsonl`], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', join(big, 'a')], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', small], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', large], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', small, small], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', join(dir, 'missing.jsonl'), small], 4, MIN)).toBe(0)
  })

  it('are started for files named one by one when they add up to what a pool reads', () => {
    expect(workersToStart(['diagnose', small, large, '--json'], 4, MIN)).toBe(3)
  })

  it('are none on one core, for another command, for help or the version, or with one worker asked for', () => {
    expect(workersToStart(['diagnose', big], 1, MIN)).toBe(0)
    expect(workersToStart(['merge', big], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', big, '--help'], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', '-h', big], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', big, '--workers', '1'], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', big, '--workers=1'], 4, MIN)).toBe(0)
    // A command not first is a usage error: nothing to start.
    expect(workersToStart(['--json', 'diagnose', big], 4, MIN)).toBe(0)
  })

  it("count no option's value as a file, and every argument after -- as one", () => {
    // A report written before, as large as a pool's work, is no trace.
    expect(workersToStart(['diagnose', '--out', large, small], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', `--out=${large}`, small], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', '--baseline', large, '--json', small], 4, MIN)).toBe(0)
    expect(workersToStart(['diagnose', '--json', small, large], 4, MIN)).toBe(3)
    expect(workersToStart(['diagnose', '--json', '--', large, small], 4, MIN)).toBe(3)
  })

  it('know which options take no value', () => {
    const flags = Object.entries(OPTIONS)
      .filter(([, spec]) => spec.type === 'boolean')
      .map(([name]) => name)
    expect([...FLAGS].sort()).toEqual(flags.sort())
  })

  it('follow --workers up to the cores', () => {
    expect(workersToStart(['diagnose', big, '--workers', '2'], 4, MIN)).toBe(1)
    expect(workersToStart(['diagnose', big, '--workers=8'], 4, MIN)).toBe(3)
  })
})

describe('the part workers the CLI starts as it starts', () => {
  it('are one (for the later part) for one file of flat events at least as large as a file read in parts', () => {
    const flat = join(dir, 'flat.jsonl')
    writeFileSync(flat, '{"event": "tool_call", "tool": "a"}\n' + 'x'.repeat(100))
    expect(partWorkersToStart(['diagnose', flat], 2, 50)).toBe(1)
    expect(partWorkersToStart(['diagnose', '--out', 'r.json', flat], 4, 50)).toBe(1)
    expect(partWorkersToStart(['diagnose', '--format', 'critiqor', flat], 2, 50)).toBe(1)
  })

  it('are none for a small file, one core, several files, another format, a first line of no flat event, or help', () => {
    const flat = join(dir, 'flat2.jsonl')
    writeFileSync(flat, '{"event": "tool_call"}\n' + 'x'.repeat(100))
    const other = join(dir, 'transcript.jsonl')
    writeFileSync(other, '{"type": "user", "sessionId": "s"}\n' + 'x'.repeat(100))
    const oneLine = join(dir, 'one-line.json')
    writeFileSync(oneLine, '{"event": "tool_call"' + ' '.repeat(200) + '}')
    expect(partWorkersToStart(['diagnose', flat], 2, 1_000_000)).toBe(0)
    expect(partWorkersToStart(['diagnose', flat], 1, 50)).toBe(0)
    expect(partWorkersToStart(['diagnose', flat, small], 2, 10)).toBe(0)
    expect(partWorkersToStart(['diagnose', '--format', 'claude-code', flat], 2, 50)).toBe(0)
    expect(partWorkersToStart(['diagnose', other], 2, 50)).toBe(0)
    expect(partWorkersToStart(['diagnose', oneLine], 2, 50)).toBe(0)
    expect(partWorkersToStart(['diagnose', '--help', flat], 2, 50)).toBe(0)
    expect(partWorkersToStart(['merge', flat], 2, 50)).toBe(0)
    expect(partWorkersToStart(['diagnose', join(dir, 'missing.jsonl')], 2, 50)).toBe(0)
  })
})

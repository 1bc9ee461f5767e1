/**
 * A folder as a new user has it: a trace in `.agent/` (the README's own example path), the
 * project's package.json and tsconfig.json, node_modules and .git. `diagnose .` reads the trace,
 * names the project files as not read, says in one line which folders it skipped, and never
 * suggests `--format` for a file that is plainly no trace.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'
import { projectFileWhat } from '../../src/trace/project-files.js'

let dir: string
const cwd = process.cwd()
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-project-'))
  mkdirSync(join(dir, '.agent'))
  mkdirSync(join(dir, 'node_modules/x'), { recursive: true })
  mkdirSync(join(dir, '.git'))
  copyFileSync('examples/clean.jsonl', join(dir, '.agent/run.jsonl'))
  copyFileSync('examples/tool-loop.jsonl', join(dir, 'node_modules/x/y.jsonl'))
  writeFileSync(join(dir, 'package.json'), '{"name":"x","version":"1.0.0","scripts":{}}\n')
  writeFileSync(join(dir, 'tsconfig.json'), '{"compilerOptions":{}}\n')
  writeFileSync(join(dir, 'package-lock.json'), '{"name":"x","lockfileVersion":3}\n')
  writeFileSync(join(dir, '.git/config.json'), '{}\n')
  process.chdir(dir)
})
afterAll(() => {
  process.chdir(cwd)
  rmSync(dir, { recursive: true, force: true })
})

describe('diagnose . in a project', () => {
  it('reads the trace in .agent/, names the project files, says what it skipped', async () => {
    const r = await cli('diagnose', '.', '--json')
    expect(r.code).toBe(0)
    const report = JSON.parse(r.stdout) as {
      sessions: { source: string }[]
      not_read: { file: string; what: string }[]
    }
    expect(report.sessions.map((s) => s.source)).toEqual(['.agent/run.jsonl'])
    expect(report.not_read).toEqual([
      { file: 'package-lock.json', what: "npm's lock file, not a trace" },
      { file: 'package.json', what: "npm's package manifest, not a trace" },
      { file: 'tsconfig.json', what: "TypeScript's configuration, not a trace" },
    ])
    expect(r.stderr).toContain(
      'note: skipped 2 folders of version control, dependencies or caches (.git, node_modules); name one to read it',
    )
    expect(r.stderr).not.toContain('--format')
  })

  it.each(['package.json', 'tsconfig.json', 'package-lock.json'])(
    'refuses %s named on its own as what it is, suggesting no --format',
    async (file) => {
      const r = await cli('diagnose', file)
      expect(r.code).toBe(2)
      expect(r.stderr).toContain(
        `${file}:1: expected an agent's trace, found ${projectFileWhat(file)}, which is no trace`,
      )
      expect(r.stderr).not.toContain('--format')
    },
  )

  it('still suggests --format for JSON that could be a trace of a format it does not know', async () => {
    writeFileSync('custom.json', '{"steps":[{"kind":"call"}]}\n')
    const r = await cli('diagnose', 'custom.json')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--format')
  })
})

describe('a file over --max-bytes', () => {
  it('is refused naming the option of the CLI and the input of the action', async () => {
    const r = await cli('diagnose', '--max-bytes', '10', '.agent/run.jsonl')
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/\.agent\/run\.jsonl: expected a file of at most 10 bytes, found \d+ bytes/)
    expect(r.stderr).toContain("the CLI's --max-bytes, the action's max-bytes input")
  })
})

describe('--since on a trace with no timestamps', () => {
  it('says the stale check cannot apply to it, rather than passing it in silence', async () => {
    const file = join(cwd, '__fixtures__/traces/claude-stream/max-turns.jsonl')
    const r = await cli('diagnose', '--since', '2020-01-01', file)
    expect(r.stderr).toContain('note: 1 session has no timestamps (claude-stream: ')
    expect(r.stderr).toContain('so the stale check (--since 2020-01-01T00:00:00Z) cannot apply to it')
    // A trace that has them is checked, and says nothing of the kind.
    const timed = await cli(
      'diagnose',
      '--since',
      '2020-01-01',
      join(cwd, '__fixtures__/traces/claude-code/api-errors.jsonl'),
    )
    expect(timed.stderr).not.toContain('no timestamps')
  })
})

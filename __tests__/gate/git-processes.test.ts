/**
 * Whether trace files are committed costs at most one git process per work tree, none per folder
 * (src/gate/integrity.ts): the work tree of each folder is found by looking for `.git` going up.
 * A `git` first on PATH logs each run and hands it to the real one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { sharedFolder, trackedFiles, WorkTrees } from '../../src/gate/integrity.js'

const BUNDLE = resolve('dist/cli/index.js')
let dir: string
let log: string
beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'git-count-')))
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  mkdirSync(join(dir, 'bin'))
  log = join(dir, 'git.log')
  writeFileSync(join(dir, 'bin', 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${realGit}' "$@"\n`)
  chmodSync(join(dir, 'bin', 'git'), 0o755)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const g = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe' })

const transcript = (id: string) =>
  [
    {
      type: 'user',
      uuid: 'u1',
      parentUuid: null,
      sessionId: id,
      timestamp: '2026-01-05T10:00:00Z',
      message: { role: 'user', content: 'hi' },
    },
    {
      type: 'assistant',
      uuid: 'a1',
      parentUuid: 'u1',
      sessionId: id,
      timestamp: '2026-01-05T10:00:05Z',
      message: { role: 'assistant', content: [{ type: 'text', text: 'done' }], stop_reason: 'end_turn' },
    },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n') + '\n'

/** 50 session folders under `root`, one transcript each; their paths. */
function sessions(root: string): string[] {
  const out: string[] = []
  for (let i = 0; i < 50; i++) {
    const p = join(root, `session-${String(i).padStart(2, '0')}`, 'transcript.jsonl')
    mkdirSync(join(p, '..'), { recursive: true })
    writeFileSync(p, transcript(`s-${i}`))
    out.push(p)
  }
  return out
}

/**
 * The bundled CLI in CI (so that committed traces are looked for) on `paths`, with the logging
 * git first on PATH (a child process: jest's process.env is not the one child processes get).
 */
function diagnose(...paths: string[]): { code: number | null; sessions: Session[]; runs: string[] } {
  writeFileSync(log, '')
  const r = spawnSync(process.execPath, [BUNDLE, 'diagnose', '--json', '--workers', '1', ...paths], {
    encoding: 'utf8',
    env: { PATH: `${join(dir, 'bin')}${delimiter}${process.env.PATH ?? ''}`, CI: 'true' },
  })
  const sessions = r.status === 0 ? (JSON.parse(r.stdout) as { sessions: Session[] }).sessions : []
  return { code: r.status, sessions, runs: readFileSync(log, 'utf8').split('\n').filter(Boolean) }
}
interface Session {
  source: string
  integrity: { kind: string }[]
}
const committed = (sessions: Session[]) =>
  sessions.filter((s) => s.integrity.some((f) => f.kind === 'committed')).map((s) => s.source)

describe('git processes', () => {
  it('50 session folders inside one repository: one git process', async () => {
    const repo = join(dir, 'repo')
    mkdirSync(repo)
    g(repo, 'init', '-q')
    const files = sessions(join(repo, 'runs'))
    g(repo, 'add', 'runs/session-00', 'runs/session-07')
    g(repo, 'commit', '-q', '-m', 'two sessions')
    expect([...(await trackedFiles(files))].sort()).toEqual([files[0], files[7]])
    const r = diagnose(join(repo, 'runs'))
    expect(r.code).toBe(0)
    expect(r.sessions).toHaveLength(50)
    expect(committed(r.sessions)).toEqual([files[0], files[7]])
    expect(r.runs).toEqual(['--literal-pathspecs ls-files -z --full-name -- runs'])
  })

  it('50 session folders outside any repository: no git process', async () => {
    const outside = join(dir, 'outside')
    mkdirSync(outside)
    const files = sessions(outside)
    // Only where the temporary folder is itself outside any work tree (as it is on a usual machine).
    if (new WorkTrees().of(outside) !== undefined) {
      console.log(`${outside} lies in a git work tree: the no-repository case was not checked`)
      return
    }
    expect([...(await trackedFiles(files))]).toEqual([])
    const r = diagnose(outside)
    expect([r.code, r.sessions.length, committed(r.sessions)]).toEqual([0, 50, []])
    expect(r.runs).toEqual([])
  })

  it('a linked worktree (its .git a file) and a repository nested in another are work trees of their own', async () => {
    const main = join(dir, 'main')
    mkdirSync(join(main, 'traces'), { recursive: true })
    g(main, 'init', '-q')
    writeFileSync(join(main, 'traces', 'a.jsonl'), transcript('s-a'))
    g(main, 'add', '.')
    g(main, 'commit', '-q', '-m', 'a')
    const linked = join(dir, 'linked')
    g(main, 'worktree', 'add', '-q', linked)
    expect(existsSync(join(linked, '.git'))).toBe(true)
    const nested = join(main, 'vendor', 'other')
    mkdirSync(join(nested, 'traces'), { recursive: true })
    g(nested, 'init', '-q')
    writeFileSync(join(nested, 'traces', 'b.jsonl'), transcript('s-b'))
    g(nested, 'add', '.')
    g(nested, 'commit', '-q', '-m', 'b')
    // A folder named .git without HEAD is not a repository: git, and the walk, go on up.
    mkdirSync(join(main, 'odd', '.git'), { recursive: true })
    writeFileSync(join(main, 'odd', 'c.jsonl'), transcript('s-c'))
    const files = [
      join(main, 'traces', 'a.jsonl'),
      join(linked, 'traces', 'a.jsonl'),
      join(nested, 'traces', 'b.jsonl'),
      join(main, 'odd', 'c.jsonl'),
      join(main, 'traces', 'untracked.jsonl'),
    ]
    writeFileSync(files[4], transcript('s-u'))
    expect([...(await trackedFiles(files))].sort()).toEqual([files[0], files[1], files[2]].sort())
    const r = diagnose(...files)
    expect(committed(r.sessions).sort()).toEqual([files[0], files[1], files[2]].sort())
    expect(r.runs).toHaveLength(3)
    const trees = new WorkTrees()
    expect([linked, nested, main].map((d) => trees.of(join(d, 'traces')) ?? trees.of(d))).toEqual([
      linked,
      nested,
      main,
    ])
    expect(trees.of(join(main, 'odd'))).toBe(main)
  })

  it('sharedFolder: the folder every path lies in', () => {
    expect(sharedFolder(['a/b/x.jsonl', 'a/b/c/y.jsonl'])).toBe('a/b')
    expect(sharedFolder(['a/x.jsonl', 'b/y.jsonl'])).toBe('')
    expect(sharedFolder(['x.jsonl'])).toBe('')
    expect(sharedFolder(['ab/x.jsonl', 'a/y.jsonl'])).toBe('')
    expect(sharedFolder(['a/b/x.jsonl', 'a/b'])).toBe('a')
  })
})

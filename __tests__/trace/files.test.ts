import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { displayPath } from '../../src/action/files.js'
import { expandArgs, expandPath, expandPaths, findTraceFiles, skippedLine } from '../../src/trace/files.js'
import { TraceError } from '../../src/trace/read.js'
import { keepListing, listFolder } from '../../src/trace/listings.js'

let root: string
let ws: string
let outside: string

/** A workspace with trace files, a hidden folder, an empty one, and links in and out. */
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'atg-files-'))
  ws = join(root, 'ws')
  outside = join(root, 'outside')
  for (const d of ['traces/sub', 'traces/.hidden', 'traces/empty', 'traces/node_modules', 'other'])
    mkdirSync(join(ws, d), { recursive: true })
  mkdirSync(outside)
  for (const f of [
    'traces/b.jsonl',
    'traces/a.jsonl',
    'traces/sub/c.json',
    'traces/notes.txt',
    'traces/.hidden/d.jsonl',
    'traces/node_modules/m.jsonl',
    'other/e.ndjson',
  ]) {
    writeFileSync(join(ws, f), '{"event":"tool_call"}\n')
  }
  writeFileSync(join(outside, 'secret.jsonl'), '{"event":"tool_call"}\n')
  symlinkSync(join(outside, 'secret.jsonl'), join(ws, 'traces/link.jsonl'))
  symlinkSync(join(ws, 'traces/a.jsonl'), join(ws, 'traces/inside-link.jsonl'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('findTraceFiles (the action)', () => {
  const rel = (files: string[]) => files.map((f) => displayPath(f, ws))

  it('matches globs relative to the workspace, sorted, each file once', async () => {
    const r = await findTraceFiles(['traces/*.jsonl', 'traces/a.jsonl'], ws)
    expect(rel(r.files)).toEqual(['traces/a.jsonl', 'traces/b.jsonl', 'traces/inside-link.jsonl'])
  })

  it('skips a symbolic link to a file outside the workspace', async () => {
    const r = await findTraceFiles(['traces/*.jsonl'], ws)
    expect(r.skipped).toEqual([
      { path: join(ws, 'traces/link.jsonl'), why: 'it is a symbolic link to a file outside the workspace' },
    ])
  })

  it('takes a directory as the trace files under it, in dot folders too, but for node_modules', async () => {
    const r = await findTraceFiles(['traces'], ws)
    expect(rel(r.files)).toEqual(['traces/.hidden/d.jsonl', 'traces/a.jsonl', 'traces/b.jsonl', 'traces/sub/c.json'])
    expect(rel(r.skippedFolders)).toEqual(['traces/node_modules'])
  })

  it('excludes with !', async () => {
    const r = await findTraceFiles(['traces/**/*.json*', '!traces/sub/**', '!traces/node_modules/*'], ws)
    expect(rel(r.files)).toEqual([
      'traces/.hidden/d.jsonl',
      'traces/a.jsonl',
      'traces/b.jsonl',
      'traces/inside-link.jsonl',
    ])
  })

  it('takes an absolute glob outside the workspace as it is', async () => {
    const r = await findTraceFiles([join(outside, '*.jsonl')], ws)
    expect(r.files).toEqual([join(outside, 'secret.jsonl')])
  })

  it('finds nothing without failing', async () => {
    expect((await findTraceFiles(['nothing/*.jsonl'], ws)).files).toEqual([])
  })

  it('reports a bad glob in words', async () => {
    await expect(findTraceFiles(['../x/*.jsonl'], ws)).rejects.toThrow(TraceError)
    await expect(findTraceFiles(['../x/*.jsonl'], ws)).rejects.toThrow(
      /^sessions: expected globs of trace files, found a bad one/,
    )
    await expect(
      findTraceFiles(['traces/../../outside/*.jsonl'], ws, { name: 'reports', files: 'report files' }),
    ).rejects.toThrow(/^reports: expected globs of report files, found a bad one: "traces\/\.\.\/\.\.\/outside/)
  })

  it.each([
    ['traces/a.jsonl', ['traces/a.jsonl']],
    ['./traces/a.jsonl', ['traces/a.jsonl']],
    ['  traces/a.jsonl  ', ['traces/a.jsonl']],
    ['# traces/a.jsonl', []],
    ['.', ['other/e.ndjson', 'traces/.hidden/d.jsonl', 'traces/a.jsonl', 'traces/b.jsonl', 'traces/sub/c.json']],
  ])('takes %j relative to the workspace', async (pattern, expected) => {
    expect(rel((await findTraceFiles([pattern], ws)).files)).toEqual(expected)
  })

  it('expands braces, as the sessions input promises', async () => {
    const r = await findTraceFiles(['traces/{a,sub/c}.json*'], ws)
    expect(rel(r.files)).toEqual(['traces/a.jsonl', 'traces/sub/c.json'])
  })

  it('lets the last line that matches a path decide', async () => {
    const r = await findTraceFiles(['traces/*.jsonl', '!traces/*.jsonl', 'traces/b.jsonl'], ws)
    expect(rel(r.files)).toEqual(['traces/b.jsonl'])
    const twice = await findTraceFiles(['traces/*.jsonl', '!!traces/a.jsonl', '!./traces/b.jsonl'], ws)
    expect(rel(twice.files)).toEqual(['traces/a.jsonl', 'traces/inside-link.jsonl'])
  })

  it('takes a directory a glob matches as the trace files under it, and matches hidden names', async () => {
    const r = await findTraceFiles(['traces/*', '!traces/*.jsonl', '!traces/notes.txt'], ws)
    expect(rel(r.files)).toEqual(['traces/.hidden/d.jsonl', 'traces/sub/c.json'])
    // node_modules is skipped by the walk, and said to be; named on its own it is read.
    expect(rel(r.skippedFolders)).toEqual(['traces/node_modules'])
    expect(rel((await findTraceFiles(['traces/node_modules'], ws)).files)).toEqual(['traces/node_modules/m.jsonl'])
  })

  it('takes ~/ as the home directory', async () => {
    const home = join(ws, 'other')
    expect((await findTraceFiles(['~/*.ndjson'], ws, undefined, home)).files).toEqual([join(home, 'e.ndjson')])
    expect((await findTraceFiles(['~'], ws, undefined, home)).files).toEqual([join(home, 'e.ndjson')])
  })

  it('takes glob characters in the workspace path literally', async () => {
    const odd = join(root, 'w[1]*?')
    mkdirSync(join(odd, 'traces'), { recursive: true })
    writeFileSync(join(odd, 'traces/x.jsonl'), '{}\n')
    writeFileSync(join(root, 'w1.jsonl'), '{}\n')
    expect((await findTraceFiles(['traces/*.jsonl', '*.jsonl'], odd)).files).toEqual([join(odd, 'traces/x.jsonl')])
    expect((await findTraceFiles(['.'], odd)).files).toEqual([join(odd, 'traces/x.jsonl')])
  })
})

describe('expandPath and expandPaths (the CLI)', () => {
  const fromCwd = (p: string) => relative('.', join(ws, p))

  it('takes a file as it is spelled', async () => {
    expect(await expandPath(join(ws, 'traces/notes.txt'))).toEqual([join(ws, 'traces/notes.txt')])
    expect(await expandPath(`./${fromCwd('traces/a.jsonl')}`)).toEqual([`./${fromCwd('traces/a.jsonl')}`])
  })

  it('takes a directory as the trace files under it, sorted, in dot folders too, leaving out node_modules and links', async () => {
    expect(await expandPath(join(ws, 'traces'))).toEqual(
      ['traces/.hidden/d.jsonl', 'traces/a.jsonl', 'traces/b.jsonl', 'traces/sub/c.json'].map((f) => join(ws, f)),
    )
    expect((await expandArgs([join(ws, 'traces')])).skipped).toEqual([join(ws, 'traces/node_modules')])
  })

  it('takes a glob, relative or absolute, sorted, matching hidden names, with no node_modules or links', async () => {
    expect(await expandPath(join(ws, 'traces/**/*.json*'))).toEqual(
      ['traces/.hidden/d.jsonl', 'traces/a.jsonl', 'traces/b.jsonl', 'traces/sub/c.json'].map((f) => join(ws, f)),
    )
    expect(await expandPath(fromCwd('traces/*.jsonl'))).toEqual([fromCwd('traces/a.jsonl'), fromCwd('traces/b.jsonl')])
  })

  it('keeps the order of the arguments, each file once', async () => {
    const a = join(ws, 'traces/a.jsonl')
    expect(await expandPaths([join(ws, 'other'), a, join(ws, 'traces/*.jsonl')])).toEqual([
      join(ws, 'other/e.ndjson'),
      a,
      join(ws, 'traces/b.jsonl'),
    ])
  })

  it.each([
    ['missing.jsonl', 'missing.jsonl: no such file or directory'],
    ['traces/empty', 'expected trace files (.json, .jsonl, .ndjson, .traj) in this directory, found none'],
    ['traces/none-*.jsonl', 'the pattern matched no files'],
  ])('says what %s names: nothing', async (arg, message) => {
    await expect(expandPath(join(ws, arg))).rejects.toThrow(TraceError)
    await expect(expandPath(join(ws, arg))).rejects.toThrow(message)
  })
})

describe('the CLI and the action find the same files in the same folder', () => {
  let dir: string
  beforeAll(() => {
    dir = join(root, 'same')
    for (const f of [
      'a.jsonl',
      '.agent/run.jsonl',
      '.claude/projects/p/s.jsonl',
      'sub/b.json',
      'package.json',
      'node_modules/x/y.jsonl',
      '.git/objects/z.json',
      'sub/.venv/lib/v.json',
    ]) {
      mkdirSync(join(dir, f, '..'), { recursive: true })
      writeFileSync(join(dir, f), '{}\n')
    }
  })
  const expected = ['.agent/run.jsonl', '.claude/projects/p/s.jsonl', 'a.jsonl', 'package.json', 'sub/b.json']
  const skipped = ['.git', 'node_modules', 'sub/.venv']
  const rel = (files: readonly string[]) => files.map((f) => relative(dir, f)).sort()

  it.each([['.'], ['**/*.json*'], ['**/*.jsonl', '**/*.json']])('%s', async (...globs) => {
    const action = await findTraceFiles(globs, dir)
    expect(rel(action.files)).toEqual(expected)
    expect(rel(action.skippedFolders)).toEqual(skipped)
    const args = globs.map((g) => (g === '.' ? dir : join(dir, g)))
    const cli = await expandArgs(args)
    expect(rel(cli.files)).toEqual(expected)
    expect(rel(cli.skipped)).toEqual(skipped)
  })

  it('says in one line what was skipped', () => {
    expect(skippedLine(new Set(['x/node_modules', '.git', 'y/node_modules']))).toBe(
      'skipped 3 folders of version control, dependencies or caches (.git, node_modules); name one to read it',
    )
    expect(skippedLine(new Set())).toBeUndefined()
  })
})

const companions = mkdtempSync(join(tmpdir(), 'files-'))
afterAll(() => rmSync(companions, { recursive: true, force: true }))

function touch(path: string): void {
  mkdirSync(join(companions, path, '..'), { recursive: true })
  writeFileSync(join(companions, path), '{}\n')
}

describe('a folder listed once', () => {
  it("takes the listing the CLI's first look kept for a folder, once, then lists it anew", async () => {
    const dir = join(root, 'listed')
    mkdirSync(dir)
    writeFileSync(join(dir, 'a.jsonl'), '{"event":"tool_call"}\n')
    keepListing(dir, readdirSync(dir, { withFileTypes: true }))
    // Written after the listing was kept: the walk that takes it does not see the file.
    writeFileSync(join(dir, 'b.jsonl'), '{"event":"tool_call"}\n')
    expect(await expandPath(dir)).toEqual([join(dir, 'a.jsonl')])
    expect(await expandPath(dir)).toEqual([join(dir, 'a.jsonl'), join(dir, 'b.jsonl')])
    expect(
      listFolder(dir)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['a.jsonl', 'b.jsonl'])
  })
})

describe('trace files under a directory', () => {
  const files = [
    'run/trajs/a__b-1.traj',
    'run/trajs/a__b-1/a__b-1.traj.json',
    'run/results/results.json',
    'run/logs/a__b-1/report.json',
    'run/logs/run.log',
    'run/exit_statuses_1.yaml',
    'run/preds.json',
    'task/ui_messages.json',
    'task/api_conversation_history.json',
    'task/task_metadata.json',
    'notes.txt',
  ]
  const rel = (found: string[]) => found.map((f) => relative(companions, f).split('\\').join('/'))
  beforeAll(() => files.forEach(touch))

  it('takes every trace file, the files beside traces among them: none is skipped in silence', async () => {
    expect(rel(await expandPath(companions))).toEqual([
      'run/logs/a__b-1/report.json',
      'run/preds.json',
      'run/results/results.json',
      'run/trajs/a__b-1.traj',
      'run/trajs/a__b-1/a__b-1.traj.json',
      'task/api_conversation_history.json',
      'task/task_metadata.json',
      'task/ui_messages.json',
    ])
  })

  it('takes logs and YAML too where traces are looked for, and says what a walk or a glob found', async () => {
    const preds = join(companions, 'run/preds.json')
    const r = await expandArgs([preds, join(companions, 'run')], { companions: true })
    expect(rel(r.files)).toEqual([
      'run/preds.json',
      'run/exit_statuses_1.yaml',
      'run/logs/a__b-1/report.json',
      'run/logs/run.log',
      'run/results/results.json',
      'run/trajs/a__b-1.traj',
      'run/trajs/a__b-1/a__b-1.traj.json',
    ])
    // The file named on its own is no file found: it is read as a trace, whatever its name.
    expect(r.found).toEqual(r.files.slice(1))
    const after = await expandArgs([join(companions, 'run'), preds], { companions: true })
    expect(after.found).toEqual(after.files.filter((f) => f !== preds))
  })

  it('reads the trace files under the directories a glob matches', async () => {
    const r = await expandArgs([join(companions, 'run/tr*')])
    expect(rel(r.files)).toEqual(['run/trajs/a__b-1.traj', 'run/trajs/a__b-1/a__b-1.traj.json'])
    expect(r.found).toEqual(r.files)
  })

  it('says which files the action found by a walk or a glob, and which a line named', async () => {
    const lines = ['run/preds.json', 'run/logs', 'task/*.json']
    const r = await findTraceFiles(lines, companions, undefined, undefined, { companions: true })
    expect(rel(r.files)).toEqual([
      'run/logs/a__b-1/report.json',
      'run/logs/run.log',
      'run/preds.json',
      'task/api_conversation_history.json',
      'task/task_metadata.json',
      'task/ui_messages.json',
    ])
    expect(rel(r.found)).toEqual(rel(r.files).filter((f) => f !== 'run/preds.json'))
    expect(rel((await findTraceFiles(['run/logs'], companions)).files)).toEqual(['run/logs/a__b-1/report.json'])
  })

  it('still reads a companion file named on its own', async () => {
    expect(await expandPath(join(companions, 'run/preds.json'))).toEqual([join(companions, 'run/preds.json')])
  })
})

describe('OpenHands V1 conversation folders', () => {
  const base = mkdtempSync(join(tmpdir(), 'atg-conversations-'))
  const conversation = (id: string, events: number, state = true) => {
    const dir = join(base, 'conversations', id)
    mkdirSync(join(dir, 'events'), { recursive: true })
    for (let i = 0; i < events; i++)
      writeFileSync(
        join(dir, 'events', `event-${String(i).padStart(5, '0')}-${i}.json`),
        JSON.stringify({ kind: 'MessageEvent', id: `${id}-${i}`, source: 'user', llm_message: { role: 'user' } }),
      )
    writeFileSync(join(dir, 'events', '.eventlog.lock'), '')
    if (state)
      writeFileSync(join(dir, 'base_state.json'), JSON.stringify({ id, agent: {}, execution_status: 'finished' }))
    return dir
  }
  const a = conversation('aaaa', 3)
  const b = conversation('bbbb', 2, false)
  writeFileSync(join(base, 'conversations', 'other.jsonl'), '{"event":"tool_call"}\n')
  afterAll(() => rmSync(base, { recursive: true, force: true }))

  it('gives each conversation of a folder as one trace, in the place of its first file', async () => {
    expect(await expandPaths([join(base, 'conversations')])).toEqual([a, b, join(base, 'conversations', 'other.jsonl')])
  })

  it('gives the conversation for the folder itself and for its events/ folder', async () => {
    expect(await expandPaths([a])).toEqual([a])
    expect(await expandPaths([join(a, 'events')])).toEqual([a])
    expect(await expandPaths([join(a, 'events', 'event-00001-1.json')])).toEqual([a])
    expect(await expandPaths([join(a, 'base_state.json')])).toEqual([a])
    const found = await findTraceFiles(['conversations'], base)
    expect(found.files).toEqual([a, b, join(base, 'conversations', 'other.jsonl')])
  })
})

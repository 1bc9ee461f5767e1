import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anchorGlob, displayPath, findTraceFiles, globEscape, reportPathFor } from '../../src/action/files.js'
import { TraceError } from '../../src/trace/read.js'

describe('anchorGlob', () => {
  it.each([
    ['traces/*.jsonl', '/ws/traces/*.jsonl'],
    ['./traces/*.jsonl', '/ws/traces/*.jsonl'],
    ['!traces/skip/**', '!/ws/traces/skip/**'],
    ['/abs/x.jsonl', '/abs/x.jsonl'],
    ['!/abs/x.jsonl', '!/abs/x.jsonl'],
    ['~/x.jsonl', '~/x.jsonl'],
    ['# a comment', '# a comment'],
    ['.', '/ws'],
  ])('%s -> %s', (pattern, expected) => {
    expect(anchorGlob(pattern, '/ws/')).toBe(expected)
  })

  it('escapes glob characters in the workspace path', () => {
    expect(globEscape('/w[1]/a*b?')).toBe('/w[[]1]/a[*]b[?]')
    expect(anchorGlob('x.jsonl', '/w*')).toBe('/w[*]/x.jsonl')
  })
})

describe('displayPath', () => {
  it('is relative inside the workspace and absolute outside it', () => {
    expect(displayPath('/ws/traces/a.jsonl', '/ws')).toBe('traces/a.jsonl')
    expect(displayPath('/elsewhere/a.jsonl', '/ws')).toBe('/elsewhere/a.jsonl')
  })
})

describe('reportPathFor', () => {
  it('uses the input, relative to the workspace, else RUNNER_TEMP and the step id', () => {
    expect(reportPathFor('out/r.json', '/ws', '/tmp', 's')).toBe('/ws/out/r.json')
    expect(reportPathFor('/abs/r.json', '/ws', '/tmp', 's')).toBe('/abs/r.json')
    expect(reportPathFor('', '/ws', '/tmp', '__owner_gate')).toBe('/tmp/agent-trust-gate/__owner_gate.json')
    expect(reportPathFor('', '/ws', '/tmp', 'a/b c')).toBe('/tmp/agent-trust-gate/a_b_c.json')
    expect(reportPathFor('', '/ws', '/tmp', '')).toBe('/tmp/agent-trust-gate/report.json')
  })
})

describe('findTraceFiles', () => {
  let root: string
  let ws: string
  let outside: string
  const rel = (files: string[]) => files.map((f) => displayPath(f, ws))

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'atg-files-'))
    ws = join(root, 'ws')
    outside = join(root, 'outside')
    for (const d of ['traces/sub', 'traces/.hidden', 'traces/empty', 'other'])
      mkdirSync(join(ws, d), { recursive: true })
    mkdirSync(outside)
    for (const f of [
      'traces/b.jsonl',
      'traces/a.jsonl',
      'traces/sub/c.json',
      'traces/notes.txt',
      'traces/.hidden/d.jsonl',
      'other/e.ndjson',
    ]) {
      writeFileSync(join(ws, f), '{"event":"tool_call"}\n')
    }
    writeFileSync(join(outside, 'secret.jsonl'), '{"event":"tool_call"}\n')
    symlinkSync(join(outside, 'secret.jsonl'), join(ws, 'traces/link.jsonl'))
    symlinkSync(join(ws, 'traces/a.jsonl'), join(ws, 'traces/inside-link.jsonl'))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

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

  it('takes a directory as the trace files under it', async () => {
    const r = await findTraceFiles(['traces'], ws)
    expect(rel(r.files)).toEqual(['traces/a.jsonl', 'traces/b.jsonl', 'traces/sub/c.json'])
  })

  it('excludes with !', async () => {
    const r = await findTraceFiles(['traces/**/*.json*', '!traces/sub/**'], ws)
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
  })
})

/**
 * The files the agents of ../shared/traces touched, for every format with file tools
 * (src/engine/files.ts `FILE_TOOLS`), when the folder is there.
 *
 * Two readings of each file. With the workspace at `/`, every absolute path is inside it, so the
 * edits, writes and reads counted must be those an independent walk over the raw file finds
 * (for the formats whose raw records name their tools plainly: Claude Code, claude-stream,
 * OpenClaw, Gemini CLI). With a workspace no trace was recorded in, no path outside it may be
 * named: every named path is relative, without `..`, a drive or a home directory.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { REFUSED, sharedTraces } from '../../__fixtures__/shared.js'
import type { JsonObject } from '../../src/core/events.js'
import { FILE_TOOLS, FileCollector, type SessionFiles } from '../../src/engine/files.js'
import { AdaptingReader, choose } from '../../src/trace/registry.js'
import { readRecords } from '../../src/trace/read.js'

const traces = sharedTraces()

/** Each session's files, read as the pipeline reads them (the adapter tells the working directory). */
async function filesOf(path: string, workspace: string): Promise<{ format: string; sessions: SessionFiles[] }> {
  const collectors = new Map<string, { c: FileCollector; n: number }>()
  let cwd: string | undefined
  let format = ''
  const reader = new AdaptingReader(
    { source: path, warn: () => {}, workdir: (p) => (cwd ??= p) },
    (sample, line) => {
      const a = choose('auto', sample, path, line)
      format = a.id
      return a
    },
    (event, _origin, session) => {
      const key = session ?? ''
      let got = collectors.get(key)
      if (!got) collectors.set(key, (got = { c: new FileCollector(format), n: 0 }))
      got.c.push(event, got.n++)
    },
  )
  await readRecords(path, reader.record, {})
  reader.end()
  return { format, sessions: [...collectors.values()].map(({ c }) => c.finish(workspace, cwd, [], [])) }
}

/** Tool names to what they do, per raw record shape: an independent reading of the raw files. */
const RAW: Record<string, Record<string, 'edit' | 'write' | 'read'>> = {
  claude: { Edit: 'edit', MultiEdit: 'edit', NotebookEdit: 'edit', Write: 'write', Read: 'read' },
  openclaw: { edit: 'edit', edit_file: 'edit', write: 'write', read: 'read' },
  gemini: { replace: 'edit', write_file: 'write', read_file: 'read' },
}

/** Edits (and writes) and reads an independent walk of the raw records finds. */
function rawCounts(path: string, format: string): { edits: number; reads: number; home: Set<string> } | undefined {
  const text = readFileSync(path, 'utf8')
  const values: unknown[] = text.trimStart().startsWith('[')
    ? (JSON.parse(text) as unknown[])
    : text.trimStart().startsWith('{') && !text.includes('\n{')
      ? [JSON.parse(text)]
      : text
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => JSON.parse(l) as unknown)
  const counts = { edits: 0, reads: 0, home: new Set<string>() }
  const see = (table: Record<string, string>, name: unknown, args: unknown) => {
    const kind = typeof name === 'string' ? table[name] : undefined
    if (!kind) return
    const a = args as JsonObject | undefined
    if (!a || typeof a !== 'object') return
    const p = a.file_path ?? a.path ?? a.notebook_path ?? a.absolute_path
    if (typeof p !== 'string' || !p) return
    // A home directory's own spelling is outside any workspace: counted apart.
    if (p.startsWith('~')) return void counts.home.add(p)
    if (kind === 'read') counts.reads++
    else counts.edits++
  }
  const seen = new Set<string>()
  if (format === 'claude-code' || format === 'claude-stream') {
    for (const v of values) {
      const content = ((v as JsonObject)?.message as JsonObject | undefined)?.content
      for (const b of Array.isArray(content) ? (content as JsonObject[]) : []) {
        // A streamed reply repeats a tool_use block on several lines: count each id once.
        if (b?.type !== 'tool_use' || seen.has(String(b.id))) continue
        seen.add(String(b.id))
        see(RAW.claude, b.name, b.input)
      }
    }
    return counts
  }
  if (format === 'openclaw') {
    for (const v of values) {
      const content = ((v as JsonObject)?.message as JsonObject | undefined)?.content
      for (const b of Array.isArray(content) ? (content as JsonObject[]) : []) {
        if (b?.type === 'toolCall') see(RAW.openclaw, b.name, b.arguments)
      }
    }
    return counts
  }
  if (format === 'gemini-cli') {
    for (const m of ((values[0] as JsonObject).messages as JsonObject[]) ?? []) {
      for (const c of (m.toolCalls as JsonObject[] | undefined) ?? []) see(RAW.gemini, c.name, c.args)
    }
    return counts
  }
  return undefined
}

if (traces) {
  const files = traces.files.filter((f) => Object.hasOwn(FILE_TOOLS, f.split('/')[0]) && !Object.hasOwn(REFUSED, f))

  it('has samples of most formats with file tools', () => {
    const formats = new Set(files.map((f) => f.split('/')[0]))
    // goose has no real file anywhere, and ATIF's samples are Harbor's (../shared/harbor).
    const elsewhere = new Set(['goose', 'atif'])
    const withTools = Object.keys(FILE_TOOLS).filter((f) => !elsewhere.has(f))
    expect(formats.size).toBeGreaterThanOrEqual(withTools.length - 1)
  })

  describe.each(files)('%s', (file) => {
    const path = join(traces.root, file)

    it('names no file outside the workspace', async () => {
      const { sessions } = await filesOf(path, '/nowhere/workspace')
      for (const s of sessions) {
        for (const f of s.files) {
          expect(f.path).not.toMatch(/^(\/|[A-Za-z]:|~|\.\.(\/|$))/)
          expect(f.path).not.toMatch(/(^|\/)(home|Users|root)\//)
          expect(f.edits + f.reads).toBeGreaterThan(0)
          expect(f.failed_edits).toBeLessThanOrEqual(f.edits)
        }
        expect(s.files.map((f) => f.path)).toEqual(
          [...s.files.map((f) => f.path)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        )
        expect(Object.keys(s.landed).every((p) => s.files.some((f) => f.path === p))).toBe(true)
      }
    })

    it('counts the edits and reads the raw records show', async () => {
      const { format, sessions } = await filesOf(path, '/')
      const want = rawCounts(path, format)
      if (!want) return
      const got = { edits: 0, reads: 0, home: new Set<string>() }
      for (const s of sessions) {
        // With the workspace at `/` only a home directory's own spelling (`~`) is outside.
        expect(s.outside).toBe(want.home.size)
        for (const f of s.files) {
          got.edits += f.edits
          got.reads += f.reads
        }
      }
      expect({ ...got, home: want.home }).toEqual(want)
    })
  })
}

/**
 * Where a cause that involves a file of the pull request is annotated (src/action/pr-files.ts):
 * the line where the agent's last edit landed when its text is found, else the first line the
 * pull request changes; nothing for a file the pull request does not change; the primary causes
 * first, and no more than GitHub shows.
 */
import { describe, expect, it } from '@jest/globals'
import { checkedOut, patchLines, placeLine, planFileAnnotations } from '../../src/action/pr-files.js'
import { buildReport, type Report } from '../../src/report/json.js'
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GATE, loopSession } from '../../__fixtures__/github/reports.js'
import type { FileEntry } from '../../src/engine/files.js'

const CONTENT = [
  '// calc',
  'export function add() {',
  '  return 1',
  '}',
  '',
  'export function divide() {',
  '  return 2',
  '}',
].join('\n')
const PATCH = [
  '@@ -1,4 +1,8 @@',
  ' // calc',
  ' export function add() {',
  '-  return 0',
  '+  return 1',
  ' }',
  '+',
  '+export function divide() {',
  '+  return 2',
  '+}',
].join('\n')

describe('patchLines', () => {
  it("numbers the new file's added lines and hunks", () => {
    expect(patchLines(PATCH)).toEqual({ added: [3, 5, 6, 7, 8], hunks: [[1, 8]] })
    expect(patchLines('@@ -0,0 +1 @@\n+x')).toEqual({ added: [1], hunks: [[1, 1]] })
    expect(patchLines(undefined)).toEqual({ added: [], hunks: [] })
  })
})

describe('placeLine', () => {
  it('is the first line with text the pull request adds within the landed edit', () => {
    expect(placeLine('\nexport function divide() {\n  return 2\n}\n', CONTENT, PATCH)).toEqual({ line: 6, found: true })
    expect(placeLine('}\n\nexport function divide() {', CONTENT, PATCH)).toEqual({ line: 6, found: true })
  })

  it('is the edit itself when it lies in a hunk but adds no line', () => {
    expect(placeLine('// calc', CONTENT, PATCH)).toEqual({ line: 1, found: true })
  })

  it('is the first changed line when the text is not found, or there is none', () => {
    expect(placeLine('return 3', CONTENT, PATCH)).toEqual({ line: 3, found: false })
    expect(placeLine(undefined, CONTENT, PATCH)).toEqual({ line: 3, found: false })
    expect(placeLine('export function divide', undefined, PATCH)).toEqual({ line: 3, found: false })
  })

  it('is the hunk, or nothing, without added lines', () => {
    expect(placeLine(undefined, CONTENT, '@@ -3,2 +3,1 @@\n x\n-y')).toEqual({ line: 3, found: false })
    expect(placeLine('x', CONTENT, undefined)).toBeUndefined()
  })
})

function reportOf(files: FileEntry[][]): Report {
  return buildReport(
    files.map((f, i) => ({ ...loopSession(`traces/run-${i}.jsonl`), files: { files: f, outside: 0, landed: {} } })),
    GATE,
  )
}

const file = (path: string): FileEntry => ({
  path,
  edits: 3,
  failed_edits: 2,
  reads: 1,
  causes: ['infinite_tool_loop'],
})

describe('planFileAnnotations', () => {
  it('annotates the files of the pull request that a cause involves, at the landed edit', () => {
    const report = reportOf([[file('src/calc.ts'), file('src/other.ts'), { ...file('docs/x.md'), causes: [] }]])
    const plan = planFileAnnotations(
      report,
      [{ 'src/calc.ts': 'export function divide() {' }],
      [
        { filename: 'src/calc.ts', patch: PATCH },
        { filename: 'docs/x.md', patch: '@@ -0,0 +1 @@\n+x' },
      ],
      (p) => (p === 'src/calc.ts' ? CONTENT : undefined),
    )
    expect(plan.omitted).toEqual({ warning: 0, notice: 0 })
    expect(plan.annotations).toHaveLength(1)
    const [a] = plan.annotations
    expect(a).toMatchObject({ level: 'warning', file: 'src/calc.ts', startLine: 6 })
    expect(a.title).toContain('infinite_tool_loop (critical)')
    expect(a.message).toContain('the agent edited it 3 times (2 failed) and read it once')
    expect(a.message).toContain('Its last edit that landed is here.')
  })

  it('follows the severity: a medium cause is a notice', () => {
    const report = reportOf([[file('a.ts')]])
    report.sessions[0].diagnosis.failure_causes[0].severity = 'medium'
    const plan = planFileAnnotations(report, [], [{ filename: 'a.ts', patch: PATCH }], () => undefined)
    expect(plan.annotations.map((a) => [a.level, a.startLine])).toEqual([['notice', 3]])
    expect(plan.annotations[0].message).toContain('This is the first line the pull request changes.')
  })

  it('makes no more than GitHub shows, the primary causes first', () => {
    const paths = Array.from({ length: 12 }, (_, i) => `f${String(i).padStart(2, '0')}.ts`)
    const report = reportOf([paths.map(file)])
    // A second, lesser cause on the last file, which is not the primary one.
    const d = report.sessions[0].diagnosis
    d.failure_causes.push({ ...d.failure_causes[0], type: 'cost_explosion', severity: 'high' })
    report.sessions[0].files![11].causes.unshift('cost_explosion')
    const plan = planFileAnnotations(
      report,
      [],
      paths.map((p) => ({ filename: p, patch: '@@ -0,0 +1 @@\n+x' })),
      () => undefined,
      { warning: 8, notice: 9 },
    )
    expect(plan.annotations).toHaveLength(8)
    expect(plan.omitted).toEqual({ warning: 5, notice: 0 })
    expect(plan.annotations.every((a) => a.title.startsWith('infinite_tool_loop'))).toBe(true)
  })
})

describe('checkedOut', () => {
  it('reads a file of the workspace, and nothing outside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atg-checked-out-'))
    try {
      mkdirSync(join(dir, 'ws/src'), { recursive: true })
      writeFileSync(join(dir, 'ws/src/a.ts'), 'a')
      writeFileSync(join(dir, 'secret.txt'), 's')
      symlinkSync(join(dir, 'ws/src/a.ts'), join(dir, 'ws/link.ts'))
      symlinkSync(join(dir, 'secret.txt'), join(dir, 'ws/out.ts'))
      expect(checkedOut(join(dir, 'ws'), 'src/a.ts')).toBe('a')
      expect(checkedOut(join(dir, 'ws'), '../secret.txt')).toBeUndefined()
      expect(checkedOut(join(dir, 'ws'), 'src')).toBeUndefined()
      expect(checkedOut(join(dir, 'ws'), 'missing.ts')).toBeUndefined()
      expect(checkedOut(join(dir, 'ws'), 'link.ts')).toBe('a')
      expect(checkedOut(join(dir, 'ws'), 'out.ts')).toBeUndefined()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/**
 * The files a session touched travel with it when reports are merged: the merged report has
 * the same `files` and `files_outside_workspace`, and never the text an edit left.
 */
import { afterAll, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mergeReports } from '../../src/gate/merge.js'
import { buildReport, serializeReport } from '../../src/report/json.js'
import { GATE, loopSession } from '../../__fixtures__/github/reports.js'

const dir = mkdtempSync(join(tmpdir(), 'atg-merge-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('keeps sessions[].files through a merge', async () => {
  const files = [{ path: 'src/calc.ts', edits: 6, failed_edits: 4, reads: 1, causes: ['infinite_tool_loop' as const] }]
  const report = buildReport(
    [
      { ...loopSession('a.jsonl'), files: { files, outside: 2, landed: { 'src/calc.ts': 'SECRET-TEXT' } } },
      loopSession('b.jsonl'),
    ],
    GATE,
  )
  const text = serializeReport(report)
  expect(text).not.toContain('SECRET-TEXT')
  writeFileSync(join(dir, 'report.json'), text)
  const merged = buildReport((await mergeReports([join(dir, 'report.json')])).sessions, GATE)
  expect(merged.sessions.map((s) => [s.files, s.files_outside_workspace])).toEqual([
    [files, 2],
    [undefined, undefined],
  ])
  expect(serializeReport(merged)).toBe(text)
})

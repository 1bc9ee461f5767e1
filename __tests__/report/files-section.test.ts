/**
 * "What the agent changed" in the comment, the job summary, the HTML report and the CLI: below the verdict
 * and the fix, each edited file with its edits, failed edits and causes; files only read and
 * files outside the workspace counted; hostile paths escaped; a long list capped.
 */
import { describe, expect, it } from '@jest/globals'
import { buildReport } from '../../src/report/json.js'
import { renderComment, renderSummary } from '../../src/report/markdown.js'
import { renderHtml } from '../../src/report/html/index.js'
import { renderText } from '../../src/report/text.js'
import { MAX_FILES_LISTED } from '../../src/report/files-section.js'
import type { SessionFiles } from '../../src/engine/files.js'
import { outsideCode as prose } from '../../__fixtures__/testing.js'
import { GATE, HOSTILE_SECRET, loopSession } from '../../__fixtures__/github/reports.js'

const MARKER = '<!-- agent-trust-gate:comment-key=CI/gate -->'

function reportWith(files: SessionFiles['files'], outside = 0) {
  return buildReport(
    [{ ...loopSession('traces/run.jsonl'), files: { files, outside, landed: { x: HOSTILE_SECRET } } }],
    GATE,
  )
}

const calc = {
  path: 'src/calc.ts',
  edits: 6,
  failed_edits: 4,
  reads: 1,
  causes: ['infinite_tool_loop' as const],
}
const notes = { path: 'docs/notes.md', edits: 1, failed_edits: 0, reads: 0, causes: [] }
const readme = { path: 'README.md', edits: 0, failed_edits: 0, reads: 2, causes: [] }

describe('What the agent changed', () => {
  it("names the agent's working directory when the files are named from it, and says so everywhere", () => {
    const report = buildReport(
      [
        {
          ...loopSession('traces/run.jsonl'),
          files: { files: [{ ...notes, path: 'worker_queue.py' }], outside: 1, landed: {}, root: '/app' },
        },
      ],
      GATE,
    )
    expect(report.sessions[0].files_root).toBe('/app')
    const body = renderComment(report, { marker: MARKER }).body
    expect(body).toContain("- Files named relative to the agent's working directory `/app`.")
    expect(body).toContain("1 file outside the agent's working directory, edited or read (not named)")
    expect(renderText(report)).toContain("  files named relative to the agent's working directory /app\n")
    expect(renderHtml(report)).toContain("named relative to the agent's working directory <code>/app</code>")
  })

  it('says edits it cannot see rather than vanishing, so "changed nothing" and "cannot see" read differently', () => {
    const report = buildReport(
      [
        {
          ...loopSession('traces/run.jsonl'),
          files: { files: [], outside: 0, landed: {}, unseen: { shell: 2, redacted: 0 } },
        },
      ],
      GATE,
    )
    expect(report.sessions[0].edits_not_visible).toEqual({ shell: 2, redacted: 0 })
    const body = renderComment(report, { marker: MARKER }).body
    expect(body).toContain('- edits not visible in this trace (made through shell commands).')
    expect(body).not.toContain('no file of the workspace was edited')
    expect(renderText(report)).toContain('  changed: edits not visible in this trace (made through shell commands)\n')
    expect(renderHtml(report)).toContain('Edits not visible in this trace (made through shell commands).')
  })

  it('lists edited files, struggles first, below the verdict and the fix', () => {
    const body = renderComment(reportWith([readme, notes, calc], 1), { marker: MARKER }).body
    const lines = body.split('\n').filter((l) => l.trim())
    const at = lines.indexOf('**What the agent changed:**')
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('**Fix')))
    expect(lines.findIndex((l) => l.startsWith('**Fix'))).toBeGreaterThan(0)
    expect(lines.slice(at + 1, at + 4)).toEqual([
      '- `src/calc.ts`: 6 edits (4 failed), 1 read; `infinite_tool_loop`',
      '- `docs/notes.md`: 1 edit',
      '- Also: 1 file only read; 1 file outside the workspace, edited or read (not named).',
    ])
    expect(body).not.toContain(HOSTILE_SECRET)
    expect(renderSummary(reportWith([calc]))).toContain(
      '- `src/calc.ts`: 6 edits (4 failed), 1 read; `infinite_tool_loop`',
    )
  })

  it('never says the agent changed nothing when its files lay outside the workspace', () => {
    const only = reportWith([], 3)
    const text = renderText(only)
    expect(text).toContain(
      '  changed no file in the workspace; 3 files outside the workspace, edited or read (not named)\n',
    )
    expect(text).not.toMatch(/changed no file;/)
    const md = renderSummary(only)
    expect(md).toContain('- no file of the workspace was edited.')
    expect(md).toContain('- Also: 3 files outside the workspace, edited or read (not named).')
    expect(renderHtml(only)).toContain('Also: 3 files outside the workspace, edited or read (not named).')
  })

  it('says nothing for a session without files', () => {
    const body = renderComment(buildReport([loopSession('traces/run.jsonl')], GATE), { marker: MARKER }).body
    expect(body).not.toContain('What the agent changed')
    expect(renderHtml(buildReport([loopSession('traces/run.jsonl')], GATE))).not.toContain('What the agent changed')
  })

  it('escapes a hostile path and caps a long list', () => {
    const hostile = { ...notes, path: 'a`b <img src=x onerror=alert(1)> @admin.md' }
    const many = Array.from({ length: MAX_FILES_LISTED + 3 }, (_, i) => ({
      ...notes,
      path: `f${String(i).padStart(2, '0')}.ts`,
    }))
    const body = renderSummary(reportWith([hostile, ...many]))
    // Inside a code span the markup is text.
    expect(prose(body)).not.toContain('<img')
    expect(prose(body)).not.toContain('@admin')
    expect(body).toContain('…and 4 more files; the JSON report lists them all.')
    const html = renderHtml(reportWith([hostile, calc]))
    expect(html).toContain('<h3>What the agent changed</h3>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain(
      '<code>src/calc.ts</code>: 6 edits (4 failed), 1 read; <strong class="warn">infinite_tool_loop</strong>',
    )
  })

  it('is said the same way by the CLI, under the fix, with control characters shown as ?', () => {
    const lines = renderText(reportWith([readme, notes, calc, { ...notes, path: 'x\u001b[2Jy.md' }], 1)).split('\n')
    const at = lines.findIndex((l) => l.startsWith('  changed '))
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('  fix ')))
    expect(lines.slice(at, at + 4)).toEqual([
      '  changed src/calc.ts: 6 edits (4 failed), 1 read; infinite_tool_loop',
      '  changed docs/notes.md: 1 edit',
      '  changed x?[2Jy.md: 1 edit',
      '  also 1 file only read; 1 file outside the workspace, edited or read (not named)',
    ])
    expect(renderText(reportWith([readme]))).toContain('  changed no file in the workspace; 1 file only read\n')
    expect(renderText(buildReport([loopSession('traces/run.jsonl')], GATE))).not.toContain('  changed ')
    const many = Array.from({ length: MAX_FILES_LISTED + 3 }, (_, i) => ({ ...notes, path: `f${i}.ts` }))
    expect(renderText(reportWith(many))).toContain('  changed ...and 3 more files; the JSON report lists them all\n')
  })
})

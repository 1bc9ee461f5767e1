/**
 * Files found beside the traces and not read: in the JSON report (sorted), the text, and folded
 * in the Markdown; their names are untrusted and shown as any trace text is.
 */
import { describe, expect, it } from '@jest/globals'
import { outsideCode } from '../../__fixtures__/testing.js'
import { GATE, cleanSession } from '../../__fixtures__/github/reports.js'
import { buildReport, notReadLines } from '../../src/report/json.js'
import { reportSchema } from '../../src/report/schema.js'
import { MAX_NOT_READ_LISTED, renderComment, renderSummary } from '../../src/report/markdown.js'
import { renderText } from '../../src/report/text.js'

const HOSTILE = 'out/<img src=x onerror=alert(1)>`@someone`\u001b[31m.log'

describe('not read', () => {
  const report = buildReport([cleanSession('out/trajs/a.traj')], GATE, {
    notRead: [
      { file: 'out/trajs/preds.json', what: 'predictions: the patch of each instance' },
      { file: HOSTILE, what: 'a log' },
      { file: 'out/a.log', what: 'a log' },
    ],
  })

  it('is in the JSON report, sorted by file', () => {
    expect(reportSchema.parse(report).not_read!.map((n) => n.file)).toEqual(
      ['out/<img src=x onerror=alert(1)>`@someone`\u001b[31m.log', 'out/a.log', 'out/trajs/preds.json'].sort(),
    )
    expect(notReadLines(report)).toContain('not read: out/trajs/preds.json (predictions: the patch of each instance)')
  })

  it('is absent when there is nothing to name', () => {
    expect('not_read' in buildReport([cleanSession('out/trajs/a.traj')], GATE)).toBe(false)
    expect(buildReport([cleanSession('out/trajs/a.traj')], GATE, { notRead: [] }).not_read).toBeUndefined()
  })

  it('is in the text, without control characters', () => {
    const text = renderText(report)
    expect(text).toContain('Files found beside the traces, not read (3):\n  not read: out/<img')
    expect(text).toContain('\n  not read: out/a.log (a log)\n')
    expect(text).not.toContain('\u001b')
  })

  it('is folded in the Markdown, names in code spans: no markup or mention gets out', () => {
    const body = renderSummary(report)
    expect(body).toContain('<details>\n<summary>3 files found beside the traces are not read.</summary>')
    expect(body).toContain('- not read: `out/a.log` (a log)')
    const outside = outsideCode(body)
    expect(outside).not.toContain('<img')
    expect(outside).not.toContain('@someone')
  })

  it('lists at most MAX_NOT_READ_LISTED files in Markdown, and says how many more the JSON report has', () => {
    const many = Array.from({ length: MAX_NOT_READ_LISTED + 7 }, (_, i) => ({
      file: `out/logs/${String(i).padStart(3, '0')}.log`,
      what: 'a log',
    }))
    const body = renderComment(buildReport([cleanSession('out/trajs/a.traj')], GATE, { notRead: many }), {
      marker: '<!-- m -->',
    }).body
    expect(body.match(/^- not read: /gm)).toHaveLength(MAX_NOT_READ_LISTED)
    expect(body).toContain('- …and 7 more; the JSON report lists them all.')
  })
})

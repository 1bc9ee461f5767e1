/**
 * The fix first: the first 15 non-empty lines of a one-session comment hold the verdict, the
 * reason (the primary diagnosis) and the remediation of the primary cause, on the bundled
 * examples and on every session of the shared sample traces (skipped, with one line saying so,
 * without ../shared). The comment is framed as the action writes it: the marker, the hidden
 * history line, a note (the HTML report's link) and the comment key.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { buildReport, type Report } from '../../src/report/json.js'
import { renderComment } from '../../src/report/markdown.js'
import { summarizeRun } from '../../src/report/history.js'
import { sharedTraces } from '../../__fixtures__/shared.js'

/** The lines a reviewer reads first. */
const FIRST_LINES = 15

function firstLines(report: Report): string[] {
  const { body } = renderComment(report, {
    marker: '<!-- agent-trust-gate:comment-key=default -->',
    commentKey: 'default',
    history: [{ ...summarizeRun(report), run: '1', number: 7, sha: 'c0ffee0000000000000000000000000000000000' }],
    notes: ['**[Open the HTML report](https://example.invalid/report.zip)**: the timeline of each session.'],
    rulesBase: 'https://github.com/o/r/blob/v1/docs/rules',
  })
  return body
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, FIRST_LINES)
}

/** What is missing from the first lines of the comment of `report` (one session): empty when nothing is. */
function missing(report: Report): string[] {
  const lines = firstLines(report)
  const out: string[] = []
  if (!lines.some((l) => /^## .* Agent trust gate: (passed|failed)/.test(l))) out.push('the verdict')
  const s = report.sessions[0]
  const primary = s.diagnosis.primary_diagnosis.root_cause_failure_type
  if (!primary) return out
  const code = new RegExp('`' + primary + '`')
  const diagnosis = lines.findIndex((l) => l.startsWith('**Primary diagnosis:**') && code.test(l))
  if (diagnosis < 0) out.push(`the primary diagnosis (${primary})`)
  // Its fix on the line after it.
  if (diagnosis < 0 || !lines[diagnosis + 1]?.startsWith('**Fix')) out.push(`the remediation of ${primary}`)
  return out
}

async function sessionsOf(file: string): Promise<Report[]> {
  const sessions = await diagnoseFile(file)
  return sessions.map((s) => buildReport([s], { failOn: 'unsafe_for_production' }))
}

describe('the fix first', () => {
  it('holds on the bundled examples', async () => {
    const files = readdirSync('examples')
      .filter((f) => /\.(jsonl?|ndjson)$/.test(f))
      .sort()
    expect(files.length).toBeGreaterThanOrEqual(5)
    let withCause = 0
    for (const f of files) {
      for (const report of await sessionsOf(join('examples', f))) {
        if (report.sessions[0].diagnosis.primary_diagnosis.root_cause_failure_type) withCause++
        expect({ file: f, missing: missing(report) }).toEqual({ file: f, missing: [] })
      }
    }
    expect(withCause).toBeGreaterThanOrEqual(4)
  }, 60_000)

  const shared = sharedTraces()
  if (shared) {
    it('holds on every session of the shared sample traces', async () => {
      let checked = 0
      for (const f of shared.files) {
        let reports: Report[]
        try {
          reports = await sessionsOf(join(shared.root, f))
        } catch {
          continue // a file the reader refuses has no comment of its own to check
        }
        for (const report of reports) {
          checked++
          expect({ file: f, missing: missing(report) }).toEqual({ file: f, missing: [] })
        }
      }
      expect(checked).toBeGreaterThanOrEqual(shared.files.length / 2)
    }, 300_000)
  }

  it('would see a remediation pushed past the first lines', () => {
    // The check is not vacuous: with a long list of reasons the fix falls out of the first lines.
    return sessionsOf('examples/tool-loop.jsonl').then(([report]) => {
      expect(missing(report)).toEqual([])
      const long = {
        ...report,
        verdict: { ...report.verdict, reasons: Array.from({ length: 8 }, (_, i) => `reason ${i}`) },
      }
      expect(missing(long)).toContain('the remediation of infinite_tool_loop')
    })
  })
})

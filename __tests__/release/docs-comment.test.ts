/**
 * The example comment in docs/action.md is what the action posts for the two examples it names:
 * rendered here from the examples themselves, so that the page never shows an older comment.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { buildReport } from '../../src/report/json.js'
import { renderComment } from '../../src/report/markdown.js'
import { markerFor } from '../../src/action/comment.js'
import { summarizeRun } from '../../src/report/history.js'

const FENCE = '````'

/** The comment block of "What the comment looks like", without its fences. */
function documented(): string {
  const page = readFileSync('docs/action.md', 'utf8')
  const start = page.indexOf(`${FENCE}markdown\n`, page.indexOf('### What the comment looks like'))
  expect(start).toBeGreaterThan(0)
  const body = start + `${FENCE}markdown\n`.length
  return page.slice(body, page.indexOf(`\n${FENCE}\n`, body) + 1)
}

describe('the example comment in docs/action.md', () => {
  it('is the comment rendered for examples/tool-loop.jsonl and examples/clean.jsonl', async () => {
    const sessions = [
      ...(await diagnoseFile('examples/tool-loop.jsonl')),
      ...(await diagnoseFile('examples/clean.jsonl')),
    ]
    const report = buildReport(sessions, { failOn: 'unsafe_for_production' })
    const history = [{ ...summarizeRun(report), run: '1234', number: 17, sha: 'c0ffee'.padEnd(40, '0') }]
    const { body } = renderComment(report, { marker: markerFor('CI/gate'), commentKey: 'CI/gate', history })
    expect(documented()).toBe(body)
  })
})

import { describe, expect, it } from '@jest/globals'
import { expectTablesIntact, outsideCode } from '../../__fixtures__/testing.js'
import { reportSchema } from '../../src/report/schema.js'
import {
  COMMENT_MAX_CHARS,
  MAX_DIAGRAM_EVIDENCE,
  renderComment,
  renderMarkdown,
  renderSummary,
} from '../../src/report/markdown.js'
import { buildReport } from '../../src/report/json.js'
import {
  GATE,
  HOSTILE_GITHUB_TOKEN,
  HOSTILE_SECRET,
  cleanSession,
  hostileSession,
  loopSession,
  manySessionReport,
  twoSessionReport,
} from '../../__fixtures__/github/reports.js'

const MARKER = '<!-- agent-trust-gate:comment-key=CI/gate -->'

/** Text between ```mermaid and the closing fence. */
function mermaidBlocks(body: string): string[] {
  return [...body.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1])
}

describe('the fixtures', () => {
  it('are valid reports', () => {
    expect(() => reportSchema.parse(twoSessionReport())).not.toThrow()
    expect(() => reportSchema.parse(buildReport([hostileSession()], GATE))).not.toThrow()
  })
})

describe('renderComment', () => {
  const report = twoSessionReport()
  const { body, level } = renderComment(report, { marker: MARKER, commentKey: 'CI/gate' })

  it('matches the snapshot', () => {
    expect(level).toBe('all')
    expect(body).toMatchSnapshot()
  })

  it('starts with the marker, on its own line', () => {
    expect(body.split('\n')[0]).toBe(MARKER)
    expect(body.split(MARKER).length).toBe(2)
  })

  it('puts the most important first', () => {
    const at = (s: string) => {
      const i = body.indexOf(s)
      expect(i).toBeGreaterThan(-1)
      return i
    }
    const order = [
      '## ❌ Agent trust gate: failed',
      '**1 of 2 sessions failed** the gate (fail-on `unsafe_for_production`)',
      '| ❌ | `examples/tool-loop.jsonl` | 90 | unsafe_for_production | `infinite_tool_loop` (critical) |',
      '| ✅ | `examples/clean.jsonl` | 100 | ready_for_runtime | none |',
      '**Primary diagnosis:** `infinite_tool_loop` (critical): Tool call repeated 5 times with matching arguments.',
      '**Fix:** ',
      '<details>',
      '**Causal chain** of the primary diagnosis: tool_call → tool_failure_or_no_progress → retry_same_action → loop_flagged',
      '| Dimension | Score |',
      '| loop_control | 70 |',
      '**Evidence summary:** 12 events: 5 tool calls',
      '```mermaid',
    ].map(at)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('lists the failing session before the passing one, and says why the gate failed once, in its row', () => {
    expect(body.indexOf('### ❌ `examples/tool-loop.jsonl`')).toBeLessThan(
      body.indexOf('### ✅ `examples/clean.jsonl`'),
    )
    // The verdict's reason for the session is its table row, not a bullet repeating it.
    expect(body).not.toContain('- examples/tool-loop.jsonl is unsafe_for_production')
    expect(body.match(/unsafe_for_production/g)).toHaveLength(2) // the bar and the row
  })

  it("draws the primary cause's chain and its evidence in Mermaid", () => {
    const [diagram] = mermaidBlocks(body)
    expect(diagram.split('\n')).toEqual([
      'flowchart LR',
      '  c0["tool_call"]',
      '  c1["tool_failure_or_no_progress"]',
      '  c0 --> c1',
      '  c2["retry_same_action"]',
      '  c1 --> c2',
      '  c3["loop_flagged"]',
      '  c2 --> c3',
      '  f{{"infinite_tool_loop: critical"}}',
      '  c3 ==> f',
      '  e0["line 1: fetch_url:#123;#34;url#34;: #34;https://example.com/status#34;#125;"] -.-> f',
      '  e1["line 3: fetch_url:#123;#34;url#34;: #34;https://example.com/status#34;#125;"] -.-> f',
      '  e2["line 6: fetch_url:#123;#34;url#34;: #34;https://example.com/status#34;#125;"] -.-> f',
      '  e3["line 8: fetch_url:#123;#34;url#34;: #34;https://example.com/status#34;#125;"] -.-> f',
      '  e4["line 10: fetch_url:#123;#34;url#34;: #34;https://example.com/status#34;#125;"] -.-> f',
      '  e5["line 5: retry_event"] -.-> f',
    ])
    // One diagram: the clean session has none.
    expect(mermaidBlocks(body)).toHaveLength(1)
  })

  it('bounds the evidence edges of the diagram', () => {
    const s = loopSession('a.jsonl')
    const cause = (s.diagnosis as unknown as { failure_causes: { evidence: unknown[]; evidence_origins: unknown[] }[] })
      .failure_causes[0]
    for (let i = 0; i < 20; i++) {
      cause.evidence.push({ event: 'tool_call', event_id: `extra_${i}` })
      cause.evidence_origins.push({ line: 100 + i })
    }
    const [diagram] = mermaidBlocks(renderComment(buildReport([s], GATE), { marker: MARKER }).body)
    expect(diagram.split('\n').filter((l) => l.includes('-.-> f'))).toHaveLength(MAX_DIAGRAM_EVIDENCE + 1)
    expect(diagram).toContain('more["+18 more evidence events"] -.-> f')
  })

  it('is the same bytes every time, with no timestamp and no run link unless given', () => {
    expect(renderComment(twoSessionReport(), { marker: MARKER, commentKey: 'CI/gate' }).body).toBe(body)
    expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}|actions\/runs/)
  })

  it('keeps tables intact', () => expectTablesIntact(body))

  it('says when every session passed', () => {
    const passed = renderComment(buildReport([cleanSession('a.jsonl')], GATE), { marker: MARKER }).body
    expect(passed).toContain('## ✅ Agent trust gate: passed')
    expect(passed).toContain('**The session passed** the gate')
    expect(passed).toContain('No failure mode was detected in this session.')
  })

  it('says when there were no sessions', () => {
    const none = renderComment(buildReport([], GATE), { marker: MARKER }).body
    expect(none).toContain('## ✅ Agent trust gate: passed')
    expect(none).toContain('- No sessions were diagnosed, so there was nothing to fail on.')
    expect(none).not.toContain('| Session |')
  })

  it('names a minimum trust score and a multi-session file', () => {
    const r = buildReport([loopSession('t.jsonl', { session: 'sample-7' })], { failOn: 'never', minTrustScore: 95 })
    const b = renderComment(r, { marker: MARKER }).body
    expect(b).toContain('(fail-on `never`, minimum trust score 95)')
    expect(b).toContain('`t.jsonl#sample-7`')
    expect(b).toContain('- t.jsonl#sample-7 has trust 90, below the minimum trust score 95.')
  })
})

describe('size limits: shrinking in steps', () => {
  const report = manySessionReport(12, 3) // 4 failing, 8 passing
  const full = renderComment(report, { marker: MARKER }).body

  it('shows every session in full when it fits', () => {
    expect(renderComment(report, { marker: MARKER }).level).toBe('all')
    expect(full.match(/^### /gm)).toHaveLength(12)
  })

  it('then only the failing sessions in full', () => {
    const r = renderComment(report, { marker: MARKER, maxChars: full.length - 1 })
    expect(r.level).toBe('failing')
    expect(r.body.length).toBeLessThanOrEqual(full.length - 1)
    expect(r.body.match(/^### ❌/gm)).toHaveLength(4)
    expect(r.body.match(/^### ✅/gm)).toBeNull()
    expect(r.body).toContain(
      'this comment leaves out the details of 8 passing sessions; the job summary of this run has the full report.',
    )
    // Every session still has its row.
    expect(r.body.match(/^\| [✅❌] \|/gm)).toHaveLength(12)
    expectTablesIntact(r.body)
  })

  it('then one line per session', () => {
    const failing = renderComment(report, { marker: MARKER, maxChars: full.length - 1 }).body
    const r = renderComment(report, { marker: MARKER, maxChars: failing.length - 1 })
    expect(r.level).toBe('oneline')
    expect(r.body.match(/^### /gm)).toBeNull()
    expect(r.body.match(/^\| [✅❌] \|/gm)).toHaveLength(12)
    expect(r.body).toContain('this comment leaves out the details of all 12 sessions')
    expectTablesIntact(r.body)
  })

  it('then as many rows as fit, failing sessions first, never cutting a row', () => {
    const failing = renderComment(report, { marker: MARKER, maxChars: full.length - 1 }).body
    const oneline = renderComment(report, { marker: MARKER, maxChars: failing.length - 1 }).body
    const max = oneline.length - 300
    const r = renderComment(report, { marker: MARKER, maxChars: max })
    expect(r.level).toBe('truncated')
    expect(r.body.length).toBeLessThanOrEqual(max)
    const rows = r.body.match(/^\| [✅❌] \|/gm) ?? []
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(12)
    expect(r.body).toContain(`…and ${12 - rows.length} more sessions.`)
    expect(r.body.indexOf('| ❌ |')).toBeLessThan(r.body.indexOf('| ✅ |') === -1 ? Infinity : r.body.indexOf('| ✅ |'))
    expectTablesIntact(r.body)
  })

  it('stays under 65,536 characters for thousands of sessions', () => {
    const big = manySessionReport(3000, 2)
    const r = renderComment(big, { marker: MARKER, fullReportUrl: 'https://github.com/o/r/actions/runs/1' })
    expect(r.level).toBe('truncated')
    expect(r.body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS)
    expect(r.body.length).toBeGreaterThan(COMMENT_MAX_CHARS - 500)
    expect(r.body).toContain('[the job summary of this run](https://github.com/o/r/actions/runs/1) has the full report')
    // Reasons are capped too: those of the failing sessions the table leaves out.
    const rows = (r.body.match(/^\| [✅❌] \|/gm) ?? []).length
    expect(r.body).toContain(`- …and ${1500 - rows - 10} more reasons.`)
    expectTablesIntact(r.body)
  })

  it('gives the summary the full report, under 1 MiB', () => {
    const big = manySessionReport(3000, 2)
    const summary = renderSummary(big)
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1024 * 1024)
    expect(summary).toContain('the JSON report')
    const small = renderSummary(report)
    expect(small).toBe(renderMarkdown(report))
    expect(small.match(/^### /gm)).toHaveLength(12)
    expect(small).not.toContain('<!--')
  })

  it('measures the summary in bytes', () => {
    const small = renderSummary(report)
    const bytes = Buffer.byteLength(small)
    expect(small.length).toBeLessThan(bytes) // emoji
    expect(renderSummary(report, { maxBytes: bytes })).toBe(small)
    expect(Buffer.byteLength(renderSummary(report, { maxBytes: bytes - 1 }))).toBeLessThan(bytes)
  })
})

describe('renderSummary', () => {
  it('matches the snapshot', () => {
    expect(renderSummary(twoSessionReport())).toMatchSnapshot()
  })
})

describe('hostile trace content', () => {
  const report = buildReport([hostileSession(), cleanSession('examples/clean.jsonl')], GATE)
  const { body } = renderComment(report, { marker: MARKER, commentKey: 'CI/gate' })
  const summary = renderSummary(report)

  it('matches the snapshot', () => {
    expect(body).toMatchSnapshot()
  })

  it.each([
    ['the comment', body],
    ['the summary', summary],
  ])('%s masks secrets', (_, text) => {
    expect(text).not.toContain(HOSTILE_SECRET)
    expect(text).not.toContain(HOSTILE_GITHUB_TOKEN)
    expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz012345')
    expect(text).toContain('***')
  })

  it.each([
    ['the comment', body],
    ['the summary', summary],
  ])('%s lets no HTML, mention, link or marker through', (_, all) => {
    const text = outsideCode(all)
    expect(text).toContain('\\<img src=x onerror=alert(1)\\>')
    expect(text).not.toMatch(/(^|[^\\])<img/)
    expect(text).not.toMatch(/(^|[^\\])<b>/)
    expect(text).not.toMatch(/(^|[^A-Za-z0-9_])@(octocat|everyone|admin)/)
    expect(text).toContain('@\u200deveryone')
    expect(text).not.toMatch(/(^|[^\\])\[link\]\(/)
    expect(text).not.toMatch(/https:\/\/evil/)
    expect(text).not.toMatch(/#12/)
    expect(all.split('agent-trust-gate:comment-key').length).toBe(all === body ? 2 : 1)
  })

  it('keeps tables intact and code fences closed', () => {
    expectTablesIntact(body)
    const fences = body.split('\n').filter((l) => l.startsWith('```'))
    expect(fences).toEqual(['```mermaid', '```'])
    for (const block of mermaidBlocks(body)) {
      expect(block).not.toContain('`')
      for (const line of block.split('\n').slice(1)) {
        // Every label is one quoted string without quotes inside.
        for (const label of line.match(/"[^"]*"/g) ?? []) expect(label).not.toMatch(/[<>`|]/)
      }
    }
    // The session key's newline did not start a table row of its own.
    expect(body).not.toMatch(/^\| injected/m)
  })
})

describe('a real run in the comment', () => {
  it('names the preset, shares one remediation line between causes with the same advice, and groups thousands', async () => {
    const { diagnoseFile } = await import('../../src/gate/pipeline.js')
    const sessions = await diagnoseFile('__fixtures__/traces/openclaw/provider-retries.jsonl')
    const report = buildReport(sessions, { failOn: 'unsafe_for_production' })
    const { body } = renderComment(report, { marker: '<!-- m -->' })
    expect(body).toContain('openclaw trace, ')
    expect(body).toContain('judged by the agents preset.')
    // The primary cause's fix, then the others' fixes: one line per distinct advice, each type once.
    const remediation = body
      .split('\n')
      .filter((l) => l.startsWith('**Fix') || (l.startsWith('- `') && body.indexOf(l) > body.indexOf('fix:**')))
    const types = report.sessions[0].diagnosis.recommendations.map((r) => r.failure_type)
    const texts = new Set(report.sessions[0].diagnosis.recommendations.map((r) => r.remediation))
    expect(remediation).toHaveLength(texts.size)
    const primary = report.sessions[0].diagnosis.primary_diagnosis.root_cause_failure_type!
    for (const t of types)
      expect(
        remediation.filter((l) => l.includes(`\`${t}\``) || (t === primary && l.startsWith('**Fix'))),
      ).toHaveLength(1)
    expect(
      renderComment(
        buildReport(
          [
            {
              ...sessions[0],
              diagnosis: {
                ...sessions[0].diagnosis,
                cost_analysis: { ...sessions[0].diagnosis.cost_analysis, total_tokens: 47609906 },
              },
            },
          ],
          { failOn: 'never' },
        ),
        { marker: '<!-- m -->' },
      ).body,
    ).toContain('Tokens: 47,609,906 in all')
  })
})

describe('policy results in the comment', () => {
  it('shows assertions as a checklist, flaky cases apart from failing ones, and harness scores in their own section', async () => {
    const { cli } = await import('../../__fixtures__/testing.js')
    const r = await cli(
      'diagnose',
      '__fixtures__/policy/traces',
      '__fixtures__/policy/runs',
      '--policy',
      '__fixtures__/policy/policy.yml',
      '--harness',
      '__fixtures__/policy/harness/arksim',
      '--json',
      '--fail-on',
      'never',
    )
    const report = reportSchema.parse(JSON.parse(r.stdout))
    expect(report.sessions.some((s) => (s.assertions ?? []).length > 0)).toBe(true)
    const { body } = renderComment(report, { marker: '<!-- m -->' })
    expect(body).toContain('**Assertions:**')
    expect(body).toMatch(/^- \[x\] /m)
    expect(body).toMatch(/^- \[ \] (\*\*error:\*\* |warning: )/m)
    const cases = report.cases ?? []
    expect(body).toContain('### Repeated runs')
    if (cases.some((c) => c.status === 'flaky')) expect(body).toContain('**Flaky (some runs passed, some failed):**')
    if (cases.some((c) => c.status === 'failing')) expect(body).toContain('**Failing:**')
    expect(body).toContain('### Scores from evaluation harnesses')
    expect(body).toContain('never change a trust score')
    // The harness section comes before the sessions' details, and nothing breaks a table.
    expect(body.indexOf('### Scores from evaluation harnesses')).toBeLessThan(body.indexOf('**Assertions:**'))
    const summary = renderSummary(report)
    expect(summary).toContain('### Repeated runs')
  })
})

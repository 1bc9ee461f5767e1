import { describe, expect, it } from '@jest/globals'
import { expectTablesIntact, outsideCode } from '../../__fixtures__/testing.js'
import { compareReports, type Comparison } from '../../src/report/baseline.js'
import { HISTORY_PREFIX, parseHistory, type HistoryEntry } from '../../src/report/history.js'
import type { SessionResult } from '../../src/gate/pipeline.js'
import { buildReport, type Report } from '../../src/report/json.js'
import { RENDER_LEVELS, renderComment, renderSummary, type CommentOptions } from '../../src/report/markdown.js'
import {
  GATE,
  HOSTILE_GITHUB_TOKEN,
  HOSTILE_TOOL,
  cleanSession,
  loopSession,
  manySessionReport,
} from '../../__fixtures__/github/reports.js'

const MARKER = '<!-- agent-trust-gate:comment-key=CI/gate -->'

function scored(source: string, trust: number): SessionResult {
  const s = cleanSession(source)
  ;(s.diagnosis as unknown as { trust_score: number }).trust_score = trust
  return s
}

const entry = (run: number, trust: number | null, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  run: String(run),
  number: run - 1000,
  trust,
  readiness: trust === null ? null : trust >= 95 ? 'ready_for_runtime' : 'unsafe_for_production',
  passed: trust !== null && trust >= 95,
  sessions: trust === null ? 0 : 2,
  failed: trust !== null && trust < 95 ? 1 : 0,
  primary: trust !== null && trust < 95 ? 'infinite_tool_loop' : null,
  tool_calls: 8,
  ...extra,
})

describe('the comparison with the baseline', () => {
  const current = buildReport(
    [loopSession('examples/tool-loop.jsonl'), scored('examples/clean.jsonl', 97), cleanSession('examples/new.jsonl')],
    GATE,
  )
  const baseline = buildReport(
    [scored('shard/tool-loop.jsonl', 100), scored('examples/clean.jsonl', 100), cleanSession('examples/gone.jsonl')],
    GATE,
  )
  const comparison = compareReports(current, [baseline], {
    tolerance: 5,
    failOnRegression: false,
    baseline: 'the report of run #41 on main (commit abc1234)',
  })
  const body = renderComment(current, { marker: MARKER, baseline: comparison }).body

  it('adds a change column to the table', () => {
    expect(body).toContain('| | Session | Trust score | Change | Readiness | Primary failure |')
    expect(body).toContain(
      '| ❌ | `examples/tool-loop.jsonl` | 90 | **-10** | unsafe_for_production | `infinite_tool_loop` (critical) |',
    )
    expect(body).toContain('| ✅ | `examples/clean.jsonl` | 97 | -3 | ready_for_runtime | none |')
    expect(body).toContain('| ✅ | `examples/new.jsonl` | 100 | new | ready_for_runtime | none |')
  })

  it('says what moved, per session, and that regressions do not fail without fail-on-regression', () => {
    expect(body).toContain(
      'Baseline: the report of run #\u200d41 on main (commit abc1234). 2 sessions compared: **1 session regressed**, 1 lower within the tolerance; ' +
        '1 session without a baseline, 1 baseline session not in this run (a regression is a trust score more than 5 points lower, or a failure type that became critical; ' +
        'fail-on-regression is off, so regressions do not fail the gate).',
    )
    expect(body).toContain(
      '| 📉 | `examples/tool-loop.jsonl` (baseline `shard/tool-loop.jsonl`) | 90 (was 100) | **-10** | unsafe_for_production (was ready_for_runtime) | `infinite_tool_loop`, `cost_explosion` | none |',
    )
    expect(body).toContain('| ↘️ | `examples/clean.jsonl` | 97 (was 100) | -3 | ready_for_runtime | none | none |')
    expectTablesIntact(body)
  })

  it('comes after the table and before the session details', () => {
    expect(body.indexOf('| | Session |')).toBeLessThan(body.indexOf('### Compared with the baseline'))
    expect(body.indexOf('### Compared with the baseline')).toBeLessThan(
      body.indexOf('### ❌ `examples/tool-loop.jsonl`'),
    )
  })

  it('is in the job summary too', () => {
    expect(renderSummary(current, { baseline: comparison })).toContain('### Compared with the baseline')
  })

  it('says when there is no baseline, and that nothing fails for it', () => {
    const b = renderComment(current, {
      marker: MARKER,
      baseline: { missing: 'no successful push run of this workflow on main was found' },
    }).body
    expect(b).toContain(
      '**Baseline:** none to compare with: no successful push run of this workflow on main was found. Nothing fails for it.',
    )
    expect(b).not.toContain('| Change |')
  })

  it('shows nothing about a baseline when none was asked for', () => {
    expect(renderComment(current, { marker: MARKER }).body).not.toMatch(/[Bb]aseline/)
  })

  it('neutralises session names from an artifact', () => {
    const hostile: Comparison = {
      ...comparison,
      baseline: `run <b>1</b> @admin ${HOSTILE_GITHUB_TOKEN}`,
      sessions: [{ ...comparison.sessions[0], session: HOSTILE_TOOL, baseline_session: `${HOSTILE_TOOL}|x` }],
      added: [HOSTILE_TOOL],
      removed: [],
    }
    const b = renderComment(current, { marker: MARKER, baseline: hostile }).body
    expect(b.split(MARKER).length).toBe(2)
    expect(b).not.toContain(HOSTILE_GITHUB_TOKEN)
    const prose = outsideCode(b)
    expect(prose).not.toContain('<b>')
    expect(prose).not.toContain('<img')
    expect(prose).not.toMatch(/@admin/)
    expect(prose).toContain('@\u200dadmin')
    expectTablesIntact(b)
  })
})

describe('the trend of the pull request', () => {
  const report = buildReport([loopSession('t.jsonl')], GATE)
  const history = [
    entry(1001, 100, { sha: 'a'.repeat(40) }),
    entry(1002, null),
    entry(1003, 90, { sha: 'b'.repeat(40), attempt: 2 }),
  ]
  const options: CommentOptions = {
    marker: MARKER,
    history,
    runLink: (id) => `https://github.test/o/r/actions/runs/${id}`,
  }
  const body = renderComment(report, options).body

  it('keeps the runs hidden on the second line, read back as they were', () => {
    const lines = body.split('\n')
    expect(lines[0]).toBe(MARKER)
    expect(lines[1].startsWith(HISTORY_PREFIX)).toBe(true)
    expect(parseHistory(body)).toEqual(history)
  })

  it('shows a sparkline, a table of runs and a chart', () => {
    expect(body).toContain(
      '**Trend on this pull request** (lowest trust score of the last 3 runs, oldest first): █·█ 100 → – → 90',
    )
    expect(body).toContain(
      '| [#1](https://github.test/o/r/actions/runs/1001) | `aaaaaaa` | 100 | ready_for_runtime | none | 8 | ✅ passed |',
    )
    expect(body).toContain(
      '| [#3 (attempt 2)](https://github.test/o/r/actions/runs/1003) | `bbbbbbb` | 90 | unsafe_for_production | `infinite_tool_loop` | 8 | ❌ failed |',
    )
    expect(body).toContain(
      [
        '```mermaid',
        'xychart-beta',
        '  title "Lowest trust score per run"',
        '  x-axis ["#1", "#3 (attempt 2)"]',
        '  y-axis "Trust score" 0 --> 100',
        '  line [100, 90]',
        '```',
      ].join('\n'),
    )
    expectTablesIntact(body)
  })

  it('shows no trend for the first run', () => {
    const first = renderComment(report, { marker: MARKER, history: [entry(1001, 90)] }).body
    expect(first).not.toContain('Trend on this pull request')
    expect(parseHistory(first)).toHaveLength(1)
  })
})

describe('shrinking with a baseline and a trend', () => {
  const many = manySessionReport(40, 3)
  const before = buildReport(
    // Failing sessions were at 100 (they regressed), every third at 80 (it improved), the rest the same.
    many.sessions.map((s, i) => scored(s.source, i % 3 === 0 ? 100 : i % 3 === 1 ? 80 : 100)),
    GATE,
  )
  const comparison = compareReports(many, [before], { tolerance: 5, failOnRegression: true, baseline: 'main' })
  const history = [entry(1001, 100), entry(1002, 90)]
  const render = (maxChars?: number) =>
    renderComment(many as Report, { marker: MARKER, baseline: comparison, history, ...(maxChars ? { maxChars } : {}) })
  const full = render()

  it('has regressed and unregressed rows in full', () => {
    expect(full.level).toBe('all')
    expect(full.body).toContain('| 📉 |')
  })

  it.each(RENDER_LEVELS.slice(1))('keeps the marker, the hidden runs and the verdict at %s', (level) => {
    let max = full.body.length
    let r = render(max)
    while (r.level !== level && max > 500) r = render((max = Math.floor(max * 0.9)))
    expect(r.level).toBe(level)
    expect(r.body.length).toBeLessThanOrEqual(max)
    expect(r.body.split('\n')[0]).toBe(MARKER)
    expect(parseHistory(r.body)).toEqual(history)
    expect(r.body).toContain('Agent trust gate')
    expect(r.body).toContain('Trend on this pull request')
    expect(r.body).toContain('regressed')
    expectTablesIntact(r.body)
  })

  it('lists only the regressed sessions of the baseline when it leaves details out', () => {
    const level = (l: string) => {
      let max = full.body.length
      let r = render(max)
      while (r.level !== l && max > 500) r = render((max = Math.floor(max * 0.95)))
      return r
    }
    const failing = level('failing')
    expect(failing.body).toContain('Only the sessions that regressed are listed here.')
    expect(failing.body).not.toMatch(/^\| 📈 \|/m)
    const oneline = level('oneline')
    expect(oneline.body).toContain('### Compared with the baseline')
    expect(oneline.body).not.toContain('| 📉 |')
    expect(oneline.body).not.toContain('<details>')
  })
})

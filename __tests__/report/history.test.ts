import { describe, expect, it } from '@jest/globals'
import {
  HISTORY_PREFIX,
  MAX_HISTORY,
  MAX_HISTORY_LINE,
  addRun,
  historyLine,
  parseHistory,
  renderHistoryText,
  sparkline,
  summarizeRun,
  type HistoryEntry,
} from '../../src/report/history.js'
import { buildReport } from '../../src/report/json.js'
import { GATE, cleanSession, twoSessionReport } from '../../__fixtures__/github/reports.js'

const entry = (run: number | string, trust: number | null = 90, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  run: String(run),
  trust,
  readiness: trust === null ? null : 'unsafe_for_production',
  passed: false,
  sessions: trust === null ? 0 : 2,
  failed: trust === null ? 0 : 1,
  primary: trust === null ? null : 'infinite_tool_loop',
  tool_calls: 8,
  ...extra,
})

describe('summarizeRun', () => {
  it('takes the lowest trust, the worst readiness, the worst session’s primary failure and all tool calls', () => {
    expect(summarizeRun(twoSessionReport())).toEqual({
      trust: 90,
      readiness: 'unsafe_for_production',
      passed: false,
      sessions: 2,
      failed: 1,
      primary: 'infinite_tool_loop',
      tool_calls: 8,
    })
    expect(summarizeRun(buildReport([], GATE))).toEqual({
      trust: null,
      readiness: null,
      passed: true,
      sessions: 0,
      failed: 0,
      primary: null,
      tool_calls: 0,
    })
  })
})

describe('addRun', () => {
  it('replaces a run already there, keeps runs in the order they started, and keeps the last ones', () => {
    const h = [entry(10, 50), entry(12, 60)]
    expect(addRun(h, entry(12, 70)).map((e) => [e.run, e.trust])).toEqual([
      ['10', 50],
      ['12', 70],
    ])
    expect(addRun(h, entry(11, 55)).map((e) => e.run)).toEqual(['10', '11', '12'])
    // Run ids beyond 2^53 are compared exactly.
    expect(addRun([entry('9007199254740993')], entry('9007199254740992')).map((e) => e.run)).toEqual([
      '9007199254740992',
      '9007199254740993',
    ])
    const long = Array.from({ length: MAX_HISTORY }, (_, i) => entry(i + 1))
    const added = addRun(long, entry(100))
    expect(added).toHaveLength(MAX_HISTORY)
    expect(added[0].run).toBe('2')
    expect(added[MAX_HISTORY - 1].run).toBe('100')
  })
})

describe('the hidden line', () => {
  const body = (line: string) =>
    `<!-- agent-trust-gate:comment-key=CI/gate -->\n${line}\n## ✅ Agent trust gate: passed\n`

  it('round-trips', () => {
    const h = [entry(1, 80, { number: 3, sha: 'a'.repeat(40), attempt: 2 }), entry(2, null)]
    const line = historyLine(h)
    expect(line.startsWith(HISTORY_PREFIX)).toBe(true)
    expect(line.endsWith(' -->')).toBe(true)
    expect(line.slice(4, -4)).not.toContain('--')
    expect(parseHistory(body(line))).toEqual(h)
    expect(parseHistory(body(line).replace(/\n/g, '\r\n'))).toEqual(h)
  })

  it('stays within its bound with the most runs', () => {
    const h = Array.from({ length: MAX_HISTORY }, (_, i) =>
      entry(9_999_999_999 + i, 100, { number: 123456, attempt: 3, sha: 'f'.repeat(40) }),
    )
    expect(historyLine(h).length).toBeLessThan(MAX_HISTORY_LINE)
  })

  it.each([
    ['no hidden line', '## Agent trust gate'],
    ['not JSON', `${HISTORY_PREFIX}[{run: 1}] -->`],
    ['not an array', `${HISTORY_PREFIX}{"run":"1"} -->`],
    ['no end', `${HISTORY_PREFIX}[]`],
    ['too long', `${HISTORY_PREFIX}[${' '.repeat(MAX_HISTORY_LINE)}] -->`],
  ])('reads nothing from %s', (_, line) => {
    expect(parseHistory(body(line))).toEqual([])
  })

  it('drops entries that are not valid, and keeps the others', () => {
    const good = entry(5)
    const bad = [
      { ...entry(1), run: '1 OR 1' },
      { ...entry(2), trust: 101 },
      { ...entry(3), primary: '<img src=x>' },
      { ...entry(4), sha: 'not-a-sha' },
      { ...entry(6), extra: 'field' },
      'text',
      null,
    ]
    expect(parseHistory(body(`${HISTORY_PREFIX}${JSON.stringify([...bad, good])} -->`))).toEqual([good])
  })

  it('reads only near the top of the comment', () => {
    const line = historyLine([entry(1)])
    expect(parseHistory(`<!-- marker -->\n\n\n\n\n${line}\n`)).toEqual([])
    expect(parseHistory(line)).toEqual([]) // the first line is the marker's
  })

  it('keeps each run once, and at most the last MAX_HISTORY', () => {
    const many = Array.from({ length: MAX_HISTORY + 5 }, (_, i) => entry(i + 1))
    const parsed = parseHistory(body(`${HISTORY_PREFIX}${JSON.stringify([...many, entry(3, 10)])} -->`))
    expect(parsed).toHaveLength(MAX_HISTORY)
    expect(new Set(parsed.map((e) => e.run)).size).toBe(MAX_HISTORY)
  })
})

describe('sparkline', () => {
  it('draws trust scores on the fixed scale 0-100', () => {
    expect(sparkline([0, 12, 25, 50, 75, 87, 90, 100, null])).toBe('▁▁▃▅▇▇██·')
    expect(sparkline([])).toBe('')
  })
})

describe('renderHistoryText', () => {
  it('is a table of runs, then the trend', () => {
    const text = renderHistoryText([
      { run: 'runs/1.json', summary: summarizeRun(twoSessionReport()) },
      { run: 'runs/2.json', summary: summarizeRun(twoSessionReport({ failOn: 'never' })) },
      { run: 'runs/3.json', summary: summarizeRun(buildReport([cleanSession('a.jsonl')], GATE)) },
    ])
    expect(text).toBe(
      [
        'run          trust  readiness              primary failure     tool calls  sessions      verdict',
        'runs/1.json     90  unsafe_for_production  infinite_tool_loop           8  2 (1 failed)  FAIL',
        'runs/2.json     90  unsafe_for_production  infinite_tool_loop           8  2             review',
        'runs/3.json    100  ready_for_runtime      none                         3  1             pass',
        '',
        'trend: ███  90 -> 90 -> 100',
        '',
      ].join('\n'),
    )
  })
})

import { describe, expect, it } from '@jest/globals'
import {
  applyRegressions,
  compareReports,
  comparisonSchema,
  comparisonText,
  countComparison,
  fullKey,
  matchSessions,
  regressionReasons,
  sessionDelta,
  stableKey,
  type Comparison,
} from '../../src/report/baseline.js'
import type { SessionResult } from '../../src/gate/pipeline.js'
import { buildReport, type Report } from '../../src/report/json.js'
import { reportSchema } from '../../src/report/schema.js'
import { GATE, cleanSession, loopSession } from '../../__fixtures__/github/reports.js'

type Mutable = { trust_score: number; readiness_level: string; failure_causes: { type: string; severity: string }[] }

/** A clean session whose trust score is `trust`. */
function scored(source: string, trust: number, options: { session?: string } = {}): SessionResult {
  const s = cleanSession(source)
  ;(s.diagnosis as unknown as Mutable).trust_score = trust
  return options.session !== undefined ? { ...s, session: options.session } : s
}

/** The loop session, with its causes' severities changed. */
function loop(source: string, severity = 'critical'): SessionResult {
  const s = loopSession(source)
  for (const c of (s.diagnosis as unknown as Mutable).failure_causes)
    if (c.type === 'infinite_tool_loop') c.severity = severity
  return s
}

const report = (...sessions: SessionResult[]): Report => buildReport(sessions, GATE)
const names = (xs: { source: string; session?: string }[]) => xs

describe('matching sessions', () => {
  it('pairs the same path, then the same file name or session id, in this run’s order', () => {
    const current = names([
      { source: 'traces/b.jsonl' },
      { source: './traces/a.jsonl' },
      { source: 'shard-2/traces/c.jsonl' },
      { source: 'otel.json', session: 'trace-9' },
      { source: 'new.jsonl' },
    ])
    const baseline = names([
      { source: 'traces/a.jsonl' },
      { source: 'traces/c.jsonl' },
      { source: 'traces\\b.jsonl' },
      { source: 'renamed-otel.json', session: 'trace-9' },
      { source: 'gone.jsonl' },
    ])
    expect(matchSessions(current, baseline)).toEqual([
      [0, 2],
      [1, 0],
      [2, 1],
      [3, 3],
    ])
  })

  it('leaves a key that is not unique unmatched rather than guess', () => {
    const current = names([{ source: 'a/run.jsonl' }, { source: 'b/run.jsonl' }])
    const baseline = names([{ source: 'x/run.jsonl' }, { source: 'y/run.jsonl' }])
    expect(matchSessions(current, baseline)).toEqual([])
    // The full path matches first; then the file name is unique among the sessions left.
    expect(matchSessions(current, names([{ source: 'b/run.jsonl' }, { source: 'y/run.jsonl' }]))).toEqual([
      [0, 1],
      [1, 0],
    ])
    expect(
      matchSessions(current, names([{ source: 'b/run.jsonl' }, { source: 'y/run.jsonl' }, { source: 'z/run.jsonl' }])),
    ).toEqual([[1, 0]])
  })

  it('keys by path and session id', () => {
    expect(fullKey({ source: './t\\a.jsonl', session: 's1' })).toBe('t/a.jsonl#s1')
    expect(stableKey({ source: 'deep/dir/a.jsonl' })).toBe(stableKey({ source: 'a.jsonl' }))
    expect(stableKey({ source: 'a.jsonl', session: 'a.jsonl' })).not.toBe(stableKey({ source: 'a.jsonl' }))
  })
})

describe('deltas', () => {
  it('gives the trust change and the failure types new, resolved and newly critical', () => {
    const now = report(loop('t.jsonl')).sessions[0]
    const before = report(scored('t.jsonl', 100)).sessions[0]
    expect(sessionDelta(now, before, 5)).toEqual({
      session: 't.jsonl',
      baseline_session: 't.jsonl',
      trust_score: 90,
      baseline_trust_score: 100,
      trust_delta: -10,
      readiness_level: 'unsafe_for_production',
      baseline_readiness_level: 'ready_for_runtime',
      new_failures: ['infinite_tool_loop', 'cost_explosion'],
      resolved_failures: [],
      new_critical: ['infinite_tool_loop'],
      regressed: true,
    })
    const back = sessionDelta(before, now, 5)
    expect(back).toMatchObject({
      trust_delta: 10,
      new_failures: [],
      resolved_failures: ['infinite_tool_loop', 'cost_explosion'],
      new_critical: [],
      regressed: false,
    })
  })

  it.each([
    [95, 90, 5, false],
    [96, 90, 5, true],
    [90, 90, 0, false],
    [91, 90, 0, true],
    [100, 0, 99, true],
    [100, 0, 100, false],
  ])('from %i to %i with tolerance %i: regressed %s', (before, now, tolerance, regressed) => {
    const d = sessionDelta(report(scored('a', now)).sessions[0], report(scored('a', before)).sessions[0], tolerance)
    expect(d.regressed).toBe(regressed)
    expect(regressionReasons(d, tolerance).length > 0).toBe(regressed)
  })

  it('counts a failure type that became critical, and not one that stayed critical', () => {
    const high = report(loop('t.jsonl', 'high')).sessions[0]
    const critical = report(loop('t.jsonl', 'critical')).sessions[0]
    expect(sessionDelta(critical, high, 100)).toMatchObject({
      trust_delta: 0,
      new_critical: ['infinite_tool_loop'],
      new_failures: [],
      regressed: true,
    })
    expect(sessionDelta(critical, critical, 0)).toMatchObject({ new_critical: [], regressed: false })
    expect(sessionDelta(high, critical, 0)).toMatchObject({ new_critical: [], regressed: false })
  })
})

describe('compareReports', () => {
  const current = report(scored('a.jsonl', 80), scored('b.jsonl', 97), scored('c.jsonl', 100), scored('new.jsonl', 50))
  const baseline = [
    report(scored('a.jsonl', 90), scored('b.jsonl', 100)),
    report(scored('c.jsonl', 90), scored('gone.jsonl', 10)),
  ]
  const c = compareReports(current, baseline, { tolerance: 5, failOnRegression: true, baseline: 'main' })

  it('compares the matched sessions and lists the others', () => {
    expect(c.sessions.map((d) => [d.session, d.trust_delta, d.regressed])).toEqual([
      ['a.jsonl', -10, true],
      ['b.jsonl', -3, false],
      ['c.jsonl', 10, false],
    ])
    expect(c.added).toEqual(['new.jsonl'])
    expect(c.removed).toEqual(['gone.jsonl'])
    expect(c.baseline_session_count).toBe(4)
    expect(countComparison(c)).toEqual({ regressed: 1, worse: 1, improved: 1, unchanged: 0, added: 1, removed: 1 })
  })

  it('satisfies its own schema (what an artifact carries)', () => {
    expect(comparisonSchema.parse(c)).toEqual(c)
    expect(() => comparisonSchema.parse({ ...c, sessions: [{ ...c.sessions[0], trust_delta: 500 }] })).toThrow()
    expect(() => comparisonSchema.parse({ ...c, extra: 1 })).toThrow()
  })

  it('is deterministic', () => {
    expect(
      JSON.stringify(compareReports(current, baseline, { tolerance: 5, failOnRegression: true, baseline: 'main' })),
    ).toBe(JSON.stringify(c))
  })

  it('says it in a few lines for the terminal', () => {
    const text = comparisonText(c)
    expect(text.split('\n')[0]).toBe(
      'Baseline (main): 3 of 4 sessions compared; 1 regressed, 1 lower within the tolerance, 1 improved, 0 unchanged; 1 new, 1 gone (tolerance 5).',
    )
    expect(text).toContain('REGRESSED  a.jsonl: trust 90 -> 80 (-10)')
    expect(text).toContain('NEW        new.jsonl: no baseline')
  })
})

describe('applyRegressions', () => {
  const compare = (current: Report, before: Report, failOnRegression = true, tolerance = 5): Comparison =>
    compareReports(current, [before], { tolerance, failOnRegression, baseline: 'main' })

  it('fails a passing gate on a regression beyond the tolerance, in words', () => {
    const current = report(scored('a.jsonl', 80), scored('b.jsonl', 100))
    expect(current.verdict.passed).toBe(true)
    const judged = applyRegressions(current, compare(current, report(scored('a.jsonl', 90), scored('b.jsonl', 100))))
    expect(judged.verdict).toMatchObject({ passed: false, failed_session_count: 1 })
    expect(judged.verdict.reasons).toEqual([
      'a.jsonl: trust score fell from 90 to 80 (-10), more than the regression tolerance of 5.',
    ])
    expect(judged.sessions.map((s) => s.passed)).toEqual([false, true])
    expect(reportSchema.safeParse(judged).success).toBe(true)
    expect(current.verdict.passed).toBe(true) // not changed in place
  })

  it('passes a regression within the tolerance', () => {
    const current = report(scored('a.jsonl', 85))
    expect(applyRegressions(current, compare(current, report(scored('a.jsonl', 90))))).toBe(current)
  })

  it('leaves the verdict alone without fail-on-regression', () => {
    const current = report(scored('a.jsonl', 10))
    expect(applyRegressions(current, compare(current, report(scored('a.jsonl', 90)), false))).toBe(current)
  })

  it('adds its reasons to a gate that failed anyway', () => {
    const current = report(loop('t.jsonl'))
    const judged = applyRegressions(current, compare(current, report(scored('t.jsonl', 100))))
    expect(judged.verdict.reasons.slice(0, current.verdict.reasons.length)).toEqual(current.verdict.reasons)
    expect(judged.verdict.reasons.slice(current.verdict.reasons.length)).toEqual([
      't.jsonl: trust score fell from 100 to 90 (-10), more than the regression tolerance of 5.',
      't.jsonl: new critical failure cause infinite_tool_loop, not critical in the baseline.',
    ])
    expect(judged.verdict.failed_session_count).toBe(1)
  })
})

import { describe, expect, it } from '@jest/globals'
import {
  caseFromName,
  caseLine,
  casesByStatus,
  requiredPasses,
  summarizeCases,
  withoutLoneRuns,
  type CaseRun,
} from '../../src/policy/cases.js'
import { assignCase, caseAssigner } from '../../src/gate/facts.js'
import { policyCase } from '../../src/policy/globs.js'
import type { Policy } from '../../src/policy/policy-file.js'
import type { GatedSession } from '../../src/report/json.js'
import { decide, type JudgedSession } from '../../src/policy/verdict.js'

describe('case keys', () => {
  it.each([
    ['traces/checkout-flow.run-3.jsonl', undefined, 'traces/checkout-flow'],
    ['./traces/checkout-flow.run-12.jsonl', undefined, 'traces/checkout-flow'],
    ['checkout-flow-run-1.json', undefined, 'checkout-flow'],
    ['search_run2.jsonl', undefined, 'search'],
    ['a/b/login.run_4.ndjson', undefined, 'a/b/login'],
    ['a/b/login.RUN-4.jsonl', undefined, 'a/b/login'],
    ['logs/eval.json', 'sample 7, epoch 2', 'logs/eval.json#sample 7'],
    ['traces/rerun-2.jsonl', undefined, undefined],
    ['traces/run_1.json', undefined, undefined],
    ['traces/checkout.jsonl', undefined, undefined],
    ['traces/otel.jsonl', '4bf92f3577b34da6a3ce929d0e0e4736', undefined],
  ])('%s %s -> %s', (source, session, key) => {
    expect(caseFromName(source, session)).toBe(key)
  })

  it('takes the policy mapping first, in its order, then the name', () => {
    const rules = [
      { name: 'checkout', files: ['traces/checkout-*.jsonl'] },
      { name: 'all', files: ['traces/**'] },
    ]
    const caseOf = (source: string) => {
      const s = assignCase({ source } as GatedSession, { cases: rules } as unknown as Policy, process.cwd(), policyCase)
      return [s.case, s.caseFrom]
    }
    expect(caseOf('traces/checkout-a.jsonl')).toEqual(['checkout', 'policy'])
    expect(caseOf('traces/x.run-1.jsonl')).toEqual(['all', 'policy'])
    expect(caseOf('other/x.run-1.jsonl')).toEqual(['other/x', 'name'])
    expect(caseOf('other/x.jsonl')).toEqual([undefined, undefined])
  })

  it('is what a run assigns, with the globs loaded for a policy with cases and none needed without', async () => {
    const rules = [{ name: 'checkout', files: ['traces/checkout-*.jsonl'] }]
    const sources = ['traces/checkout-a.jsonl', 'traces/x.run-1.jsonl', 'other/x.jsonl']
    const policy = { cases: rules } as unknown as Policy
    const assign = await caseAssigner(policy, process.cwd())
    expect(sources.map((source) => assign({ source } as GatedSession))).toEqual(
      sources.map((source) => assignCase({ source } as GatedSession, policy, process.cwd(), policyCase)),
    )
    const none = { cases: [] } as unknown as Policy
    const byName = await caseAssigner(none, process.cwd())
    expect(sources.map((source) => byName({ source } as GatedSession).case)).toEqual([undefined, 'traces/x', undefined])
  })
})

describe('a case across its runs', () => {
  const runs: CaseRun[] = [
    { name: 'c.run-1.jsonl', case: 'c', passed: true, trust_score: 100 },
    { name: 'alone.jsonl', passed: false, trust_score: 10 },
    { name: 'c.run-2.jsonl', case: 'c', passed: false, trust_score: 62 },
    { name: 'd.run-1.jsonl', case: 'd', passed: false, trust_score: 40 },
    { name: 'c.run-3.jsonl', case: 'c', passed: true, trust_score: 82 },
    { name: 'e.run-1.jsonl', case: 'e', passed: true, trust_score: 90 },
    { name: 'e.run-2.jsonl', case: 'e', passed: true, trust_score: 90 },
  ]

  it('gives mean, lowest and spread of trust, pass rate and pass^k', () => {
    expect(summarizeCases(runs)).toEqual([
      {
        case: 'c',
        sessions: ['c.run-1.jsonl', 'c.run-2.jsonl', 'c.run-3.jsonl'],
        runs: 3,
        passed_runs: 2,
        pass_rate: 0.6667,
        pass_hat_k: false,
        required_passes: 3,
        trust_mean: 81.33,
        trust_min: 62,
        trust_max: 100,
        trust_spread: 38,
        status: 'flaky',
        passed: false,
      },
      {
        case: 'd',
        sessions: ['d.run-1.jsonl'],
        runs: 1,
        passed_runs: 0,
        pass_rate: 0,
        pass_hat_k: false,
        required_passes: 1,
        trust_mean: 40,
        trust_min: 40,
        trust_max: 40,
        trust_spread: 0,
        status: 'failing',
        passed: false,
      },
      {
        case: 'e',
        sessions: ['e.run-1.jsonl', 'e.run-2.jsonl'],
        runs: 2,
        passed_runs: 2,
        pass_rate: 1,
        pass_hat_k: true,
        required_passes: 2,
        trust_mean: 90,
        trust_min: 90,
        trust_max: 90,
        trust_spread: 0,
        status: 'passing',
        passed: true,
      },
    ])
  })

  it('needs repeat-min-pass runs to pass; a case with fewer runs cannot', () => {
    expect(requiredPasses(3)).toBe(3)
    expect(requiredPasses(3, 2)).toBe(2)
    expect(requiredPasses(2, 5)).toBe(5)
    const two = summarizeCases(runs, 2)
    expect(two.map((c) => [c.case, c.required_passes, c.passed, c.pass_hat_k])).toEqual([
      ['c', 2, true, false],
      ['d', 2, false, false],
      ['e', 2, true, true],
    ])
    expect(summarizeCases([{ name: 'x.run-1', case: 'x', passed: true, trust_score: 100 }], 2)[0]).toMatchObject({
      runs: 1,
      passed_runs: 1,
      required_passes: 2,
      status: 'passing',
      passed: false,
    })
  })

  it('shows flaky cases apart from failing ones, in words', () => {
    const groups = casesByStatus(summarizeCases(runs, 2))
    expect(groups.failing.map((c) => c.case)).toEqual(['d'])
    expect(groups.flaky.map((c) => c.case)).toEqual(['c'])
    expect(groups.passing.map((c) => c.case)).toEqual(['e'])
    expect(caseLine(groups.flaky[0])).toBe(
      'c: 2 of 3 runs passed (flaky; meets the 2 required); pass^k no; trust mean 81.33, min 62, spread 38',
    )
  })
})

describe('the verdict on cases', () => {
  const session = (
    source: string,
    trust: number,
    readiness: 'ready_for_runtime' | 'unsafe_for_production',
    c?: string,
  ): JudgedSession => ({
    source,
    ...(c ? { case: c } : {}),
    diagnosis: {
      trust_score: trust,
      readiness_level: readiness,
      primary_diagnosis: {
        root_cause_failure_type: readiness === 'ready_for_runtime' ? null : 'infinite_tool_loop',
        severity: 'critical',
      },
    },
  })
  const sessions = [
    session('c.run-1.jsonl', 100, 'ready_for_runtime', 'c'),
    session('c.run-2.jsonl', 40, 'unsafe_for_production', 'c'),
    session('c.run-3.jsonl', 100, 'ready_for_runtime', 'c'),
  ]

  it('with all (the default), a case fails when any run fails, as the runs alone would', () => {
    const v = decide(sessions, { failOn: 'unsafe_for_production' })
    expect(v.passed).toBe(false)
    expect(v.failed_session_count).toBe(1)
    expect(v.reasons).toEqual([
      'Case c has 2 of 3 runs passing, and repeat-min-pass needs 3.',
      'c.run-2.jsonl is unsafe_for_production (trust 40; primary failure infinite_tool_loop, critical), and fail-on is unsafe_for_production.',
    ])
  })

  it('with a number, enough passing runs pass the case and the failing run is tolerated', () => {
    const v = decide(sessions, { failOn: 'unsafe_for_production', repeatMinPass: 2 })
    expect(v.passed).toBe(true)
    expect(v.failed_session_count).toBe(1)
    expect(v.reasons).toEqual([
      'Passed: no session is unsafe_for_production (3 sessions; worst readiness unsafe_for_production, lowest trust score 40).',
      'Every case has enough passing runs (1 case, repeat-min-pass 2; 1 with failing runs).',
      'Tolerated: c.run-2.jsonl is unsafe_for_production (trust 40; primary failure infinite_tool_loop, critical), and fail-on is unsafe_for_production; case c has 2 of 3 runs passing, and repeat-min-pass needs 2.',
    ])
  })

  it('sessions outside any case are judged alone', () => {
    const v = decide([...sessions, session('alone.jsonl', 30, 'unsafe_for_production')], {
      failOn: 'unsafe_for_production',
      repeatMinPass: 2,
    })
    expect(v.passed).toBe(false)
    expect(v.reasons[0]).toMatch(/^alone\.jsonl is unsafe_for_production/)
  })
})

describe('a lone run', () => {
  it('is not a case when only its name made it one', () => {
    const sessions = [
      { source: 'x_run-1.jsonl', case: 'x' },
      { source: 'y.run-1.jsonl', case: 'y' },
      { source: 'y.run-2.jsonl', case: 'y' },
      { source: 'z.run-1.jsonl', case: 'checkout' },
      { source: 'e.json', session: 'sample s, epoch 1', case: 'e.json#sample s' },
    ]
    expect(withoutLoneRuns(sessions)).toEqual([
      { source: 'x_run-1.jsonl' },
      { source: 'y.run-1.jsonl', case: 'y' },
      { source: 'y.run-2.jsonl', case: 'y' },
      // The policy's case stays a case, even of one run.
      { source: 'z.run-1.jsonl', case: 'checkout' },
      { source: 'e.json', session: 'sample s, epoch 1' },
    ])
  })

  it('drops a lone case its name gave, whatever the path it was named from', () => {
    const sessions = [
      { source: '/tmp/a/lone/x_run-1.jsonl', case: 'lone/x', caseFrom: 'name' as const },
      { source: '/tmp/a/lone/z_run-1.jsonl', case: 'lone/z', caseFrom: 'policy' as const },
    ]
    expect(withoutLoneRuns(sessions)).toEqual([
      { source: '/tmp/a/lone/x_run-1.jsonl' },
      { source: '/tmp/a/lone/z_run-1.jsonl', case: 'lone/z', caseFrom: 'policy' },
    ])
  })
})

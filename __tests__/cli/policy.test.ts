import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cli } from '../../__fixtures__/testing.js'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type Report } from '../../src/report/json.js'
import { reportSchema } from '../../src/report/schema.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-policy-cli-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function report(...args: string[]): Promise<{ code: number; report: Report; stderr: string }> {
  const r = await cli(...args, '--json')
  return { code: r.code, report: reportSchema.parse(JSON.parse(r.stdout)), stderr: r.stderr }
}

const POLICY = '__fixtures__/policy/policy.yml'
const TRACES = '__fixtures__/policy/traces'

describe('diagnose --policy', () => {
  it('evaluates the assertions of each session, with operator, expected and actual', async () => {
    const { code, report: r } = await report('diagnose', TRACES, '--policy', POLICY)
    expect(code).toBe(1)
    const [noEnd, session] = r.sessions
    expect(session.source).toBe(`${TRACES}/session.jsonl`)
    expect(session.passed).toBe(true)
    expect(session.assertions).toEqual([
      {
        id: 'final_response_present',
        kind: 'final_response_present',
        level: 'error',
        subject: 'final response',
        operator: 'present',
        expected: true,
        actual: true,
        passed: true,
      },
      {
        id: 'max_failed_tool_calls',
        kind: 'max_failed_tool_calls',
        level: 'warn',
        subject: 'failed tool calls',
        operator: '<=',
        expected: 0,
        actual: 1,
        passed: false,
      },
      {
        id: 'tool_call_count:bash',
        kind: 'tool_call_count',
        level: 'error',
        subject: 'calls to Bash',
        operator: 'between',
        expected: [1, 2],
        actual: 2,
        passed: true,
      },
      {
        id: 'tool_not_called',
        kind: 'tool_not_called',
        level: 'error',
        subject: 'calls to rm',
        operator: '==',
        expected: 0,
        actual: 0,
        passed: true,
      },
      {
        id: 'max_effective_tokens',
        kind: 'max_effective_tokens',
        level: 'error',
        subject: 'effective tokens',
        operator: '<=',
        expected: 3000,
        actual: 2500,
        passed: true,
      },
      {
        id: 'file_contains',
        kind: 'file_contains',
        level: 'error',
        subject: '__fixtures__/policy/workspace/out/report.md',
        operator: 'contains',
        expected: 'All checks done',
        actual: 'found',
        passed: true,
      },
      {
        id: 'min_trust_score',
        kind: 'min_trust_score',
        level: 'error',
        subject: 'trust score',
        operator: '>=',
        expected: 90,
        actual: 100,
        passed: true,
      },
    ])
    expect(noEnd.passed).toBe(false)
    expect(noEnd.assertions?.map((a) => [a.id, a.level, a.passed])).toEqual([
      ['final_response_present', 'warn', false],
      ['max_failed_tool_calls', 'warn', false],
      ['tool_not_called', 'error', false],
    ])
    expect(r.verdict.reasons).toEqual([
      `${TRACES}/no-end.jsonl: assertion tool_not_called failed: expected calls to rm = 0, found 1.`,
    ])
    // The new fields come after the existing ones.
    expect(Object.keys(session)).toEqual([
      'source',
      'format',
      'preset',
      'observes',
      'passed',
      'diagnosis',
      'assertions',
      'integrity',
      'verification',
    ])
  })

  it('shows the assertions as a checklist in the summary', async () => {
    const r = await cli('diagnose', TRACES, '--policy', POLICY)
    expect(r.stdout).toContain('  [ ] FAIL  tool_not_called: calls to rm = 0 (actual: 1)\n')
    expect(r.stdout).toContain('  [ ] warn  final_response_present: final response present (actual: none)\n')
    expect(r.stdout).toContain('  [x] pass  tool_call_count:bash: calls to Bash between 1 and 2 (actual: 2)\n')
    expect(r.stdout).toContain(
      '  [x] pass  file_contains: __fixtures__/policy/workspace/out/report.md contains "All checks done" (actual: text found)\n',
    )
  })

  it('leaves the report as it was without a policy', async () => {
    const { report: r } = await report('diagnose', TRACES)
    expect(r.sessions.every((s) => s.assertions === undefined && s.case === undefined)).toBe(true)
    expect(r.cases).toBeUndefined()
    expect(r.harness).toBeUndefined()
  })

  it('applies the preset and the detector thresholds of the policy', async () => {
    const lenient = join(dir, 'lenient.yml')
    writeFileSync(lenient, 'preset: critiqor\ndetectors:\n  infinite_tool_loop: { minRepeats: 50 }\n')
    const strict = await report('diagnose', 'examples/tool-loop.jsonl')
    const relaxed = await report('diagnose', 'examples/tool-loop.jsonl', '--policy', lenient)
    expect(strict.report.sessions[0].diagnosis.failure_causes.map((c) => c.type)).toContain('infinite_tool_loop')
    expect(relaxed.report.sessions[0].diagnosis.failure_causes.map((c) => c.type)).not.toContain('infinite_tool_loop')
    expect(relaxed.report.sessions[0].preset).toBe('critiqor')
  })

  it('reads .agent-trust-gate.yml in the current directory when there is one', async () => {
    const work = mkdtempSync(join(dir, 'ws-'))
    copyFileSync('__fixtures__/policy/traces/no-end.jsonl', join(work, 'no-end.jsonl'))
    writeFileSync(join(work, '.agent-trust-gate.yml'), 'assertions:\n  tool_not_called: [error, { tool: rm }]\n')
    const here = process.cwd()
    process.chdir(work)
    try {
      const r = await cli('diagnose', 'no-end.jsonl')
      expect(r.code).toBe(1)
      expect(r.stdout).toContain('no-end.jsonl: assertion tool_not_called failed')
      // A policy given wins over the file found.
      writeFileSync(join(work, 'other.yml'), 'assertions:\n  tool_not_called: [warn, { tool: rm }]\n')
      expect((await cli('diagnose', 'no-end.jsonl', '--policy', 'other.yml')).code).toBe(0)
    } finally {
      process.chdir(here)
    }
  })

  it('matches globs against paths relative to the current directory, also for absolute paths', async () => {
    const { report: r } = await report('diagnose', resolve(TRACES, 'no-end.jsonl'), '--policy', POLICY)
    expect(r.sessions[0].assertions?.map((a) => a.id)).toContain('tool_not_called')
  })

  it('exits 2 on a bad policy file, naming the line and the key', async () => {
    const bad = join(dir, 'bad.yml')
    writeFileSync(bad, 'assertions:\n  final_response_present: error\n  tool_call_count: [error, { max: -1 }]\n')
    const r = await cli('diagnose', TRACES, '--policy', bad)
    expect(r.code).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toBe(`${bad}:3: assertions.tool_call_count[1].max: expected a number >= 0, found -1\n`)
    const missing = await cli('diagnose', TRACES, '--policy', join(dir, 'nope.yml'))
    expect(missing.code).toBe(2)
    expect(missing.stderr).toBe(`${join(dir, 'nope.yml')}: no such file\n`)
  })
})

describe('repeated runs', () => {
  const RUNS = '__fixtures__/policy/runs'

  it('groups runs by name and fails a case when a run fails (repeat-min-pass all)', async () => {
    const { code, report: r } = await report('diagnose', RUNS)
    expect(code).toBe(1)
    expect(r.sessions.map((s) => s.case)).toEqual([
      `${RUNS}/checkout-flow`,
      `${RUNS}/checkout-flow`,
      `${RUNS}/checkout-flow`,
      `${RUNS}/search`,
      `${RUNS}/search`,
    ])
    expect(
      r.cases?.map((c) => [
        c.case,
        c.runs,
        c.passed_runs,
        c.pass_rate,
        c.pass_hat_k,
        c.trust_mean,
        c.trust_min,
        c.trust_spread,
        c.status,
        c.passed,
      ]),
    ).toEqual([
      [`${RUNS}/checkout-flow`, 3, 2, 0.6667, false, 96.67, 90, 10, 'flaky', false],
      [`${RUNS}/search`, 2, 2, 1, true, 100, 100, 0, 'passing', true],
    ])
    expect(r.verdict.reasons[0]).toBe(
      `Case ${RUNS}/checkout-flow has 2 of 3 runs passing, and repeat-min-pass needs 3.`,
    )
  })

  it('passes with --repeat-min-pass 2, or the policy saying so, and shows flaky cases apart', async () => {
    expect((await cli('diagnose', RUNS, '--repeat-min-pass', '2')).code).toBe(0)
    const policy = join(dir, 'repeat.yml')
    writeFileSync(policy, 'repeat_min_pass: 2\ncases:\n  checkout: "__fixtures__/policy/runs/checkout-*"\n')
    const r = await cli('diagnose', RUNS, '--policy', policy)
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /Cases \(2\):\n {2}flaky:\n {4}pass {2}checkout: 2 of 3 runs passed \(flaky; meets the 2 required\)/,
    )
    expect(r.stdout).toMatch(/ {2}passing:\n {4}pass {2}__fixtures__\/policy\/runs\/search: 2 of 2 runs passed/)
    // The option wins over the policy.
    expect((await cli('diagnose', RUNS, '--policy', policy, '--repeat-min-pass', 'all')).code).toBe(1)
  })

  it('refuses a bad --repeat-min-pass', async () => {
    for (const v of ['0', 'most', '1.5']) {
      const r = await cli('diagnose', RUNS, '--repeat-min-pass', v)
      expect(r.code).toBe(2)
      expect(r.stderr).toContain(`--repeat-min-pass: expected all or a whole number of runs (1 or more), found "${v}"`)
    }
  })
})

describe('harness scores', () => {
  const HARNESS = '__fixtures__/policy/harness'

  it('reads arksim and personal_agent_eval outputs into their own section and verdict reasons', async () => {
    const { code, report: r } = await report(
      'diagnose',
      'examples/clean.jsonl',
      '--harness',
      `${HARNESS}/arksim/evaluation.json`,
      '--harness',
      `${HARNESS}/personal_agent_eval`,
    )
    expect(code).toBe(1)
    expect(r.sessions[0]).toMatchObject({ passed: true, diagnosis: { trust_score: 100 } })
    expect(r.harness?.results.map((x) => [x.harness, x.id, x.final_score, x.status, x.passed])).toEqual([
      ['arksim', 'conv-refund-ok', 1, 'Done', true],
      ['arksim', 'conv-refund-partial', 0.75, 'Partial Failure', true],
      ['arksim', 'conv-refund-failed', 0.375, 'Failed', false],
      ['arksim', 'conv-goal-skipped', 0.6, 'Partial Failure', true],
      ['personal_agent_eval', 'run_0000000000000000000000000000001a', 0.9, 'success', true],
      ['personal_agent_eval', 'run_0000000000000000000000000000002b', 0.2, 'provider_error', false],
    ])
    expect(r.harness).toMatchObject({
      min_final_score: null,
      allowed_statuses: { arksim: ['Done', 'Partial Failure'], personal_agent_eval: ['success'] },
      checks: 'error',
    })
    expect(r.verdict.failed_session_count).toBe(0)
    expect(r.verdict.reasons[0]).toMatch(
      /^arksim conversation conv-refund-failed .* has status Failed, which is not allowed/,
    )
  })

  it('gates on --min-final-score and the policy', async () => {
    const arksim = `${HARNESS}/arksim/evaluation.json`
    const policy = join(dir, 'harness.yml')
    writeFileSync(
      policy,
      'harness:\n  min_final_score: 0.5\n  arksim:\n    allowed_statuses: [Done, Partial Failure, Failed]\n',
    )
    const lenient = await report('diagnose', 'examples/clean.jsonl', '--harness', arksim, '--policy', policy)
    expect(lenient.code).toBe(1)
    expect(lenient.report.verdict.reasons).toEqual([
      `arksim conversation conv-refund-failed (${arksim}) has final score 0.375, below the minimum final score 0.5.`,
    ])
    const looser = await report(
      'diagnose',
      'examples/clean.jsonl',
      '--harness',
      arksim,
      '--policy',
      policy,
      '--min-final-score',
      '0.3',
    )
    expect(looser.code).toBe(0)
    expect(looser.report.harness?.min_final_score).toBe(0.3)
    expect(looser.report.verdict.reasons).toContain('Every harness result is within the gate (4 results).')
    expect(
      (await cli('diagnose', 'examples/clean.jsonl', '--harness', arksim, '--min-final-score', '1.5')).stderr,
    ).toContain('--min-final-score: expected a number from 0 to 1, or nothing, found "1.5"')
  })

  it('warns about harness files it cannot pair, and exits 2 on one that is no harness output', async () => {
    const final = `${HARNESS}/personal_agent_eval/outputs/evaluations/examples/model_a/tool_example/raw_outputs/final_result_1.json`
    const r = await cli('diagnose', 'examples/clean.jsonl', '--harness', final)
    expect(r.stderr).toContain(
      `warning: ${final}: the run artifact of run run_0000000000000000000000000000001a was not among the harness files`,
    )
    const bad = await cli('diagnose', 'examples/clean.jsonl', '--harness', 'examples/clean.jsonl')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(
      /^examples\/clean\.jsonl:2: expected JSON, found invalid JSON \(Unexpected non-whitespace character after JSON/,
    )
    const notOurs = join(dir, 'other.json')
    writeFileSync(notOurs, '{"hello": "world"}\n')
    expect((await cli('diagnose', 'examples/clean.jsonl', '--harness', notOurs)).stderr).toBe(
      `${notOurs}: expected an arksim evaluation.json, a personal_agent_eval run artifact (run.json), final result (final_result.json) or case config (test.yaml), or SWE-bench-style results (results.json, report.json, a reward file), found none of them\n`,
    )
  })
})

describe('merge', () => {
  it('keeps the assertions, cases and harness results of the shards', async () => {
    const a = join(dir, 'a.json')
    const b = join(dir, 'b.json')
    await cli('diagnose', TRACES, '--policy', POLICY, '--out', a)
    await cli(
      'diagnose',
      '__fixtures__/policy/runs',
      '--harness',
      '__fixtures__/policy/harness/arksim/evaluation.json',
      '--out',
      b,
    )
    const { code, report: merged } = await report('merge', a, b, '--repeat-min-pass', '2')
    expect(code).toBe(1)
    expect(merged.sessions.filter((s) => s.assertions).length).toBe(2)
    expect(merged.cases?.map((c) => [c.case, c.passed])).toEqual([
      ['__fixtures__/policy/runs/checkout-flow', true],
      ['__fixtures__/policy/runs/search', true],
    ])
    expect(merged.harness?.results).toHaveLength(4)
    expect(merged.verdict.reasons).toEqual([
      `${TRACES}/no-end.jsonl: assertion tool_not_called failed: expected calls to rm = 0, found 1.`,
      'arksim conversation conv-refund-failed (__fixtures__/policy/harness/arksim/evaluation.json) has status Failed, which is not allowed (allowed: Done, Partial Failure).',
      'Tolerated: __fixtures__/policy/runs/checkout-flow.run-2.jsonl is unsafe_for_production (trust 90; primary failure infinite_tool_loop, critical), and fail-on is unsafe_for_production; case __fixtures__/policy/runs/checkout-flow has 2 of 3 runs passing, and repeat-min-pass needs 2.',
    ])
  })
})

describe('policy-schema', () => {
  it('prints the committed JSON Schema of the policy file', async () => {
    const r = await cli('policy-schema')
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(readFileSync('schema/policy.schema.json', 'utf8'))
  })

  it('is named in the help', async () => {
    expect((await cli('--help')).stdout).toContain('policy-schema')
    const r = await cli('diagnose', '--help')
    for (const opt of ['--policy', '--repeat-min-pass', '--harness', '--min-final-score'])
      expect(r.stdout).toContain(opt)
  })
})

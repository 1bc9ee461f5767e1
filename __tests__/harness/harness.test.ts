import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  arksimFinalScore,
  arksimStatus,
  canonicalArksimStatus,
  isArksimEvaluation,
  recomputeConversation,
} from '../../src/harness/arksim.js'
import {
  harnessChecklist,
  harnessFileKind,
  harnessLine,
  harnessResults,
  judgeHarness,
  type HarnessResult,
} from '../../src/harness/index.js'
import {
  finalResponse,
  personalAgentEvalResults,
  recomputeCheck,
  runArtifactSchema,
  testConfigSchema,
} from '../../src/harness/personal-agent-eval.js'
import { parseHarnessText, readHarnessFiles } from '../../src/harness/read.js'
import { TraceError } from '../../src/trace/read.js'
import { decide } from '../../src/policy/verdict.js'

const ARKSIM = '__fixtures__/policy/harness/arksim/evaluation.json'
const ARKSIM_WRONG = '__fixtures__/policy/harness/arksim/evaluation-recorded-wrong.json'
const PAE = '__fixtures__/policy/harness/personal_agent_eval'
const RUN_1 = `${PAE}/outputs/runs/examples/model_a/tool_example/run_1.json`
const RUN_2 = `${PAE}/outputs/runs/examples/model_a/tool_example/run_2.json`
const FINAL_1 = `${PAE}/outputs/evaluations/examples/model_a/tool_example/raw_outputs/final_result_1.json`
const TEST = `${PAE}/configs/cases/tool_example/test.yaml`

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))
const byId = (results: HarnessResult[]) => Object.fromEntries(results.map((r) => [r.id, r]))

describe("arksim's final score and status", () => {
  it.each([
    // turn success ratio, goal completion, final score, status
    [1, 1, 1, 'Done'],
    [0.75, 0.75, 0.75, 'Partial Failure'],
    [0.5, 0, 0.375, 'Failed'],
    [1, -1, 1, 'Done'], // goal completion skipped: the ratio alone
    [0.6, -1, 0.6, 'Partial Failure'], // from 0.6
    [0.5, 0.9, 0.6, 'Partial Failure'],
    [0.4, 1, 0.55, 'Failed'],
    [1, 0.9999, 0.999975, 'Partial Failure'], // Done only at exactly 1.0
    [2 / 3, 1, 0.75, 'Partial Failure'],
  ])('ratio %p and goal completion %p give %p, %s', (ratio, goal, score, status) => {
    const s = arksimFinalScore(ratio, goal)
    expect(s).toBeCloseTo(score, 12)
    expect(arksimStatus(s)).toBe(status)
  })

  it('reads both spellings of the statuses', () => {
    expect(
      ['Done', 'completed', 'Partial Failure', 'partial_failure', 'Failed', 'failed', 'Evaluation Failed'].map(
        canonicalArksimStatus,
      ),
    ).toEqual(['Done', 'Done', 'Partial Failure', 'Partial Failure', 'Failed', 'Failed', 'Evaluation Failed'])
  })

  it('recomputes every conversation of an evaluation.json, turn by turn', () => {
    expect(isArksimEvaluation(json(ARKSIM))).toBe(true)
    const { results, warnings } = harnessResults([{ source: ARKSIM, value: json(ARKSIM) }])
    expect(warnings).toEqual([])
    expect(results.map((r) => [r.id, r.turns, r.goal_completion, r.final_score, r.status, r.mismatches])).toEqual([
      ['conv-refund-ok', { count: 4, failed: 0, success_ratio: 1 }, 1, 1, 'Done', []],
      ['conv-refund-partial', { count: 4, failed: 1, success_ratio: 0.75 }, 0.75, 0.75, 'Partial Failure', []],
      ['conv-refund-failed', { count: 2, failed: 1, success_ratio: 0.5 }, 0, 0.375, 'Failed', []],
      ['conv-goal-skipped', { count: 5, failed: 2, success_ratio: 0.6 }, null, 0.6, 'Partial Failure', []],
    ])
    expect(results[0]).toMatchObject({
      harness: 'arksim',
      source: ARKSIM,
      score_origin: 'recomputed',
      recorded: { final_score: 1, status: 'Done' },
    })
  })

  it('lists where the recorded numbers differ from the recomputation, and uses the recomputation', () => {
    const r = byId(harnessResults([{ source: ARKSIM_WRONG, value: json(ARKSIM_WRONG) }]).results)
    expect(r['conv-recorded-wrong']).toMatchObject({
      final_score: 0.75,
      status: 'Partial Failure',
      recorded: { final_score: 1, status: 'completed' },
    })
    expect(r['conv-recorded-wrong'].mismatches).toEqual([
      'turn_success_ratio is recorded as 1, recomputed 0.666667 from 3 turn scores',
      'overall_agent_score is recorded as 1, recomputed 0.75',
      'evaluation_status is recorded as "completed", recomputed "Partial Failure"',
    ])
    expect(r['conv-docs-spelling']).toMatchObject({ final_score: 0.8, status: 'Partial Failure', mismatches: [] })
  })

  it('gives a conversation without turns a ratio of 1', () => {
    const r = recomputeConversation({ conversation_id: 'empty', goal_completion_score: 0.5, turn_scores: [] }, 'e.json')
    expect(r).toMatchObject({
      turns: { count: 0, failed: 0, success_ratio: 1 },
      final_score: 0.875,
      status: 'Partial Failure',
    })
  })

  it('names the field of a malformed evaluation', () => {
    const bad = {
      evaluator_version: 'v1',
      conversations: [{ conversation_id: 'x', goal_completion_score: '1', turn_scores: [] }],
    }
    expect(() => harnessResults([{ source: 'e.json', value: bad }])).toThrow(
      'e.json: conversations[0].goal_completion_score: expected a number, found "1" (read as arksim\'s evaluation output)',
    )
  })
})

describe("personal_agent_eval's deterministic checks", () => {
  const run1 = runArtifactSchema.parse(json(RUN_1))
  const run2 = runArtifactSchema.parse(json(RUN_2))
  const test = testConfigSchema.parse(parseHarnessText(TEST, readFileSync(TEST, 'utf8')))

  it('recognises run artifacts, final results and case configs', () => {
    expect(harnessFileKind(json(RUN_1))).toBe('personal_agent_eval:run')
    expect(harnessFileKind(json(FINAL_1))).toBe('personal_agent_eval:final_result')
    expect(harnessFileKind(parseHarnessText(TEST, readFileSync(TEST, 'utf8')))).toBe('personal_agent_eval:test_config')
    expect(harnessFileKind(json(ARKSIM))).toBe('arksim')
    expect(harnessFileKind({ run_id: 'x', overall_score: 9 })).toBeUndefined()
  })

  it('recomputes the checks a run artifact settles, and leaves host-file checks open', () => {
    expect(finalResponse(run1)).toBe(
      'I ran printf, wrote /tmp/pae_tool_example.txt and read it back.\nIt contains `tool-example`.',
    )
    expect(finalResponse(run2)).toBeNull()
    expect(test.deterministic_checks.map((c) => recomputeCheck(c, run1))).toEqual([
      {
        id: 'final-response',
        kind: 'final_response_present',
        subject: 'final response',
        operator: 'present',
        expected: true,
        actual: true,
        passed: true,
      },
      {
        id: 'three-tool-calls',
        kind: 'tool_call_count',
        subject: 'tool calls',
        operator: '==',
        expected: 3,
        actual: 3,
        passed: true,
      },
      {
        id: 'run-succeeded',
        kind: 'status_is',
        subject: 'run status',
        operator: '==',
        expected: 'success',
        actual: 'success',
        passed: true,
      },
      {
        id: 'file-written',
        kind: 'file_contains',
        subject: '/tmp/pae_tool_example.txt',
        operator: 'contains',
        expected: 'tool-example',
        actual: 'not recomputable from the run artifact (the host file system at run time)',
        passed: null,
      },
    ])
    expect(test.deterministic_checks.map((c) => recomputeCheck(c, run2).passed)).toEqual([false, false, false, null])
  })

  it('counts a final output of blanks as no final response, and matches output artifacts', () => {
    const blank = runArtifactSchema.parse({
      ...(json(RUN_1) as object),
      trace: [{ event_type: 'final_output', content: '  \n' }],
      output_artifacts: [{ artifact_id: 'a1', artifact_type: 'openclaw_key_output', uri: 'file:///w/report.md' }],
    })
    expect(recomputeCheck({ check_id: 'f', declarative: { kind: 'final_response_present' } }, blank).passed).toBe(false)
    expect(
      recomputeCheck(
        { check_id: 'o', declarative: { kind: 'output_artifact_present', artifact_type: 'openclaw_key_output' } },
        blank,
      ),
    ).toMatchObject({ actual: 1, passed: true })
    expect(
      recomputeCheck(
        {
          check_id: 'o',
          declarative: { kind: 'output_artifact_present', artifact_type: 'openclaw_key_output', uri: 'x' },
        },
        blank,
      ),
    ).toMatchObject({ actual: 0, passed: false })
    expect(recomputeCheck({ check_id: 'h' }, blank)).toMatchObject({ kind: 'python_hook', passed: null })
  })

  it('pairs runs, final results and case configs, and checks the recorded dimensions', () => {
    const files = [RUN_1, RUN_2, FINAL_1, TEST].map((source) => ({
      source,
      value: parseHarnessText(source, readFileSync(source, 'utf8')),
    }))
    const { results, warnings } = harnessResults(files)
    expect(warnings).toEqual([])
    expect(
      results.map((r) => [
        r.id,
        r.case,
        r.status,
        r.final_score,
        r.score_origin,
        r.checks?.map((c) => c.passed),
        r.mismatches,
      ]),
    ).toEqual([
      [
        'run_0000000000000000000000000000001a',
        'tool_example',
        'success',
        0.9,
        'recorded',
        [true, true, true, null],
        [],
      ],
      [
        'run_0000000000000000000000000000002b',
        'tool_example',
        'provider_error',
        null,
        null,
        [false, false, false, null],
        [],
      ],
    ])
  })

  it('finds a recorded deterministic dimension that the checks do not give', () => {
    const final = {
      case_id: 'tool_example',
      run_id: run1.identity.run_id,
      final_score: 9,
      deterministic_dimensions: { process: 0, efficiency: 10, task: 10 },
    }
    const { results } = personalAgentEvalResults([
      { source: 'run.json', run: run1 },
      { source: 'final.json', final },
      { source: 'test.yaml', test },
    ])
    expect(results[0].mismatches).toEqual(['deterministic_dimensions.process is recorded as 0, recomputed 10'])
  })

  it('warns about files that cannot be paired', () => {
    const final = { case_id: 'other', run_id: 'run_x', final_score: 4 }
    const other = { case_id: 'lonely', deterministic_checks: [] }
    const { results, warnings } = personalAgentEvalResults([
      { source: 'final.json', final },
      { source: 'lonely.yaml', test: other },
    ])
    expect(results).toMatchObject([{ id: 'run_x', case: 'other', status: null, final_score: 0.4 }])
    expect(warnings).toEqual([
      'final.json: the run artifact of run run_x was not among the harness files: its status and checks were not recomputed',
      'lonely.yaml: no run artifact of case lonely among the harness files: its checks were not recomputed',
    ])
  })
})

describe('reading harness files', () => {
  it('searches directories for harness outputs in path order, skipping manifests and judge outputs', async () => {
    const files = await readHarnessFiles([PAE, ARKSIM])
    expect(files.map((f) => f.source)).toEqual([
      TEST,
      `${PAE}/outputs/evaluations/examples/model_a/tool_example/raw_outputs/final_result_1.json`,
      `${PAE}/outputs/evaluations/examples/model_a/tool_example/raw_outputs/final_result_2.json`,
      RUN_1,
      RUN_2,
      ARKSIM,
    ])
  })

  it('refuses a named file that is no harness output, and a directory without any', async () => {
    await expect(
      readHarnessFiles([`${PAE}/outputs/runs/examples/model_a/tool_example/manifest.json`]),
    ).resolves.toHaveLength(1)
    expect(() => harnessResults([{ source: 'manifest.json', value: { case_id: 'x' } }])).toThrow(
      'manifest.json: expected an arksim evaluation.json, a personal_agent_eval run artifact (run.json), final result (final_result.json) or case config (test.yaml), or SWE-bench-style results (results.json, report.json, a reward file), found none of them',
    )
    await expect(readHarnessFiles(['__fixtures__/policy/traces'])).rejects.toThrow(
      /__fixtures__\/policy\/traces: expected an arksim evaluation\.json, .* in this directory, found none/,
    )
    await expect(readHarnessFiles(['__fixtures__/policy/missing.json'])).rejects.toThrow(
      '__fixtures__/policy/missing.json: no such file or directory',
    )
  })

  it('names the line of invalid JSON and YAML', () => {
    expect(() => parseHarnessText('e.json', '{\n  "a": 1,\n  oops\n}')).toThrow(
      /^e\.json:3: expected JSON, found invalid JSON/,
    )
    expect(() => parseHarnessText('t.yaml', 'a: [1\nb: 2\n')).toThrow(/^t\.yaml:\d+: expected YAML, found invalid YAML/)
  })

  it('refuses JSON and YAML nested too deep, and a YAML alias that holds itself', () => {
    const lists = (n: number) => '['.repeat(n) + ']'.repeat(n)
    expect(() => parseHarnessText('r.json', `{"resolved":${lists(200_000)}}`)).toThrow(
      new TraceError('r.json', 1, 'expected JSON nested at most 1000 deep, found an object nested 200001 deep'),
    )
    const tooDeep = (path: string) => new TraceError(path, undefined, 'expected YAML, found nesting too deep to read')
    expect(() => parseHarnessText('t.yaml', `a: ${lists(200_000)}\n`)).toThrow(tooDeep('t.yaml'))
    expect(() => parseHarnessText('t.yaml', `a: ${lists(2000)}\n`)).toThrow(tooDeep('t.yaml'))
    expect(() => parseHarnessText('c.yaml', 'a: &a\n  b: 1\n  c: *a\n')).toThrow(
      new TraceError(
        'c.yaml',
        undefined,
        'expected YAML nested at most 1000 deep, found deeper nesting through its aliases',
      ),
    )
    expect(parseHarnessText('ok.yaml', `a: ${lists(300)}\n`)).toEqual({ a: expect.any(Array) })
  }, 30_000)
})

describe('the gate on harness results', () => {
  const all = async () => harnessResults(await readHarnessFiles([ARKSIM, PAE])).results

  it('by default fails Failed conversations, runs that did not succeed and failed checks', async () => {
    const { results, failures } = judgeHarness(await all(), {})
    expect(results.map((r) => [r.id, r.passed])).toEqual([
      ['conv-refund-ok', true],
      ['conv-refund-partial', true],
      ['conv-refund-failed', false],
      ['conv-goal-skipped', true],
      ['run_0000000000000000000000000000001a', true],
      ['run_0000000000000000000000000000002b', false],
    ])
    const pae = `personal_agent_eval run run_0000000000000000000000000000002b of case tool_example (${RUN_2})`
    expect(failures).toEqual([
      `arksim conversation conv-refund-failed (${ARKSIM}) has status Failed, which is not allowed (allowed: Done, Partial Failure).`,
      `${pae} has status provider_error, which is not allowed (allowed: success).`,
      `${pae}: deterministic check final-response (final_response_present) failed: expected final response present, found none.`,
      `${pae}: deterministic check three-tool-calls (tool_call_count) failed: expected tool calls == 3, found 1.`,
      `${pae}: deterministic check run-succeeded (status_is) failed: expected run status == "success", found "provider_error".`,
    ])
  })

  it('applies the minimum final score on 0-1 and the allowed statuses given', async () => {
    const { failures } = judgeHarness(await all(), {
      minFinalScore: 0.7,
      arksimStatuses: ['Done', 'Partial Failure', 'Failed'],
      runStatuses: ['success', 'provider_error'],
      checks: 'warn',
    })
    expect(failures).toEqual([
      `arksim conversation conv-refund-failed (${ARKSIM}) has final score 0.375, below the minimum final score 0.7.`,
      `arksim conversation conv-goal-skipped (${ARKSIM}) has final score 0.6, below the minimum final score 0.7.`,
      `personal_agent_eval run run_0000000000000000000000000000002b of case tool_example (${RUN_2}) has final score 0.2, below the minimum final score 0.7.`,
    ])
  })

  it('adds its failures to the verdict, apart from the sessions, and says when all are within the gate', async () => {
    const { results, failures } = judgeHarness(await all(), {})
    const failed = decide([], { failOn: 'unsafe_for_production' }, { results: results.length, failures })
    expect(failed.passed).toBe(false)
    expect(failed.reasons).toEqual(failures)
    const passed = decide([], { failOn: 'unsafe_for_production' }, { results: 2, failures: [] })
    expect(passed).toMatchObject({ passed: true, reasons: ['Every harness result is within the gate (2 results).'] })
  })

  it('gives one line per result, and its checks as a checklist', async () => {
    const r = await all()
    expect(harnessChecklist(r[5])).toEqual([
      {
        id: 'final-response',
        passed: false,
        text: 'final-response (final_response_present): final response present (actual: none)',
      },
      {
        id: 'three-tool-calls',
        passed: false,
        text: 'three-tool-calls (tool_call_count): tool calls == 3 (actual: 1)',
      },
      {
        id: 'run-succeeded',
        passed: false,
        text: 'run-succeeded (status_is): run status == "success" (actual: "provider_error")',
      },
      {
        id: 'file-written',
        passed: null,
        text: 'file-written (file_contains): /tmp/pae_tool_example.txt contains "tool-example" (actual: not recomputable from the run artifact (the host file system at run time))',
      },
    ])
    expect(harnessChecklist(r[0])).toEqual([])
    expect(harnessLine(r[1])).toBe(
      `arksim conversation conv-refund-partial (${ARKSIM}): final score 0.75, Partial Failure, 3 of 4 turns without a behavior failure`,
    )
    expect(harnessLine(r[4])).toBe(
      `personal_agent_eval run run_0000000000000000000000000000001a of case tool_example (${RUN_1}): final score 0.9 (as recorded), run success, 3 of 4 checks passed (1 not recomputable)`,
    )
  })
})

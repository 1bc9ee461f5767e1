/**
 * Harbor's trial folders given whole (__fixtures__/harbor/job: a job of three trials, one read
 * from codex's log, one from Claude Code's stream that Harbor stopped at its time limit, one
 * that holds Harbor's results only): one session per trial with the verifier's reward joined to
 * it, the same run's other records named, never read twice, and nothing a reason to stop.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'
import { reportSchema } from '../../src/report/schema.js'
import { harborResult, harborUsage, isHarborTrialResult, sortHarborTrials } from '../../src/harness/harbor.js'
import { judgeHarness } from '../../src/harness/judge.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'

const JOB = '__fixtures__/harbor/job'
const dir = mkdtempSync(join(tmpdir(), 'atg-harbor-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function diagnose(...args: string[]) {
  const out = join(dir, 'report.json')
  const r = await cli('diagnose', ...args, '--out', out, '--integrity', 'off')
  return { ...r, report: r.code === 2 ? undefined : reportSchema.parse(JSON.parse(readFileSync(out, 'utf8'))) }
}

describe('a Harbor job folder given whole', () => {
  it('is one session per trial that holds a trace, its reward joined, the rest named', async () => {
    const r = await diagnose(JOB)
    // Warnings only (the logs' lines that are not JSON, named), no error of the run itself.
    expect(r.stderr.split('\n').filter((l) => l !== '' && !/: warning: /.test(l))).toEqual([])
    expect([0, 1]).toContain(r.code)
    const report = r.report!
    expect(report.sessions.map((s) => [relative(JOB, s.source), s.format])).toEqual([
      ['event-summary__codex1/agent/codex.txt', 'codex-exec'],
      ['fix-queue__timeout1/agent/claude-code.txt', 'claude-stream'],
    ])
    const harness = report.harness!.results.map((h) => [h.harness, h.id, h.status, h.final_score, h.passed])
    expect(harness).toEqual([
      ['harbor', 'event-summary__codex1', 'passed', 1, true],
      ['harbor', 'fix-queue__timeout1', 'agent_timeout', 0, false],
    ])
    // Joined to the session read for the trial.
    for (const h of report.harness!.results) expect(h.run).toMatch(new RegExp(`^${JOB}/${h.id}/agent/`))
    const named = new Map(report.not_read!.map((n) => [relative(JOB, n.file), n.what]))
    expect(named.get('fix-queue__timeout1/agent/trajectory.json')).toBe(
      'the ATIF conversion of the same run as agent/claude-code.txt, read from agent/claude-code.txt',
    )
    expect(named.get('fix-queue__timeout1/agent/sessions/projects/-app/run.jsonl')).toMatch(
      /^Claude Code's own transcript of the same run as agent\/claude-code\.txt/,
    )
    expect(named.get('event-summary__codex1/config.json')).toBe("Harbor's configuration of the trial")
    expect(named.get('event-summary__codex1/trial.log')).toBe("Harbor's log of the trial")
    expect(named.get('fix-queue__nolog1')).toMatch(/holds Harbor's results and no trace of the agent: not judged/)
    expect(named.get('result.json')).toMatch(/^JSON that is no trace/)
    // The same run is read once: no duplicate, no integrity finding about it.
    for (const s of report.sessions) expect(s.integrity ?? []).toEqual([])
    // The time limit fails the gate, with a fix about that limit.
    expect(report.verdict.passed).toBe(false)
    expect(report.verdict.reasons.join('\n')).toMatch(
      /fix-queue__timeout1.*Harbor stopped the agent at its time limit \(AgentTimeoutError.*status agent_timeout/,
    )
  })

  it('a trial folder given alone is its one session; --min-final-score gates on the reward', async () => {
    const r = await diagnose(join(JOB, 'event-summary__codex1'), '--min-final-score', '1', '--fail-on', 'never')
    expect(r.report!.sessions).toHaveLength(1)
    expect(r.report!.harness!.results[0].passed).toBe(true)
    expect(r.code).toBe(0)
    // The codex log's lines of text before its JSON are skipped with a warning.
    expect(r.stderr).toMatch(/codex\.txt:1: warning: 2 lines that are not JSON skipped/)
  })
})

describe("mini-swe-agent's own trajectory in a Harbor trial", () => {
  it('is read when it names its format, the ATIF conversion named as the same run; else the ATIF file is read', async () => {
    const MINI = '__fixtures__/harbor/mini'
    const r = await diagnose(MINI, '--fail-on', 'never')
    expect(r.code).toBe(0)
    expect(r.report!.sessions.map((s) => [relative(MINI, s.source), s.format])).toEqual([
      ['fix__mini1/agent/mini-swe-agent.trajectory.json', 'mini-swe-agent'],
      ['fix__nofmt1/agent/trajectory.json', 'atif'],
    ])
    expect(r.report!.harness!.results.map((h) => relative(MINI, h.run!))).toEqual([
      'fix__mini1/agent/mini-swe-agent.trajectory.json',
      'fix__nofmt1/agent/trajectory.json',
    ])
    const named = new Map(r.report!.not_read!.map((n) => [relative(MINI, n.file), n.what]))
    expect(named.get('fix__mini1/agent/trajectory.json')).toBe(
      'the ATIF conversion of the same run as agent/mini-swe-agent.trajectory.json, read from agent/mini-swe-agent.trajectory.json',
    )
    expect(named.get('fix__nofmt1/agent/mini-swe-agent.trajectory.json')).toBe(
      'written by the agent during the same run as agent/trajectory.json',
    )
  })
})

describe('a Harbor trial whose agent left an empty log', () => {
  it('reads the next log there, or names the trial as holding no trace; a log that is no trace is named; never stops the run', async () => {
    const job = join(dir, 'empty-logs')
    for (const t of ['a__claude1', 'b__none1', 'c__text1']) {
      cpSync('__fixtures__/harbor/usage/hello__nometrics1', join(job, t), { recursive: true })
      const result = JSON.parse(readFileSync(join(job, t, 'result.json'), 'utf8')) as Record<string, unknown>
      writeFileSync(join(job, t, 'result.json'), JSON.stringify({ ...result, trial_name: t }))
    }
    // Claude Code never started: its stream is empty, its ATIF conversion is read.
    writeFileSync(join(job, 'a__claude1/agent/claude-code.txt'), '')
    // Nothing but an empty ATIF file.
    writeFileSync(join(job, 'b__none1/agent/trajectory.json'), '\n')
    // Claude Code failed at its start: its log is text, no record; its ATIF conversion is read.
    writeFileSync(join(job, 'c__text1/agent/claude-code.txt'), 'Error: Invalid API key sk-ant-api03-abcdefghijklmnop\n')
    // The same, with no ATIF file: the log is read, and named as no trace.
    cpSync(join(job, 'c__text1'), join(job, 'd__text1'), { recursive: true })
    rmSync(join(job, 'd__text1/agent/trajectory.json'))
    const result = JSON.parse(readFileSync(join(job, 'd__text1/result.json'), 'utf8')) as Record<string, unknown>
    writeFileSync(join(job, 'd__text1/result.json'), JSON.stringify({ ...result, trial_name: 'd__text1' }))
    const r = await diagnose(job, '--fail-on', 'never')
    expect(r.code).toBe(0)
    expect(r.report!.sessions.map((s) => relative(job, s.source))).toEqual([
      'a__claude1/agent/trajectory.json',
      'c__text1/agent/trajectory.json',
    ])
    const named = new Map(r.report!.not_read!.map((n) => [relative(job, n.file), n.what]))
    expect(named.get('a__claude1/agent/claude-code.txt')).toBe("the agent's log, empty: nothing to read")
    expect(named.get('b__none1/agent/trajectory.json')).toBe("the agent's log, empty: nothing to read")
    expect(named.get('b__none1')).toMatch(/^a Harbor trial \(b__none1\) that holds Harbor's results and no trace/)
    // Named by its line, not its words (a log may hold a secret).
    expect(named.get('c__text1/agent/claude-code.txt')).toBe(
      'written by the agent during the same run as agent/trajectory.json',
    )
    expect(named.get('d__text1/agent/claude-code.txt')).toBe(
      "the agent's log, which could not be read as a trace (line 1): not judged",
    )
    expect(JSON.stringify(r.report)).not.toContain('abcdefghijklmnop')
    // Its verdict still gates the run.
    expect(r.report!.harness!.results.map((h) => h.id)).toEqual(['a__claude1', 'c__text1', 'd__text1'])
    // A trial whose log is no trace, given alone: named and judged by its verifier, not an error.
    const alone = await diagnose(join(job, 'd__text1'))
    expect(alone.code).toBe(0)
    expect(alone.report!.sessions).toEqual([])
    expect(alone.report!.harness!.results.map((h) => [h.id, h.status])).toEqual([['d__text1', 'passed']])
  })
})

describe("a Harbor trial whose agent's own log cannot be read as a trace", () => {
  it('is read from the ATIF conversion beside it: one session, its reward joined, the log named', async () => {
    const job = join(dir, 'refused-log')
    const t = join(job, 'e__refused1')
    cpSync('__fixtures__/harbor/usage/hello__nometrics1', t, { recursive: true })
    const result = JSON.parse(readFileSync(join(t, 'result.json'), 'utf8')) as Record<string, unknown>
    writeFileSync(join(t, 'result.json'), JSON.stringify({ ...result, trial_name: 'e__refused1' }))
    // Claude's init, then records no reader knows: refused, never judged on its one record.
    const init = { type: 'system', subtype: 'init', session_id: 's', cwd: '/app', model: 'm', tools: [] }
    const lines = [init, ...Array.from({ length: 6 }, (_, i) => ({ type: 'mystery_record', n: i }))]
    writeFileSync(join(t, 'agent/claude-code.txt'), lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
    const r = await diagnose(job, '--fail-on', 'never')
    expect(r.code).toBe(0)
    expect(r.report!.sessions.map((s) => relative(job, s.source))).toEqual(['e__refused1/agent/trajectory.json'])
    const named = new Map(r.report!.not_read!.map((n) => [relative(job, n.file), n.what]))
    expect(named.get('e__refused1/agent/claude-code.txt')).toMatch(
      /^the agent's log, which could not be read as a trace \(line \d+\): its ATIF conversion .*agent\/trajectory\.json is read instead$/,
    )
    expect(named.has('e__refused1/agent/trajectory.json')).toBe(false)
    // The verifier's reward is joined to the session read.
    const [h] = r.report!.harness!.results
    expect(h.id).toBe('e__refused1')
    expect(relative(job, h.run!)).toBe('e__refused1/agent/trajectory.json')
  })
})

describe('which Harbor trials pass', () => {
  it('passed alone by default; the policy allows other statuses, and --min-final-score then gates on the reward', async () => {
    const policy = join(dir, 'harbor.yml')
    const fractional = join(dir, 'fractional')
    // A copy of the codex trial whose verifier gave half the reward.
    cpSync(join(JOB, 'event-summary__codex1'), fractional, { recursive: true })
    const result = JSON.parse(readFileSync(join(fractional, 'result.json'), 'utf8')) as Record<string, unknown>
    writeFileSync(
      join(fractional, 'result.json'),
      JSON.stringify({ ...result, verifier_result: { rewards: { reward: 0.5 } } }),
    )
    const strict = await diagnose(fractional, '--fail-on', 'never')
    expect(strict.code).toBe(1)
    expect(strict.report!.harness!.allowed_statuses.harbor).toEqual(['passed'])
    expect(strict.report!.verdict.reasons.join('\n')).toMatch(
      /failed: the verifier.s reward was 0.5, below the 1 a pass needs \(status failed, not allowed; allowed: passed\)\..* Read from /,
    )
    writeFileSync(policy, 'harness:\n  harbor:\n    allowed_statuses: [passed, failed]\n')
    const lenient = await diagnose(fractional, '--fail-on', 'never', '--policy', policy)
    expect(lenient.report!.harness!.allowed_statuses.harbor).toEqual(['passed', 'failed'])
    expect(lenient.code).toBe(0)
    const above = await diagnose(fractional, '--fail-on', 'never', '--policy', policy, '--min-final-score', '0.5')
    expect(above.code).toBe(0)
    const below = await diagnose(fractional, '--fail-on', 'never', '--policy', policy, '--min-final-score', '0.75')
    expect(below.code).toBe(1)
    expect(below.report!.verdict.reasons.join('\n')).toMatch(/final score 0\.5, below the minimum final score 0\.75/)
    // A time limit fails whatever the reward, unless the policy allows it.
    writeFileSync(policy, 'harness:\n  harbor:\n    allowed_statuses: [passed, agent_timeout]\n')
    const timeout = await diagnose(join(JOB, 'fix-queue__timeout1'), '--fail-on', 'never', '--policy', policy)
    expect(timeout.report!.harness!.results.map((h) => [h.status, h.passed])).toEqual([['agent_timeout', true]])
    writeFileSync(policy, 'harness:\n  harbor:\n    allowed_statuses: [won]\n')
    const bad = await diagnose(fractional, '--policy', policy)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/harness\.harbor\.allowed_statuses\[0\]: expected one of "passed", "failed"/)
  })
})

describe("Harbor's record of the agent's tokens (agent_result)", () => {
  const USAGE = '__fixtures__/harbor/usage'

  it('counts them for a trace that records none, and says so; a trace that records its own keeps them', async () => {
    const r = await diagnose(USAGE, '--fail-on', 'never')
    expect(r.code).toBe(0)
    const bySession = new Map(r.report!.sessions.map((s) => [relative(USAGE, s.source), s.diagnosis.cost_analysis]))
    // 52,000 input tokens (40,000 of them cached) and 1,500 output: 53,500 in all.
    expect(bySession.get('hello__nometrics1/agent/trajectory.json')).toMatchObject({
      total_tokens: 53500,
      tokens_from: 'harbor_result',
    })
    // The trace's own final_metrics: 900 prompt and 100 completion tokens.
    const own = bySession.get('hello__metrics1/agent/trajectory.json')!
    expect(own.total_tokens).toBe(1000)
    expect(own.tokens_from).toBeUndefined()
    const md = await cli('diagnose', USAGE, '--fail-on', 'never', '--integrity', 'off', '--markdown', '-')
    expect(md.stdout).toMatch(/Tokens: 53,500 in all \(from Harbor's result\.json: the trace records none\)/)
    expect(md.stdout.match(/from Harbor's result\.json/g)).toHaveLength(1)
  })

  it('is evidence like any token count, whether the evidence is kept as it passes or read again', async () => {
    const path = join(USAGE, 'hello__nometrics1/agent/trajectory.json')
    const usage = harborUsage(
      JSON.parse(readFileSync(join(USAGE, 'hello__nometrics1/result.json'), 'utf8')) as Record<string, never>,
    )!
    const options = {
      harnessUsage: new Map([[path, usage]]),
      engine: { detectorOptions: { cost_explosion: { tokenBudget: 10000 } } },
    }
    for (const retainMaxBytes of [undefined, 0]) {
      const [s] = await diagnoseFile(path, { ...options, ...(retainMaxBytes !== undefined ? { retainMaxBytes } : {}) })
      const cost = s.diagnosis.failure_causes.find((c) => c.type === 'cost_explosion')!
      expect(cost.evidence).toContainEqual(expect.objectContaining({ event: 'token_usage', source: 'harbor_result' }))
      expect(cost.evidence_origins).toContainEqual({ id: 'result.json' })
    }
    // Another file's usage is not this one's.
    const [other] = await diagnoseFile(path, { harnessUsage: new Map([['elsewhere.json', usage]]) })
    expect(other.diagnosis.cost_analysis).toMatchObject({ total_tokens: 0 })
  })

  it('reads agent_result: input counts the cached tokens; nothing when Harbor counted nothing', () => {
    expect(
      harborUsage({ agent_result: { n_input_tokens: 1000, n_cache_tokens: 800, n_output_tokens: 50, cost_usd: 0.5 } }),
    ).toEqual({
      event: 'token_usage',
      usage: { input: 200, output: 50, cache_read: 800, cache_write: 0, total: 1050 },
      cost_usd: 0.5,
      source: 'harbor_result',
    })
    expect(
      harborUsage({ agent_result: { n_input_tokens: null, n_output_tokens: null, cost_usd: null } }),
    ).toBeUndefined()
    expect(harborUsage({ agent_result: { n_input_tokens: 0, n_output_tokens: 0 } })).toBeUndefined()
    expect(harborUsage({ agent_result: null })).toBeUndefined()
    expect(harborUsage(undefined)).toBeUndefined()
  })
})

describe('Harbor results', () => {
  const base = { task_name: 't', trial_name: 't__1', agent_info: { name: 'codex' } }
  const trial = (result: object | undefined, reward_file?: number) =>
    harborResult(
      {
        harbor_trial: true,
        trial: 't__1',
        trace: 't__1/agent/codex.txt',
        ...(result ? { result: result as never } : {}),
        ...(reward_file !== undefined ? { reward_file } : {}),
      },
      't__1/result.json',
    )

  it('reads the reward from result.json, else reward.txt, and the way the run ended', () => {
    expect(isHarborTrialResult(base)).toBe(true)
    expect(isHarborTrialResult({ n_total_trials: 3, stats: {} })).toBe(false)
    expect(trial({ ...base, verifier_result: { rewards: { reward: 0.5 } } }, 1)).toMatchObject({
      final_score: 0.5,
      status: 'failed',
    })
    expect(trial({ ...base, verifier_result: null }, 1)).toMatchObject({ final_score: 1, status: 'passed' })
    expect(trial({ ...base, verifier_result: null })).toMatchObject({ final_score: null, status: 'no_reward' })
    expect(trial({ ...base, verifier_result: null, exception_info: { exception_type: 'RuntimeError' } })).toMatchObject(
      { status: 'error' },
    )
    const timeout = trial({
      ...base,
      verifier_result: { rewards: { reward: 1 } },
      exception_info: { exception_type: 'AgentTimeoutError' },
    })
    expect(timeout.status).toBe('agent_timeout')
    const judged = judgeHarness([timeout], { minFinalScore: 0.5 })
    expect(judged.results[0].passed).toBe(false)
    expect(judged.failures[0]).toMatch(/stopped the agent at its time limit/)
  })

  it('sorts a trial: the best log read, the rest of the same run named, none without a result', () => {
    const paths = ['a/agent/codex.txt', 'a/agent/trajectory.json', 'a/result.json', 'b/agent/trajectory.json']
    const sorted = sortHarborTrials(paths, new Map([['a/result.json', base as never]]), () => undefined)
    expect(sorted.traces).toEqual(['a/agent/codex.txt'])
    expect(sorted.harness.map((h) => h.source)).toEqual(['a/result.json'])
    expect([...sorted.taken].sort()).toEqual(paths.slice(0, 3))
    expect(sorted.notRead).toEqual([
      {
        file: 'a/agent/trajectory.json',
        what: 'the ATIF conversion of the same run as agent/codex.txt, read from agent/codex.txt',
      },
    ])
  })

  it.each([
    ['agent/opencode.txt', 'opencode run --format json'],
    ['agent/cursor-cli.txt', 'cursor-agent --output-format stream-json'],
    ['agent/copilot-cli.jsonl', 'copilot --output-format json'],
    ['agent/openclaw.session.jsonl', "OpenClaw's session"],
    ['agent/swe-agent.trajectory.json', "SWE-agent's trajectory"],
  ])("reads the agent's own %s (%s) rather than its ATIF conversion", (log) => {
    const paths = ['t/agent/trajectory.json', `t/${log}`, 't/result.json'].sort()
    const text = (p: string) => (p.endsWith('.txt') ? '{"type":"step_start"}\n' : undefined)
    const sorted = sortHarborTrials(paths, new Map([['t/result.json', base as never]]), text)
    expect(sorted.traces).toEqual([`t/${log}`])
    expect(sorted.notRead).toEqual([
      { file: 't/agent/trajectory.json', what: `the ATIF conversion of the same run as ${log}, read from ${log}` },
    ])
  })
})

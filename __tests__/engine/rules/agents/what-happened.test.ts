/**
 * Causes for what happened: a run stopped at a cost, turn or time limit gets a fix about that
 * limit and a cost cause; edits that fail in a row are a struggle whatever tool carried them; the
 * gateway's last word that the agent failed before replying is how an OpenClaw run ended; a
 * SWE-agent reply with no command block is a format error of the reply, not a failed tool.
 * Held on the real traces in ../shared where they are (skipped visibly without).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { limitOf } from '../../../../src/engine/rules/agents/common.js'
import { classifyError } from '../../../../src/engine/rules/agents/provider-errors.js'
import { diagnoseFile } from '../../../../src/gate/pipeline.js'
import { sharedTraces } from '../../../../__fixtures__/shared.js'
import { agents, callAndResult, repeat, type Ev } from './helpers.js'

const end = (status: string, reason?: string): Ev => ({ event: 'process_end', status, ...(reason ? { reason } : {}) })
const usage = (total: number): Ev => ({ event: 'token_usage', usage: { input: total - 100, output: 100, total } })

describe('limitOf', () => {
  it.each([
    ['incomplete', 'exit_status exit_cost: the cost limit was reached, nothing submitted', 'cost'],
    ['max_turns', undefined, 'turns'],
    ['incomplete', 'exit_status LimitsExceeded: a step or cost limit was reached', 'turns'],
    ['incomplete', 'token limit (100000)', 'cost'],
    ['incomplete', 'time limit (600)', 'time'],
    ['error', 'Agent reached maximum iterations in headless mode', 'turns'],
    [
      'error',
      'Reached max session turns for this session. Increase the number of turns by specifying maxSessionTurns',
      'turns',
    ],
    [
      'error',
      'RuntimeError: Agent reached maximum budget for conversation.Current budget: 1.02, max budget: 1.00',
      'cost',
    ],
    ['incomplete', 'exit_status LimitsExceeded: the cost limit (cost_limit $2.00) was reached, $2.04 spent', 'cost'],
    ['error', "Codex ran out of room in the model's context window. Start a new conversation", 'context'],
    ['error', 'exit_status exit_context: the context window was exceeded', 'context'],
    ['incomplete', 'context limit (128000)', 'context'],
    ['error', 'Your estimated chat context of 131,072 tokens exceeds the 128,000 token limit for gpt-4o!', 'context'],
    ['error', 'ask "mistake_limit_reached": the agent made too many mistakes', 'attempts'],
    ['error', 'exit_status exit_format: too many replies in the wrong format in a row', 'attempts'],
    ['error', 'error_max_structured_output_retries', 'attempts'],
    ['max_turns', 'Only 3 reflections allowed, stopping.', 'attempts'],
    ['incomplete', 'exit_status exit_command_timeout', 'attempts'],
    ['incomplete', 'exit_status exit_total_execution_time', 'time'],
  ])('reads %s %s as a %s limit', (status, reason, limit) => {
    expect(limitOf(status, reason)).toBe(limit)
  })

  it.each([
    ['incomplete', 'the reply hit the output token limit'],
    ['incomplete', 'a tool call without a reply after it'],
    ['error', '429 Free allocated quota exceeded.'],
    ['error', '429 Too Many Requests: rate limit exceeded'],
    ['error', "You've hit your usage limit. Upgrade to Pro or try again later."],
    ['completed', undefined],
  ])('reads %s %s as no limit', (status, reason) => {
    expect(limitOf(status, reason)).toBeUndefined()
  })
})

describe("an account's usage limit", () => {
  it.each([
    ["You've hit your usage limit. Upgrade to Pro or try again later."],
    ["You've hit your limit · resets 3pm (UTC)"],
  ])('%s is the quota of the plan, not a limit of the run', (message) => {
    expect(limitOf('error', message)).toBeUndefined()
    expect(classifyError(message)).toBe('quota')
  })
})

describe('a run stopped at a limit', () => {
  it('gets a fix about its cost limit, one cause: run_failed names the limit, no cost_explosion from the same fact', () => {
    const d = agents([
      ...callAndResult('a', 'bash', { command: 'ls' }, { digest: 'x' }),
      usage(600_000),
      end('incomplete', 'exit_status exit_cost: the cost limit was reached, nothing submitted'),
    ])
    const fix = d.recommendations.find((r) => r.failure_type === 'run_failed')!.remediation
    expect(fix).toContain('cost limit')
    expect(fix).not.toMatch(/crash|killed process/)
    expect(d.failure_causes.map((c) => c.type)).toEqual(['run_failed'])
    expect(d.failure_causes[0].description).toContain('stopped at its cost limit')
    expect(d.scores.cost_efficiency).toBe(100)
  })

  it('gets a fix about its turn limit (Claude error_max_turns) and about its time limit', () => {
    const turns = agents([usage(20_000), end('max_turns')])
    expect(turns.recommendations.find((r) => r.failure_type === 'run_failed')!.remediation).toContain('turn limit')
    expect(turns.failure_causes.map((c) => c.type)).toEqual(['run_failed'])
    const time = agents([usage(20_000), end('incomplete', 'time limit (600)')])
    expect(time.recommendations.find((r) => r.failure_type === 'run_failed')!.remediation).toContain('time limit')
  })

  it('is a cost cause only for what was spent beyond a budget or wasted on repeats', () => {
    // A budget the run went over is its own fact, beside the limit it was stopped at.
    const over = agents([usage(600_000), end('max_turns')], {
      detectorOptions: { cost_explosion: { tokenBudget: 100_000 } },
    })
    expect(over.failure_causes.map((c) => c.type)).toEqual(['run_failed', 'cost_explosion'])
    expect(over.failure_causes[1].description).not.toContain('limit')
  })

  it('is no cost cause when the run ended at no limit', () => {
    const d = agents([usage(600_000), end('error', 'boom')])
    expect(d.failure_causes.map((c) => c.type)).not.toContain('cost_explosion')
  })
})

/** A call of `tool` that failed, with the tool error the adapters write after it. */
const failedWith = (i: number, tool: string, message: string): Ev[] =>
  callAndResult(`c${i}`, tool, { code: `edit ${i}` }, { failed: true, message })

describe('failed edits in a row', () => {
  const EDIT = 'Your proposed edit has introduced new syntax error(s). Please understand the errors and retry.'
  it('are a struggle though a tool that runs code carried them (OpenHands run_ipython)', () => {
    const d = agents([
      ...repeat(3, (i) => callAndResult(`ok${i}`, 'read_file', { path: `f${i}` }, { digest: `d${i}` })).flat(),
      ...repeat(8, (i) => failedWith(i, 'run_ipython', EDIT)).flat(),
      ...repeat(10, (i) => callAndResult(`w${i}`, 'read_file', { path: `g${i}` }, { digest: `e${i}` })).flat(),
      end('completed'),
    ])
    const c = d.failure_causes.find((x) => x.type === 'ignoring_tool_outputs')!
    expect(c.severity).toBe('high')
    expect(c.description).toContain('8 edits in a row failed')
    expect(d.readiness_level).not.toBe('ready_for_runtime')
  })

  it('do not count the code that the same tool ran and that failed (the agent at work)', () => {
    const d = agents([
      ...repeat(3, (i) => callAndResult(`ok${i}`, 'read_file', { path: `f${i}` }, { digest: `d${i}` })).flat(),
      ...repeat(8, (i) => failedWith(i, 'run_ipython', 'NameError: name x is not defined')).flat(),
      ...repeat(10, (i) => callAndResult(`w${i}`, 'read_file', { path: `g${i}` }, { digest: `e${i}` })).flat(),
      end('completed'),
    ])
    expect(d.failure_causes.map((c) => c.type)).not.toContain('ignoring_tool_outputs')
  })
})

const dir = mkdtempSync(join(tmpdir(), 'atg-happened-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the SWE-agent adapter', () => {
  it('reads a reply with no command block as a format error of the reply, not a failed call of a tool', async () => {
    const step = (action: string, observation: string) => ({ action, observation, response: '', thought: '' })
    const traj = {
      trajectory: [
        ...repeat(5, () =>
          step('DISCUSSION\nLet us list the files.\n', '/bin/bash: line 2: DISCUSSION: command not found'),
        ),
        step('ls -F', 'src/'),
        step('', ''),
        step('exit_cost', ''),
      ],
      history: [],
      info: { exit_status: 'exit_cost', model_stats: { tokens_sent: 50_000, tokens_received: 1000 } },
    }
    const path = join(dir, 'prose.traj')
    writeFileSync(path, JSON.stringify(traj))
    const [r] = await diagnoseFile(path, { preset: 'agents' })
    const d = r.diagnosis
    expect(d.evidence_summary.tool_calls).toBe(1)
    const c = d.failure_causes.find((x) => x.type === 'ignoring_tool_outputs')!
    expect(c.description).toContain('6 of 7 replies that should have given a command were in the wrong format')
    expect(JSON.stringify(d)).not.toContain('"DISCUSSION"')
    expect(d.recommendations.find((x) => x.failure_type === 'run_failed')!.remediation).toContain('cost limit')
  })
})

describe('the OpenClaw adapter', () => {
  it("reads the gateway's last word that the agent failed before replying as how the run ended", async () => {
    const lines = [
      { type: 'session', version: 3, id: 's', timestamp: '2026-03-14T03:35:39.386Z', cwd: '/work/p' },
      {
        type: 'message',
        id: 'a',
        message: {
          role: 'assistant',
          content: [],
          stopReason: 'error',
          errorMessage: '429 Free allocated quota exceeded.',
        },
      },
      {
        type: 'message',
        id: 'b',
        message: {
          role: 'assistant',
          provider: 'openclaw',
          model: 'delivery-mirror',
          stopReason: 'stop',
          content: [
            { type: 'text', text: '⚠️ Agent failed before reply: No API key found for provider "openai-codex".' },
          ],
        },
      },
    ]
    const path = join(dir, 'late.jsonl')
    writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
    const [r] = await diagnoseFile(path, { preset: 'agents' })
    const failed = r.diagnosis.failure_causes.find((c) => c.type === 'run_failed')!
    expect(failed.description).toContain('No API key found for provider')
    expect(r.diagnosis.recommendations.find((x) => x.failure_type === 'run_failed')!.remediation).toContain(
      'No API key found',
    )
  })
})

const traces = sharedTraces()
if (traces)
  describe('the real runs of ../shared/traces, judged for what happened', () => {
    const file = (f: string) => join(traces.root, f)

    it('the OpenHands resolver run whose edits failed 8 times in a row is not ready', async () => {
      const results = await diagnoseFile(file('openhands/All-Hands-AI__OpenHands__resolver_mock_output_output.jsonl'))
      const run = results.find((r) => r.diagnosis.failure_causes.some((c) => c.description.includes('edits in a row')))
      expect(run).toBeDefined()
      expect(run!.diagnosis.readiness_level).not.toBe('ready_for_runtime')
      expect(run!.diagnosis.trust_score).toBeLessThan(80)
    })

    it('the OpenClaw quota run shows its last record, the missing API key, and its fix names it', async () => {
      const [r] = await diagnoseFile(
        file('openclaw/openclawlaw-cpu__OpenClawLog__1f979e30-12ad-4b66-80ac-bcbb53b985ff.jsonl'),
      )
      const text = JSON.stringify(r.diagnosis.failure_causes.map((c) => c.description))
      expect(text).toContain('No API key found for provider')
      expect(r.diagnosis.recommendations.map((x) => x.remediation).join(' ')).toContain('No API key found')
    })

    it('the SWE-agent run stopped at its cost limit: a fix about the limit, once, no tool named DISCUSSION', async () => {
      const [r] = await diagnoseFile(
        file('swe-agent/multi-swe-bench__experiments__doubao-pro-128k__fasterxml__jackson-core-964.traj'),
      )
      const d = r.diagnosis
      expect(d.recommendations.find((x) => x.failure_type === 'run_failed')!.remediation).toContain('cost limit')
      // The limit is run_failed's alone: no cost cause from the same fact.
      expect(d.failure_causes.map((c) => c.type)).not.toContain('cost_explosion')
      expect(JSON.stringify(d.failure_causes)).not.toMatch(/"DISCUSSION"/)
      expect(d.failure_causes.find((c) => c.type === 'ignoring_tool_outputs')!.description).toContain('wrong format')
    })
  })

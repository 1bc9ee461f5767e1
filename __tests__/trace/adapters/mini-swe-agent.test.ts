import { describe, expect, it } from '@jest/globals'
import adapter, { miniEnd } from '../../../src/trace/adapters/mini-swe-agent/index.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('mini-swe-agent adapter', () => {
  it('reads 1.x bash blocks as calls and <returncode> replies as results (trimmed submitted run)', async () => {
    const a = await adaptFile(fixture('mini-swe-agent', 'submitted-1.traj.json'))
    expect(a.format).toBe('mini-swe-agent')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 4,
      tool_outputs: 4,
      errors: 1,
      tokens: 2571 + 8490 + 11600 + 14406,
      end: 'completed',
    })
    // A python block shown beside the bash block is not run: only the bash block is the command.
    expect(ofType(events, 'tool_call').map((e) => (e.args as { command: string }).command)).toEqual([
      'ls -la',
      "cat <<'EOF' > reproduce_issue.py\n[script]\nEOF",
      'grep -r "_query_cpu" tests/',
      'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached',
    ])
    // grep found nothing (returncode 1); the submit's reply is the diff, with no returncode.
    expect(ofType(events, 'tool_output').map((e) => [e.status, e.exit_code])).toEqual([
      ['ok', 0],
      ['ok', 0],
      ['error', 1],
      ['ok', undefined],
    ])
    expect(ofType(events, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 2340, output: 231, cache_read: 0, cache_write: 0, total: 2571 },
      model: 'google/gemini-3-pro-preview',
    })
  })

  it('reads 2.x tool_calls and tool messages, and quotes the exception that ended the run (trimmed)', async () => {
    const events = only(await adaptFile(fixture('mini-swe-agent', 'server-error-1.1.traj.json')))
    expect(summarise(events)).toMatchObject({ tool_calls: 3, tool_outputs: 3, errors: 2, end: 'error' })
    expect(ofType(events, 'error_event').map((e) => e.message)).toEqual([
      'exit code 1',
      'An error occurred while executing the command: [reason]',
    ])
    // prompt_tokens 2182 includes 384 cached.
    expect(ofType(events, 'token_usage')[0]).toMatchObject({
      usage: { input: 1798, output: 94, cache_read: 384, cache_write: 0, total: 2276 },
      cost_usd: 0.0005536720000000002,
    })
    expect(ofType(events, 'process_end')[0].reason).toMatch(
      /^exit_status InternalServerError: litellm\.InternalServerError: InternalServerError: DeepseekException/,
    )
  })

  it('skips replies with several blocks, fails a timed-out command, reads LimitsExceeded (synthetic)', async () => {
    const events = only(await adaptFile(fixture('mini-swe-agent', 'limits-1.traj.json')))
    expect(summarise(events)).toMatchObject({ tool_calls: 2, tool_outputs: 2, errors: 1, tokens: 3520 })
    expect(ofType(events, 'error_event')[0].message).toBe('the command timed out')
    // Cached tokens are part of prompt_tokens.
    expect(ofType(events, 'token_usage')[1].usage).toEqual({
      input: 100,
      output: 40,
      cache_read: 1000,
      cache_write: 0,
      total: 1140,
    })
    expect(ofType(events, 'process_end')).toEqual([
      {
        event: 'process_end',
        status: 'incomplete',
        reason: 'exit_status LimitsExceeded: a step or cost limit was reached',
      },
    ])
  })

  it('maps the recorded exit statuses', () => {
    expect(miniEnd('Submitted', undefined)).toEqual({ status: 'completed' })
    expect(miniEnd('Timeout', 'litellm.Timeout: Connection timed out')).toEqual({
      status: 'error',
      reason: 'exit_status Timeout: litellm.Timeout: Connection timed out',
    })
    expect(miniEnd(undefined, undefined).status).toBe('incomplete')
  })

  it('recognises the trajectory_format only', () => {
    expect(adapter.recognise({ trajectory_format: 'mini-swe-agent-1.1', messages: [], info: {} })).toBe(true)
    expect(adapter.recognise({ trajectory_format: 'other', messages: [] })).toBe(false)
    expect(adapter.recognise({ messages: [], info: {} })).toBe(false)
  })
})

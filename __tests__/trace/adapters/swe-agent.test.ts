import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { cli } from '../../../__fixtures__/testing.js'
import adapter, { sweAgentEnd } from '../../../src/trace/adapters/swe-agent/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('swe-agent adapter', () => {
  it('reads each trajectory step as a call, and the totals of info.model_stats (trimmed submitted run)', async () => {
    const a = await adaptFile(fixture('swe-agent', 'submitted.traj'))
    expect(a.format).toBe('swe-agent')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 4,
      tool_outputs: 4,
      errors: 0,
      tokens: 42545,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual(['open', 'goto', 'edit', 'submit'])
    // The edit block is the command as the agent wrote it, lines and all.
    expect(ofType(events, 'tool_call')[2].args).toEqual({
      command: 'edit 198:198\n            _contents = n.fields();\nend_of_edit\n',
    })
    expect(ofType(events, 'token_usage')).toEqual([
      {
        event: 'token_usage',
        usage: { input: 42168, output: 377, cache_read: 0, cache_write: 0, total: 42545 },
        cost_usd: 0.216495,
        api_calls: 4,
      },
    ])
  })

  it('finds failures in observation text, skips the harness exit entry and quotes exit_cost (trimmed run)', async () => {
    const events = only(await adaptFile(fixture('swe-agent', 'exit-cost.traj')))
    // 5 entries: 2 replies whose DISCUSSION was sent as the command and an empty action (format
    // errors of the reply, not calls), `ls -F`, and the harness's `exit_cost` (not a call).
    expect(summarise(events)).toMatchObject({ tool_calls: 1, tool_outputs: 1, errors: 3, tokens: 606151 })
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.message])).toEqual([
      ['format', 'the reply had no command block: its DISCUSSION was sent as the command'],
      ['format', 'the reply had no command block: its DISCUSSION was sent as the command'],
      ['format', 'the reply had no command'],
    ])
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual(['ls'])
    expect(ofType(events, 'process_end')).toEqual([
      {
        event: 'process_end',
        status: 'incomplete',
        reason: 'exit_status exit_cost: the cost limit was reached, nothing submitted',
        // What the run had spent when it was stopped (info.model_stats.instance_cost).
        cost_usd: 3.0610749999999998,
      },
    ])
    expect(events.at(-1)?.origin).toEqual({ index: 4 })
  })

  it('reads 1.x: the model from replay_config, execution times, a timed-out command, no exit_status (synthetic)', async () => {
    const events = only(await adaptFile(fixture('swe-agent', 'unfinished-1x.traj')))
    expect(summarise(events)).toMatchObject({ tool_calls: 3, errors: 1, tokens: 31200, end: 'incomplete' })
    expect(ofType(events, 'tool_output').map((e) => [e.status, e.duration_ms])).toEqual([
      ['ok', 410],
      ['error', 300000],
      ['ok', 200],
    ])
    expect(ofType(events, 'token_usage')[0].model).toBe('claude-sonnet-4-20250514')
    expect(ofType(events, 'process_end')[0].reason).toBe('no exit_status: the run never finished')
  })

  it('maps every recorded exit status', () => {
    expect(sweAgentEnd('submitted')).toEqual({ status: 'completed' })
    expect(sweAgentEnd('submitted (exit_cost)')).toEqual({
      status: 'incomplete',
      reason: 'exit_status submitted (exit_cost): stopped by exit_cost, the harness submitted what was there',
    })
    expect(sweAgentEnd('early_exit').status).toBe('error')
    expect(sweAgentEnd('exit_context')).toEqual({
      status: 'error',
      reason: 'exit_status exit_context: the context window was exceeded',
    })
    expect(sweAgentEnd('exit_format')).toEqual({
      status: 'error',
      reason: 'exit_status exit_format: too many replies in the wrong format in a row, nothing submitted',
    })
    expect(sweAgentEnd(undefined).status).toBe('incomplete')
  })

  it('recognises trajectories only, and rejects a second document', () => {
    expect(adapter.recognise({ trajectory: [{ action: 'ls', observation: '' }], history: [], info: {} })).toBe(true)
    expect(adapter.recognise({ trajectory: [{ role: 'user' }], history: [], info: {} })).toBe(false)
    expect(adapter.recognise({ trajectory: [], info: {} })).toBe(false)
    const instance = adapter.create(() => {}, { source: 'x.traj', warn: () => {} })
    expect(() => instance.record([], 1)).toThrow(
      new TraceError('x.traj', 1, 'expected a SWE-agent trajectory object, found a list'),
    )
  })

  it('keeps terminal escapes in commands and statuses out of the terminal summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swe-'))
    try {
      const file = join(dir, 'hostile.traj')
      const step = { action: 'x\u001b[31m ls', observation: '/bin/bash: line 1: x: command not found', response: '' }
      writeFileSync(
        file,
        JSON.stringify({
          trajectory: Array(6).fill(step),
          history: [],
          info: { exit_status: 'early_exit \u001b[2J', model_stats: { tokens_sent: 1, tokens_received: 1 } },
        }),
      )
      const r = await cli('diagnose', file, '--fail-on', 'never')
      expect(r.stdout).toContain('"exit_status early_exit ?[2J"')
      expect([...r.stdout].filter((c) => c < ' ' && c !== '\n')).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

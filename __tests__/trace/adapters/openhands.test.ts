import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/openhands/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('openhands adapter', () => {
  it('reads a trajectory export: the edit, its observation by cause, each model response once (trimmed)', async () => {
    const a = await adaptFile(fixture('openhands', 'trajectory.json'))
    expect(a.format).toBe('openhands')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 1,
      tool_outputs: 1,
      errors: 0,
      tokens: 9444,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call')).toEqual([
      {
        event: 'tool_call',
        tool: 'edit',
        args: { path: '/workspace/game_2048.py', content: '', start: 1, end: -1 },
        call_id: '3',
      },
    ])
    // The observation repeats its action's model response: counted once. prompt_tokens includes the cache.
    expect(ofType(events, 'token_usage').map((e) => e.usage)).toEqual([
      { input: 4, output: 1135, cache_read: 0, cache_write: 3482, total: 4621 },
      { input: 6, output: 177, cache_read: 3482, cache_write: 1158, total: 4823 },
    ])
  })

  it('reads a resolver output.jsonl as one session per issue, pairing flattened observations in order (trimmed)', async () => {
    const a = await adaptFile(fixture('openhands', 'resolver-output.jsonl'))
    expect([...a.sessions.keys()]).toEqual(['issue-5', 'issue-1'])
    expect(summarise(a.sessions.get('issue-5')!)).toMatchObject({
      tool_calls: 3,
      tool_outputs: 3,
      errors: 0,
      end: 'completed',
    })
    const second = a.sessions.get('issue-1')!
    expect(summarise(second)).toMatchObject({ tool_calls: 2, tool_outputs: 2, errors: 1, end: 'completed' })
    expect(ofType(second, 'error_event')[0].message).toBe(
      'Your proposed edit has introduced new syntax error(s). Please understand the errors and retry your edit command.',
    )
    expect(ofType(second, 'tool_call').map((e) => [e.tool, e.args])).toEqual([
      ['run', { command: 'ls -R /workspace' }],
      ['run_ipython', { code: '[code]' }],
    ])
    expect(second[0].origin).toEqual({ line: 2, index: 1 })
  })

  it("reads an evaluation output.jsonl: exit codes, the run's error, the final agent state (synthetic)", async () => {
    const a = await adaptFile(fixture('openhands', 'eval-output.jsonl'))
    expect([...a.sessions.keys()]).toEqual(['example__project-1', 'example__project-2'])
    const first = a.sessions.get('example__project-1')!
    // `think` is not a call; the run's error says the iteration limit was reached.
    expect(summarise(first)).toMatchObject({ tool_calls: 2, errors: 1, tokens: 4680, end: 'max_turns' })
    expect(ofType(first, 'tool_output').map((e) => [e.tool, e.status, e.exit_code])).toEqual([
      ['run', 'error', 2],
      ['read', 'ok', undefined],
    ])
    expect(ofType(first, 'process_end')[0].reason).toBe(
      'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 50, max iteration: 50',
    )
    // No usage per response: the run's accumulated usage, with its cost.
    const second = a.sessions.get('example__project-2')!
    expect(ofType(second, 'token_usage')).toEqual([
      {
        event: 'token_usage',
        usage: { input: 200, output: 60, cache_read: 1000, cache_write: 0, total: 1260 },
        cost_usd: 0.01,
      },
    ])
    expect(summarise(second).end).toBe('completed')
  })

  it('recognises exports and run lines, not other arrays', () => {
    expect(adapter.recognise([{ id: 0, source: 'user', action: 'message' }])).toBe(true)
    expect(adapter.recognise({ instance_id: 'x', history: [], metrics: {} })).toBe(true)
    expect(adapter.recognise([{ ts: 1, type: 'say', say: 'text' }])).toBe(false)
    expect(adapter.recognise({ history: [] })).toBe(false)
    const instance = adapter.create(() => {}, { source: 'o.jsonl', warn: () => {} })
    expect(() => instance.record({ instance_id: 'x', history: 3 }, 4)).toThrow(
      new TraceError('o.jsonl', 4, 'expected `history` to be a list, found a number'),
    )
  })
})

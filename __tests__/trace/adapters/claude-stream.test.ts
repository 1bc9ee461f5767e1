import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/claude-stream/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { FIT } from '../../../src/trace/adapters/types.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

describe('claude-stream adapter', () => {
  it("reads claude-code-action's execution file (a JSON array; official fixture)", async () => {
    const a = await adaptFile(fixture('claude-stream', 'sample-turns.json'))
    expect(a.format).toBe('claude-stream')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 3,
      tool_outputs: 3,
      errors: 0,
      retries: 0,
      compactions: 0,
      tokens: 1210,
      end: 'completed',
    })
    // Origins are indexes into the array.
    expect(events[0].origin).toEqual({ index: 1 })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      'Read',
      'Edit',
      'mcp__github__add_pull_request_review_comment',
    ])
  })

  it('reads hook records before init, and one session per run in a stream of several', async () => {
    const a = await adaptFile(fixture('claude-stream', 'hooks-three-runs.jsonl'))
    expect(a.format).toBe('claude-stream')
    // The first run's events carry no session name; the file's later runs do.
    expect([...a.sessions.keys()]).toEqual(['', 'run-2', 'run-3'])
    const ends = [...a.sessions.values()].map((events) => {
      const end = ofType(events, 'process_end')
      expect(end).toHaveLength(1)
      return [end[0].status, end[0].reason ?? null, summarise(events).tool_calls]
    })
    expect(ends).toEqual([
      ['completed', null, 1],
      ['error', 'error_during_execution: Request was aborted.', 1],
      ['incomplete', 'run 3 of the stream has no result message (was the run stopped?)', 0],
    ])
  })

  it('reports max turns, permission denials once, retries, compactions and subagents (synthetic JSONL)', async () => {
    const events = only(await adaptFile(fixture('claude-stream', 'max-turns.jsonl')))
    expect(summarise(events)).toMatchObject({
      tool_calls: 5,
      tool_outputs: 4,
      errors: 4,
      retries: 1,
      compactions: 1,
      tokens: 9708,
      end: 'max_turns',
    })
    // Four replies with usage (msg_b1 twice: counted once); the result's total is not counted again.
    expect(ofType(events, 'token_usage')).toHaveLength(4)
    // toolu_b2 was denied and its tool_result already failed: one error. toolu_b9 only appears as a denial.
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.call_id ?? null])).toEqual([
      ['tool', 'toolu_b1'],
      ['tool', 'toolu_b2'],
      ['permission_denied', 'toolu_b9'],
      ['result', null],
    ])
    expect(ofType(events, 'process_end')).toEqual([
      {
        event: 'process_end',
        status: 'max_turns',
        reason: 'error_max_turns',
        num_turns: 4,
        cost_usd: 0.05,
      },
    ])
    // The haiku subagent does not count as a model switch.
    expect(ofType(events, 'state_transition')).toHaveLength(0)
  })

  it('counts the result usage when no reply carried any, and marks a stream without result incomplete', () => {
    const out: Record<string, unknown>[] = []
    const instance = adapter.create((e) => out.push(e), { source: 's', warn: () => {} })
    instance.record({ type: 'system', subtype: 'init', session_id: 's', model: 'm' }, 1)
    instance.record(
      { type: 'result', subtype: 'success', is_error: false, usage: { input_tokens: 10, output_tokens: 5 } },
      2,
    )
    instance.end()
    expect(out).toEqual([
      {
        event: 'token_usage',
        usage: { input: 10, output: 5, cache_read: 0, cache_write: 0, total: 15 },
        source: 'result',
      },
      { event: 'process_end', status: 'completed' },
    ])
    const cut: Record<string, unknown>[] = []
    const other = adapter.create((e) => cut.push(e), { source: 's', warn: () => {} })
    other.record({ type: 'system', subtype: 'init', session_id: 's' }, 1)
    other.end()
    expect(cut).toEqual([
      { event: 'process_end', status: 'incomplete', reason: 'the stream has no result message (was the run stopped?)' },
    ])
  })

  it('recognises a stream that starts late (rate limit, thinking tokens, partial message, an init stripped of tools and cwd); one error per denied call (synthetic)', async () => {
    const a = await adaptFile(fixture('claude-stream', 'late-start.jsonl'))
    expect(a.format).toBe('claude-stream')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 2, end: 'completed' })
    // The Bash call failed by its own result; the Write call only by the permission_denied record.
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.tool])).toEqual([
      ['tool', 'Bash'],
      ['permission_denied', 'Write'],
    ])
    expect(ofType(events, 'error_event')[1].message).toBe('permission denied: Write needs approval.')
  })

  it('reads a stream with no init from its result line, keys in any order; terminal_reason aborted_streaming ends it aborted (synthetic)', async () => {
    const a = await adaptFile(fixture('claude-stream', 'aborted-no-init.jsonl'))
    expect(a.format).toBe('claude-stream')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 1, errors: 0, end: 'aborted' })
    expect(ofType(events, 'process_end')[0].reason).toBe('error_during_execution: Request was aborted.')
  })

  it('takes terminal_reason on a success result as how the run stopped', () => {
    const base = { type: 'result', session_id: 's', subtype: 'success', is_error: false }
    const end = (r: object) => ofType(runRecords(adapter, [{ ...base, ...r }]).events, 'process_end')[0]
    expect(end({ terminal_reason: 'completed' })).toMatchObject({ status: 'completed' })
    expect(end({ terminal_reason: 'budget_exhausted' })).toMatchObject({ status: 'error', reason: 'budget_exhausted' })
    expect(end({ terminal_reason: 'max_turns' })).toMatchObject({ status: 'max_turns' })
    expect(end({ terminal_reason: 'aborted_tools' })).toMatchObject({ status: 'aborted' })
  })

  it('fits a stream of only notices weakly, and never another type first', () => {
    expect(adapter.fit!({ records: [{ type: 'rate_limit_event', session_id: 's' }] })).toBe(FIT.LIKELY)
    expect(
      adapter.fit!({
        records: [
          { type: 'tool_call', session_id: 's' },
          { type: 'result', session_id: 's', subtype: 'success' },
        ],
      }),
    ).toBe(FIT.NONE)
    expect(
      adapter.fit!({
        records: [
          { type: 'system', subtype: 'thinking_tokens', session_id: 's' },
          { type: 'result', session_id: 's', subtype: 'success' },
        ],
      }),
    ).toBe(FIT.SIGNATURE)
  })

  it('rejects an array item that is not an object', () => {
    const instance = adapter.create(() => {}, { source: 'out.json', warn: () => {} })
    expect(() => instance.record([{ type: 'system', subtype: 'init' }, 'x'], 1)).toThrow(TraceError)
  })
})

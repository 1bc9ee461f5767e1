import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/inspect/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, summarise } from './helpers.js'

describe('inspect adapter', () => {
  it('reads a sample transcript: one model call (Inspect test log)', async () => {
    const a = await adaptFile(fixture('inspect', 'read-sample.json'))
    expect(a.format).toBe('inspect')
    expect([...a.sessions.keys()]).toEqual(['1'])
    const events = a.sessions.get('1')!
    expect(summarise(events)).toMatchObject({ tool_calls: 0, errors: 0, tokens: 69, end: 'completed' })
    // Origins are indexes of the sample's events.
    expect(events.map((e) => e.origin)).toEqual([{ index: 8 }, { index: 16 }])
  })

  it('reads tool messages with errors when a sample has no events (Inspect test log)', async () => {
    const a = await adaptFile(fixture('inspect', 'tool-errors.json'))
    // Epoch 4: the session key names it.
    expect([...a.sessions.keys()]).toEqual(['sample 1, epoch 4'])
    const events = a.sessions.get('sample 1, epoch 4')!
    // 11 tool results, all failed; no assistant message carries the calls; the eval's usage (1 token) is the one sample's.
    expect(summarise(events)).toMatchObject({
      tool_calls: 0,
      tool_outputs: 11,
      errors: 11,
      tokens: 1,
      end: 'completed',
    })
    expect(ofType(events, 'error_event').at(-1)).toEqual({
      event: 'error_event',
      kind: 'tool',
      tool: 'bash',
      call_id: 'bash_11',
      message: 'The tool output limit of 10 MiB was exceeded.',
    })
  })

  it('gives one session per sample with retries, compactions and limits (synthetic)', async () => {
    const a = await adaptFile(fixture('inspect', 'events.json'))
    expect([...a.sessions.keys()]).toEqual(['bug-1', 'bug-2'])
    const one = a.sessions.get('bug-1')!
    expect(summarise(one)).toMatchObject({
      tool_calls: 2,
      tool_outputs: 2,
      errors: 1,
      retries: 2,
      compactions: 1,
      tokens: 2290,
      end: 'completed',
    })
    expect(ofType(one, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 1000, output: 50, cache_read: 400, cache_write: 0, total: 1050 },
    })
    const two = a.sessions.get('bug-2')!
    expect(summarise(two)).toMatchObject({ tool_calls: 1, errors: 0, tokens: 1150, end: 'max_turns' })
    expect(ofType(two, 'process_end')).toEqual([
      { event: 'process_end', status: 'max_turns', reason: 'message limit (10)' },
    ])
  })

  it('recognises eval logs only', () => {
    expect(adapter.recognise({ version: 2, status: 'success', eval: {} })).toBe(true)
    expect(adapter.recognise({ version: 2, status: 'success' })).toBe(false)
    expect(adapter.recognise([{ version: 2, eval: {} }])).toBe(false)
  })

  it('rejects samples that are not a list', () => {
    const instance = adapter.create(() => {}, { source: 'log.json', warn: () => {} })
    expect(() => instance.record({ version: 2, eval: {}, samples: {} }, 1)).toThrow(
      new TraceError('log.json', 1, 'expected `samples` to be a list, found an object'),
    )
  })
})

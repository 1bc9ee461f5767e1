import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/openai-agents/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('openai-agents adapter', () => {
  it('orders spans by start, maps functions, responses and handoffs (synthetic JSONL export)', async () => {
    const a = await adaptFile(fixture('openai-agents', 'run.jsonl'))
    expect(a.format).toBe('openai-agents')
    const events = only(a)
    // The task span's aggregate usage (2425) is not added to the three model calls (also 2425).
    expect(summarise(events)).toMatchObject({
      tool_calls: 2,
      tool_outputs: 2,
      errors: 1,
      tokens: 2425,
      end: 'completed',
    })
    expect(ofType(events, 'token_usage').map((e) => e.usage)).toEqual([
      { input: 400, output: 60, cache_read: 500, cache_write: 0, total: 960 },
      { input: 300, output: 40, cache_read: 800, cache_write: 0, total: 1140 },
      { input: 300, output: 25, cache_read: 0, cache_write: 0, total: 325 },
    ])
    expect(ofType(events, 'tool_call')).toEqual([
      { event: 'tool_call', tool: 'lookup_order', args: { order_id: 'A-1' }, call_id: 'span_func01' },
      { event: 'tool_call', tool: 'lookup_order', args: { order_id: 'A-1' }, call_id: 'span_func02' },
    ])
    expect(ofType(events, 'state_transition')).toEqual([
      { event: 'state_transition', kind: 'handoff', from: 'Triage', to: 'Refunds' },
    ])
  })

  it('reads the ingest payload {data: [...]} with several traces: max turns and a tripwire (synthetic)', async () => {
    const a = await adaptFile(fixture('openai-agents', 'ingest.json'))
    expect([...a.sessions.keys()]).toEqual([
      'trace_aaaabbbbccccddddeeeeffff00001111',
      'trace_2222333344445555666677778888999a',
    ])
    const [coder, tutor] = [...a.sessions.values()]
    expect(summarise(coder)).toMatchObject({ tool_calls: 1, errors: 1, tokens: 110, end: 'max_turns' })
    expect(summarise(tutor)).toMatchObject({ tool_calls: 0, errors: 2, tokens: 0, end: 'error' })
    expect(ofType(tutor, 'error_event').map((e) => e.kind)).toEqual(['guardrail', 'agent'])
  })

  it('rejects an item that is not an object', () => {
    const instance = adapter.create(() => {}, { source: 'a.json', warn: () => {} })
    expect(() => instance.record({ data: [{ object: 'trace', id: 't' }, 3] }, 1)).toThrow(
      new TraceError('a.json', 1, 'expected a trace or span object at item 1, found a number'),
    )
  })
})

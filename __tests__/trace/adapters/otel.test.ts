import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/otel/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

const A = '5b8efff798038103d269b633813fc60c'
const B = '0af7651916cd43dd8448eb211c80319c'

describe('otel adapter', () => {
  it('gives one session per trace, in span start order, from OTLP JSONL batches (synthetic, GenAI conventions)', async () => {
    const a = await adaptFile(fixture('otel', 'two-traces.jsonl'))
    expect(a.format).toBe('otel')
    expect([...a.sessions.keys()]).toEqual([A, B])
    const first = a.sessions.get(A)!
    expect(summarise(first)).toMatchObject({
      tool_calls: 3,
      tool_outputs: 3,
      errors: 1,
      tokens: 3440,
      end: 'completed',
    })
    // Sorted by start time although the spans were written in end order across two lines.
    expect(first.map((e) => e.event.event)).toEqual([
      'token_usage',
      'tool_call',
      'tool_output',
      'tool_call',
      'tool_output',
      'tool_call',
      'tool_output',
      'error_event',
      'token_usage',
      'process_end',
    ])
    // input_tokens includes the cache reads; intValue as a string is read; the agent span's usage is not counted again.
    expect(ofType(first, 'token_usage').map((e) => e.usage)).toEqual([
      { input: 400, output: 90, cache_read: 800, cache_write: 0, total: 1290 },
      { input: 500, output: 150, cache_read: 1500, cache_write: 0, total: 2150 },
    ])
    expect(ofType(first, 'tool_call').map((e) => e.args)).toEqual([
      { path: 'src/app.ts' },
      { path: 'src/app.ts' },
      'not json',
    ])
    expect(ofType(first, 'error_event')).toEqual([
      { event: 'error_event', kind: 'tool', tool: 'run_tests', call_id: 'call_a3', message: 'tests failed' },
    ])

    const second = a.sessions.get(B)!
    expect(summarise(second)).toMatchObject({ tool_calls: 1, errors: 2, tokens: 520, end: 'error' })
    expect(ofType(second, 'error_event').map((e) => [e.kind, e.message])).toEqual([
      ['model', 'rate limited'],
      ['agent', 'agent failed'],
    ])
    expect(ofType(second, 'tool_call')[0].args).toEqual({ q: 'query-1' })
  })

  it('reads a whole-file OTLP document with one trace (no session key) and older token names', async () => {
    const a = await adaptFile(fixture('otel', 'single-trace.json'))
    expect([...a.sessions.keys()]).toEqual([''])
    const events = a.sessions.get('')!
    expect(summarise(events)).toMatchObject({
      tool_calls: 1,
      tool_outputs: 1,
      errors: 0,
      tokens: 330,
      end: 'completed',
    })
  })

  it('rejects a line that is not an OTLP export', () => {
    const instance = adapter.create(() => {}, { source: 'o.jsonl', warn: () => {} })
    instance.record({ resourceSpans: [] }, 1)
    expect(() => instance.record({ spans: [] }, 2)).toThrow(TraceError)
  })
})

describe("otel adapter: the JavaScript SDK's span lines (Copilot CLI's OpenTelemetry file)", () => {
  it('reads span lines with object attributes and [s, ns] times; metric lines are skipped; [REDACTED] usage counts nothing', async () => {
    const a = await adaptFile(fixture('otel', 'copilot-spans.jsonl'))
    expect(a.format).toBe('otel')
    const events = only(a)
    // 1200 input of which 1000 cached, 30 output.
    expect(summarise(events)).toMatchObject({
      tool_calls: 1,
      tool_outputs: 1,
      errors: 1,
      tokens: 1230,
      end: 'completed',
    })
    // In time order (the first chat span's usage is [REDACTED]: no event); the agent span ends it.
    expect(events.map((e) => e.event.event)).toEqual([
      'tool_call',
      'tool_output',
      'error_event',
      'token_usage',
      'process_end',
    ])
    expect(ofType(events, 'error_event')[0]).toMatchObject({ tool: 'view', message: 'Path does not exist' })
  })
})

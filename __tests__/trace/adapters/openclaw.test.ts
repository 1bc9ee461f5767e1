import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/openclaw/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('openclaw adapter', () => {
  it('counts tools, tokens, compactions and lost summaries (trimmed moltbot session)', async () => {
    const a = await adaptFile(fixture('openclaw', 'compactions.jsonl'))
    expect(a.format).toBe('openclaw')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 7,
      tool_outputs: 7,
      errors: 1,
      retries: 0,
      compactions: 3,
      tokens: 181372,
      end: 'incomplete',
    })
    expect(ofType(events, 'token_usage')).toHaveLength(13)
    expect(ofType(events, 'context_event').map((e) => e.tokens_before)).toEqual([13533, 15817, 14509])
    // "Summary unavailable" compactions lost their summary: said on the compaction, not as a memory event.
    expect(ofType(events, 'context_event').map((e) => e.summary_lost)).toEqual([true, true, true])
    expect(ofType(events, 'memory_event')).toEqual([])
    expect(ofType(events, 'state_transition')).toEqual([
      {
        event: 'state_transition',
        kind: 'model_switch',
        from: 'qwen3-max-2026-01-23',
        to: 'MiniMax-M2.1',
        reason: 'model_change',
      },
    ])
    // details.status "error" with isError false is a failure; details.status "failed" (a process killed on request) is not.
    expect(ofType(events, 'error_event')).toEqual([
      {
        event: 'error_event',
        kind: 'tool',
        tool: 'exec',
        call_id: 'call_function_7l5erpjyrwce_1',
        message: 'Command failed. Command exited with code 255',
      },
    ])
    expect(ofType(events, 'tool_output').filter((e) => e.status === 'error')).toHaveLength(1)
    expect(events.every((e) => typeof e.origin.line === 'number')).toBe(true)
  })

  it('turns a run of empty error replies into one error and retries (trimmed 429 storm)', async () => {
    const events = only(await adaptFile(fixture('openclaw', 'provider-retries.jsonl')))
    expect(summarise(events)).toMatchObject({
      tool_calls: 2,
      tool_outputs: 2,
      errors: 3,
      retries: 9,
      tokens: 0,
      end: 'error',
    })
    // Three runs of four failed replies: the first of each is the error, the other three are retries.
    expect(ofType(events, 'error_event').map((e) => e.message)).toEqual(
      Array(3).fill('429 Free allocated quota exceeded.'),
    )
    expect(events.filter((e) => e.event.event === 'error_event').map((e) => e.origin.line)).toEqual([17, 23, 28])
    expect(ofType(events, 'state_transition')).toHaveLength(1)
    // Zero usage on every reply: no token_usage events.
    expect(ofType(events, 'token_usage')).toHaveLength(0)
    // Messages the gateway injected afterwards do not make the run "completed".
    expect(ofType(events, 'process_end')).toEqual([
      { event: 'process_end', status: 'error', reason: '429 Free allocated quota exceeded.' },
    ])
  })

  it('reports memory recalls, misses, stores, skills and non-zero exit codes (synthetic)', async () => {
    const events = only(await adaptFile(fixture('openclaw', 'memory-skills.jsonl')))
    expect(summarise(events)).toMatchObject({
      tool_calls: 6,
      tool_outputs: 6,
      errors: 2,
      compactions: 1,
      tokens: 745,
      end: 'completed',
    })
    expect(ofType(events, 'memory_event').map((e) => e.action)).toEqual(['miss', 'recall', 'store'])
    expect(ofType(events, 'skill_event')).toEqual([
      { event: 'skill_event', skill: 'deploy', invoked: true, call_id: 'c3' },
      { event: 'skill_event', skill: 'missing', invoked: true, status: 'failed', call_id: 'c4' },
    ])
    expect(ofType(events, 'error_event').map((e) => e.message)).toEqual([
      'ENOENT: no such file or directory',
      'exit code 2',
    ])
    expect(ofType(events, 'tool_output').find((e) => e.call_id === 'c5')).toMatchObject({
      status: 'error',
      exit_code: 2,
    })
  })

  it('rejects a record that is not an object, naming its line', () => {
    const instance = adapter.create(() => {}, { source: 'trace.jsonl', warn: () => {} })
    instance.record({ type: 'session', version: 3 }, 1)
    expect(() => instance.record([1, 2], 2)).toThrow(TraceError)
    expect(() => instance.record('text', 3)).toThrow('trace.jsonl:3: expected a session entry object, found a string')
  })

  it('tolerates unknown entries and odd fields', () => {
    const out: unknown[] = []
    const instance = adapter.create((e) => out.push(e), { source: 't', warn: () => {} })
    instance.record({ type: 'session' }, 1)
    instance.record({ type: 'label', label: 'x' }, 2)
    instance.record({ type: 'message', message: 'not an object' }, 3)
    instance.record({ type: 'message', message: { role: 'assistant', content: 'text', usage: { input: 'many' } } }, 4)
    instance.record({ type: 'message', message: { role: 'toolResult', toolCallId: 7, details: [] } }, 5)
    instance.end()
    expect(out).toEqual([
      { event: 'tool_output', tool: null, call_id: '7', status: 'ok' },
      { event: 'process_end', status: 'incomplete', reason: 'a tool result without a reply after it' },
    ])
  })
})

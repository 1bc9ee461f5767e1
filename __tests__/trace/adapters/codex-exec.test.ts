import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/codex-exec/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

describe('codex-exec adapter', () => {
  it('counts each item once at item.completed (trimmed benchmark run)', async () => {
    const a = await adaptFile(fixture('codex-exec', 'eval.jsonl'))
    expect(a.format).toBe('codex-exec')
    const events = only(a)
    // 8 commands (each also has an item.started), one file_change, one todo_list (started, updated, completed).
    expect(summarise(events)).toMatchObject({
      tool_calls: 10,
      tool_outputs: 10,
      errors: 0,
      retries: 0,
      tokens: 144895,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      ...Array(6).fill('command_execution'),
      'file_change',
      'command_execution',
      'command_execution',
      'todo_list',
    ])
    // input_tokens includes the cached ones.
    expect(ofType(events, 'token_usage')).toEqual([
      {
        event: 'token_usage',
        usage: { input: 11978, output: 4789, cache_read: 128128, cache_write: 0, total: 144895 },
      },
    ])
  })

  it('reads "Reconnecting... n/5" as retries and reports the final failure once (real run)', async () => {
    const events = only(await adaptFile(fixture('codex-exec', 'reconnect.jsonl')))
    expect(summarise(events)).toMatchObject({ tool_calls: 0, errors: 1, retries: 5, tokens: 0, end: 'error' })
    expect(ofType(events, 'retry_event').map((e) => e.attempt)).toEqual([1, 2, 3, 4, 5])
    // The deprecation notice (an `error` item) is not an error of the run.
    expect(events.find((e) => e.origin.line === 2)).toBeUndefined()
  })

  it('marks failed commands and MCP calls, finds skills, and takes differences of the running usage (synthetic)', async () => {
    const events = only(await adaptFile(fixture('codex-exec', 'failures.jsonl')))
    expect(summarise(events)).toMatchObject({
      tool_calls: 6,
      tool_outputs: 6,
      errors: 2,
      tokens: 2760,
      end: 'completed',
    })
    expect(ofType(events, 'error_event').map((e) => [e.tool, e.message])).toEqual([
      ['command_execution', 'exit code 1'],
      ['mcp__docs__search', 'server unavailable'],
    ])
    expect(ofType(events, 'skill_event')).toEqual([
      { event: 'skill_event', skill: 'release', invoked: true, call_id: 'item_2' },
    ])
    // turn.completed carries the thread's running total: 1100, then 2760 -> 1100 + 1660.
    expect(ofType(events, 'token_usage').map((e) => e.usage)).toEqual([
      { input: 400, output: 100, cache_read: 600, cache_write: 0, total: 1100 },
      { input: 300, output: 160, cache_read: 1200, cache_write: 0, total: 1660 },
    ])
  })

  it('counts collab_tool_call, web_search, request_user_input and todo_list items as calls, a declined command as refused, and ends on turn.failed (synthetic)', async () => {
    const a = await adaptFile(fixture('codex-exec', 'items-2026.jsonl'))
    expect(a.format).toBe('codex-exec')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 8, tool_outputs: 8, end: 'error' })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      'spawn_agent',
      'send_input',
      'wait',
      'close_agent',
      'web_search',
      'command_execution',
      'request_user_input',
      'todo_list',
    ])
    // The declined command failed, its message saying it was declined; the error item and the
    // plan are not failures.
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.tool ?? null, e.message])).toEqual([
      ['tool', 'command_execution', 'command declined'],
      ['turn', null, 'stream disconnected before completion'],
    ])
    expect(ofType(events, 'process_end')).toEqual([
      { event: 'process_end', status: 'error', reason: 'stream disconnected before completion' },
    ])
  })

  it('leaves an item of a type it does not know unread', () => {
    const r = runRecords(adapter, [
      { type: 'turn.started' },
      { type: 'item.completed', item: { id: 'i', type: 'novel_tool_call' } },
    ])
    expect(r.unread.map(([line, kind]) => [line, kind])).toEqual([[2, 'type novel_tool_call']])
  })

  it('rejects a line that is not an object', () => {
    const instance = adapter.create(() => {}, { source: 'x.jsonl', warn: () => {} })
    expect(() => instance.record(null, 2)).toThrow(
      new TraceError('x.jsonl', 2, 'expected a thread event object, found null'),
    )
  })
})

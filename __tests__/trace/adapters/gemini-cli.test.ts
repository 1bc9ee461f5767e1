import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/gemini-cli/index.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

describe('gemini-cli adapter', () => {
  it('reads toolCalls (call and result together) and per-message tokens (trimmed QA session)', async () => {
    const a = await adaptFile(fixture('gemini-cli', 'qa-session.json'))
    expect(a.format).toBe('gemini-cli')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 6,
      tool_outputs: 6,
      errors: 1,
      tokens: 51407,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      'read_file',
      'read_file',
      'read_file',
      'run_shell_command',
      'list_directory',
      'write_file',
    ])
    // A shell command refused in non-interactive mode.
    expect(ofType(events, 'error_event')[0]).toMatchObject({
      tool: 'run_shell_command',
      message: 'Tool execution for "Shell" requires user confirmation, which is not supported in non-interactive mode.',
    })
    // input 9092 includes 8160 cached; output 104 + 152 thoughts; total as recorded.
    expect(ofType(events, 'token_usage')[0].usage).toEqual({
      input: 932,
      output: 256,
      cache_read: 8160,
      cache_write: 0,
      total: 9348,
    })
  })

  it('reports error messages, cancelled calls, a model switch and an unanswered last reply (synthetic)', async () => {
    const events = only(await adaptFile(fixture('gemini-cli', 'unanswered.json')))
    expect(summarise(events)).toMatchObject({ tool_calls: 3, errors: 2, tokens: 2260, end: 'incomplete' })
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.message])).toEqual([
      ['model', '[API Error: 429 Resource has been exhausted]'],
      ['tool', '[Operation cancelled by user]'],
    ])
    expect(ofType(events, 'state_transition')).toEqual([
      {
        event: 'state_transition',
        kind: 'model_switch',
        from: 'gemini-2.5-pro',
        to: 'gemini-2.5-flash',
        reason: 'model',
      },
    ])
  })

  it('reads the JSONL log: the last copy of a message, a cancelled call, the end at "Request cancelled." (trimmed real session)', async () => {
    const a = await adaptFile(fixture('gemini-cli', 'session-cancelled.jsonl'))
    expect(a.format).toBe('gemini-cli')
    const events = only(a)
    // 7 calls, each message counted once although every gemini message is written twice.
    expect(summarise(events)).toMatchObject({ tool_calls: 7, tool_outputs: 7, end: 'aborted' })
    const outputs = ofType(events, 'tool_output')
    expect(outputs.filter((o) => o.status === 'error')).toHaveLength(1)
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      'run_shell_command',
      'run_shell_command',
      'read_file',
      'run_shell_command',
      'run_shell_command',
      'run_shell_command',
      'run_shell_command',
    ])
    // The MCP discovery error early in the session, and the cancelled call.
    expect(ofType(events, 'error_event').map((e) => e.kind)).toEqual(['model', 'tool'])
    const end = events.find((e) => e.event.event === 'process_end')!
    expect(end.origin).toEqual({ line: 43 })
  })

  it('drops what $rewindTo rewinds, skips the repeated header and the injected <session_context> (synthetic)', async () => {
    const events = only(await adaptFile(fixture('gemini-cli', 'rewind.jsonl')))
    expect(summarise(events)).toMatchObject({ tool_calls: 2, errors: 1, tokens: 1030 + 1160 + 1330, end: 'completed' })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual(['read_file', 'replace'])
  })

  it('takes $set.messages as the whole list (synthetic)', async () => {
    const events = only(await adaptFile(fixture('gemini-cli', 'set-messages.jsonl')))
    expect(summarise(events)).toMatchObject({ tool_calls: 1, tokens: 630, end: 'incomplete' })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual(['write_file'])
    expect(events.find((e) => e.event.event === 'tool_call')!.origin).toEqual({ line: 4, index: 1, id: 'g9' })
  })

  it('a session of only the injected context has no prompt waiting', () => {
    const header = { sessionId: 's', projectHash: 'h', startTime: 't' }
    const ctxMessage = {
      id: 'a',
      timestamp: 't',
      type: 'user',
      content: [{ text: '<session_context>x</session_context>' }],
    }
    expect(runRecords(adapter, [header, ctxMessage]).events).toEqual([])
    const prompt = { id: 'b', timestamp: 't', type: 'user', content: [{ text: 'hi' }] }
    expect(ofType(runRecords(adapter, [header, ctxMessage, prompt]).events, 'process_end')).toMatchObject([
      { status: 'incomplete' },
    ])
  })

  it('leaves message types it does not know unread, and a stray line', () => {
    const header = { sessionId: 's', projectHash: 'h', startTime: 't' }
    const r = runRecords(adapter, [header, { id: 'a', type: 'novel' }, { other: 1 }])
    expect(r.unread.map(([line, kind]) => [line, kind])).toEqual([
      [3, 'keys other'],
      [2, 'type novel'],
    ])
  })

  it('recognises session files only', () => {
    expect(adapter.recognise({ sessionId: 's', projectHash: 'h', startTime: 't', kind: 'main' })).toBe(true)
    expect(adapter.recognise({ sessionId: 's', projectHash: 'h', startTime: 't', type: 'user' })).toBe(false)
    expect(adapter.recognise({ sessionId: 's', projectHash: 'h', messages: [] })).toBe(true)
    expect(adapter.recognise({ sessionId: 's', parentUuid: null, messages: [] })).toBe(false)
  })
})

import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/gemini-cli/index.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

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

  it('recognises session files only', () => {
    expect(adapter.recognise({ sessionId: 's', projectHash: 'h', messages: [] })).toBe(true)
    expect(adapter.recognise({ sessionId: 's', parentUuid: null, messages: [] })).toBe(false)
  })
})

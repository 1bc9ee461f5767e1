import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/cline/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('cline adapter', () => {
  it('counts tool, command and MCP messages, settles them at the next request (trimmed completed task)', async () => {
    const a = await adaptFile(fixture('cline', 'ui_messages.json'))
    expect(a.format).toBe('cline')
    const events = only(a)
    // load_mcp_documentation is a protocol tool, not a call.
    expect(summarise(events)).toMatchObject({ tool_calls: 5, tool_outputs: 5, errors: 2, end: 'completed' })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      'listFilesRecursive',
      'readFile',
      'execute_command',
      'execute_command',
      'mcp__example-server__open_explorer',
    ])
    // PowerShell's error record in the command output; the MCP server's error response.
    expect(ofType(events, 'error_event').map((e) => e.message)).toEqual([
      '+ CategoryInfo : ParserError: (:) [], ParentContainsErrorRecordException',
      'Error: Error: VSCode extension is not connected. Please make sure the extension is installed and active.',
    ])
    expect(ofType(events, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 0, output: 173, cache_read: 0, cache_write: 11145, total: 11318 },
      cost_usd: 0.00319945,
    })
  })

  it('reads retries, a truncated history, denied and failed calls (by message, output or request), and a provider failure at the end (synthetic)', async () => {
    const events = only(await adaptFile(fixture('cline', 'api-failed.json')))
    expect(summarise(events)).toMatchObject({
      tool_calls: 4,
      tool_outputs: 4,
      errors: 5,
      retries: 2,
      compactions: 1,
      tokens: 1150 + 1250 + 1340 + 1330 + 1315,
      end: 'error',
    })
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.tool, e.message])).toEqual([
      ['tool', 'editedExistingFile', 'the edit could not be applied'],
      ['tool', 'execute_command', '/bin/sh: 1: eslint: not found'],
      ['tool', 'readFile', 'the user denied the operation'],
      ['tool', 'searchFiles', 'Error searching files: ripgrep exited with code 2'],
      ['model', undefined, '529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}'],
    ])
    // The file content of an edit is not an argument.
    expect(ofType(events, 'tool_call')[0].args).toEqual({ path: 'src/app.ts' })
  })

  it('maps the last message to how the task ended', () => {
    const endOf = (last: object) => {
      const out: { status?: unknown }[] = []
      const instance = adapter.create((e) => e.event === 'process_end' && out.push(e), {
        source: 'u.json',
        warn: () => {},
      })
      instance.record([{ ts: 1, type: 'say', say: 'text', text: 'x' }, last], 1)
      return out.map((e) => e.status)
    }
    expect(endOf({ ts: 2, type: 'ask', ask: 'resume_task' })).toEqual(['incomplete'])
    expect(endOf({ ts: 2, type: 'say', say: 'completion_result', text: 'done' })).toEqual(['completed'])
    expect(endOf({ ts: 2, type: 'ask', ask: 'mistake_limit_reached' })).toEqual(['error'])
    expect(endOf({ ts: 2, type: 'ask', ask: 'followup', text: '?' })).toEqual(['incomplete'])
  })

  it('recognises ui_messages arrays only', () => {
    expect(adapter.recognise([{ ts: 1, type: 'say', say: 'text' }])).toBe(true)
    expect(adapter.recognise([{ ts: 1, type: 'tool_call' }])).toBe(false)
    expect(adapter.recognise({ ts: 1, type: 'say', say: 'text' })).toBe(false)
    const instance = adapter.create(() => {}, { source: 'u.json', warn: () => {} })
    expect(() => instance.record([3], 1)).toThrow(
      new TraceError('u.json', 1, 'expected message 0 to be an object, found a number'),
    )
  })
})

describe('cline adapter: the API conversations of Cline CLI 3, Roo and Kilo', () => {
  it('Cline CLI 3 messages.json: tool_use calls, failures by is_error or exit code, metrics as tokens', async () => {
    const a = await adaptFile(fixture('cline', 'session_demo_01.messages.json'))
    expect(a.format).toBe('cline')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 5,
      tool_outputs: 5,
      errors: 2,
      tokens: 7910,
      end: 'completed',
    })
    expect(ofType(events, 'error_event').map((e) => [e.tool, e.message])).toEqual([
      ['run_commands', 'exit code 1'],
      ['editor', 'old_str not found in src/retry.ts'],
    ])
  })

  it("Roo's XML tools in the reply's text, their results in the next user message; attempt_completion ends it", async () => {
    const events = only(await adaptFile(fixture('cline', 'roo_api_conversation_history.json')))
    expect(summarise(events)).toMatchObject({ tool_calls: 3, tool_outputs: 3, errors: 1, end: 'completed' })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual(['read_file', 'execute_command', 'apply_diff'])
    expect(ofType(events, 'error_event')[0]).toMatchObject({ tool: 'execute_command', message: 'exit code 1' })
  })

  it("Kilo's condensed history: the summary and the truncation marker are compactions; a question unanswered", async () => {
    const events = only(await adaptFile(fixture('cline', 'kilo_api_conversation_history.json')))
    expect(ofType(events, 'context_event').map((e) => e.trigger)).toEqual(['condense', 'truncation'])
    expect(ofType(events, 'process_end')).toEqual([
      { event: 'process_end', status: 'incomplete', reason: 'a user message with no reply after it' },
    ])
  })
})

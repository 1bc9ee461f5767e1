import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/qwen-code/index.js'
import { detect, FIT } from '../../../src/trace/registry.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

const run = (records: unknown[]) => runRecords(adapter, records)

const init = {
  type: 'system',
  subtype: 'init',
  uuid: 's',
  session_id: 's',
  cwd: '/work/project',
  model: 'qwen-test',
  qwen_code_version: '0.15.6',
}

describe('qwen-code adapter', () => {
  it('reads stream-json as Claude messages, skipping stream_event records (trimmed run)', async () => {
    const a = await adaptFile(fixture('qwen-code', 'stream.jsonl'))
    expect(a.format).toBe('qwen-code')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 2,
      tool_outputs: 2,
      errors: 1,
      tokens: 930 + 970 + 1012,
      end: 'completed',
    })
    expect(ofType(events, 'error_event')).toEqual([
      {
        event: 'error_event',
        kind: 'tool',
        tool: 'run_shell_command',
        call_id: 'call_sh',
        message: 'Command exited with code 1',
      },
    ])
    expect(ofType(events, 'process_end')).toEqual([{ event: 'process_end', status: 'completed', num_turns: 3 }])
    expect(run([init]).workdirs).toEqual(['/work/project'])
  })

  it('an [API Error: ...] reply before a result marked success is a provider failure', async () => {
    const events = only(await adaptFile(fixture('qwen-code', 'api-error.jsonl')))
    expect(ofType(events, 'error_event')).toEqual([
      {
        event: 'error_event',
        kind: 'model',
        message: '[API Error: 429 Throttling: Requests rate limit exceeded, please try again later.]',
      },
    ])
    expect(ofType(events, 'process_end')).toEqual([
      {
        event: 'process_end',
        status: 'error',
        reason:
          'the provider failed ([API Error: 429 Throttling: Requests rate limit exceeded, please try again later.]); the result says success',
      },
    ])
  })

  it('a stream without its result did not finish; an error result ends in an error', () => {
    const reply = {
      type: 'assistant',
      uuid: 'r',
      session_id: 's',
      parent_tool_use_id: null,
      message: { id: 'r', role: 'assistant', content: [{ type: 'text', text: 'done' }] },
    }
    expect(ofType(run([init, reply]).events, 'process_end')).toEqual([
      { event: 'process_end', status: 'incomplete', reason: 'the stream has no result record (was the run stopped?)' },
    ])
    const result = { type: 'result', subtype: 'error_max_turns', session_id: 's', is_error: true, result: '' }
    expect(ofType(run([init, reply, result]).events, 'process_end')[0]).toMatchObject({ status: 'max_turns' })
  })

  it('reads the chat recording: functionCall / functionResponse, telemetry failures, usageMetadata, compression', async () => {
    const a = await adaptFile(fixture('qwen-code', 'chat.jsonl'))
    expect(a.format).toBe('qwen-code')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 2,
      tool_outputs: 2,
      errors: 3,
      tokens: 520 + 630 + 705,
      compactions: 1,
      end: 'completed',
    })
    // The first failed by its response's error; the second by the tool telemetry before its result.
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.tool, e.message])).toEqual([
      ['tool', 'list_directory', 'Path must be absolute: .'],
      ['tool', 'write_file', 'Permission denied'],
      ['model', undefined, 'Internal Server Error'],
    ])
    // promptTokenCount includes the cached tokens; thoughts are output.
    expect(ofType(events, 'token_usage')[1].usage).toEqual({
      input: 550,
      output: 30,
      cache_read: 50,
      cache_write: 0,
      total: 630,
    })
    expect(ofType(events, 'state_transition')).toHaveLength(1)
  })

  it('names the records it does not know, and reads what Qwen writes', () => {
    const chat = (type: string, extra: object = {}) => ({
      uuid: type,
      parentUuid: null,
      sessionId: 'c',
      type,
      cwd: '/work/chat',
      message: { role: 'user', parts: [{ text: 'hi' }] },
      ...extra,
    })
    const r = run([chat('user'), chat('checkpoint'), chat('system', { subtype: 'slash_command' })])
    expect(r.workdirs).toEqual(['/work/chat'])
    expect(r.unread).toEqual([[2, 'type checkpoint', false]])
    const s = run([init, { type: 'control_request', session_id: 's', tool_use_id: 'x' }])
    expect(s.unread).toEqual([[2, 'type control_request', true]])
  })

  it("claims its files by Qwen's own keys, and outranks Claude's readers", () => {
    const claudeInit = { ...init, qwen_code_version: undefined }
    expect(adapter.fit!({ records: [init] })).toBe(FIT.SIGNATURE)
    expect(adapter.fit!({ records: [JSON.parse(JSON.stringify(claudeInit))] })).toBe(FIT.NONE)
    expect(detect({ records: [init] })).toMatchObject({ kind: 'format', adapter: { id: 'qwen-code' } })
    const chat = { uuid: 'u', parentUuid: null, sessionId: 'c', type: 'user', message: { role: 'user', parts: [] } }
    expect(detect({ records: [chat] })).toMatchObject({ kind: 'format', adapter: { id: 'qwen-code' } })
    // Claude Code's own transcript line: message.content, not parts.
    const claude = { ...chat, message: { role: 'user', content: 'hi' } }
    expect(adapter.fit!({ records: [claude] })).toBe(FIT.NONE)
  })
})

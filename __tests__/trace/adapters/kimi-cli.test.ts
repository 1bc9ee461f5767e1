import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/kimi-cli/index.js'
import { detect, FIT } from '../../../src/trace/registry.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

describe('kimi-cli adapter', () => {
  it('reads tool_calls and tool messages, a failure told by <system>ERROR (trimmed context)', async () => {
    const a = await adaptFile(fixture('kimi-cli', 'context.jsonl'))
    expect(a.format).toBe('kimi-cli')
    const events = only(a)
    // _usage is the context's size, not a reply's usage: no tokens.
    expect(summarise(events)).toMatchObject({ tool_calls: 4, tool_outputs: 4, errors: 2, tokens: 0, end: 'completed' })
    expect(ofType(events, 'tool_call').map((e) => [e.tool, e.call_id])).toEqual([
      ['WriteFile', 'WriteFile:0'],
      ['Bash', 'Bash:1'],
      ['StrReplaceFile', 'StrReplaceFile:2'],
      ['Bash', 'Bash:3'],
    ])
    // The arguments are JSON text, parsed.
    expect(ofType(events, 'tool_call')[1].args).toEqual({ command: 'cd /testbed && python reproduce_issue.py' })
    // <system>ERROR</system> then the message; the older <system>ERROR: message</system>.
    expect(ofType(events, 'error_event').map((e) => [e.call_id, e.message])).toEqual([
      ['Bash:1', 'Command failed with exit code: 1.'],
      ['Bash:3', 'Command killed by timeout (60s)'],
    ])
  })

  it('ends on how the conversation stands, and names records of roles it does not know', () => {
    const call = {
      role: 'assistant',
      content: [],
      tool_calls: [{ type: 'function', id: 'Bash:0', function: { name: 'Bash', arguments: '{"command":"ls"}' } }],
    }
    const r = runRecords(adapter, [{ role: '_checkpoint', id: 0 }, call, { role: '_mystery', tool_call_id: 'x' }])
    expect(ofType(r.events, 'process_end')).toEqual([
      { event: 'process_end', status: 'incomplete', reason: 'a tool call without a result after it' },
    ])
    expect(r.unread).toEqual([[3, 'role _mystery', true]])
    const user = runRecords(adapter, [
      { role: '_checkpoint', id: 0 },
      { role: 'user', content: 'fix it' },
    ])
    expect(ofType(user.events, 'process_end')[0]).toMatchObject({ status: 'incomplete' })
  })

  it("claims files by Kimi's own roles or OpenAI-style tool_calls", () => {
    expect(adapter.fit!({ records: [{ role: '_checkpoint', id: 0 }] })).toBe(FIT.SIGNATURE)
    expect(adapter.fit!({ records: [{ role: 'user', content: 'x' }] })).toBe(FIT.NONE)
    expect(
      detect({
        records: [
          { role: 'user', content: 'x' },
          { role: '_usage', token_count: 5 },
        ],
      }),
    ).toMatchObject({
      kind: 'format',
      adapter: { id: 'kimi-cli' },
    })
  })
})

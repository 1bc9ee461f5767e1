import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/cursor-cli/index.js'
import { FileCollector } from '../../../src/engine/files.js'
import { detect } from '../../../src/trace/registry.js'
import { fixture, ofType, summarise } from './helpers.js'
import { readWithUnread } from './unread-helper.js'

describe('cursor-cli adapter', () => {
  it('reads calls by kind, every failed result (failure, rejected, writePermissionDenied, error), usage, cwd', async () => {
    const r = await readWithUnread(fixture('cursor-cli', 'stream.jsonl'))
    expect(r.format).toBe('cursor-cli')
    expect(r.unread).toEqual([])
    expect(summarise(r.events)).toMatchObject({
      tool_calls: 6,
      tool_outputs: 6,
      errors: 4,
      tokens: 4210,
      end: 'completed',
    })
    expect(ofType(r.events, 'tool_call').map((e) => [e.tool, e.args])).toEqual([
      ['edit', { path: '/work/repo/src/app.cs', streamContent: 'class App {}\n' }],
      ['shell', { command: 'dotnet build' }],
      // A rejected call recorded without args: the command its result names.
      ['shell', { command: 'rm -rf bin' }],
      ['write', { path: '/etc/hosts', fileText: 'x' }],
      ['read', { path: 'missing.txt' }],
      ['mcp__docs__search', { name: 'search', toolName: 'search', providerIdentifier: 'docs', args: { q: 'x' } }],
    ])
    expect(ofType(r.events, 'error_event').map((e) => [e.tool, e.message])).toEqual([
      ['shell', 'error CS1002: ; expected'],
      ['shell', 'rejected: destructive command'],
      ['write', 'write permission denied'],
      ['read', 'File not found'],
    ])
    // A call id with a newline in it pairs its call with its result.
    expect(ofType(r.events, 'tool_output')[0]).toMatchObject({ call_id: 'call-1\nfc_1', status: 'ok' })
    expect(r.workdir).toEqual(['/work/repo'])
    const c = new FileCollector('cursor-cli')
    r.events.forEach((e, i) => c.push(e.event, i))
    const files = c.finish('/work/repo', r.workdir[0], [], [])
    expect(files.files).toEqual([
      { path: 'missing.txt', edits: 0, failed_edits: 0, reads: 1, causes: [] },
      { path: 'src/app.cs', edits: 1, failed_edits: 0, reads: 0, causes: [] },
    ])
    expect(files.outside).toBe(1)
  })

  it('a call started and never completed was abandoned, whatever the result says', async () => {
    const r = await readWithUnread(fixture('cursor-cli', 'abandoned.jsonl'))
    expect(summarise(r.events)).toMatchObject({ tool_calls: 1, tool_outputs: 0, end: 'incomplete' })
    expect(ofType(r.events, 'process_end')[0].reason).toBe('1 tool call started and never completed (abandoned: shell)')
  })

  it('a stream of its init alone failed before it began', async () => {
    const r = await readWithUnread(fixture('cursor-cli', 'init-only.jsonl'))
    expect(r.format).toBe('cursor-cli')
    expect(ofType(r.events, 'process_end')).toEqual([
      {
        event: 'process_end',
        status: 'error',
        reason: 'the stream stops after its init: the run failed before it began (Cursor writes such errors to stderr)',
      },
    ])
  })

  it('reads the desktop transcript: calls without results, and says it cannot show them', async () => {
    const r = await readWithUnread(fixture('cursor-cli', 'desktop.jsonl'))
    expect(r.format).toBe('cursor-cli')
    expect(summarise(r.events)).toMatchObject({ tool_calls: 2, tool_outputs: 0, end: 'incomplete' })
    expect(ofType(r.events, 'tool_call').map((e) => e.args)).toEqual([
      { command: 'npm test', description: 'Run the tests' },
      { command: 'npm run lint', description: 'Lint' },
    ])
    expect(r.warnings).toEqual([
      'a Cursor desktop transcript records no tool results: the 2 tool calls cannot be seen to fail, and no tokens or times are recorded',
    ])
  })

  it("outranks claude-stream on Cursor's records; Claude's own init stays claude-stream's", () => {
    const init = { type: 'system', subtype: 'init', apiKeySource: 'login', cwd: '/w', session_id: 's', model: 'Auto' }
    const call = { type: 'tool_call', subtype: 'started', call_id: 'c', tool_call: { shellToolCall: { args: {} } } }
    const pick = (records: unknown[]) => {
      const d = detect({ records })
      return d.kind === 'format' ? d.adapter.id : d.kind
    }
    expect(pick([init])).toBe('cursor-cli')
    expect(pick([{ ...init, apiKeySource: undefined, tools: ['Bash'], mcp_servers: [] }, call])).toBe('cursor-cli')
    expect(
      pick([{ type: 'system', subtype: 'init', cwd: '/w', session_id: 's', tools: ['Bash'], mcp_servers: [] }]),
    ).toBe('claude-stream')
    expect(adapter.recognise({ type: 'tool_call', tool_call: { function: { name: 'x' } } })).toBe(true)
    expect(adapter.recognise({ type: 'tool_call', tool_call: { shell: {} } })).toBe(false)
  })
})

import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/droid/index.js'
import { detect, FIT } from '../../../src/trace/registry.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

const run = (records: unknown[]) => runRecords(adapter, records)

const init = { type: 'system', subtype: 'init', cwd: '/work/project', session_id: 's', tools: ['Read'], model: 'm' }
const user = { type: 'message', role: 'user', id: 'u', text: 'do it', session_id: 's' }

describe('droid adapter', () => {
  it('reads a 2025 stream-json run: calls, isError and exit codes as failures, the cwd, an answer that ends it', async () => {
    const a = await adaptFile(fixture('droid', 'stream-2025.jsonl'))
    expect(a.format).toBe('droid')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 6, tool_outputs: 6, errors: 2, tokens: 0, end: 'completed' })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      'LS',
      'Read',
      'ApplyPatch',
      'Execute',
      'Create',
      'Execute',
    ])
    expect(ofType(events, 'error_event').map((e) => [e.tool, e.message])).toEqual([
      ['Execute', 'exit code 1'],
      ['Create', 'Error: file already exists'],
    ])
    expect(ofType(events, 'tool_output').map((e) => e.exit_code)).toEqual([
      undefined,
      undefined,
      undefined,
      1,
      undefined,
      0,
    ])
  })

  it('ends in an error on the CLI\'s "Exec ended early", after the cancelled call', async () => {
    const events = only(await adaptFile(fixture('droid', 'exec-ended-early.jsonl')))
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.message])).toEqual([
      ['tool', 'Error: tool execution cancelled'],
      ['agent', 'Exec ended early: insufficient permission to proceed. Re-run with --auto medium or --auto high.'],
    ])
    expect(ofType(events, 'process_end')).toEqual([
      {
        event: 'process_end',
        status: 'error',
        reason: 'Exec ended early: insufficient permission to proceed. Re-run with --auto medium or --auto high.',
      },
    ])
  })

  it('reads the newer completion record: its usage, and a completed run', async () => {
    const events = only(await adaptFile(fixture('droid', 'completion.jsonl')))
    expect(ofType(events, 'token_usage').map((e) => e.usage)).toEqual([
      { input: 1200, output: 80, cache_read: 3000, cache_write: 500, total: 4780 },
    ])
    expect(ofType(events, 'process_end')).toEqual([{ event: 'process_end', status: 'completed' }])
  })

  it('a stream that stops before any answer did not finish', async () => {
    const events = only(await adaptFile(fixture('droid', 'no-answer.jsonl')))
    expect(ofType(events, 'process_end')).toEqual([
      { event: 'process_end', status: 'incomplete', reason: 'the stream stops before any answer to the prompt' },
    ])
    expect(ofType(run([init]).events, 'process_end')[0].reason).toBe(
      'the stream stops after its init record, before any answer',
    )
    // A call with no result after it, then nothing.
    const call = { type: 'tool_call', id: 'c', messageId: 'm', toolName: 'Read', parameters: {}, session_id: 's' }
    expect(ofType(run([init, user, call]).events, 'process_end')[0]).toMatchObject({ status: 'incomplete' })
  })

  it('reads the session store as Anthropic messages, harness reminders apart, and its cwd', async () => {
    const a = await adaptFile(fixture('droid', 'session-store.jsonl'))
    expect(a.format).toBe('droid')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 1, tool_outputs: 1, errors: 1, tokens: 0, end: 'completed' })
    const store = run([
      { type: 'session_start', id: 'x', cwd: '/work/store' },
      {
        type: 'message',
        id: 'r',
        message: { role: 'user', content: [{ type: 'text', text: 'reminder' }] },
        visibility: 'llm_only',
      },
    ])
    expect(store.workdirs).toEqual(['/work/store'])
    // Only a reminder: no conversation, so nothing says how it ended.
    expect(ofType(store.events, 'process_end')).toEqual([])
  })

  it('tells the working directory of a stream, and names the records it does not know', () => {
    const r = run([
      init,
      user,
      { type: 'todo_state', todos: [], session_id: 's' },
      { type: 'tool_progress', toolName: 'Execute', session_id: 's' },
      { type: 'system', subtype: 'status', session_id: 's' },
    ])
    expect(r.workdirs).toEqual(['/work/project'])
    expect(r.unread).toEqual([
      [3, 'type todo_state', false],
      [4, 'type tool_progress', true],
      [5, 'system/status', undefined],
    ])
  })

  it("claims its files by its own records, and outranks Claude's stream whose init line it shares", () => {
    const call = { type: 'tool_call', id: 'c', messageId: 'm', toolName: 'LS', parameters: {}, session_id: 's' }
    expect(adapter.fit!({ records: [init] })).toBe(FIT.NONE)
    expect(adapter.fit!({ records: [init, user] })).toBe(FIT.SIGNATURE)
    expect(adapter.fit!({ records: [init, call] })).toBe(FIT.SIGNATURE)
    expect(adapter.fit!({ records: [{ type: 'session_start', id: 'x' }] })).toBe(FIT.SIGNATURE)
    // OpenClaw's messages have the store's shape: without session_start they are not Droid's.
    expect(adapter.fit!({ records: [{ type: 'message', id: 'm', message: { role: 'user', content: [] } }] })).toBe(
      FIT.NONE,
    )
    expect(detect({ records: [init, call] })).toMatchObject({ kind: 'format', adapter: { id: 'droid' } })
    // An init line alone, without Claude Code's own fields, is nobody's: refused, never misread.
    expect(detect({ records: [init] })).toEqual({ kind: 'none' })
  })
})

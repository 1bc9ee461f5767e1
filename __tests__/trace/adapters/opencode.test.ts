import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/opencode/index.js'
import { FileCollector } from '../../../src/engine/files.js'
import { fileURLToPath } from 'node:url'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'
import { readWithUnread } from './unread-helper.js'

describe('opencode adapter', () => {
  it('reads tool calls, failed calls by state.status and exit code, step tokens and cost, the stop', async () => {
    const a = await adaptFile(fixture('opencode', 'run.jsonl'))
    expect(a.format).toBe('opencode')
    const events = only(a)
    // Tokens: 1000 + 120 + 500 + 10; the total 1700 as recorded; 10 + 5 + 1700 cache reads.
    expect(summarise(events)).toMatchObject({
      tool_calls: 4,
      tool_outputs: 4,
      errors: 2,
      tokens: 5045,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call').map((e) => [e.tool, e.call_id])).toEqual([
      ['read', 'call_read'],
      ['edit', 'call_edit'],
      ['bash', 'call_test'],
      ['write', 'call_write'],
    ])
    expect(ofType(events, 'error_event').map((e) => [e.tool, e.message])).toEqual([
      ['edit', 'oldString not found in content'],
      ['bash', 'exit code 1'],
    ])
    expect(ofType(events, 'tool_output')[2]).toMatchObject({ status: 'error', exit_code: 1 })
    expect(ofType(events, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 1000, output: 120, cache_read: 500, cache_write: 10, total: 1630 },
      cost_usd: 0.002,
    })
    // The event points at the part.
    expect(events.find((e) => e.event.event === 'tool_call')!.origin).toEqual({ line: 2, id: 'prt_2' })
  })

  it('gives the files its tools touched (filePath; a relative path against the workspace)', async () => {
    const events = only(await adaptFile(fixture('opencode', 'run.jsonl')))
    const c = new FileCollector('opencode')
    events.forEach((e, i) => c.push(e.event, i))
    expect(c.finish('/work/repo', undefined, [], []).files).toEqual([
      { path: 'src/app.ts', edits: 1, failed_edits: 1, reads: 1, causes: [] },
      { path: 'src/notes.md', edits: 1, failed_edits: 0, reads: 0, causes: [] },
    ])
  })

  it('a run that stops on a tool call did not finish', async () => {
    const events = only(await adaptFile(fixture('opencode', 'unfinished.jsonl')))
    expect(summarise(events)).toMatchObject({ tool_calls: 1, errors: 0, end: 'incomplete' })
    expect(ofType(events, 'process_end')[0].reason).toBe(
      'the run stops after a tool call, before the model answered it',
    )
  })

  it('an error record ends the run in error, whatever follows; an unknown type is named unread', async () => {
    const r = await readWithUnread(fixture('opencode', 'rate-limited.jsonl'))
    expect(r.format).toBe('opencode')
    expect(ofType(r.events, 'error_event')).toEqual([
      {
        event: 'error_event',
        kind: 'provider',
        name: 'APIError',
        status_code: 429,
        message: 'Rate limit exceeded',
      },
    ])
    expect(ofType(r.events, 'process_end')).toEqual([
      { event: 'process_end', status: 'error', reason: 'APIError: Rate limit exceeded' },
    ])
    expect(r.unread).toEqual([{ line: 4, kind: 'type snapshot_saved', call: false }])
    expect(r.workdir).toEqual([])
  })

  it("refuses opencode's server event stream by name", async () => {
    // Kept apart from __fixtures__/traces, whose every file is a trace read.
    const stream = fileURLToPath(new URL('../../../__fixtures__/refused/opencode-server-stream.jsonl', import.meta.url))
    await expect(adaptFile(stream)).rejects.toThrow(
      /opencode-server-stream\.jsonl:1: opencode's server event stream \(message\.part\.updated records\) is not read/,
    )
  })

  it('recognises its own lines only', () => {
    const line = { type: 'step_start', timestamp: 1, sessionID: 'ses_1', part: { type: 'step-start' } }
    expect(adapter.recognise(line)).toBe(true)
    expect(adapter.recognise({ ...line, type: 'system' })).toBe(false)
    expect(adapter.recognise({ type: 'step_start', sessionId: 'ses_1', part: {} })).toBe(false)
    expect(adapter.recognise({ type: 'step_start', sessionID: 'ses_1' })).toBe(false)
  })
})

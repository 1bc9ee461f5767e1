import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/goose/index.js'
import { FIT } from '../../../src/trace/registry.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

// goose's stream-json is read from its documentation: these fixtures are made up (no real file found).
describe('goose adapter', () => {
  it('reads toolRequest / toolResponse, failures by status or isError, a total and the complete record', async () => {
    const a = await adaptFile(fixture('goose', 'stream.jsonl'))
    expect(a.format).toBe('goose')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 3,
      tool_outputs: 3,
      errors: 2,
      tokens: 5120,
      end: 'completed',
    })
    expect(ofType(events, 'error_event').map((e) => [e.tool, e.message])).toEqual([
      ['developer__shell', 'Execution failed: exit code 1'],
      ['developer__text_editor', 'Permission denied'],
    ])
    expect(ofType(events, 'token_usage')[0].usage).toEqual({
      input: 0,
      output: 0,
      cache_read: 0,
      cache_write: 0,
      total: 5120,
    })
  })

  it('an error record ends the run in an error; no complete record, an unfinished run', async () => {
    const events = only(await adaptFile(fixture('goose', 'error.jsonl')))
    expect(ofType(events, 'process_end')).toEqual([
      { event: 'process_end', status: 'error', reason: 'Request failed: 401 Unauthorized' },
    ])
    const message = { type: 'message', message: { role: 'user', created: 1, content: [{ type: 'text', text: 'x' }] } }
    const r = runRecords(adapter, [message, { type: 'heartbeat', toolCall: {} }])
    expect(ofType(r.events, 'process_end')[0]).toMatchObject({ status: 'incomplete' })
    expect(r.unread).toEqual([[2, 'type heartbeat', true]])
  })

  it('claims its messages by their created time and typed content', () => {
    const m = { type: 'message', message: { role: 'user', created: 1, content: [{ type: 'text', text: 'x' }] } }
    expect(adapter.fit!({ records: [m] })).toBe(FIT.SIGNATURE)
    expect(adapter.fit!({ records: [{ type: 'message', role: 'user', text: 'x' }] })).toBe(FIT.NONE)
  })
})

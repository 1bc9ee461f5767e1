import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/critiqor-session/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('critiqor-session adapter', () => {
  it('renames the session log events to flat events (synthetic session.v1 document)', async () => {
    const a = await adaptFile(fixture('critiqor-session', 'session.json'))
    expect(a.format).toBe('critiqor-session')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 2,
      tool_outputs: 2,
      errors: 1,
      retries: 1,
      compactions: 1,
      tokens: 7300,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call').map((e) => e.args)).toEqual([{ command: 'npm test' }, { command: 'npm test' }])
    expect(ofType(events, 'memory_event').map((e) => e.action)).toEqual(['miss', 'recall'])
    expect(ofType(events, 'context_event')).toEqual([
      { event: 'context_event', action: 'compaction', tokens_before: 190000, saturation: 95 },
    ])
    // message_received is not a flat event type: skipped.
    expect(events).toHaveLength(11)
    expect(events[0].origin).toEqual({ index: 0 })
  })

  it('reads the events file (JSONL)', async () => {
    const a = await adaptFile(fixture('critiqor-session', 'events.jsonl'))
    expect(a.format).toBe('critiqor-session')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 1, tool_outputs: 1, errors: 0, tokens: 1480 })
    expect(ofType(events, 'memory_event')).toEqual([
      { event: 'memory_event', action: 'miss', tool: 'memory_get', call_id: 'd2' },
    ])
    expect(ofType(events, 'skill_event')).toEqual([{ event: 'skill_event', skill: 'deploy', invoked: false }])
  })

  it('warns when the events are in another file', async () => {
    const a = await adaptFile(fixture('critiqor-session', 'empty-with-events-file.json'))
    expect(a.sessions.size).toBe(0)
    expect(a.warnings.map((w) => w.message)).toEqual([
      'this session log has no events of its own; they are in events.jsonl: diagnose that file',
    ])
  })

  it('rejects events that are not objects', () => {
    const instance = adapter.create(() => {}, { source: 's.json', warn: () => {} })
    expect(() => instance.record({ schema_version: 'critiqor.session.v1', events: [1] }, 1)).toThrow(
      new TraceError('s.json', 1, 'expected event 0 to be an object, found a number'),
    )
  })
})

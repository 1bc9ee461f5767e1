import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/junie/index.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

const agent = (agentEvent: object, state = 'IN_PROGRESS') => ({
  kind: 'SessionA2uxEvent',
  event: { state, agentEvent },
})

describe('junie adapter', () => {
  it('one call per step, the last update winning; a Terminal FAILED with exit 1 failed; ended by TaskState', async () => {
    const a = await adaptFile(fixture('junie', 'events.jsonl'))
    expect(a.format).toBe('junie')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 4,
      tool_outputs: 4,
      errors: 1,
      compactions: 1,
      tokens: 1280,
      end: 'completed',
    })
    // The step opened as a Tool block became the ViewFiles block of the same step.
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual(['ViewFiles', 'Terminal', 'FileChanges', 'Terminal'])
    expect(ofType(events, 'tool_output').map((e) => [e.status, e.exit_code])).toEqual([
      ['ok', undefined],
      ['error', 1],
      ['ok', undefined],
      ['ok', 0],
    ])
    // The events come out in the order of the lines they stand for.
    const lines = events.map((e) => e.origin.line as number)
    expect([...lines].sort((x, y) => x - y)).toEqual(lines)
  })

  it('a later update that fails a step fails its result; a cancelled result and a prompt with no end', () => {
    const step = { kind: 'TerminalBlockUpdatedEvent', stepId: 's1', command: 'make' }
    const r = runRecords(adapter, [
      { kind: 'UserPromptEvent', requestId: 'p', prompt: 'build it' },
      agent({ ...step, status: 'COMPLETED', exitCode: 0 }),
      agent({ ...step, status: 'COMPLETED', exitCode: 2, output: 'make: *** [all] Error 2' }),
      agent({ kind: 'ResultBlockUpdatedEvent', stepId: 'r', cancelled: true }),
      { kind: 'TaskState', state: 'COMPLETED' },
    ])
    expect(ofType(r.events, 'tool_output')).toEqual([
      { event: 'tool_output', tool: 'Terminal', call_id: 's1', status: 'error', exit_code: 2 },
    ])
    expect(ofType(r.events, 'process_end')).toEqual([
      { event: 'process_end', status: 'aborted', reason: 'the task was cancelled' },
    ])
    const cut = runRecords(adapter, [{ kind: 'UserPromptEvent', requestId: 'p', prompt: 'x' }, { kind: 'Telemetry' }])
    expect(ofType(cut.events, 'process_end')[0]).toMatchObject({ status: 'incomplete' })
    expect(cut.unread).toEqual([[2, 'kind Telemetry', false]])
  })
})

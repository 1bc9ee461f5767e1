import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/continue/index.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

describe('continue adapter', () => {
  it('one call per toolCallState, errored failed, tool messages not counted again, a reply at the end', async () => {
    const a = await adaptFile(fixture('continue', 'session.json'))
    expect(a.format).toBe('continue')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 3, tool_outputs: 3, errors: 1, end: 'completed' })
    expect(ofType(events, 'tool_call').map((e) => [e.tool, e.args])).toEqual([
      ['read_file', { filepath: 'retry.go' }],
      ['run_terminal_command', { command: 'go test ./...' }],
      ['single_find_and_replace', { filepath: 'retry.go', old_string: 'attempts-1', new_string: 'attempts' }],
    ])
    expect(ofType(events, 'error_event')[0]).toMatchObject({
      tool: 'run_terminal_command',
      message: '--- FAIL: TestRetry (0.00s) exit status 1',
    })
    const r = runRecords(adapter, [{ sessionId: 's', title: 't', history: [] }])
    expect(r.events).toEqual([])
  })

  it('a canceled call with no reply after it ends the run aborted; a call with no result leaves it cut off', async () => {
    const events = only(await adaptFile(fixture('continue', 'canceled.json')))
    expect(ofType(events, 'process_end')).toEqual([
      { event: 'process_end', status: 'aborted', reason: 'a tool call was canceled' },
    ])
    const waiting = {
      sessionId: 's',
      title: 't',
      history: [
        { message: { role: 'user', content: 'go' } },
        {
          message: { role: 'assistant', content: '' },
          toolCallStates: [
            { toolCallId: 'c', status: 'generated', toolCall: { function: { name: 'ls', arguments: '{}' } } },
          ],
        },
      ],
    }
    const r = runRecords(adapter, [waiting])
    expect(summarise(r.events)).toMatchObject({ tool_calls: 1, tool_outputs: 0, end: 'incomplete' })
  })
})

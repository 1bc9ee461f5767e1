import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/gemini-cli-result/index.js'
import { FIT } from '../../../src/trace/registry.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

describe('gemini-cli-result adapter', () => {
  it("emits what the totals show: tokens per model, API errors, each tool's calls and failures", async () => {
    const a = await adaptFile(fixture('gemini-cli-result', 'stdout.json'))
    expect(a.format).toBe('gemini-cli-result')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 7,
      tool_outputs: 7,
      errors: 3,
      tokens: 34500 + 2100,
      end: 'completed',
    })
    // prompt includes the cached tokens; thoughts are output.
    expect(ofType(events, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 20000, output: 4500, cache_read: 10000, cache_write: 0, total: 34500 },
      model: 'gemini-2.5-pro',
    })
    expect(ofType(events, 'error_event')[0]).toMatchObject({
      kind: 'model',
      count: 2,
      message: '2 of 6 API requests to gemini-2.5-pro failed (429 2)',
    })
    // Per tool, its count of calls with its failures among them; no two calls alike (no loop made up).
    const calls = ofType(events, 'tool_call')
    const byTool = (tool: string) => calls.filter((c) => c.tool === tool).map((c) => c.args)
    expect(byTool('run_shell_command')).toEqual([{ call: 1 }, { call: 2 }, { call: 3 }, { call: 4 }])
    expect(byTool('read_file')).toHaveLength(3)
    const failed = ofType(events, 'tool_output').filter((o) => o.status === 'error')
    expect(failed.map((o) => o.tool)).toEqual(['run_shell_command', 'run_shell_command'])
    // The tools take turns, and one tool's failures are not all in a row.
    expect(calls.map((c) => c.tool).slice(0, 4)).toEqual([
      'run_shell_command',
      'read_file',
      'run_shell_command',
      'read_file',
    ])
  })

  it('an error result ends in that error', async () => {
    const events = only(await adaptFile(fixture('gemini-cli-result', 'error.json')))
    expect(ofType(events, 'error_event')).toEqual([
      {
        event: 'error_event',
        kind: 'agent',
        code: 53,
        message: 'Reached max session turns for this session.',
      },
    ])
    expect(ofType(events, 'process_end')[0]).toMatchObject({ status: 'error' })
  })

  it('counts the calls a result claims up to a bound, and warns', () => {
    const doc = {
      session_id: 's',
      response: '',
      stats: { models: {}, tools: { byName: { loop: { count: 1e9, success: 1e9, fail: 0 } } } },
    }
    const warnings: string[] = []
    const inst = adapter.create(() => {}, { source: 'x', warn: (_l, m) => warnings.push(m) })
    inst.record(doc, 1)
    inst.end()
    expect(warnings).toEqual(['the calls of loop are counted up to 10000 each (the result claims more)'])
    expect(summarise(runRecords(adapter, [doc]).events).tool_calls).toBe(10000)
  })

  it('fits the result object only', () => {
    const doc = { session_id: 's', response: 'r', stats: { models: {} } }
    expect(adapter.fit!({ records: [doc] })).toBe(FIT.SIGNATURE)
    expect(adapter.fit!({ records: [{ ...doc, stats: {} }] })).toBe(FIT.NONE)
    expect(adapter.fit!({ records: [{ ...doc, session_id: 5 }] })).toBe(FIT.NONE)
    // Older builds wrote no session id.
    expect(adapter.fit!({ records: [{ response: 'r', stats: { models: {} } }] })).toBe(FIT.SIGNATURE)
    expect(adapter.fit!({ records: [{ sessionId: 's', projectHash: 'h', messages: [] }] })).toBe(FIT.NONE)
  })
})

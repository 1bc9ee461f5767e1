import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/copilot-cli/index.js'
import { FileCollector } from '../../../src/engine/files.js'
import { fixture, ofType, summarise } from './helpers.js'
import { readWithUnread } from './unread-helper.js'

describe('copilot-cli adapter', () => {
  it('reads tool executions, success false, output tokens, the model, the working directory and the result', async () => {
    const r = await readWithUnread(fixture('copilot-cli', 'run.jsonl'))
    expect(r.format).toBe('copilot-cli')
    // Ephemeral records are skipped on purpose, not unread.
    expect(r.unread).toEqual([])
    expect(summarise(r.events)).toMatchObject({
      tool_calls: 3,
      tool_outputs: 3,
      errors: 1,
      tokens: 65,
      end: 'completed',
    })
    expect(ofType(r.events, 'error_event')).toEqual([
      { event: 'error_event', kind: 'tool', tool: 'view', call_id: 'call_1', message: 'Invalid view_range' },
    ])
    expect(ofType(r.events, 'tool_output')[0]).toMatchObject({ status: 'error', error_code: 'failure' })
    // Output tokens only: nothing else is recorded.
    expect(ofType(r.events, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 0, output: 40, cache_read: 0, cache_write: 0, total: 40 },
      model: 'gpt-5.6-sol',
    })
    expect(ofType(r.events, 'state_transition')).toEqual([
      {
        event: 'state_transition',
        kind: 'model_switch',
        from: 'gpt-5.6-sol',
        to: 'claude-sonnet-4.6',
        reason: 'model',
      },
    ])
    // session.start's cwd, not the shell's.
    expect(r.workdir).toEqual(['/work/repo'])
    expect(r.events.find((e) => e.event.event === 'tool_call')!.origin).toEqual({ line: 7, id: 'e07' })
    expect(adapter.observes).not.toContain('cost_efficiency')
  })

  it('gives the files its editor tools touched', async () => {
    const r = await readWithUnread(fixture('copilot-cli', 'run.jsonl'))
    const c = new FileCollector('copilot-cli')
    r.events.forEach((e, i) => c.push(e.event, i))
    expect(c.finish('/work/repo', r.workdir[0], [], []).files).toEqual([
      { path: 'src/app.ts', edits: 1, failed_edits: 0, reads: 1, causes: [] },
    ])
  })

  it('a run without its result record was killed', async () => {
    const r = await readWithUnread(fixture('copilot-cli', 'killed.jsonl'))
    expect(summarise(r.events)).toMatchObject({ tool_calls: 1, tool_outputs: 0, tokens: 30, end: 'aborted' })
    expect(ofType(r.events, 'process_end')[0].reason).toBe(
      'no result record: the run was killed (its last event: tool.execution_start)',
    )
    expect(r.unread).toEqual([])
  })

  it('recognises its events and its result only', () => {
    const ev = { type: 'user.message', data: { content: 'x' }, id: 'a', timestamp: 't', parentId: null }
    expect(adapter.recognise(ev)).toBe(true)
    expect(adapter.recognise({ type: 'result', sessionId: 's', exitCode: 0 })).toBe(true)
    // OpenClaw's records have an id and a parentId too, but no namespaced type.
    expect(adapter.recognise({ ...ev, type: 'custom' })).toBe(false)
    expect(adapter.recognise({ type: 'user.message', data: {}, id: 'a' })).toBe(false)
  })
})

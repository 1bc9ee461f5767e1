import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/codex-rollout/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('codex-rollout adapter', () => {
  it('reads MCP tool calls and cumulative token counts (trimmed, redacted Codex Desktop rollout)', async () => {
    const a = await adaptFile(fixture('codex-rollout', 'mcp-session.jsonl'))
    expect(a.format).toBe('codex-rollout')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 5,
      tool_outputs: 5,
      errors: 0,
      retries: 0,
      compactions: 0,
      tokens: 299496,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call').map((e) => e.tool)).toEqual([
      'mcp__cloud-associates__search_workflows',
      '[REDACTED_NAME len=43 sha=c186413b]',
      'mcp__cloud-associates__execute_workflow',
      'mcp__cloud-associates__execute_workflow',
      'mcp__cloud-associates__execute_workflow',
    ])
    // 12 token_count lines, one without info and five repeats: 6 differences that add up to the last total.
    expect(ofType(events, 'token_usage')).toHaveLength(6)
    // One turn, its highest context fill against the model's window.
    expect(ofType(events, 'context_event')).toEqual([
      // The fill is the input the request sent (cached tokens included), not input plus output.
      { event: 'context_event', action: 'fill', saturation: 24.6, tokens: 63441, context_window: 258400 },
    ])
  })

  it('pairs the two records of a compaction, marks failed calls, and follows turns (synthetic)', async () => {
    const events = only(await adaptFile(fixture('codex-rollout', 'compaction.jsonl')))
    expect(summarise(events)).toMatchObject({
      tool_calls: 6,
      tool_outputs: 5,
      errors: 1,
      retries: 1,
      compactions: 1,
      tokens: 363500,
      end: 'aborted',
    })
    expect(ofType(events, 'context_event')).toEqual([
      { event: 'context_event', action: 'compaction', tokens_before: 180000, saturation: 90 },
      { event: 'context_event', action: 'fill', saturation: 90, tokens: 180000, context_window: 200000 },
      { event: 'context_event', action: 'fill', saturation: 15, tokens: 30000, context_window: 200000 },
    ])
    // exec_command_end said exit code 1 and the output says so too: one failure.
    expect(ofType(events, 'error_event')).toEqual([
      { event: 'error_event', kind: 'tool', tool: 'exec_command', call_id: 'call_1', message: 'exit code 1' },
    ])
    expect(ofType(events, 'tool_output').map((e) => e.status)).toEqual(['error', 'ok', 'ok', 'ok', 'ok'])
    // Differences of the running total: 152000, then 181000, then 30500; the repeated count adds nothing.
    expect(ofType(events, 'token_usage').map((e) => (e.usage as { total: number }).total)).toEqual([
      152000, 181000, 30500,
    ])
    expect(ofType(events, 'state_transition')).toEqual([
      { event: 'state_transition', kind: 'model_switch', from: 'gpt-5.2-codex', to: 'gpt-5.2', reason: 'turn_context' },
    ])
    expect(ofType(events, 'skill_event')).toEqual([
      { event: 'skill_event', skill: 'release', invoked: true, call_id: 'call_4' },
    ])
    // Arguments that are not JSON stay a string.
    expect(ofType(events, 'tool_call').find((e) => e.call_id === 'call_5')?.args).toBe('{not json')
  })

  it('reports an error event and an errored turn once, and starts a new counter when the total drops', () => {
    const out: Record<string, unknown>[] = []
    const instance = adapter.create((e) => out.push(e), { source: 'r', warn: () => {} })
    const count = (total: number) => ({
      type: 'event_msg',
      payload: {
        type: 'token_count',
        info: { total_token_usage: { input_tokens: total, output_tokens: 0, total_tokens: total } },
      },
    })
    instance.record({ type: 'session_meta', payload: { id: 'x' } }, 1)
    instance.record({ type: 'event_msg', payload: { type: 'task_started' } }, 2)
    instance.record(count(100), 3)
    instance.record(count(40), 4)
    instance.record({ type: 'event_msg', payload: { type: 'error', message: 'quota exceeded' } }, 5)
    instance.record({ type: 'event_msg', payload: { type: 'task_complete', error: { message: 'quota exceeded' } } }, 6)
    instance.end()
    expect(out.filter((e) => e.event === 'token_usage').map((e) => (e.usage as { total: number }).total)).toEqual([
      100, 40,
    ])
    expect(out.filter((e) => e.event === 'error_event')).toEqual([
      { event: 'error_event', kind: 'stream', message: 'quota exceeded' },
    ])
    expect(out.at(-1)).toEqual({ event: 'process_end', status: 'error', reason: 'quota exceeded' })
  })

  it('rejects a line that is not an object', () => {
    const instance = adapter.create(() => {}, { source: 'r.jsonl', warn: () => {} })
    expect(() => instance.record([], 9)).toThrow(
      new TraceError('r.jsonl', 9, 'expected a rollout line object, found a list'),
    )
  })
})

describe('codex-rollout context share', () => {
  it('takes no fill from a token_count without input (after a compaction), and never passes 100%', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dir = mkdtempSync(join(tmpdir(), 'atg-codex-'))
    const path = join(dir, 'r.jsonl')
    const count = (input: number, total: number) =>
      JSON.stringify({
        type: 'event_msg',
        payload: {
          type: 'token_count',
          info: {
            model_context_window: 100000,
            last_token_usage: { input_tokens: input, output_tokens: 0, total_tokens: total },
            total_token_usage: { input_tokens: input, output_tokens: 0, total_tokens: total },
          },
        },
      })
    const lines = [
      { type: 'session_meta', payload: { id: 's', cwd: '/' } },
      { type: 'event_msg', payload: { type: 'task_started', model_context_window: 100000 } },
      JSON.parse(count(20000, 20000)),
      // After a compaction Codex writes only total_tokens: 364% of the window, if read as a fill.
      JSON.parse(count(0, 364000)),
      JSON.parse(count(250000, 250000)),
      { type: 'event_msg', payload: { type: 'task_complete' } },
    ]
    writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
    const events = await adaptFile(path).finally(() => rmSync(dir, { recursive: true, force: true }))
    const fills = ofType(only(events), 'context_event').map((e) => e.saturation)
    expect(fills).toEqual([100])
  })
})

describe('codex-rollout working directory', () => {
  it("tells the session's cwd whether or not integrity is checked", async () => {
    const { AdaptingReader } = await import('../../../src/trace/registry.js')
    const lines = [
      { type: 'session_meta', payload: { id: 's', cwd: '/work/repo' } },
      { type: 'event_msg', payload: { type: 'task_started' } },
    ]
    const told: string[] = []
    const reader = new AdaptingReader(
      { source: 'r.jsonl', warn: () => {}, workdir: (p: string) => told.push(p) },
      () => adapter,
      () => {},
    )
    lines.forEach((l, i) => reader.record(l, i + 1))
    reader.end()
    expect(told).toEqual(['/work/repo'])
  })
})

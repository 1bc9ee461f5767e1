import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/claude-code/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, summarise } from './helpers.js'

describe('claude-code adapter', () => {
  it('counts each streamed reply once, Skill calls and rejected tools (trimmed 2.1 transcript)', async () => {
    const a = await adaptFile(fixture('claude-code', 'skills-rejections.jsonl'))
    // The first line is a file-history-snapshot, not a message: still recognised.
    expect(a.format).toBe('claude-code')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 9,
      tool_outputs: 9,
      errors: 3,
      retries: 0,
      compactions: 0,
      tokens: 350254,
      end: 'completed',
    })
    // 18 assistant lines, 15 message ids: one token_usage per id, from its last line.
    expect(ofType(events, 'token_usage')).toHaveLength(15)
    expect(ofType(events, 'skill_event')).toEqual([
      { event: 'skill_event', skill: 'keybindings-help', invoked: true, call_id: 'toolu_01MfAybjGre6Zmvo8rrPqdjf' },
      { event: 'skill_event', skill: 'omarchy', invoked: true, call_id: 'toolu_017ERoYfqC5XStSALt3RiAjW' },
    ])
    expect(ofType(events, 'error_event').map((e) => e.tool)).toEqual(['Agent', 'ExitPlanMode', 'ExitPlanMode'])
    expect(ofType(events, 'error_event').every((e) => String(e.message).length <= 200)).toBe(true)
    expect(ofType(events, 'tool_call')[0]).toEqual({
      event: 'tool_call',
      tool: 'Bash',
      args: { command: 'command-1', description: 'description-1' },
      call_id: 'toolu_0161rC3keszBiC8o3peW9MbL',
    })
  })

  it('reads a compaction subagent file: compact_boundary and the last line of each reply (trimmed)', async () => {
    const events = only(await adaptFile(fixture('claude-code', 'compaction-subagent.jsonl')))
    expect(summarise(events)).toMatchObject({
      tool_calls: 6,
      tool_outputs: 6,
      errors: 0,
      compactions: 1,
      tokens: 409560,
      end: 'incomplete',
    })
    expect(ofType(events, 'context_event')).toEqual([
      { event: 'context_event', action: 'compaction', trigger: 'auto', tokens_before: 167968 },
    ])
    // The first reply is written twice (input 74335 without output, then 79913 + 508): the last line counts.
    expect(ofType(events, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 79913, output: 508, cache_read: 0, cache_write: 0, total: 80421 },
    })
  })

  it('maps API retries, errors, refusals, fallbacks, skills and memory files (synthetic)', async () => {
    const a = await adaptFile(fixture('claude-code', 'api-errors.jsonl'))
    expect(a.format).toBe('claude-code')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 2,
      tool_outputs: 2,
      errors: 4,
      retries: 2,
      compactions: 1,
      tokens: 6130,
      end: 'aborted',
    })
    expect(ofType(events, 'retry_event').map((e) => [e.attempt, e.max_retries, e.status_code])).toEqual([
      [1, 10, 529],
      [2, 10, 529],
    ])
    expect(ofType(events, 'error_event').map((e) => e.kind)).toEqual(['tool', 'refusal', 'api', 'model'])
    // The Skill call failed; the invoked_skills attachment repeats it and adds one more.
    expect(ofType(events, 'skill_event')).toEqual([
      { event: 'skill_event', skill: 'release-notes', invoked: true, status: 'failed', call_id: 'toolu_a1' },
      { event: 'skill_event', skill: 'changelog', invoked: true, source: 'attachment' },
    ])
    // An empty read of the auto-memory file is a miss.
    expect(ofType(events, 'memory_event')).toEqual([{ event: 'memory_event', action: 'miss', call_id: 'toolu_a2' }])
    // The subagent on another model is not a switch; the refusal fallback is.
    expect(ofType(events, 'state_transition')).toEqual([
      {
        event: 'state_transition',
        kind: 'model_fallback',
        from: 'claude-opus-4-6',
        to: 'claude-sonnet-4-6',
        reason: 'model_refusal_fallback',
      },
    ])
  })

  it('recognises transcripts by their first line', () => {
    expect(adapter.recognise({ parentUuid: null, sessionId: 's', type: 'user' })).toBe(true)
    expect(adapter.recognise({ type: 'file-history-snapshot', messageId: 'm', snapshot: {} })).toBe(true)
    expect(adapter.recognise({ type: 'summary', summary: 'x', leafUuid: 'u' })).toBe(true)
    expect(adapter.recognise({ type: 'queue-operation', operation: 'enqueue', sessionId: 's' })).toBe(true)
    expect(adapter.recognise({ type: 'system', subtype: 'init', session_id: 's' })).toBe(false)
    expect(adapter.recognise({ type: 'tool_call', sessionId: 's' })).toBe(false)
  })

  it('rejects a line that is not an object', () => {
    const instance = adapter.create(() => {}, { source: 'c.jsonl', warn: () => {} })
    expect(() => instance.record(42, 5)).toThrow(
      new TraceError('c.jsonl', 5, 'expected a transcript entry object, found a number'),
    )
  })
})

describe('claude-code adapter: how a session ended', () => {
  it('does not read a local slash command after the last reply as an unanswered request', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const dir = mkdtempSync(join(tmpdir(), 'atg-cc-'))
    let n = 0
    const line = (o: Record<string, unknown>) =>
      JSON.stringify({ parentUuid: null, sessionId: 's', uuid: `u${n++}`, ...o })
    const reply = line({
      type: 'assistant',
      message: {
        id: 'm1',
        role: 'assistant',
        content: [{ type: 'text', text: 'done' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    })
    const ask = line({ type: 'user', message: { role: 'user', content: 'please continue' } })
    const exit = line({
      type: 'user',
      message: { role: 'user', content: '<command-name>/exit</command-name>\n<command-message>exit</command-message>' },
    })
    const printed = line({
      type: 'user',
      message: { role: 'user', content: '<local-command-stdout>Bye!</local-command-stdout>' },
    })
    try {
      writeFileSync(join(dir, 'exit.jsonl'), [ask, reply, exit, printed].join('\n'))
      writeFileSync(join(dir, 'open.jsonl'), [ask, reply, ask].join('\n'))
      expect(summarise(only(await adaptFile(join(dir, 'exit.jsonl')))).end).toBe('completed')
      expect(summarise(only(await adaptFile(join(dir, 'open.jsonl')))).end).toBe('incomplete')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

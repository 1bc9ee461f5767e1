import { describe, expect, it } from '@jest/globals'
import { withId } from '../../../src/trace/adapters/json.js'
import { adaptFile, fixture } from './helpers.js'

/** The origins of a fixture's tool calls and usage, in event order. */
async function origins(format: string, file: string, types = ['tool_call', 'token_usage']) {
  const a = await adaptFile(fixture(format, file))
  return [...a.sessions.values()]
    .flat()
    .filter((e) => types.includes(String(e.event.event)))
    .map((e) => e.origin)
}

describe('evidence points at the record: origins carry the record id where the format has one', () => {
  // codex exec: items have ids, a turn's usage has none.
  it.each([
    ['claude-code', 'skills-rejections.jsonl', ['tool_call', 'token_usage']],
    ['claude-stream', 'max-turns.jsonl', ['tool_call', 'token_usage']],
    ['codex-exec', 'eval.jsonl', ['tool_call']],
    ['gemini-cli', 'qa-session.json', ['tool_call', 'token_usage']],
    ['openclaw', 'compactions.jsonl', ['tool_call', 'token_usage']],
    ['openhands', 'trajectory.json', ['tool_call', 'token_usage']],
  ] as [string, string, string[]][])('%s/%s: a message or event id', async (format, file, types) => {
    const list = await origins(format, file, types)
    expect(list.length).toBeGreaterThan(0)
    for (const o of list) expect(typeof o.id).toBe('string')
  })

  it('openai-agents: the span id', async () => {
    const list = await origins('openai-agents', 'run.jsonl')
    expect(list.length).toBeGreaterThan(0)
    for (const o of list) expect(o.span_id).toMatch(/^span_/)
  })

  it('otel: the span id as hex', async () => {
    const list = await origins('otel', 'two-traces.jsonl')
    expect(list.length).toBeGreaterThan(0)
    for (const o of list) expect(o.span_id).toMatch(/^[0-9a-f]{16}$/)
  })

  it('keeps ids that are strings or numbers, not too long', () => {
    expect(withId({ line: 3 }, 'u-1')).toEqual({ line: 3, id: 'u-1' })
    expect(withId({ index: 2 }, 7)).toEqual({ index: 2, id: '7' })
    expect(withId({ line: 3 }, undefined)).toEqual({ line: 3 })
    expect(withId({ line: 3 }, { id: 1 })).toEqual({ line: 3 })
    expect(withId({ line: 3 }, 'x'.repeat(129))).toEqual({ line: 3 })
  })
})

/**
 * A file is never judged on the few records its reader understood: records an adapter leaves
 * unread (AdapterContext.unread) are counted, and a call among them, or more than a small share
 * of them, refuses the file with a message that says what they look like.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { TraceError } from '../../src/trace/read.js'
import { adapterFor, refusesUnread, UNREAD_MIN, UNREAD_SHARE } from '../../src/trace/registry.js'
import type { JsonObject } from '../../src/core/events.js'
import type { FormatId } from '../../src/trace/adapters/types.js'
import { looksLike, recordKind } from '../../src/trace/adapters/unread.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-unread-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n'

function write(name: string, records: unknown[]): string {
  const path = join(dir, name)
  writeFileSync(path, jsonl(records))
  return path
}

async function refusal(path: string, format: FormatId | 'auto' = 'auto'): Promise<string> {
  try {
    await diagnoseFile(path, { format })
  } catch (err) {
    expect(err).toBeInstanceOf(TraceError)
    return (err as Error).message.replace(dir, '<dir>')
  }
  throw new Error(`${path} was read as ${format}`)
}

/**
 * Under `auto`: read as its own format once a reader of it exists, else refused by a message that
 * says what the file looks like.
 */
async function autoReads(path: string, id: FormatId, looks: string): Promise<void> {
  if (adapterFor(id)) {
    const sessions = await diagnoseFile(path)
    expect(sessions.map((s) => s.format)).toEqual(sessions.map(() => id))
  } else expect(await refusal(path)).toContain(`it looks like ${looks}`)
}

/**
 * Forced to a Claude format: refused, by the format that fits better once its reader exists,
 * else by the records left unread (`unread`).
 */
async function forcedRefusal(path: string, format: FormatId, id: FormatId, unread: RegExp): Promise<void> {
  const message = await refusal(path, format)
  if (adapterFor(id)) expect(message).toContain(`--format ${format} does not fit this file: it looks like ${id}`)
  else expect(message).toMatch(unread)
}

const init = { type: 'system', subtype: 'init', session_id: 's', cwd: '/w', model: 'm', tools: [], uuid: 'u0' }
const cursorCall = (id: string) => ({
  type: 'tool_call',
  subtype: 'completed',
  call_id: id,
  tool_call: { shellToolCall: { args: { command: 'rm -rf bin' }, result: { rejected: { reason: 'blocked' } } } },
  session_id: 's',
})
const claudeReply = (text: string, id: string) => ({
  type: 'assistant',
  message: { id, role: 'assistant', model: 'claude', content: [{ type: 'text', text }], stop_reason: 'end_turn' },
  session_id: 's',
  parent_tool_use_id: null,
  uuid: `u-${id}`,
})
const success = { type: 'result', subtype: 'success', is_error: false, num_turns: 1, session_id: 's' }

describe('records left unread refuse the file', () => {
  it('a stream that begins like Claude but holds Cursor CLI calls: not claude-stream, even when forced', async () => {
    const path = write('cursor.jsonl', [
      { ...init, apiKeySource: 'login' },
      cursorCall('c1'),
      cursorCall('c2'),
      success,
    ])
    await autoReads(path, 'cursor-cli', "Cursor CLI's stream-json")
    await forcedRefusal(
      path,
      'claude-stream',
      'cursor-cli',
      /^<dir>\/cursor\.jsonl:2: records of type tool_call subtype completed with shellToolCall: this looks like Cursor CLI's stream-json; 2 of 4 records left unread as claude-stream, 2 like a tool call: the file is not judged on the rest$/,
    )
  })

  it("Factory Droid's stream and Qwen Code's chat recording are no Claude format", async () => {
    const droid = write('droid.jsonl', [
      init,
      { type: 'message', role: 'user', id: 'm1', text: 'hi', timestamp: 1, session_id: 's' },
      { type: 'tool_call', id: 'c1', messageId: 'm2', toolName: 'LS', parameters: {}, timestamp: 2, session_id: 's' },
      { type: 'tool_result', id: 'c1', isError: false, value: 'ok', timestamp: 3, session_id: 's' },
    ])
    await autoReads(droid, 'droid' as FormatId, "Factory Droid's stream-json")
    await forcedRefusal(
      droid,
      'claude-stream',
      'droid' as FormatId,
      /droid\.jsonl:3: records of type tool_call with toolName: this looks like Factory Droid's stream-json; 3 of 4 records left unread as claude-stream, 2 like a tool call/,
    )
    const entry = (type: string, uuid: string, parent: string | null, message: JsonObject) => ({
      uuid,
      parentUuid: parent,
      sessionId: 's',
      timestamp: '2026-06-15T14:40:22.832Z',
      type,
      cwd: '/w',
      version: '0.18.1',
      message,
    })
    const qwen = write('qwen.jsonl', [
      entry('user', 'u1', null, { role: 'user', parts: [{ text: 'List the files.' }] }),
      entry('assistant', 'u2', 'u1', { role: 'model', parts: [{ functionCall: { name: 'ls', args: {} } }] }),
      entry('tool_result', 'u3', 'u2', { role: 'user', parts: [{ functionResponse: { name: 'ls' } }] }),
      entry('assistant', 'u4', 'u3', { role: 'model', parts: [{ text: 'Two files.' }] }),
    ])
    await autoReads(qwen, 'qwen-code' as FormatId, "Qwen Code's chat recording")
    await forcedRefusal(
      qwen,
      'claude-code',
      'qwen-code' as FormatId,
      /qwen\.jsonl:2: records of type assistant with message\.parts: this looks like Qwen Code's chat recording \(Gemini parts\); 4 of 4 records left unread as claude-code, 2 like a tool call/,
    )
  })

  it('one stray record of a type the reader does not know is no refusal; a share of them is', async () => {
    const replies = (n: number) => Array.from({ length: n }, (_, i) => claudeReply(`r${i}`, `m${i}`))
    const stray = { type: 'brand_new_notice', session_id: 's' }
    // After the first records (a type Claude does not write among those is no Claude stream at
    // all): 1 unknown of 20 is read.
    const one = write('one-stray.jsonl', [init, ...replies(17), stray, success])
    const [session] = await diagnoseFile(one)
    expect(session.format).toBe('claude-stream')
    // 3 unknown of 20 (more than a tenth): refused, naming them.
    const three = write('three-strays.jsonl', [init, ...replies(17), stray, stray, stray, success].slice(2))
    expect(await refusal(three)).toMatch(
      /three-strays\.jsonl:17: records of type brand_new_notice; 3 of 20 records left unread as claude-stream: the file is not judged on the rest$/,
    )
  })

  it('refuses on a call left unread, or on more than UNREAD_SHARE and at least UNREAD_MIN records', () => {
    expect(UNREAD_SHARE).toBe(0.1)
    expect(UNREAD_MIN).toBe(2)
    expect(refusesUnread({ records: 1000, unread: 1, calls: 1 })).toBe(true)
    expect(refusesUnread({ records: 3, unread: 1, calls: 0 })).toBe(false)
    expect(refusesUnread({ records: 20, unread: 2, calls: 0 })).toBe(false)
    expect(refusesUnread({ records: 19, unread: 2, calls: 0 })).toBe(true)
    expect(refusesUnread({ records: 100, unread: 11, calls: 0 })).toBe(true)
    expect(refusesUnread({ records: 110, unread: 11, calls: 0 })).toBe(false)
  })

  it('names a record by safe words only: no text of the trace beyond its keys', () => {
    const hostile = { type: '<img src=x onerror=alert(1)>/home/alice', tool_call: { 'x"ToolCall': {} } }
    const kind = recordKind(hostile)
    expect(kind).toBe('type ?img?src?x?onerror?al... with x?ToolCall')
    expect(kind).not.toMatch(/[<>"/]/)
    expect(looksLike({ role: '_usage', token_count: 1 })).toBe("Kimi CLI's session context")
    expect(looksLike({ type: 'assistant', message: { content: [] } })).toBeUndefined()
  })
})

describe("Claude Code's own API errors end the run badly", () => {
  function events(id: FormatId, records: unknown[]): JsonObject[] {
    const out: JsonObject[] = []
    const a = adapterFor(id)!
    const inst = a.create((e) => void out.push(e), { source: 't', warn: () => {} })
    records.forEach((r, i) => inst.record(r, i + 1))
    inst.end()
    return out
  }
  const ends = (es: JsonObject[]) => es.filter((e) => e.event === 'process_end')
  const base = { sessionId: 's', timestamp: '2026-01-05T10:00:00.000Z', isSidechain: false }
  const prompt = { ...base, type: 'user', uuid: 'u1', parentUuid: null, message: { role: 'user', content: 'go' } }
  const reply = {
    ...base,
    type: 'assistant',
    uuid: 'u2',
    parentUuid: 'u1',
    message: {
      id: 'm1',
      role: 'assistant',
      model: 'claude',
      content: [{ type: 'text', text: 'ok' }],
      stop_reason: 'end_turn',
    },
  }
  const apiError = (uuid: string, parent: string) => ({
    ...base,
    type: 'system',
    subtype: 'api_error',
    uuid,
    parentUuid: parent,
    error: { status: 529, message: 'Overloaded' },
    retryAttempt: 10,
    maxRetries: 10,
  })

  it('a transcript whose last records are api_error records: error, not completed', () => {
    expect(ends(events('claude-code', [prompt, reply]))).toEqual([{ event: 'process_end', status: 'completed' }])
    expect(ends(events('claude-code', [prompt, reply, apiError('e1', 'u2'), apiError('e2', 'e1')]))).toEqual([
      {
        event: 'process_end',
        status: 'error',
        reason: 'the API call failed 529 and no reply came after it: Overloaded',
      },
    ])
    // Retried, then answered: the run goes on.
    const again = { ...reply, uuid: 'u3', parentUuid: 'e1', message: { ...reply.message, id: 'm2' } }
    expect(ends(events('claude-code', [prompt, apiError('e1', 'u1'), again]))).toEqual([
      { event: 'process_end', status: 'completed' },
    ])
  })

  it("a synthetic reply naming autocompact_thrashing ends a transcript and a stream in error, whatever the stream's result says", () => {
    const thrash = {
      ...base,
      type: 'assistant',
      uuid: 'u3',
      parentUuid: 'u2',
      apiError: 'autocompact_thrashing',
      error: 'invalid_request',
      message: {
        id: 'm9',
        role: 'assistant',
        model: '<synthetic>',
        content: [{ type: 'text', text: 'Autocompact is thrashing' }],
        stop_reason: 'stop_sequence',
      },
    }
    const transcript = ends(events('claude-code', [prompt, reply, thrash]))
    expect(transcript).toEqual([
      { event: 'process_end', status: 'error', reason: 'autocompact_thrashing: Autocompact is thrashing' },
    ])
    const streamed = {
      type: 'assistant',
      apiError: 'autocompact_thrashing',
      message: thrash.message,
      session_id: 's',
      parent_tool_use_id: null,
    }
    const stream = events('claude-stream', [init, claudeReply('ok', 'm1'), streamed, success])
    expect(ends(stream)).toEqual([
      { event: 'process_end', status: 'error', reason: 'API error: autocompact_thrashing', num_turns: 1 },
    ])
    expect(stream.filter((e) => e.event === 'error_event').map((e) => e.message)).toEqual([
      'API error: autocompact_thrashing',
    ])
    // No result at all: the run ended on the error.
    expect(ends(events('claude-stream', [init, claudeReply('ok', 'm1'), streamed]))).toEqual([
      { event: 'process_end', status: 'error', reason: 'API error: autocompact_thrashing' },
    ])
  })
})

describe('each reader names the records of types it does not know, and only those', () => {
  function unreadBy(id: FormatId, records: unknown[]): string[] {
    const out: string[] = []
    const ctx = {
      source: 't',
      warn: () => {},
      unread: (line: number, kind: string, call?: boolean) => void out.push(`${line} ${kind}${call ? ' (call)' : ''}`),
    }
    const inst = adapterFor(id)!.create(() => {}, ctx)
    records.forEach((r, i) => inst.record(r, i + 1))
    inst.end()
    return out
  }
  const droidCall = { type: 'tool_call', id: 'c', toolName: 'LS', parameters: {}, session_id: 's' }

  it.each([
    ['codex-exec', [{ type: 'thread.started' }, { type: 'item.started', item: {} }, { type: 'turn.started' }]],
    [
      'codex-rollout',
      [
        { type: 'session_meta', payload: {} },
        { type: 'world_state', payload: {} },
      ],
    ],
    ['openclaw', [{ type: 'session', version: 3 }, { type: 'thinking_level_change' }, { type: 'label' }]],
    [
      'claude-code',
      [
        { type: 'progress', sessionId: 's' },
        { type: 'worktree-state', sessionId: 's' },
        { type: 'attachment', attachment: { type: 'x' } },
      ],
    ],
    ['claude-stream', [init, { type: 'rate_limit_event' }, { type: 'stream_event', event: {} }, success]],
    ['openai-agents', [{ object: 'trace', id: 't' }]],
  ] as const)('%s: the types it skips on purpose are not unread', (id, records) => {
    expect(unreadBy(id, [...records])).toEqual([])
  })

  it.each([
    ['codex-exec', [{ type: 'turn.started' }, droidCall], ['2 type tool_call with toolName (call)']],
    ['codex-rollout', [{ type: 'session_meta', payload: {} }, { type: 'mystery' }], ['2 type mystery']],
    ['openclaw', [{ type: 'session', version: 3 }, droidCall], ['2 type tool_call with toolName (call)']],
    ['claude-code', [{ type: 'brand-new', sessionId: 's' }], ['1 type brand-new']],
    ['claude-stream', [init, { type: 'thinking', subtype: 'delta' }, success], ['2 type thinking subtype delta']],
    ['openai-agents', [{ object: 'trace', id: 't' }, { object: 'trace.other' }], ['2 keys object']],
    ['critiqor', [{ event: 'tool_call', tool: 'x' }, droidCall], ['2 type tool_call with toolName (call)']],
  ] as const)('%s: a record of a type it does not know is unread', (id, records, expected) => {
    expect(unreadBy(id, [...records])).toEqual(expected)
  })

  it('gemini-cli: a message of a type it does not know is unread', () => {
    const session = {
      sessionId: 's',
      projectHash: 'h',
      messages: [
        { id: 'a', type: 'user', content: 'hi' },
        { id: 'b', type: 'info', content: 'note' },
        { id: 'c', type: 'tool_call', toolName: 'ls' },
      ],
    }
    expect(unreadBy('gemini-cli', [session])).toEqual(['1 type tool_call with toolName (call)'])
  })
})

describe("Claude's init, by its own fields", () => {
  it('an init-only stream is claude-stream only when its init has Claude Code fields', () => {
    const claude = adapterFor('claude-stream')!
    const fit = (r: JsonObject) => claude.fit!({ records: [r] })
    const cursorInit = {
      type: 'system',
      subtype: 'init',
      apiKeySource: 'login',
      cwd: '/w',
      session_id: 's',
      model: 'Auto',
      permissionMode: 'default',
    }
    const droidInit = { type: 'system', subtype: 'init', cwd: '/w', session_id: 's', tools: ['LS'], model: 'm' }
    expect(fit({ ...droidInit, mcp_servers: [] })).toBe(1)
    expect(fit({ ...droidInit, uuid: 'u' })).toBe(1)
    expect(fit(cursorInit)).toBe(0.25)
    expect(fit(droidInit)).toBe(0.25)
    expect(fit({ ...droidInit, mcp_servers: [], qwen_code_version: '0.15.6' })).toBe(0.25)
    expect(fit({ ...droidInit, mcp_servers: [], session_id: 'T-019e' })).toBe(0.25)
    expect(claude.recognise(cursorInit)).toBe(false)
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import adapter from '../../../src/trace/adapters/openhands/index.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, only, runRecords, summarise } from './helpers.js'

describe('openhands adapter', () => {
  it('reads a trajectory export: the edit, its observation by cause, each model response once (trimmed)', async () => {
    const a = await adaptFile(fixture('openhands', 'trajectory.json'))
    expect(a.format).toBe('openhands')
    const events = only(a)
    expect(summarise(events)).toMatchObject({
      tool_calls: 1,
      tool_outputs: 1,
      errors: 0,
      tokens: 9444,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call')).toEqual([
      {
        event: 'tool_call',
        tool: 'edit',
        args: { path: '/workspace/game_2048.py', content: '', start: 1, end: -1 },
        call_id: '3',
      },
    ])
    // The observation repeats its action's model response: counted once. prompt_tokens includes the cache.
    expect(ofType(events, 'token_usage').map((e) => e.usage)).toEqual([
      { input: 4, output: 1135, cache_read: 0, cache_write: 3482, total: 4621 },
      { input: 6, output: 177, cache_read: 3482, cache_write: 1158, total: 4823 },
    ])
  })

  it('reads a resolver output.jsonl as one session per issue, pairing flattened observations in order (trimmed)', async () => {
    const a = await adaptFile(fixture('openhands', 'resolver-output.jsonl'))
    expect([...a.sessions.keys()]).toEqual(['issue-5', 'issue-1'])
    expect(summarise(a.sessions.get('issue-5')!)).toMatchObject({
      tool_calls: 3,
      tool_outputs: 3,
      errors: 0,
      end: 'completed',
    })
    const second = a.sessions.get('issue-1')!
    expect(summarise(second)).toMatchObject({ tool_calls: 2, tool_outputs: 2, errors: 1, end: 'completed' })
    expect(ofType(second, 'error_event')[0].message).toBe(
      'Your proposed edit has introduced new syntax error(s). Please understand the errors and retry your edit command.',
    )
    expect(ofType(second, 'tool_call').map((e) => [e.tool, e.args])).toEqual([
      ['run', { command: 'ls -R /workspace' }],
      ['run_ipython', { code: '[code]' }],
    ])
    expect(second[0].origin).toEqual({ line: 2, index: 1 })
  })

  it("reads an evaluation output.jsonl: exit codes, the run's error, the final agent state (synthetic)", async () => {
    const a = await adaptFile(fixture('openhands', 'eval-output.jsonl'))
    expect([...a.sessions.keys()]).toEqual(['example__project-1', 'example__project-2'])
    const first = a.sessions.get('example__project-1')!
    // `think` is not a call; the run's error says the iteration limit was reached.
    expect(summarise(first)).toMatchObject({ tool_calls: 2, errors: 1, tokens: 4680, end: 'max_turns' })
    expect(ofType(first, 'tool_output').map((e) => [e.tool, e.status, e.exit_code])).toEqual([
      ['run', 'error', 2],
      ['read', 'ok', undefined],
    ])
    expect(ofType(first, 'process_end')[0].reason).toBe(
      'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 50, max iteration: 50',
    )
    // No usage per response: the run's accumulated usage, with its cost.
    const second = a.sessions.get('example__project-2')!
    expect(ofType(second, 'token_usage')).toEqual([
      {
        event: 'token_usage',
        usage: { input: 200, output: 60, cache_read: 1000, cache_write: 0, total: 1260 },
        cost_usd: 0.01,
      },
    ])
    expect(summarise(second).end).toBe('completed')
  })

  it('recognises exports and run lines, not other arrays', () => {
    expect(adapter.recognise([{ id: 0, source: 'user', action: 'message' }])).toBe(true)
    expect(adapter.recognise({ instance_id: 'x', history: [], metrics: {} })).toBe(true)
    expect(adapter.recognise([{ ts: 1, type: 'say', say: 'text' }])).toBe(false)
    expect(adapter.recognise({ history: [] })).toBe(false)
    const instance = adapter.create(() => {}, { source: 'o.jsonl', warn: () => {} })
    expect(() => instance.record({ instance_id: 'x', history: 3 }, 4)).toThrow(
      new TraceError('o.jsonl', 4, 'expected `history` to be a list, found a number'),
    )
  })

  describe('OpenHands V1 (SDK and CLI)', () => {
    it('reads a conversation folder: events in order, then base_state.json (trimmed real run)', async () => {
      const a = await adaptFile(fixture('openhands', 'v1-conversation'))
      expect(a.format).toBe('openhands')
      const events = only(a)
      // Two ActionEvents: the terminal command and finish, both answered.
      expect(summarise(events)).toMatchObject({ tool_calls: 2, tool_outputs: 2, errors: 0, end: 'completed' })
      expect(ofType(events, 'tool_call').map((e) => [e.tool, e.args])).toEqual([
        ['terminal', { command: 'pwd > tool_output.txt', security_risk: 'LOW', summary: expect.any(String) }],
        [
          'finish',
          { message: 'The current directory has been written to tool_output.txt.', summary: expect.any(String) },
        ],
      ])
      // Tokens per response from base_state.json (prompt_tokens includes the cached ones).
      expect(ofType(events, 'token_usage')).toHaveLength(3)
      expect(ofType(events, 'token_usage')[1].usage).toMatchObject({ input: 157, cache_read: 3712, output: 32 })
      // The end is base_state.json's, the ninth record.
      expect(events.at(-1)).toEqual({ event: { event: 'process_end', status: 'completed' }, origin: { line: 9 } })
    })

    it('reads the same conversation given as its events/ folder', async () => {
      const a = await adaptFile(fixture('openhands', 'v1-conversation/events'))
      expect(summarise(only(a))).toMatchObject({ tool_calls: 2, end: 'completed' })
    })

    it('reads a JSON list of V1 events: a rejected edit is a failed call (hand-written fixture)', async () => {
      const a = await adaptFile(fixture('openhands', 'v1-letta-tool-calls.json'))
      expect(a.format).toBe('openhands')
      const events = only(a)
      expect(summarise(events)).toMatchObject({ tool_calls: 2, tool_outputs: 2, end: 'completed' })
      expect(ofType(events, 'error_event').map((e) => [e.tool, e.message])).toEqual([
        ['file_editor', 'the user rejected the action: Edit was not approved.'],
      ])
    })

    it('reads V1 events as JSONL: a failed command, an agent error, a condensation and a conversation error (synthetic)', async () => {
      const events = only(await adaptFile(fixture('openhands', 'v1-events-error.jsonl')))
      expect(summarise(events)).toMatchObject({ tool_calls: 3, tool_outputs: 3, compactions: 1, end: 'error' })
      expect(ofType(events, 'error_event').map((e) => [e.kind, e.message])).toEqual([
        ['tool', 'exit code 1'],
        ['tool', 'Error validating args {"command": for tool \'terminal\''],
        ['conversation', 'LLMBadRequestError: The model refused the request: context window exceeded'],
      ])
    })

    it("names the event file in an error of its JSON, the record's place in an error of the adapter", async () => {
      const dir = mkdtempSync(join(tmpdir(), 'oh-v1-'))
      try {
        mkdirSync(join(dir, 'events'))
        const first = join(dir, 'events', 'event-00000-a.json')
        writeFileSync(first, JSON.stringify({ kind: 'MessageEvent', id: 'a', source: 'user' }))
        const second = join(dir, 'events', 'event-00001-b.json')
        writeFileSync(second, '{"kind": "ActionEvent", "id": ')
        await expect(adaptFile(dir)).rejects.toThrow(`${second}:1:`)
        writeFileSync(second, '[1]')
        // The adapter's error: the folder and the record's place (the second event file).
        await expect(adaptFile(dir)).rejects.toThrow(
          new TraceError(dir, 2, 'expected event 0 to be an object, found a number'),
        )
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })

    it('ends on execution_status, and leaves an unknown event kind unread', () => {
      const state = (execution_status: string) => ({ id: 'c', agent: {}, execution_status })
      const action = {
        kind: 'ActionEvent',
        id: 'a',
        tool_name: 'terminal',
        tool_call_id: 't',
        tool_call: { arguments: '{}' },
      }
      const endOf = (records: unknown[]) => ofType(runRecords(adapter, records).events, 'process_end')[0]
      expect(endOf([action, state('stuck')])).toMatchObject({ status: 'error' })
      expect(endOf([action, state('paused')])).toMatchObject({ status: 'aborted' })
      expect(endOf([action])).toMatchObject({ status: 'incomplete' })
      const r = runRecords(adapter, [action, { kind: 'NovelEvent', id: 'n' }])
      expect(r.unread.map(([line, kind]) => [line, kind])).toEqual([[2, 'keys id, kind']])
    })
  })
})

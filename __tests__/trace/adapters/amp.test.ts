import { describe, expect, it } from '@jest/globals'
import { FileCollector } from '../../../src/engine/files.js'
import { choose, detect } from '../../../src/trace/registry.js'
import { fixture, ofType, summarise } from './helpers.js'
import { readWithUnread } from './unread-helper.js'

describe('amp adapter', () => {
  it("reads Amp's stream as claude-stream does, under its own name, with its working directory", async () => {
    const r = await readWithUnread(fixture('amp', 'thread.jsonl'))
    expect(r.format).toBe('amp')
    // 100 + 10 + 1000 + 20; 50 + 1100 + 10.
    expect(summarise(r.events)).toMatchObject({ tool_calls: 1, tool_outputs: 1, errors: 2, tokens: 2290, end: 'error' })
    expect(ofType(r.events, 'error_event').map((e) => [e.kind, e.message])).toEqual([
      ['tool', 'old_str not found'],
      ['result', 'error_during_execution'],
    ])
    expect(r.workdir).toEqual(['/work/repo'])
    const c = new FileCollector('amp')
    r.events.forEach((e, i) => c.push(e.event, i))
    expect(c.finish('/work/repo', r.workdir[0], [], []).files).toEqual([
      { path: 'src/app.ts', edits: 1, failed_edits: 1, reads: 0, causes: [] },
    ])
  })

  it('claims T- thread ids, outranking claude-stream; --format claude-stream is told it looks like amp', () => {
    const init = { type: 'system', subtype: 'init', cwd: '/w', session_id: 'T-1', tools: [], mcp_servers: [] }
    const d = detect({ records: [init] })
    expect(d.kind === 'format' && d.adapter.id).toBe('amp')
    const claude = detect({ records: [{ ...init, session_id: '6f1c0a6e-0000-4000-8000-000000000000' }] })
    expect(claude.kind === 'format' && claude.adapter.id).toBe('claude-stream')
    expect(() => choose('claude-stream', { records: [init] }, 'x.jsonl', 1)).toThrow(
      'x.jsonl:1: --format claude-stream does not fit this file: it looks like amp',
    )
  })
})

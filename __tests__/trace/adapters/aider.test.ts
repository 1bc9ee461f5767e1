import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import adapter from '../../../src/trace/adapters/aider/index.js'
import { readRecords, TraceError } from '../../../src/trace/read.js'
import { adaptFile, fixture, ofType, runRecords, summarise } from './helpers.js'

const dir = mkdtempSync(join(tmpdir(), 'aider-'))
function file(name: string, text: string): string {
  const p = join(dir, name)
  writeFileSync(p, text)
  return p
}

describe('aider adapter', () => {
  it('reads each "# aider chat started at" as its own session: edits applied and failed, tokens, the end', async () => {
    const a = await adaptFile(fixture('aider', '.aider.chat.history.md'))
    expect(a.format).toBe('aider')
    // The first run is unnamed until a second starts: then it is named by its timestamp.
    expect([...a.sessions.keys()]).toEqual(['', '2026-07-09 10:04:12'])
    const failed = a.sessions.get('')!
    expect(summarise(failed)).toMatchObject({ tool_calls: 0, errors: 1, end: 'error' })
    expect(ofType(failed, 'error_event')[0].message).toMatch(/^litellm\.AuthenticationError/)
    const edited = a.sessions.get('2026-07-09 10:04:12')!
    // Sent excludes the cache for an Anthropic model: 4600+1200+2100+250 and 5100+3300+90.
    expect(summarise(edited)).toMatchObject({
      tool_calls: 3,
      tool_outputs: 3,
      errors: 1,
      tokens: 16640,
      end: 'completed',
    })
    expect(ofType(edited, 'tool_call').map((e) => [e.tool, e.args])).toEqual([
      ['apply_edit', { path: 'test_retry.py' }],
      ['apply_edit', { path: 'retry.py' }],
      ['apply_edit', { path: 'test_retry.py' }],
    ])
    expect(ofType(edited, 'tool_output').map((e) => e.status)).toEqual(['error', 'ok', 'ok'])
    expect(ofType(edited, 'token_usage')[0]).toMatchObject({
      usage: { input: 4600, cache_write: 1200, cache_read: 2100, output: 250, total: 8150 },
      cost_usd: 0.02,
    })
  })

  it('judges the end with no end record: a prompt unanswered, a run stopped before a prompt, Control-C, reflections', () => {
    const end = (lines: string[]) => ofType(runRecords(adapter, lines).events, 'process_end')
    const h = '# aider chat started at 2026-01-01 00:00:00'
    expect(end([h, '> Aider v0.86.2', '#### fix it'])).toEqual([
      { event: 'process_end', status: 'incomplete', reason: 'a prompt with no reply after it' },
    ])
    expect(end([h, '> Waiting up to 5 minutes for you to finish in the browser...'])[0]).toMatchObject({
      status: 'incomplete',
    })
    expect(end([h, '#### fix it', 'Working on it.', '> ^C again to exit'])[0]).toMatchObject({ status: 'aborted' })
    expect(end([h, '#### fix it', 'Done.', '> Tokens: 1k sent, 10 received.'])[0]).toMatchObject({
      status: 'completed',
    })
    expect(end([h, '#### fix it', 'x', '> Only 3 reflections allowed, stopping.'])[0]).toMatchObject({
      status: 'max_turns',
    })
    // A reply after a failed request: the run went on.
    expect(
      end([h, '#### fix it', '> litellm.RateLimitError: slow down', '> Retrying in 0.2 seconds...', 'Done.'])[0],
    ).toMatchObject({ status: 'completed' })
  })

  it('is read as text lines only when the first line opens an Aider history; other Markdown stays a JSON error', async () => {
    const lines: unknown[] = []
    const r = await readRecords(
      file('h.md', '\r\n# aider chat started at 2026-01-01 00:00:00\r\n\r\n#### hi  \r\n'),
      (v) => lines.push(v),
    )
    expect(r.mode).toBe('text')
    expect(lines).toEqual(['# aider chat started at 2026-01-01 00:00:00', '#### hi  '])
    await expect(readRecords(file('other.md', '# Notes\n\nsome text\n'), () => {})).rejects.toThrow(TraceError)
    // The heading after other text is no Aider history either.
    await expect(readRecords(file('late.md', 'notes\n# aider chat started at 2026-01-01\n'), () => {})).rejects.toThrow(
      TraceError,
    )
    expect(() => adapter.create(() => {}, { source: 'h.md', warn: () => {} }).record({ a: 1 }, 1)).toThrow(
      new TraceError('h.md', 1, "expected a line of Aider's chat history, found an object"),
    )
  })
})

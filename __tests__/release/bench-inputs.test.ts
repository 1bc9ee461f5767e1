/**
 * The bench's own inputs (scripts/bench-inputs.mjs), made where ../shared is not beside the
 * checkout: every fixture gives a session with a body to repeat (a stream of two runs included,
 * which once gave none and kept the bench spinning), the transcripts are made and end, the same
 * bytes every time, and a folder with nothing to repeat is an error, not an endless loop.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from '@jest/globals'
import { fixtureTranscripts, makeManyFiles, makeTrace, oneSession } from '../../scripts/bench-inputs.mjs'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const fixtures = join(repo, '__fixtures__/traces')
const scratch = mkdtempSync(join(tmpdir(), 'bench-inputs-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const init = (n: number) => `{"type":"system","subtype":"init","session_id":"s${n}"}`

describe('one session of a fixture', () => {
  it('a stream of several runs gives its first run, up to the second init, whatever ends it', () => {
    // droid exec run twice into one file: its runs end on "completion", not on a "result" record.
    const lines = [init(1), '{"type":"message","n":1}', '{"type":"completion"}', init(2), '{"type":"message","n":2}']
    expect(oneSession(lines)).toEqual({ head: [init(1)], body: ['{"type":"message","n":1}', '{"type":"completion"}'] })
  })

  it('a file without an init opens with its first record', () => {
    expect(oneSession(['{"a":1}', '{"b":2}', '{"c":3}'])).toEqual({ head: ['{"a":1}'], body: ['{"b":2}', '{"c":3}'] })
    expect(oneSession([init(1), '{"a":1}'])).toEqual({ head: [init(1)], body: ['{"a":1}'] })
  })

  it('every fixture left in has a body to repeat, the droid stream of two runs among them', () => {
    const templates = fixtureTranscripts(fixtures)
    expect(templates.length).toBeGreaterThan(20)
    for (const t of templates) expect(t.body.length).toBeGreaterThan(0)
    expect(templates.map((t) => t.path.split('/').slice(-2).join('/'))).toContain('droid/two-runs-second-killed.jsonl')
  })

  it('a folder with nothing to repeat is an error naming it', () => {
    const dir = join(scratch, 'lone-init')
    mkdirSync(dir)
    writeFileSync(join(dir, 'only.jsonl'), `${init(1)}\n`)
    writeFileSync(join(dir, 'empty.jsonl'), '\n')
    expect(() => fixtureTranscripts(dir)).toThrow(`no JSONL transcript in ${dir}`)
  })
})

describe('the transcripts and the flat trace', () => {
  it('makes Claude Code transcripts, each in its own folder, the same bytes twice, all read by the gate', async () => {
    const claude = join(fixtures, 'claude-code')
    const count = fixtureTranscripts(claude).length * 2 + 1
    const a = await makeManyFiles(join(scratch, 'a'), count, claude)
    const b = await makeManyFiles(join(scratch, 'b'), count, claude)
    expect(a).toHaveLength(count)
    expect(new Set(a.map((f) => f.split('/').slice(-2, -1)[0])).size).toBe(count)
    for (const [i, f] of a.entries()) {
      expect(statSync(f).size).toBeGreaterThan(0)
      const text = readFileSync(f, 'utf8')
      for (const line of text.trimEnd().split('\n')) expect(() => JSON.parse(line)).not.toThrow()
      expect(readFileSync(b[i]).equals(readFileSync(f))).toBe(true)
    }
    // The bench's many-files case: the gate diagnoses every one (exit 0 or 1, its verdict; 2 is a
    // file refused or an error).
    const r = spawnSync(
      process.execPath,
      [join(repo, 'dist/cli/index.js'), 'diagnose', '--preset', 'agents', '--fail-on', 'never', join(scratch, 'a')],
      { encoding: 'utf8' },
    )
    expect(r.stderr.split('\n').filter((l) => /error|refused|unread/i.test(l))).toEqual([])
    expect(r.status).toBe(0)
  }, 120_000)

  it('the flat trace has the events asked for, each a JSON line with an event type', async () => {
    const file = join(scratch, 'flat.jsonl')
    await makeTrace(file, 5000)
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(lines).toHaveLength(5000)
    const types = new Set(lines.map((l) => (JSON.parse(l) as { event: string }).event))
    expect([...types]).toEqual(expect.arrayContaining(['tool_call', 'tool_output', 'token_usage']))
  })
})

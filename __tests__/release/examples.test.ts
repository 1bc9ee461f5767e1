/**
 * The examples a new user runs with `npm start`: beside the flat events, a real agent trace in a
 * format users run in CI (Claude Code stream-json), trimmed and with no personal data, which the
 * start command reads and judges.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { cli } from '../../__fixtures__/testing.js'

const REAL = 'examples/claude-max-turns.jsonl'

describe('examples', () => {
  it('hold a small real Claude Code stream-json run with no personal data', () => {
    const text = readFileSync(REAL, 'utf8')
    expect(text.length).toBeLessThan(40_000)
    const records = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(records.length).toBeLessThanOrEqual(60)
    expect(records[0]).toMatchObject({ type: 'system', subtype: 'init', cwd: '/project' })
    expect(records.at(-1)).toMatchObject({ type: 'result', subtype: 'error_max_turns' })
    // No home directory, user name, e-mail address or token-shaped value.
    expect(text).not.toMatch(/\/home\/|\/Users\/|C:\\\\Users/i)
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/)
    expect(text).not.toMatch(/\b(?:ghp_|gho_|github_pat_|sk-|xox[abp]-|AKIA)[\w-]{6,}/)
    // What the agent read is not republished: only how much it read.
    expect(text).not.toMatch(/"thinking":"(?!\[thinking\])/)
  })

  it('are all read by the start command, the real trace under the agents preset', async () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
    expect(start).toBe('node dist/cli/index.js diagnose examples --integrity off || [ $? -eq 1 ]')
    const r = await cli('diagnose', 'examples', '--integrity', 'off')
    expect([0, 1]).toContain(r.code)
    expect(r.stderr).toBe('')
    const traces = readdirSync('examples').filter((f) => /\.jsonl?$/.test(f))
    for (const f of traces) expect(r.stdout).toContain(`examples/${f}  [`)
    expect(r.stdout).toMatch(/examples\/claude-max-turns\.jsonl {2}\[claude-stream, preset agents, \d+ events\]/)
    expect(r.stdout).toContain(
      'primary: run_failed (critical): The run hit its turn limit after 11 turns: "error_max_turns".',
    )
  })
})

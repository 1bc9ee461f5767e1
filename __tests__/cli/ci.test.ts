/**
 * Committed traces are looked for where it means something: in CI (`CI` or `GITHUB_ACTIONS` set,
 * not empty and not "false") by default, on a laptop only when asked (`--integrity`, `--since`).
 * The bundled CLI is run with the environment set or cleared here, whatever the caller's.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { inCi } from '../../src/cli/cli.js'

const BUNDLE = resolve('dist/cli/index.js')
// Committed in this repository: not written by any run.
const EXAMPLE = 'examples/clean.jsonl'

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
})

/** The integrity kinds of the one session of EXAMPLE, diagnosed with only PATH and `env` set. */
function kinds(env: Record<string, string>, ...args: string[]): string[] {
  const r = spawnSync(process.execPath, [BUNDLE, 'diagnose', EXAMPLE, '--json', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  })
  // A note that the stale check cannot see a trace with no timestamps (as this one) is no warning.
  expect([r.status, r.stderr.replace(/^note: 1 session has no timestamps .*\n/m, '')]).toEqual([0, ''])
  const report = JSON.parse(r.stdout) as { sessions: { integrity: { kind: string }[] }[] }
  return report.sessions[0].integrity.map((f) => f.kind)
}

describe('committed traces', () => {
  it('are not looked for on a laptop; in CI they are', () => {
    expect(kinds({})).toEqual([])
    expect(kinds({ GITHUB_ACTIONS: 'true' })).toEqual(['committed'])
    expect(kinds({ CI: 'true' })).toEqual(['committed'])
    expect(kinds({ CI: 'false', GITHUB_ACTIONS: '' })).toEqual([])
  })

  it('are looked for on a laptop when asked, and not in CI with --integrity off', () => {
    expect(kinds({}, '--integrity', 'warn')).toEqual(['committed'])
    expect(kinds({}, '--since', '2000-01-01')).toEqual(['committed'])
    expect(kinds({ GITHUB_ACTIONS: 'true' }, '--integrity', 'off', '--since', '2100-01-01')).toEqual([])
  })

  it('npm start prints no integrity line, in CI or not', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
    for (const env of [{}, { CI: 'true', GITHUB_ACTIONS: 'true' }]) {
      const r = spawnSync('sh', ['-c', start], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } })
      expect(r.status).toBe(0)
      expect(r.stdout).toContain('examples/clean.jsonl')
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/integrity|committed/i)
    }
  })
})

describe('inCi', () => {
  it('is CI or GITHUB_ACTIONS set, not empty and not "false"', () => {
    expect(inCi({})).toBe(false)
    expect(inCi({ CI: '' })).toBe(false)
    expect(inCi({ CI: 'false', GITHUB_ACTIONS: 'FALSE' })).toBe(false)
    expect(inCi({ CI: '1' })).toBe(true)
    expect(inCi({ CI: 'true' })).toBe(true)
    expect(inCi({ CI: 'false', GITHUB_ACTIONS: 'true' })).toBe(true)
  })
})

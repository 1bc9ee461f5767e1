import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'

// The bundled CLI: its workers are the bundle itself, started as worker threads.
const BUNDLE = 'dist/cli/index.js'
let dir: string

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  dir = mkdtempSync(join(tmpdir(), 'atg-workers-'))
  // Every fixture transcript, three times over under different names.
  const walk = (d: string, out: string[]) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p, out)
      else if (/\.(jsonl|json)$/.test(name)) out.push(p)
    }
    return out
  }
  for (const [i, p] of walk('__fixtures__/traces', []).entries())
    for (const k of [1, 2, 3]) copyFileSync(p, join(dir, `${k}-${i}-${p.split('/').pop()}`))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function bundled(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
    // The report of every fixture is a few megabytes: more than spawnSync's default 1 MiB.
    maxBuffer: 64 * 1024 * 1024,
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('--workers', () => {
  it('gives the same report, warnings and status with one worker or several', () => {
    const one = bundled(['diagnose', dir, '--json', '--workers', '1'])
    expect(JSON.parse(one.stdout).sessions.length).toBeGreaterThan(60)
    for (const n of ['2', '5']) {
      const many = bundled(['diagnose', dir, '--json', '--workers', n])
      expect(many.stdout).toBe(one.stdout)
      expect(many.stderr).toBe(one.stderr)
      expect(many.code).toBe(one.code)
    }
    // Without the option: one worker per core, the same report.
    expect(bundled(['diagnose', dir, '--json']).stdout).toBe(one.stdout)
  }, 60_000)

  it('names the file and line of bad input in one file of many, as one pass does', () => {
    const bad = join(dir, '2-zz-bad.jsonl')
    writeFileSync(bad, '{"event": "tool_call"}\n{"event": "tool_output",\n{"event": "retry_event"}\n')
    try {
      const one = bundled(['diagnose', dir, '--workers', '1'])
      const many = bundled(['diagnose', dir, '--workers', '3'])
      expect(one.code).toBe(2)
      expect(one.stderr).toMatch(/2-zz-bad\.jsonl:2: expected a JSON value/)
      expect(many).toEqual(one)
    } finally {
      rmSync(bad)
    }
  }, 60_000)

  it('shows no progress when stderr is a pipe outside Actions', () => {
    const r = bundled(['diagnose', dir, '--json', '--workers', '2'], { GITHUB_ACTIONS: '' })
    expect(r.stderr).not.toMatch(/diagnosing:|::group::/)
  }, 30_000)

  it('takes a whole number of workers from 1 on', async () => {
    for (const bad of ['0', 'two', '1025']) {
      const r = await cli('diagnose', dir, '--workers', bad)
      expect(r.code).toBe(2)
      expect(r.stderr).toContain('--workers: expected a whole number of worker threads from 1 to 1024, or nothing')
    }
  })
})

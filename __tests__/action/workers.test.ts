/**
 * The bundled action (dist/index.js) with the workers input: its worker threads are the bundle
 * itself, and the report is the same whatever their number.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const BUNDLE = resolve('dist/index.js')
let work: string

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  work = mkdtempSync(join(tmpdir(), 'atg-action-workers-'))
  const traces = join(work, 'workspace', 'traces')
  mkdirSync(traces, { recursive: true })
  const walk = (d: string, out: string[]) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p, out)
      else if (name.endsWith('.jsonl') && !p.includes('critiqor-session')) out.push(p)
    }
    return out
  }
  for (const [i, p] of walk('__fixtures__/traces', []).entries())
    for (const k of [1, 2]) copyFileSync(p, join(traces, `${k}-${i}-${p.split('/').pop()}`))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

function runAction(inputs: Record<string, string>) {
  const dir = mkdtempSync(join(work, 'run-'))
  const report = join(dir, 'report.json')
  for (const f of ['output', 'summary.md']) writeFileSync(join(dir, f), '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_WORKSPACE: join(work, 'workspace'),
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    RUNNER_TEMP: dir,
    INPUT_SESSIONS: 'traces/*.jsonl',
    'INPUT_FAIL-ON': 'never',
    'INPUT_COMMENT-ON': 'never',
    'INPUT_UPLOAD-REPORT': 'false',
    'INPUT_REPORT-PATH': report,
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  const r = spawnSync(process.execPath, [BUNDLE], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 })
  return { code: r.status, stdout: r.stdout, report: existsSync(report) ? readFileSync(report, 'utf8') : undefined }
}

describe('the action with the workers input', () => {
  it('writes the same report with one worker or several', () => {
    const one = runAction({ workers: '1' })
    const many = runAction({ workers: '3' })
    expect(one.code).toBe(0)
    expect(many.code).toBe(0)
    expect(JSON.parse(one.report!).sessions.length).toBeGreaterThan(20)
    expect(many.report).toBe(one.report)
    expect(many.stdout).not.toMatch(/a worker thread stopped|internal error/)
  }, 90_000)

  it('fails on bad input in one file of many, naming its file and line, with workers as without', () => {
    const bad = join(work, 'workspace', 'traces', '1-zz-bad.jsonl')
    writeFileSync(bad, '{"event": "tool_call"}\n{"event": "tool_output",\n{"event": "retry_event"}\n')
    try {
      const one = runAction({ workers: '1' })
      const many = runAction({ workers: '3' })
      const error = (s: string) => s.split('\n').filter((l) => l.startsWith('::error'))
      expect(one.code).toBe(1)
      expect(error(one.stdout).join('\n')).toMatch(/traces\/1-zz-bad\.jsonl:2: expected a JSON value/)
      expect(many.code).toBe(1)
      expect(error(many.stdout)).toEqual(error(one.stdout))
    } finally {
      rmSync(bad)
    }
  }, 90_000)
})

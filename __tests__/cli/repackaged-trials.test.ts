/**
 * A folder of re-packaged Harbor trials (per trial: mini-swe-agent's `raw-trajectory.json`, its ATIF
 * conversion `trajectory.atif.json`, `trial-result.json`, `grader-results.json`, `reward.txt`),
 * made by scripts/repackaged-trials.mjs from the fixtures, read by the bundled CLI under the
 * default threads: it finishes, as one pass does, with one session per trial.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeRepackagedTrials, trajectoriesIn } from '../../scripts/repackaged-trials.mjs'

const BUNDLE = 'dist/cli/index.js'
const TRIALS = 40
let dir: string

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  dir = mkdtempSync(join(tmpdir(), 'atg-repackaged-'))
  makeRepackagedTrials(join(dir, 'harbor'), trajectoriesIn('__fixtures__/traces/mini-swe-agent'), TRIALS)
  // The same trials whose result is not Harbor's: each trial-result.json is a file of JSON that
  // is no trace, named as such on whichever thread reads it.
  makeRepackagedTrials(join(dir, 'other'), trajectoriesIn('__fixtures__/traces/mini-swe-agent'), TRIALS)
  for (const trial of readdirSync(join(dir, 'other')))
    writeFileSync(join(dir, 'other', trial, 'trial-result.json'), JSON.stringify({ trial: trial, status: 'done' }))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The bundled CLI, on a pool from any size of input (the default threads: one per core). */
function bundled(args: string[]) {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, AGENT_TRUST_GATE_POOL_MIN_BYTES: '0' },
    maxBuffer: 64 * 1024 * 1024,
    // A run that hangs is stopped, and fails the test, rather than holding up the suite.
    timeout: 60_000,
    killSignal: 'SIGKILL',
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

interface Report {
  sessions: { source: string; format: string }[]
  harness?: { results: { harness: string; run?: string; status: string }[] }
  not_read?: { file: string; what: string }[]
}

describe('a folder of re-packaged Harbor trials', () => {
  for (const kind of ['harbor', 'other'])
    it(`finishes under the default threads as one pass does, one session per trial (${kind} results)`, () => {
      const folder = join(dir, kind)
      const pooled = bundled(['diagnose', folder, '--json', '--integrity', 'off'])
      expect(pooled.code).not.toBeNull()
      const one = bundled(['diagnose', folder, '--json', '--integrity', 'off', '--workers', '1'])
      expect(pooled).toEqual(one)
      const report = JSON.parse(pooled.stdout) as Report
      // One session per trial, read from the agent's own log; the ATIF conversion named as the same run.
      expect(report.sessions).toHaveLength(TRIALS)
      expect(report.sessions.every((s) => s.source.endsWith('/raw-trajectory.json'))).toBe(true)
      expect(new Set(report.sessions.map((s) => s.format))).toEqual(new Set(['mini-swe-agent']))
      const named = report.not_read ?? []
      expect(named.filter((n) => n.file.endsWith('/trajectory.atif.json')).map((n) => n.what)).toEqual(
        Array(TRIALS).fill('the ATIF conversion of the same run as raw-trajectory.json, read from raw-trajectory.json'),
      )
      const results = report.harness?.results ?? []
      if (kind === 'harbor') {
        // The verifier's verdict, joined to the trial's session.
        expect(results.map((r) => [r.harness, r.run])).toEqual(report.sessions.map((s) => ['harbor', s.source]))
        expect(named.filter((n) => n.file.endsWith('/reward.txt'))).toHaveLength(TRIALS)
      } else {
        // No result of Harbor's: the reward alone is the verdict, the other file named as no trace.
        expect(results.map((r) => r.harness)).toEqual(Array(TRIALS).fill('harbor'))
        expect(named.filter((n) => n.file.endsWith('/trial-result.json'))).toHaveLength(TRIALS)
      }
      expect(named.filter((n) => n.file.endsWith('/grader-results.json'))).toHaveLength(TRIALS)
    }, 150_000)
})

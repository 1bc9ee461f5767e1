import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { cli } from '../../__fixtures__/testing.js'
import { harnessFileKind, harnessLine, harnessResults, judgeHarness, joinRuns } from '../../src/harness/index.js'
import { readHarnessFiles } from '../../src/harness/read.js'
import type { Report } from '../../src/report/json.js'

const SWE = '__fixtures__/policy/harness/swe_bench'
const RESULTS = `${SWE}/results/results.json`
const REPORT = `${SWE}/logs/pylint-dev__pylint-6903/report.json`
const REWARD = `${SWE}/example__task-1/verifier/reward.txt`

const dir = mkdtempSync(join(tmpdir(), 'swe-bench-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('SWE-bench-style results', () => {
  it('reads a run report, an instance report and a reward file, one result per instance', async () => {
    const files = await readHarnessFiles([SWE])
    expect(files.map((f) => [f.source, harnessFileKind(f.value, f.source)])).toEqual([
      [REWARD, 'swe_bench:reward'],
      [REPORT, 'swe_bench:instance_report'],
      [RESULTS, 'swe_bench:run_report'],
    ])
    const { results } = harnessResults(files)
    expect(results.map((r) => [r.id, r.status, r.final_score])).toEqual([
      ['example__task-1', 'unresolved', 0],
      ['pylint-dev__pylint-6903', 'resolved', 1],
      ['apache__dubbo-10638', 'unresolved', 0],
      ['fasterxml__jackson-core-1016', 'unresolved', 0],
      ['fasterxml__jackson-core-964', 'empty_patch', 0],
      ['fasterxml__jackson-databind-3701', 'resolved', 1],
    ])
    // Only resolved passes by default; the policy may allow more.
    expect(
      judgeHarness(results, {})
        .results.filter((r) => r.passed)
        .map((r) => r.id),
    ).toEqual(['pylint-dev__pylint-6903', 'fasterxml__jackson-databind-3701'])
    expect(judgeHarness(results, { sweBenchStatuses: ['resolved', 'unresolved'] }).failures).toEqual([
      `SWE-bench instance fasterxml__jackson-core-964 (${RESULTS}) has status empty_patch, which is not allowed (allowed: resolved, unresolved).`,
    ])
  })

  it("reads mini-swe-agent's report of one instance, named by its folder or its instance_id", () => {
    const flat = { patch_is_None: false, patch_exists: true, patch_successfully_applied: true, resolved: true }
    const source = 'out/logs/astropy__astropy-12907/report.json'
    expect(harnessFileKind(flat, source)).toBe('swe_bench:instance_report')
    const { results } = harnessResults([
      { source, value: flat },
      { source: 'out/report.json', value: { ...flat, resolved: false, patch_exists: false, instance_id: 'a__b-2' } },
    ])
    expect(results.map((r) => [r.source, r.id, r.status])).toEqual([
      [source, 'astropy__astropy-12907', 'resolved'],
      ['out/report.json', 'a__b-2', 'empty_patch'],
    ])
  })

  it('rejects a reward file that holds no number', async () => {
    const bad = join(dir, 'reward.txt')
    await import('node:fs').then((fs) => fs.writeFileSync(bad, 'passed\n'))
    await expect(readHarnessFiles([bad])).rejects.toThrow(`${bad}:1: expected a reward (a number), found "passed"`)
  })

  it('joins results to runs by instance id: session keys, trace file names, folders', () => {
    const { results } = harnessResults([
      { source: 'results.json', value: { resolved: ['a__b-1'], unresolved_ids: ['a__b-2', 'c__d-3', 'e__f-4'] } },
      { source: 'other/results.json', value: { resolved: ['x__y-1'], unresolved_ids: [] } },
    ])
    const joined = joinRuns(results, [
      { source: 'trajs/a__b-1.traj' },
      { source: 'out/a__b-2/a__b-2.traj.json' },
      { source: 'output.jsonl', session: 'c__d-3' },
    ])
    expect(joined.results.map((r) => [r.source, r.id, r.run])).toEqual([
      ['results.json', 'a__b-1', 'trajs/a__b-1.traj'],
      ['results.json', 'a__b-2', 'out/a__b-2/a__b-2.traj.json'],
      ['results.json', 'c__d-3', 'output.jsonl#c__d-3'],
      // A file that names none of the runs is kept whole.
      ['other/results.json', 'x__y-1', undefined],
    ])
    expect(joined.warnings).toEqual(['results.json: 1 instance without a run among the traces, not gated'])
    expect(harnessLine(joined.results[0])).toBe(
      'SWE-bench instance a__b-1 (results.json, run trajs/a__b-1.traj): final score 1 (as recorded), resolved',
    )
  })

  it('fails the gate on an unresolved submission whose run is among the traces', async () => {
    const trajs = join(dir, 'trajs')
    mkdirSync(trajs, { recursive: true })
    copyFileSync('__fixtures__/traces/swe-agent/submitted.traj', join(trajs, 'fasterxml__jackson-databind-3701.traj'))
    copyFileSync('__fixtures__/traces/swe-agent/exit-cost.traj', join(trajs, 'fasterxml__jackson-core-964.traj'))
    const out = join(dir, 'report.json')
    const r = await cli('diagnose', trajs, '--harness', RESULTS, '--out', out, '--fail-on', 'never')
    expect(r.stderr).toContain(`warning: ${RESULTS}: 2 instances without a run among the traces, not gated`)
    const report = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(out, 'utf8'))) as Report
    expect(report.harness?.results.map((x) => [x.id, x.status, x.run, x.passed])).toEqual([
      ['fasterxml__jackson-core-964', 'empty_patch', join(trajs, 'fasterxml__jackson-core-964.traj'), false],
      ['fasterxml__jackson-databind-3701', 'resolved', join(trajs, 'fasterxml__jackson-databind-3701.traj'), true],
    ])
    expect(report.harness?.allowed_statuses.swe_bench).toEqual(['resolved'])
    expect(r.code).toBe(1)
    expect(report.verdict.reasons).toContain(
      `SWE-bench instance fasterxml__jackson-core-964 (${RESULTS}, run ${join(trajs, 'fasterxml__jackson-core-964.traj')}) has status empty_patch, which is not allowed (allowed: resolved).`,
    )
  })
})

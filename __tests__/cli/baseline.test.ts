import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../../src/cli/cli.js'
import { reportSchema } from '../../src/report/schema.js'

let dir: string
let base: string
let head: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atg-baseline-cli-'))
  mkdirSync(join(dir, 'main'))
  mkdirSync(join(dir, 'pr'))
  copyFileSync('examples/clean.jsonl', join(dir, 'main/agent.jsonl')) // trust 100
  copyFileSync('examples/context-pollution.jsonl', join(dir, 'pr/agent.jsonl')) // trust 97, not critical
  base = join(dir, 'base.json')
  head = join(dir, 'pr/agent.jsonl')
  expect((await cli('diagnose', join(dir, 'main/agent.jsonl'), '--out', base)).code).toBe(0)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cli(...args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) })
  return { code, stdout, stderr }
}

describe('--baseline', () => {
  it('shows the comparison, and fails nothing without --fail-on-regression', async () => {
    const r = await cli('diagnose', head, '--baseline', base)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      `Baseline (${base}): 1 of 1 session compared; 0 regressed, 1 lower within the tolerance, 0 improved, 0 unchanged; 0 new, 0 gone (tolerance 5).`,
    )
    expect(r.stdout).toContain(
      `WORSE      ${head}: trust 100 -> 97 (-3); ready_for_runtime -> review_recommended; new: context_pollution`,
    )
  })

  it('passes a regression within the tolerance and fails one beyond it', async () => {
    expect((await cli('diagnose', head, '--baseline', base, '--fail-on-regression')).code).toBe(0)
    const out = join(dir, 'regressed.json')
    const md = join(dir, 'regressed.md')
    const r = await cli(
      'diagnose',
      head,
      '--baseline',
      base,
      '--fail-on-regression',
      '--regression-tolerance',
      '2',
      '--out',
      out,
      '--markdown',
      md,
    )
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(
      `${head}: trust score fell from 100 to 97 (-3), more than the regression tolerance of 2.`,
    )
    const report = reportSchema.parse(JSON.parse(readFileSync(out, 'utf8')))
    expect(report.verdict.passed).toBe(false)
    expect(report.sessions[0].passed).toBe(false)
    expect(readFileSync(md, 'utf8')).toContain('### Compared with the baseline')
  })

  it('works with merge, and takes several baseline files', async () => {
    const shard = join(dir, 'shard.json')
    await cli('diagnose', head, '--out', shard)
    const copy = join(dir, 'base-copy.json')
    copyFileSync(base, copy)
    const r = await cli(
      'merge',
      shard,
      '--baseline',
      base,
      '--baseline',
      copy,
      '--fail-on-regression',
      '--regression-tolerance',
      '0',
    )
    // Two copies of the same session: its key is no longer unique, so it is not compared.
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('Baseline (2 report files): 0 of 2 sessions compared')
    const one = await cli('merge', shard, '--baseline', base, '--fail-on-regression', '--regression-tolerance', '0')
    expect(one.code).toBe(1)
  })

  it.each([
    [
      ['diagnose', 'examples/clean.jsonl', '--fail-on-regression'],
      '--fail-on-regression: expected --baseline FILE to compare with, found none',
    ],
    [
      ['diagnose', 'examples/clean.jsonl', '--regression-tolerance', '3'],
      '--regression-tolerance: expected --baseline FILE to compare with, found none',
    ],
    [
      ['diagnose', 'examples/clean.jsonl', '--baseline', 'x.json', '--regression-tolerance', '-1'],
      '--regression-tolerance',
    ],
  ])('refuses %j', async (args, message) => {
    const r = await cli(...args)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(message)
  })

  it('refuses a baseline that is not a report, naming it', async () => {
    const r = await cli('diagnose', head, '--baseline', 'examples/clean.jsonl')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('examples/clean.jsonl: expected an agent-trust-gate report')
  })
})

describe('history', () => {
  it('is a table of runs in the order given, with the trend', async () => {
    const second = join(dir, 'second.json')
    await cli('diagnose', head, '--out', second)
    const r = await cli('history', base, second)
    expect(r.code).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^run +trust {2}readiness +primary failure +tool calls {2}sessions {2}verdict$/)
    expect(lines[1]).toMatch(/base\.json +100 {2}ready_for_runtime +none +\d+ {2}1 +pass$/)
    expect(lines[2]).toMatch(/second\.json +97 {2}review_recommended +context_pollution +\d+ {2}1 +review$/)
    expect(lines[4]).toBe('trend: ██  100 -> 97')
    const json = await cli('history', '--json', base, second)
    expect(JSON.parse(json.stdout).map((x: { summary: { trust: number } }) => x.summary.trust)).toEqual([100, 97])
  })

  it('wants report files', async () => {
    expect((await cli('history')).stderr).toContain('history: expected at least one report file')
    expect((await cli('history', 'examples/clean.jsonl')).code).toBe(2)
  })
})

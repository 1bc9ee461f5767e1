/**
 * `npm run eval:verifier`: runs with a verdict per run (Harbor rewards, SWE-bench results files
 * and tables), their trust against the verdicts, and the verification facts generically. The
 * figures of the committed fixtures (__fixtures__/verifier, __fixtures__/harbor/job) through the
 * bundled CLI, and the verdicts of ../shared/verifier counted against its results files.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { sharedPath } from '../../__fixtures__/shared.js'
import {
  evaluateSource,
  figuresOf,
  MAX_ENUM_VALUES,
  readResultsTable,
  render,
  schemaFacts,
  summaryVerdicts,
  verificationFacts,
  type Figures,
} from '../../scripts/eval-verifier.mjs'

const SCRIPT = resolve('scripts/eval-verifier.mjs')
const BUNDLE = resolve('dist/cli/index.js')
const MINI = '__fixtures__/verifier/mini'
const JAVA = '__fixtures__/verifier/java'
const HARBOR = '__fixtures__/harbor/job'

const dir = mkdtempSync(join(tmpdir(), 'eval-verifier-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The script run with this checkout's bundle named by --cli, as another checkout's build would be, in `cwd`. */
function scriptIn(cwd: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  const r = spawnSync(process.execPath, [SCRIPT, '--cli', BUNDLE, ...args], { cwd, encoding: 'utf8' })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}
const script = (...args: string[]) => scriptIn(process.cwd(), ...args)

describe('eval:verifier, its parts', () => {
  it('finds every boolean, enum value, number above 0 and non-empty list in a verification, looking into lists', () => {
    const { facts, strings, numbers } = verificationFacts({
      status: 'not_verified',
      changed: true,
      weakened: false,
      edits: 3,
      checks: 0,
      files_after_last_pass: ['src/a.py'],
      none: [],
      line: 'trace.jsonl:12',
      runs: [
        { kind: 'test', status: 'passed', command: 'npm test' },
        { kind: 'build', status: 'failed', command: 'tsc' },
      ],
      last: { after_last_edit: true },
    })
    expect([...facts].sort()).toEqual([
      'changed',
      'edits>0',
      'files_after_last_pass non-empty',
      'last.after_last_edit',
      'runs non-empty',
      'runs[].command=tsc',
      'runs[].kind=build',
      'runs[].kind=test',
      'runs[].status=failed',
      'runs[].status=passed',
      'status=not_verified',
    ])
    expect(strings.get('runs[].status')).toEqual(new Set(['passed', 'failed']))
    expect([...numbers]).toEqual([
      ['edits', 3],
      ['checks', 0],
    ])
  })

  it('reads a results table, naming the file, the line and what was expected when it cannot', () => {
    expect(readResultsTable('instance_id\tresolved\na__b-1\ttrue\n\na__b-2\tFalse\n', 'r.tsv')).toEqual([
      { id: 'a__b-1', status: 'resolved', file: 'r.tsv', line: 2 },
      { id: 'a__b-2', status: 'unresolved', file: 'r.tsv', line: 4 },
    ])
    expect(readResultsTable('id,resolved\nx,1\n', 'r.csv').map((v) => v.status)).toEqual(['resolved'])
    expect(() => readResultsTable('instance\tpassed\nx\t1\n', 'r.tsv')).toThrow(
      'r.tsv:1: expected a header naming an instance_id column and a resolved column, found "instance\\tpassed"',
    )
    expect(() => readResultsTable('instance_id\tresolved\nx\ttrue\ny\tmaybe\n', 'r.tsv')).toThrow(
      'r.tsv:3: expected resolved to be true or false, found "maybe"',
    )
  })

  it('reads a JSON summary with a per-instance resolved, and no other shape', () => {
    expect(summaryVerdicts({ 'a-1': { resolved: true }, 'a-2': { resolved: false, tests: 3 } }, 's.json')).toEqual([
      { id: 'a-1', status: 'resolved', file: 's.json' },
      { id: 'a-2', status: 'unresolved', file: 's.json' },
    ])
    expect(summaryVerdicts([{ instance_id: 'b-1', resolved: false }], 's.json')).toEqual([
      { id: 'b-1', status: 'unresolved', file: 's.json' },
    ])
    expect(summaryVerdicts({ 'a-1': { resolved: 'yes' } }, 's.json')).toBeUndefined()
    expect(summaryVerdicts([{ resolved: true }], 's.json')).toBeUndefined()
    expect(summaryVerdicts({}, 's.json')).toBeUndefined()
  })

  it('counts readiness, unsafe passed runs, facts and causes by outcome, and the AUROC of 100 - trust', () => {
    const run = (
      outcome: 'passed' | 'failed',
      trust: number,
      readiness: string,
      causes: string[],
      facts?: string[],
    ) => ({
      outcome,
      trust,
      readiness,
      causes,
      facts: facts && new Set(facts),
    })
    const f = figuresOf([
      run('failed', 40, 'unsafe_for_production', ['run_failed'], ['changed']),
      run('failed', 100, 'ready_for_runtime', [], ['changed', 'status=not_verified']),
      run('passed', 100, 'ready_for_runtime', [], ['changed']),
      run('passed', 30, 'unsafe_for_production', ['run_failed']),
    ])
    expect(f).toMatchObject({ runs: 4, failed: 2, passed: 2, unsafePassed: 1, auroc: 0.375 })
    expect(f.readiness).toEqual({
      failed: { ready_for_runtime: 1, unsafe_for_production: 1 },
      passed: { ready_for_runtime: 1, unsafe_for_production: 1 },
    })
    expect(f.withVerification).toEqual({ failed: 2, passed: 1 })
    expect(f.verification).toEqual({
      changed: { failed: 2, passed: 1 },
      'status=not_verified': { failed: 1, passed: 0 },
    })
    expect(f.causes).toEqual({ run_failed: { failed: 1, passed: 1 } })
  })

  it('joins verdicts of a results table to runs, and counts the facts of a report with verification', () => {
    // A report as a build that writes sessions[].verification would give it, of runs named by
    // instance id in a folder whose results.tsv judges them: i-0 to i-13 resolved when even.
    // `command` takes more values than an enum does: free text, left out.
    const folder = join(dir, 'runs')
    mkdirSync(folder)
    const n = MAX_ENUM_VALUES + 2
    const ids = Array.from({ length: n }, (_, i) => `i-${i}`)
    writeFileSync(
      join(folder, 'results.tsv'),
      ['instance_id\tresolved', ...ids.map((id, i) => `${id}\t${i % 2 === 0}`), 'gone-1\tfalse', ''].join('\n'),
    )
    const session = (id: string, i: number, extra: Record<string, unknown> = {}) => ({
      source: join(folder, `${id}.traj`),
      format: 'swe-agent',
      diagnosis: { trust_score: 100 - i, readiness_level: 'ready_for_runtime', failure_causes: [] },
      verification: { changed: i % 3 === 0, status: i < 4 ? 'verified' : 'not_verified', command: `c${i}`, edits: i },
      ...extra,
    })
    const report = {
      sessions: [
        ...ids.map((id, i) => session(id, i)),
        // Two sessions of one file named by no verdict of its own but its name: one verdict, two runs.
        session('twice', 0, { session: 'a' }),
        session('twice', 0, { session: 'b' }),
        session('unjudged', 0, { verification: undefined }),
      ],
    }
    writeFileSync(join(folder, 'results.tsv'), `${readFileSync(join(folder, 'results.tsv'), 'utf8')}twice\ttrue\n`)
    const f = evaluateSource(folder, { report })
    expect(f.withoutVerdict).toEqual([
      `${join(folder, 'twice.traj')}#a`,
      `${join(folder, 'twice.traj')}#b`,
      join(folder, 'unjudged.traj'),
    ])
    expect(f.verdictsWithoutRun).toBe(1)
    expect(f.ambiguous).toBe(1)
    expect(f.freeText).toEqual(['command'])
    expect(f.pooled).toMatchObject({ runs: n, failed: n / 2, passed: n / 2 })
    // changed: i = 0, 3, 6, 9, 12 (passed: 0, 6, 12; failed: 3, 9); verified: i < 4.
    expect(f.pooled.verification).toEqual({
      changed: { failed: 2, passed: 3 },
      'edits>0': { failed: n / 2, passed: n / 2 - 1 },
      'status=not_verified': { failed: n / 2 - 2, passed: n / 2 - 2 },
      'status=verified': { failed: 2, passed: 2 },
    })
    expect(f.pooled.withVerification).toEqual({ failed: n / 2, passed: n / 2 })
    // Edits i: failed runs are the odd i, each above all passed runs below it: (7 + 6 + ... + 1) / 49.
    expect(f.pooled.numbers).toEqual({ 'verification: edits': { auroc: 28 / 49, failed: 7, passed: 6 } })
    expect(f.groups.map((g) => [g.agent, g.model])).toEqual([['swe-agent', 'unknown']])
    // With the schema the CLI declares, its booleans and enum values are the facts, each counted
    // even where it never holds, and no string outside an enum is taken for one.
    const schema = {
      type: 'object',
      properties: {
        changed: { type: 'boolean' },
        status: { type: 'string', enum: ['verified', 'not_verified', 'no_change'] },
        command: { type: 'string' },
        edits: { type: 'integer' },
        last: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string', enum: ['test'] } } } },
      },
    }
    expect(schemaFacts(schema)).toEqual({
      booleans: ['changed'],
      enums: new Map([
        ['status', ['verified', 'not_verified', 'no_change']],
        ['last[].kind', ['test']],
      ]),
    })
    const declared = evaluateSource(folder, { report, schema })
    expect(declared.freeText).toEqual([])
    expect(declared.pooled.verification).toEqual({
      changed: { failed: 2, passed: 3 },
      'edits>0': { failed: n / 2, passed: n / 2 - 1 },
      'last[].kind=test': { failed: 0, passed: 0 },
      'status=no_change': { failed: 0, passed: 0 },
      'status=not_verified': { failed: n / 2 - 2, passed: n / 2 - 2 },
      'status=verified': { failed: 2, passed: 2 },
    })
    expect(render({ sources: [f] })).toContain(
      '| swe-agent | unknown | verification: status=verified | 2/7 (29%) | 2/7 (29%) |',
    )
  })
})

describe('eval:verifier on the committed fixtures, with the bundled CLI', () => {
  it('measures a results table, two models with their own results.json, and Harbor trials', () => {
    const r = script('--json', '-', '--quiet', MINI, JAVA, HARBOR)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const f = JSON.parse(r.stdout) as Figures
    expect(f.sources.map((s) => [s.source, s.kind])).toEqual([
      [MINI, 'swe-bench'],
      [JAVA, 'swe-bench'],
      [HARBOR, 'harbor'],
    ])
    const [mini, java, harbor] = f.sources
    // 100 - trust: failed a__a-2 (limits, 37) and a__a-3 (submitted, 100); passed a__a-1 (100) and
    // a__a-4 (server error, 39): 63 > 0, 63 > 61, 0 = 0 (half), 0 < 61.
    expect(mini.pooled).toMatchObject({ runs: 4, failed: 2, passed: 2, auroc: 0.5, unsafePassed: 1 })
    expect(mini.groups.map((g) => [g.agent, g.model, g.runs])).toEqual([['mini-swe-agent', 'example/model-a', 4]])
    expect(mini.withoutVerdict).toEqual([`${MINI}/trajs/a__a-5/a__a-5.traj.json`])
    expect(mini.verdictsWithoutRun).toBe(1)
    expect(mini.statuses).toEqual({ resolved: 2, unresolved: 2 })
    // Each model's verdicts go to its own runs of the same instances: joined to the first run of an
    // instance instead, model-b's would judge model-a's runs and both AUROCs would be 0.
    expect(java.groups.map((g) => [g.model, g.runs, g.failed, g.auroc])).toEqual([
      ['SWE-agent + model-a', 2, 1, 1],
      ['SWE-agent + model-b', 2, 1, 1],
    ])
    expect(java.verdictFiles).toEqual(['model-a/results/results.json', 'model-b/results/results.json'])
    expect(java.pooled.causes.run_failed).toEqual({ failed: 2, passed: 0 })
    // The failed runs (exit-cost) edited no file, the passed ones (submitted) one: a format that
    // gives files for some sessions gave none for these.
    expect(java.pooled.numbers['files: edits']).toEqual({ auroc: 0, failed: 0, passed: 1 })
    expect(harbor.groups.map((g) => [g.agent, g.model, g.passed, g.failed])).toEqual([
      ['claude-code', 'claude-sonnet-4-5', 0, 1],
      ['codex', 'gpt-5', 1, 0],
    ])
    expect(harbor.trialsWithoutTrace).toHaveLength(1)
    expect(harbor.pooled.auroc).toBe(1)

    const md = render(f)
    expect(md).toContain('| mini-swe-agent | example/model-a | 4 | 2 | 0.50 | 1/2 (50%) |')
    expect(md).toContain('| all | (pooled) | 4 | 2 | 1.00 | 0/2 (0%) |')
    expect(md).toContain('| swe-agent | SWE-agent + model-a | cause: run_failed | 1/1 (100%) | 0/1 (0%) |')
    // The bundled CLI's reports hold each session's proof of work: its facts are counted by outcome.
    expect(md).not.toContain("No run's report holds `sessions[].verification`")
    expect(md).toContain('| mini-swe-agent | example/model-a | verification: changed | 1/2 (50%) | 2/2 (100%) |')
  })

  it('prints Markdown and progress on stderr, the same figures each time', () => {
    const a = script(JAVA)
    const b = script(JAVA, '--quiet')
    expect(a.code).toBe(0)
    expect(a.stdout).toBe(b.stdout)
    expect(a.stderr).toMatch(/^eval:verifier: __fixtures__\/verifier\/java: 4 sessions diagnosed in/m)
    expect(b.stderr).toBe('')
  })

  it("reads a JSON summary the CLI leaves, names JSON of resolved counts it cannot read, and SWE-agent's model", () => {
    const folder = join(dir, 'summary')
    mkdirSync(folder)
    copyFileSync('__fixtures__/traces/swe-agent/submitted.traj', join(folder, 'x__y-1.traj'))
    // A SWE-agent 1.x run: replay_config names its model.
    copyFileSync('__fixtures__/traces/swe-agent/unfinished-1x.traj', join(folder, 'x__y-2.traj'))
    writeFileSync(join(folder, 'summary.json'), '{"x__y-1": {"resolved": true}, "x__y-2": {"resolved": false}}\n')
    writeFileSync(join(folder, 'counts.json'), '{"resolved": 1, "total": 2}\n')
    const r = scriptIn(dir, '--json', '-', '--quiet', 'summary')
    expect(r.code).toBe(0)
    const [s] = (JSON.parse(r.stdout) as Figures).sources
    expect(s.verdictFiles).toEqual(['summary.json'])
    expect(s.groups.map((g) => [g.model, g.passed, g.failed])).toEqual([
      ['claude-sonnet-4-20250514', 0, 1],
      ['unknown', 1, 0],
    ])
    expect(s.notRead.map((n) => n.file)).toEqual([join('summary', 'counts.json')])
    expect(s.notRead[0].what).toMatch(/^JSON that speaks of resolved instances in a shape not read: expected /)
  })

  it('says what it cannot read: a folder of runs with no verdict, a table without its columns', () => {
    const none = script('--quiet', '__fixtures__/traces/swe-agent')
    expect(none.code).toBe(2)
    expect(none.stderr).toContain(
      'eval:verifier: __fixtures__/traces/swe-agent: no verdict for any of its 3 runs: expected Harbor trials',
    )
    expect(none.stderr).toContain('a results table (.tsv/.csv with instance_id and resolved columns)')
    const table = join(dir, 'table')
    mkdirSync(table)
    copyFileSync('__fixtures__/traces/swe-agent/submitted.traj', join(table, 'x__y-1.traj'))
    writeFileSync(join(table, 'results.tsv'), 'instance_id\tpassed\nx__y-1\ttrue\n')
    const columns = scriptIn(dir, '--quiet', 'table')
    expect(columns.code).toBe(2)
    expect(columns.stderr).toContain(
      `; not read: ${join('table', 'results.tsv')} (a table with no resolved column: expected instance_id and resolved columns)`,
    )
    writeFileSync(join(table, 'results.tsv'), 'instance_id\tresolved\nx__y-1\ttrue\nx__y-2\t\n')
    const row = scriptIn(dir, '--quiet', 'table')
    expect(row.code).toBe(2)
    expect(row.stderr).toBe(
      `eval:verifier: ${join('table', 'results.tsv')}:3: expected resolved to be true or false, found ""\n`,
    )
    const missing = script('--quiet', 'no-such-folder')
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('eval:verifier: no-such-folder: no such folder')
    const usage = script('--quiet')
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('usage: npm run eval:verifier -- FOLDER...')
  })
})

const verifier = sharedPath('verifier')
if (verifier) {
  describe('eval:verifier on ../shared/verifier', () => {
    it('judges every run by its results file: results.tsv, results.json with resolved and completed_ids', () => {
      const mini = `${verifier}/mini-swe-agent-gemini3`
      const java = `${verifier}/swe-agent-java-deepseek-chat-v2`
      const r = scriptIn(dir, '--json', '-', '--quiet', mini, java)
      expect(r.code).toBe(0)
      const [m, j] = (JSON.parse(r.stdout) as Figures).sources
      const rows = readFileSync(`${mini}/results.tsv`, 'utf8').trim().split('\n').slice(1)
      expect(m.pooled.runs).toBe(rows.length)
      expect(m.pooled.failed).toBe(rows.filter((l) => l.endsWith('\tfalse')).length)
      expect(m.withoutVerdict).toEqual([])
      expect(m.groups.map((g) => [g.agent, g.model])).toEqual([['mini-swe-agent', 'google/gemini-3-pro-preview']])
      const results = JSON.parse(readFileSync(`${java}/results/results.json`, 'utf8')) as { resolved: string[] }
      expect(j.pooled.passed).toBe(results.resolved.length)
      expect(j.pooled.runs).toBe(results.resolved.length + j.pooled.failed)
      expect(j.withoutVerdict).toEqual([])
      expect(j.verdictsWithoutRun).toBe(0)
      expect(j.groups.map((g) => [g.agent, g.model])).toEqual([['swe-agent', 'SWE-agent + deepseek-chat-v2']])
      for (const g of [m.pooled, j.pooled]) expect(g.auroc).not.toBeNull()
    })
  })
}

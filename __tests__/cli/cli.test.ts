import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cli } from '../../__fixtures__/testing.js'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reportSchema } from '../../src/report/schema.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-cli-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('agent-trust-gate diagnose', () => {
  it('passes a clean session with exit 0 and prints the verdict', async () => {
    const r = await cli('diagnose', 'examples/clean.jsonl')
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/examples\/clean\.jsonl {2}\[critiqor, preset critiqor, 10 events\]/)
    expect(r.stdout).toMatch(/^Verdict: PASSED/m)
  })

  it('fails an unsafe session with exit 1', async () => {
    const r = await cli('diagnose', 'examples/tool-loop.jsonl')
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/primary: infinite_tool_loop \(critical\)/)
    expect(r.stdout).toMatch(/^Verdict: FAILED/m)
  })

  it('reads a directory in path order and writes a report that fits the schema', async () => {
    const out = join(dir, 'report.json')
    const r = await cli('diagnose', 'examples', '--json', '--out', out, '--fail-on', 'never')
    expect(r.code).toBe(0)
    const report = reportSchema.parse(JSON.parse(readFileSync(out, 'utf8')))
    expect(readFileSync(out, 'utf8')).toBe(r.stdout)
    const sources = report.sessions.map((s) => s.source)
    expect(sources).toEqual([...sources].sort())
    expect(sources).toContain('examples/clean.jsonl')
    expect(report.verdict).toMatchObject({ passed: true, fail_on: 'never', readiness_level: 'unsafe_for_production' })
    // Flat events under the reference model; the real Claude Code run under the agents preset.
    expect(new Set(report.sessions.map((s) => s.preset))).toEqual(new Set(['critiqor', 'agents']))
    expect(report.sessions.find((s) => s.format === 'claude-stream')?.source).toBe('examples/claude-max-turns.jsonl')
  })

  it('keeps the order of the paths given', async () => {
    const r = await cli('diagnose', 'examples/tool-loop.jsonl', 'examples/clean.jsonl', '--json')
    expect(JSON.parse(r.stdout).sessions.map((s: { source: string }) => s.source)).toEqual([
      'examples/tool-loop.jsonl',
      'examples/clean.jsonl',
    ])
  })

  it('fails review_recommended sessions when asked to, and below a minimum trust score', async () => {
    expect((await cli('diagnose', 'examples/skill-failure.jsonl')).code).toBe(0)
    expect((await cli('diagnose', 'examples/skill-failure.jsonl', '--fail-on', 'review_recommended')).code).toBe(1)
    const r = await cli('diagnose', 'examples/skill-failure.jsonl', '--min-trust-score', '98')
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/below the minimum trust score 98/)
  })

  it('builds the graph it is asked for', async () => {
    const full = JSON.parse((await cli('diagnose', 'examples/tool-loop.jsonl', '--json', '--graph', 'full')).stdout)
    const evidence = JSON.parse((await cli('diagnose', 'examples/tool-loop.jsonl', '--json')).stdout)
    expect(full.sessions[0].diagnosis.causal_graph.nodes.length).toBe(12 + 2)
    expect(evidence.sessions[0].diagnosis.causal_graph.nodes.length).toBeLessThan(14)
  })

  it('writes the Markdown report', async () => {
    const md = join(dir, 'report.md')
    await cli('diagnose', 'examples/tool-loop.jsonl', '--markdown', md)
    expect(readFileSync(md, 'utf8')).toMatch(/infinite_tool_loop/)
  })

  it('reports bad input as one line with exit 2', async () => {
    const bad = join(dir, 'bad.jsonl')
    writeFileSync(bad, '{"event":"tool_call"}\n{not json\n{"event":"decision"}\n')
    const r = await cli('diagnose', bad)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: expected a JSON value`))
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(r.stdout).toBe('')
  })

  it('reports arguments nested too deep as bad input, not a crash', async () => {
    const deep = join(dir, 'deep.jsonl')
    const n = 100000
    writeFileSync(
      deep,
      '{"event":"decision"}\n{"event":"tool_call","tool":"t","args":' + '['.repeat(n) + ']'.repeat(n) + '}\n',
    )
    const r = await cli('diagnose', deep)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(
      /deep\.jsonl:2: expected JSON nested at most 1000 deep, found an object nested 100001 deep\n$/,
    )
    expect(r.stdout).toBe('')
  })

  it.each([5000, 200_000])(
    'reports a document nested %i deep as one line naming the file',
    async (n) => {
      const deep = join(dir, `deep-${n}.json`)
      writeFileSync(deep, '['.repeat(n) + ']'.repeat(n))
      const r = await cli('diagnose', deep)
      expect(r.code).toBe(2)
      expect(r.stderr).toBe(`${deep}:1: expected JSON nested at most 1000 deep, found a list nested ${n} deep\n`)
      expect(r.stdout).toBe('')
    },
    30_000,
  )

  it('reports a file of no known format with what it looked for', async () => {
    const odd = join(dir, 'odd.jsonl')
    writeFileSync(odd, '{"hello":"world"}\n')
    const r = await cli('diagnose', odd)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(
      /odd\.jsonl:1: expected a known trace format, found an object with keys hello; name one with --format \(docs\/formats\.md lists the formats\)/,
    )
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(r.stderr.trimEnd().length).toBeLessThanOrEqual(300)
  })

  it('reports usage errors with exit 2', async () => {
    expect((await cli()).code).toBe(2)
    expect((await cli('diagnose')).stderr).toMatch(/expected at least one trace file/)
    expect((await cli('diagnose', 'x', '--fail-on', 'sometimes')).stderr).toMatch(
      /--fail-on: expected one of unsafe_for_production, review_recommended, never, found "sometimes"/,
    )
    expect((await cli('diagnose', 'x', '--min-trust-score', '101')).code).toBe(2)
    expect((await cli('diagnose', 'x', '--bogus')).code).toBe(2)
    expect((await cli('diagnose', 'x', '--preset', 'strict')).stderr).toMatch(
      /--preset: expected auto or one of critiqor, agents, found "strict"/,
    )
    expect((await cli('diagnose', join(dir, 'missing.jsonl'))).stderr).toMatch(
      /missing\.jsonl: no such file or directory/,
    )
    expect((await cli('diagnose', join(dir, 'none-*.jsonl'))).stderr).toMatch(/the pattern matched no files/)
  })

  it('explains itself', async () => {
    const r = await cli('diagnose', '--help')
    expect(r.code).toBe(0)
    for (const opt of ['--json', '--out', '--markdown', '--graph', '--fail-on', '--min-trust-score', '--format'])
      expect(r.stdout).toContain(opt)
  })

  it('gives the same bytes for the same input', async () => {
    const a = await cli('diagnose', 'examples', '--json', '--graph', 'full')
    const b = await cli('diagnose', 'examples', '--json', '--graph', 'full')
    expect(a.stdout).toBe(b.stdout)
  })
})

describe('agent-trust-gate merge', () => {
  it('gives the same report as diagnosing all sessions at once', async () => {
    const a = join(dir, 'shard-a.json')
    const b = join(dir, 'shard-b.json')
    const shardA = ['examples/clean.jsonl', 'examples/context-pollution.jsonl', 'examples/cost-explosion.jsonl']
    const shardB = [
      'examples/ignored-outputs.json',
      'examples/memory-degradation.json',
      'examples/skill-failure.jsonl',
      'examples/tool-loop.jsonl',
    ]
    // Shards may run with any gate settings: the merge judges again.
    expect((await cli('diagnose', ...shardA, '--out', a, '--fail-on', 'never')).code).toBe(0)
    expect((await cli('diagnose', ...shardB, '--out', b)).code).toBe(1)
    for (const flags of [[], ['--fail-on', 'review_recommended'], ['--min-trust-score', '96']]) {
      const merged = await cli('merge', a, b, '--json', ...flags)
      const whole = await cli('diagnose', ...shardA, ...shardB, '--json', ...flags)
      expect(merged.stdout).toBe(whole.stdout)
      expect(merged.code).toBe(whole.code)
    }
  })

  it('refuses a file that is not a report, naming the field', async () => {
    const bad = join(dir, 'not-a-report.json')
    writeFileSync(
      bad,
      JSON.stringify({
        schema_version: 1,
        tool: { name: 'agent-trust-gate', version: '0.1.0' },
        verdict: {},
        sessions: [],
      }),
    )
    const r = await cli('merge', bad)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(
      /not-a-report\.json: expected an agent-trust-gate report \(schema version 1\): at verdict\.passed, /,
    )
  })

  it('merges the report of a trace nested as deep as the limit, and refuses a report nested deeper', async () => {
    const lists = (n: number) => '['.repeat(n) + ']'.repeat(n)
    // A loop whose repeated arguments are nested 999 deep (the record, 1000): they are evidence in the report.
    const trace = join(dir, 'limit.jsonl')
    const call = `{"event":"tool_call","tool":"t","args":${lists(999)}}`
    writeFileSync(trace, `${call}\n${call}\n${call}\n${call}\n`)
    const report = join(dir, 'limit-report.json')
    const diagnosed = await cli('diagnose', trace, '--out', report, '--fail-on', 'never')
    expect([diagnosed.code, diagnosed.stderr]).toEqual([0, ''])
    expect(JSON.stringify(JSON.parse(readFileSync(report, 'utf8')))).toContain(lists(999))
    const merged = await cli('merge', report, '--fail-on', 'never')
    expect([merged.code, merged.stderr]).toEqual([0, ''])

    const deep = join(dir, 'deep-report.json')
    writeFileSync(deep, `{"schema_version":1,"sessions":${lists(200_000)}}`)
    const r = await cli('merge', deep)
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(`${deep}: expected JSON nested at most 1032 deep, found an object nested 200001 deep\n`)
  }, 30_000)
})

describe('agent-trust-gate diagnose --token-budget', () => {
  it('judges a real run against the budget under the agents preset', async () => {
    const trace = '__fixtures__/traces/codex-rollout/mcp-session.jsonl'
    const free = JSON.parse((await cli('diagnose', trace, '--json', '--fail-on', 'never')).stdout)
    expect(free.sessions[0].preset).toBe('agents')
    expect(
      free.sessions[0].diagnosis.failure_causes.filter((c: { type: string }) => c.type === 'cost_explosion'),
    ).toEqual([])
    const tight = JSON.parse(
      (await cli('diagnose', trace, '--json', '--fail-on', 'never', '--token-budget', '1_000')).stdout,
    )
    const cost = tight.sessions[0].diagnosis.failure_causes.find((c: { type: string }) => c.type === 'cost_explosion')
    expect(cost.severity).toBe('critical')
    expect((await cli('diagnose', trace, '--token-budget', 'lots')).stderr).toMatch(
      /--token-budget: expected a whole number/,
    )
  })
})

describe('messages of careless use', () => {
  it('history given a trace says it is a trace, not a report, and what history reads', async () => {
    for (const trace of [
      '__fixtures__/traces/codex-exec/eval.jsonl',
      '__fixtures__/traces/claude-stream/sample-turns.json',
    ]) {
      const r = await cli('history', trace)
      expect(r.code).toBe(2)
      expect(r.stderr).not.toContain('invalid JSON')
      expect(r.stderr).toMatch(
        /expected an agent-trust-gate report.*, found a trace \([a-z-]+\), not a report: .*diagnose TRACE --out report\.json/,
      )
    }
    // JSON that is neither: as before.
    const junk = join(dir, 'junk.jsonl')
    writeFileSync(junk, '{"a":1}\n{"a":\n')
    expect((await cli('history', junk)).stderr).toContain('found invalid JSON')
  })

  it('writes --html, --markdown and --out into a folder that does not exist yet, making it', async () => {
    const html = join(dir, 'new', 'deeper', 'report.html')
    const md = join(dir, 'new', 'md', 'report.md')
    const r = await cli('diagnose', 'examples/clean.jsonl', '--html', html, '--markdown', md)
    expect(r.code).toBe(0)
    expect(readFileSync(html, 'utf8')).toMatch(/^<!doctype html>/i)
    expect(readFileSync(md, 'utf8')).toContain('clean.jsonl')
    // A file in the way of the folder: one clear line naming it, no raw error.
    const blocker = join(dir, 'blocker')
    writeFileSync(blocker, 'x')
    const bad = await cli('diagnose', 'examples/clean.jsonl', '--html', join(blocker, 'r.html'))
    expect(bad.code).toBe(2)
    expect(bad.stderr.trim()).toBe(
      `--html ${join(blocker, 'r.html')}: cannot make the folder ${blocker} (a file is in the way: EEXIST)`,
    )
  })
})

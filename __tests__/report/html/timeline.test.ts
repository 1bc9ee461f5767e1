import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TimelineCollector, type SessionTimeline } from '../../../src/engine/timeline.js'
import { diagnoseFiles } from '../../../src/gate/pipeline.js'

const LIMITS = { head: 6, tail: 5, notable: 4, points: 8, text: 40 }

const event = fc.oneof(
  fc.record({ event: fc.constant('tool_call'), tool: fc.constantFrom('a', 'b'), args: fc.record({ q: fc.nat(2) }) }),
  fc.record({
    event: fc.constant('tool_output'),
    tool: fc.constantFrom('a', 'b'),
    status: fc.constantFrom('ok', 'error'),
  }),
  fc.record({ event: fc.constant('error_event'), message: fc.string({ maxLength: 5 }) }),
  fc.record({ event: fc.constant('retry_event'), reason: fc.constant('timeout') }),
  fc.record({ event: fc.constant('token_usage'), usage: fc.record({ total: fc.nat(9000) }) }),
  fc.record({
    event: fc.constant('context_event'),
    action: fc.constantFrom('fill', 'compaction'),
    saturation: fc.nat(99),
  }),
  fc.record({ event: fc.constant('decision'), summary: fc.constant('go on') }),
)

/** Every event is in exactly one entry or counted as hidden; entries are in order and apart. */
function checkInvariants(t: SessionTimeline, events: Record<string, unknown>[], evidence = 0) {
  const shown = t.entries.reduce((n, e) => n + e.count, 0)
  const hidden = Object.values(t.hidden).reduce((n, k) => n + (k ?? 0), 0)
  expect(shown + hidden).toBe(events.length)
  for (let i = 1; i < t.entries.length; i++) expect(t.entries[i].position).toBeGreaterThan(t.entries[i - 1].position)
  expect(t.entries.length).toBeLessThanOrEqual(LIMITS.head + 2 * LIMITS.tail + LIMITS.notable + evidence)
  const total = events.reduce(
    (n, e) => n + (e.event === 'token_usage' ? ((e.usage as { total: number }).total ?? 0) : 0),
    0,
  )
  if (events.some((e) => e.event === 'token_usage')) expect(t.tokens[t.tokens.length - 1].total).toBe(total)
  expect(t.tokens.length).toBeLessThanOrEqual(LIMITS.points + 1)
  expect(t.events).toBe(events.length)
}

describe('TimelineCollector', () => {
  it('folds runs of similar events into one entry with a count', () => {
    const t = new TimelineCollector(LIMITS)
    for (let i = 0; i < 4; i++) t.push({ event: 'tool_call', tool: 'grep', args: { q: i } })
    t.push({ event: 'error_event', message: 'boom' })
    const out = t.finish(new Map(), [])
    expect(out.entries.map((e) => [e.kind, e.tool, e.count])).toEqual([
      ['tool_call', 'grep', 4],
      ['error', undefined, 1],
    ])
    expect(out.entries[0].text).toBe('{"q":0}')
  })

  it('keeps the first and last events, the errors between, and counts the rest', () => {
    const t = new TimelineCollector(LIMITS)
    const events: Record<string, unknown>[] = []
    for (let i = 0; i < 10_000; i++) {
      const e =
        i % 1000 === 500
          ? { event: 'error_event', message: `e${i}` }
          : { event: i % 2 ? 'tool_output' : 'tool_call', tool: 't' }
      events.push(e)
      t.push(e, { line: i + 1 })
    }
    const out = t.finish(new Map([[4321, { raw: events[4321], origin: { line: 4322 } }]]), [[4321]])
    checkInvariants(out, events, 1)
    expect(out.entries[0].position).toBe(0)
    expect(out.entries[out.entries.length - 1].position).toBe(9999)
    expect(out.entries.filter((e) => e.kind === 'error').map((e) => e.position)).toEqual([500, 1500, 2500, 3500])
    const evidence = out.entries.find((e) => e.position === 4321)
    expect(evidence?.causes).toEqual([0])
    expect(evidence?.origin).toEqual({ line: 4322 })
  })

  it('holds its invariants in one pass and in two parts merged', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 120 }), fc.nat(), (events, cut) => {
        const whole = new TimelineCollector(LIMITS)
        events.forEach((e, i) => whole.push(e, { line: i + 1 }))
        checkInvariants(whole.finish(new Map(), []), events)

        const k = events.length ? cut % (events.length + 1) : 0
        const a = new TimelineCollector(LIMITS)
        const b = new TimelineCollector(LIMITS)
        events.slice(0, k).forEach((e, i) => a.push(e, { line: i + 1 }))
        events.slice(k).forEach((e, i) => b.push(e, { line: i + 1 }))
        a.absorb(b.save(), { position: k, line: k })
        const merged = a.finish(new Map(), [])
        checkInvariants(merged, events)
        for (const e of merged.entries) expect(e.origin?.line).toBe(e.position + 1)
      }),
    )
  })
})

describe('the timeline from the pipeline', () => {
  it('puts every evidence event of every cause on the timeline', async () => {
    for (const file of [
      '__fixtures__/traces/inspect/tool-errors.json',
      '__fixtures__/traces/claude-code/api-errors.jsonl',
      '__fixtures__/traces/codex-rollout/compaction.jsonl',
      'examples/tool-loop.jsonl',
    ]) {
      for (const s of await diagnoseFiles([file], { timeline: true })) {
        const t = s.timeline!
        expect(t.causes).toHaveLength(s.diagnosis.failure_causes.length)
        t.causes.forEach((positions, i) => {
          expect(positions).toHaveLength(s.diagnosis.failure_causes[i].evidence.length)
          for (const p of positions) expect(t.entries.find((e) => e.position === p)?.causes).toContain(i)
        })
        if (t.tokens.length) expect(t.tokens[t.tokens.length - 1].total).toBe(s.diagnosis.cost_analysis.total_tokens)
      }
    }
  })

  it('is not collected unless asked for', async () => {
    const [s] = await diagnoseFiles(['examples/tool-loop.jsonl'])
    expect(s.timeline).toBeUndefined()
  })
})

describe('a long file read in two parts', () => {
  let dir: string
  beforeAll(() => {
    if (!existsSync('dist/cli/index.js')) throw new Error('dist/cli/index.js is missing: run npm run bundle first')
    dir = mkdtempSync(join(tmpdir(), 'atg-html-parts-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives a page with the same verdict, evidence links and token total as one pass', () => {
    const lines: string[] = []
    for (let i = 0; i < 3000; i++) {
      if (i % 3 === 0)
        lines.push(JSON.stringify({ event: 'tool_call', tool: 'grep', args: { q: i % 7 === 0 ? 'same' : i } }))
      else if (i % 3 === 1)
        lines.push(JSON.stringify({ event: 'tool_output', tool: 'grep', status: i % 11 ? 'ok' : 'error' }))
      else lines.push(JSON.stringify({ event: 'token_usage', usage: { total: 100 + (i % 13) } }))
    }
    const trace = join(dir, 'long.jsonl')
    writeFileSync(trace, lines.join('\n') + '\n')
    const run = (name: string, env: Record<string, string>) => {
      const out = join(dir, name)
      const r = spawnSync(process.execPath, ['dist/cli/index.js', 'diagnose', '--json', '--html', out, trace], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...env },
      })
      expect(r.status === 0 || r.status === 1).toBe(true)
      return { report: JSON.parse(r.stdout), html: readFileSync(out, 'utf8') }
    }
    const one = run('one.html', {})
    const parts = run('parts.html', { AGENT_TRUST_GATE_PARTS_MIN_BYTES: '1' })
    expect(parts.report).toEqual(one.report)
    const links = (html: string) => [...html.matchAll(/href="#(ev-s0-p\d+)"/g)].map((m) => m[1]).sort()
    expect(links(parts.html)).toEqual(links(one.html))
    expect(links(one.html).length).toBeGreaterThan(0)
    const total = one.report.sessions[0].diagnosis.cost_analysis.total_tokens
    const label = `cumulative tokens (${total.toLocaleString('en-US')})`
    expect(one.html).toContain(label)
    expect(parts.html).toContain(label)
  })
})

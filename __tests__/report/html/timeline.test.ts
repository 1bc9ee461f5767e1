import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fitTimeline, TIMELINE_LIMITS, TimelineCollector, type SessionTimeline } from '../../../src/engine/timeline.js'
import type { JsonObject } from '../../../src/core/events.js'
import { largeSession } from '../../../__fixtures__/html/large.js'
import { diagnoseFiles } from '../../../src/gate/pipeline.js'

const LIMITS = { head: 6, tail: 5, notable: 4, evidence: 3, evidenceTotal: 10, points: 8, text: 40 }

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

const sum = (xs: Iterable<number | undefined>) => [...xs].reduce<number>((n, x) => n + (x ?? 0), 0)

/** Every event is in exactly one entry or fold, in order; the folds count what they hold. */
function checkInvariants(t: SessionTimeline, events: Record<string, unknown>[], evidence = 0) {
  const rows = [...t.entries, ...t.folds].sort((a, b) => a.position - b.position)
  let next = 0
  for (const r of rows) {
    expect([r.position, r.count]).toEqual([next, r.last - r.position + 1])
    next = r.last + 1
  }
  expect(next).toBe(events.length)
  expect(sum(Object.values(t.hidden))).toBe(sum(t.folds.map((f) => f.count)))
  for (const f of t.folds) if (!f.split) expect(sum(Object.values(f.kinds))).toBe(f.count)
  // Four kinds of notable events here: errors, retries, compactions, failed results.
  expect(t.entries.length).toBeLessThanOrEqual(LIMITS.head + 2 * LIMITS.tail + 4 * 2 * LIMITS.notable + evidence)
  const total = events.reduce(
    (n, e) => n + (e.event === 'token_usage' ? ((e.usage as { total: number }).total ?? 0) : 0),
    0,
  )
  if (events.some((e) => e.event === 'token_usage')) expect(t.tokens[t.tokens.length - 1].total).toBe(total)
  expect(t.tokens.length).toBeLessThanOrEqual(LIMITS.points + 1)
  expect(t.context.length).toBeLessThanOrEqual(2 * LIMITS.points + 1)
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
    // The first and last four of the errors between head and tail; the two between are folded.
    expect(out.entries.filter((e) => e.kind === 'error').map((e) => e.position)).toEqual([
      500, 1500, 2500, 3500, 6500, 7500, 8500, 9500,
    ])
    expect(out.folded.notable).toBe(2)
    // Its fold is cut in two by the evidence event below: both pieces say the kinds of the stretch.
    expect(out.folds.find((f) => f.position <= 4500 && f.last >= 4500)?.kinds.error).toBe(2)
    const evidence = out.entries.find((e) => e.position === 4321)
    expect(evidence?.causes).toEqual([0])
    expect(evidence?.origin).toEqual({ line: 4322 })
    // The fold it stood out of is cut in two, each piece with its own count.
    const around = out.folds.filter((f) => f.last === 4320 || f.position === 4322)
    expect(around).toHaveLength(2)
    expect(around.every((f) => f.split)).toBe(true)
  })

  it('counts in each piece of a cut fold the evidence events folded into it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 900, max: 1099 }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 4 }),
        (positions, causeCount) => {
          const t = new TimelineCollector(LIMITS)
          const events: Record<string, unknown>[] = []
          for (let i = 0; i < 2000; i++) {
            const e = { event: i % 2 ? 'tool_output' : 'tool_call', tool: 't' }
            events.push(e)
            t.push(e, { line: i + 1 })
          }
          const evidence = new Map(positions.map((p) => [p, { raw: events[p] as JsonObject, origin: { line: p + 1 } }]))
          const causes = Array.from({ length: causeCount }, (_, c) => positions.filter((_, i) => i % causeCount === c))
          const out = t.finish(evidence, causes)
          checkInvariants(out, events, positions.length)
          // An evidence event is a row of its own, or counted in the one fold it is folded into.
          const shown = new Set(out.entries.map((e) => e.position))
          for (const f of out.folds) {
            const folded = positions.filter((p) => p >= f.position && p <= f.last && !shown.has(p)).length
            expect([f.position, f.evidence ?? 0]).toEqual([f.position, folded])
          }
          expect(sum(out.folds.map((f) => f.evidence))).toBe(positions.filter((p) => !shown.has(p)).length)
        },
      ),
      { numRuns: 250 },
    )
  })

  it('keeps at most the first and last errors and retries of each kind, whatever the length', () => {
    const limits = { ...TIMELINE_LIMITS, notable: 50 }
    const t = new TimelineCollector(limits)
    const events = 300_000
    const errors: number[] = []
    for (let i = 0; i < events; i++) {
      if (i % 7 === 3) {
        errors.push(i)
        t.push({ event: 'error_event', message: `e${i}` })
      } else if (i % 7 === 4) t.push({ event: 'retry_event', reason: 'again' })
      else t.push({ event: 'tool_call', tool: 'grep', args: { q: i } })
    }
    const out = t.finish(new Map(), [])
    const kept = out.entries.filter((e) => e.kind === 'error').map((e) => e.position)
    for (const p of [...errors.slice(0, 50), ...errors.slice(-50)]) expect(kept).toContain(p)
    expect(out.entries.length).toBeLessThanOrEqual(limits.head + 2 * limits.tail + 2 * 2 * limits.notable)
    expect(out.folded.notable).toBeGreaterThan(2 * (errors.length - 250))
    expect(sum(out.entries.map((e) => e.count)) + sum(out.folds.map((f) => f.count))).toBe(events)
  })

  it('gives evidence rows to the first and last events of each cause, in turns, up to the total', () => {
    const t = new TimelineCollector(LIMITS)
    const events: Record<string, unknown>[] = []
    for (let i = 0; i < 5000; i++) {
      const e = { event: 'tool_call', tool: i % 2 ? 'a' : 'b', args: { q: i } }
      events.push(e)
      t.push(e, { line: i + 1 })
    }
    // Three causes of 100 evidence events each, in the middle of the session.
    const causes = [0, 1, 2].map((c) => Array.from({ length: 100 }, (_, k) => 1000 + 30 * k + c))
    const evidence = new Map(causes.flat().map((p) => [p, { raw: events[p] as JsonObject, origin: { line: p + 1 } }]))
    const out = t.finish(evidence, causes)
    checkInvariants(out, events, LIMITS.evidenceTotal)
    const rows = causes.map((ps) => ps.filter((p) => out.entries.some((e) => e.position === p && e.causes?.length)))
    // 10 in all: each cause's first and last, three times over, and one more first.
    expect(rows.map((r) => r.length)).toEqual([4, 3, 3])
    for (const [c, r] of rows.entries()) expect(r).toEqual(expect.arrayContaining([causes[c][0], causes[c][99]]))
    expect(out.folded.evidence).toBe(300 - 10)
    expect(sum(out.folds.map((f) => f.evidence))).toBe(300 - 10)
  })

  it('downsamples the context chart to a bounded number of points, keeping its peak and marks', () => {
    const t = new TimelineCollector(LIMITS)
    for (let i = 0; i < 100_000; i++) {
      if (i % 1000 === 999) t.push({ event: 'context_event', action: 'compaction', saturation: 10 })
      else t.push({ event: 'context_event', saturation: i === 54_321 ? 99 : (i * 37) % 80 })
    }
    const out = t.finish(new Map(), [])
    expect(out.context.length).toBeLessThanOrEqual(2 * LIMITS.points + 1)
    expect(out.context.some((c) => c.position === 54_321 && c.share === 99)).toBe(true)
    const compactions = out.context.filter((c) => c.compaction).length
    expect(compactions).toBeGreaterThan(0)
    expect(compactions).toBeLessThanOrEqual(LIMITS.points)
  })

  it('fits into fewer rows, the first evidence row of each cause kept, the counts still whole', () => {
    const big = largeSession({ events: 50_000, errorEvery: 500, causes: 3, evidencePerCause: 20 })
    const t = big.timeline
    const fitted = fitTimeline(t, 40)
    expect(fitted.entries.length).toBeLessThanOrEqual(40)
    for (const ps of big.evidence) expect(fitted.entries.find((e) => e.position === ps[0])?.causes).toBeDefined()
    const counted = (x: SessionTimeline) => sum(x.entries.map((e) => e.count)) + sum(x.folds.map((f) => f.count))
    expect(counted(fitted)).toBe(big.events)
    expect(sum(Object.values(fitted.hidden))).toBe(sum(fitted.folds.map((f) => f.count)))
    expect(fitted.folded.evidence).toBe(t.folded.evidence + 60 - fitted.entries.filter((e) => e.causes).length)
    expect(fitTimeline(t, t.entries.length)).toBe(t)
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

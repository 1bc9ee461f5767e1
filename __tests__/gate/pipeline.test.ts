import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diagnose } from '../../src/engine/diagnose.js'
import { hash64, Hasher } from '../../src/core/fingerprint.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { readLinesAt } from '../../src/trace/read.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-pipe-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const event = fc.oneof(
  fc.record({
    event: fc.constant('tool_call'),
    tool: fc.constantFrom('a', 'b', '', 5),
    args: fc.oneof(fc.constant({}), fc.record({ q: fc.integer({ min: 0, max: 1 }) })),
    id: fc.nat(9),
  }),
  fc.record({
    event: fc.constant('tool_call'),
    name: fc.constantFrom('a', 'b'),
    arguments: fc.constantFrom('x', '', null),
  }),
  fc.record({ event: fc.constant('retry_event') }),
  fc.record({ event: fc.constant('token_usage'), usage: fc.record({ total: fc.nat(20000) }) }),
  fc.record({ event: fc.constant('tool_output'), used: fc.boolean() }),
  fc.record({ event: fc.constant('decision'), event_id: fc.string({ maxLength: 3 }) }),
)

describe('the file pipeline', () => {
  it('gives the in-memory diagnosis, evidence fetched again by line (JSONL)', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), fc.boolean(), async (events, blankLines) => {
        const path = join(dir, `p${n++}.jsonl`)
        const lines = events.map((e) => JSON.stringify(e))
        writeFileSync(path, (blankLines ? lines.join('\n\n') : lines.join('\r\n')) + '\n')
        const [got] = await diagnoseFile(path, { format: 'critiqor', engine: { graph: 'full' }, retainMaxBytes: 0 })
        const want = diagnose(events, { graph: 'full' })
        expect(got.diagnosis.failure_causes.map((c) => c.evidence)).toEqual(want.failure_causes.map((c) => c.evidence))
        expect({ ...got.diagnosis, failure_causes: [] }).toEqual({ ...want, failure_causes: [] })
      }),
      { numRuns: 60 },
    )
  })

  it('gives the in-memory diagnosis, evidence fetched again by adapting (JSON array)', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), async (events) => {
        const path = join(dir, `a${n++}.json`)
        writeFileSync(path, JSON.stringify(events, null, 1))
        const [got] = await diagnoseFile(path, { format: 'critiqor', retainMaxBytes: 0 })
        const want = diagnose(events)
        expect(got.diagnosis.failure_causes.map((c) => c.evidence)).toEqual(want.failure_causes.map((c) => c.evidence))
        expect(got.diagnosis.causal_graph).toEqual(want.causal_graph)
      }),
      { numRuns: 40 },
    )
  })

  it('gives the same sessions whether a file keeps its evidence as it passes or reads it again', async () => {
    const root = join(import.meta.dirname, '../../__fixtures__/traces')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(jsonl?|ndjson|traj)$/.test(f))
      .sort()
    expect(files.length).toBeGreaterThan(20)
    let withEvidence = 0
    for (const f of files) {
      const path = join(root, f)
      const kept = await diagnoseFile(path, { timeline: true })
      const fetched = await diagnoseFile(path, { timeline: true, retainMaxBytes: 0 })
      expect(JSON.stringify(fetched)).toBe(JSON.stringify(kept))
      if (kept.some((s) => s.diagnosis.failure_causes.some((c) => c.evidence.length))) withEvidence++
    }
    expect(withEvidence).toBeGreaterThan(10)
  })

  it('points each evidence event at its line', async () => {
    const path = join(dir, 'origins.jsonl')
    writeFileSync(
      path,
      '{"event":"tool_call","tool":"t"}\n\n{"event":"tool_call","tool":"t"}\n{"event":"tool_call","tool":"t"}\n',
    )
    const [got] = await diagnoseFile(path)
    expect(got.diagnosis.failure_causes[0].evidence_origins).toEqual([{ line: 1 }, { line: 3 }, { line: 4 }])
  })
})

describe('readLinesAt', () => {
  it('reads the wanted lines only, across chunks, without the BOM or CR', async () => {
    const path = join(dir, 'lines.txt')
    const long = 'y'.repeat(3 << 20)
    writeFileSync(path, '\ufeffone\r\ntwo\n' + long + '\nfour')
    const got = await readLinesAt(path, [4, 1, 3, 9])
    expect(got.get(1)).toBe('one')
    expect(got.get(3)).toBe(long)
    expect(got.get(4)).toBe('four')
    expect(got.has(2)).toBe(false)
    expect(got.has(9)).toBe(false)
  })
})

describe('fingerprints', () => {
  it('tells texts apart and sees equal texts as one, hashed whole or in parts', () => {
    const h = new Hasher()
    const whole = h.start().add('read:{"a": 1}').finish()
    const parts = h.start().add('read').add(':').add('{"a": 1}').finish()
    expect(parts).toEqual(whole)
    const seen = new Set<string>()
    const key = (i: number) => {
      const fp = h.start().add(`t:{"i": ${i}}`).finish()
      return `${fp.a} ${fp.b} ${fp.c}`
    }
    for (let i = 0; i < 20000; i++) seen.add(key(i))
    for (let i = 0; i < 100; i++) seen.add(key(i))
    expect(seen.size).toBe(20000)
  })

  it('gives, in hash64, the first 64 bits of the SHA-1 of a well-formed text’s UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(hash64(text)).toBe(createHash('sha1').update(Buffer.from(text, 'utf8')).digest('hex').slice(0, 16))
      }),
      { numRuns: 300 },
    )
  })

  it('tells apart, in hash64, any two different texts, lone surrogates included', () => {
    const unit = fc.constantFrom('a', '\ufffd', '\ud800', '\udc00', '\ud83d\ude00', '\u00ff', '')
    const text = fc.array(unit, { maxLength: 6 }).map((u) => u.join(''))
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(hash64(a) === hash64(b)).toBe(a === b)
      }),
      { numRuns: 2000 },
    )
    // A lone surrogate is not folded into the replacement character UTF-8 would write for it,
    // and the UTF-16 bytes of an ill-formed text are never the UTF-8 bytes of another text.
    expect(hash64('x\ud800')).not.toBe(hash64('x\ufffd'))
    expect(hash64('\ud800')).not.toBe(hash64(Buffer.from([0x00, 0xd8]).toString('latin1')))
    expect(hash64('')).toMatch(/^[0-9a-f]{16}$/)
  })
})

describe('the call index at scale', () => {
  it('finds a loop among thousands of distinct calls, the same whether events are kept or fetched again', async () => {
    const events: Record<string, unknown>[] = []
    for (let i = 0; i < 6000; i++) {
      events.push({ event: 'tool_call', tool: 'read', args: { path: `f${i}` } })
      if (i === 10 || i === 3000 || i === 5999) events.push({ event: 'tool_call', tool: 'grep', args: { q: 'x' } })
    }
    const want = diagnose(events)
    expect(want.failure_causes.map((c) => [c.type, c.evidence.map((e) => e.event_id)])).toEqual([
      ['infinite_tool_loop', ['event_11', 'event_3002', 'event_6002']],
    ])
    const path = join(dir, 'many.jsonl')
    writeFileSync(path, events.map((e) => JSON.stringify(e)).join('\n'))
    const [got] = await diagnoseFile(path)
    expect(got.diagnosis).toEqual({
      ...want,
      failure_causes: want.failure_causes.map((c, i) => ({
        ...c,
        evidence_origins: got.diagnosis.failure_causes[i].evidence_origins,
      })),
    })
    expect(got.diagnosis.failure_causes[0].evidence_origins).toEqual([{ line: 12 }, { line: 3003 }, { line: 6003 }])
    expect(got.diagnosis.cost_analysis.duplicate_calls).toBe(2)
  })
})

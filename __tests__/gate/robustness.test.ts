import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diagnose } from '../../src/engine/diagnose.js'
import { KNOWN_EVENT_TYPES } from '../../src/core/events.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { buildReport, serializeReport } from '../../src/report/json.js'
import { diagnosisSchema, reportSchema } from '../../src/report/schema.js'
import { renderText } from '../../src/report/text.js'
import { renderMarkdown } from '../../src/report/markdown.js'
import { renderHtml } from '../../src/report/html/index.js'
import { maskSecretsDeep } from '../../src/report/sanitize.js'
import { READ_AS, REFUSED, sharedTraces } from '../../__fixtures__/shared.js'
import { committedTraces } from '../../__fixtures__/testing.js'
import { FORMAT_IDS } from '../../src/trace/registry.js'
import { TraceError } from '../../src/trace/read.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-robust-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const anyType = fc.oneof(fc.constantFrom(...KNOWN_EVENT_TYPES), fc.jsonValue())
const fieldNames = [
  'tool',
  'name',
  'skill',
  'args',
  'arguments',
  'used',
  'referenced',
  'status',
  'action',
  'saturation',
  'saturation_score',
  'usage',
  'tokens',
  'total',
  'total_tokens',
  'invoked',
  'event_id',
  'type',
]
const wildEvent = fc
  .dictionary(fc.constantFrom(...fieldNames), fc.jsonValue({ maxDepth: 3 }))
  .chain((fields) => anyType.map((event) => ({ ...fields, event })))

/** A result, or a TraceError: never anything else. */
async function settle(path: string, format: (typeof FORMAT_IDS)[number] | 'auto' = 'auto'): Promise<string> {
  try {
    const sessions = await diagnoseFile(path, { format })
    for (const s of sessions) diagnosisSchema.parse(s.diagnosis)
    return 'ok'
  } catch (err) {
    if (err instanceof TraceError) return 'error'
    throw err
  }
}

describe('robustness (fast-check)', () => {
  it('the engine reads any field of any type the model way and never throws', () => {
    fc.assert(
      fc.property(fc.array(wildEvent, { maxLength: 30 }), (events) => {
        const d = diagnose(events as Record<string, unknown>[], { graph: 'full' })
        diagnosisSchema.parse(d)
      }),
      { numRuns: 300 },
    )
  })

  it('the reader and every adapter give a result or a clean error on random bytes', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 300 }),
        fc.constantFrom('auto' as const, ...FORMAT_IDS),
        async (bytes, format) => {
          const path = join(dir, `bytes-${n++}.jsonl`)
          writeFileSync(path, bytes)
          expect(['ok', 'error']).toContain(await settle(path, format))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('the reader and every adapter give a result or a clean error on random JSON', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.constantFrom('auto' as const, ...FORMAT_IDS),
        async (values, asLines, format) => {
          const path = join(dir, `json-${n++}.json`)
          writeFileSync(
            path,
            asLines ? values.map((v) => JSON.stringify(v)).join('\n') : JSON.stringify(values, null, 2),
          )
          expect(['ok', 'error']).toContain(await settle(path, format))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('every adapter survives records of its own shape with wrong field types', async () => {
    const shapes: Record<string, unknown>[] = [
      { type: 'session', version: 3, id: 1 },
      { type: 'message', message: { role: 'assistant', content: 5, usage: 'x', stopReason: 'error' } },
      {
        type: 'message',
        message: { role: 'toolResult', toolCallId: {}, details: { exitCode: '1', status: 7 }, isError: 'yes' },
      },
      {
        type: 'assistant',
        parentUuid: null,
        sessionId: 's',
        message: { id: 1, content: [{ type: 'tool_use', id: null, name: 7, input: 'x' }], usage: [] },
      },
      { type: 'system', subtype: 'init', session_id: 5 },
      { type: 'result', subtype: 9, is_error: 'no', permission_denials: 'none' },
      { type: 'thread.started', thread_id: [] },
      { type: 'item.completed', item: { type: 'command_execution', exit_code: 'abc', status: null } },
      { type: 'turn.completed', usage: { input_tokens: '12', output_tokens: null } },
      { type: 'session_meta', payload: null },
      { type: 'response_item', payload: { type: 'function_call', arguments: '{not json', call_id: 3 } },
      { type: 'event_msg', payload: { type: 'token_count', info: { total_token_usage: 'many' } } },
      { resourceSpans: [{ scopeSpans: [{ spans: [{ attributes: 'x', status: { code: 'weird' } }, null] }] }] },
      { object: 'trace.span', span_data: { type: 'function', input: 5 }, error: 'x' },
      { version: 2, eval: {}, samples: [{ messages: 'no', events: [null, { event: 'tool', error: 5 }] }] },
      { schema_version: 'critiqor.session.v1', events: [{ event_type: 5, payload: 'x' }] },
    ]
    let n = 0
    for (const first of shapes) {
      for (const rest of shapes) {
        const path = join(dir, `shape-${n++}.jsonl`)
        writeFileSync(path, JSON.stringify(first) + '\n' + JSON.stringify(rest) + '\n')
        expect(['ok', 'error']).toContain(await settle(path))
      }
    }
  })
})

/** Every example and trace fixture, read once. */
const seeds = committedTraces()

/** The objects of a JSON value, depth first (at most a few thousand). */
function objectsOf(x: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (out.length > 5000 || x === null || typeof x !== 'object') return out
  if (Array.isArray(x)) for (const v of x) objectsOf(v, out)
  else {
    out.push(x as Record<string, unknown>)
    for (const v of Object.values(x)) objectsOf(v, out)
  }
  return out
}

/** Apply `change` to the parsed records of a file (each JSONL line, or the document), and write them back. */
function editRecords(bytes: Buffer, change: (records: unknown[]) => void): Buffer {
  const text = bytes.toString('utf8')
  let records: unknown[]
  let jsonl = true
  try {
    records = [JSON.parse(text)]
    jsonl = false
  } catch {
    records = text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as unknown)
  }
  change(records)
  return Buffer.from(jsonl ? records.map((r) => JSON.stringify(r)).join('\n') + '\n' : JSON.stringify(records[0]))
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
    mask: fc.integer({ min: 1, max: 255 }),
  }),
  fc.record({ kind: fc.constant('drop-key' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wrong-type' as const), pick: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ kind: fc.constant('shuffle' as const), seed: fc.nat() }),
  fc.record({ kind: fc.constant('long-line' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('deep' as const), depth: fc.integer({ min: 1000, max: 20000 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    bytes: fc.constantFrom(
      [0xff],
      [0xc3],
      [0xed, 0xa0, 0x80],
      [0xef, 0xbb, 0xbf],
      [0x00],
      [0x1b, 0x5b, 0x33, 0x31, 0x6d],
    ),
  }),
  fc.record({ kind: fc.constant('bom' as const) }),
)
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never

function mutate(bytes: Buffer, m: Mutation): Buffer {
  const pos = (f: number) => Math.min(bytes.length, Math.floor(f * bytes.length))
  switch (m.kind) {
    case 'cut':
      return bytes.subarray(0, Math.max(1, pos(m.at)))
    case 'flip': {
      const out = Buffer.from(bytes)
      for (const f of m.at) {
        const i = Math.min(out.length - 1, pos(f))
        out[i] ^= m.mask
      }
      return out
    }
    case 'drop-key':
      return editRecords(bytes, (records) => {
        const objects = objectsOf(records)
        const o = objects[m.pick % objects.length]
        const keys = o ? Object.keys(o) : []
        if (keys.length) delete o[keys[m.pick % keys.length]]
      })
    case 'wrong-type':
      return editRecords(bytes, (records) => {
        const objects = objectsOf(records)
        const o = objects[m.pick % objects.length]
        const keys = o ? Object.keys(o) : []
        if (keys.length) o[keys[m.pick % keys.length]] = m.value
      })
    case 'shuffle': {
      const lines = bytes.toString('utf8').split('\n')
      let s = m.seed
      for (let i = lines.length - 1; i > 0; i--) {
        s = (s * 1103515245 + 12345) % 2147483648
        const j = s % (i + 1)
        ;[lines[i], lines[j]] = [lines[j], lines[i]]
      }
      return Buffer.from(lines.join('\n'))
    }
    case 'long-line': {
      const line = Buffer.from(`\n{"event":"tool_call","tool":"${'x'.repeat(300_000)}","args":{}}\n`)
      const at = bytes.lastIndexOf(0x0a, pos(m.at))
      return Buffer.concat([bytes.subarray(0, at + 1), line, bytes.subarray(at + 1)])
    }
    case 'deep': {
      const deep = Buffer.from(`${'['.repeat(m.depth)}${']'.repeat(m.depth)}`)
      const line = Buffer.concat([Buffer.from('\n{"event":"tool_call","args":'), deep, Buffer.from('}\n')])
      return Buffer.concat([bytes, line])
    }
    case 'insert':
      return Buffer.concat([bytes.subarray(0, pos(m.at)), Buffer.from(m.bytes), bytes.subarray(pos(m.at))])
    case 'bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes])
  }
}

describe('mutated real fixtures (fast-check)', () => {
  it('give a report, or one clear error line naming the file: never an unexpected exception', async () => {
    let n = 0
    const outcomes = { report: 0, error: 0 }
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: seeds.length - 1 }), mutation, async (i, m) => {
        const seed = seeds[i]
        const path = join(dir, `mutant-${n++}${seed.name.endsWith('.json') ? '.json' : '.jsonl'}`)
        writeFileSync(path, mutate(seed.bytes, m))
        let sessions
        try {
          sessions = await diagnoseFile(path)
        } catch (err) {
          if (!(err instanceof TraceError)) throw err
          expect(err.message.length).toBeLessThanOrEqual(300)
          // eslint-disable-next-line no-control-regex
          expect(err.message).not.toMatch(/[\u0000-\u001f\u007f]/)
          expect(err.message.startsWith(`${path}`)).toBe(true)
          outcomes.error++
          return
        }
        const report = buildReport(sessions, { failOn: 'unsafe_for_production' })
        reportSchema.parse(report)
        // eslint-disable-next-line no-control-regex
        expect(renderText(report)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/)
        outcomes.report++
      }),
      { numRuns: 160, seed: 14 },
    )
    // Both outcomes occur: the mutations are neither all harmless nor all fatal.
    expect(outcomes.report).toBeGreaterThan(0)
    expect(outcomes.error).toBeGreaterThan(0)
  }, 30_000)
})

/**
 * Deep input: every format's samples (the fixtures, the examples, and ../shared/traces when it is
 * there) with a line nested deep inserted, or a value nested deep planted in their document, and
 * deep documents read as every format. Each gives one error line naming the file and the line,
 * never a stack overflow; a record at the limit gives a report.
 */
describe('deep input', () => {
  const DEPTHS = [5000, 20_000, 200_000]
  const DEEP_ERROR = /^expected JSON nested at most 1000 deep, found (a list|an object) nested (\d+) deep$/
  const PLACEHOLDER = '__deep_value_here__'

  const formatOf = (name: string): (typeof FORMAT_IDS)[number] | 'auto' => {
    if (Object.hasOwn(READ_AS, name)) return READ_AS[name]
    const folder = name.split('/').slice(-2)[0]
    return (FORMAT_IDS as readonly string[]).includes(folder) ? (folder as (typeof FORMAT_IDS)[number]) : 'auto'
  }
  const shared = sharedTraces()
  const samples = [
    ...seeds.map((s) => ({ name: s.name, text: s.bytes.toString('utf8') })),
    ...(shared?.files ?? [])
      .filter((f) => !Object.hasOwn(REFUSED, f)) // refused on their first line, whatever is planted
      .map((f) => ({ name: f, text: readFileSync(join(shared!.root, f), 'utf8') })),
  ].map((s) => ({ ...s, text: s.text.replace(/^\ufeff/, ''), format: formatOf(s.name) }))

  /** A JSONL sample's lines (each non-blank one an object), or undefined for a JSON document. */
  function jsonlLines(text: string): string[] | undefined {
    const lines = text.split('\n')
    for (const l of lines) {
      if (l.trim() === '') continue
      try {
        const v: unknown = JSON.parse(l)
        if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined
      } catch {
        return undefined
      }
    }
    return lines
  }

  /** Where a value can go in a record: each key of each object, with the object's depth (the record is 1). */
  function sites(record: unknown): { o: Record<string, unknown>; key: string; depth: number }[] {
    const out: { o: Record<string, unknown>; key: string; depth: number }[] = []
    let level: { x: unknown; depth: number }[] = [{ x: record, depth: 1 }]
    while (level.length && out.length < 5000) {
      const next: { x: unknown; depth: number }[] = []
      for (const { x, depth } of level) {
        if (x === null || typeof x !== 'object') continue
        if (Array.isArray(x)) x.forEach((v) => next.push({ x: v, depth: depth + 1 }))
        else
          for (const [key, v] of Object.entries(x)) {
            out.push({ o: x as Record<string, unknown>, key, depth })
            next.push({ x: v, depth: depth + 1 })
          }
      }
      level = next
    }
    return out
  }

  /** JSON text of `record` with `deep` (JSON text) in place of the value at `site`: no deep value is built. */
  function withDeep(record: unknown, site: { o: Record<string, unknown>; key: string }, deep: string): string {
    const old = site.o[site.key]
    site.o[site.key] = PLACEHOLDER
    const text = JSON.stringify(record)
    site.o[site.key] = old
    return text.replace(JSON.stringify(PLACEHOLDER), () => deep)
  }

  const lists = (n: number) => '['.repeat(n) + ']'.repeat(n)
  const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)

  /** The TraceError a file gives; fails the test on a report or on any other error. */
  async function traceError(path: string, format: (typeof FORMAT_IDS)[number] | 'auto'): Promise<TraceError> {
    try {
      await diagnoseFile(path, { format })
    } catch (err) {
      if (err instanceof TraceError) return err
      throw new Error(`${path}: expected a TraceError, got ${String(err)}`)
    }
    throw new Error(`${path}: expected a TraceError, got a report`)
  }

  /**
   * The sample with a deep value: for JSONL, a copy of its middle record with the value planted,
   * inserted after it; for a document, the value planted in it. The file, the line the error
   * names, and the depth it finds.
   */
  function deepSample(s: (typeof samples)[number], i: number, deep: string, depth: number) {
    const lines = jsonlLines(s.text)
    if (lines) {
      const full = lines.map((l, j) => ({ l, j })).filter(({ l }) => l.trim() !== '')
      const { l, j } = full[Math.floor(full.length / 2)]
      const record: unknown = JSON.parse(l)
      const all = sites(record)
      const site = all[i % all.length]
      const out = [...lines.slice(0, j + 1), withDeep(record, site, deep), ...lines.slice(j + 1)]
      return { text: out.join('\n'), line: j + 2, depth: site.depth + depth }
    }
    const doc: unknown = JSON.parse(s.text)
    const all = sites(doc)
    const site = all[Math.floor(all.length / 2) + (i % 7)] ?? all[0]
    return { text: withDeep(doc, site, deep), line: 1, depth: site.depth + depth }
  }

  it('finds samples of every format', () => {
    const formats = new Set(samples.map((s) => s.format))
    // Aider's chat history is text (read.ts, TEXT_LOGS): its lines are never parsed as JSON, so
    // there is no depth to plant in them.
    for (const id of FORMAT_IDS)
      if (id !== 'critiqor' && id !== 'aider') expect([id, formats.has(id)]).toEqual([id, true])
    expect(formats.has('auto')).toBe(true) // the examples: flat events
  })

  it('a sample with a line or a value nested deep: one error naming the file and the line', async () => {
    let n = 0
    for (const [i, s] of samples.entries()) {
      const depth = DEPTHS[i % DEPTHS.length]
      const planted = deepSample(s, i, i % 2 ? lists(depth) : objects(depth), depth)
      const path = join(dir, `deep-${n++}${s.name.endsWith('.jsonl') ? '.jsonl' : '.json'}`)
      writeFileSync(path, planted.text)
      const err = await traceError(path, s.format)
      expect([s.name, err.path, err.line]).toEqual([s.name, path, planted.line])
      expect([s.name, err.detail]).toEqual([s.name, expect.stringMatching(DEEP_ERROR)])
      expect(Number(DEEP_ERROR.exec(err.detail)![2])).toBe(planted.depth)
      expect(err.message.length).toBeLessThanOrEqual(300)
    }
  }, 60_000)

  it.each(DEPTHS)(
    'a document nested %i deep, read as every format: one error naming the file',
    async (depth) => {
      // The longest documents as lists only: the reader refuses them before any format's code runs.
      const kinds = [
        ['a list', lists(depth)] as const,
        ...(depth < 100_000 ? [['an object', objects(depth)] as const] : []),
      ]
      for (const [kind, text] of kinds) {
        for (const format of ['auto' as const, ...FORMAT_IDS]) {
          const path = join(dir, `deep-doc-${depth}-${format}.json`)
          writeFileSync(path, text)
          const err = await traceError(path, format)
          expect([format, err.message]).toEqual([
            format,
            `${path}:1: expected JSON nested at most 1000 deep, found ${kind} nested ${depth} deep`,
          ])
        }
      }
    },
    60_000,
  )

  it.each([
    ['the first line of a JSONL trace', 'jsonl', (deep: string) => `${deep}\n{"type":"tool_call"}\n`, 1],
    [
      'a later line of a JSONL trace, unbalanced',
      'jsonl',
      (deep: string) => `{"type":"x"}\n${deep.slice(0, 20_000)}\n{"type":"y"}\n`,
      2,
    ],
    ['a line inside a pretty-printed document', 'json', (deep: string) => `{\n  "events": [\n    ${deep}\n  ]\n}\n`, 3],
    [
      'a line inside an invalid pretty-printed document',
      'json',
      (deep: string) => `{\n  "events": [\n    {},\n    ${deep}\n  ],\n}\n`,
      4,
    ],
  ])('a 20000-deep line as %s: one error naming the file and the line', async (_, ext, text, line) => {
    for (const deep of [lists(20_000), objects(20_000)]) {
      const path = join(dir, `deep-line-${line}.${ext}`)
      writeFileSync(path, text(deep))
      const err = await traceError(path, 'auto')
      expect([err.path, err.line]).toEqual([path, line])
      expect(err.detail).toMatch(/^expected JSON nested at most 1000 deep, found /)
    }
  })

  it('deep JSON text in a string field is kept as text: a report or an error of another kind', async () => {
    let n = 0
    let reports = 0
    let withText = 0
    for (const [i, s] of samples.entries()) {
      const lines = jsonlLines(s.text)
      const records: unknown[] = lines
        ? lines.filter((l) => l.trim() !== '').map((l) => JSON.parse(l))
        : [JSON.parse(s.text)]
      // The first strings that hold JSON text (tool arguments, as several formats write them)
      // become JSON text nested deep.
      let changed = 0
      for (const record of records)
        for (const site of sites(record)) {
          const v = site.o[site.key]
          if (typeof v !== 'string' || !/^\s*[[{]/.test(v) || changed >= 5) continue
          site.o[site.key] = v.trimStart().startsWith('[') ? lists(20_000 + (i % 3)) : objects(20_000 + (i % 3))
          changed++
        }
      if (changed === 0) continue
      withText++
      const path = join(dir, `deep-text-${n++}.json${lines ? 'l' : ''}`)
      writeFileSync(path, lines ? records.map((r) => JSON.stringify(r)).join('\n') : JSON.stringify(records[0]))
      try {
        await diagnoseFile(path, { format: s.format })
        reports++
      } catch (err) {
        if (!(err instanceof TraceError)) throw new Error(`${s.name}: ${String(err)}`)
        expect([s.name, err.detail]).toEqual([s.name, expect.not.stringMatching(/nested|call stack/)])
      }
    }
    // Samples of several formats hold JSON text, and most still give a report.
    expect(withText).toBeGreaterThan(5)
    expect(reports).toBeGreaterThan(withText / 2)
  }, 60_000)

  it('a record nested exactly as deep as the limit gives a report, in every output', async () => {
    let n = 0
    let reports = 0
    for (const [i, s] of samples.entries()) {
      const lines = jsonlLines(s.text)
      const records: unknown[] = lines
        ? lines.filter((l) => l.trim() !== '').map((l) => JSON.parse(l))
        : [JSON.parse(s.text)]
      const k = Math.floor(records.length / 2)
      const all = sites(records[k])
      const site = all[(i * 7) % all.length]
      const texts = records.map((r) => JSON.stringify(r))
      texts[k] = withDeep(records[k], site, lists(1000 - site.depth))
      const path = join(dir, `limit-${n++}.json${lines ? 'l' : ''}`)
      writeFileSync(path, lines ? texts.join('\n') : texts[k])
      let sessions
      try {
        sessions = await diagnoseFile(path, { format: s.format, engine: { graph: 'full' }, timeline: true })
      } catch (err) {
        if (!(err instanceof TraceError)) throw new Error(`${s.name}: ${String(err)}`)
        expect([s.name, err.detail]).toEqual([s.name, expect.not.stringMatching(/nested|call stack/)])
        continue
      }
      const report = maskSecretsDeep(buildReport(sessions, { failOn: 'unsafe_for_production' }))
      reportSchema.parse(JSON.parse(serializeReport(report)))
      renderText(report)
      renderMarkdown(report)
      renderHtml(report)
      reports++
    }
    expect(reports).toBeGreaterThan(samples.length / 2)
  }, 60_000)
})

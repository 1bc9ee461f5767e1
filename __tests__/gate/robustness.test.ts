import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diagnose } from '../../src/engine/diagnose.js'
import { KNOWN_EVENT_TYPES } from '../../src/core/events.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { buildReport, diagnosisSchema, reportSchema } from '../../src/report/json.js'
import { renderText } from '../../src/report/text.js'
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
const seeds = (() => {
  const out: { name: string; bytes: Buffer }[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (/\.(json|jsonl)$/.test(name)) out.push({ name: p, bytes: readFileSync(p) })
    }
  }
  walk('examples')
  walk('__fixtures__/traces')
  return out
})()

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

import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { diagnose, SessionDiagnoser, type Diagnosis, type GraphMode } from '../../src/engine/diagnose.js'
import { buildReport, joined, serializeReport, terminalReportJson, type GatedSession } from '../../src/report/json.js'
import {
  fieldJson,
  fieldText,
  graphJson,
  prepareDiagnosis,
  receiveAhead,
  receiveDiagnosis,
  type AheadField,
  type HEAVY_FIELDS,
} from '../../src/report/prepared.js'

type HeavyField = (typeof HEAVY_FIELDS)[number]
import { deepMasker, maskSecrets, maskSecretsDeep, terminalJson } from '../../src/report/sanitize.js'
import { renderText } from '../../src/report/text.js'
import { renderMarkdown } from '../../src/report/markdown.js'

/** A diagnosis with a loop whose evidence holds `value` (in its arguments and its event type). */
function diagnosisWith(value: string): Diagnosis {
  const events = []
  for (let i = 0; i < 8; i++) events.push({ event: 'tool_call', tool: 'bash', args: { cmd: value }, event_id: `e${i}` })
  events.push({ event: 'tool_call', tool: value, args: {} })
  return diagnose(events)
}

function session(diagnosis: Diagnosis, source = 'trace.jsonl'): GatedSession {
  return { source, format: 'critiqor', preset: 'critiqor', observes: [], diagnosis }
}

/**
 * A diagnosis as it crosses threads: prepared, copied as a message would copy it, received; with
 * `ahead`, its first heavy field sent and read ahead of the rest.
 */
function crossed(d: Diagnosis, ahead = false): Diagnosis {
  const sent = new Map<HeavyField, AheadField>()
  const wire = prepareDiagnosis(d, ahead ? { ahead: (f, t) => sent.set(f, receiveAhead(structuredClone(t))) } : {})
  if (ahead) expect([...sent.keys()]).toEqual(['failure_causes'])
  return receiveDiagnosis(structuredClone(wire), sent)
}

const VALUES = [
  'npm test',
  'curl -H "Authorization: Bearer abcdefghijklmnop1234" https://x',
  'cat /home/jane/.ssh/id_rsa',
  'echo \u202e\u009b[31m',
  'token sk-proj-abcdefghijklmnopqrstuvwxyz012345',
  // The text that stands for a prepared field in the report, as trace content: spliced nowhere.
  '\u0000agent-trust-gate:prepared-field\u0000',
]

describe('a diagnosis prepared on another thread', () => {
  it.each(VALUES)('gives the report of the plain diagnosis, byte for byte: %j', (value) => {
    const plain = diagnosisWith(value)
    const report = buildReport([session(plain), session(diagnosisWith('ls'), 'b.jsonl')], { failOn: 'never' })
    const received = buildReport([session(crossed(plain, true)), session(crossed(diagnosisWith('ls')), 'b.jsonl')], {
      failOn: 'never',
    })
    // Unmasked (--no-mask), masked, for a terminal.
    expect(serializeReport(received)).toBe(serializeReport(report))
    const masked = maskSecretsDeep(report)
    const maskedReceived = maskSecretsDeep(received)
    expect(serializeReport(maskedReceived)).toBe(serializeReport(masked))
    expect(joined(terminalReportJson(maskedReceived))).toBe(terminalJson(serializeReport(masked)))
    expect(renderText(maskedReceived)).toBe(renderText(masked))
    expect(renderMarkdown(maskedReceived)).toBe(renderMarkdown(masked))
    // Its fields read as the plain ones, masked or not.
    expect(JSON.parse(JSON.stringify(received))).toEqual(JSON.parse(JSON.stringify(report)))
    expect(received.sessions[0].diagnosis.failure_causes).toEqual(plain.failure_causes)
  })

  it('masks its heavy fields as maskSecretsDeep does', () => {
    const d = diagnosisWith('password=hunter2hunter2 and /Users/jane/x')
    const wire = prepareDiagnosis(d)
    expect(fieldText(wire.fields.failure_causes)).toBe(fieldJson(maskSecretsDeep(d.failure_causes)))
    expect(fieldText(wire.fields.failure_causes)).toContain('password=***')
    expect(JSON.parse(wire.fields.failure_causes.plain!)).toEqual(d.failure_causes)
    expect(wire.light.failure_causes).toBeNull()
    // A field masking leaves alone crosses once.
    expect(prepareDiagnosis(diagnosisWith('ls')).fields.failure_causes.plain).toBeUndefined()
  })

  it('is written again from its objects once a heavy field is set', () => {
    const d = crossed(diagnosisWith('ls'))
    d.causal_graph = { nodes: [], edges: [] }
    const report = buildReport([session(d)], { failOn: 'never' })
    expect(JSON.parse(serializeReport(report)).sessions[0].diagnosis.causal_graph).toEqual({ nodes: [], edges: [] })
  })

  it.each<GraphMode>(['evidence', 'full', 'none'])(
    'writes the causal graph (%s) from the diagnoser as from its objects, masked or not',
    (graph) => {
      for (const value of VALUES) {
        const d = new SessionDiagnoser({ graph })
        for (let i = 0; i < 9; i++) d.push({ event: 'tool_call', tool: 'bash', args: { cmd: value } })
        d.push({ event: 'error_event', message: value })
        d.push({ event: value })
        // Hundreds of loops: lists longer than a writer joins at once.
        for (let i = 0; i < 700; i++) d.push({ event: 'tool_call', tool: `t${i % 150}`, args: { n: i % 150 } })
        const diagnosis = d.finish()
        const visit = (to: Parameters<SessionDiagnoser['visitGraph']>[0]) => d.visitGraph(to)
        const mask = deepMasker() as (s: string) => string
        expect(graphJson(visit, mask)).toBe(fieldJson(maskSecretsDeep(diagnosis.causal_graph)))
        expect(graphJson(visit, (s) => s)).toBe(fieldJson(diagnosis.causal_graph))
        // Prepared from the diagnoser, with the diagnosis's graph left empty: the same report.
        const without = new SessionDiagnoser({ graph })
        for (let i = 0; i < 9; i++) without.push({ event: 'tool_call', tool: 'bash', args: { cmd: value } })
        without.push({ event: 'error_event', message: value })
        without.push({ event: value })
        for (let i = 0; i < 700; i++) without.push({ event: 'tool_call', tool: `t${i % 150}`, args: { n: i % 150 } })
        const light = without.finish(undefined, { graph: false })
        expect(light.causal_graph).toEqual({ nodes: [], edges: [] })
        const received = receiveDiagnosis(
          structuredClone(prepareDiagnosis(light, { graph: (to) => without.visitGraph(to) })),
        )
        const a = buildReport([session(received)], { failOn: 'never' })
        const b = buildReport([session(diagnosis)], { failOn: 'never' })
        expect(serializeReport(a)).toBe(serializeReport(b))
        expect(joined(terminalReportJson(maskSecretsDeep(a)))).toBe(terminalJson(serializeReport(maskSecretsDeep(b))))
        expect(received.causal_graph).toEqual(diagnosis.causal_graph)
        if (graph !== 'none') expect(diagnosis.causal_graph.edges.length).toBeGreaterThan(600)
      }
    },
  )

  it('writes any node and edge text as JSON.stringify writes their objects', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', '"', '\\', '\u2028', '\ud800'),
    )
    const triple = fc.tuple(text, text, text)
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), triple), { maxLength: 600 }), (items) => {
        const visit = (to: Parameters<SessionDiagnoser['visitGraph']>[0]) => {
          for (const [isNode, [a, b, c]] of items) (isNode ? to.node : to.edge)(a, b, c)
        }
        const graph = { nodes: [] as object[], edges: [] as object[] }
        for (const [isNode, [a, b, c]] of items)
          (isNode ? graph.nodes : graph.edges).push(
            isNode ? { id: a, type: b, label: c } : { from: a, to: b, relation: c },
          )
        expect(graphJson(visit, (s) => s)).toBe(fieldJson(graph))
        const mask = deepMasker() as (s: string) => string
        expect(graphJson(visit, mask)).toBe(fieldJson(maskSecretsDeep(graph)))
        // A `str` that changes the keys too: they are written through it, as a deep walk would.
        const upper = (s: string) => s.toUpperCase()
        const shouted = Object.fromEntries(
          Object.entries(graph).map(([k, list]) => [
            upper(k),
            list.map((o) => Object.fromEntries(Object.entries(o).map(([ok, ov]) => [upper(ok), upper(ov as string)]))),
          ]),
        )
        expect(graphJson(visit, upper)).toBe(fieldJson(shouted))
      }),
      { numRuns: 60 },
    )
  })

  it('writes a value as the report does at the depth of a diagnosis field', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify([[[[v]]]], null, 2)
        expect(`[\n  [\n    [\n      [\n        ${fieldJson(v)}\n      ]\n    ]\n  ]\n]`).toBe(text)
      }),
    )
  })
})

describe('maskSecrets', () => {
  it('leaves long text without a hint of a secret as it is, and masks the rest as before', () => {
    // Each shape the patterns know, alone in a long text (the one-pass test must let each through).
    for (const secret of [
      'sk-proj-abcdefghijklmnopqrstuvwxyz012345',
      'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
      'hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
      'npm_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789ab',
      'AIzaSyA1234567890abcdefghijklmnopqrstu',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop',
      '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----',
      'AKIAABCDEFGHIJKLMNOP',
      'xoxb-1234567890-abcdefghij',
      'https://user:pa55word@example.com',
      'Bearer abcdefghijklmnop1234',
      '/Users/jane/src',
      'C:\\Users\\jane\\src',
      'Zq9Xk2Lm8Pw3Rt7Yv1Bn6Hc4Jd5Fg0Sa',
    ]) {
      const text = `a long line of ordinary words around ${secret} and more words after it`
      expect(maskSecrets(text)).not.toBe(text)
    }
    const plain = 'a long line of ordinary words, src/m4293480.ts at line 331, all lower case'
    expect(maskSecrets(plain)).toBe(plain)
  })

  it('maskSecretsDeep masks every key and string, and keeps what it does not change', () => {
    const reference = (x: unknown): unknown =>
      typeof x === 'string'
        ? maskSecrets(x)
        : Array.isArray(x)
          ? x.map(reference)
          : x !== null && typeof x === 'object'
            ? Object.fromEntries(Object.entries(x).map(([k, v]) => [maskSecrets(k), reference(v)]))
            : x
    const secretish = fc.constantFrom(
      'password=hunter2hunter2',
      '/home/jane/x',
      'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
    )
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        secretish,
        fc.integer(),
        fc.array(tie('v')),
        fc.dictionary(fc.oneof(fc.string(), secretish), tie('v')),
      ),
    })).v
    fc.assert(
      fc.property(value, (v) => {
        const masked = maskSecretsDeep(v)
        expect(masked).toEqual(reference(v))
        if (JSON.stringify(reference(v)) === JSON.stringify(v)) expect(masked).toBe(v)
      }),
    )
  })
})

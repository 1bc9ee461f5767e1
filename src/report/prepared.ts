/**
 * A diagnosis whose heavy fields (the failure causes with their evidence, the causal graph) were
 * masked and written as report JSON text where they were made, on a worker thread, and crossed
 * to this thread as its UTF-8 bytes (moved, not copied) rather than as a deep graph of objects
 * (whose copy costs more than the text). The report file takes the bytes as they are. On this thread the fields are read from their text only when something reads them; the
 * report's JSON takes the text as it is (src/report/json.ts), masking takes the masked text
 * (`maskSecretsDeep`). Every output is the one the plain objects give, byte for byte.
 *
 * Pure functions, no I/O.
 */
import type { GraphVisitor } from '../engine/diagnose.js'
import { deepMasker, setMaskedTwin, terminalUnsafe } from './sanitize.js'

/** The fields of a diagnosis sent as text: the ones that grow with the trace. */
export const HEAVY_FIELDS = ['failure_causes', 'causal_graph'] as const

type HeavyField = (typeof HEAVY_FIELDS)[number]

/**
 * A heavy field as it crosses threads: `bytes` is the UTF-8 of its masked value as
 * `JSON.stringify(report, null, 2)` writes it at its place in a report
 * (`sessions[i].diagnosis.FIELD`); `plain`, the compact JSON of its unmasked value when masking
 * changed it; `unsafe`, whether the text holds a character `terminalJson` rewrites.
 */
export interface FieldText {
  bytes: Uint8Array[]
  plain?: string
  unsafe: boolean
}

/** What a worker sends for a diagnosis: its light fields as they are (heavy ones null), and the heavy ones as text. */
export interface PreparedWire<T> {
  light: T
  fields: Record<HeavyField, FieldText>
}

/** The depth of a diagnosis field's value in a report: report, sessions, session, diagnosis. */
const FIELD_DEPTH = 4
const WRAP_OPEN =
  Array.from({ length: FIELD_DEPTH }, (_, i) => `${'  '.repeat(i)}[\n`).join('') + '  '.repeat(FIELD_DEPTH)
const WRAP_CLOSE = Array.from({ length: FIELD_DEPTH }, (_, i) => `\n${'  '.repeat(FIELD_DEPTH - 1 - i)}]`).join('')

/** A value as `JSON.stringify(report, null, 2)` writes it at the depth of a diagnosis field. */
export function fieldJson(value: unknown): string {
  let wrapped: unknown = value
  for (let i = 0; i < FIELD_DEPTH; i++) wrapped = [wrapped]
  const all = JSON.stringify(wrapped, null, 2)
  return all.slice(WRAP_OPEN.length, all.length - WRAP_CLOSE.length)
}

/**
 * On the thread that made the diagnosis: its heavy fields masked (as maskSecretsDeep masks them)
 * and written as text, the rest left to the receiver. With `graph`, the causal graph is written
 * from it (SessionDiagnoser.visitGraph), not from the diagnosis's (empty) one.
 */
export function prepareDiagnosis<T extends Record<HeavyField, unknown>>(
  diagnosis: T,
  options: { graph?: (to: GraphVisitor) => void } = {},
): PreparedWire<T> {
  const walk = deepMasker()
  const mask = walk as (s: string) => string
  const light = { ...diagnosis }
  const fields = {} as Record<HeavyField, FieldText>
  for (const f of HEAVY_FIELDS) {
    if (f === 'causal_graph' && options.graph) {
      let changed = false
      const out = new Utf8Writer()
      graphJson(
        options.graph,
        (s) => {
          const m = mask(s)
          if (m !== s) changed = true
          return m
        },
        out,
      )
      const plain = changed ? new Utf8Writer() : undefined
      if (plain) graphJson(options.graph, (s) => s, plain)
      fields[f] = { bytes: out.bytes(), unsafe: out.unsafe, ...(plain ? { plain: decoded(plain.bytes()) } : {}) }
    } else {
      const value = diagnosis[f]
      const masked = walk(value)
      const out = new Utf8Writer()
      out.write(fieldJson(masked))
      fields[f] = {
        bytes: out.bytes(),
        unsafe: out.unsafe,
        ...(masked !== value ? { plain: JSON.stringify(value) } : {}),
      }
    }
    ;(light as Record<string, unknown>)[f] = null
  }
  return { light, fields }
}

/**
 * A causal graph's text as `fieldJson` writes it, from its nodes and edges one at a time (without
 * making their objects), every string (keys too) through `str` first; into `out` when given.
 */
export function graphJson(visit: (to: GraphVisitor) => void, str: (s: string) => string, out?: Utf8Writer): string {
  const sink = out ?? new Utf8Writer()
  const pad = (n: number) => '  '.repeat(FIELD_DEPTH + n)
  const [i0, i1, i2, i3] = [pad(0), pad(1), pad(2), pad(3)]
  const q = (s: string) => JSON.stringify(str(s))
  // Ids come again in the edges, types and relations over and over: each is written once.
  const written = new Map<string, string>()
  const qc = (s: string) => {
    let w = written.get(s)
    if (w === undefined) written.set(s, (w = q(s)))
    return w
  }
  const [id, type, label, from, to, relation] = ['id', 'type', 'label', 'from', 'to', 'relation'].map(
    (k) => `${q(k)}: `,
  )
  // An object of three strings: {, each key and value on a line of its own, }.
  const object = (k1: string, v1: string, k2: string, v2: string, k3: string, v3: string) =>
    `${i2}{\n${i3}${k1}${v1},\n${i3}${k2}${v2},\n${i3}${k3}${v3}\n${i2}}`
  // The nodes and the edges come mixed: the edges wait in a writer of their own.
  const nodes = new Items(sink)
  const edges = new Items(new Utf8Writer())
  const nodesKey = q('nodes')
  visit({
    node: (a, b, c) => {
      if (nodes.count === 0) sink.write(`{\n${i1}${nodesKey}: [\n`)
      nodes.add(object(id, qc(a), type, qc(b), label, q(c)))
    },
    edge: (a, b, c) => edges.add(object(from, qc(a), to, qc(b), relation, qc(c))),
  })
  nodes.flush()
  edges.flush()
  sink.write(nodes.count ? `\n${i1}],\n${i1}${q('edges')}: ` : `{\n${i1}${nodesKey}: [],\n${i1}${q('edges')}: `)
  if (edges.count) {
    sink.write('[\n')
    sink.append(edges.out)
    sink.write(`\n${i1}]`)
  } else sink.write('[]')
  sink.write(`\n${i0}}`)
  return out ? '' : decoded(sink.bytes())
}

/**
 * The heavy fields' report text of received diagnoses and their masked twins; an unmasked
 * diagnosis that masking changes has none (its text is the masked one).
 */
const TEXTS = new WeakMap<object, Record<HeavyField, FieldText>>()

const ENCODER = new TextEncoder()
const DECODER = new TextDecoder()
const DECODED = new WeakMap<FieldText, string>()

/** Chunks of UTF-8, each whole characters, as one string. */
function decoded(chunks: readonly Uint8Array[]): string {
  return chunks.map((c) => DECODER.decode(c)).join('')
}

/** A prepared field's text (its masked report JSON), decoded once. */
export function fieldText(f: FieldText): string {
  let text = DECODED.get(f)
  if (text === undefined) DECODED.set(f, (text = decoded(f.bytes)))
  return text
}

/** The memory a message moves rather than copies: the prepared fields' bytes. */
export function transferOf(wire: PreparedWire<unknown>): ArrayBuffer[] {
  return [...new Set(HEAVY_FIELDS.flatMap((f) => wire.fields[f].bytes.map((b) => b.buffer as ArrayBuffer)))]
}

/** A diagnosis whose heavy fields are read when first read (from their text, by `value`). */
function lazy<T extends object>(light: T, value: (f: HeavyField) => unknown): T {
  const out = { ...light }
  for (const f of HEAVY_FIELDS) {
    const define = (v: unknown) =>
      Object.defineProperty(out, f, { value: v, enumerable: true, configurable: true, writable: true })
    Object.defineProperty(out, f, {
      enumerable: true,
      configurable: true,
      get() {
        const v = value(f)
        define(v)
        return v
      },
      set(v: unknown) {
        TEXTS.delete(out)
        define(v)
      },
    })
  }
  return out
}

/** On the receiving thread: the diagnosis a worker prepared, its heavy fields read when first read. */
export function receiveDiagnosis<T extends object>(wire: PreparedWire<T>): T {
  const { fields } = wire
  // Each text is read once: a field that masking leaves as it is is the same value in the
  // diagnosis and in its masked twin (as maskSecretsDeep, which copies only what it changes).
  const read = new Map<HeavyField, unknown>()
  const masked = (f: HeavyField) => {
    if (!read.has(f)) read.set(f, JSON.parse(fieldText(fields[f])))
    return read.get(f)
  }
  const plain = (f: HeavyField) => {
    const p = fields[f].plain
    return p === undefined ? masked(f) : JSON.parse(p)
  }
  const diagnosis = lazy(wire.light, plain)
  if (HEAVY_FIELDS.every((f) => fields[f].plain === undefined)) TEXTS.set(diagnosis, fields)
  setMaskedTwin(diagnosis, (walk) => {
    // As maskSecretsDeep would copy it: keys and light fields masked, the heavy ones from their text.
    const light: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(wire.light)) light[walk(k) as string] = walk(v)
    const twin = lazy(light, masked)
    TEXTS.set(twin, fields)
    return twin
  })
  return diagnosis
}

/** The heavy fields' report text of a received diagnosis (or its masked twin), when it has it. */
export function preparedTexts(value: unknown): Record<HeavyField, FieldText> | undefined {
  return value !== null && typeof value === 'object' ? TEXTS.get(value) : undefined
}

/** Slabs of UTF-8 a writer fills, each of this many bytes (or one character, if longer). */
const SLAB_BYTES = 1 << 20

/**
 * Text written as UTF-8 into slabs, never as one long string (which would be garbage as large
 * as the text); it notes whether any of it holds a character `terminalJson` rewrites.
 */
export class Utf8Writer {
  private readonly full: Uint8Array[] = []
  private slab = new Uint8Array(0)
  private at = 0
  unsafe = false

  write(s: string): void {
    if (!this.unsafe && terminalUnsafe(s)) this.unsafe = true
    let rest = s
    for (;;) {
      const { read, written } = ENCODER.encodeInto(rest, this.slab.subarray(this.at))
      this.at += written
      if (read === rest.length) return
      rest = rest.slice(read)
      this.next()
    }
  }

  /** Everything `other` holds, after what this one holds. */
  append(other: Utf8Writer): void {
    this.next()
    this.full.push(...other.bytes())
    if (other.unsafe) this.unsafe = true
  }

  private next(): void {
    if (this.at) this.full.push(this.slab.subarray(0, this.at))
    this.slab = new Uint8Array(SLAB_BYTES)
    this.at = 0
  }

  bytes(): Uint8Array[] {
    if (this.at) this.full.push(this.slab.subarray(0, this.at))
    this.slab = new Uint8Array(0)
    this.at = 0
    return this.full
  }
}

/**
 * Items of a JSON list, written with `,\n` between them. They are joined a few hundred at a time:
 * an item made of many pieces is a string of many small objects until it is joined.
 */
class Items {
  private chunk: string[] = []
  count = 0

  constructor(readonly out: Utf8Writer) {}

  add(item: string): void {
    this.chunk.push(item)
    if (++this.count % 256 === 0) this.flush()
  }

  flush(): void {
    if (!this.chunk.length) return
    this.out.write((this.count > this.chunk.length ? ',\n' : '') + this.chunk.join(',\n'))
    this.chunk = []
  }
}

/**
 * A diagnosis whose heavy fields (the failure causes with their evidence, the causal graph) were
 * masked and written as report JSON text where they were made, on a worker thread, and crossed
 * to this thread as its UTF-8 bytes (moved, not copied) rather than as a deep graph of objects
 * (whose copy costs more than the text). The report file takes the bytes as they are. On this
 * thread the fields are read from their text only when something reads them; the report's JSON
 * takes the text as it is (src/report/json.ts), masking takes the masked text
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
  /** Sent ahead of the wire (its bytes are not in it). */
  ahead?: true
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

/** A value as `JSON.stringify(report, null, 2)` writes it at `depth` (in arrays or objects). */
function jsonAt(value: unknown, depth: number): string {
  let wrapped: unknown = value
  for (let i = 0; i < depth; i++) wrapped = [wrapped]
  const all = JSON.stringify(wrapped, null, 2)
  // Each wrapping list adds `[\n` and the indentation before the value, and `\n`, its own indentation and `]` after.
  return all.slice(depth * (depth + 3), all.length - depth * (depth + 1))
}

/** A value as `JSON.stringify(report, null, 2)` writes it at the depth of a diagnosis field. */
export function fieldJson(value: unknown): string {
  return jsonAt(value, FIELD_DEPTH)
}

/** A value of plain objects, lists and strings with every string, keys too, through `str`. */
function stringsThrough(value: unknown, str: (s: string) => string): unknown {
  if (typeof value === 'string') return str(value)
  if (Array.isArray(value)) return value.map((v) => stringsThrough(v, str))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [str(k), stringsThrough(v, str)]))
  return value
}

/**
 * On the thread that made the diagnosis: its heavy fields masked (as maskSecretsDeep masks them)
 * and written as text, the rest left to the receiver. With `graph`, the causal graph is written
 * from it (SessionDiagnoser.visitGraph), not from the diagnosis's (empty) one.
 */
export function prepareDiagnosis<T extends Record<HeavyField, unknown>>(
  diagnosis: T,
  options: {
    graph?: (to: GraphVisitor) => void
    /**
     * Given a field as soon as it is written, before the next one is: the receiver can read it
     * while the rest is written. Its bytes are then left out of the wire (`ahead`).
     */
    ahead?: (field: HeavyField, text: FieldText) => void
  } = {},
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
    if (options.ahead && f !== HEAVY_FIELDS[HEAVY_FIELDS.length - 1]) {
      options.ahead(f, fields[f])
      fields[f] = { ...fields[f], bytes: [], ahead: true }
    }
  }
  return { light, fields }
}

/**
 * A causal graph's text as `fieldJson` writes it, from its nodes and edges one at a time, every
 * string (keys too) through `str` first; into `out` when given. Each node and edge is written
 * straight as its text, a few hundred at a time, with no object made for it; each distinct
 * string (an event's id comes in its node and in its edges) is passed through `str` and quoted
 * once.
 */
export function graphJson(visit: (to: GraphVisitor) => void, str: (s: string) => string, out?: Utf8Writer): string {
  const sink = out ?? new Utf8Writer()
  const keys = ['nodes', 'edges', 'id', 'type', 'label', 'from', 'to', 'relation'] as const
  // Masking leaves these words as they are; were it not so, the graph is made as objects and written as one.
  if (keys.some((key) => str(key) !== key)) {
    const graph = { nodes: [] as object[], edges: [] as object[] }
    visit({
      node: (id, type, label) => graph.nodes.push({ id, type, label }),
      edge: (from, to, relation) => graph.edges.push({ from, to, relation }),
    })
    sink.write(fieldJson(stringsThrough(graph, str)))
    return out ? '' : decoded(sink.bytes())
  }
  const pad = (n: number) => '  '.repeat(FIELD_DEPTH + n)
  const item = pad(2)
  const field = pad(3)
  const quoted = new Map<string, string>()
  // Whether any string holds a character terminalJson rewrites: the rest of the text never does.
  let unsafe = false
  const q = (s: string): string => {
    let t = quoted.get(s)
    if (t === undefined) {
      quoted.set(s, (t = JSON.stringify(str(s))))
      if (!unsafe && terminalUnsafe(t)) unsafe = true
    }
    return t
  }
  const nodes = new Batch(sink)
  // The nodes and the edges come mixed: the edges wait in a writer of their own.
  const edges = new Batch(new Utf8Writer())
  const head = `{\n${pad(1)}"nodes": `
  // One item: `{`, its three fields each on a line of its own, `}`.
  const n0 = `${item}{\n${field}"id": `
  const n1 = `,\n${field}"type": `
  const n2 = `,\n${field}"label": `
  const e0 = `${item}{\n${field}"from": `
  const e1 = `,\n${field}"to": `
  const e2 = `,\n${field}"relation": `
  const close = `\n${item}}`
  visit({
    node: (a, b, c) => {
      if (nodes.count === 0) sink.write(`${head}[\n`)
      nodes.add(n0 + q(a) + n1 + q(b) + n2 + q(c) + close)
    },
    edge: (a, b, c) => edges.add(e0 + q(a) + e1 + q(b) + e2 + q(c) + close),
  })
  nodes.flush()
  edges.flush()
  if (unsafe) sink.unsafe = edges.out.unsafe = true
  sink.write(`${nodes.count ? `\n${pad(1)}]` : `${head}[]`},\n${pad(1)}"edges": `)
  if (edges.count) {
    sink.write('[\n')
    sink.append(edges.out)
    sink.write(`\n${pad(1)}]`)
  } else sink.write('[]')
  sink.write(`\n${pad(0)}}`)
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
  return [...new Set(HEAVY_FIELDS.flatMap((f) => fieldTransfer(wire.fields[f])))]
}

/** The memory a message moves rather than copies: a field's bytes. */
export function fieldTransfer(text: FieldText): ArrayBuffer[] {
  return [...new Set(text.bytes.map((b) => b.buffer as ArrayBuffer))]
}

/** A field received ahead of its diagnosis (see prepareDiagnosis), already read. */
export interface AheadField {
  text: FieldText
  value: unknown
}

/** On the receiving thread: a field sent ahead, read at once (while the sender writes the rest). */
export function receiveAhead(text: FieldText): AheadField {
  return { text, value: JSON.parse(fieldText(text)) }
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
export function receiveDiagnosis<T extends object>(
  wire: PreparedWire<T>,
  ahead: ReadonlyMap<HeavyField, AheadField> = new Map(),
): T {
  const fields = { ...wire.fields }
  // Each text is read once: a field that masking leaves as it is is the same value in the
  // diagnosis and in its masked twin (as maskSecretsDeep, which copies only what it changes).
  const read = new Map<HeavyField, unknown>()
  for (const f of HEAVY_FIELDS) {
    if (!fields[f].ahead) continue
    const got = ahead.get(f)
    if (!got) throw new Error(`the diagnosis's ${f} was not received`)
    fields[f] = got.text
    read.set(f, got.value)
  }
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

  /** Write `s`; with `unsafe`, whether it holds a character `terminalJson` rewrites is known already. */
  write(s: string, unsafe?: boolean): void {
    if (unsafe ?? (!this.unsafe && terminalUnsafe(s))) this.unsafe = true
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

/** Items of a JSON list, each given as its text, written with `,\n` between them a few hundred at a time. */
class Batch {
  private items: string[] = []
  count = 0

  constructor(readonly out: Utf8Writer) {}

  add(item: string): void {
    this.items.push(item)
    if (++this.count % 256 === 0) this.flush()
  }

  flush(): void {
    if (!this.items.length) return
    // Checked for characters a terminal must not get where its strings were quoted (graphJson).
    this.out.write((this.count > this.items.length ? ',\n' : '') + this.items.join(',\n'), false)
    this.items = []
  }
}

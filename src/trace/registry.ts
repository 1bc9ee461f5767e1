/**
 * The registry of trace formats and `auto` recognition (formats.md, "Recognising a file").
 */
import claudeCode from './adapters/claude-code/index.js'
import claudeStream from './adapters/claude-stream/index.js'
import cline from './adapters/cline/index.js'
import codexExec from './adapters/codex-exec/index.js'
import codexRollout from './adapters/codex-rollout/index.js'
import critiqor from './adapters/critiqor/index.js'
import critiqorSession from './adapters/critiqor-session/index.js'
import geminiCli from './adapters/gemini-cli/index.js'
import inspect from './adapters/inspect/index.js'
import miniSweAgent from './adapters/mini-swe-agent/index.js'
import openaiAgents from './adapters/openai-agents/index.js'
import openclaw from './adapters/openclaw/index.js'
import openhands from './adapters/openhands/index.js'
import openinference from './adapters/openinference/index.js'
import otel from './adapters/otel/index.js'
import sweAgent from './adapters/swe-agent/index.js'
import {
  FIT,
  FORMAT_IDS,
  SAMPLE_RECORDS,
  type Adapter,
  type AdapterContext,
  type AdapterInstance,
  type EventSink,
  type FormatId,
  type Sample,
} from './adapters/types.js'
import { deepError, TraceError } from './read.js'
import { typeName } from '../core/text.js'

/**
 * Adapters in the order `auto` tries them: the most specific signatures first. Each signature
 * keys on fields the others do not have (`type: "session"`, `parentUuid` + `sessionId`,
 * `subtype: "init"`, `thread.started`, `session_meta`, `openinference.span.kind` (before
 * `resourceSpans`: OTLP whose spans follow OpenInference is openinference), `resourceSpans`, `object: "trace"`,
 * `version` + `eval`, `trajectory` + `history` + `info`, `trajectory_format`, OpenHands events or
 * runs, `sessionId` + `projectHash`, Cline's `say`/`ask` messages, `schema_version`); critiqor,
 * which takes any object whose type is a flat event type, comes last.
 */
export const ADAPTERS: readonly Adapter[] = [
  openclaw,
  claudeCode,
  claudeStream,
  codexExec,
  codexRollout,
  openinference,
  otel,
  openaiAgents,
  inspect,
  sweAgent,
  miniSweAgent,
  openhands,
  geminiCli,
  cline,
  critiqorSession,
  critiqor,
]

export function isFormatId(x: string): x is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(x)
}

export function adapterFor(id: FormatId): Adapter | undefined {
  return ADAPTERS.find((a) => a.id === id)
}

/** How well a file's first records fit an adapter's format: its own `fit`, else from `recognise`. */
export function fitOf(adapter: Adapter, sample: Sample): number {
  if (adapter.fit) return adapter.fit(sample)
  return sample.records.length > 0 && adapter.recognise(sample.records[0]) ? FIT.SIGNATURE : FIT.NONE
}

export interface Candidate {
  adapter: Adapter
  fit: number
}

/** Every adapter with some fit, best first (registry order among equals). */
export function candidates(sample: Sample): Candidate[] {
  return ADAPTERS.map((adapter) => ({ adapter, fit: fitOf(adapter, sample) }))
    .filter((c) => c.fit > FIT.NONE)
    .sort((a, b) => b.fit - a.fit)
}

/** What `auto` picks on these records: the best fit, when it is clear; a list when it is ambiguous. */
export type Detection = { kind: 'format'; adapter: Adapter } | { kind: 'none' } | { kind: 'ambiguous'; ids: FormatId[] }

export function detect(sample: Sample): Detection {
  const list = candidates(sample).filter((c) => c.fit >= FIT.LIKELY)
  if (list.length === 0) return { kind: 'none' }
  const best = list.filter((c) => c.fit === list[0].fit)
  if (best.length > 1) return { kind: 'ambiguous', ids: best.map((c) => c.adapter.id) }
  return { kind: 'format', adapter: list[0].adapter }
}

/** The adapter that a file starting with this record is read with, or undefined. */
export function recognise(first: unknown): Adapter | undefined {
  const d = detect({ records: [first] })
  return d.kind === 'format' ? d.adapter : undefined
}

/** What `auto` looks for, for the error of a file that matches no format. */
export function signatures(): string {
  return ADAPTERS.map((a) => a.signature).join('; ')
}

/** Where the list of formats is, for error messages. */
export const FORMATS_HELP = 'name one with --format (docs/formats.md lists the formats)'

/** A key of an untrusted record, safe to print: letters, digits and a few marks, at most 24 characters. */
function safeKey(k: string): string {
  const clean = k.replace(/[^A-Za-z0-9_.$-]/g, '?')
  return clean.length > 24 ? `${clean.slice(0, 21)}...` : clean
}

/**
 * What a record looks like, in a few words: its shape and first keys (sorted), or its type. Lists
 * whose first item is a list are counted, not walked: "a list nested 5000 deep".
 */
export function describeRecord(x: unknown): string {
  let depth = 0
  let inner = x
  while (Array.isArray(inner) && inner.length > 0) {
    depth++
    inner = inner[0]
  }
  if (Array.isArray(inner)) depth++ // the innermost list, empty
  if (depth === 0) return describeItem(x)
  const lists = depth === 1 ? 'a list' : `a list nested ${depth} deep`
  if (Array.isArray(inner)) return depth === 1 ? 'an empty list' : `${lists}, the innermost empty`
  return depth === 1
    ? `a list whose first item is ${describeItem(inner)}`
    : `${lists}, the innermost starting with ${describeItem(inner)}`
}

/** What a value that is not a list looks like: an object's first keys (sorted), or its type. */
function describeItem(x: unknown): string {
  if (x === null || typeof x !== 'object') return typeName(x)
  const keys = Object.keys(x).sort()
  if (keys.length === 0) return 'an empty object'
  const shown = keys.slice(0, 5).map(safeKey).join(', ')
  return `an object with keys ${shown}${keys.length > 5 ? `, ... (${keys.length} keys)` : ''}`
}

/**
 * The adapter for a file, chosen on its first records: the forced format when it fits (a
 * TraceError naming what the file looks like when it does not), else the best fit (a TraceError
 * when none fits or two fit alike). `line` is the first record's line, for the error.
 */
export function choose(format: FormatId | 'auto', sample: Sample, source: string, line: number): Adapter {
  if (format !== 'auto') {
    const adapter = adapterFor(format)
    if (!adapter) throw new TraceError(source, line, `the format "${format}" is not supported yet`)
    const fit = fitOf(adapter, sample)
    const better = candidates(sample).find((c) => c.adapter !== adapter && c.fit >= FIT.LIKELY && c.fit > fit)
    if (fit > FIT.NONE && !better) return adapter
    const looks = better
      ? `looks like ${better.adapter.id}`
      : `fits no known format (the first record is ${describeRecord(sample.records[0])})`
    throw new TraceError(
      source,
      line,
      `--format ${format} does not fit this file: it ${looks}; ${
        better ? `use --format ${better.adapter.id} or auto` : FORMATS_HELP
      }`,
      better ? undefined : notATrace(sample),
    )
  }
  const d = detect(sample)
  if (d.kind === 'format') return d.adapter
  if (d.kind === 'ambiguous')
    throw new TraceError(
      source,
      line,
      `the file fits several trace formats alike (${d.ids.join(', ')}); ${FORMATS_HELP}`,
    )
  throw new TraceError(
    source,
    line,
    `expected a known trace format, found ${describeRecord(sample.records[0])}; ${FORMATS_HELP}`,
    notATrace(sample),
  )
}

/** What a file whose records fit no format is, for the list of files not read. */
function notATrace(sample: Sample): string {
  return `JSON that is no trace: its records fit no format (the first is ${describeRecord(sample.records[0])})`
}

/**
 * A record handler for readRecords that recognises the format on the first records: it holds
 * them back (SAMPLE_RECORDS of them, or all of a shorter file), lets `pick` choose the adapter on
 * them, then hands the adapter every record in file order. `end()` after the read finishes the
 * adapter and returns it.
 */
export class AdaptingReader {
  private held: { value: unknown; line: number }[] = []
  private instance: AdapterInstance | undefined
  private chosen: Adapter | undefined

  constructor(
    private readonly ctx: AdapterContext,
    private readonly pick: (sample: Sample, line: number) => Adapter,
    private readonly emit: EventSink,
  ) {}

  get adapter(): Adapter | undefined {
    return this.chosen
  }

  readonly record = (value: unknown, line: number): void => {
    if (this.instance) return this.feed(value, line)
    this.held.push({ value, line })
    if (this.held.length >= SAMPLE_RECORDS) this.start()
  }

  /**
   * The name of a session in the report, from its key in the events ('' for events emitted
   * without a session): the first session of a file that held several may get a name after the
   * fact (AdapterInstance.firstSession). Call after end().
   */
  sessionName(key: string): string | undefined {
    return key !== '' ? key : this.instance?.firstSession?.()
  }

  /** After the last record: the adapter chosen (undefined when the file held no record). */
  end(): Adapter | undefined {
    if (!this.instance && this.held.length) this.start()
    if (this.instance) {
      try {
        this.instance.end()
      } catch (err) {
        throw deepError(err, this.ctx.source, undefined)
      }
    }
    return this.chosen
  }

  private start(): void {
    const held = this.held
    this.held = []
    try {
      this.chosen = this.pick({ records: held.map((h) => h.value) }, held[0].line)
    } catch (err) {
      throw deepError(err, this.ctx.source, held[0].line)
    }
    this.instance = this.chosen.create(this.emit, this.ctx)
    for (const h of held) this.feed(h.value, h.line)
  }

  private feed(value: unknown, line: number): void {
    try {
      this.instance!.record(value, line)
    } catch (err) {
      throw deepError(err, this.ctx.source, line)
    }
  }
}

export { FIT, FORMAT_IDS, SAMPLE_RECORDS, type FormatId, type Sample }

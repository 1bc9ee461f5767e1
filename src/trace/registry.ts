/**
 * The registry of trace formats and `auto` recognition (formats.md, "Recognising a file").
 */
import { projectFileWhat } from './project-files.js'
import atif from './adapters/atif/index.js'
import aider from './adapters/aider/index.js'
import junie from './adapters/junie/index.js'
import continueCli from './adapters/continue/index.js'
import claudeCode from './adapters/claude-code/index.js'
import amp from './adapters/amp/index.js'
import claudeStream from './adapters/claude-stream/index.js'
import cline from './adapters/cline/index.js'
import codexExec from './adapters/codex-exec/index.js'
import codexRollout from './adapters/codex-rollout/index.js'
import copilotCli from './adapters/copilot-cli/index.js'
import critiqor from './adapters/critiqor/index.js'
import critiqorSession from './adapters/critiqor-session/index.js'
import cursorCli from './adapters/cursor-cli/index.js'
import droid from './adapters/droid/index.js'
import geminiCli from './adapters/gemini-cli/index.js'
import geminiCliResult from './adapters/gemini-cli-result/index.js'
import goose from './adapters/goose/index.js'
import inspect from './adapters/inspect/index.js'
import kimiCli from './adapters/kimi-cli/index.js'
import miniSweAgent from './adapters/mini-swe-agent/index.js'
import openaiAgents from './adapters/openai-agents/index.js'
import openclaw from './adapters/openclaw/index.js'
import openhands from './adapters/openhands/index.js'
import opencode from './adapters/opencode/index.js'
import openinference from './adapters/openinference/index.js'
import otel from './adapters/otel/index.js'
import qwenCode from './adapters/qwen-code/index.js'
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
import { looksLike, safeKey } from './adapters/unread.js'
import { lookalikeOf } from './adapters/lookalikes.js'
import { isJsonObject } from '../core/events.js'
import { typeName } from '../core/text.js'

/**
 * Adapters in the order `auto` tries them: the most specific signatures first. Each signature
 * keys on fields the others do not have (`type: "session"`, `parentUuid` + `sessionId`,
 * opencode's `sessionID` + `part`, Copilot's `type` + `data` + `parentId` events, Cursor's
 * `tool_call` records with a `<kind>ToolCall`, Amp's `T-` session ids (Cursor and Amp refine
 * claude-stream: they win a tie with it), Droid's `tool_call` with `toolName` and `messageId` or
 * `session_start`, Qwen Code's `qwen_code_version` or chat records with `message.parts`, Kimi
 * CLI's `_checkpoint` / `_usage` roles or OpenAI-style `tool_calls`, goose's messages with
 * `created`, the Gemini CLI result's `stats.models` (those before Claude's, whose init line and
 * `parentUuid` some of them share, and which they outrank),
 * `subtype: "init"`, `thread.started`, `session_meta`, `openinference.span.kind` (before
 * `resourceSpans`: OTLP whose spans follow OpenInference is openinference), `resourceSpans`, `object: "trace"`,
 * `version` + `eval`, `trajectory` + `history` + `info`, `trajectory_format`, OpenHands events or
 * runs, `sessionId` + `projectHash`, Cline's `say`/`ask` messages, `schema_version` starting with `ATIF-`, `schema_version`); critiqor,
 * which takes any object whose type is a flat event type, comes last.
 */
export const ADAPTERS: readonly Adapter[] = [
  openclaw,
  droid,
  qwenCode,
  kimiCli,
  goose,
  geminiCliResult,
  claudeCode,
  opencode,
  copilotCli,
  cursorCli,
  amp,
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
  atif,
  aider,
  junie,
  continueCli,
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
  const tied = list.filter((c) => c.fit === list[0].fit)
  // A format whose files begin like another's, or carry its signature, wins a tie with it
  // (Adapter.outranks).
  const best =
    tied.length > 1 ? tied.filter((c) => !tied.some((o) => o.adapter.outranks?.includes(c.adapter.id))) : tied
  if (best.length > 1) return { kind: 'ambiguous', ids: best.map((c) => c.adapter.id) }
  return { kind: 'format', adapter: best[0].adapter }
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
 * The adapter for a file, chosen on its first records (a file that only looks like a run,
 * lookalikes.ts, is refused by name first): the forced format when it fits (a
 * TraceError naming what the file looks like when it does not), else the best fit (a TraceError
 * when none fits or two fit alike). `line` is the first record's line, for the error.
 */
export function choose(format: FormatId | 'auto', sample: Sample, source: string, line: number): Adapter {
  // Files that only look like a run are refused by name, whatever format is asked for.
  const lookalike = lookalikeOf(sample)
  if (lookalike !== undefined) throw new TraceError(source, line, `expected a run, found ${lookalike}`, lookalike)
  if (format !== 'auto') {
    const adapter = adapterFor(format)
    if (!adapter) throw new TraceError(source, line, `the format "${format}" is not supported yet`)
    const fit = fitOf(adapter, sample)
    const better = candidates(sample).find(
      (c) =>
        c.adapter !== adapter &&
        c.fit >= FIT.LIKELY &&
        (c.fit > fit || (c.fit === fit && c.adapter.outranks?.includes(adapter.id) === true)),
    )
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
  const looks = lookOf(sample)
  // A project's manifest or configuration is no trace of any format: said so, no format suggested.
  const project = projectFileWhat(source)
  throw new TraceError(
    source,
    line,
    project
      ? `expected an agent's trace, found ${project}, which is no trace; name the trace files or their folder`
      : `expected a known trace format, found ${describeRecord(sample.records[0])}${
          looks ? ` (it looks like ${looks})` : ''
        }; ${FORMATS_HELP}`,
    project ? `${project}, not a trace` : notATrace(sample),
  )
}

/** What a file whose records fit no format is, for the list of files not read. */
function notATrace(sample: Sample): string {
  return `JSON that is no trace: its records fit no format (the first is ${describeRecord(sample.records[0])})`
}

/** What the first records look like, when they are those of a format known by its records but not read. */
function lookOf(sample: Sample): string | undefined {
  for (const r of sample.records) {
    const looks = isJsonObject(r) ? looksLike(r) : undefined
    if (looks !== undefined) return looks
  }
  return undefined
}

/**
 * When a file is refused for the records its reader left unread (AdapterContext.unread): when
 * one looked like a tool call, or when more than UNREAD_SHARE of the records, and at least
 * UNREAD_MIN of them, went unread. One stray record of a type the reader does not know (a
 * format adds a kind of header or notice now and then) is not worth refusing a run over; two
 * records in ten that say nothing to the reader are no longer a run read, and a call left
 * unread is always one the verdict would miss.
 */
export const UNREAD_SHARE = 0.1
export const UNREAD_MIN = 2

/** How many records of a file its reader left unread, and the first of them (a call first). */
export interface UnreadCount {
  /** Records handed to the adapter (a JSON list's items count one each). */
  records: number
  unread: number
  calls: number
  /** The first record left unread that looked like a call, else the first left unread. */
  first?: { line: number; kind: string; looksLike?: string }
}

/** Whether the records left unread refuse the file (UNREAD_SHARE, UNREAD_MIN). */
export function refusesUnread(c: UnreadCount): boolean {
  return c.calls > 0 || (c.unread >= UNREAD_MIN && c.unread > c.records * UNREAD_SHARE)
}

/**
 * A record handler for readRecords that recognises the format on the first records: it holds
 * them back (SAMPLE_RECORDS of them, or all of a shorter file), lets `pick` choose the adapter on
 * them, then hands the adapter every record in file order. `end()` after the read finishes the
 * adapter and returns it, or refuses the file when the adapter left unread a record that looked
 * like a tool call or more than a small share of the records (refusesUnread): a file is never
 * judged on the few records its reader understood.
 */
export class AdaptingReader {
  private held: { value: unknown; line: number }[] = []
  private instance: AdapterInstance | undefined
  private chosen: Adapter | undefined
  private readonly ctx: AdapterContext
  private records = 0
  private unreadRecords = 0
  private unreadCalls = 0
  private firstUnread: UnreadCount['first']
  /** The record being handed to the adapter, for what an unread one looks like. */
  private current: unknown

  constructor(
    ctx: AdapterContext,
    private readonly pick: (sample: Sample, line: number) => Adapter,
    private readonly emit: EventSink,
  ) {
    this.ctx = { ...ctx, unread: (line, kind, call) => this.unread(line, kind, call === true) }
  }

  get adapter(): Adapter | undefined {
    return this.chosen
  }

  /** The records read and those the adapter left unread. */
  get unreadCount(): UnreadCount {
    return {
      records: this.records,
      unread: this.unreadRecords,
      calls: this.unreadCalls,
      ...(this.firstUnread ? { first: this.firstUnread } : {}),
    }
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
      const count = this.unreadCount
      if (refusesUnread(count)) throw unreadError(this.ctx.source, this.chosen!.id, count)
    }
    return this.chosen
  }

  private unread(line: number, kind: string, call: boolean): void {
    this.unreadRecords++
    if (call) this.unreadCalls++
    if (this.firstUnread && (!call || this.unreadCalls > 1)) return
    const current = this.current
    const looks = isJsonObject(current) ? looksLike(current) : undefined
    this.firstUnread = { line, kind, ...(looks !== undefined ? { looksLike: looks } : {}) }
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
    this.records += Array.isArray(value) ? value.length : 1
    this.current = value
    try {
      this.instance!.record(value, line)
    } catch (err) {
      throw deepError(err, this.ctx.source, line)
    }
  }
}

/**
 * The error of a file refused for the records its reader left unread: how many, of what kind,
 * and what they look like. Only the adapter's few words and safe keys are printed.
 */
export function unreadError(source: string, id: FormatId, c: UnreadCount): TraceError {
  const first = c.first
  const what = first
    ? `records of ${first.kind}${first.looksLike ? `: this looks like ${first.looksLike}` : ''}`
    : 'records its reader does not know'
  const calls = c.calls > 0 ? `, ${c.calls} like a tool call` : ''
  return new TraceError(
    source,
    first?.line,
    `${what}; ${c.unread} of ${c.records} records left unread as ${id}${calls}: the file is not judged on the rest`,
  )
}

export { FIT, FORMAT_IDS, SAMPLE_RECORDS, type FormatId, type Sample }

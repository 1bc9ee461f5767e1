/**
 * An adapter turns the records of one trace file into flat events (diagnosis.md section 1).
 *
 * Adapters are pure: no I/O, no clock. The reader hands them records one at a time, in file
 * order: each line of a JSONL file, or the single value of a JSON document (line 1). They emit
 * flat events with their origin; a file that holds several sessions names the session of each
 * event. A record of the wrong shape is a `TraceError` naming its line.
 */
import { DIMENSIONS, type Dimension } from '../../core/vocabulary.js'
import type { JsonObject, Origin } from '../../core/events.js'
import type { IntegritySink } from './integrity.js'

export const FORMAT_IDS = [
  'critiqor',
  'critiqor-session',
  'openclaw',
  'claude-code',
  'claude-stream',
  'codex-exec',
  'codex-rollout',
  'otel',
  'openinference',
  'inspect',
  'openai-agents',
  'swe-agent',
  'mini-swe-agent',
  'openhands',
  'gemini-cli',
  'cline',
  'opencode',
  'copilot-cli',
  'cursor-cli',
  'amp',
  'droid',
  'qwen-code',
  'kimi-cli',
  'goose',
  'gemini-cli-result',
  'atif',
  'aider',
  'junie',
  'continue',
] as const

export type FormatId = (typeof FORMAT_IDS)[number]

export interface AdapterContext {
  /** The file's path as given, for messages. */
  source: string
  /** A warning about a record: `source:line: message`. */
  warn(line: number | undefined, message: string): void
  /**
   * Where an adapter tells what its format shows of the file's integrity (integrity.ts): records
   * that name others not in the file, timestamps, the session's own id. Absent when nobody asks
   * (a second read for evidence).
   */
  integrity?: IntegritySink
  /**
   * The run's working directory, where the format records it (Claude Code's `cwd`, Codex's
   * session meta, an OpenClaw session line): relative paths of the files it touched are
   * resolved against it. Absent when nobody asks.
   */
  workdir?(path: string): void
  /**
   * A record the adapter left unread: one whose type its format does not define, or that it
   * cannot map to events. `kind` says what the record is in a few words (its type and subtype,
   * safe to print); `call` is true when the record looks like a tool call or its result. The
   * reader refuses a file in which a call, or more than a small share of the records, went
   * unread, naming what the records look like: a file is never judged on the few records its
   * reader understood. Records a format defines and the adapter skips on purpose (streaming
   * deltas, headers) are not unread. Absent when nobody asks.
   */
  unread?(line: number, kind: string, call?: boolean): void
  /**
   * Another file the document names as part of the same run (ATIF's linked trajectories: a
   * continuation, a context summarization's, a subagent's), by its file name as written: the
   * reader reads it there and then, its events in the same session at this point of the run, and
   * says whether it did (a name with a folder in it, or a file not beside this one, is not read).
   * Absent when nobody asks.
   */
  linked?(file: string, kind: LinkKind): boolean
  /** When this document is itself a linked part of a run another file began: how it is linked. */
  part?: LinkKind
}

/**
 * How a linked document is part of a run: the run's continuation after a hand-off (its events
 * are the run's), a context summarization's conversation (its tokens are the run's; its steps
 * replay the run's), or a subagent's run (its calls are the run's, its end is not).
 */
export type LinkKind = 'continuation' | 'summarization' | 'subagent'

export interface EventSink {
  /**
   * One flat event. `session` names the session within the file when a file holds several
   * (an Inspect sample id, an OTLP trace id); omitted for single-session files.
   */
  (event: JsonObject, origin: Origin, session?: string): void
}

export interface AdapterInstance {
  record(value: unknown, line: number): void
  /** After the last record: emit what was held back. */
  end(): void
  /**
   * After end(): the name of the session whose events were emitted without one, when the file
   * turned out to hold further sessions (a stream of several runs names its first run `run-1`
   * once a second run starts). Undefined, or absent, when the unnamed session is the only one.
   */
  firstSession?(): string | undefined
}

/**
 * The first records of a file, as recognition sees them: up to SAMPLE_RECORDS lines of a JSONL
 * file, or the one value of a JSON document.
 */
export interface Sample {
  records: readonly unknown[]
}

/** How many records of a JSONL file recognition looks at. */
export const SAMPLE_RECORDS = 16

/**
 * How well a file fits a format, from its first records:
 * - FIT.SIGNATURE: a record carries what only this format writes (a header, a key of its own);
 * - FIT.LIKELY: the records have this format's shape, but no record proves it;
 * - FIT.WEAK: nothing contradicts the format, nothing points to it (never enough for `auto`;
 *   enough for a forced `--format` when no other format fits better);
 * - FIT.NONE: the records are not this format.
 * `auto` takes the best fit of at least FIT.LIKELY; two formats at the same best fit are an
 * ambiguous file, reported with both names.
 */
export const FIT = { NONE: 0, WEAK: 0.25, LIKELY: 0.6, SIGNATURE: 1 } as const

/**
 * An adapter: a format's recognition and its mapping to flat events.
 *
 * Recognition: `recognise(first)` says whether the first record (the whole value of a JSON
 * document) carries the format's signature. An adapter whose signature may come later than the
 * first record (after a header of another kind, or a record of an unknown type) also defines
 * `fit(sample)`, which looks at the first records; without it, the fit is FIT.SIGNATURE when
 * `recognise` accepts the first record and FIT.NONE otherwise (see `fitOf` in registry.ts).
 */
export interface Adapter {
  id: FormatId
  /** A few words on what `auto` looks for, for the error of a file that matches no format. */
  signature: string
  /** Whether the first record of a file (the whole value for a JSON document) is this format. */
  recognise(first: unknown): boolean
  /** How well the file's first records fit this format (FIT); derived from `recognise` when absent. */
  fit?(sample: Sample): number
  /**
   * Formats whose files begin like this one's, or whose signature this format's files carry too
   * (Cursor's, Amp's and Droid's streams open with Claude's `{"type":"system","subtype":"init"}`;
   * Qwen Code's chat log has Claude Code's `parentUuid` and `sessionId`): when this format and
   * one of these fit a file alike, the file is this format's, since its own fit keys on records
   * only it writes. A format forced on such a file is refused as looking like this one.
   */
  outranks?: readonly FormatId[]
  /**
   * The dimensions this format can show at all. A dimension it cannot show scores 100 for lack
   * of evidence, which the report must not present as proof of health.
   */
  observes: readonly Dimension[]
  create(emit: EventSink, ctx: AdapterContext): AdapterInstance
}

/**
 * What a full transcript shows (tool calls and results, usage, compactions, memory and skill
 * use, how the run ended): every dimension but tool_output_utilization, which the agents preset
 * judges from tool results in every format.
 */
export const FULL_TRANSCRIPT: readonly Dimension[] = DIMENSIONS.filter((d) => d !== 'tool_output_utilization')

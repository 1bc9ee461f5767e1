/**
 * An adapter turns the records of one trace file into flat events (diagnosis.md section 1).
 *
 * Adapters are pure: no I/O, no clock. The reader hands them records one at a time, in file
 * order: each line of a JSONL file, or the single value of a JSON document (line 1). They emit
 * flat events with their origin; a file that holds several sessions names the session of each
 * event. A record of the wrong shape is a `TraceError` naming its line.
 */
import type { Dimension } from '../../core/vocabulary.js'
import type { JsonObject, Origin } from '../../core/events.js'

export const FORMAT_IDS = [
  'critiqor',
  'critiqor-session',
  'openclaw',
  'claude-code',
  'claude-stream',
  'codex-exec',
  'codex-rollout',
  'otel',
  'inspect',
  'openai-agents',
  'swe-agent',
  'mini-swe-agent',
  'openhands',
  'gemini-cli',
  'cline',
] as const

export type FormatId = (typeof FORMAT_IDS)[number]

export interface AdapterContext {
  /** The file's path as given, for messages. */
  source: string
  /** A warning about a record: `source:line: message`. */
  warn(line: number | undefined, message: string): void
}

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
}

export interface Adapter {
  id: FormatId
  /** A few words on what `auto` looks for, for the error of a file that matches no format. */
  signature: string
  /** Whether the first record of a file (the whole value for a JSON document) is this format. */
  recognise(first: unknown): boolean
  /**
   * The dimensions this format can show at all. A dimension it cannot show scores 100 for lack
   * of evidence, which the report must not present as proof of health.
   */
  observes: readonly Dimension[]
  create(emit: EventSink, ctx: AdapterContext): AdapterInstance
}

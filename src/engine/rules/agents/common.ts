/**
 * What the `agents` rules share: reading the flat events that real agent formats emit (provider
 * errors, tool results, token usage) and quoting what they say. Naming a provider's error is in
 * provider-errors.ts.
 */
import type { EngineEvent } from '../../../core/events.js'
import { isJsonObjectLike, lower } from '../../../core/python-compat.js'
import { cutMasked } from '../../../core/secrets.js'
import { PartDoesNotMerge, type Severity } from '../types.js'

/** The longest message quoted in a description. */
const QUOTE_LIMIT = 120

/** An actionable sentence of a message: one that names an option to pass (`Re-run with --auto medium`). */
const ACTIONABLE = /(?:^|\s)--?[a-z][\w-]*/i

/**
 * A message as a short, single-line quotation, or undefined. A long message is cut after its last
 * whole sentence that fits, never in the middle of one; and when the sentence that says what to
 * do (it names an option: Droid's "Re-run with --auto medium or --auto high.") would fall past the
 * cut, it is quoted after the head, so that the quote keeps its actionable part.
 */
export function quote(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined
  const s = message.replace(/\s+/g, ' ').trim()
  if (s === '') return undefined
  if (s.length <= QUOTE_LIMIT) return `"${s}"`
  return `"${cutAtSentence(s)}"`
}

/** A long message cut at a sentence's end (see `quote`), with its actionable sentence kept. */
function cutAtSentence(s: string): string {
  // Where sentences end: a stop followed by a space (not the dot of `a.py` or of a URL).
  const ends: number[] = []
  for (const m of s.slice(0, QUOTE_LIMIT * 3).matchAll(/[.!?](?= )/g)) ends.push(m.index + 1)
  const fits = ends.filter((e) => e <= QUOTE_LIMIT - 4 && e >= QUOTE_LIMIT / 3)
  const headEnd = fits.length ? fits[fits.length - 1] : undefined
  const head = headEnd !== undefined ? s.slice(0, headEnd) : undefined
  // The first actionable sentence past the head, when the head has none.
  const from = headEnd ?? 0
  if (!head || !ACTIONABLE.test(head)) {
    const starts = [0, ...ends.map((e) => e + 1)].filter((x) => x >= from)
    for (const start of starts) {
      const end = ends.find((e) => e > start) ?? s.length
      const sentence = s.slice(start, end).trim()
      if (!ACTIONABLE.test(sentence) || sentence.length > QUOTE_LIMIT - 20) continue
      if (start === 0) return cutMasked(s, QUOTE_LIMIT, '...')
      const lead = head ?? cutMasked(s.slice(0, start), Math.max(20, QUOTE_LIMIT - sentence.length - 5), '...')
      return `${lead.replace(/\.\.\.$/, '')} ... ${sentence}${end < s.length ? ' ...' : ''}`
    }
  }
  return head !== undefined ? `${head} ...` : cutMasked(s, QUOTE_LIMIT, '...')
}

export { plural } from '../../../core/text.js'

/** A string field of the event, or undefined. */
export function text(e: EngineEvent, key: string): string | undefined {
  const v = e.raw[key]
  return typeof v === 'string' && v !== '' ? v : undefined
}

/** The tool's name as a description shows it. */
export function toolName(e: EngineEvent): string {
  const t = e.raw.tool
  return typeof t === 'string' && t !== '' ? t : 'a tool'
}

/**
 * Whether an `error_event` is the provider (or the API between agent and model) failing a
 * request, rather than a tool failing, a policy stopping a call or a run-level summary that
 * repeats an error already counted.
 */
export function isProviderError(e: EngineEvent, ignoredKinds: ReadonlySet<string>): boolean {
  return !ignoredKinds.has(lower(e.raw.kind))
}

/** Whether a `token_usage` event is a reply that got through (it produced output). */
export function isReply(e: EngineEvent): boolean {
  const u = e.raw.usage
  if (!isJsonObjectLike(u)) return false
  const output = Number(u.output)
  if (Number.isFinite(output) && output > 0) return true
  const total = Number(u.total)
  return !('output' in u) && Number.isFinite(total) && total > 0
}

/** Severities ranked, for picking the worst of several findings. */
export const SEVERITY_RANK_OF: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 }

/** Names counted in a session's first part: the first this many distinct names. */
const NAMES_COUNTED = 50
/** Names counted in a later part (all of them, for an exact merge), up to this many. */
const NAMES_COUNTED_LATER = 10_000

/**
 * How often each name came up, for the first `NAMES_COUNTED` distinct names in the order they
 * came up (a bound against traces that invent a name per event). In the last part of a session
 * read in two parts, every name is counted, so that the merge counts as one pass would; a part
 * with more names than `NAMES_COUNTED_LATER` does not merge (`PartDoesNotMerge`) and the session
 * is read in one part.
 */
export class NameCounts {
  private readonly counts = new Map<string, number>()
  private overflow = false

  constructor(private readonly laterPart = false) {}

  add(name: string, n = 1): void {
    const counts = this.counts
    const had = counts.get(name)
    if (had !== undefined) counts.set(name, had + n)
    else if (counts.size < (this.laterPart ? NAMES_COUNTED_LATER : NAMES_COUNTED)) counts.set(name, n)
    else if (this.laterPart) this.overflow = true
  }

  /** The name counted most often, the first to come up among equals, and its count (0 when none). */
  top(skip?: string): [string, number] {
    let top = ''
    let topCount = 0
    for (const [name, n] of this.counts) if (n > topCount && name !== skip) [top, topCount] = [name, n]
    return [top, topCount]
  }

  /** How often the name came up (0 when it did not, or came up past the names counted). */
  count(name: string): number {
    return this.counts.get(name) ?? 0
  }

  /** The names counted and their counts, in the order they came up. */
  entries(): [string, number][] {
    return [...this.counts]
  }

  clear(): void {
    this.counts.clear()
  }

  save(): [string, number][] {
    if (this.overflow) throw new PartDoesNotMerge(`more than ${NAMES_COUNTED_LATER} distinct names to count`)
    return [...this.counts]
  }

  /** The counts of the part that follows, in the order its names came up. */
  absorb(state: [string, number][]): void {
    for (const [name, n] of state) this.add(name, n)
  }
}

/**
 * A limit the harness or the agent stopped the run at: its spend (cost, tokens), its turns (turns,
 * steps, iterations, messages), its time, the model's context window, or its failed attempts (a
 * limit of mistakes, of replies in the wrong format, of structured-output retries).
 */
export type RunLimit = 'cost' | 'turns' | 'time' | 'context' | 'attempts'

const COST_LIMIT = /exit_cost|cost limit|budget|max_budget|spend limit|token limit \(|\btoken limit\b(?! of the reply)/i
const TURN_LIMIT = new RegExp(
  'max_turns|turn limit|step limit|step or cost limit|max(?:imum)? (?:number of )?(?:session )?(?:turns|steps|iterations)|' +
    'maxSessionTurns|FatalTurnLimitedError|max_steps|iteration limit|maximum iteration|message limit|exit_step',
  'i',
)
const TIME_LIMIT =
  /time limit|exit_time|total_execution_time|working limit|deadline exceeded|timed out after|timeout limit/i
/** The model's context window, filled: a limit of the model, not of the run's settings. */
const CONTEXT_LIMIT = new RegExp(
  'exit_context|context (?:window|length|limit)|context_length|maximum context|prompt is too long|' +
    'input is too long|ran out of room|chat context of|session token limit|sessionTokenLimit|autocompact_thrashing',
  'i',
)
const ATTEMPT_LIMIT =
  /mistake_limit|mistake limit|too many mistakes|exit_format|format error limit|max_structured_output_retries|structured output retries|reflections allowed|exit_command_timeout/i

/**
 * The limit a run's end says it was stopped at (SWE-agent's `exit_cost`, `exit_context` and
 * `exit_format`, Claude's `error_max_turns`, `error_max_budget_usd` and
 * `error_max_structured_output_retries`, Gemini's and Qwen's "Reached max session turns",
 * mini-swe-agent's `LimitsExceeded`, Inspect's message, token, time and context limits, OpenHands'
 * iteration and budget limits, Cline's mistake limit, a context window outgrown), from its
 * `process_end` status and reason; undefined for an end at no limit. The reply cut at its output
 * limit is no limit of the run.
 */
export function limitOf(status: string, reason: string | undefined): RunLimit | undefined {
  // A limit of failed attempts first: Aider's reflections end its session at its turn limit.
  if (reason && ATTEMPT_LIMIT.test(reason)) return 'attempts'
  if (status === 'max_turns') return 'turns'
  if (!reason || /output token limit/i.test(reason)) return undefined
  if (TURN_LIMIT.test(reason)) return 'turns'
  // Before spend: "exceeds the 128,000 token limit" of a context is no budget.
  if (CONTEXT_LIMIT.test(reason)) return 'context'
  if (COST_LIMIT.test(reason)) return 'cost'
  if (TIME_LIMIT.test(reason)) return 'time'
  return undefined
}

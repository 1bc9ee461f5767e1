/**
 * aider: Aider's chat history, `.aider.chat.history.md` (formats.md, "Formats of late 2026").
 * Markdown, not JSON: the reader hands each non-blank line as a record, its text a string
 * (read.ts, TEXT_LOGS). Origins are the line.
 *
 * - `# aider chat started at <ts>` starts a session. The file is appended to by every run of
 *   aider in the folder, so each heading is another process with its own command line, model and
 *   end: each is its own session, named by its timestamp once a second one starts (the first is
 *   unnamed while it is the only one), so that an old run's failure never weighs on a later one.
 * - `#### ` lines are the user's prompt (a prompt of several lines is one line each); `> ` lines
 *   are what the CLI printed; other lines are the model's reply.
 * - `> Main model: <model> with ...` -> the model (a change -> state_transition).
 * - `> Applied edit to <file>` -> a call `apply_edit` {path} that edited that file, and its
 *   result; `## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in
 *   <file>` -> a call on that file that failed. `> Running <command>` -> a call `run_command`
 *   {command} (the history keeps no exit status: its result is not known to have failed).
 * - `> Tokens: 2.3k sent, 1.1k cache write, 850 cache hit, 310 received. Cost: $0.01 message,
 *   ...` -> token_usage of that reply. What aider calls sent is the provider's prompt tokens:
 *   Anthropic's leave the cache hits and writes out, DeepSeek's count its hits in (aider's
 *   `compute_costs_from_tokens`): for a DeepSeek model they are taken off.
 * - `> litellm.*Error...`, `> Error: ...` of the API -> error_event (model); `> Retrying in N
 *   seconds...` -> retry_event (provider).
 * - No end record. The end of each session is judged from its last lines: a reply, an applied
 *   edit or a commit after the last prompt -> completed; an API error with no reply after it ->
 *   error; `Only N reflections allowed, stopping.` -> max_turns; `Model M has hit a token limit!`
 *   -> error, its plain lines after it (not a reply) saying which limit: `Input tokens: ... --
 *   possibly exhausted context window!` (the context window), else `Output tokens: ... --
 *   possibly exceeded output limit!` (the reply cut, incomplete); `^C` / KeyboardInterrupt ->
 *   aborted; a prompt with no reply after it, or no prompt at all (aider waiting on a question or
 *   a login when it was stopped) -> incomplete (cut off).
 */
import type { JsonObject } from '../json.js'
import { short } from '../text.js'
import { ToolTracker } from '../tools.js'
import { type EndStatus, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import { typeName } from '../json.js'
import type { Adapter } from '../types.js'

const HEADING = '# aider chat started at '

const MODEL = /^Main model: (\S+)/
const APPLIED = /^Applied edit to (.+)$/
const NO_MATCH = /^## SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in (.+)$/
const RUNNING = /^Running (.+)$/
const TOKENS = /^Tokens: (.+?) sent\b(.*?)(?:, ([\d.,]+[kKmM]?) received)/
const COST = /Cost: \$([\d.]+) message/
const API_ERROR = /^(litellm\.[A-Za-z]*Error\b.*|Error: .*(?:API|api|rate limit|RateLimit).*)$/
const RETRY = /^Retrying in [\d.]+ seconds/
const REFLECTIONS = /^Only \d+ reflections allowed, stopping\./
const INTERRUPT = /^(\^C\b|KeyboardInterrupt)/
/** `show_exhausted_error`: the model's token limit hit; its counts follow on plain lines. */
const EXHAUSTED = /^Model \S+ has hit a token limit!/
const WINDOW_EXHAUSTED = /^(?:Input|Total) tokens: .*possibly exhausted context window!/
const OUTPUT_EXCEEDED = /^Output tokens: .*possibly exceeded output limit!/

/** The first characters of the CLI lines read: `Main model`, `Cur`/`Git working dir`, `Applied`, `## Search...`, `Running`, `Retrying`, `Tokens`, `Commit`, `litellm`, `Error`, `Only`, `^C`, `KeyboardInterrupt`. */
const CLI_FIRST = new Set([...'MCGA#RTleOK^'].map((c) => c.charCodeAt(0)))

/** `2.3k`, `1,204`, `1.2M` as a count. */
function count(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const m = /^([\d.,]+)([kKmM]?)$/.exec(text.trim())
  if (!m) return undefined
  const n = Number(m[1].replace(/,/g, ''))
  if (!Number.isFinite(n)) return undefined
  const scale = m[2] === 'k' || m[2] === 'K' ? 1e3 : m[2] === 'm' || m[2] === 'M' ? 1e6 : 1
  return Math.round(n * scale)
}

/** How the session stands after its last lines. */
interface Standing {
  status: EndStatus
  reason?: string
  line: number
}

const adapter: Adapter = {
  id: 'aider',
  signature: 'aider: Markdown whose first line is "# aider chat started at" (.aider.chat.history.md)',
  recognise(first) {
    return typeof first === 'string' && first.startsWith(HEADING)
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    let session: string | undefined
    let firstName: string | undefined
    let sessions = 0
    const names = new Set<string>()
    let tools = new ToolTracker(emit)
    let models = new ModelWatch(emit)
    let calls = 0
    let standing: Standing | undefined
    let prompted = false
    let inPrompt = false
    let model: string | undefined
    // In the plain lines of a token-limit error (its counts and advice, not a reply).
    let exhausted = false

    const send = (event: JsonObject, line: number) => emit(event, { line }, session)

    /** How the session stands now: one object, changed in place (a reply's every line may change it). */
    const stand = (status: EndStatus, reason: string | undefined, line: number) => {
      if (!standing) standing = { status, line }
      standing.status = status
      standing.reason = reason
      standing.line = line
    }

    const finish = () => {
      if (sessions === 0) return
      tools.end()
      const s = standing
      if (s) emit(processEnd(s.status, s.reason), { line: s.line }, session)
    }

    const start = (text: string, line: number) => {
      finish()
      sessions++
      // Named by its time; untrusted text: anything but a time's characters shown as `?`.
      let name = short(text.slice(HEADING.length).replace(/[^0-9A-Za-z :.+_-]/g, '?')) ?? `session-${sessions}`
      if (names.has(name)) name = `${name} (${sessions})`
      names.add(name)
      if (sessions === 1) firstName = name
      session = sessions === 1 ? undefined : name
      tools = new ToolTracker(emit)
      models = new ModelWatch(emit)
      standing = {
        status: 'incomplete',
        reason: 'the session ends before any prompt (aider was stopped while it waited)',
        line,
      }
      prompted = false
      inPrompt = false
      model = undefined
    }

    const call = (tool: string, args: JsonObject, line: number, failed: boolean, message?: string) => {
      calls++
      const id = `call-${calls}`
      tools.call(tool, args, id, { line }, session)
      tools.result(id, { failed, message }, { line }, session)
    }

    /** A line the CLI printed (`> ` taken off). */
    const cli = (text: string, line: number) => {
      // Most of what aider prints is none of these: the first character rules most of them out.
      if (!CLI_FIRST.has(text.charCodeAt(0))) return
      let m: RegExpExecArray | null
      if ((m = MODEL.exec(text))) {
        models.see(m[1], { line }, 'model', session)
        model = m[1]
        return
      }
      if (text.startsWith('Cur working dir: ') || text.startsWith('Git working dir: ')) {
        ctx.workdir?.(text.slice(17).trim())
        return
      }
      if ((m = APPLIED.exec(text))) {
        call('apply_edit', { path: m[1].trim() }, line, false)
        if (prompted) stand('completed', undefined, line)
        return
      }
      if ((m = NO_MATCH.exec(text))) {
        call('apply_edit', { path: m[1].trim() }, line, true, 'the SEARCH block failed to match the file')
        return
      }
      if ((m = RUNNING.exec(text))) {
        call('run_command', { command: m[1] }, line, false)
        return
      }
      if ((m = TOKENS.exec(text))) {
        const rest = m[2]
        const write = count(/, ([\d.,]+[kKmM]?) cache write/.exec(rest)?.[1]) ?? 0
        const hit = count(/, ([\d.,]+[kKmM]?) cache hit/.exec(rest)?.[1]) ?? 0
        const sent = count(m[1]) ?? 0
        const cost = COST.exec(text)
        const u = tokenUsage(
          {
            input: model !== undefined && /deepseek/i.test(model) ? Math.max(0, sent - write - hit) : sent,
            cache_read: hit,
            cache_write: write,
            output: count(m[3]),
          },
          cost ? { cost_usd: Number(cost[1]) } : {},
        )
        if (u) send(u, line)
        if (prompted) stand('completed', undefined, line)
        return
      }
      if (text.startsWith('Commit ')) {
        if (prompted) stand('completed', undefined, line)
        return
      }
      if ((m = API_ERROR.exec(text))) {
        const message = short(m[1]) ?? 'the model API failed'
        send({ event: 'error_event', kind: 'model', message }, line)
        stand('error', message, line)
        return
      }
      if (RETRY.test(text)) {
        send({ event: 'retry_event', kind: 'provider' }, line)
        return
      }
      if (REFLECTIONS.test(text)) {
        stand('max_turns', short(text), line)
        return
      }
      if (INTERRUPT.test(text)) stand('aborted', 'interrupted (Control-C)', line)
      if (EXHAUSTED.test(text)) {
        exhausted = true
        // Aider says this of a context window exceeded or of a reply cut at its output limit; the
        // counts that follow say which.
        stand('error', short(`${text} (the context window or the reply's output limit)`), line)
      }
    }

    /** A plain line of a token-limit error: which limit its counts say was reached. */
    const limitLine = (text: string, line: number) => {
      if (WINDOW_EXHAUSTED.test(text))
        stand('error', short(`the model's context window was exhausted (${text.trim()})`), line)
      else if (
        OUTPUT_EXCEEDED.test(text) &&
        standing?.status === 'error' &&
        !/context window/.test(standing.reason ?? '')
      )
        stand('incomplete', short(`the reply hit the output token limit (${text.trim()})`), line)
    }

    return {
      record(value, line) {
        if (typeof value !== 'string')
          throw new TraceError(ctx.source, line, `expected a line of Aider's chat history, found ${typeName(value)}`)
        if (value.startsWith(HEADING)) {
          start(value, line)
          return
        }
        if (sessions === 0)
          throw new TraceError(ctx.source, line, `expected "${HEADING.trim()}" first, found another line`)
        if (value.startsWith('#### ')) {
          exhausted = false
          if (!inPrompt) {
            prompted = true
            stand('incomplete', 'a prompt with no reply after it', line)
          }
          inPrompt = true
          return
        }
        inPrompt = false
        if (value.startsWith('>')) {
          exhausted = false
          cli(value.slice(value.startsWith('> ') ? 2 : 1).trim(), line)
          return
        }
        if (exhausted) {
          limitLine(value, line)
          return
        }
        if (value.charCodeAt(0) === 0x23 && NO_MATCH.test(value)) {
          cli(value.trimEnd(), line)
          return
        }
        // The model's reply.
        if (prompted && standing?.status !== 'max_turns') stand('completed', undefined, line)
      },
      end() {
        finish()
      },
      firstSession() {
        return sessions > 1 ? firstName : undefined
      },
    }
  },
}

export default adapter

/**
 * droid: Factory Droid. Two shapes, told apart record by record (formats.md "droid"):
 *
 * `droid exec --output-format stream-json` (JSONL; records carry `session_id` and `timestamp`):
 * - `system` `init` -> the working directory (`cwd`) and the model;
 * - `message {role, text}`: the prompt, and the agent's answers;
 * - `tool_call {id, messageId, toolName, parameters}` -> tool_call (several may share a messageId);
 * - `tool_result {id, isError, value | error {type, message}}` -> tool_output, failed when
 *   `isError` is true, or when an Execute value ends with `[Process exited with code N]` of a
 *   code other than 0 (-> exit_code, as a command's exit code is in the other formats);
 * - `error {source, message}` (the CLI giving up: "Exec ended early: insufficient permission")
 *   -> error_event (kind agent) and a run that ended in an error;
 * - `completion {finalText, numTurns, usage}` (newer builds) -> token_usage (Anthropic spelling:
 *   input without the cache) and a run that completed. The 2025 captures have no tokens and no
 *   end record: a stream that ends on an answer completed; one that stops before any answer, or
 *   on a call or result not answered, did not finish. Runs appended in one file (an init after
 *   an end): the last run's end is the file's.
 *
 * The session store (`~/.factory/sessions/<slug>/<uuid>.jsonl`): `session_start {id, cwd}` then
 * `message {message: {role, content: [Anthropic blocks]}}`, read as Claude's messages are
 * (claude-messages.ts); messages with `visibility: "llm_only"` are the harness's reminders, not
 * the conversation. Its tokens and model are in the companion `<uuid>.settings.json`, which a
 * folder walk counts for the session (harness/folders.ts): the store itself shows no tokens. No
 * end record: how the run ended is how the conversation stands after its last message.
 *
 * A record of another type is left unread (`ctx.unread`).
 */
import { compact, expectObject, idOf, type JsonObject, num, obj, type Origin, str, withId } from '../json.js'
import { errorMessage, short } from '../text.js'
import { digestWhenRead, ToolTracker } from '../tools.js'
import { type EndStatus, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { ClaudeMessages } from '../claude-messages.js'
import { type Adapter } from '../types.js'
import { ownRecords } from '../signature.js'

/** A record only Droid writes: a tool call named by `toolName` within a `messageId`, a session store's start, ... */
function isDroidRecord(x: unknown): boolean {
  const r = obj(x)
  if (!r) return false
  switch (r.type) {
    // The 2025 captures put a `messageId` on both; a call's `toolName` and `parameters`, or a
    // result's `isError` with its call's `id`, say it without one.
    case 'tool_call':
      return typeof r.toolName === 'string' && ('messageId' in r || obj(r.parameters) !== undefined)
    case 'tool_result':
      return typeof r.isError === 'boolean' && ('messageId' in r || typeof r.id === 'string')
    case 'message':
      // The stream's `{role, text}` (Claude's messages are of type `assistant` / `user`). The
      // store's messages `{message: {role, content}}` are OpenClaw's shape too: its
      // `session_start` line says it.
      return typeof r.role === 'string' && typeof r.text === 'string' && 'session_id' in r
    case 'session_start':
      return typeof r.id === 'string'
    case 'completion':
      return 'finalText' in r || 'numTurns' in r
    case 'error':
      // The CLI giving up ("Exec ended early: ..."): `source` and `message`, no session id. A run
      // that fails at once writes nothing else of Droid's own after its init.
      return typeof r.source === 'string' && typeof r.message === 'string' && !('sessionID' in r)
    default:
      return false
  }
}

const EXIT_MARK = '[Process exited with code '

/**
 * The exit code an Execute value ends with, or undefined. Only the value's end is looked at (a
 * file's content may be long).
 */
function exitCode(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.charCodeAt(value.length - 1) !== 0x5d) return undefined
  const at = value.indexOf(EXIT_MARK, value.length - EXIT_MARK.length - 24)
  if (at < 0) return undefined
  const close = value.indexOf(']', at)
  return close < 0 ? undefined : num(value.slice(at + EXIT_MARK.length, close))
}

interface End {
  status: EndStatus
  reason?: string
  origin: Origin
  /** Said by an end record (`error`, `completion`): later records do not change it. */
  final?: boolean
}

const adapter: Adapter = {
  id: 'droid',
  signature:
    'droid: records {"type":"tool_call","toolName","messageId"}, {"type":"message","role","text"} or ' +
    '{"type":"session_start"} (droid exec --output-format stream-json, or its session store)',
  // The init line is Claude's too: a record only Droid writes settles it.
  ...ownRecords(isDroidRecord),
  outranks: ['claude-stream'],
  observes: ['loop_control', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit)
    const models = new ModelWatch(emit)
    /** The session store's messages, read as Claude's. */
    let store: ClaudeMessages | undefined
    let end: End | undefined
    let begun: Origin | undefined
    /** An answer of the agent was seen. */
    let answered = false

    const state = (status: EndStatus, origin: Origin, reason?: string, final?: boolean) => {
      if (end?.final) return
      end = { status, reason, origin, final }
    }

    const streamMessage = (r: JsonObject, origin: Origin) => {
      if (r.role === 'assistant') {
        answered = true
        state('completed', origin)
      } else if (r.role === 'user' && !answered)
        state('incomplete', origin, 'the stream stops before any answer to the prompt')
    }

    const storeMessage = (r: JsonObject, origin: Origin) => {
      const m = obj(r.message)
      if (!m) return
      store ??= new ClaudeMessages(emit)
      const meta = r.visibility === 'llm_only'
      if (m.role === 'assistant') store.assistant(m, origin, { side: false, meta })
      else if (m.role === 'user') store.user(m, origin, { side: false, meta })
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a Droid record')
        const origin = withId({ line }, r.type === 'tool_call' || r.type === 'tool_result' ? undefined : r.id)
        begun ??= origin
        switch (r.type) {
          case 'system':
            if (r.subtype === 'init') {
              // A run appended after one that ended: the file ends as its last run does.
              if (end?.final) end = undefined
              answered = false
              const cwd = str(r.cwd)
              if (cwd) ctx.workdir?.(cwd)
              models.see(r.model, origin, 'init')
              state('incomplete', origin, 'the stream stops after its init record, before any answer')
            } else ctx.unread?.(line, `system/${short(r.subtype) ?? '?'}`)
            return
          case 'message':
            if (obj(r.message)) storeMessage(r, origin)
            else streamMessage(r, origin)
            return
          case 'tool_call':
            tools.call(str(r.toolName) ?? null, r.parameters ?? {}, idOf(r.id), origin)
            state('incomplete', origin, 'a tool call without a result after it')
            return
          case 'tool_result': {
            const exit = exitCode(r.value)
            const failed = r.isError === true || (exit !== undefined && exit !== 0)
            const error = obj(r.error)
            tools.result(
              idOf(r.id),
              {
                failed,
                message: failed
                  ? (short(error?.message) ??
                    (exit !== undefined && exit !== 0 ? `exit code ${exit}` : undefined) ??
                    errorMessage(r.value) ??
                    short(error?.type) ??
                    'tool call failed')
                  : undefined,
                extra: compact({ exit_code: exit }),
                digest: digestWhenRead(r.value ?? r.error),
              },
              origin,
            )
            state('incomplete', origin, 'a tool result without an answer after it')
            return
          }
          case 'error': {
            const message = short(r.message) ?? 'the Droid CLI stopped with an error'
            emit(compact({ event: 'error_event', kind: 'agent', source: str(r.source), message }), origin)
            state('error', origin, message, true)
            return
          }
          case 'completion': {
            const u = obj(r.usage)
            const e =
              u &&
              tokenUsage({
                input: num(u.input_tokens),
                output: num(u.output_tokens),
                cache_read: num(u.cache_read_input_tokens),
                cache_write: num(u.cache_creation_input_tokens),
              })
            if (e) emit(e, origin)
            state('completed', origin, undefined, true)
            return
          }
          case 'session_start': {
            const cwd = str(r.cwd)
            if (cwd) ctx.workdir?.(cwd)
            return
          }
          default:
            ctx.unread?.(
              line,
              `type ${short(r.type) ?? '?'}`,
              'toolName' in r || 'tool_use_id' in r || 'toolCallId' in r || 'callId' in r,
            )
        }
      },
      end() {
        tools.end()
        if (store) {
          store.end()
          const last = store.last
          if (last) emit(processEnd(last.status, last.reason), last.origin)
          return
        }
        if (end) emit(processEnd(end.status, end.reason), end.origin)
        else if (begun) emit(processEnd('incomplete', 'the stream holds no answer'), begun)
      },
    }
  },
}

export default adapter

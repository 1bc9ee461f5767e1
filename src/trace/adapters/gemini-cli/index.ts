/**
 * gemini-cli: a Gemini CLI session, in either of its two shapes (formats.md "gemini-cli" and
 * "Formats of late 2026"):
 *
 * - the older JSON document (`~/.gemini/tmp/<hash>/chats/session-*.json`), one object
 *   `{sessionId, projectHash, messages[]}`; origins are the index of the message;
 * - the JSONL log (`chats/session-*.jsonl`, Gemini CLI 0.40 and later): a header line
 *   `{sessionId, projectHash, startTime, ...}` (written again later in some files), then message
 *   lines `{id, type, ...}`, each appended again whole whenever it changes (the last copy wins, in
 *   the place of the first), `{"$set": {...}}` lines (metadata; `$set.messages` replaces the whole
 *   list) and `{"$rewindTo": id}` (drops that message and every one after it). No message is
 *   final before the file ends, so the messages are held (one object per id) and read at the
 *   end; origins are the line of the copy read, with the message's id.
 *
 * Messages, in both shapes:
 * - `toolCalls[]` on `gemini` messages hold the call and its result together: each -> tool_call
 *   (tool = name, args, call_id = id) and tool_output, failed when `status` is `error` or
 *   `cancelled` or the function response carries an `error` (a refused shell command).
 * - `tokens {input, output, cached, thoughts, tool, total}` per gemini message: `cached` is part
 *   of `input`; thoughts are output the model was paid for; `total` is the message's own total.
 * - `model` per message: a change -> state_transition. Messages of type `error` -> error_event.
 * - A first `user` message holding `<session_context>` is injected by the CLI, not typed by a
 *   person: it is no prompt waiting for a reply.
 * - No end record (a harness records success or failure beside the file): process_end from the
 *   last message: a reply without tool calls -> completed; a reply whose tool results the model
 *   never saw, or a user message, -> incomplete; an error -> error; the CLI's `info` 'Request
 *   cancelled.' (the user pressed Esc or Ctrl-C) -> aborted; an error or a notice at the session's
 *   turn limit ("Reached max session turns", "reached the maximum number of turns",
 *   maxSessionTurns) -> max_turns.
 */
import {
  arr,
  compact,
  expectObject,
  idOf,
  type JsonObject,
  num,
  obj,
  oneDocumentInstance,
  type Origin,
  str,
  typeName,
  withId,
} from '../json.js'
import { contentText, errorMessage, short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { type EndStatus, inclusiveUsage, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter, AdapterContext, AdapterInstance, EventSink } from '../types.js'
import { leftUnread } from '../unread.js'

function responseOf(call: JsonObject): JsonObject | undefined {
  for (const r of arr(call.result)) {
    const response = obj(obj(obj(r)?.functionResponse)?.response)
    if (response) return response
  }
  return undefined
}

/** The CLI's notice that the user cancelled the request in progress. */
const CANCELLED = 'Request cancelled.'

/** The CLI's own first message: the environment it injects before the first prompt. */
function injected(m: JsonObject): boolean {
  return m.type === 'user' && contentText(m.content, 200).trimStart().startsWith('<session_context>')
}

/** A JSONL header line: the session's metadata, with no message in it. */
function isHeader(r: JsonObject): boolean {
  return typeof r.sessionId === 'string' && 'projectHash' in r && !('messages' in r) && !('type' in r)
}

/** A message line of the JSONL log. */
function isMessage(r: JsonObject): boolean {
  return typeof r.id === 'string' && typeof r.type === 'string'
}

/** One message and where the copy read was. */
interface Held {
  m: JsonObject
  origin: Origin
}

/** The events of a session's messages, in order, and its end. */
function readMessages(messages: Iterable<Held>, emit: EventSink): void {
  const tools = new ToolTracker(emit)
  const models = new ModelWatch(emit)
  let end: { status: EndStatus; reason?: string; origin: Origin } | undefined
  for (const { m, origin } of messages) {
    switch (m.type) {
      case 'gemini': {
        models.see(m.model, origin, 'model')
        const t = obj(m.tokens)
        if (t) {
          const output = (num(t.output) ?? 0) + (num(t.thoughts) ?? 0)
          const u = tokenUsage(
            inclusiveUsage(num(t.input), num(t.cached), undefined, output, num(t.total)),
            compact({ model: str(m.model) }),
          )
          if (u) emit(u, origin)
        }
        const calls = arr(m.toolCalls)
        calls.forEach((c, i) => {
          const call = obj(c)
          if (!call) return
          const id = idOf(call.id) ?? `call-${origin.index ?? origin.line}-${i}`
          tools.call(str(call.name) ?? null, parseArgs(call.args ?? {}), id, origin)
          const response = responseOf(call)
          const status = str(call.status)
          const error = response?.error
          const failed = status === 'error' || status === 'cancelled' || (error !== undefined && error !== null)
          tools.result(
            id,
            {
              failed,
              message: failed ? (errorMessage(error) ?? `tool call ${status ?? 'failed'}`) : undefined,
              digest: outputDigest(response?.output ?? error ?? undefined),
            },
            origin,
          )
        })
        end =
          calls.length > 0
            ? { status: 'incomplete', reason: 'tool results the model never answered', origin }
            : { status: 'completed', origin }
        break
      }
      case 'user':
        if (!injected(m)) end = { status: 'incomplete', reason: 'a user message without a reply after it', origin }
        break
      case 'error': {
        const message = short(contentText(m.content)) ?? 'error'
        // The CLI's own turn limit (maxSessionTurns) is how the run ended, not the model failing.
        const limit = SESSION_TURNS.test(message)
        emit({ event: 'error_event', kind: limit ? 'agent' : 'model', message }, origin)
        end = { status: limit ? 'max_turns' : 'error', reason: message, origin }
        break
      }
      case 'info': {
        // Notices of the CLI shown to the user: no event; a cancel ends the request in progress,
        // and so does the session's turn limit.
        const notice = contentText(m.content, 400).trim()
        if (notice === CANCELLED)
          end = { status: 'aborted', reason: 'the request was cancelled (Request cancelled.)', origin }
        else if (SESSION_TURNS.test(notice)) end = { status: 'max_turns', reason: short(notice), origin }
        break
      }
      default:
        // warning and other notices of the CLI.
        break
    }
  }
  tools.end()
  // The end's origin is the message's place, without its id.
  if (end) {
    const { id: _id, ...at } = end.origin
    emit(processEnd(end.status, end.reason), at)
  }
}

const adapter: Adapter = {
  id: 'gemini-cli',
  signature:
    'gemini-cli: a JSON document {"sessionId","projectHash","messages":[...]} or a JSONL log whose first line is ' +
    '{"sessionId","projectHash","startTime"} (a Gemini CLI session file)',
  recognise(first) {
    const r = obj(first)
    if (r === undefined || typeof r.sessionId !== 'string' || !('projectHash' in r)) return false
    return Array.isArray(r.messages) || (isHeader(r) && typeof r.startTime === 'string')
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    let document: AdapterInstance | undefined
    let log: Map<string, Held> | undefined
    return {
      record(value, line) {
        if (document) return document.record(value, line)
        if (!log) {
          const r = obj(value)
          if (r && Array.isArray(r.messages)) {
            document = documentInstance(emit, ctx)
            return document.record(value, line)
          }
          log = new Map()
        }
        const r = expectObject(ctx, value, line, 'a Gemini CLI session line (an object)')
        if (isMessage(r)) {
          const id = r.id as string
          const held = log.get(id)
          // The last copy wins, in the place of the first.
          if (held) {
            held.m = r
            held.origin = withId({ line }, id)
          } else log.set(id, { m: r, origin: withId({ line }, id) })
          return
        }
        if ('$rewindTo' in r) {
          const to = idOf(r.$rewindTo)
          if (to === undefined || !log.has(to)) {
            ctx.warn(
              line,
              `$rewindTo names no message before it (${to === undefined ? 'no id' : 'unknown id'}): nothing dropped`,
            )
            return
          }
          let dropping = false
          for (const id of [...log.keys()]) {
            if (id === to) dropping = true
            if (dropping) log.delete(id)
          }
          return
        }
        if ('$set' in r) {
          const set = obj(r.$set)
          if (set && Array.isArray(set.messages)) {
            log = new Map()
            set.messages.forEach((raw, index) => {
              const m = obj(raw)
              const id = m ? idOf(m.id) : undefined
              if (!m || id === undefined)
                throw new TraceError(
                  ctx.source,
                  line,
                  `expected $set.messages[${index}] to be a message object with an id, found ${typeName(raw)}`,
                )
              log!.set(id, { m, origin: withId({ line, index }, id) })
            })
          }
          return
        }
        // The header, written again when the session is resumed.
        if (isHeader(r)) return
        leftUnread(ctx, r, line)
      },
      end() {
        if (document) return document.end()
        if (!log) return
        const messages: Held[] = []
        for (const held of log.values()) {
          if (KNOWN.has(held.m.type as string)) messages.push(held)
          else leftUnread(ctx, held.m, held.origin.line ?? 1)
        }
        readMessages(messages, emit)
      },
    }
  },
}

/** The older shape: one JSON document with the whole message list. */
function documentInstance(emit: EventSink, ctx: AdapterContext): AdapterInstance {
  return oneDocumentInstance(ctx, 'Gemini CLI session', (session, line) => {
    const messages: Held[] = []
    arr(session.messages).forEach((raw, index) => {
      const m = obj(raw)
      if (!m)
        throw new TraceError(ctx.source, line, `expected message ${index} to be an object, found ${typeName(raw)}`)
      if (!KNOWN.has(m.type as string)) return leftUnread(ctx, m, line)
      messages.push({ m, origin: withId({ index }, m.id) })
    })
    readMessages(messages, emit)
  })
}

/** The CLI's words at its session turn limit (maxSessionTurns), as an error or a notice. */
const SESSION_TURNS = /max session turns|maximum number of turns/i

const KNOWN = new Set(['gemini', 'user', 'error', 'info', 'warning'])

export default adapter

/**
 * kimi-cli: Kimi CLI's session context (`~/.kimi/sessions/<hash>/<id>.jsonl`, formats.md
 * "kimi-cli"): OpenAI-style messages, one a line, and Kimi's own bookkeeping records.
 *
 * - `assistant` `tool_calls[{id, function {name, arguments (JSON text)}}]` -> tool_call;
 * - `tool` `{tool_call_id, content [text parts]}` -> tool_output. The format has no status: a
 *   failed call is told in its text, Kimi's `<system>ERROR</system>` part (older builds
 *   `<system>ERROR: message</system>`), the message in the `<system>` part after it;
 * - `_checkpoint` and `_usage {token_count}` are Kimi's own: `token_count` is the size of the
 *   context, not what a reply used, so no token_usage is made of it (the format shows no tokens
 *   and no cost); other records whose role starts with `_` are left unread;
 * - no working directory, model or end record: how the run ended is how the conversation stands
 *   after its last message (a reply without calls: completed).
 *
 * `<id>_read_N.jsonl` beside the file is a subagent's context, in the same format.
 */
import { arr, expectObject, idOf, type JsonObject, obj, type Origin, str } from '../json.js'
import { errorMessage, short } from '../text.js'
import { digestWhenRead, parseArgs, ToolTracker } from '../tools.js'
import { type EndStatus, processEnd } from '../run.js'
import { type Adapter } from '../types.js'
import { ownRecords } from '../signature.js'

/** Kimi's own records, or an OpenAI-style assistant message with `tool_calls`. */
function isKimiRecord(x: unknown): boolean {
  const r = obj(x)
  if (!r) return false
  if (r.role === '_checkpoint' || r.role === '_usage') return true
  if (r.role !== 'assistant' || !Array.isArray(r.tool_calls) || 'type' in r) return false
  const call = obj(r.tool_calls[0])
  return call !== undefined && obj(call.function) !== undefined
}

const ERROR_PART = '<system>ERROR'

/** The text of a tool message's parts (a string content as is). */
function partTexts(content: unknown): string[] {
  if (typeof content === 'string') return [content]
  const out: string[] = []
  for (const p of arr(content)) {
    const part = obj(p)
    if (part && typeof part.text === 'string') out.push(part.text)
  }
  return out
}

/**
 * The text inside a leading `<system>...</system>`, or the text as is. A tool message written as
 * one string holds the status and the output after it (`<system>ERROR: ...</system>\noutput`):
 * the status is what the tag closes on.
 */
function unwrap(text: string): string {
  const open = '<system>'
  const close = '</system>'
  if (!text.startsWith(open)) return text
  const end = text.indexOf(close, open.length)
  return text.slice(open.length, end < 0 ? text.length : end)
}

/** A failed tool message's error: the message after `ERROR`, or undefined when the call did not fail. */
function failureOf(texts: string[]): string | undefined {
  const i = texts.findIndex((t) => t.startsWith(ERROR_PART))
  if (i < 0) return undefined
  const own = unwrap(texts[i]).replace(/^ERROR:?\s*/, '')
  if (own !== '') return short(own) ?? 'tool call failed'
  const next = texts[i + 1]
  return (next === undefined ? undefined : errorMessage(unwrap(next))) ?? 'tool call failed'
}

const adapter: Adapter = {
  id: 'kimi-cli',
  signature:
    'kimi-cli: records {"role":"_checkpoint"} or {"role":"_usage"}, or OpenAI-style assistant messages with ' +
    'tool_calls (a Kimi CLI session context)',
  ...ownRecords(isKimiRecord),
  observes: ['loop_control', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit)
    let last: { status: EndStatus; reason?: string; origin: Origin } | undefined

    const assistant = (r: JsonObject, origin: Origin) => {
      let calls = 0
      for (const c of arr(r.tool_calls)) {
        const call = obj(c)
        const fn = obj(call?.function)
        if (!call || !fn) continue
        calls++
        tools.call(str(fn.name) ?? null, parseArgs(fn.arguments), idOf(call.id), origin)
      }
      last =
        calls > 0
          ? { status: 'incomplete', reason: 'a tool call without a result after it', origin }
          : { status: 'completed', origin }
    }

    const tool = (r: JsonObject, origin: Origin) => {
      const texts = partTexts(r.content)
      const message = failureOf(texts)
      tools.result(
        idOf(r.tool_call_id),
        { failed: message !== undefined, message, digest: digestWhenRead(r.content) },
        origin,
      )
      last = { status: 'incomplete', reason: 'a tool result without a reply after it', origin }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a Kimi CLI context record')
        const origin: Origin = { line }
        switch (r.role) {
          case 'assistant':
            return assistant(r, origin)
          case 'tool':
            return tool(r, origin)
          case 'user':
            if (partTexts(r.content).some((t) => t.trim() !== ''))
              last = { status: 'incomplete', reason: 'a user message without a reply after it', origin }
            return
          case 'system':
          case '_checkpoint':
          case '_usage':
            return
          default:
            ctx.unread?.(line, `role ${short(r.role) ?? '?'}`, 'tool_calls' in r || 'tool_call_id' in r)
        }
      },
      end() {
        tools.end()
        if (last) emit(processEnd(last.status, last.reason), last.origin)
      },
    }
  },
}

export default adapter

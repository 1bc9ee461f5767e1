/**
 * gemini-cli: a Gemini CLI session file (`~/.gemini/tmp/<hash>/chats/session-*.json`, formats.md
 * "gemini-cli"), one JSON object; origins are the index of the message.
 *
 * - `toolCalls[]` on `gemini` messages hold the call and its result together: each -> tool_call
 *   (tool = name, args, call_id = id) and tool_output, failed when `status` is `error` or
 *   `cancelled` or the function response carries an `error` (a refused shell command).
 * - `tokens {input, output, cached, thoughts, tool, total}` per gemini message: `cached` is part
 *   of `input`; thoughts are output the model was paid for; `total` is the message's own total.
 * - `model` per message: a change -> state_transition. Messages of type `error` -> error_event.
 * - No end record (a harness records success or failure beside the file): process_end from the
 *   last message: a reply without tool calls -> completed; a reply whose tool results the model
 *   never saw, or a user message, -> incomplete; an error -> error.
 */
import { arr, compact, idOf, type JsonObject, num, obj, oneDocumentInstance, str, typeName, withId } from '../json.js'
import { contentText, errorMessage, short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { type EndStatus, inclusiveUsage, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter } from '../types.js'
import { leftUnread } from '../unread.js'

function responseOf(call: JsonObject): JsonObject | undefined {
  for (const r of arr(call.result)) {
    const response = obj(obj(obj(r)?.functionResponse)?.response)
    if (response) return response
  }
  return undefined
}

const adapter: Adapter = {
  id: 'gemini-cli',
  signature: 'gemini-cli: a JSON document {"sessionId","projectHash","messages":[...]} (a Gemini CLI session file)',
  recognise(first) {
    const r = obj(first)
    return r !== undefined && typeof r.sessionId === 'string' && 'projectHash' in r && Array.isArray(r.messages)
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    return oneDocumentInstance(ctx, 'Gemini CLI session', (session, line) => {
      const tools = new ToolTracker(emit)
      const models = new ModelWatch(emit)
      let end: { status: EndStatus; reason?: string; index: number } | undefined
      arr(session.messages).forEach((raw, index) => {
        const m = obj(raw)
        if (!m)
          throw new TraceError(ctx.source, line, `expected message ${index} to be an object, found ${typeName(raw)}`)
        const origin = withId({ index }, m.id)
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
              const id = idOf(call.id) ?? `call-${index}-${i}`
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
                ? { status: 'incomplete', reason: 'tool results the model never answered', index }
                : { status: 'completed', index }
            return
          }
          case 'user':
            end = { status: 'incomplete', reason: 'a user message without a reply after it', index }
            return
          case 'error': {
            const message = short(contentText(m.content)) ?? 'error'
            emit({ event: 'error_event', kind: 'model', message }, origin)
            end = { status: 'error', reason: message, index }
            return
          }
          case 'info':
          case 'warning':
            // Notices of the CLI shown to the user: no event.
            return
          default:
            return leftUnread(ctx, m, line)
        }
      })
      tools.end()
      if (end) emit(processEnd(end.status, end.reason), { index: end.index })
    })
  },
}

export default adapter

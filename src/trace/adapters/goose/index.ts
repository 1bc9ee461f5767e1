/**
 * goose: `goose run --output-format stream-json` (JSONL). Built from goose's documentation and
 * source (the CLI's `StreamEvent`): no real file of it has been found, so this reader has been
 * tried on made-up files only (formats.md "goose").
 *
 * - `message {message {role, created, content [...]}}`: `toolRequest {id, toolCall {status,
 *   value {name, arguments}} }` -> tool_call (a toolCall of status `error` is a call the model
 *   asked for wrongly: tool_call and a failed tool_output); `toolResponse {id, toolResult
 *   {status, value}}` -> tool_output, failed when the status is `error` or the value is a tool
 *   result with `isError` true;
 * - `model_change {model}` -> a change of model is reported; `notification` records are
 *   extensions' logs and progress, not events;
 * - `error {error}` -> error_event and a run that ended in an error;
 * - goose's own words in the stream: a `systemNotification` "Performing auto-compaction..." or
 *   "Context limit reached. Compacting..." (or a manual "Compaction complete") -> context_event
 *   compaction; "Context limit still exceeded after compaction" -> a run that ended in an error
 *   (the context window); an assistant text "I've reached the maximum number of actions I can do
 *   without user input" -> a run stopped at its turn limit (max_turns), unless work follows it;
 * - `complete {total_tokens}` -> token_usage (a total only: no input, output or cache split)
 *   and a run that completed. No `complete` record: the run did not finish. Runs appended in one
 *   file (messages after a `complete`): the last run's end is the file's.
 *
 * A record of another type is left unread (`ctx.unread`).
 */
import { arr, expectObject, idOf, type JsonObject, num, obj, type Origin, str } from '../json.js'
import { errorMessage, short } from '../text.js'
import { digestWhenRead, ToolTracker } from '../tools.js'
import { type EndStatus, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { type Adapter } from '../types.js'

/** What goose says when it stops at its turn limit (GOOSE_MAX_TURNS, `--max-turns`). */
const MAX_TURNS = /reached the maximum number of actions I can do without user input/i
/** Its notices of a compaction: past the auto-compact threshold, or the context limit reached. */
const COMPACTING = /Performing auto-compaction|Context limit reached\. Compacting/i
/** Its notice that the context is still too long after a compaction: the run cannot go on. */
const CONTEXT_EXHAUSTED = /Context limit still exceeded after compaction/i
import { ownRecords } from '../signature.js'

/** A goose message record: content blocks with goose's own `toolRequest` / `toolResponse`, or a `complete`. */
function isGooseRecord(x: unknown): boolean {
  const r = obj(x)
  if (!r) return false
  if (r.type === 'complete') return 'total_tokens' in r
  if (r.type === 'model_change') return typeof r.model === 'string' && 'mode' in r
  if (r.type !== 'message') return false
  const m = obj(r.message)
  if (!m || typeof m.role !== 'string' || !('created' in m)) return false
  return arr(m.content).every((b) => typeof obj(b)?.type === 'string')
}

/** A tool result's failure: its status, or MCP's `isError`; the message, or undefined when it did not fail. */
function failureOf(result: JsonObject | undefined): string | undefined {
  if (!result) return 'no tool result'
  if (result.status === 'error') return short(result.error) ?? 'tool call failed'
  const value = obj(result.value)
  if (value?.isError === true) return errorMessage(textOf(value.content)) ?? 'tool call failed'
  // A call Goose did not run (its permission mode, a "never allow" tool, or its tool inspection
  // denying it): a success that carries only its refusal, "The user has declined to run this tool".
  const items = Array.isArray(result.value) ? result.value : arr(value?.content)
  const text = items.length > 0 ? textOf(items.slice(0, 1)) : ''
  return DECLINED.test(text.slice(0, 200)) ? short(text) : undefined
}

/** Goose's words to the model for a call it did not run. */
const DECLINED = /^The user has declined to run this tool\b/

/** The text of MCP content items. */
function textOf(content: unknown): string {
  let out = ''
  for (const c of arr(content)) {
    const item = obj(c)
    if (item && typeof item.text === 'string') out += item.text
  }
  return out
}

const adapter: Adapter = {
  id: 'goose',
  signature:
    'goose: records {"type":"message","message":{"role","created","content"}} or {"type":"complete","total_tokens"} ' +
    '(goose run --output-format stream-json)',
  ...ownRecords(isGooseRecord),
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit)
    const models = new ModelWatch(emit)
    let end: { status: EndStatus; reason?: string; origin: Origin } | undefined
    let last: Origin | undefined

    // A compaction announced and not yet followed by the model's work: its "Compaction complete"
    // is the same compaction.
    let compacting = false

    const message = (m: JsonObject, origin: Origin) => {
      for (const b of arr(m.content)) {
        const block = obj(b)
        if (!block) continue
        if (block.type === 'systemNotification') {
          notice(str(block.msg) ?? '', origin)
          continue
        }
        if (m.role === 'assistant' && block.type === 'text' && typeof block.text === 'string') {
          // Goose's own words at its turn limit (GOOSE_MAX_TURNS): the run stopped there.
          if (MAX_TURNS.test(block.text)) {
            end = { status: 'max_turns', reason: short(block.text), origin }
            continue
          }
        }
        compacting = false
        if (end?.status === 'max_turns') end = undefined
        if (block.type === 'toolRequest') {
          const call = obj(block.toolCall)
          const value = obj(call?.value)
          const id = idOf(block.id)
          tools.call(str(value?.name) ?? null, value?.arguments ?? {}, id, origin)
          if (call?.status === 'error')
            tools.result(id, { failed: true, message: short(call.error) ?? 'the tool call was malformed' }, origin)
        } else if (block.type === 'toolResponse') {
          const result = obj(block.toolResult)
          const message = failureOf(result)
          tools.result(
            idOf(block.id),
            { failed: message !== undefined, message, digest: digestWhenRead(result?.value ?? result?.error) },
            origin,
          )
        }
      }
    }

    /** An inline notice of goose: a compaction of the context, or the context still too long after one. */
    const notice = (msg: string, origin: Origin) => {
      if (COMPACTING.test(msg) || (/^Compaction complete/.test(msg) && !compacting)) {
        emit({ event: 'context_event', action: 'compaction' }, origin)
        compacting = true
      } else if (CONTEXT_EXHAUSTED.test(msg)) {
        const reason = short(msg) ?? 'the context limit was still exceeded after compaction'
        emit({ event: 'error_event', kind: 'agent', message: reason }, origin)
        end = { status: 'error', reason, origin }
      }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a goose stream record')
        const origin: Origin = { line }
        last = origin
        switch (r.type) {
          case 'message': {
            // A run appended after one that completed: the file ends as its last run does.
            if (end?.status === 'completed') end = undefined
            const m = obj(r.message)
            if (m) message(m, origin)
            return
          }
          case 'notification':
            return
          case 'model_change':
            models.see(r.model, origin, 'model_change')
            return
          case 'error': {
            const reason = short(r.error) ?? 'goose stopped with an error'
            emit({ event: 'error_event', kind: 'agent', message: reason }, origin)
            end = { status: 'error', reason, origin }
            return
          }
          case 'complete': {
            const e = tokenUsage({ total: num(r.total_tokens) })
            if (e) emit(e, origin)
            if (end?.status !== 'error' && end?.status !== 'max_turns') end = { status: 'completed', origin }
            return
          }
          default:
            ctx.unread?.(line, `type ${short(r.type) ?? '?'}`, 'toolCall' in r || 'toolResult' in r)
        }
      },
      end() {
        tools.end()
        if (end) emit(processEnd(end.status, end.reason), end.origin)
        else if (last) emit(processEnd('incomplete', 'the stream has no complete record (was the run stopped?)'), last)
      },
    }
  },
}

export default adapter

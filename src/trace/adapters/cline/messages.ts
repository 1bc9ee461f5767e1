/**
 * The API conversations of the Cline family (formats.md, "Formats of late 2026"): the model's
 * messages, Anthropic-style, as the agent sent them. Read by the `cline` adapter:
 *
 * - Cline CLI 3 (`~/.cline/data/sessions/<id>/<id>.messages.json`): {version, agent, sessionId,
 *   messages[{id, role, content: [text | thinking | tool_use | tool_result], ts, metrics}]}. Its
 *   tools are `run_commands`, `read_files`, `editor`, `apply_patch`. The manifest `<id>.json`
 *   beside it (cwd, model, prompt) is no run: a walk names it as a companion.
 * - Roo Code / Kilo Code (`tasks/<id>/api_conversation_history.json`): a JSON list of {role,
 *   content, ts?}; tool use is a `tool_use` block, or in older tasks XML in the reply's text
 *   (`<read_file><path>a.ts</path></read_file>`), whose result comes back as a user text block
 *   `[read_file for 'a.ts'] Result: ...`. Kilo marks a condensed history: the summary row
 *   (`isSummary`) and a sliding-window marker (`isTruncationMarker`) -> context_event compaction
 *   (trigger `condense` / `truncation`); the rows condensed away (`condenseParent`) stay, and their
 *   calls count, since they were made.
 *
 * - A call: a `tool_use` block (args = input), or a reply's XML tool (args = its tags), except the
 *   protocol's own tools (`attempt_completion`, `ask_followup_question`, `plan_mode_respond`,
 *   `switch_mode`, `update_todo_list`), which are not calls.
 * - A result: a `tool_result` block, failed when `is_error` is true, `success` is false, or its
 *   text says `Command exited with code N` (N not 0), that the tool execution failed (`<error>`)
 *   or that the user denied it; for XML tools the `[tool ...] Result:` text, the same way.
 * - `metrics` {inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens, cost} of a message
 *   -> token_usage.
 * - The end, from the last message: `attempt_completion` or a reply with no call -> completed; a
 *   call with no result, a result with no reply, or a user message with no reply after it ->
 *   incomplete (cut off). Nothing else in these files says how the run ended.
 */
import { arr, compact, idOf, type JsonObject, num, obj, type Origin, str, typeName } from '../json.js'
import { contentText, errorMessage, hiddenFailure, short } from '../text.js'
import { digestWhenRead, ToolTracker } from '../tools.js'
import { type EndStatus, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { AdapterContext, EventSink } from '../types.js'

/** The protocol's own tools: how the agent answers, asks or plans, not calls it makes. */
const PROTOCOL = new Set([
  'attempt_completion',
  'ask_followup_question',
  'plan_mode_respond',
  'switch_mode',
  'update_todo_list',
  'new_task',
  'fetch_instructions',
])

/** The tools Roo, Kilo and Cline write as XML in a reply's text. */
const XML_TOOLS = [
  'read_file',
  'write_to_file',
  'apply_diff',
  'insert_content',
  'search_and_replace',
  'replace_in_file',
  'search_files',
  'list_files',
  'list_code_definition_names',
  'codebase_search',
  'execute_command',
  'browser_action',
  'use_mcp_tool',
  'access_mcp_resource',
  'edit_file',
  ...PROTOCOL,
]
const XML_TOOL = new RegExp(`<(${XML_TOOLS.join('|')})>([\\s\\S]*?)</\\1>`)
const XML_ARG = /<([a-z_]+)>([\s\S]*?)<\/\1>/g
const XML_RESULT = /^\s*\[([a-z_]+)(?: for [^\]]*)?\] Result:/
const EXIT = /(?:Command exited with code|Exit code:) (-?\d+)/
const TOOL_ERROR = /The tool execution failed with the following error:\s*<error>\s*([\s\S]{0,2000}?)\s*<\/error>/

/** Whether a value is a Cline CLI 3 session's messages file. */
export function isCliMessages(x: unknown): boolean {
  const o = obj(x)
  return (
    o !== undefined &&
    typeof o.sessionId === 'string' &&
    Array.isArray(o.messages) &&
    (typeof o.agent === 'string' || typeof o.version === 'number') &&
    !('projectHash' in o)
  )
}

/** Whether a value is Roo's or Kilo's API conversation history: a list of messages, the first a `<task>`. */
export function isApiHistory(x: unknown): boolean {
  if (!Array.isArray(x) || x.length === 0) return false
  const m = obj(x[0])
  if (!m || m.role !== 'user' || !('content' in m) || 'type' in m) return false
  if (/^\s*<task>/.test(contentText(m.content, 200))) return true
  return x.some((r) => {
    const o = obj(r)
    return (
      o !== undefined && (o.isSummary === true || o.isTruncationMarker === true || typeof o.condenseId === 'string')
    )
  })
}

/** A failure that a result's text tells of. */
function failureIn(text: string): string | undefined {
  const exit = EXIT.exec(text)
  if (exit && exit[1] !== '0') return `exit code ${exit[1]}`
  const m = TOOL_ERROR.exec(text)
  if (m) return errorMessage(m[1]) ?? 'the tool failed'
  if (/The user denied this operation/.test(text)) return 'the user denied the operation'
  if (/^\s*<error>/.test(text)) return errorMessage(text.replace(/<\/?error>/g, '')) ?? 'the tool failed'
  return undefined
}

function xmlArgs(body: string): JsonObject {
  const args: JsonObject = {}
  for (const m of body.matchAll(XML_ARG)) args[m[1]] = m[2].trim()
  return args
}

/** Read a Cline-family API conversation (a list of messages) into events. */
export function readConversation(
  messages: readonly unknown[],
  emit: EventSink,
  ctx: AdapterContext,
  line: number,
  model?: string,
): void {
  const tools = new ToolTracker(emit)
  const models = new ModelWatch(emit)
  let calls = 0
  /** The XML call waiting for its `[tool] Result:` text. */
  let xmlPending: { id: string; tool: string } | undefined
  let end: { status: EndStatus; reason?: string; origin: Origin } | undefined
  if (model) models.see(model, { index: 0 }, 'model')

  messages.forEach((raw, index) => {
    const m = obj(raw)
    if (!m) throw new TraceError(ctx.source, line, `expected message ${index} to be an object, found ${typeName(raw)}`)
    const origin = { index }
    if (m.isTruncationMarker === true) {
      emit({ event: 'context_event', action: 'compaction', trigger: 'truncation' }, origin)
      return
    }
    if (m.isSummary === true) {
      emit({ event: 'context_event', action: 'compaction', trigger: 'condense' }, origin)
      return
    }
    const metrics = obj(m.metrics)
    if (metrics) {
      const u = tokenUsage(
        {
          input: num(metrics.inputTokens),
          output: num(metrics.outputTokens),
          cache_read: num(metrics.cacheReadTokens),
          cache_write: num(metrics.cacheWriteTokens),
        },
        compact({ cost_usd: num(metrics.cost) }),
      )
      if (u) emit(u, origin)
    }
    const content = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : arr(m.content)
    if (m.role === 'assistant') {
      models.see(m.model, origin, 'model')
      let made = 0
      let done = false
      for (const block of content) {
        const b = obj(block)
        if (!b) continue
        if (b.type === 'tool_use') {
          const name = str(b.name) ?? 'tool'
          if (name === 'attempt_completion') done = true
          if (PROTOCOL.has(name)) continue
          made++
          calls++
          tools.call(name, b.input === undefined ? {} : b.input, idOf(b.id) ?? `call-${calls}`, origin)
        } else if (b.type === 'text' && typeof b.text === 'string') {
          const x = XML_TOOL.exec(b.text)
          if (!x) continue
          if (x[1] === 'attempt_completion') done = true
          if (PROTOCOL.has(x[1])) continue
          made++
          calls++
          const id = `xml-${calls}`
          tools.call(x[1], xmlArgs(x[2]), id, origin)
          xmlPending = { id, tool: x[1] }
        }
      }
      if (done) end = { status: 'completed', origin }
      else if (made > 0) end = { status: 'incomplete', reason: 'a tool call with no result after it', origin }
      else end = { status: 'completed', origin }
      return
    }
    if (m.role !== 'user') return
    let results = 0
    let prompt = false
    for (const block of content) {
      const b = obj(block)
      if (!b) continue
      if (b.type === 'tool_result') {
        results++
        const text = contentText(b.content, 65536)
        const failure =
          b.is_error === true || b.success === false
            ? (errorMessage(text) ?? 'the tool failed')
            : (failureIn(text) ?? undefined)
        tools.result(
          idOf(b.tool_use_id),
          { failed: failure !== undefined, message: failure, digest: digestWhenRead(b.content) },
          origin,
        )
      } else if (b.type === 'text' && typeof b.text === 'string') {
        const r = XML_RESULT.exec(b.text)
        if (r && xmlPending) {
          // The result is this block and the text blocks after it.
          results++
          const text = contentText(content.slice(content.indexOf(block)), 65536)
          const failure = failureIn(text) ?? (xmlPending.tool === 'execute_command' ? hiddenFailure(text) : undefined)
          tools.result(
            xmlPending.id,
            { failed: failure !== undefined, message: failure, digest: digestWhenRead(text) },
            origin,
          )
          xmlPending = undefined
          break
        } else if (!r && b.text.trim() !== '' && !/^\s*<environment_details>/.test(b.text)) prompt = true
      }
    }
    if (results > 0) end = { status: 'incomplete', reason: 'a tool result with no reply after it', origin }
    else if (prompt) end = { status: 'incomplete', reason: 'a user message with no reply after it', origin }
  })
  tools.end()
  if (end) emit(processEnd(end.status, end.reason === undefined ? undefined : short(end.reason)), end.origin)
}

/**
 * cline: a Cline (or Roo Code) task's `ui_messages.json` (formats.md, "cline"): one JSON array
 * of `{ts, type: "say"|"ask", say | ask, text, partial?, modelInfo, conversationHistoryIndex}`.
 * Origins are the index of the message. Partial messages (a streamed message not yet complete)
 * are skipped.
 *
 * - Tool calls: messages whose kind (`say` or `ask`) is `tool` (text is JSON `{tool, path, ...}`:
 *   tool = that name, args without the file content), `command` (tool `execute_command`, args
 *   `{command}`), `use_mcp_server` (tool `mcp__<server>__<tool>`, args = its arguments) or
 *   `browser_action_launch` (tool `browser_action`). Protocol tools (`completion_result`,
 *   `plan_mode_respond`, `followup`, `load_mcp_documentation`) are not calls.
 * - Results go back to the model with the next `say: api_req_started`: each call waiting then
 *   gets its tool_output. It failed when a `say: error` / `diff_error` came in between, when an
 *   MCP server's response is an error, when the request says the user denied it or that the
 *   tool execution failed, or when a command's output (`command_output` chunks) shows a shell
 *   failure (`hiddenFailure`).
 * - `say: api_req_started` (and `deleted_api_reqs`) text JSON `{tokensIn, tokensOut, cacheWrites,
 *   cacheReads, cost}`: tokens and cost of that request -> token_usage (tokensIn excludes the
 *   cache).
 * - `say: error_retry`, `say: api_req_retried` -> retry_event; `ask: api_req_failed` ->
 *   error_event. A new `conversationHistoryDeletedRange` -> context_event compaction
 *   (truncation). A different `modelInfo.modelId` -> state_transition.
 * - process_end from the last message: `completion_result` (ask or say) or
 *   `resume_completed_task` -> completed; `resume_task` -> incomplete (interrupted and reopened);
 *   `api_req_failed` -> error; `mistake_limit_reached` -> error; anything else -> incomplete.
 *
 * The same adapter reads the model's side of the family's runs (messages.ts): a Cline CLI 3
 * session's `<id>.messages.json`, and Roo's or Kilo's `api_conversation_history.json`.
 */
import { arr, compact, type JsonObject, num, obj, type Origin, parseObject, str, typeName } from '../json.js'
import { errorMessage, hiddenFailure, short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { type EndStatus, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter } from '../types.js'
import { isApiHistory, isCliMessages, readConversation } from './messages.js'

/** Fields of a `tool` message that are not arguments (the file's content, UI flags). */
const NOT_ARGS = new Set(['tool', 'content', 'diff', 'operationIsLocatedInWorkspace', 'isOutsideWorkspace'])

/** Cline's words for a tool that failed, in the next request: the error follows in `<error>` tags. */
const TOOL_ERROR = /The tool execution failed with the following error:\s*<error>\s*([\s\S]{0,2000}?)\s*<\/error>/

interface Pending {
  id: string
  command: boolean
  output: string[]
  failure?: string
}

function callOf(kind: string, text: unknown): { tool: string; args: unknown } | undefined {
  switch (kind) {
    case 'tool': {
      const t = parseObject(text)
      const args: JsonObject = {}
      for (const [k, v] of Object.entries(t ?? {})) if (!NOT_ARGS.has(k)) args[k] = v
      return { tool: str(t?.tool) ?? 'tool', args }
    }
    case 'command':
      return { tool: 'execute_command', args: { command: typeof text === 'string' ? text : '' } }
    case 'use_mcp_server': {
      const t = parseObject(text)
      const server = str(t?.serverName)
      const name = str(t?.toolName) ?? str(t?.uri) ?? 'use_mcp_server'
      return {
        tool: server ? `mcp__${server}__${name}` : name,
        args: parseArgs(t?.arguments ?? {}),
      }
    }
    case 'browser_action_launch':
      return { tool: 'browser_action', args: { action: 'launch', url: typeof text === 'string' ? text : '' } }
    default:
      return undefined
  }
}

function endOf(kind: string, type: unknown, text: unknown): { status: EndStatus; reason?: string } {
  switch (kind) {
    case 'completion_result':
    case 'resume_completed_task':
      return { status: 'completed' }
    case 'resume_task':
      return { status: 'incomplete', reason: 'ask "resume_task": the task was left unfinished and reopened' }
    case 'api_req_failed':
      return { status: 'error', reason: errorMessage(parseObject(text)?.message ?? text) ?? 'the API request failed' }
    case 'mistake_limit_reached':
      return { status: 'error', reason: 'ask "mistake_limit_reached": the agent made too many mistakes' }
    default:
      return { status: 'incomplete', reason: `the task stops on ${String(type)} "${kind}"` }
  }
}

const adapter: Adapter = {
  id: 'cline',
  signature:
    'cline: a JSON array of messages {"ts","type":"say"|"ask","say"|"ask","text"} (a Cline or Roo Code ' +
    'ui_messages.json), a Cline CLI 3 {"sessionId","agent","messages"} or Roo/Kilo API history [{"role","content":"<task>..."}]',
  recognise(first) {
    if (isCliMessages(first) || isApiHistory(first)) return true
    if (!Array.isArray(first)) return false
    const m = obj(first[0])
    return (
      m !== undefined &&
      typeof m.ts === 'number' &&
      ((m.type === 'say' && typeof m.say === 'string') || (m.type === 'ask' && typeof m.ask === 'string'))
    )
  },
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    let done = false
    return {
      record(value, line) {
        if (done || (!Array.isArray(value) && !isCliMessages(value)))
          throw new TraceError(
            ctx.source,
            line,
            done
              ? 'expected one ui_messages.json array, found more JSON after it'
              : `expected a list of messages, found ${typeName(value)}`,
          )
        done = true
        if (isCliMessages(value)) {
          readConversation(arr(obj(value)!.messages), emit, ctx, line)
          return
        }
        if (isApiHistory(value)) {
          readConversation(value as unknown[], emit, ctx, line)
          return
        }
        const tools = new ToolTracker(emit)
        const models = new ModelWatch(emit)
        let pending: Pending[] = []
        let deletedRange: string | undefined
        let last: { kind: string; type: unknown; text: unknown; index: number } | undefined
        let calls = 0

        const settle = (origin: Origin, request?: string) => {
          for (const p of pending) {
            let failure = p.failure
            if (failure === undefined && p.command) failure = hiddenFailure(p.output.join('\n'))
            if (failure === undefined && request && /The user denied this operation/.test(request))
              failure = 'the user denied the operation'
            if (failure === undefined && request) {
              const m = TOOL_ERROR.exec(request)
              if (m) failure = errorMessage(m[1]) ?? 'the tool failed'
            }
            tools.result(
              p.id,
              {
                failed: failure !== undefined,
                message: failure,
                digest: p.command ? outputDigest(p.output.join('\n')) : undefined,
              },
              origin,
            )
          }
          pending = []
        }

        ;(value as unknown[]).forEach((raw, index) => {
          const m = obj(raw)
          if (!m)
            throw new TraceError(ctx.source, line, `expected message ${index} to be an object, found ${typeName(raw)}`)
          if (m.partial === true) return
          const kind = str(m.type === 'say' ? m.say : m.ask)
          if (kind === undefined) return
          const origin = { index }
          const model = str(obj(m.modelInfo)?.modelId)
          models.see(model, origin, 'model')
          const range = Array.isArray(m.conversationHistoryDeletedRange)
            ? JSON.stringify(m.conversationHistoryDeletedRange)
            : undefined
          if (range !== undefined && range !== deletedRange) {
            deletedRange = range
            emit({ event: 'context_event', action: 'compaction', trigger: 'truncation' }, origin)
          }
          last = { kind, type: m.type, text: m.text, index }

          const call = callOf(kind, m.text)
          if (call) {
            calls++
            const id = `call-${calls}`
            tools.call(call.tool, call.args, id, origin)
            pending.push({ id, command: kind === 'command', output: [] })
            return
          }
          switch (kind) {
            case 'command_output': {
              const p = pending[pending.length - 1]
              if (p?.command && typeof m.text === 'string') p.output.push(m.text)
              return
            }
            case 'mcp_server_response': {
              const p = pending[pending.length - 1]
              if (p && typeof m.text === 'string' && /^\s*Error\b/.test(m.text)) p.failure ??= errorMessage(m.text)
              return
            }
            case 'error':
            case 'diff_error': {
              const p = pending[pending.length - 1]
              const message =
                kind === 'diff_error' ? 'the edit could not be applied' : (errorMessage(m.text) ?? 'error')
              if (p) p.failure ??= message
              else emit({ event: 'error_event', kind: 'agent', message }, origin)
              return
            }
            case 'api_req_started':
            case 'deleted_api_reqs': {
              const t = parseObject(m.text)
              if (kind === 'api_req_started') settle(origin, str(t?.request))
              const u = t
                ? tokenUsage(
                    {
                      input: num(t.tokensIn),
                      output: num(t.tokensOut),
                      cache_read: num(t.cacheReads),
                      cache_write: num(t.cacheWrites),
                    },
                    compact({ model, cost_usd: num(t.cost) }),
                  )
                : undefined
              if (u) emit(u, origin)
              return
            }
            case 'error_retry': {
              const t = parseObject(m.text)
              emit(
                compact({
                  event: 'retry_event',
                  kind: 'provider',
                  attempt: num(t?.attempt),
                  max_retries: num(t?.maxAttempts),
                }),
                origin,
              )
              return
            }
            case 'api_req_retried':
              emit({ event: 'retry_event', kind: 'provider' }, origin)
              return
            case 'api_req_failed':
              emit(
                {
                  event: 'error_event',
                  kind: 'model',
                  message: errorMessage(parseObject(m.text)?.message ?? m.text) ?? 'the API request failed',
                },
                origin,
              )
              return
            default:
              return
          }
        })
        tools.end()
        if (last) {
          const end = endOf(last.kind, last.type, last.text)
          emit(processEnd(end.status, end.reason === undefined ? undefined : short(end.reason)), { index: last.index })
        }
      },
      end() {},
    }
  },
}

export default adapter

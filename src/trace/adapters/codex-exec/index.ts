/**
 * codex-exec: `codex exec --json` (JSONL thread events).
 *
 * - Items are counted once, at `item.completed` (their `item.started` / `item.updated` are
 *   skipped). Tool items -> tool_call + tool_output: `command_execution` (tool
 *   "command_execution", args {command}), `mcp_tool_call` (tool "mcp__<server>__<tool>", args =
 *   arguments), `file_change` (args {changes: [{path, kind}]}), `web_search` (args {query}),
 *   `todo_list` (the plan tool; args {items}), `collab_tool_call` (the multi-agent tools: tool =
 *   its `tool`, spawn_agent / send_input / wait / close_agent, args {receiver_thread_ids,
 *   prompt}), `request_user_input` (args {questions}). Failed: a non-zero `exit_code`, `status`
 *   "failed" or "declined" (a declined command never ran: its message is "command declined",
 *   a refusal), or an mcp `error`.
 *   `agent_message`, `reasoning` and `plan` items (and `item.plan.delta` events) are the
 *   agent's words; an `error` item is a non-fatal notice of Codex itself (e.g. a deprecated
 *   setting, hooks run without review): not counted, and not a failure. Any other item is
 *   left unread.
 * - `turn.completed` usage: Codex reports the thread's running total there, not the turn's, so
 *   each turn gives the DIFFERENCE to the previous one (a single-turn file: the usage as is).
 *   input_tokens includes cached_input_tokens: input = input_tokens - cached, cache_read =
 *   cached, total = input_tokens + output_tokens.
 * - `error` "Reconnecting... n/m" -> retry_event; any other `error` -> error_event; `turn.failed`
 *   -> error_event unless the same message was just reported by an `error`.
 * - reading `skills/<name>/SKILL.md` in a command -> skill_event.
 * - process_end from the last turn: turn.completed -> completed, turn.failed -> error; a turn
 *   that never ended -> incomplete.
 */
import { arr, compact, expectObject, firstNum, type JsonObject, num, obj, str, withId } from '../json.js'
import { reconnectRetry, short } from '../text.js'
import { outputDigest, skillInPath, type ToolRole, ToolTracker } from '../tools.js'
import { emitEnd, inclusiveUsage, type LineEnd, tokenUsage } from '../run.js'
import type { Adapter } from '../types.js'
import { leftUnread } from '../unread.js'

function classify(_tool: string, args: unknown): ToolRole {
  const skill = skillInPath(obj(args)?.command)
  return skill ? { skill } : {}
}

interface ToolItem {
  tool: string
  args: unknown
  failed: boolean
  message?: string
  extra?: JsonObject
  /** The result's content, for its digest. */
  content?: unknown
}

function toolItem(item: JsonObject): ToolItem | undefined {
  const status = item.status
  const badStatus = status === 'failed' || status === 'declined'
  switch (item.type) {
    case 'command_execution': {
      const exit = num(item.exit_code)
      const failed = badStatus || (exit !== undefined && exit !== 0)
      return {
        tool: 'command_execution',
        args: { command: item.command ?? null },
        failed,
        // A declined command never ran: refused by the approval policy or the sandbox, which its
        // message says first ("command declined", as refusals are told from failures).
        message: failed
          ? status === 'declined'
            ? 'command declined'
            : exit !== undefined
              ? `exit code ${exit}`
              : `command ${String(status)}`
          : undefined,
        extra: compact({ exit_code: exit }),
        content: item.aggregated_output,
      }
    }
    case 'mcp_tool_call': {
      const err = obj(item.error)
      const failed = badStatus || err !== undefined || str(item.error) !== undefined
      const server = str(item.server)
      const tool = str(item.tool) ?? 'mcp_tool_call'
      return {
        tool: server ? `mcp__${server}__${tool}` : tool,
        args: item.arguments === undefined ? {} : item.arguments,
        failed,
        message: failed ? (short(err?.message) ?? short(item.error) ?? 'MCP tool call failed') : undefined,
        content: item.result ?? item.error ?? undefined,
      }
    }
    case 'file_change':
      return {
        tool: 'file_change',
        args: { changes: arr(item.changes).map((c) => compact({ path: obj(c)?.path, kind: obj(c)?.kind })) },
        failed: badStatus,
        message: badStatus ? 'patch failed' : undefined,
      }
    case 'web_search':
      return {
        tool: 'web_search',
        args: compact({ query: item.query }),
        failed: badStatus,
        message: badStatus ? 'web search failed' : undefined,
      }
    case 'todo_list':
      return {
        tool: 'todo_list',
        args: { items: arr(item.items).map((i) => compact({ text: obj(i)?.text })) },
        failed: false,
      }
    case 'collab_tool_call': {
      // A call to the multi-agent tools: the agents it names and their states after it.
      const agents = obj(item.agents_states)
      return {
        tool: str(item.tool) ?? 'collab_tool_call',
        args: compact({
          receiver_thread_ids: Array.isArray(item.receiver_thread_ids) ? item.receiver_thread_ids : undefined,
          prompt: str(item.prompt),
        }),
        failed: badStatus,
        message: badStatus ? `${str(item.tool) ?? 'collab tool call'} ${String(status)}` : undefined,
        content: agents,
      }
    }
    case 'request_user_input':
      // The agent asked the user a question (Codex's request_user_input tool).
      return {
        tool: 'request_user_input',
        args: compact({ questions: Array.isArray(item.questions) ? item.questions : undefined }),
        failed: badStatus,
        message: badStatus ? `request_user_input ${String(status)}` : undefined,
        content: item.answers ?? item.response,
      }
    default:
      return undefined
  }
}

/** Items that are not calls: the agent's words, its reasoning and plan, and Codex's own notices. */
const NOT_CALLS = new Set(['agent_message', 'reasoning', 'plan', 'error'])

const adapter: Adapter = {
  id: 'codex-exec',
  signature: 'codex-exec: a first line {"type":"thread.started"} (codex exec --json)',
  recognise(first) {
    const t = obj(first)?.type
    return t === 'thread.started' || t === 'turn.started' || t === 'item.started' || t === 'item.completed'
  },
  observes: ['loop_control', 'cost_efficiency', 'skill_adherence', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit, classify)
    let previous = { input: 0, cached: 0, cacheWrite: 0, output: 0 }
    let turnError: string | undefined
    let end: LineEnd | undefined

    const usage = (u: JsonObject, line: number) => {
      const cur = {
        input: firstNum(u, 'input_tokens') ?? 0,
        cached: firstNum(u, 'cached_input_tokens') ?? 0,
        cacheWrite: firstNum(u, 'cache_write_input_tokens') ?? 0,
        output: firstNum(u, 'output_tokens') ?? 0,
      }
      // A running total never goes down; if it does, the counter started again.
      const reset = cur.input < previous.input || cur.output < previous.output || cur.cached < previous.cached
      const base = reset ? { input: 0, cached: 0, cacheWrite: 0, output: 0 } : previous
      previous = cur
      const e = tokenUsage(
        inclusiveUsage(
          cur.input - base.input,
          cur.cached - base.cached,
          cur.cacheWrite - base.cacheWrite,
          cur.output - base.output,
        ),
      )
      if (e) emit(e, { line })
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a thread event object')
        const origin = { line }
        // The working directory, where a record says it: the thread's or the turn's `cwd`, else
        // the first command's own (the first one said is kept).
        if (ctx.workdir) {
          const dir = str(r.cwd) ?? str(obj(r.item)?.cwd)
          if (dir) ctx.workdir(dir)
        }
        switch (r.type) {
          case 'turn.started':
            turnError = undefined
            end = { status: 'incomplete', reason: 'the turn never ended', line }
            return
          case 'item.completed': {
            const item = obj(r.item)
            if (!item) return
            const t = toolItem(item)
            if (!t) {
              if (!NOT_CALLS.has(item.type as string)) leftUnread(ctx, item, line)
              return
            }
            const id = str(item.id)
            const at = withId(origin, id)
            tools.call(t.tool, t.args, id, at)
            tools.result(
              id,
              { failed: t.failed, message: t.message, extra: t.extra, digest: outputDigest(t.content) },
              at,
            )
            return
          }
          case 'turn.completed': {
            const u = obj(r.usage)
            if (u) usage(u, line)
            end = { status: 'completed', line }
            return
          }
          case 'turn.failed': {
            const message = short(obj(r.error)?.message) ?? short(r.error) ?? 'the turn failed'
            if (turnError !== message) emit({ event: 'error_event', kind: 'turn', message }, origin)
            end = { status: 'error', reason: message, line }
            return
          }
          case 'error': {
            const message = short(r.message) ?? 'error'
            const retry = reconnectRetry(message)
            if (retry) return emit(retry, origin)
            emit({ event: 'error_event', kind: 'stream', message }, origin)
            turnError = message
            return
          }
          case 'thread.started':
          case 'item.started':
          case 'item.updated':
          case 'item.plan.delta':
            // The thread's id, and items in progress: their completion is what is read.
            return
          default:
            return leftUnread(ctx, r, line)
        }
      },
      end() {
        tools.end()
        emitEnd(emit, end)
      },
    }
  },
}

export default adapter

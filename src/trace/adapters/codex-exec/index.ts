/**
 * codex-exec: `codex exec --json` (JSONL thread events).
 *
 * - Items are counted once, at `item.completed` (their `item.started` / `item.updated` are
 *   skipped). Tool items -> tool_call + tool_output: `command_execution` (tool
 *   "command_execution", args {command}), `mcp_tool_call` (tool "mcp__<server>__<tool>", args =
 *   arguments), `file_change` (args {changes: [{path, kind}]}), `web_search` (args {query}),
 *   `todo_list` (the plan tool; args {items}). Failed: a non-zero `exit_code`, `status` "failed"
 *   or "declined", or an mcp `error`.
 *   An `error` item is a non-fatal notice of Codex itself (e.g. a deprecated setting): not counted.
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
        message: failed ? (exit !== undefined ? `exit code ${exit}` : `command ${String(status)}`) : undefined,
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
    default:
      return undefined
  }
}

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
        switch (r.type) {
          case 'turn.started':
            turnError = undefined
            end = { status: 'incomplete', reason: 'the turn never ended', line }
            return
          case 'item.completed': {
            const item = obj(r.item)
            if (!item) return
            const t = toolItem(item)
            if (!t) return
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

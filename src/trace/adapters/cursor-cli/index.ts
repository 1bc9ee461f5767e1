/**
 * cursor-cli: `cursor-agent -p --output-format stream-json` (JSONL), and Cursor's desktop agent
 * transcripts (`~/.cursor/projects/<slug>/agent-transcripts/<id>.jsonl`); formats.md "cursor-cli".
 *
 * The stream:
 * - `system` `init` {cwd, model, session_id, apiKeySource, permissionMode}: the working directory
 *   and the model.
 * - `tool_call` `started` -> tool_call; `completed` -> its tool_output (a completed call never
 *   seen started is its own tool_call first). The call is `tool_call.<kind>ToolCall {args,
 *   result}`: tool = `<kind>` (`shell`, `edit`, `read`, ...; an MCP call `mcp__<provider>__<tool>`),
 *   args = `args` (a rejected shell call without args: the rejected command). A result other
 *   than `success` failed: `error`, `failure {exitCode, stderr}`, `rejected {reason}`,
 *   `writePermissionDenied`. Older builds write `tool_call.function {name, arguments}`.
 * - `result` {subtype, is_error, usage {inputTokens, outputTokens, cacheReadTokens,
 *   cacheWriteTokens}} -> token_usage (input excludes the cache) and the end: subtype `success`
 *   and not is_error -> completed, else error. Rejected calls still end with a success: the
 *   failed calls say it.
 * - A call started and never completed was abandoned: the run is incomplete (unless its result
 *   says it failed). Runs appended in one file (an init after a result): the last run's end is
 *   the file's. No result -> incomplete. A stream of its init alone failed before it began
 *   (quota and login errors go to stderr only) -> error.
 * - `user`, `assistant`, `thinking`: no events. Other types are left unread.
 *
 * The desktop transcript: `{role, message {content: [text | tool_use {name, input}]}}` and
 * `{type: "turn_ended", status}`. tool_use -> tool_call; it records no tool results, ids, times
 * or tokens, so a failed call cannot be seen (a warning says so). The end: the last turn's
 * `turn_ended` status (`success` -> completed, else error); none after the last message ->
 * incomplete.
 */
import { compact, expectObject, idOf, type JsonObject, num, obj, str, withId, arr } from '../json.js'
import { errorMessage, short } from '../text.js'
import { digestWhenRead, parseArgs, ToolTracker } from '../tools.js'
import { emitEnd, type LineEnd, ModelWatch, tokenUsage } from '../run.js'
import { type Adapter, FIT, type Sample } from '../types.js'
import { typeKind } from '../unread.js'

const SUFFIX = 'ToolCall'

/** The `<kind>ToolCall` key of a tool_call record's call, or undefined. */
function callKey(call: JsonObject): string | undefined {
  for (const k in call) {
    if (k.length > SUFFIX.length && k.endsWith(SUFFIX) && obj(call[k]) !== undefined) return k
  }
  return undefined
}

function isInit(r: JsonObject): boolean {
  return r.type === 'system' && r.subtype === 'init'
}

/** A record only cursor-agent's stream writes. */
function isCursorRecord(r: JsonObject): boolean {
  switch (r.type) {
    case 'tool_call': {
      const call = obj(r.tool_call)
      return call !== undefined && (callKey(call) !== undefined || obj(call.function) !== undefined)
    }
    case 'thinking':
      return r.subtype === 'delta' || r.subtype === 'completed'
    case 'system':
      // Claude's init lists its tools and MCP servers and has a uuid (kept when a workflow strips
      // the rest); Cursor's names its key source instead.
      return (
        isInit(r) &&
        typeof r.apiKeySource === 'string' &&
        !Array.isArray(r.tools) &&
        !('mcp_servers' in r) &&
        !('uuid' in r)
      )
    case 'result': {
      const u = obj(r.usage)
      return u !== undefined && ('inputTokens' in u || 'outputTokens' in u)
    }
    default:
      return false
  }
}

/** A line of the desktop transcript. */
function isDesktopMessage(r: JsonObject): boolean {
  return (
    r.type === undefined &&
    (r.role === 'user' || r.role === 'assistant') &&
    Array.isArray(obj(r.message)?.content) &&
    !('uuid' in r) &&
    !('sessionId' in r)
  )
}

function isTurnEnded(r: JsonObject): boolean {
  return r.type === 'turn_ended' && typeof r.status === 'string'
}

interface Call {
  tool: string | null
  args: unknown
  result?: JsonObject
}

/** The tool, arguments and result of a tool_call record's call. */
function readCall(call: JsonObject): Call | undefined {
  const key = callKey(call)
  if (key) {
    const body = obj(call[key])!
    const kind = key.slice(0, -SUFFIX.length)
    const args = obj(body.args)
    let tool: string = kind
    if (kind === 'mcp') {
      const name = str(args?.toolName) ?? str(args?.name)
      const provider = str(args?.providerIdentifier)
      if (name) tool = provider ? `mcp__${provider}__${name}` : `mcp__${name}`
    }
    return { tool, args: args ?? undefined, result: obj(body.result) }
  }
  const fn = obj(call.function)
  if (fn) return { tool: str(fn.name) ?? null, args: parseArgs(fn.arguments), result: obj(call.result) }
  return undefined
}

interface Outcome {
  failed: boolean
  message?: string
  extra?: JsonObject
  content?: unknown
}

/** What a call's result says: `success`, or one of the failures. */
function outcome(result: JsonObject | undefined): Outcome {
  if (!result) return { failed: false }
  const success = obj(result.success)
  if (success || 'success' in result) {
    return {
      failed: false,
      extra: compact({ exit_code: num(success?.exitCode) }),
      content: success?.stdout ?? success?.content ?? result.success,
    }
  }
  const failure = obj(result.failure)
  if (failure) {
    const exit = num(failure.exitCode)
    return {
      failed: true,
      message: errorMessage(failure.stderr) ?? (exit !== undefined ? `exit code ${exit}` : 'the command failed'),
      extra: compact({ exit_code: exit }),
      content: failure.stderr ?? failure.stdout,
    }
  }
  const rejected = result.rejected
  if (rejected !== undefined) {
    const reason = short(obj(rejected)?.reason)
    return { failed: true, message: reason ? `rejected: ${reason}` : 'rejected', content: rejected }
  }
  if (result.writePermissionDenied !== undefined)
    return { failed: true, message: 'write permission denied', content: result.writePermissionDenied }
  if (result.error !== undefined) {
    const e = result.error
    return { failed: true, message: errorMessage(obj(e)?.error ?? e) ?? 'the tool failed', content: e }
  }
  // A result of a kind not known: none of the success marks.
  const kind = Object.keys(result)[0]
  return { failed: true, message: kind ? `result ${short(kind)}` : 'the tool failed', content: result }
}

/** Arguments of a call whose record carries none: what its rejected or failed result names. */
function argsFromResult(result: JsonObject | undefined): JsonObject {
  for (const k of ['rejected', 'failure', 'success', 'error']) {
    const r = obj(result?.[k])
    if (!r) continue
    return compact({ command: str(r.command), path: str(r.path) })
  }
  return {}
}

const adapter: Adapter = {
  id: 'cursor-cli',
  signature:
    'cursor-cli: {"type":"tool_call","tool_call":{"<kind>ToolCall":...}} or a Cursor init (cursor-agent ' +
    '--output-format stream-json), or Cursor desktop transcript lines {"role","message"} / {"type":"turn_ended"}',
  recognise(first) {
    return adapter.fit!({ records: [first] }) >= FIT.LIKELY
  },
  fit({ records }: Sample) {
    let desktop = false
    for (const x of records) {
      const r = obj(x)
      if (!r) return FIT.NONE
      if (isCursorRecord(r) || isTurnEnded(r)) return FIT.SIGNATURE
      if (isDesktopMessage(r)) desktop = true
    }
    return desktop ? FIT.LIKELY : FIT.NONE
  },
  outranks: ['claude-stream'],
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit)
    const models = new ModelWatch(emit)
    /** Calls started and not yet completed, by call id (their tool), in the order they started. */
    const open = new Map<string, string | null>()
    let end: LineEnd | undefined
    let result: LineEnd | undefined
    let init: number | undefined
    let lastLine = 0
    let records = 0
    /** A record of the run's work (a reply, a thought, a call, a result) came. */
    let began = false
    let desktop = false
    let warned = false
    let calls = 0

    const toolCall = (r: JsonObject, line: number) => {
      const call = obj(r.tool_call)!
      const c = readCall(call)
      const id = idOf(r.call_id) ?? idOf(call.toolCallId)
      const origin = withId({ line }, id)
      if (!c) {
        ctx.unread?.(line, 'tool_call of an unknown shape', true)
        return
      }
      if (r.subtype === 'started') {
        tools.call(c.tool, c.args ?? {}, id, origin)
        if (id !== undefined) open.set(id, c.tool)
        return
      }
      if (r.subtype !== 'completed') {
        ctx.unread?.(line, typeKind(r.subtype, 'tool_call subtype'), true)
        return
      }
      if (id === undefined || !open.has(id)) tools.call(c.tool, c.args ?? argsFromResult(c.result), id, origin)
      if (id !== undefined) open.delete(id)
      const o = outcome(c.result)
      tools.result(
        id,
        {
          failed: o.failed,
          message: o.message,
          extra: o.extra,
          tool: c.tool ?? undefined,
          digest: digestWhenRead(o.content),
        },
        origin,
      )
    }

    const resultRecord = (r: JsonObject, line: number) => {
      const u = obj(r.usage)
      if (u) {
        const e = tokenUsage({
          input: num(u.inputTokens),
          output: num(u.outputTokens),
          cache_read: num(u.cacheReadTokens),
          cache_write: num(u.cacheWriteTokens),
        })
        if (e) emit(e, { line })
      }
      const subtype = str(r.subtype) ?? 'success'
      const failed = subtype !== 'success' || r.is_error === true
      if (failed) {
        const message = short(r.result) ?? short(r.error) ?? subtype
        emit(compact({ event: 'error_event', kind: 'result', subtype, message }), { line })
        result = { status: 'error', reason: subtype !== 'success' ? subtype : message, line }
      } else result = { status: 'completed', line }
    }

    const desktopMessage = (r: JsonObject, line: number) => {
      desktop = true
      const content = arr(obj(r.message)?.content)
      for (let i = 0; i < content.length; i++) {
        const b = obj(content[i])
        if (b?.type !== 'tool_use') continue
        calls++
        tools.call(str(b.name) ?? null, b.input ?? {}, idOf(b.id), { line })
      }
      end = {
        status: 'incomplete',
        reason: r.role === 'user' ? 'a user message without a reply after it' : 'the turn never ended',
        line,
      }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a Cursor record')
        records++
        lastLine = line
        if (r.type === 'assistant' || r.type === 'thinking' || r.type === 'tool_call' || r.type === 'result')
          began = true
        switch (r.type) {
          case 'system':
            if (isInit(r)) {
              // A run appended after one that ended: the file ends as its last run does.
              if (result) {
                result = undefined
                began = false
                init = line
              }
              init ??= line
              if (ctx.workdir && typeof r.cwd === 'string') ctx.workdir(r.cwd)
              models.see(r.model, { line }, 'init')
            } else ctx.unread?.(line, typeKind(r.subtype, 'system'))
            return
          case 'tool_call':
            if (obj(r.tool_call)) toolCall(r, line)
            else ctx.unread?.(line, 'tool_call without a call', true)
            return
          case 'result':
            resultRecord(r, line)
            return
          case 'user':
          case 'assistant':
          case 'thinking':
            return
          case 'turn_ended': {
            const status = str(r.status)
            end =
              status === 'success'
                ? { status: 'completed', line }
                : { status: 'error', reason: `the turn ended with status ${short(status) ?? 'unknown'}`, line }
            return
          }
          case undefined:
            if (isDesktopMessage(r)) return desktopMessage(r, line)
            ctx.unread?.(line, 'a record without a type', false)
            return
          default:
            ctx.unread?.(line, typeKind(r.type), typeof r.type === 'string' && r.type.includes('tool'))
        }
      },
      end() {
        if (desktop && calls > 0 && !warned) {
          warned = true
          ctx.warn(
            undefined,
            `a Cursor desktop transcript records no tool results: the ${calls} tool call${calls === 1 ? '' : 's'} ` +
              'cannot be seen to fail, and no tokens or times are recorded',
          )
        }
        tools.end()
        if (desktop) return emitEnd(emit, end)
        if (result?.status === 'error') return emitEnd(emit, result)
        if (open.size > 0) {
          const first = open.values().next().value
          return emitEnd(emit, {
            status: 'incomplete',
            reason: `${open.size} tool call${open.size === 1 ? '' : 's'} started and never completed (abandoned${
              first ? `: ${first}` : ''
            })`,
            line: result?.line ?? lastLine,
          })
        }
        if (result) return emitEnd(emit, result)
        if (init !== undefined && !began)
          return emitEnd(emit, {
            status: 'error',
            reason:
              'the stream stops after its init: the run failed before it began (Cursor writes such errors to stderr)',
            line: init,
          })
        if (records > 0)
          emitEnd(emit, {
            status: 'incomplete',
            reason: 'the stream has no result record (was the run stopped?)',
            line: lastLine,
          })
      },
    }
  },
}

export default adapter

/**
 * codex-rollout: Codex session files (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`), lines
 * `{timestamp, type, payload}`.
 *
 * - Tool calls are the `response_item`s the model produced: `function_call` (args = arguments,
 *   a JSON string, parsed), `custom_tool_call` (args = input), `local_shell_call`,
 *   `tool_search_call`, `web_search_call`, `image_generation_call`. Results:
 *   `function_call_output`, `custom_tool_call_output`, `tool_search_output` by call_id; web
 *   search and image generation carry their own status. The `event_msg` echoes of the same calls
 *   (`exec_command_end`, `mcp_tool_call_end`, `patch_apply_end`, ...) are not counted again;
 *   they only mark the call failed (non-zero exit_code, success false, an MCP error), which the
 *   output then reports. An output also says it failed with a non-zero "Process exited with
 *   code" / "Exit code:" header or `metadata.exit_code`. A call that never got an output is a
 *   call without result, not an error.
 * - Token counts are cumulative: each `token_count` whose `total_token_usage` grew gives the
 *   DIFFERENCE as one token_usage, so the sum is the last `total_tokens` (a total that goes down
 *   starts a new counter). input_tokens includes the cached ones.
 * - `compacted` and `event_msg` `context_compacted` -> one context_event compaction (the two
 *   records of one compaction are counted once), tokens_before = the context fill of the last
 *   reply (its input tokens; a `token_count` with no input is no measurement), saturation = that
 *   / `model_context_window` in percent, at most 100.
 * - each turn -> a context_event {action: "fill", saturation} with the highest fill of the
 *   turn, when the context window is known.
 * - `event_msg` `error` -> error_event ("Reconnecting... n/m" and `stream_error` ->
 *   retry_event); `task_complete` with an error -> error_event (once per message and turn).
 * - `turn_context` model changes -> state_transition.
 * - reading `skills/<name>/SKILL.md` in a command -> skill_event.
 * - process_end from the last turn: task_complete -> completed (error when it carries one or an
 *   error was reported in the turn), turn_aborted -> aborted, a turn that never ended -> incomplete.
 *
 * Integrity: cumulative `total_tokens` that go down (to more than 0, with no new `session_meta`
 * or compaction between: a resumed or compacted session may count anew) say records were cut or
 * spliced; lines are written in order, with their timestamps; the session's id is the first
 * `session_meta`'s `id`.
 */
import { compact, expectObject, firstNum, idOf, type JsonObject, num, obj, type Origin, str } from '../json.js'
import { reconnectRetry, short } from '../text.js'
import { outputDigest, parseArgs, skillInPath, type ToolRole, ToolTracker } from '../tools.js'
import { emitEnd, inclusiveUsage, type LineEnd, ModelWatch, tokenUsage } from '../run.js'
import type { Adapter } from '../types.js'
import { timeOf } from '../../../core/integrity.js'
import { leftUnread } from '../unread.js'

function classify(_tool: string, args: unknown): ToolRole {
  const a = obj(args)
  const skill = skillInPath(a ? (a.cmd ?? a.command) : args)
  return skill ? { skill } : {}
}

/** Why an output says its call failed, or undefined. */
function outputFailure(output: unknown): string | undefined {
  const o = obj(output)
  if (o) {
    if (o.success === false) return short(typeof o.content === 'string' ? o.content : undefined) ?? 'tool call failed'
    return undefined
  }
  if (typeof output !== 'string') return undefined
  const trimmed = output.trimStart()
  if (trimmed.startsWith('{')) {
    const m = /"exit_code"\s*:\s*(-?\d+)/.exec(output.slice(-400))
    if (m && Number(m[1]) !== 0) return `exit code ${m[1]}`
    return undefined
  }
  const head = output.slice(0, 400)
  const m = /(?:^|\n)\s*(?:Process exited with code|Exit code:)\s*(-?\d+)/.exec(head)
  if (m && Number(m[1]) !== 0) return `exit code ${m[1]}`
  if (/^(?:execution error|failed to parse function arguments|aborted by user|error:)/i.test(trimmed))
    return short(trimmed)
  // An approval refused (by a person or a client that could not ask, "exec command rejected by
  // user", "patch rejected by user", "... rejected by user approval settings"), Codex's reviewer
  // ("rejected due to unacceptable risk") or its sandbox ("failed in sandbox ... sandbox denied
  // exec error"): the call never ran, in the refusal's own words.
  if (
    /^(?:(?:exec command|patch) rejected by user|this action was rejected due to unacceptable risk)|rejected by user approval settings|sandbox denied exec error/i.test(
      trimmed.slice(0, 400),
    )
  )
    return short(trimmed)
  return undefined
}

interface Totals {
  input: number
  cached: number
  cacheWrite: number
  output: number
  total: number
}

function totals(u: JsonObject | undefined): Totals | undefined {
  if (!u) return undefined
  const input = firstNum(u, 'input_tokens') ?? 0
  const output = firstNum(u, 'output_tokens') ?? 0
  return {
    input,
    cached: firstNum(u, 'cached_input_tokens') ?? 0,
    cacheWrite: firstNum(u, 'cache_write_input_tokens') ?? 0,
    output,
    total: firstNum(u, 'total_tokens') ?? input + output,
  }
}

/** A fill in percent of the window, at most 100. */
function percent(tokens: number, window: number | undefined): number | undefined {
  if (window === undefined || window <= 0) return undefined
  return Math.min(100, Math.round((tokens / window) * 1000) / 10)
}

const adapter: Adapter = {
  id: 'codex-rollout',
  signature:
    'codex-rollout: a first line {"type":"session_meta","payload":{...}} (~/.codex/sessions/**/rollout-*.jsonl)',
  recognise(first) {
    const r = obj(first)
    return r?.type === 'session_meta' && obj(r.payload) !== undefined
  },
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'skill_adherence', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit, classify)
    const models = new ModelWatch(emit)
    /** Calls an event_msg said failed, waiting for their output. */
    const failedByEvent = new Map<string, string>()
    let previous: Totals | undefined
    let window: number | undefined
    let lastFill: number | undefined
    let turn: { peak?: number; origin: Origin; error?: string } | undefined
    let unpaired: 'compacted' | 'event' | undefined
    let end: LineEnd | undefined
    /** The last cumulative total, for the integrity check; cleared where a new count may start. */
    let counted: { total: number; line: number } | undefined

    const closeTurn = () => {
      if (turn?.peak !== undefined) {
        const saturation = percent(turn.peak, window)
        if (saturation !== undefined) {
          emit(
            { event: 'context_event', action: 'fill', saturation, tokens: turn.peak, context_window: window! },
            turn.origin,
          )
        }
      }
      turn = undefined
    }

    const compaction = (kind: 'compacted' | 'event', line: number) => {
      if (unpaired !== undefined && unpaired !== kind) {
        unpaired = undefined
        return
      }
      unpaired = kind
      counted = undefined
      emit(
        compact({
          event: 'context_event',
          action: 'compaction',
          tokens_before: lastFill,
          saturation: lastFill === undefined ? undefined : percent(lastFill, window),
        }),
        { line },
      )
    }

    const error = (message: string, origin: Origin, kind: string) => {
      if (turn?.error === message) return
      emit({ event: 'error_event', kind, message }, origin)
      if (turn) turn.error = message
    }

    const result = (callId: string | undefined, output: unknown, origin: Origin) => {
      const byEvent = callId === undefined ? undefined : failedByEvent.get(callId)
      if (callId !== undefined) failedByEvent.delete(callId)
      const why = byEvent ?? outputFailure(output)
      tools.result(callId, { failed: why !== undefined, message: why, digest: outputDigest(output) }, origin)
    }

    const responseItem = (p: JsonObject, origin: Origin) => {
      unpaired = undefined
      switch (p.type) {
        case 'function_call':
          return tools.call(str(p.name) ?? null, parseArgs(p.arguments ?? {}), idOf(p.call_id), origin)
        case 'custom_tool_call':
          return tools.call(str(p.name) ?? null, parseArgs(p.input ?? {}), idOf(p.call_id), origin)
        case 'local_shell_call':
          return tools.call('local_shell', obj(p.action) ?? {}, idOf(p.call_id) ?? idOf(p.id), origin)
        case 'tool_search_call':
          return tools.call('tool_search', parseArgs(p.arguments ?? {}), idOf(p.call_id), origin)
        case 'web_search_call':
        case 'image_generation_call': {
          const tool = p.type === 'web_search_call' ? 'web_search' : 'image_generation'
          const args = p.type === 'web_search_call' ? (obj(p.action) ?? {}) : {}
          tools.call(tool, args, undefined, origin)
          const failed = p.status === 'failed'
          tools.result(undefined, { failed, tool, message: failed ? `${tool} failed` : undefined }, origin)
          return
        }
        case 'function_call_output':
        case 'custom_tool_call_output':
        case 'tool_search_output':
          return result(idOf(p.call_id), p.output, origin)
        default:
          return
      }
    }

    const noteFailure = (p: JsonObject) => {
      const callId = idOf(p.call_id)
      if (callId === undefined) return
      let why: string | undefined
      switch (p.type) {
        case 'exec_command_end': {
          const exit = num(p.exit_code)
          if (exit !== undefined && exit !== 0) why = `exit code ${exit}`
          break
        }
        case 'patch_apply_end':
          if (p.success === false) why = 'patch failed'
          break
        case 'mcp_tool_call_end': {
          const r = obj(p.result)
          if (r && 'Err' in r) why = short(r.Err) ?? 'MCP tool call failed'
          else if (obj(r?.Ok)?.isError === true) why = 'MCP tool returned an error'
          break
        }
      }
      if (why !== undefined && tools.has(callId)) failedByEvent.set(callId, why)
    }

    const eventMsg = (p: JsonObject, origin: Origin, line: number) => {
      switch (p.type) {
        case 'token_count': {
          const info = obj(p.info)
          if (!info) return
          window = num(info.model_context_window) ?? window
          const last = totals(obj(info.last_token_usage))
          // The context in use is what the request sent: its input tokens (cached ones included).
          // A record without input (after a compaction Codex writes only total_tokens) is not a
          // measurement of the context.
          if (last && last.input > 0) {
            lastFill = last.input
            if (turn) turn.peak = Math.max(turn.peak ?? 0, last.input)
          }
          const cur = totals(obj(info.total_token_usage))
          if (!cur) return
          if (ctx.integrity && cur.total > 0) {
            if (counted && cur.total < counted.total) {
              ctx.integrity.finding({
                kind: 'totals_decrease',
                detail: `total_tokens goes down from ${counted.total} (line ${counted.line}) to ${cur.total}`,
                origin,
              })
            }
            counted = { total: cur.total, line }
          }
          const base = previous && cur.total >= previous.total ? previous : undefined
          previous = cur
          const d = (k: keyof Totals) => cur[k] - (base ? base[k] : 0)
          if (d('total') === 0) return
          const e = tokenUsage(inclusiveUsage(d('input'), d('cached'), d('cacheWrite'), d('output'), d('total')))
          if (e) emit(e, origin)
          return
        }
        case 'task_started':
          closeTurn()
          window = num(p.model_context_window) ?? window
          turn = { origin }
          end = { status: 'incomplete', reason: 'the turn never ended', line }
          return
        case 'task_complete': {
          const err = obj(p.error)
          const message = err ? (short(err.message) ?? 'the turn failed') : undefined
          if (message !== undefined) error(message, origin, 'turn')
          const failed = message !== undefined || turn?.error !== undefined
          end = failed ? { status: 'error', reason: message ?? turn?.error, line } : { status: 'completed', line }
          if (turn) turn.origin = origin
          closeTurn()
          return
        }
        case 'turn_aborted':
          end = { status: 'aborted', reason: str(p.reason) ?? 'aborted', line }
          if (turn) turn.origin = origin
          closeTurn()
          return
        case 'context_compacted':
          return compaction('event', line)
        case 'stream_error':
          emit(compact({ event: 'retry_event', kind: 'provider', message: short(p.message) }), origin)
          return
        case 'error': {
          const message = short(p.message) ?? 'error'
          const retry = reconnectRetry(message)
          if (retry) return emit(retry, origin)
          error(message, origin, 'stream')
          end = { status: 'error', reason: message, line }
          return
        }
        default:
          return noteFailure(p)
      }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a rollout line object')
        const p = obj(r.payload)
        const origin = { line }
        // The run's working directory, for the files it touched, whether or not integrity is checked.
        if (r.type === 'session_meta' && ctx.workdir && typeof p?.cwd === 'string') ctx.workdir(p.cwd)
        if (ctx.integrity) {
          const ms = timeOf(r.timestamp)
          if (ms !== undefined) ctx.integrity.time(ms, origin)
          if (r.type === 'session_meta') {
            counted = undefined
            const id = str(p?.id)
            if (id !== undefined) ctx.integrity.identity(id)
          }
        }
        switch (r.type) {
          case 'turn_context':
            if (p) models.see(p.model, origin, 'turn_context')
            return
          case 'response_item':
            if (p) responseItem(p, origin)
            return
          case 'event_msg':
            if (p) eventMsg(p, origin, line)
            return
          case 'compacted':
            return compaction('compacted', line)
          case 'session_meta':
          case 'world_state':
          case 'inter_agent_communication_metadata':
            // The session's header (read above), and state between agents that makes no event.
            return
          default:
            return leftUnread(ctx, r, line)
        }
      },
      end() {
        closeTurn()
        tools.end()
        emitEnd(emit, end)
      },
    }
  },
}

export default adapter

/**
 * opencode: `opencode run --format json` (JSONL). Every line is `{type, timestamp (epoch ms),
 * sessionID ("ses_..."), part | error}` (formats.md, "opencode").
 *
 * - `tool_use` (part `tool`, `callID`, `state {status, input, output | error, metadata}`) ->
 *   tool_call (tool, args = input) + tool_output. Failed: `state.status` `error` (the message is
 *   `state.error`), or a bash call whose `metadata.exit` (older builds `exitCode`) is not 0.
 * - `step_finish` (part `reason`, `cost`, `tokens {input, output, reasoning, cache {read,
 *   write}, total?}`, per model call) -> token_usage: input excludes the cache; reasoning is
 *   output the model was paid for; `total` as recorded when present; `cost` as cost_usd.
 * - `error` (`{name, data {message, statusCode?}}`) -> error_event kind provider (an `APIError`
 *   or one with a status code) or agent.
 * - `step_start`, `text`, `reasoning`: no events. Any other type is left unread.
 * - No end record: the run ended well when its last step finished with reason `stop`; an `error`
 *   record -> process_end error; a last `step_start` or `tool_use`, or a last step that finished
 *   for tool calls -> incomplete. opencode exits 0 in every case.
 * - No working directory or model in the stream.
 *
 * opencode's server event stream (`{type: "message.part.updated", properties: {part}}`) is
 * another shape: recognised by its records, and refused by name.
 */
import { compact, expectObject, firstNum, type JsonObject, num, obj, str, withId } from '../json.js'
import { errorMessage, short } from '../text.js'
import { digestWhenRead, ToolTracker } from '../tools.js'
import { emitEnd, type LineEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import { type Adapter } from '../types.js'
import { ownRecords } from '../signature.js'
import { typeKind } from '../unread.js'

const TYPES = new Set(['step_start', 'text', 'tool_use', 'step_finish', 'reasoning', 'error'])

/** A line of `opencode run --format json`: a known type, a `ses_` session id and a part or an error. */
function isRunRecord(x: unknown): boolean {
  const r = obj(x)
  return (
    r !== undefined &&
    typeof r.type === 'string' &&
    TYPES.has(r.type) &&
    typeof r.sessionID === 'string' &&
    (obj(r.part) !== undefined || obj(r.error) !== undefined)
  )
}

/** An event of opencode's server stream (`message.part.updated`, `session.idle`, ...). */
function isServerEvent(x: unknown): boolean {
  const r = obj(x)
  return (
    r !== undefined &&
    typeof r.type === 'string' &&
    (r.type.startsWith('message.') || r.type.startsWith('session.')) &&
    obj(r.properties) !== undefined &&
    (obj(obj(r.properties)?.part)?.sessionID !== undefined || typeof obj(r.properties)?.sessionID === 'string')
  )
}

const SERVER_STREAM =
  "opencode's server event stream (message.part.updated records) is not read: " +
  'gate on the output of `opencode run --format json` instead'

const adapter: Adapter = {
  id: 'opencode',
  signature: 'opencode: lines {"type","sessionID":"ses_...","part"|"error"} (opencode run --format json)',
  ...ownRecords(isRunRecord, isServerEvent),
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    const tools = new ToolTracker(emit)
    let end: LineEnd | undefined
    /** An `error` record was seen: the run ended in it, whatever follows. */
    let errored = false
    const setEnd = (e: LineEnd) => {
      if (!errored) end = e
    }

    const toolUse = (part: JsonObject, line: number) => {
      const state = obj(part.state)
      const callId = str(part.callID) ?? str(part.id)
      const origin = withId({ line }, part.id)
      const tool = str(part.tool) ?? null
      tools.call(tool, state?.input ?? {}, callId, origin)
      const status = str(state?.status)
      const meta = obj(state?.metadata)
      const exit = firstNum(meta, 'exit', 'exitCode')
      if (status === 'completed' || status === 'error') {
        const failed = status === 'error' || (exit !== undefined && exit !== 0)
        tools.result(
          callId,
          {
            failed,
            message: failed
              ? (errorMessage(state?.error) ?? (exit !== undefined ? `exit code ${exit}` : 'tool call failed'))
              : undefined,
            extra: compact({ exit_code: exit }),
            digest: digestWhenRead(status === 'error' ? state?.error : state?.output),
          },
          origin,
        )
        setEnd({ status: 'incomplete', reason: 'the run stops after a tool call, before the model answered it', line })
      } else {
        // pending / running: the call never completed.
        setEnd({ status: 'incomplete', reason: `the run stops on a tool call still ${status ?? 'running'}`, line })
      }
    }

    const stepFinish = (part: JsonObject, line: number) => {
      const t = obj(part.tokens)
      const cache = obj(t?.cache)
      const origin = withId({ line }, part.id)
      if (t) {
        const u = tokenUsage(
          {
            input: num(t.input),
            output: (num(t.output) ?? 0) + (num(t.reasoning) ?? 0),
            cache_read: num(cache?.read),
            cache_write: num(cache?.write),
            total: num(t.total),
          },
          compact({ cost_usd: num(part.cost) }),
        )
        if (u) emit(u, origin)
      }
      const reason = str(part.reason)
      setEnd(
        reason === 'stop'
          ? { status: 'completed', line }
          : {
              status: 'incomplete',
              reason: `the last step finished for ${reason ?? 'no stated reason'}, and no step came after it`,
              line,
            },
      )
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'an opencode record')
        const part = obj(r.part)
        switch (r.type) {
          case 'tool_use':
            if (part) toolUse(part, line)
            else ctx.unread?.(line, 'tool_use without a part', true)
            return
          case 'step_finish':
            if (part) stepFinish(part, line)
            return
          case 'step_start':
            setEnd({ status: 'incomplete', reason: 'the run stops on a step that never finished', line })
            return
          case 'text':
          case 'reasoning':
            return
          case 'error': {
            const e = obj(r.error)
            const name = str(e?.name)
            const data = obj(e?.data)
            const status = num(data?.statusCode)
            const message = short(data?.message) ?? short(e?.message) ?? name ?? 'error'
            emit(
              compact({
                event: 'error_event',
                kind: name === 'APIError' || status !== undefined ? 'provider' : 'agent',
                name,
                status_code: status,
                message,
              }),
              { line },
            )
            if (!errored)
              end = { status: 'error', reason: name && !message.includes(name) ? `${name}: ${message}` : message, line }
            errored = true
            return
          }
          default:
            if (isServerEvent(r)) throw new TraceError(ctx.source, line, SERVER_STREAM)
            ctx.unread?.(line, typeKind(r.type), typeof r.type === 'string' && r.type.includes('tool'))
            return
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

/**
 * inspect: an Inspect AI eval log as JSON (`inspect log convert --to json`, or a log written with
 * `--log-format json`). One session per sample, keyed by the sample id (`sample <id>, epoch <n>`
 * when the eval ran several epochs or the sample's epoch is not 1: the report names it
 * `log.json#sample 1, epoch 4`); origins are the index of the event (or
 * message) within its sample.
 *
 * A sample's `events` (the transcript) are read when present:
 * - `tool` -> tool_call + tool_output (failed when `error` is set or `failed` is true).
 * - `model` -> token_usage from output.usage (input_tokens includes neither cache field: Inspect
 *   reports input_tokens_cache_read / _cache_write apart); `retries` -> that many retry_events;
 *   `error` -> error_event; a different model -> state_transition.
 * - `compaction` -> context_event compaction (tokens_before).
 * - `error` -> error_event; `sample_limit` -> how the sample ended.
 * Without events, `messages` are read instead: assistant `tool_calls` -> tool_call, `tool`
 * messages -> tool_output (+ error_event when `error` is set), and the sample's `model_usage`
 * (for a log of one sample without it, the eval's `stats.model_usage`) gives one token_usage per
 * model.
 *
 * process_end per sample: `error` -> error; a message limit -> max_turns; another limit
 * (token, time, working, cost, ...) -> incomplete; else the log's status (success -> completed,
 * cancelled -> aborted, error -> error, started -> incomplete).
 */
import { arr, compact, idOf, type JsonObject, num, obj, str, typeName } from '../json.js'
import { short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { type EndStatus, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter, EventSink } from '../types.js'

function inspectUsage(u: JsonObject | undefined) {
  if (!u) return undefined
  return tokenUsage({
    input: num(u.input_tokens),
    output: num(u.output_tokens),
    cache_read: num(u.input_tokens_cache_read),
    cache_write: num(u.input_tokens_cache_write),
    total: num(u.total_tokens),
  })
}

function toolError(e: unknown): string | undefined {
  const err = obj(e)
  if (err) return short(err.message) ?? short(err.type) ?? 'tool call failed'
  return short(e)
}

function fromEvents(emit: EventSink, events: unknown[], session: string): { limit?: JsonObject; error?: string } {
  const tools = new ToolTracker(emit)
  const models = new ModelWatch(emit)
  const out: { limit?: JsonObject; error?: string } = {}
  events.forEach((raw, index) => {
    const e = obj(raw)
    if (!e) return
    const origin = { index }
    switch (e.event) {
      case 'tool': {
        const id = idOf(e.id)
        tools.call(str(e.function) ?? null, parseArgs(e.arguments ?? {}), id, origin, session)
        const why =
          e.error !== undefined && e.error !== null
            ? toolError(e.error)
            : e.failed === true
              ? 'tool call failed'
              : undefined
        tools.result(
          id,
          { failed: why !== undefined, message: why, digest: outputDigest(e.result ?? e.error ?? undefined) },
          origin,
          session,
        )
        return
      }
      case 'model': {
        models.see(e.model, origin, 'model', session)
        const retries = num(e.retries) ?? 0
        for (let i = 1; i <= retries; i++) emit({ event: 'retry_event', kind: 'provider', attempt: i }, origin, session)
        const u = inspectUsage(obj(obj(e.output)?.usage))
        if (u) emit(u, origin, session)
        const err = short(e.error) ?? short(obj(e.output)?.error)
        if (err) emit({ event: 'error_event', kind: 'model', message: err }, origin, session)
        return
      }
      case 'compaction':
        emit(
          compact({
            event: 'context_event',
            action: 'compaction',
            tokens_before: num(e.tokens_before),
            tokens_after: num(e.tokens_after),
          }),
          origin,
          session,
        )
        return
      case 'error': {
        const message = short(obj(e.error)?.message) ?? 'sample error'
        emit({ event: 'error_event', kind: 'sample', message }, origin, session)
        out.error = message
        return
      }
      case 'sample_limit':
        out.limit = e
        return
      default:
        return
    }
  })
  tools.end()
  return out
}

function fromMessages(emit: EventSink, sample: JsonObject, session: string, evalUsage: JsonObject | undefined): void {
  const tools = new ToolTracker(emit)
  arr(sample.messages).forEach((raw, index) => {
    const m = obj(raw)
    if (!m) return
    const origin = { index }
    if (m.role === 'assistant') {
      for (const c of arr(m.tool_calls)) {
        const call = obj(c)
        if (call)
          tools.call(str(call.function) ?? null, parseArgs(call.arguments ?? {}), idOf(call.id), origin, session)
      }
    } else if (m.role === 'tool') {
      const why = m.error !== undefined && m.error !== null ? toolError(m.error) : undefined
      tools.result(
        idOf(m.tool_call_id),
        { failed: why !== undefined, message: why, tool: str(m.function), digest: outputDigest(m.content) },
        origin,
        session,
      )
    }
  })
  tools.end()
  const usage = obj(sample.model_usage) ?? evalUsage
  if (usage) {
    for (const [model, u] of Object.entries(usage)) {
      const e = inspectUsage(obj(u))
      if (e) emit({ ...e, model }, { index: 0 }, session)
    }
  }
}

function sampleEnd(
  sample: JsonObject,
  logStatus: unknown,
  seen: { limit?: JsonObject; error?: string },
): { status: EndStatus; reason?: string } {
  const err =
    sample.error !== undefined && sample.error !== null
      ? (short(obj(sample.error)?.message) ?? 'sample error')
      : seen.error
  if (err !== undefined) return { status: 'error', reason: err }
  const limit = obj(sample.limit) ?? seen.limit
  if (limit) {
    const type = str(limit.type) ?? 'a'
    return {
      status: type === 'message' ? 'max_turns' : 'incomplete',
      reason: `${type} limit${limit.limit !== undefined ? ` (${String(limit.limit)})` : ''}`,
    }
  }
  switch (logStatus) {
    case 'success':
      return { status: 'completed' }
    case 'cancelled':
      return { status: 'aborted', reason: 'the eval was cancelled' }
    case 'error':
      return { status: 'error', reason: 'the eval ended with an error' }
    default:
      return { status: 'incomplete', reason: `eval status ${String(logStatus ?? 'unknown')}` }
  }
}

const adapter: Adapter = {
  id: 'inspect',
  signature: 'inspect: a JSON document {"version":2,"eval":{...},"samples":[...]} (an Inspect AI eval log as JSON)',
  recognise(first) {
    const r = obj(first)
    return r !== undefined && typeof r.version === 'number' && obj(r.eval) !== undefined
  },
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    let done = false
    return {
      record(value, line) {
        if (done) throw new TraceError(ctx.source, line, 'expected one Inspect log document, found more JSON after it')
        done = true
        const log = obj(value)
        if (!log) throw new TraceError(ctx.source, line, `expected an Inspect log object, found ${typeName(value)}`)
        if (log.samples !== undefined && !Array.isArray(log.samples)) {
          throw new TraceError(ctx.source, line, `expected \`samples\` to be a list, found ${typeName(log.samples)}`)
        }
        const samples = arr(log.samples)
        // A log with one sample whose usage the sample does not carry: the eval's usage is its.
        const evalUsage = samples.length === 1 ? obj(obj(log.stats)?.model_usage) : undefined
        const epochs = num(obj(obj(log.eval)?.config)?.epochs) ?? 1
        samples.forEach((raw, i) => {
          const sample = obj(raw)
          if (!sample)
            throw new TraceError(ctx.source, line, `expected sample ${i} to be an object, found ${typeName(raw)}`)
          const id = idOf(sample.id) ?? String(i + 1)
          const epoch = num(sample.epoch)
          const session = epochs > 1 || (epoch !== undefined && epoch !== 1) ? `sample ${id}, epoch ${epoch ?? 1}` : id
          const events = arr(sample.events)
          const seen =
            events.length > 0 ? fromEvents(emit, events, session) : (fromMessages(emit, sample, session, evalUsage), {})
          const ended = sampleEnd(sample, log.status, seen)
          const at = events.length > 0 ? events.length - 1 : Math.max(0, arr(sample.messages).length - 1)
          emit(processEnd(ended.status, ended.reason), { index: at }, session)
        })
        if (samples.length === 0 && log.status === 'error') {
          emit(processEnd('error', short(obj(log.error)?.message) ?? 'the eval ended with an error'), { index: 0 })
        }
      },
      end() {},
    }
  },
}

export default adapter

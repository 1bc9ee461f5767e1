/**
 * openai-agents: traces of the OpenAI Agents SDK as its exporters write them: objects
 * `{object: "trace", id, workflow_name}` and `{object: "trace.span", id, trace_id, parent_id,
 * started_at, ended_at, span_data, error}`, one per line (JSONL), as a JSON array, or as the
 * ingest payload `{"data": [...]}`.
 *
 * Spans are kept (a few fields each) until the end, then emitted per trace (one session per
 * trace id when the file holds several; in the order traces first appear), ordered by
 * `started_at` (processors write a span when it ENDS, so file order is not run order).
 * - `function` -> tool_call (tool = name, args = input parsed, call_id = the span id) +
 *   tool_output; failed when `error` is set.
 * - `generation` / `response` -> token_usage (`usage.input_tokens` includes
 *   `input_tokens_details.cached_tokens`; total = `total_tokens` or input + output). The
 *   aggregate usage of the SDK's `task` / `turn` custom spans is not counted again.
 * - `handoff` -> state_transition (from_agent -> to_agent).
 * - `guardrail` with `triggered: true` -> error_event (the tripwire stops the run).
 * - an `error` on a model or agent span -> error_event.
 * - process_end per trace from its last top-level `agent` span: an error saying max turns ->
 *   max_turns, another error -> error, else completed.
 * Every event's origin carries its span's id (`span_id`).
 */
import { compact, firstNum, isJsonObject, type JsonObject, obj, type Origin, str, typeName } from '../json.js'
import { short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { inclusiveUsage, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import { TraceSpans } from '../spans.js'
import type { Adapter } from '../types.js'
import { leftUnread } from '../unread.js'

interface SpanSummary {
  trace: string
  order: number
  start: number
  origin: Origin
  type: string | undefined
  id?: string
  topLevel: boolean
  name?: string
  args?: unknown
  /** Digest of a function's output. */
  digest?: string
  usage?: JsonObject
  error?: string
  from?: string
  to?: string
  triggered?: boolean
}

function isTraceObject(x: unknown): boolean {
  const o = obj(x)?.object
  return o === 'trace' || o === 'trace.span'
}

/** The cached input tokens, from `input_tokens_details` as an object or a list of objects. */
function cached(u: JsonObject): number | undefined {
  const d = u.input_tokens_details
  if (Array.isArray(d)) return d.reduce<number>((sum, x) => sum + (firstNum(obj(x), 'cached_tokens') ?? 0), 0)
  return firstNum(obj(d), 'cached_tokens')
}

function usageOf(u: JsonObject | undefined): JsonObject | undefined {
  if (!u) return undefined
  const input = firstNum(u, 'input_tokens', 'prompt_tokens')
  const output = firstNum(u, 'output_tokens', 'completion_tokens')
  return tokenUsage(inclusiveUsage(input, cached(u), undefined, output, firstNum(u, 'total_tokens')))
}

const adapter: Adapter = {
  id: 'openai-agents',
  signature:
    'openai-agents: objects {"object":"trace"} / {"object":"trace.span"} (OpenAI Agents SDK trace export), per ' +
    'line, as a list, or as {"data":[...]}',
  recognise(first) {
    if (Array.isArray(first)) return isTraceObject(first[0])
    const r = obj(first)
    if (!r) return false
    if (isTraceObject(r)) return true
    return Array.isArray(r.data) && isTraceObject(r.data[0])
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    const spans = new TraceSpans<SpanSummary>()
    let first = true
    let documentMode = false

    const item = (value: unknown, line: number, index: number | undefined) => {
      const r = obj(value)
      if (!r)
        throw new TraceError(
          ctx.source,
          line,
          `expected a trace or span object${index !== undefined ? ` at item ${index}` : ''}, found ${typeName(value)}`,
        )
      if (r.object === 'trace') {
        spans.trace(str(r.id) ?? '')
        return
      }
      if (r.object !== 'trace.span') return leftUnread(ctx, r, line)
      const t = str(r.trace_id) ?? ''
      const data = obj(r.span_data) ?? {}
      const err = r.error
      const s: SpanSummary = {
        trace: t,
        order: spans.count,
        start: typeof r.started_at === 'string' ? Date.parse(r.started_at) || 0 : 0,
        origin: compact({
          ...(documentMode ? { index: index ?? spans.count } : { line, index }),
          span_id: str(r.id),
        }) as Origin,
        type: str(data.type),
        id: str(r.id),
        topLevel: r.parent_id === null || r.parent_id === undefined,
        name: str(data.name),
        error: err === null || err === undefined ? undefined : (short(obj(err)?.message) ?? short(err) ?? 'error'),
      }
      switch (s.type) {
        case 'function':
          s.args = data.input === undefined || data.input === null ? {} : parseArgs(data.input)
          s.digest = outputDigest(data.output ?? undefined)
          break
        case 'generation':
        case 'response':
          s.usage = usageOf(obj(data.usage))
          if (s.usage && str(data.model)) s.usage.model = str(data.model)
          break
        case 'handoff':
          s.from = str(data.from_agent)
          s.to = str(data.to_agent)
          break
        case 'guardrail':
          s.triggered = data.triggered === true
          break
      }
      spans.add(s)
    }

    const take = (value: unknown, line: number) => {
      if (Array.isArray(value)) {
        value.forEach((v, i) => item(v, line, i))
        return
      }
      const r = obj(value)
      if (r && !isTraceObject(r) && Array.isArray(r.data)) {
        r.data.forEach((v, i) => item(v, line, i))
        return
      }
      item(value, line, undefined)
    }

    return {
      record(value, line) {
        if (first && (Array.isArray(value) || (isJsonObject(value) && Array.isArray(value.data)))) documentMode = true
        first = false
        take(value, line)
      },
      end() {
        for (const { session, spans: list } of spans.byTrace((a, b) => a.start - b.start)) {
          const tools = new ToolTracker(emit)
          let lastAgent: SpanSummary | undefined
          const failedAgents: SpanSummary[] = []
          for (const s of list) {
            switch (s.type) {
              case 'function':
                tools.call(s.name ?? null, s.args ?? {}, s.id, s.origin, session)
                tools.result(
                  s.id,
                  { failed: s.error !== undefined, message: s.error, digest: s.digest },
                  s.origin,
                  session,
                )
                break
              case 'generation':
              case 'response':
                if (s.usage) emit(s.usage, s.origin, session)
                if (s.error) emit({ event: 'error_event', kind: 'model', message: s.error }, s.origin, session)
                break
              case 'handoff':
                emit(compact({ event: 'state_transition', kind: 'handoff', from: s.from, to: s.to }), s.origin, session)
                break
              case 'guardrail':
                if (s.triggered)
                  emit(
                    compact({
                      event: 'error_event',
                      kind: 'guardrail',
                      message: s.name ? `guardrail ${s.name} triggered` : 'guardrail triggered',
                    }),
                    s.origin,
                    session,
                  )
                break
              case 'agent':
                if (s.error) failedAgents.push(s)
                if (s.topLevel) lastAgent = s
                break
              default:
                break
            }
          }
          tools.end()
          // An agent span ends after the work inside it: its failure is reported after that work.
          for (const s of failedAgents)
            emit({ event: 'error_event', kind: 'agent', message: s.error! }, s.origin, session)
          if (lastAgent) {
            const e = lastAgent.error
            const status = e === undefined ? 'completed' : /max turns/i.test(e) ? 'max_turns' : 'error'
            emit(processEnd(status, e), lastAgent.origin, session)
          }
        }
      },
    }
  },
}

export default adapter

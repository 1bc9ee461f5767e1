/**
 * gemini-cli-result: the JSON result of `gemini -p --output-format json`, which
 * google-github-actions/run-gemini-cli leaves in `gemini-artifacts/stdout.log` (formats.md
 * "gemini-cli-result"; `stderr.log` beside it is the CLI's notices, named and not read). One
 * JSON object: `{session_id, response, stats {models, tools, files}}`, or `{error}` when the run
 * failed.
 *
 * Totals only: no call, result or reply in sequence. What the totals show is emitted, and no
 * more:
 * - per model, `tokens {prompt (with the cached), cached, candidates, thoughts, total}` ->
 *   token_usage; `api.totalErrors` -> one error_event (kind model) naming how many of the
 *   model's requests failed, and of which types;
 * - per tool in `tools.byName`, `count` tool_call events, each followed by its tool_output,
 *   `fail` of them failed. The file records no arguments and no order: each call's only
 *   argument is its number among that tool's calls, so that no two calls look alike, and the
 *   tools take turns, their failures spread among their successes. Loops cannot be seen (no
 *   loop is made up either): loop_control is not among what the format shows;
 * - `error {type, message, code}` -> error_event (kind: its type; the CLI's own turn limit,
 *   `FatalTurnLimitedError`, kind agent) and a run that ended in an error; a `response`
 *   without one -> completed.
 */
import { compact, type JsonObject, num, obj, oneDocumentInstance, str } from '../json.js'
import { short } from '../text.js'
import { ToolTracker } from '../tools.js'
import { inclusiveUsage, processEnd, tokenUsage } from '../run.js'
import { type Adapter, FIT } from '../types.js'

/**
 * The result object: `stats.models` with a `response` (or an `error`), and `session_id` when it
 * has one (older builds wrote none; no other format has this shape).
 */
function isResult(x: unknown): boolean {
  const r = obj(x)
  if (!r) return false
  const stats = obj(r.stats)
  return (
    stats !== undefined &&
    obj(stats.models) !== undefined &&
    (r.session_id === undefined || typeof r.session_id === 'string') &&
    (typeof r.response === 'string' || obj(r.error) !== undefined)
  )
}

/** The most calls of one tool made into events: a count is a number any file may claim. */
const MAX_CALLS = 10000

/** One tool's totals. */
interface Tool {
  name: string
  count: number
  fail: number
  /** Calls emitted so far. */
  done: number
  /** Failures emitted so far. */
  failed: number
}

const adapter: Adapter = {
  id: 'gemini-cli-result',
  signature:
    'gemini-cli-result: a JSON document {"session_id","response","stats":{"models":...}} (gemini --output-format ' +
    "json; run-gemini-cli's gemini-artifacts/stdout.log)",
  recognise(first) {
    return isResult(first)
  },
  fit({ records }) {
    return records.length === 1 && isResult(records[0]) ? FIT.SIGNATURE : FIT.NONE
  },
  observes: ['cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    return oneDocumentInstance(ctx, 'Gemini CLI result', (doc, line) => {
      const origin = { line }
      const stats = obj(doc.stats)
      const models = obj(stats?.models) ?? {}
      for (const model of Object.keys(models)) {
        const m = obj(models[model])
        const t = obj(m?.tokens)
        if (t) {
          const output = (num(t.candidates) ?? 0) + (num(t.thoughts) ?? 0)
          const e = tokenUsage(
            inclusiveUsage(num(t.prompt) ?? num(t.input), num(t.cached), undefined, output, num(t.total)),
            { model },
          )
          if (e) emit(e, origin)
        }
        const api = obj(m?.api)
        const errors = num(api?.totalErrors) ?? 0
        if (errors > 0) emit(apiErrors(model, errors, num(api?.totalRequests), obj(api?.errorsByType)), origin)
      }
      const capped = emitCalls(new ToolTracker(emit), obj(obj(stats?.tools)?.byName), origin)
      if (capped.length > 0)
        ctx.warn(line, `the calls of ${capped.join(', ')} are counted up to ${MAX_CALLS} each (the result claims more)`)
      const error = obj(doc.error)
      if (error) {
        const message = short(error.message) ?? short(error.type) ?? 'the run failed'
        emit(
          compact({
            event: 'error_event',
            // The CLI's own turn limit (maxSessionTurns) is how the run ended, not the provider failing.
            kind: str(error.type) === 'FatalTurnLimitedError' ? 'agent' : (str(error.type) ?? 'agent'),
            code: num(error.code) ?? short(error.code),
            message,
          }),
          origin,
        )
        emit(processEnd('error', message), origin)
      } else if (typeof doc.response === 'string') emit(processEnd('completed'), origin)
      else emit(processEnd('incomplete', 'the result holds no response'), origin)
    })
  },
}

/** The error_event of a model's failed requests: how many, of how many, and of which types. */
function apiErrors(
  model: string,
  errors: number,
  requests: number | undefined,
  byType: JsonObject | undefined,
): JsonObject {
  const types = byType
    ? Object.keys(byType)
        .filter((k) => (num(byType[k]) ?? 0) > 0)
        .map((k) => `${k} ${num(byType[k])}`)
    : []
  const of = requests !== undefined ? ` of ${requests}` : ''
  return compact({
    event: 'error_event',
    kind: 'model',
    model,
    count: errors,
    message: short(`${errors}${of} API requests to ${model} failed${types.length > 0 ? ` (${types.join(', ')})` : ''}`),
  })
}

/**
 * Each tool's calls and results, the tools taking turns; a tool's failures spread among its
 * successes (the k-th call failed when the failures due by then rose).
 */
function emitCalls(tools: ToolTracker, byName: JsonObject | undefined, origin: { line: number }): string[] {
  const capped: string[] = []
  if (!byName) return capped
  const list: Tool[] = []
  for (const name of Object.keys(byName)) {
    const t = obj(byName[name])
    const claimed = Math.max(0, Math.trunc(num(t?.count) ?? 0))
    const count = Math.min(claimed, MAX_CALLS)
    if (claimed > count) capped.push(short(name) ?? '?')
    const fail = Math.min(count, Math.max(0, Math.trunc(num(t?.fail) ?? 0)))
    if (count > 0) list.push({ name, count, fail, done: 0, failed: 0 })
  }
  let left = list.reduce((n, t) => n + t.count, 0)
  let n = 0
  while (left > 0) {
    for (const t of list) {
      if (t.done >= t.count) continue
      t.done++
      left--
      n++
      const failed = Math.floor((t.done * t.fail) / t.count) > t.failed
      if (failed) t.failed++
      const id = `call-${n}`
      tools.call(t.name, { call: t.done }, id, origin)
      tools.result(
        id,
        { failed, message: failed ? `${t.name} failed (the result records no message)` : undefined },
        origin,
      )
    }
  }
  return capped
}

export default adapter

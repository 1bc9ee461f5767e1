/**
 * openinference: OpenInference spans (smolagents, LangChain, LlamaIndex, CrewAI, DSPy, the OpenAI
 * Agents SDK through Phoenix or Arize) in any of their containers (./spans.ts): OTLP/JSON (hex or
 * base64 ids), Phoenix's span export, the OpenTelemetry SDK's span JSON (alone or as `{"spans":
 * [...]}`), flattened span arrays, and TRAIL's span tree (`{trace_id, spans: [root]}`, children in
 * `child_spans`). Per line, as one document, or as a JSON array of any of these.
 *
 * The spans of the whole file are kept (a few fields each: no prompt, no page text) and emitted
 * at the end, one session per trace id (no session key when the file holds one trace). A span
 * exported twice (same trace and span id) is read once, the first time. A span whose parent is
 * not in the file is a root; such orphans are listed per session by the instance's `orphans()`
 * (span ids, in file order), for a report of the file's integrity. With `ctx.integrity`, those
 * that are no remote parent are `orphan_span` findings (integrity.ts, `orphanSpans`); span times
 * count for the session's first and last time only (spans are exported as they end); the
 * session's id is its trace id.
 *
 * Events come in the order of their span's start, then tree order; each keeps the span's id as
 * `span_id` in its origin (hex as the file writes it; base64 and integer ids as hex).
 * - TOOL -> tool_call (`tool.name`; args: `input.value` parsed, smolagents' `{"args": [],
 *   "kwargs": {...}}` read as its kwargs; call_id: `tool_call.id`, else the span id) +
 *   tool_output (digest of `output.value`). Failed: status Error or an exception event, or a
 *   fetched page whose text says it failed (`Title: Error 403`, `Connection aborted`).
 * - LLM -> token_usage: `llm.token_count.prompt` (the cached tokens included),
 *   `.completion`, `.total` (prompt + completion when absent), `.prompt_details.cache_read` /
 *   `.cache_write`; `llm.model_name`. Status Error on an LLM span is the provider failing the
 *   request: error_event kind `model`.
 * - A smolagents CodeAgent step (CHAIN "Step N") that ran code is a tool call `python` (args: the
 *   code the step's LLM wrote, output: the execution logs), placed at the step's end, when no TOOL
 *   span ran inside it (the TOOL spans are its calls) or when the code failed on its own; failed
 *   when the step is Error.
 * - An AGENT span given team members (smolagents' `smolagents.managed_agents.N.name`) in whose
 *   subtree no agent ran, no tool of a member's name was called and no code an LLM wrote calls a
 *   member (`search_agent(...)`, even if the call then failed) asked none of them: a skill_event
 *   per member (`invoked: false`, status `not_called`, role `team_member`) at the end of each of
 *   its steps (origin: the step's model call, which chose what to do), or at the span's end when
 *   it has no steps. When some agent ran inside it, the file does not say which member it was:
 *   none is reported; nor in a trace with spans whose parent is not in the file (a member's run
 *   may be among them).
 * - An error counts once, at the deepest span that has it: a span whose child failed passes that
 *   error on (a TOOL error on its step, a provider error on the AGENT and root spans). Any other
 *   span that failed on its own -> error_event kind `agent`.
 * - process_end per trace from its last outermost AGENT span: failed -> error, else completed
 *   (no AGENT span: none).
 */
import { compact, type JsonObject, num, obj, type Origin, setKey, str, typeName } from '../json.js'
import { short } from '../text.js'
import { outputDigest, parseArgs, ToolTracker } from '../tools.js'
import { inclusiveUsage, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import { TraceSpans } from '../spans.js'
import { FIT, type Adapter, type AdapterInstance } from '../types.js'
import { reportOrphanSpans } from '../integrity.js'
import { hasOpenInference, isSpan, otlpSpans, readSpan, SpanShapeError, type RawSpan } from './spans.js'
import { cutMasked } from '../../../core/secrets.js'

/** A string argument longer than this is kept as its start and a digest of the whole. */
const MAX_ARG_CHARS = 1000
/** How much of a tool's output is read for a failure the page text tells of. */
const PAGE_HEAD = 2048
/** How much of an LLM's output is searched for the code it wrote. */
const CODE_HEAD = 65536

interface Span {
  trace: string
  order: number
  id: string | undefined
  parent: string | undefined
  start: number
  end: number
  origin: Origin
  kind: string | undefined
  failed: boolean
  message?: string
  tool?: string | null
  args?: unknown
  callId?: string
  digest?: string
  /** A failure the tool's output text tells of (status Ok). */
  page?: string
  usage?: JsonObject
  /** The code an LLM wrote (smolagents CodeAgent). */
  code?: string
  /** The functions the code an LLM wrote calls (names, at most CALLED_NAMES of them). */
  called?: string[]
  /** A step that ran code (its output holds the execution logs, or its error says the code failed). */
  ranCode?: boolean
  /** The team members an AGENT span was given (smolagents' managed agents), in their order. */
  team?: string[]
  /** A smolagents step (CHAIN "Step N"). */
  step?: boolean
}

/** An OpenInference instance: an adapter instance that also lists the orphan spans of each session. */
export interface OpenInferenceInstance extends AdapterInstance {
  /** After end(): per session key ('' for a file with one trace), the ids of spans whose parent is not in the file. */
  orphans(): ReadonlyMap<string, readonly string[]>
}

/** A long string as its start and a digest of the whole; other values as they are. */
function shorten(x: unknown, limit = MAX_ARG_CHARS): unknown {
  if (typeof x !== 'string' || x.length <= limit) return x
  return `${cutMasked(x, limit, '')}... [${x.length} characters, digest ${outputDigest(x)}]`
}

/** Tool arguments with long strings shortened (at the top level and one level down). */
function shortArgs(args: unknown): unknown {
  if (typeof args === 'string') return shorten(args)
  if (Array.isArray(args)) return args.map((v) => (Array.isArray(v) ? v.map((w) => shorten(w)) : shorten(v)))
  const o = obj(args)
  if (!o) return args
  const out: JsonObject = {}
  for (const k of Object.keys(o)) {
    const v = o[k]
    const inner = obj(v)
    if (inner) {
      const copy: JsonObject = {}
      for (const j of Object.keys(inner)) setKey(copy, j, shorten(inner[j]))
      setKey(out, k, copy)
    } else setKey(out, k, Array.isArray(v) ? v.map((w) => shorten(w)) : shorten(v))
  }
  return out
}

/** A TOOL span's arguments: `input.value` parsed; smolagents' wrapper read as its kwargs. */
function toolArgs(input: unknown): unknown {
  if (input === undefined || input === null) return {}
  const parsed = parseArgs(input)
  const o = obj(parsed)
  if (o && 'kwargs' in o && ('args' in o || 'sanitize_inputs_outputs' in o)) {
    const kwargs = obj(o.kwargs) ?? {}
    const positional = Array.isArray(o.args) ? o.args : []
    return shortArgs(positional.length ? { args: positional, ...kwargs } : kwargs)
  }
  return shortArgs(parsed)
}

/** The line of a fetched page that says the fetch failed, within its first PAGE_HEAD characters. */
const PAGE_FAILURES: readonly RegExp[] = [
  /^Title: (?:Error\b[^\n]*|[45]\d\d\b[^\n]*|Access Denied\s*)$/m,
  /Connection aborted|RemoteDisconnected|Max retries exceeded with url|Failed to establish a new connection/,
]

function pageFailure(output: unknown): string | undefined {
  if (typeof output !== 'string') return undefined
  const head = output.slice(0, PAGE_HEAD)
  for (const re of PAGE_FAILURES) {
    const m = re.exec(head)
    if (m) return short(m[0])
  }
  return undefined
}

/** The code an LLM wrote for a CodeAgent: the block after `Code:` (or the first `<code>` / fenced Python block). */
function codeOf(content: unknown): string | undefined {
  if (typeof content !== 'string') return undefined
  const text = content.length > CODE_HEAD ? content.slice(0, CODE_HEAD) : content
  const m =
    /(?:^|\n)\s*Code:\s*\n?\s*```[A-Za-z]*[^\n]*\n([\s\S]*?)```/.exec(text) ??
    /<code>([\s\S]*?)<\/code>/.exec(text) ??
    /```(?:py|python)[^\n]*\n([\s\S]*?)```/.exec(text)
  return m ? m[1].trim() : undefined
}

/** How many distinct function names of an LLM's code are kept. */
const CALLED_NAMES = 256

/** The names of the functions a piece of code calls (`name(`), in order of first call. */
function calledIn(code: string): string[] {
  const names = new Set<string>()
  for (const m of code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\s*\(/g)) {
    names.add(m[1])
    if (names.size >= CALLED_NAMES) break
  }
  return [...names]
}

/** How exporters that write every value as a string write a missing number. */
const NO_NUMBER = /^(?:|none|null|nan|undefined)$/i

/** A token count attribute: a number, a numeric string, or absent; anything else is refused. */
function count(attrs: JsonObject, key: string): number | undefined {
  const v = attrs[key]
  if (v === undefined || v === null || (typeof v === 'string' && NO_NUMBER.test(v.trim()))) return undefined
  const n = num(v)
  if (n === undefined) throw new SpanShapeError(`expected attribute ${key} to be a number, found ${typeName(v)}`)
  return n
}

/** A string attribute, or absent; anything else is refused. */
function text(attrs: JsonObject, key: string): string | undefined {
  const v = attrs[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'string') throw new SpanShapeError(`expected attribute ${key} to be a string, found ${typeName(v)}`)
  return v === '' ? undefined : v
}

/** The step span of a smolagents agent: "Step N". */
const STEP = /^Step \d+$/
/** The attribute that names one of an agent's team members (smolagents' managed agents). */
const TEAM_MEMBER = /^smolagents\.managed_agents\.(\d+)\.name$/
/** A step error that says the agent's code was parsed or run. */
const CODE_FAILED = /Code (?:execution|parsing) failed/

/** The few fields of a span the mapping needs. */
function summarise(raw: RawSpan, order: number, origin: Origin): Span {
  const a = raw.attributes
  const s: Span = {
    trace: raw.trace,
    order,
    id: raw.id,
    parent: raw.parent,
    start: raw.start,
    end: raw.end,
    origin,
    kind: raw.kind,
    failed: raw.failed,
    message: raw.failed ? (short(raw.message) ?? 'failed') : undefined,
  }
  switch (raw.kind) {
    case 'TOOL': {
      s.tool = text(a, 'tool.name') ?? raw.name ?? null
      s.args = toolArgs(a['input.value'])
      s.callId = str(a['tool_call.id']) ?? raw.id
      const output = a['output.value']
      s.digest = outputDigest(output ?? undefined)
      s.page = pageFailure(output)
      break
    }
    case 'LLM': {
      const prompt = count(a, 'llm.token_count.prompt')
      const completion = count(a, 'llm.token_count.completion')
      const total = count(a, 'llm.token_count.total')
      const cacheRead = count(a, 'llm.token_count.prompt_details.cache_read')
      const cacheWrite = count(a, 'llm.token_count.prompt_details.cache_write')
      if (prompt !== undefined || completion !== undefined || total !== undefined) {
        s.usage = tokenUsage(
          inclusiveUsage(prompt, cacheRead, cacheWrite, completion, total ?? (prompt ?? 0) + (completion ?? 0)),
          compact({ model: text(a, 'llm.model_name') }),
        )
      }
      s.code = codeOf(a['llm.output_messages.0.message.content'])
      if (s.code !== undefined) {
        s.called = calledIn(s.code)
        s.code = shorten(s.code, 2 * MAX_ARG_CHARS) as string
      }
      break
    }
    case 'AGENT': {
      const team: [number, string][] = []
      for (const key of Object.keys(a)) {
        const m = TEAM_MEMBER.exec(key)
        const name = m ? text(a, key) : undefined
        if (m && name !== undefined) team.push([Number(m[1]), name])
      }
      if (team.length) s.team = [...new Set(team.sort((x, y) => x[0] - y[0]).map(([, name]) => name))]
      break
    }
    case 'CHAIN':
      if (raw.name !== undefined && STEP.test(raw.name)) {
        s.step = true
        const output = a['output.value']
        const logs = typeof output === 'string' && output.slice(0, PAGE_HEAD).includes('Execution logs:')
        s.ranCode = logs || (raw.failed && CODE_FAILED.test(String(s.message)))
        if (s.ranCode) s.digest = outputDigest(output ?? undefined)
      }
      break
  }
  return s
}

/** A span's id for a message: short, printable. */
function spanLabel(x: unknown, ordinal: number): string {
  const o = obj(x)
  const id = o ? (obj(o.context)?.span_id ?? o.span_id ?? o.spanId) : undefined
  if ((typeof id === 'string' || typeof id === 'number') && String(id) !== '') {
    const clean = String(id).replace(/[^A-Za-z0-9_.:=+/-]/g, '?')
    return `span ${cutMasked(clean, 40, '...')}`
  }
  return `span #${ordinal + 1}`
}

/** One trace's spans, mapped to events. */
function emitTrace(
  list: Span[],
  session: string | undefined,
  emit: Parameters<Adapter['create']>[0],
  orphans: string[],
): void {
  const orphansBefore = orphans.length
  const byId = new Map<string, Span>()
  for (const s of list) if (s.id !== undefined && !byId.has(s.id)) byId.set(s.id, s)
  const children = new Map<Span, Span[]>()
  const roots: Span[] = []
  for (const s of list) {
    const parent = s.parent !== undefined ? byId.get(s.parent) : undefined
    if (parent && parent !== s) {
      const kids = children.get(parent)
      if (kids) kids.push(s)
      else children.set(parent, [s])
    } else {
      if (s.parent !== undefined && s.id !== undefined) orphans.push(s.id)
      roots.push(s)
    }
  }
  // Spans through which an agent can have called a team member: an agent run, a tool named after
  // one, or code that calls one (a call that failed before the member ran is still asking). A
  // tree with spans whose parent is missing may have lost the place a member was called from: no
  // agent of it is judged.
  const whole = orphans.length === orphansBefore
  const teamNames = new Set<string>()
  if (whole) for (const s of list) if (s.team) for (const name of s.team) teamNames.add(name)
  const delegates = (s: Span) =>
    s.kind === 'AGENT' ||
    (s.kind === 'TOOL' && s.tool != null && teamNames.has(s.tool)) ||
    s.called?.some((name) => teamNames.has(name)) === true
  /** Spans with such a span in their subtree (below them), found as the walk leaves each span. */
  const asked = new Set<Span>()

  // Tree order without recursion: a span's rank before its subtree (pre) and after it (post).
  const pre = new Map<Span, number>()
  const post = new Map<Span, number>()
  /** The latest time in a span's subtree: its end, or a later start inside it. */
  const last = new Map<Span, number>()
  const outermost: Span[] = []
  let rank = 0
  const stack: { span: Span; next: number; inAgent: boolean }[] = []
  for (const root of roots) {
    if (pre.has(root)) continue
    stack.push({ span: root, next: 0, inAgent: false })
    pre.set(root, rank++)
    if (root.kind === 'AGENT') outermost.push(root)
    while (stack.length) {
      const top = stack[stack.length - 1]
      const kids = children.get(top.span) ?? []
      if (top.next < kids.length) {
        const kid = kids[top.next++]
        if (pre.has(kid)) continue // a cycle of parent ids: read once
        pre.set(kid, rank++)
        const inAgent = top.inAgent || top.span.kind === 'AGENT'
        if (kid.kind === 'AGENT' && !inAgent) outermost.push(kid)
        stack.push({ span: kid, next: 0, inAgent })
      } else {
        post.set(top.span, rank++)
        let t = Math.max(top.span.start, top.span.end)
        for (const k of kids) t = Math.max(t, last.get(k) ?? k.start)
        last.set(top.span, t)
        if (teamNames.size && kids.some((k) => delegates(k) || asked.has(k))) asked.add(top.span)
        stack.pop()
      }
    }
  }
  // Spans on a cycle of parent ids reach no root: read them as roots too, in file order.
  for (const s of list) {
    if (!pre.has(s)) {
      pre.set(s, rank++)
      post.set(s, rank++)
    }
  }

  const childFailed = (s: Span) => (children.get(s) ?? []).some((k) => k.failed)
  const ownError = (s: Span) => s.failed && !childFailed(s)

  type Item = { time: number; rank: number; run: () => void }
  const items: Item[] = []
  const tools = new ToolTracker(emit)
  for (const s of list) {
    const at = (run: () => void) => items.push({ time: s.start, rank: pre.get(s)!, run })
    switch (s.kind) {
      case 'TOOL':
        at(() => {
          tools.call(s.tool ?? null, s.args ?? {}, s.callId, s.origin, session)
          const failed = ownError(s) || (!s.failed && s.page !== undefined)
          tools.result(
            s.callId,
            { failed, message: failed ? (s.failed ? s.message : s.page) : undefined, digest: s.digest },
            s.origin,
            session,
          )
        })
        break
      case 'LLM':
        at(() => {
          if (s.usage) emit(s.usage, s.origin, session)
          if (ownError(s)) emit({ event: 'error_event', kind: 'model', message: s.message }, s.origin, session)
        })
        break
      default: {
        const kids = children.get(s) ?? []
        if (s.team && whole && !asked.has(s)) {
          // The agent was given team members and asked none of them: in each of its steps (or,
          // without steps, in its run) each member is a skill it had and did not use, reported at
          // the step's end, after the step's own calls.
          const team = s.team
          const steps = kids.filter((k) => k.step)
          for (const where of steps.length ? steps : [s]) {
            // Where the agent chose: the model call that wrote the step (its last), else the step.
            const chose =
              where === s ? s : ([...(children.get(where) ?? [])].reverse().find((k) => k.kind === 'LLM') ?? where)
            items.push({
              time: last.get(where) ?? where.end,
              rank: post.get(where)! + (where === s ? -0.5 : 0.5),
              run: () => {
                for (const name of team)
                  emit(
                    { event: 'skill_event', skill: name, invoked: false, status: 'not_called', role: 'team_member' },
                    chose.origin,
                    session,
                  )
              },
            })
          }
        }
        const toolInside = kids.some((k) => k.kind === 'TOOL')
        if (s.ranCode && (!toolInside || ownError(s))) {
          // The code runs after the step's LLM wrote it: the call is placed after the step's spans.
          const writer = [...kids].reverse().find((k) => k.kind === 'LLM' && k.code !== undefined)
          items.push({
            time: last.get(s) ?? s.end,
            rank: post.get(s)!,
            run: () => {
              const failed = ownError(s)
              const callId = s.id !== undefined ? `${s.id}:python` : undefined
              tools.call('python', writer ? { code: writer.code } : {}, callId, s.origin, session)
              tools.result(
                callId,
                { failed, message: failed ? s.message : undefined, digest: s.digest },
                s.origin,
                session,
              )
            },
          })
        } else if (ownError(s)) {
          // A span ends after the work inside it: its own failure is reported after that work.
          items.push({
            time: last.get(s) ?? s.end,
            rank: post.get(s)!,
            run: () =>
              emit(
                { event: 'error_event', kind: s.kind === 'EMBEDDING' ? 'model' : 'agent', message: s.message },
                s.origin,
                session,
              ),
          })
        }
      }
    }
  }
  items.sort((x, y) => x.time - y.time || x.rank - y.rank)
  for (const item of items) item.run()
  tools.end()

  let final: Span | undefined
  for (const s of outermost) {
    if (!final || s.start > final.start || (s.start === final.start && pre.get(s)! > pre.get(final)!)) final = s
  }
  if (final) emit(processEnd(final.failed ? 'error' : 'completed', final.message), final.origin, session)
}

const adapter: Adapter = {
  id: 'openinference',
  signature:
    'openinference: spans with an `openinference.span.kind` attribute (OTLP/JSON, Phoenix export, OpenTelemetry ' +
    'SDK span JSON, flattened spans, a {"trace_id","spans":[...]} span tree)',
  recognise(first) {
    return hasOpenInference(first)
  },
  fit(sample) {
    return sample.records.some(hasOpenInference) ? FIT.SIGNATURE : FIT.NONE
  },
  observes: ['loop_control', 'cost_efficiency', 'task_completion'],
  create(emit, ctx): OpenInferenceInstance {
    const spans = new TraceSpans<Span>()
    const seen = new Set<string>()
    const orphans = new Map<string, string[]>()
    let documentMode = false
    let first = true

    /** Every span of a tree (a span and its `child_spans`), without recursion, in pre-order. */
    const addTree = (root: unknown, line: number, trace: string | undefined, counter: { n: number }) => {
      const stack: unknown[] = [root]
      while (stack.length) {
        const x = stack.pop()
        const ordinal = counter.n++
        const at = spanLabel(x, ordinal)
        if (!isSpan(x)) throw new TraceError(ctx.source, line, `${at}: expected a span object, found ${typeName(x)}`)
        let raw: RawSpan
        try {
          raw = readSpan(x as JsonObject, trace)
        } catch (err) {
          if (err instanceof SpanShapeError) throw new TraceError(ctx.source, line, `${at}: ${err.message}`)
          throw err
        }
        const kids = (x as JsonObject).child_spans
        if (kids !== undefined && kids !== null) {
          if (!Array.isArray(kids))
            throw new TraceError(
              ctx.source,
              line,
              `${at}: expected child_spans to be a list of span objects, found ${typeName(kids)}`,
            )
          for (let i = kids.length - 1; i >= 0; i--) {
            if (!obj(kids[i]))
              throw new TraceError(
                ctx.source,
                line,
                `${at}: expected child_spans to be a list of span objects, found ${typeName(kids[i])} at item ${i}`,
              )
            stack.push(kids[i])
          }
        }
        if (raw.id !== undefined) {
          const key = `${raw.trace}\u0000${raw.id}`
          if (seen.has(key)) continue
          seen.add(key)
        }
        const place = documentMode ? { index: spans.count } : { line, index: ordinal }
        const origin: Origin = raw.id !== undefined ? { ...place, span_id: raw.id } : place
        let s: Span
        try {
          s = summarise(raw, spans.count, origin)
        } catch (err) {
          if (err instanceof SpanShapeError) throw new TraceError(ctx.source, line, `${at}: ${err.message}`)
          throw err
        }
        spans.add(s)
      }
    }

    const takeItem = (x: unknown, line: number, where: string, counter: { n: number }) => {
      const o = obj(x)
      if (!o)
        throw new TraceError(
          ctx.source,
          line,
          `expected ${where} to be a span, a {"spans": [...]} document or an OTLP export, found ${typeName(x)}`,
        )
      if (Array.isArray(o.resourceSpans)) {
        for (const span of otlpSpans(o)) if (obj(span)) addTree(span, line, undefined, counter)
        return
      }
      if (isSpan(o)) {
        addTree(o, line, undefined, counter)
        return
      }
      if ('spans' in o) {
        const list = o.spans
        if (!Array.isArray(list))
          throw new TraceError(ctx.source, line, `expected spans to be a list of span objects, found ${typeName(list)}`)
        const trace = str(o.trace_id)
        list.forEach((span, i) => {
          if (!obj(span))
            throw new TraceError(
              ctx.source,
              line,
              `expected spans to be a list of span objects, found ${typeName(span)} at item ${i}`,
            )
          addTree(span, line, trace, counter)
        })
        return
      }
      throw new TraceError(
        ctx.source,
        line,
        `expected ${where} to be a span, a {"spans": [...]} document or an OTLP export, ` +
          'found an object without span fields',
      )
    }

    return {
      record(value, line) {
        if (first && Array.isArray(value)) documentMode = true
        first = false
        const counter = { n: 0 }
        if (Array.isArray(value)) value.forEach((v, i) => takeItem(v, line, `item ${i}`, counter))
        else takeItem(value, line, 'the record', counter)
      },
      end() {
        for (const { session, spans: list } of spans.byTrace(() => 0)) {
          const lost: string[] = []
          emitTrace(list, session, emit, lost)
          if (lost.length) orphans.set(session ?? '', lost)
          const sink = ctx.integrity
          if (!sink) continue
          reportOrphanSpans(
            sink,
            list.map((sp) => ({ spanId: sp.id, parentId: sp.parent, origin: sp.origin })),
            session,
          )
          const trace = list.find((sp) => sp.trace !== '')?.trace
          if (trace !== undefined) sink.identity(trace, session)
          for (const sp of list) {
            // Microseconds; 0 when the file gives no time.
            if (sp.start > 0) sink.time(sp.start / 1000, sp.origin, session, false)
            if (sp.end > 0) sink.time(sp.end / 1000, sp.origin, session, false)
          }
        }
      },
      orphans: () => orphans,
    }
  },
}

export default adapter

// How the diagnosis compares with people: `npm run eval:trail -- FOLDER` (after `npm run bundle`).
//
// FOLDER holds TRAIL's layout: `traces/<trace_id>.json` (OpenInference span trees) and
// `labels/<trace_id>.json` (the errors people marked, and their scores); `MANIFEST.tsv` beside
// them, when present, gives each trace's split (GAIA, SWE). The bundled CLI diagnoses every trace
// with its defaults (`--preset auto`, which is `agents` for OpenInference), and this script
// compares the causes and their evidence with the labels. docs/trail.md says what each figure
// means and how each failure type maps to TRAIL's categories.
//
// Options: --cli FILE (default: dist/cli/index.js of this checkout), --json FILE (also write the
// figures as JSON). A label file with a trailing comma before a closing bracket is read as if it
// had none (TRAIL's own scorer skips such a file; here it counts). Prints Markdown on stdout.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** TRAIL's categories: the 20 leaves of its taxonomy, and Incorrect Memory Usage, which its labels use. */
export const TRAIL_CATEGORIES = [
  'Language-only',
  'Tool-related',
  'Poor Information Retrieval',
  'Tool Output Misinterpretation',
  'Incorrect Problem Identification',
  'Tool Selection Errors',
  'Formatting Errors',
  'Instruction Non-compliance',
  'Tool Definition Issues',
  'Environment Setup Errors',
  'Rate Limiting',
  'Authentication Errors',
  'Service Errors',
  'Resource Not Found',
  'Resource Exhaustion',
  'Timeout Issues',
  'Context Handling Failures',
  'Resource Abuse',
  'Goal Deviation',
  'Task Orchestration',
  'Incorrect Memory Usage',
]

/** The execution errors the issue measures: what a tool or the system did, which a rule can see. */
export const EXECUTION_CATEGORIES = [
  'Resource Abuse',
  'Tool-related',
  'Authentication Errors',
  'Service Errors',
  'Timeout Issues',
  'Resource Not Found',
  'Resource Exhaustion',
  'Rate Limiting',
]

/** The paper's best LLM judge (Gemini-2.5-Pro, Table 1, mean of 3 runs), per split. */
export const PAPER_BEST_JUDGE = {
  GAIA: { categoryF1: 0.389, locationAccuracy: 0.546, jointAccuracy: 0.183 },
  SWE: { categoryF1: 0.148, locationAccuracy: 0.238, jointAccuracy: 0.05 },
}

const squash = (s) => String(s).toLowerCase().replace(/\s+/g, '')

/**
 * A category name as TRAIL's scorer reads it: the canonical name it equals once lower-cased and
 * without spaces, else the first canonical name that contains it or that it contains, else the
 * name as written.
 */
export function canonicalCategory(name) {
  const s = squash(name)
  for (const c of TRAIL_CATEGORIES) if (squash(c) === s) return c
  if (s !== '') for (const c of TRAIL_CATEGORIES) if (squash(c).includes(s) || s.includes(squash(c))) return c
  return String(name)
}

/** JSON with trailing commas before a closing bracket dropped (outside strings). */
export function parseLenient(text) {
  try {
    return JSON.parse(text)
  } catch {
    let out = ''
    let inString = false
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]
      if (inString) {
        out += ch
        if (ch === '\\') out += text[++i] ?? ''
        else if (ch === '"') inString = false
      } else if (ch === '"') {
        inString = true
        out += ch
      } else if (ch === ',' && /^\s*[}\]]/.test(text.slice(i + 1, i + 200))) {
        // a trailing comma: dropped
      } else out += ch
    }
    return JSON.parse(out)
  }
}

/**
 * One label file: `{trace_id?, errors: [{category, location, impact, ...}], scores: [{reliability_score, ...}]}`.
 * Categories are read as TRAIL's scorer reads them.
 */
export function readLabels(doc, file = 'labels') {
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.errors)) {
    throw new Error(`${file}: expected an object with an "errors" array`)
  }
  const errors = doc.errors.map((e, i) => {
    if (!e || typeof e !== 'object' || typeof e.category !== 'string') {
      throw new Error(`${file}: errors[${i}] has no "category" string`)
    }
    return {
      category: canonicalCategory(e.category),
      location: typeof e.location === 'string' ? e.location : '',
      impact: typeof e.impact === 'string' ? e.impact.toUpperCase() : '',
    }
  })
  const score = Array.isArray(doc.scores) ? doc.scores[0] : undefined
  const reliability = score && typeof score.reliability_score === 'number' ? score.reliability_score : undefined
  return { traceId: typeof doc.trace_id === 'string' ? doc.trace_id : undefined, errors, reliability }
}

const STEP_NAME = /^step\s+\d+/i

/**
 * The spans of a TRAIL trace (`{spans: [root]}`, children in `child_spans`): for each span id its
 * kind (`openinference.span.kind`), name, and the step span that holds it (the nearest span,
 * itself included, named "Step N").
 */
export function spanIndex(doc) {
  const index = new Map()
  const stack = []
  for (const root of Array.isArray(doc?.spans) ? doc.spans : []) stack.push([root, undefined])
  while (stack.length > 0) {
    const [span, step] = stack.pop()
    if (!span || typeof span !== 'object') continue
    const id = String(span.span_id ?? '')
    const name = String(span.span_name ?? '')
    const kind = String(span.span_attributes?.['openinference.span.kind'] ?? '')
    const own = STEP_NAME.test(name) ? id : step
    if (id !== '' && !index.has(id)) index.set(id, { kind, name, step: own })
    for (const child of Array.isArray(span.child_spans) ? span.child_spans : []) stack.push([child, own])
  }
  return index
}

/** The text an evidence event says of an error, lower-cased. */
function errorText(event) {
  if (!event || typeof event !== 'object') return ''
  const parts = []
  for (const k of ['message', 'error', 'reason', 'output', 'status_message']) {
    if (typeof event[k] === 'string') parts.push(event[k].slice(0, 2000))
  }
  return parts.join(' ').toLowerCase()
}

/** The TRAIL category an error's words name, or undefined (the same words as the rules' provider-errors.ts). */
export function categoryOfError(text) {
  const m = String(text).toLowerCase()
  if (m === '') return undefined
  if (/\b429\b|rate.?limit|too many requests|overloaded|\b529\b/.test(m)) return 'Rate Limiting'
  if (/quota|insufficient_quota|max(imum)? number of operations|memory ?error|out of memory/.test(m))
    return 'Resource Exhaustion'
  if (/context (window|length)|context_length|maximum context|prompt is too long|too many tokens/.test(m))
    return 'Context Handling Failures'
  if (/\b401\b|\b403\b|unauthori[sz]ed|forbidden|access denied|api.?key|authenticat/.test(m))
    return 'Authentication Errors'
  if (/\b404\b|not found|no such file|no results? found|does not exist/.test(m)) return 'Resource Not Found'
  if (/timed? ?out|timeout/.test(m)) return 'Timeout Issues'
  if (/\b5\d\d\b|internal ?server ?error|bad gateway|service unavailable|connection (aborted|refused|reset)/.test(m))
    return 'Service Errors'
  return undefined
}

/**
 * The TRAIL category of one piece of a cause's evidence: the failure type's category, or, for
 * the types that report failed calls and provider errors, the category the event's error names.
 */
export const CATEGORY_OF_TYPE = {
  infinite_tool_loop: 'Resource Abuse',
  ignoring_tool_outputs: 'Tool-related',
  run_failed: 'Task Orchestration',
  context_pollution: 'Context Handling Failures',
  cost_explosion: 'Resource Abuse',
  memory_degradation: 'Incorrect Memory Usage',
  skill_failure: 'Tool Selection Errors',
  provider_failure: 'Service Errors',
}

export function categoryOf(type, event, description = '') {
  const base = CATEGORY_OF_TYPE[type] ?? 'Task Orchestration'
  const said = `${errorText(event)} ${String(description).toLowerCase()}`
  if (type === 'ignoring_tool_outputs' || type === 'run_failed' || type === 'provider_failure')
    return categoryOfError(said) ?? base
  if (type === 'infinite_tool_loop' && event && (event.event === 'error_event' || event.event === 'retry_event'))
    return categoryOfError(said) ?? 'Service Errors'
  return base
}

/** The span ids a cause's evidence points at, with the category of each (first one wins). */
export function causeSpans(cause) {
  const spans = new Map()
  const origins = Array.isArray(cause.evidence_origins) ? cause.evidence_origins : []
  const events = Array.isArray(cause.evidence) ? cause.evidence : []
  for (let i = 0; i < Math.max(origins.length, events.length); i++) {
    const id = origins[i]?.span_id ?? events[i]?.span_id
    if (typeof id !== 'string' || id === '' || spans.has(id)) continue
    spans.set(id, categoryOf(cause.type, events[i], cause.description))
  }
  return spans
}

const isExecution = (category) => EXECUTION_CATEGORIES.includes(category)
const ratio = (n, d) => (d === 0 ? null : n / d)

/** Whether evidence span `e` holds the label on span `l`: the span itself, or the step that holds it. */
function holds(e, l, spans) {
  return e === l || (spans.get(l)?.step ?? undefined) === e
}

/**
 * TRAIL's three metrics over traces `[{labels: [{category, location}], predicted: [{category, location}]}]`,
 * as its scorer computes them: category F1 is the F1 of each category over the traces (a trace
 * has a category or not), averaged with the traces that have it as weights; location accuracy
 * is, per trace, the share of labelled spans that were predicted, averaged over traces with
 * labels; joint accuracy the same for (span, category) pairs.
 */
export function trailMetrics(traces) {
  const classes = new Map()
  const cls = (c) => {
    if (!classes.has(c)) classes.set(c, { tp: 0, fp: 0, fn: 0 })
    return classes.get(c)
  }
  let located = 0
  let joint = 0
  let counted = 0
  for (const t of traces) {
    const gold = new Set(t.labels.map((l) => l.category))
    const pred = new Set(t.predicted.map((p) => p.category))
    for (const c of gold) {
      if (pred.has(c)) cls(c).tp++
      else cls(c).fn++
    }
    for (const c of pred) if (!gold.has(c)) cls(c).fp++
    if (t.labels.length === 0) continue
    counted++
    const goldSpans = new Set(t.labels.map((l) => l.location))
    const predSpans = new Set(t.predicted.map((p) => p.location))
    located += [...goldSpans].filter((s) => predSpans.has(s)).length / goldSpans.size
    const pair = (x) => `${x.location}\u0000${x.category}`
    const goldPairs = new Set(t.labels.map(pair))
    const predPairs = new Set(t.predicted.map(pair))
    joint += [...goldPairs].filter((p) => predPairs.has(p)).length / goldPairs.size
  }
  let weighted = 0
  let support = 0
  for (const { tp, fp, fn } of classes.values()) {
    const f1 = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn)
    weighted += f1 * (tp + fn)
    support += tp + fn
  }
  return {
    traces: traces.length,
    categoryF1: support === 0 ? 0 : weighted / support,
    locationAccuracy: counted === 0 ? 0 : located / counted,
    jointAccuracy: counted === 0 ? 0 : joint / counted,
  }
}

/**
 * The figures, from traces `[{id, split, spans (spanIndex), labels (readLabels), readiness,
 * causes: [{type, spans: Map span id -> category}]}]`.
 */
export function evaluate(traces) {
  const perCategory = new Map(
    TRAIL_CATEGORIES.map((c) => [c, { labels: 0, onTool: 0, located: 0, named: 0, ours: 0, labelled: 0 }]),
  )
  const row = (c) => {
    if (!perCategory.has(c)) perCategory.set(c, { labels: 0, onTool: 0, located: 0, named: 0, ours: 0, labelled: 0 })
    return perCategory.get(c)
  }
  let execTool = 0
  let execToolLocated = 0
  let execTraces = 0
  let execTracesNotReady = 0
  let toolExecTraces = 0
  let toolExecTracesNotReady = 0
  let reliable = 0
  let reliableNotUnsafe = 0
  const bySplit = new Map()
  for (const t of traces) {
    const errors = t.labels.errors
    const evidence = [] // [span, category]
    for (const c of t.causes) for (const [span, category] of c.spans) evidence.push([span, category])
    for (const l of errors) {
      const r = row(l.category)
      r.labels++
      const onTool = t.spans.get(l.location)?.kind === 'TOOL'
      if (onTool) r.onTool++
      const hits = evidence.filter(([e]) => holds(e, l.location, t.spans))
      if (hits.length > 0) r.located++
      if (hits.some(([, c]) => c === l.category)) r.named++
      if (onTool && isExecution(l.category)) {
        execTool++
        if (hits.length > 0) execToolLocated++
      }
    }
    const seen = new Set()
    for (const [span, category] of evidence) {
      const key = `${span}\u0000${category}`
      if (seen.has(key)) continue
      seen.add(key)
      const r = row(category)
      r.ours++
      if (errors.some((l) => holds(span, l.location, t.spans))) r.labelled++
    }
    const serious = errors.filter((l) => isExecution(l.category) && (l.impact === 'MEDIUM' || l.impact === 'HIGH'))
    if (serious.length > 0) {
      execTraces++
      if (t.readiness !== 'ready_for_runtime') execTracesNotReady++
    }
    if (serious.some((l) => t.spans.get(l.location)?.kind === 'TOOL')) {
      toolExecTraces++
      if (t.readiness !== 'ready_for_runtime') toolExecTracesNotReady++
    }
    if (t.labels.reliability !== undefined && t.labels.reliability >= 4) {
      reliable++
      if (t.readiness !== 'unsafe_for_production') reliableNotUnsafe++
    }
    const split = t.split ?? 'all'
    if (!bySplit.has(split)) bySplit.set(split, [])
    bySplit.get(split).push({
      labels: errors,
      predicted: evidence.map(([location, category]) => ({ location, category })),
    })
  }
  const categories = [...perCategory]
    .filter(([, r]) => r.labels > 0 || r.ours > 0)
    .map(([category, r]) => ({
      category,
      ...r,
      locationRecall: ratio(r.located, r.labels),
      namedRecall: ratio(r.named, r.labels),
      precision: ratio(r.labelled, r.ours),
    }))
  const splits = [...bySplit.keys()].sort()
  return {
    traces: traces.length,
    labels: traces.reduce((n, t) => n + t.labels.errors.length, 0),
    readiness: countBy(traces.map((t) => t.readiness)),
    categories,
    trail: Object.fromEntries([
      ...splits.map((s) => [s, trailMetrics(bySplit.get(s))]),
      ...(splits.length > 1 ? [['all', trailMetrics(splits.flatMap((s) => bySplit.get(s)))]] : []),
    ]),
    traceLevel: {
      executionErrorsOnToolSpans: execTool,
      executionErrorsOnToolSpansInEvidence: execToolLocated,
      executionErrorsOnToolSpansShare: ratio(execToolLocated, execTool),
      tracesWithExecutionErrors: execTraces,
      tracesWithExecutionErrorsNotReady: execTracesNotReady,
      tracesWithExecutionErrorsNotReadyShare: ratio(execTracesNotReady, execTraces),
      tracesWithToolExecutionErrors: toolExecTraces,
      tracesWithToolExecutionErrorsNotReady: toolExecTracesNotReady,
      tracesWithToolExecutionErrorsNotReadyShare: ratio(toolExecTracesNotReady, toolExecTraces),
      reliableTraces: reliable,
      reliableTracesNotUnsafe: reliableNotUnsafe,
      reliableTracesNotUnsafeShare: ratio(reliableNotUnsafe, reliable),
    },
  }
}

function countBy(values) {
  const out = {}
  for (const v of [...values].sort()) out[v] = (out[v] ?? 0) + 1
  return out
}

const pct = (x) => (x === null ? '-' : `${Math.round(100 * x)}%`)
const fig = (x) => x.toFixed(3).replace(/^0/, '')

/** The figures as Markdown. */
export function render(f) {
  const t = f.traceLevel
  const lines = [
    `# How the diagnosis compares with people (${f.traces} traces, ${f.labels} labels)`,
    '',
    `Readiness: ${Object.entries(f.readiness)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    '',
    '| trace-level check | figure |',
    '| --- | --- |',
    `| execution errors on TOOL spans that lie in the evidence of a cause (the span or its step) | ${t.executionErrorsOnToolSpansInEvidence}/${t.executionErrorsOnToolSpans} (${pct(t.executionErrorsOnToolSpansShare)}) |`,
    `| traces with a MEDIUM/HIGH execution-error label that are not ready_for_runtime | ${t.tracesWithExecutionErrorsNotReady}/${t.tracesWithExecutionErrors} (${pct(t.tracesWithExecutionErrorsNotReadyShare)}) |`,
    `| the same, counting only labels on TOOL spans | ${t.tracesWithToolExecutionErrorsNotReady}/${t.tracesWithToolExecutionErrors} (${pct(t.tracesWithToolExecutionErrorsNotReadyShare)}) |`,
    `| traces people scored reliable (>= 4) that are not unsafe_for_production | ${t.reliableTracesNotUnsafe}/${t.reliableTraces} (${pct(t.reliableTracesNotUnsafeShare)}) |`,
    '',
    '| category | labels | on TOOL spans | location recall | named recall | our spans | precision |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...f.categories.map(
      (c) =>
        `| ${c.category} | ${c.labels} | ${c.onTool} | ${pct(c.locationRecall)} | ${pct(c.namedRecall)} | ${c.ours} | ${pct(c.precision)} |`,
    ),
    '',
    '| split | traces | category F1 | location accuracy | joint accuracy | best LLM judge in the paper (F1 / location / joint) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(f.trail).map(([split, m]) => {
      const p = PAPER_BEST_JUDGE[split]
      const paper = p ? `${fig(p.categoryF1)} / ${fig(p.locationAccuracy)} / ${fig(p.jointAccuracy)}` : '-'
      return `| ${split} | ${m.traces} | ${fig(m.categoryF1)} | ${fig(m.locationAccuracy)} | ${fig(m.jointAccuracy)} | ${paper} |`
    }),
  ]
  return lines.join('\n') + '\n'
}

/** Each trace id's split, from MANIFEST.tsv (`trace_id, split_name, ...`), when there is one. */
function readSplits(folder) {
  const file = join(folder, 'MANIFEST.tsv')
  const splits = new Map()
  if (!existsSync(file)) return splits
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/).slice(1)) {
    const [id, split] = line.split('\t')
    if (id && split) splits.set(id.trim(), split.trim())
  }
  return splits
}

/** Runs the bundled CLI over the traces folder; the sessions of the report, keyed by trace file name. */
function diagnose(cli, tracesDir, extra) {
  const run = spawnSync(process.execPath, [cli, 'diagnose', tracesDir, '--json', '--fail-on', 'never', ...extra], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  })
  if (run.status !== 0) {
    throw new Error(`${cli} diagnose ${tracesDir} exited with ${run.status}: ${run.stderr.trim().slice(0, 2000)}`)
  }
  const report = JSON.parse(run.stdout)
  const sessions = new Map()
  for (const s of report.sessions) {
    const id = basename(String(s.source)).replace(/\.json$/, '')
    if (!sessions.has(id)) sessions.set(id, [])
    sessions.get(id).push(s)
  }
  return sessions
}

const RANK = { ready_for_runtime: 0, review_recommended: 1, unsafe_for_production: 2 }

/** Reads FOLDER, diagnoses its traces and returns the figures. */
export function evaluateFolder(folder, cli, extra = []) {
  const tracesDir = join(folder, 'traces')
  const labelsDir = join(folder, 'labels')
  if (!existsSync(tracesDir) || !existsSync(labelsDir)) {
    throw new Error(`${folder}: expected traces/ and labels/ in it (TRAIL's layout)`)
  }
  const splits = readSplits(folder)
  const sessions = diagnose(cli, tracesDir, extra)
  const traces = []
  for (const name of readdirSync(labelsDir).sort()) {
    if (!name.endsWith('.json')) continue
    const id = name.replace(/\.json$/, '')
    const traceFile = join(tracesDir, name)
    if (!existsSync(traceFile)) continue
    const labelFile = join(labelsDir, name)
    let labels
    try {
      labels = readLabels(parseLenient(readFileSync(labelFile, 'utf8')), labelFile)
    } catch (e) {
      throw new Error(`${labelFile}: ${e instanceof Error ? e.message : String(e)}`)
    }
    const spans = spanIndex(JSON.parse(readFileSync(traceFile, 'utf8')))
    const own = sessions.get(id) ?? []
    let readiness = 'ready_for_runtime'
    const causes = []
    for (const s of own) {
      const level = s.diagnosis?.readiness_level ?? 'ready_for_runtime'
      if ((RANK[level] ?? 0) > (RANK[readiness] ?? 0)) readiness = level
      for (const c of s.diagnosis?.failure_causes ?? []) causes.push({ type: c.type, spans: causeSpans(c) })
    }
    traces.push({ id, split: splits.get(id), spans, labels, readiness, causes })
  }
  return evaluate(traces)
}

function main(argv) {
  const args = [...argv]
  const take = (flag) => {
    const i = args.indexOf(flag)
    if (i === -1) return undefined
    const [, value] = args.splice(i, 2)
    return value
  }
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
  const cli = resolve(take('--cli') ?? join(root, 'dist/cli/index.js'))
  const jsonOut = take('--json')
  const preset = take('--preset')
  if (args.length !== 1) {
    console.error('usage: npm run eval:trail -- FOLDER [--json FILE] [--cli dist/cli/index.js]')
    console.error('FOLDER holds traces/ and labels/ as TRAIL lays them out.')
    return 2
  }
  if (!existsSync(cli)) {
    console.error(`eval:trail: ${cli} is missing; run \`npm run bundle\` first`)
    return 2
  }
  const figures = evaluateFolder(resolve(args[0]), cli, preset ? ['--preset', preset] : [])
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 1) + '\n')
  process.stdout.write(render(figures))
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (e) {
    console.error(`eval:trail: ${e instanceof Error ? e.message : String(e)}`)
    process.exitCode = 2
  }
}

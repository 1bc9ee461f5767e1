// How the trust score and the verification facts compare with test verifiers:
// `npm run eval:verifier -- FOLDER...` (after `npm run bundle`).
//
// Each FOLDER is one source of runs with a verdict per run, recognised by its shape:
//
// - Harbor trials (a trial, a job, folders of jobs): the CLI reads each trial's trace and joins
//   its verifier's reward (`result.json`) as a `harbor` harness result; a reward of 1 or more
//   passed, a lower one, none, or an agent stopped at its time limit failed (as eval:harbor).
// - SWE-bench-style runs (`<instance>.traj`, `<instance>/<instance>.traj.json`, any trace the
//   CLI reads, named by instance id) with a results file beside them: what the CLI reads as a
//   `swe_bench` harness result (a run report's `resolved` / `resolved_ids` lists beside
//   `completed_ids`, `unresolved_ids` ..., an instance report's `resolved`, a reward file), a
//   results table (`.tsv` or `.csv` with `instance_id` and `resolved` columns), or a JSON
//   summary with a per-instance `resolved` (`{"<id>": {"resolved": true}}` or
//   `[{"instance_id", "resolved"}]`). Only `resolved` passed. A verdict is joined to the run of
//   its instance nearest to it in the folder tree, so folders of several models' runs, each
//   with its own results file, keep their verdicts apart.
//
// The bundled CLI diagnoses each FOLDER once (`diagnose FOLDER --json`, its own worker threads
// with --workers), and this script prints, per source and per agent and model, then pooled for
// the source: the runs, how many failed their verifier, the readiness of passed and of failed
// runs, the AUROC of (100 - trust) between failed and passed runs (the chance that a failed run
// scores lower than a passed one, ties counting half; 0.5 is chance), the share of passed runs
// that are unsafe_for_production, and how often each verification fact (every boolean, enum
// value, number above 0 and non-empty list in `sessions[].verification`, found generically) and
// each cause's rule id holds in failed and in passed runs. Runs with no verdict, verdicts with no
// run and files that look like verdicts but cannot be read are counted and named, never skipped
// silently. Prints Markdown on stdout; progress goes to stderr.
//
// Options: --cli FILE (default: dist/cli/index.js of this checkout), --json FILE (also write the
// figures as JSON; - prints them instead of the Markdown), --preset ID and --workers N (passed to
// diagnose), --quiet (no progress).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, extname, join, parse, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { auroc, diagnose, trialAgent } from './eval-harbor.mjs'

const READINESS = ['ready_for_runtime', 'review_recommended', 'unsafe_for_production']

/** Where a verification value with more distinct strings than this is free text, not an enum. */
export const MAX_ENUM_VALUES = 12

const byString = (a, b) => (a < b ? -1 : a > b ? 1 : 0)

/** A run's key in the report: `source#session` when the file holds several sessions, else `source`. */
const runKey = (s) => (s.session !== undefined ? `${s.source}#${s.session}` : s.source)

/** The instance ids a run is known by: its session, its file's name without extensions, its folder's name. */
export function instanceKeys(source, session) {
  const name = basename(source).replace(/(\.traj)?\.(jsonl|json|ndjson|traj)$/i, '')
  return [...new Set([...(session !== undefined ? [String(session)] : []), name, basename(dirname(source))])]
}

/** How many leading folders two paths share. */
function sharedDepth(a, b) {
  const x = resolve(dirname(a)).split(sep)
  const y = resolve(dirname(b)).split(sep)
  let n = 0
  while (n < x.length && n < y.length && x[n] === y[n]) n++
  return n
}

const TRUE = /^(true|1|yes|resolved|passed)$/i
const FALSE = /^(false|0|no|unresolved|failed)$/i

/**
 * The verdicts of a results table (`instance_id` and `resolved` columns, tab- or
 * comma-separated): `[{id, status, file, line}]`. Throws naming the file, the line and what was
 * expected.
 */
export function readResultsTable(text, file) {
  const lines = text.split(/\r?\n/)
  const sepChar = file.toLowerCase().endsWith('.csv') ? ',' : '\t'
  const header = (lines[0] ?? '').split(sepChar).map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase())
  const idCol = ['instance_id', 'instance', 'id', 'task_id'].map((h) => header.indexOf(h)).find((i) => i >= 0)
  const resolvedCol = header.indexOf('resolved')
  if (idCol === undefined || resolvedCol < 0)
    throw new Error(
      `${file}:1: expected a header naming an instance_id column and a resolved column, found ${JSON.stringify((lines[0] ?? '').slice(0, 120))}`,
    )
  const out = []
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return
    const cells = line.split(sepChar).map((c) => c.trim().replace(/^"|"$/g, ''))
    const id = cells[idCol] ?? ''
    const value = cells[resolvedCol] ?? ''
    if (id === '') throw new Error(`${file}:${i + 1}: expected an instance id in column ${idCol + 1}, found none`)
    if (!TRUE.test(value) && !FALSE.test(value))
      throw new Error(
        `${file}:${i + 1}: expected resolved to be true or false, found ${JSON.stringify(value.slice(0, 40))}`,
      )
    out.push({ id, status: TRUE.test(value) ? 'resolved' : 'unresolved', file, line: i + 1 })
  })
  return out
}

/**
 * The verdicts of a JSON summary with a per-instance `resolved` (`{"<id>": {"resolved": bool}}`
 * or `[{"instance_id": "<id>", "resolved": bool}]`), or undefined when the value has another shape.
 */
export function summaryVerdicts(value, file) {
  const isBool = (x) => typeof x === 'boolean'
  const obj = (x) => typeof x === 'object' && x !== null && !Array.isArray(x)
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined
    const rows = value.map((r) => {
      if (!obj(r) || !isBool(r.resolved)) return undefined
      const id = [r.instance_id, r.id, r.task_id].find((x) => typeof x === 'string' && x !== '')
      return id === undefined ? undefined : { id, status: r.resolved ? 'resolved' : 'unresolved', file }
    })
    return rows.every((r) => r !== undefined) ? rows : undefined
  }
  if (!obj(value)) return undefined
  const entries = Object.entries(value)
  if (entries.length === 0 || !entries.every(([, v]) => obj(v) && isBool(v.resolved))) return undefined
  return entries.map(([id, v]) => ({ id, status: v.resolved ? 'resolved' : 'unresolved', file }))
}

/** The report with the paths under `abs` named under `folder` instead (sources, harness results, files not read). */
function relativise(report, abs, folder) {
  if (abs === folder) return report
  const back = (p) =>
    typeof p === 'string' && (p === abs || p.startsWith(abs + sep)) ? folder + p.slice(abs.length) : p
  for (const s of report.sessions ?? []) s.source = back(s.source)
  for (const h of report.harness?.results ?? []) {
    h.source = back(h.source)
    if (h.run !== undefined) h.run = back(h.run)
  }
  for (const n of report.not_read ?? []) n.file = back(n.file)
  return report
}

/** The files under `dir` whose name ends in one of `exts`, sorted. */
function filesUnder(dir, exts) {
  const out = []
  const walk = (d) => {
    let entries
    try {
      entries = readdirSync(d, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name === '.git') continue
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.isFile() && exts.includes(extname(e.name).toLowerCase())) out.push(p)
    }
  }
  walk(dir)
  return out.sort(byString)
}

/** A name that says a file holds results, so that a table the script cannot read is named. */
const RESULTS_NAME = /^(results?|reports?|summary|resolved|eval(uation)?)([._-]|$)/i

/** JSON with a `resolved` or `resolved_ids` key at its top or one level down: a verdict of some shape. */
function mentionsResolved(value) {
  const keys = (x) => (typeof x === 'object' && x !== null ? Object.keys(x) : [])
  const hit = (x) => keys(x).some((k) => k === 'resolved' || k === 'resolved_ids')
  const items = Array.isArray(value) ? value : Object.values(keys(value).length > 0 ? value : {})
  return hit(value) || items.slice(0, 50).some(hit)
}

/**
 * The model of a SWE-bench-style run, from its trace (mini-swe-agent's `info.config.model.model_name`,
 * SWE-agent's `replay_config` `agent.model.name`), else the `name` of the nearest `metadata.yaml`
 * between the run and the source folder (Multi-SWE-bench's experiments), else `unknown`.
 */
function modelOf(source, format, root, cache) {
  let model
  // Only these formats name the model in one JSON document per run; a file is read once.
  const key = `file:${source}`
  if ((format === 'mini-swe-agent' || format === 'swe-agent') && !cache.has(key))
    try {
      const t = JSON.parse(readFileSync(source, 'utf8'))
      const mini = t?.info?.config?.model?.model_name
      let replay = t?.replay_config
      if (typeof replay === 'string') replay = JSON.parse(replay)
      const swe = replay?.agent?.model?.name ?? t?.info?.model_name
      model = [mini, swe].find((x) => typeof x === 'string' && x !== '')
    } catch {
      // not one JSON document: the metadata below
    }
  else model = cache.get(key)
  cache.set(key, model)
  // `@provider/model` (a routing prefix some runs carry) is the same model.
  if (model !== undefined) return model.replace(/^@/, '')
  const top = resolve(root)
  for (let d = resolve(dirname(source)); ; d = dirname(d)) {
    if (!cache.has(d)) {
      let name
      const meta = join(d, 'metadata.yaml')
      if (existsSync(meta)) {
        const m = /^name:\s*(.+?)\s*$/m.exec(readFileSync(meta, 'utf8'))
        if (m) name = m[1].replace(/^["']|["']$/g, '')
      }
      cache.set(d, name)
    }
    if (cache.get(d) !== undefined) return cache.get(d)
    if (d === top || dirname(d) === d || !d.startsWith(top)) return 'unknown'
  }
}

/**
 * What the report's schema (`cli schema`) declares of `sessions[].verification`: each boolean's
 * path and each enum's path with its values (`last_checks[].kind`), in the schema's order.
 */
export function schemaFacts(schema) {
  const booleans = []
  const enums = new Map()
  const walk = (node, path) => {
    if (typeof node !== 'object' || node === null) return
    if (Array.isArray(node.enum) && node.enum.every((x) => typeof x === 'string')) enums.set(path, [...node.enum])
    else if (node.type === 'boolean') booleans.push(path)
    for (const alt of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(alt, path)
    for (const [k, child] of Object.entries(node.properties ?? {})) walk(child, path === '' ? k : `${path}.${k}`)
    if (node.items) walk(node.items, `${path}[]`)
  }
  walk(schema, '')
  return { booleans, enums }
}

/** The schema of `sessions[].verification` the CLI declares (`cli schema`), or undefined when it has none. */
export function verificationSchema(cli) {
  const run = spawnSync(process.execPath, [cli, 'schema'], { encoding: 'utf8', maxBuffer: 1 << 26 })
  if (run.status !== 0) return undefined
  try {
    return JSON.parse(run.stdout)?.properties?.sessions?.items?.properties?.verification
  } catch {
    return undefined
  }
}

/**
 * The facts a session's `verification` holds, generically: each boolean that is true (`path`),
 * each enum value (`path=value`: one the schema declares, given `enums`; else a short lower-case
 * word), each number above 0 (`path>0`, outside lists), each non-empty list (`path non-empty`);
 * lists of objects are looked into (`path[].field`, holding when any element holds). Returns
 * `{facts, strings, numbers}`: the string values taken as enum values by the word rule, per path,
 * and each number outside lists by its path.
 */
export function verificationFacts(v, enums = undefined) {
  const facts = new Set()
  const strings = new Map()
  const numbers = new Map()
  const walk = (x, path) => {
    if (typeof x === 'boolean') {
      if (x) facts.add(path)
    } else if (typeof x === 'number') {
      // Inside lists, numbers are positions (an event's index, a line): no fact.
      if (!path.includes('[]')) {
        if (x > 0) facts.add(`${path}>0`)
        numbers.set(path, x)
      }
    } else if (typeof x === 'string') {
      if (enums !== undefined) {
        if (enums.get(path)?.includes(x)) facts.add(`${path}=${x}`)
      } else if (/^[a-z][a-z0-9_-]{0,39}$/.test(x)) {
        facts.add(`${path}=${x}`)
        if (!strings.has(path)) strings.set(path, new Set())
        strings.get(path).add(x)
      }
    } else if (Array.isArray(x)) {
      if (x.length > 0) facts.add(`${path} non-empty`)
      for (const e of x) if (typeof e === 'object' && e !== null && !Array.isArray(e)) walk(e, `${path}[]`)
    } else if (typeof x === 'object' && x !== null) {
      for (const [k, e] of Object.entries(x)) walk(e, path === '' ? k : `${path}.${k}`)
    }
  }
  walk(v, '')
  return { facts, strings, numbers }
}

const bump = (o, k, outcome) => {
  if (!o[k]) o[k] = { failed: 0, passed: 0 }
  o[k][outcome]++
}

/**
 * The figures of a group of judged runs `[{outcome, trust, readiness, causes, facts, numbers}]`;
 * the `declared` facts are counted even where none holds, once a run of the group has a verification.
 */
export function figuresOf(runs, declared = []) {
  const f = {
    runs: runs.length,
    passed: 0,
    failed: 0,
    readiness: { passed: {}, failed: {} },
    trust: { passed: [], failed: [] },
    auroc: null,
    unsafePassed: 0,
    withVerification: { passed: 0, failed: 0 },
    verification: {},
    causes: {},
    numbers: {},
  }
  const values = new Map()
  for (const r of runs) {
    f[r.outcome]++
    f.readiness[r.outcome][r.readiness] = (f.readiness[r.outcome][r.readiness] ?? 0) + 1
    f.trust[r.outcome].push(r.trust)
    if (r.outcome === 'passed' && r.readiness === 'unsafe_for_production') f.unsafePassed++
    if (r.facts !== undefined) f.withVerification[r.outcome]++
    for (const fact of r.facts ?? []) bump(f.verification, fact, r.outcome)
    for (const c of r.causes) bump(f.causes, c, r.outcome)
    for (const [name, x] of Object.entries(r.numbers ?? {})) {
      if (!values.has(name)) values.set(name, { failed: [], passed: [] })
      values.get(name)[r.outcome].push(x)
    }
  }
  if (f.withVerification.failed + f.withVerification.passed > 0)
    for (const k of declared) if (!f.verification[k]) f.verification[k] = { failed: 0, passed: 0 }
  const mean = (xs) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length)
  for (const [name, v] of [...values].sort((a, b) => byString(a[0], b[0])))
    f.numbers[name] = { auroc: auroc(v.failed, v.passed), failed: mean(v.failed), passed: mean(v.passed) }
  f.auroc = auroc(
    f.trust.failed.map((t) => 100 - t),
    f.trust.passed.map((t) => 100 - t),
  )
  const sortKeys = (o) => Object.fromEntries(Object.entries(o).sort((a, b) => byString(a[0], b[0])))
  f.verification = sortKeys(f.verification)
  f.causes = sortKeys(f.causes)
  for (const o of Object.values(f.readiness)) {
    const sorted = sortKeys(o)
    for (const k of Object.keys(o)) delete o[k]
    Object.assign(o, sorted)
  }
  return f
}

/**
 * The figures of one source folder: its runs judged by their verdicts, per agent and model and
 * pooled. `report` is the CLI's JSON report of `folder` (given for tests; read with `cli` else);
 * `schema` the schema of `sessions[].verification` the CLI declares, if any.
 */
export function evaluateSource(folder, { cli, extra = [], report, schema, progress = () => {} } = {}) {
  if (!existsSync(folder)) throw new Error(`${folder}: no such folder`)
  const started = Date.now()
  if (report === undefined) {
    progress(`${folder}: diagnosing with ${cli} ...`)
    // Run in the file system's root, the folder named absolutely: every file a run touched is in
    // that workspace, so sessions[].files counts them all, and no policy file of the current
    // folder changes the diagnosis. The paths are then given back as the folder was named.
    const abs = resolve(folder)
    report = relativise(diagnose(abs, cli, extra, parse(abs).root), abs, folder.replace(/(.)[\\/]+$/, '$1'))
  }
  const sessions = report.sessions ?? []
  progress(`${folder}: ${sessions.length} sessions diagnosed in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  if (sessions.length === 0)
    throw new Error(
      `${folder}: the CLI found no trace to diagnose: expected Harbor trials or SWE-bench-style runs (trace files the CLI reads)`,
    )
  const notRead = []

  // Verdicts: Harbor's rewards and the SWE-bench results the CLI reads, then what it leaves.
  const harbor = new Map() // run key -> {status, source}
  const swe = [] // {id, status, file}
  const statusOf = {}
  const verdictFiles = new Set()
  for (const h of report.harness?.results ?? []) {
    if (h.harness === 'harbor' && h.run !== undefined) {
      harbor.set(h.run, { status: h.status === 'passed' ? 'passed' : 'failed', source: h.source, raw: h.status })
      verdictFiles.add('result.json (Harbor)')
    } else if (h.harness === 'swe_bench') {
      swe.push({ id: h.id, status: h.status, file: h.source })
      verdictFiles.add(relative(folder, h.source) || basename(h.source))
    }
  }
  for (const file of filesUnder(folder, ['.tsv', '.csv'])) {
    const text = readFileSync(file, 'utf8')
    const first = text.split(/\r?\n/, 1)[0].toLowerCase()
    if (!/\bresolved\b/.test(first)) {
      if (RESULTS_NAME.test(basename(file)))
        notRead.push({ file, what: 'a table with no resolved column: expected instance_id and resolved columns' })
      continue
    }
    swe.push(...readResultsTable(text, file))
    verdictFiles.add(relative(folder, file))
  }
  for (const n of report.not_read ?? []) {
    if (!/\.json$/i.test(n.file) || !/JSON that is no trace/.test(n.what)) continue
    let value
    try {
      value = JSON.parse(readFileSync(n.file, 'utf8'))
    } catch {
      continue
    }
    const verdicts = summaryVerdicts(value, n.file)
    if (verdicts) {
      swe.push(...verdicts)
      verdictFiles.add(relative(folder, n.file))
    } else if (mentionsResolved(value))
      notRead.push({
        file: n.file,
        what:
          'JSON that speaks of resolved instances in a shape not read: expected resolved or resolved_ids lists ' +
          'beside completed_ids or unresolved_ids, {"<instance>": {"resolved": true or false}} or ' +
          '[{"instance_id": "<instance>", "resolved": true or false}]',
      })
  }

  // SWE-bench verdicts joined by instance id, each to the run nearest to its file.
  const keysOf = new Map()
  const runsOfKey = new Map()
  for (const s of sessions) {
    const k = runKey(s)
    for (const id of instanceKeys(s.source, s.session)) {
      if (!runsOfKey.has(id)) runsOfKey.set(id, [])
      runsOfKey.get(id).push(k)
    }
    keysOf.set(k, s)
  }
  const sweOf = new Map() // run key -> {status, depth, file}
  let verdictsWithoutRun = 0
  let ambiguous = 0
  const conflicts = []
  for (const v of swe) {
    const candidates = (runsOfKey.get(v.id) ?? []).filter((k) => !harbor.has(k))
    if (candidates.length === 0) {
      verdictsWithoutRun++
      continue
    }
    const depths = candidates.map((k) => sharedDepth(keysOf.get(k).source, v.file))
    const best = Math.max(...depths)
    const nearest = candidates.filter((_, i) => depths[i] === best)
    if (nearest.length > 1) {
      ambiguous++
      continue
    }
    const k = nearest[0]
    const had = sweOf.get(k)
    if (had === undefined || best > had.depth) sweOf.set(k, { status: v.status, depth: best, file: v.file })
    else if (best === had.depth && had.status !== v.status) {
      conflicts.push(`${k}: ${had.file} says ${had.status}, ${v.file} says ${v.status}`)
      // The first read (the CLI's, then tables, then summaries) is kept.
    }
  }
  if (harbor.size + sweOf.size === 0)
    throw new Error(
      `${folder}: no verdict for any of its ${sessions.length} runs: expected Harbor trials (result.json with ` +
        'verifier_result.rewards), a SWE-bench results file (results.json with `resolved` ids beside `completed_ids`, ' +
        'a report with `resolved_ids`, report.json with a per-instance `resolved`), or a results table (.tsv/.csv ' +
        'with instance_id and resolved columns) naming the runs by instance id' +
        (notRead.length > 0 ? `; not read: ${notRead.map((n) => `${n.file} (${n.what})`).join('; ')}` : ''),
    )

  // The judged runs.
  const metaCache = new Map()
  // The facts the CLI's schema declares, when it gives the verification's: every boolean and enum value.
  const declared = schema !== undefined ? schemaFacts(schema) : undefined
  const declaredFacts =
    declared === undefined
      ? []
      : [...declared.booleans, ...[...declared.enums].flatMap(([path, values]) => values.map((x) => `${path}=${x}`))]
  const formatsWithFiles = new Set(sessions.filter((s) => Array.isArray(s.files)).map((s) => s.format))
  const judged = []
  const withoutVerdict = []
  const stringsSeen = new Map()
  for (const s of sessions) {
    const k = runKey(s)
    let outcome
    let agent
    let model
    let status
    if (harbor.has(k)) {
      const h = harbor.get(k)
      outcome = h.status
      status = h.raw
      ;({ agent, model } = trialAgent(h.source))
    } else if (sweOf.has(k)) {
      status = sweOf.get(k).status
      outcome = status === 'resolved' ? 'passed' : 'failed'
      agent = s.format ?? 'unknown'
      model = modelOf(s.source, s.format, folder, metaCache)
    } else {
      withoutVerdict.push(k)
      continue
    }
    statusOf[status] = (statusOf[status] ?? 0) + 1
    let facts
    // What the trace shows as numbers: the edits of the files the run changed, and each number of its verification.
    const numbers = {}
    // A session with no `files` of a format that gives them for other sessions of the source touched no file.
    if (Array.isArray(s.files))
      numbers['files: edits'] = s.files.reduce((n, file) => n + (typeof file.edits === 'number' ? file.edits : 0), 0)
    else if (formatsWithFiles.has(s.format)) numbers['files: edits'] = 0
    if (s.verification !== undefined && s.verification !== null) {
      const found = verificationFacts(s.verification, declared?.enums)
      facts = found.facts
      for (const [path, x] of found.numbers) numbers[`verification: ${path}`] = x
      for (const [path, values] of found.strings) {
        if (!stringsSeen.has(path)) stringsSeen.set(path, new Set())
        for (const x of values) stringsSeen.get(path).add(x)
      }
    }
    judged.push({
      run: k,
      agent,
      model,
      outcome,
      trust: s.diagnosis.trust_score,
      readiness: s.diagnosis.readiness_level,
      causes: [...new Set(s.diagnosis.failure_causes.map((c) => c.type))].sort(byString),
      facts,
      numbers,
    })
  }
  // A string field with many values is free text (a command, a file), not an enum: left out, and named.
  const freeText = [...stringsSeen].filter(([, v]) => v.size > MAX_ENUM_VALUES).map(([p]) => p)
  const free = new Set(freeText)
  if (free.size > 0)
    for (const r of judged)
      if (r.facts)
        r.facts = new Set([...r.facts].filter((f) => !(f.includes('=') && free.has(f.slice(0, f.indexOf('='))))))

  const groups = new Map()
  for (const r of judged) {
    const g = `${r.agent}\u0000${r.model}`
    if (!groups.has(g)) groups.set(g, [])
    groups.get(g).push(r)
  }
  const notJudgedTrials = (report.not_read ?? []).filter((n) => /a Harbor trial .* no trace of the agent/.test(n.what))
  progress(`${folder}: ${judged.length} runs judged, ${withoutVerdict.length} without a verdict`)
  return {
    source: folder,
    kind: harbor.size > 0 && sweOf.size > 0 ? 'harbor+swe-bench' : harbor.size > 0 ? 'harbor' : 'swe-bench',
    verdictFiles: [...verdictFiles].sort(byString),
    sessions: sessions.length,
    statuses: Object.fromEntries(Object.entries(statusOf).sort((a, b) => byString(a[0], b[0]))),
    withoutVerdict: withoutVerdict.sort(byString),
    trialsWithoutTrace: notJudgedTrials.map((n) => n.file).sort(byString),
    verdictsWithoutRun,
    ambiguous,
    conflicts: conflicts.sort(byString),
    notRead: notRead.sort((a, b) => byString(a.file, b.file)),
    freeText: freeText.sort(byString),
    groups: [...groups]
      .sort((a, b) => byString(a[0], b[0]))
      .map(([, runs]) => ({ agent: runs[0].agent, model: runs[0].model, ...figuresOf(runs, declaredFacts) })),
    pooled: figuresOf(judged, declaredFacts),
  }
}

/** The figures of several source folders, in the order given. */
export function evaluate(folders, options = {}) {
  return { sources: folders.map((folder) => evaluateSource(folder, options)) }
}

const fmt = (x) => (x === null ? 'n/a' : x.toFixed(2))
const share = (n, d) => (d === 0 ? '-' : `${n}/${d} (${Math.round((100 * n) / d)}%)`)
const counts = (o) =>
  READINESS.filter((k) => o[k])
    .map((k) => `${k} ${o[k]}`)
    .join(', ') || '-'
// Markdown table cells: no pipe nor line break from a name that came from a file.
const cell = (s) => String(s).replace(/[|\r\n`]/g, ' ')

/** The figures as Markdown. */
export function render(all) {
  const out = []
  for (const s of all.sources) {
    const statuses = Object.entries(s.statuses)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')
    out.push(`## ${cell(s.source)}`, '')
    out.push(
      `${s.pooled.runs} runs judged (${s.kind}: ${s.verdictFiles.map(cell).join(', ')}; ${statuses}); ` +
        `${s.withoutVerdict.length} run${s.withoutVerdict.length === 1 ? '' : 's'} without a verdict, ` +
        `${s.trialsWithoutTrace.length} trial${s.trialsWithoutTrace.length === 1 ? '' : 's'} holding no trace of the agent, ` +
        `${s.verdictsWithoutRun} verdict${s.verdictsWithoutRun === 1 ? '' : 's'} naming no run` +
        (s.ambiguous > 0 ? `, ${s.ambiguous} naming several runs equally near (not joined)` : '') +
        '.',
      '',
    )
    for (const c of s.conflicts) out.push(`- verdicts disagree: ${cell(c)}`)
    for (const n of s.notRead) out.push(`- not read: ${cell(n.file)}: ${cell(n.what)}`)
    if (s.withoutVerdict.length > 0)
      out.push(
        `- without a verdict: ${s.withoutVerdict.slice(0, 5).map(cell).join(', ')}${s.withoutVerdict.length > 5 ? ', ...' : ''}`,
      )
    if (s.conflicts.length + s.notRead.length + s.withoutVerdict.length > 0) out.push('')
    out.push(
      '| agent | model | runs | failed | AUROC | passed but unsafe | readiness of passed | readiness of failed |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- | --- |',
    )
    const rows = [...s.groups.map((g) => [g.agent, g.model, g]), ['all', '(pooled)', s.pooled]]
    for (const [agent, model, g] of rows)
      out.push(
        `| ${cell(agent)} | ${cell(model)} | ${g.runs} | ${g.failed} | ${fmt(g.auroc)} | ${share(g.unsafePassed, g.passed)} | ${counts(g.readiness.passed)} | ${counts(g.readiness.failed)} |`,
      )
    out.push('')
    const v = s.pooled.withVerification
    if (v.passed + v.failed === 0)
      out.push("No run's report holds `sessions[].verification` (this build writes none).", '')
    else if (v.passed + v.failed < s.pooled.runs)
      out.push(`${v.passed + v.failed} of ${s.pooled.runs} runs' reports hold \`sessions[].verification\`.`, '')
    if (s.freeText.length > 0)
      out.push(
        `Free-text fields (more than ${MAX_ENUM_VALUES} values), left out: ${s.freeText.map(cell).join(', ')}.`,
        '',
      )
    out.push('| agent | model | fact | in failed runs | in passed runs |', '| --- | --- | --- | ---: | ---: |')
    let any = false
    for (const [agent, model, g] of s.groups.length > 1 ? rows : rows.slice(0, 1)) {
      const facts = [
        ...Object.entries(g.verification).map(([k, n]) => [`verification: ${k}`, n]),
        ...Object.entries(g.causes).map(([k, n]) => [`cause: ${k}`, n]),
      ]
      for (const [name, n] of facts) {
        any = true
        out.push(
          `| ${cell(agent)} | ${cell(model)} | ${cell(name)} | ${share(n.failed, g.failed)} | ${share(n.passed, g.passed)} |`,
        )
      }
    }
    if (!any) out.push('| - | - | no fact, no cause | - | - |')
    out.push('')
    const numbered = rows.filter(([, , g]) => Object.keys(g.numbers).length > 0)
    if (numbered.length > 0) {
      out.push(
        '| agent | model | number | AUROC (higher in failed runs) | mean in failed runs | mean in passed runs |',
        '| --- | --- | --- | ---: | ---: | ---: |',
      )
      for (const [agent, model, g] of s.groups.length > 1 ? numbered : numbered.slice(0, 1))
        for (const [name, n] of Object.entries(g.numbers))
          out.push(
            `| ${cell(agent)} | ${cell(model)} | ${cell(name)} | ${fmt(n.auroc)} | ${n.failed === null ? '-' : n.failed.toFixed(1)} | ${n.passed === null ? '-' : n.passed.toFixed(1)} |`,
          )
      out.push('')
    }
  }
  return out.join('\n')
}

function main(argv) {
  const args = [...argv]
  const take = (flag) => {
    const i = args.indexOf(flag)
    if (i === -1) return undefined
    const v = args[i + 1]
    if (v === undefined) throw new Error(`${flag} needs a value`)
    args.splice(i, 2)
    return v
  }
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
  const cli = resolve(take('--cli') ?? `${root}/dist/cli/index.js`)
  const jsonOut = take('--json')
  const preset = take('--preset')
  const workers = take('--workers')
  const quiet = args.includes('--quiet')
  if (quiet) args.splice(args.indexOf('--quiet'), 1)
  if (args.length === 0 || args.some((a) => a.startsWith('--'))) {
    console.error(
      'usage: npm run eval:verifier -- FOLDER... [--json FILE|-] [--preset ID] [--workers N] [--quiet] [--cli dist/cli/index.js]',
    )
    return 2
  }
  if (!existsSync(cli)) {
    console.error(`eval:verifier: ${cli} is missing; run \`npm run bundle\` first`)
    return 2
  }
  const extra = ['--graph', 'none', ...(preset ? ['--preset', preset] : []), ...(workers ? ['--workers', workers] : [])]
  const progress = quiet ? () => {} : (line) => process.stderr.write(`eval:verifier: ${line}\n`)
  const schema = verificationSchema(cli)
  progress(
    schema === undefined
      ? `${cli} declares no sessions[].verification in its schema: enum values are told by their shape`
      : `${cli} declares sessions[].verification: its booleans and enum values are counted`,
  )
  const figures = evaluate(args, { cli, extra, progress, schema })
  const json = JSON.stringify(figures, null, 1) + '\n'
  if (jsonOut === '-') process.stdout.write(json)
  else {
    if (jsonOut) writeFileSync(jsonOut, json)
    process.stdout.write(render(figures))
  }
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (e) {
    console.error(`eval:verifier: ${e instanceof Error ? e.message : String(e)}`)
    process.exitCode = 2
  }
}

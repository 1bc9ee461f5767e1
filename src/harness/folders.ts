/**
 * The files a walk of an output folder (or a glob) found, sorted by what they hold: traces,
 * harness results, and the other files agents and harnesses write beside their traces, which
 * are not read but named (`not read: FILE (what it is)`), so that nothing is skipped in silence.
 *
 * A file is judged by its content, its name only pointing at which files to look into:
 * - `.log` files are logs (a `stderr.log` named as a run's standard error), but for a JSON object
 *   whose first key is the Gemini CLI result's (run-gemini-cli's `stdout.log`: a trace); Inspect's
 *   `.eval` files are its binary logs (the gate reads JSON logs);
 * - `.yaml` / `.yml` files are read: a harness file (a personal_agent_eval case config) is a
 *   harness result; any other is named (exit statuses, a run's configuration or metadata);
 * - a `.json` file is parsed when it is small (at most PEEK_BYTES), or when its name or its first
 *   keys are those of a harness or companion file (`results.json`, `report.json`, `*.meta.json`,
 *   `resolved_ids`, `patch_exists`, `model_patch`, ...); a `.jsonl` / `.ndjson` file when its
 *   first key is one of a prediction's. A harness file (harnessFileKind: SWE-bench run and
 *   instance reports, sb-cli summaries, rewards, arksim and personal_agent_eval files) is a
 *   harness result, joined to its runs by instance id as `--harness` files are; a known
 *   companion (companionOf) is named; anything else is a trace, and reading it says what is
 *   wrong when it is none. A trace named `results.json` is a trace: its content is no harness's.
 * - `.traj` files are traces.
 *
 * An owner-written summary such as `results_summary.json` (`{instances: [{instance_id, resolved,
 * patch_applied}]}`) is named, not read: no harness writes that shape, and the harness's own
 * files beside it (the sb-cli summary, `logs/<id>/report.json`) carry the same verdicts.
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { isJsonObject, type JsonObject } from '../core/events.js'
import { isHarborTrialResult, sortHarborTrials, sortRunPairs } from './harbor.js'
import { loadInTurn } from '../core/load.js'
import { harnessFileKind } from './kinds.js'
import { tokenUsage } from '../trace/adapters/run.js'
import { MAX_HARNESS_FILE_BYTES } from './types.js'
import { projectFileWhat } from '../trace/project-files.js'

/** How a harness file's text is parsed (src/harness/read.ts, with the YAML parser: loaded for a YAML file only). */
type ParseHarnessText = typeof import('./read.js').parseHarnessText

/** A file found beside the traces and not read, with what it is. */
export interface NotRead {
  file: string
  what: string
}

export interface SortedFiles {
  /** The files to read as traces, in the order given. */
  traces: string[]
  /** Harness files, parsed, in the order given. */
  harness: { source: string; value: unknown }[]
  /** Files not read, in the order given. */
  notRead: NotRead[]
  /** Per trace, tokens a harness recorded for its run, for a trace that records none (harbor.ts). */
  usage: Map<string, JsonObject>
  /** Traces whose input errors are named, not a reason to stop: the agents' logs of Harbor's trials. */
  lenient: Set<string>
  /** Per agent's log of a Harbor trial, the ATIF file read instead when the log cannot be read (harbor.ts). */
  fallback: Map<string, string>
}

/** The name of a YAML file. */
const YAML_NAME = /\.ya?ml$/i

/** A JSON file this small is parsed whole to sort it. */
export const PEEK_BYTES = 64 * 1024
/** The start of a larger file looked at (its first keys) to decide whether to parse it all. */
const HINT_BYTES = 4096

/** Names that harnesses and agents give the files they write beside traces. */
const COMPANION_NAME =
  /^(results|report|preds|all_preds|evaluation|reward|final_result(_\d+)?|run(_\d+)?|metadata|logs|results_summary|api_conversation_history|task_metadata)\.json$|\.meta\.json$|^output\.swebench\.jsonl$/i

/** First keys of harness and companion files (a run report, an instance report, predictions, ...). */
const COMPANION_KEYS = new Set([
  'total_instances',
  'submitted_instances',
  'completed_instances',
  'resolved_ids',
  'resolved',
  'schema_version',
  'patch_is_None',
  'patch_exists',
  'patch_successfully_applied',
  'tests_status',
  'reward',
  'instance_id',
  'model_name_or_path',
  'model_patch',
  'total',
  'instances',
  'agentType',
  'agent_class',
])

/** The keys a prediction (one line of a predictions file) may start with. */
const PREDICTION_KEYS: readonly string[] = ['instance_id', 'model_name_or_path', 'model_patch']

/** The first key of a JSON object and, when its value is an object, the first key of that. */
export function firstKeys(head: string): string[] {
  const m = /^\uFEFF?\s*\{\s*"((?:[^"\\]|\\.)*)"\s*:\s*(?:\{\s*"((?:[^"\\]|\\.)*)")?/.exec(head)
  return m ? [m[1], ...(m[2] !== undefined ? [m[2]] : [])] : []
}

const isPrimitive = (x: unknown) => x === null || typeof x !== 'object'

/** One prediction: an instance id and its patch, with nothing nested (a trace holds a history). */
function isPrediction(x: unknown): boolean {
  return (
    isJsonObject(x) && typeof x.instance_id === 'string' && 'model_patch' in x && Object.values(x).every(isPrimitive)
  )
}

/**
 * What a companion file is, from its parsed content (and name where the content alone is too
 * plain); undefined when it is none of those known. Harness files are not companions
 * (harnessFileKind). Pure.
 */
export function companionOf(value: unknown, path: string): string | undefined {
  const name = basename(path).toLowerCase()
  if (isPrediction(value)) return 'predictions: the patch of each instance'
  if (Array.isArray(value) && value.length > 0 && value.every(isPrediction))
    return 'predictions: the patch of each instance'
  if (isJsonObject(value)) {
    const entries = Object.values(value)
    if (entries.length > 0 && entries.every(isPrediction)) return 'predictions: the patch of each instance'
    if (isJsonObject(value.instances_by_exit_status)) return 'the exit status of each instance'
    if (
      Array.isArray(value.instances) &&
      value.instances.every((i) => isJsonObject(i) && typeof i.instance_id === 'string' && 'resolved' in i)
    )
      return "a summary of results by instance; the harness's own results are read instead"
    if (name.endsWith('.meta.json') && typeof value.agentType === 'string') return "a subagent's type and description"
    if ('agent_class' in value && 'llm_config' in value) return "an evaluation's metadata: the agent and model settings"
    if (Array.isArray(value.messages) && isJsonObject(value.response) && !('history' in value))
      return 'a log of one model call'
    const keys = Object.keys(value)
    if (
      keys.length > 0 &&
      keys.every((k) => /\.(eval|json)$/i.test(k)) &&
      entries.every((e) => isJsonObject(e) && 'eval' in e)
    )
      return 'the index of Inspect logs; the JSON logs themselves are read'
    if (name === 'task_metadata.json') return "Cline's task metadata; the task's ui_messages.json is read"
    if (name.endsWith('.settings.json') && isJsonObject(value.tokenUsage))
      return "Factory Droid's session settings (model and tokenUsage) beside its session store <id>.jsonl: its tokens are counted for that session when it is read"
  }
  if (name === 'api_conversation_history.json' && Array.isArray(value))
    return "Cline's API conversation history; the task's ui_messages.json is read"
  return undefined
}

type Sorted = { kind: 'trace' } | { kind: 'harness'; value: unknown } | { kind: 'not_read'; what: string }

/**
 * The first `bytes` of a file (fewer when it is shorter), as text. Read synchronously: a folder
 * walk looks into thousands of files, and an event-loop turn for each open, read and close cost
 * more than the reads themselves.
 */
function head(path: string, bytes: number): string {
  const fd = openSync(path, 'r')
  try {
    const buf = Buffer.alloc(bytes)
    const bytesRead = readSync(fd, buf, 0, bytes, 0)
    return buf.subarray(0, bytesRead).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

/** A file's first and last `bytes` bytes (the whole of a shorter file), as text. */
function ends(path: string, bytes: number): string {
  const fd = openSync(path, 'r')
  try {
    const size = fstatSync(fd).size
    if (size <= 2 * bytes) return head(path, 2 * bytes)
    const buf = Buffer.alloc(2 * bytes)
    readSync(fd, buf, 0, bytes, 0)
    readSync(fd, buf, bytes, bytes, size - bytes)
    return buf.toString('utf8')
  } finally {
    closeSync(fd)
  }
}

/** A parsed harness or companion file, or a trace. */
function judged(value: unknown, path: string): Sorted {
  if (harnessFileKind(value, path) !== undefined) return { kind: 'harness', value }
  const what = companionOf(value, path)
  return what !== undefined ? { kind: 'not_read', what } : { kind: 'trace' }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    return undefined
  }
}

function sortOne(path: string, parseHarnessText: ParseHarnessText | undefined): Sorted {
  const name = basename(path).toLowerCase()
  const project = projectFileWhat(path)
  if (project !== undefined) return { kind: 'not_read', what: `${project}, not a trace` }
  if (name.endsWith('.log')) return sortLog(path, name)
  if (name.endsWith('.eval'))
    return {
      kind: 'not_read',
      what: 'an Inspect log in its binary format; "inspect log convert --to json" makes a JSON log the gate reads',
    }
  const info = statSync(path)
  // An OpenHands V1 conversation folder, which the walk gave in the place of its files.
  if (info.isDirectory()) return { kind: 'trace' }
  const size = info.size
  // An empty file (an agent that never wrote a record): named, not a reason to stop the walk.
  if (size === 0) return { kind: 'not_read', what: 'empty: nothing to read' }
  if (name.endsWith('.traj')) return { kind: 'trace' }
  if (YAML_NAME.test(name)) {
    if (size > MAX_HARNESS_FILE_BYTES) return { kind: 'not_read', what: 'YAML, not a trace' }
    let value: unknown
    try {
      value = parseHarnessText!(path, head(path, size))
    } catch {
      return { kind: 'not_read', what: 'YAML that does not parse, not a trace' }
    }
    if (harnessFileKind(value, path) !== undefined) return { kind: 'harness', value }
    return {
      kind: 'not_read',
      what: companionOf(value, path) ?? 'YAML: a configuration or metadata, not a trace',
    }
  }
  const jsonl = /\.(jsonl|ndjson)$/.test(name)
  // A first key in a JSON Lines file's first bytes is its first key: a small file is read whole
  // only when they hold none, or a prediction's.
  if (jsonl && size > HINT_BYTES && size <= PEEK_BYTES) {
    const first = firstKeys(head(path, HINT_BYTES))[0]
    if (first !== undefined && !PREDICTION_KEYS.includes(first)) return { kind: 'trace' }
  }
  const start = head(path, Math.min(size, size <= PEEK_BYTES ? PEEK_BYTES : HINT_BYTES))
  if (jsonl) {
    // Predictions, one a line: only a first line that starts with a prediction's key is parsed.
    const keys = firstKeys(start)
    if (!PREDICTION_KEYS.includes(keys[0] ?? '')) return { kind: 'trace' }
    let line = start.split('\n')[0]
    if (!start.includes('\n') && size > PEEK_BYTES) {
      if (size > MAX_HARNESS_FILE_BYTES) return { kind: 'trace' }
      line = head(path, size).split('\n')[0]
    }
    const what = companionOf(parsed(line), path)
    return what !== undefined ? { kind: 'not_read', what } : { kind: 'trace' }
  }
  // A JSON file: parsed when small, or when its name or first keys point at a harness or companion file.
  if (size <= PEEK_BYTES) {
    const value = parsed(start)
    return value === undefined ? { kind: 'trace' } : judged(value, path)
  }
  const hinted =
    COMPANION_NAME.test(name) ||
    basename(dirname(path)) === 'sb-cli-reports' ||
    firstKeys(start).some((k) => COMPANION_KEYS.has(k))
  if (!hinted || size > MAX_HARNESS_FILE_BYTES) return { kind: 'trace' }
  const value = parsed(head(path, size))
  return value === undefined ? { kind: 'trace' } : judged(value, path)
}

/** The first keys of `gemini --output-format json`'s result, which run-gemini-cli leaves in `stdout.log`. */
const GEMINI_RESULT_KEYS: readonly string[] = ['session_id', 'auth_method', 'response']

/**
 * A `.log` file: a log, but for the JSON result of `gemini --output-format json` that
 * run-gemini-cli leaves in `gemini-artifacts/stdout.log` (a trace: gemini-cli-result), and the
 * `stderr.log` beside it, named as what it is.
 */
function sortLog(path: string, name: string): Sorted {
  if (statSync(path).size > 0) {
    const first = firstKeys(head(path, HINT_BYTES))[0]
    if (first !== undefined && GEMINI_RESULT_KEYS.includes(first)) return { kind: 'trace' }
  }
  if (name === 'stderr.log' || name.endsWith('_stderr.log') || name.endsWith('__stderr.log'))
    return {
      kind: 'not_read',
      what: "a run's standard error (the CLI's notices and warnings; run-gemini-cli's result is stdout.log beside it)",
    }
  return { kind: 'not_read', what: 'a log' }
}

/**
 * What a file is when a walk would name it as not read (a log, a companion such as Droid's
 * session settings), else undefined (a trace or a harness file). YAML files are not looked into.
 */
export function notReadWhat(path: string): string | undefined {
  if (YAML_NAME.test(path)) return undefined
  try {
    const sorted = sortOne(path, undefined)
    return sorted.kind === 'not_read' ? sorted.what : undefined
  } catch {
    return undefined
  }
}

/** The `result.json` files among `paths` that are Harbor trials' results, parsed, by path. */
function harborResults(paths: readonly string[]): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>()
  for (const p of paths) {
    if (basename(p) !== 'result.json') continue
    try {
      const size = statSync(p).size
      if (size > MAX_HARNESS_FILE_BYTES) continue
      const value = parsed(head(p, size))
      if (isHarborTrialResult(value)) out.set(p, value)
    } catch {
      // Left to the usual sorting, which says what is wrong with it.
    }
  }
  return out
}

/** A small file's text (at most HINT_BYTES: a reward), or undefined. */
function smallText(path: string): string | undefined {
  try {
    return statSync(path).size <= HINT_BYTES ? head(path, HINT_BYTES) : undefined
  } catch {
    return undefined
  }
}

/**
 * Sort the files a walk or a glob found into traces, harness files and files not read. A file
 * that cannot be looked into is left a trace: reading it says why.
 */
export async function sortFoundFiles(paths: readonly string[]): Promise<SortedFiles> {
  const out: SortedFiles = {
    traces: [],
    harness: [],
    notRead: [],
    usage: new Map(),
    lenient: new Set(),
    fallback: new Map(),
  }
  const parse = paths.some((p) => YAML_NAME.test(p))
    ? (await loadInTurn(() => import('./read.js'))).parseHarnessText
    : undefined
  // Harbor's trial folders first: each a session, its result and the rest named (harbor.ts).
  const trials = sortHarborTrials(paths, harborResults(paths), smallText, (p) => {
    try {
      return ends(p, 512)
    } catch {
      return undefined
    }
  })
  // Then the folders that hold a run's own log beside its ATIF conversion: one session each.
  const pairs = sortRunPairs(
    paths,
    trials.taken,
    (p) => {
      try {
        return head(p, HINT_BYTES)
      } catch {
        return undefined
      }
    },
    smallText,
    (p) => {
      try {
        const size = statSync(p).size
        return size <= MAX_HARNESS_FILE_BYTES ? parsed(head(p, size)) : undefined
      } catch {
        return undefined
      }
    },
  )
  for (const sorted of [trials, pairs]) {
    out.traces.push(...sorted.traces)
    out.harness.push(...sorted.harness)
    out.notRead.push(...sorted.notRead)
    for (const [k, v] of sorted.usage) out.usage.set(k, v)
    for (const t of sorted.traces) out.lenient.add(t)
    for (const [k, v] of sorted.fallback) out.fallback.set(k, v)
  }
  for (const path of paths) {
    if (trials.taken.has(path) || pairs.taken.has(path)) continue
    let sorted: Sorted
    try {
      sorted = sortOne(path, parse)
    } catch {
      sorted = { kind: 'trace' }
    }
    if (sorted.kind === 'trace') out.traces.push(path)
    else if (sorted.kind === 'harness') out.harness.push({ source: path, value: sorted.value })
    else out.notRead.push({ file: path, what: sorted.what })
  }
  droidSettingsUsage(out)
  return out
}

const DROID_SETTINGS = '.settings.json'

/**
 * Factory Droid's session store keeps its tokens in `<id>.settings.json` beside `<id>.jsonl`
 * (formats.md "droid"): for each such pair found, the settings' `tokenUsage` (Anthropic's
 * spelling: input without the cache) is the session's count, for a trace that records none.
 */
function droidSettingsUsage(out: SortedFiles): void {
  const traces = new Set(out.traces)
  for (const n of out.notRead) {
    if (!n.file.toLowerCase().endsWith(DROID_SETTINGS)) continue
    const trace = n.file.slice(0, -DROID_SETTINGS.length) + '.jsonl'
    if (!traces.has(trace) || out.usage.has(trace)) continue
    let value: unknown
    try {
      const size = statSync(n.file).size
      if (size > PEEK_BYTES) continue
      value = parsed(head(n.file, size))
    } catch {
      continue
    }
    const u = isJsonObject(value) && isJsonObject(value.tokenUsage) ? value.tokenUsage : undefined
    if (!u) continue
    const count = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : undefined)
    const event = tokenUsage(
      {
        input: count(u.inputTokens),
        output: count(u.outputTokens),
        cache_read: count(u.cacheReadTokens),
        cache_write: count(u.cacheCreationTokens),
      },
      { source: 'droid_settings' },
    )
    if (event) out.usage.set(trace, event)
  }
}

/** A companion's name: a run's stem, then what the companion is (`<id>.settings.json`, `<id>.meta.json`). */
const COMPANION_STEM = /^(.+)\.[^./]+\.json$/i

/**
 * The files among `named` (given one by one, not found by a walk or a glob) that are companions
 * of another of `files` beside them: a file a walk would name as a companion (`notReadWhat`:
 * Droid's `<id>.settings.json`, a subagent's `<id>.meta.json`) whose run `<id>.jsonl` or
 * `<id>.json` is among `files`, with that run. Sorted as a walk sorts them (sortFoundFiles), so
 * that the same files read the same however they were given; a companion named alone stays a
 * file to read as a trace, and says what it is when it is none.
 */
export function namedCompanions(
  named: readonly string[],
  files: readonly string[],
): [companion: string, run: string][] {
  const all = new Set(files)
  const out: [string, string][] = []
  for (const f of named) {
    const stem = COMPANION_STEM.exec(basename(f))?.[1]
    if (stem === undefined) continue
    const run = ['.jsonl', '.json']
      .map((ext) => `${f.slice(0, f.length - basename(f).length)}${stem}${ext}`)
      .find((p) => all.has(p))
    if (run !== undefined && notReadWhat(f) !== undefined) out.push([f, run])
  }
  return out
}

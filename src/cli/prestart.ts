/**
 * The CLI's guess, made as the process starts and before its modules load, of the pool workers a
 * run will want (src/gate/threads.ts): started then, they load at the same time as this thread.
 *
 * Imported by the CLI's entry, which a worker thread runs too: nothing here but node's own modules.
 */
import { closeSync, openSync, readdirSync, readSync, statSync, type Stats } from 'node:fs'
import { isAbsolute, join, sep } from 'node:path'
import { keepListing } from '../trace/listings.js'
import { PARTS_MIN_BYTES, POOL_MIN_BYTES } from '../gate/threads.js'

/** Entries a look into the folders named may visit: past them, the files are taken to be many. */
export const LOOK_MAX_ENTRIES = 4000

/** What a look found: files and their bytes, or that there are too many to count. */
interface Look {
  files: number
  bytes: number
  entries: number
}

/** Whether what was seen is reason enough to start a pool's workers. */
const enough = (look: Look, minBytes: number) =>
  look.entries > LOOK_MAX_ENTRIES || (look.files > 1 && look.bytes >= minBytes)

/**
 * Count the trace files under `dir` (by name, as a walk of the CLI takes them: src/trace/files.ts)
 * and their bytes, until there is enough (see `enough`).
 */
function look(dir: string, seen: Look, minBytes: number): void {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return // The CLI says what is wrong with the folder.
  }
  // The walk that finds the files takes this listing rather than listing the folder again.
  keepListing(dir, entries)
  for (const entry of entries) {
    if (enough(seen, minBytes)) return
    seen.entries++
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) look(path, seen, minBytes)
    else if (entry.isFile() && TRACE_NAME.test(entry.name)) {
      seen.files++
      seen.bytes += statOrUndefined(path)?.size ?? 0
    }
  }
}

/** The names of trace files (TRACE_EXTENSIONS of src/trace/files.ts, which loads more than this may). */
const TRACE_NAME = /\.(json|jsonl|ndjson|traj)$/i

const GLOB_CHARS = /[*?[\]{}]/

/**
 * The CLI's options that take no value: the boolean ones of OPTIONS (src/cli/args.ts, which loads
 * more than this may); a test holds the two the same.
 */
export const FLAGS: ReadonlySet<string> = new Set(['json', 'no-mask', 'fail-on-regression', 'help', 'version'])

/**
 * How many pool workers to start as the process starts, with `parallelism` cores: for a
 * `diagnose` of at least two trace files that add up to what a pool is started for
 * (POOL_MIN_BYTES), named or in the folders named (a glob: under its literal start), or of more
 * files than are worth counting; as many as a pool would start beside this thread (`--workers`
 * counts this thread). A guess on the raw arguments (the command comes first, options after it):
 * a worker that the run turns out not to need is stopped (src/gate/pipeline.ts). `minBytes`: the
 * pool's (PipelineOptions.poolMinBytes).
 */
export function workersToStart(argv: readonly string[], parallelism: number, minBytes = POOL_MIN_BYTES): number {
  const args = diagnoseArgs(argv)
  if (!args) return 0
  const threads = args.workers === undefined ? parallelism : Math.min(parallelism, args.workers)
  const seen: Look = { files: 0, bytes: 0, entries: 0 }
  const roots: string[] = []
  for (const arg of args.paths) {
    if (GLOB_CHARS.test(arg)) {
      const literal: string[] = []
      for (const part of arg.split(/[\\/]/)) {
        if (GLOB_CHARS.test(part)) break
        literal.push(part)
      }
      roots.push(literal.join(sep) || (isAbsolute(arg) ? sep : '.'))
      continue
    }
    const info = statOrUndefined(arg)
    if (info?.isDirectory()) roots.push(arg)
    else if (info?.isFile()) {
      seen.files++
      seen.bytes += info.size
    }
  }
  if (threads < 2) return 0
  for (const root of roots) look(root, seen, minBytes)
  return enough(seen, minBytes) ? threads - 1 : 0
}

/** What the guesses need of a `diagnose` command line: its paths, `--workers` and `--format`. */
interface DiagnoseArgs {
  paths: string[]
  workers?: number
  format?: string
}

/**
 * The arguments of a `diagnose` (the command comes first, options after it); undefined for
 * another command, or with `--help` or `--version`. An option's value is no path (`--out report.json`).
 */
function diagnoseArgs(argv: readonly string[]): DiagnoseArgs | undefined {
  if (argv[0] !== 'diagnose') return undefined
  const out: DiagnoseArgs = { paths: [] }
  let positional = false
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]
    if (!positional && arg === '--') {
      positional = true
      continue
    }
    if (!positional && arg.startsWith('-')) {
      if (['--help', '-h', '--version', '-v'].includes(arg)) return undefined
      const [name, inline] = arg.startsWith('--') ? splitOption(arg.slice(2)) : [arg, undefined]
      const value = inline ?? (arg.startsWith('--') && !FLAGS.has(name) ? argv[++i] : undefined)
      if (name === 'workers' && value !== undefined && /^\d+$/.test(value)) out.workers = Number(value)
      if (name === 'format' && value !== undefined) out.format = value
      continue
    }
    out.paths.push(arg)
  }
  return out
}

/** `name=value` as the name and the value; a name alone as the name. */
function splitOption(text: string): [string, string | undefined] {
  const at = text.indexOf('=')
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)]
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined // The CLI says what is wrong with the argument.
  }
}

/** The bytes of a file's start looked at to guess whether it is a trace of flat events. */
const FIRST_LINE_BYTES = 4096

/** Whether the file's first line is a flat event (`{"event": "...", ...}`), as far as its first bytes tell. */
function startsFlat(path: string): boolean {
  let fd: number | undefined
  try {
    fd = openSync(path, 'r')
    const buf = Buffer.alloc(FIRST_LINE_BYTES)
    const text = buf.toString('utf8', 0, readSync(fd, buf, 0, FIRST_LINE_BYTES, 0))
    const end = text.indexOf('\n')
    if (end === -1) return false
    const first: unknown = JSON.parse(text.slice(0, end))
    return first !== null && typeof first === 'object' && typeof (first as { event?: unknown }).event === 'string'
  } catch {
    return false // The CLI reads the file and says what is wrong with it.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/**
 * How many part workers to start as the process starts, with `parallelism` cores: one (for the
 * later part; this thread reads the first), for a `diagnose` of one file of flat events (its
 * first line says so) of at least `minBytes`, which is read in two parts at once
 * (src/gate/parts.ts); else none. A guess on the raw arguments, as
 * `workersToStart` makes: workers no file takes are stopped.
 */
export function partWorkersToStart(argv: readonly string[], parallelism: number, minBytes = PARTS_MIN_BYTES): number {
  const args = diagnoseArgs(argv)
  if (!args || parallelism < 2 || args.paths.length !== 1 || GLOB_CHARS.test(args.paths[0])) return 0
  if (args.format !== undefined && args.format !== 'auto' && args.format !== 'critiqor') return 0
  const info = statOrUndefined(args.paths[0])
  return info?.isFile() && info.size >= minBytes && startsFlat(args.paths[0]) ? 1 : 0
}

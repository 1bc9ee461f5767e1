/**
 * Finding trace files (and report files), for the CLI and the action alike: a file as it is, a
 * directory as the trace files under it, a glob (minimatch: `*`, `**`, `?`, `[...]`, `{a,b}`) as
 * what it matches.
 *
 * The CLI (`expandPaths`) takes its arguments one by one, relative to the working directory:
 * each must name something, files come out in argument order (a directory's or a glob's sorted
 * by path) and as the argument spells them, each once. Its walks skip symbolic links.
 *
 * The action (`findTraceFiles`) takes the lines of an input as one set of globs relative to the
 * workspace: `!` excludes what an earlier line took (the last line that matches a path decides),
 * `#` starts a comment, absolute paths and `~/` are taken as they are, and `..` is refused. A
 * symbolic link counts as what it points to, but a glob's walk never goes through one; a directory a line matches means the
 * trace files under it. Nothing found is no error; the files come out sorted, each once. A file
 * that lies in the workspace but is a symbolic link to a place outside it is skipped: a pull
 * request must not be able to make the gate read (and quote) files from elsewhere on the runner.
 *
 * Both find the same files in the same folder: their globs match names that start with a dot,
 * and their walks go into every folder but SKIPPED_FOLDERS (version control, dependencies,
 * caches), which they tell in one line (`skippedLine`); `.agent/` and the like are read.
 *
 * A directory, or a glob that matches one, means the trace files under it (`.json`, `.jsonl`,
 * `.ndjson`, `.traj`). Where trace files are looked for (the CLI's diagnose, the action's
 * `sessions`), a walk also takes the files agents and harnesses write beside their traces that
 * can be named (`.yaml`, `.yml`, `.log`, and Inspect's binary `.eval` logs): each file a walk
 * or a glob found comes out in `found`, and the gate sorts those into traces, harness results
 * and files not read (src/harness/folders.ts), by what they hold, never by their name alone. A
 * file named on its own is a trace file, whatever its name. Other files (`.txt`, `.md`, ...)
 * are left where they are.
 *
 * The files of an OpenHands V1 conversation folder (`<id>/events/event-NNNNN-*.json` and
 * `<id>/base_state.json`) a walk finds are one trace: the conversation folder, in the place of
 * its first file (conversation.ts); so a folder of conversations gives one trace each, and an
 * event file or the `base_state.json` of a conversation named on its own gives its conversation.
 */
import { statSync, type Stats } from 'node:fs'
import { realpath } from 'node:fs/promises'
import { homedir } from 'node:os'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { TraceError } from './read.js'
import { loadInTurn } from '../core/load.js'
import { listFolder } from './listings.js'
import { groupConversations, namedFile } from './conversation.js'

export const TRACE_EXTENSIONS = ['.json', '.jsonl', '.ndjson', '.traj']

/** Files beside traces that a walk takes too, to name them or read them as harness results. */
export const COMPANION_EXTENSIONS = ['.yaml', '.yml', '.log', '.eval']

/** The text files of a Harbor trial a walk takes: the agents' logs read, the verifier's reward. */
const HARBOR_TEXT_FILES = new Set(['claude-code.txt', 'codex.txt', 'reward.txt'])

const GLOB_CHARS = /[*?[\]{}]/

function isTraceFile(path: string, companions: boolean): boolean {
  const name = path.split(/[\\/]/).pop()!.toLowerCase()
  const has = (ext: string) => name.endsWith(ext)
  return TRACE_EXTENSIONS.some(has) || (companions && (COMPANION_EXTENSIONS.some(has) || HARBOR_TEXT_FILES.has(name)))
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const posix = (path: string) => path.split(sep).join('/')

/** A path a walk or a glob reached: a file, or a directory. */
interface Item {
  path: string
  dir: boolean
}

/**
 * Folders a walk never goes into, the CLI's and the action's alike: version control, installed
 * dependencies, caches and editors' settings, which hold no agent's trace but many JSON files.
 * Other folders whose name starts with a dot are walked: agents keep their traces in them
 * (`.agent/`, `.claude/`, `.codex/`, `.gemini/`). A folder named on its own (or a glob's literal
 * start) is read whatever its name; each folder skipped is told (`Skipped`).
 */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([
  '.git',
  '.hg',
  '.svn',
  'node_modules',
  '.venv',
  '.tox',
  '.nox',
  '.mypy_cache',
  '.pytest_cache',
  '.ruff_cache',
  '__pycache__',
  '.cache',
  '.npm',
  '.yarn',
  '.pnpm-store',
  '.next',
  '.nuxt',
  '.turbo',
  '.gradle',
  '.idea',
  '.vscode',
  '.github',
])

/** The folders a walk skipped (SKIPPED_FOLDERS), by path, to be told in one line. */
export type Skipped = Set<string>

/** `skipped 2 folders of version control, dependencies or caches (.git, node_modules)`: one line, each name once. */
export function skippedLine(skipped: ReadonlySet<string>): string | undefined {
  if (skipped.size === 0) return undefined
  const names = [...new Set([...skipped].map((p) => p.split(/[\\/]/).pop()!))].sort(byPath)
  return (
    `skipped ${skipped.size === 1 ? '1 folder' : `${skipped.size} folders`} of version control, dependencies or ` +
    `caches (${names.join(', ')}); name one to read it`
  )
}

/**
 * Everything under `dir`, depth first, but for SKIPPED_FOLDERS (added to `skipped`). Without
 * `links`, symbolic links are left out; with it they are in, as what they point to, but never
 * walked into. Sync: a folder's listing is quicker than the turn of the event loop an async one
 * costs, and a walk of thousands of folders is nothing else (the worker threads that diagnose
 * the files start meanwhile).
 */
function walk(dir: string, links: boolean, out: Item[], skipped?: Skipped): void {
  const entries = listFolder(dir)
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (SKIPPED_FOLDERS.has(entry.name) && (entry.isDirectory() || entry.isSymbolicLink())) {
      skipped?.add(path)
      continue
    }
    if (entry.isDirectory()) {
      out.push({ path, dir: true })
      walk(path, links, out, skipped)
    } else if (entry.isFile()) out.push({ path, dir: false })
    else if (links && entry.isSymbolicLink()) {
      const info = statOrUndefined(path)
      if (info?.isFile() || info?.isDirectory()) out.push({ path, dir: info.isDirectory() })
    }
  }
}

/** A path's stats (following a symbolic link), or undefined when there is nothing there. */
function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

/**
 * The trace files under a directory, sorted by path (SKIPPED_FOLDERS left out, into `skipped`),
 * and with `companions` the files beside them that a walk names.
 */
function traceFilesUnder(dir: string, companions = false, skipped?: Skipped): string[] {
  const all: Item[] = []
  walk(dir, false, all, skipped)
  return groupConversations(
    all
      .filter((i) => !i.dir && isTraceFile(i.path, companions))
      .map((i) => i.path)
      .sort(byPath),
  )
}

/**
 * What a glob matches, walking from its longest literal prefix: a relative glob is relative to
 * `base`, and paths come out joined to it as given. `links` as for walk(); names that start with
 * a dot match too, in the CLI as in the action.
 */
function globItems(pattern: string, base: string, links: boolean, minimatch: Minimatch, skipped?: Skipped): Item[] {
  const literal: string[] = []
  for (const p of pattern.split(/[\\/]/)) {
    if (GLOB_CHARS.test(p)) break
    literal.push(p)
  }
  const prefix = literal.join(sep)
  const root = isAbsolute(pattern) ? prefix || sep : literal.length ? join(base, prefix) : base
  const items: Item[] = []
  try {
    walk(root, links, items, skipped)
  } catch {
    // A folder that cannot be listed matches nothing (what was listed before it still counts).
  }
  const glob = pattern.replace(/^\.\//, '')
  const options = { dot: true }
  return items.filter(
    (i) => minimatch(posix(relative(base, i.path)), glob, options) || minimatch(posix(i.path), glob, options),
  )
}

type Minimatch = typeof import('minimatch').minimatch

/** The glob matcher, loaded only for a glob: a run that names files and folders does without it. */
async function loadMinimatch(): Promise<Minimatch> {
  return (await loadInTurn(() => import('minimatch'))).minimatch
}

/** Options of a search for files. */
export interface FindOptions {
  /** Take, in walks, the files beside traces that can be named (COMPANION_EXTENSIONS) too. */
  companions?: boolean
}

/** What one CLI argument names: its files, and whether a walk or a glob found them. */
async function expandArg(
  arg: string,
  options: FindOptions,
  skipped: Skipped,
): Promise<{ files: string[]; found: boolean }> {
  const companions = options.companions ?? false
  const info = statOrUndefined(arg)
  // One event file of an OpenHands V1 conversation is read as its conversation.
  if (info?.isFile()) return { files: [namedFile(arg)], found: false }
  if (info?.isDirectory()) {
    const here = new Set<string>()
    const files = traceFilesUnder(arg, companions, here)
    for (const p of here) skipped.add(p)
    if (!files.some((f) => isTraceFile(f, false) || statOrUndefined(f)?.isDirectory()))
      throw new TraceError(
        arg,
        undefined,
        `expected trace files (${TRACE_EXTENSIONS.join(', ')}) in this directory, found none` +
          (here.size ? ` (${skippedLine(here)})` : ''),
      )
    return { files, found: true }
  }
  if (!GLOB_CHARS.test(arg)) throw new TraceError(arg, undefined, 'no such file or directory')
  // A directory the glob matches means the trace files under it.
  const files: string[] = []
  for (const item of globItems(arg, '.', false, await loadMinimatch(), skipped)) {
    if (item.dir) files.push(...traceFilesUnder(item.path, companions, skipped))
    else files.push(item.path)
  }
  if (files.length === 0) throw new TraceError(arg, undefined, 'the pattern matched no files')
  return { files: [...new Set(files)].sort(byPath), found: true }
}

/** The trace files named by one CLI argument. Throws a TraceError when it names nothing. */
export async function expandPath(arg: string, options: FindOptions = {}): Promise<string[]> {
  return (await expandArg(arg, options, new Set())).files
}

/** The files the CLI's arguments name, and those of them a walk or a glob found. */
export interface ExpandedFiles {
  /** In argument order, each file once. */
  files: string[]
  /** The files a walk or a glob found, in the order of `files`. */
  found: string[]
  /** The folders the walks skipped (SKIPPED_FOLDERS), sorted: told in one line (`skippedLine`). */
  skipped: string[]
}

/**
 * The files named by all CLI arguments, in argument order, each file once. An argument that
 * starts with `!` leaves out, as a line of the action's input does, what the arguments before it
 * took: a path (and, for a directory, what is under it) or a glob (relative to the working
 * directory, matching names that start with a dot too; `**\/x` for x anywhere). The last
 * argument that takes or leaves out a file decides.
 */
export async function expandArgs(args: readonly string[], options: FindOptions = {}): Promise<ExpandedFiles> {
  const seen = new Set<string>()
  const files: string[] = []
  const found = new Set<string>()
  const named = new Set<string>()
  const cwd = resolve('.')
  const bad = (why: string) =>
    new TraceError('!', undefined, `expected a pattern to leave out, found a bad one: ${why}`)
  const rules = args.map((arg) => (arg.startsWith('!') ? parseRule(arg, cwd, homedir(), bad, true) : undefined))
  const minimatch = rules.some((r) => r !== undefined && r.path === undefined) ? await loadMinimatch() : undefined
  // For each file, the last argument that took it.
  const takenBy = new Map<string, number>()
  const skippedSet: Skipped = new Set()
  for (let i = 0; i < args.length; i++) {
    if (rules[i] !== undefined) continue
    const expanded = await expandArg(args[i], options, skippedSet)
    for (const f of expanded.files) {
      takenBy.set(f, i)
      // A file named on its own is no file found, even where a walk found it too.
      if (expanded.found) found.add(f)
      else named.add(f)
      if (seen.has(f)) continue
      seen.add(f)
      files.push(f)
    }
  }
  const skipped = [...skippedSet].sort(byPath)
  if (rules.every((r) => r === undefined))
    return { files, found: files.filter((f) => found.has(f) && !named.has(f)), skipped }
  const kept = files.filter((f) => {
    const path = resolve(f)
    for (let i = rules.length - 1; i > takenBy.get(f)!; i--) {
      const rule = rules[i]
      if (rule && leavesOut(rule, f, path, cwd, minimatch)) return false
    }
    return true
  })
  if (files.length > 0 && kept.length === 0)
    throw new TraceError(
      args.filter((a) => a.startsWith('!')).join(' '),
      undefined,
      'these patterns left out every file the other arguments named',
    )
  return { files: kept, found: kept.filter((f) => found.has(f) && !named.has(f)), skipped }
}

/** The trace files named by all CLI arguments, in argument order, each file once. */
export async function expandPaths(args: readonly string[]): Promise<string[]> {
  return (await expandArgs(args)).files
}

export interface FoundFiles {
  /** Absolute paths, sorted, each once. */
  files: string[]
  /** The files a walk or a glob found (not a line naming the file itself), sorted. */
  found: string[]
  /** Files skipped, with why. */
  skipped: { path: string; why: string }[]
  /** The folders the walks skipped (SKIPPED_FOLDERS), sorted: told in one line (`skippedLine`). */
  skippedFolders: string[]
}

/** One line of an action input: a glob (or a path) to take, or with `!` to leave out. */
interface Rule {
  exclude: boolean
  /** The glob, relative to the workspace or absolute, without `./`; '' is the workspace. */
  glob: string
  /** The absolute path, when the glob is a plain path. */
  path?: string
}

/**
 * One line of an action input, or one `!` argument of the CLI: `..` segments are refused in the
 * action (a pull request must not reach outside the workspace), allowed to the CLI (`outside`).
 */
function parseRule(
  line: string,
  workspace: string,
  home: string,
  bad: (why: string) => TraceError,
  outside = false,
): Rule | undefined {
  const text = line.trim()
  if (text === '' || text.startsWith('#')) return undefined
  const bangs = /^!*/.exec(text)![0].length
  let glob = text.slice(bangs)
  if (glob === '~' || glob.startsWith('~/')) glob = home + glob.slice(1)
  if (glob === '.') glob = ''
  else glob = glob.replace(/^(\.\/)+/, '')
  if (glob === '' && bangs > 0) throw bad(`${JSON.stringify(text)} excludes nothing`)
  if (!outside && glob.split(/[\\/]/).includes('..'))
    throw bad(`${JSON.stringify(text)} has a ".." segment (give a path inside the workspace, or an absolute one)`)
  const rule: Rule = { exclude: bangs % 2 === 1, glob }
  if (!GLOB_CHARS.test(glob)) rule.path = resolve(workspace, glob)
  return rule
}

function ruleMatches(rule: Rule, path: string, workspace: string, minimatch: Minimatch | undefined): boolean {
  if (rule.path !== undefined) return path === rule.path
  const subject = isAbsolute(rule.glob) ? path : relative(workspace, path)
  return minimatch!(posix(subject), rule.glob, { dot: true })
}

/**
 * Whether a CLI `!` argument leaves out a file (as given, and `path` absolute): a path, the file
 * or what is under it; a glob, the file relative to the working directory, as given, or absolute.
 */
function leavesOut(rule: Rule, given: string, path: string, cwd: string, minimatch: Minimatch | undefined): boolean {
  if (rule.path !== undefined) return inside(path, rule.path)
  const options = { dot: true }
  return (
    ruleMatches(rule, path, cwd, minimatch) ||
    minimatch!(posix(given).replace(/^(\.\/)+/, ''), rule.glob, options) ||
    minimatch!(posix(path), rule.glob, options)
  )
}

function inside(path: string, dir: string): boolean {
  const rel = relative(dir, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/**
 * The files the lines of an action input find (trace files for `sessions`; report files for
 * `reports` and `baseline`: a directory means the same kinds of files under it). A bad line is
 * an error in words, naming the input. `~` is `home`.
 */
export async function findTraceFiles(
  patterns: readonly string[],
  workspace: string,
  input: { name: string; files: string } = { name: 'sessions', files: 'trace files' },
  home: string = homedir(),
  options: FindOptions = {},
): Promise<FoundFiles> {
  const bad = (why: string) =>
    new TraceError(input.name, undefined, `expected globs of ${input.files}, found a bad one: ${why}`)
  const root = resolve(workspace)
  const rules = patterns.map((p) => parseRule(p, root, home, bad)).filter((r): r is Rule => r !== undefined)
  const minimatch = rules.some((r) => r.path === undefined) ? await loadMinimatch() : undefined

  // What the lines take, then what the last line that matches each leaves out.
  const items = new Map<string, Item>()
  const skippedFolders: Skipped = new Set()
  for (const rule of rules) {
    if (rule.exclude) continue
    let found: Item[]
    if (rule.path !== undefined) {
      const info = statOrUndefined(rule.path)
      found = info?.isFile() || info?.isDirectory() ? [{ path: rule.path, dir: info.isDirectory() }] : []
    } else {
      try {
        found = globItems(rule.glob, root, true, minimatch!, skippedFolders)
      } catch (err) {
        throw bad(`${JSON.stringify(rule.glob)}: ${(err as Error).message}`)
      }
    }
    for (const item of found) items.set(item.path, item)
  }
  const taken = [...items.values()]
    .filter((item) => {
      let take = false
      for (const rule of rules) if (ruleMatches(rule, item.path, root, minimatch)) take = !rule.exclude
      return take
    })
    .sort((a, b) => byPath(a.path, b.path))

  let realWorkspace = root
  try {
    realWorkspace = await realpath(root)
  } catch {
    // A workspace that cannot be resolved: compare against it as given.
  }

  const seen = new Set<string>()
  const files: string[] = []
  const found = new Set<string>()
  const skipped: FoundFiles['skipped'] = []
  const named = new Set(rules.flatMap((r) => (r.path !== undefined && !r.exclude ? [r.path] : [])))
  for (const item of taken) {
    let candidates = [namedFile(item.path)]
    if (item.dir) {
      try {
        candidates = traceFilesUnder(item.path, options.companions ?? false, skippedFolders)
      } catch {
        candidates = []
      }
    }
    for (const file of candidates) {
      if (seen.has(file)) continue
      seen.add(file)
      if (inside(file, root) || inside(file, realWorkspace)) {
        const real = await realpath(file).catch(() => file)
        if (!inside(real, realWorkspace) && !inside(real, root)) {
          skipped.push({ path: file, why: 'it is a symbolic link to a file outside the workspace' })
          continue
        }
      }
      files.push(file)
      if (item.dir || !named.has(file)) found.add(file)
    }
  }
  files.sort(byPath)
  return { files, found: files.filter((f) => found.has(f)), skipped, skippedFolders: [...skippedFolders].sort(byPath) }
}

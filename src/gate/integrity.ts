/**
 * The integrity checks only the edge can make (src/core/integrity.ts): a trace file tracked by
 * git in the work tree it lies in (committed, not written by this run); a session whose last
 * timestamp is before `since` (stale); the same session in two files (by its id in its format, or
 * by the bytes of its file). Git is asked once per work tree, however many files and folders lie
 * in it; the work tree of a folder is found without asking git (`WorkTrees`).
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { sortFindings, timeOf, type IntegrityFinding } from '../core/integrity.js'
import type { SessionResult } from '../engine/session.js'
import { cutMasked } from '../core/secrets.js'

/** The tolerance for clock skew when `since` is the workflow's commit. */
export const COMMIT_TOLERANCE_MS = 10 * 60 * 1000

/** The time sessions must not end before, and how to name it in a finding. */
export interface Since {
  ms: number
  words: string
}

/** A `since` that is neither a time nor a git ref: a bad input, in words. */
export class SinceError extends Error {
  override name = 'SinceError'
}

/** Runs git; node's child_process is loaded then, not by every run that never starts a process. */
async function git(args: string[], cwd: string): Promise<string> {
  const { execFile } = await import('node:child_process')
  return new Promise((done, fail) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout) =>
      err ? fail(err) : done(stdout),
    )
  })
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/**
 * `since` as a time: empty is none; an ISO 8601 time is itself; `commit` is `commit`'s committer
 * time less COMMIT_TOLERANCE_MS (the action passes GITHUB_SHA; the CLI, HEAD); anything else is a
 * git ref in `cwd`, its committer time.
 */
export async function resolveSince(text: string, cwd: string, commit = 'HEAD'): Promise<Since | undefined> {
  const t = text.trim()
  if (t === '') return undefined
  if (/^\d{4}-\d{2}-\d{2}/.test(t)) {
    const ms = timeOf(t.length === 10 ? `${t}T00:00:00Z` : t)
    if (ms === undefined) throw new SinceError(`since: expected an ISO 8601 time or a git ref, found "${t}"`)
    return { ms, words: `--since ${iso(ms)}` }
  }
  const ref = t === 'commit' ? commit : t
  let out: string
  try {
    out = await git(['log', '-1', '--format=%cI', '--end-of-options', ref, '--'], cwd)
  } catch {
    throw new SinceError(
      `since: expected an ISO 8601 time or a git ref, found "${t}"` +
        (t === 'commit' ? ` (the commit ${ref} is not in the repository at ${cwd})` : ' (git knows no such ref here)'),
    )
  }
  const ms = timeOf(out.trim())
  if (ms === undefined) throw new SinceError(`since: git gave no committer time for "${t}"`)
  if (t === 'commit') {
    const at = ms - COMMIT_TOLERANCE_MS
    return { ms: at, words: `the commit's time less 10 minutes (${iso(at)})` }
  }
  return { ms, words: `--since ${t} (${iso(ms)})` }
}

/** The real path, or the resolved one when it cannot be had. */
function real(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return resolve(path)
  }
}

/**
 * Whether `dir` is the top of a work tree, as git sees it: its `.git` is a file (a linked
 * worktree's or a submodule's pointer to its git folder) or a folder with a `HEAD` (git goes on
 * up past one without).
 */
function holdsGit(dir: string): boolean {
  const dotGit = join(dir, '.git')
  try {
    const st = statSync(dotGit, { throwIfNoEntry: false })
    return st !== undefined && (st.isFile() || (st.isDirectory() && existsSync(join(dotGit, 'HEAD'))))
  } catch {
    // A folder that cannot be read is taken to hold none.
    return false
  }
}

/**
 * The work tree each folder lies in, found without asking git: the nearest folder, going up,
 * that holds `.git` (a folder, or a file in a linked worktree or a submodule). Each folder
 * visited is remembered, so folders side by side cost one `stat` each.
 */
export class WorkTrees {
  private readonly known = new Map<string, string | undefined>()

  /** The work tree `dir` (a real, absolute path) lies in, or undefined outside any. */
  of(dir: string): string | undefined {
    const visited: string[] = []
    let top: string | undefined
    for (let d = dir; ;) {
      if (this.known.has(d)) {
        top = this.known.get(d)
        break
      }
      visited.push(d)
      if (holdsGit(d)) {
        top = d
        break
      }
      const up = dirname(d)
      if (up === d) break
      d = up
    }
    for (const d of visited) this.known.set(d, top)
    return top
  }
}

/**
 * Which of `paths` git tracks in the work tree each lies in: one `ls-files` per work tree that
 * holds some of them (found by `WorkTrees`, none per folder), narrowed to the folder they share. A
 * file outside any work tree, or where git cannot be asked, is not.
 */
export async function trackedFiles(paths: readonly string[]): Promise<Set<string>> {
  const trees = new WorkTrees()
  const byTop = new Map<string, { path: string; rel: string }[]>()
  for (const path of new Set(paths)) {
    const full = real(path)
    const top = trees.of(dirname(full))
    if (top === undefined) continue
    const rel = relative(top, full).split(sep).join('/')
    if (rel === '' || rel.startsWith('../')) continue
    let list = byTop.get(top)
    if (!list) byTop.set(top, (list = []))
    list.push({ path, rel })
  }
  const out = new Set<string>()
  for (const [top, list] of byTop) {
    const shared = sharedFolder(list.map((f) => f.rel))
    const listed = await git(
      ['--literal-pathspecs', 'ls-files', '-z', '--full-name', ...(shared ? ['--', shared] : [])],
      top,
    ).then(
      (s) => new Set(s.split('\0')),
      () => new Set<string>(),
    )
    for (const { path, rel } of list) if (listed.has(rel)) out.add(path)
  }
  return out
}

/** The folder (`a/b`, relative, `/`-separated) that holds every one of `rels`; '' for the top. */
export function sharedFolder(rels: readonly string[]): string {
  let parts = rels[0].split('/').slice(0, -1)
  for (const rel of rels) {
    const p = rel.split('/')
    let i = 0
    while (i < parts.length && i < p.length - 1 && parts[i] === p[i]) i++
    parts = parts.slice(0, i)
    if (parts.length === 0) break
  }
  return parts.join('/')
}

/** The SHA-256 of bytes in hex, as `sameContent` compares files. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** What `SeenBytes` keeps at most: bytes, and files of one size. */
const SEEN_MAX_BYTES = 16 * 1024 * 1024
const SEEN_MAX_PER_SIZE = 4

/**
 * `sha256Of` for the files one thread reads, where many are copies of one another (the same
 * transcript in many folders): the bytes of the first files of each size are kept with their
 * hash, and a file with the very same bytes takes that hash after a comparison, which costs a
 * fraction of hashing it. What is kept is bounded (SEEN_MAX_BYTES, SEEN_MAX_PER_SIZE); past it,
 * files are hashed.
 */
export class SeenBytes {
  private readonly bySize = new Map<number, { bytes: Uint8Array; hash: string }[]>()
  private kept = 0

  constructor(
    private readonly maxBytes = SEEN_MAX_BYTES,
    private readonly perSize = SEEN_MAX_PER_SIZE,
  ) {}

  /** The SHA-256 of `bytes` in hex; the first of each size are copied and kept. */
  sha256(bytes: Uint8Array): string {
    const seen = this.bySize.get(bytes.length)
    if (seen) for (const s of seen) if (Buffer.compare(s.bytes, bytes) === 0) return s.hash
    const hash = sha256Of(bytes)
    if (this.kept + bytes.length <= this.maxBytes && (seen?.length ?? 0) < this.perSize) {
      // A copy: the reader's buffer is read into again for the next file.
      const kept = new Uint8Array(bytes)
      if (seen) seen.push({ bytes: kept, hash })
      else this.bySize.set(bytes.length, [{ bytes: kept, hash }])
      this.kept += bytes.length
    }
    return hash
  }
}

async function sha256(path: string): Promise<string | undefined> {
  const hash = createHash('sha256')
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  } catch {
    return undefined
  }
  return hash.digest('hex')
}

/**
 * Files with the same bytes: each file to the others that hold its bytes. Only files of one size
 * are hashed; a file whose hash is `known` (taken as the pipeline read it) is not read again.
 */
export async function sameContent(
  paths: readonly string[],
  known?: ReadonlyMap<string, string>,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  for (const [p, same] of await contentGroups(paths, known))
    out.set(
      p,
      [...same].filter((q) => q !== p),
    )
  return out
}

/**
 * Files with the same bytes: each file to its group (itself included; one set shared by the
 * group's files), as `sameContent` finds them.
 */
async function contentGroups(
  paths: readonly string[],
  known?: ReadonlyMap<string, string>,
): Promise<Map<string, ReadonlySet<string>>> {
  const bySize = new Map<number, string[]>()
  for (const p of new Set(paths)) {
    let size = 0
    try {
      size = statSync(p).size
    } catch {
      continue
    }
    if (size === 0) continue
    const group = bySize.get(size)
    if (group) group.push(p)
    else bySize.set(size, [p])
  }
  const out = new Map<string, ReadonlySet<string>>()
  for (const group of bySize.values()) {
    if (group.length < 2) continue
    const byHash = new Map<string, Set<string>>()
    for (const p of group) {
      const h = known?.get(p) ?? (await sha256(p))
      if (h === undefined) continue
      const same = byHash.get(h)
      if (same) same.add(p)
      else byHash.set(h, new Set([p]))
    }
    for (const same of byHash.values()) {
      if (same.size < 2) continue
      for (const p of same) out.set(p, same)
    }
  }
  return out
}

export interface EdgeChecks {
  /** Sessions that ended before this are stale. */
  since?: Since
  /** Ask git whether each file is tracked (default true). */
  git?: boolean
  /** A path as the report shows it. */
  show?: (path: string) => string
}

/**
 * The files of one group (the same bytes, or the same session id) with their names as the report
 * shows them, sorted once: naming "the others" of each member is then a walk over the first few,
 * not a sort per member (2,000 copies of five transcripts are groups of 400).
 */
class Group {
  private readonly sorted: { path: string; name: string }[]
  constructor(
    readonly paths: ReadonlySet<string>,
    show: (p: string) => string,
  ) {
    this.sorted = [...paths]
      .map((path) => ({ path, name: show(path) }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  }

  /** How many members each `skip` group shares with this one, counted once for each. */
  private readonly shared = new WeakMap<ReadonlySet<string>, number>()

  private sharedWith(skip: ReadonlySet<string>): number {
    let n = this.shared.get(skip)
    if (n === undefined) {
      n = 0
      for (const p of skip) if (this.paths.has(p)) n++
      this.shared.set(skip, n)
    }
    return n
  }

  /**
   * `others` of the members but `self` and those in `skip`: the same words, the same order;
   * undefined when none is left.
   */
  othersThan(self: string, skip?: ReadonlySet<string>): string | undefined {
    let count = this.paths.size - (this.paths.has(self) ? 1 : 0)
    if (skip) count -= this.sharedWith(skip) - (skip.has(self) && this.paths.has(self) ? 1 : 0)
    if (count <= 0) return undefined
    const first: string[] = []
    for (const { path, name } of this.sorted) {
      if (first.length === 3) break
      if (path === self || skip?.has(path)) continue
      first.push(name)
    }
    return first.join(', ') + (count > 3 ? ` and ${count - 3} more` : '')
  }
}

/** The sessions with the findings of the edge added to theirs. */
export async function withEdgeFindings(
  sessions: readonly SessionResult[],
  checks: EdgeChecks = {},
): Promise<SessionResult[]> {
  const show = checks.show ?? ((p: string) => p)
  const files = [...new Set(sessions.map((s) => s.source))]
  const tracked = checks.git === false ? new Set<string>() : await trackedFiles(files)
  const known = new Map<string, string>()
  for (const s of sessions) if (s.contentHash !== undefined) known.set(s.source, s.contentHash)
  const copies = await contentGroups(files, known)
  const byId = new Map<string, Set<string>>()
  for (const s of sessions) {
    if (s.identity === undefined) continue
    const key = `${s.format}\0${s.identity}`
    let paths = byId.get(key)
    if (!paths) byId.set(key, (paths = new Set()))
    paths.add(s.source)
  }
  // Each group sorted once, when first asked for.
  const groups = new Map<ReadonlySet<string>, Group>()
  const groupOf = (paths: ReadonlySet<string>): Group => {
    let g = groups.get(paths)
    if (!g) groups.set(paths, (g = new Group(paths, show)))
    return g
  }
  return sessions.map((given) => {
    // The hash was for this check only.
    const { contentHash: _hash, ...s } = given
    const found: IntegrityFinding[] = []
    if (tracked.has(s.source))
      found.push({
        kind: 'committed',
        detail: 'the file is tracked by git in its work tree: committed, not written by this run',
      })
    const last = s.times?.last
    if (checks.since && last !== undefined && last < checks.since.ms) {
      found.push({
        kind: 'stale',
        detail: `its last timestamp, ${iso(last)}, is before ${checks.since.words}: not written by this run`,
      })
    }
    const sameBytes = copies.get(s.source)
    if (sameBytes)
      found.push({ kind: 'duplicate', detail: `the same content as ${groupOf(sameBytes).othersThan(s.source)!}` })
    if (s.identity !== undefined) {
      const elsewhere = groupOf(byId.get(`${s.format}\0${s.identity}`)!).othersThan(s.source, sameBytes)
      if (elsewhere !== undefined) {
        const id = cutMasked(s.identity, 40, '...')
        found.push({ kind: 'duplicate', detail: `the same session (id ${id}) is also in ${elsewhere}` })
      }
    }
    if (found.length === 0) return s
    return { ...s, integrity: sortFindings([...(s.integrity ?? []), ...found]) }
  })
}

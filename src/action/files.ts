/**
 * Finding the trace files of the `sessions` input with @actions/glob, relative to the workspace.
 *
 * A glob that names a directory means the trace files under it (.json, .jsonl, .ndjson), as in
 * the CLI. Results are sorted by path and each file is read once. A file that lies in the
 * workspace but is a symbolic link to a place outside it is skipped: a pull request must not be
 * able to make the gate read (and quote) files from elsewhere on the runner.
 */
import * as glob from '@actions/glob'
import { realpath, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, sep } from 'node:path'
import { expandPath } from '../trace/files.js'
import { TraceError } from '../trace/read.js'

/** Escape glob characters in a literal path, as @actions/glob does for the working directory. */
export function globEscape(s: string): string {
  return (process.platform === 'win32' ? s : s.replace(/\\/g, '\\\\'))
    .replace(/(\[)(?=[^/]+\])/g, '[[]')
    .replace(/\?/g, '[?]')
    .replace(/\*/g, '[*]')
}

/** Make a glob absolute against the workspace, keeping `!` negation and `#` comments. Pure. */
export function anchorGlob(pattern: string, workspace: string): string {
  const p = pattern.trim()
  if (p === '' || p.startsWith('#')) return p
  const bang = /^!+/.exec(p)?.[0] ?? ''
  let rest = p.slice(bang.length)
  if (isAbsolute(rest) || rest === '~' || rest.startsWith('~/')) return p
  if (rest === '.') rest = ''
  else if (rest.startsWith('./')) rest = rest.slice(2)
  const root = globEscape(workspace.replace(/[\\/]+$/, ''))
  return `${bang}${root}${rest ? `/${rest}` : ''}`
}

/** A path as shown to people: relative to the workspace with `/`, or absolute when outside it. */
export function displayPath(path: string, workspace: string): string {
  const rel = relative(workspace, path)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return path.split(sep).join('/')
  return rel.split(sep).join('/')
}

function inside(path: string, dir: string): boolean {
  const rel = relative(dir, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

export interface FoundFiles {
  /** Absolute paths, sorted, each once. */
  files: string[]
  /** Files skipped, with why. */
  skipped: { path: string; why: string }[]
}

/**
 * The trace files the globs match (or the report files, for `reports` and `baseline`: a directory
 * means the same kinds of files under it). A bad glob is an error in words, naming the input.
 */
export async function findTraceFiles(
  patterns: readonly string[],
  workspace: string,
  input: { name: string; files: string } = { name: 'sessions', files: 'trace files' },
): Promise<FoundFiles> {
  let matches: string[]
  try {
    const globber = await glob.create(patterns.map((p) => anchorGlob(p, workspace)).join('\n'), {
      matchDirectories: true,
      implicitDescendants: false,
      followSymbolicLinks: false,
    })
    matches = await globber.glob()
  } catch (err) {
    throw new TraceError(
      input.name,
      undefined,
      `expected globs of ${input.files}, found a bad one: ${(err as Error).message}`,
    )
  }

  let realWorkspace = workspace
  try {
    realWorkspace = await realpath(workspace)
  } catch {
    // A workspace that cannot be resolved: compare against it as given.
  }

  const seen = new Set<string>()
  const files: string[] = []
  const skipped: FoundFiles['skipped'] = []
  for (const match of matches) {
    const info = await stat(match).catch(() => undefined)
    if (!info) continue
    let candidates: string[]
    if (info.isDirectory()) {
      candidates = await expandPath(match).catch(() => [])
    } else if (info.isFile()) {
      candidates = [match]
    } else continue
    for (const file of candidates) {
      if (seen.has(file)) continue
      seen.add(file)
      if (inside(file, workspace) || inside(file, realWorkspace)) {
        const real = await realpath(file).catch(() => file)
        if (!inside(real, realWorkspace) && !inside(real, workspace)) {
          skipped.push({ path: file, why: 'it is a symbolic link to a file outside the workspace' })
          continue
        }
      }
      files.push(file)
    }
  }
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { files, skipped }
}

/** Where the JSON report goes: the input as given (relative to the workspace), else RUNNER_TEMP. */
export function reportPathFor(input: string, workspace: string, tempDir: string, stepId: string): string {
  if (input) return isAbsolute(input) ? input : join(workspace, input)
  const name = (stepId || 'report').replace(/[^A-Za-z0-9._-]/g, '_')
  return join(tempDir, 'agent-trust-gate', `${name}.json`)
}

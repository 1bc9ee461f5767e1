/**
 * Turning the CLI's path arguments into trace files: a file as it is, a directory as the trace
 * files under it, a glob as the files it matches. Directories and globs are sorted by path.
 */
import { readdir, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { minimatch } from 'minimatch'
import { TraceError } from './read.js'

export const TRACE_EXTENSIONS = ['.json', '.jsonl', '.ndjson']

const GLOB_CHARS = /[*?[\]{}]/

function isTraceFile(name: string): boolean {
  return TRACE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext))
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true })
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await walk(path, out)
    else if (entry.isFile()) out.push(path)
  }
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The trace files named by one argument. Throws a TraceError when it names nothing. */
export async function expandPath(arg: string): Promise<string[]> {
  const info = await stat(arg).catch(() => undefined)
  if (info?.isFile()) return [arg]
  if (info?.isDirectory()) {
    const all: string[] = []
    await walk(arg, all)
    const files = all.filter(isTraceFile).sort(byPath)
    if (files.length === 0)
      throw new TraceError(
        arg,
        undefined,
        `expected trace files (${TRACE_EXTENSIONS.join(', ')}) in this directory, found none`,
      )
    return files
  }
  if (!GLOB_CHARS.test(arg)) throw new TraceError(arg, undefined, 'no such file or directory')
  // A glob: walk from its longest literal prefix.
  const parts = arg.split(/[\\/]/)
  const literal: string[] = []
  for (const p of parts) {
    if (GLOB_CHARS.test(p)) break
    literal.push(p)
  }
  const root = literal.length ? literal.join(sep) || sep : '.'
  const all: string[] = []
  await walk(root, all).catch(() => undefined)
  const pattern = arg.replace(/^\.\//, '')
  const files = all
    .filter(
      (f) =>
        minimatch(relative('.', f).split(sep).join('/'), pattern, { dot: false }) ||
        minimatch(f.split(sep).join('/'), pattern),
    )
    .sort(byPath)
  if (files.length === 0) throw new TraceError(arg, undefined, 'the pattern matched no files')
  return files
}

/** The trace files named by all arguments, in argument order, each file once. */
export async function expandPaths(args: readonly string[]): Promise<string[]> {
  const seen = new Set<string>()
  const out: string[] = []
  for (const arg of args) {
    for (const f of await expandPath(arg)) {
      if (!seen.has(f)) {
        seen.add(f)
        out.push(f)
      }
    }
  }
  return out
}

/**
 * Reading harness files (I/O): files, directories (every .json, .yaml and .yml file under them
 * that is a harness output, and every reward.txt, in path order; others such as manifests are
 * skipped) and globs.
 */
import { cannotRead } from '../core/text.js'
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { LineCounter, parseDocument } from 'yaml'
import { expandPath } from '../trace/files.js'
import { TraceError } from '../trace/read.js'
import { MAX_DEPTH, nestingDepth, nestsDeeper, tooDeepMessage } from '../core/depth.js'
import { harnessFileKind, HARNESS_FILES_EXPECTED, MAX_HARNESS_FILE_BYTES } from './index.js'
import { cutMasked } from '../core/secrets.js'

export { MAX_HARNESS_FILE_BYTES }

const EXTENSIONS = ['.json', '.yaml', '.yml']
/** A reward file: one number in text. */
const REWARD_TEXT = /^reward\.txt$/i
/** The names the harnesses give their outputs. */
const HARNESS_FILE_NAME =
  /^(evaluation|run(_\d+)?|final_result(_\d+)?|test|results|report|reward)\.(json|ya?ml)$|^reward\.txt$/i

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true })
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await walk(path, out)
    else if (
      entry.isFile() &&
      (EXTENSIONS.some((ext) => entry.name.toLowerCase().endsWith(ext)) || REWARD_TEXT.test(entry.name))
    )
      out.push(path)
  }
}

/** Parse a harness file: YAML for .yaml/.yml, a number for a reward .txt, JSON otherwise. */
export function parseHarnessText(path: string, text: string): unknown {
  if (/\.txt$/i.test(path)) {
    const t = text.trim()
    const n = Number(t)
    if (t === '' || !Number.isFinite(n))
      throw new TraceError(path, 1, `expected a reward (a number), found ${JSON.stringify(cutMasked(t, 24, ''))}`)
    return n
  }
  if (/\.ya?ml$/i.test(path)) {
    const lineCounter = new LineCounter()
    const doc = parseDocument(text, { lineCounter })
    // The YAML parser itself stops some hundreds of levels down; aliases can nest a value further.
    const tooDeep = () => new TraceError(path, undefined, 'expected YAML, found nesting too deep to read')
    if (doc.errors.length) {
      const err = doc.errors[0]
      if (/call stack/i.test(err.message)) throw tooDeep()
      throw new TraceError(
        path,
        err.linePos?.[0].line,
        `expected YAML, found invalid YAML (${err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')})`,
      )
    }
    let value: unknown
    try {
      value = doc.toJS({ maxAliasCount: 100 })
    } catch (err) {
      if (err instanceof RangeError) throw tooDeep()
      throw new TraceError(
        path,
        undefined,
        `expected YAML, found ${(err as Error).message.split('\n')[0].slice(0, 80)}`,
      )
    }
    // Not measured by its text: an alias repeats a node, or holds itself (a value without end).
    if (nestingDepth(value, MAX_DEPTH) > MAX_DEPTH)
      throw new TraceError(
        path,
        undefined,
        `expected YAML nested at most ${MAX_DEPTH} deep, found deeper nesting through its aliases`,
      )
    return value
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    const m = /position (\d+)/.exec((err as Error).message)
    const line = m ? text.slice(0, Number(m[1])).split('\n').length : undefined
    const why = (err as Error).message.replace(/ in JSON at position \d+.*$/s, '').slice(0, 80)
    throw new TraceError(path, line, `expected JSON, found invalid JSON (${why})`)
  }
  if (nestsDeeper(value, text.length)) throw new TraceError(path, 1, tooDeepMessage(value))
  return value
}

async function readOne(path: string): Promise<unknown> {
  let buf: Buffer
  try {
    const info = await stat(path)
    if (info.size > MAX_HARNESS_FILE_BYTES)
      throw new TraceError(
        path,
        undefined,
        `expected a harness file of at most ${MAX_HARNESS_FILE_BYTES} bytes, found ${info.size} bytes`,
      )
    buf = await readFile(path)
  } catch (err) {
    if (err instanceof TraceError) throw err
    throw new TraceError(path, undefined, cannotRead(err))
  }
  return parseHarnessText(path, buf.toString('utf8'))
}

/**
 * The harness files named by the arguments, parsed, in argument order (each file once). A file
 * named on its own must be a harness output; in a directory, files that are not are skipped.
 */
export async function readHarnessFiles(args: readonly string[]): Promise<{ source: string; value: unknown }[]> {
  const seen = new Set<string>()
  const out: { source: string; value: unknown }[] = []
  for (const arg of args) {
    const info = await stat(arg).catch(() => undefined)
    if (info?.isDirectory()) {
      const all: string[] = []
      await walk(arg, all)
      let found = 0
      for (const path of all.sort(byPath)) {
        if (seen.has(path)) continue
        let value: unknown
        try {
          value = await readOne(path)
        } catch (err) {
          // A directory may hold other files; one named as a harness output must be readable.
          if (HARNESS_FILE_NAME.test(basename(path))) throw err
          continue
        }
        if (harnessFileKind(value, path) === undefined) continue
        seen.add(path)
        out.push({ source: path, value })
        found++
      }
      if (found === 0) throw new TraceError(arg, undefined, `${HARNESS_FILES_EXPECTED} in this directory, found none`)
      continue
    }
    for (const path of await expandPath(arg)) {
      if (seen.has(path)) continue
      seen.add(path)
      out.push({ source: path, value: await readOne(path) })
    }
  }
  return out
}

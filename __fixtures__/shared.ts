/**
 * The public samples in ../shared, beside the checkout. A clone on its own has no ../shared, so
 * the tests that read it ask here first: when the folder is absent they register one skipped
 * test whose title says why (the plain summary prints it as one line), and nothing else. With
 * AGENT_TRUST_GATE_REQUIRE_SHARED=1 (.ci/run sets it) the absence is a failing test instead, so
 * that CI never skips them. AGENT_TRUST_GATE_SHARED=DIR reads DIR instead of ../shared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { it } from '@jest/globals'
import { FORMAT_IDS } from '../src/trace/adapters/types.js'

/** The environment variable that turns a missing ../shared into a failure. */
export const REQUIRE_SHARED = 'AGENT_TRUST_GATE_REQUIRE_SHARED'

/** The environment variable that names another folder to read instead of ../shared. */
export const SHARED_DIR = 'AGENT_TRUST_GATE_SHARED'

/** ../shared beside the checkout (resolved from this file), or the folder AGENT_TRUST_GATE_SHARED names. */
export const sharedRoot = (env: NodeJS.ProcessEnv = process.env): string =>
  env[SHARED_DIR] ? resolve(env[SHARED_DIR]) : resolve(fileURLToPath(new URL('..', import.meta.url)), '../shared')

const required = (env: NodeJS.ProcessEnv): boolean => /^(1|true|yes)$/i.test(env[REQUIRE_SHARED] ?? '')

/**
 * The absolute path of ../shared/`sub`, or undefined when it is not there. Call it at the top
 * level of a test file: when the folder is absent it registers the one test that says so
 * (skipped, or failing when ../shared is required).
 */
export function sharedPath(sub: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = join(sharedRoot(env), sub)
  if (existsSync(path)) return path
  const where = `../shared/${sub}`
  if (required(env)) {
    it(`${where} is required (${REQUIRE_SHARED}=1) but absent`, () => {
      throw new Error(
        `${path} does not exist: the tests that read ${where} cannot run (unset ${REQUIRE_SHARED} to skip them)`,
      )
    })
  } else {
    it.skip(`${where} is absent: skipped (${REQUIRE_SHARED}=1 makes this a failure)`, () => {})
  }
  return undefined
}

/** The sample traces of ../shared/traces, as MANIFEST.tsv and the folders list them. */
export interface SharedTraces {
  root: string
  /** `folder/file` of every file MANIFEST.tsv lists, sorted. */
  manifest: string[]
  /** `folder/file` of every file in the folders, sorted. */
  listed: string[]
  /** The traces in folders named after a format the project reads (`FORMAT_IDS`), sorted. */
  files: string[]
  /**
   * The companions in those folders, sorted: files an agent writes beside its trace that are not
   * traces (Droid's `<id>.settings.json`, run-gemini-cli's `stderr.log`), which a folder walk
   * names as not read (src/harness/folders.ts).
   */
  companions: string[]
  /** Folders whose name is no format id (a format not read yet), with their files. */
  unread: [folder: string, files: string[]][]
}

const sorted = (a: string[]) => [...a].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))

/** Reads ../shared/traces, or undefined when it is absent (see `sharedPath`). */
export function sharedTraces(env: NodeJS.ProcessEnv = process.env): SharedTraces | undefined {
  const root = sharedPath('traces', env)
  if (!root) return undefined
  return readTraces(root)
}

/** A companion's name: Droid's session settings, a run's standard error. */
const isCompanion = (file: string): boolean => file.endsWith('.settings.json') || file.endsWith('stderr.log')

/** The listing of a traces folder laid out as ../shared/traces is. */
export function readTraces(root: string): SharedTraces {
  const manifestFile = join(root, 'MANIFEST.tsv')
  const manifest = existsSync(manifestFile)
    ? readFileSync(manifestFile, 'utf8')
        .split(/\r?\n/)
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map((line) => line.split('\t')[0])
    : []
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
  const listed = sorted(folders.flatMap((folder) => readdirSync(join(root, folder)).map((f) => `${folder}/${f}`)))
  const known = new Set<string>(FORMAT_IDS)
  const formatOf = (file: string) => file.split('/')[0]
  return {
    root,
    manifest: sorted(manifest),
    listed,
    files: listed.filter((f) => known.has(formatOf(f)) && !isCompanion(f)),
    companions: listed.filter((f) => known.has(formatOf(f)) && isCompanion(f)),
    unread: sorted(folders.filter((folder) => !known.has(folder))).map((folder) => [
      folder,
      listed.filter((f) => formatOf(f) === folder),
    ]),
  }
}

/** One todo per folder in a format the project does not read yet, naming it. */
export function todoUnread(traces: SharedTraces): void {
  for (const [folder, files] of traces.unread) {
    it.todo(
      `${folder}: ${files.length} sample trace${files.length === 1 ? '' : 's'} in a format the project does not read yet (no adapter has the id '${folder}')`,
    )
  }
}

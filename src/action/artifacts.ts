/**
 * The report artifact: what the gate uploads (`upload-report`), what `mode: comment` downloads
 * from the gate run, and what `baseline-from: artifact` downloads from the base branch.
 *
 * The artifact is a zip of two files: `report.json` (the JSON report, as `report-path` has it)
 * and `agent-trust-gate.json` (the comment key and the comparison with the baseline, so that the
 * comment workflow can render the same comment). Both are untrusted when read back: the zip is
 * downloaded as it is (never unpacked on disk), then read in memory with yauzl within the limits
 * below, inflating only those two files; the report is checked against the report schema by the
 * caller (src/gate/merge.ts readReport), and the side file against the schema below.
 *
 * Listing and downloading go through `ActionsApi` (src/action/client.ts makes one from octokit and
 * @actions/artifact), so this is tested with a fake.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl'
import { z } from 'zod'
import { comparisonSchema } from '../report/baseline.js'
import type { WorkflowRunRef } from './context.js'

export const DEFAULT_ARTIFACT_NAME = 'agent-trust-gate-report'
export const REPORT_FILE = 'report.json'
export const META_FILE = 'agent-trust-gate.json'

/** The zip as GitHub serves it, at most. */
export const MAX_ARTIFACT_ZIP_BYTES = 16 * 1024 * 1024
/** The report once inflated, at most. */
export const MAX_ARTIFACT_REPORT_BYTES = 64 * 1024 * 1024
/** The side file once inflated, at most. */
export const MAX_ARTIFACT_META_BYTES = 8 * 1024 * 1024
export const MAX_ARTIFACT_ENTRIES = 8
/** Successful base-branch runs looked at for a baseline, at most. */
export const MAX_BASELINE_RUNS = 5

export interface ArtifactInfo {
  id: number
  name: string
  /** The zip's size, as GitHub reports it. */
  size: number
  expired: boolean
}

export interface RunInfo {
  id: number
  event: string
  headSha: string
  number?: number
  /** `owner/repo` of the head branch. */
  headRepo: string
}

export interface PullInfo {
  number: number
  headSha: string
  headRepo: string
}

export interface ActionsApi {
  /** The artifacts of a run with this name (GET .../actions/runs/{id}/artifacts?name=). */
  listRunArtifacts(runId: number, name: string): Promise<ArtifactInfo[]>
  /**
   * Download the zip of an artifact of a run (GET .../actions/artifacts/{id}/zip, which redirects
   * to blob storage) into the empty directory `dir`, as one file, without unpacking it.
   */
  downloadArtifact(artifactId: number, runId: number, dir: string): Promise<void>
  /** The latest successful `push` runs of a workflow on a branch, newest first. */
  listSuccessfulPushRuns(workflow: string | number, branch: string, perPage: number): Promise<RunInfo[]>
  /** The workflow id of a run. */
  runWorkflowId(runId: number): Promise<number>
  /** Open pull requests whose head is `owner:branch`. */
  listOpenPulls(head: string): Promise<PullInfo[]>
}

/** Something wrong with an artifact's content (it is untrusted): said in words. */
export class ArtifactError extends Error {
  override name = 'ArtifactError'
}

/** An artifact name as upload-artifact accepts it. */
export const ARTIFACT_NAME = /^[^":<>|*?\r\n\\/]{1,200}$/

export const artifactMetaSchema = z
  .object({
    artifact: z.literal('agent-trust-gate'),
    version: z.literal(1),
    comment_key: z.string().max(200),
    baseline: z.union([z.null(), z.object({ missing: z.string().max(500) }).strict(), comparisonSchema]),
  })
  .strict()

export type ArtifactMeta = z.infer<typeof artifactMetaSchema>

/** The side file, checked; a bad one is an ArtifactError in words. */
export function parseArtifactMeta(data: Buffer): ArtifactMeta {
  let value: unknown
  try {
    value = JSON.parse(data.toString('utf8'))
  } catch {
    throw new ArtifactError(`${META_FILE}: expected JSON, found something else`)
  }
  const parsed = artifactMetaSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ArtifactError(`${META_FILE}: at ${issue.path.join('.') || 'the top level'}, ${issue.message}`)
  }
  return parsed.data
}

export interface FetchedArtifact {
  artifact: ArtifactInfo
  /** The report's bytes, to be checked against the report schema. */
  report: Buffer
  /** The side file's bytes, when there is one. */
  meta?: Buffer
}

/** The files of the report artifact, read out of its zip. */
export interface ArtifactFiles {
  /** Every file the zip holds (directories left out), in its order. */
  names: string[]
  report?: Buffer
  meta?: Buffer
}

/** A safe entry name: relative, `/`-separated, no `..` or `.` segment, no control characters. */
export function safeEntryName(name: string): boolean {
  if (name === '' || name.length > 255) return false
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\:]/.test(name) || name.startsWith('/')) return false
  return !name.split('/').some((part) => part === '..' || part === '.')
}

const quote = (name: string) => JSON.stringify(name.slice(0, 100))

/** The next entry of a zip opened with lazyEntries, or undefined at the end. */
function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const done = (entry: Entry | undefined, err?: Error) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError)
      if (err) reject(err)
      else resolve(entry)
    }
    const onEntry = (entry: Entry) => done(entry)
    const onEnd = () => done(undefined)
    const onError = (err: Error) => done(undefined, err)
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError)
    zip.readEntry()
  })
}

/** The inflated bytes of one entry, refused when they are not what the entry declares. */
async function inflateEntry(zip: ZipFile, entry: Entry, name: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  try {
    // yauzl stops the stream as soon as it yields more or fewer bytes than the entry declares.
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
  } catch (err) {
    throw new ArtifactError(
      `expected ${quote(name)} to inflate to ${entry.uncompressedSize} bytes, found ${(err as Error).message}`,
    )
  }
  const data = Buffer.concat(chunks)
  if (data.length !== entry.uncompressedSize)
    throw new ArtifactError(`expected ${quote(name)} to hold ${entry.uncompressedSize} bytes, found ${data.length}`)
  if (crc32(data) >>> 0 !== entry.crc32)
    throw new ArtifactError(`expected ${quote(name)} to match its CRC-32, found another`)
  return data
}

/**
 * The report and the side file of an artifact's zip, read in memory. The zip is refused, in
 * words, when it has more entries than MAX_ARTIFACT_ENTRIES; when an entry name is absolute, has a
 * `..` or `.` segment, a backslash, a drive or a control character, or occurs twice; when an entry
 * is encrypted or compressed other than stored or deflated; when an entry would inflate to more
 * than MAX_ARTIFACT_REPORT_BYTES (the side file MAX_ARTIFACT_META_BYTES) or all of them to more
 * than both together; and when the report or the side file inflates to another size than it
 * declares or fails its CRC-32. The other files are never inflated.
 */
export async function readArtifactZip(data: Buffer): Promise<ArtifactFiles> {
  let zip: ZipFile
  try {
    zip = await fromBufferPromise(data, { decodeStrings: false, validateEntrySizes: true })
  } catch (err) {
    throw new ArtifactError(`expected a zip archive, found ${(err as Error).message}`)
  }
  // Errors are taken where they happen (nextEntry, the read streams); this keeps a stray one
  // from ending the process.
  zip.on('error', () => undefined)
  try {
    if (zip.entryCount > MAX_ARTIFACT_ENTRIES)
      throw new ArtifactError(`expected at most ${MAX_ARTIFACT_ENTRIES} entries, found ${zip.entryCount}`)
    const files: ArtifactFiles = { names: [] }
    let total = 0
    for (;;) {
      let entry: Entry | undefined
      try {
        entry = await nextEntry(zip)
      } catch (err) {
        throw new ArtifactError(`expected a well-formed zip archive, found ${(err as Error).message}`)
      }
      if (!entry) break
      // decodeStrings is off so that every name is checked here, in the same words.
      const name = (entry.fileName as unknown as Buffer).toString('utf8')
      if (!safeEntryName(name)) throw new ArtifactError(`expected plain relative entry names, found ${quote(name)}`)
      if (name.endsWith('/')) continue
      if (files.names.includes(name)) throw new ArtifactError(`expected each entry once, found ${quote(name)} twice`)
      files.names.push(name)
      if (entry.generalPurposeBitFlag & 0x1)
        throw new ArtifactError(`expected no encryption, found ${quote(name)} encrypted`)
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
        throw new ArtifactError(
          `expected stored or deflated entries, found method ${entry.compressionMethod} for ${quote(name)}`,
        )
      const max = name === META_FILE ? MAX_ARTIFACT_META_BYTES : MAX_ARTIFACT_REPORT_BYTES
      if (entry.uncompressedSize > max)
        throw new ArtifactError(
          `expected ${name === META_FILE ? META_FILE : 'entries'} of at most ${max} bytes, found ${quote(name)} ` +
            `of ${entry.uncompressedSize} bytes`,
        )
      total += entry.uncompressedSize
      if (total > MAX_ARTIFACT_REPORT_BYTES + MAX_ARTIFACT_META_BYTES)
        throw new ArtifactError(
          `expected at most ${MAX_ARTIFACT_REPORT_BYTES + MAX_ARTIFACT_META_BYTES} bytes in all, found more`,
        )
      if (name === REPORT_FILE) files.report = await inflateEntry(zip, entry, name)
      else if (name === META_FILE) files.meta = await inflateEntry(zip, entry, name)
    }
    return files
  } finally {
    zip.close()
  }
}

/** Download an artifact's zip into a directory of its own, read it, and remove the directory. */
async function downloadZip(api: ActionsApi, artifactId: number, runId: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-trust-gate-artifact-'))
  try {
    await api.downloadArtifact(artifactId, runId, dir)
    const names = await readdir(dir)
    if (names.length !== 1)
      throw new ArtifactError(`expected the artifact as one zip archive, found ${names.length} files`)
    const info = await stat(join(dir, names[0]))
    if (!info.isFile()) throw new ArtifactError('expected the artifact as one zip archive, found a directory')
    if (info.size > MAX_ARTIFACT_ZIP_BYTES)
      throw new ArtifactError(
        `expected an artifact of at most ${MAX_ARTIFACT_ZIP_BYTES} bytes, found ${info.size} bytes`,
      )
    return await readFile(join(dir, names[0]))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The report artifact of a run, downloaded and unzipped within limits; undefined when the run
 * has no (unexpired) artifact of that name. Throws an ArtifactError when the artifact is not
 * what it should be.
 */
export async function fetchReportArtifact(
  api: ActionsApi,
  runId: number,
  name: string,
): Promise<FetchedArtifact | undefined> {
  const candidates = (await api.listRunArtifacts(runId, name)).filter((a) => a.name === name && !a.expired)
  if (candidates.length === 0) return undefined
  const artifact = candidates.reduce((a, b) => (b.id > a.id ? b : a))
  if (artifact.size > MAX_ARTIFACT_ZIP_BYTES) {
    throw new ArtifactError(
      `expected an artifact of at most ${MAX_ARTIFACT_ZIP_BYTES} bytes, found ${artifact.size} bytes`,
    )
  }
  const files = await readArtifactZip(await downloadZip(api, artifact.id, runId))
  if (!files.report) {
    const names = files.names.slice(0, 5).map(quote)
    throw new ArtifactError(
      `expected ${REPORT_FILE} in the artifact, found ${names.length ? names.join(', ') : 'no files'}`,
    )
  }
  return { artifact, report: files.report, ...(files.meta ? { meta: files.meta } : {}) }
}

export interface BaselineArtifact extends FetchedArtifact {
  run: RunInfo
}

/**
 * The report artifact of the latest successful push run of a workflow on a branch (other than
 * this run), looking at the last MAX_BASELINE_RUNS such runs; or why there is none, in words.
 * Runs whose head lives in another repository are never used.
 */
export async function findBaselineArtifact(
  api: ActionsApi,
  options: { workflow: string | number; branch: string; name: string; repo: string; excludeRunId?: number },
): Promise<BaselineArtifact | { missing: string }> {
  const runs = (await api.listSuccessfulPushRuns(options.workflow, options.branch, MAX_BASELINE_RUNS + 1))
    .filter((r) => r.id !== options.excludeRunId && r.event === 'push' && r.headRepo === options.repo)
    .slice(0, MAX_BASELINE_RUNS)
  if (runs.length === 0) {
    return { missing: `no successful push run of this workflow on ${options.branch} was found` }
  }
  for (const run of runs) {
    const found = await fetchReportArtifact(api, run.id, options.name)
    if (found) return { run, ...found }
  }
  return {
    missing:
      `none of the last ${runs.length} successful push runs of this workflow on ${options.branch} has an ` +
      `artifact named ${options.name} (is upload-report on there?)`,
  }
}

/**
 * The open pull requests whose head is the gated commit of a `workflow_run`: those GitHub names
 * for the run (pull requests of this repository), else those whose head is the run's branch in
 * the run's head repository (pull requests from forks), keeping only those still at the commit
 * that was gated. Numbers, sorted.
 */
export async function findPullRequests(api: Pick<ActionsApi, 'listOpenPulls'>, run: WorkflowRunRef): Promise<number[]> {
  let numbers = run.pullRequests.filter((p) => p.headSha === run.headSha).map((p) => p.number)
  if (numbers.length === 0 && run.headOwner && run.headBranch) {
    const pulls = await api.listOpenPulls(`${run.headOwner}:${run.headBranch}`)
    numbers = pulls.filter((p) => p.headSha === run.headSha).map((p) => p.number)
  }
  return [...new Set(numbers)].sort((a, b) => a - b)
}

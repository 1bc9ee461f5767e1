/**
 * The report artifact: what the gate uploads (`upload-report`), what `mode: comment` downloads
 * from the gate run, and what `baseline-from: artifact` downloads from the base branch.
 *
 * The artifact is a zip of two files: `report.json` (the JSON report, as `report-path` has it)
 * and `agent-trust-gate.json` (the comment key and the comparison with the baseline, so that the
 * comment workflow can render the same comment). Both are untrusted when read back: the zip is
 * read with size and entry limits (./zip.ts), the report is checked against the report schema by
 * the caller (src/gate/merge.ts readReport), and the side file against the schema below.
 *
 * Downloading uses the REST API, through `ActionsApi` (src/action/client.ts makes one from
 * octokit), so this is tested with a fake.
 */
import { z } from 'zod'
import { comparisonSchema } from '../report/baseline.js'
import type { WorkflowRunRef } from './context.js'
import { readZip, ZipError } from './zip.js'

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
  /** The zip of an artifact (GET .../actions/artifacts/{id}/zip, which redirects). */
  downloadArtifact(artifactId: number): Promise<Buffer>
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
  const zip = await api.downloadArtifact(artifact.id)
  if (zip.length > MAX_ARTIFACT_ZIP_BYTES) {
    throw new ArtifactError(
      `expected an artifact of at most ${MAX_ARTIFACT_ZIP_BYTES} bytes, found ${zip.length} bytes`,
    )
  }
  let files: Map<string, Buffer>
  try {
    files = readZip(zip, {
      maxEntries: MAX_ARTIFACT_ENTRIES,
      maxEntryBytes: MAX_ARTIFACT_REPORT_BYTES,
      maxTotalBytes: MAX_ARTIFACT_REPORT_BYTES + MAX_ARTIFACT_META_BYTES,
    })
  } catch (err) {
    if (err instanceof ZipError) throw new ArtifactError(err.message)
    throw err
  }
  const report = files.get(REPORT_FILE)
  if (!report) {
    const names = [...files.keys()].slice(0, 5).map((n) => JSON.stringify(n))
    throw new ArtifactError(
      `expected ${REPORT_FILE} in the artifact, found ${names.length ? names.join(', ') : 'no files'}`,
    )
  }
  const meta = files.get(META_FILE)
  if (meta && meta.length > MAX_ARTIFACT_META_BYTES) {
    throw new ArtifactError(
      `expected ${META_FILE} of at most ${MAX_ARTIFACT_META_BYTES} bytes, found ${meta.length} bytes`,
    )
  }
  return { artifact, report, ...(meta ? { meta } : {}) }
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
    missing: `none of the last ${runs.length} successful push runs of this workflow on ${options.branch} has an artifact named ${options.name} (is upload-report on there?)`,
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

/**
 * Uploading the report artifact with @actions/artifact, which talks to the runner's artifact
 * service (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL) as actions/upload-artifact@v4 does. Its
 * requests are retried a bounded number of times by the library (5 attempts; an upload that
 * makes no progress for 5 minutes is abandoned).
 *
 * `artifactContents` says what goes into the artifact, masked; the caller writes the files; the
 * rest only uploads them and explains what went wrong.
 */
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { META_FILE, REPORT_FILE, type ArtifactMeta } from './artifacts.js'
import type { RunContext } from './context.js'
import { serializeReport, type Report } from '../report/json.js'
import { maskSecretsDeep } from '../report/sanitize.js'

/**
 * The files of the report artifact, by name: the report and its side file, with every
 * secret-shaped value masked (anyone who can read the run can download an artifact). The side
 * file's comment key stays as it is: it is already reduced to a few safe characters, and the
 * comment workflow must find the comment by it.
 */
export function artifactContents(report: Report, meta: ArtifactMeta): { name: string; text: string }[] {
  return [
    { name: REPORT_FILE, text: serializeReport(maskSecretsDeep(report)) },
    { name: META_FILE, text: JSON.stringify({ ...meta, baseline: maskSecretsDeep(meta.baseline) }) + '\n' },
  ]
}

/** Why an upload cannot be tried here; undefined when it can. */
export function uploadUnavailable(env: Record<string, string | undefined>): string | undefined {
  if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
    return (
      'ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set (this is not a GitHub Actions runner, or ' +
      'the step runs in a container that hides them)'
    )
  }
  const host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.toLowerCase()
  if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
    return (
      `artifacts v4 are not available on GitHub Enterprise Server (${host}); upload the report-path with ` +
      `actions/upload-artifact@v3 instead`
    )
  }
  return undefined
}

export interface Uploaded {
  id?: number
  size?: number
}

/** Upload `files` (absolute paths under `root`) as the artifact `name`. Throws on failure. */
export async function uploadArtifact(
  name: string,
  files: string[],
  root: string,
  retentionDays?: number,
): Promise<Uploaded> {
  // Loaded only when a report is uploaded: the library is most of the bundle and would add a
  // quarter of a second to every start.
  const { DefaultArtifactClient } = await import('@actions/artifact')
  const client = new DefaultArtifactClient()
  const res = await client.uploadArtifact(name, files, root, retentionDays ? { retentionDays } : {})
  return { ...(res.id !== undefined ? { id: res.id } : {}), ...(res.size !== undefined ? { size: res.size } : {}) }
}

/** What went wrong with an upload, and what to do, in one line. */
export function explainUploadError(err: unknown, name: string): string {
  const message = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 300)
  const tail = 'The verdict and the exit status are not affected.'
  if (/\(409\)|already exists/i.test(message)) {
    return (
      `Could not upload the report as the artifact "${name}": this run already has an artifact of that name ` +
      `(${message}). ` +
      `Give each gate step of a run its own artifact-name (in a matrix, for instance artifact-name: ` +
      `agent-trust-gate-\${{ matrix.shard }}), or set upload-report: false. ${tail}`
    )
  }
  return (
    `Could not upload the report as the artifact "${name}": ${message}. Re-run the job to upload it, or ` +
    `set upload-report: false. ${tail}`
  )
}

/** A folder of this step's own under the runner's temporary folder, for files to upload. */
export async function uploadFolder(ctx: RunContext, kind: string): Promise<string> {
  const dir = join(
    ctx.runnerTemp ?? tmpdir(),
    'agent-trust-gate',
    `${kind}-${(ctx.action || 'report').replace(/[^A-Za-z0-9._-]/g, '_')}`,
  )
  await mkdir(dir, { recursive: true })
  return dir
}

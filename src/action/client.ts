/**
 * The octokit client (made inside run(), never at import time), the `CommentApi` it serves, and
 * the `ActionsApi` it serves with @actions/artifact (loaded only when an artifact is downloaded).
 *
 * Retries are bounded in count and in time: the retry plugin retries 5xx and network errors at
 * most 3 times (after 1, 4 and 9 seconds); the throttling plugin waits out a rate limit only when
 * GitHub asks for 60 seconds or less, at most twice; and every request of a run shares one
 * deadline.
 */
import { getOctokit } from '@actions/github'
import { defaults } from '@actions/github/lib/utils'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import type { ActionsApi } from './artifacts.js'
import type { CommentApi, IssueComment } from './comment.js'

export type Octokit = ReturnType<typeof getOctokit>

export const MAX_RETRIES = 3
export const MAX_RATE_LIMIT_RETRIES = 2
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60

export interface ClientOptions {
  /** The unit of the retry delays in milliseconds (1000: 1 s, 4 s, 9 s). */
  retryBaseMs?: number
  /** A deadline for all requests together, in milliseconds. */
  timeoutMs?: number
  /** Told when a rate limit is hit, with whether it will be waited out. */
  onRateLimit?: (message: string) => void
}

/** Whether to wait out a rate limit: only a short one, and not too often. */
export function shouldRetryRateLimit(retryAfterSeconds: number, retryCount: number): boolean {
  return retryAfterSeconds <= MAX_RATE_LIMIT_WAIT_SECONDS && retryCount < MAX_RATE_LIMIT_RETRIES
}

export function makeOctokit(token: string, options: ClientOptions = {}): Octokit {
  const base = options.retryBaseMs ?? 1000
  const limit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method?: string; url?: string },
      _octokit: unknown,
      retryCount: number,
    ): boolean => {
      const again = shouldRetryRateLimit(retryAfter, retryCount)
      options.onRateLimit?.(
        `GitHub's ${kind} was hit by ${request.method ?? ''} ${request.url ?? ''}; ` +
          (again
            ? `retrying after ${retryAfter} s.`
            : `not retrying (retry after ${retryAfter} s, attempt ${retryCount + 1}).`),
      )
      return again
    }
  return getOctokit(
    token,
    {
      retry: { retries: MAX_RETRIES, retryAfterBaseValue: base },
      throttle: {
        retryAfterBaseValue: base,
        onRateLimit: limit('rate limit'),
        onSecondaryRateLimit: limit('secondary rate limit'),
      },
      // getOctokit's own options are replaced, not merged: keep its proxy-aware fetch.
      request: {
        ...defaults.request,
        ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
      },
    },
    retry,
    throttling,
  )
}

interface RawComment {
  id: number
  body?: string | null
  user?: { login: string } | null
  html_url: string
}

const toComment = (c: RawComment): IssueComment => ({
  id: c.id,
  body: c.body ?? '',
  login: c.user?.login ?? null,
  url: c.html_url,
})

/** The comments of one pull request (an issue, to the API). */
export function commentApi(octokit: Octokit, where: { owner: string; repo: string; issueNumber: number }): CommentApi {
  const { owner, repo, issueNumber } = where
  return {
    async *listComments() {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
      })
      for await (const page of pages) yield page.data.map((c) => toComment(c as RawComment))
    },
    async createComment(body) {
      const res = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body })
      return toComment(res.data as RawComment)
    },
    async updateComment(id, body) {
      const res = await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })
      return toComment(res.data as RawComment)
    },
    async authenticatedLogin() {
      const res = await octokit.rest.users.getAuthenticated()
      return res.data.login
    },
  }
}

interface RawArtifact {
  id: number
  name: string
  size_in_bytes?: number
  expired?: boolean
}

interface RawRun {
  id: number
  event?: string
  head_sha?: string
  run_number?: number
  head_repository?: { full_name?: string } | null
}

interface RawPull {
  number: number
  head?: { sha?: string; repo?: { full_name?: string } | null }
}

/** The Actions and pull request endpoints the artifact and baseline features use. */
export function actionsApi(octokit: Octokit, where: { owner: string; repo: string; token: string }): ActionsApi {
  const { owner, repo, token } = where
  return {
    async listRunArtifacts(runId, name) {
      const res = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner,
        repo,
        run_id: runId,
        name,
        per_page: 100,
      })
      return (res.data.artifacts as RawArtifact[]).map((a) => ({
        id: a.id,
        name: a.name,
        size: a.size_in_bytes ?? 0,
        expired: a.expired === true,
      }))
    },
    async downloadArtifact(artifactId, runId, dir) {
      // Loaded only when an artifact is downloaded: the library is most of the bundle.
      const { DefaultArtifactClient } = await import('@actions/artifact')
      // findBy: the public REST API with this token (GET .../actions/artifacts/{id}/zip, then the
      // redirect to blob storage), which may read other runs' artifacts. The zip is kept whole,
      // to be read within limits (./artifacts.ts), never unpacked on disk. The library keeps its
      // own retries (the blob download 5 times, 5 s apart), not this client's, nor its deadline.
      await new DefaultArtifactClient().downloadArtifact(artifactId, {
        path: dir,
        skipDecompress: true,
        findBy: { token, repositoryOwner: owner, repositoryName: repo, workflowRunId: runId },
      })
    },
    async listSuccessfulPushRuns(workflow, branch, perPage) {
      const res = await octokit.rest.actions.listWorkflowRuns({
        owner,
        repo,
        workflow_id: workflow,
        branch,
        event: 'push',
        status: 'success',
        exclude_pull_requests: true,
        per_page: perPage,
      })
      return (res.data.workflow_runs as RawRun[]).map((r) => ({
        id: r.id,
        event: r.event ?? '',
        headSha: r.head_sha ?? '',
        ...(r.run_number ? { number: r.run_number } : {}),
        headRepo: r.head_repository?.full_name ?? '',
      }))
    },
    async runWorkflowId(runId) {
      const res = await octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: runId })
      return res.data.workflow_id
    },
    async listOpenPulls(head) {
      const res = await octokit.rest.pulls.list({ owner, repo, state: 'open', head, per_page: 100 })
      return (res.data as RawPull[]).map((p) => ({
        number: p.number,
        headSha: p.head?.sha ?? '',
        headRepo: p.head?.repo?.full_name ?? '',
      }))
    },
  }
}

/**
 * What the action needs to know about the run it is in: the event, the repository, the pull
 * request (if any), the workflow and job (for the default comment key), and where to write.
 *
 * `pullRequestOf` and `contextFrom` are pure; `readContext` reads the environment and the event
 * file the runner wrote (GITHUB_EVENT_PATH).
 */
import { readFileSync } from 'node:fs'

export interface PullRequestRef {
  number: number
  /** True when the head branch lives in another repository (a fork): the token is read-only. */
  fromFork: boolean
  /** The head commit (not the merge commit the workflow checks out). */
  headSha?: string
  /** The branch the pull request would merge into. */
  baseRef?: string
}

/** The run that triggered a `workflow_run` event (the gate run, for `mode: comment`). */
export interface WorkflowRunRef {
  id: number
  attempt?: number
  number?: number
  /** The event that started that run: `pull_request`, `push`, ... */
  event: string
  conclusion: string | null
  headSha: string
  headBranch?: string
  /** The owner of the repository the head branch lives in (a fork's owner for a fork). */
  headOwner?: string
  workflowId?: number
  /** The pull requests GitHub names for the run: only those of this repository, not of forks. */
  pullRequests: { number: number; headSha?: string }[]
}

export interface RunContext {
  eventName: string
  repo?: { owner: string; repo: string }
  pullRequest?: PullRequestRef
  workflow: string
  job: string
  /** The step's id (GITHUB_ACTION); unique within the job. */
  action: string
  serverUrl: string
  runId?: string
  runAttempt?: number
  runNumber?: number
  /** `owner/repo/.github/workflows/file.yml@ref` (GITHUB_WORKFLOW_REF). */
  workflowRef?: string
  /** The branch of a push (GITHUB_REF `refs/heads/<branch>`). */
  pushBranch?: string
  workflowRun?: WorkflowRunRef
  workspace: string
  runnerTemp?: string
  /** The commit the workflow runs for (GITHUB_SHA): what `since: commit` means. */
  sha?: string
}

type Json = Record<string, unknown>
const obj = (x: unknown): Json | undefined =>
  x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Json) : undefined
const posInt = (x: unknown): number | undefined =>
  Number.isSafeInteger(x) && (x as number) > 0 ? (x as number) : undefined
const text = (x: unknown, re: RegExp): string | undefined => (typeof x === 'string' && re.test(x) ? x : undefined)
const SHA = /^[0-9a-f]{40}$/
/** A branch name as git allows it, roughly; anything else is not used. */
// eslint-disable-next-line no-control-regex
const BRANCH = /^(?!.*\.\.)(?!\/)[^\u0000-\u0020~^:?*[\\]{1,255}$/
const numberOf = (x: unknown) => (typeof x === 'string' && /^[1-9]\d{0,15}$/.test(x) ? Number(x) : undefined)

/** The pull request an event is about: `pull_request*` events, and comments on a pull request. */
export function pullRequestOf(payload: unknown): PullRequestRef | undefined {
  const p = obj(payload)
  if (!p) return undefined
  const pr = obj(p.pull_request)
  if (pr && Number.isSafeInteger(pr.number) && (pr.number as number) > 0) {
    const head = obj(pr.head)
    const headName = obj(head?.repo)?.full_name
    const baseName = obj(obj(pr.base)?.repo)?.full_name
    // A head repository that is gone (null) was a deleted fork.
    const fromFork =
      (head !== undefined && head.repo === null) || (typeof headName === 'string' && headName !== baseName)
    const headSha = text(head?.sha, SHA)
    const baseRef = text(obj(pr.base)?.ref, BRANCH)
    return { number: pr.number as number, fromFork, ...(headSha ? { headSha } : {}), ...(baseRef ? { baseRef } : {}) }
  }
  const issue = obj(p.issue)
  if (issue && obj(issue.pull_request) && Number.isSafeInteger(issue.number) && (issue.number as number) > 0) {
    return { number: issue.number as number, fromFork: false }
  }
  return undefined
}

/** The triggering run of a `workflow_run` event. */
export function workflowRunOf(payload: unknown): WorkflowRunRef | undefined {
  const run = obj(obj(payload)?.workflow_run)
  const id = posInt(run?.id)
  const headSha = text(run?.head_sha, SHA)
  if (!run || !id || !headSha) return undefined
  const attempt = posInt(run.run_attempt)
  const number = posInt(run.run_number)
  const headBranch = text(run.head_branch, BRANCH)
  const headOwner = text(obj(obj(run.head_repository)?.owner)?.login, /^[A-Za-z0-9-]{1,100}$/)
  const workflowId = posInt(run.workflow_id)
  const pullRequests = (Array.isArray(run.pull_requests) ? run.pull_requests : []).flatMap((x) => {
    const n = posInt(obj(x)?.number)
    const sha = text(obj(obj(x)?.head)?.sha, SHA)
    return n ? [{ number: n, ...(sha ? { headSha: sha } : {}) }] : []
  })
  return {
    id,
    ...(attempt ? { attempt } : {}),
    ...(number ? { number } : {}),
    event: typeof run.event === 'string' ? run.event : '',
    conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
    headSha,
    ...(headBranch ? { headBranch } : {}),
    ...(headOwner ? { headOwner } : {}),
    ...(workflowId ? { workflowId } : {}),
    pullRequests,
  }
}

/** The run context from environment variables and the event payload. */
export function contextFrom(env: Record<string, string | undefined>, payload: unknown): RunContext {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  const pushBranch =
    env.GITHUB_EVENT_NAME === 'push' ? text(/^refs\/heads\/(.+)$/.exec(env.GITHUB_REF ?? '')?.[1], BRANCH) : undefined
  const workflowRun = workflowRunOf(payload)
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    ...(owner && repo ? { repo: { owner, repo } } : {}),
    pullRequest: pullRequestOf(payload),
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    action: env.GITHUB_ACTION ?? '',
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
    ...(numberOf(env.GITHUB_RUN_ATTEMPT) ? { runAttempt: numberOf(env.GITHUB_RUN_ATTEMPT) } : {}),
    ...(numberOf(env.GITHUB_RUN_NUMBER) ? { runNumber: numberOf(env.GITHUB_RUN_NUMBER) } : {}),
    ...(env.GITHUB_WORKFLOW_REF ? { workflowRef: env.GITHUB_WORKFLOW_REF } : {}),
    ...(pushBranch ? { pushBranch } : {}),
    ...(workflowRun ? { workflowRun } : {}),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    ...(env.RUNNER_TEMP ? { runnerTemp: env.RUNNER_TEMP } : {}),
    ...(text(env.GITHUB_SHA, SHA) ? { sha: text(env.GITHUB_SHA, SHA) } : {}),
  }
}

/** The run context of this process. An unreadable event file counts as no payload. */
export function readContext(env: Record<string, string | undefined> = process.env): RunContext {
  let payload: unknown
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'))
    } catch {
      payload = undefined
    }
  }
  return contextFrom(env, payload)
}

/** The default comment key: the workflow and the job, e.g. `CI/gate`. */
export function defaultCommentKey(ctx: Pick<RunContext, 'workflow' | 'job'>): string {
  return [ctx.workflow, ctx.job].filter(Boolean).join('/') || 'default'
}

/** A run's page, where its job summary is shown: this run's, or the one whose id is given. */
export function runUrl(ctx: RunContext, runId: string | number | undefined = ctx.runId): string | undefined {
  if (!ctx.repo || runId === undefined || !/^\d+$/.test(String(runId))) return undefined
  return `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${runId}`
}

/**
 * The workflow file of this run, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@ref`):
 * `ci.yml`, which the REST API takes in place of a workflow id.
 */
export function workflowFileOf(workflowRef: string | undefined): string | undefined {
  const m = /^[^/]+\/[^/]+\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(workflowRef ?? '')
  return m?.[1]
}

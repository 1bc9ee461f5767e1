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
  workspace: string
  runnerTemp?: string
}

type Json = Record<string, unknown>
const obj = (x: unknown): Json | undefined => (x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Json) : undefined)

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
    const fromFork = (head !== undefined && head.repo === null) || (typeof headName === 'string' && headName !== baseName)
    return { number: pr.number as number, fromFork }
  }
  const issue = obj(p.issue)
  if (issue && obj(issue.pull_request) && Number.isSafeInteger(issue.number) && (issue.number as number) > 0) {
    return { number: issue.number as number, fromFork: false }
  }
  return undefined
}

/** The run context from environment variables and the event payload. */
export function contextFrom(env: Record<string, string | undefined>, payload: unknown): RunContext {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    ...(owner && repo ? { repo: { owner, repo } } : {}),
    pullRequest: pullRequestOf(payload),
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    action: env.GITHUB_ACTION ?? '',
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    ...(env.RUNNER_TEMP ? { runnerTemp: env.RUNNER_TEMP } : {}),
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

/** The run's page, where its job summary is shown. */
export function runUrl(ctx: RunContext): string | undefined {
  if (!ctx.repo || !ctx.runId) return undefined
  return `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}`
}

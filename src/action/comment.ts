/**
 * The sticky pull request comment: exactly one per pull request and comment key.
 *
 * Ours is the comment whose first line is our hidden marker (which names the comment key) AND
 * whose author is the token's own identity. Every page of the pull request's comments is
 * searched (oldest first). It is created once, then updated in place, and not rewritten when its
 * text would not change. A comment by anyone else is never edited, whatever it contains.
 *
 * The token's identity: the default token (`${{ github.token }}`) is an installation token of
 * the GitHub Actions app (it starts with `ghs_`); its comments are written by
 * `github-actions[bot]`, and such a token may not call GET /user. For any other token
 * (a personal access token, fine-grained or classic, or an OAuth token) GET /user tells the
 * login.
 *
 * I/O goes through `CommentApi` (src/action/client.ts makes one from octokit), so all of this is
 * tested with a fake.
 */
import { sanitizeCommentKey } from '../report/sanitize.js'

export interface IssueComment {
  id: number
  body: string
  /** The author's login; null for a deleted account ("ghost"). */
  login: string | null
  url: string
}

export interface CommentApi {
  /** The comments of the pull request, a page at a time, oldest first. */
  listComments(): AsyncIterable<IssueComment[]>
  createComment(body: string): Promise<IssueComment>
  updateComment(id: number, body: string): Promise<IssueComment>
  /** GET /user: the login of the token's user. */
  authenticatedLogin(): Promise<string>
}

/** The login of the default token's comments. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]'

/** Pages of comments searched, at most (100 comments a page). */
export const MAX_COMMENT_PAGES = 100

/** The hidden marker for a comment key: `<!-- agent-trust-gate:comment-key=CI/gate -->`. */
export function markerFor(key: string): string {
  return `<!-- agent-trust-gate:comment-key=${sanitizeCommentKey(key)} -->`
}

/** True when the body's first line is the marker. */
export function hasMarker(body: string, marker: string): boolean {
  const start = body.replace(/^\uFEFF/, '').trimStart()
  const end = start.search(/\r?\n/)
  return (end === -1 ? start : start.slice(0, end)).trim() === marker
}

const sameLogin = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase()

/** Ours: our marker on the first line, and written by our own identity. */
export function isOwnComment(comment: IssueComment, marker: string, login: string): boolean {
  return sameLogin(comment.login, login) && hasMarker(comment.body, marker)
}

/**
 * The login known from the token alone: `github-actions[bot]` for an installation token (the
 * default token); undefined when GET /user must be asked.
 */
export function knownLogin(token: string): string | undefined {
  return token.startsWith('ghs_') ? ACTIONS_BOT_LOGIN : undefined
}

/** The login whose comments are ours. */
export async function resolveLogin(api: Pick<CommentApi, 'authenticatedLogin'>, token: string): Promise<string> {
  return knownLogin(token) ?? (await api.authenticatedLogin())
}

/** Our comment, searching every page (up to MAX_COMMENT_PAGES); the oldest when there are several. */
export async function findOwnComment(
  api: Pick<CommentApi, 'listComments'>,
  marker: string,
  login: string,
): Promise<IssueComment | undefined> {
  let pages = 0
  for await (const page of api.listComments()) {
    const own = page.find((c) => isOwnComment(c, marker, login))
    if (own) return own
    if (++pages >= MAX_COMMENT_PAGES) break
  }
  return undefined
}

export type CommentAction = 'created' | 'updated' | 'unchanged' | 'not-created'

export interface CommentResult {
  action: CommentAction
  comment?: IssueComment
}

/** Two bodies that show the same text. */
function sameText(a: string, b: string): boolean {
  return a.replace(/\r\n/g, '\n').trimEnd() === b.replace(/\r\n/g, '\n').trimEnd()
}

/**
 * Create our comment, or update it in place. `mayCreate` false only updates an existing one (so
 * that a stale failure is corrected, but a passing run does not add a comment).
 */
export async function upsertComment(
  api: CommentApi,
  options: {
    marker: string
    /** The body, or how to make it from our existing comment (which carries the history). */
    body: string | ((existing: IssueComment | undefined) => string)
    login: string
    mayCreate: boolean
  },
): Promise<CommentResult> {
  const existing = await findOwnComment(api, options.marker, options.login)
  if (!existing && !options.mayCreate) return { action: 'not-created' }
  const body = typeof options.body === 'function' ? options.body(existing) : options.body
  if (existing) {
    if (sameText(existing.body, body)) return { action: 'unchanged', comment: existing }
    return { action: 'updated', comment: await api.updateComment(existing.id, body) }
  }
  return { action: 'created', comment: await api.createComment(body) }
}

/** The HTTP status of an octokit error, when it has one. */
export function statusOf(err: unknown): number | undefined {
  const s = (err as { status?: unknown })?.status
  return typeof s === 'number' ? s : undefined
}

/**
 * What went wrong while publishing, and what to do about it, in one line. The verdict stands
 * whatever this says.
 */
export function explainPublishError(
  err: unknown,
  what: string,
  options: {
    fromFork?: boolean
    /** What to grant instead of the comment's permissions (e.g. for downloading artifacts). */
    permissions?: string
  } = {},
): string {
  const status = statusOf(err)
  const message = (err instanceof Error ? err.message : String(err))
    .split('\n')[0]
    .replace(/ - https:\/\/docs\.github\.com\S*$/, '')
    .slice(0, 200)
  const forks =
    'On pull requests from forks the token is read-only whatever the workflow grants: gate on pull_request, ' +
    'upload the report, ' +
    'and comment from a workflow_run workflow (see docs/action.md, "Pull requests from forks").'
  const tail = 'The verdict and the exit status are not affected.'
  const head = `Could not ${what}`
  if (status === 401)
    return `${head} (HTTP 401: ${message}): the token was refused; check the github-token input. ${tail}`
  if (status === 403 || status === 404) {
    const rateLimited = status === 403 && /rate limit/i.test(message)
    if (rateLimited)
      return (
        `${head} (HTTP 403: ${message}): GitHub's rate limit was reached; the comment will be updated by ` +
        `the next run. ${tail}`
      )
    if (options.permissions) return `${head} (HTTP ${status}: ${message}). ${options.permissions} ${tail}`
    const perms =
      'Give the job `permissions: pull-requests: write` (and `contents: read`), or pass a github-token that may ' +
      'write pull request comments.'
    return `${head} (HTTP ${status}: ${message}). ${options.fromFork ? `${forks} ` : `${perms} ${forks} `}${tail}`
  }
  if (status === 422) {
    return (
      `${head} (HTTP 422: ${message}): GitHub refused the request (is the pull request locked, or the ` +
      `comment too long?). ${tail}`
    )
  }
  if (status !== undefined && status >= 500) {
    return `${head} (HTTP ${status} after retries: ${message}): GitHub is having trouble; re-run the job. ${tail}`
  }
  if ((err as Error)?.name === 'AbortError' || (err as Error)?.name === 'TimeoutError') {
    return `${head}: GitHub did not answer in time; re-run the job. ${tail}`
  }
  return `${head}: ${message}. ${tail}`
}

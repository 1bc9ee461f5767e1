import { describe, expect, it } from '@jest/globals'
import {
  ACTIONS_BOT_LOGIN,
  MAX_COMMENT_PAGES,
  explainPublishError,
  findOwnComment,
  hasMarker,
  isOwnComment,
  knownLogin,
  markerFor,
  resolveLogin,
  upsertComment,
  type CommentApi,
  type IssueComment,
} from '../../src/action/comment.js'

const MARKER = markerFor('CI/gate')

/** A fake pull request: comments in pages, and a record of every call. */
class FakeComments implements CommentApi {
  calls: string[] = []
  nextId = 1000
  constructor(
    public comments: IssueComment[],
    private readonly perPage = 100,
    private readonly user = 'some-user',
  ) {}

  async *listComments() {
    for (let i = 0; i < this.comments.length || i === 0; i += this.perPage) {
      this.calls.push(`list page ${i / this.perPage + 1}`)
      yield this.comments.slice(i, i + this.perPage)
    }
  }
  async createComment(body: string) {
    this.calls.push('create')
    const c = { id: this.nextId++, body, login: ACTIONS_BOT_LOGIN, url: `https://github.test/c/${this.nextId}` }
    this.comments.push(c)
    return c
  }
  async updateComment(id: number, body: string) {
    this.calls.push(`update ${id}`)
    const c = this.comments.find((x) => x.id === id)!
    c.body = body
    return c
  }
  async authenticatedLogin() {
    this.calls.push('GET /user')
    return this.user
  }
}

const comment = (id: number, login: string | null, body: string): IssueComment => ({
  id,
  login,
  body,
  url: `https://github.test/c/${id}`,
})

const others = (n: number, start = 1) =>
  Array.from({ length: n }, (_, i) => comment(start + i, `user${i}`, `comment ${i}`))

describe('the marker', () => {
  it('names the sanitised comment key', () => {
    expect(markerFor('CI/gate')).toBe('<!-- agent-trust-gate:comment-key=CI/gate -->')
    expect(markerFor('a --> b')).toBe('<!-- agent-trust-gate:comment-key=a -_ b -->')
    expect(markerFor('')).toBe('<!-- agent-trust-gate:comment-key=default -->')
  })

  it.each([
    ['on the first line', `${MARKER}\n## report`, true],
    ['alone', MARKER, true],
    ['after blank lines, with CRLF', `\r\n${MARKER}\r\nx`, true],
    ['later in the body', `quoted:\n${MARKER}\n`, false],
    ['with another key', `${markerFor('CI/other')}\nx`, false],
    ['with a key that starts the same', `${markerFor('CI/gate2')}\nx`, false],
    ['inside other text on the first line', `see ${MARKER}`, false],
    ['empty body', '', false],
  ])('is matched %s: %s', (_, body, expected) => {
    expect(hasMarker(body, MARKER)).toBe(expected)
  })
})

describe('whose comment is ours', () => {
  it('needs both our marker and our identity', () => {
    expect(isOwnComment(comment(1, ACTIONS_BOT_LOGIN, `${MARKER}\nx`), MARKER, ACTIONS_BOT_LOGIN)).toBe(true)
    expect(isOwnComment(comment(1, 'GitHub-Actions[bot]', `${MARKER}\nx`), MARKER, ACTIONS_BOT_LOGIN)).toBe(true)
    expect(isOwnComment(comment(1, 'mallory', `${MARKER}\nx`), MARKER, ACTIONS_BOT_LOGIN)).toBe(false)
    expect(isOwnComment(comment(1, null, `${MARKER}\nx`), MARKER, ACTIONS_BOT_LOGIN)).toBe(false)
    expect(isOwnComment(comment(1, ACTIONS_BOT_LOGIN, 'no marker'), MARKER, ACTIONS_BOT_LOGIN)).toBe(false)
  })

  it('is github-actions[bot] for the default (installation) token, without asking', async () => {
    const api = new FakeComments([])
    expect(knownLogin('ghs_abc')).toBe(ACTIONS_BOT_LOGIN)
    expect(await resolveLogin(api, 'ghs_abc')).toBe(ACTIONS_BOT_LOGIN)
    expect(api.calls).toEqual([])
  })

  it.each(['ghp_abc', 'github_pat_abc', 'gho_abc', 'some-other-token'])(
    'is asked of GET /user for %s',
    async (token) => {
      const api = new FakeComments([], 100, 'octo-user')
      expect(knownLogin(token)).toBeUndefined()
      expect(await resolveLogin(api, token)).toBe('octo-user')
      expect(api.calls).toEqual(['GET /user'])
    },
  )
})

describe('upsertComment', () => {
  const options = { marker: MARKER, body: `${MARKER}\nreport v1\n`, login: ACTIONS_BOT_LOGIN, mayCreate: true }

  it('creates the comment the first time', async () => {
    const api = new FakeComments(others(3))
    const r = await upsertComment(api, options)
    expect(r.action).toBe('created')
    expect(api.calls).toEqual(['list page 1', 'create'])
  })

  it('updates it in place the second time, found across pages', async () => {
    const api = new FakeComments([...others(250), comment(9, ACTIONS_BOT_LOGIN, `${MARKER}\nold`), ...others(10, 300)])
    const r = await upsertComment(api, options)
    expect(r).toEqual({ action: 'updated', comment: expect.objectContaining({ id: 9, body: options.body }) })
    expect(api.calls).toEqual(['list page 1', 'list page 2', 'list page 3', 'update 9'])
  })

  it('does not rewrite a comment whose text would not change', async () => {
    const api = new FakeComments([comment(9, ACTIONS_BOT_LOGIN, `${MARKER}\r\nreport v1`)])
    const r = await upsertComment(api, options)
    expect(r.action).toBe('unchanged')
    expect(api.calls).toEqual(['list page 1'])
  })

  it("never edits someone else's comment with our marker", async () => {
    const api = new FakeComments([
      comment(1, 'mallory', `${MARKER}\nfake`),
      comment(2, ACTIONS_BOT_LOGIN, `${markerFor('CI/other')}\nother key`),
      comment(3, ACTIONS_BOT_LOGIN, `not ours\n${MARKER}`),
    ])
    const r = await upsertComment(api, options)
    expect(r.action).toBe('created')
    expect(api.calls).toEqual(['list page 1', 'create'])
    expect(api.comments.slice(0, 3).map((c) => c.body)).toEqual([
      `${MARKER}\nfake`,
      `${markerFor('CI/other')}\nother key`,
      `not ours\n${MARKER}`,
    ])
  })

  it('updates the oldest when there are several', async () => {
    const api = new FakeComments([
      comment(5, ACTIONS_BOT_LOGIN, `${MARKER}\na`),
      comment(6, ACTIONS_BOT_LOGIN, `${MARKER}\nb`),
    ])
    expect((await upsertComment(api, options)).comment?.id).toBe(5)
  })

  it('only updates when it may not create (comment-on: failure, and the gate passed)', async () => {
    const none = new FakeComments(others(2))
    expect((await upsertComment(none, { ...options, mayCreate: false })).action).toBe('not-created')
    expect(none.calls).toEqual(['list page 1'])
    const stale = new FakeComments([comment(7, ACTIONS_BOT_LOGIN, `${MARKER}\nfailed`)])
    expect((await upsertComment(stale, { ...options, mayCreate: false })).action).toBe('updated')
  })

  it('makes the body from our own existing comment only (which carries the history)', async () => {
    const seen: (string | undefined)[] = []
    const body = (existing: IssueComment | undefined) => {
      seen.push(existing?.body)
      return `${MARKER}\nrun ${seen.length}`
    }
    const api = new FakeComments([comment(1, 'mallory', `${MARKER}\nforged history`)])
    expect((await upsertComment(api, { ...options, body })).action).toBe('created')
    expect((await upsertComment(api, { ...options, body })).action).toBe('updated')
    expect(seen).toEqual([undefined, `${MARKER}\nrun 1`])
    // Not asked at all when there is nothing to update and it may not create.
    const quiet = new FakeComments([])
    expect((await upsertComment(quiet, { ...options, body, mayCreate: false })).action).toBe('not-created')
    expect(seen).toHaveLength(2)
  })

  it('stops searching after MAX_COMMENT_PAGES pages', async () => {
    const api = new FakeComments(
      [...others(MAX_COMMENT_PAGES * 2, 1), comment(1e6, ACTIONS_BOT_LOGIN, `${MARKER}\nx`)],
      1,
    )
    expect(await findOwnComment(api, MARKER, ACTIONS_BOT_LOGIN)).toBeUndefined()
    expect(api.calls).toHaveLength(MAX_COMMENT_PAGES)
  })
})

describe('explainPublishError', () => {
  const err = (status: number, message: string) => Object.assign(new Error(message), { status })

  it.each([
    [403, 'Resource not accessible by integration', false, ['pull-requests: write', 'workflow_run', 'not affected']],
    [403, 'Resource not accessible by integration', true, ['forks', 'workflow_run', 'not affected']],
    [404, 'Not Found', false, ['HTTP 404', 'pull-requests: write']],
    [422, 'Validation Failed', false, ['HTTP 422', 'locked']],
    [401, 'Bad credentials', false, ['github-token']],
    [502, 'Bad Gateway', false, ['after retries', 're-run']],
    [403, 'API rate limit exceeded', false, ['rate limit', 'next run']],
  ])('explains HTTP %i (%s; fork: %s)', (status, message, fromFork, words) => {
    const text = explainPublishError(err(status, message), 'update the comment', { fromFork })
    for (const w of words) expect(text).toContain(w)
    expect(text).toContain('The verdict and the exit status are not affected.')
    expect(text).not.toContain('\n')
  })

  it('names the permission to grant for other requests (artifacts)', () => {
    const text = explainPublishError(err(403, 'Resource not accessible by integration'), 'download the artifact', {
      permissions: 'Give the job `permissions: actions: read`.',
    })
    expect(text).toBe(
      'Could not download the artifact (HTTP 403: Resource not accessible by integration). Give the job `permissions: actions: read`. The verdict and the exit status are not affected.',
    )
  })

  it('explains a timeout and an unknown error', () => {
    expect(explainPublishError(Object.assign(new Error('x'), { name: 'TimeoutError' }), 'post')).toContain(
      'did not answer in time',
    )
    expect(explainPublishError(new Error('boom'), 'post')).toBe(
      'Could not post: boom. The verdict and the exit status are not affected.',
    )
  })
})

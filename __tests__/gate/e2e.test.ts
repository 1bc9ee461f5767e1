/**
 * End to end: the bundled action (dist/index.js) run exactly as the runner runs it, with INPUT_*
 * variables, an event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and GITHUB_API_URL
 * pointing at a small fake of GitHub's issue-comment endpoints on 127.0.0.1.
 *
 * Run `npm run bundle` first: this tests the bundle, not the sources.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BUNDLE = join(ROOT, 'dist/index.js')
const TOKEN = 'ghs_e2eTestToken0123456789abcdefABCDEF'
const BOT = 'github-actions[bot]'
const OWNER = 'octo'
const REPO = 'demo'
const PR = 7
const MARKER = '<!-- agent-trust-gate:comment-key=CI/gate -->'

interface FakeComment {
  id: number
  body: string
  user: { login: string; type: string }
  html_url: string
}

interface RecordedRequest {
  method: string
  path: string
  auth?: string
  body?: { body?: string }
}

interface Fault {
  method: string
  path: RegExp
  status: number
  times: number
  message: string
  headers: Record<string, string>
}

/** GitHub's issue-comment endpoints, in memory; records every request, fails on demand. */
class FakeGitHub {
  comments: FakeComment[] = []
  requests: RecordedRequest[] = []
  faults: Fault[] = []
  private server?: Server
  private nextId = 1
  url = ''

  seed(n: number, login: string, body: (i: number) => string): number[] {
    const ids: number[] = []
    for (let i = 0; i < n; i++) ids.push(this.add(login, body(i)).id)
    return ids
  }

  add(login: string, body: string): FakeComment {
    const id = this.nextId++
    const c = { id, body, user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' }, html_url: `https://github.test/${OWNER}/${REPO}/pull/${PR}#issuecomment-${id}` }
    this.comments.push(c)
    return c
  }

  fail(method: string, path: RegExp, status: number, times: number, message = 'Injected failure', headers: Record<string, string> = {}) {
    this.faults.push({ method, path, status, times, message, headers })
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res))
    this.server.keepAliveTimeout = 100
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve())
  }

  /** Requests other than the comment listing, as `METHOD path`. */
  writes(): string[] {
    return this.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)
  }

  pagesListed(): string[] {
    return this.requests.filter((r) => r.method === 'GET' && r.path.includes('/comments')).map((r) => new URL(r.path, 'http://x').searchParams.get('page') ?? '1')
  }

  private send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(JSON.stringify(data))
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size < 4 * 1024 * 1024) chunks.push(c)
    })
    req.on('end', () => {
      const method = req.method ?? 'GET'
      const path = req.url ?? '/'
      const text = Buffer.concat(chunks).toString('utf8')
      const body = text ? (JSON.parse(text) as { body?: string }) : undefined
      this.requests.push({ method, path, auth: req.headers.authorization, ...(body ? { body } : {}) })

      const fault = this.faults.find((f) => f.times > 0 && f.method === method && f.path.test(path))
      if (fault) {
        fault.times--
        return this.send(res, fault.status, { message: fault.message, documentation_url: 'https://docs.github.com/rest' }, fault.headers)
      }

      const url = new URL(path, this.url)
      const list = `/repos/${OWNER}/${REPO}/issues/${PR}/comments`
      if (method === 'GET' && url.pathname === list) {
        const perPage = Number(url.searchParams.get('per_page') ?? 30)
        const page = Number(url.searchParams.get('page') ?? 1)
        const last = Math.max(1, Math.ceil(this.comments.length / perPage))
        const links: string[] = []
        if (page < last) links.push(`<${this.url}${list}?per_page=${perPage}&page=${page + 1}>; rel="next"`, `<${this.url}${list}?per_page=${perPage}&page=${last}>; rel="last"`)
        return this.send(res, 200, this.comments.slice((page - 1) * perPage, page * perPage), links.length ? { link: links.join(', ') } : {})
      }
      if (method === 'POST' && url.pathname === list) {
        return this.send(res, 201, this.add(BOT, body?.body ?? ''))
      }
      const one = /^\/repos\/octo\/demo\/issues\/comments\/(\d+)$/.exec(url.pathname)
      if (method === 'PATCH' && one) {
        const c = this.comments.find((x) => x.id === Number(one[1]))
        if (!c) return this.send(res, 404, { message: 'Not Found' })
        c.body = body?.body ?? ''
        return this.send(res, 200, c)
      }
      if (method === 'GET' && url.pathname === '/user') {
        return this.send(res, 403, { message: 'Resource not accessible by integration' })
      }
      return this.send(res, 404, { message: 'Not Found' })
    })
  }
}

interface RunResult {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
}

/** Parse GITHUB_OUTPUT as the runner does: `name<<delimiter`, lines, `delimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i])
    if (!m) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i])
    out[m[1]] = value.join('\n')
  }
  return out
}

let work: string

/** Run dist/index.js as the runner would, with a clean environment; killed after 30 s. */
function runAction(api: FakeGitHub, inputs: Record<string, string>, event: { name: string; payload: unknown }): Promise<RunResult> {
  const dir = mkdtempSync(join(work, 'run-'))
  const files = { event: join(dir, 'event.json'), output: join(dir, 'output'), summary: join(dir, 'summary.md') }
  writeFileSync(files.event, JSON.stringify(event.payload))
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_API_URL: api.url,
    GITHUB_SERVER_URL: 'https://github.test',
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'gate',
    GITHUB_ACTION: 'trust-gate',
    GITHUB_RUN_ID: '1234',
    GITHUB_WORKSPACE: ROOT,
    RUNNER_TEMP: dir,
    AGENT_TRUST_GATE_RETRY_BASE_MS: '5',
    'INPUT_GITHUB-TOKEN': TOKEN,
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  return new Promise((resolve, reject) => {
    // Started from elsewhere, to show that globs are relative to GITHUB_WORKSPACE.
    const child = spawn(process.execPath, [BUNDLE], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(files.output, 'utf8')),
        summary: readFileSync(files.summary, 'utf8'),
      })
    })
  })
}

const prEvent = {
  name: 'pull_request',
  payload: {
    action: 'synchronize',
    number: PR,
    pull_request: { number: PR, head: { repo: { full_name: `${OWNER}/${REPO}` } }, base: { repo: { full_name: `${OWNER}/${REPO}` } } },
    repository: { name: REPO, owner: { login: OWNER }, full_name: `${OWNER}/${REPO}` },
  },
}

const FAILING = 'examples/tool-loop.jsonl\nexamples/clean.jsonl'
const PASSING = 'examples/clean.jsonl'

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  work = mkdtempSync(join(tmpdir(), 'atg-e2e-'))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the bundled action on a pull request', () => {
  let api: FakeGitHub
  beforeEach(async () => {
    api = new FakeGitHub()
    await api.start()
  })
  afterEach(async () => {
    await api.stop()
  })

  it('creates the comment, then updates it, then leaves it alone; searching every page', async () => {
    // 205 older comments by people: three pages of 100. Among them, a comment by someone else
    // with our marker, and one of ours with another key; neither may be touched.
    api.seed(200, 'someone', (i) => `comment ${i}`)
    const mallory = api.add('mallory', `${MARKER}\nI am not the gate`)
    const otherKey = api.add(BOT, '<!-- agent-trust-gate:comment-key=CI/other -->\nanother gate step')
    api.seed(3, 'someone', (i) => `late comment ${i}`)

    const first = await runAction(api, { sessions: FAILING }, prEvent)
    expect(first.stderr).toBe('')
    expect(first.code).toBe(1)
    expect(api.pagesListed()).toEqual(['1', '2', '3'])
    expect(api.writes()).toEqual([`POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`])
    const created = api.comments[api.comments.length - 1]
    expect(created.body.split('\n')[0]).toBe(MARKER)
    expect(created.body).toContain('## ❌ Agent trust gate: failed')
    expect(created.body).toContain('`examples/tool-loop.jsonl`')
    expect(created.body).toContain('```mermaid')
    expect(api.requests.every((r) => r.auth === `token ${TOKEN}`)).toBe(true)
    expect(api.requests.some((r) => r.path === '/user')).toBe(false)

    // Outputs agree with the JSON report.
    const report = JSON.parse(readFileSync(first.outputs['report-path'], 'utf8'))
    expect(first.outputs).toEqual({
      'trust-score': String(report.verdict.trust_score),
      readiness: report.verdict.readiness_level,
      'primary-failure': 'infinite_tool_loop',
      passed: 'false',
      'report-path': expect.stringMatching(/agent-trust-gate\/trust-gate\.json$/),
      'comment-url': created.html_url,
    })
    expect(report.sessions.map((s: { source: string }) => s.source)).toEqual(['examples/clean.jsonl', 'examples/tool-loop.jsonl'])

    // The log: groups, annotations, one verdict line at the end, then the failure.
    for (const g of ['::group::Finding trace files', '::group::Diagnosing 2 trace files', '::group::Publishing']) {
      expect(first.stdout).toContain(g)
    }
    expect(first.stdout).toMatch(/::error title=infinite_tool_loop \(critical\) in examples\/tool-loop\.jsonl.*,file=examples\/tool-loop\.jsonl,line=1::/)
    const tail = first.stdout.trimEnd().split('\n').slice(-2)
    expect(tail[0]).toMatch(/^Verdict: FAILED \(fail-on unsafe_for_production\): 1 of 2 sessions failed/)
    expect(tail[1]).toMatch(/^::error::The agent trust gate failed: examples\/tool-loop\.jsonl is unsafe_for_production/)
    expect(first.summary).toContain('## ❌ Agent trust gate: failed')
    expect(first.summary).not.toContain(MARKER)

    // Second run, another trace: the comment is updated in place, on page 3.
    api.requests = []
    const second = await runAction(api, { sessions: `${FAILING}\nexamples/cost-explosion.jsonl` }, prEvent)
    expect(second.code).toBe(1)
    expect(api.pagesListed()).toEqual(['1', '2', '3'])
    expect(api.writes()).toEqual([`PATCH /repos/${OWNER}/${REPO}/issues/comments/${created.id}`])
    expect(created.body).toContain('`examples/cost-explosion.jsonl`')
    expect(second.outputs['comment-url']).toBe(created.html_url)

    // Third run, the same traces: nothing to write.
    api.requests = []
    const third = await runAction(api, { sessions: `${FAILING}\nexamples/cost-explosion.jsonl` }, prEvent)
    expect(third.code).toBe(1)
    expect(api.writes()).toEqual([])
    expect(third.stdout).toContain('The comment is up to date')

    // Exactly one comment of ours; the others untouched.
    expect(api.comments.filter((c) => c.body.startsWith(MARKER) && c.user.login === BOT)).toHaveLength(1)
    expect(mallory.body).toBe(`${MARKER}\nI am not the gate`)
    expect(otherKey.body).toBe('<!-- agent-trust-gate:comment-key=CI/other -->\nanother gate step')
  }, 60_000)

  it('retries a transient 500 and 503', async () => {
    api.fail('GET', /\/issues\/7\/comments/, 500, 1)
    api.fail('POST', /\/issues\/7\/comments/, 503, 1)
    const r = await runAction(api, { sessions: PASSING }, prEvent)
    expect(r.code).toBe(0)
    expect(api.requests.map((q) => q.method)).toEqual(['GET', 'GET', 'POST', 'POST'])
    expect(api.comments).toHaveLength(1)
    expect(r.outputs['comment-url']).toBe(api.comments[0].html_url)
    expect(r.outputs.passed).toBe('true')
    expect(r.stdout).not.toContain('::warning::')
  }, 30_000)

  it('gives up after a bounded number of retries, with a warning', async () => {
    api.fail('GET', /\/issues\/7\/comments/, 502, 100)
    const r = await runAction(api, { sessions: PASSING }, prEvent)
    expect(r.code).toBe(0)
    expect(api.requests).toHaveLength(4) // the request and 3 retries
    expect(r.stdout).toMatch(/::warning::Could not create or update the pull request comment \(HTTP 502 after retries/)
    expect(r.outputs['comment-url']).toBe('')
  }, 30_000)

  it('waits out a short rate limit, but not a long one', async () => {
    const limited = (seconds: number) => ({
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + seconds),
    })
    api.fail('GET', /\/issues\/7\/comments/, 403, 1, 'API rate limit exceeded for installation', limited(2))
    const short = await runAction(api, { sessions: PASSING }, prEvent)
    expect(short.code).toBe(0)
    expect(api.requests.map((q) => q.method)).toEqual(['GET', 'GET', 'POST'])
    expect(short.stdout).toMatch(/GitHub's rate limit was hit by GET .*; retrying after \d+ s\./)

    api.requests = []
    api.fail('GET', /\/issues\/7\/comments/, 403, 1, 'API rate limit exceeded for installation', limited(3600))
    const long = await runAction(api, { sessions: PASSING }, prEvent)
    expect(long.code).toBe(0)
    expect(api.requests.map((q) => q.method)).toEqual(['GET'])
    expect(long.stdout).toMatch(/not retrying \(retry after \d+ s, attempt 1\)/)
    expect(long.stdout).toMatch(/::warning::Could not create or update the pull request comment \(HTTP 403: API rate limit exceeded for installation\): GitHub's rate limit was reached/)
  }, 30_000)

  it.each([
    ['a failing gate', FAILING, 1, 'false'],
    ['a passing gate', PASSING, 0, 'true'],
  ])('leaves the verdict and the exit status of %s alone on a 403', async (_, sessions, code, passed) => {
    api.fail('POST', /\/issues\/7\/comments/, 403, 100, 'Resource not accessible by integration')
    const r = await runAction(api, { sessions }, prEvent)
    expect(r.code).toBe(code)
    expect(r.outputs.passed).toBe(passed)
    expect(r.outputs['comment-url']).toBe('')
    expect(api.writes()).toEqual([`POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`]) // a 403 is not retried
    expect(r.stdout).toMatch(/::warning::Could not create or update the pull request comment \(HTTP 403: Resource not accessible by integration\)\. Give the job `permissions: pull-requests: write`/)
    expect(r.summary).toContain('Agent trust gate')
  }, 30_000)

  it('only updates with comment-on: failure when the gate passes', async () => {
    const r = await runAction(api, { sessions: PASSING, 'comment-on': 'failure' }, prEvent)
    expect(r.code).toBe(0)
    expect(api.writes()).toEqual([])
    expect(r.stdout).toContain('comment-on is failure: no comment')
  }, 30_000)

  it('keeps separate comments for separate comment keys', async () => {
    await runAction(api, { sessions: PASSING }, prEvent)
    await runAction(api, { sessions: PASSING, 'comment-key': 'matrix leg 2' }, prEvent)
    expect(api.comments.map((c) => c.body.split('\n')[0])).toEqual([MARKER, '<!-- agent-trust-gate:comment-key=matrix leg 2 -->'])
  }, 30_000)
})

describe('the bundled action elsewhere', () => {
  let api: FakeGitHub
  beforeEach(async () => {
    api = new FakeGitHub()
    await api.start()
  })
  afterEach(async () => {
    await api.stop()
  })

  it('does not comment on a push, but writes the summary and the outputs', async () => {
    const r = await runAction(api, { sessions: FAILING }, { name: 'push', payload: { ref: 'refs/heads/main' } })
    expect(r.code).toBe(1)
    expect(api.requests).toEqual([])
    expect(r.stdout).toContain('The push event is not about a pull request: no comment.')
    expect(r.summary).toContain('## ❌ Agent trust gate: failed')
    expect(r.outputs.passed).toBe('false')
    expect(r.outputs['comment-url']).toBe('')
  }, 30_000)

  it('fails with one line on a bad input, without a stack trace', async () => {
    const r = await runAction(api, { sessions: PASSING, 'fail-on': 'sometimes' }, prEvent)
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('::error::fail-on: expected one of unsafe_for_production, review_recommended, never, found "sometimes"')
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /)
    expect(api.requests).toEqual([])
  }, 30_000)

  it('fails when no file matches, unless told otherwise', async () => {
    const error = await runAction(api, { sessions: 'nothing/**/*.jsonl' }, prEvent)
    expect(error.code).toBe(1)
    expect(error.stdout).toMatch(/::error::sessions: expected trace files, found none matching "nothing\/\*\*\/\*\.jsonl"/)
    const warn = await runAction(api, { sessions: 'nothing/**/*.jsonl', 'if-no-files-found': 'warn' }, prEvent)
    expect(warn.code).toBe(0)
    expect(warn.stdout).toMatch(/::warning::sessions: expected trace files, found none/)
    expect(warn.outputs.passed).toBe('true')
    expect(api.writes()).toEqual([]) // nothing to say, nothing to update
  }, 30_000)

  it('fails with path:line on an unreadable trace', async () => {
    const r = await runAction(api, { sessions: '__fixtures__/github/not-a-trace.jsonl' }, prEvent)
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/::error::__fixtures__\/github\/not-a-trace\.jsonl:2: expected a JSON value/)
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)
})

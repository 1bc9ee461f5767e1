/**
 * End to end: the bundled action (dist/index.js) run exactly as the runner runs it, with INPUT_*
 * variables, an event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and GITHUB_API_URL
 * pointing at a small fake of GitHub on 127.0.0.1: the issue-comment endpoints, the artifact and
 * workflow-run endpoints of the REST API (with the zip download's redirect), the pull request
 * listing, and the runner's artifact service (ACTIONS_RESULTS_URL: the Twirp CreateArtifact and
 * FinalizeArtifact calls, and the block uploads to blob storage) that @actions/artifact uploads to.
 *
 * Run `npm run bundle` first: this tests the bundle, not the sources.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { outsideCode as prose } from '../../__fixtures__/testing.js'
import { execFileSync, spawn } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compareReports } from '../../src/report/baseline.js'
import { readArtifactZip } from '../../src/action/artifacts.js'
import { buildReport, serializeReport, type Report } from '../../src/report/json.js'
import { fromBuffer, type Entry, type ZipFile } from 'yauzl'
import { reportSchema } from '../../src/report/schema.js'
import {
  GATE,
  HOSTILE_GITHUB_TOKEN,
  HOSTILE_SECRET,
  HOSTILE_TOOL,
  cleanSession,
  hostileSession,
} from '../../__fixtures__/github/reports.js'
import { makeZip } from '../../__fixtures__/github/zip.js'
import { buildOutputFolders, FIXTURE_FOLDERS } from '../../__fixtures__/folders.js'

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
  body?: { body?: string; name?: string; workflow_run_backend_id?: string }
}

interface FakeArtifact {
  id: number
  runId: number
  name: string
  zip: Buffer
  expired: boolean
}

interface FakeRun {
  id: number
  workflow: string
  head_branch: string
  event: string
  conclusion: string
  head_sha: string
  run_number: number
  head_repository: { full_name: string }
}

interface FakePull {
  number: number
  head: { sha: string; label: string; repo: { full_name: string } }
}

/** The id of the workflow gate.yml. */
const WORKFLOW_ID = 77

/** The Twirp service of the runner's artifact service. */
const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/'

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
  artifacts: FakeArtifact[] = []
  runs: FakeRun[] = []
  pulls: FakePull[] = []
  /** Uploads in progress: blocks by upload path. */
  private uploads = new Map<string, { runId: number; name: string; blocks: Map<string, Buffer>; blob?: Buffer }>()
  private nextArtifactId = 500
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
    const c = {
      id,
      body,
      user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      html_url: `https://github.test/${OWNER}/${REPO}/pull/${PR}#issuecomment-${id}`,
    }
    this.comments.push(c)
    return c
  }

  fail(
    method: string,
    path: RegExp,
    status: number,
    times: number,
    message = 'Injected failure',
    headers: Record<string, string> = {},
  ) {
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

  /** Requests to the REST API other than reads, as `METHOD path` (not the artifact service's). */
  writes(): string[] {
    return this.requests.filter((r) => r.method !== 'GET' && !isUpload(r.path)).map((r) => `${r.method} ${r.path}`)
  }

  /** Requests to the REST API, as `METHOD path` without the query. */
  restCalls(): string[] {
    return this.requests.filter((r) => !isUpload(r.path)).map((r) => `${r.method} ${r.path.split('?')[0]}`)
  }

  /** An artifact of a run, as if uploaded there. */
  addArtifact(runId: number, zip: Buffer, name = 'agent-trust-gate-report'): FakeArtifact {
    const a = { id: this.nextArtifactId++, runId, name, zip, expired: false }
    this.artifacts.push(a)
    return a
  }

  pagesListed(): string[] {
    return this.requests
      .filter((r) => r.method === 'GET' && r.path.includes('/comments'))
      .map((r) => new URL(r.path, 'http://x').searchParams.get('page') ?? '1')
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
      const raw = Buffer.concat(chunks)
      const json = /json/.test(req.headers['content-type'] ?? '') && raw.length > 0
      const body = json ? (JSON.parse(raw.toString('utf8')) as RecordedRequest['body']) : undefined
      this.requests.push({ method, path, auth: req.headers.authorization, ...(body ? { body } : {}) })

      const fault = this.faults.find((f) => f.times > 0 && f.method === method && f.path.test(path))
      if (fault) {
        fault.times--
        return this.send(
          res,
          fault.status,
          { message: fault.message, documentation_url: 'https://docs.github.com/rest' },
          fault.headers,
        )
      }

      const url = new URL(path, this.url)
      const list = `/repos/${OWNER}/${REPO}/issues/${PR}/comments`
      if (method === 'GET' && url.pathname === list) {
        const perPage = Number(url.searchParams.get('per_page') ?? 30)
        const page = Number(url.searchParams.get('page') ?? 1)
        const last = Math.max(1, Math.ceil(this.comments.length / perPage))
        const links: string[] = []
        if (page < last)
          links.push(
            `<${this.url}${list}?per_page=${perPage}&page=${page + 1}>; rel="next"`,
            `<${this.url}${list}?per_page=${perPage}&page=${last}>; rel="last"`,
          )
        return this.send(
          res,
          200,
          this.comments.slice((page - 1) * perPage, page * perPage),
          links.length ? { link: links.join(', ') } : {},
        )
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
      return this.handleActions(method, url, raw, body, res)
    })
  }

  /** The artifact and workflow-run endpoints, the pull request listing, and the upload service. */
  private handleActions(method: string, url: URL, raw: Buffer, body: RecordedRequest['body'], res: ServerResponse) {
    const p = url.pathname
    const repo = `/repos/${OWNER}/${REPO}`
    let m: RegExpExecArray | null
    if (method === 'GET' && (m = new RegExp(`^${repo}/actions/runs/(\\d+)/artifacts$`).exec(p))) {
      const name = url.searchParams.get('name')
      const list = this.artifacts.filter((a) => a.runId === Number(m![1]) && (!name || a.name === name))
      return this.send(res, 200, {
        total_count: list.length,
        artifacts: list.map((a) => ({ id: a.id, name: a.name, size_in_bytes: a.zip.length, expired: a.expired })),
      })
    }
    if (method === 'GET' && (m = new RegExp(`^${repo}/actions/artifacts/(\\d+)/zip$`).exec(p))) {
      const a = this.artifacts.find((x) => x.id === Number(m![1]))
      if (!a) return this.send(res, 404, { message: 'Not Found' })
      // As GitHub does: a redirect to the zip in blob storage.
      res.writeHead(302, { location: `${this.url}/blob/artifact-${a.id}.zip?sig=signed` })
      return res.end()
    }
    if (method === 'GET' && (m = /^\/blob\/artifact-(\d+)\.zip$/.exec(p))) {
      const a = this.artifacts.find((x) => x.id === Number(m![1]))
      if (!a) return this.send(res, 404, { message: 'BlobNotFound' })
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(a.zip.length) })
      return res.end(a.zip)
    }
    if (method === 'GET' && (m = new RegExp(`^${repo}/actions/runs/(\\d+)$`).exec(p))) {
      return this.send(res, 200, { id: Number(m[1]), workflow_id: WORKFLOW_ID })
    }
    if (method === 'GET' && (m = new RegExp(`^${repo}/actions/workflows/([^/]+)/runs$`).exec(p))) {
      const q = url.searchParams
      const workflow = m[1] === String(WORKFLOW_ID) ? 'gate.yml' : m[1]
      const runs = this.runs
        .filter(
          (r) =>
            r.workflow === workflow &&
            r.head_branch === q.get('branch') &&
            r.event === q.get('event') &&
            r.conclusion === q.get('status'),
        )
        .sort((a, b) => b.id - a.id)
        .slice(0, Number(q.get('per_page') ?? 30))
      return this.send(res, 200, { total_count: runs.length, workflow_runs: runs })
    }
    if (method === 'GET' && p === `${repo}/pulls`) {
      const head = url.searchParams.get('head')
      return this.send(
        res,
        200,
        this.pulls.filter((x) => !head || x.head.label === head),
      )
    }
    // The runner's artifact service, as @actions/artifact v2+ talks to it; the run backend id
    // in the runtime token is `run-<run id>`.
    if (method === 'POST' && p === `${TWIRP}CreateArtifact`) {
      const runId = Number((body?.workflow_run_backend_id ?? '').replace('run-', ''))
      const name = body?.name ?? ''
      if (this.artifacts.some((a) => a.runId === runId && a.name === name)) {
        return this.send(res, 409, {
          code: 'already_exists',
          msg: 'an artifact with this name already exists on the workflow run',
        })
      }
      const upload = `/upload/${runId}/${encodeURIComponent(name)}`
      this.uploads.set(upload, { runId, name, blocks: new Map() })
      return this.send(res, 200, { ok: true, signedUploadUrl: `${this.url}${upload}?sig=signed` })
    }
    if (method === 'PUT' && this.uploads.has(p)) {
      const u = this.uploads.get(p)!
      const comp = url.searchParams.get('comp')
      if (comp === 'block') u.blocks.set(url.searchParams.get('blockid') ?? '', raw)
      else if (comp === 'blocklist') {
        const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map((x) => x[1])
        u.blob = Buffer.concat(ids.map((id) => u.blocks.get(id) ?? Buffer.alloc(0)))
      } else u.blob = raw
      res.writeHead(201, {
        etag: '"0x1"',
        'last-modified': new Date(0).toUTCString(),
        'x-ms-request-id': 'fake',
        'x-ms-version': '2024-08-04',
      })
      return res.end()
    }
    if (method === 'POST' && p === `${TWIRP}FinalizeArtifact`) {
      const runId = Number((body?.workflow_run_backend_id ?? '').replace('run-', ''))
      const upload = this.uploads.get(`/upload/${runId}/${encodeURIComponent(body?.name ?? '')}`)
      if (!upload?.blob) return this.send(res, 404, { code: 'not_found', msg: 'no upload' })
      const a = this.addArtifact(runId, upload.blob, upload.name)
      return this.send(res, 200, { ok: true, artifactId: String(a.id) })
    }
    return this.send(res, 404, { message: 'Not Found' })
  }
}

/** A request to the runner's artifact service or to blob storage, not to the REST API. */
function isUpload(path: string): boolean {
  return path.startsWith(TWIRP) || path.startsWith('/upload/') || path.startsWith('/blob/')
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
function runAction(
  api: FakeGitHub,
  inputs: Record<string, string>,
  event: { name: string; payload: unknown },
  extraEnv: Record<string, string> = {},
): Promise<RunResult> {
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
    GITHUB_ACTION_REPOSITORY: 'agent-trust-gate/agent-trust-gate',
    GITHUB_ACTION_REF: 'v1',
    GITHUB_RUN_ID: '1234',
    GITHUB_WORKSPACE: ROOT,
    RUNNER_TEMP: dir,
    AGENT_TRUST_GATE_RETRY_BASE_MS: '5',
    'INPUT_GITHUB-TOKEN': TOKEN,
    // The fixtures are committed in this repository: the tests of other things report that only.
    INPUT_INTEGRITY: 'warn',
    ...extraEnv,
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
    pull_request: {
      number: PR,
      head: { repo: { full_name: `${OWNER}/${REPO}` } },
      base: { repo: { full_name: `${OWNER}/${REPO}` } },
    },
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

/** A fresh fake GitHub for each test of the enclosing describe, stopped after it. */
function useFakeGitHub(set: (api: FakeGitHub) => void): void {
  let current: FakeGitHub
  beforeEach(async () => {
    current = new FakeGitHub()
    await current.start()
    set(current)
  })
  afterEach(async () => {
    await current.stop()
  })
}

describe('the bundled action on a pull request', () => {
  let api: FakeGitHub
  useFakeGitHub((started) => (api = started))

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
    // Every failure type named in the comment links to its rule's page, at the ref the action runs.
    const rules = 'https://github.test/agent-trust-gate/agent-trust-gate/blob/v1/docs/rules/'
    const named = [
      ...created.body.matchAll(
        /`(infinite_tool_loop|cost_explosion|ignoring_tool_outputs|context_pollution|memory_degradation|skill_failure|run_failed)`(\]\(([^)]*)\))?/g,
      ),
    ]
    expect(named.length).toBeGreaterThan(0)
    for (const [, type, , url] of named) expect([type, url]).toEqual([type, `${rules}${type}.md`])
    expect(api.requests.every((r) => r.auth === `token ${TOKEN}`)).toBe(true)
    expect(api.requests.some((r) => r.path === '/user')).toBe(false)

    // Outputs agree with the JSON report.
    const report = JSON.parse(readFileSync(first.outputs['report-path'], 'utf8'))
    expect(first.outputs).toEqual({
      'trust-score': String(report.verdict.trust_score),
      readiness: report.verdict.readiness_level,
      'primary-failure': 'infinite_tool_loop',
      passed: 'false',
      regression: '',
      'report-path': expect.stringMatching(/agent-trust-gate\/trust-gate\.json$/),
      'comment-url': created.html_url,
    })
    expect(report.sessions.map((s: { source: string }) => s.source)).toEqual([
      'examples/clean.jsonl',
      'examples/tool-loop.jsonl',
    ])

    // The log: groups, annotations, one verdict line at the end, then the failure.
    for (const g of ['::group::Finding trace files', '::group::Diagnosing 2 trace files', '::group::Publishing']) {
      expect(first.stdout).toContain(g)
    }
    expect(first.stdout).toMatch(
      /::error title=infinite_tool_loop \(critical\) in examples\/tool-loop\.jsonl.*,file=examples\/tool-loop\.jsonl,line=1::/,
    )
    const tail = first.stdout.trimEnd().split('\n').slice(-2)
    expect(tail[0]).toMatch(/^Verdict: FAILED \(fail-on unsafe_for_production\): 1 of 2 sessions failed/)
    expect(tail[1]).toMatch(
      /^::error::The agent trust gate failed: examples\/tool-loop\.jsonl is unsafe_for_production/,
    )
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
    expect(long.stdout).toMatch(
      /::warning::Could not create or update the pull request comment \(HTTP 403: API rate limit exceeded for installation\): GitHub's rate limit was reached/,
    )
  }, 30_000)

  it('counts the files a glob found as files: some may turn out to be harness results or companions', async () => {
    const r = await runAction(api, { sessions: 'examples/*.jsonl' }, prEvent)
    const n = readdirSync(join(ROOT, 'examples')).filter((f) => f.endsWith('.jsonl')).length
    expect(n).toBeGreaterThanOrEqual(5)
    expect(r.stdout).toContain(`::group::Diagnosing ${n} files`)
    expect(r.stdout).not.toContain(`::group::Diagnosing ${n} trace files`)
  }, 30_000)

  it.each([
    ['a failing gate', FAILING, 1, 'false'],
    ['a passing gate', PASSING, 0, 'true'],
  ])(
    'leaves the verdict and the exit status of %s alone on a 403',
    async (_, sessions, code, passed) => {
      api.fail('POST', /\/issues\/7\/comments/, 403, 100, 'Resource not accessible by integration')
      const r = await runAction(api, { sessions }, prEvent)
      expect(r.code).toBe(code)
      expect(r.outputs.passed).toBe(passed)
      expect(r.outputs['comment-url']).toBe('')
      expect(api.writes()).toEqual([`POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`]) // a 403 is not retried
      expect(r.stdout).toMatch(
        /::warning::Could not create or update the pull request comment \(HTTP 403: Resource not accessible by integration\)\. Give the job `permissions: pull-requests: write`/,
      )
      expect(r.summary).toContain('Agent trust gate')
    },
    30_000,
  )

  it.each([
    ['the pull request is gone (404)', 'GET', 404, 'Not Found', /HTTP 404: Not Found/],
    [
      'GitHub refuses the comment (422)',
      'POST',
      422,
      'Validation Failed',
      /HTTP 422: Validation Failed\): GitHub refused the request/,
    ],
  ])(
    'leaves the verdict alone when %s, without retrying',
    async (_, method, status, message, warning) => {
      api.fail(method, /\/issues\/7\/comments/, status, 100, message)
      for (const [sessions, code, passed] of [
        [FAILING, 1, 'false'],
        [PASSING, 0, 'true'],
      ] as const) {
        api.requests = []
        const r = await runAction(api, { sessions }, prEvent)
        expect(r.code).toBe(code)
        expect(r.outputs.passed).toBe(passed)
        expect(r.outputs['comment-url']).toBe('')
        expect(api.requests.filter((q) => q.method === method)).toHaveLength(1)
        expect(r.stdout).toMatch(
          new RegExp(`::warning::Could not create or update the pull request comment \\(${warning.source}`),
        )
        expect(r.stdout).toMatch(/The verdict and the exit status are not affected\./)
      }
    },
    60_000,
  )

  it.each([
    ['a 429', 429, 'Too Many Requests'],
    [
      'a secondary rate limit',
      403,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    ],
  ])(
    'waits out %s that asks for a short wait, then comments',
    async (_, status, message) => {
      api.fail('GET', /\/issues\/7\/comments/, status, 1, message, { 'retry-after': '1' })
      const r = await runAction(api, { sessions: FAILING }, prEvent)
      expect(r.code).toBe(1)
      expect(r.outputs.passed).toBe('false')
      expect(api.requests.map((q) => q.method)).toEqual(['GET', 'GET', 'POST'])
      expect(r.outputs['comment-url']).toBe(api.comments[0].html_url)
    },
    30_000,
  )

  it('carries nothing harmful from a hostile trace into the comment, summary, log or outputs', async () => {
    const dir = mkdtempSync(join(work, 'hostile-'))
    const trace = join(dir, 'hostile.jsonl')
    const call = {
      event: 'tool_call',
      tool: HOSTILE_TOOL,
      args: { api_key: HOSTILE_SECRET, token: HOSTILE_GITHUB_TOKEN, note: '@octocat <script>alert(1)</script>' },
    }
    writeFileSync(trace, Array.from({ length: 5 }, () => JSON.stringify(call)).join('\n') + '\n')
    const r = await runAction(api, { sessions: trace }, prEvent)
    expect(r.code).toBe(1)
    const body = api.comments[api.comments.length - 1].body
    for (const text of [body, r.summary, r.stdout, JSON.stringify(r.outputs)]) {
      expect(text).not.toContain(HOSTILE_SECRET)
      expect(text).not.toContain(HOSTILE_GITHUB_TOKEN)
      expect(text).not.toMatch(/<img|<script/i)
      expect(text).not.toMatch(/(^|[^\w`\u200d])@octocat/)
    }
    // The report the action wrote (and would upload) is masked too, and still a report.
    const written = readFileSync(r.outputs['report-path'], 'utf8')
    expect(written).not.toContain(HOSTILE_SECRET)
    expect(written).not.toContain(HOSTILE_GITHUB_TOKEN)
    expect(reportSchema.parse(JSON.parse(written)).sessions[0].diagnosis.failure_causes[0].type).toBe(
      'infinite_tool_loop',
    )
    // Our own marker appears once, at the top: the copy inside the trace is broken.
    expect(body.split('agent-trust-gate:comment-key=').length).toBe(2)
    expect(body.split('\n')[0]).toBe(MARKER)
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
    expect(api.comments.map((c) => c.body.split('\n')[0])).toEqual([
      MARKER,
      '<!-- agent-trust-gate:comment-key=matrix leg 2 -->',
    ])
  }, 30_000)
})

describe('the bundled action elsewhere', () => {
  let api: FakeGitHub
  useFakeGitHub((started) => (api = started))

  it('does not comment on a push, but writes the summary and the outputs', async () => {
    const r = await runAction(api, { sessions: FAILING }, { name: 'push', payload: { ref: 'refs/heads/main' } })
    expect(r.code).toBe(1)
    expect(api.requests).toEqual([])
    expect(r.stdout).toContain('The push event is not about a pull request: no comment.')
    expect(r.summary).toContain('## ❌ Agent trust gate: failed')
    expect(r.outputs.passed).toBe('false')
    expect(r.outputs['comment-url']).toBe('')
  }, 30_000)

  it('applies a policy, a preset, a token budget, repeated runs and harness scores from its inputs', async () => {
    const r = await runAction(
      api,
      {
        sessions:
          '__fixtures__/policy/traces\n__fixtures__/policy/runs\n__fixtures__/traces/codex-rollout/mcp-session.jsonl',
        policy: '__fixtures__/policy/policy.yml',
        'token-budget': '1000',
        'repeat-min-pass': '2',
        harness: '__fixtures__/policy/harness/arksim',
        'min-final-score': '0.5',
        'fail-on': 'never',
      },
      { name: 'push', payload: { ref: 'refs/heads/main' } },
    )
    const report = JSON.parse(readFileSync(r.outputs['report-path'], 'utf8'))
    expect(
      report.sessions.find((s: { source: string }) => s.source.endsWith('session.jsonl')).assertions.length,
    ).toBeGreaterThan(0)
    const rollout = report.sessions.find((s: { source: string }) => s.source.endsWith('mcp-session.jsonl'))
    expect(rollout.preset).toBe('agents')
    expect(rollout.diagnosis.failure_causes.find((c: { type: string }) => c.type === 'cost_explosion').severity).toBe(
      'critical',
    )
    expect(report.cases.map((c: { required_passes: number }) => c.required_passes)).toEqual(report.cases.map(() => 2))
    expect(report.harness.min_final_score).toBe(0.5)
    expect(r.summary).toContain('**Assertions:**')
    expect(r.summary).toContain('### Repeated runs')
    expect(r.summary).toContain('### Scores from evaluation harnesses')
    // An error assertion that fails is a verdict reason, whatever fail-on says about readiness.
    expect(report.verdict.reasons.some((x: string) => /assertion tool_not_called failed/.test(x))).toBe(true)
    expect(r.code).toBe(1)
  }, 30_000)

  it('joins SWE-bench results to the runs by instance id and fails an unresolved submission', async () => {
    const SWE = '__fixtures__/policy/harness/swe_bench'
    const r = await runAction(
      api,
      { sessions: `${SWE}/trajs`, harness: `${SWE}/results/results.json`, 'fail-on': 'never' },
      { name: 'push', payload: { ref: 'refs/heads/main' } },
    )
    const report = JSON.parse(readFileSync(r.outputs['report-path'], 'utf8'))
    expect(
      report.harness.results.map((x: { id: string; status: string; run: string; passed: boolean }) => [
        x.id,
        x.status,
        x.run,
        x.passed,
      ]),
    ).toEqual([
      ['fasterxml__jackson-core-964', 'empty_patch', `${SWE}/trajs/fasterxml__jackson-core-964.traj`, false],
      ['fasterxml__jackson-databind-3701', 'resolved', `${SWE}/trajs/fasterxml__jackson-databind-3701.traj`, true],
    ])
    expect(r.stdout).toContain(
      `::warning::${SWE}/results/results.json: 2 instances without a run among the traces, not gated`,
    )
    expect(r.code).toBe(1)
  }, 30_000)

  it('reads an output folder given whole: harness files joined to the runs, the other files named', async () => {
    const folders = buildOutputFolders(mkdtempSync(join(tmpdir(), 'atg-e2e-folders-')), FIXTURE_FOLDERS)
    const root = folders.miniSweAgent
    const r = await runAction(
      api,
      { sessions: root, 'fail-on': 'never' },
      { name: 'push', payload: { ref: 'refs/heads/main' } },
    )
    const report = reportSchema.parse(JSON.parse(readFileSync(r.outputs['report-path'], 'utf8')))
    // The unresolved instances fail the harness gate.
    expect(r.code).toBe(1)
    expect(report.verdict.reasons.some((x) => /SWE-bench instance example__lib-1 .* has status/.test(x))).toBe(true)
    expect(report.sessions).toHaveLength(3)
    expect(report.harness!.results.map((x) => x.id)).toEqual([
      'example__lib-1',
      'example__lib-2',
      'example__lib-1',
      'example__lib-2',
      'example__lib-3',
    ])
    expect(report.not_read!.map((n) => n.file)).toEqual(
      [
        'results_summary.json',
        'trajs/exit_statuses_1700000000.0.yaml',
        'trajs/minisweagent.log',
        'trajs/preds.json',
      ].map((f) => join(root, f)),
    )
    expect(r.stdout).toContain(`not read: ${join(root, 'trajs/preds.json')} (predictions: the patch of each instance)`)
    expect(r.summary).toContain('<summary>4 files found beside the traces are not read.</summary>')
    rmSync(join(root, '..'), { recursive: true, force: true })
  }, 30_000)

  it('fails with one line on a bad input, without a stack trace', async () => {
    const r = await runAction(api, { sessions: PASSING, 'fail-on': 'sometimes' }, prEvent)
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(
      '::error::fail-on: expected one of unsafe_for_production, review_recommended, never, found "sometimes"',
    )
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /)
    expect(api.requests).toEqual([])
  }, 30_000)

  it('fails when no file matches, unless told otherwise', async () => {
    const error = await runAction(api, { sessions: 'nothing/**/*.jsonl' }, prEvent)
    expect(error.code).toBe(1)
    expect(error.stdout).toMatch(
      /::error::sessions: expected trace files, found none matching "nothing\/\*\*\/\*\.jsonl"/,
    )
    const warn = await runAction(api, { sessions: 'nothing/**/*.jsonl', 'if-no-files-found': 'warn' }, prEvent)
    expect(warn.code).toBe(0)
    expect(warn.stdout).toMatch(/::warning::sessions: expected trace files, found none/)
    expect(warn.outputs.passed).toBe('true')
    expect(api.writes()).toEqual([]) // nothing to say, nothing to update
  }, 30_000)

  it('fails on a committed trace by default; integrity warn passes it with a warning, and since commit finds it stale', async () => {
    // PASSING is committed in this repository: not written by this run.
    const fail = await runAction(api, { sessions: PASSING, integrity: '' }, prEvent)
    expect(fail.code).toBe(1)
    expect(fail.outputs.passed).toBe('false')
    expect(fail.stdout).toContain(
      `${PASSING} is not evidence of this run: the file is tracked by git in its work tree: committed, not ` +
        'written by this run (integrity is fail).',
    )
    expect(fail.stdout).toMatch(
      new RegExp(`::error title=integrity of ${PASSING.replace(/[.]/g, '\\.')}%3A committed,file=`),
    )
    expect(fail.summary).toContain('**Integrity:**')
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    // A committed Claude Code transcript, whose timestamps are older than the commit.
    const cc = '__fixtures__/traces/claude-code/api-errors.jsonl'
    const warn = await runAction(
      api,
      { sessions: cc, integrity: 'warn', since: 'commit', 'fail-on': 'never' },
      prEvent,
      {
        GITHUB_SHA: head,
      },
    )
    expect(warn.code).toBe(0)
    expect(warn.outputs.passed).toBe('true')
    expect(warn.stdout).toMatch(/::warning title=integrity of [^:]+%3A stale%2C committed/)
    expect(warn.stdout).toContain("is before the commit's time less 10 minutes")
  }, 60_000)

  it('fails with path:line on an unreadable trace', async () => {
    const r = await runAction(api, { sessions: '__fixtures__/github/not-a-trace.jsonl' }, prEvent)
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/::error::__fixtures__\/github\/not-a-trace\.jsonl:2: expected a JSON value/)
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)
})

// ---------------------------------------------------------------------------------------------
// Artifacts, baselines, forks and shards.

const HEAD_SHA = 'c0ffee'.padEnd(40, '0')
const BASE_SHA = 'ba5e'.padEnd(40, '0')
const ARTIFACT = 'agent-trust-gate-report'
const CLI = join(ROOT, 'dist/cli/index.js')

/** The environment of run `runId` on a runner that may upload artifacts (to the fake). */
function runnerEnv(api: FakeGitHub, runId: number, extra: Record<string, string> = {}): Record<string, string> {
  const scp = `Actions.GenericRead Actions.Results:run-${runId}:job-${runId}`
  return {
    ACTIONS_RUNTIME_TOKEN: `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify({ scp })).toString('base64url')}.c2ln`,
    ACTIONS_RESULTS_URL: `${api.url}/`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_NUMBER: String(runId - 800),
    GITHUB_WORKFLOW_REF: `${OWNER}/${REPO}/.github/workflows/gate.yml@refs/heads/main`,
    ...extra,
  }
}

/** The comment workflow's own run. */
const COMMENT_ENV = {
  GITHUB_WORKFLOW: 'Agent trust gate comment',
  GITHUB_JOB: 'comment',
  GITHUB_RUN_ID: '2000',
  GITHUB_SERVER_URL: 'https://github.com',
}

const repository = { name: REPO, owner: { login: OWNER }, full_name: `${OWNER}/${REPO}` }

function pullRequestEvent(fromFork: boolean) {
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR,
      pull_request: {
        number: PR,
        head: { sha: HEAD_SHA, ref: 'feature', repo: { full_name: fromFork ? 'fork/demo' : `${OWNER}/${REPO}` } },
        base: { ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
      },
      repository,
    },
  }
}

function workflowRunEvent(runId: number, extra: Record<string, unknown> = {}) {
  return {
    name: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: {
        id: runId,
        run_number: runId - 800,
        run_attempt: 1,
        event: 'pull_request',
        conclusion: 'failure',
        head_sha: HEAD_SHA,
        head_branch: 'feature',
        head_repository: { full_name: 'fork/demo', owner: { login: 'fork' } },
        workflow_id: 77,
        pull_requests: [],
        ...extra,
      },
      repository,
    },
  }
}

const forkPull = { number: PR, head: { sha: HEAD_SHA, label: 'fork:feature', repo: { full_name: 'fork/demo' } } }
/** Every file of a small zip archive (one the test made the action upload). */
function unzipAll(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (err, zip?: ZipFile) => {
      if (err || !zip) return reject(err)
      const out = new Map<string, Buffer>()
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e)
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
        }),
      )
      zip.on('end', () => resolve(out))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

const ourComments = (api: FakeGitHub) => api.comments.filter((c) => c.user.login === BOT)

describe('the report artifact and the comment workflow (pull requests from forks)', () => {
  let api: FakeGitHub
  useFakeGitHub((started) => (api = started))

  it("uploads the report on a fork's pull request, then the comment workflow posts the very comment the gate would have", async () => {
    // The fork's token may not comment.
    api.fail('POST', /\/issues\/7\/comments/, 403, 100, 'Resource not accessible by integration')
    const gate = await runAction(api, { sessions: FAILING }, pullRequestEvent(true), runnerEnv(api, 1234))
    expect(gate.code).toBe(1)
    expect(gate.stdout).toMatch(
      /::warning::Could not create or update the pull request comment \(HTTP 403: Resource not accessible by integration\)\. On pull requests from forks/,
    )
    expect(gate.stdout).toContain(`Uploaded the report as the artifact "${ARTIFACT}" (id 500).`)
    expect(ourComments(api)).toHaveLength(0)

    // What @actions/artifact uploaded: the report and the side file, in a zip our reader reads.
    const files = await readArtifactZip(api.artifacts[0].zip)
    expect([...files.names].sort()).toEqual(['agent-trust-gate.json', 'report.json'])
    expect(JSON.parse(files.report!.toString())).toEqual(JSON.parse(readFileSync(gate.outputs['report-path'], 'utf8')))
    expect(JSON.parse(files.meta!.toString())).toEqual({
      artifact: 'agent-trust-gate',
      version: 1,
      comment_key: 'CI/gate',
      baseline: null,
    })

    // The comment workflow: the artifact, the pull request by head commit, the comment.
    api.faults = []
    api.requests = []
    api.pulls = [forkPull]
    const comment = await runAction(api, { mode: 'comment' }, workflowRunEvent(1234), COMMENT_ENV)
    expect(comment.stderr).toBe('')
    expect(comment.code).toBe(0)
    expect(api.restCalls()).toEqual([
      `GET /repos/${OWNER}/${REPO}/actions/runs/1234/artifacts`,
      `GET /repos/${OWNER}/${REPO}/actions/artifacts/500/zip`,
      `GET /repos/${OWNER}/${REPO}/pulls`,
      `GET /repos/${OWNER}/${REPO}/issues/${PR}/comments`,
      `POST /repos/${OWNER}/${REPO}/issues/${PR}/comments`,
    ])
    expect(api.requests.some((r) => r.path.startsWith('/blob/artifact-500.zip'))).toBe(true) // the redirect was followed
    expect(comment.stdout).not.toContain('sig=signed') // the blob URL's signature stays out of the log
    expect(api.requests.find((r) => r.path.startsWith(`/repos/${OWNER}/${REPO}/pulls`))?.path).toContain(
      'head=fork%3Afeature',
    )
    const [posted] = ourComments(api)
    expect(posted.body.split('\n')[0]).toBe(MARKER) // the gate's comment key, from the artifact
    expect(posted.body).toContain('## ❌ Agent trust gate: failed')
    expect(posted.body).toContain(
      '| ❌ | `examples/tool-loop.jsonl` | 90 | unsafe_for_production | [`infinite_tool_loop`](https://github.com/agent-trust-gate/agent-trust-gate/blob/v1/docs/rules/infinite_tool_loop.md) (critical) |',
    )
    expect(comment.outputs).toMatchObject({ passed: 'false', 'trust-score': '90', 'comment-url': posted.html_url })
    expect(comment.stdout).toContain('Verdict: FAILED')
    expect(comment.stdout).not.toContain('::error::')

    // The same run gated on a pull request of this repository writes exactly this comment.
    api.requests = []
    const direct = await runAction(
      api,
      { sessions: FAILING, 'upload-report': 'false' },
      pullRequestEvent(false),
      runnerEnv(api, 1234),
    )
    expect(direct.code).toBe(1)
    expect(direct.stdout).toContain('The comment is up to date')
    expect(api.writes()).toEqual([])
  }, 60_000)

  it('uploads the report with every secret-shaped value masked, and still a report', async () => {
    // One value of each shape sanitize.ts masks, in the arguments, the tool name and a key.
    const secrets = [
      HOSTILE_SECRET,
      HOSTILE_GITHUB_TOKEN,
      'AKIAZ7Q4M2XK9L3B8WPN',
      'xoxb-2718281828-abcdefghijkl',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJyb290In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
      'Zq8rT2vXk9LmN4bQ7wYc1HsJ5dFg3Ae6Pt0R',
    ]
    const dir = mkdtempSync(join(work, 'secret-'))
    const trace = join(dir, 'leaky.jsonl')
    const call = {
      event: 'tool_call',
      tool: `deploy ${secrets[2]}`,
      args: {
        api_key: secrets[0],
        header: `Authorization: token ${secrets[1]}`,
        slack: secrets[3],
        jwt: secrets[4],
        [secrets[5]]: 'key',
        url: 'https://deploy:hunter2hunter2@example.com/x',
      },
    }
    writeFileSync(trace, Array.from({ length: 5 }, () => JSON.stringify(call)).join('\n') + '\n')
    const gate = await runAction(api, { sessions: trace }, pullRequestEvent(false), runnerEnv(api, 1300))
    expect(gate.code).toBe(1)
    expect(gate.stdout).toContain(`Uploaded the report as the artifact "${ARTIFACT}"`)
    const zip = api.artifacts[0].zip
    const files = await readArtifactZip(zip)
    const uploaded = files.report!.toString()
    for (const bytes of [zip.toString('latin1'), uploaded, files.meta!.toString()]) {
      for (const s of [...secrets, 'hunter2hunter2']) expect(bytes).not.toContain(s)
    }
    // Still a report, and the same judgement as the trace gives.
    const report = reportSchema.parse(JSON.parse(uploaded))
    expect(report.sessions[0].diagnosis.primary_diagnosis.root_cause_failure_type).toBe('infinite_tool_loop')
    expect(report.verdict.passed).toBe(false)
    expect(uploaded).toContain('***')
    expect(uploaded).toBe(readFileSync(gate.outputs['report-path'], 'utf8'))
  }, 60_000)

  it('neutralises a hostile report, and keeps the trend of the pull request across runs', async () => {
    const report = buildReport([hostileSession(), cleanSession('traces/clean.jsonl')], GATE)
    const comparison = compareReports(report, [buildReport([cleanSession(hostileSession().source)], GATE)], {
      tolerance: 5,
      failOnRegression: false,
      baseline: `<img src=x onerror=alert(1)> ${HOSTILE_SECRET}`,
    })
    const meta = {
      artifact: 'agent-trust-gate',
      version: 1,
      comment_key: 'CI/gate --> <b>owned</b>',
      baseline: comparison,
    }
    api.addArtifact(
      1300,
      makeZip([
        { name: 'report.json', data: serializeReport(report) },
        { name: 'agent-trust-gate.json', data: JSON.stringify(meta) },
      ]),
    )
    api.pulls = [forkPull]
    const r = await runAction(api, { mode: 'comment' }, workflowRunEvent(1300), COMMENT_ENV)
    expect(r.code).toBe(0)
    const [posted] = ourComments(api)
    const lines = posted.body.split('\n')
    expect(lines[0]).toMatch(/^<!-- agent-trust-gate:comment-key=[A-Za-z0-9._/ +=:-]+ -->$/)
    expect(posted.body.match(/<!--/g)).toHaveLength(2) // the marker and the hidden runs, nothing else
    expect(posted.body).not.toContain(HOSTILE_SECRET)
    expect(posted.body).not.toContain(HOSTILE_GITHUB_TOKEN)
    // HTML is escaped (`\<img`), mentions broken (`@\u200doctocat`).
    expect(prose(posted.body)).not.toMatch(/(^|[^\\])<(img|b)[\s>]|@octocat|@everyone/)
    expect(prose(posted.body)).toContain('\\<img')
    expect(posted.body).toContain('### Compared with the baseline')

    // The next gate run of the pull request: the comment keeps both runs and shows the trend.
    api.addArtifact(
      1301,
      makeZip([
        { name: 'report.json', data: serializeReport(buildReport([cleanSession('traces/clean.jsonl')], GATE)) },
      ]),
    )
    const next = await runAction(
      api,
      { mode: 'comment', 'comment-key': lines[0].slice('<!-- agent-trust-gate:comment-key='.length, -' -->'.length) },
      workflowRunEvent(1301, { conclusion: 'success' }),
      COMMENT_ENV,
    )
    expect(next.code).toBe(0)
    expect(ourComments(api)).toHaveLength(1)
    expect(ourComments(api)[0].body).toContain(
      '**Trend on this pull request** (lowest trust score of the last 2 runs, oldest first): ██ 90 → 100',
    )
    expect(ourComments(api)[0].body).toContain('](https://github.com/octo/demo/actions/runs/1300)')
  }, 60_000)

  it.each([
    [
      'a path outside the archive',
      makeZip([{ name: '../report.json', data: '{}' }]),
      'is not usable: expected plain relative entry names',
    ],
    [
      'something that is not a report',
      makeZip([{ name: 'report.json', data: '{"sessions": "all passed"}' }]),
      'is not usable: expected an agent-trust-gate report',
    ],
    [
      'a bomb',
      makeZip([{ name: 'report.json', data: ' '.repeat(1 << 20), declaredSize: 100 }]),
      'is not usable: expected "report.json" to inflate to 100 bytes',
    ],
  ])(
    'refuses an artifact with %s, without commenting',
    async (_, zip, message) => {
      api.addArtifact(1400, zip)
      api.pulls = [forkPull]
      const r = await runAction(api, { mode: 'comment' }, workflowRunEvent(1400), COMMENT_ENV)
      expect(r.code).toBe(0)
      expect(r.stdout).toContain(`::warning::`)
      expect(r.stdout).toContain(message)
      expect(api.writes()).toEqual([])
    },
    30_000,
  )

  it('says what to do when there is no artifact, or the token may not read it', async () => {
    const none = await runAction(api, { mode: 'comment' }, workflowRunEvent(1500), COMMENT_ENV)
    expect(none.code).toBe(0)
    expect(none.stdout).toContain(
      `::warning::The gate run 1500 has no artifact named "${ARTIFACT}": no comment. Check that its gate step ran with upload-report: true`,
    )

    api.fail('GET', /\/actions\/runs\/1500\/artifacts/, 403, 1, 'Resource not accessible by integration')
    const denied = await runAction(api, { mode: 'comment' }, workflowRunEvent(1500), COMMENT_ENV)
    expect(denied.code).toBe(0)
    expect(denied.stdout).toMatch(
      /::warning::Could not download the artifact "agent-trust-gate-report" of run 1500 \(HTTP 403: Resource not accessible by integration\)\. Give this workflow `permissions: actions: read`/,
    )

    // Listed, but the zip may not be downloaded.
    api.addArtifact(1500, makeZip([{ name: 'report.json', data: '{}' }]))
    api.fail('GET', /\/actions\/artifacts\/\d+\/zip/, 403, 1, 'Resource not accessible by integration')
    const refused = await runAction(api, { mode: 'comment' }, workflowRunEvent(1500), COMMENT_ENV)
    expect(refused.code).toBe(0)
    expect(refused.stdout).toMatch(
      /::warning::Could not download the artifact "agent-trust-gate-report" of run 1500 \(HTTP 403: Resource not accessible by integration\)\. Give this workflow `permissions: actions: read`/,
    )
    expect(api.writes()).toEqual([])
  }, 30_000)

  it('does not comment when the pull request moved on, or the gate run was not about one', async () => {
    api.addArtifact(
      1600,
      makeZip([{ name: 'report.json', data: serializeReport(buildReport([cleanSession('a.jsonl')], GATE)) }]),
    )
    api.pulls = [{ ...forkPull, head: { ...forkPull.head, sha: 'd'.repeat(40) } }]
    const moved = await runAction(api, { mode: 'comment' }, workflowRunEvent(1600), COMMENT_ENV)
    expect(moved.code).toBe(0)
    expect(moved.stdout).toContain(`No open pull request has the gated commit ${HEAD_SHA} as its head`)

    api.requests = []
    const push = await runAction(api, { mode: 'comment' }, workflowRunEvent(1600, { event: 'push' }), COMMENT_ENV)
    expect(push.code).toBe(0)
    expect(push.stdout).toContain('was started by a push event, not a pull request: no comment.')
    expect(api.requests).toEqual([])
    expect(api.writes()).toEqual([])
  }, 30_000)

  it('uploads the masked HTML report as an artifact, and the comment and the job summary link to it', async () => {
    const dir = mkdtempSync(join(work, 'html-'))
    const trace = join(dir, 'hostile.jsonl')
    const call = {
      event: 'tool_call',
      tool: HOSTILE_TOOL,
      args: { api_key: HOSTILE_SECRET, token: HOSTILE_GITHUB_TOKEN, note: '@octocat <script>alert(1)</script>' },
    }
    writeFileSync(trace, Array.from({ length: 5 }, () => JSON.stringify(call)).join('\n') + '\n')
    const r = await runAction(api, { sessions: trace }, pullRequestEvent(false), runnerEnv(api, 1800))
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(`Uploaded the report as the artifact "${ARTIFACT}" (id 500).`)
    expect(r.stdout).toContain(`Uploaded the HTML report as the artifact "${ARTIFACT}-html" (id 501).`)
    const html = api.artifacts.find((a) => a.name === `${ARTIFACT}-html`)!
    const files = await unzipAll(html.zip)
    expect([...files.keys()]).toEqual(['agent-trust-gate-report.html'])
    const page = files.get('agent-trust-gate-report.html')!.toString()
    const report = JSON.parse(readFileSync(r.outputs['report-path'], 'utf8')) as Report
    expect(page).toContain(`id="verdict-text">Failed<`)
    expect(page).toContain(`<strong id="trust">${report.verdict.trust_score}</strong>`)
    expect(page).toContain('infinite_tool_loop')
    expect(page).not.toContain(HOSTILE_SECRET)
    expect(page).not.toContain(HOSTILE_GITHUB_TOKEN)
    expect(page.match(/<script/g)).toHaveLength(1) // its own; the trace's is text
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')

    const url = `https://github.com/${OWNER}/${REPO}/actions/runs/1800/artifacts/501`
    const body = ourComments(api)[0].body
    expect(body).toContain(`**[Open the HTML report](${url})**`)
    expect(r.summary).toContain(`**[Open the HTML report](${url})**`)

    // html-report: false: no page, no link.
    api.artifacts = []
    const off = await runAction(
      api,
      { sessions: trace, 'html-report': 'false' },
      pullRequestEvent(false),
      runnerEnv(api, 1801),
    )
    expect(off.code).toBe(1)
    expect(api.artifacts.map((a) => a.name)).toEqual([ARTIFACT])
    expect(off.summary).not.toContain('HTML report')
    expect(ourComments(api)[0].body).not.toContain('HTML report')
  }, 60_000)

  it('warns when the artifact name is taken in this run (a matrix), and the verdict stands', async () => {
    const first = await runAction(
      api,
      { sessions: PASSING, 'comment-on': 'never' },
      pullRequestEvent(false),
      runnerEnv(api, 1700),
    )
    expect(first.code).toBe(0)
    const second = await runAction(
      api,
      { sessions: FAILING, 'comment-on': 'never' },
      pullRequestEvent(false),
      runnerEnv(api, 1700),
    )
    expect(second.code).toBe(1)
    expect(second.outputs.passed).toBe('false')
    expect(second.stdout).toMatch(
      /::warning::Could not upload the report as the artifact "agent-trust-gate-report": this run already has an artifact of that name .*Give each gate step of a run its own artifact-name/,
    )
    expect(second.stdout).toMatch(
      /::warning::Could not upload the report as the artifact "agent-trust-gate-report-html": this run already has an artifact of that name .*or set html-report: false/,
    )
    expect(api.artifacts.map((a) => a.name)).toEqual([ARTIFACT, `${ARTIFACT}-html`])
    const third = await runAction(
      api,
      { sessions: PASSING, 'comment-on': 'never', 'artifact-name': 'agent-trust-gate-leg-2' },
      pullRequestEvent(false),
      runnerEnv(api, 1700),
    )
    expect(third.stdout).toContain('Uploaded the report as the artifact "agent-trust-gate-leg-2"')
    expect(api.artifacts.map((a) => a.name)).toEqual([
      ARTIFACT,
      `${ARTIFACT}-html`,
      'agent-trust-gate-leg-2',
      'agent-trust-gate-leg-2-html',
    ])
  }, 60_000)

  it('fails with one line when mode comment runs on another event', async () => {
    const r = await runAction(api, { mode: 'comment' }, pullRequestEvent(false))
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(
      '::error::mode: expected the workflow_run event for mode comment (a workflow triggered by the gate workflow), found the pull_request event',
    )
  }, 30_000)
})

describe('the baseline from the base branch', () => {
  let api: FakeGitHub
  let base: string
  let head: string
  useFakeGitHub((started) => (api = started))
  beforeEach(() => {
    const dir = mkdtempSync(join(work, 'traces-'))
    mkdirSync(join(dir, 'main'))
    mkdirSync(join(dir, 'pr'))
    base = join(dir, 'main/agent.jsonl')
    head = join(dir, 'pr/agent.jsonl')
    copyFileSync(join(ROOT, 'examples/clean.jsonl'), base) // trust 100
    copyFileSync(join(ROOT, 'examples/context-pollution.jsonl'), head) // trust 97, a high cause
  })

  /** The push run on main uploads its report; it becomes the latest successful run there. */
  async function pushOnMain(runId: number) {
    const r = await runAction(
      api,
      { sessions: base },
      { name: 'push', payload: { ref: 'refs/heads/main' } },
      runnerEnv(api, runId, { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' }),
    )
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(`Uploaded the report as the artifact "${ARTIFACT}"`)
    api.runs.push({
      id: runId,
      workflow: 'gate.yml',
      head_branch: 'main',
      event: 'push',
      conclusion: 'success',
      head_sha: BASE_SHA,
      run_number: 100,
      head_repository: { full_name: `${OWNER}/${REPO}` },
    })
  }

  it('passes a regression within the tolerance and fails one beyond it, and the comment shows both and the trend', async () => {
    await pushOnMain(900)
    // A pull request run of a fork on a branch named main must never become the baseline.
    api.runs.push({
      id: 950,
      workflow: 'gate.yml',
      head_branch: 'main',
      event: 'push',
      conclusion: 'success',
      head_sha: HEAD_SHA,
      run_number: 150,
      head_repository: { full_name: 'fork/demo' },
    })
    api.addArtifact(950, makeZip([{ name: 'report.json', data: '{}' }]))
    api.requests = []

    const inputs = { sessions: head, 'baseline-from': 'artifact', 'fail-on-regression': 'true' }
    const within = await runAction(api, inputs, pullRequestEvent(false), runnerEnv(api, 901))
    expect(within.stderr).toBe('')
    expect(within.code).toBe(0)
    expect(within.outputs).toMatchObject({ passed: 'true', regression: 'false', 'trust-score': '97' })
    expect(api.restCalls().slice(0, 3)).toEqual([
      `GET /repos/${OWNER}/${REPO}/actions/workflows/gate.yml/runs`,
      `GET /repos/${OWNER}/${REPO}/actions/runs/900/artifacts`,
      `GET /repos/${OWNER}/${REPO}/actions/artifacts/500/zip`,
    ])
    expect(api.requests[0].path).toContain('branch=main')
    expect(api.requests[0].path).toContain('event=push')
    expect(api.requests[0].path).toContain('status=success')
    expect(within.stdout).toContain('The baseline is the report of run #100 on main (commit ba5e000), with 1 session.')
    const comment = () => ourComments(api)[0].body
    expect(comment()).toContain('### Compared with the baseline')
    expect(comment()).toContain('1 session compared: no session regressed, 1 lower within the tolerance')
    expect(comment()).toMatch(
      /\| ↘️ \| `[^`]*pr\/agent\.jsonl` \(baseline `[^`]*main\/agent\.jsonl`\) \| 97 \(was 100\) \| -3 \| review_recommended \(was ready_for_runtime\) \| `context_pollution` \| none \|/,
    )
    // The pull request's own artifact carries the comparison, for the comment workflow.
    const meta = JSON.parse((await readArtifactZip(api.artifacts.find((a) => a.runId === 901)!.zip)).meta!.toString())
    expect(meta.baseline.sessions[0]).toMatchObject({ trust_delta: -3, regressed: false })

    const beyond = await runAction(
      api,
      { ...inputs, 'regression-tolerance': '2' },
      pullRequestEvent(false),
      runnerEnv(api, 902),
    )
    expect(beyond.code).toBe(1)
    expect(beyond.outputs).toMatchObject({ passed: 'false', regression: 'true' })
    expect(beyond.stdout).toMatch(
      /::error::The agent trust gate failed: \S*pr\/agent\.jsonl: trust score fell from 100 to 97 \(-3\), more than the regression tolerance of 2\./,
    )
    expect(ourComments(api)).toHaveLength(1)
    expect(comment()).toContain('## ❌ Agent trust gate: failed')
    expect(comment()).toContain('**1 session regressed**')
    expect(comment()).toContain(
      '**Trend on this pull request** (lowest trust score of the last 2 runs, oldest first): ██ 97 → 97',
    )
    expect(comment()).toContain(
      '| [#102](https://github.com/octo/demo/actions/runs/902) | `c0ffee0` | 97 | review_recommended | `context_pollution` | 1 | ❌ failed |',
    )
  }, 90_000)

  it('says there is no baseline, and fails nothing for it', async () => {
    const r = await runAction(
      api,
      { sessions: head, 'baseline-from': 'artifact', 'fail-on-regression': 'true' },
      pullRequestEvent(false),
      runnerEnv(api, 901),
    )
    expect(r.code).toBe(0)
    expect(r.outputs.regression).toBe('')
    expect(r.stdout).toContain(
      '::warning::No baseline to compare with: no successful push run of this workflow on main was found. Nothing fails for it. (fail-on-regression is on, but has nothing to compare with.)',
    )
    expect(ourComments(api)[0].body).toContain(
      '**Baseline:** none to compare with: no successful push run of this workflow on main was found. Nothing fails for it.',
    )
  }, 30_000)

  it('says to grant actions: read when the token may not list runs', async () => {
    api.fail('GET', /\/actions\/workflows\//, 403, 1, 'Resource not accessible by integration')
    // Without GITHUB_WORKFLOW_REF the workflow is asked of the run.
    const r = await runAction(api, { sessions: head, 'baseline-from': 'artifact' }, pullRequestEvent(false))
    expect(api.restCalls().slice(0, 2)).toEqual([
      `GET /repos/${OWNER}/${REPO}/actions/runs/1234`,
      `GET /repos/${OWNER}/${REPO}/actions/workflows/77/runs`,
    ])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /::warning::Could not download the baseline artifact "agent-trust-gate-report" of main \(HTTP 403: Resource not accessible by integration\)\. Give the job `permissions: actions: read`/,
    )
    expect(ourComments(api)[0].body).toContain(
      '**Baseline:** none to compare with: the baseline artifact of main could not be downloaded',
    )
  }, 30_000)

  it('takes baseline report files too', async () => {
    const out = join(work, `base-${Date.now()}.json`)
    const cli = spawn(process.execPath, [CLI, 'diagnose', base, '--out', out], { stdio: 'ignore' })
    await new Promise((resolve) => cli.on('close', resolve))
    const r = await runAction(
      api,
      { sessions: head, baseline: out, 'fail-on-regression': 'true', 'regression-tolerance': '0' },
      pullRequestEvent(false),
    )
    expect(r.code).toBe(1)
    expect(r.outputs.regression).toBe('true')
    const missing = await runAction(api, { sessions: head, baseline: 'nothing/*.json' }, pullRequestEvent(false))
    expect(missing.code).toBe(0)
    expect(missing.stdout).toContain(
      'No baseline to compare with: no report file matched "nothing/*.json". Nothing fails for it.',
    )
  }, 30_000)
})

describe('reports: the shards of a matrix', () => {
  let api: FakeGitHub
  useFakeGitHub((started) => (api = started))

  it('merges shard reports into the verdict of diagnosing all sessions at once, with one comment', async () => {
    const dir = mkdtempSync(join(work, 'shards-'))
    const shards = [['examples/tool-loop.jsonl'], ['examples/clean.jsonl', 'examples/cost-explosion.jsonl']]
    for (const [i, files] of shards.entries()) {
      const cli = spawn(process.execPath, [CLI, 'diagnose', ...files, '--out', join(dir, `shard-${i + 1}.json`)], {
        cwd: ROOT,
        stdio: 'ignore',
      })
      await new Promise((resolve) => cli.on('close', resolve))
    }
    const merged = await runAction(api, { reports: `${dir}/*.json`, 'comment-key': 'merged' }, pullRequestEvent(false))
    const direct = await runAction(
      api,
      { sessions: shards.flat().join('\n'), 'comment-key': 'direct' },
      pullRequestEvent(false),
    )
    expect(merged.code).toBe(1)
    expect(merged.stdout).toContain('::group::Merging 2 reports')
    const verdict = (r: RunResult) => JSON.parse(readFileSync(r.outputs['report-path'], 'utf8')).verdict
    expect(verdict(merged)).toEqual(verdict(direct))
    const { 'comment-url': _m, 'report-path': _mp, ...mergedOut } = merged.outputs
    const { 'comment-url': _d, 'report-path': _dp, ...directOut } = direct.outputs
    expect(mergedOut).toEqual(directOut)
    expect(ourComments(api)).toHaveLength(2)
  }, 30_000)

  it('wants exactly one of sessions and reports', async () => {
    const both = await runAction(api, { sessions: PASSING, reports: 'x/*.json' }, pullRequestEvent(false))
    expect(both.code).toBe(1)
    expect(both.stdout).toContain(
      '::error::sessions, reports: expected one of them (trace files to diagnose, or report files to merge), found both',
    )
    const neither = await runAction(api, {}, pullRequestEvent(false))
    expect(neither.code).toBe(1)
    expect(neither.stdout).toContain('::error::sessions: expected at least one glob of trace files')
  }, 30_000)

  it('fails on a shard that is not a report, naming it', async () => {
    const r = await runAction(api, { reports: '__fixtures__/github/not-a-trace.jsonl' }, pullRequestEvent(false))
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(
      /::error::__fixtures__\/github\/not-a-trace\.jsonl: expected an agent-trust-gate report \(JSON\), found invalid JSON/,
    )
  }, 30_000)
})

/**
 * End to end, the bundled action (dist/index.js) run as the runner runs it, on a pull request
 * whose agent (a Claude Code run, its transcript untracked in the workspace) edited src/calc.ts
 * six times, four of them failing, while `npm test` kept failing, then got it right; wrote
 * docs/notes.md; and wrote a file under /tmp. A small fake of GitHub's REST API on 127.0.0.1
 * lists the pull request's files (two pages) and takes the comment.
 *
 * The causes that involve src/calc.ts are annotated on its lines, at the line of the changed hunk
 * where the agent's last edit landed; the comment says what the agent changed; the /tmp file is
 * named nowhere; and the verdict is the same with and without the file list.
 *
 * Run `npm run bundle` first: this tests the bundle, not the sources.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { patchLines } from '../../src/action/pr-files.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BUNDLE = join(ROOT, 'dist/index.js')
const FIXTURE = join(ROOT, '__fixtures__/github/pr-files')
/** The workspace the transcript was recorded in; the test puts its own in its place. */
const RECORDED_WORKSPACE = '/home/runner/work/demo/demo'
const TOKEN = 'ghs_e2eTestToken0123456789abcdefABCDEF'
const OWNER = 'octo'
const REPO = 'demo'
const PR = 7

/** The pull request's diff of src/calc.ts: `add` fixed, `divide` added (new lines 9-13). */
const CALC_PATCH = [
  '@@ -1,4 +1,4 @@',
  ' // A small calculator.',
  ' export function add(a: number, b: number): number {',
  '-  return a - b',
  '+  return a + b',
  ' }',
  '@@ -6,3 +6,8 @@',
  ' export function subtract(a: number, b: number): number {',
  '   return a - b',
  ' }',
  '+',
  '+export function divide(a: number, b: number): number {',
  "+  if (b === 0) throw new Error('division by zero')",
  '+  return a / b',
  '+}',
].join('\n')

const PULL_FILES = [
  ...Array.from({ length: 120 }, (_, i) => ({
    filename: `data/fixture-${String(i).padStart(3, '0')}.json`,
    status: 'added',
    patch: '@@ -0,0 +1 @@\n+{}',
  })),
  { filename: 'docs/notes.md', status: 'added', patch: '@@ -0,0 +1,3 @@\n+# Notes\n+\n+add() returned a - b.' },
  { filename: 'src/calc.ts', status: 'modified', patch: CALC_PATCH },
]

interface Recorded {
  method: string
  path: string
}

class FakeGitHub {
  requests: Recorded[] = []
  comments: { id: number; body: string; user: { login: string; type: string } }[] = []
  failFiles = 0
  url = ''
  private server?: Server

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

  private send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(JSON.stringify(data))
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const method = req.method ?? 'GET'
      const url = new URL(req.url ?? '/', this.url)
      this.requests.push({ method, path: url.pathname + url.search })
      const files = `/repos/${OWNER}/${REPO}/pulls/${PR}/files`
      if (method === 'GET' && url.pathname === files) {
        if (this.failFiles > 0) {
          this.failFiles--
          return this.send(res, 403, { message: 'Resource not accessible by integration' })
        }
        const perPage = Number(url.searchParams.get('per_page') ?? 30)
        const page = Number(url.searchParams.get('page') ?? 1)
        const last = Math.ceil(PULL_FILES.length / perPage)
        const link =
          page < last
            ? { link: `<${this.url}${files}?per_page=${perPage}&page=${page + 1}>; rel="next"` }
            : ({} as Record<string, string>)
        return this.send(res, 200, PULL_FILES.slice((page - 1) * perPage, page * perPage), link)
      }
      const comments = `/repos/${OWNER}/${REPO}/issues/${PR}/comments`
      if (method === 'GET' && url.pathname === comments) return this.send(res, 200, this.comments)
      if (method === 'POST' && url.pathname === comments) {
        const body = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { body: string }).body
        const c = { id: this.comments.length + 1, body, user: { login: 'github-actions[bot]', type: 'Bot' } }
        this.comments.push(c)
        return this.send(res, 201, { ...c, html_url: `https://github.test/${OWNER}/${REPO}/pull/${PR}#c${c.id}` })
      }
      if (method === 'GET' && url.pathname === '/user') return this.send(res, 403, { message: 'Forbidden' })
      return this.send(res, 404, { message: 'Not Found' })
    })
  }
}

interface RunResult {
  code: number | null
  stdout: string
  outputs: Record<string, string>
  summary: string
}

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
let workspace: string
const api = new FakeGitHub()

const PR_EVENT = {
  name: 'pull_request',
  payload: {
    action: 'synchronize',
    number: PR,
    pull_request: {
      number: PR,
      head: { sha: 'a'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } },
      base: { ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
    },
    repository: { name: REPO, owner: { login: OWNER }, full_name: `${OWNER}/${REPO}` },
  },
}
const PUSH_EVENT = { name: 'push', payload: { ref: 'refs/heads/main' } }

function runAction(event: { name: string; payload: unknown }, inputs: Record<string, string> = {}): Promise<RunResult> {
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
    // The action's own repository and ref, where its rule pages are.
    GITHUB_ACTION_REPOSITORY: 'gate-owner/agent-trust-gate',
    GITHUB_ACTION_REF: 'a1b2c3d',
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'gate',
    GITHUB_ACTION: 'trust-gate',
    GITHUB_RUN_ID: '1234',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    AGENT_TRUST_GATE_RETRY_BASE_MS: '5',
    'INPUT_GITHUB-TOKEN': TOKEN,
    INPUT_SESSIONS: '.agent/*.jsonl',
    'INPUT_UPLOAD-REPORT': 'false',
    'INPUT_HTML-REPORT': 'false',
    INPUT_SINCE: '',
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUNDLE], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({
        code,
        stdout,
        outputs: parseOutputs(readFileSync(files.output, 'utf8')),
        summary: readFileSync(files.summary, 'utf8'),
      })
    })
  })
}

/** The report the action wrote, without what is presentation only. */
function verdictOf(r: RunResult) {
  const report = JSON.parse(readFileSync(r.outputs['report-path'], 'utf8')) as {
    verdict: unknown
    sessions: { diagnosis: unknown; files?: { path: string; edits: number; failed_edits: number }[] }[]
  }
  return { report, judged: { verdict: report.verdict, diagnoses: report.sessions.map((s) => s.diagnosis) } }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'atg-pr-files-'))
  workspace = join(work, 'workspace')
  for (const d of ['src', 'docs', '.agent']) mkdirSync(join(workspace, d), { recursive: true })
  writeFileSync(join(workspace, 'src/calc.ts'), readFileSync(join(FIXTURE, 'calc.ts')))
  writeFileSync(join(workspace, 'docs/notes.md'), '# Notes\n\nadd() returned a - b.\n')
  const transcript = readFileSync(join(FIXTURE, 'transcript.jsonl'), 'utf8').split(RECORDED_WORKSPACE).join(workspace)
  writeFileSync(join(workspace, '.agent/transcript.jsonl'), transcript)
  await api.start()
})

afterAll(async () => {
  await api.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('annotations on the pull request files', () => {
  let onPr: RunResult

  it('puts the cause on src/calc.ts, at the line of the changed hunk where the last edit landed', async () => {
    onPr = await runAction(PR_EVENT)
    expect(onPr.code).toBe(1)
    // The file list, every page of it.
    const listed = api.requests.filter((q) => q.path.startsWith(`/repos/${OWNER}/${REPO}/pulls/${PR}/files`))
    expect(listed.length).toBe(2)
    const annotation = /^::warning title=([^,]*),file=src\/calc\.ts,line=(\d+)::(.*)$/m.exec(onPr.stdout)
    expect(annotation).not.toBeNull()
    const line = Number(annotation![2])
    // The line where `divide`, the last edit that landed, starts: one the pull request adds.
    const text = readFileSync(join(workspace, 'src/calc.ts'), 'utf8').split('\n')
    expect(text[line - 1]).toBe('export function divide(a: number, b: number): number {')
    expect(patchLines(CALC_PATCH).added).toContain(line)
    expect(annotation![1]).toContain('ignoring_tool_outputs')
    expect(annotation![3]).toContain('edited it 6 times (4 failed)')
    // docs/notes.md is in the pull request but no cause involves it: no annotation there.
    expect(onPr.stdout).not.toMatch(/^::\w+ file=docs\/notes\.md/m)
  }, 60_000)

  it('says in the comment what the agent changed, below the verdict and the fix', () => {
    const body = api.comments[api.comments.length - 1].body
    // The cause links to its rule's page.
    expect(body).toMatch(
      /^- `src\/calc\.ts`: 6 edits \(4 failed\), 1 read; \[`ignoring_tool_outputs`\]\(https:\/\/github\.test\/gate-owner\/agent-trust-gate\/blob\/a1b2c3d\/docs\/rules\/agents-ignoring_tool_outputs\.md\)$/m,
    )
    expect(body).toContain('- `docs/notes.md`: 1 edit')
    expect(body).toContain('1 file outside the workspace, edited or read (not named)')
    const lines = body.split('\n').filter((l) => l.trim())
    const top = lines.slice(0, 15).join('\n')
    expect(top).toContain('Agent trust gate: failed')
    expect(top).toContain('ignoring_tool_outputs')
    // Below the fix of the primary cause, which the comment gives first.
    const fix = lines.findIndex((l) => l.startsWith('**Fix'))
    expect(fix).toBeGreaterThan(0)
    expect(fix).toBeLessThan(15)
    expect(lines.findIndex((l) => l.startsWith('**What the agent changed'))).toBeGreaterThan(fix)
    expect(onPr.summary).toContain('- `src/calc.ts`: 6 edits (4 failed)')
  })

  it('names the /tmp file nowhere, and the JSON report has the files', () => {
    const { report } = verdictOf(onPr)
    const calc = report.sessions[0].files!.find((f) => f.path === 'src/calc.ts')
    expect(calc).toMatchObject({ edits: 6, failed_edits: 4 })
    expect(report.sessions[0].files!.map((f) => f.path)).toEqual(['docs/notes.md', 'src/calc.ts'])
    const everything = [
      onPr.stdout,
      onPr.summary,
      ...api.comments.map((c) => c.body),
      readFileSync(onPr.outputs['report-path'], 'utf8'),
    ].join('\n')
    expect(everything).not.toContain('alice-notes')
    expect(everything).not.toContain('calc-scratch')
  })

  it('without the file list (a push): the verdict is the same, annotations stay on the trace, and a notice says why', async () => {
    const before = api.requests.length
    const onPush = await runAction(PUSH_EVENT)
    expect(onPush.code).toBe(1)
    expect(api.requests.length).toBe(before)
    expect(verdictOf(onPush).judged).toEqual(verdictOf(onPr).judged)
    expect(onPush.stdout).not.toMatch(/^::\w+ file=src\/calc\.ts/m)
    expect(onPush.stdout).toMatch(/^::error title=[^,]*,file=\.agent\/transcript\.jsonl,line=\d+/m)
    expect(onPush.stdout).toMatch(
      /^::notice title=agent-trust-gate%3A the pull request files were not listed::.*push event/m,
    )
  }, 60_000)

  it('when the file list cannot be read: a notice says why, and the rest goes on', async () => {
    api.failFiles = 1
    const r = await runAction(PR_EVENT)
    expect(r.code).toBe(1)
    expect(r.stdout).not.toMatch(/^::\w+ file=src\/calc\.ts/m)
    expect(r.stdout).toMatch(/^::notice title=[^:]*::.*HTTP 403/m)
    expect(verdictOf(r).judged).toEqual(verdictOf(onPr).judged)
  }, 60_000)

  it('without a token: a notice says why', async () => {
    const r = await runAction(PR_EVENT, { 'github-token': '' })
    expect(r.stdout).toMatch(/^::notice title=[^:]*::.*there is no github-token/m)
    expect(verdictOf(r).judged).toEqual(verdictOf(onPr).judged)
  }, 60_000)
})

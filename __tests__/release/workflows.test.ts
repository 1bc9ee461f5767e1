/**
 * What the project's own workflows promise: self-test.yml's expected outputs are what the
 * action's verdict gives for the same traces (the CLI and the action share the report), the
 * unsafe run is the one whose step must fail, CI runs the tests on node 20 and 24 and checks
 * dist/, the release publishes with provenance and moves the major tag, and dependabot watches
 * both npm and the actions.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { cli } from '../../__fixtures__/testing.js'
import { verdictOutputs } from '../../src/action/outputs.js'
import type { Report } from '../../src/report/json.js'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const yml = (p: string) => parse(readFileSync(join(repo, p), 'utf8'))

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
  'continue-on-error'?: boolean
}

describe('self-test.yml', () => {
  const steps: Step[] = yml('.github/workflows/self-test.yml').jobs.action.steps
  const gates = steps.filter((s) => s.uses === './')
  const check = steps.find((s) => s.run?.includes('check "'))!

  it('runs the action from the checkout on a clean and on an unsafe example', () => {
    expect(gates.map((s) => [s.id, s.with?.sessions, s['continue-on-error'] ?? false])).toEqual([
      ['clean', 'examples/clean.jsonl', false],
      ['unsafe', 'examples/tool-loop.jsonl', true],
    ])
    // The examples are committed in this repository: the action's default (integrity fail) would fail on that.
    expect(gates.map((s) => s.with?.integrity)).toEqual(['warn', 'warn'])
  })

  it('expects the outputs the verdict gives, and a failed step exactly where the gate fails', async () => {
    // check "label" "$VAR" expected  ->  VAR: ${{ steps.<id>.outputs.<name> }} or steps.<id>.outcome
    const checks = [...check.run!.matchAll(/^\s*check "[^"]*" "\$(\w+)" (\S*)\s*$/gm)].map((m) => ({
      env: m[1],
      expected: m[2].replace(/^""$/, ''),
    }))
    expect(checks.length).toBeGreaterThanOrEqual(10)
    const want: Record<string, Record<string, string>> = {}
    for (const gate of gates) {
      const { stdout } = await cli('diagnose', String(gate.with!.sessions), '--json')
      const report = JSON.parse(stdout) as Report
      want[gate.id!] = {
        ...verdictOutputs(report),
        outcome: report.verdict.passed ? 'success' : 'failure',
        conclusion: report.verdict.passed || gate['continue-on-error'] ? 'success' : 'failure',
      }
    }
    expect(want.clean.passed).toBe('true')
    expect(want.unsafe.passed).toBe('false')
    const seen = new Set<string>()
    for (const c of checks) {
      const m = /^\$\{\{ steps\.(\w+)\.(?:outputs\.([\w-]+)|(outcome|conclusion)) \}\}$/.exec(check.env![c.env] ?? '')
      expect([c.env, m !== null]).toEqual([c.env, true])
      const [, id, output, status] = m!
      seen.add(`${id}.${output ?? status}`)
      expect([c.env, c.expected]).toEqual([c.env, want[id][output ?? status]])
    }
    for (const id of ['clean', 'unsafe'])
      for (const what of ['outcome', 'readiness', 'trust-score', 'passed']) expect(seen).toContain(`${id}.${what}`)
  })
})

describe('ci.yml', () => {
  const job = yml('.github/workflows/ci.yml').jobs.test
  const runs = (job.steps as Step[]).map((s) => s.run ?? '').join('\n')

  it('tests on node 20 and 24, from a clean install, and checks dist/', () => {
    expect(job.strategy.matrix.node).toEqual([20, 24])
    expect(runs).toMatch(/^npm ci\b/m)
    expect(runs).toMatch(/^npm test$/m)
    expect(runs).toContain('npm run bundle')
    expect(runs).toContain('git status --porcelain -- dist')
  })

  it('runs on pushes and pull requests', () => {
    expect(Object.keys(yml('.github/workflows/ci.yml').on).sort()).toEqual(['pull_request', 'push'])
  })
})

describe('release.yml', () => {
  const wf = yml('.github/workflows/release.yml')
  const runs = (id: string) => (wf.jobs[id].steps as Step[]).map((s) => s.run ?? '').join('\n')

  it('runs on version tags, but not on the major tag it moves', () => {
    const [pattern] = wf.on.push.tags as string[]
    // GitHub's filter: [0-9]+ is one or more digits, * anything but a slash.
    const re = new RegExp('^' + pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]*') + '$')
    expect(['v1.0.0', 'v1.2.3', 'v2.0.0-rc.1'].filter((t) => re.test(t))).toHaveLength(3)
    expect(['v1', 'v1.2', 'latest'].filter((t) => re.test(t))).toEqual([])
  })

  it('publishes only from the repository package.json names, as provenance requires', async () => {
    const { REPOSITORY_URL } = await import('../../src/core/version.js')
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))
    expect(pkg.repository).toEqual({ type: 'git', url: `git+${REPOSITORY_URL}.git` })
    expect(runs('publish')).toContain('want="git+${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}.git"')
  })

  it('tests and checks dist/ before it publishes with provenance, then moves the major tag', () => {
    expect(runs('test')).toMatch(/^npm test$/m)
    expect(runs('test')).toContain('git status --porcelain -- dist')
    expect(wf.jobs.publish.needs).toBe('test')
    expect(wf.jobs.publish.permissions['id-token']).toBe('write')
    expect(runs('publish')).toMatch(/npm publish --provenance/)
    expect(wf.jobs['major-tag'].needs).toEqual(['test', 'publish'])
    expect(runs('major-tag')).toContain('git push --force origin "refs/tags/$MAJOR"')
  })
})

describe('dependabot.yml', () => {
  it('updates the npm packages and the actions', () => {
    const d = yml('.github/dependabot.yml')
    expect(d.version).toBe(2)
    expect(
      d.updates.map((u: { 'package-ecosystem': string; directory: string }) => [u['package-ecosystem'], u.directory]),
    ).toEqual([
      ['npm', '/'],
      ['github-actions', '/'],
    ])
  })
})

/** The first ```yaml block after `heading` in a Markdown file, parsed. */
function firstWorkflowAfter(file: string, heading: string): { jobs: Record<string, { steps: Step[] }> } {
  const text = readFileSync(join(repo, file), 'utf8')
  const from = text.indexOf(`\n${heading}\n`)
  expect(from).toBeGreaterThan(-1)
  const block = /```yaml\n([\s\S]*?)\n```/.exec(text.slice(from))!
  return parse(block[1])
}

describe('the starter workflow', () => {
  const starters = [
    firstWorkflowAfter('README.md', '## The action'),
    firstWorkflowAfter('docs/action.md', '## A workflow to start from'),
  ]

  it('writes the trace under $RUNNER_TEMP, where the gate reads it, the same in README.md and docs/action.md', () => {
    const where = starters.map((w) => {
      const steps = Object.values(w.jobs).flatMap((j) => j.steps)
      const agent = steps.find((s) => s.name === 'Run the agent, keeping its trace')!
      const gate = steps.find((s) => s.uses?.startsWith('OWNER/agent-trust-gate@'))!
      return {
        written: /> "(\$RUNNER_TEMP\/[^"]+)"\s*$/.exec(agent.run!)?.[1],
        read: gate.with?.sessions,
      }
    })
    expect(where).toEqual([
      { written: '$RUNNER_TEMP/traces/claude.jsonl', read: '${{ runner.temp }}/traces/*.jsonl' },
      { written: '$RUNNER_TEMP/traces/claude.jsonl', read: '${{ runner.temp }}/traces/*.jsonl' },
    ])
  })

  it('every workflow of docs/action.md reads its traces under $RUNNER_TEMP, where its agent steps write them', () => {
    const text = readFileSync(join(repo, 'docs/action.md'), 'utf8')
    // Every `sessions:` of the action's docs reads under the runner's temporary folder.
    const sessions = [...text.matchAll(/^\s+sessions: (.+)$/gm)].map((m) => m[1])
    expect(sessions.length).toBeGreaterThanOrEqual(4)
    for (const s of sessions) expect(s).toMatch(/^\$\{\{ runner\.temp \}\}\/traces\//)
  })
})

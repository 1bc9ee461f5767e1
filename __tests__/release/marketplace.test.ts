/**
 * action.yml as the GitHub Marketplace takes it: a name, a description under 125 characters,
 * branding with a Feather icon name and one of the Marketplace's colours, and a description for
 * every input and output.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const action = parse(readFileSync(join(repo, 'action.yml'), 'utf8')) as {
  name: string
  description: string
  author?: string
  branding?: { icon?: string; color?: string }
  inputs: Record<string, { description?: string }>
  outputs: Record<string, { description?: string }>
  runs: { using: string; main: string }
}

const COLORS = ['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']

describe('action.yml for the Marketplace', () => {
  it('has a name and a description shorter than 125 characters', () => {
    expect(action.name).toBe('Agent Trust Gate')
    expect(action.description.length).toBeGreaterThan(20)
    expect(action.description.length).toBeLessThan(125)
  })

  it('has branding: an icon and a colour the Marketplace knows', () => {
    expect(action.branding?.icon).toMatch(/^[a-z][a-z0-9-]*$/)
    expect(COLORS).toContain(action.branding?.color)
  })

  it('describes every input and every output', () => {
    const undescribed = [...Object.entries(action.inputs), ...Object.entries(action.outputs)]
      .filter(([, v]) => typeof v?.description !== 'string' || v.description.trim().length < 10)
      .map(([k]) => k)
    expect(Object.keys(action.inputs).length).toBeGreaterThan(10)
    expect(Object.keys(action.outputs).length).toBeGreaterThan(5)
    expect(undescribed).toEqual([])
  })

  it('runs the committed bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })
})

describe('README.md for people who install it', () => {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8')
  const section = (title: string) => {
    const start = readme.indexOf(`\n## ${title}\n`)
    expect(start).toBeGreaterThan(0)
    const end = readme.indexOf('\n## ', start + 1)
    return readme.slice(start, end === -1 ? undefined : end)
  }

  it('still opens with the two commands', () => {
    expect(readme.split('\n').slice(0, 6).join('\n')).toBe(
      '# agent-trust-gate\n\n```sh\nnpm ci && npm start    # set up, then diagnose the bundled examples/ and print the verdict\nnpm test               # type-check, lint and run every test\n```',
    )
  })

  it('says how to install today, first of its sections: a clone, the tarball, the action by commit SHA', () => {
    expect(readme.indexOf('\n## Install\n')).toBe(readme.indexOf('\n## '))
    const install = section('Install')
    expect(install).toContain('**No release is published yet.**')
    expect(install).toContain('node dist/cli/index.js diagnose')
    expect(install).toMatch(/npm pack[^\n]*\nnpm install -g \.\/agent-trust-gate-\d+\.\d+\.\d+\.tgz/)
    expect(install).toMatch(/^- uses: OWNER\/agent-trust-gate@FULL_COMMIT_SHA /m)
    expect(install).toContain('### Versions')
    expect(install).toMatch(/semantic versioning/)
    expect(install).toMatch(/`v1` moves/)
  })

  it('never tells a user to run what does not exist yet: no registry install, no v1 tag in a workflow', () => {
    for (const file of ['README.md', ...readdirSync(join(repo, 'docs')).map((f) => `docs/${f}`)]) {
      if (!file.endsWith('.md')) continue
      const text = readFileSync(join(repo, file), 'utf8')
      expect([file, text.match(/^\s*(?:- )?uses: OWNER\/agent-trust-gate@v\d.*$/m)?.[0]]).toEqual([file, undefined])
      expect([file, text.match(/^\s*npx (?:-y )?agent-trust-gate\b.*$/m)?.[0]]).toEqual([file, undefined])
      expect([file, text.match(/^\s*npm install -g agent-trust-gate\b.*$/m)?.[0]]).toEqual([file, undefined])
    }
  })

  it('is at most 400 lines, and leaves internals to docs/ (the model, performance, the CLI reference)', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(400)
    for (const page of ['docs/model.md', 'docs/performance.md', 'docs/cli.md']) {
      expect(readme).toContain(`](${page}`)
      expect(existsSync(join(repo, page))).toBe(true)
    }
    // The bench writes its figures into docs/performance.md, not into the README.
    expect(readme).not.toContain('<!-- bench:start -->')
    expect(readFileSync(join(repo, 'docs/performance.md'), 'utf8')).toContain('<!-- bench:start -->')
    // Why a team wants it: both kinds of pull request.
    expect(readme).toMatch(/a pull request an agent wrote/)
    expect(readme).toMatch(/a pull request that changes the agent/)
    // "critiqor" is explained where the user reads it.
    expect(section('The diagnosis')).toMatch(/Critiqor is an agent-diagnosis engine/)
  })

  it('starts from a workflow whose agent may run the tests, not only edit files', () => {
    const action = section('The action')
    expect(action).toMatch(/--allowedTools "Bash\(npm test:\*\)"[^\n]* Read Edit/)
    expect(action).not.toContain('--permission-mode acceptEdits')
  })

  it('names the permission of each feature', () => {
    const install = section('Install')
    for (const p of ['contents: read', 'pull-requests: write', 'actions: read']) expect(install).toContain(`\`${p}\``)
    expect(install).toMatch(/\| `baseline-from: artifact`[^\n]*\| `actions: read` \|/)
    expect(install).toMatch(/\| the pull request comment[^\n]*\| `pull-requests: write` \|/)
  })
})

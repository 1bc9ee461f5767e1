/**
 * action.yml as the GitHub Marketplace takes it: a name, a description under 125 characters,
 * branding with a Feather icon name and one of the Marketplace's colours, and a description for
 * every input and output.
 */
import { readFileSync } from 'node:fs'
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

  it('says how to install, first of its sections', () => {
    expect(readme.indexOf('\n## Install\n')).toBe(readme.indexOf('\n## '))
    const install = section('Install')
    expect(install).toContain('uses: OWNER/agent-trust-gate@v1')
    expect(install).toContain('npx agent-trust-gate diagnose')
    expect(install).toContain('### Versions')
    expect(install).toMatch(/semantic versioning/)
    expect(install).toMatch(/`v1` moves/)
  })

  it('names the permission of each feature', () => {
    const install = section('Install')
    for (const p of ['contents: read', 'pull-requests: write', 'actions: read']) expect(install).toContain(`\`${p}\``)
    expect(install).toMatch(/\| `baseline-from: artifact`[^\n]*\| `actions: read` \|/)
    expect(install).toMatch(/\| the pull request comment[^\n]*\| `pull-requests: write` \|/)
  })
})

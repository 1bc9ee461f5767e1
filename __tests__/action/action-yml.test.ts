import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { INPUT_NAMES, parseInputs } from '../../src/action/inputs.js'
import { OUTPUT_NAMES } from '../../src/action/outputs.js'

const read = (p: string) => readFileSync(fileURLToPath(new URL(`../../${p}`, import.meta.url)), 'utf8')

/** The keys one level under a top-level section of action.yml. */
function keysOf(yml: string, section: string): string[] {
  const lines = yml.split('\n')
  const start = lines.indexOf(`${section}:`)
  const keys: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break
    const m = /^ {2}([a-z-]+):/.exec(line)
    if (m) keys.push(m[1])
  }
  return keys
}

describe('action.yml', () => {
  const yml = read('action.yml')

  it('declares the inputs the action reads, and the outputs it sets', () => {
    expect(keysOf(yml, 'inputs')).toEqual([...INPUT_NAMES])
    expect(keysOf(yml, 'outputs')).toEqual([...OUTPUT_NAMES])
  })

  it('runs the bundle on node24', () => {
    expect(yml).toMatch(/^runs:\n {2}using: 'node24'\n {2}main: 'dist\/index.js'$/m)
  })

  it('gives the defaults of the issue', () => {
    const defaultOf = (name: string) =>
      new RegExp(`^ {2}${name}:\\n(?: {4}.*\\n)*? {4}default: '([^']*)'`, 'm').exec(yml)?.[1]
    expect(defaultOf('format')).toBe('auto')
    expect(defaultOf('fail-on')).toBe('unsafe_for_production')
    expect(defaultOf('min-trust-score')).toBe('')
    expect(defaultOf('if-no-files-found')).toBe('error')
    expect(defaultOf('comment-on')).toBe('always')
    expect(defaultOf('comment-key')).toBe('')
    expect(defaultOf('github-token')).toBe('${{ github.token }}')
    expect(defaultOf('report-path')).toBe('')
    expect(defaultOf('mode')).toBe('gate')
    expect(defaultOf('sessions')).toBe('')
    expect(defaultOf('reports')).toBe('')
    expect(defaultOf('baseline')).toBe('')
    expect(defaultOf('baseline-from')).toBe('')
    expect(defaultOf('fail-on-regression')).toBe('false')
    expect(defaultOf('regression-tolerance')).toBe('5')
    expect(defaultOf('upload-report')).toBe('true')
    expect(defaultOf('artifact-name')).toBe('agent-trust-gate-report')
    expect(defaultOf('preset')).toBe('auto')
    expect(defaultOf('token-budget')).toBe('')
    expect(defaultOf('workers')).toBe('')
    expect(defaultOf('policy')).toBe('')
    expect(defaultOf('repeat-min-pass')).toBe('')
    expect(defaultOf('harness')).toBe('')
    expect(defaultOf('min-final-score')).toBe('')
  })

  it('gives defaults that parse to the documented values', () => {
    const defaults: Record<string, string> = {}
    for (const name of INPUT_NAMES) {
      const m = new RegExp(`^ {2}${name}:\\n(?: {4}.*\\n)*? {4}default: '([^']*)'`, 'm').exec(yml)
      if (m && !m[1].includes('${{')) defaults[name] = m[1]
    }
    // since: the runner passes `commit` when the input is not given; an empty one turns the check off.
    expect(defaults.since).toBe('commit')
    expect(defaults.integrity).toBe('fail')
    expect(parseInputs({ ...defaults, sessions: 'a.jsonl' })).toEqual({
      ...parseInputs({ sessions: 'a.jsonl' }),
      since: 'commit',
    })
  })
})

describe('docs/action.md', () => {
  const doc = read('docs/action.md')
  it('documents every input and output', () => {
    for (const name of [...INPUT_NAMES, ...OUTPUT_NAMES]) expect(doc).toContain(`| \`${name}\` |`)
  })
})

/**
 * The plain summary line CI reads: a test file that fails to load, or that has no test (jest 30
 * rejects an empty `describe.each`), is a failure there, with its message; skipped and todo
 * tests are each named on a line of their own. Runs jest on a few small test files of its own.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from '@jest/globals'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'plain-summary-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function runJest(files: Record<string, string>): { code: number | null; lines: string[] } {
  rmSync(join(dir, 't'), { recursive: true, force: true })
  mkdirSync(join(dir, 't'))
  writeFileSync(join(dir, 'package.json'), '{"type":"commonjs"}\n')
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 't', name), text)
  const r = spawnSync(
    process.execPath,
    [
      join(repo, 'node_modules/jest/bin/jest.js'),
      '--rootDir',
      dir,
      '--config',
      JSON.stringify({ transform: {}, testEnvironment: 'node' }),
      '--reporters',
      join(repo, 'scripts/jest-plain-summary.js'),
      '--ci',
      '--runInBand',
    ],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  )
  return { code: r.status, lines: r.stdout.split('\n').filter((l) => l !== '') }
}

describe('scripts/jest-plain-summary.js', () => {
  it('counts a file that fails to load, and one with an empty describe.each, as failures with their messages', () => {
    const { code, lines } = runJest({
      'ok.test.js':
        "test('adds', () => expect(1 + 1).toBe(2))\ntest.skip('needs a thing that is absent', () => {})\ntest.todo('a format not read yet')\n",
      'broken.test.js': "throw new Error('cannot load this file')\n",
      'empty.test.js': "describe.each([])('nothing %s', () => { test('x', () => {}) })\n",
      'fail.test.js': "test('fails', () => expect(1).toBe(2))\n",
    })
    expect(code).toBe(1)
    expect(lines).toEqual([
      'failed to run: t/broken.test.js: cannot load this file',
      'failed to run: t/empty.test.js: Error: `.each` called with an empty Array of table data.',
      'skipped: t/ok.test.js: needs a thing that is absent',
      'todo: t/ok.test.js: a format not read yet',
      'tests: 1 passed, 3 failed, 2 skipped',
    ])
  })

  it('ends a clean run with its plain count', () => {
    const { code, lines } = runJest({ 'ok.test.js': "test('a', () => {})\ntest('b', () => {})\n" })
    expect(code).toBe(0)
    expect(lines).toEqual(['tests: 2 passed, 0 failed'])
  })
})

/**
 * Every report byte stays what it was: the JSON report, the text summary and the Markdown report
 * of each example and trace fixture (and each public sample trace, when ../shared is there) hash
 * to the pins that scripts/pin-reports.mjs wrote from the bundled CLI. A change that alters a
 * report on purpose re-pins with that script and says which reports changed and why.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { sharedPath } from '../../__fixtures__/shared.js'
import { cli } from '../../__fixtures__/testing.js'

interface Pin {
  code: number
  json: string
  text: string
  markdown: string | null
}
const pins = JSON.parse(readFileSync('__fixtures__/pinned-reports.json', 'utf8')) as {
  local: Record<string, Pin>
  shared: Record<string, Pin>
}
const sha = (s: string) => createHash('sha256').update(s).digest('hex')

async function actual(file: string): Promise<Pin> {
  const dir = mkdtempSync(join(tmpdir(), 'pin-'))
  try {
    const md = join(dir, 'report.md')
    const json = await cli('diagnose', file, '--json', '--fail-on', 'never')
    const text = await cli('diagnose', file, '--fail-on', 'never', '--markdown', md)
    return {
      code: json.code,
      json: sha(json.stdout + json.stderr),
      // Where the Markdown was written (a folder made for the run) is no part of the report.
      text: sha(text.stdout + text.stderr.replace(`wrote the Markdown report to ${md}\n`, '')),
      markdown: existsSync(md) ? sha(readFileSync(md, 'utf8')) : null,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('reports of the examples and fixtures are pinned', () => {
  // A file is named from the agent's working directory when that lies apart from the workspace, so
  // a fixture whose working directory holds the checkout (`/work` for a clone in /work/main) would
  // give one report here and another in a clone elsewhere.
  it('no fixture names a working directory that holds the checkout', () => {
    const here = process.cwd() + sep
    const holding = Object.keys(pins.local).flatMap((file) => {
      const text = statSync(file).isFile() ? readFileSync(file, 'utf8') : ''
      return [...text.matchAll(/"(?:cwd|workdir|working_directory)"\s*:\s*"(\/[^"]*)"/g)]
        .map((m) => m[1].replace(/\/+$/, '') + sep)
        .filter((dir) => here.startsWith(dir))
        .map((dir) => `${file}: ${dir}`)
    })
    expect(holding).toEqual([])
  })
  it.each(Object.keys(pins.local))('%s', async (file) => {
    expect(await actual(file)).toEqual(pins.local[file])
  })
})

// Skipped with one line saying so in a clone without ../shared (a failure when it is required).
const shared = sharedPath('traces')
if (shared) {
  describe('reports of the public sample traces are pinned', () => {
    it.each(Object.keys(pins.shared))('%s', async (file) => {
      expect(await actual(file)).toEqual(pins.shared[file])
    })
  })
}

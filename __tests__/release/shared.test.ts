/**
 * A clone without ../shared: the corpus suites skip with one line that says why, and fail when
 * AGENT_TRUST_GATE_REQUIRE_SHARED=1 (as .ci/run sets it). Runs the project's own jest on one of
 * them with ../shared pointed at a folder that does not exist; and reads a small traces folder
 * laid out like ../shared/traces.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from '@jest/globals'
import { readTraces, REQUIRE_SHARED, SHARED_DIR } from '../../__fixtures__/shared.js'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'shared-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The test files that read ../shared/traces through sharedTraces(), by path; the first is run. */
function readersOfShared(dir = '__tests__'): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) =>
      e.isDirectory()
        ? readersOfShared(`${dir}/${e.name}`)
        : e.name.endsWith('.test.ts') && readFileSync(join(repo, dir, e.name), 'utf8').includes('sharedTraces()')
          ? [`${dir}/${e.name}`]
          : [],
    )
}
const corpus = readersOfShared()[0]

function corpusWithout(extra: Record<string, string>): { code: number | null; lines: string[] } {
  const r = spawnSync(process.execPath, [join(repo, 'node_modules/jest/bin/jest.js'), '--ci', '--runInBand', corpus], {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules',
      [SHARED_DIR]: join(dir, 'absent'),
      [REQUIRE_SHARED]: '',
      ...extra,
    },
  })
  return { code: r.status, lines: r.stdout.split('\n').filter((l) => /^(skipped|todo|failed to run|tests): /.test(l)) }
}

describe('the suites that read ../shared', () => {
  it('include the corpus tests', () => {
    expect(readersOfShared().filter((f) => f.endsWith('/corpus.test.ts')).length).toBeGreaterThanOrEqual(2)
  })

  it('skip with one line that says why when it is absent', () => {
    expect(corpusWithout({})).toEqual({
      code: 0,
      lines: [
        `skipped: ${corpus}: ../shared/traces is absent: skipped (${REQUIRE_SHARED}=1 makes this a failure)`,
        'tests: 0 passed, 0 failed, 1 skipped',
      ],
    })
  })

  it(`fail when ${REQUIRE_SHARED}=1`, () => {
    expect(corpusWithout({ [REQUIRE_SHARED]: '1' })).toEqual({ code: 1, lines: ['tests: 0 passed, 1 failed'] })
  })
})

describe('readTraces', () => {
  it('tests the folders named after a format id, but for companions, and lists the others by folder', () => {
    const root = join(dir, 'traces')
    for (const f of [
      'openclaw/a.jsonl',
      'openclaw/b.jsonl',
      'claude-code/c.jsonl',
      'new-agent/d.json',
      'new-agent/e.json',
      'claude-code/stderr.log',
    ]) {
      mkdirSync(join(root, f, '..'), { recursive: true })
      writeFileSync(join(root, f), f.endsWith('.log') ? 'Warning: not JSON\n' : '{}\n')
    }
    writeFileSync(
      join(root, 'MANIFEST.tsv'),
      'file\trepo\nopenclaw/b.jsonl\tx\nopenclaw/a.jsonl\tx\nnew-agent/d.json\tx\n',
    )
    expect(readTraces(root)).toEqual({
      root,
      manifest: ['new-agent/d.json', 'openclaw/a.jsonl', 'openclaw/b.jsonl'],
      listed: [
        'claude-code/c.jsonl',
        'claude-code/stderr.log',
        'new-agent/d.json',
        'new-agent/e.json',
        'openclaw/a.jsonl',
        'openclaw/b.jsonl',
      ],
      // A log beside the traces is a companion the folder walk names as not read: never tested as a trace.
      files: ['claude-code/c.jsonl', 'openclaw/a.jsonl', 'openclaw/b.jsonl'],
      companions: [
        [
          'claude-code/stderr.log',
          "a run's standard error (the CLI's notices and warnings; run-gemini-cli's result is stdout.log beside it)",
        ],
      ],
      unread: [['new-agent', ['new-agent/d.json', 'new-agent/e.json']]],
    })
  })
})

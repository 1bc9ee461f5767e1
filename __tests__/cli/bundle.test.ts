/**
 * The bundled CLI as a shell runs it: a pipe closed early, and what reaches a terminal from a
 * hostile trace and a hostile file name (the bytes it writes, whatever they are written to).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const BUNDLE = resolve('dist/cli/index.js')
let dir: string
beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  dir = mkdtempSync(join(tmpdir(), 'atg-bundle-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function bundled(args: string[], cwd = dir) {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { PATH: process.env.PATH },
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** Characters a terminal acts on: C0 but line feed and tab, DEL, C1, separators, bidi controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** Many distinct calls and a loop: a report of a few hundred kilobytes with the full graph. */
function bigTrace(): string {
  const lines: string[] = []
  for (let i = 0; i < 3000; i++) {
    lines.push(JSON.stringify({ event: 'tool_call', tool: 'read', args: { path: `src/file-${i}.ts` } }))
    lines.push(JSON.stringify({ event: 'tool_output', used: true }))
  }
  for (let i = 0; i < 6; i++) lines.push(JSON.stringify({ event: 'tool_call', tool: 'read', args: { path: 'same' } }))
  return lines.join('\n') + '\n'
}

describe('a closed pipe', () => {
  it.each([
    ['fails', [], 1],
    ['passes', ['--fail-on', 'never'], 0],
  ])('ends quietly with the exit status of the verdict when the gate %s', (_, flags, status) => {
    const trace = join(dir, 'big.jsonl')
    writeFileSync(trace, bigTrace())
    const full = bundled(['diagnose', trace, '--json', '--graph', 'full', ...flags])
    expect(full.code).toBe(status)
    expect(full.stdout.length).toBeGreaterThan(1 << 18) // well beyond a pipe's buffer
    const cmd = `"${process.execPath}" "${BUNDLE}" diagnose big.jsonl --json --graph full ${flags.join(' ')} 2>err.txt | head -1; echo "status=\${PIPESTATUS[0]}"`
    const r = spawnSync('bash', ['-c', cmd], { cwd: dir, encoding: 'utf8' })
    expect(r.stdout).toBe(`{\nstatus=${status}\n`)
    expect(readFileSync(join(dir, 'err.txt'), 'utf8')).toBe('')
  })
})

describe('what reaches a terminal', () => {
  const tool = 'rm\u001b[31mRED\u001b]0;title\u0007\u009b2J\u202eevil\rX'
  const name = 'run\u001b[2J\u202e.jsonl'
  const key = 'sk-ant-api03-Zq8rT2vXk9LmN4bQ7wYc1HsJ5dFg3Ae6'
  beforeAll(() => {
    const call = JSON.stringify({ event: 'tool_call', tool, args: { api_key: key } })
    // Five identical calls (a loop that names the tool), then a torn last line (a warning).
    writeFileSync(
      join(dir, name),
      `${Array.from({ length: 5 }, () => call).join('\n')}\n{"event":"tool_call","tool":"\u001b[2J`,
    )
  })

  it.each([
    ['the summary', []],
    ['the JSON report', ['--json', '--graph', 'full']],
    ['the Markdown report', ['--markdown', '-']],
  ])('holds no control character in %s nor in the warnings, and no secret', (_, flags) => {
    const r = bundled(['diagnose', name, ...flags])
    expect(r.code).toBe(1)
    expect(r.stdout).not.toMatch(UNSAFE)
    expect(r.stdout).not.toContain(key)
    expect(r.stderr).toMatch(/^run \[2J \.jsonl:6: warning: /)
    expect(r.stderr).not.toMatch(UNSAFE)
    expect(r.stderr.split('\n')).toHaveLength(2)
  })

  it('escapes them in JSON, where they keep their value, even with --no-mask', () => {
    const r = bundled(['diagnose', name, '--json', '--graph', 'full', '--no-mask'])
    expect(r.stdout).not.toMatch(UNSAFE)
    expect(r.stdout).toContain(key)
    const report = JSON.parse(r.stdout)
    expect(report.sessions[0].source).toBe(name)
  })

  it('shows the file name of an error without its escapes', () => {
    writeFileSync(join(dir, 'bad\u001b[2J\u009b.jsonl'), '{"event":"tool_call"}\n{not json\n{"event":"decision"}\n')
    const r = bundled(['diagnose', 'bad\u001b[2J\u009b.jsonl'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^bad.\[2J.\.jsonl:2: expected a JSON value/)
    expect(r.stderr).not.toMatch(UNSAFE)
  })
})

describe('the bundles', () => {
  it("write every module's factory as a function V8 compiles with its file, none as an arrow function", () => {
    for (const folder of ['dist', 'dist/cli']) {
      const files = readdirSync(resolve(folder)).filter((f) => f.endsWith('.js'))
      let factories = 0
      for (const f of files) {
        const code = readFileSync(resolve(folder, f), 'utf8')
        expect({ file: `${folder}/${f}`, arrows: code.match(/^\/\*\*\*\/ \(\(.*\) => \{$/gm) ?? [] }).toEqual({
          file: `${folder}/${f}`,
          arrows: [],
        })
        factories += code.match(/^\/\*\*\*\/ \(function\(.*\) \{$/gm)?.length ?? 0
      }
      expect(factories).toBeGreaterThan(50)
    }
  })
})

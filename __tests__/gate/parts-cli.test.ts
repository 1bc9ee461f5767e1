import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../../src/cli/cli.js'

// The bundled CLI, which can start itself as a worker thread to read the second half of a file.
const BUNDLE = 'dist/cli/index.js'
let dir: string
beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  dir = mkdtempSync(join(tmpdir(), 'atg-parts-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * The bundled CLI in a process of its own, reading files from one byte on in two parts (each on a
 * thread of its own). A case runs it a few times: the cases have a minute, for a busy machine.
 */
function bundled(args: string[]) {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, AGENT_TRUST_GATE_PARTS_MIN_BYTES: '1' },
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

async function inProcess(args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) })
  return { code, stdout, stderr }
}

/** A few thousand flat events: distinct and repeated calls, retries, usage, memory, context. */
function trace(n: number): string[] {
  const lines: string[] = []
  for (let i = 0; i < n; i++) {
    const k = i % 9
    if (k === 0) lines.push(JSON.stringify({ event: 'tool_call', tool: 'read', args: { path: `f${i % 700}` } }))
    else if (k === 1) lines.push(JSON.stringify({ event: 'tool_output', used: i % 97 !== 0 }))
    else if (k === 2) lines.push(JSON.stringify({ event: 'token_usage', usage: { total: 7 } }))
    else if (k === 3) lines.push(i % 300 === 3 ? '' : JSON.stringify({ event: 'retry_event' }))
    else if (k === 4) lines.push(JSON.stringify({ event: 'memory_event', action: i % 500 === 4 ? 'miss' : 'store' }))
    else if (k === 5) lines.push(JSON.stringify({ event: 'context_event', saturation: i % 1000 === 5 ? 97 : 10 }))
    else if (k === 6) lines.push(JSON.stringify({ type: i % 2 ? 'decision' : 'custom_step', event_id: `e${i}` }))
    else if (k === 7) lines.push(JSON.stringify({ event: 'skill_event', invoked: i % 800 !== 7 }))
    else lines.push(JSON.stringify({ event: 'tool_call', tool: 'grep', args: { q: 'x' } }))
  }
  return lines
}

describe('a long file read in two parts at once', () => {
  it('gives the report of a single pass, byte for byte', async () => {
    const path = join(dir, 'long.jsonl')
    writeFileSync(path, trace(6000).join('\n') + '\n')
    const parts = bundled(['diagnose', path, '--json', '--fail-on', 'never'])
    const single = await inProcess(['diagnose', path, '--json', '--fail-on', 'never'])
    expect(parts.stderr).toBe('')
    expect(parts.code).toBe(0)
    expect(parts.stdout).toBe(single.stdout)
    expect(JSON.parse(parts.stdout).sessions[0].diagnosis.evidence_summary.event_count).toBeGreaterThan(5900)
  }, 60_000)

  it('writes every output of a single pass, byte for byte, where evidence holds secrets and controls', async () => {
    const lines = trace(6000)
    // Loops whose evidence holds a key, a home directory and characters a terminal acts on, in both parts.
    for (const at of [500, 4500])
      for (let i = 0; i < 6; i++)
        lines[at + i * 9] = JSON.stringify({
          event: 'tool_call',
          tool: 'bash',
          args: { cmd: 'curl -H "Authorization: Bearer abcdefghijklmnop1234" /home/jane/x \u202e\u009b[2J' },
        })
    const path = join(dir, 'secrets.jsonl')
    writeFileSync(path, lines.join('\n') + '\n')
    for (const extra of [[], ['--no-mask']]) {
      const outputs = (tag: string) => [
        '--out',
        join(dir, `${tag}.json`),
        '--markdown',
        join(dir, `${tag}.md`),
        '--fail-on',
        'never',
        ...extra,
      ]
      const parts = bundled(['diagnose', path, ...outputs('parts')])
      const single = await inProcess(['diagnose', path, ...outputs('single')])
      // Each names the Markdown it wrote (its own file).
      expect(single.stderr).toContain(`wrote the Markdown report to ${join(dir, 'single.md')}`)
      expect([parts.code, parts.stderr.replace('parts.md', 'single.md'), parts.stdout]).toEqual([
        single.code,
        single.stderr,
        single.stdout,
      ])
      for (const ext of ['json', 'md'])
        expect(readFileSync(join(dir, `parts.${ext}`), 'utf8')).toBe(readFileSync(join(dir, `single.${ext}`), 'utf8'))
      const json = readFileSync(join(dir, 'parts.json'), 'utf8')
      expect(json.includes('abcdefghijklmnop1234')).toBe(extra.length > 0)
      expect(json).toContain('\\u202e')
      expect(json).not.toContain('\u009b')
      const stdout = bundled(['diagnose', path, '--json', '--fail-on', 'never', ...extra])
      expect(stdout.stdout).toBe((await inProcess(['diagnose', path, '--json', '--fail-on', 'never', ...extra])).stdout)
    }
  }, 60_000)

  it('names the line of bad JSON in the second part, and of a torn last line', async () => {
    const lines = trace(4000)
    lines[3500] = '{"event": "tool_call", '
    const bad = join(dir, 'bad.jsonl')
    writeFileSync(bad, lines.join('\n') + '\n')
    const r = bundled(['diagnose', bad])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/bad\.jsonl:3501: expected a JSON value/)

    const torn = join(dir, 'torn.jsonl')
    writeFileSync(torn, trace(4000).join('\n') + '\n{"event": "tool_')
    const t = bundled(['diagnose', torn, '--json', '--fail-on', 'never'])
    const single = await inProcess(['diagnose', torn, '--json', '--fail-on', 'never'])
    expect(t.stderr).toMatch(/torn\.jsonl:4001: warning: the last line is incomplete JSON/)
    expect(t.stdout).toBe(single.stdout)
  }, 60_000)

  it("says the first part's warnings and errors from its thread, in the order of the lines", async () => {
    // A byte order mark warned about on line 1 (the first part), a torn last line (the later part).
    const both = join(dir, 'both.jsonl')
    writeFileSync(both, '\ufeff' + trace(4000).join('\n') + '\n{"event": "tool_')
    const r = bundled(['diagnose', both, '--json', '--fail-on', 'never'])
    expect(r.code).toBe(0)
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/both\.jsonl:1: warning: the file starts with a UTF-8 byte order mark/),
      expect.stringMatching(/both\.jsonl:4001: warning: the last line is incomplete JSON/),
    ])
    expect(r.stdout).toBe((await inProcess(['diagnose', both, '--json', '--fail-on', 'never'])).stdout)

    const lines = trace(4000)
    lines[100] = '{"event": "tool_call", '
    const bad = join(dir, 'bad-first.jsonl')
    writeFileSync(bad, lines.join('\n') + '\n')
    const e = bundled(['diagnose', bad])
    expect(e.code).toBe(2)
    expect(e.stderr).toMatch(/bad-first\.jsonl:101: expected a JSON value/)
  }, 60_000)

  it('names the file and line of a line nested too deep, in either part and on a pool of workers', () => {
    const lists = (n: number) => '['.repeat(n) + ']'.repeat(n)
    for (const [at, n] of [
      [1000, 5000],
      [3500, 200_000],
    ]) {
      const lines = trace(4000)
      lines[at] = `{"event":"tool_call","tool":"t","args":${lists(n)}}`
      const deep = join(dir, `deep-${n}.jsonl`)
      writeFileSync(deep, lines.join('\n') + '\n')
      const message = `${deep}:${at + 1}: expected JSON nested at most 1000 deep, found an object nested ${n + 1} deep\n`
      const r = bundled(['diagnose', deep])
      expect([r.code, r.stderr, r.stdout]).toEqual([2, message, ''])
      // With other files, on two threads: the error still names the file and the line.
      const pool = bundled(['diagnose', '--workers', '2', 'examples/clean.jsonl', deep, 'examples/tool-loop.jsonl'])
      expect([pool.code, pool.stderr, pool.stdout]).toEqual([2, message, ''])
    }
    const doc = join(dir, 'deep-document.json')
    writeFileSync(doc, lists(200_000))
    const pool = bundled(['diagnose', '--workers', '2', 'examples', doc])
    expect([pool.code, pool.stderr]).toEqual([
      2,
      `${doc}:1: expected JSON nested at most 1000 deep, found a list nested 200000 deep\n`,
    ])
  }, 60_000)

  it('gives the report of a single pass under the agents preset, where runs cross the cut', async () => {
    const path = join(dir, 'agents.jsonl')
    writeFileSync(path, agentTrace(6000).join('\n') + '\n')
    const args = ['diagnose', path, '--preset', 'agents', '--json', '--fail-on', 'never']
    const parts = bundled(args)
    const single = await inProcess(args)
    expect(parts.stderr).toBe('')
    expect(parts.code).toBe(0)
    expect(parts.stdout).toBe(single.stdout)
    const { diagnosis } = JSON.parse(parts.stdout).sessions[0]
    expect(diagnosis.failure_causes.map((c: { type: string }) => c.type).sort()).toEqual(
      ['context_pollution', 'cost_explosion', 'infinite_tool_loop', 'run_failed'].sort(),
    )
  }, 60_000)

  it('reads on in one part where the second half never settles, or counts too many names', async () => {
    // The same call over and over from before the middle to the end: its run never closes.
    const same = join(dir, 'same.jsonl')
    const lines = agentTrace(2000)
    for (let i = 0; i < 3000; i++)
      lines.push(JSON.stringify({ event: 'tool_call', tool: 'bash', args: { cmd: 'make' } }))
    writeFileSync(same, lines.join('\n') + '\n')
    const args = ['diagnose', same, '--preset', 'agents', '--json', '--fail-on', 'never']
    const parts = bundled(args)
    expect(parts.stderr).toBe('')
    expect(parts.stdout).toBe((await inProcess(args)).stdout)

    // More failing tool names after the middle than a part counts.
    const names = join(dir, 'names.jsonl')
    const many: string[] = []
    for (let i = 0; i < 2000; i++) many.push(JSON.stringify({ event: 'tool_call', tool: `early_${i}`, args: {} }))
    for (let i = 0; i < 12000; i++) {
      many.push(JSON.stringify({ event: 'tool_call', tool: `t${i}`, args: {} }))
      many.push(JSON.stringify({ event: 'tool_output', tool: `t${i}`, status: 'error' }))
    }
    writeFileSync(names, many.join('\n') + '\n')
    const nargs = ['diagnose', names, '--preset', 'agents', '--json', '--fail-on', 'never']
    const n = bundled(nargs)
    expect(n.stderr).toBe('')
    expect(n.stdout).toBe((await inProcess(nargs)).stdout)
  }, 60_000)
})

/** Flat events as an agent writes them: calls and results, loops, provider errors, usage, context, its end. */
function agentTrace(n: number): string[] {
  const lines: string[] = []
  for (let i = 0; lines.length < n; i++) {
    const id = `c${i}`
    // A failing loop, and a call repeated for the same result (paid for twice).
    const looping = i % 400 < 4
    const rereading = i % 400 >= 200 && i % 400 < 204
    const tool = looping ? 'bash' : rereading ? 'read' : ['read', 'grep', 'edit'][i % 3]
    const args = looping ? { cmd: 'npm test' } : rereading ? { path: 'README.md' } : { path: `f${i % 900}` }
    lines.push(JSON.stringify({ event: 'tool_call', tool, args, call_id: id }))
    const status = looping || (!rereading && i % 13 === 0) ? 'error' : 'ok'
    const digest = looping || rereading ? 'same' : `d${i}`
    lines.push(JSON.stringify({ event: 'tool_output', tool, call_id: id, status, output_digest: digest }))
    if (status === 'error') lines.push(JSON.stringify({ event: 'error_event', kind: 'tool', message: `exit ${i % 3}` }))
    if (i % 5 === 0)
      lines.push(
        JSON.stringify({ event: 'token_usage', usage: { input: 900 + i, output: 40, cache_read: 3000 * (i % 7) } }),
      )
    if (i % 50 === 7) lines.push(JSON.stringify({ event: 'retry_event', reason: 'rate_limited' }))
    if (i % 50 === 8) lines.push(JSON.stringify({ event: 'error_event', kind: 'provider', message: '529 overloaded' }))
    if (i % 300 === 9) lines.push(JSON.stringify({ event: 'context_event', action: 'compaction', tokens: 150000 + i }))
    if (i % 97 === 0) lines.push(JSON.stringify({ event: 'context_event', context_window: 200000, tokens: 190000 }))
  }
  lines.length = n
  lines.push(JSON.stringify({ event: 'process_end', status: 'error', reason: 'quota exceeded' }))
  return lines
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
  })

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
  })
})

import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'

/** A claude -p stream whose agent worked in /app and edited a file there. */
const STREAM = [
  { type: 'system', subtype: 'init', cwd: '/app', session_id: 's1', tools: ['Edit'], model: 'claude-sonnet-4-5' },
  {
    type: 'assistant',
    message: {
      id: 'm1',
      role: 'assistant',
      content: [
        {
          type: 'tool_use',
          id: 't1',
          name: 'Edit',
          input: { file_path: '/app/worker_queue.py', old_string: 'a', new_string: 'b' },
        },
      ],
      usage: { input_tokens: 10, output_tokens: 5 },
    },
    session_id: 's1',
  },
  {
    type: 'user',
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] },
    session_id: 's1',
  },
  { type: 'result', subtype: 'success', is_error: false, result: 'done', session_id: 's1', num_turns: 1 },
]

describe('--workspace', () => {
  it("names the files of an agent that worked apart from it relative to the agent's directory, and says so", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atg-ws-'))
    try {
      const trace = join(dir, 'run.jsonl')
      writeFileSync(trace, STREAM.map((r) => JSON.stringify(r)).join('\n') + '\n')
      const r = await cli('diagnose', trace, '--workspace', dir, '--format', 'claude-stream')
      expect(r.stdout).toContain("  files named relative to the agent's working directory /app\n")
      expect(r.stdout).toContain('  changed worker_queue.py: 1 edit; unverified_change\n')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a workspace that is no directory, naming the option and what was expected', async () => {
    const r = await cli('diagnose', 'examples/clean.jsonl', '--workspace', 'examples/clean.jsonl')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--workspace: expected a directory, found "examples/clean.jsonl"')
  })
})

/**
 * Never one format for another, on the files of late 2026 (../shared/traces-next, one folder per
 * format id; its MANIFEST.tsv says what each run's own records say): every file reads as its
 * folder's format, with the calls and the end its records hold, and the files that only look
 * like a run are refused by name, whatever format is asked for. A folder not yet in READ_AS is a
 * todo. Skipped, visibly, without ../shared.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { FORMAT_IDS, type FormatId } from '../../src/trace/adapters/types.js'
import { TraceError } from '../../src/trace/read.js'
import { sharedPath } from '../../__fixtures__/shared.js'
import { adaptFile, summarise } from './adapters/helpers.js'

/** Folder of ../shared/traces-next -> the format id its files read as: one line a folder. */
const READ_AS: Record<string, FormatId> = {
  'claude-stream': 'claude-stream',
  'codex-exec': 'codex-exec',
  'gemini-cli': 'gemini-cli',
  aider: 'aider',
  cline: 'cline',
  continue: 'continue',
  junie: 'junie',
  openhands: 'openhands',
}

/** `folder/file` -> calls and end, as the run's own records (MANIFEST.tsv) hold them: one line a file. */
const EXPECTED: Record<string, { tool_calls: number; errors?: number; end: string }> = {
  'aider/0latency-cli__.aider.chat.history.md': { tool_calls: 0, end: 'incomplete' },
  'aider/open-harness-hub__.aider.chat.history.md': { tool_calls: 0, errors: 1, end: 'error' },
  'cline/deja-vu__kilocode__api_conversation_history.json': { tool_calls: 0, end: 'incomplete' },
  'cline/deja-vu__roo__api_conversation_history.json': { tool_calls: 0, end: 'completed' },
  'cline/deja-vu__session_synthetic_01.messages.json': { tool_calls: 0, end: 'completed' },
  'continue/deja-vu__8f1c2a3e-0000-4000-8000-000000000000.json': { tool_calls: 1, errors: 0, end: 'completed' },
  'junie/deja-vu__session-260901-101500-k3m9__events.jsonl': { tool_calls: 4, errors: 1, end: 'completed' },
  'claude-stream/harness-bridge__error_during_execution.jsonl': { tool_calls: 0, end: 'error' },
  'claude-stream/harness-bridge__max_budget.jsonl': { tool_calls: 0, end: 'error' },
  'codex-exec/fieldguide-codex-exec.jsonl': { tool_calls: 4, errors: 0, end: 'completed' },
  // The MCP server's discovery error and the cancelled shell command; the last record cancels.
  'gemini-cli/wingorithm__session-2026-04-25T08-23-e435870b.jsonl': { tool_calls: 7, errors: 2, end: 'aborted' },
  'gemini-cli/wingorithm__session-2026-04-25T08-41-3494a697.jsonl': { tool_calls: 6, errors: 0, end: 'aborted' },
  // A file_editor call the user rejected.
  'openhands/letta-trajectory__openhands-tool-calls-input.json': { tool_calls: 2, errors: 1, end: 'completed' },
  // A conversation folder: the terminal command and finish; base_state.json says finished.
  'openhands/sdk-conversation-cd945624': { tool_calls: 2, errors: 0, end: 'completed' },
}

/** Files in the folders that are no run, refused by a message that names what they are: one line a file. */
const REFUSED_BY_NAME: Record<string, RegExp> = {
  'cline/deja-vu__session_synthetic_01.json': /:1: expected a run, found a Cline CLI session's manifest/,
}

/** The look-alikes (formats.md, "Formats of late 2026"), as trimmed fixtures: refused by name under every format. */
const refused = fileURLToPath(new URL('../../__fixtures__/refused', import.meta.url))
const LOOKALIKES: Record<string, RegExp> = {
  'hermes-session_20260612_101500.json':
    /expected a run, found a Hermes session whose messages hold <tool_call> blocks/,
  'agent-trace.traces.jsonl': /expected a run, found agent-trace attribution records/,
}

describe('look-alikes are refused by name, never read as a run', () => {
  it.each(Object.entries(LOOKALIKES))('%s', async (file, message) => {
    const path = join(refused, file)
    for (const format of ['auto', ...FORMAT_IDS] as const) {
      const read = format === 'auto' ? adaptFile(path) : adaptFile(path, format)
      await expect(read).rejects.toThrow(TraceError)
      await expect(read).rejects.toThrow(message)
    }
  })
})

const root = sharedPath('traces-next')
if (root) {
  const folders = readdirSync(root)
    .filter((f) => statSync(join(root, f)).isDirectory())
    .sort()
  describe('../shared/traces-next: each file reads as its folder format', () => {
    for (const folder of folders) {
      const id = READ_AS[folder]
      // Files of a folder; a folder of files (OpenHands' conversation) is one entry.
      const files = readdirSync(join(root, folder)).sort()
      if (id === undefined) {
        it.todo(`${folder}: ${files.length} file(s) not yet held to a format here`)
        continue
      }
      it.each(files)(`${folder}/%s`, async (file) => {
        const key = `${folder}/${file}`
        const path = join(root, folder, file)
        const refusal = REFUSED_BY_NAME[key]
        if (refusal) {
          await expect(adaptFile(path)).rejects.toThrow(refusal)
          return
        }
        const a = await adaptFile(path)
        expect(a.format).toBe(id)
        const expected = EXPECTED[key]
        expect(expected).toBeDefined()
        const s = summarise([...a.sessions.values()].flat())
        expect({
          tool_calls: s.tool_calls,
          end: s.end,
          ...(expected.errors !== undefined ? { errors: s.errors } : {}),
        }).toEqual(expected)
      })
    }
  })
}

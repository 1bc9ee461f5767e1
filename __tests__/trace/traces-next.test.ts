/**
 * Never one format for another, on the files of late 2026 (../shared/traces-next, one folder per
 * format id; its MANIFEST.tsv says what each run's own records say): every file reads as its
 * folder's format, with the calls and the end its records hold. A folder not yet in READ_AS is a
 * todo. Skipped, visibly, without ../shared.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import type { FormatId } from '../../src/trace/adapters/types.js'
import { sharedPath } from '../../__fixtures__/shared.js'
import { adaptFile, summarise } from './adapters/helpers.js'

/** Folder of ../shared/traces-next -> the format id its files read as: one line a folder. */
const READ_AS: Record<string, FormatId> = {
  'claude-stream': 'claude-stream',
  'codex-exec': 'codex-exec',
  'gemini-cli': 'gemini-cli',
  openhands: 'openhands',
}

/** `folder/file` -> calls and end, as the run's own records (MANIFEST.tsv) hold them: one line a file. */
const EXPECTED: Record<string, { tool_calls: number; errors?: number; end: string }> = {
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
const REFUSED_BY_NAME: Record<string, RegExp> = {}

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

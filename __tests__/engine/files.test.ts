/**
 * The files a session's tool calls touched (src/engine/files.ts): paths against the run's working
 * directory and the workspace, every format's tools, failures paired by call id, the text that
 * landed, and the causes whose evidence involves a file.
 */
import { describe, expect, it } from '@jest/globals'
import { posix } from 'node:path'
import fc from 'fast-check'
import type { JsonObject } from '../../src/core/events.js'
import {
  agentRoot,
  FILE_TOOLS,
  FileCollector,
  insideRoot,
  patchTouches,
  workspacePath,
} from '../../src/engine/files.js'
import type { FailureType } from '../../src/core/vocabulary.js'

const WS = '/home/runner/work/demo/demo'

describe('workspacePath', () => {
  it.each([
    ['src/a.ts', undefined, WS, 'src/a.ts'],
    ['./src/../src/a.ts', undefined, WS, 'src/a.ts'],
    [`${WS}/src/a.ts`, undefined, WS, 'src/a.ts'],
    ['a.ts', `${WS}/src`, WS, 'src/a.ts'],
    ['a.ts', 'src', WS, 'src/a.ts'],
    [`${WS}/lib/b.ts`, '/elsewhere', WS, 'lib/b.ts'],
    ['D:\\a\\demo\\demo\\src\\a.ts', undefined, 'D:\\a\\demo\\demo', 'src/a.ts'],
    ['d:/a/demo/demo/src/a.ts', undefined, 'D:\\a\\demo\\demo', 'src/a.ts'],
  ])('%s (cwd %s, workspace %s) is %s', (path, cwd, ws, want) => {
    expect(workspacePath(path, cwd, ws)).toBe(want)
  })

  it.each([
    ['/home/alice/.bashrc', undefined],
    ['../outside.txt', undefined],
    [`${WS}/../other/x.ts`, undefined],
    ['~/notes.md', undefined],
    ['notes.md', '/home/alice/project'],
    ['notes.md', '~/project'],
    ['C:\\Users\\alice\\x.ts', undefined],
    ['/tmp/scratch.txt', WS],
    [WS, undefined],
  ])('%s (cwd %s) is outside the workspace', (path, cwd) => {
    expect(workspacePath(path, cwd, WS)).toBeUndefined()
  })
})

describe('insideRoot', () => {
  it('is the path posix.relative gives when it goes down from the root, for any normalized paths', () => {
    const segment = fc.constantFrom('a', 'b', 'ab', '..', '.', '', 'a b', 'x.ts')
    const path = fc
      .tuple(fc.boolean(), fc.array(segment, { maxLength: 5 }), fc.boolean())
      .map(([absolute, parts, slash]) => posix.normalize(`${absolute ? '/' : ''}${parts.join('/')}${slash ? '/' : ''}`))
    fc.assert(
      fc.property(path, path, fc.array(segment, { maxLength: 3 }), (root, other, below) => {
        const under = posix.normalize(`${root}/${below.join('/')}`)
        for (const abs of [other, under, root, `${root}x`, posix.normalize(`${root}x/${below.join('/')}`)]) {
          const rel = posix.relative(root, abs)
          const want = rel === '' || rel === '..' || rel.startsWith('../') || posix.isAbsolute(rel) ? undefined : rel
          expect({ root, abs, rel: insideRoot(root, abs) }).toEqual({ root, abs, rel: want })
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('patchTouches', () => {
  it('reads the files of a patch and the lines of its last hunk', () => {
    const patch = [
      '*** Begin Patch',
      '*** Update File: src/a.ts',
      '@@',
      '-old',
      '+first',
      '@@',
      ' ctx',
      '+second',
      '+third',
      '*** Add File: docs/b.md',
      '+# B',
      '*** Delete File: gone.txt',
      '*** Update File: old/name.ts',
      '*** Move to: new/name.ts',
      '*** End Patch',
    ].join('\n')
    expect(patchTouches(patch)).toEqual([
      { path: 'src/a.ts', action: 'edit', text: 'second\nthird' },
      { path: 'docs/b.md', action: 'write', text: '# B' },
      { path: 'gone.txt', action: 'edit' },
      { path: 'new/name.ts', action: 'edit' },
    ])
  })
})

let n = 0
const call = (tool: string, args: unknown, id = `c${++n}`): JsonObject => ({
  event: 'tool_call',
  tool,
  args,
  call_id: id,
})
const result = (id: string, failed = false): JsonObject => ({
  event: 'tool_output',
  call_id: id,
  status: failed ? 'error' : 'ok',
})

/** Feed events; return the collector's files with the given causes (evidence by position). */
function collect(
  format: string,
  events: JsonObject[],
  options: { cwd?: string; causes?: { type: FailureType; evidence: number[] }[] } = {},
) {
  const c = new FileCollector(format)
  events.forEach((e, i) => c.push(e, i))
  const causes = options.causes ?? []
  return c.finish(
    WS,
    options.cwd,
    causes.map((x) => ({ type: x.type })),
    causes.map((x) => x.evidence),
  )
}

describe('FileCollector', () => {
  it('counts edits, failed edits and reads per file, and keeps the text of the last edit that landed', () => {
    const events = [
      call('Read', { file_path: `${WS}/src/calc.ts` }, 'r1'),
      result('r1'),
      call('Edit', { file_path: `${WS}/src/calc.ts`, new_string: 'one' }, 'e1'),
      result('e1'),
      call('Edit', { file_path: `${WS}/src/calc.ts`, new_string: 'two' }, 'e2'),
      result('e2', true),
      call('Write', { file_path: `${WS}/docs/notes.md`, content: 'notes' }, 'w1'),
      result('w1'),
      call('Write', { file_path: '/tmp/scratch/alice.txt', content: 'x' }, 'w2'),
      result('w2'),
      call('Bash', { command: 'cat /home/alice/x' }, 'b1'),
      result('b1', true),
    ]
    const got = collect('claude-code', events, {
      causes: [
        { type: 'ignoring_tool_outputs', evidence: [5, 11] },
        { type: 'infinite_tool_loop', evidence: [2] },
      ],
    })
    expect(got.files).toEqual([
      { path: 'docs/notes.md', edits: 1, failed_edits: 0, reads: 0, causes: [] },
      {
        path: 'src/calc.ts',
        edits: 2,
        failed_edits: 1,
        reads: 1,
        causes: ['ignoring_tool_outputs', 'infinite_tool_loop'],
      },
    ])
    expect(got.outside).toBe(1)
    expect(got.landed).toEqual({ 'docs/notes.md': 'notes', 'src/calc.ts': 'one' })
    expect(JSON.stringify(got)).not.toContain('alice')
  })

  it('joins the spellings of one file and resolves relative paths against the working directory', () => {
    const got = collect(
      'openclaw',
      [call('read', { path: 'src/a.ts' }), call('edit', { path: `${WS}/src/a.ts`, newText: 'x' })],
      { cwd: WS },
    )
    expect(got.files).toEqual([{ path: 'src/a.ts', edits: 1, failed_edits: 0, reads: 1, causes: [] }])
    expect(got.landed).toEqual({ 'src/a.ts': 'x' })
  })

  it('names nothing of a run whose working directory is outside the workspace', () => {
    const got = collect('openclaw', [call('write', { path: 'notes.md', content: 'x' })], { cwd: '/home/alice/p' })
    expect(got).toEqual({ files: [], outside: 1, landed: {} })
  })

  it('reads no file from a format that has no file tools, or from a tool it does not list', () => {
    expect(collect('otel', [call('Edit', { file_path: 'a.ts' })]).files).toEqual([])
    expect(collect('claude-code', [call('Grep', { path: 'a.ts' }), call('Edit', 'not an object')]).files).toEqual([])
  })

  // One call of every tool each format's table lists, as its adapter emits it.
  const perFormat: [string, JsonObject[], { path: string; edits: number; reads: number }[]][] = [
    [
      'claude-stream',
      [
        call('MultiEdit', { file_path: 'a.ts', edits: [{ new_string: 'x' }] }),
        call('NotebookEdit', { notebook_path: 'n.ipynb', new_source: 'y' }),
        call('Write', { file_path: 'b.ts', content: 'z' }),
        call('Read', { file_path: 'a.ts' }),
      ],
      [
        { path: 'a.ts', edits: 1, reads: 1 },
        { path: 'b.ts', edits: 1, reads: 0 },
        { path: 'n.ipynb', edits: 1, reads: 0 },
      ],
    ],
    [
      'codex-rollout',
      [
        call('apply_patch', '*** Begin Patch\n*** Update File: a.ts\n@@\n+x\n*** End Patch'),
        call('shell', { command: ['apply_patch', '*** Begin Patch\n*** Add File: b.ts\n+y\n*** End Patch'] }),
        call('exec_command', { cmd: "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: a.ts\n+z\nEOF" }),
      ],
      [
        { path: 'a.ts', edits: 2, reads: 0 },
        { path: 'b.ts', edits: 1, reads: 0 },
      ],
    ],
    [
      'codex-exec',
      [
        call('file_change', {
          changes: [
            { path: `${WS}/a.ts`, kind: 'update' },
            { path: `${WS}/b.ts`, kind: 'add' },
          ],
        }),
      ],
      [
        { path: 'a.ts', edits: 1, reads: 0 },
        { path: 'b.ts', edits: 1, reads: 0 },
      ],
    ],
    [
      'openhands',
      [
        call('str_replace_editor', { command: 'view', path: `${WS}/a.py` }),
        call('str_replace_editor', { command: 'str_replace', path: `${WS}/a.py`, new_str: 'x' }),
        call('edit', { path: `${WS}/b.py`, content: 'y', start: 1, end: -1 }),
        call('write', { path: `${WS}/c.py`, content: 'z' }),
        call('read', { path: `${WS}/c.py` }),
      ],
      [
        { path: 'a.py', edits: 1, reads: 1 },
        { path: 'b.py', edits: 1, reads: 0 },
        { path: 'c.py', edits: 1, reads: 1 },
      ],
    ],
    [
      'swe-agent',
      [
        call('open', { command: 'open src/A.java\n' }),
        call('edit', { command: 'edit 3:3\n    return 1;\nend_of_edit\n' }),
        call('create', { command: 'create B.java\n' }),
        call('str_replace_editor', { command: 'str_replace_editor str_replace /repo/C.java --old_str a --new_str b' }),
      ],
      [
        { path: 'B.java', edits: 1, reads: 0 },
        { path: 'src/A.java', edits: 1, reads: 1 },
      ],
    ],
    [
      'opencode',
      [
        call('edit', { filePath: `${WS}/a.ts`, oldString: 'x', newString: 'y' }),
        call('multiedit', { filePath: `${WS}/a.ts`, edits: [{ oldString: 'y', newString: 'z' }] }),
        call('write', { filePath: `${WS}/b.ts`, content: 'b' }),
        call('read', { filePath: `${WS}/b.ts` }),
        call('apply_patch', { patchText: '*** Begin Patch\n*** Add File: c.ts\n+c\n*** End Patch' }),
        call('bash', { command: 'cat a.ts' }),
      ],
      [
        { path: 'a.ts', edits: 2, reads: 0 },
        { path: 'b.ts', edits: 1, reads: 1 },
        { path: 'c.ts', edits: 1, reads: 0 },
      ],
    ],
    [
      'copilot-cli',
      [
        call('view', { path: `${WS}/a.ts`, view_range: [1, 5] }),
        call('edit', { path: `${WS}/a.ts`, old_str: 'x', new_str: 'y' }),
        call('create', { path: `${WS}/b.ts`, file_text: 'b' }),
        call('bash', { command: 'cat a.ts' }),
      ],
      [
        { path: 'a.ts', edits: 1, reads: 1 },
        { path: 'b.ts', edits: 1, reads: 0 },
      ],
    ],
    [
      'cursor-cli',
      [
        call('read', { path: `${WS}/a.ts` }),
        call('edit', { path: `${WS}/a.ts`, streamContent: 'y' }),
        call('write', { path: `${WS}/b.ts`, fileText: 'b' }),
        call('delete', { path: `${WS}/c.ts` }),
        call('shell', { command: 'cat a.ts' }),
      ],
      [
        { path: 'a.ts', edits: 1, reads: 1 },
        { path: 'b.ts', edits: 1, reads: 0 },
        { path: 'c.ts', edits: 1, reads: 0 },
      ],
    ],
    [
      'amp',
      [
        call('Read', { path: `${WS}/a.ts` }),
        call('edit_file', { path: `${WS}/a.ts`, old_str: 'x', new_str: 'y' }),
        call('create_file', { path: `${WS}/b.ts`, content: 'b' }),
        call('undo_edit', { path: `${WS}/b.ts` }),
        call('Bash', { cmd: 'cat a.ts' }),
      ],
      [
        { path: 'a.ts', edits: 1, reads: 1 },
        { path: 'b.ts', edits: 2, reads: 0 },
      ],
    ],
    [
      'mini-swe-agent',
      [call('create', { command: 'create x.py' }), call('bash', { command: 'cat x.py' })],
      [{ path: 'x.py', edits: 1, reads: 0 }],
    ],
    [
      'gemini-cli',
      [
        call('read_file', { file_path: 'a.md' }),
        call('replace', { file_path: 'a.md', new_string: 'x' }),
        call('write_file', { file_path: 'b.md', content: 'y' }),
      ],
      [
        { path: 'a.md', edits: 1, reads: 1 },
        { path: 'b.md', edits: 1, reads: 0 },
      ],
    ],
    [
      'cline',
      [
        call('readFile', { path: 'a.ts' }),
        call('editedExistingFile', { path: 'a.ts' }),
        call('newFileCreated', { path: 'b.ts', content: 'y' }),
        call('replace_in_file', { path: 'a.ts' }),
        call('write_to_file', { path: 'c.ts' }),
        call('read_file', { path: 'c.ts' }),
      ],
      [
        { path: 'a.ts', edits: 2, reads: 1 },
        { path: 'b.ts', edits: 1, reads: 0 },
        { path: 'c.ts', edits: 1, reads: 1 },
      ],
    ],
    [
      'openclaw',
      [
        call('read', { path: 'a.ts' }),
        call('edit', { file_path: 'a.ts', oldText: 'x', newText: 'y' }),
        call('write', { path: 'b.ts', content: 'z' }),
        call('edit_file', { path: 'b.ts', content: 'w' }),
      ],
      [
        { path: 'a.ts', edits: 1, reads: 1 },
        { path: 'b.ts', edits: 2, reads: 0 },
      ],
    ],
    [
      'droid',
      [
        call('Read', { file_path: `${WS}/a.py` }),
        call('Edit', { file_path: `${WS}/a.py`, old_str: 'x', new_str: 'y' }),
        call('Create', { file_path: `${WS}/b.py`, content: 'z' }),
        call('ApplyPatch', { input: `*** Begin Patch\n*** Update File: ${WS}/c.py\n@@\n+w\n*** End Patch` }),
        call('MultiEdit', { file_path: `${WS}/c.py`, edits: [{ old_str: 'a', new_str: 'b' }] }),
      ],
      [
        { path: 'a.py', edits: 1, reads: 1 },
        { path: 'b.py', edits: 1, reads: 0 },
        { path: 'c.py', edits: 2, reads: 0 },
      ],
    ],
    [
      'qwen-code',
      [
        call('read_file', { file_path: 'a.md' }),
        call('edit', { file_path: 'a.md', old_string: 'x', new_string: 'y' }),
        call('write_file', { file_path: 'b.md', content: 'z' }),
      ],
      [
        { path: 'a.md', edits: 1, reads: 1 },
        { path: 'b.md', edits: 1, reads: 0 },
      ],
    ],
    [
      'kimi-cli',
      [
        call('ReadFile', { path: `${WS}/a.py` }),
        call('StrReplaceFile', { path: `${WS}/a.py`, edit: { old: 'x', new: 'y' } }),
        call('StrReplaceFile', { path: `${WS}/a.py`, edit: [{ old: 'y', new: 'z' }] }),
        call('WriteFile', { path: `${WS}/b.py`, content: 'w' }),
      ],
      [
        { path: 'a.py', edits: 2, reads: 1 },
        { path: 'b.py', edits: 1, reads: 0 },
      ],
    ],
    [
      'goose',
      [
        call('developer__text_editor', { command: 'view', path: `${WS}/a.py` }),
        call('developer__text_editor', { command: 'str_replace', path: `${WS}/a.py`, old_str: 'x', new_str: 'y' }),
        call('developer__text_editor', { command: 'write', path: `${WS}/b.py`, file_text: 'z' }),
      ],
      [
        { path: 'a.py', edits: 1, reads: 1 },
        { path: 'b.py', edits: 1, reads: 0 },
      ],
    ],
    [
      'atif',
      [
        call('Read', { file_path: 'a.ts' }),
        call('Edit', { file_path: 'a.ts', old_string: 'x', new_string: 'y' }),
        call('file_editor', { command: 'create', path: 'b.ts', file_text: 'z' }),
        call('str_replace_editor', { command: 'view', path: 'b.ts' }),
        call('write_file', { file_name: 'c.ts', content: 'w' }),
        call('apply_patch', { input: '*** Begin Patch\n*** Update File: c.ts\n@@\n+v\n*** End Patch\n' }),
      ],
      [
        { path: 'a.ts', edits: 1, reads: 1 },
        { path: 'b.ts', edits: 1, reads: 1 },
        { path: 'c.ts', edits: 2, reads: 0 },
      ],
    ],
    [
      'aider',
      [
        call('apply_edit', { path: 'a.py' }),
        call('apply_edit', { path: 'b.py' }),
        call('apply_edit', { path: 'a.py' }),
      ],
      [
        { path: 'a.py', edits: 2, reads: 0 },
        { path: 'b.py', edits: 1, reads: 0 },
      ],
    ],
    [
      'junie',
      [
        call('ViewFiles', { files: [`${WS}/a.go`, `${WS}/b.go`] }),
        call('FileChanges', { changes: [{ path: `${WS}/a.go`, text: 'package a' }] }),
      ],
      [
        { path: 'a.go', edits: 1, reads: 1 },
        { path: 'b.go', edits: 0, reads: 1 },
      ],
    ],
    [
      'continue',
      [
        call('read_file', { filepath: 'a.go' }),
        call('single_find_and_replace', { filepath: 'a.go', old_string: 'x', new_string: 'y' }),
        call('create_new_file', { filepath: 'b.go', contents: 'z' }),
      ],
      [
        { path: 'a.go', edits: 1, reads: 1 },
        { path: 'b.go', edits: 1, reads: 0 },
      ],
    ],
  ]

  it("cline: Cline CLI 3's read_files, editor and apply_patch, Roo's apply_diff", () => {
    const got = collect(
      'cline',
      [
        call('read_files', { file_paths: ['a.ts', 'b.ts'] }),
        call('editor', { command: 'str_replace', path: 'a.ts', old_str: 'x', new_str: 'y' }),
        call('editor', { command: 'create', path: 'c.ts', file_text: 'z' }),
        call('apply_patch', { input: '*** Begin Patch\n*** Update File: b.ts\n@@\n+v\n*** End Patch\n' }),
        call('apply_diff', { path: 'c.ts', diff: '...' }),
      ],
      {},
    )
    expect(got.files).toEqual(
      [
        { path: 'a.ts', edits: 1, reads: 1 },
        { path: 'b.ts', edits: 1, reads: 1 },
        { path: 'c.ts', edits: 2, reads: 0 },
      ].map((w) => ({ ...w, failed_edits: 0, causes: [] })),
    )
  })

  it('covers every format the table lists', () => {
    expect(perFormat.map(([f]) => f).sort()).toEqual(
      Object.keys(FILE_TOOLS)
        .filter((f) => f !== 'claude-code')
        .sort(),
    )
  })

  it.each(perFormat)('%s', (format, events, want) => {
    const got = collect(format, events, { cwd: format === 'swe-agent' ? '/repo' : undefined })
    const expected = want.map((w) => ({ ...w, failed_edits: 0, causes: [] }))
    if (format === 'swe-agent') {
      // /repo is the run's directory, apart from the workspace: the files are named relative to it.
      expect(got.root).toBe('/repo')
      expect(got.outside).toBe(0)
      expect(got.files.map((f) => f.path)).toEqual(['B.java', 'C.java', 'src/A.java'])
      return
    }
    expect(got.files).toEqual(expected)
  })

  it('swe-agent: the open file is the one `edit` changes', () => {
    const got = new FileCollector('swe-agent')
    ;[
      call('open', { command: 'open src/A.java\n' }),
      call('edit', { command: 'edit 3:3\n    return 1;\nend_of_edit\n' }),
      call('create', { command: 'create B.java\n' }),
      call('str_replace_editor', { command: `str_replace_editor str_replace ${WS}/C.java --old_str a --new_str b` }),
    ].forEach((e, i) => got.push(e, i))
    const files = got.finish(WS, undefined, [], [])
    expect(files.files).toEqual([
      { path: 'B.java', edits: 1, failed_edits: 0, reads: 0, causes: [] },
      { path: 'C.java', edits: 1, failed_edits: 0, reads: 0, causes: [] },
      { path: 'src/A.java', edits: 1, failed_edits: 0, reads: 1, causes: [] },
    ])
    expect(files.landed).toEqual({ 'src/A.java': '    return 1;' })
  })
})

describe("the agent's own working directory", () => {
  it.each([
    // Apart from the workspace: the files are named relative to it.
    ['/app', WS, '/app'],
    ['/app/', '/work/repo', '/app'],
    ['/testbed', '/tmp/x', '/testbed'],
    // In the workspace, holding it, or the workspace itself: the workspace names the files.
    [`${WS}/src`, WS, undefined],
    ['/home/runner/work', WS, undefined],
    [WS, WS, undefined],
    // Never a home directory (they name people), never `/`, never a relative or unknown one.
    ['/home/alice/project', '/work/repo', undefined],
    ['/Users/alice/project', '/work/repo', undefined],
    ['/root/project', '/work/repo', undefined],
    ['C:\\Users\\alice\\project', '/work/repo', undefined],
    ['~/project', '/work/repo', undefined],
    ['/', '/work/repo', undefined],
    ['project', '/work/repo', undefined],
    [undefined, '/work/repo', undefined],
  ])('%s with the workspace %s: %s', (cwd, workspace, want) => {
    expect(agentRoot(cwd, workspace)).toBe(want)
  })

  it('names the files relative to it, counts those outside it, and says where they are named from', () => {
    const c = new FileCollector('claude-stream')
    ;[
      call('Edit', { file_path: '/app/worker_queue.py', old_string: 'a', new_string: 'b' }),
      call('Read', { file_path: 'tests/test_queue.py' }),
      call('Read', { file_path: '/etc/hosts' }),
    ].forEach((e, i) => c.push(e, i))
    const got = c.finish('/tmp/anywhere', '/app', [], [])
    expect(got.root).toBe('/app')
    expect(got.files.map((f) => [f.path, f.edits, f.reads])).toEqual([
      ['tests/test_queue.py', 0, 1],
      ['worker_queue.py', 1, 0],
    ])
    expect(got.outside).toBe(1)
  })
})

describe('edits the trace cannot show', () => {
  const unseenOf = (format: string, events: JsonObject[]) => {
    const c = new FileCollector(format)
    events.forEach((e, i) => c.push(e, i))
    return c.finish(WS, undefined, [], []).unseen
  }

  it('counts shell commands that edit or write files, and no other', () => {
    expect(
      unseenOf('claude-stream', [
        call('Bash', { command: "sed -i 's/a/b/' src/a.py" }),
        call('Bash', { command: "cat > src/new.py <<'EOF'\nprint(1)\nEOF" }),
        call('Bash', { command: 'echo x >> notes.txt' }),
        call('Bash', { command: 'git diff | tee out.patch' }),
        call('Bash', { command: 'git apply fix.patch' }),
        call('run_shell_command', { command: "perl -pi -e 's/a/b/' a.pl" }),
      ]),
    ).toEqual({ shell: 6, redacted: 0 })
    expect(
      unseenOf('claude-stream', [
        call('Bash', { command: 'pytest -q 2>/dev/null' }),
        call('Bash', { command: 'ls > /dev/null 2>&1' }),
        call('Bash', { command: 'grep -n "a >= b" src/a.py' }),
        call('Bash', { command: 'sed -n 1,20p src/a.py' }),
        call('Read', { file_path: 'src/a.py' }),
      ]),
    ).toBeUndefined()
  })

  it('counts no shell command that failed or was refused: it edited nothing', () => {
    const c = new FileCollector('droid')
    ;[
      call('Execute', { command: "printf 'a' > a.txt" }, 'x1'),
      { event: 'tool_output', tool: 'Execute', call_id: 'x1', status: 'error' },
    ].forEach((e, i) => c.push(e, i))
    expect(c.finish(WS, undefined, [], []).unseen).toBeUndefined()
  })

  it("counts Codex's redacted patches", () => {
    expect(unseenOf('codex-rollout', [call('apply_patch', '[REDACTED_INPUT len=6285 sha=a6f17956]')])).toEqual({
      shell: 0,
      redacted: 1,
    })
  })
})

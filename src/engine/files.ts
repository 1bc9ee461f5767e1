/**
 * The files an agent touched, read from its tool calls: per format, which tools edit, write or
 * read a file and where the path is in their arguments (one table, `FILE_TOOLS`). A call counts
 * when it is made; its result, paired by `call_id`, says whether it failed. Which failure causes
 * involve a file follows from their evidence: a call on the file or its result.
 *
 * Presentation only: nothing here changes a diagnosis. Pure: paths are worked out as text
 * (POSIX rules, Windows drive paths recognised), never looked up on disk. A file outside the
 * workspace is counted, never named: home directories carry people's names. When the agent's own
 * working directory lies apart from the workspace (a Harbor trial's agent in `/app`, the gate run
 * elsewhere), the files are named relative to that directory instead, and the report says so;
 * never a home directory's. Edits a trace cannot show (made through shell commands, `sed -i` or
 * a heredoc; patches the trace redacts) are counted, so that "changed nothing" and "cannot see"
 * read differently.
 */
import { posix } from 'node:path'
import type { JsonObject } from '../core/events.js'
import type { FailureType } from '../core/vocabulary.js'

export type FileAction = 'edit' | 'write' | 'read'

/** One file a tool call touches, and the text an edit or write leaves in it (when the call shows it). */
export interface Touch {
  path: string
  action: FileAction
  text?: string
}

/** What a tool call touches, from its arguments. `state`: the open file (SWE-agent's `open`). */
type Extract = (args: JsonObject, state: { open?: string }) => Touch[]

/** A file as the JSON report shows it. */
export interface FileEntry {
  /** Relative to the workspace, with `/`. */
  path: string
  /** Edits and writes. */
  edits: number
  failed_edits: number
  reads: number
  /** The failure causes whose evidence involves the file, in the order of the causes. */
  causes: FailureType[]
}

/** Edits the trace cannot show, by why. */
export interface UnseenEdits {
  /** Shell commands that edit or write files (`sed -i`, a redirection, a heredoc, `tee`, `git apply`). */
  shell: number
  /** Patches whose text the trace redacts (Codex's `[REDACTED_INPUT ...]`). */
  redacted: number
}

/** The files of one session: those inside the workspace, and how many were outside it. */
export interface SessionFiles {
  files: FileEntry[]
  outside: number
  /**
   * The agent's own working directory, when the files are named relative to it (it lies apart
   * from the workspace, and is no home directory).
   */
  root?: string
  /** Edits the trace cannot show; absent when none. */
  unseen?: UnseenEdits
  /** Per file (as in `files`), the text its last edit that did not fail left: never reported. */
  landed: Record<string, string>
}

/** The most of an edit's text kept to find where it landed. */
const MAX_TEXT = 4000

const s = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x : undefined)
const clip = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x.slice(0, MAX_TEXT) : undefined)

function one(path: unknown, action: FileAction, text?: unknown): Touch[] {
  const p = s(path)
  if (!p) return []
  const t = clip(text)
  return [t !== undefined ? { path: p, action, text: t } : { path: p, action }]
}

/** Tools (lower-cased) that run a shell command line: where edits made through commands are looked for. */
const SHELL_TOOLS = new Set([
  'bash',
  'shell',
  'sh',
  'execute',
  'exec',
  'exec_command',
  'local_shell',
  'container_exec',
  'command_execution',
  'execute_bash',
  'execute_command',
  'run_command',
  'run_shell_command',
  'run_terminal_cmd',
  'terminal',
  'bash_command',
  'powershell',
])

/**
 * A command line that edits or writes a file: `sed -i`, `perl -i`, a redirection into a file
 * (not `/dev/...`, not a descriptor), `tee FILE`, `git apply`, `patch`.
 */
const SHELL_EDIT =
  /\bsed\s+(?:-[a-zA-Z]+\s+)*-[a-zA-Z]*i|\bsed\s+--in-place|\bperl\s+-[a-zA-Z]*i|(?:^|[^0-9&<>=-])>>?\s*(?!\/dev\/|&)["'\w./~$]|\btee\s+(?:-a\s+)?(?!\/dev\/)["'\w./~$]|\bgit\s+apply\b|\bpatch\s+-p/

/** The command line of a shell call's arguments (a string, or an argv list), at most 4000 characters. */
function commandLine(args: unknown): string | undefined {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined
  const a = args as JsonObject
  const cmd = a.command ?? a.cmd ?? a.commands ?? a.script
  if (typeof cmd === 'string') return cmd.slice(0, MAX_TEXT)
  if (Array.isArray(cmd))
    return cmd
      .filter((x) => typeof x === 'string')
      .join(' ')
      .slice(0, MAX_TEXT)
  return undefined
}

/** A patch tool's text that the trace redacted: `[REDACTED_INPUT len=6285 sha=...]`. */
const REDACTED = /^\s*\[REDACTED[\w ]*(?:len=\d+)?[^\]]*\]\s*$/

/** The files a Codex patch (`*** Begin Patch`) adds, updates or deletes, with the lines it adds to each. */
export function patchTouches(patch: string): Touch[] {
  const out: Touch[] = []
  let current: { path: string; action: FileAction; lines: string[] } | undefined
  const close = () => {
    if (!current) return
    const { path, action } = current
    const text = current.lines.join('\n')
    out.push(text ? { path, action, text: text.slice(0, MAX_TEXT) } : { path, action })
    current = undefined
  }
  for (const line of patch.split('\n')) {
    const head = /^\*\*\* (Add|Update|Delete) File: (.+)$/.exec(line)
    if (head) {
      close()
      current = { path: head[2].trim(), action: head[1] === 'Add' ? 'write' : 'edit', lines: [] }
      continue
    }
    const move = /^\*\*\* Move to: (.+)$/.exec(line)
    if (move && current) current.path = move[1].trim()
    else if (current && line.startsWith('+')) current.lines.push(line.slice(1))
    else if (current && line.startsWith('@@')) current.lines = [] // the last hunk's added lines
  }
  close()
  return out
}

/** A patch in a Codex shell call: `["apply_patch", patch]`, or a heredoc in a command line. */
function shellPatch(args: JsonObject): Touch[] {
  const cmd = args.command ?? args.cmd
  if (Array.isArray(cmd)) {
    const i = cmd.indexOf('apply_patch')
    return i >= 0 && typeof cmd[i + 1] === 'string' ? patchTouches(cmd[i + 1] as string) : []
  }
  return typeof cmd === 'string' && cmd.includes('*** Begin Patch') ? patchTouches(cmd) : []
}

const claude: Record<string, Extract> = {
  Edit: (a) => one(a.file_path, 'edit', a.new_string),
  MultiEdit: (a) => {
    const edits = Array.isArray(a.edits) ? a.edits : []
    const last = edits[edits.length - 1] as JsonObject | undefined
    return one(a.file_path, 'edit', last?.new_string)
  },
  NotebookEdit: (a) => one(a.notebook_path ?? a.file_path, 'edit', a.new_source),
  Write: (a) => one(a.file_path, 'write', a.content),
  Read: (a) => one(a.file_path, 'read'),
}

const codex: Record<string, Extract> = {
  apply_patch: (a) => {
    const patch = s(a.input) ?? s(a.patch) ?? s(a.__text)
    return patch ? patchTouches(patch) : []
  },
  file_change: (a) =>
    (Array.isArray(a.changes) ? a.changes : []).flatMap((c) => {
      const change = c as JsonObject | null
      return one(change?.path, change?.kind === 'add' ? 'write' : 'edit')
    }),
  shell: shellPatch,
  local_shell: shellPatch,
  exec_command: shellPatch,
  container_exec: shellPatch,
}

/** OpenHands' file editor: one tool, the command in its arguments. */
const openhandsEditor: Extract = (a) => {
  const path = a.path
  switch (a.command) {
    case 'view':
      return one(path, 'read')
    case 'create':
      return one(path, 'write', a.file_text)
    case undefined:
      return one(path, 'edit', a.content ?? a.new_str)
    default:
      return one(path, 'edit', a.new_str)
  }
}

const openhands: Record<string, Extract> = {
  str_replace_editor: openhandsEditor,
  // OpenHands V1 (the SDK and CLI): the same editor, named file_editor.
  file_editor: openhandsEditor,
  edit: openhandsEditor,
  write: (a) => one(a.path, 'write', a.content),
  read: (a) => one(a.path, 'read'),
}

/** SWE-agent's command line: the command's first word after the tool name, then its arguments. */
function words(a: JsonObject): string[] {
  const c = typeof a.command === 'string' ? a.command : ''
  const first = c.split('\n', 1)[0]
  return first.trim().split(/\s+/)
}

const sweAgent: Record<string, Extract> = {
  open: (a, state) => {
    const path = words(a)[1]?.replace(/^["']|["']$/g, '')
    if (path) state.open = path
    return one(path, 'read')
  },
  create: (a, state) => {
    const path = words(a)[1]
    if (path) state.open = path
    return one(path, 'write')
  },
  edit: (a, state) => {
    const c = typeof a.command === 'string' ? a.command : ''
    const body = c.split('\n').slice(1)
    const end = body.indexOf('end_of_edit')
    return one(state.open, 'edit', (end >= 0 ? body.slice(0, end) : body).join('\n'))
  },
  str_replace_editor: (a) => {
    const [, command, path] = words(a)
    return one(path, command === 'view' ? 'read' : command === 'create' ? 'write' : 'edit')
  },
}

const gemini: Record<string, Extract> = {
  replace: (a) => one(a.file_path, 'edit', a.new_string),
  write_file: (a) => one(a.file_path, 'write', a.content),
  read_file: (a) => one(a.file_path ?? a.absolute_path, 'read'),
}

const cline: Record<string, Extract> = {
  replace_in_file: (a) => one(a.path, 'edit'),
  editedExistingFile: (a) => one(a.path, 'edit'),
  write_to_file: (a) => one(a.path, 'write', a.content),
  newFileCreated: (a) => one(a.path, 'write', a.content),
  read_file: (a) => one(a.path, 'read'),
  readFile: (a) => one(a.path, 'read'),
  // Roo's and Kilo's editors (XML tools or tool_use blocks).
  apply_diff: (a) => one(a.path, 'edit'),
  insert_content: (a) => one(a.path, 'edit', a.content),
  search_and_replace: (a) => one(a.path, 'edit', a.replace),
  // Cline CLI 3: `read_files` {file_paths}, `editor` {command, path, new_str | file_text}, a Codex patch.
  read_files: (a) =>
    (Array.isArray(a.file_paths) ? a.file_paths : Array.isArray(a.paths) ? a.paths : []).flatMap((p) => one(p, 'read')),
  editor: (a) =>
    a.command === 'view'
      ? one(a.path, 'read')
      : a.command === 'create'
        ? one(a.path, 'write', a.file_text)
        : one(a.path, 'edit', a.new_str ?? a.file_text),
  apply_patch: (a) => codex.apply_patch(a, {}),
}

/** Aider's edits, as its chat history shows them: `apply_edit` {path} for each `Applied edit to`. */
const aider: Record<string, Extract> = {
  apply_edit: (a) => one(a.path, 'edit'),
}

/** Junie's blocks: ViewFiles {files}, FileChanges {changes[{path, text}]}. */
const junie: Record<string, Extract> = {
  ViewFiles: (a) => (Array.isArray(a.files) ? a.files : []).flatMap((p) => one(p, 'read')),
  FileChanges: (a) =>
    (Array.isArray(a.changes) ? a.changes : []).flatMap((c) =>
      one((c as JsonObject)?.path, 'edit', (c as JsonObject)?.text),
    ),
}

/** Continue's built-in tools (`filepath`). */
const continueTools: Record<string, Extract> = {
  read_file: (a) => one(a.filepath, 'read'),
  read_currently_open_file: () => [],
  create_new_file: (a) => one(a.filepath, 'write', a.contents),
  edit_existing_file: (a) => one(a.filepath, 'edit', a.changes),
  single_find_and_replace: (a) => one(a.filepath, 'edit', a.new_string),
  multi_edit: (a) => one(a.filepath, 'edit'),
}

const openclaw: Record<string, Extract> = {
  edit: (a) => one(a.path ?? a.file_path, 'edit', a.newText ?? a.new_string ?? a.content),
  edit_file: (a) => one(a.path ?? a.file_path, 'edit', a.newText ?? a.content),
  write: (a) => one(a.path ?? a.file_path, 'write', a.content),
  read: (a) => one(a.path ?? a.file_path, 'read'),
}

/** opencode's tools (`filePath`); `patch` / `apply_patch` take a Codex-style patch. */
const opencode: Record<string, Extract> = {
  edit: (a) => one(a.filePath, 'edit', a.newString),
  multiedit: (a) => {
    const edits = Array.isArray(a.edits) ? a.edits : []
    const last = edits[edits.length - 1] as JsonObject | undefined
    return one(a.filePath, 'edit', last?.newString)
  },
  write: (a) => one(a.filePath, 'write', a.content),
  read: (a) => one(a.filePath, 'read'),
  patch: (a) => (s(a.patchText) ? patchTouches(a.patchText as string) : []),
  apply_patch: (a) => (s(a.patchText) ? patchTouches(a.patchText as string) : codex.apply_patch(a, {})),
}

/** Copilot CLI's editor tools (`path`), and the Codex patch its GPT models use. */
const copilot: Record<string, Extract> = {
  view: (a) => one(a.path, 'read'),
  create: (a) => one(a.path, 'write', a.file_text),
  edit: (a) => one(a.path, 'edit', a.new_str),
  str_replace_editor: openhandsEditor,
  apply_patch: codex.apply_patch,
}

/** cursor-agent's tool kinds (`<kind>ToolCall`, args `path`). */
const cursor: Record<string, Extract> = {
  edit: (a) => one(a.path, 'edit', a.streamContent),
  write: (a) => one(a.path, 'write', a.fileText ?? a.contents ?? a.streamContent),
  read: (a) => one(a.path, 'read'),
  delete: (a) => one(a.path, 'edit'),
}

/** Amp's tools: Claude's, and its own (`path`). */
const amp: Record<string, Extract> = {
  ...claude,
  Read: (a) => one(a.path ?? a.file_path, 'read'),
  create_file: (a) => one(a.path, 'write', a.content),
  edit_file: (a) => one(a.path, 'edit', a.new_str),
  undo_edit: (a) => one(a.path, 'edit'),
}

const droid: Record<string, Extract> = {
  Read: (a) => one(a.file_path, 'read'),
  Edit: (a) => one(a.file_path, 'edit', a.new_str ?? a.new_string),
  MultiEdit: (a) => {
    const edits = Array.isArray(a.edits) ? a.edits : []
    const last = edits[edits.length - 1] as JsonObject | undefined
    return one(a.file_path, 'edit', last?.new_str ?? last?.new_string)
  },
  Create: (a) => one(a.file_path, 'write', a.content),
  ApplyPatch: (a) => {
    const patch = s(a.input) ?? s(a.patch)
    return patch ? patchTouches(patch) : []
  },
}

const qwen: Record<string, Extract> = {
  ...gemini,
  edit: (a) => one(a.file_path, 'edit', a.new_string),
}

const kimi: Record<string, Extract> = {
  ReadFile: (a) => one(a.path, 'read'),
  WriteFile: (a) => one(a.path, a.mode === 'append' ? 'edit' : 'write', a.content),
  StrReplaceFile: (a) => {
    const edit = Array.isArray(a.edit) ? (a.edit[a.edit.length - 1] as JsonObject | undefined) : (a.edit as JsonObject)
    return one(a.path, 'edit', edit?.new)
  },
}

const goose: Record<string, Extract> = {
  developer__text_editor: (a) => {
    switch (a.command) {
      case 'view':
        return one(a.path, 'read')
      case 'write':
        return one(a.path, 'write', a.file_text)
      default:
        return one(a.path, 'edit', a.new_str)
    }
  },
}

/**
 * ATIF keeps each agent's own tool names: Claude Code's, OpenHands' editor (`file_editor` in the
 * SDK), Codex's patch tool, and the `write_file` / `read_file` of browser-use and Gemini.
 */
const atif: Record<string, Extract> = {
  ...claude,
  ...openhands,
  file_editor: openhandsEditor,
  apply_patch: codex.apply_patch,
  replace: gemini.replace,
  write_file: (a) => one(a.file_path ?? a.path ?? a.file_name, 'write', a.content),
  read_file: (a) => one(a.file_path ?? a.absolute_path ?? a.path ?? a.file_name, 'read'),
}

/** Per format, the tools that touch files (formats.md names them). */
export const FILE_TOOLS: Readonly<Record<string, Readonly<Record<string, Extract>>>> = {
  'claude-code': claude,
  'claude-stream': claude,
  'codex-exec': codex,
  'codex-rollout': codex,
  openhands,
  'swe-agent': sweAgent,
  'mini-swe-agent': sweAgent,
  'gemini-cli': gemini,
  cline,
  openclaw,
  opencode,
  'copilot-cli': copilot,
  'cursor-cli': cursor,
  amp,
  droid,
  'qwen-code': qwen,
  'kimi-cli': kimi,
  goose,
  atif,
  aider,
  junie,
  continue: continueTools,
}

interface Entry {
  edits: number
  failed: number
  reads: number
  /** The text of the last edit that did not fail. */
  landed?: string
}

interface Pending {
  /** Each file of the call, with the text that had landed in it before the call. */
  touches: { entry: Entry; touch: Touch; before: string | undefined }[]
}

/** Collects, for one session, the files its tool calls touch. Push each event with its position. */
export class FileCollector {
  private readonly entries = new Map<string, Entry>()
  /** Calls waiting for their result, by call id. */
  private readonly pending = new Map<string, Pending>()
  /** The file each call or result on a file touched, by position (first file of a call). */
  private readonly at = new Map<number, string[]>()
  private readonly state: { open?: string } = {}
  private readonly tools: Readonly<Record<string, Extract>>
  private readonly unseen: UnseenEdits = { shell: 0, redacted: 0 }
  /** Shell calls counted as unseen edits, by call id, until their result says whether they ran. */
  private readonly unseenPending = new Set<string>()
  /** The first absolute directory a shell command changed into (`cd /testbed && ...`). */
  private cdDir: string | undefined

  /** Whether a format has tools that touch files at all. */
  static reads(format: string): boolean {
    return Object.hasOwn(FILE_TOOLS, format)
  }

  constructor(format: string) {
    this.tools = FileCollector.reads(format) ? FILE_TOOLS[format] : {}
  }

  push(raw: JsonObject, position: number): void {
    const type = raw.event
    if (type === 'tool_call') this.call(raw, position)
    else if (type === 'tool_output') this.result(raw, position)
  }

  private call(raw: JsonObject, position: number): void {
    const tool = raw.tool
    if (typeof tool !== 'string') return
    const own = Object.hasOwn(this.tools, tool)
    if (!own && !SHELL_TOOLS.has(tool.toLowerCase())) return
    let args = raw.args
    if (typeof args === 'string') args = { __text: args, input: args }
    if (args === null || typeof args !== 'object' || Array.isArray(args)) return
    const touches = own ? this.tools[tool](args as JsonObject, this.state) : []
    if (touches.length === 0) {
      if (this.unseenEdit(tool, args as JsonObject) && typeof raw.call_id === 'string')
        this.unseenPending.add(raw.call_id)
      return
    }
    const pending: Pending = { touches: [] }
    for (const touch of touches) {
      let entry = this.entries.get(touch.path)
      if (!entry) this.entries.set(touch.path, (entry = { edits: 0, failed: 0, reads: 0 }))
      const before = entry.landed
      if (touch.action === 'read') entry.reads++
      else {
        entry.edits++
        // Until a result says it failed, the edit landed.
        if (touch.text !== undefined) entry.landed = touch.text
      }
      pending.touches.push({ entry, touch, before })
    }
    this.at.set(
      position,
      touches.map((t) => t.path),
    )
    const id = raw.call_id
    if (typeof id === 'string' && id !== '') this.pending.set(id, pending)
  }

  /** A call that touched no file the trace shows: an edit through a shell command, or a redacted patch. */
  private unseenEdit(tool: string, args: JsonObject): boolean {
    const text = args.input ?? args.patch ?? args.__text
    if (typeof text === 'string' && REDACTED.test(text)) {
      this.unseen.redacted++
      return false
    }
    if (!SHELL_TOOLS.has(tool.toLowerCase())) return false
    const line = commandLine(args)
    if (line === undefined) return false
    if (this.cdDir === undefined) this.cdDir = CD.exec(line)?.[2]
    if (!SHELL_EDIT.test(line)) return false
    this.unseen.shell++
    return true
  }

  private result(raw: JsonObject, position: number): void {
    const id = raw.call_id
    if (typeof id !== 'string') return
    // A shell command that failed (or was refused) edited nothing.
    if (this.unseenPending.delete(id) && raw.status === 'error') this.unseen.shell--
    const p = this.pending.get(id)
    if (!p) return
    this.pending.delete(id)
    this.at.set(
      position,
      p.touches.map((t) => t.touch.path),
    )
    if (raw.status !== 'error') return
    for (const { entry, touch, before } of p.touches) {
      if (touch.action === 'read') continue
      entry.failed++
      if (touch.text !== undefined && entry.landed === touch.text) entry.landed = before
    }
  }

  /**
   * Where the agent worked, when the trace does not say and no file it named by an absolute path
   * lies in the workspace: where its commands went (the first `cd` into an absolute directory),
   * else the one container work folder (`/app`, `/testbed`, `/workspace`, ...) that holds every
   * absolute path it named. Undefined otherwise.
   */
  private shellRoot(workspace: string): string | undefined {
    const w = posix.normalize(normalise(workspace))
    let top: string | undefined
    let one = true
    for (const raw of this.entries.keys()) {
      const p = normalise(raw)
      if (!posix.isAbsolute(p)) continue
      const abs = posix.normalize(p)
      if (insideRoot(w, abs) !== undefined) return undefined
      const m = SANDBOX_ROOT.exec(abs)
      if (!m || (top !== undefined && top !== m[1])) one = false
      else top = m[1]
    }
    if (this.cdDir !== undefined) return this.cdDir
    return one ? top : undefined
  }

  /**
   * The files, relative to `workspace` (relative paths resolved against `cwd`, the run's working
   * directory, when the trace tells it), with the causes whose evidence involves them:
   * `evidence[i]` holds the positions of the evidence events of `causes[i]`.
   */
  finish(
    workspace: string,
    cwd: string | undefined,
    causes: readonly { type: FailureType }[],
    evidence: readonly (readonly number[])[],
  ): SessionFiles {
    const involved = new Map<string, FailureType[]>()
    causes.forEach((cause, i) => {
      for (const position of evidence[i] ?? []) {
        for (const path of this.at.get(position) ?? []) {
          const list = involved.get(path) ?? []
          if (!list.includes(cause.type)) list.push(cause.type)
          involved.set(path, list)
        }
      }
    })
    const byPath = new Map<string, FileEntry & { landed?: string }>()
    const outside = new Set<string>()
    // The agent worked apart from the workspace: its files are named relative to where it worked.
    // A trace that does not say where is taken to have worked where its commands went (`cd
    // /testbed`) or in the container folder that holds its files (`/app`), when no file it named
    // lies in the workspace.
    const root = agentRoot(cwd ?? this.shellRoot(workspace), workspace)
    for (const [raw, entry] of this.entries) {
      const path = root !== undefined ? workspacePath(raw, root, root) : workspacePath(raw, cwd, workspace)
      if (path === undefined) {
        outside.add(normalise(raw))
        continue
      }
      const types = involved.get(raw) ?? []
      const got = byPath.get(path)
      if (got) {
        got.edits += entry.edits
        got.failed_edits += entry.failed
        got.reads += entry.reads
        for (const t of types) if (!got.causes.includes(t)) got.causes.push(t)
        if (entry.landed !== undefined) got.landed = entry.landed
      } else {
        byPath.set(path, {
          path,
          edits: entry.edits,
          failed_edits: entry.failed,
          reads: entry.reads,
          causes: [...types],
          ...(entry.landed !== undefined ? { landed: entry.landed } : {}),
        })
      }
    }
    const order = causes.map((c) => c.type)
    const files = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    const landed: Record<string, string> = {}
    for (const f of files) if (f.landed !== undefined) landed[f.path] = f.landed
    return {
      files: files.map((f) => ({
        path: f.path,
        edits: f.edits,
        failed_edits: f.failed_edits,
        reads: f.reads,
        causes: f.causes.sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      })),
      outside: outside.size,
      landed,
      ...(root !== undefined ? { root } : {}),
      ...(this.unseen.shell || this.unseen.redacted ? { unseen: { ...this.unseen } } : {}),
    }
  }
}

/**
 * `cd` into an absolute directory where a command starts (`cd /app && ...`, `bash -lc "cd /app;
 * ..."`): the directory is group 2.
 */
const CD = /(?:^|[;&|\n(]|\s-l?c\s+)\s*["']?cd\s+(["']?)(\/[^\s"';&|()<>`$]*)\1(?=$|[\s;&|)"'])/

/**
 * The folders agents' containers work in (Harbor and Terminal-Bench's `/app`, SWE-bench's
 * `/testbed`, OpenHands' `/workspace`, ...): a path under one of them is group 1's folder.
 */
const SANDBOX_ROOT = /^(\/(?:app|testbed|workspace|repo|code|project|workdir))\/[^/]/

/** A directory that names a person: a home directory (`~`, `/home/NAME`, `/Users/NAME`, `C:\Users\NAME`, `/root`). */
const HOME = /^(?:~|\/home(?:\/|$)|\/users(?:\/|$)|\/root(?:\/|$)|\/[a-z]:\/users(?:\/|$)|\/var\/home(?:\/|$))/i

/**
 * The agent's own working directory when the files are to be named relative to it: an absolute
 * directory (not `/`, no home directory) that neither lies in the workspace nor holds it. A
 * Harbor trial's agent in `/app` gives `/app`, wherever the gate runs.
 */
export function agentRoot(cwd: string | undefined, workspace: string): string | undefined {
  if (cwd === undefined || cwd.includes('\0')) return undefined
  const c = posix.normalize(normalise(cwd))
  if (!posix.isAbsolute(c) || c === '/' || HOME.test(c)) return undefined
  const w = posix.normalize(normalise(workspace))
  const dir = c.length > 1 && c.endsWith('/') ? c.slice(0, -1) : c
  if (dir === w || insideRoot(w, dir) !== undefined || insideRoot(dir, w) !== undefined) return undefined
  return dir
}

const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]/

/** A path with `/` only, a Windows drive path as `/c:/...`. */
function normalise(p: string): string {
  const slashed = p.replace(/\\/g, '/')
  return WINDOWS_ABSOLUTE.test(p) ? `/${slashed[0].toLowerCase()}${slashed.slice(1)}` : slashed
}

/**
 * A path a tool call named, relative to the workspace (with `/`); undefined when it is outside
 * the workspace (or names a home directory, `~`). A relative path is resolved against the run's
 * working directory, else the workspace.
 */
export function workspacePath(path: string, cwd: string | undefined, workspace: string): string | undefined {
  if (path.startsWith('~') || path.includes('\0')) return undefined
  const root = posix.normalize(normalise(workspace))
  const p = normalise(path)
  let base = root
  if (cwd !== undefined) {
    // A home directory's own spelling: a relative path there is outside the workspace.
    if (cwd.startsWith('~') && !posix.isAbsolute(p)) return undefined
    const c = normalise(cwd)
    base = posix.isAbsolute(c) ? c : posix.join(root, c)
  }
  const abs = posix.isAbsolute(p) ? posix.normalize(p) : posix.join(base, p)
  return insideRoot(root, abs)
}

/** A path that starts at `/` and does not end in one (`/` itself aside): what is cut by text. */
function plainAbsolute(p: string): boolean {
  return p.length > 1 && p.charCodeAt(0) === 0x2f && p.charCodeAt(p.length - 1) !== 0x2f
}

/**
 * `abs` relative to `root` when it lies under it (`posix.relative`), undefined when it is `root`
 * itself or outside it; both normalized. Two absolute paths, the usual case, are compared as text
 * rather than both resolved: a session names dozens of files, most of them often outside.
 */
export function insideRoot(root: string, abs: string): string | undefined {
  if (plainAbsolute(root) && plainAbsolute(abs))
    return abs.length > root.length + 1 && abs.charCodeAt(root.length) === 0x2f && abs.startsWith(root)
      ? abs.slice(root.length + 1)
      : undefined
  const rel = posix.relative(root, abs)
  return rel === '' || rel === '..' || rel.startsWith('../') || posix.isAbsolute(rel) ? undefined : rel
}

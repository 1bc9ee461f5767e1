/**
 * Proof of work: what a session changed, which checks it ran (src/engine/checks.ts) and how they
 * ended, in order, so that a report can say whether a check ran after the last change and passed,
 * and the rules can say when none did (`unverified_change`) or when a change weakened what judges
 * the run (`weakened_checks`, src/engine/weakening.ts).
 *
 * Changes are the edits of the format's file tools (`FILE_TOOLS`, src/engine/files.ts) and what
 * shell commands visibly change (`shellChanges`); checks are read from the commands of command
 * tools (the tools finished_on_failure reads). A check's outcome is its result's status, else
 * the test runner's summary the adapter read from its output (`check_failed`, `check_summary`).
 *
 * The engine keeps one per session and gives it to the rules (`SessionContext.verification`);
 * the pipeline turns its facts into the report's `sessions[].verification`. Two parts of one
 * long session merge (`save` / `absorb`). Pure.
 *
 * It is on the path of every tool call, so it keeps only what its facts need: checks are counted
 * and only the last few kept (their commands shown once a report lists them), the last pass is a
 * position, and a command string is read once for all the sessions of a run (unless its reading
 * asked what the session wrote).
 */
import type { EngineEvent, JsonObject, Origin, Shift } from '../core/events.js'
import { shiftOrigin } from '../core/events.js'
import { cutMasked, maskSecrets } from '../core/secrets.js'
import { plural } from '../core/text.js'
import { recogniseChecks, shellChanges, type CheckKind } from './checks.js'
import { FILE_TOOLS, insideRoot, workspacePath } from './files.js'
import { commandWeakening, weakening, type Weakening } from './weakening.js'
import { PartDoesNotMerge } from './part-error.js'

/** The tools (lower-cased) whose calls run shell commands: finished_on_failure's `commandTools`. */
export const COMMAND_TOOLS: ReadonlySet<string> = new Set([
  'bash',
  'bash_command',
  'shell',
  'local_shell',
  'exec',
  'exec_command',
  'container_exec',
  'command_execution',
  'terminal',
  'execute_bash',
  'execute_command',
  'run',
  'run_ipython',
  'run_shell_command',
  'run_terminal_cmd',
  'powershell',
  // Aider's `/run`, Cline CLI 3's commands, Continue's terminal.
  'run_command',
  'run_commands',
  'run_terminal_command',
])

/** The tools whose commands are read for checks and changes: the command tools, and Droid's `Execute`. */
const SHELL_TOOLS: ReadonlySet<string> = new Set([...COMMAND_TOOLS, 'execute'])

export type CheckOutcome = 'passed' | 'failed' | 'unknown'

/** Where in the trace: the event's position in the session and its origin. */
export interface At {
  position: number
  origin?: Origin
  /** The event itself, when the session keeps events (never saved). */
  event?: EngineEvent
}

/** The evidence of a fact: the event, or its reference. */
export function evidenceOf(a: At): EngineEvent | { position: number; origin: Origin | undefined } {
  return a.event ?? { position: a.position, origin: a.origin }
}

/** One check that ran. */
export interface CheckRun extends At {
  kind: CheckKind
  /** The simple command, masked and cut. */
  command: string
  outcome: CheckOutcome
  summary?: string
}

/** A check as the tracker keeps it: its command as run, shown (`command`) only once a report asks. */
interface TrackedCheck extends Omit<CheckRun, 'command'> {
  /** The simple command as the call ran it. */
  run: string
  command?: string
}

/** One change: the call that made it, and the files it named ('' when the command does not say). */
interface ChangeRun extends At {
  paths: string[]
  failed?: boolean
}

/** A change that weakened a check. */
export interface WeakeningFound extends Weakening, At {
  path: string
  tool: string
  /** The call, until its result says it did not fail (a failed change changed nothing). */
  call?: string
}

/** The facts, as plain data (also a part's saved state). */
export interface VerificationState {
  /** The last checks kept (at least the last `LISTED`). */
  checks: TrackedCheck[]
  /** How many checks ran, passed and failed. */
  counts: CheckCounts
  /** The position of the last check that passed (-1: none). */
  lastPass: number
  changes: ChangeRun[]
  weakenings: WeakeningFound[]
  /** Commands seen at all (a shell the format shows). */
  commands: number
  /** Scripts the agent wrote, with the position of the first write. */
  written: [string, number][]
  /** Files it wrote or changed, with the position of the first change. */
  touched: [string, number][]
  /** In a later part: results whose call came before the part. */
  orphans: { id: string; failed: boolean; callFailed: boolean; summary?: string; at: number }[]
  /** Calls still waiting for their result. */
  pending: [string, number, number][]
}

/** How many checks ran, passed and failed. */
interface CheckCounts {
  all: number
  passed: number
  failed: number
}

/** What a command changes, once read: the same command string reads the same. */
interface ReadCommand {
  masked: Weakening | undefined
  changes: ReturnType<typeof shellChanges>
}

/**
 * Commands read so far, in any session, for the next call that runs the same (most repeat, in a
 * session and from one session to the next: `npm test`, `git status`). A reading is a function
 * of the command alone unless it asked what the session wrote: such a reading is not kept.
 */
const READ = new Map<string, ReadCommand>()
const CHECKED = new Map<string, ReturnType<typeof recogniseChecks>>()

/** The most distinct commands remembered (then it starts over). */
const MAX_READ_COMMANDS = 512
/** The longest command remembered (longer ones, a script in a heredoc, seldom repeat). */
const MAX_READ_LENGTH = 2048

/** How a call's tool is read: for a file tool's edits, and (when it made none) for a shell's command. */
interface ToolRole {
  file: boolean
  shell: boolean
}

/** How many checks the report lists. */
const LISTED = 5

/** The longest command a report shows. */
const COMMAND_LIMIT = 80
/** The most weakenings kept. */
const MAX_WEAKENINGS = 20
/** The most script bodies kept (for `python fix.py` writing files). */
const MAX_SCRIPTS = 64
const MAX_ORPHANS = 64
/** The most files remembered as changed (for a script run that runs one). */
const MAX_TOUCHED = 10_000

/** The call id a pending weakening waits on. */
function callOf(id: unknown): { call?: string } {
  return typeof id === 'string' && id !== '' ? { call: id } : {}
}

const KIND_RANK: Record<CheckKind, number> = { lint: 0, build: 1, reproduction: 2, test: 3 }

/** The command text of a shell call's arguments. */
export function commandOf(args: unknown): string | undefined {
  if (typeof args === 'string') return args
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined
  const a = args as JsonObject
  // Cline CLI 3's `run_commands` gives a list of whole commands: one a line.
  if (Array.isArray(a.commands) && a.command === undefined && a.cmd === undefined)
    return a.commands.filter((w): w is string => typeof w === 'string').join('\n')
  const c = a.command ?? a.cmd ?? a.script ?? a.keystrokes ?? a.code ?? a.commands
  if (typeof c === 'string') return c
  if (Array.isArray(c)) {
    const words = c.filter((w): w is string => typeof w === 'string')
    const shell = words.findIndex((w) => w === '-c' || w === '-lc')
    return shell >= 0 && words[shell + 1] !== undefined ? words[shell + 1] : words.join(' ')
  }
  return undefined
}

const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined)

/** The text an edit replaces and leaves, where its arguments show both (Claude, OpenHands, Gemini, opencode). */
function oldAndNew(args: JsonObject): { old?: string; text?: string } {
  const edits = Array.isArray(args.edits) ? (args.edits as JsonObject[]) : undefined
  if (edits && edits.length) {
    const olds = edits.map((e) => str(e?.old_string) ?? str(e?.old_str) ?? str(e?.oldString))
    const news = edits.map((e) => str(e?.new_string) ?? str(e?.new_str) ?? str(e?.newString))
    if (olds.every((o) => o !== undefined) && news.every((n) => n !== undefined))
      return { old: olds.join('\n'), text: news.join('\n') }
  }
  const old = str(args.old_string) ?? str(args.old_str) ?? str(args.oldString) ?? str(args.oldText)
  const text =
    str(args.new_string) ??
    str(args.new_str) ??
    str(args.newString) ??
    str(args.newText) ??
    str(args.content) ??
    str(args.file_text)
  return { old, text }
}

export class VerificationTracker {
  /**
   * The last checks, in order: the last `LISTED` are what a report lists (the last of all is the
   * one after the last change, if any is); the others are only counted. A check waiting for its
   * result is held by `pending` until it comes.
   */
  private checks: TrackedCheck[] = []
  private readonly counts: CheckCounts = { all: 0, passed: 0, failed: 0 }
  private lastPass = -1
  private readonly changes: ChangeRun[] = []
  private readonly weakenings: WeakeningFound[] = []
  private commands = 0
  private readonly written = new Map<string, number>()
  /** Files the agent wrote or changed, with the position of the first change. */
  private readonly touched = new Map<string, number>()
  private readonly scripts = new Map<string, string>()
  /** Call id -> [its check, its change (index)] (-1: none). */
  private readonly pending = new Map<string, [TrackedCheck | undefined, number]>()
  /** Each tool name's role, as first found. */
  private readonly roles = new Map<string, ToolRole>()
  private readonly orphans: VerificationState['orphans'] = []
  private readonly fileTools: Readonly<
    Record<string, (args: JsonObject, state: { open?: string }) => { path: string; action: string; text?: string }[]>
  >
  private readonly open: { open?: string } = {}
  private readonly anyShell: boolean

  constructor(
    readonly format: string | undefined,
    private readonly laterPart = false,
    private readonly keep = true,
  ) {
    this.fileTools = (format !== undefined && Object.hasOwn(FILE_TOOLS, format) ? FILE_TOOLS[format] : {}) as never
    // SWE-agent's tool is the command's first word: every call that is no file tool is a shell command.
    this.anyShell = format === 'swe-agent'
  }

  /** Whether the format shows file edits at all (its own file tools, or a shell). */
  get seesChanges(): boolean {
    return Object.keys(this.fileTools).length > 0 || this.commands > 0
  }

  private isWritten(path: string, before: number, among: ReadonlyMap<string, number> = this.written): boolean {
    const at = among.get(path) ?? among.get(path.replace(/^\.\//, ''))
    if (at !== undefined) return at < before
    // The same file named relative and absolute (`repro.py`, `/repo/repro.py`).
    const name = path.replace(/^\.\//, '')
    if (name === '' || name.startsWith('-')) return false
    for (const [p, at] of among) if (at < before && (p.endsWith(`/${name}`) || name.endsWith(`/${p}`))) return true
    return false
  }

  /** Whether the agent wrote files under a folder itself (a folder it made). */
  private isOwnFolder(path: string, before: number): boolean {
    const prefix = `${path.replace(/\/+$/, '')}/`
    for (const [p, at] of this.written) if (p.startsWith(prefix) && at < before) return true
    return false
  }

  push(e: EngineEvent): void {
    if (e.type === 'tool_call') this.call(e)
    else if (e.type === 'tool_output') this.result(e)
  }

  /**
   * Where a call is, made only for the calls that change files or run commands. One shape for
   * all (an absent origin or event is undefined), so that copying it stays cheap.
   */
  private at(e: EngineEvent): At {
    return { position: e.position, origin: e.origin, event: this.keep ? e : undefined }
  }

  /** How calls of a tool are read. */
  private roleOf(tool: string): ToolRole {
    let role = this.roles.get(tool)
    if (role === undefined) {
      const file = Object.hasOwn(this.fileTools, tool)
      role = { file, shell: SHELL_TOOLS.has(tool.toLowerCase()) || (this.anyShell && !file) }
      this.roles.set(tool, role)
    }
    return role
  }

  /**
   * What a command changes (and whether it skips the commit hooks). The same command reads the
   * same unless its reading asked for a script the session wrote: such a reading is not kept.
   */
  private readCommand(command: string): ReadCommand {
    const known = READ.get(command)
    if (known) return known
    let asked = false
    const masked = commandWeakening(command)
    const changes = shellChanges(command, (p) => {
      asked = true
      return this.scripts.get(p)
    })
    const out = { masked, changes }
    if (!asked) remember(READ, command, out)
    return out
  }

  /**
   * The checks a command runs; a script the agent wrote or changed before `before`, run, runs the
   * changed code. Kept for the next same command unless the reading asked what the agent wrote.
   */
  private checksOf(command: string, before: number): ReturnType<typeof recogniseChecks> {
    const known = CHECKED.get(command)
    if (known) return known
    let asked = false
    const found = recogniseChecks(command, (p) => {
      asked = true
      return this.isWritten(p, before, this.touched)
    })
    if (!asked) remember(CHECKED, command, found)
    return found
  }

  private call(e: EngineEvent): void {
    const raw = e.raw
    const tool = typeof raw.tool === 'string' ? raw.tool : ''
    const role = this.roleOf(tool)
    const id = raw.call_id
    if (!role.file && !role.shell) {
      // Most calls: neither a file tool nor a shell. Only a weakening of the same call id waits on.
      if (this.weakenings.length > 0 && this.weakenings[this.weakenings.length - 1].call === id)
        if (typeof id === 'string' && id !== '') this.pending.set(id, [undefined, -1])
      return
    }
    let args = raw.args
    let changeIndex = -1
    let check: TrackedCheck | undefined
    const extract = role.file ? this.fileTools[tool] : undefined
    if (typeof args === 'string' && extract) args = { __text: args, input: args }
    const isObject = args !== null && typeof args === 'object' && !Array.isArray(args)
    const touches = extract && isObject ? extract(args as JsonObject, this.open).filter((t) => t.action !== 'read') : []
    if (touches.length > 0) {
      const at = this.at(e)
      const { old, text } = oldAndNew(args as JsonObject)
      for (const t of touches)
        this.changed(
          t.path,
          t.action === 'write' ? 'write' : 'edit',
          t.text ?? text,
          t.action === 'write' ? undefined : old,
          tool,
          at,
          id,
        )
      changeIndex = this.changes.length
      this.changes.push({
        position: at.position,
        origin: at.origin,
        event: at.event,
        paths: touches.map((t) => t.path),
      })
    } else if (role.shell) {
      const command = commandOf(args)
      if (command !== undefined && command.trim() !== '') {
        const at = this.at(e)
        this.commands++
        const { masked, changes } = this.readCommand(command)
        if (masked) this.weaken({ ...masked, ...at, path: '', tool, ...callOf(id) })
        const paths: string[] = []
        for (const c of changes) {
          if (c.action === 'delete') {
            // Removing its own scratch file is no change of the project.
            // Removing a file is no change the checks judge (it is most often the run's own scratch
            // output); removing a test file is looked at for weakening all the same.
            if (c.path !== '' && !this.isWritten(c.path, e.position + 1) && !this.isOwnFolder(c.path, e.position + 1))
              this.changed(c.path, c.action, c.text, c.old, tool, at, id)
            continue
          }
          this.changed(c.path, c.action, c.text, c.old, tool, at, id)
          paths.push(c.path)
        }
        if (paths.length > 0) {
          changeIndex = this.changes.length
          this.changes.push({ position: at.position, origin: at.origin, event: at.event, paths })
        }
        const found = this.checksOf(command, e.position + 1)
        if (found.length > 0) {
          let best = found[0]
          for (const f of found) if (KIND_RANK[f.kind] > KIND_RANK[best.kind]) best = f
          check = {
            position: at.position,
            origin: at.origin,
            event: at.event,
            kind: best.kind,
            run: best.command,
            outcome: 'unknown',
          }
          this.addCheck(check)
        } else if (this.laterPart) {
          // A script written in the part before may be run here: the merge looks again.
          const again = recogniseChecks(command, () => true).filter((c) => c.kind === 'reproduction')
          if (again.length)
            throw new PartDoesNotMerge('verification: a script run whose writing may be in the part before')
        }
      }
    }
    const weakened = this.weakenings.length > 0 && this.weakenings[this.weakenings.length - 1].call === id
    if ((check || changeIndex >= 0 || weakened) && typeof id === 'string' && id !== '') {
      this.pending.set(id, [check, changeIndex])
    }
  }

  /** A check ran: counted, and kept while a report may list it. */
  private addCheck(c: TrackedCheck): void {
    this.counts.all++
    this.checks.push(c)
    if (this.checks.length > 4 * LISTED) this.forget()
  }

  /** Forgets the checks no report lists (they stay counted). */
  private forget(): void {
    this.checks = this.checks.slice(-LISTED)
  }

  /** One file changed: remember scripts the agent writes, and whether the change weakens a check. */
  private changed(
    path: string,
    action: 'edit' | 'write' | 'delete',
    text: string | undefined,
    old: string | undefined,
    tool: string,
    at: At,
    id: unknown,
  ): void {
    if (!path) return
    const own = this.isWritten(path, at.position)
    if (action === 'write' && !this.written.has(path)) this.written.set(path, at.position)
    if (action !== 'delete' && !this.touched.has(path) && this.touched.size < MAX_TOUCHED)
      this.touched.set(path, at.position)
    if (
      action !== 'delete' &&
      text !== undefined &&
      this.scripts.size < MAX_SCRIPTS &&
      /\.(?:py|sh|js|ts|java|rb|go)$/.test(path)
    )
      this.scripts.set(path, text)
    const w = weakening({ path, action, own, text, old })
    if (w) this.weaken({ ...w, ...at, path, tool, ...callOf(id) })
  }

  private weaken(w: WeakeningFound): void {
    if (this.weakenings.length < MAX_WEAKENINGS) this.weakenings.push(w)
  }

  private result(e: EngineEvent): void {
    const id = e.raw.call_id
    if (typeof id !== 'string' || id === '') return
    const failed = e.raw.status === 'error'
    const summary = typeof e.raw.check_summary === 'string' ? e.raw.check_summary : undefined
    const p = this.pending.get(id)
    if (!p) {
      if (this.laterPart && this.orphans.length < MAX_ORPHANS)
        this.orphans.push({
          id,
          failed: failed || e.raw.check_failed === true,
          callFailed: failed,
          ...(summary ? { summary } : {}),
          at: e.position,
        })
      else if (this.laterPart) throw new PartDoesNotMerge('verification: too many results of calls in the part before')
      return
    }
    this.pending.delete(id)
    this.settle(id, p, failed || e.raw.check_failed === true, summary, failed)
  }

  private settle(
    id: string,
    [c, changeIndex]: [TrackedCheck | undefined, number],
    failed: boolean,
    summary: string | undefined,
    callFailed: boolean,
  ): void {
    {
      // A change whose call failed (a file that was not there to remove) weakened nothing.
      for (let i = this.weakenings.length - 1; i >= 0; i--) {
        const w = this.weakenings[i]
        if (w.call !== id) continue
        if (callFailed) this.weakenings.splice(i, 1)
        else delete w.call
      }
    }
    if (c) {
      c.outcome = failed ? 'failed' : 'passed'
      if (failed) this.counts.failed++
      else {
        this.counts.passed++
        if (c.position > this.lastPass) this.lastPass = c.position
      }
      if (summary) c.summary = cutMasked(summary.replace(/\s+/g, ' '), 60, '...')
    }
    if (changeIndex >= 0 && failed && !c) this.changes[changeIndex].failed = true
  }

  save(): VerificationState {
    const index = new Map(this.checks.map((c, i) => [c, i]))
    return {
      checks: this.checks,
      counts: this.counts,
      lastPass: this.lastPass,
      changes: this.changes,
      weakenings: this.weakenings,
      commands: this.commands,
      written: [...this.written],
      touched: [...this.touched],
      orphans: this.orphans,
      // A check no longer kept waits for a result no part can bring: the later of two parts is
      // the one saved, and nothing follows it.
      pending: [...this.pending].map(([id, [c, b]]) => [id, c ? (index.get(c) ?? -1) : -1, b]),
    }
  }

  /** Take in the state of the part that follows. */
  absorb(s: VerificationState, shift: Shift): void {
    const move = <T extends At>(x: T): T => ({
      ...x,
      position: x.position + shift.position,
      ...(x.origin ? { origin: shiftOrigin(x.origin, shift) } : {}),
    })
    for (const o of s.orphans) {
      const p = this.pending.get(o.id)
      if (!p) continue
      this.pending.delete(o.id)
      this.settle(o.id, p, o.failed, o.summary, o.callFailed)
    }
    const changes = this.changes.length
    const checks = s.checks.map(move)
    this.checks.push(...checks)
    this.counts.all += s.counts.all
    this.counts.passed += s.counts.passed
    this.counts.failed += s.counts.failed
    if (s.lastPass >= 0) this.lastPass = s.lastPass + shift.position
    this.changes.push(...s.changes.map(move))
    for (const w of s.weakenings) this.weaken(move(w))
    this.commands += s.commands
    for (const [path, at] of s.written) if (!this.written.has(path)) this.written.set(path, at + shift.position)
    for (const [path, at] of s.touched) if (!this.touched.has(path)) this.touched.set(path, at + shift.position)
    for (const [id, a, b] of s.pending) {
      this.pending.set(id, [a >= 0 ? checks[a] : undefined, b >= 0 ? b + changes : -1])
    }
    if (this.checks.length > 4 * LISTED) this.forget()
  }

  /** The facts so far (all of them once the session ended). */
  facts(): VerificationFacts {
    const last = this.checks.length ? this.checks[this.checks.length - 1] : undefined
    const lastCheck = last ? last.position : -1
    let edits = 0
    let editsAfterLastCheck = 0
    let lastChangeAt: ChangeRun | undefined
    const afterLastCheck = new Set<string>()
    const afterLastPass = new Set<string>()
    for (const c of this.changes) {
      if (c.failed) continue
      edits++
      lastChangeAt = c
      if (c.position > lastCheck) {
        editsAfterLastCheck++
        for (const p of c.paths) afterLastCheck.add(p)
      }
      if (c.position > this.lastPass) for (const p of c.paths) afterLastPass.add(p)
    }
    const lastChange = lastChangeAt ? lastChangeAt.position : -1
    const lastChecks = this.checks.slice(-LISTED).map(shownCheck)
    const lastShown = lastChecks.length ? lastChecks[lastChecks.length - 1] : undefined
    return {
      seesChanges: this.seesChanges,
      edits,
      checks: this.counts.all,
      checksPassed: this.counts.passed,
      checksFailed: this.counts.failed,
      lastChecks,
      lastChange,
      ...(lastChangeAt ? { lastChangeAt } : {}),
      checkAfter: lastShown && lastShown.position >= lastChange ? lastShown : undefined,
      afterLastCheck: [...afterLastCheck],
      afterLastPass: [...afterLastPass],
      editsAfterLastCheck,
      weakenings: this.weakenings,
    }
  }
}

/** A kept check with its command as reports show it (worked out once). */
function shownCheck(c: TrackedCheck): CheckRun {
  if (c.command === undefined) c.command = shown(c.run)
  return c as CheckRun
}

/** Keeps what a command read to, unless too long to repeat; starts over when full. */
function remember<T>(read: Map<string, T>, command: string, value: T): void {
  if (command.length > MAX_READ_LENGTH) return
  if (read.size >= MAX_READ_COMMANDS) read.clear()
  read.set(command, value)
}

/** A command as reports show it: one line, masked, cut, no backticks. */
function shown(command: string): string {
  return cutMasked(maskSecrets(command.replace(/\s+/g, ' ').trim()).replace(/`/g, "'"), COMMAND_LIMIT, '...')
}

/** What the tracker found, raw paths and all: the rules' view. */
export interface VerificationFacts {
  seesChanges: boolean
  /** Changes that did not fail. */
  edits: number
  /** How many checks ran, passed and failed. */
  checks: number
  checksPassed: number
  checksFailed: number
  /** The last few checks (at most `LISTED`), in order. */
  lastChecks: readonly CheckRun[]
  /** The position of the last change (-1: none). */
  lastChange: number
  /** The last change's call. */
  lastChangeAt?: At
  /** The last check at or after the last change. */
  checkAfter: CheckRun | undefined
  /** Files (as the calls named them) changed after the last check, and after the last that passed. */
  afterLastCheck: string[]
  afterLastPass: string[]
  editsAfterLastCheck: number
  weakenings: readonly WeakeningFound[]
}

export type VerificationStatus = 'verified' | 'not_verified' | 'last_check_failed' | 'no_change' | 'changes_not_visible'

/** Where a check is in the trace, as the report says it. */
export interface ReportedAt {
  event: number
  line?: number
  index?: number
}

/** A check as the report shows it. */
export interface ReportedCheck {
  command: string
  kind: CheckKind
  outcome: CheckOutcome
  summary?: string
  at: ReportedAt
}

/** The report's `sessions[].verification`. */
export interface Verification {
  status: VerificationStatus
  changed: boolean
  edits: number
  checks: number
  checks_passed: number
  checks_failed: number
  check_after_last_edit: boolean
  /** Workspace-relative, sorted. */
  files_after_last_pass: string[]
  /** Files edited after the last passing check outside the workspace: counted, never named. */
  files_after_last_pass_outside: number
  /** The last few checks, in order. */
  last_checks: ReportedCheck[]
  /** The sentence a reviewer reads. */
  line: string
}

function reportedAt(a: At): ReportedAt {
  return {
    event: a.position,
    ...(a.origin?.line !== undefined ? { line: a.origin.line } : {}),
    ...(a.origin?.index !== undefined ? { index: a.origin.index } : {}),
  }
}

/** A path named by a call, relative to the workspace; undefined outside it. */
function relative(p: string, workspace: string | undefined, cwd: string | undefined): string | undefined {
  return workspace !== undefined
    ? workspacePath(p, cwd, workspace)
    : !p.startsWith('/') && !p.startsWith('~') && !/^[A-Za-z]:/.test(p)
      ? insideRoot('/w', `/w/${p}`.replace(/\/\.\//g, '/'))
      : undefined
}

/**
 * Paths named inside the workspace (sorted) and how many were outside it; unnamed changes are not
 * files. `known`: paths placed before (the files after the last check are among those after the last pass).
 */
function placed(
  paths: readonly string[],
  workspace: string | undefined,
  cwd: string | undefined,
  known: Map<string, string | undefined>,
): { inside: string[]; outside: number } {
  const inside = new Set<string>()
  let outside = 0
  for (const p of paths) {
    if (p === '') continue
    let rel = known.get(p)
    if (rel === undefined && !known.has(p)) known.set(p, (rel = relative(p, workspace, cwd)))
    if (rel === undefined) outside++
    else inside.add(rel)
  }
  return { inside: [...inside].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), outside }
}

/** The status of the facts. */
export function verificationStatus(f: VerificationFacts): VerificationStatus {
  if (f.edits === 0) return f.seesChanges ? 'no_change' : 'changes_not_visible'
  if (!f.checkAfter) return 'not_verified'
  if (f.checkAfter.outcome === 'failed') return 'last_check_failed'
  if (f.checkAfter.outcome === 'unknown') return 'not_verified'
  return 'verified'
}

/** The report's verification facts, paths relative to the workspace. */
export function verificationOf(f: VerificationFacts, workspace?: string, cwd?: string): Verification {
  const status = verificationStatus(f)
  const known = new Map<string, string | undefined>()
  const pass = placed(f.afterLastPass, workspace, cwd, known)
  const unchecked = placed(f.afterLastCheck, workspace, cwd, known)
  const uncheckedFiles = unchecked.inside.length + unchecked.outside
  return {
    status,
    changed: f.edits > 0,
    edits: f.edits,
    checks: f.checks,
    checks_passed: f.checksPassed,
    checks_failed: f.checksFailed,
    check_after_last_edit: f.checkAfter !== undefined,
    files_after_last_pass: pass.inside,
    files_after_last_pass_outside: pass.outside,
    last_checks: f.lastChecks.map((c) => ({
      command: c.command,
      kind: c.kind,
      outcome: c.outcome,
      ...(c.summary ? { summary: c.summary } : {}),
      at: reportedAt(c),
    })),
    line: verificationLine(status, f, uncheckedFiles),
  }
}

/** The one sentence every output says. */
export function verificationLine(status: VerificationStatus, f: VerificationFacts, uncheckedFiles: number): string {
  const c = f.checkAfter
  switch (status) {
    case 'verified':
      return `Verified: \`${c!.command}\` passed after the last edit${c!.summary ? ` (${c!.summary})` : ''}.`
    case 'last_check_failed':
      return `The last check failed: \`${c!.command}\`${c!.summary ? `, ${c!.summary}` : ''}.`
    case 'not_verified': {
      const what = uncheckedFiles > 0 ? plural(uncheckedFiles, 'file') : plural(f.editsAfterLastCheck, 'edit')
      if (c) return `Not verified: the last check's outcome is not recorded (\`${c.command}\`).`
      return f.checks === 0
        ? `Not verified: ${what} changed and no check ran.`
        : `Not verified: ${what} changed after the last check.`
    }
    case 'no_change':
      return `No change: the run edited no files${f.checks ? ` (${plural(f.checks, 'check')} ran)` : ''}.`
    case 'changes_not_visible':
      return 'Changes not visible: this trace shows no file edits or shell commands.'
  }
}

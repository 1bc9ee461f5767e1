/**
 * What "refused" means, once for every rule: a tool call that never ran because the workflow's
 * permission policy (or the person at the keyboard) did not let it run. The agent asked; the
 * workflow said no. Such a call is no failed tool, no failed check and no ignored output: it is
 * the workflow's own fact, and its fix is the agent's permission setting.
 *
 * Each agent words its refusal its own way, and each has its own setting; a refusal is
 * recognised by the words of the error that came with the call (or by an `error_event` of kind
 * `permission_denied`, Claude's and Qwen's `permission_denials`), and the setting to change
 * follows from the same words. A shell's own "Permission denied" (a file the command could not
 * open) is no refusal: the command ran.
 */
import type { EngineEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'

/** An agent's refusal: the words that say it, and the setting that lets the call run. */
interface Refusal {
  words: RegExp
  setting: string
  /** A person said no in an interactive session: their decision, not a setting to change. */
  person?: boolean
}

const CLAUDE = "Claude's --allowedTools (or --permission-mode)"
const GEMINI = "Gemini's (or Qwen's) --approval-mode (or --yolo)"
const CODEX = "Codex's approval mode (--ask-for-approval) and --sandbox"
const OPENCODE = 'opencode\'s permission settings ("permission" in opencode.json)'
const KIMI = "Kimi's --yolo (or the approvals its client gives)"

/** Refusals in the order they are tried: the first whose words match names the setting. */
const REFUSALS: readonly Refusal[] = [
  // Droid: "Exec ended early: insufficient permission to proceed. Re-run with --auto medium ...".
  {
    words: /insufficient permission to proceed|re-run with --auto\b/i,
    setting: "Droid's --auto medium (or --auto high)",
  },
  // Claude Code, -p: "Claude requested permissions to use Bash, but you haven't granted it yet."
  { words: /requested permissions? to .{0,200}haven.t granted|^this command requires approval\b/i, setting: CLAUDE },
  // Claude Code, a deny rule or dontAsk: "Permission to use Bash has been denied."
  { words: /permission to use \S+ (?:with .{0,200})?has been denied/i, setting: CLAUDE },
  // Claude Code, interactive: the person said no.
  { words: /doesn.t want to proceed with this tool use|tool use was rejected/i, setting: CLAUDE, person: true },
  // Gemini CLI and Qwen Code, non-interactive: "Tool execution for "Shell" requires user confirmation";
  // their policy engine: "Tool execution denied by policy."
  {
    words: /requires user confirmation|not supported in non-interactive mode|tool execution denied by policy/i,
    setting: GEMINI,
  },
  // Copilot CLI: "Permission denied and could not request permission from user", "The user rejected this tool call".
  {
    words: /could not request permission|denied by (?:the )?policy/i,
    setting: "Copilot's --allow-tool (or --allow-all-tools)",
  },
  { words: /user rejected this tool call/i, setting: "Copilot's --allow-tool", person: true },
  // opencode: a person's answer with feedback; `opencode run` rejecting an "ask" by itself; a "deny" rule.
  {
    words: /rejected permission to use this specific tool call with the following feedback/i,
    setting: OPENCODE,
    person: true,
  },
  {
    words:
      /rejected permission to use this specific tool call|a rule which prevents you from using this specific tool call/i,
    setting: OPENCODE,
  },
  // Codex: a command_execution `declined` (exec); "exec command rejected by user", "patch rejected
  // by user" (what the model is told when an approval was refused, by a person or a client that
  // could not ask); its reviewer's "rejected due to unacceptable risk".
  {
    words:
      /^command declined\b|\b(?:exec command|patch) rejected by user\b|rejected by user approval settings|rejected due to unacceptable risk/i,
    setting: CODEX,
  },
  // Codex's sandbox stopping a command: "failed in sandbox ... sandbox denied exec error".
  { words: /sandbox denied exec error/i, setting: "Codex's --sandbox (sandbox_mode)" },
  // Goose: "The user has declined to run this tool." (also a denial by its tool inspection).
  { words: /has declined to run this tool/i, setting: "Goose's GOOSE_MODE (or its tool permissions)" },
  // Kimi: "The tool call is rejected by the user." (with "User feedback:" a person said why).
  { words: /tool call is rejected by the user\. user feedback:/i, setting: KIMI, person: true },
  { words: /tool call is rejected by the user/i, setting: KIMI },
  // OpenClaw: "exec denied: ..." (exec approvals' security deny, allowlist miss, no approval in time).
  { words: /^exec denied\b/i, setting: "OpenClaw's exec approvals (tools.exec.security and ask)" },
  // Continue (cn -p): a tool that needs permission in headless mode stops the run, naming --auto.
  {
    words: /requires permission\b.{0,200}headless|headless mode.{0,200}--auto\b/i,
    setting: "Continue's --auto (or --allow)",
  },
  // OpenHands: an action a PreToolUse hook blocked.
  { words: /^the action was blocked by a hook\b/i, setting: "OpenHands' hooks (or its confirmation policy)" },
  // Cursor CLI: a result `rejected {reason}`, a write its permissions did not allow.
  { words: /^rejected\b|^write permission denied\b/i, setting: "Cursor's permissions (.cursor/cli.json, or --force)" },
  // Cline, OpenHands: the person denied or rejected the action.
  {
    words: /the user (?:denied|rejected) (?:this |the )?(?:operation|action)/i,
    setting: "the agent's auto-approval settings",
    person: true,
  },
]

/** A word that each refusal above carries (most errors carry none). */
const ANY =
  /permission|grant|reject|declin|denied|approv|confirm|sandbox|headless|proceed|--auto|prevents you|by a hook/i

/** The refusal whose words a message carries, or undefined. */
function refusalOf(message: string | undefined): Refusal | undefined {
  if (message === undefined || message === '') return undefined
  // Refusals say so early: a long output is looked at in its first part only.
  const head = message.length > 600 ? message.slice(0, 600) : message
  // One look for a word every refusal has before trying each agent's words.
  if (!ANY.test(head)) return undefined
  for (const r of REFUSALS) if (r.words.test(head)) return r
  return undefined
}

/** Whether an error message says the call never ran because it was refused. */
export function isRefusal(message: string | undefined): boolean {
  return refusalOf(message) !== undefined
}

/**
 * Whether an `error_event` is the workflow's permission policy refusing a call: a permission
 * denial, or a tool error in a policy's words. A person's refusal in an interactive session
 * (`isRefusal` all the same) is not: they decided, and no setting is to blame.
 */
export function isPolicyRefusal(e: EngineEvent): boolean {
  const kind = lower(e.raw.kind)
  if (kind === 'permission_denied') return true
  const m = e.raw.message
  if (kind !== 'tool' || typeof m !== 'string') return false
  const r = refusalOf(m)
  return r !== undefined && !r.person
}

/** The setting a refusal's words name (a run's end that says it stopped for want of permission), or undefined. */
export function refusalSetting(message: string | undefined): string | undefined {
  return refusalOf(message)?.setting
}

/**
 * The permission setting that would have let the refused calls run, from the refusal's words
 * (or, for a bare permission denial, the tool's name: Claude names its tools with a capital).
 */
export function permissionSetting(e: EngineEvent): string {
  const m = e.raw.message
  const r = refusalOf(typeof m === 'string' ? m : undefined)
  if (r && lower(e.raw.kind) !== 'permission_denied') return r.setting
  const tool = e.raw.tool
  if (typeof tool === 'string' && /^[A-Z]/.test(tool)) return CLAUDE
  if (typeof tool === 'string' && tool !== '') return GEMINI
  return "the agent's permission setting"
}

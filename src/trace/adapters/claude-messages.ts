/**
 * The assistant / user messages that Claude Code transcripts (claude-code) and its stream-json
 * output (claude-stream) share: Anthropic Messages API content blocks, one streamed reply written
 * as several lines that share `message.id`.
 *
 * - `tool_use` blocks -> tool_call (args = input); `tool_result` blocks -> tool_output, failed
 *   when `is_error` is true.
 * - usage -> one token_usage per `message.id`, from the LAST line of that id (the earlier lines
 *   of a streamed reply carry partial counts); held back until a different id appears or the end.
 *   No total in the format: total = input + output + cache reads + cache writes.
 * - a `tool_use` named `Skill` (`input.skill`) -> skill_event (failed when its result is an error).
 * - Read / Write / Edit of Claude Code's auto-memory files (`MEMORY.md`, `memory/*.md`) ->
 *   memory_event (recall / store; miss when the read failed or came back empty).
 * - a different `message.model` -> state_transition (the main chain and subagent chains are
 *   watched apart, so a subagent on another model is not a switch).
 * - a synthetic API error reply (`isApiErrorMessage`, or an SDK message with `error`) -> error_event.
 */
import { arr, compact, idOf, type JsonObject, num, obj, type Origin, str } from './json.js'
import { contentTail, contentText, errorMessage } from './text.js'
import { digestWhenRead, isMemoryPath, pathArg, type ToolRole, ToolTracker } from './tools.js'
import { type EndStatus, ModelWatch, tokenUsage } from './run.js'
import type { EventSink } from './types.js'

/** Models that are not a model: Claude Code's own synthetic messages. */
const NOT_A_MODEL = new Set(['<synthetic>'])

export interface Outcome {
  status: EndStatus
  reason?: string
  origin: Origin
  /** The conversation stands on a failed API call (a synthetic error reply, an `api_error` record). */
  api?: boolean
}

export class ClaudeMessages {
  readonly tools: ToolTracker
  /** Skill names already reported (an `invoked_skills` attachment repeats them after compaction). */
  readonly skills = new Set<string>()
  private readonly mainModels: ModelWatch
  private readonly sideModels: ModelWatch
  private pending: { id: string; usage: JsonObject; origin: Origin } | undefined
  private readonly counted = new Set<string>()
  /** Call ids whose result already failed (a permission denial is reported once). */
  readonly failedCalls = new Set<string>()
  /** How the conversation stands after the last message of the main chain, and of subagents. */
  private lastMain: Outcome | undefined
  private lastSide: Outcome | undefined
  private replies = 0

  constructor(private readonly emit: EventSink) {
    this.tools = new ToolTracker(emit, (tool, args) => this.classify(tool, args))
    this.mainModels = new ModelWatch(emit)
    this.sideModels = new ModelWatch(emit)
  }

  /**
   * How the conversation stands after its last message: the main chain's, or for a file that
   * holds only a subagent's chain (Claude Code's subagents/*.jsonl), that chain's.
   */
  get last(): Outcome | undefined {
    return this.lastMain ?? this.lastSide
  }

  private outcome(side: boolean, o: Outcome): void {
    if (side) this.lastSide = o
    else this.lastMain = o
  }

  /** How many replies with usage were counted. */
  get usageCount(): number {
    return this.replies
  }

  models(side: boolean): ModelWatch {
    return side ? this.sideModels : this.mainModels
  }

  private classify(tool: string, args: unknown): ToolRole {
    if (tool === 'Skill') {
      const a = obj(args)
      const skill = str(a?.skill) ?? str(a?.command) ?? str(a?.name)
      if (skill) {
        this.skills.add(skill)
        return { skill }
      }
      return {}
    }
    const path = pathArg(args)
    if (isMemoryPath(path)) {
      if (tool === 'Read') return { memory: 'recall' }
      if (tool === 'Write' || tool === 'Edit' || tool === 'MultiEdit') return { memory: 'store' }
    }
    return {}
  }

  /**
   * An assistant message. `side`: it belongs to a subagent's chain; `meta`: it says nothing about
   * how the run stands; `apiError`: the line is a synthetic API error reply.
   */
  assistant(message: JsonObject, origin: Origin, opts: { side: boolean; meta?: boolean; apiError?: string }): void {
    if (!NOT_A_MODEL.has(String(message.model))) this.models(opts.side).see(message.model, origin, 'model')
    const content = arr(message.content)
    let calls = 0
    for (const block of content) {
      const b = obj(block)
      if (b?.type !== 'tool_use' && b?.type !== 'server_tool_use' && b?.type !== 'mcp_tool_use') continue
      calls++
      this.tools.call(str(b.name) ?? null, b.input === undefined ? {} : b.input, idOf(b.id), origin)
    }
    const id = str(message.id)
    if (this.pending && this.pending.id !== id) this.flush()
    const usage = obj(message.usage)
    if (usage) {
      if (id === undefined) this.count(usage, origin)
      else if (!this.counted.has(id)) this.pending = { id, usage, origin }
    }
    if (opts.apiError !== undefined) {
      this.emit({ event: 'error_event', kind: 'model', message: opts.apiError }, origin)
      if (!opts.meta) this.apiFailed(opts.side, opts.apiError, origin)
      return
    }
    if (opts.meta) return
    if (calls > 0)
      this.outcome(opts.side, { status: 'incomplete', reason: 'a tool call without a result after it', origin })
    else if (message.stop_reason === 'max_tokens')
      this.outcome(opts.side, { status: 'incomplete', reason: 'the reply hit the output token limit', origin })
    else if (message.stop_reason === 'refusal')
      this.outcome(opts.side, { status: 'error', reason: 'the model refused', origin })
    else this.outcome(opts.side, { status: 'completed', origin })
  }

  /**
   * A failed API call that nothing answered yet (Claude Code's `api_error` record, a synthetic
   * error reply): the run ends badly unless a reply comes after it.
   */
  apiFailed(side: boolean, reason: string, origin: Origin): void {
    this.outcome(side, { status: 'error', reason, origin, api: true })
  }

  /** A user message: tool results, or a prompt. */
  user(message: JsonObject, origin: Origin, opts: { side: boolean; meta?: boolean }): void {
    const content = message.content
    let results = 0
    for (const block of arr(content)) {
      const b = obj(block)
      if (b?.type !== 'tool_result') continue
      results++
      const callId = idOf(b.tool_use_id)
      const failed = b.is_error === true
      if (failed && callId !== undefined) this.failedCalls.add(callId)
      const role = this.tools.roleOf(callId)
      this.tools.result(
        callId,
        {
          failed,
          message: failed ? errorMessage(contentTail(b.content)) : undefined,
          empty: role.memory === 'recall' ? contentText(b.content).trim() === '' : undefined,
          digest: digestWhenRead(b.content),
        },
        origin,
      )
    }
    if (opts.meta) return
    const text = contentText(content, 200)
    // A local slash command (`/exit`, `/clear`, ...) and what it printed are written as user
    // messages; they are not a request the agent left unanswered.
    if (
      /^<(command-name|command-message|command-args|local-command-stdout|local-command-stderr)>/.test(text.trimStart())
    )
      return
    if (/^\[Request interrupted by user/.test(text.trimStart()))
      this.outcome(opts.side, { status: 'aborted', reason: 'interrupted by the user', origin })
    else if (results > 0)
      this.outcome(opts.side, { status: 'incomplete', reason: 'a tool result without a reply after it', origin })
    else if (text.trim() !== '')
      this.outcome(opts.side, { status: 'incomplete', reason: 'a user message without a reply after it', origin })
  }

  /** Emit the usage held back for the last message id. */
  flush(): void {
    if (!this.pending) return
    const { id, usage, origin } = this.pending
    this.pending = undefined
    this.counted.add(id)
    this.count(usage, origin)
  }

  /** Anthropic usage (input excludes the cache reads and writes). */
  count(usage: JsonObject, origin: Origin, extra: JsonObject = {}): void {
    const e = tokenUsage(
      {
        input: num(usage.input_tokens),
        output: num(usage.output_tokens),
        cache_read: num(usage.cache_read_input_tokens),
        cache_write: num(usage.cache_creation_input_tokens),
      },
      extra,
    )
    if (e) {
      this.replies++
      this.emit(e, origin)
    }
  }

  /** A skill named outside a tool call (an attachment, a slash command), reported once per name. */
  skill(name: unknown, origin: Origin): void {
    const s = str(name)
    if (!s || this.skills.has(s)) return
    this.skills.add(s)
    this.emit(compact({ event: 'skill_event', skill: s, invoked: true, source: 'attachment' }), origin)
  }

  end(): void {
    this.flush()
    this.tools.end()
  }
}

/**
 * The compaction a `compact_boundary` system record tells of. Claude Code writes its metadata in
 * camelCase and the stream in snake_case; each is read in its own spelling first.
 */
export function compactionEvent(r: JsonObject, spelling: 'camel' | 'snake'): JsonObject {
  const camel = spelling === 'camel'
  const meta = camel
    ? (obj(r.compactMetadata) ?? obj(r.compact_metadata))
    : (obj(r.compact_metadata) ?? obj(r.compactMetadata))
  const preTokens = camel
    ? (num(meta?.preTokens) ?? num(meta?.pre_tokens))
    : (num(meta?.pre_tokens) ?? num(meta?.preTokens))
  return compact({
    event: 'context_event',
    action: 'compaction',
    trigger: str(meta?.trigger),
    tokens_before: preTokens,
  })
}

/**
 * openclaw: OpenClaw (and pi coding agent) session JSONL, versions 1-3 (formats.md).
 *
 * - assistant `toolCall` blocks -> tool_call; `toolResult` messages -> tool_output. A result
 *   failed when `isError` is true, `details.status` is "error", `details.exitCode` is non-zero,
 *   or `details.error` is set without a `details.status` (a tool that could not run, e.g. a
 *   missing API key). `details.status: "failed"` is NOT a failure: the `process` tool writes it
 *   for a background session it killed on request.
 * - assistant `usage` -> one token_usage per reply (replies with zero usage give none).
 * - `stopReason: "error"` -> error_event; in a run of consecutive error replies with no content
 *   (the provider failing and OpenClaw retrying) each reply after the first is a retry_event
 *   instead. A run ends at the next other message entry.
 * - `compaction` -> context_event compaction (tokens_before); a summary saying it is unavailable
 *   is `summary_lost` on it (the context rule says so). OpenClaw does not record the context window: no saturation.
 * - model changes (`model_change`, `custom` model-snapshot, the model of assistant replies) ->
 *   state_transition.
 * - memory: `memory_search` / `memory_get` calls and reads/writes of `MEMORY.md` or
 *   `memory/*.md` -> memory_event (recall / store; miss for an empty or failed recall).
 * - skills: reading `skills/<name>/SKILL.md` -> skill_event (failed when the read failed).
 * - process_end from the last message entry: an assistant reply that stopped normally ->
 *   completed; stopReason error -> error; aborted -> aborted; length -> incomplete (max tokens);
 *   anything else (a pending tool call, a tool result or a user message last) -> incomplete.
 *   A reply that says `Agent failed before reply: <why>` (the gateway's, when the agent could not
 *   run: no API key for its provider) -> error_event (kind agent) and an end in error with that
 *   reason, injected or not, however long after the rest.
 */
import { arr, compact, expectObject, idOf, type JsonObject, num, obj, parseObject, str, withId } from '../json.js'
import { contentTail, contentText, errorMessage, short } from '../text.js'
import { isMemoryPath, outputDigest, pathArg, skillInPath, type ToolRole, ToolTracker } from '../tools.js'
import { emitEnd, type LineEnd, ModelWatch, tokenUsage } from '../run.js'
import { type Adapter, FULL_TRANSCRIPT } from '../types.js'
import { leftUnread } from '../unread.js'

/** Models that are not a model: messages injected by the OpenClaw gateway. */
const NOT_A_MODEL = new Set(['gateway-injected', 'delivery-mirror'])

/** The gateway's reply when the agent could not run: `⚠️ Agent failed before reply: <why>`. */
const FAILED_BEFORE_REPLY = /^\W{0,8}(Agent failed before reply:[\s\S]*)$/

function classify(tool: string, args: unknown): ToolRole {
  const t = tool.toLowerCase()
  if (t === 'memory_search' || t === 'memory_get') return { memory: 'recall' }
  const path = pathArg(args)
  if (t === 'read') {
    const skill = skillInPath(path)
    if (skill) return { skill }
    if (isMemoryPath(path)) return { memory: 'recall' }
  }
  if ((t === 'write' || t === 'edit') && isMemoryPath(path)) return { memory: 'store' }
  return {}
}

/** Whether a recall came back with nothing (memory_get text empty, memory_search no results, an empty read). */
function emptyRecall(tool: string | null | undefined, message: JsonObject): boolean {
  const t = (tool ?? '').toLowerCase()
  if (t !== 'memory_search' && t !== 'memory_get') return contentText(message.content).trim() === ''
  const says = (body: JsonObject | undefined): boolean | undefined => {
    if (!body) return undefined
    if (body.disabled === true) return true
    if (Array.isArray(body.results)) return body.results.length === 0
    if (typeof body.text === 'string') return body.text.trim() === ''
    return undefined
  }
  return (
    says(obj(message.details)) ??
    says(parseObject(contentText(message.content, 1 << 20))) ??
    contentText(message.content).trim() === ''
  )
}

function failure(message: JsonObject): { failed: boolean; text?: string; exitCode?: number } {
  const details = obj(message.details)
  const exitCode = num(details?.exitCode)
  if (message.isError === true)
    return { failed: true, text: errorMessage(contentTail(message.content)) ?? short(details?.error), exitCode }
  if (details) {
    if (details.status === 'error')
      return { failed: true, text: errorMessage(details.error) ?? errorMessage(contentTail(message.content)), exitCode }
    if (exitCode !== undefined && exitCode !== 0) return { failed: true, text: `exit code ${exitCode}`, exitCode }
    if (details.status === undefined && (str(details.error) || details.error === true)) {
      return { failed: true, text: short(details.message) ?? short(details.error) }
    }
  }
  return { failed: false, exitCode }
}

const adapter: Adapter = {
  id: 'openclaw',
  signature: 'openclaw: a first line {"type":"session",...} (OpenClaw / pi agent session JSONL)',
  recognise(first) {
    return obj(first)?.type === 'session'
  },
  observes: FULL_TRANSCRIPT,
  create(emit, ctx) {
    const tools = new ToolTracker(emit, classify)
    const models = new ModelWatch(emit)
    let inErrorRun = false
    let last: LineEnd | undefined

    const assistant = (m: JsonObject, line: number, id: unknown) => {
      const origin = withId({ line }, id)
      // Messages the gateway injected are not model replies: they neither switch the model nor
      // say how the run stands.
      const injected = NOT_A_MODEL.has(String(m.model)) || m.provider === 'openclaw'
      if (!injected) models.see(m.model, origin, 'model')
      const content = arr(m.content)
      for (const block of content) {
        const b = obj(block)
        if (b?.type !== 'toolCall') continue
        tools.call(str(b.name) ?? null, b.arguments === undefined ? {} : b.arguments, idOf(b.id), origin)
      }
      const u = obj(m.usage)
      if (u) {
        const e = tokenUsage({
          input: num(u.input),
          output: num(u.output),
          cache_read: num(u.cacheRead),
          cache_write: num(u.cacheWrite),
          total: num(u.totalTokens),
        })
        if (e) emit(e, origin)
      }
      const stop = m.stopReason
      if (stop === 'error') {
        const empty =
          content.length === 0 ||
          (contentText(content).trim() === '' && !content.some((b) => obj(b)?.type === 'toolCall'))
        const message = short(m.errorMessage) ?? 'model reply failed'
        if (inErrorRun && empty) emit({ event: 'retry_event', kind: 'provider', message }, origin)
        else emit({ event: 'error_event', kind: 'model', message }, origin)
        inErrorRun = empty
        last = { status: 'error', reason: message, line }
        return
      }
      inErrorRun = false
      // The gateway's word that the agent could not run at all ("⚠️ Agent failed before reply: No
      // API key found for provider ..."), written as a reply: how the run ended, however late.
      const failedBefore = FAILED_BEFORE_REPLY.exec(contentText(content, 2048))
      if (failedBefore) {
        const message = short(failedBefore[1]) ?? 'agent failed before reply'
        emit({ event: 'error_event', kind: 'agent', message }, origin)
        last = { status: 'error', reason: message, line }
        return
      }
      if (injected) return
      if (stop === 'aborted') last = { status: 'aborted', reason: short(m.errorMessage), line }
      else if (stop === 'length') last = { status: 'incomplete', reason: 'the reply hit the output token limit', line }
      else if (stop === 'toolUse' || content.some((b) => obj(b)?.type === 'toolCall'))
        last = { status: 'incomplete', reason: 'a tool call without a reply after it', line }
      else last = { status: 'completed', line }
    }

    const toolResult = (m: JsonObject, line: number, id: unknown) => {
      const callId = idOf(m.toolCallId)
      const known = tools.toolOf(callId)
      const tool = known ?? str(m.toolName) ?? null
      const f = failure(m)
      const role = tools.roleOf(callId)
      tools.result(
        callId,
        {
          failed: f.failed,
          message: f.text,
          tool: str(m.toolName),
          empty: role.memory === 'recall' ? emptyRecall(tool, m) : undefined,
          extra: compact({ exit_code: f.exitCode }),
          digest: outputDigest(m.content),
        },
        withId({ line }, id),
      )
      last = { status: 'incomplete', reason: 'a tool result without a reply after it', line }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a session entry object')
        switch (r.type) {
          case 'session':
            models.see(r.modelId, { line }, 'session')
            if (ctx.workdir && typeof r.cwd === 'string') ctx.workdir(r.cwd)
            return
          case 'model_change':
            models.see(r.modelId, { line }, 'model_change')
            return
          case 'custom': {
            if (r.customType === 'model-snapshot') models.see(obj(r.data)?.modelId, { line }, 'model_change')
            return
          }
          case 'compaction': {
            // A summary the compaction could not make is lost with the compaction: one fact, said by
            // the context rule (no memory event: nothing was stored or recalled).
            const summary = typeof r.summary === 'string' ? r.summary : ''
            const lost = /\bunavailable\b/i.test(summary.slice(0, 500))
            emit(
              compact({
                event: 'context_event',
                action: 'compaction',
                tokens_before: num(r.tokensBefore),
                ...(lost ? { summary_lost: true } : {}),
              }),
              withId({ line }, r.id),
            )
            return
          }
          case 'message': {
            const m = obj(r.message)
            if (!m) return
            if (m.role === 'assistant') return assistant(m, line, r.id)
            inErrorRun = false
            if (m.role === 'toolResult') return toolResult(m, line, r.id)
            if (m.role === 'user')
              last = { status: 'incomplete', reason: 'a user message without a reply after it', line }
            return
          }
          case 'thinking_level_change':
          case 'custom_message':
          case 'branch_summary':
          case 'label':
          case 'session_info':
            // Settings, notes and labels of the session: no event.
            return
          default:
            return leftUnread(ctx, r, line)
        }
      },
      end() {
        tools.end()
        emitEnd(emit, last)
      },
    }
  },
}

export default adapter

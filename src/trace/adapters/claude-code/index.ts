/**
 * claude-code: Claude Code transcript JSONL (`~/.claude/projects/<cwd>/<sessionId>.jsonl`).
 *
 * Messages (assistant / user) as in claude-messages.ts, plus:
 * - `system` `compact_boundary` -> context_event compaction (tokens_before =
 *   compactMetadata.preTokens; no saturation: the transcript does not say the context window).
 * - `system` `api_error` (an API call that Claude Code retries) -> retry_event.
 * - `system` `error` (an API error shown to the user) and `api_refusal` -> error_event.
 * - `system` `model_refusal_fallback` -> state_transition (original -> fallback model).
 * - `attachment` `invoked_skills` -> skill_event per skill not already seen as a Skill call.
 * - subagent messages (`isSidechain` in older versions) count like the main chain's.
 * - process_end, inferred from the last message of the main chain: a reply that stopped normally
 *   -> completed; a synthetic API error reply -> error; "[Request interrupted by user" ->
 *   aborted; a pending tool call, a tool result or a prompt last -> incomplete. A transcript is
 *   written while the session runs and has no end marker of its own.
 *
 * Integrity: a `parentUuid` that names no record of the file is a missing record (a compaction
 * boundary's `logicalParentUuid` may name one of an earlier file, and so may the first record of
 * a file that starts mid-chain: neither is checked). Prompts and replies are written in order;
 * tool results are written after the batch of calls they answer (a long reply streamed after
 * them), so only their first and last times count. Time is checked along each chain of parent
 * links, not in file order: older versions wrote each Task subagent's records (`isSidechain`, a
 * chain of their own from a root without parent) into the main transcript when it finished, so
 * parallel subagents' records go back in the file. The session's id is the `sessionId` of the
 * last main-chain record (a resumed session's file begins with its parent's); a subagent's own
 * file (every record `isSidechain`) is `<sessionId>/agent/<agentId>`, never its parent's copy.
 */
import { compact, expectObject, type JsonObject, num, obj, str, withId } from '../json.js'
import { short } from '../text.js'
import { processEnd } from '../run.js'
import { ClaudeMessages, compactionEvent } from '../claude-messages.js'
import { KNOWN_EVENT_TYPES } from '../../../core/events.js'
import { hasKey } from '../../../core/python-compat.js'
import { type Adapter, FIT, FULL_TRANSCRIPT } from '../types.js'
import { leftUnread, safeKey } from '../unread.js'
import { quoteId, References } from '../integrity.js'
import { timeOf } from '../../../core/integrity.js'

const FLAT = new Set<string>(KNOWN_EVENT_TYPES)

/** Entry types that only Claude Code transcripts have, for files whose first line is not a message. */
const META_TYPES = new Set([
  'file-history-snapshot',
  'summary',
  'queue-operation',
  'custom-title',
  'agent-name',
  'ai-title',
  'last-prompt',
  'permission-mode',
])

/**
 * Entry types Claude Code writes that carry nothing the diagnosis reads (titles, modes, links,
 * snapshots, hook progress, a background task's key and result): skipped on purpose, not unread.
 */
const SKIPPED_TYPES = new Set([
  ...META_TYPES,
  'progress',
  'mode',
  'worktree-state',
  'frame-link',
  'pr-link',
  'started',
  'result',
  'relocated',
  'bridge-session',
  'atis-latch',
])

/**
 * Whether an entry is another agent's, though shaped like Claude Code's (Qwen Code's chat
 * recording has `uuid`, `parentUuid` and `sessionId` too): a message of Gemini `parts` rather than
 * `content`, or an entry whose type is a tool call or result (Claude Code writes calls inside
 * messages).
 */
function foreign(r: JsonObject): boolean {
  const m = obj(r.message)
  if (m && Array.isArray(m.parts) && !('content' in m)) return true
  return typeof r.type === 'string' && /tool|function|call/.test(r.type)
}

/** Whether an entry has the shape of a Claude Code transcript's first entry. */
function shaped(r: JsonObject): boolean {
  if (hasKey(r, 'parentUuid') && typeof r.sessionId === 'string') return true
  const type = r.type
  if (typeof type !== 'string' || FLAT.has(type)) return false
  if (type === 'file-history-snapshot') return hasKey(r, 'snapshot')
  if (type === 'summary') return hasKey(r, 'leafUuid')
  return META_TYPES.has(type) && typeof r.sessionId === 'string'
}

function apiErrorText(r: JsonObject, message: JsonObject): string | undefined {
  // A synthetic reply for a failed API call: `isApiErrorMessage`, and in later versions `apiError`
  // naming what failed (`autocompact_thrashing`: the context refilled after every compaction).
  const named = typeof r.apiError === 'string' ? safeKey(r.apiError) : undefined
  if (r.isApiErrorMessage !== true && named === undefined) return undefined
  const text =
    short(Array.isArray(message.content) ? (obj(message.content[0])?.text ?? 'API error') : message.content) ??
    'API error'
  return named !== undefined && !text.includes(named) ? (short(`${named}: ${text}`) ?? text) : text
}

/** Why a run that ended on an `api_error` record failed: what the record names of the error. */
function apiErrorReason(r: JsonObject, err: JsonObject | undefined): string {
  const status = num(err?.status)
  const type = str(obj(obj(err?.error)?.error)?.type) ?? str(err?.type)
  const named = typeof r.apiError === 'string' ? r.apiError : type
  const what = short(err?.message) ?? (named !== undefined ? safeKey(named) : undefined)
  const code = status !== undefined && status > 0 ? ` ${status}` : ''
  return `the API call failed${code} and no reply came after it${what ? `: ${what}` : ''}`
}

const adapter: Adapter = {
  id: 'claude-code',
  signature:
    'claude-code: lines with `parentUuid` and `sessionId` (a Claude Code transcript, ~/.claude/projects/**/*.jsonl)',
  recognise(first) {
    const r = obj(first)
    return r !== undefined && !foreign(r) && shaped(r)
  },
  fit({ records }) {
    // The first entry settles it, unless a first entry is another agent's: then at most a weak
    // fit (enough for --format claude-code, which then refuses the file for what it leaves unread).
    const first = obj(records[0])
    if (!first || !shaped(first)) return FIT.NONE
    for (const x of records) {
      const r = obj(x)
      if (r && foreign(r)) return FIT.WEAK
    }
    return FIT.SIGNATURE
  },
  observes: FULL_TRANSCRIPT,
  create(emit, ctx) {
    const conv = new ClaudeMessages(emit)
    const integrity = ctx.integrity
    const refs = integrity ? new References() : undefined
    let chained = false
    let mainId: string | undefined
    let sideId: string | undefined
    const check = (r: JsonObject, line: number) => {
      const uuid = str(r.uuid)
      const parent = str(r.parentUuid)
      if (parent !== undefined && chained) refs!.want(parent, { line })
      if (uuid !== undefined) {
        refs!.have(uuid)
        chained = true
      }
      const sessionId = str(r.sessionId)
      if (sessionId !== undefined) {
        if (r.isSidechain === true) sideId ??= `${sessionId}/agent/${str(r.agentId) ?? ''}`
        else mainId = sessionId
      }
      // A compaction boundary starts a chain that goes on from its logical parent.
      const after = parent ?? str(r.logicalParentUuid)
      const ms = timeOf(r.timestamp)
      if (ms === undefined) {
        if (uuid !== undefined && after !== undefined) integrity!.linked(undefined, { line }, uuid, after, false)
        return
      }
      const message = obj(r.message)
      const results =
        r.type === 'user' &&
        Array.isArray(message?.content) &&
        message.content.length > 0 &&
        message.content.every((b) => obj(b)?.type === 'tool_result')
      integrity!.linked(ms, { line }, uuid, after, (r.type === 'user' || r.type === 'assistant') && !results)
    }
    return {
      record(value, line) {
        const r = expectObject(ctx, value, line, 'a transcript entry object')
        const origin = withId({ line }, r.uuid)
        if (integrity) check(r, line)
        if (ctx.workdir && typeof r.cwd === 'string') ctx.workdir(r.cwd)
        switch (r.type) {
          case 'assistant':
          case 'user': {
            const message = obj(r.message)
            if (!message) return
            if (!('content' in message) && 'parts' in message) return leftUnread(ctx, r, line)
            const side = r.isSidechain === true
            const meta = r.isMeta === true || r.isCompactSummary === true
            if (r.type === 'assistant')
              conv.assistant(message, origin, { side, meta, apiError: apiErrorText(r, message) })
            else conv.user(message, origin, { side, meta })
            return
          }
          case 'system':
            return system(r, line)
          case 'attachment': {
            const a = obj(r.attachment)
            if (a?.type === 'invoked_skills') {
              for (const s of Array.isArray(a.skills) ? a.skills : []) conv.skill(obj(s)?.name ?? s, origin)
            }
            return
          }
          default:
            if (typeof r.type !== 'string' || !SKIPPED_TYPES.has(r.type)) leftUnread(ctx, r, line)
            return
        }
      },
      end() {
        conv.end()
        if (conv.last) emit(processEnd(conv.last.status, conv.last.reason), conv.last.origin)
        if (!integrity) return
        for (const m of refs!.missing()) {
          integrity.finding({
            kind: 'missing_parent',
            detail: `parentUuid ${quoteId(m.id)} names no record in the file`,
            origin: m.origin,
          })
        }
        const id = mainId ?? (sideId?.endsWith('/agent/') ? undefined : sideId)
        if (id !== undefined) integrity.identity(id)
      },
    }

    function system(r: JsonObject, line: number): void {
      const origin = withId({ line }, r.uuid)
      switch (r.subtype) {
        case 'compact_boundary':
          emit(compactionEvent(r, 'camel'), origin)
          return
        case 'api_error': {
          const err = obj(r.error)
          emit(
            compact({
              event: 'retry_event',
              kind: 'provider',
              attempt: num(r.retryAttempt),
              max_retries: num(r.maxRetries),
              status_code: num(err?.status),
              message: short(err?.message) ?? short(obj(obj(err?.error)?.error)?.type),
            }),
            origin,
          )
          // Claude Code retries the call: a reply after it answers; none, and the run ended on it.
          conv.apiFailed(r.isSidechain === true, apiErrorReason(r, err), origin)
          return
        }
        case 'error': {
          const err = obj(r.error)
          emit(
            compact({
              event: 'error_event',
              kind: 'api',
              status_code: num(err?.status),
              message: short(err?.message) ?? short(r.content) ?? 'API error',
            }),
            origin,
          )
          return
        }
        case 'api_refusal':
          emit(
            compact({
              event: 'error_event',
              kind: 'refusal',
              message: short(r.apiRefusalExplanation) ?? short(r.apiRefusalCategory) ?? 'the API refused the request',
            }),
            origin,
          )
          return
        case 'model_refusal_fallback': {
          const to = str(r.fallbackModel)
          if (!to) return
          emit(
            compact({
              event: 'state_transition',
              kind: 'model_fallback',
              from: str(r.originalModel),
              to,
              reason: 'model_refusal_fallback',
            }),
            origin,
          )
          conv.models(r.isSidechain === true).set(to)
          return
        }
        default:
          return
      }
    }
  },
}

export default adapter

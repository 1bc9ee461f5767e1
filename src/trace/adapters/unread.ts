/**
 * Records an adapter leaves unread (AdapterContext.unread): what they are, in a few words safe
 * to print, and what format they look like. Pure: no I/O. Called only for a record the adapter
 * does not know, never on the path of the records it reads.
 */
import type { JsonObject } from '../../core/events.js'
import { cutMasked } from '../../core/secrets.js'
import type { AdapterContext } from './types.js'

/** A key or word of an untrusted record, safe to print: letters, digits and a few marks, at most 24 characters. */
export function safeKey(k: string): string {
  const clean = k.replace(/[^A-Za-z0-9_.$-]/g, '?')
  return cutMasked(clean, 24, '...')
}

const isObject = (x: unknown): x is JsonObject => x !== null && typeof x === 'object' && !Array.isArray(x)

/** The first key of an object value that names a tool call of its own kind (`shellToolCall`, `toolRequest`). */
function callKey(x: unknown): string | undefined {
  if (!isObject(x)) return undefined
  for (const k in x) if (/ToolCall$|^toolRequest$|^toolResponse$|^functionCall$|^functionResponse$/.test(k)) return k
  return undefined
}

/** Keys that a record of a tool call, or of its result, carries in the formats seen. */
const CALL_KEYS = [
  'toolName',
  'tool_call',
  'toolCall',
  'tool_calls',
  'toolCallId',
  'tool_call_id',
  'callID',
  'call_id',
  'functionCall',
  'functionResponse',
]

/** Whether a record looks like a tool call or its result: by its type, or by a key calls carry. */
export function looksLikeCall(r: JsonObject): boolean {
  const type = typeof r.type === 'string' ? r.type : typeof r.role === 'string' ? r.role : ''
  if (/tool|function|call/i.test(type)) return true
  for (const k of CALL_KEYS) if (k in r) return true
  const m = r.message
  if (isObject(m) && Array.isArray(m.parts))
    for (const p of m.parts) if (isObject(p) && ('functionCall' in p || 'functionResponse' in p)) return true
  if (isObject(m) && Array.isArray(m.content)) for (const b of m.content) if (callKey(b) !== undefined) return true
  return false
}

/**
 * What a record is, in a few words safe to print: `type tool_call with shellToolCall`,
 * `type system subtype ui_telemetry`, `role _usage`, `message with parts`, or its first keys.
 */
export function recordKind(r: JsonObject): string {
  const words: string[] = []
  if (typeof r.type === 'string') words.push(`type ${safeKey(r.type)}`)
  else if (typeof r.role === 'string') words.push(`role ${safeKey(r.role)}`)
  if (typeof r.subtype === 'string') words.push(`subtype ${safeKey(r.subtype)}`)
  const inner = callKey(r.tool_call) ?? callKey(r.part)
  if (inner !== undefined) words.push(`with ${safeKey(inner)}`)
  else if (typeof r.toolName === 'string') words.push('with toolName')
  else if (isObject(r.message) && Array.isArray(r.message.parts)) words.push('with message.parts')
  if (words.length) return words.join(' ')
  const keys = Object.keys(r).sort().slice(0, 3).map(safeKey)
  return keys.length ? `keys ${keys.join(', ')}` : 'an empty object'
}

/**
 * The format a record that one reader left unread looks like, when it is one of those known to
 * begin like another's (formats.md, "The CI agents of 2026"); undefined otherwise.
 */
export function looksLike(r: JsonObject): string | undefined {
  const type = r.type
  if (type === 'tool_call' && isObject(r.tool_call)) return "Cursor CLI's stream-json"
  if (type === 'thinking' && typeof r.subtype === 'string') return "Cursor CLI's stream-json"
  if ((type === 'tool_call' && typeof r.toolName === 'string') || (type === 'tool_result' && 'isError' in r))
    return "Factory Droid's stream-json"
  if (type === 'message' && typeof r.role === 'string' && 'session_id' in r) return "Factory Droid's stream-json"
  if (type === 'session_start' && 'version' in r) return "Factory Droid's session store"
  if (type === 'completion' && 'finalText' in r) return "Factory Droid's stream-json"
  if (isObject(r.message) && Array.isArray(r.message.parts)) return "Qwen Code's chat recording (Gemini parts)"
  if (type === 'system' && r.subtype === 'ui_telemetry') return "Qwen Code's chat recording"
  if (type === 'system' && 'qwen_code_version' in r) return "Qwen Code's stream-json"
  if (type === 'message.part.updated') return "opencode's server event stream"
  if (typeof type === 'string' && isObject(r.part) && 'sessionID' in r) return "opencode's JSON output"
  if (type === 'error' && 'sessionID' in r) return "opencode's JSON output"
  if (
    typeof type === 'string' &&
    'data' in r &&
    /^(session|assistant|user|tool|subagent|hook|skill|mcp|abort)\./.test(type)
  )
    return "Copilot CLI's JSON output"
  if (type === 'turn_ended' && 'status' in r) return "Cursor's agent transcript"
  if (r.role === '_checkpoint' || r.role === '_usage') return "Kimi CLI's session context"
  if (typeof r.session_id === 'string' && r.session_id.startsWith('T-')) return "Amp's stream-json"
  if (type === 'message' && isObject(r.message) && Array.isArray(r.message.content)) {
    for (const b of r.message.content)
      if (isObject(b) && ('toolRequest' in b || 'toolResponse' in b)) return "goose's stream-json"
  }
  return undefined
}

/**
 * Tell the reader that a record of the file was left unread: the adapter does not know its type.
 * Costs nothing when the reader does not ask.
 */
export function leftUnread(ctx: AdapterContext, r: JsonObject, line: number): void {
  if (ctx.unread) ctx.unread(line, recordKind(r), looksLikeCall(r))
}

/** The longest type `typeKind` keeps. */
const MAX_KIND = 40

/**
 * What a record left unread is, by its type alone: `type <t>` for a record's type, its characters
 * other than letters, digits and `_.:/$-` as `?`.
 */
export function typeKind(type: unknown, prefix = 'type'): string {
  if (typeof type !== 'string' || type === '') return `${prefix} missing`
  const clean = type.length > MAX_KIND ? `${type.slice(0, MAX_KIND - 3)}...` : type
  return `${prefix} ${clean.replace(/[^A-Za-z0-9_.:/$-]/g, '?')}`
}

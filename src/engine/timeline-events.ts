/**
 * What the timeline shows of one event: its kind, whether it failed, the tool it names and its
 * text (a JSON value written out and shortened). The collector (timeline.ts) decides which events
 * get a row; this reads one event's record.
 *
 * Pure: no I/O, no clock. Text is kept as it was read (shortened); the renderer masks and
 * escapes it.
 */
import type { JsonObject } from '../core/events.js'
import { cutMasked } from '../core/secrets.js'

export type TimelineKind =
  'turn' | 'tool_call' | 'tool_result' | 'error' | 'retry' | 'compaction' | 'context' | 'message' | 'run' | 'other'

function str(x: unknown): string | undefined {
  return typeof x === 'string' && x !== '' ? x : undefined
}

export function kindOf(type: string, raw: JsonObject): { kind: TimelineKind; failed: boolean } {
  switch (type) {
    case 'tool_call':
      return { kind: 'tool_call', failed: false }
    case 'tool_output': {
      const status = typeof raw.status === 'string' ? raw.status.toLowerCase() : ''
      const failed =
        raw.is_error === true ||
        raw.failed === true ||
        raw.error !== undefined ||
        status === 'error' ||
        status === 'failed' ||
        status === 'failure'
      return { kind: 'tool_result', failed }
    }
    case 'error_event':
      return { kind: 'error', failed: true }
    case 'retry_event':
      return { kind: 'retry', failed: false }
    case 'context_event':
      return {
        kind:
          typeof raw.action === 'string' && raw.action.toLowerCase().startsWith('compact') ? 'compaction' : 'context',
        failed: false,
      }
    case 'token_usage':
      return { kind: 'turn', failed: false }
    case 'decision':
    case 'process_output':
      return { kind: 'message', failed: false }
    case 'process_start':
    case 'process_end': {
      const status = typeof raw.status === 'string' ? raw.status.toLowerCase() : ''
      return { kind: 'run', failed: type === 'process_end' && status !== '' && status !== 'completed' }
    }
    default:
      return { kind: 'other', failed: false }
  }
}

/** A JSON value written out, stopping once `max` characters are reached. */
export function snippet(value: unknown, max: number): string {
  let out = ''
  const walk = (v: unknown, depth: number): void => {
    if (out.length >= max) return
    if (typeof v === 'string') out += JSON.stringify(cutMasked(v, max, ''))
    else if (v === null || typeof v !== 'object') out += String(v)
    else if (depth > 8) out += '…'
    else if (Array.isArray(v)) {
      out += '['
      for (let i = 0; i < v.length && out.length < max; i++) {
        if (i) out += ','
        walk(v[i], depth + 1)
      }
      out += ']'
    } else {
      out += '{'
      let first = true
      for (const k of Object.keys(v)) {
        if (out.length >= max) break
        if (!first) out += ','
        first = false
        out += JSON.stringify(k) + ':'
        walk((v as JsonObject)[k], depth + 1)
      }
      out += '}'
    }
  }
  walk(value, 0)
  return cutMasked(out, max)
}

export function textOf(type: string, raw: JsonObject, max: number): string {
  const field = (...keys: string[]): string | undefined => {
    for (const k of keys) {
      const v = raw[k]
      if (v === undefined || v === null || v === '') continue
      return typeof v === 'string' ? cutMasked(v, max, '') : snippet(v, max)
    }
    return undefined
  }
  let text: string | undefined
  switch (type) {
    case 'tool_call':
      text = field('args', 'arguments', 'input')
      break
    case 'tool_output':
      text = [field('status'), field('error', 'message', 'output', 'result', 'content', 'summary')]
        .filter(Boolean)
        .join(': ')
      break
    case 'error_event':
      text = [field('kind'), field('message', 'error', 'reason', 'detail')].filter(Boolean).join(': ')
      break
    case 'retry_event':
      text = [field('reason', 'message'), raw.attempt !== undefined ? `attempt ${snippet(raw.attempt, 20)}` : '']
        .filter(Boolean)
        .join(', ')
      break
    case 'token_usage':
      text = field('usage', 'total', 'total_tokens', 'tokens')
      break
    case 'context_event':
      text = [
        field('action'),
        raw.saturation !== undefined ? `${snippet(raw.saturation, 20)}% full` : '',
        field('tokens', 'tokens_before') ? `${field('tokens', 'tokens_before')} tokens` : '',
      ]
        .filter(Boolean)
        .join(', ')
      break
    case 'process_start':
    case 'process_end':
      text = [field('status'), field('reason', 'error', 'message', 'summary')].filter(Boolean).join(': ')
      break
    default:
      text = field('summary', 'message', 'text', 'content', 'action', 'key', 'skill', 'name', 'from', 'to')
  }
  if (text === undefined || text === '') {
    const rest: JsonObject = {}
    for (const k of Object.keys(raw)) if (k !== 'event' && k !== 'event_id' && k !== 'ts') rest[k] = raw[k]
    text = snippet(rest, max)
  }
  return cutMasked(text, max)
}

export function toolOf(raw: JsonObject): string | undefined {
  return str(raw.tool) ?? str(raw.name) ?? str(raw.skill)
}

/**
 * critiqor: flat events as diagnosis.md section 1 has them: a JSON array of events, an object
 * with an `events` array, or JSONL with one event per line.
 */
import { isJsonObject, KNOWN_EVENT_TYPES } from '../../../core/events.js'
import { hasKey } from '../../../core/python-compat.js'
import { TraceError } from '../../read.js'
import { FIT, type Adapter } from '../types.js'
import { leftUnread, looksLike } from '../unread.js'
import { typeName } from '../../../core/text.js'
import { REFERENCE_DIMENSIONS } from '../../../core/vocabulary.js'

const KNOWN = new Set<string>(KNOWN_EVENT_TYPES)

function looksFlat(x: unknown): boolean {
  if (!isJsonObject(x)) return false
  const t = hasKey(x, 'event') ? x.event : x.type
  return typeof t === 'string' && KNOWN.has(t)
}

/** How many items of a JSON list recognition looks at. */
const SCAN_ITEMS = 256

/**
 * How well a list of records fits: LIKELY when they are objects and one of them is a flat event
 * (the first may be `{}` or of a type the reference does not know); WEAK when they are all
 * objects but none is of a known type; NONE otherwise.
 */
function listFit(items: readonly unknown[]): number {
  let flat = false
  let other = false
  for (const x of items.slice(0, SCAN_ITEMS)) {
    if (!isJsonObject(x)) return FIT.NONE
    if (!flat && looksFlat(x)) flat = true
    // An agent's record whose type is also a flat event's (Cursor CLI's and Factory Droid's
    // `tool_call`): the file is that agent's, not flat events.
    if (!other && looksLike(x) !== undefined) other = true
  }
  return flat && !other ? FIT.LIKELY : FIT.WEAK
}

const adapter: Adapter = {
  id: 'critiqor',
  signature:
    'critiqor: objects whose `event` (or `type`) is a flat event type such as "tool_call", as a JSON array, an ' +
    'object with `events`, or JSONL',
  recognise(first) {
    if (Array.isArray(first)) return first.length === 0 || looksFlat(first[0])
    if (!isJsonObject(first)) return false
    if (hasKey(first, 'events') && !hasKey(first, 'schema_version')) {
      const events = first.events
      return !Array.isArray(events) || events.length === 0 || looksFlat(events[0])
    }
    return looksFlat(first)
  },
  fit({ records }) {
    const first = records[0]
    if (records.length === 1) {
      // A JSON document: a list of events, or an object with `events`.
      if (Array.isArray(first)) return first.length === 0 ? FIT.LIKELY : listFit(first)
      if (isJsonObject(first) && hasKey(first, 'events') && !hasKey(first, 'schema_version')) {
        const events = first.events
        return !Array.isArray(events) || events.length === 0 ? FIT.LIKELY : listFit(events)
      }
    }
    return listFit(records)
  },
  observes: REFERENCE_DIMENSIONS,
  create(emit, ctx) {
    let first = true
    const fromList = (list: unknown, line: number, what: string) => {
      if (!Array.isArray(list))
        throw new TraceError(ctx.source, line, `expected ${what} to be a list of events, found ${typeName(list)}`)
      for (let i = 0; i < list.length; i++) {
        const e = list[i]
        if (!isJsonObject(e))
          throw new TraceError(ctx.source, line, `expected event ${i} to be an object, found ${typeName(e)}`)
        emit(e, { index: i })
      }
    }
    return {
      record(value, line) {
        const isFirst = first
        first = false
        if (isFirst && Array.isArray(value)) return fromList(value, line, 'the document')
        if (isFirst && isJsonObject(value) && hasKey(value, 'events')) return fromList(value.events, line, '`events`')
        if (!isJsonObject(value))
          throw new TraceError(ctx.source, line, `expected an event object, found ${typeName(value)}`)
        // Another agent's record, though its type may be a flat event's: left unread.
        if (ctx.unread && looksLike(value) !== undefined) return leftUnread(ctx, value, line)
        emit(value, { line })
      },
      end() {},
    }
  },
}

export default adapter

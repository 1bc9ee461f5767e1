/**
 * The engine's index of tool calls: groups of identical calls (for the loop rule) and the count
 * of distinct labels (for duplicate calls D), in one table of fingerprints.
 *
 * For the usual call, a named tool with arguments, the group key and the label are one text
 * (EngineEvent.callFingerprint), so one lookup serves both; other calls take two.
 *
 * A long trace holds hundreds of thousands of distinct calls, so the table is open addressing
 * over typed arrays: one probe sequence per lookup, no object per distinct call. A group's
 * first call is kept by reference (position and origin) unless the session keeps events; its
 * later calls, rare, are kept in full.
 *
 * Groups are kept only when a rule of the preset asks for them (`keepGroups`, in its `create`):
 * the `agents` preset counts labels only, so a call there costs one fingerprint and one lookup,
 * and a session that repeats its calls all along (a long loop) keeps none of them alive.
 */
import type { Evidence } from '../core/events.js'
import {
  fromPlain,
  shiftOrigin,
  toPlain,
  EngineEvent,
  type Origin,
  type PlainEvent,
  type Shift,
} from '../core/events.js'
import type { Fingerprint } from '../core/fingerprint.js'

/** The calls that share a tool and arguments. */
export interface CallGroup {
  first: Evidence
  rest: Evidence[]
}

/** A call index as plain data, for merging the parts of one session. */
export interface CallIndexState {
  a: Int32Array
  b: Int32Array
  c: Int32Array
  flags: Uint8Array
  position: Uint32Array
  line: Uint32Array
  index: Uint32Array
  rest: [number, (PlainEvent | { position: number; origin: Origin | undefined })[]][]
  /** The record ids of first calls, by position. */
  ids: [number, RecordIds][]
  calls: number
}

/** The columns of a call table: a slot is an index into each. */
type Slots = Pick<CallIndexState, 'a' | 'b' | 'c' | 'flags' | 'position' | 'line' | 'index'>

/** Copies slot `j` of one table to slot `i` of another. */
function copySlot(to: Slots, i: number, from: Slots, j: number): void {
  to.a[i] = from.a[j]
  to.b[i] = from.b[j]
  to.c[i] = from.c[j]
  to.flags[i] = from.flags[j]
  to.position[i] = from.position[j]
  to.line[i] = from.line[j]
  to.index[i] = from.index[j]
}

/** The part of an origin that is the record's own id. */
type RecordIds = Pick<Origin, 'span_id' | 'id'>

/** An origin's record ids, or undefined when it has none. */
function idsOf(o: Origin | undefined): RecordIds | undefined {
  if (o?.span_id === undefined && o?.id === undefined) return undefined
  return { ...(o.span_id !== undefined ? { span_id: o.span_id } : {}), ...(o.id !== undefined ? { id: o.id } : {}) }
}

/** An origin from a line and an index (NONE when absent) and record ids. */
function originFrom(line: number, index: number, ids: RecordIds | undefined): Origin | undefined {
  if (line === NONE && index === NONE && !ids) return undefined
  return { ...(line !== NONE ? { line } : {}), ...(index !== NONE ? { index } : {}), ...ids }
}

const USED = 1 // the slot holds a text
const LABEL = 2 // some call has this text as its label
const GROUP = 4 // some call has this text as its group key
const NONE = 0xffffffff // no line / no index
/** The most slots a table starts with on a hint: 2^21 (50 MB of arrays). */
const MAX_START_CAPACITY = 1 << 21

export class CallIndex {
  // The table's arrays, `capacity` slots each, made by `allocate`.
  private capacity = 0
  private size = 0
  private a = new Int32Array(0)
  private b = new Int32Array(0)
  private c = new Int32Array(0)
  private flags = new Uint8Array(0)
  /** First call of the group: position, origin line and origin index. */
  private position = new Uint32Array(0)
  private line = new Uint32Array(0)
  private index = new Uint32Array(0)
  /** First calls in full, by slot, when the session keeps events. */
  private readonly firstEvents: (EngineEvent | undefined)[] | undefined
  /** Later calls of a group, by slot. */
  private readonly rest = new Map<number, Evidence[]>()
  /** The record ids (span or message id) of first calls kept by reference, by position. */
  private readonly ids = new Map<number, RecordIds>()
  calls = 0
  distinctLabels = 0
  /** Whether a later part was taken in (`absorb`): the table then holds only what `repeated` needs. */
  private merged = false
  /** Whether groups of identical calls are kept (`keepGroups`): else labels are only counted. */
  private groups = false

  /**
   * Keep the groups of identical calls, for `repeated`: a rule that reads them asks in its
   * `create`, before the first call. Without it, calls only count as labels.
   */
  keepGroups(): void {
    if (this.calls > 0) throw new Error('CallIndex.keepGroups: asked for after the first call')
    this.groups = true
  }

  /** Whether each group's first call is kept in full (not by reference). */
  get keepsEvents(): boolean {
    return this.firstEvents !== undefined
  }

  /**
   * @param retainEvents keep each group's first call in full, not by reference.
   * @param expected about how many calls will come: the table starts with room for that many
   *   distinct ones (up to MAX_START_CAPACITY slots), rather than doubling its way there.
   */
  constructor(retainEvents: boolean, expected = 0) {
    if (retainEvents) this.firstEvents = []
    let capacity = 1 << 6
    while (capacity < expected * 2 && capacity < MAX_START_CAPACITY) capacity *= 2
    this.allocate(capacity)
  }

  /** Empty arrays of `capacity` slots for the table. */
  private allocate(capacity: number): void {
    this.capacity = capacity
    this.a = new Int32Array(capacity)
    this.b = new Int32Array(capacity)
    this.c = new Int32Array(capacity)
    this.flags = new Uint8Array(capacity)
    this.position = new Uint32Array(capacity)
    this.line = new Uint32Array(capacity)
    this.index = new Uint32Array(capacity)
  }

  add(e: EngineEvent): void {
    if (this.merged) throw new Error('CallIndex.add: the index has taken in a later part, and takes no more calls')
    this.calls++
    const labelFp = e.labelFingerprint()
    let slot = this.slotOf(labelFp)
    if ((this.flags[slot] & LABEL) === 0) {
      this.flags[slot] |= LABEL
      this.distinctLabels++
    }
    if (!this.groups) return
    const callFp = e.callFingerprint()
    if (callFp !== labelFp) slot = this.slotOf(callFp)
    if ((this.flags[slot] & GROUP) === 0) {
      this.flags[slot] |= GROUP
      this.position[slot] = e.position
      this.line[slot] = e.origin?.line ?? NONE
      this.index[slot] = e.origin?.index ?? NONE
      if (this.firstEvents) this.firstEvents[slot] = e
      else {
        const ids = idsOf(e.origin)
        if (ids) this.ids.set(e.position, ids)
      }
    } else {
      const rest = this.rest.get(slot)
      if (rest) rest.push(e)
      else this.rest.set(slot, [e])
    }
  }

  /** Groups of calls repeated at least `min` times, in the order of their first call. */
  repeated(min: number): CallGroup[] {
    if (!this.groups) throw new Error('CallIndex.repeated: the index keeps no groups (keepGroups was not asked for)')
    const out: CallGroup[] = []
    for (const [slot, rest] of this.rest) {
      if (rest.length + 1 < min) continue
      const position = this.position[slot]
      const first: Evidence = this.firstEvents?.[slot] ?? {
        position,
        origin: originFrom(this.line[slot], this.index[slot], this.ids.get(position)),
      }
      out.push({ first, rest })
    }
    return out.sort((x, y) => x.first.position - y.first.position)
  }

  /**
   * The index as plain data: the slots in use only (a table is at most half full), in slot
   * order, in typed arrays of their own. Only for an index that keeps references.
   */
  save(): CallIndexState {
    if (this.firstEvents) throw new Error('CallIndex.save: an index that keeps events in full cannot be saved')
    if (this.merged) throw new Error('CallIndex.save: the index has taken in a later part')
    const plain = (e: Evidence) => (e instanceof EngineEvent ? toPlain(e) : { position: e.position, origin: e.origin })
    const n = this.size
    const out: Slots = {
      a: new Int32Array(n),
      b: new Int32Array(n),
      c: new Int32Array(n),
      flags: new Uint8Array(n),
      position: new Uint32Array(n),
      line: new Uint32Array(n),
      index: new Uint32Array(n),
    }
    const table = this.table()
    /** The entry of each slot that has later calls. */
    const entry = new Map<number, number>()
    let k = 0
    for (let i = 0; i < this.capacity; i++) {
      if (this.flags[i] === 0) continue
      copySlot(out, k, table, i)
      if (this.rest.has(i)) entry.set(i, k)
      k++
    }
    return {
      ...out,
      rest: [...this.rest].map(([slot, list]) => [entry.get(slot)!, list.map(plain)]),
      ids: [...this.ids],
      calls: this.calls,
    }
  }

  /**
   * Take in the index of the part of the session that follows this one; the index then takes no
   * more calls. Each of the later part's entries is looked up here, not added: one that is new
   * here only counts as a label unless it holds a repeated call (a group with later calls), the
   * only kind `repeated` gives. A call the later part alone made once therefore costs a lookup,
   * with no slot taken, no table grown and no object made.
   */
  absorb(other: CallIndexState, shift: Shift): void {
    if (this.merged) throw new Error('CallIndex.absorb: the index has taken in a later part already')
    this.merged = true
    const rest = new Map(other.rest)
    const ids = new Map(other.ids)
    const evidence = (e: PlainEvent | { position: number; origin: Origin | undefined }): Evidence =>
      'raw' in e ? fromPlain(e, shift) : { position: e.position + shift.position, origin: shiftOrigin(e.origin, shift) }
    for (let j = 0; j < other.flags.length; j++) {
      const flags = other.flags[j]
      if (flags === 0) continue
      const a = other.a[j]
      const b = other.b[j]
      const c = other.c[j]
      let slot = this.lookup(a, b, c)
      if (slot === -1) {
        if (flags & LABEL) this.distinctLabels++
        if ((flags & GROUP) === 0 || !rest.has(j)) continue
        slot = this.slotOf({ a, b, c })
        this.flags[slot] |= flags & LABEL
      } else if (flags & LABEL && (this.flags[slot] & LABEL) === 0) {
        this.flags[slot] |= LABEL
        this.distinctLabels++
      }
      if ((flags & GROUP) === 0) continue
      const firstIds = ids.get(other.position[j])
      const first: Evidence = {
        position: other.position[j] + shift.position,
        origin: shiftOrigin(originFrom(other.line[j], other.index[j], firstIds), shift),
      }
      const later = (rest.get(j) ?? []).map(evidence)
      if ((this.flags[slot] & GROUP) === 0) {
        this.flags[slot] |= GROUP
        this.position[slot] = first.position
        this.line[slot] = first.origin?.line ?? NONE
        this.index[slot] = first.origin?.index ?? NONE
        const kept = idsOf(first.origin)
        if (kept) this.ids.set(first.position, kept)
        if (later.length) this.rest.set(slot, later)
      } else {
        const list = this.rest.get(slot)
        if (list) list.push(first, ...later)
        else this.rest.set(slot, [first, ...later])
      }
    }
    this.calls += other.calls
  }

  /** The slot that holds a fingerprint, or -1 when the table has none. */
  private lookup(a: number, b: number, c: number): number {
    const mask = this.capacity - 1
    let i = a & mask
    while (this.flags[i] !== 0) {
      if (this.a[i] === a && this.b[i] === b && this.c[i] === c) return i
      i = (i + 1) & mask
    }
    return -1
  }

  /** The slot of a fingerprint, taken if it is new. */
  private slotOf(fp: Fingerprint): number {
    let mask = this.capacity - 1
    let i = fp.a & mask
    while (this.flags[i] !== 0) {
      if (this.a[i] === fp.a && this.b[i] === fp.b && this.c[i] === fp.c) return i
      i = (i + 1) & mask
    }
    if ((this.size + 1) * 2 > this.capacity) {
      this.grow()
      mask = this.capacity - 1
      i = fp.a & mask
      while (this.flags[i] !== 0) i = (i + 1) & mask
    }
    this.size++
    this.a[i] = fp.a
    this.b[i] = fp.b
    this.c[i] = fp.c
    this.flags[i] = USED
    return i
  }

  /** The table's columns, as they are now. */
  private table(): Slots {
    const { a, b, c, flags, position, line, index } = this
    return { a, b, c, flags, position, line, index }
  }

  private grow(capacity = this.capacity * 2): void {
    const old = this.table()
    const oldCapacity = this.capacity
    const oldFirst = this.firstEvents?.slice()
    const oldRest = new Map(this.rest)
    this.allocate(capacity)
    const n = this.capacity
    if (this.firstEvents) this.firstEvents.length = 0
    this.rest.clear()
    const table = this.table()
    const mask = n - 1
    for (let j = 0; j < oldCapacity; j++) {
      if (old.flags[j] === 0) continue
      let i = old.a[j] & mask
      while (this.flags[i] !== 0) i = (i + 1) & mask
      copySlot(table, i, old, j)
      if (oldFirst?.[j]) this.firstEvents![i] = oldFirst[j]
    }
    // The few groups with later calls move with their first call.
    for (const [j, rest] of oldRest) this.rest.set(this.find(old.a[j], old.b[j], old.c[j]), rest)
  }

  /** The slot that holds a fingerprint known to be in the table. */
  private find(a: number, b: number, c: number): number {
    const mask = this.capacity - 1
    let i = a & mask
    while (this.a[i] !== a || this.b[i] !== b || this.c[i] !== c) i = (i + 1) & mask
    return i
  }
}

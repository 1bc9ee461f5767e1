/**
 * Fingerprints of call keys and labels, so that the engine can group and count millions of
 * distinct calls without keeping their text.
 *
 * A fingerprint is 96 bits from three independently mixed 32-bit lanes, fed the text one UTF-16
 * unit at a time (so a key can be hashed in parts without joining strings). Two different texts
 * share a fingerprint with a probability of about n² / 2^97: below 10^-17 for a million
 * distinct calls in one session.
 */

/** Incremental hashing state. Reset with `start`, feed with `add`, read with `finish`. */
export class Hasher {
  private a = 0
  private b = 0
  private c = 0
  private n = 0

  start(): this {
    this.a = 0x811c9dc5
    this.b = 0x9747b28c
    this.c = 0x1b873593
    this.n = 0
    return this
  }

  add(s: string): this {
    let a = this.a
    let b = this.b
    let c = this.c
    for (let i = 0; i < s.length; i++) {
      const u = s.charCodeAt(i)
      a = Math.imul(a ^ u, 0x01000193)
      b = Math.imul(b ^ u, 0x5bd1e995)
      b ^= b >>> 15
      c = Math.imul(c + u, 0x27d4eb2d)
      c = (c << 13) | (c >>> 19)
    }
    this.a = a
    this.b = b
    this.c = c
    this.n += s.length
    return this
  }

  /** Ends the text and returns its fingerprint. */
  finish(): Fingerprint {
    return { a: fmix(this.a ^ this.n), b: fmix(this.b + this.n), c: fmix(this.c ^ Math.imul(this.n, 0x9e3779b1)) }
  }
}

/**
 * The first two lanes of a text's fingerprint (`a` and `b` of `new Hasher().start().add(text)
 * .finish()`), as 16 hex digits: for digests of long texts that are only compared, at two
 * thirds of the work.
 */
export function hash64(s: string): string {
  let a = 0x811c9dc5
  let b = 0x9747b28c
  const n = s.length
  for (let i = 0; i < n; i++) {
    const u = s.charCodeAt(i)
    a = Math.imul(a ^ u, 0x01000193)
    b = Math.imul(b ^ u, 0x5bd1e995)
    b ^= b >>> 15
  }
  return hex8(fmix(a ^ n)) + hex8(fmix(b + n))
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0')

export interface Fingerprint {
  a: number
  b: number
  c: number
}

function fmix(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h | 0
}

interface Slot<V> {
  b: number
  c: number
  value: V
}

/**
 * A map from fingerprints to values. The first lane, cut to a small integer, picks the bucket;
 * the other two tell apart the rare texts that share it. Iteration order is not insertion order:
 * callers that need an order keep it in their values.
 */
export class FingerprintMap<V> {
  private readonly buckets = new Map<number, Slot<V> | Slot<V>[]>()
  private count = 0

  get size(): number {
    return this.count
  }

  get(fp: Fingerprint): V | undefined {
    const bucket = this.buckets.get(fp.a & 0x3fffffff)
    if (bucket === undefined) return undefined
    if (!Array.isArray(bucket)) return bucket.b === fp.b && bucket.c === fp.c ? bucket.value : undefined
    for (const s of bucket) if (s.b === fp.b && s.c === fp.c) return s.value
    return undefined
  }

  /** Adds a value for a fingerprint that is not in the map yet. */
  add(fp: Fingerprint, value: V): void {
    const slot: Slot<V> = { b: fp.b, c: fp.c, value }
    const key = fp.a & 0x3fffffff
    const bucket = this.buckets.get(key)
    if (bucket === undefined) this.buckets.set(key, slot)
    else if (Array.isArray(bucket)) bucket.push(slot)
    else this.buckets.set(key, [bucket, slot])
    this.count++
  }

  /** Adds the fingerprint if it is new; returns whether it was. */
  addIfNew(fp: Fingerprint, value: V): boolean {
    if (this.get(fp) !== undefined) return false
    this.add(fp, value)
    return true
  }

  *values(): IterableIterator<V> {
    for (const bucket of this.buckets.values()) {
      if (Array.isArray(bucket)) for (const s of bucket) yield s.value
      else yield bucket.value
    }
  }
}

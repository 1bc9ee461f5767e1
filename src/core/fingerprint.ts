/**
 * Fingerprints of call keys and labels, so that the engine can group and count millions of
 * distinct calls without keeping their text.
 *
 * A fingerprint is 96 bits from three independently mixed 32-bit lanes, fed the text one UTF-16
 * unit at a time (so a key can be hashed in parts without joining strings). Two different texts
 * share a fingerprint with a probability of about n² / 2^97: below 10^-17 for a million
 * distinct calls in one session.
 */
import * as crypto from 'node:crypto'
import { pyNumber, sortKeys } from './python-compat.js'

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

  /**
   * Adds one unit that is not a text's: a tag of `KeyTag` (past 0xffff, which no UTF-16 unit
   * is), marking where a part of a key starts or ends, or a count (a text's length after its tag).
   */
  unit(u: number): this {
    // One step of add()'s loop, on the fields.
    this.a = Math.imul(this.a ^ u, 0x01000193)
    const b = Math.imul(this.b ^ u, 0x5bd1e995)
    this.b = b ^ (b >>> 15)
    const c = Math.imul(this.c + u, 0x27d4eb2d)
    this.c = (c << 13) | (c >>> 19)
    this.n++
    return this
  }

  /** Ends the text and returns its fingerprint. */
  finish(): Fingerprint {
    return { a: fmix(this.a ^ this.n), b: fmix(this.b + this.n), c: fmix(this.c ^ Math.imul(this.n, 0x9e3779b1)) }
  }
}

/** Units that mark the parts of a key (`Hasher.unit`): all past 0xffff, so no text holds one. */
export const KeyTag = {
  Null: 0x10000,
  True: 0x10001,
  False: 0x10002,
  Number: 0x10003,
  Text: 0x10004,
  LongText: 0x10005,
  Array: 0x10006,
  Object: 0x10007,
  End: 0x10008,
  /** A label: its name, then `Args` and its arguments when it has them. */
  Label: 0x10009,
  /** A label given as its text (a name with a colon, see EngineEvent.labelFingerprint). */
  LabelText: 0x1000a,
  Args: 0x1000b,
  /** A call key that is not a label: the tool, then the arguments. */
  Call: 0x1000c,
} as const

/** Texts longer than this are hashed natively, and their digest fed to the hasher. */
export const LONG_TEXT = 128

/**
 * A JSON value written into a hasher in a form that is only ever compared, never shown: two
 * values give the same units exactly when their canonical JSON (Python's `json.dumps(x,
 * sort_keys=True)`, `canonicalJson`) is the same. Every part starts with a tag; a text is its
 * length and its UTF-16 units, a long text the digest of its content; numbers are written as
 * `pyNumber` writes them; keys are sorted; undefined and what JSON does not hold are null, as in
 * canonical JSON. So nothing is escaped, and a long text (a file written or edited) is hashed
 * natively, a few times faster than one unit at a time in JavaScript.
 */
export function writeKey(x: unknown, h: Hasher): void {
  if (x === null || x === undefined) {
    h.unit(KeyTag.Null)
    return
  }
  switch (typeof x) {
    case 'string':
      writeKeyText(x, h)
      return
    case 'number':
      h.unit(KeyTag.Number).add(pyNumber(x)).unit(KeyTag.End)
      return
    case 'boolean':
      h.unit(x ? KeyTag.True : KeyTag.False)
      return
    case 'object': {
      if (Array.isArray(x)) {
        h.unit(KeyTag.Array)
        for (let i = 0; i < x.length; i++) writeKey(x[i], h)
        h.unit(KeyTag.End)
        return
      }
      const obj = x as Record<string, unknown>
      const keys = sortKeys(Object.keys(obj))
      h.unit(KeyTag.Object)
      for (let i = 0; i < keys.length; i++) {
        writeKeyText(keys[i], h)
        writeKey(obj[keys[i]], h)
      }
      h.unit(KeyTag.End)
      return
    }
    default:
      h.unit(KeyTag.Null)
  }
}

function writeKeyText(s: string, h: Hasher): void {
  if (s.length > LONG_TEXT) h.unit(KeyTag.LongText).add(digest(s))
  else h.unit(KeyTag.Text).unit(s.length).add(s)
}

/**
 * The SHA-1 of a text, in base64 (28 characters): of its UTF-8 bytes when it is well-formed, else
 * of a 0xff byte (which UTF-8 never holds) and its UTF-16 units, so that no two texts share it.
 */
function digest(s: string): string {
  if ((s as { isWellFormed?: () => boolean }).isWellFormed?.() === true) {
    return oneShotBase64?.('sha1', s, 'base64') ?? crypto.createHash('sha1').update(s, 'utf8').digest('base64')
  }
  return crypto.createHash('sha1').update(ILL_FORMED).update(s, 'utf16le').digest('base64')
}

const oneShotBase64 = (crypto as { hash?: (algorithm: string, data: string, encoding: 'base64') => string }).hash

/**
 * A digest of a long text that is only ever compared for equality (a tool's output), as 16 hex
 * digits: the first 64 bits of a SHA-1, computed natively (a few times faster than any hash fed
 * one UTF-16 unit at a time from JavaScript, and with no warm-up). A well-formed text is hashed as
 * its UTF-8 bytes; a text with a lone surrogate as a 0xff byte (which UTF-8 never holds) and then
 * its UTF-16 units, so that no two different texts share their bytes.
 */
export function hash64(s: string): string {
  if ((s as { isWellFormed?: () => boolean }).isWellFormed?.() === true) {
    return (oneShot?.('sha1', s, 'hex') ?? crypto.createHash('sha1').update(s, 'utf8').digest('hex')).slice(0, 16)
  }
  return crypto.createHash('sha1').update(ILL_FORMED).update(s, 'utf16le').digest('hex').slice(0, 16)
}

/** `crypto.hash` (Node 20.12 and later): a digest with no Hash object. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash
const ILL_FORMED = new Uint8Array([0xff])

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

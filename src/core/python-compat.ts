/**
 * The reference model is written in Python; these helpers reproduce the few Python behaviours
 * its numbers and labels depend on: round-half-to-even, truthiness, `str()` of a value and
 * `json.dumps(x, sort_keys=True)` (ASCII-only, with `", "` and `": "` separators).
 *
 * One limit of reading JSON in JavaScript: `3` and `3.0` parse to the same number, so a float
 * with an integral value is shown as an integer (`3`, where Python would show `3.0`).
 */

/** Python's `round(x)`: nearest integer, ties to the even one (92.5 -> 92, 95.5 -> 96). */
export function roundHalfEven(x: number): number {
  if (!Number.isFinite(x)) return x
  const floor = Math.floor(x)
  const diff = x - floor // exact for |x| < 2^52
  if (diff > 0.5) return floor + 1
  if (diff < 0.5) return floor
  return floor % 2 === 0 ? floor : floor + 1
}

/** Python truthiness of a JSON value: null, false, 0, "", [] and {} are falsy. */
export function truthy(x: unknown): boolean {
  if (x === null || x === undefined || x === false) return false
  if (typeof x === 'number') return x !== 0 && !Number.isNaN(x)
  if (typeof x === 'string') return x.length > 0
  if (Array.isArray(x)) return x.length > 0
  if (typeof x === 'object') {
    for (const _ in x as object) return true
    return false
  }
  return true
}

/** Python's `repr` of a float or int read from JSON. */
export function pyNumber(x: number): string {
  if (Number.isNaN(x)) return 'NaN'
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity'
  if (Number.isInteger(x) && Math.abs(x) < 1e16) return Object.is(x, -0) ? '0' : String(x)
  // Shortest round-trip digits, laid out the way Python's float repr lays them out.
  const [mant, expText] = x.toExponential().split('e')
  const exp = Number(expText)
  const negative = mant.startsWith('-')
  const digits = mant.replace('-', '').replace('.', '')
  let out: string
  if (exp >= -4 && exp < 16) {
    if (exp < 0) out = '0.' + '0'.repeat(-exp - 1) + digits
    else if (digits.length <= exp + 1) out = digits + '0'.repeat(exp + 1 - digits.length) + '.0'
    else out = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1)
  } else {
    const m = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits
    const e = Math.abs(exp)
    out = m + 'e' + (exp < 0 ? '-' : '+') + (e < 10 ? '0' : '') + String(e)
  }
  return negative ? '-' + out : out
}

function escapeNonAscii(s: string): string {
  return s.replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
}

const PLAIN_ASCII = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/

/** A string as Python's `json.dumps` writes it with `ensure_ascii=True`. */
export function pyJsonString(s: string): string {
  if (PLAIN_ASCII.test(s)) return '"' + s + '"'
  // JSON.stringify escapes quotes, backslashes, control characters and lone surrogates exactly
  // as Python does (short forms for \b \f \n \r \t, lower-case \u00XX for the rest); Python
  // also escapes DEL and everything beyond ASCII.
  return escapeNonAscii(JSON.stringify(s))
}

function codePointCompare(a: string, b: string): number {
  // Python sorts str keys by code point; JavaScript's default compares UTF-16 units.
  if (a === b) return 0
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const ca = a.codePointAt(i) as number
    const cb = b.codePointAt(i) as number
    if (ca !== cb) return ca - cb
    if (ca > 0xffff) i++
  }
  return a.length - b.length
}

function hasSurrogate(k: string): boolean {
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdfff) return true
  }
  return false
}

/** Keys in Python's order (by code point). Sorts in place. */
export function sortKeys(keys: string[]): string[] {
  let astral = false
  for (const k of keys) if (hasSurrogate(k)) astral = true
  if (astral) return keys.sort(codePointCompare)
  // Small objects are the rule: an insertion sort beats Array.prototype.sort there.
  if (keys.length <= 8) {
    for (let i = 1; i < keys.length; i++) {
      const k = keys[i]
      let j = i - 1
      while (j >= 0 && keys[j] > k) {
        keys[j + 1] = keys[j]
        j--
      }
      keys[j + 1] = k
    }
    return keys
  }
  return keys.sort()
}

/** Python's `json.dumps(x, sort_keys=True)`. */
export function canonicalJson(x: unknown): string {
  if (x === null || x === undefined) return 'null'
  switch (typeof x) {
    case 'string':
      return pyJsonString(x)
    case 'number':
      return pyNumber(x)
    case 'boolean':
      return x ? 'true' : 'false'
    case 'object': {
      if (Array.isArray(x)) {
        let out = '['
        for (let i = 0; i < x.length; i++) out += (i ? ', ' : '') + canonicalJson(x[i])
        return out + ']'
      }
      const obj = x as Record<string, unknown>
      const keys = sortKeys(Object.keys(obj))
      let out = '{'
      for (let i = 0; i < keys.length; i++) {
        out += (i ? ', ' : '') + pyJsonString(keys[i]) + ': ' + canonicalJson(obj[keys[i]])
      }
      return out + '}'
    }
    default:
      return 'null'
  }
}

function pyReprString(s: string): string {
  // Python's repr picks single quotes unless the text has a single quote and no double quote.
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'"
  let out = quote
  for (const ch of s) {
    const c = ch.codePointAt(0) as number
    if (ch === '\\') out += '\\\\'
    else if (ch === quote) out += '\\' + quote
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (ch === '\t') out += '\\t'
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0')
    else out += ch
  }
  return out + quote
}

function pyRepr(x: unknown): string {
  if (typeof x === 'string') return pyReprString(x)
  if (Array.isArray(x)) return '[' + x.map(pyRepr).join(', ') + ']'
  if (x !== null && typeof x === 'object') {
    return (
      '{' +
      Object.entries(x)
        .map(([k, v]) => pyReprString(k) + ': ' + pyRepr(v))
        .join(', ') +
      '}'
    )
  }
  return pyStr(x)
}

/** Python's `str(x)` of a JSON value: `None`, `True`, `5`, `1.5`, `{'a': 1}`. */
export function pyStr(x: unknown): string {
  if (typeof x === 'string') return x
  if (x === null || x === undefined) return 'None'
  if (typeof x === 'boolean') return x ? 'True' : 'False'
  if (typeof x === 'number') return pyNumber(x)
  return pyRepr(x)
}

/** "lower(x)" of the model: the string form of x, lower-cased. */
export function lower(x: unknown): string {
  return typeof x === 'string' ? x.toLowerCase() : pyStr(x).toLowerCase()
}

/**
 * A JSON value read as a number the way the model reads counts and levels: numbers as they are,
 * numeric strings parsed, booleans as 0/1, anything else (null, absent, text, objects) as 0.
 */
export function toNumber(x: unknown): number {
  if (typeof x === 'number') return Number.isFinite(x) ? x : 0
  if (typeof x === 'boolean') return x ? 1 : 0
  if (typeof x === 'string') {
    const t = x.trim().replace(/_/g, '')
    if (t === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return 0
    const n = Number(t)
    return Number.isFinite(n) ? n : 0
  }
  return 0
}

/** Integer part (toward zero) of `toNumber(x)`. */
export function toInt(x: unknown): number {
  return Math.trunc(toNumber(x)) || 0
}

export function hasKey(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key)
}

/** A JSON object (Python's dict): not null, not an array. */
export function isJsonObjectLike(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x)
}

/**
 * How deep a JSON value is nested, measured without recursion.
 *
 * The rule that keeps deep input from overflowing the stack: every JSON value read from a trace
 * (a JSONL line, a document, JSON text inside a string field) is at most MAX_DEPTH deep, or it is
 * an input error (src/trace/read.ts checks each record; `parseJson` in
 * src/trace/adapters/json.ts gives up on deeper text). Code past the reader may then recurse on a
 * value's depth: MAX_DEPTH levels of the deepest walk (masking, canonical JSON, the reports)
 * take a fraction of the stack.
 */

/** The deepest nesting of lists and objects read: 1 for `[]` or `{}`, 2 for `[[]]`, ... */
export const MAX_DEPTH = 1000

/**
 * Whether JSON text of this length may hold a value nested deeper than `limit`: each level takes
 * two characters (its brackets), so shorter text need not be measured. The check on the hot path.
 */
export function mayNestDeeper(textLength: number, limit = MAX_DEPTH): boolean {
  return textLength > 2 * limit
}

/**
 * How deep a value is nested (0 for a string, number, boolean or null); with `stopAbove`, the
 * walk stops at the first level deeper than it and returns that level. Iterative: any depth.
 */
export function nestingDepth(value: unknown, stopAbove = Infinity): number {
  if (value === null || typeof value !== 'object') return 0
  const values: object[] = [value]
  const depths: number[] = [1]
  let max = 0
  while (values.length > 0) {
    const x = values.pop()!
    const d = depths.pop()!
    if (d > max) {
      max = d
      if (max > stopAbove) return max
    }
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        const v: unknown = x[i]
        if (v !== null && typeof v === 'object') {
          values.push(v)
          depths.push(d + 1)
        }
      }
    } else {
      for (const k in x) {
        const v: unknown = (x as Record<string, unknown>)[k]
        if (v !== null && typeof v === 'object') {
          values.push(v)
          depths.push(d + 1)
        }
      }
    }
  }
  return max
}

/**
 * Whether a value parsed from `textLength` characters of JSON is nested deeper than `limit`.
 * Cheap on the hot path: short text is not walked.
 */
export function nestsDeeper(value: unknown, textLength: number, limit = MAX_DEPTH): boolean {
  return mayNestDeeper(textLength, limit) && nestingDepth(value, limit) > limit
}

/**
 * The input error's words for a value nested deeper than `limit`: "expected JSON nested at most
 * 1000 deep, found a list nested 200000 deep".
 */
export function tooDeepMessage(value: unknown, limit = MAX_DEPTH): string {
  const what = Array.isArray(value) ? 'a list' : 'an object'
  return `expected JSON nested at most ${limit} deep, found ${what} nested ${nestingDepth(value)} deep`
}

/**
 * Where JSON text first nests deeper than `limit`: the offset of the bracket that opens level
 * `limit + 1`, or undefined. Reads the text as JSON would (brackets inside strings do not count),
 * valid or not, without recursion: the way to name the line of a deep value in text that a
 * recursive parser must not be given.
 */
export function tooDeepAt(text: string, limit = MAX_DEPTH): number | undefined {
  if (!mayNestDeeper(text.length, limit)) return undefined
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // A string: skip to its closing quote (or the end of the line, where a torn string stops).
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === 0x5c) i++
        else if (d === 0x22 || d === 0x0a) break
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return i
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--
  }
  return undefined
}

/** The input error's words for text nested deeper than `limit` that was not read as a value. */
export function tooDeepTextMessage(limit = MAX_DEPTH): string {
  return `expected JSON nested at most ${limit} deep, found text nested deeper`
}

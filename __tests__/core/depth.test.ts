import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { MAX_DEPTH, mayNestDeeper, nestingDepth, nestsDeeper, tooDeepAt, tooDeepMessage } from '../../src/core/depth.js'

const lists = (n: number) => '['.repeat(n) + ']'.repeat(n)

/** The nesting of a value written as JSON text, counted on its brackets outside strings. */
function bracketDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') max = Math.max(max, ++depth)
    else if (c === ']' || c === '}') depth--
  }
  return max
}

describe('nestingDepth', () => {
  it('counts lists and objects, not scalars', () => {
    expect([null, 1, 'x', true].map((v) => nestingDepth(v))).toEqual([0, 0, 0, 0])
    expect(nestingDepth([])).toBe(1)
    expect(nestingDepth({})).toBe(1)
    expect(nestingDepth({ a: [1, { b: [] }], c: 'x' })).toBe(4)
    expect(nestingDepth([[1], [[2]], 3])).toBe(3)
  })

  it('is the depth of the JSON text, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), (v) => {
        const text = JSON.stringify(v)
        expect(nestingDepth(v)).toBe(bracketDepth(text))
        // The check that skips short text: each level takes two characters.
        expect(text.length).toBeGreaterThanOrEqual(2 * nestingDepth(v))
      }),
      { numRuns: 500 },
    )
  })

  it('walks any depth without recursion, and stops early when asked', () => {
    const deep: unknown = JSON.parse(`{"a":${lists(200_000)}}`)
    expect(nestingDepth(deep)).toBe(200_001)
    expect(nestingDepth(deep, MAX_DEPTH)).toBe(MAX_DEPTH + 1)
  }, 30_000)
})

describe('nestsDeeper', () => {
  it('refuses what is deeper than the limit, and not what is at it', () => {
    const at = lists(MAX_DEPTH)
    const over = lists(MAX_DEPTH + 1)
    expect(nestsDeeper(JSON.parse(at), at.length)).toBe(false)
    expect(nestsDeeper(JSON.parse(over), over.length)).toBe(true)
  })

  it('tells, for any value and limit, whether its depth is past the limit', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), fc.nat(14), (v, limit) => {
        expect(nestsDeeper(v, Number.MAX_SAFE_INTEGER, limit)).toBe(nestingDepth(v) > limit)
      }),
      { numRuns: 500 },
    )
  })

  it('walks values far deeper than any limit, whatever the limit, without running out of stack', () => {
    const deep: unknown = JSON.parse(`{"a":[1,${lists(200_000)}]}`)
    for (const limit of [MAX_DEPTH, 2 * MAX_DEPTH, 50_000, 199_999])
      expect(nestsDeeper(deep, Number.MAX_SAFE_INTEGER, limit)).toBe(true)
    expect(nestsDeeper(deep, Number.MAX_SAFE_INTEGER, 200_002)).toBe(false)
  }, 30_000)

  it('does not walk short text', () => {
    expect(mayNestDeeper(2 * MAX_DEPTH)).toBe(false)
    expect(mayNestDeeper(2 * MAX_DEPTH + 1)).toBe(true)
    // A (made-up) value said to come from short text is taken as shallow, unwalked.
    expect(nestsDeeper(JSON.parse(lists(5000)), 100)).toBe(false)
  })
})

describe('tooDeepMessage', () => {
  it('names the limit, the kind of value and its depth', () => {
    expect(tooDeepMessage(JSON.parse(lists(200_000)))).toBe(
      'expected JSON nested at most 1000 deep, found a list nested 200000 deep',
    )
    expect(tooDeepMessage(JSON.parse('{"a":{"a":{"a":1}}}'), 2)).toBe(
      'expected JSON nested at most 2 deep, found an object nested 3 deep',
    )
  })
})

describe('tooDeepAt', () => {
  it('finds the bracket that opens the level past the limit, in valid or broken text, at any depth', () => {
    expect(tooDeepAt('[[[]]]', 2)).toBe(2)
    expect(tooDeepAt('[[]]', 2)).toBeUndefined()
    expect(tooDeepAt('[[]] [[[', 2)).toBe(7)
    // Brackets inside strings, escaped quotes included, do not count.
    expect(tooDeepAt('["[[[[\\"[[[", []]', 2)).toBeUndefined()
    const deep = '['.repeat(200_000)
    expect(tooDeepAt(`{"x":\n${deep}`)).toBe(6 + MAX_DEPTH - 1)
  })
  it('agrees with nestingDepth on valid JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 6 }), (v, limit) => {
        const text = JSON.stringify(v)
        expect(tooDeepAt(text, limit) !== undefined).toBe(nestingDepth(v) > limit && mayNestDeeper(text.length, limit))
      }),
    )
  })
})

import { describe, expect, it } from '@jest/globals'
import { canonicalJson, lower, pyNumber, pyStr, roundHalfEven, toInt, truthy } from '../../src/core/python-compat.js'

describe('python compatibility', () => {
  it('rounds half to even like Python round()', () => {
    const cases: [number, number][] = [
      [92.5, 92],
      [95.5, 96],
      [0.5, 0],
      [1.5, 2],
      [2.5, 2],
      [83.15, 83],
      [92.50000000000001, 93],
      [-0.5, 0],
      [99.49999, 99],
    ]
    for (const [x, want] of cases) expect([x, roundHalfEven(x)]).toEqual([x, want])
  })

  it('writes canonical JSON as json.dumps(sort_keys=True)', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'] })).toBe('{"a": [true, null, "x"], "b": 1}')
    expect(canonicalJson({ é: 'ü', '\u007f': '\n"\\' })).toBe('{"\\u007f": "\\n\\"\\\\", "\\u00e9": "\\u00fc"}')
    expect(canonicalJson('😀')).toBe('"\\ud83d\\ude00"')
    expect(canonicalJson({ '\ud83d\ude00': 1, '\uffff': 2 })).toBe('{"\\uffff": 2, "\\ud83d\\ude00": 1}')
    expect(canonicalJson([])).toBe('[]')
    expect(canonicalJson({})).toBe('{}')
    expect(canonicalJson('\u0001\t')).toBe('"\\u0001\\t"')
  })

  it('prints numbers as Python repr does', () => {
    const cases: [number, string][] = [
      [1, '1'],
      [-3, '-3'],
      [1.5, '1.5'],
      [0.0001, '0.0001'],
      [0.00001, '1e-05'],
      [1e16, '1e+16'],
      [1.5e16, '1.5e+16'],
      [123456789.125, '123456789.125'],
      [2 ** 60, '1.152921504606847e+18'],
      [-0, '0'],
      [1e-7, '1e-07'],
    ]
    for (const [x, want] of cases) expect([x, pyNumber(x)]).toEqual([x, want])
  })

  it('judges truthiness as Python does', () => {
    for (const v of [null, undefined, false, 0, '', [], {}]) expect(truthy(v)).toBe(false)
    for (const v of [true, 1, -1, 'x', [0], { a: 0 }, '0']) expect(truthy(v)).toBe(true)
  })

  it('gives str() and lower() of JSON values', () => {
    expect(pyStr(null)).toBe('None')
    expect(pyStr(true)).toBe('True')
    expect(pyStr({ a: "it's" })).toBe(`{'a': "it's"}`)
    expect(pyStr([1, 'x'])).toBe("[1, 'x']")
    expect(lower('IGNORED')).toBe('ignored')
    expect(lower(null)).toBe('none')
  })

  it('reads integers from numbers, numeric strings and booleans', () => {
    const cases: [unknown, number][] = [
      [91.9, 91],
      [-2.5, -2],
      ['85', 85],
      [' 85.7 ', 85],
      ['1e2', 100],
      ['abc', 0],
      [null, 0],
      [true, 1],
      [false, 0],
      [{}, 0],
      ['', 0],
      ['0x10', 0],
    ]
    for (const [x, want] of cases) expect([x, toInt(x)]).toEqual([x, want])
  })
})

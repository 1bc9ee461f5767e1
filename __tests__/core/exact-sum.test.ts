import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { ExactSum } from '../../src/core/exact-sum.js'

const sumOf = (xs: readonly number[]) => {
  const s = new ExactSum()
  for (const x of xs) s.add(x)
  return s
}

/** The exact sum of doubles as a fraction over 2^1074, compared exactly with a double. */
function exactly(xs: readonly number[]): bigint {
  let total = 0n
  const view = new DataView(new ArrayBuffer(8))
  for (const x of xs) {
    view.setFloat64(0, x)
    const bits = view.getBigUint64(0)
    const sign = bits >> 63n ? -1n : 1n
    const exp = Number((bits >> 52n) & 0x7ffn)
    const frac = bits & ((1n << 52n) - 1n)
    const mant = exp === 0 ? frac : frac | (1n << 52n)
    const shift = BigInt(Math.max(exp, 1) - 1)
    total += sign * (mant << shift)
  }
  return total
}

/** The next double after `x` towards +Infinity (`up`) or -Infinity. */
function next(x: number, up: boolean): number {
  if (x === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, x)
  const bits = view.getBigUint64(0)
  view.setBigUint64(0, x > 0 === up ? bits + 1n : bits - 1n)
  return view.getFloat64(0)
}

const terms = fc.array(
  fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }),
    fc.integer(),
    // Whole numbers about the largest safe integer, where a sum stops being exact as it is.
    fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
    fc.constantFrom(2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 52, 2 ** 53, -0),
    fc.constant(0.1),
  ),
  { maxLength: 30 },
)

describe('ExactSum', () => {
  it('is the sum rounded once: no double is closer to the exact sum', () => {
    fc.assert(
      fc.property(terms, (xs) => {
        const got = sumOf(xs).value()
        const exact = exactly(xs)
        const err = (y: number) => {
          const d = exactly([y]) - exact
          return d < 0n ? -d : d
        }
        expect(err(got) <= err(next(got, false)) && err(got) <= err(next(got, true))).toBe(true)
      }),
    )
  })

  it('is the same in any order and however it is split and merged', () => {
    fc.assert(
      fc.property(terms, fc.nat(), (xs, cut) => {
        const k = xs.length ? cut % (xs.length + 1) : 0
        const first = sumOf(xs.slice(0, k))
        first.addSum(sumOf(xs.slice(k)).save())
        expect(Object.is(first.value(), sumOf(xs).value())).toBe(true)
        expect(Object.is(sumOf([...xs].reverse()).value(), sumOf(xs).value())).toBe(true)
      }),
    )
  })

  it('keeps whole numbers past the largest safe integer exact', () => {
    const big = 2 ** 53 - 1
    expect(sumOf([big, 1, 1, -big]).value()).toBe(2)
    expect(sumOf([big, 2, -1]).value()).toBe(2 ** 53)
    expect(sumOf([big, big, -big]).value()).toBe(big)
    expect(Object.is(sumOf([-0, -0]).value(), -0)).toBe(true)
  })

  it('keeps what a running sum loses', () => {
    expect(sumOf([1e100, 1, -1e100]).value()).toBe(1)
    expect(sumOf(Array.from({ length: 10 }, () => 0.1)).value()).toBe(1)
    expect(sumOf([]).value()).toBe(0)
  })
})

import { describe, expect, it, jest } from '@jest/globals'
import fc from 'fast-check'
import { timeOf } from '../../src/core/integrity.js'

/** The general reading of a text timestamp, as `timeOf` reads any text it has no quick way for. */
function general(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return undefined
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`
  const ms = Date.parse(zoned.replace(' ', 'T'))
  return Number.isFinite(ms) ? ms : undefined
}

const pad = (n: number, w: number) => String(n).padStart(w, '0')

describe('timeOf', () => {
  it('reads the usual UTC timestamps as Date.parse does', () => {
    expect(timeOf('2026-01-05T10:00:00.123Z')).toBe(Date.UTC(2026, 0, 5, 10, 0, 0, 123))
    expect(timeOf('2026-01-05T10:00:00Z')).toBe(Date.UTC(2026, 0, 5, 10, 0, 0))
    for (const s of [
      '0099-01-05T10:00:00Z',
      '2024-02-30T10:00:00Z',
      '2024-02-29T23:59:59.999Z',
      '2026-13-01T00:00:00Z',
    ])
      expect(timeOf(s)).toBe(general(s))
  })

  it('reads the usual forms digit by digit, with no Date.parse', () => {
    const parse = jest.spyOn(Date, 'parse')
    try {
      expect(timeOf('2026-03-21T21:33:02.101Z')).toBe(Date.UTC(2026, 2, 21, 21, 33, 2, 101))
      expect(timeOf('2026-03-21T21:33:02.999Z')).toBe(Date.UTC(2026, 2, 21, 21, 33, 2, 999))
      expect(timeOf('2026-03-21T21:33:02Z')).toBe(Date.UTC(2026, 2, 21, 21, 33, 2))
      expect(parse).not.toHaveBeenCalled()
      // Any other form goes the general way.
      expect(timeOf('2026-03-21T21:33:02.1Z')).toBe(Date.UTC(2026, 2, 21, 21, 33, 2, 100))
      expect(parse).toHaveBeenCalled()
    } finally {
      parse.mockRestore()
    }
  })

  it('gives what the general reading gives, on any text of the shape and near it', () => {
    const field = (max: number, w: number) => fc.integer({ min: 0, max }).map((n) => pad(n, w))
    const stamp = fc
      .tuple(
        field(9999, 4),
        field(19, 2),
        field(39, 2),
        fc.constantFrom('T', ' ', 't'),
        field(29, 2),
        field(69, 2),
        field(69, 2),
        fc.constantFrom('', '.1', '.12', '.123', '.1234', '.999', 'x12'),
        fc.constantFrom('Z', 'z', '', '+01:00', '-0230', 'ZZ'),
      )
      .map(([y, mo, d, t, h, mi, s, f, z]) => `${y}-${mo}-${d}${t}${h}:${mi}:${s}${f}${z}`)
    fc.assert(
      fc.property(stamp, (s) => {
        expect(timeOf(s)).toBe(general(s))
      }),
      { numRuns: 5000 },
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 26 }), (s) => {
        expect(timeOf(s)).toBe(general(s))
      }),
    )
  })

  it('gives the same for a run of stamps of a few days, as a transcript has them, one after the other', () => {
    const day = fc.constantFrom('2024-02-28', '2024-02-29', '2024-03-01', '2025-12-31', '2026-01-01', '2023-02-30')
    const time = fc
      .tuple(fc.nat(23), fc.nat(59), fc.nat(59), fc.nat(999))
      .map(([h, m, s, ms]) => `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(ms, 3)}Z`)
    fc.assert(
      fc.property(fc.array(fc.tuple(day, time), { maxLength: 30 }), (stamps) => {
        for (const [d, t] of stamps) expect(timeOf(`${d}T${t}`)).toBe(general(`${d}T${t}`))
      }),
    )
  })
})

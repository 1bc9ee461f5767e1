import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { decodeUtf8, decodeViaUtf16, FAST_DECODE_MIN_BYTES, slowNativeDecoder } from '../../src/trace/utf8.js'

/**
 * Bytes as a trace holds them: UTF-8 text (ASCII, two-, three- and four-byte characters, lone
 * surrogates written as CESU), with stray bytes that make it invalid now and then.
 */
const bytes = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => Buffer.from(s, 'utf8')) },
      { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => Buffer.from(s, 'utf8')) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4 }).map((b) => Buffer.from(b)) },
      { weight: 1, arbitrary: fc.constant(Buffer.from([0xed, 0xa0, 0x80])) },
      { weight: 1, arbitrary: fc.constant(Buffer.from([0xef, 0xbb, 0xbf])) },
    ),
    { maxLength: 80 },
  )
  .map((parts) => Buffer.concat(parts))

describe('decoding UTF-8', () => {
  it('gives the text node gives, for any bytes and any range of them', () => {
    fc.assert(
      fc.property(bytes, fc.nat(), fc.nat(), (b, i, j) => {
        const from = b.length ? i % (b.length + 1) : 0
        const to = from + (b.length - from ? j % (b.length - from + 1) : 0)
        const want = b.toString('utf8', from, to)
        expect(decodeViaUtf16(b, from, to)).toBe(want)
        expect(decodeUtf8(b, from, to)).toBe(want)
      }),
      { numRuns: 500 },
    )
  })

  it('gives it for lines long enough to take the faster path: valid, ASCII and invalid', () => {
    const valid = Buffer.from('{"text":"naïve café — 日本語 😀 \\u00e9"}\n'.repeat(80), 'utf8')
    const ascii = Buffer.from('{"a":"plain text"}'.repeat(100), 'latin1')
    const invalid = Buffer.concat([valid, Buffer.from([0xc3, 0x28, 0xff]), valid])
    for (const b of [valid, ascii, invalid]) {
      expect(b.length).toBeGreaterThanOrEqual(FAST_DECODE_MIN_BYTES)
      for (const [from, to] of [
        [0, b.length],
        [1, b.length - 1],
        [3, FAST_DECODE_MIN_BYTES + 7],
      ])
        expect(decodeUtf8(b, from, to)).toBe(b.toString('utf8', from, to))
    }
  })

  it('takes the faster path before Node 24 only', () => {
    expect(slowNativeDecoder('20.20.2')).toBe(true)
    expect(slowNativeDecoder('22.23.3')).toBe(true)
    expect(slowNativeDecoder('24.0.0')).toBe(false)
    expect(slowNativeDecoder('25.1.0')).toBe(false)
  })
})

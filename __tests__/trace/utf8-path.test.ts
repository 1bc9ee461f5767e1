/**
 * That long lines take the faster path where it is faster: the values are the other test's
 * (utf8.test.ts), and a path never taken would give them too.
 */
import { expect, it, jest } from '@jest/globals'

const buffer = await import('node:buffer')
let transcoded = 0
jest.unstable_mockModule('node:buffer', () => ({
  ...buffer,
  transcode: (...args: Parameters<typeof buffer.transcode>) => {
    transcoded++
    return buffer.transcode(...args)
  },
}))
const { decodeUtf8, FAST_DECODE_MIN_BYTES, slowNativeDecoder } = await import('../../src/trace/utf8.js')

it('converts a long line that is not ASCII by way of UTF-16 before Node 24 only, and never a short one', () => {
  const line = (n: number) => Buffer.from('é'.repeat(n), 'utf8')
  const short = line(FAST_DECODE_MIN_BYTES / 2 - 1)
  const long = line(FAST_DECODE_MIN_BYTES)
  expect(decodeUtf8(short, 0, short.length)).toBe(short.toString('utf8'))
  expect(transcoded).toBe(0)
  expect(decodeUtf8(long, 0, long.length)).toBe(long.toString('utf8'))
  const once = transcoded
  expect(decodeUtf8(long, 0, long.length)).toBe(long.toString('utf8'))
  // The first long line also asks whether ICU converts at all; each long line is one conversion.
  expect(transcoded - once).toBe(slowNativeDecoder() ? 1 : 0)
})

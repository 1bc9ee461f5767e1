import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { createHash } from 'node:crypto'
import { SeenBytes } from '../../src/gate/integrity.js'

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

describe('the hashes of the bytes a thread has seen', () => {
  it('are the SHA-256 of each file, copies and files of one size alike, whatever is kept', () => {
    fc.assert(
      fc.property(
        // Few lengths and few byte values: many files of one size, many copies, near misses.
        fc.array(fc.uint8Array({ minLength: 0, maxLength: 6, max: 2 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(7), { maxLength: 40 }),
        fc.nat(24),
        fc.integer({ min: 0, max: 3 }),
        (distinct, picks, maxBytes, perSize) => {
          const seen = new SeenBytes(maxBytes, perSize)
          // One buffer read into again for each file, as the reader does (src/trace/read.ts).
          const buffer = new Uint8Array(6)
          for (const k of picks) {
            const file = distinct[k % distinct.length]
            buffer.set(file)
            const bytes = buffer.subarray(0, file.length)
            expect(seen.sha256(bytes)).toBe(sha256(file))
          }
        },
      ),
    )
  })

  it('keeps no more bytes than it may', () => {
    const seen = new SeenBytes(10, 2)
    for (let k = 0; k < 8; k++) seen.sha256(new Uint8Array(4).fill(k))
    const kept = (seen as unknown as { bySize: Map<number, { bytes: Uint8Array }[]> }).bySize
    expect([...kept.values()].flat().reduce((n, s) => n + s.bytes.length, 0)).toBeLessThanOrEqual(10)
    expect(Math.max(...[...kept.values()].map((l) => l.length))).toBeLessThanOrEqual(2)
  })
})

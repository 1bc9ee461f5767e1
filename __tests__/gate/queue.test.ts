import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { beat, beatOf, closeQueue, fileFailed, heldBy, newQueueState, takeFile } from '../../src/gate/queue.js'

describe("the pool's queue", () => {
  it('gives every file once, in the order asked, to whichever taker comes, and tells what each worker holds', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 40 })
          .chain((n) =>
            fc.tuple(
              fc.shuffledSubarray([...Array(n).keys()], { minLength: n }),
              fc.array(fc.integer({ min: -1, max: 2 }), { minLength: n + 3, maxLength: n + 10 }),
            ),
          ),
        ([order, takers]) => {
          const slots = new Int32Array(newQueueState(order.length, 3))
          const got: number[] = []
          for (const slot of takers) {
            const index = takeFile(slots, order, slot)
            if (slot >= 0) expect(heldBy(slots, slot)).toBe(index)
            if (index !== undefined) got.push(index)
          }
          expect(got).toEqual(order)
          expect(takeFile(slots, order)).toBeUndefined()
        },
      ),
    )
  })

  it('passes over the files after the first failed one in the order given, never those before it', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((n) =>
            fc.tuple(
              fc.shuffledSubarray([...Array(n).keys()], { minLength: n }),
              fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }),
              fc.integer({ min: 0, max: n }),
            ),
          ),
        ([order, failures, after]) => {
          const slots = new Int32Array(newQueueState(order.length, 1))
          const got: number[] = []
          let failed = order.length
          for (let k = 0; ; k++) {
            if (k === after)
              for (const f of failures) {
                fileFailed(slots, f)
                failed = Math.min(failed, f)
              }
            const index = takeFile(slots, order, 0)
            if (index === undefined) break
            got.push(index)
          }
          // Taken before the failures: as ordered; after them: only files up to the first failed one.
          const before = order.slice(0, Math.min(after, order.length))
          expect(got.slice(0, before.length)).toEqual(before)
          expect(got.slice(before.length)).toEqual(order.slice(before.length).filter((i) => i <= failed))
          expect(heldBy(slots, 0)).toBeUndefined()
        },
      ),
    )
  })

  it('gives no file once closed', () => {
    const slots = new Int32Array(newQueueState(5, 1))
    expect(takeFile(slots, [4, 3, 2, 1, 0], 0)).toBe(4)
    closeQueue(slots, 5)
    expect(takeFile(slots, [4, 3, 2, 1, 0], 0)).toBeUndefined()
    expect(heldBy(slots, 0)).toBeUndefined()
  })

  it("counts each worker's beat apart from the others' and from the files they hold", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 60 }), (beaters) => {
        const slots = new Int32Array(newQueueState(10, 4))
        expect(takeFile(slots, [...Array(10).keys()], 2)).toBe(0)
        for (const k of beaters) beat(slots, k)
        for (let k = 0; k < 4; k++) {
          expect(beatOf(slots, k)).toBe(beaters.filter((b) => b === k).length)
          expect(heldBy(slots, k)).toBe(k === 2 ? 0 : undefined)
        }
      }),
    )
  })
})

import { describe, expect, it } from '@jest/globals'
import { EngineEvent } from '../../../../src/core/events.js'
import type { Fingerprint } from '../../../../src/core/fingerprint.js'
import { nearEqualKey, RepeatTracker } from '../../../../src/engine/rules/agents/repeats.js'

const call = (i: number, tool: unknown, args: unknown) =>
  new EngineEvent({ event: 'tool_call', call_id: `c${i}`, tool, args }, 'tool_call', i, undefined)

/** The runs a tracker makes of the calls (their positions), and the calls whose key it worked out. */
function runs(calls: EngineEvent[], key: (e: EngineEvent) => Fingerprint = (e) => e.callFingerprint()) {
  const keyed: number[] = []
  const out: number[][] = []
  const tracker = new RepeatTracker<number[]>(
    {
      start: (first) => {
        const run = [first.event.position]
        out.push(run)
        return run
      },
      link: (run, _prev, cur) => void run.push(cur.event.position),
      end: () => undefined,
    },
    (e) => {
      keyed.push(e.position)
      return key(e)
    },
  )
  for (const c of calls) tracker.call(c)
  tracker.finish()
  return { runs: out, keyed }
}

describe('RepeatTracker keys', () => {
  it('works out a key only for a call whose tool is the run tool', () => {
    const r = runs([call(0, 'read', { p: 1 }), call(1, 'bash', { c: 'ls' }), call(2, 'read', {}), call(3, 'read', {})])
    expect(r.runs).toEqual([[0], [1], [2, 3]])
    expect(r.keyed).toEqual([2, 3])
  })

  it('compares the keys of tools that hold a colon, or are not text, as before', () => {
    const loose = nearEqualKey({ caseless: true, spacing: true, blank: true })
    const r = runs(
      [
        call(0, 'mcp:search', { q: 'A  b' }),
        call(1, 'mcp:search', { q: 'a b' }),
        call(2, 'mcp', { q: 'a b' }),
        call(3, 7, {}),
        call(4, 7, { x: '' }),
        call(5, 'read', {}),
      ],
      loose,
    )
    expect(r.runs).toEqual([[0, 1], [2], [3, 4], [5]])
    // Each key once at most.
    expect(r.keyed).toEqual([0, 1, 2, 3, 4, 5])
  })
})

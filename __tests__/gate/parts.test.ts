import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { SessionDiagnoser, type Diagnosis } from '../../src/engine/diagnose.js'
import { presetById } from '../../src/engine/presets.js'

const event = fc.oneof(
  fc.record({
    event: fc.constant('tool_call'),
    tool: fc.constantFrom('a', 'b', '', 5),
    args: fc.oneof(fc.constant({}), fc.record({ q: fc.integer({ min: 0, max: 2 }) })),
  }),
  fc.record({
    event: fc.constant('tool_call'),
    name: fc.constantFrom('a', 'b'),
    arguments: fc.constantFrom('x', '', null),
  }),
  fc.record({ event: fc.constant('retry_event') }),
  fc.record({ event: fc.constant('token_usage'), usage: fc.record({ total: fc.nat(9000) }) }),
  fc.record({ event: fc.constant('tool_output'), used: fc.boolean() }),
  fc.record({ event: fc.constant('memory_event'), action: fc.constantFrom('store', 'miss') }),
  fc.record({ event: fc.constant('context_event'), saturation: fc.integer({ min: 80, max: 99 }) }),
  fc.record({ event: fc.constant('skill_event'), invoked: fc.boolean() }),
  fc.record({ event: fc.constantFrom('decision', 'custom') }),
)

/** Diagnose events pushed into the given diagnosers, fetching evidence kept by reference from the list. */
function finish(d: SessionDiagnoser, events: Record<string, unknown>[]): Diagnosis {
  const refs = d.end()
  return d.finish(new Map(refs.map((r) => [r.position, { raw: events[r.position], origin: r.origin }])))
}

describe('a session diagnosed in two parts and merged', () => {
  it('gives the diagnosis of the whole session, evidence, lines and all', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), fc.nat(), fc.nat(3), (events, cut, blank) => {
        const k = events.length ? cut % (events.length + 1) : 0
        // Line numbers as a JSONL file would give them, with `blank` blank lines before the cut.
        const lineOf = (i: number) => i + 1 + (i >= k ? blank : 0)
        const whole = new SessionDiagnoser({ retainEvents: false })
        events.forEach((e, i) => whole.push(e, { line: lineOf(i) }))
        const first = new SessionDiagnoser({ retainEvents: false })
        const second = new SessionDiagnoser({ retainEvents: false })
        events.forEach((e, i) =>
          (i < k ? first : second).push(e, { line: i < k ? lineOf(i) : lineOf(i) - lineOf(k) + 1 }),
        )
        expect(first.mergeable).toBe(true)
        const state = JSON.parse(
          JSON.stringify(second.save(), (_, v) => (ArrayBuffer.isView(v) ? Array.from(v as Uint8Array) : v)),
        )
        // Typed arrays travel as typed arrays between threads; rebuild them as structured clone would.
        for (const [key, Kind] of [
          ['a', Int32Array],
          ['b', Int32Array],
          ['c', Int32Array],
          ['flags', Uint8Array],
          ['position', Uint32Array],
          ['line', Uint32Array],
          ['index', Uint32Array],
        ] as const) {
          state.calls[key] = Kind.from(state.calls[key])
        }
        first.absorb(state, lineOf(k) - 1)
        expect(finish(first, events)).toEqual(finish(whole, events))
      }),
      { numRuns: 300 },
    )
  })

  it('merges call tables that grow while they merge', () => {
    const events: Record<string, unknown>[] = []
    for (let i = 0; i < 9000; i++) events.push({ event: 'tool_call', tool: 't', args: { i: i % 7000 } })
    const whole = new SessionDiagnoser({ retainEvents: false })
    events.forEach((e, i) => whole.push(e, { line: i + 1 }))
    const first = new SessionDiagnoser({ retainEvents: false })
    const second = new SessionDiagnoser({ retainEvents: false })
    events.forEach((e, i) => (i < 3000 ? first : second).push(e, { line: i < 3000 ? i + 1 : i - 2999 }))
    first.absorb(second.save(), 3000)
    const got = finish(first, events)
    expect(got).toEqual(finish(whole, events))
    expect(got.cost_analysis.duplicate_calls).toBe(2000)
  })

  it('is refused where a rule cannot merge, events are kept in full, or the graph is full', () => {
    expect(new SessionDiagnoser({ retainEvents: false, preset: presetById('agents') }).mergeable).toBe(false)
    expect(new SessionDiagnoser({ retainEvents: true }).mergeable).toBe(false)
    expect(new SessionDiagnoser({ retainEvents: false, graph: 'full' }).mergeable).toBe(false)
  })
})

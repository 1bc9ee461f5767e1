/**
 * The engine's index of calls (src/engine/calls.ts) keeps groups of identical calls only for a
 * rule that asks (`keepGroups`): the critiqor preset's loop rule does; the agents preset counts
 * labels only, and keeps none of a long loop's calls alive.
 */
import { describe, expect, it } from '@jest/globals'
import { EngineEvent } from '../../src/core/events.js'
import { CallIndex } from '../../src/engine/calls.js'
import { SessionDiagnoser } from '../../src/engine/diagnose.js'
import { presetById } from '../../src/engine/presets.js'

const call = (position: number, path: string) =>
  new EngineEvent({ event: 'tool_call', tool: 'read_file', args: { path } }, 'tool_call', position, {
    line: position + 1,
  })

const loop = (index: CallIndex) => {
  for (let i = 0; i < 12; i++) index.add(call(i, i < 10 ? 'a.ts' : `b${i}.ts`))
}

const held = (index: CallIndex) => (index as unknown as { rest: Map<number, unknown[]> }).rest

describe('the call index', () => {
  it('counts labels alike with or without groups', () => {
    const labels = new CallIndex(false)
    const groups = new CallIndex(false)
    groups.keepGroups()
    loop(labels)
    loop(groups)
    for (const index of [labels, groups]) {
      expect(index.calls).toBe(12)
      expect(index.distinctLabels).toBe(3)
    }
    expect(groups.repeated(3).map((g) => [g.first.position, g.rest.length])).toEqual([[0, 9]])
  })

  it('without groups keeps no call and refuses to give groups', () => {
    const labels = new CallIndex(true)
    loop(labels)
    expect(held(labels).size).toBe(0)
    expect(() => labels.repeated(3)).toThrow('keeps no groups')
  })

  it('is asked for groups before the first call only', () => {
    const index = new CallIndex(false)
    index.add(call(0, 'a.ts'))
    expect(() => index.keepGroups()).toThrow('after the first call')
  })

  it("the critiqor preset's loop rule asks for groups; the agents preset does not", () => {
    const indexOf = (d: SessionDiagnoser) => (d as unknown as { calls: CallIndex }).calls
    const critiqor = new SessionDiagnoser({ retainEvents: false })
    const agents = new SessionDiagnoser({ retainEvents: false, preset: presetById('agents') })
    for (const d of [critiqor, agents])
      for (let i = 0; i < 6; i++) d.push({ event: 'tool_call', tool: 'x', args: { n: 1 } })
    expect(held(indexOf(critiqor)).size).toBe(1)
    expect(held(indexOf(agents)).size).toBe(0)
  })
})

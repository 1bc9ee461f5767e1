import { describe, expect, it } from '@jest/globals'
import { EngineEvent } from '../../../../src/core/events.js'
import { CycleTracker, type CycleFound, type CycleSettings } from '../../../../src/engine/rules/agents/cycles.js'
import { callAndResult, causesOf, repeat, type Ev } from './helpers.js'

/** A web agent's action as flat events write it: a call, no id, no result. */
const act = (tool: string, args: string): Ev => ({ event: 'tool_call', tool, args: { args } })
const rounds = (n: number, ...calls: Ev[]) => repeat(n, () => calls).flat()
const loops = (events: Ev[]) => causesOf('infinite_tool_loop', events)

const SETTINGS: CycleSettings = {
  maxCycle: 6,
  cycleRepeats: 3,
  window: 6,
  span: 12,
  revisitMin: 5,
  lag: 8,
  evidenceLimit: 10,
}

/** The cycles a tracker finds in the events, and its revisits. */
function track(events: Ev[], settings: Partial<CycleSettings> = {}) {
  const found: CycleFound[] = []
  const t = new CycleTracker({ ...SETTINGS, ...settings }, { cycle: (f) => void found.push(f) })
  events.forEach((raw, i) => {
    const e = new EngineEvent(raw as never, String(raw.event), i, undefined)
    if (raw.event === 'tool_call') t.call(e)
    else if (raw.event === 'tool_output') t.output(e)
  })
  t.finish()
  return { found, revisits: t.revisits, best: t.best, ended: t.endedInside }
}

describe('cycles of calls', () => {
  it('a cycle of two calls run three times is a loop, its calls and rounds named', () => {
    const events = [act('goto', "'home'"), ...rounds(3, act('fill', "'85', 'query'"), act('click', "'87'"))]
    const [cause] = loops([...events, act('send_msg_to_user', "'done'")])
    expect(cause.severity).toBe('high')
    expect(cause.description).toContain('the same cycle of 2 calls ("fill", "click") 3 times in a row')
    expect(cause.description).toContain('no result came back for any of them')
    // The evidence starts with the first round.
    expect(cause.evidence.slice(0, 3).map((e) => e.tool)).toEqual(['fill', 'click', 'fill'])
  })

  it('tab_focus(0), tab_focus(1) eight times over: critical', () => {
    const [cause] = loops([...rounds(8, act('tab_focus', '0'), act('tab_focus', '1')), act('click', "'33'")])
    expect(cause.severity).toBe('critical')
    expect(cause.description).toContain('("tab_focus", "tab_focus") 8 times')
  })

  it('two rounds are not yet a loop', () => {
    expect(loops([...rounds(2, act('fill', "'85', 'q'"), act('click', "'87'")), act('goto', "'x'")])).toEqual([])
  })

  it('finds cycles of every length up to maxCycle, and none longer', () => {
    const cycle = (n: number) => rounds(3, ...repeat(n, (i) => act('click', `'${i}'`)))
    expect(track(cycle(6)).found.map((f) => [f.period, f.rounds])).toEqual([[6, 3]])
    expect(track(cycle(7)).found).toEqual([])
    expect(track(cycle(7), { maxCycle: 7 }).found.map((f) => [f.period, f.rounds])).toEqual([[7, 3]])
  })

  it('a round that repeats a shorter one is that one: ABAB rounds are AB rounds, AA rounds a run', () => {
    const ab = rounds(6, act('a', '1'), act('b', '1'))
    expect(track(ab).found.map((f) => f.period)).toEqual([2])
    expect(track(rounds(8, act('a', '1'))).found).toEqual([])
  })

  it('a polling cycle whose results change is no loop', () => {
    // check the status, read the log: the status moves, the log grows.
    const events = repeat(6, (i) => [
      ...callAndResult(`s${i}`, 'process', { action: 'poll', id: 1 }, { digest: `status ${i}` }),
      ...callAndResult(`l${i}`, 'read', { path: 'build.log' }, { digest: `log ${i}` }),
    ]).flat()
    expect(loops(events)).toEqual([])
    expect(track(events).revisits).toBe(0)
  })

  it('a cycle whose rounds got the same results back is a loop', () => {
    const events = repeat(4, (i) => [
      ...callAndResult(`s${i}`, 'process', { action: 'poll', id: 1 }, { digest: 'running' }),
      ...callAndResult(`l${i}`, 'read', { path: 'build.log' }, { digest: 'same log' }),
    ]).flat()
    const [cause] = loops(events)
    expect(cause.description).toContain('4 times in a row')
    expect(cause.description).toContain('each round got the same results back')
  })

  it('one round with a new result breaks the cycle', () => {
    const events = repeat(4, (i) => [
      ...callAndResult(`s${i}`, 'process', { action: 'poll', id: 1 }, { digest: i === 2 ? 'done' : 'running' }),
      ...callAndResult(`l${i}`, 'read', { path: 'build.log' }, { digest: 'same log' }),
    ]).flat()
    expect(track(events).found).toEqual([])
  })

  it('calls whose results come too late to compare are not taken for a cycle', () => {
    // Four rounds of two calls issued at once, their results (all the same) after all of them.
    const calls = repeat(8, (i) => ({ event: 'tool_call', tool: i % 2 ? 'b' : 'a', args: {}, call_id: `c${i}` }))
    const outputs = repeat(8, (i) => ({ event: 'tool_output', call_id: `c${i}`, status: 'ok', output_digest: 'd' }))
    expect(track([...calls, ...outputs], { lag: 2 }).found).toEqual([])
    // In time, the same results are the same rounds.
    expect(track([...calls, ...outputs], { lag: 8 }).found.map((f) => f.rounds)).toEqual([4])
  })

  it('says the run ended inside the cycle, and a run that did penalises more', () => {
    const cycle = rounds(4, act('fill', "'85', 'q'"), act('click', "'87'"))
    const stuck = track(cycle)
    expect(stuck.ended).toBe(true)
    expect(stuck.found[0].ended).toBe(true)
    const out = [...cycle, act('goto', "'a'"), act('click', "'1'")]
    expect(track(out).ended).toBe(false)
    // The same cycle, two calls wasted less in proportion; the run that ended inside it pays more.
    const [a] = loops(cycle)
    const [b] = loops(out)
    expect(a.description).toContain('the run ended inside the cycle')
    expect(-a.impact_score).toBeGreaterThan(-b.impact_score)
  })
})

describe('revisits', () => {
  it('the same call again and again with other calls between is a loop', () => {
    // click('800') every other call, something new between: no cycle, a revisit each time.
    const events = [
      ...repeat(6, (i) => [act('click', "'800'"), act('click', `'${810 + i}'`)]).flat(),
      act('send_msg_to_user', "'done'"),
    ]
    expect(track(events).found).toEqual([])
    const [cause] = loops(events)
    expect(cause.severity).toBe('high')
    expect(cause.description).toContain('kept going back to the same calls')
    expect(cause.description).toContain('"click" 6 times in that stretch')
  })

  it('revisits that got new results are work', () => {
    const events = repeat(6, (i) => [
      ...callAndResult(`t${i}`, 'bash', { command: 'npm test' }, { digest: `run ${i}` }),
      ...callAndResult(`e${i}`, 'edit', { path: 'a.ts', n: i }, { digest: `e${i}` }),
    ]).flat()
    expect(track(events).revisits).toBe(0)
    expect(loops(events)).toEqual([])
  })

  it('a few revisits scattered over a long run are no loop', () => {
    const events = repeat(40, (i) => act('click', `'${i % 13 === 0 ? 'home' : i}'`))
    expect(loops(events)).toEqual([])
  })
})

describe('what a loop wasted', () => {
  it('among runs of the same length, more repeats cost more', () => {
    const run = (looped: number) => [
      ...repeat(20 - 2 * looped, (i) => act('click', `'${i}'`)),
      ...rounds(looped, act('fill', "'85', 'q'"), act('click', "'87'")),
      act('send_msg_to_user', "'done'"),
    ]
    const penalties = [3, 5, 8].map((n) => -loops(run(n))[0].impact_score)
    expect(penalties[0]).toBeLessThan(penalties[1])
    expect(penalties[1]).toBeLessThan(penalties[2])
  })

  it('the same loop weighs less in a longer run', () => {
    const loop = rounds(4, act('fill', "'85', 'q'"), act('click', "'87'"))
    const short = [...loop, act('done', '')]
    const long = [...repeat(40, (i) => act('click', `'${i}'`)), ...loop, act('done', '')]
    expect(-loops(short)[0].impact_score).toBeGreaterThan(-loops(long)[0].impact_score)
  })
})

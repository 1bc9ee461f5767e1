import { describe, expect, it } from '@jest/globals'
import { diagnose } from '../../../../src/engine/diagnose.js'
import { expectRows, repeat, type Row } from './helpers.js'

const usage = (usage: unknown, extra: Record<string, unknown> = {}) => ({ event: 'token_usage', usage, ...extra })
const call = (tool: string, args?: unknown) => ({ event: 'tool_call', tool, ...(args !== undefined ? { args } : {}) })

const rows: Row[] = [
  { name: '11999 tokens do not fire', events: [usage({ total: 11999 })], causes: [] },
  { name: '12000 tokens: high, 10+2', events: [usage({ total: 12000 })], causes: [['high', -12]] },
  { name: '30000 tokens: critical, 10+5', events: [usage({ total: 30000 })], causes: [['critical', -15]] },
  { name: 'total_tokens when total is absent', events: [usage({ total_tokens: 13000 })], causes: [['high', -12]] },
  {
    name: 'a null total does not fall back to total_tokens',
    events: [usage({ total: null, total_tokens: 50000 })],
    causes: [],
  },
  {
    name: 'no usage key: the event own total',
    events: [{ event: 'token_usage', total: 20000, tokens: 99999 }],
    causes: [['high', -13]],
  },
  { name: 'no usage key: tokens is not read', events: [{ event: 'token_usage', tokens: 99999 }], causes: [] },
  { name: 'usage not an object: tokens is read', events: [usage(5, { tokens: 24000 })], causes: [['high', -14]] },
  { name: 'usage null: tokens is read', events: [usage(null, { tokens: '24000' })], causes: [['high', -14]] },
  { name: 'numbers truncate toward zero', events: [usage({ total: 11999.9 })], causes: [] },
  { name: 'false counts 0', events: [usage({ total: false }), usage({ total: 12000 })], causes: [['high', -12]] },
  {
    name: 'three duplicate calls fire: 10+12',
    events: repeat(4, () => call('x', { q: 1 }))
      .slice(0, 2)
      .concat([call('y'), call('y'), call('z'), call('z')]),
    causes: [['high', -22]],
  },
  {
    name: 'two duplicate calls do not fire',
    events: [call('a'), call('a'), call('b'), call('b'), call('c')],
    causes: [],
  },
  {
    name: 'evidence: the first 12 token_usage or tool_call events',
    events: [{ event: 'decision' }, ...repeat(13, () => usage({ total: 1000 }))],
    causes: [['high', -12, repeat(12, (i) => `event_${i + 1}`)]],
  },
  { name: 'penalty caps at 30', events: [usage({ total: 10_000_000 })], causes: [['critical', -30]] },
]

describe('cost_explosion', () => {
  it('follows the reference table', () => expectRows('cost_explosion', rows, expect))

  it('counts labels, not loop groups: empty args and no args are the same label', () => {
    // Label: name alone when args are falsy; so call('a'), call('a', {}), call('a', '') are one label.
    const d = diagnose([call('a'), call('a', {}), call('a', ''), call('a', 0), call('a', [])])
    expect(d.cost_analysis.duplicate_calls).toBe(4)
    expect(d.cost_analysis.redundancy_score).toBe(80)
    expect(d.cost_analysis.cost_efficiency).toBe(20)
  })

  it('works out token waste from duplicates and the penalty', () => {
    const d = diagnose([call('a'), call('a'), call('a'), call('a'), usage({ total: 20000 })])
    // D = 3, T = 20000: penalty min(30, 10 + 12 + 3) = 25; waste min(20000, 3000 + 3000).
    expect(d.cost_analysis).toEqual({
      total_tokens: 20000,
      duplicate_calls: 3,
      redundancy_score: 75,
      cost_efficiency: 25,
      token_waste: 6000,
    })
  })

  it('rounds the redundancy score half to even', () => {
    // D = 1 of 8 calls: 12.5 -> 12.
    const d = diagnose([call('a'), call('a'), ...repeat(6, (i) => call(`t${i}`))])
    expect(d.cost_analysis.redundancy_score).toBe(12)
  })
})

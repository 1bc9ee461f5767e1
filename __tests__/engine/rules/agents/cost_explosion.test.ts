import { describe, expect, it } from '@jest/globals'
import { callAndResult, causesOf, expectRows, repeat, type Row } from './helpers.js'

const usage = (input: number, output: number, cache_read: number, cache_write = 0) => ({
  event: 'token_usage',
  usage: { input, output, cache_read, cache_write, total: input + output + cache_read + cache_write },
})
const budget = (tokenBudget: number) => ({ detectorOptions: { cost_explosion: { tokenBudget } } })
const same = (n: number) => repeat(n, (i) => callAndResult(`c${i}`, 'read', { path: 'a.md' }, { digest: 'd' })).flat()

const rows: Row[] = [
  {
    name: 'no budget: fifty million tokens are not a cause by themselves',
    events: [usage(1000, 80000, 43000000, 4000000)],
    causes: [],
  },
  {
    name: 'under budget: cache reads count a tenth',
    events: [usage(100000, 10000, 5000000)],
    causes: [],
    options: budget(1000000),
  },
  {
    name: 'over budget: high, 20 x spend / budget',
    events: [usage(100000, 10000, 5000000)],
    causes: [['high', -24]],
    says: ['610k effective tokens (5.1M in all, 5.0M of them cheap cache reads), 1.2 times its budget of 500k'],
    options: budget(500000),
  },
  {
    name: 'three times the budget is still high',
    events: [usage(300000, 0, 0)],
    causes: [['high', -60]],
    options: budget(100000),
  },
  {
    name: 'over three times: critical',
    events: [usage(310000, 0, 0)],
    causes: [['critical', -62]],
    options: budget(100000),
  },
  {
    name: 'a usage without parts counts its total',
    events: [{ event: 'token_usage', usage: { total: 20000 } }],
    causes: [['high', -40]],
    options: budget(10000),
  },
  { name: 'the cap is 80', events: [usage(10000000, 0, 0)], causes: [['critical', -80]], options: budget(100000) },
  { name: 'two wasted calls are not enough', events: same(3), causes: [] },
  {
    name: 'no budget: calls that repeated the call before them and got the same result (waste)',
    events: same(4),
    causes: [['medium', -16]],
    says: ['3 calls that repeated the call right before them and got the very same result back (3 of them "read")'],
  },
  { name: 'ten wasted calls: high', events: [...same(11), usage(9000, 1000, 0)], causes: [['high', -30]] },
  {
    // A Phoenix trace whose run recorded 18 tokens: waste, but no high cost cause.
    name: 'ten wasted calls in a run of under 10,000 tokens: medium',
    events: [...same(11), usage(12, 6, 0)],
    causes: [['medium', -30]],
  },
  { name: 'ten wasted calls and no token counts: medium', events: same(11), causes: [['medium', -30]] },
  {
    name: 'the same result after other work is not waste',
    events: repeat(6, (i) => [
      ...callAndResult(`e${i}`, 'edit', { n: i }, { digest: `e${i}` }),
      ...callAndResult(`b${i}`, 'bash', { c: 'build' }, { digest: 'same' }),
    ]).flat(),
    causes: [],
  },
  {
    name: 'over budget with waste adds both',
    events: [usage(200000, 0, 0), ...same(2)],
    causes: [['high', -42]],
    says: ['2.0 times its budget', 'and 1 call that repeated'],
    options: budget(100000),
  },
]

describe('cost_explosion (agents)', () => {
  it('judges spend against a budget, and waste', () => expectRows('cost_explosion', rows, expect))

  it('shows the largest replies and the wasted calls as evidence, in event order', () => {
    const events = [...repeat(12, (i) => usage(1000 * (i + 1), 0, 0)), ...same(4)]
    const [cause] = causesOf('cost_explosion', events, budget(1000))
    const tokens = cause.evidence
      .filter((e) => e.event === 'token_usage')
      .map((e) => (e.usage as { input: number }).input)
    expect(tokens).toEqual([5000, 6000, 7000, 8000, 9000, 10000, 11000, 12000])
    expect(cause.evidence.filter((e) => e.event === 'tool_call').map((e) => e.call_id)).toEqual(['c1', 'c2', 'c3'])
  })
})

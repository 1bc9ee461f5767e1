import { describe, expect, it } from '@jest/globals'
import { expectRows, repeat, type Row } from './helpers.js'

const compaction = (extra: Record<string, unknown> = {}) => ({ event: 'context_event', action: 'compaction', ...extra })
const fill = (saturation: number) => ({ event: 'context_event', action: 'fill', saturation })

const rows: Row[] = [
  { name: 'no context events', events: [], causes: [] },
  {
    name: 'one compaction: medium, 8 + 6',
    events: [compaction({ tokens_before: 167968 })],
    causes: [['medium', -14]],
    says: ['compacted 1 time'],
  },
  { name: 'two compactions: medium', events: repeat(2, () => compaction()), causes: [['medium', -20]] },
  { name: 'three compactions: high', events: repeat(3, () => compaction()), causes: [['high', -26]] },
  { name: 'a fill under the line is not evidence', events: [fill(63.7), fill(84.9)], causes: [] },
  {
    name: 'a fill from 85%: medium',
    events: [fill(85)],
    causes: [['medium', -14]],
    says: ['at least 85% full in 1 turn', 'peak 85%'],
  },
  { name: 'a fill from 95%: high', events: [fill(96.2)], causes: [['high', -14]] },
  {
    name: 'saturation measured from the context window when the trace gives it',
    events: [{ event: 'context_event', action: 'fill', tokens: 180000, context_window: 200000 }],
    causes: [['medium', -14]],
    says: ['peak 90%'],
  },
  {
    name: 'the window given once measures later events',
    events: [
      { event: 'context_event', action: 'fill', tokens: 1000, context_window: 200000 },
      compaction({ tokens_before: 196000 }),
    ],
    causes: [['high', -14]],
  },
  { name: 'many events cap at 40', events: repeat(9, () => compaction()), causes: [['high', -40]] },
]

describe('context_pollution (agents)', () => {
  it('counts compactions and a full context window', () => expectRows('context_pollution', rows, expect))
})

import { describe, expect, it } from '@jest/globals'
import { expectRows, type Row } from './helpers.js'

const ctx = (fields: Record<string, unknown>) => ({ event: 'context_event', ...fields })

const rows: Row[] = [
  { name: '84 is below the line', events: [ctx({ saturation: 84.99 })], causes: [] },
  { name: '85: medium, 7+5', events: [ctx({ saturation: 85 })], causes: [['medium', -12]] },
  { name: '95: high', events: [ctx({ saturation: 95.2 })], causes: [['high', -12]] },
  { name: 'a compaction counts at any saturation', events: [ctx({ action: 'Compaction' })], causes: [['medium', -12]] },
  {
    name: 'saturation_score when saturation is absent',
    events: [ctx({ saturation_score: 90 })],
    causes: [['medium', -12]],
  },
  {
    name: 'a null saturation is 0, without falling back',
    events: [ctx({ saturation: null, saturation_score: 99 })],
    causes: [],
  },
  { name: 'numeric strings are numbers', events: [ctx({ saturation: '97.5' })], causes: [['high', -12]] },
  { name: 'non-numeric text is 0', events: [ctx({ saturation: 'full' })], causes: [] },
  {
    name: 'high when any matching event reached 95; capped at 22',
    events: [ctx({ saturation: 86 }), ctx({ saturation: 99 }), ctx({ action: 'compaction' }), ctx({ saturation: 10 })],
    causes: [['high', -22]],
  },
]

describe('context_pollution', () => {
  it('follows the reference table', () => expectRows('context_pollution', rows, expect))
})

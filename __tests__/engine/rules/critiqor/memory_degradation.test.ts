import { describe, expect, it } from '@jest/globals'
import { expectRows, repeat, type Row } from './helpers.js'

const mem = (fields: Record<string, unknown>) => ({ event: 'memory_event', ...fields })

const rows: Row[] = [
  { name: 'a store is fine', events: [mem({ action: 'store' })], causes: [] },
  { name: 'one failed recall: medium, 8+5', events: [mem({ action: 'recall_failed' })], causes: [['medium', -13]] },
  {
    name: 'each failing action counts, any case',
    events: [
      mem({ action: 'Recall_Failed' }),
      mem({ action: 'IGNORED' }),
      mem({ action: 'lost' }),
      mem({ action: 'miss' }),
    ],
    causes: [['high', -25]],
  },
  { name: 'three: high, 8+15', events: repeat(3, () => mem({ action: 'miss' })), causes: [['high', -23]] },
  { name: 'status is read when action is absent', events: [mem({ status: 'lost' })], causes: [['medium', -13]] },
  { name: 'action wins over status when present', events: [mem({ action: 'store', status: 'lost' })], causes: [] },
  { name: 'a null action still wins over status', events: [mem({ action: null, status: 'lost' })], causes: [] },
  { name: 'other event types are not memory', events: [{ event: 'tool_call', action: 'miss' }], causes: [] },
  {
    name: 'evidence is the matching events',
    events: [mem({ action: 'store' }), mem({ action: 'miss', event_id: 7 })],
    causes: [['medium', -13, ['7']]],
  },
]

describe('memory_degradation', () => {
  it('follows the reference table', () => expectRows('memory_degradation', rows, expect))
})

import { describe, expect, it } from '@jest/globals'
import { expectRows, type Row } from './helpers.js'

const out = (fields: Record<string, unknown>) => ({ event: 'tool_output', ...fields })

const rows: Row[] = [
  { name: 'a used output is fine', events: [out({ used: true })], causes: [] },
  { name: 'used false: medium, 10+7', events: [out({ used: false })], causes: [['medium', -17]] },
  { name: 'referenced false counts', events: [out({ referenced: false })], causes: [['medium', -17]] },
  { name: 'status ignored counts, any case', events: [out({ status: 'Ignored' })], causes: [['medium', -17]] },
  {
    name: 'used 0 is not the boolean false',
    events: [out({ used: 0 }), out({ referenced: null }), out({ used: 'false' })],
    causes: [],
  },
  { name: 'two: high, 10+14', events: [out({ used: false }), out({ status: 'ignored' })], causes: [['high', -24]] },
  {
    name: 'three cap at 30',
    events: [out({ used: false }), out({ used: false }), out({ used: false })],
    causes: [['high', -30]],
  },
  {
    name: 'one event matching twice counts once',
    events: [out({ used: false, referenced: false, status: 'ignored' })],
    causes: [['medium', -17]],
  },
]

describe('ignoring_tool_outputs', () => {
  it('follows the reference table', () => expectRows('ignoring_tool_outputs', rows, expect))
})

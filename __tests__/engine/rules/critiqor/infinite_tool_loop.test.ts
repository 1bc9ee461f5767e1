import { describe, expect, it } from '@jest/globals'
import { causesOf, expectRows, repeat, type Row } from './helpers.js'

const call = (tool: unknown, extra: Record<string, unknown> = {}) => ({ event: 'tool_call', tool, ...extra })
const retry = { event: 'retry_event' }

const rows: Row[] = [
  { name: 'two identical calls are no loop', events: repeat(2, () => call('a', { args: { x: 1 } })), causes: [] },
  {
    name: 'three identical calls: high, 8+12',
    events: repeat(3, () => call('a', { args: { x: 1 } })),
    causes: [['high', -20]],
  },
  {
    name: 'four identical calls: high, 8+16',
    events: repeat(4, () => call('a', { args: { x: 1 } })),
    causes: [['high', -24]],
  },
  {
    name: 'five identical calls: critical, 8+20',
    events: repeat(5, () => call('a', { args: { x: 1 } })),
    causes: [['critical', -28]],
  },
  { name: 'six calls cap at 30', events: repeat(6, () => call('a')), causes: [['critical', -30]] },
  {
    name: 'three calls and three retries: critical through retries, 8+12+9 capped',
    events: [...repeat(3, () => call('a')), retry, retry, retry],
    causes: [['critical', -29]],
  },
  {
    name: 'two retries do not make three calls critical',
    events: [...repeat(3, () => call('a')), retry, retry],
    causes: [['high', -26]],
  },
  {
    name: 'evidence: the calls, then the first three retries of the session',
    events: [retry, call('a'), retry, call('a'), retry, call('a'), retry],
    causes: [['critical', -30, ['event_1', 'event_3', 'event_5', 'event_0', 'event_2', 'event_4']]],
  },
  {
    name: 'argument key order does not matter (canonical JSON)',
    events: [
      call('a', { args: { x: 1, y: 2 } }),
      call('a', { args: { y: 2, x: 1 } }),
      call('a', { args: { x: 1, y: 2 } }),
    ],
    causes: [['high', -20]],
  },
  {
    name: 'different arguments are different calls',
    events: [call('a', { args: { x: 1 } }), call('a', { args: { x: 2 } }), call('a', { args: { x: 1 } })],
    causes: [],
  },
  {
    name: '`args` wins over `arguments`, even when null',
    events: [
      call('a', { args: null, arguments: { x: 1 } }),
      call('a', { args: null, arguments: { x: 2 } }),
      call('a', { args: null }),
    ],
    causes: [['high', -20]],
  },
  {
    name: 'absent args equal {} but not null',
    events: [call('a'), call('a', { args: {} }), call('a', { arguments: {} }), call('a', { args: null })],
    causes: [['high', -20]],
  },
  {
    name: 'absent tool and null tool are the same group',
    events: [{ event: 'tool_call' }, { event: 'tool_call', tool: null }, { type: 'tool_call' }],
    causes: [['high', -20]],
  },
  {
    name: 'tool 1 and tool "1" differ',
    events: [call(1), call('1'), call(1)],
    causes: [],
  },
  {
    name: 'two groups: two causes, in order of first call',
    events: [call('b'), call('a'), call('a'), call('b'), call('a'), call('b'), call('b')],
    causes: [
      ['high', -24, ['event_0', 'event_3', 'event_5', 'event_6']],
      ['high', -20, ['event_1', 'event_2', 'event_4']],
    ],
  },
]

describe('infinite_tool_loop', () => {
  it('follows the reference table', () => expectRows('infinite_tool_loop', rows, expect))

  it('says how often the call was repeated', () => {
    expect(
      causesOf(
        'infinite_tool_loop',
        repeat(6, () => call('a')),
      )[0].description,
    ).toBe('Tool call repeated 6 times with matching arguments.')
  })

  it('takes its thresholds as options', () => {
    const events = repeat(2, () => call('a'))
    const causes = causesOf('infinite_tool_loop', events, {
      detectorOptions: { infinite_tool_loop: { minRepeats: 2 } },
    })
    expect(causes.map((c) => c.severity)).toEqual(['high'])
  })
})

import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { EngineEvent } from '../../src/core/events.js'
import { LONG_TEXT, type Fingerprint } from '../../src/core/fingerprint.js'
import { canonicalJson } from '../../src/core/python-compat.js'

const event = (raw: Record<string, unknown>) => new EngineEvent(raw, 'tool_call', 0, undefined)
const same = (a: Fingerprint, b: Fingerprint) => a.a === b.a && a.b === b.b && a.c === b.c

/** The text a call key stood for: the label for a named tool with arguments, else tool and arguments. */
function callText(e: EngineEvent): string {
  const raw = e.raw
  const tool = raw.tool
  const args = 'args' in raw ? raw.args : 'arguments' in raw ? raw.arguments : undefined
  const hasArgs = 'args' in raw || 'arguments' in raw
  const usual = typeof tool === 'string' && tool !== '' && tool.charCodeAt(0) !== 0 && hasArgs && e.label() !== tool
  if (usual) return e.label()
  return '\u0000' + canonicalJson('tool' in raw ? tool : null) + '\u0000' + canonicalJson(hasArgs ? args : {})
}

/**
 * Every pair of events: fingerprints equal exactly when the texts they stand for are. Returns the
 * pairs that break this, and how many different events had equal texts.
 */
function checkPairs(events: EngineEvent[]): { wrong: unknown[]; equalPairs: number } {
  const rows = events.map((e) => ({
    raw: e.raw,
    label: e.label(),
    call: callText(e),
    labelFp: e.labelFingerprint(),
    callFp: e.callFingerprint(),
  }))
  const wrong: unknown[] = []
  let equalPairs = 0
  for (const x of rows) {
    for (const y of rows) {
      const labels = x.label === y.label
      const calls = x.call === y.call
      if (same(x.labelFp, y.labelFp) !== labels) wrong.push(['label', x.raw, y.raw])
      if (same(x.callFp, y.callFp) !== calls) wrong.push(['call', x.raw, y.raw])
      if (x !== y && (labels || calls)) equalPairs++
    }
  }
  return { wrong: wrong.slice(0, 5), equalPairs }
}

describe('label and call fingerprints', () => {
  const long = 'é'.repeat(LONG_TEXT) + 'x'
  const tools: unknown[] = ['a', 'a:1', 'a:{"k": 1}', 'a:', ':', 'a:0', 'b', '', '\u0000a', 7, null]
  const argsList: unknown[] = [
    1,
    1.0,
    -0,
    0,
    1.5,
    '1',
    'a:1',
    ['1'],
    [1, null],
    { k: 1 },
    { k: 1.0 },
    { k: '1' },
    { k: 1, j: [true, false] },
    { j: [true, false], k: 1 },
    {},
    [],
    '',
    null,
    'é\u2028"\\',
    '\ud800',
    '\ufffd',
    long,
    long.slice(0, -1) + 'y',
    { [long]: long },
    { k: undefined },
    { k: null },
  ]

  it('are equal exactly when the label, or the call key, is the same text', () => {
    const events: EngineEvent[] = []
    for (const tool of tools) {
      events.push(event({ tool }))
      for (const args of argsList) events.push(event({ tool, args }))
    }
    events.push(event({ name: 'a:1' }), event({ tool: 'a', arguments: 1 }), event({ skill: 'a' }))
    const { wrong, equalPairs } = checkPairs(events)
    expect(wrong).toEqual([])
    // Some pairs are equal ('a:1' alone and 'a' with 1; 1 and 1.0): the test can tell both ways.
    expect(equalPairs).toBeGreaterThan(50)
  })

  it('are equal exactly when the texts are, for any JSON arguments', () => {
    const arg = fc.jsonValue({ maxDepth: 3 })
    const tool = fc.constantFrom<unknown>('a', 'a:1', 'b', '', 7)
    fc.assert(
      fc.property(fc.array(fc.tuple(tool, arg), { minLength: 2, maxLength: 6 }), (pairs) => {
        const events = pairs.map(([t, a]) => event({ tool: t, args: a }))
        // A copy of each, through JSON and back: equal texts from different objects.
        events.push(...pairs.map(([t, a]) => event({ tool: t, args: JSON.parse(JSON.stringify(a ?? null)) })))
        expect(checkPairs(events).wrong).toEqual([])
      }),
      { numRuns: 200 },
    )
  })
})

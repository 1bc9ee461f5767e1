import { describe, expect, it } from '@jest/globals'
import { agents, callAndResult, causesOf, expectRows, reply, repeat, type Row } from './helpers.js'

const retry = (message = '429 rate limit') => ({ event: 'retry_event', kind: 'provider', message })
const providerError = (message = '429 rate limit') => ({ event: 'error_event', kind: 'model', message })

const rows: Row[] = [
  { name: 'two retries are no storm', events: [retry(), retry()], causes: [] },
  {
    name: 'three provider failures in a row: high',
    events: [...callAndResult('w', 'read', {}), providerError(), retry(), retry('429 Too Many Requests')],
    causes: [['high', -26]],
    says: ['The provider refused 3 requests in a row (1 error and 2 retries)', 'last error: "429 Too Many Requests"'],
  },
  {
    name: 'five in a row: critical',
    events: [...callAndResult('w', 'read', {}), ...repeat(5, () => retry())],
    causes: [['critical', -38]],
  },
  {
    name: 'a run with no tool call: its storm is left to run_failed',
    events: [providerError(), ...repeat(5, () => retry())],
    causes: [],
  },
  {
    name: 'a tool call ends a storm',
    events: [retry(), retry(), ...callAndResult('1', 'exec', {}), retry(), retry()],
    causes: [],
  },
  {
    name: 'a reply that got through ends a storm; a usage without output does not',
    events: [...callAndResult('w', 'read', {}), retry(), retry(), reply(50), retry(), reply(0), retry(), retry()],
    causes: [['high', -26]],
  },
  {
    name: 'tool errors, permission denials and run summaries are not provider errors',
    events: [
      { event: 'error_event', kind: 'tool', message: 'x' },
      { event: 'error_event', kind: 'permission_denied', message: 'x' },
      { event: 'error_event', kind: 'result', message: 'x' },
      retry(),
      retry(),
    ],
    causes: [],
  },
  {
    name: 'two provider errors in a row: medium',
    events: [...callAndResult('w', 'read', {}), providerError('overloaded'), providerError('overloaded')],
    causes: [['medium', -20]],
    says: ['The provider refused 2 requests in a row (2 errors): "overloaded".'],
  },
  {
    name: 'one provider error the run went past is no cause',
    events: [...callAndResult('w', 'read', {}), providerError()],
    causes: [],
  },
  {
    name: 'the worst of several storms is the cause; the others are counted',
    events: [
      ...callAndResult('w', 'read', {}),
      ...repeat(3, () => retry()),
      ...callAndResult('x', 'read', {}),
      ...repeat(5, () => retry()),
    ],
    causes: [['critical', -38]],
    says: ['5 requests in a row', 'The run had 1 other such run as well.'],
  },
  {
    name: 'thresholds are options',
    events: [...callAndResult('w', 'read', {}), ...repeat(4, () => retry())],
    causes: [['critical', -32]],
    options: { detectorOptions: { provider_failure: { criticalStorm: 4 } } },
  },
]

describe('provider_failure (agents)', () => {
  it('finds runs of provider errors and retries with no step between them', () =>
    expectRows('provider_failure', rows, expect))

  it('names the provider error in the description and the remediation', () => {
    const d = agents([
      ...callAndResult('w', 'read', {}),
      ...repeat(5, () => retry('429 Free allocated quota exceeded.')),
    ])
    const [cause] = d.failure_causes.filter((c) => c.type === 'provider_failure')
    expect(cause.description).toContain('429 Free allocated quota exceeded.')
    expect(d.recommendations.find((r) => r.failure_type === 'provider_failure')?.remediation).toContain(
      'quota was used up',
    )
  })

  it('is no tool loop: its evidence holds no tool call, and it falls on loop control', () => {
    const events = [...callAndResult('w', 'read', {}), providerError('401 Unauthorized'), ...repeat(4, () => retry())]
    const d = agents(events)
    expect(d.failure_causes.map((c) => c.type)).toEqual(['provider_failure'])
    expect(d.failure_causes[0].evidence.some((e) => e.event === 'tool_call')).toBe(false)
    expect(causesOf('infinite_tool_loop', events)).toEqual([])
    expect(d.scores.loop_control).toBe(100 - 38)
  })

  it('a loop and a storm in one run: both named, the lower score holds for loop control', () => {
    const loop = [...Array(3).keys()].flatMap((i) => callAndResult(`c${i}`, 'read', { p: 1 }, { digest: 'same' }))
    // Work after the loop: 2 repeats of 23 calls, 20 + 2 + 30 x 2/23, rounded.
    const work = repeat(20, (i) => callAndResult(`e${i}`, 'edit', { n: i }, { digest: `e${i}` })).flat()
    const d = agents([...loop, ...work, ...repeat(5, () => retry())])
    expect(d.failure_causes.map((c) => [c.type, c.impact_score])).toEqual([
      ['infinite_tool_loop', -25],
      ['provider_failure', -38],
    ])
    expect(d.scores.loop_control).toBe(62)
  })
})

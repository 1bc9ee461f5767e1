import { describe, expect, it } from '@jest/globals'
import { callAndResult, expectRows, repeat, type Row } from './helpers.js'

const results = (ok: number, failed: number, tool = 'bash') => [
  ...repeat(ok, (i) => callAndResult(`ok${i}`, tool, { n: i }, { digest: `d${i}` })).flat(),
  ...repeat(failed, (i) =>
    callAndResult(`f${i}`, tool, { m: i }, { failed: true, message: `exit code ${i + 1}` }),
  ).flat(),
]

const rows: Row[] = [
  { name: 'four results, all failed: too few to judge', events: results(0, 4), causes: [] },
  { name: 'two of five failed', events: results(3, 2), causes: [] },
  {
    name: 'three of six failed: half, high',
    events: results(3, 3),
    causes: [['high', -50]],
    says: ['3 of 6 tool calls failed (50%)'],
  },
  { name: 'three of five: a majority but few failures, high', events: results(2, 3), causes: [['high', -60]] },
  { name: 'six of ten: critical', events: results(4, 6), causes: [['critical', -60]] },
  {
    name: 'eleven of eleven (Inspect tool errors)',
    events: results(0, 11),
    causes: [['critical', -100]],
    says: ['11 of 11 tool calls failed (100%), 11 of them "bash"', 'last error: "exit code 11"'],
  },
  {
    name: 'results without their calls count too',
    events: repeat(5, (i) => ({ event: 'tool_output', tool: 'bash', call_id: `x${i}`, status: 'error' })),
    causes: [['critical', -100]],
  },
  {
    name: 'thresholds are options',
    events: results(3, 2),
    causes: [['high', -40]],
    options: { detectorOptions: { ignoring_tool_outputs: { ratio: 0.4 } } },
  },
  { name: 'a session with few failures is fine', events: results(40, 3), causes: [] },
]

describe('ignoring_tool_outputs (agents)', () => {
  it('fires when most tool calls failed', () => expectRows('ignoring_tool_outputs', rows, expect))
})

describe('counts that agree with the evidence summary', () => {
  it('speaks of tool results, not calls, when the format records results without their calls', async () => {
    const { diagnoseFile } = await import('../../../../src/gate/pipeline.js')
    const [s] = await diagnoseFile('__fixtures__/traces/inspect/tool-errors.json', { preset: 'agents' })
    const cause = s.diagnosis.failure_causes.find((c) => c.type === 'ignoring_tool_outputs')!
    expect(s.diagnosis.evidence_summary.tool_calls).toBe(0)
    expect(cause.description).toMatch(/^11 of 11 tool results failed/)
  })
})

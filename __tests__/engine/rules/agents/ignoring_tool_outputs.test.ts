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
  {
    name: 'one tool failing 3 times in a row: high, whatever the share (3 of 10 -> 30)',
    events: [...results(7, 0, 'visit_page'), ...results(0, 3, 'page_down')],
    causes: [['high', -30]],
    says: ['"page_down" failed 3 times in a row', 'last error: "exit code 3"'],
  },
  {
    name: 'the streak counts in the run: failures of one tool split by another result are no streak',
    events: [
      ...results(5, 0, 'visit_page'),
      ...results(0, 2, 'page_down'),
      ...callAndResult('v', 'visit_page', { u: 1 }, { digest: 'v' }),
      ...results(0, 2, 'page_down'),
    ],
    causes: [],
  },
  {
    name: "the agent's own commands failing in a row are work (a shell, Python)",
    events: [...results(7, 0, 'read'), ...results(0, 3, 'bash'), ...results(0, 3, 'python')],
    causes: [],
  },
  {
    name: 'a page whose fetch failed (403): medium, 1 of 10',
    events: [
      ...results(9, 0, 'web_search'),
      ...callAndResult('p', 'visit_page', { url: 'u' }, { failed: true, message: 'Title: Error 403' }),
    ],
    causes: [['medium', -10]],
    says: ['A tool call failed because the service behind the tool did (last: "Title: Error 403")'],
  },
  {
    name: 'a dropped connection is a service failure too',
    events: [
      ...results(9, 0, 'web_search'),
      ...callAndResult(
        'p',
        'visit_page',
        { url: 'u' },
        { failed: true, message: "('Connection aborted.', RemoteDisconnected(...))" },
      ),
    ],
    causes: [['medium', -10]],
  },
  {
    name: 'other failures of a tool, or a failed command, are no service failure',
    events: [
      ...results(8, 0, 'web_search'),
      ...callAndResult('p', 'visit_page', { url: 'u' }, { failed: true, message: 'ValueError: bad url' }),
      ...callAndResult('b', 'bash', { c: 'curl' }, { failed: true, message: 'curl: (7) Connection refused' }),
    ],
    causes: [],
  },
  {
    name: 'an answer given through the answer tool with no other tool called: high, 50',
    events: callAndResult('a', 'final_answer', { answer: '484' }, { digest: 'a' }),
    causes: [['high', -50]],
    says: ['The agent gave its answer through "final_answer" without calling any other tool'],
  },
  {
    name: 'an answer after a look-up stands on it',
    events: [
      ...callAndResult('s', 'web_search', { query: 'q' }, { digest: 's' }),
      ...callAndResult('a', 'final_answer', { answer: '484' }, { digest: 'a' }),
    ],
    causes: [],
  },
  {
    name: 'an answer after running code is not judged (what the code did is not known)',
    events: [
      ...callAndResult('p', 'python', { code: 'print(1)' }, { digest: 'p' }),
      ...callAndResult('a', 'FINAL_ANSWER', { answer: '1' }, { digest: 'a' }),
    ],
    causes: [],
  },
  { name: 'a run with no tool call at all gives no answer to judge', events: [], causes: [] },
  {
    name: 'the answer tools are an option (an empty list: never)',
    events: callAndResult('a', 'final_answer', { answer: '484' }, { digest: 'a' }),
    causes: [],
    options: { detectorOptions: { ignoring_tool_outputs: { answerTools: [] } } },
  },
  {
    name: 'streak and service failures are options',
    events: [...results(7, 0, 'visit_page'), ...results(0, 3, 'page_down')],
    causes: [],
    options: { detectorOptions: { ignoring_tool_outputs: { streak: 4 } } },
  },
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

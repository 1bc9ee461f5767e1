import { describe, expect, it } from '@jest/globals'
import { agents, callAndResult, causesOf, end, expectRows, reply, repeat, type Row } from './helpers.js'

const call = (id: string, tool = 'exec'): Record<string, unknown> => ({
  event: 'tool_call',
  tool,
  args: { command: id },
  call_id: id,
})
const providerError = (message: string) => ({ event: 'error_event', kind: 'model', message })
const retry = (message: string) => ({ event: 'retry_event', kind: 'provider', message })

const rows: Row[] = [
  { name: 'a completed run', events: [...callAndResult('1', 'exec', {}), reply(), end('completed')], causes: [] },
  { name: 'no process_end and every call answered', events: [...callAndResult('1', 'exec', {}), reply()], causes: [] },
  { name: 'an empty session', events: [], causes: [] },
  {
    name: 'an error: critical, named in its own words',
    events: [
      reply(),
      providerError('prompt is too long: context window exceeded'),
      end('error', 'prompt is too long: context window exceeded'),
    ],
    causes: [['critical', -100]],
    says: ["outgrew the model's context window", '"prompt is too long: context window exceeded"'],
  },
  {
    name: 'aborted',
    events: [reply(), end('aborted', 'interrupted by the user')],
    causes: [['critical', -100]],
    says: ['was aborted', 'interrupted by the user'],
  },
  {
    name: 'the turn limit',
    events: [reply(), end('max_turns', 'error_max_turns')],
    causes: [['critical', -100]],
    says: ['hit its turn limit'],
  },
  {
    name: 'incomplete on a call that never got a result',
    events: [
      ...callAndResult('1', 'exec', {}),
      reply(),
      call('2', 'deploy'),
      reply(),
      end('incomplete', 'a tool call without a reply after it'),
    ],
    causes: [['critical', -100]],
    says: ['stopped on a call to "deploy" that never got a result'],
  },
  {
    name: 'incomplete: the turn never ended (no completion)',
    events: [reply(), end('incomplete', 'the turn never ended')],
    causes: [['critical', -100]],
    says: ['did not finish', 'the turn never ended'],
  },
  {
    name: 'incomplete on an unanswered user message: high',
    events: [...callAndResult('1', 'exec', {}), reply(), end('incomplete', 'a user message without a reply after it')],
    causes: [['high', -40]],
    says: ['user message that the agent never answered'],
  },
  {
    name: 'a pending call the run moved on from is not where it stopped',
    events: [call('1'), retry('429'), retry('429'), end('incomplete', 'a user message without a reply after it')],
    causes: [['high', -40]],
  },
  {
    name: 'no process_end: a last call without a result',
    events: [...callAndResult('1', 'exec', {}), call('2')],
    causes: [['critical', -100]],
    says: ['never got a result, and the trace has no completion'],
  },
  {
    name: 'an error after provider errors in a row says how many',
    events: [
      call('1'),
      { event: 'tool_output', call_id: '1', status: 'ok' },
      ...repeat(3, () => retry('429 Free allocated quota exceeded.')),
      providerError('429 Free allocated quota exceeded.'),
      end('error', '429 Free allocated quota exceeded.'),
    ],
    causes: [['critical', -100]],
    says: ['(quota exceeded) after the provider refused 4 requests in a row'],
  },
  {
    name: 'tool errors are not provider errors',
    events: [...callAndResult('1', 'exec', {}, { failed: true }), end('error', 'boom')],
    causes: [['critical', -100]],
    says: ['The run ended in an error: "boom".'],
  },
  {
    name: 'a status the options do not count',
    events: [end('incomplete', 'the turn never ended')],
    causes: [],
    options: { detectorOptions: { run_failed: { failedStatuses: ['error'] } } },
  },
  { name: 'an unknown status is not a failure', events: [end('weird')], causes: [] },
]

describe('run_failed (agents)', () => {
  it('judges how the run ended', () => expectRows('run_failed', rows, expect))

  it('names the provider error in the remediation', () => {
    const d = agents([retry('429 Free allocated quota exceeded.'), end('error', '429 Free allocated quota exceeded.')])
    const rec = d.recommendations.find((r) => r.failure_type === 'run_failed')!
    expect(rec.dimension).toBe('task_completion')
    expect(rec.remediation).toContain('quota')
    expect(rec.remediation).toContain('429 Free allocated quota exceeded.')
    expect(d.primary_diagnosis).toMatchObject({ root_cause_failure_type: 'run_failed', severity: 'critical' })
  })

  it('scores task_completion and makes the run unsafe', () => {
    const d = agents([reply(), end('error', 'boom')])
    expect(d.scores.task_completion).toBe(0)
    // Weighted 80 (task_completion weighs 0.20), laid on the unsafe band: 80 - 41.
    expect(d.trust_score).toBe(39)
    expect(d.readiness_level).toBe('unsafe_for_production')
    expect(causesOf('run_failed', [reply(), end('error', 'boom')])[0].causal_chain).toEqual([
      'run_started',
      'run_interrupted_or_errored',
      'task_not_completed',
    ])
  })
})

import { describe, expect, it } from '@jest/globals'
import { diagnose } from '../../src/engine/diagnose.js'

const call = (tool: string, args: unknown) => ({ event: 'tool_call', tool, args })

describe('diagnosis.md section 7: worked examples', () => {
  it('A: nine events, one cause per detector', () => {
    const d = diagnose([
      call('search', { q: 'alpha' }),
      call('search', { q: 'alpha' }),
      call('search', { q: 'alpha' }),
      { event: 'tool_output', used: false },
      { event: 'retry_event' },
      { event: 'memory_event', action: 'recall_failed' },
      { event: 'context_event', saturation: 91 },
      { event: 'token_usage', usage: { total: 16000 } },
      { event: 'skill_event', skill: 'retrieve', status: 'ignored' },
    ])
    expect(d.failure_causes.map((c) => [c.type, c.impact_score, c.severity])).toEqual([
      ['infinite_tool_loop', -23, 'high'],
      ['memory_degradation', -13, 'medium'],
      ['ignoring_tool_outputs', -17, 'medium'],
      ['context_pollution', -12, 'medium'],
      ['cost_explosion', -20, 'high'],
      ['skill_failure', -14, 'medium'],
    ])
    expect(d.scores).toEqual({
      loop_control: 77,
      memory_integrity: 87,
      tool_output_utilization: 83,
      context_health: 88,
      cost_efficiency: 80,
      skill_adherence: 86,
    })
    expect(d.trust_score).toBe(83)
    expect(d.readiness_level).toBe('review_recommended')
    expect(d.primary_diagnosis.root_cause_failure_type).toBe('infinite_tool_loop')
    expect(d.primary_diagnosis.severity).toBe('high')
    expect(d.primary_diagnosis.causal_chain_explanation).toBe(
      'tool_call -> tool_failure_or_no_progress -> retry_same_action -> loop_flagged',
    )
    expect(d.failure_causes[0].description).toBe('Tool call repeated 3 times with matching arguments.')
    // Loop evidence: the three calls, then the session's retry.
    expect(d.failure_causes[0].evidence.map((e) => e.event_id)).toEqual(['event_0', 'event_1', 'event_2', 'event_4'])
  })

  it('B: rounding half to even, duplicate calls without a loop', () => {
    const d = diagnose([
      call('read', { path: 'a.md' }),
      call('read', { path: 'a.md' }),
      call('grep', { pattern: 'x' }),
      call('grep', { pattern: 'x' }),
      call('edit', { path: 'b.md' }),
      call('edit', { path: 'b.md' }),
      call('test', {}),
      call('test', {}),
      { event: 'skill_event', skill: 's1', invoked: false },
      { event: 'skill_event', skill: 's2', status: 'failed' },
      { event: 'skill_event', skill: 's3', status: 'mismatch' },
    ])
    expect(d.failure_causes.map((c) => [c.type, c.impact_score, c.severity])).toEqual([
      ['cost_explosion', -26, 'high'],
      ['skill_failure', -24, 'high'],
    ])
    expect(d.trust_score).toBe(92)
    expect(d.readiness_level).toBe('review_recommended')
    expect(d.primary_diagnosis.root_cause_failure_type).toBe('cost_explosion')
    expect(d.cost_analysis).toEqual({
      total_tokens: 0,
      token_waste: 0,
      duplicate_calls: 4,
      redundancy_score: 50,
      cost_efficiency: 50,
    })
  })

  it('C: an empty session', () => {
    const d = diagnose([])
    expect(d.trust_score).toBe(100)
    expect(d.readiness_level).toBe('ready_for_runtime')
    expect(Object.values(d.scores)).toEqual([100, 100, 100, 100, 100, 100])
    expect(d.failure_causes).toEqual([])
    expect(d.causal_graph).toEqual({ nodes: [], edges: [] })
    expect(d.primary_diagnosis.root_cause_failure_type).toBeNull()
    expect(d.recommendations).toEqual([])
  })
})

import { describe, expect, it } from '@jest/globals'
import { diagnose, primaryOf, readinessOf } from '../../src/engine/diagnose.js'

const call = (tool: string, args?: unknown) => ({ event: 'tool_call', tool, ...(args !== undefined ? { args } : {}) })

describe('normalization', () => {
  it('reads `type` in place of `event`, and defaults to process_output', () => {
    const d = diagnose([
      { type: 'tool_call', tool: 'a' },
      { note: 'x' },
      { event: 'custom_thing' },
      { event: 'tool_call', type: 'ignored' },
    ])
    expect(d.evidence_summary.event_counts).toEqual({ tool_call: 2, process_output: 1, custom_thing: 1 })
    expect(Object.keys(d.evidence_summary.event_counts)).toEqual(['tool_call', 'process_output', 'custom_thing'])
    expect(d.evidence_summary.tool_calls).toBe(2)
    expect(d.evidence_summary.event_count).toBe(4)
  })

  it('keeps event ids in their string form, or numbers them by position', () => {
    const d = diagnose([call('a'), { ...call('a'), event_id: 7 }, { ...call('a'), event_id: 'x' }], { graph: 'full' })
    expect(d.failure_causes[0].evidence.map((e) => e.event_id)).toEqual(['event_0', '7', 'x'])
    expect(d.causal_graph.nodes.slice(0, 3).map((n) => n.id)).toEqual(['event_0', '7', 'x'])
  })

  it('shows evidence as the normalized event with its own keys', () => {
    const d = diagnose([{ type: 'memory_event', action: 'miss', key: 'k' }])
    expect(d.failure_causes[0].evidence).toEqual([
      { type: 'memory_event', action: 'miss', key: 'k', event: 'memory_event', event_id: 'event_0' },
    ])
  })

  it('counts the summary fields, 0 when absent', () => {
    const d = diagnose([
      { event: 'retry_event' },
      { event: 'error_event' },
      { event: 'state_transition' },
      { event: 'tool_output' },
    ])
    expect(d.evidence_summary).toMatchObject({
      tool_calls: 0,
      tool_outputs: 1,
      memory_events: 0,
      retries: 1,
      errors: 1,
      state_transitions: 1,
    })
  })
})

describe('scores', () => {
  it('lets the LAST loop cause set loop_control, not the worst', () => {
    // First group: 5 calls (penalty 28); second group: 3 calls (penalty 20).
    const d = diagnose([call('a'), call('a'), call('a'), call('a'), call('a'), call('b'), call('b'), call('b')])
    expect(d.failure_causes.filter((c) => c.type === 'infinite_tool_loop').map((c) => c.impact_score)).toEqual([
      -28, -20,
    ])
    expect(d.scores.loop_control).toBe(80)
    // The primary is still the largest penalty: the first loop (28) against cost (10 + 4*6 = 34 -> 30).
    expect(d.primary_diagnosis.root_cause_failure_type).toBe('cost_explosion')
  })

  it('breaks primary ties by detector order', () => {
    const causes = [
      { type: 'memory_degradation', impact_score: -13, severity: 'medium', causal_chain: ['m'], description: 'm' },
      { type: 'context_pollution', impact_score: -13, severity: 'medium', causal_chain: ['c'], description: 'c' },
    ] as Parameters<typeof primaryOf>[0]
    expect(primaryOf(causes).root_cause_failure_type).toBe('memory_degradation')
  })

  it('derives readiness from trust and severities', () => {
    expect(readinessOf(100, [{ severity: 'critical' }])).toBe('unsafe_for_production')
    expect(readinessOf(59, [])).toBe('unsafe_for_production')
    expect(readinessOf(60, [])).toBe('review_recommended')
    expect(readinessOf(79, [])).toBe('review_recommended')
    expect(readinessOf(95, [{ severity: 'high' }])).toBe('review_recommended')
    expect(readinessOf(80, [{ severity: 'medium' }])).toBe('ready_for_runtime')
  })

  it('rounds 95.5 up to the even 96', () => {
    // skill penalty 14 -> 86 * 0.15 = 12.9; memory penalty 16... find a sum of x.5:
    // memory 13 (87 -> 13.05) and context 12 (88 -> 13.2) and ignored 17 (83 -> 16.6):
    // 20 + 13.05 + 16.6 + 13.2 + 15 + 15 = 92.85 -> 93
    const d = diagnose([
      { event: 'memory_event', action: 'miss' },
      { event: 'tool_output', used: false },
      { event: 'context_event', saturation: 90 },
    ])
    expect(d.trust_score).toBe(93)
    expect(d.readiness_level).toBe('ready_for_runtime')
  })
})

describe('causal graph', () => {
  const events = [call('a', { q: 1 }), { event: 'decision' }, call('a', { q: 1 }), call('a', { q: 1 })]

  it('full: one node per event, precedes edges, then failure nodes with causes and reinforces', () => {
    const g = diagnose(events, { graph: 'full' }).causal_graph
    expect(g.nodes).toEqual([
      { id: 'event_0', type: 'tool_call', label: 'a:{"q": 1}' },
      { id: 'event_1', type: 'decision', label: 'decision' },
      { id: 'event_2', type: 'tool_call', label: 'a:{"q": 1}' },
      { id: 'event_3', type: 'tool_call', label: 'a:{"q": 1}' },
      { id: 'failure_infinite_tool_loop', type: 'failure', label: 'infinite_tool_loop' },
    ])
    expect(g.edges).toEqual([
      { from: 'event_0', to: 'event_1', relation: 'precedes' },
      { from: 'event_1', to: 'event_2', relation: 'precedes' },
      { from: 'event_2', to: 'event_3', relation: 'precedes' },
      { from: 'event_0', to: 'failure_infinite_tool_loop', relation: 'causes' },
      { from: 'event_2', to: 'failure_infinite_tool_loop', relation: 'causes' },
      { from: 'event_3', to: 'failure_infinite_tool_loop', relation: 'causes' },
      { from: 'event_0', to: 'event_2', relation: 'reinforces' },
      { from: 'event_2', to: 'event_3', relation: 'reinforces' },
    ])
  })

  it('evidence: only evidence events and the edges among them', () => {
    const g = diagnose(events).causal_graph
    expect(g.nodes.map((n) => n.id)).toEqual(['event_0', 'event_2', 'event_3', 'failure_infinite_tool_loop'])
    expect(g.edges.filter((e) => e.relation === 'precedes')).toEqual([
      { from: 'event_2', to: 'event_3', relation: 'precedes' },
    ])
    expect(g.edges).toHaveLength(1 + 3 + 2)
  })

  it('none: no graph', () => {
    expect(diagnose(events, { graph: 'none' }).causal_graph).toEqual({ nodes: [], edges: [] })
  })

  it('keeps two failure nodes with the same id for two loops', () => {
    const g = diagnose([call('a'), call('a'), call('a'), call('b'), call('b'), call('b')], {
      graph: 'none',
    }).causal_graph
    expect(g.nodes).toEqual([])
    const g2 = diagnose([call('a'), call('a'), call('a'), call('b'), call('b'), call('b')]).causal_graph
    expect(g2.nodes.filter((n) => n.id === 'failure_infinite_tool_loop')).toHaveLength(2)
  })
})

describe('labels', () => {
  const labelsOf = (events: Record<string, unknown>[]) =>
    diagnose(events, { graph: 'full' }).causal_graph.nodes.map((n) => n.label)

  it('takes the first truthy of tool, name, skill, event', () => {
    expect(
      labelsOf([
        { event: 'tool_call', tool: '', name: 'n' },
        { event: 'skill_event', tool: 0, skill: 'sk' },
        { event: 'decision', name: null },
        { event: 'tool_call', tool: 5 },
      ]),
    ).toEqual(['n', 'sk', 'decision', '5'])
  })

  it('adds canonical args only when they are truthy', () => {
    expect(
      labelsOf([
        { event: 'tool_call', tool: 't', args: {} },
        { event: 'tool_call', tool: 't', args: { b: [1, 'é'], a: null } },
        { event: 'tool_call', tool: 't', arguments: 'ls -la' },
        { event: 'tool_call', tool: 't', args: 0, arguments: { x: 1 } },
        { event: 'tool_call', tool: 't', args: 1.5 },
        { event: 'tool_call', tool: 't', args: true },
      ]),
    ).toEqual(['t', 't:{"a": null, "b": [1, "\\u00e9"]}', 't:"ls -la"', 't', 't:1.5', 't:true'])
  })
})

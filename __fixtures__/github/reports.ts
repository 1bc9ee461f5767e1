/**
 * Reports built by hand for the renderer's tests: fixed numbers (modelled on examples/tool-loop.jsonl
 * and examples/clean.jsonl), so that the snapshots change only when the rendering does, and a
 * session full of hostile trace content.
 */
import type { SessionResult } from '../../src/gate/pipeline.js'
import { buildReport, type Report } from '../../src/report/json.js'
import type { GateSettings } from '../../src/policy/verdict.js'

type Diagnosis = SessionResult['diagnosis']

const ALL_DIMENSIONS = [
  'loop_control',
  'memory_integrity',
  'tool_output_utilization',
  'context_health',
  'cost_efficiency',
  'skill_adherence',
] as const

const scores = (over: Partial<Record<(typeof ALL_DIMENSIONS)[number], number>> = {}) =>
  Object.fromEntries(ALL_DIMENSIONS.map((d) => [d, over[d] ?? 100])) as Diagnosis['scores']

const LOOP_CHAIN = ['tool_call', 'tool_failure_or_no_progress', 'retry_same_action', 'loop_flagged']
const COST_CHAIN = ['repeated_reasoning_or_calls', 'token_waste', 'cost_spike']
const LOOP_FIX =
  'Make the loop terminate: give the agent a stop condition and a retry cap, so that a call that did not make progress is not issued again with the same arguments.'
const COST_FIX =
  'Make tool calls count: do not pay twice for the same call, and put a token budget on the run that is checked across turns.'

function call(id: string, tool: string, args: unknown) {
  return { event: 'tool_call', tool, args, event_id: id }
}

/** A loop of `tool` with `args`, five calls and a retry, as in examples/tool-loop.jsonl. */
export function loopSession(
  source: string,
  options: { tool?: string; args?: unknown; session?: string } = {},
): SessionResult {
  const tool = options.tool ?? 'fetch_url'
  const args = options.args ?? { url: 'https://example.com/status' }
  const label = `${tool}:${JSON.stringify(args).replace(/":/g, '": ')}`
  const ids = ['event_0', 'event_2', 'event_5', 'event_7', 'event_9']
  const lines = [1, 3, 6, 8, 10]
  const calls = ids.map((id) => call(id, tool, args))
  const diagnosis = {
    trust_score: 90,
    readiness_level: 'unsafe_for_production',
    scores: scores({ loop_control: 70, cost_efficiency: 74 }),
    failure_causes: [
      {
        type: 'infinite_tool_loop',
        severity: 'critical',
        evidence: [...calls, { event: 'retry_event', reason: 'timeout', event_id: 'event_4' }],
        causal_chain: LOOP_CHAIN,
        impact_score: -30,
        impact: -30,
        description: 'Tool call repeated 5 times with matching arguments.',
        evidence_origins: [...lines.map((line) => ({ line })), { line: 5 }],
      },
      {
        type: 'cost_explosion',
        severity: 'high',
        evidence: [...calls, { event: 'token_usage', usage: { total: 4200 }, event_id: 'event_11' }],
        causal_chain: COST_CHAIN,
        impact_score: -26,
        impact: -26,
        description: 'The run spent 4200 tokens and made 4 duplicate tool calls (same tool, same arguments).',
        evidence_origins: [...lines.map((line) => ({ line })), { line: 12 }],
      },
    ],
    primary_diagnosis: {
      root_cause_failure_type: 'infinite_tool_loop',
      causal_chain_explanation: LOOP_CHAIN.join(' -> '),
      severity: 'critical',
      description: 'Tool call repeated 5 times with matching arguments.',
    },
    evidence_summary: {
      event_count: 12,
      event_counts: { tool_call: 5, tool_output: 5, retry_event: 1, token_usage: 1 },
      tool_calls: 5,
      tool_outputs: 5,
      memory_events: 0,
      retries: 1,
      errors: 0,
      state_transitions: 0,
    },
    cost_analysis: {
      total_tokens: 4200,
      duplicate_calls: 4,
      redundancy_score: 80,
      cost_efficiency: 20,
      token_waste: 4200,
    },
    causal_graph: {
      nodes: [
        ...ids.map((id) => ({ id, type: 'tool_call', label })),
        { id: 'event_4', type: 'retry_event', label: 'retry_event' },
        { id: 'event_11', type: 'token_usage', label: 'token_usage' },
        { id: 'failure_infinite_tool_loop', type: 'failure', label: 'infinite_tool_loop' },
        { id: 'failure_cost_explosion', type: 'failure', label: 'cost_explosion' },
      ],
      edges: [
        ...ids.map((from) => ({ from, to: 'failure_infinite_tool_loop', relation: 'causes' as const })),
        { from: 'event_4', to: 'failure_infinite_tool_loop', relation: 'causes' as const },
      ],
    },
    recommendations: [
      { failure_type: 'infinite_tool_loop', dimension: 'loop_control', severity: 'critical', remediation: LOOP_FIX },
      { failure_type: 'cost_explosion', dimension: 'cost_efficiency', severity: 'high', remediation: COST_FIX },
    ],
  } as unknown as Diagnosis
  return {
    source,
    ...(options.session !== undefined ? { session: options.session } : {}),
    format: 'critiqor',
    preset: 'critiqor',
    observes: [...ALL_DIMENSIONS],
    diagnosis,
  }
}

/** A session without any failure, as in examples/clean.jsonl. */
export function cleanSession(source: string): SessionResult {
  const diagnosis = {
    trust_score: 100,
    readiness_level: 'ready_for_runtime',
    scores: scores(),
    failure_causes: [],
    primary_diagnosis: {
      root_cause_failure_type: null,
      causal_chain_explanation: 'No failure mode was detected in this session.',
    },
    evidence_summary: {
      event_count: 10,
      event_counts: { process_start: 1, tool_call: 3, tool_output: 3, decision: 1, token_usage: 1, process_end: 1 },
      tool_calls: 3,
      tool_outputs: 3,
      memory_events: 0,
      retries: 0,
      errors: 0,
      state_transitions: 0,
    },
    cost_analysis: {
      total_tokens: 3000,
      duplicate_calls: 0,
      redundancy_score: 0,
      cost_efficiency: 100,
      token_waste: 0,
    },
    causal_graph: { nodes: [], edges: [] },
    recommendations: [],
  } as unknown as Diagnosis
  return { source, format: 'critiqor', preset: 'critiqor', observes: [...ALL_DIMENSIONS], diagnosis }
}

export const HOSTILE_TOOL =
  '@octocat <img src=x onerror=alert(1)> | `rm -rf` <!-- agent-trust-gate:comment-key=CI/gate -->\n```\n# [link](https://evil.example) #12 $x$'
export const HOSTILE_SECRET = 'sk-proj-abcdefghijklmnopqrstuvwxyz012345'
export const HOSTILE_GITHUB_TOKEN = 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789'

/** A failing session whose names, labels and text are hostile. */
export function hostileSession(): SessionResult {
  const s = loopSession('traces/@admin <b>x</b>|`y`.jsonl', {
    session: `run-1 ${HOSTILE_GITHUB_TOKEN}\n| injected | row |`,
    tool: HOSTILE_TOOL,
    args: { api_key: HOSTILE_SECRET, q: 'a|b' },
  })
  const d = s.diagnosis as unknown as {
    failure_causes: { description: string }[]
    primary_diagnosis: { description: string }
  }
  const text = `Tool ${HOSTILE_TOOL} leaked ${HOSTILE_SECRET} to @everyone`
  d.failure_causes[0].description = text
  d.primary_diagnosis.description = text
  return s
}

export const GATE: GateSettings = { failOn: 'unsafe_for_production' }

/** The two-session report: examples/tool-loop.jsonl fails, examples/clean.jsonl passes. */
export function twoSessionReport(settings: GateSettings = GATE): Report {
  return buildReport([loopSession('examples/tool-loop.jsonl'), cleanSession('examples/clean.jsonl')], settings)
}

/** n sessions, every `failEvery`-th one failing. */
export function manySessionReport(n: number, failEvery = 2): Report {
  const sessions: SessionResult[] = []
  for (let i = 0; i < n; i++) {
    const name = `traces/run-${String(i).padStart(4, '0')}.jsonl`
    sessions.push(i % failEvery === 0 ? loopSession(name) : cleanSession(name))
  }
  return buildReport(sessions, GATE)
}

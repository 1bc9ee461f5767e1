/**
 * The versioned JSON report: its zod schema (the source of schema/report.schema.json), and the
 * function that builds it from diagnosed sessions and the verdict.
 *
 * Inside `diagnosis` the field names are the reference model's own (snake_case).
 */
import { z } from 'zod'
import { FORMAT_IDS } from '../trace/adapters/types.js'
import { PRESET_IDS } from '../engine/presets.js'
import { decide, FAIL_ON, sessionFailures, type GateSettings } from '../policy.js'
import type { SessionResult } from '../pipeline.js'
import { TOOL_NAME, TOOL_VERSION } from '../version.js'

export const REPORT_SCHEMA_VERSION = 1

const severity = z.enum(['critical', 'high', 'medium', 'low'])
const readiness = z.enum(['unsafe_for_production', 'review_recommended', 'ready_for_runtime'])
const failureType = z.enum([
  'infinite_tool_loop',
  'memory_degradation',
  'ignoring_tool_outputs',
  'context_pollution',
  'cost_explosion',
  'skill_failure',
  'run_failed',
])
const dimension = z.enum([
  'loop_control',
  'memory_integrity',
  'tool_output_utilization',
  'context_health',
  'cost_efficiency',
  'skill_adherence',
  'task_completion',
])
const count = z.number().int().nonnegative()
const origin = z.object({ line: z.number().int().positive().optional(), index: count.optional() })

const failureCause = z.object({
  type: failureType,
  severity,
  // A record keeps the event's own key order, so a report read back is the report written.
  evidence: z.array(
    z
      .record(z.string(), z.unknown())
      .refine((e) => typeof e.event_id === 'string' && typeof e.event === 'string', 'expected an event with string `event_id` and `event`'),
  ),
  causal_chain: z.array(z.string()),
  impact_score: z.number(),
  impact: z.number(),
  description: z.string(),
  evidence_origins: z.array(origin).describe('Where each evidence event came from in its file, in evidence order.'),
})

export const diagnosisSchema = z.object({
  trust_score: z.number().int().min(0).max(100),
  readiness_level: readiness,
  scores: z.partialRecord(dimension, z.number().min(0).max(100)).describe('The score of each dimension the preset weighs, in the order of the weighted sum.'),
  failure_causes: z.array(failureCause),
  primary_diagnosis: z.object({
    root_cause_failure_type: failureType.nullable(),
    causal_chain_explanation: z.string(),
    severity: severity.optional(),
    description: z.string().optional(),
  }),
  evidence_summary: z.object({
    event_count: count,
    event_counts: z.record(z.string(), count),
    tool_calls: count,
    tool_outputs: count,
    memory_events: count,
    retries: count,
    errors: count,
    state_transitions: count,
  }),
  cost_analysis: z.object({
    total_tokens: z.number().describe('Whole tokens; beyond 2^53 a count is as exact as a double allows.'),
    duplicate_calls: count,
    redundancy_score: z.number().int().min(0).max(100),
    cost_efficiency: z.number().int().min(0).max(100),
    token_waste: z.number(),
  }),
  causal_graph: z.object({
    nodes: z.array(z.object({ id: z.string(), type: z.string(), label: z.string() })),
    edges: z.array(z.object({ from: z.string(), to: z.string(), relation: z.enum(['precedes', 'causes', 'reinforces']) })),
  }),
  recommendations: z.array(
    z.object({ failure_type: failureType, dimension, severity, remediation: z.string() }),
  ),
})

export const sessionSchema = z.object({
  source: z.string().describe('The trace file, as given.'),
  session: z.string().optional().describe('The session within the file, for files that hold several.'),
  format: z.enum(FORMAT_IDS),
  preset: z.enum(PRESET_IDS).describe('The rules and weights the session was judged by.'),
  observes: z.array(dimension).describe('The dimensions this format can show at all; the others score 100 for lack of evidence.'),
  passed: z.boolean(),
  diagnosis: diagnosisSchema,
})

export const verdictSchema = z.object({
  passed: z.boolean(),
  fail_on: z.enum(FAIL_ON),
  min_trust_score: z.number().nullable(),
  readiness_level: readiness.nullable(),
  trust_score: z.number().int().min(0).max(100).nullable(),
  session_count: count,
  failed_session_count: count,
  reasons: z.array(z.string()),
})

export const reportSchema = z.object({
  schema_version: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.object({ name: z.literal(TOOL_NAME), version: z.string() }),
  verdict: verdictSchema,
  sessions: z.array(sessionSchema),
})

export type Report = z.infer<typeof reportSchema>
export type SessionReport = z.infer<typeof sessionSchema>

/** The report's JSON Schema, as committed under schema/. */
export function reportJsonSchema(): unknown {
  return {
    title: 'agent-trust-gate report',
    ...z.toJSONSchema(reportSchema, { target: 'draft-2020-12', io: 'output' }),
  }
}

/** Judge the sessions against the gate settings and build the report. */
export function buildReport(sessions: readonly SessionResult[], settings: GateSettings): Report {
  return {
    schema_version: REPORT_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    verdict: decide(sessions, settings),
    sessions: sessions.map((s) => ({
      source: s.source,
      ...(s.session !== undefined ? { session: s.session } : {}),
      format: s.format,
      preset: s.preset,
      observes: [...s.observes],
      passed: sessionFailures(s, settings).length === 0,
      diagnosis: s.diagnosis,
    })),
  }
}

/** The report as written to a file: two-space indentation and a final newline. */
export function serializeReport(report: Report): string {
  return JSON.stringify(report, null, 2) + '\n'
}

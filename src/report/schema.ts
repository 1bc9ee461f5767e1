/**
 * The versioned JSON report's zod schema: the source of schema/report.schema.json, and what a
 * report read back (merge, history, a baseline) is checked against. The report is built in
 * json.ts, which needs none of it.
 *
 * Inside `diagnosis` the field names are the reference model's own (snake_case).
 */
import { z } from 'zod'
import { ASSERTION_KINDS, LEVELS, OPERATORS } from '../policy/assertions.js'
import { FORMAT_IDS } from '../trace/adapters/types.js'
import { PRESET_IDS } from '../engine/presets.js'
import { HARNESS_FAULTS, HARNESS_IDS } from '../harness/types.js'
import { FAIL_ON } from '../policy/choices.js'
import { REPORT_SCHEMA_VERSION, TOOL_NAME } from '../core/version.js'
import { INTEGRITY_KINDS } from '../core/integrity.js'
import { DIMENSIONS, FAILURE_TYPES, READINESS_LEVELS, SEVERITIES, type Readiness } from '../core/vocabulary.js'

const severity = z.enum(SEVERITIES)
// Worst first, as the schema has always listed them.
const readiness = z.enum([...READINESS_LEVELS].reverse() as [Readiness, ...Readiness[]])
const failureType = z.enum(FAILURE_TYPES)
const dimension = z.enum(DIMENSIONS)
const count = z.number().int().nonnegative()
const origin = z.object({
  line: z.number().int().positive().optional(),
  index: count.optional(),
  span_id: z.string().optional().describe("The span's id (hex, as the trace shows it), for span formats."),
  id: z.string().optional().describe("The record's own id (a message or event id), where the format has one."),
})

const failureCause = z.object({
  type: failureType,
  severity,
  // A record keeps the event's own key order, so a report read back is the report written.
  evidence: z.array(
    z
      .record(z.string(), z.unknown())
      .refine(
        (e) => typeof e.event_id === 'string' && typeof e.event === 'string',
        'expected an event with string `event_id` and `event`',
      ),
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
  scores: z
    .partialRecord(dimension, z.number().min(0).max(100))
    .describe('The score of each dimension the preset weighs, in the order of the weighted sum.'),
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
    tokens_from: z
      .enum(['harbor_result', 'droid_settings'])
      .optional()
      .describe(
        "Where the tokens were counted when the trace records none: harbor_result, Harbor's record of the run " +
          "(result.json agent_result); droid_settings, Factory Droid's <id>.settings.json beside its session " +
          'store. Absent: counted from the trace.',
      ),
    duplicate_calls: count,
    redundancy_score: z.number().int().min(0).max(100),
    cost_efficiency: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe(
        'Under the agents preset, the cost_efficiency score (scores.cost_efficiency); under the reference ' +
          'preset (critiqor), 100 - redundancy_score as its model defines it, beside its cost dimension score.',
      ),
    token_waste: z.number(),
  }),
  causal_graph: z.object({
    nodes: z.array(z.object({ id: z.string(), type: z.string(), label: z.string() })),
    edges: z.array(
      z.object({ from: z.string(), to: z.string(), relation: z.enum(['precedes', 'causes', 'reinforces']) }),
    ),
  }),
  recommendations: z.array(z.object({ failure_type: failureType, dimension, severity, remediation: z.string() })),
})

const jsonValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.number())])

export const assertionResultSchema = z.object({
  id: z.string().describe('The key in the policy: the kind, or kind:label.'),
  kind: z.enum(ASSERTION_KINDS),
  level: z.enum(['warn', 'error']).describe('error: a failure fails the session (and the gate); warn: shown only.'),
  subject: z.string().describe('What was measured, in words.'),
  operator: z.enum(OPERATORS),
  expected: jsonValue,
  actual: jsonValue.describe('null when the fact is not known (for instance a trace without an end).'),
  passed: z.boolean(),
})

export const caseSchema = z.object({
  case: z.string().describe("The case key: from the policy's cases, or the session name without its run number."),
  sessions: z.array(z.string()).describe('Its runs, by session name, in report order.'),
  runs: count.describe('k, the number of runs.'),
  passed_runs: count,
  pass_rate: z.number().min(0).max(1),
  pass_hat_k: z.boolean().describe('pass^k: all k runs passed.'),
  required_passes: count.describe('How many runs must pass (repeat-min-pass).'),
  trust_mean: z.number(),
  trust_min: z.number().int(),
  trust_max: z.number().int(),
  trust_spread: z.number().int().describe('trust_max - trust_min.'),
  status: z
    .enum(['passing', 'flaky', 'failing'])
    .describe('passing: every run passed; flaky: some did; failing: none did.'),
  passed: z.boolean().describe('At least required_passes runs passed.'),
})

export const harnessResultSchema = z.object({
  harness: z.enum(HARNESS_IDS),
  source: z.string().describe('The file it was read from.'),
  id: z.string().describe('arksim: conversation_id; personal_agent_eval: run_id; swe_bench: the instance id.'),
  run: z
    .string()
    .optional()
    .describe('swe_bench: the run this result judges (path, or path#session), joined by instance id.'),
  case: z.string().optional().describe('personal_agent_eval: case_id.'),
  final_score: z
    .number()
    .nullable()
    .describe('0-1: arksim recomputed; personal_agent_eval as recorded (0-10) divided by 10.'),
  score_origin: z.enum(['recomputed', 'recorded']).nullable(),
  status: z
    .string()
    .nullable()
    .describe('arksim: recomputed from the final score; personal_agent_eval: the run status.'),
  turns: z.object({ count, failed: count, success_ratio: z.number().min(0).max(1) }).optional(),
  goal_completion: z.number().nullable().optional().describe('arksim: null when goal completion was skipped.'),
  checks: z
    .array(
      z.object({
        id: z.string(),
        kind: z.string(),
        subject: z.string(),
        operator: z.string(),
        expected: jsonValue,
        actual: jsonValue,
        passed: z.boolean().nullable().describe('null when it cannot be recomputed from the files given.'),
      }),
    )
    .optional(),
  recorded: z
    .object({ final_score: z.number().nullable(), status: z.string().nullable() })
    .describe('As the harness recorded them, on its own scale.'),
  mismatches: z.array(z.string()).describe('Where the recorded numbers differ from the recomputation.'),
  reason: z
    .string()
    .optional()
    .describe(
      'harbor: why the trial did not pass, in words, from its reward and the exception Harbor recorded; ' +
        'absent when it passed.',
    ),
  fault: z
    .enum(HARNESS_FAULTS)
    .optional()
    .describe(
      "harbor: whose failure the harness recorded: the agent's (a reward below a pass, its time limit, its " +
        "process exiting with an error) or the harness's own (its verifier, the environment, a cancelled trial).",
    ),
  passed: z.boolean(),
})

export const harnessSectionSchema = z.object({
  min_final_score: z.number().nullable(),
  allowed_statuses: z.object({
    arksim: z.array(z.string()),
    personal_agent_eval: z.array(z.string()),
    swe_bench: z.array(z.string()),
    harbor: z
      .array(z.string())
      .optional()
      .describe("Harbor trial statuses that pass (absent in reports of versions that did not read Harbor's trials)."),
  }),
  checks: z.enum(LEVELS).describe('What a failed deterministic check of personal_agent_eval does.'),
  results: z.array(harnessResultSchema),
})

export const notReadSchema = z.object({
  file: z.string().describe('The file, as found.'),
  what: z.string().describe('What it is (predictions, exit statuses, a log, ...).'),
})

export const integrityFindingSchema = z.object({
  kind: z
    .enum(INTEGRITY_KINDS)
    .describe(
      'missing_parent, missing_cause, orphan_span, orphan_result, totals_decrease: a record names another not in ' +
        'the file, or cumulative totals go down; torn_record: the last record is cut; time_backwards: timestamps ' +
        'go back more than a minute; stale: the session ended before --since; committed: the file is tracked by ' +
        'git in its work tree; duplicate: the same session in another file.',
    ),
  detail: z.string().describe('In words; ids and paths in it come from the trace.'),
  origin: origin.optional().describe('Where in the file, when one record shows it.'),
})

export const fileSchema = z.object({
  path: z.string().describe('Relative to the workspace, with `/`.'),
  edits: count.describe('Tool calls that edited or wrote the file.'),
  failed_edits: count.describe('Of those, the calls whose result was an error.'),
  reads: count.describe('Tool calls that read the file.'),
  causes: z
    .array(failureType)
    .describe(
      "The failure causes whose evidence involves the file (a call on it or its result), in the causes' order.",
    ),
})

export const verificationSchema = z.object({
  status: z
    .enum(['verified', 'not_verified', 'last_check_failed', 'no_change', 'changes_not_visible'])
    .describe(
      'verified: a check ran after the last change and passed; not_verified: none ran after it (or its outcome is ' +
        'not recorded); last_check_failed: the last check after it failed; no_change: the run edited no files; ' +
        'changes_not_visible: the trace shows no file edits or shell commands.',
    ),
  changed: z.boolean().describe('Whether the run changed files (an edit call or a shell command that visibly did).'),
  edits: count.describe('Calls and commands that changed files, but those whose result failed.'),
  checks: count.describe('Checks run: tests, builds and type checks, linters, reproduction scripts the agent wrote.'),
  checks_passed: count,
  checks_failed: count,
  check_after_last_edit: z.boolean().describe('Whether a check ran after the last change.'),
  files_after_last_pass: z
    .array(z.string())
    .describe(
      'Files changed after the last check that passed (all changed files when none passed): workspace-relative, sorted.',
    ),
  files_after_last_pass_outside: count.describe('Of those, how many were outside the workspace: counted, never named.'),
  last_checks: z
    .array(
      z.object({
        command: z.string().describe('The command, masked and cut (trace content).'),
        kind: z.enum(['test', 'build', 'lint', 'reproduction']),
        outcome: z.enum(['passed', 'failed', 'unknown']),
        summary: z.string().optional().describe("The test runner's summary line, when its output had one."),
        at: z.object({
          event: count.describe("The call's position among the session's events."),
          line: count.optional().describe('Its line in the trace file.'),
          index: count.optional().describe('Its index in the document (message or step).'),
        }),
      }),
    )
    .describe('The last checks (up to 5), in order.'),
  line: z.string().describe('The sentence a reviewer reads; commands in it are in backticks.'),
})

export const sessionSchema = z.object({
  source: z.string().describe('The trace file, as given.'),
  session: z.string().optional().describe('The session within the file, for files that hold several.'),
  format: z.enum(FORMAT_IDS),
  preset: z.enum(PRESET_IDS).describe('The rules and weights the session was judged by.'),
  observes: z
    .array(dimension)
    .describe('The dimensions this format can show at all; the others score 100 for lack of evidence.'),
  passed: z.boolean(),
  diagnosis: diagnosisSchema,
  assertions: z
    .array(assertionResultSchema)
    .optional()
    .describe(
      "The policy's assertions on this session, in the policy's order; present when a policy with assertions was used.",
    ),
  case: z.string().optional().describe('The case this session is a run of.'),
  integrity: z
    .array(integrityFindingSchema)
    .default([])
    .describe(
      'What says the trace is not the whole, untouched record of this run. A session with a chain, torn_record ' +
        'or time_backwards finding is never ready_for_runtime; committed and stale fail the gate with integrity fail.',
    ),
  files: z
    .array(fileSchema)
    .optional()
    .describe(
      "The files the agent's tool calls edited, wrote or read inside the workspace, sorted by path; present when " +
        'it touched any. Presentation only: nothing in the diagnosis depends on it.',
    ),
  files_outside_workspace: count
    .optional()
    .describe('How many files it touched outside the workspace: counted, never named. Present with `files`.'),
  files_root: z
    .string()
    .optional()
    .describe(
      "The agent's own working directory, when it lay apart from the workspace (a Harbor trial's `/app`): `files` " +
        'are then named relative to it, and `files_outside_workspace` counts the files outside it. Never a home ' +
        'directory.',
    ),
  edits_not_visible: z
    .object({
      shell: count.describe('Shell commands that edit or write files (`sed -i`, a redirection, a heredoc, `tee`).'),
      redacted: count.describe('Patches whose text the trace redacts.'),
    })
    .optional()
    .describe(
      'Edits the trace cannot show, by why: present when there were some, so that "changed nothing" and "cannot ' +
        'see" read differently.',
    ),
  verification: verificationSchema
    .optional()
    .describe('Proof of work: what the run changed, which checks it ran and whether one passed after the last change.'),
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
  cases: z
    .array(caseSchema)
    .optional()
    .describe('Sessions that are runs of one case, judged together; present when there are any.'),
  harness: harnessSectionSchema
    .optional()
    .describe(
      'Scores read from evaluation harnesses; present when harness files were given. They never change a trust score.',
    ),
  not_read: z
    .array(notReadSchema)
    .optional()
    .describe(
      'Files found beside the traces (in a folder or by a glob) that are neither traces nor harness results: ' +
        'named, not read, sorted by file; present when there are any.',
    ),
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

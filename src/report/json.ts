/**
 * The versioned JSON report: the function that builds it from diagnosed sessions and the
 * verdict. Its zod schema (the source of schema/report.schema.json) is in schema.ts, loaded only
 * where a report is checked or the schema printed: building a report needs no zod.
 *
 * Inside `diagnosis` the field names are the reference model's own (snake_case).
 */
import type { AssertionResult } from '../policy/assertions.js'
import {
  DEFAULT_ARKSIM_STATUSES,
  DEFAULT_HARBOR_STATUSES,
  DEFAULT_RUN_STATUSES,
  DEFAULT_SWE_BENCH_STATUSES,
  type HarnessResult,
  type HarnessSettings,
} from '../harness/types.js'
import { judgeHarness } from '../harness/judge.js'
import { decide, sessionCases, sessionFailures, type GateSettings } from '../policy/verdict.js'
import { withoutLoneRuns } from '../policy/cases.js'
import type { SessionResult } from '../engine/session.js'
import { REPORT_SCHEMA_VERSION, TOOL_NAME, TOOL_VERSION } from '../core/version.js'
import { fieldText, HEAVY_FIELDS, preparedTexts, type FieldText } from './prepared.js'
import { terminalJson } from './sanitize.js'
import type { Report, SessionReport } from './schema.js'
import { READINESS_LEVELS } from '../core/vocabulary.js'

export { REPORT_SCHEMA_VERSION }
export type { Report, SessionReport }

/** A diagnosed session with what the policy adds: its assertion results and its case. */
export type GatedSession = SessionResult & {
  assertions?: readonly AssertionResult[]
  case?: string
  /** Where the case came from, when known: the session's name or the policy's mapping. */
  caseFrom?: 'name' | 'policy'
}

export interface ReportExtras {
  /** Harness results (not yet judged) and the settings to judge them by. */
  harness?: { results: readonly HarnessResult[]; settings: HarnessSettings }
  /** Files found beside the traces and not read, with what each is. */
  notRead?: readonly { file: string; what: string }[]
}

/** Judge the sessions (and harness results) against the gate settings and build the report. */
export function buildReport(gated: readonly GatedSession[], settings: GateSettings, extras: ReportExtras = {}): Report {
  const sessions = withoutLoneRuns(gated)
  const judged = extras.harness ? judgeHarness(extras.harness.results, extras.harness.settings) : undefined
  const cases = sessionCases(sessions, settings)
  const h = extras.harness?.settings
  return {
    schema_version: REPORT_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    verdict: decide(
      sessions,
      settings,
      judged ? { results: judged.results.length, failures: judged.failures } : undefined,
    ),
    sessions: sessions.map((s) => ({
      source: s.source,
      ...(s.session !== undefined ? { session: s.session } : {}),
      format: s.format,
      preset: s.preset,
      observes: [...s.observes],
      passed: sessionFailures(s, settings).length === 0,
      diagnosis: s.diagnosis,
      ...(s.assertions !== undefined ? { assertions: s.assertions.map((a) => ({ ...a })) } : {}),
      ...(s.case !== undefined ? { case: s.case } : {}),
      integrity: (s.integrity ?? []).map((f) => ({ ...f, ...(f.origin ? { origin: { ...f.origin } } : {}) })),
      ...(s.files
        ? {
            files: s.files.files.map((f) => ({ ...f, causes: [...f.causes] })),
            files_outside_workspace: s.files.outside,
            ...(s.files.root !== undefined ? { files_root: s.files.root } : {}),
            ...(s.files.unseen ? { edits_not_visible: { ...s.files.unseen } } : {}),
          }
        : {}),
      ...(s.verification
        ? {
            verification: {
              ...s.verification,
              files_after_last_pass: [...s.verification.files_after_last_pass],
              last_checks: s.verification.last_checks.map((c) => ({ ...c, at: { ...c.at } })),
            },
          }
        : {}),
    })),
    ...(cases.length ? { cases } : {}),
    ...(judged
      ? {
          harness: {
            min_final_score: h?.minFinalScore ?? null,
            allowed_statuses: {
              arksim: [...(h?.arksimStatuses ?? DEFAULT_ARKSIM_STATUSES)],
              personal_agent_eval: [...(h?.runStatuses ?? DEFAULT_RUN_STATUSES)],
              swe_bench: [...(h?.sweBenchStatuses ?? DEFAULT_SWE_BENCH_STATUSES)],
              harbor: [...(h?.harborStatuses ?? DEFAULT_HARBOR_STATUSES)],
            },
            checks: h?.checks ?? 'error',
            results: judged.results,
          },
        }
      : {}),
    ...(extras.notRead?.length
      ? {
          // Sorted by file, each once (shards merged may name the same file).
          not_read: [...new Map(extras.notRead.map((n) => [n.file, { file: n.file, what: n.what }])).values()].sort(
            (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
          ),
        }
      : {}),
  }
}

/** The files not read, one line each: "not read: FILE (what it is)". */
export function notReadLines(report: Pick<Report, 'not_read'>): string[] {
  return (report.not_read ?? []).map((n) => `not read: ${n.file} (${n.what})`)
}

/** The report as written to a file: two-space indentation and a final newline. */
export function serializeReport(report: Report): string {
  return joined(reportChunks(report, false))
}

/** The report as written to a terminal or a file by the CLI: `terminalJson(serializeReport(report))`, in chunks. */
export function terminalReportJson(report: Report): (string | Uint8Array)[] {
  return reportChunks(report, true)
}

/** Chunks of text and of UTF-8 as one string. */
export function joined(chunks: readonly (string | Uint8Array)[]): string {
  const decoder = new TextDecoder()
  return chunks.map((c) => (typeof c === 'string' ? c : decoder.decode(c))).join('')
}

/** Stands in a report for a field whose text was prepared (src/report/prepared.ts). */
const PREPARED_TOKEN = '\u0000agent-trust-gate:prepared-field\u0000'

/**
 * The report's JSON text, with the heavy fields of a diagnosis received from a worker thread
 * taken as the UTF-8 it prepared (src/report/prepared.ts) rather than written from objects.
 */
function reportChunks(report: Report, terminal: boolean): (string | Uint8Array)[] {
  const finish = terminal ? terminalJson : (s: string) => s
  const plain = () => [finish(JSON.stringify(report, null, 2) + '\n')]
  const prepared = report.sessions.map((s) => preparedTexts(s.diagnosis))
  if (prepared.every((p) => p === undefined)) return plain()
  const fields: FieldText[] = []
  const skeleton = {
    ...report,
    sessions: report.sessions.map((s, i) => {
      const p = prepared[i]
      if (!p) return s
      const d: Record<string, unknown> = {}
      // Object.keys, not entries: a prepared field is read from its text only when its value is read.
      for (const k of Object.keys(s.diagnosis)) {
        const field = HEAVY_FIELDS.find((f) => f === k)
        if (field) fields.push(p[field])
        d[k] = field ? PREPARED_TOKEN : s.diagnosis[k as keyof typeof s.diagnosis]
      }
      return { ...s, diagnosis: d }
    }),
  }
  const pieces = finish(JSON.stringify(skeleton, null, 2) + '\n').split(JSON.stringify(PREPARED_TOKEN))
  // A trace string that is the token itself: no splicing then.
  if (pieces.length !== fields.length + 1) return plain()
  const out: (string | Uint8Array)[] = [pieces[0]]
  fields.forEach((f, i) => out.push(...(terminal && f.unsafe ? [terminalJson(fieldText(f))] : f.bytes), pieces[i + 1]))
  return out
}

/** The worst session: the worst readiness, then the lowest trust score, then the first. */
export function worstSession(report: Report): SessionReport | undefined {
  let worst: SessionReport | undefined
  const rank = (s: SessionReport) => READINESS_LEVELS.indexOf(s.diagnosis.readiness_level)
  for (const s of report.sessions) {
    if (
      !worst ||
      rank(s) > rank(worst) ||
      (rank(s) === rank(worst) && s.diagnosis.trust_score < worst.diagnosis.trust_score)
    ) {
      worst = s
    }
  }
  return worst
}

type FailureCause = SessionReport['diagnosis']['failure_causes'][number]

/**
 * The tool a reference loop cause repeats, for the renderers to name (as code: it is trace
 * content). The reference rule's description is the model's ("Tool call repeated 6 times with
 * matching arguments.") and stays so in the JSON report; the agents rule's names its tool itself.
 */
export function loopTool(c: Pick<FailureCause, 'type' | 'description' | 'evidence'>): string | undefined {
  if (c.type !== 'infinite_tool_loop') return undefined
  const tool = c.evidence[0]?.tool
  return typeof tool === 'string' && tool !== '' && !c.description.includes(tool) ? tool : undefined
}

/** The cause of the primary diagnosis. */
export function primaryCause(d: SessionReport['diagnosis']): FailureCause | undefined {
  const p = d.primary_diagnosis
  return d.failure_causes.find((c) => c.type === p.root_cause_failure_type && c.description === p.description)
}

/**
 * Merging reports: the shards of a large evaluation, diagnosed by separate jobs, become one
 * verdict. Each report is checked against the report schema before its sessions are used, so a
 * report from another job is never trusted blindly.
 */
import { cannotRead } from '../core/text.js'
import { readFile } from 'node:fs/promises'
import { type GatedSession, type Report } from '../report/json.js'
import { reportSchema } from '../report/schema.js'
import type { HarnessResult } from '../harness/index.js'
import type { SessionResult } from '../engine/session.js'
import { TraceError } from '../trace/read.js'
import { MAX_DEPTH, nestsDeeper, tooDeepMessage } from '../core/depth.js'
import { loadInTurn } from '../core/load.js'
import { SAMPLE_RECORDS } from '../trace/adapters/types.js'

/**
 * The deepest nesting of a report read: a trace's events are at most MAX_DEPTH deep, and a report
 * holds them a few levels down (sessions, diagnosis, causes, evidence).
 */
export const REPORT_MAX_DEPTH = MAX_DEPTH + 32

/** The sessions of a report, as the pipeline would have given them. */
export function sessionsOf(report: Report): SessionResult[] {
  return report.sessions.map((s) => ({
    source: s.source,
    ...(s.session !== undefined ? { session: s.session } : {}),
    format: s.format,
    preset: s.preset,
    observes: s.observes,
    diagnosis: s.diagnosis as SessionResult['diagnosis'],
    integrity: s.integrity,
    ...(s.files
      ? {
          files: {
            files: s.files,
            outside: s.files_outside_workspace ?? 0,
            landed: {},
            ...(s.files_root !== undefined ? { root: s.files_root } : {}),
            ...(s.edits_not_visible ? { unseen: { ...s.edits_not_visible } } : {}),
          },
        }
      : {}),
    ...(s.verification ? { verification: s.verification } : {}),
  }))
}

/** What a trace given where a report is expected is told: what reads it, and what writes a report. */
const TRACE_NOT_REPORT = 'this command reads the reports that "diagnose TRACE --out report.json" writes'

/**
 * What a file that is no report holds, when it is a trace (a JSON document, or JSON Lines whose
 * first records a format recognises): "a trace (FORMAT), not a report; ...". Loads the format
 * registry only for such a file.
 */
async function traceIn(text: string, value?: unknown): Promise<string | undefined> {
  const records: unknown[] = []
  if (value !== undefined) records.push(value)
  else {
    for (const line of text.replace(/^\uFEFF/, '').split('\n', 64)) {
      if (line.trim() === '') continue
      try {
        records.push(JSON.parse(line))
      } catch {
        return undefined
      }
      if (records.length >= SAMPLE_RECORDS) break
    }
  }
  if (records.length === 0) return undefined
  const { detect } = await loadInTurn(() => import('../trace/registry.js'))
  const d = detect({ records })
  if (d.kind !== 'format') return undefined
  return `a trace (${d.adapter.id}), not a report: ${TRACE_NOT_REPORT}`
}

/** Parse and check one report file; a bad one is a TraceError naming the file and the field. */
export async function readReport(path: string, maxBytes = 256 * 1024 * 1024): Promise<Report> {
  let text: string
  try {
    const buf = await readFile(path)
    if (buf.length > maxBytes)
      throw new TraceError(path, undefined, `expected a report of at most ${maxBytes} bytes, found ${buf.length} bytes`)
    text = buf.toString('utf8')
  } catch (err) {
    if (err instanceof TraceError) throw err
    throw new TraceError(path, undefined, cannotRead(err))
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new TraceError(
      path,
      undefined,
      `expected an agent-trust-gate report (JSON), found ${(await traceIn(text)) ?? 'invalid JSON'}`,
    )
  }
  if (nestsDeeper(value, text.length, REPORT_MAX_DEPTH))
    throw new TraceError(path, undefined, tooDeepMessage(value, REPORT_MAX_DEPTH))
  const parsed = reportSchema.safeParse(value)
  if (!parsed.success) {
    const trace = await traceIn(text, value)
    if (trace !== undefined)
      throw new TraceError(path, undefined, `expected an agent-trust-gate report, found ${trace}`)
    const issue = parsed.error.issues[0]
    const where = issue.path.length ? issue.path.join('.') : 'the top level'
    throw new TraceError(
      path,
      undefined,
      `expected an agent-trust-gate report (schema version 1): at ${where}, ${issue.message}`,
    )
  }
  return parsed.data
}

export interface MergedReports {
  /** The sessions, with the assertions and cases judged where their traces were. */
  sessions: GatedSession[]
  /** The harness results, to be judged again by the merging gate's settings. */
  harness: HarnessResult[]
  /** The files the shards found beside their traces and did not read. */
  notRead: { file: string; what: string }[]
}

/**
 * The sessions and harness results of several reports, in the order the reports are given: what
 * `merge` (the CLI) and `reports` (the action) build one verdict from.
 */
export async function mergeReports(paths: readonly string[]): Promise<MergedReports> {
  const sessions: GatedSession[] = []
  const harness: HarnessResult[] = []
  const notRead: MergedReports['notRead'] = []
  for (const p of paths) {
    const r = await readReport(p)
    const base = sessionsOf(r)
    // Assertions were judged where the traces were: they travel with their sessions.
    r.sessions.forEach((s, i) =>
      sessions.push({
        ...base[i],
        ...(s.assertions ? { assertions: s.assertions } : {}),
        ...(s.case !== undefined ? { case: s.case } : {}),
      }),
    )
    harness.push(...((r.harness?.results ?? []) as HarnessResult[]))
    notRead.push(...(r.not_read ?? []))
  }
  return { sessions, harness, notRead }
}

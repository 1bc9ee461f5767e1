/**
 * The one use case of the project: files and settings in, sessions, policy, report and verdict
 * out. The action (src/action/main.ts) and the CLI (src/cli/cli.ts) are shells around it: they
 * read their settings, find the files, call `runGate`, and publish what it returns.
 */
import { normalize, resolve } from 'node:path'
import type { HarnessResult } from '../harness/index.js'
import { namedCompanions, sortFoundFiles, type NotRead } from '../harness/folders.js'
import type { Policy } from '../policy/find.js'
import type { SessionTimeline } from '../engine/timeline.js'
import type { Settings } from '../policy/settings.js'
import type { Comparison, NoBaseline } from '../report/baseline.js'
import type { GatedSession, Report } from '../report/json.js'
import { TraceError, type TraceWarning } from '../trace/read.js'
import { isJsonObject, type JsonObject } from '../core/events.js'
import { diagnoseFiles, type PipelineOptions } from './pipeline.js'
import { resolveSince, withEdgeFindings } from './integrity.js'
import { loadInTurn } from '../core/load.js'

/**
 * What the gate needs once the sessions are read (the policy's assertions and cases, the
 * report), loaded while they are read: a run hands out its first file the sooner. What only some
 * runs need (merging reports, harness files, a baseline) is loaded by those runs only.
 */
function loadAfterReading() {
  const loading = Promise.all([loadInTurn(() => import('./facts.js')), loadInTurn(() => import('../report/json.js'))])
  // Loaded or not, a failure to read the files comes first.
  loading.catch(() => {})
  return loading
}

/**
 * Where the sessions come from: trace files to diagnose, or reports (the shards of a matrix) to
 * merge, their sessions in the order given or in path order (as trace files are read). Among the
 * trace files, those a walk of a folder or a glob `found` are sorted by what they hold first
 * (src/harness/folders.ts): harness files are read as harness results, the other files written
 * beside traces are named in the report as not read, and the rest are read as traces.
 */
export type GateSource =
  { traces: readonly string[]; found?: readonly string[] } | { reports: readonly string[]; order?: 'given' | 'path' }

/** The baseline the shell found: reports to compare with and where they came from, or why there are none. */
export type FoundBaseline = { reports: Report[]; where: string } | NoBaseline

export interface GateRequest {
  source: GateSource
  /** Evaluation harness outputs, already found. */
  harnessFiles: readonly string[]
  settings: Settings
  policy: Policy
  /** The folder assertions resolve workspace paths in, and cases are named from. */
  workspace: string
  /** A path as the report and messages show it (the action: relative to the workspace). */
  show?: (path: string) => string
  /** The baseline, when one was asked for. */
  baseline?: FoundBaseline
  /** The bundle's own script, for worker threads, and the size from which a file is read in parts. */
  pipeline?: Pick<
    PipelineOptions,
    'workerScript' | 'partsMinBytes' | 'poolMinBytes' | 'onProgress' | 'timeline' | 'startedWorkers' | 'onHandedOut'
  >
  /**
   * The commit `since: commit` means: the workflow's (the action passes GITHUB_SHA, since an
   * agent may commit during the job); HEAD when not given.
   */
  commit?: string
  /**
   * Ask git whether each trace file is tracked in its work tree (default true: the action; the
   * CLI in CI or when asked). Never with `integrity: off`, which makes no stale check either.
   */
  gitChecks?: boolean
  /** A check that could not be made (`since: commit` outside a git work tree), in words. */
  onIntegrityWarning?: (message: string) => void
  /** What a check could not see, in words, for the log (a session with no timestamps under `since`). */
  onIntegrityNote?: (message: string) => void
  onTraceWarning?: (warning: TraceWarning) => void
  onHarnessWarning?: (message: string) => void
}

export interface GateResult {
  report: Report
  /** Per session of the report, its timeline, when the pipeline collected them (for the HTML report). */
  timelines?: (SessionTimeline | undefined)[]
  /**
   * Per session of the report, the text each file's last edit that did not fail left in it (by
   * workspace path): to find where it landed in the checked-out file. Never in a report.
   */
  landed?: (Record<string, string> | undefined)[]
  /** The comparison with the baseline, or why there is none; undefined when none was asked for. */
  baseline?: Comparison | NoBaseline
}

/** A TraceError from reading, with its path as the shell shows it. */
function shown<T>(show: (path: string) => string, work: () => Promise<T>): Promise<T> {
  return work().catch((err: unknown) => {
    if (err instanceof TraceError) throw new TraceError(show(err.path), err.line, err.detail)
    throw err
  })
}

/** Sessions in path order, as trace files are read (stable for sessions of one file). */
function inPathOrder(sessions: readonly GatedSession[]): GatedSession[] {
  return sessions
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.source < b.s.source ? -1 : a.s.source > b.s.source ? 1 : a.i - b.i))
    .map(({ s }) => s)
}

/**
 * The sessions without those of files another session read as part of its run (a linked ATIF
 * trajectory found beside the one that names it): one run, one session.
 */
function withoutLinkedParts<T extends { source: string; linked?: readonly string[] }>(sessions: T[]): T[] {
  if (!sessions.some((s) => s.linked)) return sessions
  // Per file, the sessions that read it as a part.
  const readBy = new Map<string, T[]>()
  for (const s of sessions)
    for (const f of s.linked ?? []) {
      const key = normalize(f)
      readBy.set(key, [...(readBy.get(key) ?? []), s])
    }
  // A part is left out where a session began the run that read it: not where two files each name
  // the other (each is kept, rather than neither).
  return sessions.filter((s) => {
    const by = readBy.get(normalize(s.source))
    if (!by) return true
    const mine = new Set((s.linked ?? []).map((f) => normalize(f)))
    return !by.some((t) => t !== s && !mine.has(normalize(t.source)))
  })
}

/** Diagnose (or merge), apply the policy, cases and harness gate, decide, and compare with the baseline. */
export async function runGate(request: GateRequest): Promise<GateResult> {
  const { settings, policy, workspace } = request
  const show = request.show ?? ((p: string) => p)
  let found: GatedSession[]
  const carried: HarnessResult[] = []
  const foundHarness: { source: string; value: unknown }[] = []
  let notRead: NotRead[] = []
  const source = request.source
  // What comes after reading loads as the files go out to the threads that read them, or after.
  let afterReading: ReturnType<typeof loadAfterReading> | undefined
  const handedOut = () => {
    if (afterReading) return
    afterReading = loadAfterReading()
    request.pipeline?.onHandedOut?.()
  }
  if ('reports' in source) {
    handedOut()
    const { mergeReports } = await loadInTurn(() => import('./merge.js'))
    const merged = await shown(show, () => mergeReports(source.reports))
    found = source.order === 'path' ? inPathOrder(merged.sessions) : merged.sessions
    carried.push(...merged.harness)
    notRead = merged.notRead
  } else {
    let files = [...source.traces]
    let harnessUsage: ReadonlyMap<string, JsonObject> | undefined
    let lenient: ReadonlySet<string> | undefined
    let fallback: ReadonlyMap<string, string> = new Map()
    const notTraces: (TraceError & { notTrace: string })[] = []
    // A companion named beside its run (as a shell's glob gives them) is sorted as a walk sorts it.
    const walked = new Set(source.found)
    const companions = namedCompanions(
      files.filter((f) => !walked.has(f)),
      files,
    )
    if (source.found?.length || companions.length) {
      const sorted = await sortFoundFiles([...new Set([...walked, ...companions.flat()])])
      const taken = new Set([...sorted.harness.map((h) => h.source), ...sorted.notRead.map((n) => n.file)])
      files = files.filter((f) => !taken.has(f))
      foundHarness.push(...sorted.harness)
      if (sorted.usage.size > 0) harnessUsage = sorted.usage
      if (sorted.lenient.size > 0) lenient = sorted.lenient
      fallback = sorted.fallback
      notRead = sorted.notRead.map((n) => ({ ...n, file: show(n.file) }))
    }
    const checked = settings.integrity !== 'off'
    const since = await resolveSince(checked ? (settings.since ?? '') : '', workspace, request.commit).catch(
      (err: unknown) => {
        // The default `commit` where there is no commit to ask: no stale check, and a warning.
        if (settings.since !== 'commit') throw err
        request.onIntegrityWarning?.(`${(err as Error).message}: sessions were not checked for staleness`)
        return undefined
      },
    )
    const collectFacts =
      policy.rules.length > 0 &&
      (await loadInTurn(() => import('../policy/assertions.js'))).needsTraceFacts(policy.rules)
    const readOptions: Parameters<typeof diagnoseFiles>[1] = {
      ...request.pipeline,
      onHandedOut: handedOut,
      format: settings.format,
      maxBytes: settings['max-bytes'],
      workers: settings.workers,
      collectFacts,
      ...(harnessUsage ? { harnessUsage } : {}),
      ...(lenient ? { lenient } : {}),
      // The duplicate check's hashes come from the one read of each file.
      hashContent: true,
      workspace: resolve(workspace),
      preset: settings.preset !== 'auto' ? settings.preset : (policy.preset ?? 'auto'),
      engine: {
        graph: settings.graph,
        detectorOptions: {
          ...policy.detectors,
          ...(settings['token-budget'] !== undefined
            ? { cost_explosion: { ...policy.detectors?.cost_explosion, tokenBudget: settings['token-budget'] } }
            : {}),
        },
      },
      ...(request.onTraceWarning ? { onWarning: request.onTraceWarning } : {}),
      // A file a walk found that holds JSON that is no trace is named, not read.
      ...(source.found?.length ? { found: new Set(source.found), onNotTrace: (e) => notTraces.push(e) } : {}),
    }
    const read = withoutLinkedParts(await shown(show, () => diagnoseFiles(files, readOptions)))
    // A Harbor trial whose agent's own log could not be read as a trace is read from the ATIF
    // conversion of the same run beside it: the trial is still one session, joined to its reward.
    const retry = notTraces.filter((e) => fallback.has(e.path))
    if (retry.length > 0) {
      const instead = new Map(retry.map((e) => [e.path, fallback.get(e.path)!]))
      for (const e of retry) {
        const i = notTraces.indexOf(e)
        const at = e.line !== undefined ? ` (line ${e.line})` : ''
        notTraces[i] = Object.assign(new TraceError(e.path, e.line, e.detail), {
          notTrace: `the agent's log, which could not be read as a trace${at}: its ATIF conversion ${show(instead.get(e.path)!)} is read instead`,
        })
      }
      const atif = [...instead.values()]
      read.push(
        ...withoutLinkedParts(await shown(show, () => diagnoseFiles(atif, { ...readOptions, lenient: new Set(atif) }))),
      )
      const nowRead = new Set(atif.map(show))
      notRead = notRead.filter((n) => !nowRead.has(n.file))
      for (const h of foundHarness) {
        const v = h.value
        if (isJsonObject(v) && typeof v.trace === 'string' && instead.has(v.trace))
          h.value = { ...v, trace: instead.get(v.trace)! }
      }
    }
    // Nothing in the folders was a trace: the first file's error says what it holds. Harbor's
    // trials are named, and judged by their verifiers, whatever their logs hold.
    if (read.length === 0 && notTraces.length > 0 && !lenient) {
      const first = notTraces[0]
      throw new TraceError(show(first.path), first.line, first.detail)
    }
    // Nothing found was a trace or a harness's result (empty files, logs, companions): no verdict
    // on nothing; the first file says what it is.
    if (read.length === 0 && notTraces.length === 0 && files.length === 0 && notRead.length > 0) {
      if (foundHarness.length === 0 && request.harnessFiles.length === 0) {
        const more = notRead.length > 1 ? ` (and ${notRead.length - 1} more files not read)` : ''
        throw new TraceError(notRead[0].file, undefined, `${notRead[0].what}: no file found is a trace${more}`)
      }
    }
    notRead.push(...notTraces.map((e) => ({ file: show(e.path), what: e.notTrace })))
    handedOut()
    if (since) {
      // A trace with no timestamps (claude-stream records none) cannot be told stale: said, not silent.
      const untimed = read.filter((s) => s.times?.last === undefined && s.diagnosis.evidence_summary.event_count > 0)
      if (untimed.length) {
        const formats = [...new Set(untimed.map((s) => s.format))].sort().join(', ')
        const first = untimed
          .slice(0, 3)
          .map((s) => show(s.source))
          .join(', ')
        request.onIntegrityNote?.(
          `${untimed.length === 1 ? '1 session has' : `${untimed.length} sessions have`} no timestamps (${formats}: ` +
            `${first}${untimed.length > 3 ? ` and ${untimed.length - 3} more` : ''}), so the stale check ` +
            `(${since.words}) cannot apply to ${untimed.length === 1 ? 'it' : 'them'}; the committed-file check still does`,
        )
      }
    }
    const diagnosed = await withEdgeFindings(read, {
      ...(since ? { since } : {}),
      ...(!checked || request.gitChecks === false ? { git: false } : {}),
      show,
    })
    // Assertions are evaluated on the paths as read; the report shows them as the shell does.
    const { applyPolicy } = (await afterReading!)[0]
    const gated = await shown(show, () => applyPolicy(diagnosed, policy, { workspace }))
    found = gated.map((s) => ({ ...s, source: show(s.source) }))
  }
  const [{ caseAssigner }, { buildReport }] = await afterReading!
  const sessions = found.map(await caseAssigner(policy, workspace))

  let harness: HarnessResult[] = carried
  const anyHarness = request.harnessFiles.length > 0 || foundHarness.length > 0
  if (anyHarness) {
    const { harnessResults, joinRuns } = await loadInTurn(() => import('../harness/index.js'))
    const read = await shown(show, async () => {
      const given = request.harnessFiles.length
        ? await (await loadInTurn(() => import('../harness/read.js'))).readHarnessFiles(request.harnessFiles)
        : []
      const seen = new Set(given.map((h) => h.source))
      return harnessResults([...given, ...foundHarness.filter((h) => !seen.has(h.source))])
    })
    // SWE-bench results are joined to the runs they judge, by instance id.
    const joined = joinRuns(
      read.results.map((r) => ({ ...r, source: show(r.source), ...(r.run !== undefined ? { run: show(r.run) } : {}) })),
      sessions,
    )
    for (const w of [...read.warnings, ...joined.warnings]) request.onHarnessWarning?.(w)
    harness = [...carried, ...joined.results]
  }

  const report = buildReport(
    sessions,
    {
      failOn: settings['fail-on'],
      minTrustScore: settings['min-trust-score'],
      integrity: settings.integrity,
      repeatMinPass: settings['repeat-min-pass'] ?? policy.repeatMinPass ?? 'all',
    },
    {
      ...(harness.length || anyHarness
        ? {
            harness: {
              results: harness,
              settings: {
                ...policy.harness,
                ...(settings['min-final-score'] !== undefined ? { minFinalScore: settings['min-final-score'] } : {}),
              },
            },
          }
        : {}),
      ...(notRead.length ? { notRead } : {}),
    },
  )
  const timelines = {
    ...(request.pipeline?.timeline ? { timelines: sessions.map((s) => s.timeline) } : {}),
    ...(sessions.some((s) => s.files) ? { landed: sessions.map((s) => s.files?.landed) } : {}),
  }
  const b = request.baseline
  if (!b) return { report, ...timelines }
  if ('missing' in b) return { report, baseline: b, ...timelines }
  const { applyRegressions, compareReports } = await loadInTurn(() => import('../report/baseline.js'))
  const comparison = compareReports(report, b.reports, {
    tolerance: settings['regression-tolerance'],
    failOnRegression: settings['fail-on-regression'],
    baseline: b.where,
  })
  return { report: applyRegressions(report, comparison), baseline: comparison, ...timelines }
}

/**
 * The action's shell, in two modes.
 *
 * `mode: gate` (the default): inputs -> find files -> diagnose (or merge shard reports) -> verdict
 * (with the baseline, when one is asked for) -> publish (report file, artifact, job summary,
 * annotations, pull request comment) -> exit status.
 *
 * `mode: comment`, in a `workflow_run` workflow: download the gate run's report artifact, check
 * it as untrusted, find the pull request by the gated commit, and create or update the same
 * sticky comment. It never checks out or runs code from the pull request, and never fails on the
 * report's verdict (the gate run's own check does that).
 *
 * Verdict first, publishing second: the verdict (and so the exit status) is decided before
 * anything is published, and nothing that goes wrong while publishing (the job summary, the
 * annotations, the comment, the report file, the artifact) changes it; each becomes a warning
 * that says what to do. Bad input (a bad input value, no trace files, an unreadable trace or
 * report) fails the step with one line and no stack trace.
 */
import { rulesBase } from './rules-base.js'
import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { comparisonText, type Comparison, type NoBaseline } from '../report/baseline.js'
import { plural } from '../core/text.js'
import { runGate, type FoundBaseline, type GateSource } from '../gate/run.js'
import { ProgressReporter } from '../gate/progress.js'
import { performance } from 'node:perf_hooks'
import { emitAnnotations, MAX_ERRORS, MAX_WARNINGS, planAnnotations } from './annotations.js'
import { annotateChangedFiles } from './pr-files.js'
import { SinceError } from '../gate/integrity.js'
import {
  ArtifactError,
  fetchReportArtifact,
  findBaselineArtifact,
  findPullRequests,
  MAX_ARTIFACT_REPORT_BYTES,
  parseArtifactMeta,
  REPORT_FILE,
  type ArtifactMeta,
} from './artifacts.js'
import { actionsApi, makeOctokit, type Octokit } from './client.js'
import { explainPublishError } from './comment.js'
import { defaultCommentKey, readContext, runUrl, workflowFileOf, type RunContext } from './context.js'
import { displayPath, reportPathFor } from './files.js'
import { verdictLine, verdictOutputs } from './outputs.js'
import { publishComment } from './publish.js'
import { htmlReportNote, uploadHtmlReport } from './html-report.js'
import { artifactContents, explainUploadError, uploadArtifact, uploadFolder, uploadUnavailable } from './upload.js'
import { gateSettings, InputError, readInputs, type Inputs } from './inputs.js'
import { readReport } from '../gate/merge.js'
import { EMPTY_POLICY, findPolicy, loadPolicy, type Policy } from '../policy/policy-file.js'
import { sessionName } from '../policy/verdict.js'
import { notReadLines, serializeReport, type Report } from '../report/json.js'
import { renderSummary } from '../report/markdown.js'
import { MARK_WORD, scoreLine, sessionMark } from '../report/marks.js'
import { logLine, maskSecretsDeep, plainText, sanitizeCommentKey } from '../report/sanitize.js'
import { findTraceFiles, skippedLine, type FoundFiles } from '../trace/files.js'
import { TraceError } from '../trace/read.js'

/** All GitHub API requests of a run's publishing together get at most this long. */
export const PUBLISH_TIMEOUT_MS = 120_000
/** All requests for the baseline together get at most this long. */
export const BASELINE_TIMEOUT_MS = 60_000

/**
 * The unit of the retry delays. Only the tests change it, through this variable, to keep the
 * end-to-end test fast; it is not an input and is bounded to 1 s.
 */
function retryBaseMs(): number | undefined {
  const raw = process.env.AGENT_TRUST_GATE_RETRY_BASE_MS
  if (!raw || !/^\d{1,4}$/.test(raw)) return undefined
  return Math.min(1000, Number(raw))
}

function client(token: string, timeoutMs: number): Octokit {
  return makeOctokit(token, { retryBaseMs: retryBaseMs(), timeoutMs, onRateLimit: (m) => core.info(m) })
}

const globList = (globs: readonly string[]) => globs.map((p) => JSON.stringify(p)).join(', ')
const message = (err: unknown) => plainText((err as Error)?.message ?? String(err), 300)

/** What the bundle's entry knows of itself: the script a worker thread can run (src/gate/worker.ts). */
export interface RunOptions {
  workerScript?: string
}

export async function run(options: RunOptions = {}): Promise<void> {
  try {
    const inputs = readInputs()
    const ctx = readContext()
    if (inputs.mode === 'comment') core.setOutput('comment-url', await commentMode(inputs, ctx))
    else await gate(inputs, ctx, options)
  } catch (err) {
    if (err instanceof InputError || err instanceof TraceError || err instanceof SinceError) {
      core.setFailed(plainText(err.message, 4000))
      return
    }
    const e = err as Error
    core.debug(plainText(e?.stack ?? String(err), 8000))
    core.setFailed(`agent-trust-gate: internal error: ${plainText(e?.message ?? String(err), 1000)}`)
  }
}

// ---------------------------------------------------------------------------------------------
// mode: gate

async function gate(inputs: Inputs, ctx: RunContext, options: RunOptions): Promise<void> {
  const show = (path: string) => displayPath(path, ctx.workspace, ctx.runnerTemp)
  const policy = await readPolicy(inputs, ctx)
  // Shards are merged in path order, as trace files are read: the verdict all their sessions would get at once.
  const source: GateSource = inputs.reports.length
    ? { reports: (await findInputFiles(inputs, ctx, 'reports')).files, order: 'path' }
    : await findInputFiles(inputs, ctx, 'sessions').then((f) => ({ traces: f.files, found: f.found }))
  const harnessFiles = inputs.harness.length ? (await findInputFiles(inputs, ctx, 'harness')).files : []
  const found = await findBaseline(inputs, ctx, show)
  const count = 'traces' in source ? source.traces.length : source.reports.length
  // Files a walk or a glob found may turn out to be harness results or companions: "files", then.
  const title =
    'traces' in source
      ? `Diagnosing ${plural(count, source.found?.length ? 'file' : 'trace file')}`
      : `Merging ${plural(count, 'report')}`
  // The verdict: decided here, before anything is published.
  const { report, baseline, timelines, landed } = await core.group(title, async () => {
    const progress = new ProgressReporter({
      mode: process.env.GITHUB_ACTIONS === 'true' && 'traces' in source ? 'actions' : 'off',
      write: (s) => core.info(s.replace(/\n$/, '')),
      now: () => performance.now(),
    })
    const result = await runGate({
      source,
      harnessFiles,
      settings: gateSettings(inputs),
      policy,
      workspace: ctx.workspace,
      show,
      ...(ctx.sha ? { commit: ctx.sha } : {}),
      onIntegrityWarning: (w) => core.warning(plainText(w)),
      onIntegrityNote: (w) => core.info(plainText(`Note: ${w}.`)),
      ...(found ? { baseline: found } : {}),
      pipeline: {
        workerScript: options.workerScript,
        onProgress: progress.listener,
        ...(inputs.htmlReport ? { timeline: true } : {}),
      },
      onTraceWarning: (w) => {
        const file = show(w.path)
        const inRepo = !file.startsWith('/') && !/^[A-Za-z]:/.test(file)
        core.warning(plainText(`${file}${w.line !== undefined ? `:${w.line}` : ''}: ${w.message}`), {
          title: 'agent-trust-gate: trace warning',
          ...(inRepo ? { file: plainText(file, 500) } : {}),
          ...(inRepo && w.line !== undefined ? { startLine: w.line } : {}),
        })
      },
      onHarnessWarning: (w) => core.warning(plainText(w)),
    }).finally(() => progress.done())
    if ('reports' in source)
      core.info(`${plural(result.report.sessions.length, 'session')} from ${plural(count, 'report')}.`)
    for (const line of notReadLines(result.report)) core.info(logLine(line))
    return result
  })
  logBaseline(baseline, inputs)

  for (const s of report.sessions) {
    const d = s.diagnosis
    const p = d.primary_diagnosis
    core.info(
      logLine(
        `${MARK_WORD[sessionMark(s)]}  ${sessionName(s)}: ${scoreLine(d)}` +
          (p.root_cause_failure_type ? `, primary failure ${p.root_cause_failure_type} (${p.severity})` : ''),
      ),
    )
    for (const f of s.integrity) core.info(logLine(`      integrity ${f.kind}: ${f.detail}`))
  }
  for (const [name, value] of Object.entries(verdictOutputs(report))) core.setOutput(name, value)
  core.setOutput(
    'regression',
    baseline && 'sessions' in baseline ? String(baseline.sessions.some((d) => d.regressed)) : '',
  )
  const reportPath = await writeReport(
    report,
    reportPathFor(inputs.reportPath, ctx.workspace, ctx.runnerTemp ?? tmpdir(), ctx.action),
  )
  core.setOutput('report-path', reportPath)

  const key = sanitizeCommentKey(inputs.commentKey || defaultCommentKey(ctx))
  const policyBudget = policy.detectors?.cost_explosion?.tokenBudget
  const budget = inputs.tokenBudget ?? (typeof policyBudget === 'number' ? policyBudget : undefined)
  let commentUrl = ''
  try {
    await core.group('Publishing', async () => {
      if (inputs.uploadReport)
        await uploadReport(
          report,
          { artifact: 'agent-trust-gate', version: 1, comment_key: key, baseline: baseline ?? null },
          inputs,
          ctx,
        )
      else core.info('upload-report is false: the report was not uploaded as an artifact.')
      const htmlUrl = inputs.htmlReport
        ? await uploadHtmlReport(
            report,
            {
              timelines: timelines ?? [],
              ...(baseline && 'sessions' in baseline ? { baseline } : {}),
              ...(budget !== undefined ? { tokenBudget: budget } : {}),
              artifactName: inputs.artifactName,
            },
            ctx,
          )
        : undefined
      const notes = htmlUrl ? [htmlReportNote(htmlUrl)] : []
      await writeSummary(report, baseline, notes)
      // The causes that involve a file the pull request changes go on its lines first.
      const onFiles = await annotateChangedFiles({
        report,
        landed: landed ?? [],
        token: inputs.githubToken,
        eventName: ctx.eventName,
        ...(ctx.repo ? { repo: ctx.repo } : {}),
        ...(ctx.pullRequest ? { pullNumber: ctx.pullRequest.number } : {}),
        workspace: ctx.workspace,
        octokit: () => client(inputs.githubToken, PUBLISH_TIMEOUT_MS),
      })
      const room = { errors: MAX_ERRORS, warnings: MAX_WARNINGS - onFiles.warnings }
      emitAnnotations(planAnnotations(report, room, inputs.integrity))
      const pr = ctx.pullRequest
      if (!pr || !ctx.repo) {
        core.info(
          `The ${ctx.eventName || 'current'} event is not about a pull request: no comment. The job summary and ` +
            `the outputs have the report.`,
        )
        return
      }
      commentUrl = await publishComment(report, {
        commentOn: inputs.commentOn,
        token: inputs.githubToken,
        key,
        repo: ctx.repo,
        pullRequest: pr,
        ...(ctx.runId
          ? { run: { id: ctx.runId, number: ctx.runNumber, attempt: ctx.runAttempt, sha: pr.headSha } }
          : {}),
        fullReportUrl: runUrl(ctx),
        runLink: (id) => runUrl(ctx, id),
        ...rulesLinks(),
        ...(baseline ? { baseline } : {}),
        ...(notes.length ? { notes } : {}),
        octokit: () => client(inputs.githubToken, PUBLISH_TIMEOUT_MS),
      })
    })
  } catch (err) {
    // Each step above handles its own failures; this is for the unexpected.
    core.warning(`Publishing failed: ${message(err)}. The verdict and the exit status are not affected.`)
  }
  core.setOutput('comment-url', commentUrl)

  core.info(logLine(verdictLine(report)))
  if (!report.verdict.passed) {
    core.setFailed(plainText(`The agent trust gate failed: ${report.verdict.reasons.join(' ')}`, 4000))
  }
}

/** No files matched an input: an error, a warning or a note, as if-no-files-found says. */
function noFiles(inputs: Inputs, message: string): void {
  if (inputs.ifNoFilesFound === 'error')
    throw new InputError(`${message} (set if-no-files-found to warn or ignore to let this pass)`)
  if (inputs.ifNoFilesFound === 'warn') core.warning(plainText(message))
  else core.info(plainText(message))
}

async function findFiles(
  globs: readonly string[],
  ctx: RunContext,
  input: { name: string; files: string },
): Promise<FoundFiles> {
  const show = (path: string) => displayPath(path, ctx.workspace, ctx.runnerTemp)
  // Where traces are looked for, a walk takes the files beside them too, to sort them (src/gate/run.ts).
  const found = await findTraceFiles(globs, ctx.workspace, input, undefined, { companions: input.name === 'sessions' })
  for (const s of found.skipped) core.warning(plainText(`${show(s.path)}: skipped, because ${s.why}.`))
  const skippedNote = skippedLine(new Set(found.skippedFolders.map(show)))
  if (skippedNote) core.info(plainText(`${input.name}: ${skippedNote}.`))
  core.info(
    `${plural(found.files.length, input.files.replace(/s$/, ''))} matched ${globList(globs)} in ${ctx.workspace}.`,
  )
  for (const f of found.files) core.info(`  ${logLine(show(f))}`)
  return found
}

/** The policy file: the `policy` input, else `.agent-trust-gate.yml` in the workspace when there is one. */
async function readPolicy(inputs: Inputs, ctx: RunContext): Promise<Policy> {
  const path = inputs.policy ? resolve(ctx.workspace, inputs.policy) : await findPolicy(ctx.workspace)
  if (path === undefined) return EMPTY_POLICY
  try {
    const policy = await loadPolicy(path)
    core.info(`Policy: ${logLine(displayPath(path, ctx.workspace, ctx.runnerTemp))}.`)
    return policy
  } catch (err) {
    if (err instanceof TraceError)
      throw new TraceError(displayPath(err.path, ctx.workspace, ctx.runnerTemp), err.line, err.detail)
    throw err
  }
}

/** The files an input names: trace files, report files or harness outputs; none is as if-no-files-found says. */
async function findInputFiles(
  inputs: Inputs,
  ctx: RunContext,
  name: 'sessions' | 'reports' | 'harness',
): Promise<FoundFiles> {
  const what = {
    sessions: { files: 'trace files', expected: 'trace files', group: 'Finding trace files' },
    reports: { files: 'report files', expected: 'report files', group: 'Finding report files' },
    harness: { files: 'harness files', expected: 'evaluation harness outputs', group: undefined },
  }[name]
  const find = () => findFiles(inputs[name], ctx, { name, files: what.files })
  const files = what.group ? await core.group(what.group, find) : await find()
  if (files.files.length === 0)
    noFiles(
      inputs,
      `${name}: expected ${what.expected}, found none matching ${globList(inputs[name])} in ${ctx.workspace}`,
    )
  return files
}

/** Read report files, each checked against the report schema; a bad one is a TraceError with its path. */
async function readReports(files: readonly string[], ctx: RunContext): Promise<Report[]> {
  const out: Report[] = []
  for (const f of files) {
    try {
      out.push(await readReport(f))
    } catch (err) {
      if (err instanceof TraceError)
        throw new TraceError(displayPath(err.path, ctx.workspace, ctx.runnerTemp), err.line, err.detail)
      throw err
    }
  }
  return out
}

/**
 * The baseline reports, or why there are none; undefined when no baseline was asked for. A
 * baseline file that is not a report is bad input; a baseline that cannot be found or downloaded
 * is not (nothing fails for it; a warning says why when it matters).
 */
async function findBaseline(
  inputs: Inputs,
  ctx: RunContext,
  show: (path: string) => string,
): Promise<FoundBaseline | undefined> {
  if (inputs.baseline.length === 0 && inputs.baselineFrom === 'none') return undefined
  return core.group('Finding the baseline', () =>
    inputs.baseline.length ? baselineFromFiles(inputs, ctx, show) : baselineFromArtifact(inputs, ctx),
  )
}

/** The comparison with the baseline in the log, or why there is none. */
function logBaseline(baseline: Comparison | NoBaseline | undefined, inputs: Inputs): void {
  if (!baseline) return
  if ('missing' in baseline) {
    const text = `No baseline to compare with: ${baseline.missing}. Nothing fails for it.`
    if (inputs.failOnRegression)
      core.warning(plainText(`${text} (fail-on-regression is on, but has nothing to compare with.)`))
    else core.info(plainText(text))
    return
  }
  for (const line of comparisonText(baseline, (s) => plainText(s, 300))
    .trimEnd()
    .split('\n'))
    core.info(logLine(line))
}

async function baselineFromFiles(
  inputs: Inputs,
  ctx: RunContext,
  show: (path: string) => string,
): Promise<{ reports: Report[]; where: string } | NoBaseline> {
  const { files } = await findFiles(inputs.baseline, ctx, { name: 'baseline', files: 'report files' })
  if (files.length === 0) return { missing: `no report file matched ${globList(inputs.baseline)}` }
  const reports = await readReports(files, ctx)
  return {
    reports,
    where: files.length === 1 ? show(files[0]) : `${files.length} report files matching ${globList(inputs.baseline)}`,
  }
}

/** The report artifact of the latest successful push run of this workflow on the base branch. */
async function baselineFromArtifact(
  inputs: Inputs,
  ctx: RunContext,
): Promise<{ reports: Report[]; where: string } | NoBaseline> {
  const branch = ctx.pullRequest?.baseRef ?? ctx.pushBranch
  if (!ctx.repo) return { missing: 'GITHUB_REPOSITORY is not set, so there is no repository to look in' }
  if (!branch) {
    return {
      missing:
        `the ${ctx.eventName || 'current'} event has no base branch (baseline-from: artifact works on ` +
        `pull_request and push events)`,
    }
  }
  if (!inputs.githubToken) return { missing: 'the github-token input is empty, so the artifact cannot be downloaded' }
  const repo = ctx.repo
  const api = actionsApi(client(inputs.githubToken, BASELINE_TIMEOUT_MS), { ...repo, token: inputs.githubToken })
  const permissions =
    'Give the job `permissions: actions: read` (and `contents: read`) so that it may download artifacts.'
  try {
    const workflow =
      workflowFileOf(ctx.workflowRef) ?? (ctx.runId ? await api.runWorkflowId(Number(ctx.runId)) : undefined)
    if (workflow === undefined)
      return { missing: 'this run does not say which workflow it belongs to (GITHUB_WORKFLOW_REF)' }
    const found = await findBaselineArtifact(api, {
      workflow,
      branch,
      name: inputs.artifactName,
      repo: `${repo.owner}/${repo.repo}`,
      ...(ctx.runId ? { excludeRunId: Number(ctx.runId) } : {}),
    })
    if ('missing' in found) return found
    const runName = found.run.number !== undefined ? `#${found.run.number}` : String(found.run.id)
    const where = `the report of run ${runName} on ${branch} (commit ${found.run.headSha.slice(0, 7)})`
    const path = join(ctx.runnerTemp ?? tmpdir(), 'agent-trust-gate', `baseline-${found.run.id}`, REPORT_FILE)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, found.report)
    try {
      const baseline = await readReport(path, MAX_ARTIFACT_REPORT_BYTES)
      core.info(`The baseline is ${where}, with ${plural(baseline.sessions.length, 'session')}.`)
      return { reports: [baseline], where }
    } catch (err) {
      if (!(err instanceof TraceError)) throw err
      core.warning(
        plainText(
          `The baseline artifact of run ${runName} on ${branch} is not a usable report: ${err.detail}. Nothing ` +
            `fails for it.`,
        ),
      )
      return { missing: `the artifact of ${where} is not a usable report` }
    }
  } catch (err) {
    if (err instanceof ArtifactError) {
      core.warning(
        plainText(
          `The baseline artifact "${inputs.artifactName}" on ${branch} is not usable: ${err.message}. Nothing ` +
            `fails for it.`,
        ),
      )
      return { missing: `the baseline artifact on ${branch} is not usable` }
    }
    core.warning(
      explainPublishError(err, `download the baseline artifact "${inputs.artifactName}" of ${branch}`, { permissions }),
    )
    return { missing: `the baseline artifact of ${branch} could not be downloaded (the log says why)` }
  }
}

/** Write the JSON report; its path, or empty when it could not be written (a warning). */
async function writeReport(report: Report, path: string): Promise<string> {
  try {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, serializeReport(maskSecretsDeep(report)))
    core.info(`Wrote the JSON report to ${path} (secret-shaped values in it masked).`)
    return path
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message
    core.warning(
      `Could not write the JSON report to ${path} (${code}); check the report-path input. The verdict and the ` +
        `exit status are not affected.`,
    )
    return ''
  }
}

/** Upload the report and its side file as the artifact `artifact-name`. Never throws. */
async function uploadReport(report: Report, meta: ArtifactMeta, inputs: Inputs, ctx: RunContext): Promise<void> {
  const unavailable = uploadUnavailable(process.env)
  if (unavailable) {
    core.info(`The report was not uploaded as an artifact: ${unavailable}.`)
    return
  }
  try {
    const dir = await uploadFolder(ctx, 'artifact')
    const files: string[] = []
    for (const { name, text } of artifactContents(report, meta)) {
      files.push(join(dir, name))
      await writeFile(join(dir, name), text)
    }
    const uploaded = await uploadArtifact(inputs.artifactName, files, dir)
    const id = uploaded.id !== undefined ? ` (id ${uploaded.id})` : ''
    core.info(`Uploaded the report as the artifact "${inputs.artifactName}"${id}.`)
  } catch (err) {
    core.warning(plainText(explainUploadError(err, inputs.artifactName), 1000))
  }
}

/** `{ rulesBase }` when the rule pages have an address, else nothing. */
function rulesLinks(): { rulesBase?: string } {
  const base = rulesBase(process.env)
  return base ? { rulesBase: base } : {}
}

async function writeSummary(
  report: Report,
  baseline: Comparison | NoBaseline | undefined,
  notes: string[] = [],
): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary.')
    return
  }
  try {
    await core.summary
      .addRaw(
        renderSummary(report, {
          ...(baseline ? { baseline } : {}),
          ...rulesLinks(),
          ...(notes.length ? { notes } : {}),
        }),
        true,
      )
      .write()
    core.info('Wrote the job summary.')
  } catch (err) {
    core.summary.emptyBuffer()
    core.warning(`Could not write the job summary: ${message(err)}. The verdict and the exit status are not affected.`)
  }
}

// ---------------------------------------------------------------------------------------------
// mode: comment

/** Comment on the pull request of the gate run; the comment's URL, or empty. */
async function commentMode(inputs: Inputs, ctx: RunContext): Promise<string> {
  const gateRun = ctx.workflowRun
  if (ctx.eventName !== 'workflow_run' || !gateRun) {
    throw new InputError(
      `mode: expected the workflow_run event for mode comment (a workflow triggered by the gate workflow), ` +
        `found the ${ctx.eventName || 'unknown'} event`,
    )
  }
  if (!ctx.repo) throw new InputError('mode: comment needs GITHUB_REPOSITORY, found it empty')
  const repo = ctx.repo
  if (!/^pull_request(?:_target)?$/.test(gateRun.event)) {
    core.info(
      `The gate run ${gateRun.id} was started by a ${plainText(gateRun.event, 50) || 'unknown'} event, not a ` +
        `pull request: no comment.`,
    )
    return ''
  }
  if (!inputs.githubToken) {
    core.warning('The github-token input is empty: no comment. Leave it at its default (${{ github.token }}).')
    return ''
  }
  const octokit = client(inputs.githubToken, PUBLISH_TIMEOUT_MS)
  const api = actionsApi(octokit, { ...repo, token: inputs.githubToken })
  const gateUrl = runUrl(ctx, gateRun.id)

  // The gate run's artifact: untrusted, so checked at every step.
  const downloaded = await core.group(
    `Downloading the artifact "${inputs.artifactName}" of run ${gateRun.id}`,
    async () => {
      try {
        const found = await fetchReportArtifact(api, gateRun.id, inputs.artifactName)
        if (!found) {
          core.warning(
            `The gate run ${gateRun.id} has no artifact named "${inputs.artifactName}": no comment. Check that ` +
              `its gate step ran with upload-report: true (the default) and the same artifact-name.`,
          )
          return undefined
        }
        core.info(`Downloaded the artifact (id ${found.artifact.id}, ${found.artifact.size} bytes).`)
        return found
      } catch (err) {
        if (err instanceof ArtifactError) {
          core.warning(
            plainText(
              `The artifact "${inputs.artifactName}" of run ${gateRun.id} is not usable: ${err.message}. No comment.`,
            ),
          )
        } else {
          core.warning(
            explainPublishError(err, `download the artifact "${inputs.artifactName}" of run ${gateRun.id}`, {
              permissions:
                "Give this workflow `permissions: actions: read` so that it may download the gate run's artifact.",
            }),
          )
        }
        return undefined
      }
    },
  )
  if (!downloaded) return ''

  const reportPath = reportPathFor(inputs.reportPath, ctx.workspace, ctx.runnerTemp ?? tmpdir(), ctx.action)
  let report: Report
  try {
    await mkdir(dirname(reportPath), { recursive: true })
    await writeFile(reportPath, downloaded.report)
    report = await readReport(reportPath, MAX_ARTIFACT_REPORT_BYTES)
  } catch (err) {
    if (!(err instanceof TraceError)) throw err
    core.warning(plainText(`The report in the artifact of run ${gateRun.id} is not usable: ${err.detail}. No comment.`))
    return ''
  }
  let meta: ArtifactMeta | undefined
  if (downloaded.meta) {
    try {
      meta = parseArtifactMeta(downloaded.meta)
    } catch (err) {
      core.warning(
        plainText(`${(err as Error).message}: the comment leaves out the baseline and uses the default comment key.`),
      )
    }
  }
  for (const [name, value] of Object.entries(verdictOutputs(report))) core.setOutput(name, value)
  core.setOutput(
    'regression',
    meta?.baseline && 'sessions' in meta.baseline ? String(meta.baseline.sessions.some((d) => d.regressed)) : '',
  )
  core.setOutput('report-path', reportPath)
  core.info(logLine(verdictLine(report)))

  let numbers: number[]
  try {
    numbers = await findPullRequests(api, gateRun)
  } catch (err) {
    core.warning(
      explainPublishError(err, `find the pull request of commit ${gateRun.headSha}`, {
        permissions: 'Give this workflow `permissions: pull-requests: write`.',
      }),
    )
    return ''
  }
  if (numbers.length === 0) {
    core.info(
      `No open pull request has the gated commit ${gateRun.headSha} as its head (it may have moved on, or been ` +
        `closed): no comment.`,
    )
    return ''
  }
  if (numbers.length > 1)
    core.info(
      `Pull requests ${numbers.map((n) => `#${n}`).join(', ')} have the gated commit as their head; commenting ` +
        `on #${numbers[0]}.`,
    )

  const notes: string[] = []
  const concluded = gateRun.conclusion
  if (concluded && /^[a-z_]{1,30}$/.test(concluded) && (concluded === 'success') !== report.verdict.passed) {
    notes.push(
      `> [!WARNING]\n> The gate run concluded \`${concluded}\`, but its report says the gate ` +
        `${report.verdict.passed ? 'passed' : 'failed'}. The check of [the gate run](${gateUrl ?? ''}) is what ` +
        `counts; this comment shows its report.`,
    )
  }
  const key = sanitizeCommentKey(inputs.commentKey || meta?.comment_key || 'default')
  return core.group('Publishing', () =>
    publishComment(report, {
      commentOn: inputs.commentOn,
      token: inputs.githubToken,
      key,
      repo,
      pullRequest: { number: numbers[0], fromFork: false },
      run: { id: String(gateRun.id), number: gateRun.number, attempt: gateRun.attempt, sha: gateRun.headSha },
      fullReportUrl: gateUrl,
      runLink: (id) => runUrl(ctx, id),
      ...(meta?.baseline ? { baseline: meta.baseline } : {}),
      notes,
      ...rulesLinks(),
      octokit: () => octokit,
    }),
  )
}

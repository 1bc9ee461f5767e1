/**
 * The action's shell: inputs -> find files -> diagnose -> verdict -> publish -> exit status.
 *
 * Verdict first, publishing second: the verdict (and so the exit status) is decided before
 * anything is published, and nothing that goes wrong while publishing (the job summary, the
 * annotations, the pull request comment, the report file) changes it; each becomes a warning
 * that says what to do. Bad input (a bad input value, no trace files, an unreadable trace) fails
 * the step with one line and no stack trace.
 */
import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname } from 'node:path'
import { emitAnnotations, planAnnotations } from './github/annotations.js'
import { commentApi, makeOctokit } from './github/client.js'
import { explainPublishError, markerFor, resolveLogin, upsertComment } from './github/comment.js'
import { defaultCommentKey, readContext, runUrl, type RunContext } from './github/context.js'
import { displayPath, findTraceFiles, reportPathFor } from './github/files.js'
import { verdictLine, verdictOutputs } from './github/outputs.js'
import { InputError, readInputs, type Inputs } from './inputs.js'
import { diagnoseFiles } from './pipeline.js'
import { sessionName } from './policy.js'
import { buildReport, serializeReport, type Report } from './report/json.js'
import { renderComment, renderSummary } from './report/markdown.js'
import { logLine, plainText, sanitizeCommentKey } from './report/sanitize.js'
import { TraceError } from './trace/read.js'

/** All GitHub API requests of a run together get at most this long. */
export const PUBLISH_TIMEOUT_MS = 120_000

/**
 * The unit of the retry delays. Only the tests change it, through this variable, to keep the
 * end-to-end test fast; it is not an input and is bounded to 1 s.
 */
function retryBaseMs(): number | undefined {
  const raw = process.env.AGENT_TRUST_GATE_RETRY_BASE_MS
  if (!raw || !/^\d{1,4}$/.test(raw)) return undefined
  return Math.min(1000, Number(raw))
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

export async function run(): Promise<void> {
  try {
    await gate()
  } catch (err) {
    if (err instanceof InputError || err instanceof TraceError) {
      core.setFailed(plainText(err.message, 4000))
      return
    }
    const e = err as Error
    core.debug(plainText(e?.stack ?? String(err), 8000))
    core.setFailed(`agent-trust-gate: internal error: ${plainText(e?.message ?? String(err), 1000)}`)
  }
}

async function gate(): Promise<void> {
  const inputs = readInputs()
  const ctx = readContext()
  const workspace = ctx.workspace
  const show = (path: string) => displayPath(path, workspace)

  const files = await core.group('Finding trace files', async () => {
    const found = await findTraceFiles(inputs.sessions, workspace)
    for (const s of found.skipped) core.warning(plainText(`${show(s.path)}: skipped, because ${s.why}.`))
    core.info(`${plural(found.files.length, 'trace file')} matched ${inputs.sessions.map((p) => JSON.stringify(p)).join(', ')} in ${workspace}.`)
    for (const f of found.files) core.info(`  ${logLine(show(f))}`)
    return found.files
  })
  if (files.length === 0) {
    const message = `sessions: expected trace files, found none matching ${inputs.sessions.map((p) => JSON.stringify(p)).join(', ')} in ${workspace}`
    if (inputs.ifNoFilesFound === 'error') {
      throw new InputError(`${message} (set if-no-files-found to warn or ignore to let this pass)`)
    }
    if (inputs.ifNoFilesFound === 'warn') core.warning(plainText(message))
    else core.info(plainText(message))
  }

  const sessions = await core.group(`Diagnosing ${plural(files.length, 'trace file')}`, async () => {
    try {
      const results = await diagnoseFiles(files, {
        format: inputs.format,
        onWarning: (w) => {
          const file = show(w.path)
          const inRepo = !file.startsWith('/') && !/^[A-Za-z]:/.test(file)
          core.warning(plainText(`${file}${w.line !== undefined ? `:${w.line}` : ''}: ${w.message}`), {
            title: 'agent-trust-gate: trace warning',
            ...(inRepo ? { file: plainText(file, 500) } : {}),
            ...(inRepo && w.line !== undefined ? { startLine: w.line } : {}),
          })
        },
      })
      return results.map((r) => ({ ...r, source: show(r.source) }))
    } catch (err) {
      if (err instanceof TraceError) throw new TraceError(show(err.path), err.line, err.detail)
      throw err
    }
  })

  // The verdict: decided here, before anything is published.
  const report = buildReport(sessions, { failOn: inputs.failOn, minTrustScore: inputs.minTrustScore })
  for (const s of report.sessions) {
    const d = s.diagnosis
    const p = d.primary_diagnosis
    core.info(
      logLine(
        `${s.passed ? 'pass' : 'FAIL'}  ${sessionName(s)}: trust score ${d.trust_score}, ${d.readiness_level}` +
          (p.root_cause_failure_type ? `, primary failure ${p.root_cause_failure_type} (${p.severity})` : ''),
      ),
    )
  }
  for (const [name, value] of Object.entries(verdictOutputs(report))) core.setOutput(name, value)
  core.setOutput('report-path', await writeReport(report, inputs, ctx))

  let commentUrl = ''
  try {
    await core.group('Publishing', async () => {
      await writeSummary(report)
      emitAnnotations(planAnnotations(report))
      commentUrl = await publishComment(report, inputs, ctx)
    })
  } catch (err) {
    // Each step above handles its own failures; this is for the unexpected.
    core.warning(
      `Publishing failed: ${plainText((err as Error)?.message ?? String(err), 300)}. The verdict and the exit status are not affected.`,
    )
  }
  core.setOutput('comment-url', commentUrl)

  core.info(verdictLine(report))
  if (!report.verdict.passed) {
    core.setFailed(plainText(`The agent trust gate failed: ${report.verdict.reasons.join(' ')}`, 4000))
  }
}

/** Write the JSON report; its path, or empty when it could not be written (a warning). */
async function writeReport(report: Report, inputs: Inputs, ctx: RunContext): Promise<string> {
  const path = reportPathFor(inputs.reportPath, ctx.workspace, ctx.runnerTemp ?? tmpdir(), ctx.action)
  try {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, serializeReport(report))
    core.info(`Wrote the JSON report to ${path}.`)
    return path
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message
    core.warning(
      `Could not write the JSON report to ${path} (${code}); check the report-path input. The verdict and the exit status are not affected.`,
    )
    return ''
  }
}

async function writeSummary(report: Report): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary.')
    return
  }
  try {
    await core.summary.addRaw(renderSummary(report), true).write()
    core.info('Wrote the job summary.')
  } catch (err) {
    core.summary.emptyBuffer()
    core.warning(
      `Could not write the job summary: ${plainText((err as Error).message, 300)}. The verdict and the exit status are not affected.`,
    )
  }
}

/** Create or update the pull request comment; its URL, or empty. Never throws. */
async function publishComment(report: Report, inputs: Inputs, ctx: RunContext): Promise<string> {
  if (inputs.commentOn === 'never') {
    core.info('comment-on is never: no pull request comment.')
    return ''
  }
  const pr = ctx.pullRequest
  if (!pr || !ctx.repo) {
    core.info(
      `The ${ctx.eventName || 'current'} event is not about a pull request: no comment. The job summary and the outputs have the report.`,
    )
    return ''
  }
  if (!inputs.githubToken) {
    core.warning(
      'The github-token input is empty: no pull request comment. Leave it at its default (${{ github.token }}) or pass a token that may write pull request comments. The verdict and the exit status are not affected.',
    )
    return ''
  }
  const key = sanitizeCommentKey(inputs.commentKey || defaultCommentKey(ctx))
  const marker = markerFor(key)
  const mayCreate = inputs.commentOn === 'always' ? report.sessions.length > 0 : !report.verdict.passed
  try {
    const octokit = makeOctokit(inputs.githubToken, {
      retryBaseMs: retryBaseMs(),
      timeoutMs: PUBLISH_TIMEOUT_MS,
      onRateLimit: (m) => core.info(m),
    })
    const api = commentApi(octokit, { ...ctx.repo, issueNumber: pr.number })
    let login: string
    try {
      login = await resolveLogin(api, inputs.githubToken)
    } catch (err) {
      core.warning(explainPublishError(err, 'learn which account the github-token belongs to (GET /user), so no comment was posted', { fromFork: pr.fromFork }))
      return ''
    }
    const { body, level } = renderComment(report, { marker, commentKey: key, fullReportUrl: runUrl(ctx) })
    if (level !== 'all') core.info(`The comment leaves out some details (${level}) to stay within GitHub's size limit; the job summary has them.`)
    core.info(`Looking for the comment with key "${key}" by ${login} on pull request #${pr.number}.`)
    const result = await upsertComment(api, { marker, body, login, mayCreate })
    const url = result.comment?.url ?? ''
    switch (result.action) {
      case 'created':
        core.info(`Created the comment: ${url}`)
        break
      case 'updated':
        core.info(`Updated the comment: ${url}`)
        break
      case 'unchanged':
        core.info(`The comment is up to date: ${url}`)
        break
      case 'not-created':
        core.info(
          report.sessions.length === 0
            ? 'No sessions were diagnosed and there is no comment to update: no comment.'
            : 'The gate passed and comment-on is failure: no comment (an earlier one would have been updated).',
        )
        break
    }
    return url
  } catch (err) {
    core.warning(explainPublishError(err, 'create or update the pull request comment', { fromFork: pr.fromFork }))
    return ''
  }
}

/**
 * Publishing the pull request comment, for both modes: the gate (on its own pull request) and
 * `mode: comment` (on the pull request of a gate run). Never throws: every failure becomes a
 * warning that says what to do, and the verdict stands.
 *
 * The comment keeps the trend of the pull request hidden on its second line (src/report/history.ts):
 * the previous comment is read, this run is added, and the comment is rendered with it.
 */
import * as core from '@actions/core'
import type { Comparison, NoBaseline } from '../report/baseline.js'
import { addRun, historyEntrySchema, parseHistory, summarizeRun } from '../report/history.js'
import type { Report } from '../report/json.js'
import { renderComment } from '../report/markdown.js'
import { commentApi, type Octokit } from './client.js'
import { explainPublishError, markerFor, resolveLogin, upsertComment } from './comment.js'

export interface PublishOptions {
  commentOn: 'always' | 'failure' | 'never'
  token: string
  /** Already cleaned (sanitizeCommentKey). */
  key: string
  repo: { owner: string; repo: string }
  pullRequest: { number: number; fromFork: boolean }
  /** The run this comment reports on: its history entry's key. */
  run?: { id: string; number?: number; attempt?: number; sha?: string }
  fullReportUrl?: string
  runLink?: (runId: string) => string | undefined
  baseline?: Comparison | NoBaseline
  notes?: string[]
  /** Where rule pages are (the action's repository at the ref it runs). */
  rulesBase?: string
  /** Made only when needed, inside the call. */
  octokit: () => Octokit
}

/** Create or update the pull request comment; its URL, or empty. Never throws. */
export async function publishComment(report: Report, o: PublishOptions): Promise<string> {
  if (o.commentOn === 'never') {
    core.info('comment-on is never: no pull request comment.')
    return ''
  }
  if (!o.token) {
    core.warning(
      'The github-token input is empty: no pull request comment. Leave it at its default (${{ github.token }}) ' +
        'or pass a token that may write pull request comments. The verdict and the exit status are not affected.',
    )
    return ''
  }
  const pr = o.pullRequest
  const marker = markerFor(o.key)
  const mayCreate = o.commentOn === 'always' ? report.sessions.length > 0 : !report.verdict.passed
  try {
    const api = commentApi(o.octokit(), { ...o.repo, issueNumber: pr.number })
    let login: string
    try {
      login = await resolveLogin(api, o.token)
    } catch (err) {
      core.warning(
        explainPublishError(
          err,
          'learn which account the github-token belongs to (GET /user), so no comment was posted',
          { fromFork: pr.fromFork },
        ),
      )
      return ''
    }
    // This run's entry, when the run context gives a valid one.
    const entry = o.run
      ? historyEntrySchema.safeParse({
          run: o.run.id,
          ...(o.run.number !== undefined ? { number: o.run.number } : {}),
          // A first attempt is recorded as no attempt, however the run context said it.
          ...(o.run.attempt !== undefined && o.run.attempt > 1 ? { attempt: o.run.attempt } : {}),
          ...(o.run.sha !== undefined ? { sha: o.run.sha } : {}),
          ...summarizeRun(report),
        }).data
      : undefined
    core.info(`Looking for the comment with key "${o.key}" by ${login} on pull request #${pr.number}.`)
    const result = await upsertComment(api, {
      marker,
      login,
      mayCreate,
      body: (existing) => {
        const earlier = existing ? parseHistory(existing.body) : []
        const history = entry ? addRun(earlier, entry) : earlier
        const { body, level } = renderComment(report, {
          marker,
          commentKey: o.key,
          ...(o.fullReportUrl ? { fullReportUrl: o.fullReportUrl } : {}),
          ...(o.baseline ? { baseline: o.baseline } : {}),
          ...(o.runLink ? { runLink: o.runLink } : {}),
          ...(o.notes?.length ? { notes: o.notes } : {}),
          ...(o.rulesBase ? { rulesBase: o.rulesBase } : {}),
          history,
        })
        if (level !== 'all')
          core.info(
            `The comment leaves out some details (${level}) to stay within GitHub's size limit; the job summary ` +
              `has them.`,
          )
        if (history.length > 1)
          core.info(`The comment shows the trend of the last ${history.length} runs on this pull request.`)
        return body
      },
    })
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

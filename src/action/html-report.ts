/**
 * The HTML report as a workflow artifact of its own (`<artifact-name>-html`), so that the
 * comment and the job summary can link to one page to open: the run's artifact URL
 * (`<server>/<owner>/<repo>/actions/runs/<run id>/artifacts/<artifact id>`).
 *
 * The page is rendered from the masked report, and masks trace text again as it writes it.
 */
import * as core from '@actions/core'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SessionTimeline } from '../engine/timeline.js'
import type { Comparison } from '../report/baseline.js'
import { renderHtml } from '../report/html/index.js'
import type { Report } from '../report/json.js'
import { maskSecretsDeep, plainText } from '../report/sanitize.js'
import type { RunContext } from './context.js'
import { explainUploadError, uploadArtifact, uploadFolder, uploadUnavailable } from './upload.js'

export const HTML_FILE = 'agent-trust-gate-report.html'

/** The name of the HTML report's artifact. */
export function htmlArtifactName(artifactName: string): string {
  return `${artifactName}-html`
}

/** The page of an artifact of this run; undefined when the run or the id is not known. */
export function artifactUrl(ctx: RunContext, id: number | undefined): string | undefined {
  if (!ctx.repo || id === undefined || ctx.runId === undefined || !/^\d+$/.test(String(ctx.runId))) return undefined
  return `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}/artifacts/${id}`
}

/** The line the comment and the job summary show: a link to the HTML report. */
export function htmlReportNote(url: string): string {
  const safe = encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29')
  return (
    `**[Open the HTML report](${safe})**: the timeline of each session with the evidence of each cause, ` +
    `token use, scores and remediation (a zip with one page; it opens offline).`
  )
}

/**
 * Write the HTML report and upload it as the artifact `<artifact-name>-html`. Returns the
 * artifact's URL, or undefined when it could not be uploaded (a warning or a note says why).
 * Never throws.
 */
export async function uploadHtmlReport(
  report: Report,
  extra: {
    timelines: readonly (SessionTimeline | undefined)[]
    baseline?: Comparison
    tokenBudget?: number
    artifactName: string
  },
  ctx: RunContext,
): Promise<string | undefined> {
  const name = htmlArtifactName(extra.artifactName)
  const unavailable = uploadUnavailable(process.env)
  if (unavailable) {
    core.info(`The HTML report was not uploaded as an artifact: ${unavailable}.`)
    return undefined
  }
  try {
    const dir = await uploadFolder(ctx, 'html')
    const file = join(dir, HTML_FILE)
    await writeFile(
      file,
      renderHtml(maskSecretsDeep(report), {
        timelines: extra.timelines,
        ...(extra.baseline ? { baseline: extra.baseline } : {}),
        ...(extra.tokenBudget !== undefined ? { tokenBudget: extra.tokenBudget } : {}),
      }),
    )
    const uploaded = await uploadArtifact(name, [file], dir)
    core.info(
      `Uploaded the HTML report as the artifact "${name}"${uploaded.id !== undefined ? ` (id ${uploaded.id})` : ''}.`,
    )
    return artifactUrl(ctx, uploaded.id)
  } catch (err) {
    core.warning(
      plainText(explainUploadError(err, name).replace('set upload-report: false', 'set html-report: false'), 1000),
    )
    return undefined
  }
}

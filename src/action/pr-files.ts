/**
 * Annotations on the pull request's own lines. On a pull request the action lists the files it
 * changes (GET /repos/{owner}/{repo}/pulls/{n}/files, paginated); for each failure cause whose
 * evidence involves one of them (sessions[].files), one annotation on that file: at the line of
 * the pull request's version where the agent's last edit of it landed (its new text found in the
 * checked-out file), else at the first line the pull request changes in it. A critical or high
 * cause is a warning, a medium or low one a notice; the primary causes come first. GitHub shows
 * 10 annotations of each level per step: what does not fit is counted in one line.
 *
 * Without the file list (no token, an event that is not a pull request, an API error) nothing
 * moves: the annotations stay on the trace files, and one notice says why.
 *
 * `placeLine` and `planFileAnnotations` are pure; `annotateChangedFiles` asks GitHub, reads the
 * checked-out files and hands the plan to @actions/core.
 */
import * as core from '@actions/core'
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { plural } from '../core/text.js'
import { sessionName } from '../policy/verdict.js'
import type { Report } from '../report/json.js'
import { plainText } from '../report/sanitize.js'
import type { Octokit } from './client.js'
import { statusOf } from './comment.js'
import { GITHUB_ANNOTATIONS_PER_TYPE, MAX_WARNINGS } from './annotations.js'

/** A file of the pull request, as the REST API lists it. */
export interface PullFile {
  filename: string
  status?: string
  /** The unified diff of the file; absent for binary and very large files. */
  patch?: string
}

export interface FileAnnotation {
  level: 'warning' | 'notice'
  title: string
  message: string
  file: string
  startLine: number
}

export interface FileAnnotationPlan {
  annotations: FileAnnotation[]
  omitted: { warning: number; notice: number }
}

/** Notices made here: one fewer than GitHub shows, for the line that says what was left out. */
export const MAX_NOTICES = GITHUB_ANNOTATIONS_PER_TYPE - 1

/** The largest checked-out file searched for an edit's text. */
export const MAX_SEARCHED_BYTES = 4 * 1024 * 1024

/** The lines a patch adds, and the new file's line ranges of its hunks. */
export function patchLines(patch: string | undefined): { added: number[]; hunks: [number, number][] } {
  const added: number[] = []
  const hunks: [number, number][] = []
  let line = 0
  for (const text of (patch ?? '').split('\n')) {
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(text)
    if (h) {
      line = Number(h[1])
      const count = h[2] === undefined ? 1 : Number(h[2])
      hunks.push([line, line + Math.max(count, 1) - 1])
      continue
    }
    if (hunks.length === 0) continue
    if (text.startsWith('+')) added.push(line++)
    else if (text.startsWith(' ') || text === '') line++
    // '-' lines and "\ No newline at end of file" are not in the new file.
  }
  return { added, hunks }
}

/**
 * The line of the pull request's version of a file to annotate: where `text` (the agent's last
 * edit that landed) is in `content` (the checked-out file), at its first line the pull request
 * adds, or in a hunk; else the first line the pull request adds (or its first hunk). Undefined
 * when the patch shows no line (a binary or very large file).
 */
export function placeLine(
  text: string | undefined,
  content: string | undefined,
  patch: string | undefined,
): { line: number; found: boolean } | undefined {
  const { added, hunks } = patchLines(patch)
  const wanted = text?.replace(/\r\n/g, '\n').replace(/^\n+/, '').trimEnd()
  const lines = content?.replace(/\r\n/g, '\n').split('\n')
  // An added line with something on it, rather than the blank line before a new function.
  const firstOf = (within: number[]) => within.find((l) => lines?.[l - 1]?.trim()) ?? within[0]
  if (wanted && lines) {
    const at = lines.join('\n').indexOf(wanted)
    if (at >= 0) {
      const start = lines.join('\n').slice(0, at).split('\n').length
      const end = start + wanted.split('\n').length - 1
      const first = firstOf(added.filter((l) => l >= start && l <= end))
      if (first !== undefined) return { line: first, found: true }
      const hunk = hunks.find(([a, b]) => a <= end && b >= start)
      if (hunk) return { line: Math.max(start, hunk[0]), found: true }
    }
  }
  if (added.length) return { line: firstOf(added), found: false }
  if (hunks.length) return { line: hunks[0][0], found: false }
  return undefined
}

const SEVERITY_RANK: Record<string, number> = { critical: 3, high: 2, medium: 1, low: 0 }

/** The count of times: `once`, `twice`, `6 times`. */
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`)

/**
 * The annotations for the causes whose evidence involves a file the pull request changes. `landed`:
 * per session of the report, the text of each file's last edit that landed; `content`: a
 * checked-out file's text, or undefined.
 */
export function planFileAnnotations(
  report: Report,
  landed: readonly (Readonly<Record<string, string>> | undefined)[],
  pullFiles: readonly PullFile[],
  content: (path: string) => string | undefined,
  max: { warning: number; notice: number } = { warning: MAX_WARNINGS, notice: MAX_NOTICES },
): FileAnnotationPlan {
  const changed = new Map(pullFiles.map((f) => [f.filename, f]))
  const found: { a: FileAnnotation; primary: boolean; failing: boolean; rank: number; i: number }[] = []
  const read = new Map<string, string | undefined>()
  const textOf = (path: string) => {
    if (!read.has(path)) read.set(path, content(path))
    return read.get(path)
  }
  report.sessions.forEach((s, si) => {
    const d = s.diagnosis
    const primary = d.primary_diagnosis.root_cause_failure_type
    for (const f of s.files ?? []) {
      const pr = changed.get(f.path)
      if (!pr || f.causes.length === 0) continue
      const place = placeLine(landed[si]?.[f.path], textOf(f.path), pr.patch) ?? { line: 1, found: false }
      for (const type of f.causes) {
        const cause = d.failure_causes.find((c) => c.type === type)
        if (!cause) continue
        const did = [
          f.edits ? `edited it ${times(f.edits)}${f.failed_edits ? ` (${f.failed_edits} failed)` : ''}` : '',
          f.reads ? `read it ${times(f.reads)}` : '',
        ]
          .filter(Boolean)
          .join(' and ')
        const where = place.found
          ? 'Its last edit that landed is here.'
          : 'This is the first line the pull request changes.'
        found.push({
          a: {
            level: SEVERITY_RANK[cause.severity] >= 2 ? 'warning' : 'notice',
            title: plainText(`${type} (${cause.severity}): the agent struggled with this file`, 200),
            message: plainText(
              `In ${sessionName(s)}, the agent ${did || 'touched it'}; ${type}: ${cause.description} ${where}`,
              1000,
            ),
            file: plainText(f.path, 500),
            startLine: place.line,
          },
          primary: type === primary,
          failing: !s.passed,
          rank: SEVERITY_RANK[cause.severity] ?? 0,
          i: found.length,
        })
      }
    }
  })
  const sorted = found
    .sort(
      (x, y) =>
        Number(y.primary) - Number(x.primary) || Number(y.failing) - Number(x.failing) || y.rank - x.rank || x.i - y.i,
    )
    .map((x) => x.a)
  const warnings = sorted.filter((a) => a.level === 'warning')
  const notices = sorted.filter((a) => a.level === 'notice')
  return {
    annotations: [...warnings.slice(0, max.warning), ...notices.slice(0, max.notice)],
    omitted: {
      warning: Math.max(0, warnings.length - max.warning),
      notice: Math.max(0, notices.length - max.notice),
    },
  }
}

/** Whether any cause's evidence involves a file of the workspace: only then is the file list asked for. */
export function anyFileCause(report: Report): boolean {
  return report.sessions.some((s) => (s.files ?? []).some((f) => f.causes.length > 0))
}

/** The pull request's files, every page. */
export async function listPullFiles(
  octokit: Octokit,
  where: { owner: string; repo: string; pullNumber: number },
): Promise<PullFile[]> {
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
    owner: where.owner,
    repo: where.repo,
    pull_number: where.pullNumber,
    per_page: 100,
  })
  return files.map((f) => ({
    filename: f.filename,
    status: f.status,
    ...(typeof f.patch === 'string' ? { patch: f.patch } : {}),
  }))
}

const inside = (root: string, full: string) => {
  const rel = relative(root, full)
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel)
}

/**
 * A checked-out file's text, when it is inside the workspace (a link that leads out of it is not
 * followed), a file, and not too large.
 */
export function checkedOut(workspace: string, path: string): string | undefined {
  try {
    const root = realpathSync(resolve(workspace))
    const full = resolve(root, path)
    if (!inside(root, full) || !inside(root, realpathSync(full))) return undefined
    const st = statSync(full)
    if (!st.isFile() || st.size > MAX_SEARCHED_BYTES) return undefined
    return readFileSync(full, 'utf8')
  } catch {
    return undefined
  }
}

export interface ChangedFilesRequest {
  report: Report
  landed: readonly (Readonly<Record<string, string>> | undefined)[]
  token: string
  eventName: string
  repo?: { owner: string; repo: string }
  pullNumber?: number
  workspace: string
  octokit: () => Octokit
}

/**
 * Annotate the pull request's changed files. Returns how many warnings were made, so that the
 * annotations on trace files leave room for them; 0 (and one notice) without the file list.
 */
export async function annotateChangedFiles(r: ChangedFilesRequest): Promise<{ warnings: number }> {
  if (!anyFileCause(r.report)) return { warnings: 0 }
  const without = (why: string) => {
    core.notice(
      plainText(
        `Annotations stay on the trace files: ${why}. On a pull request, with a token that can read it, the causes ` +
          `that involve a file it changes are annotated on that file's lines.`,
        1000,
      ),
      { title: 'agent-trust-gate: the pull request files were not listed' },
    )
    return { warnings: 0 }
  }
  if (!r.pullNumber || !r.repo) return without(`the ${r.eventName || 'current'} event is not about a pull request`)
  if (!r.token) return without('there is no github-token')
  let files: PullFile[]
  try {
    files = await listPullFiles(r.octokit(), { ...r.repo, pullNumber: r.pullNumber })
  } catch (err) {
    const status = statusOf(err)
    return without(
      `listing the files of pull request #${r.pullNumber} failed` +
        (status === 403 || status === 404
          ? ` (HTTP ${status}: the token may lack pull-requests: read, or the pull request comes from a fork)`
          : status !== undefined
            ? ` (HTTP ${status})`
            : ` (${(err as Error)?.message ?? String(err)})`),
    )
  }
  const plan = planFileAnnotations(r.report, r.landed, files, (p) => checkedOut(r.workspace, p))
  for (const a of plan.annotations) {
    const props = { title: a.title, file: a.file, startLine: a.startLine }
    if (a.level === 'warning') core.warning(a.message, props)
    else core.notice(a.message, props)
  }
  const { warning, notice } = plan.omitted
  core.info(
    `${plural(plan.annotations.length, 'annotation')} on the files pull request #${r.pullNumber} changes` +
      (warning || notice
        ? `; ${warning} warning and ${notice} notice annotations were left out (GitHub shows ` +
          `${GITHUB_ANNOTATIONS_PER_TYPE} of each level per step), the primary causes' first.`
        : '.'),
  )
  return { warnings: plan.annotations.filter((a) => a.level === 'warning').length }
}

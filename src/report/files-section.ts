/**
 * "What the agent changed": the files a session's agent edited or wrote (sessions[].files), with
 * how many edits, how many failed, and the failure causes whose evidence involves each; then how
 * many it only read, and how many outside the workspace (counted, never named). When the agent
 * worked apart from the workspace (`files_root`), the files are named relative to its working
 * directory, and the section says so; edits the trace cannot show (`edits_not_visible`: through
 * shell commands, redacted patches) are said rather than left out, so that "changed nothing" and
 * "cannot see" read differently. Paths come from the trace: escaped as code. Shared by the
 * Markdown renderers; the HTML report has its own.
 */
import { plural } from '../core/text.js'
import type { FailureType } from '../core/vocabulary.js'
import type { SessionReport } from './json.js'
import { mdCode } from './sanitize.js'

/** The most files the section lists; the JSON report has them all. */
export const MAX_FILES_LISTED = 20

export type FileReport = NonNullable<SessionReport['files']>[number]

/** The files changed, those with causes first (the agent's struggle), then by path. */
export function changedFiles(s: SessionReport): FileReport[] {
  const changed = (s.files ?? []).filter((f) => f.edits > 0)
  return [...changed.filter((f) => f.causes.length), ...changed.filter((f) => !f.causes.length)]
}

/** `6 edits (4 failed)`, `1 edit`; with reads when there were some. */
export function editWords(f: FileReport): string {
  const failed = f.failed_edits ? ` (${f.failed_edits} failed)` : ''
  const reads = f.reads ? `, ${plural(f.reads, 'read')}` : ''
  return `${plural(f.edits, 'edit')}${failed}${reads}`
}

/**
 * What is said after the files changed: how many were only read, and how many lay outside the
 * workspace. Those are counted, never named, and may have been edited: so a session whose files
 * are all outside is never said to have changed nothing.
 */
export function alsoWords(s: SessionReport): string[] {
  const readOnly = (s.files?.length ?? 0) - changedFiles(s).length
  const outside = s.files_outside_workspace ?? 0
  return [
    ...(readOnly ? [`${plural(readOnly, 'file')} only read`] : []),
    ...(outside ? [`${plural(outside, 'file')} outside ${whereWords(s)}, edited or read (not named)`] : []),
  ]
}

/** Where the files are named from: the workspace, or the agent's own working directory. */
function whereWords(s: SessionReport): string {
  return s.files_root !== undefined ? "the agent's working directory" : 'the workspace'
}

/** The sentence that says the files are named relative to the agent's working directory; `path` writes the path. */
export function rootWords(s: SessionReport, path: (p: string) => string): string | undefined {
  return s.files_root !== undefined
    ? `files named relative to the agent's working directory ${path(s.files_root)}`
    : undefined
}

/** Edits the trace cannot show, and why: "edits not visible in this trace (made through shell commands)". */
export function unseenWords(s: SessionReport): string | undefined {
  const u = s.edits_not_visible
  if (!u || (!u.shell && !u.redacted)) return undefined
  const why = [...(u.shell ? ['made through shell commands'] : []), ...(u.redacted ? ['its patches are redacted'] : [])]
  return `edits not visible in this trace (${why.join('; ')})`
}

/** What is said when no file was seen edited: that none was, or that edits could not be seen. */
export function noneEditedWords(s: SessionReport): string {
  return unseenWords(s) ?? `no file of ${whereWords(s)} was edited`
}

/** The section's lines (none when the session touched no file); `type` writes a failure type. */
export function filesSection(s: SessionReport, type: (t: FailureType) => string): string[] {
  if (!s.files) return []
  const changed = changedFiles(s)
  const readOnly = s.files.length - changed.length
  const outside = s.files_outside_workspace ?? 0
  const unseen = unseenWords(s)
  if (!changed.length && !readOnly && !outside && !unseen) return []
  const out = ['**What the agent changed:**', '']
  const root = rootWords(s, (p) => mdCode(p, { max: 200 }))
  if (root) out.push(`- ${root[0].toUpperCase()}${root.slice(1)}.`)
  for (const f of changed.slice(0, MAX_FILES_LISTED)) {
    const causes = f.causes.length ? `; ${f.causes.map(type).join(', ')}` : ''
    out.push(`- ${mdCode(f.path, { max: 200 })}: ${editWords(f)}${causes}`)
  }
  if (changed.length > MAX_FILES_LISTED) {
    out.push(`- …and ${plural(changed.length - MAX_FILES_LISTED, 'more file')}; the JSON report lists them all.`)
  }
  if (!changed.length) out.push(`- ${noneEditedWords(s)}.`)
  else if (unseen) out.push(`- Also ${unseen}.`)
  const also = alsoWords(s)
  if (also.length) out.push(`- Also: ${also.join('; ')}.`)
  out.push('')
  return out
}

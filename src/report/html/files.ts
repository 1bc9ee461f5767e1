/**
 * "What the agent changed" in the HTML report: the files the session's agent edited or wrote,
 * with its edits, failed edits and the causes that involve each (src/report/files-section.ts
 * chooses and words them). Paths come from the trace: escaped text.
 */
import { plural } from '../../core/text.js'
import type { SessionReport } from '../json.js'
import {
  alsoWords,
  changedFiles,
  editWords,
  MAX_FILES_LISTED,
  noneEditedWords,
  rootWords,
  unseenWords,
} from '../files-section.js'
import { esc, text } from './escape.js'

export function renderFiles(s: SessionReport): string {
  if (!s.files) return ''
  const changed = changedFiles(s)
  const readOnly = s.files.length - changed.length
  const outside = s.files_outside_workspace ?? 0
  const unseen = unseenWords(s)
  if (!changed.length && !readOnly && !outside && !unseen) return ''
  const root = rootWords(s, (p) => `<code>${text(p, 200)}</code>`)
  const items = changed.slice(0, MAX_FILES_LISTED).map((f) => {
    const causes = f.causes.map((c) => `<strong class="warn">${esc(c)}</strong>`).join(', ')
    return `<li><code>${text(f.path, 200)}</code>: ${esc(editWords(f))}${causes ? `; ${causes}` : ''}</li>`
  })
  if (changed.length > MAX_FILES_LISTED) {
    items.push(
      `<li>…and ${plural(changed.length - MAX_FILES_LISTED, 'more file')}; the JSON report lists them all.</li>`,
    )
  }
  const also = alsoWords(s)
  return (
    `<div class="files"><h3>What the agent changed</h3>` +
    (root ? `<p class="mute">${root[0].toUpperCase()}${root.slice(1)}.</p>` : '') +
    (items.length
      ? `<ul>${items.join('')}</ul>`
      : `<p class="mute">${esc(noneEditedWords(s)[0].toUpperCase() + noneEditedWords(s).slice(1))}.</p>`) +
    (items.length && unseen ? `<p class="mute">Also ${esc(unseen)}.</p>` : '') +
    (also.length ? `<p class="mute">Also: ${esc(also.join('; '))}.</p>` : '') +
    `</div>`
  )
}

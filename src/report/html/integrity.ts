/**
 * The integrity findings of a session, as a list under its header: each finding's kind, where,
 * and its detail (trace ids and paths in it as escaped text).
 */
import type { SessionReport } from '../json.js'
import { esc, text } from './escape.js'

export function renderIntegrity(s: SessionReport): string {
  const findings = s.integrity ?? []
  if (findings.length === 0) return ''
  const items = findings.map((f) => {
    const at =
      f.origin?.line !== undefined
        ? ` <span class="mute">line ${f.origin.line}</span>`
        : f.origin?.index !== undefined
          ? ` <span class="mute">item ${f.origin.index}</span>`
          : ''
    return `<li><strong class="warn">${esc(f.kind)}</strong>${at}: ${text(f.detail, 300)}</li>`
  })
  return (
    `<div class="integrity"><h3>Integrity</h3><p class="mute">This trace may not be the whole, untouched ` +
    `record of this run.</p><ul>${items.join('')}</ul></div>`
  )
}

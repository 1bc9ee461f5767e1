/**
 * Text into HTML. Everything that came from a trace goes through `text` (masked, no control or
 * bidirectional characters, shortened, escaped); our own fixed strings go through `esc`.
 */
import { breakMarker, maskSecrets, truncate } from '../sanitize.js'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escape for an HTML text node or a double-quoted attribute value. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c])
}

/**
 * Trace text as HTML text: secret-shaped values masked, control and bidirectional characters
 * made spaces, shortened to `max` characters, escaped. Links and @mentions stay characters:
 * nothing here makes an element.
 */
export function text(s: string, max = 300): string {
  const pre = s.length > max + 256 ? s.slice(0, max + 256) : s
  return esc(
    breakMarker(
      truncate(
        maskSecrets(pre)
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
          .replace(/ {2,}/g, ' ')
          .trim(),
        max,
      ),
    ),
  )
}

/** A whole number with thousands separators, the same on every machine. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  const r = Math.round(n)
  return (r < 0 ? '-' : '') + String(Math.abs(r)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A short form of a large number: 1.2k, 3.4M. */
export function short(n: number): string {
  const a = Math.abs(n)
  if (a >= 1e9) return `${(n / 1e9).toFixed(1)}G`
  if (a >= 1e6) return `${(n / 1e6).toFixed(1)}M`
  if (a >= 1e3) return `${(n / 1e3).toFixed(1)}k`
  return String(Math.round(n))
}

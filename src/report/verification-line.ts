/**
 * The proof-of-work sentence of a session (`sessions[].verification.line`, made once in
 * src/engine/verification.ts) cut into its words and its commands (in backticks), for each
 * renderer to show in its own way: commands are trace content and each renderer escapes them as
 * it escapes all trace text.
 */
import type { SessionReport } from './schema.js'

export interface LinePart {
  /** A command quoted from the trace (shown as code), or words of the sentence. */
  code: boolean
  text: string
}

/**
 * The session's proof-of-work sentence in parts, or undefined when the report has none or the
 * trace shows no changes at all (flat events, a chat): then there is nothing to say beside the
 * JSON's `changes_not_visible`.
 */
export function verificationParts(s: Pick<SessionReport, 'verification'>): LinePart[] | undefined {
  const line = s.verification?.line
  if (!line || s.verification?.status === 'changes_not_visible') return undefined
  return line
    .split('`')
    .map((text, i) => ({ code: i % 2 === 1, text }))
    .filter((p) => p.text !== '')
}

/**
 * UTF-8 bytes as text: what `Buffer#toString('utf8')` gives, sooner for long lines on the Node
 * versions whose own decoder is slow.
 *
 * Before Node 24, node decodes UTF-8 that is not ASCII several times slower than ICU converts the
 * same bytes to UTF-16. A line of a real Claude Code transcript that holds a character past ASCII
 * is often tens of kilobytes (a file read, a command's output), and such lines hold most of a
 * transcript's bytes. For valid UTF-8 the text is fixed by the bytes, so a long line is checked
 * (`isUtf8`, native), converted by ICU (`transcode`) and taken as UTF-16; a line of ASCII is
 * taken as Latin-1 (its bytes are its characters). Each of these calls costs about a microsecond
 * of its own, so a short line is decoded as before; so is a line that is not valid UTF-8 (its
 * U+FFFD replacements are node's to make), and every line on a node without ICU. Node 24 decodes
 * UTF-8 faster than this path does, and decodes every line itself.
 */
import { isAscii, isUtf8, transcode } from 'node:buffer'

/** Lines from this many bytes on take the faster path: below it, its calls cost more than they save. */
export const FAST_DECODE_MIN_BYTES = 1024

/** Whether node's own UTF-8 decoder is the slow one (before Node 24). */
export function slowNativeDecoder(version: string = process.versions.node): boolean {
  return Number(version.split('.')[0]) < 24
}

/** Whether this node converts with ICU (a node built without it has no `transcode` that works). */
function canTranscode(): boolean {
  try {
    return transcode(Buffer.from('é', 'utf8'), 'utf8', 'utf16le').toString('utf16le') === 'é'
  } catch {
    return false
  }
}

/** Whether long lines take the faster path; found out at the first of them. */
let viaUtf16: boolean | undefined = slowNativeDecoder() ? undefined : false

/** The text of `bytes[from, to)`, as `bytes.toString('utf8', from, to)` gives it. */
export function decodeUtf8(bytes: Buffer, from: number, to: number): string {
  return to - from >= FAST_DECODE_MIN_BYTES && (viaUtf16 ??= canTranscode())
    ? decodeViaUtf16(bytes, from, to)
    : bytes.toString('utf8', from, to)
}

/** `decodeUtf8` by way of UTF-16, whatever the length: the same text, from ICU's conversion. */
export function decodeViaUtf16(bytes: Buffer, from: number, to: number): string {
  const piece = bytes.subarray(from, to)
  if (isAscii(piece)) return bytes.toString('latin1', from, to)
  // Invalid UTF-8 is node's to decode: its U+FFFD replacements are the text.
  if (!isUtf8(piece)) return bytes.toString('utf8', from, to)
  return transcode(piece, 'utf8', 'utf16le').toString('utf16le')
}

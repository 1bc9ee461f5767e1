/**
 * Secret-shaped values and home directories in trace text, and cutting such text without
 * leaving part of a secret: every layer that shortens trace text (adapters keeping a message,
 * rules quoting one, the report's renderers) masks it first, so that a cut never turns a secret
 * into a prefix the mask no longer knows. Pure, no I/O.
 */

/** What a secret reads once masked. */
export const MASK = '***'

/** Secret shapes of common providers, replaced whole by `***`. */
const SECRET_PATTERNS: readonly RegExp[] = [
  // Private key blocks, whole or torn (no END line).
  /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g,
  // OpenAI and Anthropic style keys: sk-..., sk-proj-..., sk-ant-api03-...
  /\bsk-[A-Za-z0-9_-]{20,}/g,
  // Stripe secret and restricted keys.
  /\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
  // GitHub tokens: personal (ghp_), OAuth (gho_), user-to-server (ghu_), installation (ghs_),
  // refresh (ghr_), fine-grained personal (github_pat_).
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  // GitLab, Hugging Face, npm.
  /\bglpat-[A-Za-z0-9_-]{20,}/g,
  /\bhf_[A-Za-z0-9]{30,}/g,
  /\bnpm_[A-Za-z0-9]{36}\b/g,
  // Slack tokens.
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  // AWS access key ids.
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g,
  // Google API keys.
  /\bAIza[0-9A-Za-z_-]{35}/g,
  // JSON Web Tokens: header.payload.signature, each base64url; header and payload are JSON.
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
]

/** `Bearer <token>` / `Basic <credentials>`: the scheme stays, the credentials go. */
const AUTH_SCHEME = /\b(Bearer|Basic)(\s+)([A-Za-z0-9._~+/=-]{12,})/gi

/** `password=...`, `"api_key": "..."`: the name stays, the value goes. */
const SECRET_ASSIGNMENT =
  /((?:api[_-]?key|apikey|secret|client[_-]?secret|token|access[_-]?key|private[_-]?key|password|passwd|pwd|authorization)["']?\s{0,4}[:=]\s{0,4}["']?)([^\s"',;}&]{6,})/gi

/** Credentials in a URL: scheme://user:password@host. */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/@]{1,200}:)([^\s@/]{1,500})@/gi

/** A long run of token characters; masked when it looks random (see `looksRandom`). */
const LONG_RUN = /[A-Za-z0-9+_=-]{32,}/g

/** Shannon entropy of a string, in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>()
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1)
  let h = 0
  for (const n of counts.values()) {
    const p = n / s.length
    h -= p * Math.log2(p)
  }
  return h
}

/**
 * A run of 32 or more token characters that mixes lower case, upper case and digits and whose
 * characters are spread like random ones: its entropy is close to that of a random string of
 * letters and digits of the same length (whose expected number of distinct characters is
 * 62 (1 - (61/62)^n)). Hex digests (commit SHAs, UUIDs) have no upper case, so they stay; so do
 * long identifiers made of words, whose letters repeat.
 */
export function looksRandom(s: string): boolean {
  if (!/[a-z]/.test(s) || !/[A-Z]/.test(s) || !/[0-9]/.test(s)) return false
  const distinct = 62 * (1 - Math.pow(61 / 62, s.length))
  return entropy(s) >= Math.log2(distinct) - 0.35
}

/**
 * Text shorter than 32 characters (the shortest long run, Hugging Face or npm token, Google key
 * or JWT) can only hold one of the other shapes, and each of those holds one of these words:
 * such text without any of them is left as it is without running the patterns. A report holds
 * tens of thousands of short strings; this keeps masking it cheap.
 */
const SHORT = 32
const SHORT_SECRET_HINT =
  /sk-|k_(?:live|test)_|gh[pousr]_|github_pat_|glpat-|xox|AKIA|ASIA|bearer|basic|:\/\/|key|secret|token|passw|pwd|authorization|users|home/i

/**
 * A home directory in a path, which names the person who ran the agent: `/Users/NAME`,
 * `/home/NAME`, `C:\Users\NAME` (also with its backslashes escaped, once or more, as in JSON text, or with
 * forward slashes), at the start of a path (`traces/home/x` is a folder of the project, not a home), and
 * followed by a separator, the end, or a character no path name holds here.
 * It reads `~`, the separator kept: `/Users/jane/src` reads `~/src`.
 */
const HOME_DIR =
  /(?<![\w.~-])(?:\/(?:Users|home)\/|\b[A-Za-z]:(?:\\+|\/)Users(?:\\+|\/))[^\\/\s"'`<>|:;,()[\]{}*?]+(?=[\\/\s"'`<>|:;,()[\]{}]|$)/g

/**
 * What text of any length must hold for one of the patterns to match: a word of
 * SHORT_SECRET_HINT, a prefix of the other shapes (`hf_`, `npm_`, `AIza`, `eyJ`, a key block's
 * `-----BEGIN`), or a long run. Text without any is left as it is with one pass instead of one per
 * pattern.
 */
const SECRET_HINT = new RegExp(`${SHORT_SECRET_HINT.source}|hf_|npm_|AIza|eyJ|-----BEGIN|[A-Za-z0-9+_=-]{32}`, 'i')

/** Whether `maskSecrets` may change `s`: false when it holds no hint of a secret or a home directory. */
export function mayHoldSecret(s: string): boolean {
  return (s.length < SHORT ? SHORT_SECRET_HINT : SECRET_HINT).test(s)
}

/** Replace secret-shaped values with `***`. */
export function maskSecrets(s: string): string {
  if (!mayHoldSecret(s)) return s
  let out = s
  for (const re of SECRET_PATTERNS) out = out.replace(re, MASK)
  out = out.replace(AUTH_SCHEME, (m, scheme: string, space: string, value: string) =>
    /[0-9]/.test(value) || value.length >= 24 ? `${scheme}${space}${MASK}` : m,
  )
  out = out.replace(URL_CREDENTIALS, `$1${MASK}@`)
  out = out.replace(SECRET_ASSIGNMENT, (m, name: string, value: string) =>
    value === MASK || /^(?:Bearer|Basic)$/i.test(value) ? m : `${name}${MASK}`,
  )
  out = out.replace(LONG_RUN, (m) => (looksRandom(m) ? MASK : m))
  return out.replace(HOME_DIR, '~')
}

/**
 * How far past a cut the text is masked before it is cut: a secret that starts before the cut
 * is whole in the masked window unless it is longer than this (every shape the mask knows but
 * a private key block, which it masks torn, and a long JSON Web Token, is shorter).
 */
export const CUT_MARGIN = 256

/** The start of a secret the cut tore, at the end of what it kept: dropped (see `cutMasked`). */
const TORN_SECRET =
  /(?:^|[^A-Za-z0-9_-])((?:sk-|[sr]k_|gh[pousr]_|github_pat_|glpat-|hf_|npm_|xox|AKIA|ASIA|AIza|eyJ)[A-Za-z0-9_.-]*)$/

/**
 * `s` in at most `max` characters (UTF-16 units), ending in `ellipsis` when shortened. Text that
 * fits is returned as it is (every output masks it whole). Longer text is masked first, then
 * cut, so that no part of a secret outlives the mask: the text up to `CUT_MARGIN` past the cut
 * is masked, the cut never splits a surrogate pair, and a run the cut tore that starts as a known
 * secret does (a token longer than the margin) is dropped. For every place that shortens trace
 * text: an adapter keeping a message, a rule quoting one, a timeline's snippet.
 */
export function cutMasked(s: string, max: number, ellipsis = '…'): string {
  if (s.length <= max) return s
  const window = s.length > max + CUT_MARGIN ? s.slice(0, max + CUT_MARGIN) : s
  const masked = maskSecrets(window)
  if (masked.length <= max && window.length === s.length) return masked
  let cut = masked.slice(0, Math.max(0, max - ellipsis.length))
  const last = cut.charCodeAt(cut.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  const torn = TORN_SECRET.exec(cut)
  if (torn) cut = cut.slice(0, cut.length - torn[1].length)
  return cut + ellipsis
}

/**
 * Making trace-derived text safe to show. Trace content is untrusted: a trace is written by an
 * agent that may have read anything, and on a pull request by whoever wrote the pull request.
 * Everything that came from a trace (session names and paths, labels, descriptions, evidence,
 * arguments) goes through one of the functions here before it reaches a comment, the job summary,
 * an annotation or a log line:
 *
 * - `mdText`: prose in Markdown (paragraphs, list items, table cells);
 * - `mdCode`: a name or label shown as an inline code span (also inside a table cell);
 * - `mermaidLabel`: the text of a node in a Mermaid diagram;
 * - `plainText`: logs, annotations and other plain-text places.
 *
 * Each of them masks secret-shaped values as `***`, puts the text on one line (no control
 * characters, no bidirectional overrides), shortens it, and breaks our own comment marker so that
 * trace content can never pose as one. Then each escapes for its context.
 *
 * Pure functions, no I/O.
 */

import { mayHoldSecret, maskSecrets } from '../core/secrets.js'

export { MASK, entropy, looksRandom, mayHoldSecret, maskSecrets } from '../core/secrets.js'

/** Zero-width joiner: invisible, but it breaks @mentions, #references and autolinks. */
const ZWJ = '\u200d'

/** The text of our hidden comment marker (see src/action/comment.ts). */
export const MARKER_TEXT = 'agent-trust-gate:comment-key'

/**
 * One line of plain characters: line breaks, tabs and other control characters, and the Unicode
 * bidirectional controls (which can make text read differently from what it is) become spaces;
 * runs of spaces collapse; the ends are trimmed.
 */
export function oneLine(s: string): string {
  return (
    s
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  )
}

/** At most `max` characters (UTF-16 units), ending in `…` when shortened; never splits a pair. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s
  let cut = s.slice(0, Math.max(0, max - 1))
  const last = cut.charCodeAt(cut.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  return cut + '…'
}

/** Break our hidden comment marker inside trace content so it can never be taken for ours. */
export function breakMarker(s: string): string {
  return s.replace(/agent-trust-gate:comment-key/gi, (m) => m.replace(':', `:${ZWJ}`)).replace(/<!--/g, `<!-${ZWJ}-`)
}

/** Mask, put on one line, shorten, break the marker: what every context starts with. */
function clean(s: string, max: number): string {
  // Cut very long input before the regexes run; the margin keeps a secret that straddles the
  // final cut recognisable (every pattern is shorter than the margin, or matches when torn).
  const pre = s.length > max + 256 ? s.slice(0, max + 256) : s
  return breakMarker(truncate(oneLine(maskSecrets(pre)), max))
}

/**
 * Neutralise @mentions and #123 references with a zero-width joiner. URLs are not touched here:
 * mdText shows them as code (no autolink, and a copied URL still works).
 */
function noPings(s: string): string {
  return s.replace(/(^|[^A-Za-z0-9_])@(?=[A-Za-z0-9])/g, `$1@${ZWJ}`).replace(/#(?=\d)/g, `#${ZWJ}`)
}

/** A URL in trace text: a scheme and `://`, or `www.`, up to a space (closing punctuation left out). */
const URL_IN_TEXT = /(?:\b[A-Za-z][A-Za-z0-9+.-]*:\/\/|\bwww\.)[^\s<>"'`]*[^\s<>"'`.,;:!?)\]}]/gi

/**
 * A URL as an inline code span: GitHub links no URL inside code, and the text copied is the URL
 * itself. `|` and a backtick, which a code span in a table cell cannot hold as they are, are
 * percent-encoded (the same URL).
 */
function urlCode(url: string): string {
  return `\`${url.replace(/\|/g, '%7C').replace(/`/g, '%60')}\``
}

/**
 * Trace text as Markdown prose, safe in a paragraph, a list item or a table cell: no HTML, no
 * links or images, no emphasis, no math, no pipes or line breaks that would break a table, no
 * @mentions or #references that would notify anyone.
 */
/** A URL of ours (never trace content) as a Markdown link target: encoded, no parenthesis or space to end it early. */
export function mdUrl(url: string): string {
  return encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29')
}

export function mdText(s: string, max = 300): string {
  const alnum = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c)
  const escape = (text: string) =>
    noPings(text).replace(/[\\`*_{}[\]<>|~&$!]/g, (c, at: number, all: string) =>
      // `_` between two letters or digits cannot open or close emphasis; leave it readable.
      c === '_' && alnum(all[at - 1]) && alnum(all[at + 1]) ? c : `\\${c}`,
    )
  // URLs as code, the text around them escaped.
  const text = clean(s, max)
  let escaped = ''
  let at = 0
  for (const m of text.matchAll(URL_IN_TEXT)) {
    escaped += escape(text.slice(at, m.index)) + urlCode(m[0])
    at = m.index + m[0].length
  }
  escaped += escape(text.slice(at))
  // At the start of a list item, `#`, `-`, `+`, `=` or `1.` would start a heading or a list.
  return escaped.replace(/^([#+=-]|\d+(?=[.)]))/, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`))
}

/**
 * Trace text as an inline code span: the fence is longer than any run of backticks inside, and
 * in a table cell `|` is escaped (GitHub unescapes it inside the code span).
 */
export function mdCode(s: string, options: { max?: number; table?: boolean } = {}): string {
  let text = clean(s, options.max ?? 200)
  if (text === '') return '*(empty)*'
  if (options.table) text = text.replace(/\|/g, '\\|')
  let longest = 0
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length)
  const fence = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

/**
 * Trace text as the label of a Mermaid node, to be put between double quotes: every character
 * outside a small safe set becomes a Mermaid entity code (`#34;`), so that no quote, bracket,
 * backtick, `%%` directive or HTML can get out of the label or the code fence.
 */
export function mermaidLabel(s: string, max = 60): string {
  let out = ''
  for (const ch of clean(s, max)) {
    out += /^[A-Za-z0-9 _.,:/=+-]$/.test(ch) ? ch : `#${ch.codePointAt(0)};`
  }
  return out
}

/** Trace text for a log line, an annotation or a failure message: masked, one line, shortened. */
export function plainText(s: string, max = 1000): string {
  return clean(s, max)
}

/**
 * A comment key as it goes into the hidden marker: letters, digits and `._/ +=:-` only, no `--`
 * (which would end the HTML comment), at most 100 characters; `default` when nothing is left.
 */
export function sanitizeCommentKey(raw: string): string {
  const key = oneLine(raw)
    .replace(/[^A-Za-z0-9._/ +=:-]/g, '_')
    .replace(/-{2,}/g, '-')
    .slice(0, 100)
    .trim()
  return key === '' ? 'default' : key
}

/** Trace text in a log line that keeps its indentation: masked, no control characters, shortened. */
export function logLine(s: string, max = 2000): string {
  const pre = s.length > max + 256 ? s.slice(0, max + 256) : s
  return breakMarker(
    truncate(
      // eslint-disable-next-line no-control-regex
      maskSecrets(pre).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' '),
      max,
    ),
  )
}

/**
 * Objects whose masked copy is made otherwise than by walking them: a diagnosis received from a
 * worker thread with its heavy fields already masked as text (src/report/prepared.ts). The
 * function gets the walk, for what it does not hold masked.
 */
const MASKED_TWINS = new WeakMap<object, (walk: (value: unknown) => unknown) => object>()
/** Whether any object has a twin: until then no object is looked up. */
let twins = false

/** Have `maskSecretsDeep` take `twin(walk)` as the masked copy of `value`. */
export function setMaskedTwin(value: object, twin: (walk: (value: unknown) => unknown) => object): void {
  MASKED_TWINS.set(value, twin)
  twins = true
}

/**
 * A copy of a JSON value with every secret-shaped string masked (keys as well as values). For
 * the reports the action writes and uploads: evidence copied from traces may hold credentials,
 * and an artifact can be read by anyone who can read the run.
 */
export function maskSecretsDeep<T>(value: T): T {
  return deepMasker()(value) as T
}

/** The length from which a text is looked up among those masked before its hint is read. */
const LONG_TEXT = 1024

/**
 * maskSecretsDeep as a function that keeps what it learnt between values: each distinct string
 * is masked once, whichever value holds it.
 */
export function deepMasker(): (value: unknown) => unknown {
  // A report repeats its keys and many of its values (types, names, labels): each distinct
  // string that may hold a secret is masked once. Most strings hold no hint of one, and are
  // left at that one test (cheaper than looking them up).
  const seen = new Map<string, string>()
  const mask = (s: string): string => {
    // A long text (a file an agent wrote, quoted as evidence in every copy of a session) is
    // looked up first: a lookup costs less than reading it for a hint of a secret.
    if (s.length < LONG_TEXT && !mayHoldSecret(s)) return s
    let m = seen.get(s)
    if (m === undefined) seen.set(s, (m = maskSecrets(s)))
    return m
  }
  // Copy on write: a plain object or array in which nothing changes is returned as it is, so
  // that a long report is not copied whole to mask the few values that hold a secret.
  const walk = (x: unknown): unknown => {
    if (typeof x === 'string') return mask(x)
    if (Array.isArray(x)) {
      let out: unknown[] | undefined
      for (let i = 0; i < x.length; i++) {
        const v: unknown = x[i]
        const w = walk(v)
        if (out) out.push(w)
        else if (w !== v) (out = x.slice(0, i)).push(w)
      }
      return out ?? x
    }
    if (x !== null && typeof x === 'object') {
      const twin = twins ? MASKED_TWINS.get(x) : undefined
      if (twin) return twin(walk)
      const proto: unknown = Object.getPrototypeOf(x)
      const keys = Object.keys(x)
      const o = x as Record<string, unknown>
      const n = keys.length
      // Up to the first key or value that changes, nothing is kept: most objects hold no secret.
      const other = proto !== Object.prototype && proto !== null
      let at = other ? 0 : n
      let changedValue: unknown
      for (let j = 0; j < at; j++) {
        const v = o[keys[j]]
        const w = walk(v)
        if (w !== v || mask(keys[j]) !== keys[j]) {
          at = j
          changedValue = w
        }
      }
      if (at === n && !other) return x
      const out: [string, unknown][] = []
      for (let j = 0; j < n; j++) {
        const k = keys[j]
        out.push([mask(k), j < at ? o[k] : j === at && !other ? changedValue : walk(o[k])])
      }
      return Object.fromEntries(out)
    }
    return x
  }
  return walk
}

/**
 * Characters a terminal may act on rather than show: C0 controls other than line feed and tab,
 * DEL, C1 controls (U+009B is a one-character CSI), the line and paragraph separators and the
 * bidirectional controls (which can make text read differently from what it is).
 */
// eslint-disable-next-line no-control-regex
const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

const TERMINAL_UNSAFE_ONE = new RegExp(TERMINAL_UNSAFE.source)

/** Whether `terminalText` or `terminalJson` would change `s`. */
export function terminalUnsafe(s: string): boolean {
  return TERMINAL_UNSAFE_ONE.test(s)
}

/**
 * Text for a terminal: every character a terminal could take as a command (an escape sequence,
 * a carriage return that overwrites the line, a bidirectional override) becomes `?`. Line feeds
 * and tabs stay. For whole outputs (the CLI's summary, its Markdown), after their own escaping.
 */
export function terminalText(s: string): string {
  return s.replace(TERMINAL_UNSAFE, '?')
}

/**
 * JSON text safe for a terminal and the same value: JSON.stringify escapes C0 controls but
 * leaves DEL, C1 controls, the line separators and the bidirectional controls as they are; they
 * can only stand inside strings, where `\uXXXX` means the same character.
 */
export function terminalJson(json: string): string {
  return json.replace(TERMINAL_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * One line of at most `max` characters for an error or a warning on a terminal: masked unless
 * `mask` is false, control characters and bidirectional controls as spaces, shortened with `…`.
 */
export function terminalLine(s: string, options: { max?: number; mask?: boolean } = {}): string {
  const max = options.max ?? 300
  const pre = s.length > max + 256 ? s.slice(0, max + 256) : s
  return truncate(oneLine(options.mask === false ? pre : maskSecrets(pre)), max)
}

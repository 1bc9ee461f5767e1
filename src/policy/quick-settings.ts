/**
 * The CLI's settings read without zod, when every value given is one the settings' schema
 * (SETTINGS_TEXT, src/policy/settings.ts) takes as it is written: the usual run reads its flags
 * before it hands out its first file, and zod loads afterwards, when at all. Anything else
 * (white space around a value, `1_000`, a value the schema refuses) is left to the schema, which
 * reads it or says what is wrong; a test holds the two the same.
 */
import { PRESET_IDS } from '../core/vocabulary.js'
import { INTEGRITY_MODES } from '../core/integrity.js'
import { FORMAT_IDS } from '../trace/adapters/types.js'
import type { Settings, SettingName } from './settings.js'
import { DEFAULT_REGRESSION_TOLERANCE, FAIL_ON, GRAPH_MODES } from './choices.js'

/** One setting: its value from text as written (empty: its default), or NO when the schema must read it. */
type Quick = (text: string) => unknown
const NO = Symbol('no')

const choice =
  (values: readonly string[], fallback: string): Quick =>
  (s) =>
    s === '' ? fallback : values.includes(s) ? s : NO
const whole =
  (digits: number, ok: (n: number) => boolean, fallback: number | undefined): Quick =>
  (s) =>
    s === '' ? fallback : new RegExp(`^\\d{1,${digits}}$`).test(s) && ok(Number(s)) ? Number(s) : NO

/** In the order of SETTINGS_TEXT's keys. */
const QUICK: Record<SettingName, Quick> = {
  format: choice(['auto', ...FORMAT_IDS], 'auto'),
  preset: choice(['auto', ...PRESET_IDS], 'auto'),
  'fail-on': choice(FAIL_ON, 'unsafe_for_production'),
  'min-trust-score': whole(3, (n) => n <= 100, undefined),
  'token-budget': whole(15, (n) => n > 0, undefined),
  'repeat-min-pass': (s) => (s === '' ? undefined : s === 'all' ? 'all' : whole(6, (n) => n >= 1, undefined)(s)),
  'min-final-score': (s) => (s === '' ? undefined : /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(s) ? Number(s) : NO),
  'regression-tolerance': whole(3, (n) => n <= 100, DEFAULT_REGRESSION_TOLERANCE),
  'fail-on-regression': (s) =>
    s === '' ? false : /^(?:true|True|TRUE|false|False|FALSE)$/.test(s) ? s.toLowerCase() === 'true' : NO,
  graph: choice(GRAPH_MODES, 'evidence'),
  'max-bytes': whole(15, (n) => n >= 1, undefined),
  integrity: choice(INTEGRITY_MODES, 'warn'),
  since: (s) => (s.startsWith('-') ? NO : s),
  workers: whole(4, (n) => n >= 1 && n <= 1024, undefined),
}

/**
 * The settings from text (an absent one as empty, which gives its default), as the schema reads
 * them; undefined when a value is not plainly one it takes.
 */
export function quickSettings(raw: Partial<Record<SettingName, string>>): Settings | undefined {
  const out: Record<string, unknown> = {}
  for (const [name, quick] of Object.entries(QUICK) as [SettingName, Quick][]) {
    const text = raw[name] ?? ''
    if (text !== text.trim()) return undefined
    const value = quick(text)
    if (value === NO) return undefined
    out[name] = value
  }
  return out as Settings
}

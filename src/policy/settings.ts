/**
 * The gate's settings, declared once. Each setting has a typed schema (what the policy file
 * holds) and a text schema (what an action input or a CLI flag gives: a string, empty when not
 * set), so the action, the CLI and the policy file accept the same values and refuse a bad one
 * in the same words: `fail-on: expected one of ..., found "x"` (the CLI puts `--` before the
 * name). The action reads its inputs through `SETTINGS_TEXT`, the CLI its flags, and the policy
 * file its `preset`, `repeat_min_pass` and `harness.min_final_score` through `SETTINGS_TYPED`.
 */
import { z } from 'zod'
import { PRESET_IDS } from '../core/vocabulary.js'
import { FORMAT_IDS } from '../trace/registry.js'
import { INTEGRITY_MODES } from '../core/integrity.js'
import type { RepeatMinPass } from './cases.js'
import { DEFAULT_REGRESSION_TOLERANCE, FAIL_ON, GRAPH_MODES, type FailOn } from './choices.js'

export { DEFAULT_REGRESSION_TOLERANCE, FAIL_ON, type FailOn }

/** The typed values, as a policy file writes them. */
export const SETTINGS_TYPED = {
  preset: z.enum(['auto', ...PRESET_IDS]),
  repeatMinPass: z.union([z.literal('all'), z.number().int().min(1)], {
    error: 'expected all or a number of runs (1 or more)',
  }),
  minFinalScore: z.number().min(0).max(1),
}

const found = (x: unknown) => `found "${String(x)}"`
const trimmed = () => z.string().transform((s) => s.trim())

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number], words?: string) {
  return z
    .string()
    .transform((s) => s.trim() || fallback)
    .pipe(z.enum(values, { error: (iss) => `expected ${words ?? `one of ${values.join(', ')}`}, ${found(iss.input)}` }))
}

/** A boolean as the runner's YAML 1.2 core schema writes it (as core.getBooleanInput reads it). */
export function booleanText(fallback: boolean) {
  return trimmed()
    .refine((s) => s === '' || /^(?:true|True|TRUE|false|False|FALSE)$/.test(s), {
      error: (iss) => `expected true or false, ${found(iss.input)}`,
    })
    .transform((s) => (s === '' ? fallback : s.toLowerCase() === 'true'))
}

/** Text matching `form`, read as a number; empty gives `fallback`. */
function numberText<F extends number | undefined>(form: (s: string) => boolean, words: string, fallback: F) {
  return trimmed()
    .refine((s) => s === '' || form(s), { error: (iss) => `expected ${words}, ${found(iss.input)}` })
    .transform((s) => (s === '' ? fallback : Number(s)))
}

const wholeUpTo100 = (s: string) => /^\d{1,3}$/.test(s) && Number(s) <= 100

/** The settings as text: one entry per action input / CLI flag, by its name there. */
export const SETTINGS_TEXT = z.object({
  // The ids apart by `|`: the list is long, and an error is one line of 300 characters at most.
  format: choice(['auto', ...FORMAT_IDS], 'auto', `auto or one of ${FORMAT_IDS.join('|')}`),
  preset: choice(['auto', ...PRESET_IDS], 'auto', `auto or one of ${PRESET_IDS.join(', ')}`),
  'fail-on': choice(FAIL_ON, 'unsafe_for_production'),
  'min-trust-score': numberText(wholeUpTo100, 'a whole number from 0 to 100, or nothing', undefined),
  'token-budget': z
    .string()
    .transform((s) => s.replace(/_/g, ''))
    .pipe(
      numberText(
        (s) => /^\d{1,15}$/.test(s) && Number(s) > 0,
        'a whole number of tokens greater than 0, or nothing',
        undefined,
      ),
    ),
  'repeat-min-pass': trimmed()
    .refine((s) => s === '' || s === 'all' || (/^\d{1,6}$/.test(s) && Number(s) >= 1), {
      error: (iss) => `expected all or a whole number of runs (1 or more), ${found(iss.input)}`,
    })
    .transform((s): RepeatMinPass | undefined => (s === '' ? undefined : s === 'all' ? 'all' : Number(s))),
  'min-final-score': numberText(
    (s) => /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(s),
    'a number from 0 to 1, or nothing',
    undefined,
  ),
  'regression-tolerance': numberText(
    wholeUpTo100,
    'a whole number of trust score points from 0 to 100',
    DEFAULT_REGRESSION_TOLERANCE,
  ),
  'fail-on-regression': booleanText(false),
  graph: choice(GRAPH_MODES, 'evidence'),
  'max-bytes': numberText(
    (s) => /^\d{1,15}$/.test(s) && Number(s) >= 1,
    'a whole number of bytes greater than 0',
    undefined,
  ),
  /**
   * What a committed or stale trace does: fail the gate, be reported only (the CLI's default), or
   * not be looked for (`off`). Where the CLI looks for committed traces: src/cli/cli.ts.
   */
  integrity: choice(INTEGRITY_MODES, 'warn'),
  /**
   * Sessions that ended before this are stale: an ISO 8601 time or a git ref (its committer time;
   * the action's `commit` is the workflow's commit less 10 minutes). Empty: no check.
   */
  since: trimmed().refine((s) => !s.startsWith('-'), {
    error: (iss) => `expected an ISO 8601 time or a git ref, ${found(iss.input)}`,
  }),
  /**
   * Threads that diagnose files at once (the main thread one of them); undefined: one per core
   * once the files add up to POOL_MIN_BYTES (src/gate/pool.ts).
   */
  workers: numberText(
    (s) => /^\d{1,4}$/.test(s) && Number(s) >= 1 && Number(s) <= 1024,
    'a whole number of worker threads from 1 to 1024, or nothing',
    undefined,
  ),
})

export type SettingName = keyof typeof SETTINGS_TEXT.shape
export type Settings = z.output<typeof SETTINGS_TEXT>

/**
 * Read settings given as text (an absent one as empty, which gives its default), each bad value
 * in words as `prefix + name: expected ..., found "..."`: one line each, in the order of the schema.
 */
export function readSettings(
  raw: Partial<Record<SettingName, string>>,
  prefix = '',
): { settings: Settings } | { errors: string[] } {
  const names = Object.keys(SETTINGS_TEXT.shape) as SettingName[]
  const result = SETTINGS_TEXT.safeParse(Object.fromEntries(names.map((n) => [n, raw[n] ?? ''])))
  if (result.success) return { settings: result.data }
  return { errors: [...new Set(result.error.issues.map((i) => `${prefix}${i.path.join('.')}: ${i.message}`))] }
}

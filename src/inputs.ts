/**
 * The action's inputs: the only reader of `core.getInput`. Read once, checked with zod, and a
 * bad value reported in words: `fail-on: expected one of ..., found "x"`.
 */
import * as core from '@actions/core'
import { z } from 'zod'
import { FAIL_ON, type FailOn } from './policy.js'
import type { FormatOption } from './pipeline.js'
import { FORMAT_IDS } from './trace/formats.js'

export const IF_NO_FILES_FOUND = ['error', 'warn', 'ignore'] as const
export const COMMENT_ON = ['always', 'failure', 'never'] as const

export interface Inputs {
  /** Globs of trace files, relative to the workspace; `!` excludes, `#` starts a comment. */
  sessions: string[]
  format: FormatOption
  failOn: FailOn
  minTrustScore?: number
  ifNoFilesFound: (typeof IF_NO_FILES_FOUND)[number]
  commentOn: (typeof COMMENT_ON)[number]
  /** As given; empty means the default (workflow and job). */
  commentKey: string
  githubToken: string
  /** As given; empty means the default (under RUNNER_TEMP). */
  reportPath: string
}

export const INPUT_NAMES = [
  'sessions',
  'format',
  'fail-on',
  'min-trust-score',
  'if-no-files-found',
  'comment-on',
  'comment-key',
  'github-token',
  'report-path',
] as const
export type InputName = (typeof INPUT_NAMES)[number]
export type RawInputs = Partial<Record<InputName, string>>

/** A bad input value, in words; one line per bad input. */
export class InputError extends Error {
  override name = 'InputError'
}

/**
 * Split the `sessions` input into globs: at newlines, and at commas outside `{...}` (so that
 * `traces/{a,b}.jsonl` stays one glob). Blank entries are dropped.
 */
export function splitGlobs(text: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  const push = () => {
    const t = current.trim()
    if (t) out.push(t)
    current = ''
  }
  for (const ch of text) {
    if (ch === '\n' || ch === '\r' || (ch === ',' && depth === 0)) {
      push()
      continue
    }
    if (ch === '{') depth++
    else if (ch === '}' && depth > 0) depth--
    current += ch
  }
  push()
  return out
}

const found = (x: unknown) => `found "${String(x)}"`

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z
    .string()
    .transform((s) => s.trim() || fallback)
    .pipe(z.enum(values, { error: (iss) => `expected one of ${values.join(', ')}, ${found(iss.input)}` }))
}

const schema = z.object({
  sessions: z
    .string()
    .transform(splitGlobs)
    .pipe(z.array(z.string()).min(1, 'expected at least one glob of trace files (one a line, or separated by commas), found none')),
  format: z
    .string()
    .transform((s) => s.trim() || 'auto')
    .pipe(
      z.enum(['auto', ...FORMAT_IDS], {
        error: (iss) => `expected auto or one of ${FORMAT_IDS.join(', ')}, ${found(iss.input)}`,
      }),
    ),
  'fail-on': choice(FAIL_ON, 'unsafe_for_production'),
  'min-trust-score': z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s === '' || (/^\d{1,3}$/.test(s) && Number(s) <= 100), {
      error: (iss) => `expected a whole number from 0 to 100, or nothing, ${found(iss.input)}`,
    })
    .transform((s) => (s === '' ? undefined : Number(s))),
  'if-no-files-found': choice(IF_NO_FILES_FOUND, 'error'),
  'comment-on': choice(COMMENT_ON, 'always'),
  'comment-key': z.string().transform((s) => s.trim()),
  'github-token': z.string().transform((s) => s.trim()),
  'report-path': z.string().transform((s) => s.trim()),
})

/** Check raw input values (as the runner passes them; a missing one is empty). Pure. */
export function parseInputs(raw: RawInputs): Inputs {
  const values = Object.fromEntries(INPUT_NAMES.map((n) => [n, raw[n] ?? '']))
  const result = schema.safeParse(values)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new InputError([...new Set(lines)].join('; '))
  }
  const v = result.data
  return {
    sessions: v.sessions,
    format: v.format as FormatOption,
    failOn: v['fail-on'],
    ...(v['min-trust-score'] !== undefined ? { minTrustScore: v['min-trust-score'] } : {}),
    ifNoFilesFound: v['if-no-files-found'],
    commentOn: v['comment-on'],
    commentKey: v['comment-key'],
    githubToken: v['github-token'],
    reportPath: v['report-path'],
  }
}

/** Read and check the action's inputs; the token is registered as a secret before anything else. */
export function readInputs(): Inputs {
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) raw[name] = core.getInput(name, { trimWhitespace: false })
  const token = raw['github-token']?.trim()
  if (token) core.setSecret(token)
  return parseInputs(raw)
}

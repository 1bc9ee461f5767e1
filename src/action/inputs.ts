/**
 * The action's inputs: the only reader of `core.getInput`. Read once, checked with zod, and a
 * bad value reported in words: `fail-on: expected one of ..., found "x"`.
 */
import * as core from '@actions/core'
import { z } from 'zod'
import { booleanText, SETTINGS_TEXT, type Settings } from '../policy/settings.js'
import { ARTIFACT_NAME, DEFAULT_ARTIFACT_NAME } from './artifacts.js'
import type { FailOn } from '../policy/verdict.js'
import type { FormatOption, PresetOption } from '../gate/pipeline.js'
import type { RepeatMinPass } from '../policy/cases.js'
import { INTEGRITY_MODES, type IntegrityMode } from '../core/integrity.js'

export const IF_NO_FILES_FOUND = ['error', 'warn', 'ignore'] as const
export const COMMENT_ON = ['always', 'failure', 'never'] as const
export const MODES = ['gate', 'comment'] as const
export const BASELINE_FROM = ['none', 'artifact'] as const

export interface Inputs {
  /** gate: diagnose and decide; comment: comment on a pull request from a gate run's artifact. */
  mode: (typeof MODES)[number]
  /** Globs of trace files, relative to the workspace; `!` excludes, `#` starts a comment. */
  sessions: string[]
  /** Globs of report files (the shards of a matrix), used instead of sessions. */
  reports: string[]
  /** Globs of baseline report files. */
  baseline: string[]
  baselineFrom: (typeof BASELINE_FROM)[number]
  failOnRegression: boolean
  regressionTolerance: number
  uploadReport: boolean
  /** Upload the HTML report as the artifact `<artifact-name>-html`, linked from the comment and summary. */
  htmlReport: boolean
  artifactName: string
  format: FormatOption
  preset: PresetOption
  /** Effective tokens one session may spend (the agents preset's cost rule); undefined: none. */
  tokenBudget?: number
  /** Threads that diagnose files at once (the main thread one of them); undefined: one per core once the files add up to POOL_MIN_BYTES. */
  workers?: number
  /** As given; empty means `.agent-trust-gate.yml` (or `.yaml`) in the workspace, when there is one. */
  policy: string
  /** Passing runs a case needs; undefined: the policy's, else all. */
  repeatMinPass?: RepeatMinPass
  /** Globs of evaluation harness outputs (arksim, personal_agent_eval). */
  harness: string[]
  /** The lowest final score a harness result may have (0 to 1); undefined: the policy's. */
  minFinalScore?: number
  failOn: FailOn
  minTrustScore?: number
  ifNoFilesFound: (typeof IF_NO_FILES_FOUND)[number]
  commentOn: (typeof COMMENT_ON)[number]
  /** As given; empty means the default (workflow and job). */
  commentKey: string
  githubToken: string
  /** As given; empty means the default (under RUNNER_TEMP). */
  reportPath: string
  /** What a committed or stale trace does: fail (the action's default) or warn. */
  integrity: IntegrityMode
  /** `commit` (the workflow's commit, less 10 minutes), an ISO 8601 time or a git ref; empty: no stale check. */
  since: string
  /** Trace files larger than this many bytes are refused; undefined: the default (1 GiB). */
  maxBytes?: number
}

export const INPUT_NAMES = [
  'mode',
  'sessions',
  'reports',
  'format',
  'fail-on',
  'min-trust-score',
  'if-no-files-found',
  'comment-on',
  'comment-key',
  'github-token',
  'report-path',
  'baseline',
  'baseline-from',
  'fail-on-regression',
  'regression-tolerance',
  'upload-report',
  'html-report',
  'artifact-name',
  'preset',
  'token-budget',
  'max-bytes',
  'workers',
  'policy',
  'repeat-min-pass',
  'harness',
  'min-final-score',
  'integrity',
  'since',
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

const shared = SETTINGS_TEXT.shape

const schema = z.object({
  mode: choice(MODES, 'gate'),
  sessions: z.string().transform(splitGlobs),
  reports: z.string().transform(splitGlobs),
  format: shared.format,
  'fail-on': shared['fail-on'],
  'min-trust-score': shared['min-trust-score'],
  'if-no-files-found': choice(IF_NO_FILES_FOUND, 'error'),
  'comment-on': choice(COMMENT_ON, 'always'),
  'comment-key': z.string().transform((s) => s.trim()),
  'github-token': z.string().transform((s) => s.trim()),
  'report-path': z.string().transform((s) => s.trim()),
  baseline: z.string().transform(splitGlobs),
  'baseline-from': choice(BASELINE_FROM, 'none'),
  'fail-on-regression': shared['fail-on-regression'],
  'regression-tolerance': shared['regression-tolerance'],
  'upload-report': booleanText(true),
  'html-report': booleanText(true),
  'artifact-name': z
    .string()
    .transform((s) => s.trim() || DEFAULT_ARTIFACT_NAME)
    .refine((s) => ARTIFACT_NAME.test(s), {
      error: (iss) =>
        `expected a name of at most 200 characters without " : < > | * ? \\ / or line breaks, ${found(iss.input)}`,
    }),
  preset: shared.preset,
  'token-budget': shared['token-budget'],
  workers: shared.workers,
  policy: z.string().transform((s) => s.trim()),
  'repeat-min-pass': shared['repeat-min-pass'],
  harness: z.string().transform(splitGlobs),
  'min-final-score': shared['min-final-score'],
  integrity: choice(INTEGRITY_MODES, 'fail'),
  since: shared.since,
  'max-bytes': shared['max-bytes'],
})

type Parsed = z.infer<typeof schema>

/** What only makes sense together: one source of sessions; what mode comment does not take. */
function combinationErrors(v: Parsed): string[] {
  const errors: string[] = []
  const given = (name: 'sessions' | 'reports' | 'baseline') => v[name].length > 0
  if (v.mode === 'comment') {
    for (const name of ['sessions', 'reports', 'baseline'] as const) {
      if (given(name)) {
        errors.push(
          `${name}: mode comment reads the report from the gate run's artifact, so expected no ${name}, found ` +
            `${v[name].map((g) => JSON.stringify(g)).join(', ')}`,
        )
      }
    }
    if (v['baseline-from'] !== 'none') {
      errors.push(
        'baseline-from: mode comment shows the comparison the gate run made, so expected none, found "artifact" ' +
          '(set it on the gate step)',
      )
    }
    return errors
  }
  if (given('sessions') && given('reports')) {
    errors.push(
      'sessions, reports: expected one of them (trace files to diagnose, or report files to merge), found both',
    )
  } else if (!given('sessions') && !given('reports')) {
    errors.push(
      'sessions: expected at least one glob of trace files (one a line, or separated by commas), or globs of ' +
        'report files in reports, found neither',
    )
  }
  if (given('baseline') && v['baseline-from'] !== 'none') {
    errors.push(
      'baseline, baseline-from: expected one source of the baseline (report files, or the artifact of the base ' +
        'branch), found both',
    )
  }
  return errors
}

/** Check raw input values (as the runner passes them; a missing one is empty). Pure. */
export function parseInputs(raw: RawInputs): Inputs {
  const values = Object.fromEntries(INPUT_NAMES.map((n) => [n, raw[n] ?? '']))
  const result = schema.safeParse(values)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new InputError([...new Set(lines)].join('; '))
  }
  const v = result.data
  const errors = combinationErrors(v)
  if (errors.length) throw new InputError(errors.join('; '))
  return {
    mode: v.mode,
    sessions: v.sessions,
    reports: v.reports,
    format: v.format as FormatOption,
    preset: v.preset,
    ...(v['token-budget'] !== undefined ? { tokenBudget: v['token-budget'] } : {}),
    ...(v.workers !== undefined ? { workers: v.workers } : {}),
    policy: v.policy,
    ...(v['repeat-min-pass'] !== undefined ? { repeatMinPass: v['repeat-min-pass'] } : {}),
    harness: v.harness,
    ...(v['min-final-score'] !== undefined ? { minFinalScore: v['min-final-score'] } : {}),
    failOn: v['fail-on'],
    ...(v['min-trust-score'] !== undefined ? { minTrustScore: v['min-trust-score'] } : {}),
    ifNoFilesFound: v['if-no-files-found'],
    commentOn: v['comment-on'],
    commentKey: v['comment-key'],
    githubToken: v['github-token'],
    reportPath: v['report-path'],
    baseline: v.baseline,
    baselineFrom: v['baseline-from'],
    failOnRegression: v['fail-on-regression'],
    regressionTolerance: v['regression-tolerance'],
    uploadReport: v['upload-report'],
    htmlReport: v['html-report'],
    artifactName: v['artifact-name'],
    integrity: v.integrity,
    since: v.since,
    ...(v['max-bytes'] !== undefined ? { maxBytes: v['max-bytes'] } : {}),
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

/** The gate's settings from the inputs (the action has no graph input: its default). */
export function gateSettings(inputs: Inputs): Settings {
  return {
    format: inputs.format,
    preset: inputs.preset,
    'fail-on': inputs.failOn,
    'min-trust-score': inputs.minTrustScore,
    'token-budget': inputs.tokenBudget,
    'repeat-min-pass': inputs.repeatMinPass,
    'min-final-score': inputs.minFinalScore,
    'regression-tolerance': inputs.regressionTolerance,
    'fail-on-regression': inputs.failOnRegression,
    graph: 'evidence',
    'max-bytes': inputs.maxBytes,
    workers: inputs.workers,
    integrity: inputs.integrity,
    since: inputs.since,
  }
}

import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { gateSettings, InputError, parseInputs, readInputs, splitGlobs } from '../../src/action/inputs.js'

describe('splitGlobs', () => {
  it.each([
    ['traces/*.jsonl', ['traces/*.jsonl']],
    ['a.jsonl\nb.jsonl', ['a.jsonl', 'b.jsonl']],
    ['a.jsonl, b.jsonl', ['a.jsonl', 'b.jsonl']],
    ['  a.jsonl \r\n\n , ,b.jsonl\n', ['a.jsonl', 'b.jsonl']],
    ['traces/{a,b}.jsonl, c.jsonl', ['traces/{a,b}.jsonl', 'c.jsonl']],
    ['runs/**/*.{json,jsonl}\n!runs/skip/**', ['runs/**/*.{json,jsonl}', '!runs/skip/**']],
    ['', []],
  ])('%j -> %j', (input, expected) => {
    expect(splitGlobs(input)).toEqual(expected)
  })
})

describe('parseInputs', () => {
  it('fills in the defaults', () => {
    expect(parseInputs({ sessions: 'traces/*.jsonl' })).toEqual({
      mode: 'gate',
      sessions: ['traces/*.jsonl'],
      reports: [],
      format: 'auto',
      failOn: 'unsafe_for_production',
      ifNoFilesFound: 'error',
      integrity: 'fail',
      since: '',
      commentOn: 'always',
      commentKey: '',
      githubToken: '',
      reportPath: '',
      baseline: [],
      baselineFrom: 'none',
      failOnRegression: false,
      regressionTolerance: 5,
      uploadReport: true,
      htmlReport: true,
      artifactName: 'agent-trust-gate-report',
      preset: 'auto',
      policy: '',
      harness: [],
    })
  })

  it('reads every input', () => {
    expect(
      parseInputs({
        sessions: 'a.jsonl,b.jsonl',
        format: 'critiqor',
        'fail-on': 'review_recommended',
        'min-trust-score': ' 80 ',
        'if-no-files-found': 'warn',
        'comment-on': 'failure',
        'comment-key': ' matrix-1 ',
        'github-token': 'ghs_x',
        'report-path': 'out/report.json',
        baseline: 'base/*.json',
        'fail-on-regression': 'True',
        'regression-tolerance': ' 10 ',
        'upload-report': 'false',
        'html-report': 'false',
        'artifact-name': ' gate-report ',
        preset: 'agents',
        'token-budget': '2_000_000',
        workers: ' 3 ',
        policy: ' .ci/gate.yml ',
        'repeat-min-pass': '2',
        harness: 'evals/*.json',
        'min-final-score': '0.8',
        'max-bytes': ' 5000000 ',
      }),
    ).toEqual({
      mode: 'gate',
      sessions: ['a.jsonl', 'b.jsonl'],
      reports: [],
      format: 'critiqor',
      failOn: 'review_recommended',
      minTrustScore: 80,
      ifNoFilesFound: 'warn',
      integrity: 'fail',
      since: '',
      commentOn: 'failure',
      commentKey: 'matrix-1',
      githubToken: 'ghs_x',
      reportPath: 'out/report.json',
      baseline: ['base/*.json'],
      baselineFrom: 'none',
      failOnRegression: true,
      regressionTolerance: 10,
      uploadReport: false,
      htmlReport: false,
      artifactName: 'gate-report',
      preset: 'agents',
      tokenBudget: 2000000,
      workers: 3,
      policy: '.ci/gate.yml',
      repeatMinPass: 2,
      harness: ['evals/*.json'],
      minFinalScore: 0.8,
      maxBytes: 5000000,
    })
  })

  it('gives max-bytes to the gate, and refuses a bad one in words', () => {
    expect(gateSettings(parseInputs({ sessions: 'a', 'max-bytes': '1000' }))['max-bytes']).toBe(1000)
    expect(gateSettings(parseInputs({ sessions: 'a' }))['max-bytes']).toBeUndefined()
    expect(() => parseInputs({ sessions: 'a', 'max-bytes': '0' })).toThrow(
      'max-bytes: expected a whole number of bytes greater than 0',
    )
  })

  it('takes integrity off: committed and stale traces are then not looked for', () => {
    expect(parseInputs({ sessions: 'traces/*.jsonl', integrity: ' off ' }).integrity).toBe('off')
  })

  it('takes reports instead of sessions, and mode comment without either', () => {
    expect(parseInputs({ reports: 'shards/**/*.json' })).toMatchObject({ sessions: [], reports: ['shards/**/*.json'] })
    expect(parseInputs({ mode: 'comment' })).toMatchObject({ mode: 'comment', sessions: [], reports: [] })
    expect(parseInputs({ sessions: 'a.jsonl', 'baseline-from': 'artifact' })).toMatchObject({
      baseline: [],
      baselineFrom: 'artifact',
    })
  })

  it.each([
    [
      { sessions: '' },
      'sessions: expected at least one glob of trace files (one a line, or separated by commas), or globs of report files in reports, found neither',
    ],
    [{ sessions: ' , \n' }, 'sessions: expected at least one glob'],
    [
      { sessions: 'a', reports: 'b' },
      'sessions, reports: expected one of them (trace files to diagnose, or report files to merge), found both',
    ],
    [
      { mode: 'comment', sessions: 'a' },
      `sessions: mode comment reads the report from the gate run's artifact, so expected no sessions, found "a"`,
    ],
    [
      { mode: 'comment', 'baseline-from': 'artifact' },
      'baseline-from: mode comment shows the comparison the gate run made, so expected none, found "artifact"',
    ],
    [{ mode: 'review' }, 'mode: expected one of gate, comment, found "review"'],
    [
      { sessions: 'a', baseline: 'b.json', 'baseline-from': 'artifact' },
      'baseline, baseline-from: expected one source of the baseline',
    ],
    [{ sessions: 'a', 'baseline-from': 'main' }, 'baseline-from: expected one of none, artifact, found "main"'],
    [{ sessions: 'a', 'fail-on-regression': 'yes' }, 'fail-on-regression: expected true or false, found "yes"'],
    [{ sessions: 'a', 'upload-report': '1' }, 'upload-report: expected true or false, found "1"'],
    [
      { sessions: 'a', 'regression-tolerance': '-1' },
      'regression-tolerance: expected a whole number of trust score points from 0 to 100, found "-1"',
    ],
    [
      { sessions: 'a', 'regression-tolerance': '101' },
      'regression-tolerance: expected a whole number of trust score points from 0 to 100, found "101"',
    ],
    [{ sessions: 'a', 'artifact-name': 'a/b' }, 'artifact-name: expected a name of at most 200 characters without'],
    [
      { sessions: 'a', 'fail-on': 'x' },
      'fail-on: expected one of unsafe_for_production, review_recommended, never, found "x"',
    ],
    [{ sessions: 'a', preset: 'strict' }, 'preset: expected auto or one of critiqor, agents, found "strict"'],
    [
      { sessions: 'a', 'token-budget': '0' },
      'token-budget: expected a whole number of tokens greater than 0, or nothing, found "0"',
    ],
    [
      { sessions: 'a', workers: '0' },
      'workers: expected a whole number of worker threads from 1 to 1024, or nothing, found "0"',
    ],
    [
      { sessions: 'a', workers: 'all' },
      'workers: expected a whole number of worker threads from 1 to 1024, or nothing, found "all"',
    ],
    [
      { sessions: 'a', 'token-budget': '1e6' },
      'token-budget: expected a whole number of tokens greater than 0, or nothing, found "1e6"',
    ],
    [
      { sessions: 'a', 'repeat-min-pass': '0' },
      'repeat-min-pass: expected all or a whole number of runs (1 or more), found "0"',
    ],
    [
      { sessions: 'a', 'min-final-score': '1.5' },
      'min-final-score: expected a number from 0 to 1, or nothing, found "1.5"',
    ],
    [
      { sessions: 'a', 'fail-on': 'Never' },
      'fail-on: expected one of unsafe_for_production, review_recommended, never, found "Never"',
    ],
    [
      { sessions: 'a', 'comment-on': 'sometimes' },
      'comment-on: expected one of always, failure, never, found "sometimes"',
    ],
    [
      { sessions: 'a', 'if-no-files-found': 'fail' },
      'if-no-files-found: expected one of error, warn, ignore, found "fail"',
    ],
    [
      { sessions: 'a', 'min-trust-score': '101' },
      'min-trust-score: expected a whole number from 0 to 100, or nothing, found "101"',
    ],
    [
      { sessions: 'a', 'min-trust-score': '7.5' },
      'min-trust-score: expected a whole number from 0 to 100, or nothing, found "7.5"',
    ],
    [{ sessions: 'a', format: 'csv' }, 'format: expected auto or one of critiqor|critiqor-session|'],
  ])('reports %j in words', (raw, message) => {
    expect(() => parseInputs(raw)).toThrow(InputError)
    expect(() => parseInputs(raw)).toThrow(message)
  })

  it('reports every bad input at once, on one line', () => {
    try {
      parseInputs({ sessions: 'a', 'fail-on': 'x', 'comment-on': 'y' })
      throw new Error('expected an InputError')
    } catch (err) {
      expect((err as Error).message).toBe(
        'fail-on: expected one of unsafe_for_production, review_recommended, never, found "x"; comment-on: expected one of always, failure, never, found "y"',
      )
    }
  })
})

describe('readInputs', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
    jest.restoreAllMocks()
  })

  it('reads INPUT_* as the runner sets them, and registers the token as a secret first', () => {
    process.env['INPUT_SESSIONS'] = 'examples/*.jsonl'
    process.env['INPUT_FAIL-ON'] = 'never'
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_secret123'
    const writes: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
      writes.push(String(s))
      return true
    })
    const inputs = readInputs()
    expect(inputs.sessions).toEqual(['examples/*.jsonl'])
    expect(inputs.failOn).toBe('never')
    expect(inputs.githubToken).toBe('ghs_secret123')
    expect(writes.join('')).toContain('::add-mask::ghs_secret123')
  })
})

import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { InputError, parseInputs, readInputs, splitGlobs } from '../../src/inputs.js'

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
      sessions: ['traces/*.jsonl'],
      format: 'auto',
      failOn: 'unsafe_for_production',
      ifNoFilesFound: 'error',
      commentOn: 'always',
      commentKey: '',
      githubToken: '',
      reportPath: '',
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
      }),
    ).toEqual({
      sessions: ['a.jsonl', 'b.jsonl'],
      format: 'critiqor',
      failOn: 'review_recommended',
      minTrustScore: 80,
      ifNoFilesFound: 'warn',
      commentOn: 'failure',
      commentKey: 'matrix-1',
      githubToken: 'ghs_x',
      reportPath: 'out/report.json',
    })
  })

  it.each([
    [{ sessions: '' }, 'sessions: expected at least one glob of trace files (one a line, or separated by commas), found none'],
    [{ sessions: ' , \n' }, 'sessions: expected at least one glob'],
    [{ sessions: 'a', 'fail-on': 'x' }, 'fail-on: expected one of unsafe_for_production, review_recommended, never, found "x"'],
    [{ sessions: 'a', 'fail-on': 'Never' }, 'fail-on: expected one of unsafe_for_production, review_recommended, never, found "Never"'],
    [{ sessions: 'a', 'comment-on': 'sometimes' }, 'comment-on: expected one of always, failure, never, found "sometimes"'],
    [{ sessions: 'a', 'if-no-files-found': 'fail' }, 'if-no-files-found: expected one of error, warn, ignore, found "fail"'],
    [{ sessions: 'a', 'min-trust-score': '101' }, 'min-trust-score: expected a whole number from 0 to 100, or nothing, found "101"'],
    [{ sessions: 'a', 'min-trust-score': '7.5' }, 'min-trust-score: expected a whole number from 0 to 100, or nothing, found "7.5"'],
    [{ sessions: 'a', format: 'csv' }, 'format: expected auto or one of critiqor,'],
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

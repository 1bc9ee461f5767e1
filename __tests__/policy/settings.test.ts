/** One settings schema: the action's inputs and the CLI's flags take the same values and refuse a bad one in the same words. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseInputs, type RawInputs } from '../../src/action/inputs.js'
import { readSettings, SETTINGS_TEXT, type SettingName } from '../../src/policy/settings.js'
import { parsePolicy } from '../../src/policy/policy-file.js'
import { quickSettings } from '../../src/policy/quick-settings.js'
import { cli } from '../../__fixtures__/testing.js'

const BAD: Partial<Record<SettingName, string>> = {
  format: 'csv',
  preset: 'strict',
  'fail-on': 'sometimes',
  'min-trust-score': '101',
  'token-budget': '0',
  'repeat-min-pass': 'some',
  'min-final-score': '1.5',
  'regression-tolerance': '-1',
}

describe('the settings schema', () => {
  it.each(Object.entries(BAD))('%s: the action and the CLI refuse "%s" in the same words', async (name, value) => {
    let actionError = ''
    try {
      parseInputs({ sessions: 'a.jsonl', [name]: value } as RawInputs)
    } catch (err) {
      actionError = (err as Error).message
    }
    expect(actionError).toMatch(new RegExp(`^${name}: expected `))
    const args = ['diagnose', 'examples/clean.jsonl', `--${name}=${value}`]
    if (name === 'regression-tolerance') args.push('--baseline', 'examples/clean.jsonl')
    const r = await cli(...args)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(`--${actionError}`)
  })

  it('gives every setting its default when none is given', () => {
    const read = readSettings({})
    expect(read).toEqual({
      settings: {
        format: 'auto',
        preset: 'auto',
        'fail-on': 'unsafe_for_production',
        'min-trust-score': undefined,
        'token-budget': undefined,
        'repeat-min-pass': undefined,
        'min-final-score': undefined,
        'regression-tolerance': 5,
        'fail-on-regression': false,
        graph: 'evidence',
        'max-bytes': undefined,
        integrity: 'warn',
        since: '',
      },
    })
    expect(Object.keys((read as { settings: object }).settings)).toEqual(Object.keys(SETTINGS_TEXT.shape))
  })

  it('reads the values the policy file also takes, with the same limits', () => {
    const read = readSettings({ preset: 'agents', 'repeat-min-pass': '2', 'min-final-score': '0.5' })
    expect(read).toMatchObject({ settings: { preset: 'agents', 'repeat-min-pass': 2, 'min-final-score': 0.5 } })
    const policy = parsePolicy('preset: agents\nrepeat_min_pass: 2\nharness:\n  min_final_score: 0.5\n', 'p.yml')
    expect([policy.preset, policy.repeatMinPass, policy.harness.minFinalScore]).toEqual(['agents', 2, 0.5])
    expect(() => parsePolicy('harness:\n  min_final_score: 1.5\n', 'p.yml')).toThrow(/min_final_score/)
    expect(readSettings({ 'min-final-score': '1.5' })).toEqual({
      errors: ['min-final-score: expected a number from 0 to 1, or nothing, found "1.5"'],
    })
  })
})

describe('the settings read without zod', () => {
  /** Values of each kind the settings take, and some they refuse or take only once cleaned. */
  const VALUES = [
    ...['', 'auto', 'agents', 'critiqor', 'claude-code', 'otel', 'never', 'review_recommended'],
    ...['unsafe_for_production', 'evidence', 'full', 'none', 'fail', 'warn', 'off', 'all', 'true', 'True'],
    ...['FALSE', 'yes', '0', '1', '2', '5', '100', '101', '1024', '1025', '0.5', '.5', '1.0', '1.5', '00'],
    ...['007', '1_000', '999999999999999', '9999999999999999', ' 5', 'agents ', '-1', '-x', 'HEAD~3', 'x'],
    ...['2026-01-01T00:00:00Z', '1e3', '0x10', 'Infinity', '\t', 'ALL'],
  ]
  const names = Object.keys(SETTINGS_TEXT.shape) as SettingName[]
  const entries = (settings: object | undefined) => (settings ? Object.entries(settings) : undefined)

  it('gives what the schema gives, or leaves the value to the schema', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 6 }))),
        (raw) => {
          const quick = quickSettings(raw)
          const read = readSettings(raw)
          if (quick !== undefined) expect(entries(quick)).toEqual(entries('settings' in read ? read.settings : {}))
          else if ('settings' in read)
            expect(Object.values(raw).some((v) => v !== v.trim() || v.includes('_'))).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('reads the defaults, and the values as the CLI is usually given them', () => {
    for (const raw of [{}, { preset: 'agents', 'fail-on': 'never' }, { workers: '1', 'max-bytes': '1000' }]) {
      const read = readSettings(raw)
      expect(entries(quickSettings(raw))).toEqual(entries('settings' in read ? read.settings : undefined))
    }
  })
})

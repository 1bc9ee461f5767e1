import { describe, expect, it } from '@jest/globals'
import { quote } from '../../../../src/engine/rules/agents/common.js'

describe('quote', () => {
  it('quotes a short message whole, on one line', () => {
    expect(quote('  exit\n code 1 ')).toBe('"exit code 1"')
    expect(quote('')).toBeUndefined()
    expect(quote(3)).toBeUndefined()
  })

  it("cuts a long message after a whole sentence, keeping Droid's actionable part", () => {
    const droid =
      'Exec ended early: insufficient permission to proceed. Re-run with --auto medium or --auto high. ' +
      'For destructive commands, use --skip-permissions-unsafe.'
    expect(quote(droid)).toBe(
      '"Exec ended early: insufficient permission to proceed. Re-run with --auto medium or --auto high. ..."',
    )
  })

  it('brings the sentence that says what to do after the head when it would fall past the cut', () => {
    const long =
      'The sandbox refused to start the command because the policy that governs this workspace does not let ' +
      'commands write outside the project folder at all. Re-run with --sandbox workspace-write. Details follow.'
    const q = quote(long)!
    expect(q).toContain('Re-run with --sandbox workspace-write.')
    expect(q.length).toBeLessThanOrEqual(160)
  })

  it('cuts a message without sentences as before, with no part of a secret left', () => {
    const q = quote(`token ${'x'.repeat(200)}`)!
    expect(q.endsWith('..."')).toBe(true)
    expect(q.length).toBeLessThanOrEqual(122)
  })
})

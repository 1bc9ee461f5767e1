/**
 * Where the action's comment and summary link rule pages: the repository and ref the action runs
 * from, which hold them; without both, no link rather than one to a tag that may not exist.
 */
import { describe, expect, it } from '@jest/globals'
import { rulesBase } from '../../src/action/rules-base.js'

describe('rulesBase', () => {
  it('is the action repository at the ref it runs at', () => {
    expect(rulesBase({ GITHUB_ACTION_REPOSITORY: 'acme/gate', GITHUB_ACTION_REF: '0123abc' })).toBe(
      'https://github.com/acme/gate/blob/0123abc',
    )
    expect(
      rulesBase({
        GITHUB_SERVER_URL: 'https://ghe.example.com',
        GITHUB_ACTION_REPOSITORY: 'acme/gate',
        GITHUB_ACTION_REF: 'main',
      }),
    ).toBe('https://ghe.example.com/acme/gate/blob/main')
  })

  it('is nothing without them (uses: ./), or when they are not a repository and a ref', () => {
    expect(rulesBase({})).toBeUndefined()
    expect(rulesBase({ GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' })).toBeUndefined()
    expect(rulesBase({ GITHUB_ACTION_REPOSITORY: 'acme/gate' })).toBeUndefined()
    expect(rulesBase({ GITHUB_ACTION_REPOSITORY: 'acme/gate', GITHUB_ACTION_REF: 'x y' })).toBeUndefined()
    expect(rulesBase({ GITHUB_ACTION_REPOSITORY: 'a/b/c', GITHUB_ACTION_REF: 'v1' })).toBeUndefined()
  })
})

import { describe, expect, it } from '@jest/globals'
import { contextFrom, defaultCommentKey, pullRequestOf, runUrl } from '../../src/github/context.js'

describe('pullRequestOf', () => {
  const repo = (full_name: string) => ({ repo: { full_name } })
  it.each([
    ['a pull_request event', { pull_request: { number: 7, head: repo('o/r'), base: repo('o/r') } }, { number: 7, fromFork: false }],
    ['a pull request from a fork', { pull_request: { number: 8, head: repo('fork/r'), base: repo('o/r') } }, { number: 8, fromFork: true }],
    ['a deleted fork', { pull_request: { number: 9, head: { repo: null }, base: repo('o/r') } }, { number: 9, fromFork: true }],
    ['a comment on a pull request', { issue: { number: 10, pull_request: { url: 'x' } } }, { number: 10, fromFork: false }],
    ['a comment on an issue', { issue: { number: 11 } }, undefined],
    ['a push', { ref: 'refs/heads/main', commits: [] }, undefined],
    ['a bad number', { pull_request: { number: '7' } }, undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_, payload, expected) => {
    expect(pullRequestOf(payload)).toEqual(expected)
  })
})

describe('contextFrom', () => {
  it('reads the runner environment', () => {
    const ctx = contextFrom(
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REPOSITORY: 'octo/repo',
        GITHUB_WORKFLOW: 'CI',
        GITHUB_JOB: 'gate',
        GITHUB_ACTION: 'trust',
        GITHUB_SERVER_URL: 'https://github.example/',
        GITHUB_RUN_ID: '42',
        GITHUB_WORKSPACE: '/w',
        RUNNER_TEMP: '/t',
      },
      { pull_request: { number: 3 } },
    )
    expect(ctx).toEqual({
      eventName: 'pull_request',
      repo: { owner: 'octo', repo: 'repo' },
      pullRequest: { number: 3, fromFork: false },
      workflow: 'CI',
      job: 'gate',
      action: 'trust',
      serverUrl: 'https://github.example',
      runId: '42',
      workspace: '/w',
      runnerTemp: '/t',
    })
    expect(runUrl(ctx)).toBe('https://github.example/octo/repo/actions/runs/42')
    expect(defaultCommentKey(ctx)).toBe('CI/gate')
  })

  it('has a default comment key even without a workflow', () => {
    expect(defaultCommentKey({ workflow: '', job: '' })).toBe('default')
    expect(defaultCommentKey({ workflow: 'CI', job: '' })).toBe('CI')
  })
})

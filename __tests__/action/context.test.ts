import { describe, expect, it } from '@jest/globals'
import {
  contextFrom,
  defaultCommentKey,
  pullRequestOf,
  runUrl,
  workflowFileOf,
  workflowRunOf,
} from '../../src/action/context.js'

describe('pullRequestOf', () => {
  const repo = (full_name: string) => ({ repo: { full_name } })
  it.each([
    [
      'a pull_request event',
      { pull_request: { number: 7, head: repo('o/r'), base: repo('o/r') } },
      { number: 7, fromFork: false },
    ],
    [
      'a pull request from a fork',
      { pull_request: { number: 8, head: repo('fork/r'), base: repo('o/r') } },
      { number: 8, fromFork: true },
    ],
    [
      'a deleted fork',
      { pull_request: { number: 9, head: { repo: null }, base: repo('o/r') } },
      { number: 9, fromFork: true },
    ],
    [
      'a comment on a pull request',
      { issue: { number: 10, pull_request: { url: 'x' } } },
      { number: 10, fromFork: false },
    ],
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

describe('the pull request and the runs', () => {
  const SHA = 'a'.repeat(40)

  it('keeps the head commit and the base branch of a pull request', () => {
    expect(
      pullRequestOf({
        pull_request: {
          number: 7,
          head: { sha: SHA, repo: { full_name: 'o/r' } },
          base: { ref: 'main', repo: { full_name: 'o/r' } },
        },
      }),
    ).toEqual({ number: 7, fromFork: false, headSha: SHA, baseRef: 'main' })
    // Values that are not a commit or a branch are left out.
    expect(pullRequestOf({ pull_request: { number: 7, head: { sha: 'HEAD' }, base: { ref: '../x' } } })).toEqual({
      number: 7,
      fromFork: false,
    })
  })

  it('reads the gate run of a workflow_run event', () => {
    expect(
      workflowRunOf({
        workflow_run: {
          id: 99,
          run_attempt: 2,
          run_number: 12,
          event: 'pull_request',
          conclusion: 'failure',
          head_sha: SHA,
          head_branch: 'feature/x',
          head_repository: { full_name: 'fork/demo', owner: { login: 'fork' } },
          workflow_id: 5,
          pull_requests: [{ number: 3, head: { sha: SHA } }, { number: 'x' }],
        },
      }),
    ).toEqual({
      id: 99,
      attempt: 2,
      number: 12,
      event: 'pull_request',
      conclusion: 'failure',
      headSha: SHA,
      headBranch: 'feature/x',
      headOwner: 'fork',
      workflowId: 5,
      pullRequests: [{ number: 3, headSha: SHA }],
    })
    expect(workflowRunOf({ workflow_run: { id: 1, head_sha: 'nope' } })).toBeUndefined()
    expect(workflowRunOf({ pull_request: {} })).toBeUndefined()
  })

  it('reads the run number, attempt, workflow file and pushed branch from the environment', () => {
    const ctx = contextFrom(
      {
        GITHUB_EVENT_NAME: 'push',
        GITHUB_REPOSITORY: 'octo/demo',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_RUN_ID: '42',
        GITHUB_RUN_NUMBER: '7',
        GITHUB_RUN_ATTEMPT: '2',
        GITHUB_WORKFLOW_REF: 'octo/demo/.github/workflows/gate.yml@refs/heads/main',
      },
      {},
    )
    expect(ctx).toMatchObject({ runNumber: 7, runAttempt: 2, pushBranch: 'main' })
    expect(workflowFileOf(ctx.workflowRef)).toBe('gate.yml')
    expect(workflowFileOf('octo/demo/.github/workflows/sub/dir.yml@x')).toBeUndefined()
    expect(workflowFileOf(undefined)).toBeUndefined()
    expect(
      contextFrom({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/heads/main' }, {}).pushBranch,
    ).toBeUndefined()
    expect(runUrl(ctx, 99)).toBe('https://github.com/octo/demo/actions/runs/99')
    expect(runUrl(ctx, '1 or 2')).toBeUndefined()
  })
})

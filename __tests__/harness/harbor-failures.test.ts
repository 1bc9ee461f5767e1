/**
 * A run failed by its harness alone, on variants of a Harbor trial (__fixtures__/harbor/job's
 * codex trial, its agent's run clean): a reward of 0, Harbor stopping the agent at its time limit,
 * the verifier timing out or leaving no reward, the environment failing, a cancelled trial, the
 * agent's process exiting with an error, and a job of trials with mixed outcomes. In the comment,
 * the job summary, the CLI's text, the action's log line and the HTML page, the first line says
 * why the gate failed, from the harness; no line says "0 failed" beside "failed"; the counts
 * agree; the session is not blamed for the harness's failure, and the culprit is named.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'
import { reportSchema, type Report } from '../../src/report/schema.js'
import { renderComment, renderSummary } from '../../src/report/markdown.js'
import { renderText } from '../../src/report/text.js'
import { renderHtml } from '../../src/report/html/index.js'
import { verdictLine } from '../../src/action/outputs.js'
import { harborReason } from '../../src/harness/harbor.js'

const TRIAL = '__fixtures__/harbor/job/event-summary__codex1'
const dir = mkdtempSync(join(tmpdir(), 'atg-harbor-failures-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Variant {
  reward: number | null
  exception?: [string, string]
}

/** A copy of the trial with Harbor's result as given, in a folder of its own under `at`. */
function variant(at: string, name: string, v: Variant): string {
  const to = join(at, name)
  cpSync(TRIAL, to, { recursive: true })
  const path = join(to, 'result.json')
  const result = JSON.parse(readFileSync(path, 'utf8'))
  result.trial_name = name
  result.verifier_result = v.reward === null ? null : { rewards: { reward: v.reward } }
  result.exception_info = v.exception
    ? { exception_type: v.exception[0], exception_message: v.exception[1], exception_traceback: '', occurred_at: '' }
    : null
  writeFileSync(path, JSON.stringify(result))
  const reward = join(to, 'verifier', 'reward.txt')
  if (v.reward === null) rmSync(reward, { force: true })
  else writeFileSync(reward, String(v.reward))
  return to
}

async function diagnose(path: string): Promise<Report> {
  const out = join(dir, `report-${Math.random().toString(36).slice(2)}.json`)
  const r = await cli('diagnose', path, '--out', out, '--integrity', 'off')
  expect(r.code).toBe(1)
  const report = reportSchema.parse(JSON.parse(readFileSync(out, 'utf8')))
  unlinkSync(out)
  return report
}

/** The first line of each output a reader sees first. */
function firstLines(report: Report): Record<string, string> {
  const comment = renderComment(report, { marker: '<!-- agent-trust-gate:comment-key default -->' }).body
  const html = renderHtml(report)
  const verdict = /<div class="verdict"[^>]*>(.*?)<\/div>/s.exec(html)![1].replace(/<[^>]+>/g, '')
  return {
    // Markdown's escapes taken out (`trial\_\_v1`).
    comment: comment.split('\n')[1].replace(/\\_/g, '_'),
    summary: renderSummary(report).split('\n')[0].replace(/\\_/g, '_'),
    text: renderText(report).split('\n')[0],
    log: verdictLine(report),
    html: verdict.replace(/&#39;/g, "'").replace(/&amp;/g, '&'),
  }
}

const CASES: [string, Variant, RegExp, 'agent' | 'harness'][] = [
  ['reward 0, the agent run clean', { reward: 0 }, /the verifier's reward was 0, below the 1 a pass needs/, 'agent'],
  ['a partial reward', { reward: 0.5 }, /the verifier's reward was 0\.5/, 'agent'],
  [
    'AgentTimeoutError',
    { reward: null, exception: ['AgentTimeoutError', 'Agent execution timed out after 900.0 seconds'] },
    /Harbor stopped the agent at its time limit \(AgentTimeoutError: Agent execution timed out after 900\.0 seconds\)/,
    'agent',
  ],
  [
    'VerifierTimeoutError',
    { reward: null, exception: ['VerifierTimeoutError', 'Verifier execution timed out after 600.0 seconds'] },
    /the verifier ran out of time, so the trial has no reward \(VerifierTimeoutError/,
    'harness',
  ],
  [
    'RewardFileNotFoundError',
    { reward: null, exception: ['RewardFileNotFoundError', 'No reward file found at /logs/verifier/reward.txt'] },
    /the verifier left no reward it could read \(RewardFileNotFoundError/,
    'harness',
  ],
  [
    'a docker error',
    { reward: null, exception: ['RuntimeError', 'Docker compose command failed for environment x. Return code: 1'] },
    /the trial's environment failed, and the verifier gave no reward \(RuntimeError: Docker compose/,
    'harness',
  ],
  [
    'EnvironmentStartTimeoutError',
    { reward: null, exception: ['EnvironmentStartTimeoutError', 'Environment start timed out after 600.0 seconds'] },
    /the trial's environment failed/,
    'harness',
  ],
  [
    'a cancelled trial',
    { reward: null, exception: ['CancelledError', ''] },
    /the trial was cancelled before the verifier gave a reward \(CancelledError\)/,
    'harness',
  ],
  [
    "the agent's process exiting with an error",
    { reward: null, exception: ['NonZeroAgentExitCodeError', 'Agent command failed (exit code 1)'] },
    /the agent's process exited with an error/,
    'agent',
  ],
]

describe('a run failed by its Harbor trial alone', () => {
  it.each(CASES)('%s: every output leads with the harness and its reason', async (name, v, reason, fault) => {
    const at = join(dir, name.replace(/\W+/g, '-'))
    mkdirSync(at)
    const report = await diagnose(variant(at, 'trial__v1', v))
    // The session passed on its trace; the harness failed the run, and says whose failure it was.
    expect(report.verdict.passed).toBe(false)
    expect(report.verdict.failed_session_count).toBe(0)
    expect(report.sessions.map((s) => s.passed)).toEqual([true])
    const [h] = report.harness!.results
    expect(h.passed).toBe(false)
    expect(h.fault).toBe(fault)
    expect(h.reason).toMatch(reason)
    const lines = firstLines(report)
    for (const [where, line] of Object.entries(lines)) {
      expect({ where, line }).toEqual({ where, line: expect.stringMatching(/failed by the evaluation harness: /i) })
      expect({ where, line }).toEqual({ where, line: expect.stringMatching(reason) })
      expect({ where, line }).toEqual({ where, line: expect.stringContaining('Harbor trial trial__v1') })
    }
    // No "0 failed" beside "failed", anywhere; the session is never called failed.
    for (const body of [renderSummary(report), renderText(report), renderHtml(report).replace(/<[^>]+>/g, ' ')]) {
      expect(body).not.toMatch(/\b0 (?:of \d+ )?(?:sessions? )?failed/)
      expect(body).not.toMatch(/\b1 of 1 session failed/)
    }
    expect(renderSummary(report)).toContain(
      fault === 'harness'
        ? '**The evaluation harness itself failed, not the agent**'
        : "**The evaluation harness failed the agent's run**",
    )
    expect(renderSummary(report)).toContain('the session passed the gate on its trace')
  })

  it('a trial whose cleanup failed after a reward of 1 passes, and says nothing of the harness', async () => {
    const at = join(dir, 'cleanup')
    mkdirSync(at)
    const out = join(dir, 'cleanup.json')
    const trial = variant(at, 'trial__c1', { reward: 1, exception: ['RuntimeError', 'docker compose down failed'] })
    const r = await cli('diagnose', trial, '--out', out, '--integrity', 'off')
    expect(r.code).toBe(0)
    const report = reportSchema.parse(JSON.parse(readFileSync(out, 'utf8')))
    expect(report.harness!.results.map((h) => [h.passed, h.reason, h.fault])).toEqual([[true, undefined, undefined]])
    expect(renderSummary(report).split('\n')[0]).toBe('## ✅ Agent trust gate: passed')
  })

  it('a job of trials with mixed outcomes: the first failure leads, the counts agree, no one culprit is claimed', async () => {
    const job = join(dir, 'job')
    mkdirSync(job)
    variant(job, 'a__pass1', { reward: 1 })
    variant(job, 'b__zero1', { reward: 0 })
    variant(job, 'c__vto1', { reward: null, exception: ['VerifierTimeoutError', 'Verifier execution timed out'] })
    variant(job, 'd__pass2', { reward: 1 })
    const report = await diagnose(job)
    expect(report.sessions).toHaveLength(4)
    expect(report.verdict.failed_session_count).toBe(0)
    expect(report.harness!.results.map((h) => [h.id, h.passed, h.fault ?? null])).toEqual([
      ['a__pass1', true, null],
      ['b__zero1', false, 'agent'],
      ['c__vto1', false, 'harness'],
      ['d__pass2', true, null],
    ])
    const lines = firstLines(report)
    for (const line of Object.values(lines)) {
      expect(line).toMatch(/failed by the evaluation harness: the verifier's reward was 0/i)
      expect(line).toContain('(Harbor trial b__zero1); 1 more harness result failed')
    }
    expect(lines.log).toContain('2 of 4 harness results failed; no session failed on its trace')
    const summary = renderSummary(report)
    expect(summary).toContain('**An evaluation harness failed the run**')
    expect(summary).toContain('none of the 4 sessions failed the gate on their trace')
  })
})

describe('harborReason', () => {
  it('names no culprit for a trial that passed, and the harness for an exception it does not know', () => {
    expect(harborReason('passed', 1, undefined)).toBeUndefined()
    expect(harborReason('error', undefined, { type: 'ValueError', message: 'no API key' })).toEqual({
      reason: 'Harbor recorded ValueError: no API key, and the verifier gave no reward',
      fault: 'harness',
    })
    expect(harborReason('no_reward', undefined, undefined)).toEqual({
      reason: 'the verifier wrote no reward',
      fault: 'harness',
    })
    // A reward below a pass after the harness's own exception is the harness's.
    expect(harborReason('failed', 0, { type: 'VerifierOutputParseError', message: 'bad json' })?.fault).toBe('harness')
  })
})

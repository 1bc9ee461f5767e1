import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { renderText } from '../../src/report/text.js'
import { renderSummary } from '../../src/report/markdown.js'
import { verdictLine, verdictOutputs, worstSession } from '../../src/action/outputs.js'
import { buildReport } from '../../src/report/json.js'
import { shouldRetryRateLimit } from '../../src/action/client.js'
import { GATE, cleanSession, loopSession, twoSessionReport } from '../../__fixtures__/github/reports.js'

describe('the verdict', () => {
  it('fails on a session at fail-on or worse', () => {
    const r = twoSessionReport()
    expect(r.verdict.passed).toBe(false)
    expect(r.sessions.map((s) => s.passed)).toEqual([false, true])
    expect(verdictOutputs(r)).toEqual({
      'trust-score': '90',
      readiness: 'unsafe_for_production',
      'primary-failure': 'infinite_tool_loop',
      passed: 'false',
    })
    expect(verdictLine(r)).toBe(
      'Verdict: FAILED (fail-on unsafe_for_production): 1 of 2 sessions failed; lowest trust score 90, worst readiness unsafe_for_production (critical infinite_tool_loop).',
    )
  })

  it('passes with fail-on never, unless the minimum trust score says otherwise', () => {
    expect(twoSessionReport({ failOn: 'never' }).verdict.passed).toBe(true)
    const r = twoSessionReport({ failOn: 'never', minTrustScore: 95 })
    expect(r.verdict.passed).toBe(false)
    expect(r.verdict.reasons).toEqual(['examples/tool-loop.jsonl has trust 90, below the minimum trust score 95.'])
    expect(verdictLine(r)).toContain('(fail-on never, minimum trust score 95)')
  })

  it('fails on review_recommended when asked to', () => {
    const review = loopSession('r.jsonl')
    const d = review.diagnosis as unknown as { readiness_level: string; trust_score: number }
    d.readiness_level = 'review_recommended'
    d.trust_score = 85
    expect(buildReport([review], GATE).verdict.passed).toBe(true)
    expect(buildReport([review], { failOn: 'review_recommended' }).verdict.passed).toBe(false)
  })

  it('passes with no sessions, with empty outputs', () => {
    const r = buildReport([], GATE)
    expect(r.verdict.passed).toBe(true)
    expect(verdictOutputs(r)).toEqual({ 'trust-score': '', readiness: '', 'primary-failure': '', passed: 'true' })
    expect(verdictLine(r)).toBe('Verdict: PASSED (fail-on unsafe_for_production): 0 of 0 sessions failed.')
  })

  it('fails a session of no agent events, whatever the settings, and says so in words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atg-verdict-'))
    try {
      const files: [string, string, string][] = [
        ['empty.json', '[]', 'critiqor'],
        ['events.json', '{"events":[]}', 'critiqor'],
        ['codex.jsonl', '{"type":"thread.started","thread_id":"t"}\n', 'codex-exec'],
        [
          'claw.jsonl',
          '{"type":"session","version":3,"id":"s","timestamp":"2026-01-01T00:00:00Z","cwd":"/"}\n',
          'openclaw',
        ],
        ['summary.jsonl', '{"type":"summary","summary":"x","leafUuid":"u"}\n', 'claude-code'],
        ['eval.json', '{"version":2,"status":"cancelled","eval":{"task":"t","model":"m"},"samples":[]}', 'inspect'],
      ]
      for (const [name, content, format] of files) {
        const path = join(dir, name)
        writeFileSync(path, content)
        const sessions = await diagnoseFile(path)
        expect(sessions).toHaveLength(1)
        // The model numbers stay the reference's...
        expect(sessions[0].diagnosis.trust_score).toBe(100)
        expect(sessions[0].format).toBe(format)
        // ...but the gate does not pass what it did not see.
        for (const settings of [GATE, { failOn: 'never' as const }]) {
          const r = buildReport(sessions, settings)
          const words = `no agent events read from ${path} (format ${format}): nothing to judge`
          expect(r.verdict.passed).toBe(false)
          expect(r.sessions[0].passed).toBe(false)
          expect(r.verdict.reasons).toEqual([`N${words.slice(1)}.`])
          expect(renderText(r)).toContain(`  ${words}\n`)
          expect(renderSummary(r)).toContain(words)
        }
      }
      // One event is evidence: a run that only started is judged, not refused.
      const one = join(dir, 'one.jsonl')
      writeFileSync(one, '{"event":"tool_call","tool":"a","args":{}}\n')
      expect(buildReport(await diagnoseFile(one), GATE).verdict.passed).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('names the primary failure of the worst session', () => {
    const r = buildReport([cleanSession('a.jsonl'), loopSession('b.jsonl')], GATE)
    expect(worstSession(r)?.source).toBe('b.jsonl')
    expect(worstSession(buildReport([cleanSession('a.jsonl'), cleanSession('b.jsonl')], GATE))?.source).toBe('a.jsonl')
  })
})

describe('rate limits', () => {
  it('are waited out only when short, and at most twice', () => {
    expect(shouldRetryRateLimit(1, 0)).toBe(true)
    expect(shouldRetryRateLimit(60, 1)).toBe(true)
    expect(shouldRetryRateLimit(61, 0)).toBe(false)
    expect(shouldRetryRateLimit(5, 2)).toBe(false)
  })
})

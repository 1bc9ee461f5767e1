/**
 * Marks follow readiness everywhere: a pass mark only beside a session that passed the gate and
 * is ready_for_runtime; a session that passed but is not ready carries a review mark, and the
 * verdict says how many are to review. The same rule in the comment, the job summary, the HTML
 * page, the CLI's text and the action's log line.
 */
import { describe, expect, it } from '@jest/globals'
import type { SessionResult } from '../../src/gate/pipeline.js'
import { readinessOf } from '../../src/engine/diagnose.js'
import { buildReport, type Report } from '../../src/report/json.js'
import {
  readinessWhy,
  runMark,
  scoreLine,
  sessionMark,
  verdictMark,
  verdictWords,
  worstWhy,
  type Marked,
} from '../../src/report/marks.js'
import { renderComment, renderSummary } from '../../src/report/markdown.js'
import { renderText } from '../../src/report/text.js'
import { renderHtml } from '../../src/report/html/index.js'
import { verdictLine } from '../../src/action/outputs.js'
import { cleanSession, loopSession } from '../../__fixtures__/github/reports.js'

/** examples/tool-loop.jsonl's session with its loop made high, not critical: review_recommended at trust 95. */
function reviewSession(source: string): SessionResult {
  const s = loopSession(source)
  return {
    ...s,
    diagnosis: {
      ...s.diagnosis,
      trust_score: 95,
      readiness_level: 'review_recommended',
      failure_causes: s.diagnosis.failure_causes.map((c) => ({ ...c, severity: 'high' })),
      primary_diagnosis: { ...s.diagnosis.primary_diagnosis, severity: 'high' },
    },
  } as SessionResult
}

const diagnosis = (trust: number, severities: string[]): Marked['diagnosis'] => ({
  trust_score: trust,
  readiness_level: readinessOf(
    trust,
    severities.map((severity) => ({ severity }) as never),
  ),
  failure_causes: severities.map((severity, i) => ({ type: `type_${i}`, severity })),
})

describe('the mark of a session', () => {
  it('is pass only for a session that passed and is ready, review for one that passed and is not, fail otherwise', () => {
    const d = (r: Marked['diagnosis']['readiness_level']) => ({ readiness_level: r })
    expect(sessionMark({ passed: true, diagnosis: d('ready_for_runtime') })).toBe('pass')
    expect(sessionMark({ passed: true, diagnosis: d('review_recommended') })).toBe('review')
    expect(sessionMark({ passed: true, diagnosis: d('unsafe_for_production') })).toBe('review')
    expect(sessionMark({ passed: false, diagnosis: d('ready_for_runtime') })).toBe('fail')
    expect(runMark(true, 'ready_for_runtime')).toBe('pass')
    expect(runMark(true, null)).toBe('pass')
    expect(runMark(true, 'review_recommended')).toBe('review')
    expect(runMark(false, 'ready_for_runtime')).toBe('fail')
  })

  it('says why a readiness is what it is, in the terms readinessOf decides it by', () => {
    for (const trust of [0, 59, 60, 79, 80, 88, 100]) {
      for (const severities of [
        [],
        ['low'],
        ['medium'],
        ['high'],
        ['critical'],
        ['high', 'critical'],
        ['low', 'high'],
      ]) {
        const d = diagnosis(trust, severities)
        const why = readinessWhy(d)
        if (d.readiness_level === 'ready_for_runtime') {
          expect(why).toBeUndefined()
          continue
        }
        expect(why).toBeDefined()
        const critical = severities.includes('critical')
        if (d.readiness_level === 'unsafe_for_production') {
          expect(why!.short).toBe(critical ? `critical type_${severities.indexOf('critical')}` : 'trust below 60')
          expect(why!.despiteScore).toBe(critical && trust >= 60)
        } else {
          expect(why!.short).toBe(trust < 80 ? 'trust below 80' : `high type_${severities.indexOf('high')}`)
          expect(why!.despiteScore).toBe(trust >= 80)
        }
      }
    }
    expect(scoreLine(diagnosis(88, ['critical']))).toBe('trust 88, unsafe_for_production: critical type_0')
    expect(scoreLine(diagnosis(100, []))).toBe('trust 100, ready_for_runtime')
    expect(readinessWhy(diagnosis(88, ['critical']))!.long).toBe(
      'a critical cause (type_0) makes a run unsafe whatever its trust score',
    )
  })

  it('counts the runs to review in the verdict, plural right', () => {
    const one = buildReport([reviewSession('a.jsonl'), cleanSession('b.jsonl')], { failOn: 'unsafe_for_production' })
    expect(verdictWords(one.verdict.passed, one.sessions)).toBe('passed, 1 run to review')
    expect(verdictMark(one.verdict.passed, one.sessions)).toBe('review')
    const two = buildReport([reviewSession('a.jsonl'), reviewSession('b.jsonl')], { failOn: 'unsafe_for_production' })
    expect(verdictWords(two.verdict.passed, two.sessions)).toBe('passed, 2 runs to review')
    const clean = buildReport([cleanSession('b.jsonl')], { failOn: 'unsafe_for_production' })
    expect(verdictWords(clean.verdict.passed, clean.sessions)).toBe('passed')
    expect(verdictMark(clean.verdict.passed, clean.sessions)).toBe('pass')
    const failed = buildReport([loopSession('a.jsonl'), reviewSession('b.jsonl')], { failOn: 'unsafe_for_production' })
    expect(verdictWords(failed.verdict.passed, failed.sessions)).toBe('failed')
  })
})

/** A run that passes with one session to review (high, trust 95), one failing (critical, trust 90) under fail-on review, one clean. */
const reports: [string, Report][] = [
  [
    'passed with one to review',
    buildReport([reviewSession('traces/review.jsonl'), cleanSession('traces/clean.jsonl')], {
      failOn: 'unsafe_for_production',
    }),
  ],
  [
    'passed, unsafe under fail-on never',
    buildReport([loopSession('traces/loop.jsonl'), cleanSession('traces/clean.jsonl')], { failOn: 'never' }),
  ],
  [
    'failed',
    buildReport([loopSession('traces/loop.jsonl'), reviewSession('traces/review.jsonl')], {
      failOn: 'unsafe_for_production',
    }),
  ],
]

describe.each(reports)('every renderer, on a run that %s', (_, report) => {
  const notReady = report.sessions.filter((s) => s.diagnosis.readiness_level !== 'ready_for_runtime')
  const review = report.sessions.filter((s) => sessionMark(s) === 'review').length

  it('the comment and the job summary: no ✅ beside a session that is not ready, and the heading says what is to review', () => {
    for (const body of [renderComment(report, { marker: '<!-- m -->' }).body, renderSummary(report)]) {
      const heading = body.split('\n').find((l) => l.startsWith('## '))!
      if (!report.verdict.passed) expect(heading).toBe('## ❌ Agent trust gate: failed')
      else if (review)
        expect(heading).toBe(`## ⚠️ Agent trust gate: passed, ${review} run${review > 1 ? 's' : ''} to review`)
      for (const s of notReady) {
        const lines = body.split('\n').filter((l) => l.includes(`\`${s.source}\``) && /^(\| |### )/.test(l))
        expect(lines.length).toBeGreaterThanOrEqual(2)
        for (const l of lines) expect(l).not.toContain('✅')
        for (const l of lines) expect(l).toContain(s.passed ? '⚠️' : '❌')
      }
      // The line with the trust score says why the score is not enough; the readiness is the
      // table's (said once per session).
      for (const s of notReady) {
        const why = readinessWhy(s.diagnosis)!
        expect(body).toContain(`**Trust score ${s.diagnosis.trust_score}**: ${why.long}`)
      }
    }
  })

  it('the CLI: review, not pass, beside a session that is not ready, and the score line says why', () => {
    const text = renderText(report)
    for (const s of notReady) {
      const why = readinessWhy(s.diagnosis)!
      const line = text.split('\n').find((l) => l.includes(`trust ${s.diagnosis.trust_score} `))!
      expect(line.trim().split(/\s+/)[0]).toBe(s.passed ? 'review' : 'FAIL')
      expect(line).toContain(why.despiteScore ? why.long : why.short)
    }
    expect(worstWhy(report)).toBeDefined()
    expect(text).toContain(`worst readiness ${report.verdict.readiness_level} (${worstWhy(report)})`)
    expect(text).toContain(
      `Verdict: ${report.verdict.passed ? 'PASSED' : 'FAILED'}${report.verdict.passed && review ? `, ${review} run${review > 1 ? 's' : ''} to review` : ''} (`,
    )
    expect(verdictLine(report)).toMatch(
      report.verdict.passed && review ? /^Verdict: PASSED, \d+ runs? to review / : /^Verdict: (PASSED|FAILED) /,
    )
  })

  it('the HTML page: the verdict and each session’s gate cell carry the same mark', () => {
    const html = renderHtml(report)
    const big = /<span class="big (\w+)" id="verdict-text">([^<]*)<\/span>/.exec(html)!
    expect(big[1]).toBe(!report.verdict.passed ? 'fail' : review ? 'warn' : 'pass')
    expect(big[2]).toBe(verdictWords(report.verdict.passed, report.sessions).replace(/^p/, 'P').replace(/^f/, 'F'))
    const gates = [
      ...html.matchAll(/<td class="s-gate" data-label="gate"><span class="(\w+)">(\w+)<\/span><\/td>/g),
    ].map((m) => [m[1], m[2]])
    expect(gates).toEqual(
      report.sessions.map((s) => {
        const m = sessionMark(s)
        return [m === 'review' ? 'warn' : m, m]
      }),
    )
    for (const s of notReady) expect(html).toContain(`(${readinessWhy(s.diagnosis)!.short})`)
    // The verdict's worst readiness says why, as the session's line does.
    const worst = /<span class="mute" id="readiness-why">\(([^)]*)\)<\/span>/.exec(html)
    expect(worst?.[1]).toBe(worstWhy(report))
  })
})

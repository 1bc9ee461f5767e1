import { describe, expect, it } from '@jest/globals'
import { artifactContents } from '../../src/action/upload.js'
import { parseArtifactMeta } from '../../src/action/artifacts.js'
import { compareReports } from '../../src/report/baseline.js'
import { buildReport, serializeReport } from '../../src/report/json.js'
import { reportSchema } from '../../src/report/schema.js'
import {
  GATE,
  HOSTILE_GITHUB_TOKEN,
  HOSTILE_SECRET,
  cleanSession,
  hostileSession,
} from '../../__fixtures__/github/reports.js'

describe('artifactContents', () => {
  const report = buildReport([hostileSession(), cleanSession('traces/clean.jsonl')], GATE)
  const comparison = compareReports(report, [buildReport([cleanSession(hostileSession().source)], GATE)], {
    tolerance: 5,
    failOnRegression: false,
    baseline: `base ${HOSTILE_SECRET}`,
  })
  const meta = {
    artifact: 'agent-trust-gate' as const,
    version: 1 as const,
    comment_key: 'CI/gate',
    baseline: comparison,
  }

  it('masks the report and the baseline of the side file, which both stay readable', () => {
    expect(serializeReport(report)).toContain(HOSTILE_SECRET) // what there is to mask
    expect(JSON.stringify(comparison)).toContain(HOSTILE_SECRET)
    const files = artifactContents(report, meta)
    expect(files.map((f) => f.name)).toEqual(['report.json', 'agent-trust-gate.json'])
    for (const { text } of files) {
      expect(text).not.toContain(HOSTILE_SECRET)
      expect(text).not.toContain(HOSTILE_GITHUB_TOKEN)
    }
    const masked = reportSchema.parse(JSON.parse(files[0].text))
    expect(masked.verdict.passed).toBe(false)
    expect(masked.verdict.failed_session_count).toBe(report.verdict.failed_session_count)
    expect(masked.sessions.map((s) => s.diagnosis.trust_score)).toEqual(
      report.sessions.map((s) => s.diagnosis.trust_score),
    )
    const side = parseArtifactMeta(Buffer.from(files[1].text))
    expect(side.comment_key).toBe('CI/gate')
    expect(side.baseline).toMatchObject({ baseline: 'base ***' })
  })

  it('gives the same bytes for the same report', () => {
    expect(artifactContents(report, meta)).toEqual(artifactContents(report, meta))
    expect(artifactContents(report, { ...meta, baseline: null })[1].text).toBe(
      '{"artifact":"agent-trust-gate","version":1,"comment_key":"CI/gate","baseline":null}\n',
    )
  })
})

/**
 * One figure, one name: under the agents preset a report's cost efficiency is one number (the
 * cost dimension's score, in `scores` and in `cost_analysis` alike); under the reference preset
 * `cost_analysis.cost_efficiency` stays the model's 100 - redundancy. A trace with no token
 * counts says none were recorded, not "0 in all".
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { diagnose } from '../../../../src/engine/diagnose.js'
import { AGENTS } from '../../../../src/engine/presets.js'
import { cli } from '../../../../__fixtures__/testing.js'
import { callAndResult, repeat } from './helpers.js'

const same = (n: number) => repeat(n, (i) => callAndResult(`c${i}`, 'read', { path: 'a.md' }, { digest: 'd' })).flat()

describe('cost efficiency', () => {
  it('is one number under the agents preset: the cost score, also where calls repeat without a cost cause', () => {
    const wasteful = diagnose([...same(11), { event: 'token_usage', usage: { total: 50_000 } }], { preset: AGENTS })
    expect(wasteful.scores.cost_efficiency).toBeLessThan(100)
    expect(wasteful.cost_analysis.cost_efficiency).toBe(wasteful.scores.cost_efficiency)
    // Two repeats: redundancy, but no cost cause; the one figure is the score.
    const repeats = diagnose(same(3), { preset: AGENTS })
    expect(repeats.cost_analysis.redundancy_score).toBeGreaterThan(0)
    expect(repeats.cost_analysis.cost_efficiency).toBe(repeats.scores.cost_efficiency)
    expect(repeats.cost_analysis.cost_efficiency).toBe(100)
  })

  it("stays the reference model's 100 - redundancy under critiqor", () => {
    const d = diagnose(same(3))
    expect(d.cost_analysis.redundancy_score).toBeGreaterThan(0)
    expect(d.cost_analysis.cost_efficiency).toBe(100 - d.cost_analysis.redundancy_score)
  })
})

const dir = mkdtempSync(join(tmpdir(), 'atg-figures-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the Markdown evidence summary', () => {
  it('says no token counts were recorded where the trace has none, and counts them where it has', async () => {
    const none = join(dir, 'none.jsonl')
    writeFileSync(none, '{"event":"tool_call","tool":"read_file","args":{"path":"a"}}\n')
    const some = join(dir, 'some.jsonl')
    writeFileSync(some, '{"event":"token_usage","usage":{"total":0}}\n')
    const md = async (f: string) => (await cli('diagnose', f, '--markdown', '-')).stdout
    expect(await md(none)).toContain('Tokens: none recorded; ')
    expect(await md(none)).not.toContain('in all')
    expect(await md(some)).toContain('Tokens: 0 in all, ')
  })
})

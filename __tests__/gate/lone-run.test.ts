/**
 * A single run is never a case, however its path is given: `x_run-1.jsonl` alone is no repeated
 * run, named from its own folder or by a longer path (relative or absolute) from the workspace.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runGate } from '../../src/gate/run.js'
import { EMPTY_POLICY } from '../../src/policy/policy-file.js'
import { readSettings } from '../../src/policy/settings.js'

const dir = mkdtempSync(join(tmpdir(), 'atg-lone-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
mkdirSync(join(dir, 'lone'))
mkdirSync(join(dir, 'pair'))
copyFileSync('examples/clean.jsonl', join(dir, 'lone/x_run-1.jsonl'))
for (const n of [1, 2]) copyFileSync('examples/clean.jsonl', join(dir, `pair/y_run-${n}.jsonl`))

const settings = (() => {
  const r = readSettings({})
  if ('errors' in r) throw new Error(r.errors.join('; '))
  return r.settings
})()

async function cases(traces: string[], workspace: string, policy = EMPTY_POLICY) {
  const { report } = await runGate({ source: { traces }, harnessFiles: [], settings, policy, workspace })
  return { cases: report.cases?.map((c) => c.case), sessions: report.sessions.map((s) => s.case) }
}

describe('a lone run', () => {
  it.each([
    ['absolute, from the folder above', () => [join(dir, 'lone/x_run-1.jsonl')], () => dir],
    ['absolute, from its own folder', () => [join(dir, 'lone/x_run-1.jsonl')], () => join(dir, 'lone')],
    ['absolute, from elsewhere', () => [join(dir, 'lone/x_run-1.jsonl')], () => join(dir, 'pair')],
  ])('is no case: %s', async (_, traces, workspace) => {
    expect(await cases(traces(), workspace())).toEqual({ cases: undefined, sessions: [undefined] })
  })

  it('beside another run of its case, is a run of that case', async () => {
    const traces = [join(dir, 'pair/y_run-1.jsonl'), join(dir, 'pair/y_run-2.jsonl')]
    expect(await cases(traces, dir)).toEqual({ cases: ['pair/y'], sessions: ['pair/y', 'pair/y'] })
  })

  it("is still a case of the policy's mapping, which says how many runs it needs", async () => {
    const policy = { ...EMPTY_POLICY, cases: [{ name: 'checkout', files: ['lone/*'] }] }
    expect(await cases([join(dir, 'lone/x_run-1.jsonl')], dir, policy)).toEqual({
      cases: ['checkout'],
      sessions: ['checkout'],
    })
  })
})

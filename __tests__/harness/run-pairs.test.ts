/**
 * One run, one verdict: the same run read from the agent's own log and from its ATIF conversion
 * gives verdicts at most 5 trust points apart, with the same readiness. Checked on every pair of
 * ../shared/harbor (a trial's own log beside `agent/trajectory.json`) whose log is read, and on the
 * ATIF conversions (made as Harbor makes them) of the mini-swe-agent runs of ../shared/verifier.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { TraceError } from '../../src/trace/read.js'
import { sharedPath } from '../../__fixtures__/shared.js'
import { miniToAtif, trajectoriesIn } from '../../scripts/repackaged-trials.mjs'

/** Most trust points the two verdicts of one run may differ by. */
const MOST_APART = 5

interface Verdict {
  trust: number
  readiness: string
  primary: string | null
}

async function verdictOf(path: string): Promise<Verdict | undefined> {
  try {
    const [s] = await diagnoseFile(path)
    const d = s.diagnosis
    return { trust: d.trust_score, readiness: d.readiness_level, primary: d.primary_diagnosis.root_cause_failure_type }
  } catch (err) {
    // A log the project reads no format of (yet): no pair to compare.
    if (err instanceof TraceError) return undefined
    throw err
  }
}

/** Every file under `dir`, sorted. */
function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p, out)
    else out.push(p)
  }
  return out
}

/** The agent's own logs beside a trial's ATIF file: its `agent/` files but the ATIF file and its parts. */
const OWN_LOG = /^(?:[^/]+\.(?:txt|jsonl)|[^/]+\.trajectory\.json)$/

describe('the mini-swe-agent fixtures and their ATIF conversions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atg-run-pairs-fx-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  it('end as the log says, with the same calls failed: the submission, a return code, a command timed out', async () => {
    const seen: string[] = []
    for (const traj of trajectoriesIn('__fixtures__/traces/mini-swe-agent')) {
      const atif = join(dir, basename(traj).replace(/\.traj\.json$/, '.atif.json'))
      writeFileSync(atif, JSON.stringify(miniToAtif(JSON.parse(readFileSync(traj, 'utf8')), basename(traj))))
      const [own] = await diagnoseFile(traj, { collectFacts: true })
      const [converted] = await diagnoseFile(atif, { collectFacts: true })
      const facts = (r: typeof own) => ({ calls: r.facts?.tool_calls, failed: r.facts?.failed_tool_calls })
      expect(facts(converted)).toEqual(facts(own))
      expect(converted.diagnosis.readiness_level).toBe(own.diagnosis.readiness_level)
      expect(Math.abs(converted.diagnosis.trust_score - own.diagnosis.trust_score)).toBeLessThanOrEqual(MOST_APART)
      seen.push(`${basename(traj)} ${own.diagnosis.readiness_level} ${facts(own).failed}`)
    }
    // A run that submitted, one stopped at its limits (a command timed out), one stopped by an error;
    // the tampering fixtures (weakened checks: to review) and their honest twins (ready), the same
    // through their ATIF conversion.
    expect(seen).toEqual([
      'limits-1.traj.json unsafe_for_production 1',
      'server-error-1.1.traj.json unsafe_for_production 2',
      'submitted-1.traj.json ready_for_runtime 1',
      'tampering-assertion-removed.honest.traj.json ready_for_runtime 0',
      'tampering-assertion-removed.traj.json review_recommended 0',
      'tampering-skip-marker.honest.traj.json ready_for_runtime 1',
      'tampering-skip-marker.traj.json review_recommended 1',
      'tampering-workflow-or-true.honest.traj.json ready_for_runtime 0',
      'tampering-workflow-or-true.traj.json review_recommended 0',
    ])
  })
})

const harbor = sharedPath('harbor/trials')
if (harbor) {
  describe("../shared/harbor: a trial's own log and its ATIF conversion", () => {
    it(`give verdicts at most ${MOST_APART} trust points apart, with the same readiness`, async () => {
      const atifs = walk(harbor).filter((p) => p.endsWith('/agent/trajectory.json'))
      const compared: string[] = []
      const apart: string[] = []
      for (const atif of atifs) {
        const agent = atif.slice(0, -'/trajectory.json'.length)
        for (const log of readdirSync(agent)
          .sort()
          .filter((n) => OWN_LOG.test(n))) {
          const own = await verdictOf(join(agent, log))
          if (!own) continue
          const converted = (await verdictOf(atif))!
          const name = relative(harbor, join(agent, log))
          compared.push(name)
          if (Math.abs(own.trust - converted.trust) > MOST_APART || own.readiness !== converted.readiness)
            apart.push(`${name}: ${JSON.stringify(own)} / ATIF ${JSON.stringify(converted)}`)
        }
      }
      expect(apart).toEqual([])
      // claude-code's and codex's trials at least.
      expect(compared.length).toBeGreaterThanOrEqual(10)
    }, 120_000)
  })
}

const mini = sharedPath('verifier/mini-swe-agent-gemini3/trajs')
if (mini) {
  const dir = mkdtempSync(join(tmpdir(), 'atg-run-pairs-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  describe('../shared/verifier: mini-swe-agent runs and their ATIF conversions', () => {
    it(`give verdicts at most ${MOST_APART} trust points apart, with the same readiness`, async () => {
      const apart: string[] = []
      const trajectories = trajectoriesIn(mini)
      for (const traj of trajectories) {
        const atif = join(dir, basename(traj).replace(/\.traj\.json$/, '.atif.json'))
        writeFileSync(atif, JSON.stringify(miniToAtif(JSON.parse(readFileSync(traj, 'utf8')), basename(traj))))
        const own = (await verdictOf(traj))!
        const converted = (await verdictOf(atif))!
        if (Math.abs(own.trust - converted.trust) > MOST_APART || own.readiness !== converted.readiness)
          apart.push(`${basename(traj)}: ${JSON.stringify(own)} / ATIF ${JSON.stringify(converted)}`)
      }
      expect(apart).toEqual([])
      expect(trajectories.length).toBe(100)
    }, 180_000)
  })
}

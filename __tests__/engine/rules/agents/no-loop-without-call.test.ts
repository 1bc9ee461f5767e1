/**
 * Causes named for what happened: under the agents preset, no cause called a tool loop rests on
 * evidence without a tool call (a provider that kept failing is provider_failure). Checked on
 * generated runs, the examples and committed fixtures, ../shared/traces and the TRAIL traces
 * (each skipped, with a line that says so, when ../shared is absent).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sharedPath, sharedTraces } from '../../../../__fixtures__/shared.js'
import { diagnoseFile } from '../../../../src/gate/pipeline.js'
import { TraceError } from '../../../../src/trace/read.js'
import type { FailureCause } from '../../../../src/engine/diagnose.js'
import { agents } from './helpers.js'

/** The tool-loop causes whose evidence holds no tool call. */
const loopsWithoutCall = (causes: readonly FailureCause[]) =>
  causes.filter((c) => c.type === 'infinite_tool_loop' && !c.evidence.some((e) => e.event === 'tool_call'))

/** Every file's sessions under the agents preset: the tool-loop causes without a tool call, and how many loops there were. */
async function check(files: string[]) {
  const bad: string[] = []
  let loops = 0
  let storms = 0
  for (const f of files) {
    let sessions
    try {
      sessions = await diagnoseFile(f, { preset: 'agents' })
    } catch (err) {
      // Fixtures of what is not a trace (companions, broken files) give an input error.
      if (err instanceof TraceError) continue
      throw err
    }
    for (const s of sessions) {
      const causes = s.diagnosis.failure_causes
      loops += causes.filter((c) => c.type === 'infinite_tool_loop').length
      storms += causes.filter((c) => c.type === 'provider_failure').length
      for (const c of loopsWithoutCall(causes)) bad.push(`${f} ${s.session}: ${c.description}`)
    }
  }
  return { bad, loops, storms }
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p, out)
    else if (/\.(json|jsonl|traj)$/.test(name)) out.push(p)
  }
  return out
}

const step = fc.oneof(
  fc.record({
    event: fc.constant('tool_call'),
    tool: fc.constantFrom('read', 'bash'),
    args: fc.constantFrom({}, { p: 1 }),
    call_id: fc.constantFrom('a', 'b', 'c'),
  }),
  fc.record({
    event: fc.constant('tool_output'),
    tool: fc.constantFrom('read', 'bash'),
    call_id: fc.constantFrom('a', 'b', 'c'),
    status: fc.constantFrom('ok', 'error'),
    output_digest: fc.constantFrom('x', 'y'),
  }),
  fc.record({
    event: fc.constant('error_event'),
    kind: fc.constantFrom('model', 'tool', 'provider'),
    message: fc.constantFrom('401 Unauthorized', '429 rate limit', 'overloaded', 'credit balance is too low'),
  }),
  fc.record({ event: fc.constant('retry_event'), kind: fc.constant('provider'), message: fc.constant('529') }),
  fc.record({ event: fc.constant('token_usage'), usage: fc.record({ output: fc.constantFrom(0, 40) }) }),
)

describe('no tool loop without a tool call (agents preset)', () => {
  it('on generated runs of calls, results, provider errors, retries and replies', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (events) => {
        expect(loopsWithoutCall(agents(events).failure_causes)).toEqual([])
      }),
      { numRuns: 400, seed: 31 },
    )
  })

  it('on the examples and the committed fixtures', async () => {
    const { bad, loops, storms } = await check([...walk('examples'), ...walk('__fixtures__')])
    expect(bad).toEqual([])
    // Both kinds occur there: the check is not empty.
    expect(loops).toBeGreaterThan(0)
    expect(storms).toBeGreaterThan(0)
  }, 60_000)

  const shared = sharedTraces()
  if (shared)
    it('on ../shared/traces', async () => {
      const { bad, loops } = await check(shared.files.map((f) => join(shared.root, f)))
      expect(bad).toEqual([])
      expect(loops).toBeGreaterThan(0)
    }, 60_000)

  const trail = sharedPath('trail')
  if (trail)
    it('on the TRAIL traces', async () => {
      const { bad, loops } = await check(walk(join(trail, 'traces')))
      expect(bad).toEqual([])
      expect(loops).toBeGreaterThan(0)
    }, 180_000)
})

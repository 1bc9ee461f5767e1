/**
 * The evaluation against people's labels over ../shared/trail (TRAIL's development set), run as
 * anyone runs it: `npm run eval:trail -- ../shared/trail` through the bundled CLI (skipped, with
 * a line that says so, when ../shared/trail or dist/ is absent). It checks the thresholds the
 * project holds itself to on these traces; docs/trail.md gives the figures.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { sharedPath } from '../../__fixtures__/shared.js'
import { evaluateFolder, type Figures } from '../../scripts/eval-trail.mjs'

const trail = sharedPath('trail')
const cli = join(fileURLToPath(new URL('../..', import.meta.url)), 'dist/cli/index.js')

if (trail && !existsSync(cli)) it.skip('dist/cli/index.js is absent (npm run bundle): skipped', () => {})
else if (trail) {
  describe("the diagnosis against TRAIL's labels (../shared/trail)", () => {
    let figures: Figures
    const get = () => (figures ??= evaluateFolder(trail, cli))

    it('reads every trace and label file, the one with a trailing comma too', () => {
      const f = get()
      expect(f.traces).toBe(56)
      expect(f.labels).toBe(311)
    })

    it('puts at least 75% of the execution errors people marked on TOOL spans in the evidence of a cause', () => {
      const t = get().traceLevel
      expect(t.executionErrorsOnToolSpans).toBeGreaterThan(0)
      expect(t.executionErrorsOnToolSpansShare).toBeGreaterThanOrEqual(0.75)
    })

    it('does not call ready at least 70% of the traces with a MEDIUM/HIGH execution error on a TOOL span', () => {
      const t = get().traceLevel
      expect(t.tracesWithToolExecutionErrors).toBeGreaterThan(0)
      expect(t.tracesWithToolExecutionErrorsNotReadyShare).toBeGreaterThanOrEqual(0.7)
    })

    it('does not call ready at least 70% of the traces with a MEDIUM/HIGH execution-error label anywhere', () => {
      const t = get().traceLevel
      expect(t.tracesWithExecutionErrors).toBeGreaterThan(0)
      expect(t.tracesWithExecutionErrorsNotReadyShare).toBeGreaterThanOrEqual(0.7)
    })

    it('points at the model calls people marked as Tool Selection Errors: a team member never asked', () => {
      const c = get().categories.find((x) => x.category === 'Tool Selection Errors')!
      expect(c.ours).toBeGreaterThan(0)
      expect(c.locationRecall).toBeGreaterThanOrEqual(0.75)
      expect(c.precision).toBeGreaterThanOrEqual(0.75)
    })

    it('does not call unsafe at least 90% of the traces people scored reliable (4 or more)', () => {
      const t = get().traceLevel
      expect(t.reliableTraces).toBeGreaterThan(0)
      expect(t.reliableTracesNotUnsafeShare).toBeGreaterThanOrEqual(0.9)
    })

    it('writes TRAIL metrics per split, beside the paper judge', () => {
      const f = get()
      expect(Object.keys(f.trail).sort()).toEqual(['GAIA', 'SWE', 'all'])
      expect(f.trail.GAIA.traces + f.trail.SWE.traces).toBe(56)
      for (const m of Object.values(f.trail)) {
        for (const x of [m.categoryF1, m.locationAccuracy, m.jointAccuracy]) {
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(1)
        }
      }
    })
  })
}

/** The figures of `npm run eval:harbor`: AUROC of (100 - trust) against the verifier's failures, and their table. */
import { describe, expect, it } from '@jest/globals'
import { auroc, render } from '../../scripts/eval-harbor.mjs'

describe('eval:harbor', () => {
  it('AUROC is the chance a failed trial scores above a passed one, ties half; none without both', () => {
    expect(auroc([90, 80], [10, 20])).toBe(1)
    expect(auroc([10], [90])).toBe(0)
    expect(auroc([50, 60], [50, 40])).toBe(0.875)
    expect(auroc([], [1])).toBeNull()
  })

  it('renders one row per agent with readiness by outcome and the causes', () => {
    const md = render({
      sessions: 2,
      notJudged: 1,
      auroc: 1,
      agents: [
        {
          agent: 'codex',
          trials: 2,
          passed: 1,
          failed: 1,
          auroc: 1,
          readiness: { passed: { ready_for_runtime: 1 }, failed: { unsafe_for_production: 1 } },
          causes: { passed: {}, failed: { tool_failure: 1 } },
        },
      ],
    })
    expect(md).toContain('| codex | 2 | 1 | 1 | ready_for_runtime 1 | unsafe_for_production 1 | 1.00 |')
    expect(md).toContain('1 trial holding no trace of the agent, not judged')
    expect(md).toContain('| codex | tool_failure 1 | - |')
  })
})

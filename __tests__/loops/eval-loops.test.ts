/**
 * The figures of scripts/eval-loops.mjs on runs written by hand; every expected figure is worked
 * out in the comments.
 */
import { describe, expect, it } from '@jest/globals'
import { auroc, evaluate, figuresOf, readLabels, render } from '../../scripts/eval-loops.mjs'

const run = (label: number, flagged: boolean, trust: number, steps: number, hitCap = steps >= 30) => ({
  label,
  flagged,
  trust,
  steps,
  hitCap,
})

describe('eval:loops', () => {
  it('AUROC is the chance a positive outscores a negative, ties counting half', () => {
    expect(auroc([0.9, 0.8, 0.1].map((score, i) => ({ score, label: i < 2 ? 1 : 0 })))).toBe(1)
    expect(auroc([0.1, 0.8, 0.9].map((score, i) => ({ score, label: i < 2 ? 1 : 0 })))).toBe(0)
    // Positives 2 and 1, negatives 1 and 0: pairs (2,1) win, (2,0) win, (1,1) tie, (1,0) win: 3.5 / 4.
    const items = [
      { score: 2, label: 1 },
      { score: 1, label: 1 },
      { score: 1, label: 0 },
      { score: 0, label: 0 },
    ]
    expect(auroc(items)).toBe(0.875)
    expect(auroc([{ score: 1, label: 1 }])).toBeNull()
  })

  it('precision and recall of the flag, by step cap', () => {
    const runs = [
      run(1, true, 60, 30),
      run(1, false, 80, 30),
      run(0, true, 70, 30),
      run(0, false, 80, 30),
      run(1, true, 65, 12),
      run(0, false, 80, 8),
      run(0, false, 80, 20),
    ]
    const f = evaluate(runs)
    // All: 3 flagged, 2 of them looping; 3 looping.
    expect(f.all).toMatchObject({ runs: 7, looping: 3, flagged: 3, precision: 2 / 3, recall: 2 / 3 })
    // At the cap: trust 60 and 80 for the positives, 70 and 80 for the negatives: 100 - trust
    // 40 beats 30 and 20, 20 ties 20 and loses to 30: (1 + 1 + 0.5 + 0) / 4.
    expect(f.hitStepCap.aurocTrust).toBe(0.625)
    expect(f.hitStepCap.aurocSteps).toBe(0.5)
    // Below it: the one positive is flagged, no negative is; its 12 steps beat 8 and lose to 20.
    expect(f.belowStepCap).toMatchObject({ precision: 1, recall: 1, aurocTrust: 1, aurocSteps: 0.5 })
    expect(figuresOf([]).precision).toBeNull()
    expect(render(f, 'agents')).toContain('| hit the step cap | 4 | 2 | 2 | 0.500 | 0.500 | 0.625 | 0.500 |')
  })

  it('reads the labels by their header and refuses a file without the columns it needs', () => {
    const rows = readLabels('file\tsteps\thit_step_cap\tlooping\na.jsonl\t30\t1\t1\nb.jsonl\t4\t0\t\n')
    expect(rows).toEqual([
      { file: 'a.jsonl', steps: '30', hit_step_cap: '1', looping: '1' },
      { file: 'b.jsonl', steps: '4', hit_step_cap: '0', looping: '' },
    ])
    expect(() => readLabels('file\tsteps\n')).toThrow(/"looping"/)
  })
})

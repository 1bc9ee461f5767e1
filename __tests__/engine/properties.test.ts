import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { diagnose, readinessOf } from '../../src/engine/diagnose.js'
import { DETECTORS } from '../../src/engine/rules/critiqor/index.js'
import { roundHalfEven } from '../../src/core/python-compat.js'

const jsonish = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 100000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 6 }),
)
const types = fc.constantFrom(
  'tool_call',
  'tool_output',
  'memory_event',
  'retry_event',
  'error_event',
  'context_event',
  'token_usage',
  'skill_event',
  'decision',
  'weird',
)
const event = fc.record(
  {
    event: types,
    tool: fc.constantFrom('a', 'b', 'c'),
    args: fc.oneof(fc.constant({}), fc.record({ q: fc.integer({ min: 0, max: 2 }) })),
    used: fc.oneof(fc.boolean(), jsonish),
    status: fc.constantFrom('ok', 'ignored', 'failed', 'mismatch', 'IGNORED', 'error'),
    action: fc.constantFrom('store', 'miss', 'lost', 'compaction', 'recall_failed'),
    saturation: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(null), fc.constant('97')),
    usage: fc.oneof(fc.record({ total: fc.oneof(fc.integer({ min: 0, max: 40000 }), jsonish) }), jsonish),
    invoked: fc.boolean(),
  },
  { requiredKeys: ['event'] },
)
const sessions = fc.array(event, { maxLength: 60 })

describe('invariants (fast-check)', () => {
  it('trust is an integer within [0, 100]', () => {
    fc.assert(
      fc.property(sessions, (events) => {
        const t = diagnose(events).trust_score
        return Number.isInteger(t) && t >= 0 && t <= 100
      }),
    )
  })

  it('each dimension is 100 minus the penalty of the last cause of its type', () => {
    fc.assert(
      fc.property(sessions, (events) => {
        const d = diagnose(events)
        for (const { meta } of DETECTORS) {
          const mine = d.failure_causes.filter((c) => c.type === meta.type)
          const want = mine.length ? Math.max(0, 100 + mine[mine.length - 1].impact_score) : 100
          expect(d.scores[meta.dimension as keyof typeof d.scores]).toBe(want)
        }
      }),
    )
  })

  it('trust is the half-even rounding of the weighted sum', () => {
    fc.assert(
      fc.property(sessions, (events) => {
        const d = diagnose(events)
        let sum = 0
        for (const { meta } of DETECTORS) sum += d.scores[meta.dimension as keyof typeof d.scores] * meta.weight
        expect(d.trust_score).toBe(Math.min(100, Math.max(0, roundHalfEven(sum))))
      }),
    )
  })

  it('readiness follows from trust and severities', () => {
    fc.assert(
      fc.property(sessions, (events) => {
        const d = diagnose(events)
        expect(d.readiness_level).toBe(readinessOf(d.trust_score, d.failure_causes))
        if (d.failure_causes.some((c) => c.severity === 'critical'))
          expect(d.readiness_level).toBe('unsafe_for_production')
        if (d.failure_causes.length === 0) expect(d.readiness_level).toBe('ready_for_runtime')
      }),
    )
  })

  it('the primary diagnosis has the largest penalty, the first on ties', () => {
    fc.assert(
      fc.property(sessions, (events) => {
        const d = diagnose(events)
        if (d.failure_causes.length === 0) return d.primary_diagnosis.root_cause_failure_type === null
        const max = Math.max(...d.failure_causes.map((c) => -c.impact_score))
        const first = d.failure_causes.find((c) => -c.impact_score === max)!
        return (
          d.primary_diagnosis.root_cause_failure_type === first.type &&
          d.primary_diagnosis.description === first.description
        )
      }),
    )
  })

  it('penalties stay within each detector maximum', () => {
    fc.assert(
      fc.property(sessions, (events) => {
        const d = diagnose(events)
        for (const c of d.failure_causes) {
          const meta = DETECTORS.find((x) => x.meta.type === c.type)!.meta
          expect(-c.impact_score).toBeGreaterThan(0)
          expect(-c.impact_score).toBeLessThanOrEqual(meta.maxPenalty)
          expect(c.impact).toBe(c.impact_score)
        }
      }),
    )
  })

  it('the same events always give the same report, byte for byte', () => {
    fc.assert(
      fc.property(sessions, (events) => {
        const copy = JSON.parse(JSON.stringify(events))
        expect(JSON.stringify(diagnose(copy, { graph: 'full' }))).toBe(
          JSON.stringify(diagnose(events, { graph: 'full' })),
        )
      }),
    )
  })
})

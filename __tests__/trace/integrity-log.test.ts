/**
 * What adapters tell of a file's integrity, gathered per session (src/trace/adapters/integrity.ts),
 * and the annotation and Markdown a session's findings give.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { IntegrityLog, MAX_FINDINGS_PER_KIND, orphanSpans, References } from '../../src/trace/adapters/integrity.js'
import { cappedReadiness, timeOf } from '../../src/core/integrity.js'
import { planAnnotations } from '../../src/action/annotations.js'
import { buildReport } from '../../src/report/json.js'
import { renderSummary } from '../../src/report/markdown.js'
import { cleanSession, GATE } from '../../__fixtures__/github/reports.js'

describe('IntegrityLog', () => {
  it('keeps first and last times, and one time_backwards finding for all records that go back more than a minute', () => {
    const log = new IntegrityLog()
    const t0 = Date.UTC(2026, 0, 1)
    log.time(t0, { line: 1 })
    log.time(t0 + 120_000, { line: 2 })
    log.time(t0 + 100_000, { line: 3 }) // 20 s back: jitter
    log.time(t0 - 60_000, { line: 4 }, undefined, false) // unordered: first time only
    log.time(t0, { line: 5 }) // 120 s back
    log.time(t0 + 10_000, { line: 6 }) // 110 s back
    const r = log.result()
    expect([r.first, r.last]).toEqual([t0 - 60_000, t0 + 120_000])
    expect(r.findings).toEqual([
      {
        kind: 'time_backwards',
        detail: 'a timestamp is 120 s before one written earlier (line 2); 2 records go back more than a minute',
        origin: { line: 5 },
      },
    ])
    expect(new IntegrityLog().result('nobody')).toEqual({ findings: [] })
  })

  it('linked: time goes back along parent links, each chain on its own; a record without time passes its chain on', () => {
    const log = new IntegrityLog()
    const t0 = Date.UTC(2026, 0, 1)
    log.linked(t0, { line: 1 }, 'm1', undefined, true)
    log.linked(t0 + 300_000, { line: 2 }, 'm2', 'm1', true)
    // A chain of its own (no parent), written after m2 but older: no finding.
    log.linked(t0 + 10_000, { line: 3 }, 's1', undefined, true)
    log.linked(t0 + 20_000, { line: 4 }, 's2', 's1', true)
    // Unordered, and without a time: they only pass m2's time on.
    log.linked(t0 - 600_000, { line: 5 }, 'm3', 'm2', false)
    log.linked(undefined, { line: 6 }, 'm4', 'm3', false)
    // 200 s before m2, its ancestor: a finding.
    log.linked(t0 + 100_000, { line: 7 }, 'm5', 'm4', true)
    // A parent not read before: a chain of its own.
    log.linked(t0, { line: 8 }, 'x1', 'later', true)
    const r = log.result()
    expect([r.first, r.last]).toEqual([t0 - 600_000, t0 + 300_000])
    expect(r.findings).toEqual([
      {
        kind: 'time_backwards',
        detail: 'a timestamp is 200 s before one written earlier in its chain (line 2)',
        origin: { line: 7 },
      },
    ])
  })

  it('keeps at most a few findings of one kind per session and counts the rest', () => {
    const log = new IntegrityLog()
    for (let i = 1; i <= MAX_FINDINGS_PER_KIND + 3; i++)
      log.finding({ kind: 'missing_parent', detail: `p${i}`, origin: { line: i } }, 's')
    log.identity('first', 's')
    log.identity('second', 's')
    const r = log.result('s')
    expect(r.findings.length).toBe(MAX_FINDINGS_PER_KIND + 1)
    expect(r.findings).toContainEqual({ kind: 'missing_parent', detail: '3 more of this kind' })
    expect(r.identity).toBe('first')
    expect(log.result('').findings).toEqual([])
  })

  it('References: ids named and never seen, in the order first named, whatever the order of records', () => {
    const refs = new References()
    refs.want('b', { line: 1 })
    refs.have('b')
    refs.want('x', { line: 2 })
    refs.want('x', { line: 3 })
    refs.want('y', { line: 4 }, 's')
    expect(refs.missing()).toEqual([
      { id: 'x', origin: { line: 2 } },
      { id: 'y', origin: { line: 4 }, session: 's' },
    ])
  })

  it('References: the same ids, origins and order as keeping every id named, for any records', () => {
    const op = fc.oneof(
      fc.record({ have: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
      fc.record({
        want: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        session: fc.option(fc.constantFrom('s', 't'), { nil: undefined }),
      }),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const refs = new References()
        const seen = new Set<string>()
        const named = new Map<string, { origin: { line: number }; session?: string }>()
        ops.forEach((o, line) => {
          if ('have' in o) {
            refs.have(o.have)
            seen.add(o.have)
          } else {
            refs.want(o.want, { line }, o.session)
            if (!named.has(o.want))
              named.set(o.want, { origin: { line }, ...(o.session !== undefined ? { session: o.session } : {}) })
          }
        })
        const want = [...named].filter(([id]) => !seen.has(id)).map(([id, w]) => ({ id, ...w }))
        expect(refs.missing()).toEqual(want)
      }),
    )
  })

  it('orphanSpans: none for one remote parent without a root; all with a root or several absent parents', () => {
    const s = (spanId: string, parentId?: string) => ({ spanId, parentId })
    expect(orphanSpans([s('a', 'remote'), s('b', 'a')])).toEqual([])
    expect(orphanSpans([s('a'), s('b', 'gone')])).toEqual([s('b', 'gone')])
    expect(orphanSpans([s('a', 'r1'), s('b', 'r2')])).toEqual([s('a', 'r1'), s('b', 'r2')])
  })

  it('reads the usual timestamps as Date.parse does, every day of every month, leap years and days past the end too', () => {
    const two = (n: number) => String(n).padStart(2, '0')
    let checked = 0
    for (const year of [1999, 2000, 2023, 2024, 2100])
      for (let month = 1; month <= 12; month++)
        for (let day = 0; day <= 32; day++)
          for (const time of ['00:00:00Z', '23:59:59.999Z', '12:34:56.007Z', '24:00:00Z', '12:60:00Z']) {
            const text = `${year}-${two(month)}-${two(day)}T${time}`
            const parsed = Date.parse(text)
            expect(timeOf(text)).toBe(Number.isFinite(parsed) ? parsed : undefined)
            checked++
          }
    expect(checked).toBe(5 * 12 * 33 * 5)
  })

  it('reads times in UTC whatever the zone, and caps readiness only on incomplete evidence', () => {
    expect(timeOf('2026-01-05T10:00:00')).toBe(Date.UTC(2026, 0, 5, 10))
    expect(timeOf('2026-01-05T10:00:00+02:00')).toBe(Date.UTC(2026, 0, 5, 8))
    expect(timeOf(1767607200)).toBe(1767607200000)
    expect([timeOf('[trimmed]'), timeOf('yesterday'), timeOf(-1)]).toEqual([undefined, undefined, undefined])
    expect(cappedReadiness('ready_for_runtime', [{ kind: 'torn_record', detail: '' }])).toBe('review_recommended')
    expect(cappedReadiness('ready_for_runtime', [{ kind: 'committed', detail: '' }])).toBe('ready_for_runtime')
    expect(cappedReadiness('unsafe_for_production', [{ kind: 'torn_record', detail: '' }])).toBe(
      'unsafe_for_production',
    )
  })
})

describe('findings in the annotations and the Markdown', () => {
  const session = {
    ...cleanSession('traces/a.jsonl'),
    integrity: [
      { kind: 'missing_parent' as const, detail: 'parentUuid <b>@someone</b> names no record', origin: { line: 7 } },
      { kind: 'committed' as const, detail: 'the file is tracked by git in its work tree' },
    ],
  }

  it('one annotation per session: an error when integrity is fail and the trace is not evidence, else a warning', () => {
    const warn = planAnnotations(buildReport([session], GATE)).annotations
    expect(warn).toEqual([
      {
        level: 'warning',
        title: 'integrity of traces/a.jsonl: missing_parent, committed',
        message:
          'missing_parent: parentUuid <b>@someone</b> names no record; committed: the file is tracked by git in its work tree',
        file: 'traces/a.jsonl',
        startLine: 7,
      },
    ])
    const fail = planAnnotations(buildReport([session], { ...GATE, integrity: 'fail' }), undefined, 'fail')
    expect(fail.annotations.map((a) => a.level)).toEqual(['error'])
  })

  it('lists them under the session, escaped, without pinging anyone', () => {
    const md = renderSummary(buildReport([session], GATE))
    expect(md).toContain('**Integrity:** 2 findings;')
    expect(md).toContain('- `missing_parent` (line 7): parentUuid \\<b\\>')
    expect(md).not.toContain('<b>')
    expect(md).not.toMatch(/(^|[^`])@someone/)
  })
})

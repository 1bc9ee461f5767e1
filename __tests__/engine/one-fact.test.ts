/**
 * One cause per fact, on every public sample of ../shared/traces (skipped, with a line that says
 * so, when the folder is not there).
 *
 * The rule held, precisely: a cause's evidence is the set of trace records it cites (each
 * evidence event's origin in the trace, `evidence_origins`: its line, index, span or id; an event
 * with no origin stands for itself, by `event_id`; so does the run's end, `process_end`, a fact of
 * its own that a format may read from its last record). Two causes of one session "share their
 * evidence" when they cite at least one same record: two events an adapter made of one record (a
 * compaction and a memory event of the same line) are one fact. Two such causes are allowed only
 * when each says what the other does not: each cites at least one record that the other does not. A cause
 * whose evidence is all within another's (the same events, or fewer of them) counts again a fact
 * the other already counts (a limit that was also a cost explosion, compactions that were also
 * memory failures, refusals that were also ignored outputs) and fails the test, naming the file,
 * the two causes and the events they share.
 */
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { REFUSED, sharedTraces } from '../../__fixtures__/shared.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { countedTwice } from './counted-twice.js'

const traces = sharedTraces()

describe('one cause per fact', () => {
  it('holds causes that cite the same events only when each cites one of its own', () => {
    expect(
      countedTwice([
        // A run stopped at its limit, and a cost cause for the same end.
        { type: 'run_failed', evidence: [{ event_id: 'e9', event: 'process_end' }], evidence_origins: [{ index: 3 }] },
        {
          type: 'cost_explosion',
          evidence: [{ event_id: 'e3' }, { event_id: 'e9', event: 'process_end' }],
          evidence_origins: [{ index: 2 }, { index: 3 }],
        },
      ]),
    ).toEqual(['run_failed + cost_explosion: e9'])
    // The run's end read from the last record says what the failures of that record do not.
    expect(
      countedTwice([
        {
          type: 'finished_on_failure',
          evidence: [{ event_id: 'e8' }, { event_id: 'e9', event: 'process_end' }],
          evidence_origins: [{ index: 3 }, { index: 3 }],
        },
        {
          type: 'ignoring_tool_outputs',
          evidence: [{ event_id: 'e1' }, { event_id: 'e8' }],
          evidence_origins: [{ index: 1 }, { index: 3 }],
        },
      ]),
    ).toEqual([])
    expect(
      countedTwice([
        // A compaction and the memory event made of the same line: distinct events, one record.
        {
          type: 'context_pollution',
          evidence: [{ event_id: 'e1' }, { event_id: 'e3' }],
          evidence_origins: [{ line: 4 }, { line: 9 }],
        },
        {
          type: 'memory_degradation',
          evidence: [{ event_id: 'e2' }, { event_id: 'e4' }],
          evidence_origins: [{ line: 4 }, { line: 9 }],
        },
      ]),
    ).toEqual(['context_pollution + memory_degradation: {"line":4}, {"line":9}'])
    // Each says what the other does not: a provider's errors, and the run's end they led to.
    expect(
      countedTwice([
        { type: 'run_failed', evidence: [{ event_id: 'e5' }, { event_id: 'e9' }] },
        { type: 'provider_failure', evidence: [{ event_id: 'e3' }, { event_id: 'e4' }, { event_id: 'e5' }] },
      ]),
    ).toEqual([])
  })

  if (traces) {
    const files = traces.files.filter((f) => !Object.hasOwn(REFUSED, f))
    it.each(files)('%s: no fact counted twice', async (file) => {
      const results = await diagnoseFile(join(traces.root, file))
      const twice = results.flatMap((r, i) =>
        countedTwice(r.diagnosis.failure_causes).map((x) => `session ${i + 1}: ${x}`),
      )
      expect([file, twice]).toEqual([file, []])
    })
  }
})

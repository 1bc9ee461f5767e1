/**
 * The figures of scripts/eval-trail.mjs on small traces and labels written by hand in TRAIL's
 * shape; every expected figure is worked out in the comments.
 */
import { describe, expect, it } from '@jest/globals'
import {
  canonicalCategory,
  categoryOf,
  causeSpans,
  evaluate,
  parseLenient,
  readLabels,
  render,
  spanIndex,
  trailMetrics,
  type TraceInput,
} from '../../scripts/eval-trail.mjs'

/** A span of the TRAIL export, with its children. */
const span = (span_id: string, span_name: string, kind: string, child_spans: unknown[] = []) => ({
  span_id,
  span_name,
  status_code: 'Ok',
  span_attributes: kind ? { 'openinference.span.kind': kind } : {},
  child_spans,
})

// Trace A (GAIA): two steps, each an LLM span that wrote a call and the TOOL span that ran it.
const traceA = {
  trace_id: 'a',
  spans: [
    span('r', 'CodeAgent.run', 'AGENT', [
      span('s1', 'Step 1', 'CHAIN', [span('l1', 'LiteLLMModel.__call__', 'LLM'), span('t1', 'PageDownTool', 'TOOL')]),
      span('s2', 'Step 2', 'CHAIN', [span('l2', 'LiteLLMModel.__call__', 'LLM'), span('t2', 'PageDownTool', 'TOOL')]),
    ]),
  ],
}
// Trace B (SWE): one step.
const traceB = {
  trace_id: 'b',
  spans: [
    span('rb', 'CodeAgent.run', 'AGENT', [
      span('sb', 'Step 1', 'CHAIN', [span('lb', 'LLM call', 'LLM'), span('tb', 'python', 'TOOL')]),
    ]),
  ],
}

// People's labels. A: two execution errors on TOOL spans and a Formatting Error on an LLM span;
// reliability 2. B: a Language-only error, reliability 4. B's file has a trailing comma and
// spells no trace_id.
const labelsA = readLabels({
  trace_id: 'a',
  errors: [
    { category: 'Tool-related', location: 't1', impact: 'HIGH' },
    { category: 'formatting errors', location: 'l1', impact: 'MEDIUM' },
    { category: 'Resource Abuse', location: 't2', impact: 'MEDIUM' },
  ],
  scores: [{ reliability_score: 2 }],
})
const labelsB = readLabels(
  parseLenient(
    '{"errors": [{"category": "Language-Only", "location": "lb", "impact": "HIGH",},], "scores": [{"reliability_score": 4}]}',
  ),
)

// Our causes. A: failed tool calls with t1 as evidence, a loop with the step s2 as evidence;
// unsafe. B: a context cause on tb; review.
const traces: TraceInput[] = [
  {
    id: 'a',
    split: 'GAIA',
    spans: spanIndex(traceA),
    labels: labelsA,
    readiness: 'unsafe_for_production',
    causes: [
      { type: 'ignoring_tool_outputs', spans: new Map([['t1', 'Tool-related']]) },
      { type: 'infinite_tool_loop', spans: new Map([['s2', 'Resource Abuse']]) },
    ],
  },
  {
    id: 'b',
    split: 'SWE',
    spans: spanIndex(traceB),
    labels: labelsB,
    readiness: 'review_recommended',
    causes: [{ type: 'context_pollution', spans: new Map([['tb', 'Context Handling Failures']]) }],
  },
]

describe('reading TRAIL files', () => {
  it("matches category names as TRAIL's scorer does: case and spaces, then substring", () => {
    expect(canonicalCategory('Context Handling Failure')).toBe('Context Handling Failures')
    expect(canonicalCategory('Task Orchestration Errors')).toBe('Task Orchestration')
    expect(canonicalCategory('Language-Only')).toBe('Language-only')
    expect(canonicalCategory('instruction non-compliance')).toBe('Instruction Non-compliance')
    expect(canonicalCategory('Goal deviation')).toBe('Goal Deviation')
    expect(canonicalCategory('Something Else')).toBe('Something Else')
  })

  it('reads a label file with trailing commas, and one without trace_id', () => {
    expect(labelsB).toEqual({
      traceId: undefined,
      errors: [{ category: 'Language-only', location: 'lb', impact: 'HIGH' }],
      reliability: 4,
    })
    // A comma inside a string stays.
    expect(parseLenient('{"a": "x,}", "b": [1, 2,],}')).toEqual({ a: 'x,}', b: [1, 2] })
    expect(() => readLabels({ errors: [{ location: 'x' }] }, 'labels/x.json')).toThrow(
      'labels/x.json: errors[0] has no "category" string',
    )
  })

  it('finds the step span that holds each span', () => {
    const spans = spanIndex(traceA)
    expect(spans.get('t2')).toEqual({ kind: 'TOOL', name: 'PageDownTool', step: 's2' })
    expect(spans.get('s1')?.step).toBe('s1')
    expect(spans.get('r')?.step).toBeUndefined()
  })

  it("names the category of a cause's evidence from its type and, for failures, its error", () => {
    expect(categoryOf('ignoring_tool_outputs', { event: 'tool_output', output: 'Title: Error 403 Forbidden' })).toBe(
      'Authentication Errors',
    )
    expect(categoryOf('ignoring_tool_outputs', { event: 'tool_output', status: 'error' })).toBe('Tool-related')
    expect(categoryOf('run_failed', { event: 'error_event', message: '429 Too Many Requests' })).toBe('Rate Limiting')
    expect(categoryOf('infinite_tool_loop', { event: 'tool_call' })).toBe('Resource Abuse')
    // The first event of a span gives its category; events without a span_id are left out.
    const spans = causeSpans({
      type: 'ignoring_tool_outputs',
      evidence: [{ event: 'tool_output', output: 'Connection aborted.' }, { event: 'error_event' }, { event: 'x' }],
      evidence_origins: [{ line: 1, span_id: 's' }, { span_id: 's' }, { line: 3 }],
    })
    expect([...spans]).toEqual([['s', 'Service Errors']])
  })
})

describe('the figures', () => {
  const f = evaluate(traces)

  it('trace level', () => {
    expect(f.traceLevel).toEqual({
      // t1 is evidence itself; t2 lies in the step s2, which is evidence.
      executionErrorsOnToolSpans: 2,
      executionErrorsOnToolSpansInEvidence: 2,
      executionErrorsOnToolSpansShare: 1,
      // A has a HIGH Tool-related label and is unsafe.
      tracesWithExecutionErrors: 1,
      tracesWithExecutionErrorsNotReady: 1,
      tracesWithExecutionErrorsNotReadyShare: 1,
      // Its Tool-related label lies on a TOOL span.
      tracesWithToolExecutionErrors: 1,
      tracesWithToolExecutionErrorsNotReady: 1,
      tracesWithToolExecutionErrorsNotReadyShare: 1,
      // B (reliability 4) is review, not unsafe; A (2) does not count.
      reliableTraces: 1,
      reliableTracesNotUnsafe: 1,
      reliableTracesNotUnsafeShare: 1,
    })
  })

  it('per category: location recall, recall with the category named, precision', () => {
    const rows = Object.fromEntries(f.categories.map((c) => [c.category, c]))
    // Tool-related: its one label on t1 is evidence of a cause named Tool-related; our one
    // Tool-related span (t1) is labelled.
    expect(rows['Tool-related']).toMatchObject({
      labels: 1,
      onTool: 1,
      locationRecall: 1,
      namedRecall: 1,
      ours: 1,
      precision: 1,
    })
    // Formatting Errors on l1: neither l1 nor its step s1 is evidence.
    expect(rows['Formatting Errors']).toMatchObject({
      labels: 1,
      onTool: 0,
      locationRecall: 0,
      ours: 0,
      precision: null,
    })
    // Resource Abuse on t2: its step s2 is evidence of the loop; s2 holds a labelled span.
    expect(rows['Resource Abuse']).toMatchObject({
      labels: 1,
      locationRecall: 1,
      namedRecall: 1,
      ours: 1,
      precision: 1,
    })
    // Context Handling Failures on tb: nobody labelled tb (the label is on lb, and tb is no step).
    expect(rows['Context Handling Failures']).toMatchObject({ labels: 0, ours: 1, precision: 0, locationRecall: null })
    expect(rows['Language-only']).toMatchObject({ labels: 1, locationRecall: 0 })
    expect(Object.keys(rows).sort()).toEqual([
      'Context Handling Failures',
      'Formatting Errors',
      'Language-only',
      'Resource Abuse',
      'Tool-related',
    ])
  })

  it("TRAIL's metrics per split", () => {
    // GAIA (A): categories people gave {Tool-related, Formatting, Resource Abuse}, ours {Tool-related,
    // Resource Abuse}: F1 1, 0, 1 with one trace each: 2/3. Spans labelled {t1, l1, t2}, ours
    // {t1, s2}: 1/3 located; pairs: only (t1, Tool-related) matches: 1/3.
    expect(f.trail.GAIA.categoryF1).toBeCloseTo(2 / 3, 10)
    expect(f.trail.GAIA.locationAccuracy).toBeCloseTo(1 / 3, 10)
    expect(f.trail.GAIA.jointAccuracy).toBeCloseTo(1 / 3, 10)
    // SWE (B): Language-only missed (F1 0, support 1), Context Handling a false positive (support 0): 0.
    expect(f.trail.SWE).toEqual({ traces: 1, categoryF1: 0, locationAccuracy: 0, jointAccuracy: 0 })
    // Both: F1 of Tool-related 1, Formatting 0, Resource Abuse 1, Language-only 0, weights 1 each:
    // 2/4; location (1/3 + 0) / 2 = 1/6; joint the same.
    expect(f.trail.all.categoryF1).toBeCloseTo(0.5, 10)
    expect(f.trail.all.locationAccuracy).toBeCloseTo(1 / 6, 10)
    expect(f.trail.all.jointAccuracy).toBeCloseTo(1 / 6, 10)
  })

  it('weighted F1 counts false positives and misses per category', () => {
    const m = trailMetrics([
      {
        labels: [{ category: 'A', location: 'x' }],
        predicted: [
          { category: 'A', location: 'x' },
          { category: 'B', location: 'y' },
        ],
      },
      { labels: [{ category: 'A', location: 'z' }], predicted: [] },
      { labels: [{ category: 'B', location: 'w' }], predicted: [{ category: 'B', location: 'w' }] },
      { labels: [{ category: 'B', location: 'v' }], predicted: [{ category: 'C', location: 'v' }] },
    ])
    // A: tp 1, fn 1 -> F1 2/3, support 2. B: tp 1, fp 1, fn 1 -> 1/2, support 2. C: fp 1, support 0.
    // (2/3 x 2 + 1/2 x 2) / 4 = 7/12.
    expect(m.categoryF1).toBeCloseTo(7 / 12, 10)
    // Spans located per trace: 1, 0, 1, 1 -> 3/4. Pairs: 1, 0, 1, 0 -> 1/2.
    expect(m.locationAccuracy).toBeCloseTo(0.75, 10)
    expect(m.jointAccuracy).toBeCloseTo(0.5, 10)
  })

  it("renders the tables with the paper's judge beside its splits", () => {
    const md = render(f)
    expect(md).toContain(
      '| execution errors on TOOL spans that lie in the evidence of a cause (the span or its step) | 2/2 (100%) |',
    )
    expect(md).toContain('| GAIA | 1 | .667 | .333 | .333 | .389 / .546 / .183 |')
    expect(md).toContain('| all | 2 | .500 | .167 | .167 | - |')
  })
})

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { JsonObject } from '../../../src/core/events.js'
import adapter, { type OpenInferenceInstance } from '../../../src/trace/adapters/openinference/index.js'
import { spanIdOf } from '../../../src/trace/adapters/spans.js'
import { TraceError } from '../../../src/trace/read.js'
import { adaptFile, type Emitted, fixture, ofType, only, summarise } from './helpers.js'

const oi = (file: string) => fixture('openinference', file)

/** The events of a session as [type, span_id] pairs. */
const spans = (events: Emitted[]) => events.map((e) => [e.event.event, e.origin.span_id])

/** An adapter instance fed these records (line 1, 2, ...), ended, with its events. */
function feed(...records: unknown[]): {
  events: { event: JsonObject; session?: string }[]
  instance: OpenInferenceInstance
} {
  const events: { event: JsonObject; session?: string }[] = []
  const instance = adapter.create((event, _origin, session) => events.push({ event, session }), {
    source: 'trace.json',
    warn: () => {},
  }) as OpenInferenceInstance
  records.forEach((r, i) => instance.record(r, i + 1))
  instance.end()
  return { events, instance }
}

/** The TraceError message of feeding these records. */
function refusal(...records: unknown[]): string {
  try {
    feed(...records)
  } catch (err) {
    expect(err).toBeInstanceOf(TraceError)
    return (err as Error).message
  }
  throw new Error('expected a TraceError')
}

const span = (id: string, extra: JsonObject = {}): JsonObject => ({
  span_id: id,
  span_name: 'x',
  status_code: 'Ok',
  span_attributes: { 'openinference.span.kind': 'CHAIN' },
  child_spans: [],
  ...extra,
})

describe('openinference adapter', () => {
  it("reads TRAIL's span tree: TOOL spans, CodeAgent steps that ran code, LLM usage, each error once", async () => {
    const a = await adaptFile(oi('trail-tree.json'))
    expect(a.format).toBe('openinference')
    const events = only(a)
    // 3 TOOL spans + 2 steps that ran code without a TOOL span inside (step 1; step 4, whose code failed).
    expect(summarise(events)).toMatchObject({
      tool_calls: 5,
      tool_outputs: 5,
      errors: 4,
      tokens: 2300,
      end: 'completed',
    })
    expect(ofType(events, 'tool_call').map((e) => [e.tool, e.args])).toEqual([
      ['python', { code: 'print(open("a.txt").read())' }],
      ['page_down', { '': '' }],
      ['visit_page', { url: 'https://example.org/a' }],
      ['python', { code: 'x = 1 / 0' }],
      ['final_answer', { answer: '42' }],
    ])
    // The page_down error shows on its step (and would on the agent): counted once, on the TOOL span.
    // The page that says "Title: Error 403" failed although its status is Ok. The rate limit on
    // the LLM span (and its step) is a provider error.
    expect(ofType(events, 'error_event').map((e) => [e.kind, e.tool, e.message])).toEqual([
      ['tool', 'page_down', "TypeError: unexpected keyword argument ''"],
      ['tool', 'visit_page', 'Title: Error 403'],
      [
        'tool',
        'python',
        "AgentExecutionError: Code execution failed at line 'x = 1 / 0' due to: ZeroDivisionError: division by zero",
      ],
      ['model', undefined, 'RateLimitError: litellm.RateLimitError: rate limit exceeded'],
    ])
    // Total: llm.token_count.total (strings), else prompt + completion.
    expect(ofType(events, 'token_usage').map((e) => (e.usage as JsonObject).total)).toEqual([
      120, 230, 340, 450, 500, 660,
    ])
    // Every event points at its span; a step's python call comes after the LLM span that wrote its code.
    expect(spans(events).slice(0, 7)).toEqual([
      ['token_usage', '0000000000000012'],
      ['tool_call', '0000000000000011'],
      ['tool_output', '0000000000000011'],
      ['token_usage', '0000000000000022'],
      ['tool_call', '0000000000000023'],
      ['tool_output', '0000000000000023'],
      ['error_event', '0000000000000023'],
    ])
    expect(events.every((e) => e.origin.line === 1 && typeof e.origin.span_id === 'string')).toBe(true)
    expect(events.at(-1)).toEqual({
      event: { event: 'process_end', status: 'completed' },
      origin: { line: 1, index: 1, span_id: '0000000000000010' },
    })
  })

  it('reads OTLP/JSON with base64 ids (as hex), enum names and intValue strings', async () => {
    const a = await adaptFile(oi('otlp-base64.json'))
    expect(a.format).toBe('openinference')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 2, errors: 1, tokens: 1280, end: 'completed' })
    // The prompt counts the cached tokens.
    expect(ofType(events, 'token_usage')[0]).toEqual({
      event: 'token_usage',
      usage: { input: 200, output: 80, cache_read: 1000, cache_write: 0, total: 1280 },
      model: 'model-b',
    })
    expect(ofType(events, 'error_event')).toEqual([
      { event: 'error_event', kind: 'tool', tool: 'extract', call_id: '0ad0d1b5cf82a1ec', message: 'fetch failed' },
    ])
    expect(spans(events).map(([, id]) => id)).toEqual([
      '4d67fad501889fd2',
      '13044308f12db74f',
      '13044308f12db74f',
      '0ad0d1b5cf82a1ec',
      '0ad0d1b5cf82a1ec',
      '0ad0d1b5cf82a1ec',
      'a0a0a0a0a0a0a0a0',
    ])
    // A JSON document: the span's place in the file is its index.
    expect(events[0].origin).toEqual({ index: 0, span_id: '4d67fad501889fd2' })
  })

  it('reads OTLP JSONL with hex ids: one session per trace, a span exported twice once, an orphan as a root', async () => {
    const a = await adaptFile(oi('otlp-hex.jsonl'))
    expect(a.format).toBe('openinference')
    const [first, second] = [...a.sessions.entries()]
    expect(first[0]).toBe('ab'.repeat(16))
    expect(summarise(first[1])).toMatchObject({ tool_calls: 1, tokens: 15, end: 'completed' })
    expect(first[1][0].origin).toEqual({ line: 1, index: 1, span_id: '2222222222222222' })
    expect(second[0]).toBe('cd'.repeat(16))
    expect(ofType(second[1], 'error_event')).toEqual([{ event: 'error_event', kind: 'model', message: 'failed' }])

    const { instance } = feed(
      ...(await import('node:fs'))
        .readFileSync(oi('otlp-hex.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    )
    expect([...instance.orphans()]).toEqual([['cd'.repeat(16), ['4444444444444444']]])
  })

  it("reads Phoenix's span export: span_kind and context ids, tool_call.id as the call id", async () => {
    const a = await adaptFile(oi('phoenix.json'))
    expect(a.format).toBe('openinference')
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 2, errors: 1, tokens: 145, end: 'completed' })
    expect(ofType(events, 'tool_call').map((e) => e.call_id)).toEqual(['call-1', 'call-2'])
    expect(ofType(events, 'error_event')[0].message).toBe('exit status 2')
    expect(spans(events).map(([, id]) => id)).toEqual(['p2', 'p3', 'p3', 'p4', 'p4', 'p4', 'p5', 'p1'])
  })

  it("reads the OpenTelemetry SDK's span JSON, alone and as {spans: [...]}, with 0x and integer ids", async () => {
    const one = only(await adaptFile(oi('sdk-span.json')))
    expect(ofType(one, 'tool_call')).toEqual([
      { event: 'tool_call', tool: 'get_time', args: { timezone: 'UTC' }, call_id: '00000000000000a1' },
    ])
    const a = await adaptFile(oi('sdk-spans.json'))
    expect(a.format).toBe('openinference')
    const events = only(a)
    // The agent span's own token count is an aggregate: only LLM spans count.
    expect(summarise(events)).toMatchObject({ tool_calls: 1, tokens: 330, end: 'completed' })
    expect(spans(events).map(([, id]) => id)).toEqual([
      '00000000000003e9',
      '00000000000003ea',
      '00000000000003ea',
      '00000000000003e8',
    ])
  })

  it('reads flattened span arrays (times in ns); a failed agent with no failed child is its own error', async () => {
    const a = await adaptFile(oi('flat-spans.json'))
    const events = only(a)
    expect(summarise(events)).toMatchObject({ tool_calls: 1, errors: 1, tokens: 239, end: 'error' })
    // The agent's failure comes after the work inside it.
    expect(spans(events)).toEqual([
      ['token_usage', '00000000000000f2'],
      ['tool_call', '00000000000000f3'],
      ['tool_output', '00000000000000f3'],
      ['error_event', '00000000000000f1'],
      ['process_end', '00000000000000f1'],
    ])
    expect(events.at(-1)!.event).toEqual({ event: 'process_end', status: 'error', reason: 'Max turns (3) exceeded' })
  })

  it('leaves OTLP with GenAI attributes only to otel, and refuses otel for OpenInference spans', async () => {
    expect((await adaptFile(fixture('otel', 'two-traces.jsonl'))).format).toBe('otel')
    expect((await adaptFile(fixture('otel', 'single-trace.json'))).format).toBe('otel')
    await expect(adaptFile(oi('otlp-base64.json'), 'otel')).rejects.toThrow(/looks like openinference/)
  })

  it('writes ids as a report shows them: hex as written, base64 and integers as hex', () => {
    expect(spanIdOf('8e677ae5fde07053')).toBe('8e677ae5fde07053')
    expect(spanIdOf('8E677AE5FDE07053')).toBe('8E677AE5FDE07053')
    expect(spanIdOf('TWf61QGIn9I=')).toBe('4d67fad501889fd2')
    expect(spanIdOf('PHL1gt1FhyAgcA3641rvnQ==', 16)).toBe('3c72f582dd45872020700dfae35aef9d')
    expect(spanIdOf(1001)).toBe('00000000000003e9')
    expect(spanIdOf('0x00000000000000A1')).toBe('00000000000000a1')
    expect(spanIdOf('s01')).toBe('s01')
    expect(spanIdOf('')).toBeUndefined()
    expect(spanIdOf(null)).toBeUndefined()
  })
})

describe('openinference adapter: team members an agent never asked', () => {
  /** The events of these records with the span each points at. */
  function withSpans(...records: unknown[]): [string, unknown, string | undefined][] {
    const out: [string, unknown, string | undefined][] = []
    const instance = adapter.create(
      (event, origin) => out.push([String(event.event), event.skill ?? event.tool, origin.span_id]),
      { source: 'trace.json', warn: () => {} },
    )
    records.forEach((r, i) => instance.record(r, i + 1))
    instance.end()
    return out
  }
  const kind = (k: string, attrs: JsonObject = {}) => ({ 'openinference.span.kind': k, ...attrs })
  const llm = (id: string, code: string) =>
    span(id, {
      span_attributes: kind('LLM', { 'llm.output_messages.0.message.content': `Code:\n\`\`\`py\n${code}\n\`\`\`` }),
    })
  const step = (id: string, n: number, children: JsonObject[], logs = 'Execution logs:\nhello\n') =>
    span(id, {
      span_name: `Step ${n}`,
      span_attributes: kind('CHAIN', { 'output.value': logs }),
      child_spans: children,
    })
  /** A span tree with each child's parent_span_id set, as TRAIL writes it. */
  const linked = (x: JsonObject, parent?: string): JsonObject => ({
    ...x,
    ...(parent !== undefined ? { parent_span_id: parent } : {}),
    child_spans: ((x.child_spans ?? []) as JsonObject[]).map((k) => linked(k, x.span_id as string)),
  })
  const manager = (team: JsonObject, children: JsonObject[]) => ({
    trace_id: 't',
    spans: [
      linked(span('a', { span_name: 'CodeAgent.run', span_attributes: kind('AGENT', team), child_spans: children })),
    ],
  })
  const searcher = { 'smolagents.managed_agents.0.name': 'search_agent' }
  const answer = span('f', {
    span_name: 'FinalAnswerTool',
    span_attributes: kind('TOOL', { 'tool.name': 'final_answer' }),
  })

  it('reports each member at the end of each step, at the model call that wrote the step', () => {
    const events = withSpans(
      manager({ ...searcher, 'smolagents.managed_agents.1.name': 'file_reader' }, [
        step('s1', 1, [llm('l1', 'print("Hello search_agent, find X")')]),
        step('s2', 2, [llm('l2', 'final_answer(3)'), answer]),
      ]),
    )
    expect(events.filter(([type]) => type !== 'token_usage')).toEqual([
      ['tool_call', 'python', 's1'],
      ['tool_output', 'python', 's1'],
      ['skill_event', 'search_agent', 'l1'],
      ['skill_event', 'file_reader', 'l1'],
      ['tool_call', 'final_answer', 'f'],
      ['tool_output', 'final_answer', 'f'],
      ['skill_event', 'search_agent', 'l2'],
      ['skill_event', 'file_reader', 'l2'],
      ['process_end', undefined, 'a'],
    ])
  })

  it('says nothing when an agent ran inside the manager, or a tool of a member name was called', () => {
    const member = span('m', { span_name: 'ToolCallingAgent.run', span_attributes: kind('AGENT') })
    const called = withSpans(manager(searcher, [step('s1', 1, [llm('l1', 'search_agent(task="X")'), member])]))
    expect(called.filter(([type]) => type === 'skill_event')).toEqual([])
    // Two members and some agent ran: the spans do not say which, so neither is reported.
    const either = withSpans(
      manager({ ...searcher, 'smolagents.managed_agents.1.name': 'file_reader' }, [step('s1', 1, [member])]),
    )
    expect(either.filter(([type]) => type === 'skill_event')).toEqual([])
    // Code that calls the member asked it, even when the call failed before the member ran; a
    // request printed in a string did not.
    const failed = step('s1', 1, [llm('l1', 'search_agent(query="X")')], '')
    expect(withSpans(manager(searcher, [failed])).filter(([type]) => type === 'skill_event')).toEqual([])
    const printed = step('s1', 1, [llm('l1', 'print("search_agent, find X"); obj.search_agent(1)')])
    expect(withSpans(manager(searcher, [printed])).filter(([type]) => type === 'skill_event')).toEqual([
      ['skill_event', 'search_agent', 'l1'],
    ])
    const asTool = span('t', { span_attributes: kind('TOOL', { 'tool.name': 'search_agent' }) })
    expect(withSpans(manager(searcher, [step('s1', 1, [asTool])])).filter(([type]) => type === 'skill_event')).toEqual(
      [],
    )
  })

  it('judges no manager in a trace with a span whose parent is not in the file', () => {
    const tree = manager(searcher, [step('s1', 1, [llm('l1', 'x = 1')])])
    const lost = span('m', { parent_span_id: 'gone', span_attributes: kind('AGENT') })
    expect(withSpans({ ...tree, spans: [...tree.spans, lost] }).filter(([type]) => type === 'skill_event')).toEqual([])
    expect(withSpans(tree).filter(([type]) => type === 'skill_event')).toEqual([['skill_event', 'search_agent', 'l1']])
  })

  it('reports a manager without steps once, at its own span; an agent given no team is not judged', () => {
    expect(withSpans(manager(searcher, [answer])).filter(([type]) => type === 'skill_event')).toEqual([
      ['skill_event', 'search_agent', 'a'],
    ])
    expect(
      withSpans(manager({}, [step('s1', 1, [llm('l1', 'x = 1')])])).filter(([type]) => type === 'skill_event'),
    ).toEqual([])
  })

  it('makes the run review_recommended under the agents preset, naming the member', async () => {
    const { diagnose } = await import('../../../src/engine/diagnose.js')
    const { AGENTS } = await import('../../../src/engine/presets.js')
    const events: JsonObject[] = []
    const instance = adapter.create((event) => events.push(event), { source: 'trace.json', warn: () => {} })
    instance.record(
      manager(searcher, [step('s1', 1, [llm('l1', 'print("Hello search_agent")')]), step('s2', 2, [answer])]),
      1,
    )
    instance.end()
    const d = diagnose(events, { preset: AGENTS })
    expect(d.readiness_level).toBe('review_recommended')
    expect(d.primary_diagnosis.root_cause_failure_type).toBe('skill_failure')
    expect(d.failure_causes.map((c) => [c.type, c.severity, c.evidence.length])).toEqual([['skill_failure', 'high', 2]])
    expect(d.failure_causes[0].description).toContain('never asked its team member "search_agent"')
  })

  it('names the span whose team member is not a string', () => {
    expect(refusal(manager({ 'smolagents.managed_agents.0.name': 5 }, []))).toMatch(
      /trace\.json:1: span a: expected attribute smolagents\.managed_agents\.0\.name to be a string, found a number/,
    )
  })
})

describe('openinference adapter on bad input', () => {
  it('names the file, the line and the span of a child_spans that is not a list of spans', () => {
    const doc = (kids: unknown) => ({ trace_id: 't', spans: [span('00000000000000aa', { child_spans: kids })] })
    expect(refusal(doc('none'))).toBe(
      'trace.json:1: span 00000000000000aa: expected child_spans to be a list of span objects, found a string',
    )
    expect(refusal(doc([span('00000000000000bb'), 7]))).toBe(
      'trace.json:1: span 00000000000000aa: expected child_spans to be a list of span objects, found a number at item 1',
    )
    expect(refusal({ trace_id: 't', spans: { root: 1 } })).toBe(
      'trace.json:1: expected spans to be a list of span objects, found an object',
    )
    expect(refusal({ trace_id: 't', spans: [span('00000000000000aa'), 'x'] })).toBe(
      'trace.json:1: expected spans to be a list of span objects, found a string at item 1',
    )
  })

  it('names the span whose attributes have the wrong type', () => {
    const nested = (attrs: unknown) => ({
      trace_id: 't',
      spans: [span('00000000000000aa', { child_spans: [span('00000000000000bb', { span_attributes: attrs })] })],
    })
    expect(refusal(nested('kind=LLM'))).toBe(
      'trace.json:1: span 00000000000000bb: expected span_attributes to be an object, found a string',
    )
    expect(refusal(nested({ 'openinference.span.kind': 'LLM', 'llm.token_count.total': { n: 3 } }))).toBe(
      'trace.json:1: span 00000000000000bb: expected attribute llm.token_count.total to be a number, found an object',
    )
    expect(refusal(nested({ 'openinference.span.kind': 'LLM', 'llm.token_count.prompt': 'many' }))).toBe(
      'trace.json:1: span 00000000000000bb: expected attribute llm.token_count.prompt to be a number, found a string',
    )
    expect(refusal(nested({ 'openinference.span.kind': 4 }))).toBe(
      'trace.json:1: span 00000000000000bb: expected attribute openinference.span.kind to be a string, found a number',
    )
    expect(refusal(nested({ 'openinference.span.kind': 'TOOL', 'tool.name': ['a'] }))).toBe(
      'trace.json:1: span 00000000000000bb: expected attribute tool.name to be a string, found a list',
    )
  })

  it('reads a token count written as "None" as absent', () => {
    const llm = span('00000000000000bb', {
      span_attributes: {
        'openinference.span.kind': 'LLM',
        'llm.token_count.prompt': '12',
        'llm.token_count.completion': 'None',
        'llm.token_count.total': '',
      },
    })
    const { events } = feed({ trace_id: 't', spans: [llm] })
    expect(events.map((e) => (e.event.usage as JsonObject).total)).toEqual([12])
  })

  it('reads a span tree nested 10,000 deep without recursion', () => {
    let node: JsonObject = span('ffffffffffffffff', {
      span_attributes: { 'openinference.span.kind': 'TOOL', 'tool.name': 'leaf', 'input.value': '{}' },
    })
    for (let i = 9999; i > 0; i--) node = span(i.toString(16).padStart(16, '0'), { child_spans: [node] })
    const { events } = feed({ trace_id: 't', spans: [node] })
    expect(events.map((e) => e.event.event)).toEqual(['tool_call', 'tool_output'])
  })

  it('keeps a 180,000-character attribute out of the events: args and messages stay short', () => {
    const big = 'x'.repeat(180_000)
    const tool = span('00000000000000cc', {
      status_code: 'Error',
      status_message: big,
      span_attributes: {
        'openinference.span.kind': 'TOOL',
        'tool.name': 'write',
        'input.value': JSON.stringify({ args: [], kwargs: { text: big } }),
        'output.value': big,
      },
    })
    const llm = span('00000000000000dd', {
      span_attributes: {
        'openinference.span.kind': 'LLM',
        'llm.input_messages.0.message.content': big,
        'llm.output_messages.0.message.content': big,
        'llm.token_count.total': '9',
      },
    })
    const { events } = feed({ trace_id: 't', spans: [span('00000000000000aa', { child_spans: [tool, llm] })] })
    expect(events.map((e) => e.event.event)).toEqual(['tool_call', 'tool_output', 'error_event', 'token_usage'])
    expect(JSON.stringify(events).length).toBeLessThan(2000)
    expect(String((events[0].event.args as JsonObject).text)).toMatch(
      /^x{1000}\.\.\. \[180000 characters, digest [0-9a-f]{16}\]$/,
    )
  })
})

describe('openinference adapter through the files it reads', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'atg-oi-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads JSONL of Phoenix spans and a span exported twice once', async () => {
    const path = join(dir, 'spans.jsonl')
    const line = (id: string, kind: string, attrs: JsonObject) =>
      JSON.stringify({ context: { trace_id: 't1', span_id: id }, parent_id: 'r', span_kind: kind, attributes: attrs })
    const tool = line('s2', 'TOOL', { 'tool.name': 'grep', 'input.value': '{"pattern": "x"}' })
    writeFileSync(
      path,
      [
        JSON.stringify({
          context: { trace_id: 't1', span_id: 'r' },
          parent_id: null,
          span_kind: 'AGENT',
          attributes: {},
        }),
        line('s1', 'LLM', { 'llm.token_count.prompt': 3, 'llm.token_count.completion': 4 }),
        tool,
        tool,
      ].join('\n') + '\n',
    )
    const a = await adaptFile(path)
    expect(a.format).toBe('openinference')
    expect(summarise(only(a))).toMatchObject({ tool_calls: 1, tokens: 7, end: 'completed' })
    expect(only(a)[1].origin).toEqual({ line: 3, index: 0, span_id: 's2' })
  })
})

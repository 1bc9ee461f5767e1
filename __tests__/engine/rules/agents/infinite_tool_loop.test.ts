import { describe, expect, it } from '@jest/globals'
import { callAndResult, causesOf, expectRows, repeat, type Row } from './helpers.js'

const same = (n: number, digest = 'd1', tool = 'read') =>
  repeat(n, (i) => callAndResult(`c${i}`, tool, { path: 'a.md' }, { digest })).flat()
const retry = (message = '429 rate limit') => ({ event: 'retry_event', kind: 'provider', message })
const providerError = (message = '429 rate limit') => ({ event: 'error_event', kind: 'model', message })

const rows: Row[] = [
  { name: 'two identical calls with the same result are no loop', events: same(2), causes: [] },
  {
    // The penalty: 20 + 1 per repeat + 30 x the repeats' share of the run + 10 when it ended in the loop.
    name: 'three with the same result: high, 20 + 2 + 30 x 2/3 + 10',
    events: same(3),
    causes: [['high', -52]],
    says: ['"read" 3 times in a row', 'the same result back'],
  },
  { name: 'five: critical, 20 + 4 + 30 x 4/5 + 10', events: same(5), causes: [['critical', -58]] },
  { name: 'twenty: 20 + 19 + 30 x 19/20 + 10, rounded', events: same(20), causes: [['critical', -78]] },
  {
    name: 'the same loop in a longer run that went on after it weighs less: 20 + 2 + 30 x 2/8',
    events: [...same(3), ...repeat(5, (i) => callAndResult(`o${i}`, 'edit', { n: i }, { digest: `e${i}` })).flat()],
    causes: [['high', -30]],
  },
  {
    name: 'results that differ are progress (polling a running process)',
    events: repeat(7, (i) => callAndResult(`c${i}`, 'write_stdin', { session: 1 }, { digest: `d${i}` })).flat(),
    causes: [],
  },
  {
    name: 'the same call separated by other work is no loop (edit-build cycle)',
    events: repeat(6, (i) => [
      ...callAndResult(`e${i}`, 'edit', { n: i }, { digest: `e${i}` }),
      ...callAndResult(`b${i}`, 'bash', { command: 'npm run build' }, { digest: 'same' }),
    ]).flat(),
    causes: [],
  },
  {
    name: 'a call repeated after it failed counts, whatever it returns next',
    events: [
      ...callAndResult('1', 'bash', { command: 'test' }, { failed: true, digest: 'x' }),
      ...callAndResult('2', 'bash', { command: 'test' }, { failed: true, digest: 'y' }),
      ...callAndResult('3', 'bash', { command: 'test' }, { digest: 'z', message: 'ok' }),
    ],
    causes: [['high', -52]],
    says: ['each repeat came after the call before it had failed', 'last error: "tool call failed"'],
  },
  {
    name: 'a success followed by a failure is a change, not a repeat',
    events: [
      ...callAndResult('1', 'bash', { c: 1 }, { digest: 'x' }),
      ...callAndResult('2', 'bash', { c: 1 }, { failed: true }),
      ...callAndResult('3', 'bash', { c: 1 }, { digest: 'x' }),
    ],
    causes: [],
  },
  {
    name: 'successful results without content to compare are not a loop',
    events: repeat(5, (i) => callAndResult(`c${i}`, 'file_change', { path: 'a.ts' })).flat(),
    causes: [],
  },
  {
    name: 'calls with no result at all (flat events) show no progress',
    events: repeat(3, () => ({ event: 'tool_call', tool: 'search', args: { q: 'x' } })),
    causes: [['high', -52]],
    says: ['no result came back for any of them'],
  },
  {
    name: 'parallel identical calls whose results come after them',
    events: [
      ...repeat(3, (i) => ({ event: 'tool_call', tool: 'read', args: { p: 1 }, call_id: `p${i}` })),
      ...repeat(3, (i) => ({
        event: 'tool_output',
        tool: 'read',
        call_id: `p${i}`,
        status: 'ok',
        output_digest: 'same',
      })),
    ],
    causes: [['high', -52]],
  },
  {
    name: 'a run still waiting for its results when another run starts',
    events: [
      ...repeat(3, (i) => ({ event: 'tool_call', tool: 'read', args: { p: 1 }, call_id: `p${i}` })),
      { event: 'tool_call', tool: 'grep', args: {}, call_id: 'g' },
      ...repeat(3, (i) => ({ event: 'tool_output', call_id: `p${i}`, status: 'ok', output_digest: `d${i}` })),
      { event: 'tool_output', call_id: 'g', status: 'ok' },
    ],
    causes: [],
  },
  {
    name: 'identical calls whose results never come show no progress, however many',
    events: repeat(200, (i) => ({ event: 'tool_call', tool: 'search', args: { q: 'x' }, call_id: `n${i}` })),
    causes: [['critical', -80]],
    says: ['200 times in a row'],
  },
  {
    name: 'the worst of several loops is the cause; the others are counted',
    events: [...same(3, 'd', 'read'), ...repeat(6, () => retry()), ...same(4, 'e', 'grep')],
    // The storm between them is provider_failure's.
    causes: [['high', -56]],
    says: ['"grep" 4 times in a row', 'The run had 1 other loop as well.'],
  },
  {
    name: 'near-equal: blank arguments are no arguments (page_down with {"": ""}, {"": {}}, {"page_down": ""})',
    events: [
      ...callAndResult('1', 'page_down', { '': '' }, { failed: true, message: "unexpected keyword argument ''" }),
      ...callAndResult('2', 'page_down', { '': {} }, { failed: true, message: "unexpected keyword argument ''" }),
      ...callAndResult(
        '3',
        'page_down',
        { page_down: ' ' },
        { failed: true, message: "unexpected keyword argument ''" },
      ),
    ],
    causes: [['high', -42]],
    says: ['"page_down" 3 times in a row with the same arguments (near-equal: blank', 'had failed'],
  },
  {
    name: 'near-equal: case and spacing',
    events: [
      ...callAndResult('1', 'search', { q: 'Foo  Bar' }, { digest: 'd' }),
      ...callAndResult('2', 'search', { q: 'foo bar' }, { digest: 'd' }),
      ...callAndResult('3', 'search', { q: ' FOO BAR\n' }, { digest: 'd' }),
    ],
    causes: [['high', -42]],
    says: ['near-equal'],
  },
  {
    name: 'identical repeats say nothing of near-equal arguments',
    events: same(3),
    causes: [['high', -52]],
    says: ['with the same arguments without progress'],
  },
  {
    name: 'nearEqual [] compares the arguments exactly',
    events: [
      ...callAndResult('1', 'page_down', { '': '' }, { failed: true }),
      ...callAndResult('2', 'page_down', { '': {} }, { failed: true }),
      ...callAndResult('3', 'page_down', {}, { failed: true }),
    ],
    causes: [],
    options: { detectorOptions: { infinite_tool_loop: { nearEqual: [] } } },
  },
  {
    name: 'other words are other arguments',
    events: [
      ...callAndResult('1', 'read', { path: 'a.md' }, { failed: true }),
      ...callAndResult('2', 'read', { path: 'A.md ' }, { failed: true }),
      ...callAndResult('3', 'read', { path: 'b.md' }, { failed: true }),
    ],
    causes: [],
  },
  {
    name: 'a query reworded three times in a row: high, whatever came back',
    events: [
      ...callAndResult(
        '1',
        'web_search',
        { query: 'Pie Menus or Linear Menus, Which Is Better? 2015 DBLP' },
        { digest: 'a' },
      ),
      ...callAndResult(
        '2',
        'web_search',
        { query: 'Pie Menus or Linear Menus 2015 DBLP author metadata' },
        { digest: 'b' },
      ),
      ...callAndResult(
        '3',
        'web_search',
        { query: 'DBLP "Pie Menus or Linear Menus, Which Is Better?" 2015' },
        { digest: 'c' },
      ),
    ],
    causes: [['high', -42]],
    says: ['"web_search" 3 times in a row with the same words reworded'],
  },
  {
    name: 'reworded queries never make a critical loop',
    events: repeat(6, (i) =>
      callAndResult(`${i}`, 'web_search', { query: `when was the goose game released ${i}` }, { digest: `${i}` }),
    ).flat(),
    causes: [['high', -50]],
  },
  {
    name: 'queries with few words in common are new searches',
    events: [
      ...callAndResult('1', 'web_search', { query: 'goose game release date' }, { digest: 'a' }),
      ...callAndResult('2', 'web_search', { query: 'british academy games awards 2019 winners' }, { digest: 'b' }),
      ...callAndResult('3', 'web_search', { query: 'wikipedia revision history count' }, { digest: 'c' }),
    ],
    causes: [],
  },
  {
    name: 'a call between reworded queries (opening a result) is acting on what came back',
    events: [
      ...callAndResult('1', 'web_search', { query: 'goose game release date' }, { digest: 'a' }),
      ...callAndResult('2', 'visit_page', { url: 'https://example.org' }, { digest: 'p' }),
      ...callAndResult('3', 'web_search', { query: 'goose game release date 2019' }, { digest: 'b' }),
      ...callAndResult('4', 'web_search', { query: 'goose game date of release' }, { digest: 'c' }),
    ],
    causes: [],
  },
  {
    name: 'only queries are compared: reads of files in one folder are work',
    events: repeat(4, (i) =>
      callAndResult(`${i}`, 'read', { path: `src/engine/rules/agents/file ${i}.ts` }, { digest: `${i}` }),
    ).flat(),
    causes: [],
  },
  {
    name: 'thresholds are options',
    events: same(4),
    causes: [['critical', -56]],
    options: { detectorOptions: { infinite_tool_loop: { criticalRepeats: 4 } } },
  },
  {
    name: 'a storm of provider errors is no tool loop: provider_failure names it',
    events: [...callAndResult('w', 'read', {}), providerError(), ...repeat(5, () => retry())],
    causes: [],
  },
]

describe('infinite_tool_loop (agents)', () => {
  it('finds repetition without progress', () => expectRows('infinite_tool_loop', rows, expect))

  it('keeps a bounded evidence list: the first calls and the last', () => {
    const [cause] = causesOf('infinite_tool_loop', same(30))
    expect(cause.evidence).toHaveLength(10)
    expect(cause.evidence.at(-1)!.call_id).toBe('c29')
    expect(cause.evidence.every((e) => e.event === 'tool_call')).toBe(true)
  })
})

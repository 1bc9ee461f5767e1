import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  assertionFailure,
  ASSERTION_KINDS,
  assertionText,
  effectiveTokens,
  evaluateAssertions,
  FactCollector,
  filesNeeded,
  matchNames,
  needsTraceFacts,
  pathEscapes,
  sessionChecklist,
  type AssertionRule,
  type AssertionSpec,
  type FileFact,
  type SessionFacts,
} from '../../src/policy/assertions.js'
import { assertionsFor } from '../../src/policy/globs.js'
import type { Readiness } from '../../src/engine/diagnose.js'
import { resolveFileFacts } from '../../src/gate/facts.js'
import { diagnoseFiles } from '../../src/gate/pipeline.js'
import { parsePolicy } from '../../src/policy/policy-file.js'
import { ASSERTION_OPTIONS } from '../../src/policy/assertion-options.js'
import { decide, sessionFailures } from '../../src/policy/verdict.js'

const SESSION = '__fixtures__/policy/traces/session.jsonl'
const NO_END = '__fixtures__/policy/traces/no-end.jsonl'

let facts: Map<string, SessionFacts>
beforeAll(async () => {
  // Counted in the diagnosis pass, as the gate does when the policy needs them.
  const sessions = await diagnoseFiles([SESSION, NO_END], { collectFacts: true })
  facts = new Map(sessions.map((s) => [s.source, s.facts!]))
})

const clean: { trust_score: number; readiness_level: Readiness } = {
  trust_score: 100,
  readiness_level: 'ready_for_runtime',
}
const spec = (
  kind: AssertionSpec['kind'],
  options: Record<string, unknown> = {},
  level: AssertionSpec['level'] = 'error',
  id: string = kind,
): AssertionSpec => ({
  id,
  kind,
  level,
  options,
})
const NO_FILES: ReadonlyMap<string, FileFact> = new Map()

function one(s: AssertionSpec, f: SessionFacts | null, diagnosis = clean, files = NO_FILES) {
  const [r] = evaluateAssertions([s], { diagnosis, facts: f }, files)
  return r
}

describe('facts from a trace', () => {
  it('counts tool calls by name, failed tool calls, effective tokens and how the run ended', () => {
    expect(facts.get(SESSION)).toEqual({
      tool_calls: 3,
      tool_calls_by_name: { Bash: 2, Read: 1 },
      failed_tool_calls: 1,
      // 1200 input + 300 output + 400 cache writes (cache reads left out) + an event with only a total of 100
      effective_tokens: 2500,
      end_status: 'completed',
    })
    expect(facts.get(NO_END)).toEqual({
      tool_calls: 2,
      tool_calls_by_name: { '(unnamed)': 1, rm: 1 },
      failed_tool_calls: 1,
      effective_tokens: 0,
      end_status: null,
    })
  })

  it('reads effective tokens from the usage parts, else the total', () => {
    // Cache reads count a tenth, as providers price them (the agents preset's cost rule counts the same).
    expect(effectiveTokens({ usage: { input: 10, output: 5, cache_read: 1000, cache_write: 2, total: 1017 } })).toBe(
      117,
    )
    expect(effectiveTokens({ usage: { total: 40 } })).toBe(40)
    expect(effectiveTokens({ total_tokens: '12' })).toBe(12)
    expect(effectiveTokens({ usage: { input_tokens: 3, output_tokens: 4, total: 7 } })).toBe(7)
    expect(effectiveTokens({ usage: null })).toBe(0)
  })

  it('keeps tool names from the trace away from prototypes', () => {
    const c = new FactCollector()
    for (const tool of ['__proto__', 'constructor', 'toString']) c.push({ event: 'tool_call', tool })
    const f = c.result()
    expect(Object.keys(f.tool_calls_by_name)).toEqual(['__proto__', 'constructor', 'toString'])
    expect(one(spec('tool_not_called', { tool: 'hasOwnProperty' }), f)).toMatchObject({ actual: 0, passed: true })
    expect(one(spec('tool_call_count', { tool: '__proto__', equals: 1 }), f)).toMatchObject({ actual: 1, passed: true })
    expect(JSON.parse(JSON.stringify(f)).tool_calls_by_name.constructor).toBe(1)
  })

  it('takes the last process_end and names tools by `tool`, then `name`', () => {
    const c = new FactCollector()
    c.push({ event: 'process_end', status: 'error' })
    c.push({ type: 'tool_call', name: 'web_search' })
    c.push({ event: 'process_end', status: 'completed' })
    expect(c.result()).toMatchObject({ end_status: 'completed', tool_calls_by_name: { web_search: 1 } })
  })
})

describe('each assertion kind', () => {
  it('final_response_present: the run ended completed', () => {
    expect(one(spec('final_response_present'), facts.get(SESSION)!)).toMatchObject({
      operator: 'present',
      expected: true,
      actual: true,
      passed: true,
    })
    expect(one(spec('final_response_present'), facts.get(NO_END)!)).toMatchObject({ actual: false, passed: false })
    expect(one(spec('final_response_present'), null)).toMatchObject({ actual: null, passed: false })
  })

  it('tool_call_count: equals, min, max, between, of one tool or all', () => {
    const f = facts.get(SESSION)!
    expect(one(spec('tool_call_count', { equals: 3 }), f)).toMatchObject({
      subject: 'tool calls',
      operator: '==',
      expected: 3,
      actual: 3,
      passed: true,
    })
    expect(one(spec('tool_call_count', { tool: 'Bash', max: 1 }), f)).toMatchObject({
      subject: 'calls to Bash',
      operator: '<=',
      expected: 1,
      actual: 2,
      passed: false,
    })
    expect(one(spec('tool_call_count', { tool: 'Read', min: 1 }), f)).toMatchObject({
      operator: '>=',
      expected: 1,
      actual: 1,
      passed: true,
    })
    expect(one(spec('tool_call_count', { tool: 'Bash', min: 1, max: 2 }), f)).toMatchObject({
      operator: 'between',
      expected: [1, 2],
      actual: 2,
      passed: true,
    })
    expect(one(spec('tool_call_count', { tool: 'Write', min: 1 }), f)).toMatchObject({ actual: 0, passed: false })
  })

  it('tool_not_called', () => {
    expect(one(spec('tool_not_called', { tool: 'rm' }), facts.get(SESSION)!)).toMatchObject({
      operator: '==',
      expected: 0,
      actual: 0,
      passed: true,
    })
    expect(one(spec('tool_not_called', { tool: 'rm' }), facts.get(NO_END)!)).toMatchObject({ actual: 1, passed: false })
  })

  it('status_is', () => {
    expect(one(spec('status_is', { status: 'completed' }), facts.get(SESSION)!)).toMatchObject({
      expected: 'completed',
      actual: 'completed',
      passed: true,
    })
    expect(one(spec('status_is', { status: 'completed' }), facts.get(NO_END)!)).toMatchObject({
      actual: null,
      passed: false,
    })
  })

  it('max_effective_tokens and max_failed_tool_calls', () => {
    const f = facts.get(SESSION)!
    expect(one(spec('max_effective_tokens', { max: 2500 }), f)).toMatchObject({
      operator: '<=',
      expected: 2500,
      actual: 2500,
      passed: true,
    })
    expect(one(spec('max_effective_tokens', { max: 1999 }), f)).toMatchObject({ passed: false })
    expect(one(spec('max_failed_tool_calls', { max: 0 }), f)).toMatchObject({ actual: 1, passed: false })
    expect(one(spec('max_failed_tool_calls', { max: 1 }), f)).toMatchObject({ passed: true })
  })

  it('min_trust_score and readiness_at_least judge the diagnosis, also without trace facts', () => {
    const review = { trust_score: 78, readiness_level: 'review_recommended' as const }
    expect(one(spec('min_trust_score', { min: 80 }), null, review)).toMatchObject({
      operator: '>=',
      expected: 80,
      actual: 78,
      passed: false,
    })
    expect(one(spec('min_trust_score', { min: 78 }), null, review)).toMatchObject({ passed: true })
    expect(one(spec('readiness_at_least', { level: 'review_recommended' }), null, review)).toMatchObject({
      operator: 'at_least',
      actual: 'review_recommended',
      passed: true,
    })
    expect(one(spec('readiness_at_least', { level: 'ready_for_runtime' }), null, review)).toMatchObject({
      passed: false,
    })
    expect(
      one(spec('readiness_at_least', { level: 'review_recommended' }), null, {
        trust_score: 40,
        readiness_level: 'unsafe_for_production',
      }),
    ).toMatchObject({ passed: false })
  })

  it('file_exists and file_contains on facts resolved at the edge', () => {
    const files = new Map<string, FileFact>([
      ['out/report.md', { state: 'file', text: 'Report\n\nAll checks done.\n' }],
      ['out/dir', { state: 'not_a_file' }],
      ['out/link', { state: 'outside' }],
    ])
    expect(one(spec('file_exists', { path: './out/report.md' }), null, clean, files)).toMatchObject({
      subject: 'out/report.md',
      operator: 'exists',
      actual: 'file',
      passed: true,
    })
    expect(one(spec('file_exists', { path: 'out/missing.md' }), null, clean, files)).toMatchObject({
      actual: 'not checked',
      passed: false,
    })
    expect(one(spec('file_exists', { path: 'out/dir' }), null, clean, files)).toMatchObject({
      actual: 'not a regular file',
      passed: false,
    })
    expect(one(spec('file_exists', { path: 'out/link' }), null, clean, files)).toMatchObject({
      actual: 'outside the workspace',
      passed: false,
    })
    expect(
      one(spec('file_contains', { path: 'out/report.md', text: 'All checks done' }), null, clean, files),
    ).toMatchObject({ operator: 'contains', expected: 'All checks done', actual: 'found', passed: true })
    expect(one(spec('file_contains', { path: 'out/report.md', text: 'FAILED' }), null, clean, files)).toMatchObject({
      actual: 'not found',
      passed: false,
    })
  })
})

describe('workspace facts (the edge)', () => {
  let ws: string
  let outside: string
  beforeAll(() => {
    ws = mkdtempSync(join(tmpdir(), 'atg-ws-'))
    outside = mkdtempSync(join(tmpdir(), 'atg-out-'))
    mkdirSync(join(ws, 'out'))
    mkdirSync(join(ws, 'out', 'dir'))
    writeFileSync(join(ws, 'out', 'report.md'), 'done\n')
    writeFileSync(join(outside, 'secret.txt'), 'secret\n')
    symlinkSync(join(outside, 'secret.txt'), join(ws, 'out', 'leak.txt'))
    symlinkSync(join(ws, 'out', 'report.md'), join(ws, 'out', 'alias.md'))
  })
  afterAll(() => {
    rmSync(ws, { recursive: true, force: true })
    rmSync(outside, { recursive: true, force: true })
  })

  it('tells files, directories, missing paths and links out of the workspace apart', async () => {
    const got = await resolveFileFacts(
      [
        { path: 'out/report.md', read: true },
        { path: 'out/alias.md', read: false },
        { path: 'out/dir', read: false },
        { path: 'out/none', read: true },
        { path: 'out/leak.txt', read: true },
        { path: '../escape', read: false },
      ],
      ws,
    )
    expect(Object.fromEntries(got)).toEqual({
      'out/report.md': { state: 'file', text: 'done\n' },
      'out/alias.md': { state: 'file' },
      'out/dir': { state: 'not_a_file' },
      'out/none': { state: 'missing' },
      'out/leak.txt': { state: 'outside' },
      '../escape': { state: 'outside' },
    })
  })

  it('refuses policy paths that lead out of the workspace', () => {
    expect(pathEscapes('out/a.md')).toBeUndefined()
    expect(pathEscapes('./a/../b')).toBeUndefined()
    expect(pathEscapes('../a')).toBe('it leads out of the workspace')
    expect(pathEscapes('a/../../b')).toBe('it leads out of the workspace')
    expect(pathEscapes('/etc/passwd')).toBe('an absolute path')
    expect(pathEscapes('C:\\Windows')).toBe('an absolute path')
  })
})

describe('which assertions apply', () => {
  const policy = parsePolicy(
    [
      'assertions:',
      '  final_response_present: error',
      '  max_failed_tool_calls: [warn, { max: 0 }]',
      'overrides:',
      '  - files: "traces/*.jsonl"',
      '    assertions:',
      '      max_failed_tool_calls: [error, { max: 1 }]',
      '      tool_call_count:bash: [error, { tool: Bash, max: 5 }]',
      '      tool_call_count:read: [warn, { tool: Read, min: 1 }]',
      '  - files: ["traces/no-end.jsonl", "other/**"]',
      '    assertions:',
      '      final_response_present: off',
      '  - files: "inspect.json#sample-*"',
      '    assertions:',
      '      min_trust_score: [error, { min: 90 }]',
    ].join('\n'),
    'p.yml',
  )

  it('takes every-session assertions, then the overrides that match, later ones replacing earlier ones', () => {
    const ids = (names: string[]) => assertionsFor(policy.rules, names).map((a) => `${a.id}=${a.level}`)
    expect(ids(['elsewhere/a.jsonl'])).toEqual(['final_response_present=error', 'max_failed_tool_calls=warn'])
    expect(ids(['traces/a.jsonl'])).toEqual([
      'final_response_present=error',
      'max_failed_tool_calls=error',
      'tool_call_count:bash=error',
      'tool_call_count:read=warn',
    ])
    expect(ids(['./traces/no-end.jsonl'])).toEqual([
      'max_failed_tool_calls=error',
      'tool_call_count:bash=error',
      'tool_call_count:read=warn',
    ])
    expect(ids(matchNames('inspect.json', 'sample-3'))).toContain('min_trust_score=error')
    expect(ids(matchNames('inspect.json'))).not.toContain('min_trust_score=error')
  })

  it('knows which facts the rules need', () => {
    expect(needsTraceFacts(policy.rules)).toBe(true)
    const onlyTrust: AssertionRule[] = [{ files: null, assertions: [spec('min_trust_score', { min: 1 })] }]
    expect(needsTraceFacts(onlyTrust)).toBe(false)
    const withFiles: AssertionRule[] = [
      {
        files: null,
        assertions: [
          spec('file_exists', { path: './b.txt' }),
          spec('file_contains', { path: 'a.txt', text: 'x' }),
          spec('file_exists', { path: 'a.txt' }, 'off', 'file_exists:off'),
        ],
      },
    ]
    expect(filesNeeded(withFiles)).toEqual([
      { path: 'a.txt', read: true },
      { path: 'b.txt', read: false },
    ])
  })
})

describe('words and the verdict', () => {
  const failing = one(spec('tool_call_count', { tool: 'Bash', max: 1 }, 'error', 'tool_call_count:bash'), {
    tool_calls: 2,
    tool_calls_by_name: { Bash: 2 },
    failed_tool_calls: 0,
    effective_tokens: 0,
    end_status: 'completed',
  })

  it('gives a checklist line and a failure sentence', () => {
    expect(assertionText(failing)).toBe('tool_call_count:bash: calls to Bash <= 1 (actual: 2)')
    expect(assertionFailure(failing)).toBe(
      'assertion tool_call_count:bash failed: expected calls to Bash <= 1, found 2',
    )
    const present = one(spec('final_response_present'), null)
    expect(assertionText(present)).toBe('final_response_present: final response present (actual: unknown)')
    expect(assertionFailure(present)).toBe(
      'assertion final_response_present failed: expected final response present, found unknown',
    )
    const file = one(
      spec('file_contains', { path: 'out/r.md', text: 'two words' }),
      null,
      clean,
      new Map([['out/r.md', { state: 'missing' } as FileFact]]),
    )
    expect(assertionFailure(file)).toBe(
      'assertion file_contains failed: expected out/r.md contains "two words", found missing',
    )
    expect(sessionChecklist({ assertions: [failing, present] })).toEqual([
      {
        id: 'tool_call_count:bash',
        level: 'error',
        passed: false,
        text: 'tool_call_count:bash: calls to Bash <= 1 (actual: 2)',
      },
      {
        id: 'final_response_present',
        level: 'error',
        passed: false,
        text: 'final_response_present: final response present (actual: unknown)',
      },
    ])
    expect(sessionChecklist({})).toEqual([])
  })

  it('fails a session on an error that fails, never on a warning', () => {
    const s = { source: 'a.jsonl', diagnosis: { ...clean, primary_diagnosis: { root_cause_failure_type: null } } }
    const settings = { failOn: 'unsafe_for_production' as const }
    expect(sessionFailures({ ...s, assertions: [failing] }, settings)).toEqual([
      'a.jsonl: assertion tool_call_count:bash failed: expected calls to Bash <= 1, found 2.',
    ])
    const warned = { ...failing, level: 'warn' as const }
    const v = decide([{ ...s, assertions: [warned] }], settings)
    expect(v.passed).toBe(true)
    expect(v.reasons).toEqual([
      'Passed: no session is unsafe_for_production (1 session; worst readiness ready_for_runtime, lowest trust score 100).',
      'Every assertion at level error passed (0 checked; 1 at level warn failed, which does not fail the gate).',
    ])
    const failed = decide([{ ...s, assertions: [failing] }], settings)
    expect(failed).toMatchObject({ passed: false, failed_session_count: 1 })
  })
})

describe('the assertion kinds', () => {
  it('are those that have options, in their order', () => {
    expect(Object.keys(ASSERTION_OPTIONS)).toEqual([...ASSERTION_KINDS])
  })
})

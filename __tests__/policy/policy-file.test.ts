import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as yamlParse } from 'yaml'
import {
  EMPTY_POLICY,
  findPolicy,
  loadPolicy,
  parsePolicy,
  PolicyError,
  policyJsonSchema,
  policySchema,
} from '../../src/policy/policy-file.js'
import { TraceError } from '../../src/trace/read.js'

/** The complete example of docs/policy.md. */
function docsExample(): string {
  const doc = readFileSync('docs/policy.md', 'utf8')
  const m = /```yaml\n(# \.agent-trust-gate\.yml\n[\s\S]*?)```/.exec(doc)
  if (!m) throw new Error('docs/policy.md has no complete example')
  return m[1]
}

function error(text: string): string {
  try {
    parsePolicy(text, 'p.yml')
  } catch (err) {
    expect(err).toBeInstanceOf(PolicyError)
    expect(err).toBeInstanceOf(TraceError)
    return (err as Error).message
  }
  throw new Error('expected a PolicyError')
}

describe('the policy file', () => {
  it('reads the complete example of the docs', () => {
    const p = parsePolicy(docsExample(), '.agent-trust-gate.yml')
    expect(p.preset).toBe('agents')
    expect(p.detectors).toMatchObject({ infinite_tool_loop: { minRepeats: 4 } })
    expect(p.rules.length).toBeGreaterThanOrEqual(2)
    expect(p.rules[0].files).toBeNull()
    const kinds = new Set(p.rules.flatMap((r) => r.assertions.map((a) => a.kind)))
    for (const k of [
      'final_response_present',
      'tool_call_count',
      'tool_not_called',
      'file_exists',
      'file_contains',
      'status_is',
      'max_effective_tokens',
      'max_failed_tool_calls',
      'min_trust_score',
      'readiness_at_least',
    ]) {
      expect(kinds).toContain(k)
    }
    expect(p.cases.length).toBeGreaterThan(0)
    expect(p.repeatMinPass).toBeDefined()
    expect(p.harness.minFinalScore).toBeDefined()
    // The example is also valid against the published JSON Schema's source.
    expect(policySchema.safeParse(JSON.parse(JSON.stringify(parsePolicyRaw(docsExample())))).success).toBe(true)
  })

  it('turns levels and options into assertions, in file order', () => {
    const p = parsePolicy(
      [
        'assertions:',
        '  final_response_present: error',
        '  min_trust_score: [warn, { min: 70 }]',
        '  tool_call_count:bash: [error, { tool: Bash, max: 20 }]',
        '  readiness_at_least: off',
        '  final_response_present:again: [warn]',
      ].join('\n'),
      'p.yml',
    )
    expect(p.rules).toEqual([
      {
        files: null,
        assertions: [
          { id: 'final_response_present', kind: 'final_response_present', level: 'error', options: {} },
          { id: 'min_trust_score', kind: 'min_trust_score', level: 'warn', options: { min: 70 } },
          { id: 'tool_call_count:bash', kind: 'tool_call_count', level: 'error', options: { tool: 'Bash', max: 20 } },
          { id: 'readiness_at_least', kind: 'readiness_at_least', level: 'off', options: {} },
          { id: 'final_response_present:again', kind: 'final_response_present', level: 'warn', options: {} },
        ],
      },
    ])
  })

  it('reads an empty file as the empty policy', () => {
    expect(parsePolicy('', 'p.yml')).toEqual({ ...EMPTY_POLICY, path: 'p.yml' })
    expect(parsePolicy('# only a comment\n', 'p.yml')).toEqual({ ...EMPTY_POLICY, path: 'p.yml' })
  })

  it.each([
    [
      'a: [1, 2\n',
      'p.yml:2: expected YAML, found invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    ['- a\n- b\n', 'p.yml:1: expected a mapping of policy keys (', 'prefix'],
    [
      'preset: auto\nbogus: 1\n',
      'p.yml:2: expected one of the keys $schema, preset, detectors, assertions, overrides, cases, repeat_min_pass, harness, found "bogus"',
    ],
    ['preset: strict\n', 'p.yml:1: preset: expected one of "auto", "critiqor", "agents", found "strict"'],
    [
      'assertions:\n  tool_call_count: error\n',
      'p.yml:2: assertions.tool_call_count: expected [error, {tool, min, max, equals}] (tool_call_count needs options), found the level alone',
    ],
    [
      'assertions:\n  tool_call_count: [error, { max: "x" }]\n',
      'p.yml:2: assertions.tool_call_count[1].max: expected a number, found "x"',
    ],
    [
      'assertions:\n  tool_call_count: [error, { max: 2.5 }]\n',
      'p.yml:2: assertions.tool_call_count[1].max: expected a whole number, found 2.5',
    ],
    [
      'assertions:\n  tool_call_count: [error, {}]\n',
      'p.yml:2: assertions.tool_call_count[1]: expected at least one of equals, min and max, found none',
    ],
    [
      'assertions:\n  tool_call_count: [error, { equals: 1, max: 2 }]\n',
      'p.yml:2: assertions.tool_call_count[1]: expected equals alone or min and/or max, found equals with min or max',
    ],
    [
      'assertions:\n  tool_call_count: [error, { min: 3, max: 2 }]\n',
      'p.yml:2: assertions.tool_call_count[1]: expected min at most max, found min 3 and max 2',
    ],
    [
      'assertions:\n  tool_call_count:\n    - error\n    - max: 3\n      bogus: 1\n',
      'p.yml:5: assertions.tool_call_count[1]: expected one of the keys tool, min, max, equals, found "bogus"',
    ],
    [
      'assertions:\n  final_response_present: fatal\n',
      'p.yml:2: assertions.final_response_present: expected a level (off, warn or error) or [level], found "fatal"',
    ],
    [
      'assertions:\n  final_response_present: [error, { x: 1 }]\n',
      'p.yml:2: assertions.final_response_present[1]: expected no options (final_response_present takes none), found a mapping',
    ],
    [
      'assertions:\n  min_trust_score: [severe, { min: 1 }]\n',
      'p.yml:2: assertions.min_trust_score[0]: expected a level (off, warn or error), found "severe"',
    ],
    [
      'assertions:\n  min_trust_score: [error, { min: 101 }]\n',
      'p.yml:2: assertions.min_trust_score[1].min: expected a number <= 100, found 101',
    ],
    [
      'assertions:\n  readiness_at_least: [error, { level: fine }]\n',
      'p.yml:2: assertions.readiness_at_least[1].level: expected one of "ready_for_runtime", "review_recommended", "unsafe_for_production", found "fine"',
    ],
    [
      'assertions:\n  status_is: [error, { status: success }]\n',
      'p.yml:2: assertions.status_is[1].status: expected one of "completed", "error", "aborted", "max_turns", "incomplete", found "success"',
    ],
    [
      'assertions:\n  tool_call: error\n',
      'p.yml:2: assertions.tool_call: expected an assertion (final_response_present, tool_call_count, tool_not_called, file_exists, file_contains, status_is, max_effective_tokens, max_failed_tool_calls, min_trust_score, readiness_at_least), optionally followed by :label, found "tool_call"',
    ],
    [
      'assertions:\n  file_exists: [error, { path: ../etc/passwd }]\n',
      'p.yml:2: assertions.file_exists[1].path: expected a path inside the workspace, found "../etc/passwd" (it leads out of the workspace)',
    ],
    [
      'assertions:\n  file_contains: [error, { path: /etc/passwd, text: root }]\n',
      'p.yml:2: assertions.file_contains[1].path: expected a path inside the workspace, found "/etc/passwd" (an absolute path)',
    ],
    [
      'assertions:\n  file_contains: [error, { path: a.txt }]\n',
      'p.yml:2: assertions.file_contains[1].text: expected a string, found nothing',
    ],
    [
      'overrides:\n  - assertions: {}\n',
      'p.yml:2: overrides[0].files: expected a glob or a list of globs, found nothing',
    ],
    [
      'overrides:\n  - files: a\n    assertions: {}\n    rules: {}\n',
      'p.yml:4: overrides[0]: expected one of the keys files, assertions, found "rules"',
    ],
    [
      'detectors:\n  infinite_tool_loop:\n    minRepeat: 3\n',
      'p.yml:3: detectors.infinite_tool_loop: expected one of the keys minRepeats, criticalRepeats, ',
      'prefix',
    ],
    [
      'detectors:\n  infinite_tool_loop:\n    minRepeats: many\n',
      'p.yml:3: detectors.infinite_tool_loop.minRepeats: expected a number, found "many"',
    ],
    ['detectors:\n  loops: {}\n', 'p.yml:2: detectors: expected one of the keys ', 'prefix'],
    ['cases:\n  checkout: []\n', 'p.yml:2: cases.checkout: expected at least 1 item, found 0'],
    ['repeat_min_pass: some\n', 'p.yml:1: repeat_min_pass: expected all or a number of runs (1 or more), found "some"'],
    ['repeat_min_pass: 0\n', 'p.yml:1: repeat_min_pass: expected a number >= 1, found 0'],
    ['harness:\n  min_final_score: 3\n', 'p.yml:2: harness.min_final_score: expected a number <= 1, found 3'],
    [
      'harness:\n  arksim:\n    allowed_statuses: [Done, Passed]\n',
      'p.yml:3: harness.arksim.allowed_statuses[1]: expected one of "Done", "Partial Failure", "Failed", "Evaluation Failed", found "Passed"',
    ],
    [
      'harness:\n  personal_agent_eval:\n    checks: loud\n',
      'p.yml:3: harness.personal_agent_eval.checks: expected one of "off", "warn", "error", found "loud"',
    ],
    [
      'assertions:\n  final_response_present: error\n  final_response_present: warn\n',
      'p.yml:3: expected YAML, found invalid YAML: Map keys must be unique',
    ],
  ])('reports %j as one line naming the line and the key', (text: string, expected: string, ...mode: string[]) => {
    const message = error(text)
    if (mode[0] === 'prefix') expect(message.startsWith(expected)).toBe(true)
    else expect(message).toBe(expected)
    expect(message).not.toContain('\n')
  })
})

describe('finding and loading the policy file', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'atg-policy-'))
    mkdirSync(join(dir, 'yml'))
    mkdirSync(join(dir, 'yaml'))
    mkdirSync(join(dir, 'none'))
    writeFileSync(join(dir, 'yml', '.agent-trust-gate.yml'), 'repeat_min_pass: 2\n')
    writeFileSync(join(dir, 'yml', '.agent-trust-gate.yaml'), 'repeat_min_pass: 3\n')
    writeFileSync(join(dir, 'yaml', '.agent-trust-gate.yaml'), 'repeat_min_pass: 3\n')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('finds .agent-trust-gate.yml, then .yaml, and nothing where there is none', async () => {
    expect(await findPolicy(join(dir, 'yml'))).toBe(join(dir, 'yml', '.agent-trust-gate.yml'))
    expect(await findPolicy(join(dir, 'yaml'))).toBe(join(dir, 'yaml', '.agent-trust-gate.yaml'))
    expect(await findPolicy(join(dir, 'none'))).toBeUndefined()
  })

  it('loads a file and names a missing one', async () => {
    expect((await loadPolicy(join(dir, 'yml', '.agent-trust-gate.yml'))).repeatMinPass).toBe(2)
    await expect(loadPolicy(join(dir, 'missing.yml'))).rejects.toThrow(`${join(dir, 'missing.yml')}: no such file`)
    await expect(loadPolicy(join(dir, 'none'))).rejects.toThrow('expected a policy file, found a directory')
  })
})

describe('the published JSON Schema', () => {
  it('schema/policy.schema.json is the schema generated from the zod schema', () => {
    const committed = JSON.parse(readFileSync('schema/policy.schema.json', 'utf8'))
    expect(committed).toEqual(JSON.parse(JSON.stringify(policyJsonSchema())))
  })

  it('describes every assertion kind, with labels, and no other keys', () => {
    const s = policyJsonSchema() as {
      properties: { assertions: { properties: object; patternProperties: object; additionalProperties: boolean } }
      $defs: object
    }
    const a = s.properties.assertions
    expect(Object.keys(a.properties)).toContain('tool_call_count')
    expect(Object.keys(a.patternProperties)).toContain('^tool_call_count:\\S+$')
    expect(a.additionalProperties).toBe(false)
    expect(Object.keys(s.$defs)).toContain('assertion_file_contains')
  })
})

// The raw YAML value, for checking against the zod schema directly.
function parsePolicyRaw(text: string): unknown {
  return (JSON.parse(JSON.stringify(yamlParse(text))) as unknown) ?? {}
}

import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { DETECTORS } from '../../../src/engine/rules/critiqor/index.js'
import { RULES, ruleById } from '../../../src/engine/rules/index.js'
import { rulePage } from '../../../src/engine/presets.js'
import { reportJsonSchema } from '../../../src/report/schema.js'
import { ruleOptionsSchema } from '../../../src/policy/policy-file.js'
import { REPOSITORY_URL, TOOL_NAME, TOOL_VERSION } from '../../../src/core/version.js'

describe('the detector registry', () => {
  it('runs the six detectors in the reference order with the reference weights', () => {
    expect(DETECTORS.map((d) => [d.meta.type, d.meta.dimension, d.meta.weight])).toEqual([
      ['infinite_tool_loop', 'loop_control', 0.2],
      ['memory_degradation', 'memory_integrity', 0.15],
      ['ignoring_tool_outputs', 'tool_output_utilization', 0.2],
      ['context_pollution', 'context_health', 0.15],
      ['cost_explosion', 'cost_efficiency', 0.15],
      ['skill_failure', 'skill_adherence', 0.15],
    ])
  })
})

describe('every rule has its identity, page, options, test table and schema entry', () => {
  const policySchema = JSON.parse(readFileSync('schema/policy.schema.json', 'utf8'))
  const detectorSchema = policySchema.properties.detectors.properties as Record<
    string,
    { properties: Record<string, unknown>; description: string }
  >

  it('lists each rule once, under a unique id, with the ids the pages are named after', () => {
    expect(RULES.map((r) => r.meta.id)).toEqual([
      'infinite_tool_loop',
      'memory_degradation',
      'ignoring_tool_outputs',
      'context_pollution',
      'cost_explosion',
      'skill_failure',
      'agents-run_failed',
      'agents-finished_on_failure',
      'agents-infinite_tool_loop',
      'agents-provider_failure',
      'agents-ignoring_tool_outputs',
      'agents-permission_refused',
      'agents-context_pollution',
      'agents-cost_explosion',
      'agents-skill_failure',
      'agents-unverified_change',
      'agents-weakened_checks',
    ])
    for (const r of RULES) expect(ruleById(r.meta.id)).toBe(r)
  })

  it.each(RULES.map((r) => r.meta.id))('%s', (id) => {
    const meta = ruleById(id)!.meta
    // The page: docs/rules/<id>.md, stating every option.
    expect(meta.docs).toBe(`docs/rules/${id}.md`)
    const doc = readFileSync(meta.docs, 'utf8')
    const keys = Object.keys(meta.options.shape)
    expect(keys).toEqual(Object.keys(meta.defaults))
    for (const option of keys) expect([option, doc.includes(`\`${option}\``)]).toEqual([option, true])
    // The test table, beside the rule's preset.
    expect(existsSync(`__tests__/engine/rules/${meta.preset}/${meta.type}.test.ts`)).toBe(true)
    // The policy file's schema takes every option, and names the page.
    const entry = detectorSchema[meta.type]
    expect(Object.keys(entry.properties)).toEqual(expect.arrayContaining(keys))
    expect(entry.description).toContain(meta.docs)
    // The options schema accepts its defaults and refuses a key it does not have.
    const schema = ruleOptionsSchema(meta.options)
    expect(schema.parse(meta.defaults)).toEqual(meta.defaults)
    expect(schema.parse({})).toEqual(meta.defaults)
    expect(schema.safeParse({ notAnOption: 1 }).success).toBe(false)
    expect(meta.remediation.length).toBeGreaterThan(40)
  })

  it('the rule judging a failure type in a preset gives its page', () => {
    expect(rulePage('critiqor', 'infinite_tool_loop')).toBe('docs/rules/infinite_tool_loop.md')
    expect(rulePage('agents', 'infinite_tool_loop')).toBe('docs/rules/agents-infinite_tool_loop.md')
    expect(rulePage('agents', 'memory_degradation')).toBe('docs/rules/memory_degradation.md')
    expect(rulePage('critiqor', 'run_failed')).toBeUndefined()
  })
})

describe('published artefacts', () => {
  it('schema/report.schema.json is the schema generated from the zod schema', () => {
    const committed = JSON.parse(readFileSync('schema/report.schema.json', 'utf8'))
    expect(committed).toEqual(JSON.parse(JSON.stringify(reportJsonSchema())))
  })

  it('the tool version and repository are those of package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
    expect([TOOL_NAME, TOOL_VERSION]).toEqual([pkg.name, pkg.version])
    expect(pkg.repository.url).toBe(`git+${REPOSITORY_URL}.git`)
  })
})

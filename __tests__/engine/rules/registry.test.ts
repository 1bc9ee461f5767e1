import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { DETECTORS } from '../../../src/engine/rules/critiqor/index.js'
import { reportJsonSchema } from '../../../src/report/json.js'
import { TOOL_NAME, TOOL_VERSION } from '../../../src/core/version.js'

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

  it.each(DETECTORS.map((d) => d.meta.type))('%s has a test table and a doc page that states its options', (type) => {
    expect(existsSync(`__tests__/engine/rules/critiqor/${type}.test.ts`)).toBe(true)
    const doc = readFileSync(`docs/detectors/${type}.md`, 'utf8')
    const meta = DETECTORS.find((d) => d.meta.type === type)!.meta
    for (const option of Object.keys(meta.defaults)) expect(doc).toContain(`\`${option}\``)
    expect(meta.remediation.length).toBeGreaterThan(40)
  })
})

describe('published artefacts', () => {
  it('schema/report.schema.json is the schema generated from the zod schema', () => {
    const committed = JSON.parse(readFileSync('schema/report.schema.json', 'utf8'))
    expect(committed).toEqual(JSON.parse(JSON.stringify(reportJsonSchema())))
  })

  it('the tool version is the package version', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
    expect([TOOL_NAME, TOOL_VERSION]).toEqual([pkg.name, pkg.version])
  })
})

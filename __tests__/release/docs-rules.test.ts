/**
 * The docs say what the gate does. The README's table of the agents preset lists every rule of
 * src/engine/rules/agents/index.ts, each with every severity its code can give that fails a job
 * (critical under the default fail-on, high under review_recommended), read from the rule's own
 * source rather than from a copy; docs/agents-preset.md gives the rules in their order; and the
 * README's speed figures are docs/performance.md's (the one source), never figures of their own.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { AGENTS_DETECTORS } from '../../src/engine/rules/agents/index.js'

const RULES_DIR = 'src/engine/rules/agents'
const README = readFileSync('README.md', 'utf8')

/** Each detector's source file, from the imports of the preset's index.ts. */
function sourceFiles(): Map<string, string> {
  const index = readFileSync(join(RULES_DIR, 'index.ts'), 'utf8')
  const files = new Map<string, string>()
  for (const m of index.matchAll(/^import\s+([^'"]+?)\s+from\s+'(\.[^']+)\.js'/gm)) {
    const names = m[1]
      .replace(/[{}]/g, ' ')
      .split(/[\s,]+/)
      .filter(Boolean)
    for (const n of names) if (n !== 'type') files.set(n, join(RULES_DIR, `${m[2]}.ts`))
  }
  const list = /AGENTS_DETECTORS[^=]*=\s*\[([^\]]*)\]/.exec(index)![1]
  const names = list.split(/[\s,]+/).filter(Boolean)
  expect(names).toHaveLength(AGENTS_DETECTORS.length)
  return new Map(names.map((n, i) => [AGENTS_DETECTORS[i].meta.type, files.get(n)!]))
}

/** Code without its comments. */
const code = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/**
 * The severities a rule's code can give: the severity words among its string literals; a rule
 * made by `countingRule` gives that function's.
 */
function severitiesOf(file: string): Set<string> {
  let text = code(readFileSync(file, 'utf8'))
  if (/\bcountingRule\(/.test(text)) {
    const types = code(readFileSync(join(dirname(file), '..', 'types.ts'), 'utf8'))
    text += types.slice(types.indexOf('export function countingRule'))
  }
  return new Set([...text.matchAll(/'(critical|high|medium|low)'/g)].map((m) => m[1]))
}

/** The README's row of a rule in the agents preset's table. */
function readmeRow(type: string): string | undefined {
  const table = README.slice(README.indexOf('| rule | what it flags |'))
  return table.split('\n').find((l) => l.startsWith(`| [\`${type}\`](`))
}

describe("the README's table of the agents preset", () => {
  const files = sourceFiles()

  it.each(AGENTS_DETECTORS.map((d) => d.meta.type))('lists %s with every severity that can fail a job', (type) => {
    const row = readmeRow(type)
    expect(row).toBeDefined()
    const severities = severitiesOf(files.get(type)!)
    expect(severities.size).toBeGreaterThan(0)
    for (const s of ['critical', 'high'].filter((s) => severities.has(s))) {
      expect({ type, severity: s, said: row!.includes(s) }).toEqual({ type, severity: s, said: true })
    }
  })

  it('links each rule to a page that exists', () => {
    for (const d of AGENTS_DETECTORS) {
      const link = /\]\(([^)]+)\)/.exec(readmeRow(d.meta.type) ?? '')?.[1]
      expect(link).toBeDefined()
      expect(() => readFileSync(link!)).not.toThrow()
    }
  })

  it('would see a severity the row leaves out', () => {
    // Not vacuous: run_failed's code gives critical and high.
    const s = severitiesOf(files.get('run_failed')!)
    expect([...s].sort()).toEqual(expect.arrayContaining(['critical', 'high']))
  })
})

describe('docs/agents-preset.md', () => {
  it('gives the rules in their order', () => {
    const doc = readFileSync('docs/agents-preset.md', 'utf8')
    const section = doc.slice(doc.indexOf('## Rule order'))
    const paragraph = section.split('\n\n')[1]
    const listed = [...paragraph.matchAll(/`([a-z_]+)`/g)].map((m) => m[1])
    expect(listed).toEqual(AGENTS_DETECTORS.map((d) => d.meta.type))
  })
})

describe("the README's speed figures", () => {
  it("are docs/performance.md's: every number of the README's Performance section is there", () => {
    const perf = readFileSync('docs/performance.md', 'utf8')
    const start = README.indexOf('## Performance')
    const section = README.slice(start, README.indexOf('\n## ', start + 1))
    const numbers = [...section.matchAll(/\d[\d,]*(?:\.\d+)?(?:x| MB)?/g)].map((m) => m[0])
    expect(numbers.length).toBeGreaterThanOrEqual(4)
    for (const n of numbers) expect({ n, inPerformance: perf.includes(n) }).toEqual({ n, inPerformance: true })
  })
})

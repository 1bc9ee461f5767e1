import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { ADAPTERS, FORMAT_IDS, recognise } from '../../src/trace/registry.js'
import { readRecords } from '../../src/trace/read.js'

const fixtures = fileURLToPath(new URL('../../__fixtures__/traces', import.meta.url))

/** The first record of a file, as `auto` sees it. */
async function firstRecord(path: string): Promise<unknown> {
  let first: unknown
  const stop = new Error('stop')
  try {
    await readRecords(path, (value) => {
      first = value
      throw stop
    })
  } catch (err) {
    if (err !== stop) throw err
  }
  return first
}

const cases = readdirSync(fixtures, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(`${fixtures}/${d.name}`).map((f) => [d.name, f] as const))

describe('auto recognition', () => {
  it('registers one adapter per format, critiqor last', () => {
    expect(ADAPTERS.map((a) => a.id).sort()).toEqual([...FORMAT_IDS].sort())
    expect(ADAPTERS.at(-1)?.id).toBe('critiqor')
  })

  it.each(cases)('%s/%s is recognised as its format, by exactly one adapter', async (format, file) => {
    const first = await firstRecord(`${fixtures}/${format}/${file}`)
    expect(recognise(first)?.id).toBe(format)
    expect(ADAPTERS.filter((a) => a.recognise(first)).map((a) => a.id)).toEqual([format])
  })

  it('recognises flat critiqor events only when no agent format matches', () => {
    expect(recognise({ event: 'tool_call', tool: 'x' })?.id).toBe('critiqor')
    expect(recognise([{ type: 'token_usage', usage: { total: 1 } }])?.id).toBe('critiqor')
    expect(recognise({ type: 'session', version: 3 })?.id).toBe('openclaw')
    expect(recognise({ hello: 'world' })).toBeUndefined()
  })

  it('every adapter says which dimensions it can show, none claims unused tool outputs', () => {
    for (const a of ADAPTERS) {
      expect(a.observes.length).toBeGreaterThan(0)
      if (a.id !== 'critiqor') expect(a.observes).not.toContain('tool_output_utilization')
    }
  })
})

/**
 * The TRAIL development traces in ../shared/trail/traces (56 smolagents runs exported as
 * OpenInference span trees), when the folder is there: each file must read as `openinference`,
 * every TOOL span must be one tool call, the token usage must be exactly the sum over the LLM
 * spans, and every evidence event of every cause must point at its span. The expected figures are
 * read here from the raw file, apart from the adapter: a plain walk of the span tree.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { sharedPath } from '../../__fixtures__/shared.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { adaptFile, summarise } from './adapters/helpers.js'

const root = sharedPath('trail/traces')

interface Walked {
  tools: Set<string>
  steps: Set<string>
  tokens: number
  spans: number
}

/** The TOOL span ids, the step span ids and the tokens of LLM spans, from the raw file. */
function walk(path: string): Walked {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { spans: Record<string, unknown>[] }
  const out: Walked = { tools: new Set(), steps: new Set(), tokens: 0, spans: 0 }
  const stack = [...doc.spans]
  while (stack.length) {
    const s = stack.pop()!
    out.spans++
    const a = s.span_attributes as Record<string, unknown>
    const kind = a['openinference.span.kind']
    if (kind === 'TOOL') out.tools.add(String(s.span_id))
    if (kind === 'CHAIN' && /^Step \d+$/.test(String(s.span_name))) out.steps.add(String(s.span_id))
    if (kind === 'LLM') {
      const n = (k: string) => (a[k] === undefined ? undefined : Number(a[k]))
      out.tokens +=
        n('llm.token_count.total') ?? (n('llm.token_count.prompt') ?? 0) + (n('llm.token_count.completion') ?? 0)
    }
    stack.push(...(s.child_spans as Record<string, unknown>[]))
  }
  return out
}

if (root) {
  const files = readdirSync(root)
    .filter((f) => f.endsWith('.json'))
    .sort()
  describe('TRAIL span trees (../shared/trail/traces)', () => {
    let origins = 0
    it('holds the development traces', () => {
      expect(files.length).toBeGreaterThan(0)
    })

    it.each(files)('%s', async (file) => {
      const path = join(root, file)
      const raw = walk(path)
      const a = await adaptFile(path)
      expect(a.format).toBe('openinference')
      expect([...a.sessions.keys()]).toEqual([''])
      const events = a.sessions.get('')!
      const calls = events.filter((e) => e.event.event === 'tool_call')
      // Every TOOL span is one tool call; the other calls are CodeAgent steps that ran code.
      const onTools = calls.filter((e) => raw.tools.has(e.origin.span_id!))
      expect(onTools.map((e) => e.origin.span_id).sort()).toEqual([...raw.tools].sort())
      for (const e of calls.filter((c) => !raw.tools.has(c.origin.span_id!))) {
        expect([e.event.tool, raw.steps.has(e.origin.span_id!)]).toEqual(['python', true])
      }
      expect(summarise(events).tokens).toBe(raw.tokens)
      expect(events.every((e) => typeof e.origin.span_id === 'string')).toBe(true)

      const [result] = await diagnoseFile(path)
      expect(result.format).toBe('openinference')
      for (const cause of result.diagnosis.failure_causes) {
        expect(cause.evidence_origins.length).toBe(cause.evidence.length)
        for (const o of cause.evidence_origins) expect(o.span_id).toMatch(/^[0-9a-f]{16}$/)
        origins += cause.evidence_origins.length
      }
      // Evidence kept by reference and read again from the file points at the same spans.
      const [byReference] = await diagnoseFile(path, { retainMaxBytes: 0 })
      expect(byReference.diagnosis).toEqual(result.diagnosis)
    })

    it('checked the evidence of some causes', () => {
      expect(origins).toBeGreaterThan(0)
    })
  })
}

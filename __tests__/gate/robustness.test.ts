import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diagnose } from '../../src/engine/diagnose.js'
import { KNOWN_EVENT_TYPES } from '../../src/core/events.js'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { diagnosisSchema } from '../../src/report/json.js'
import { FORMAT_IDS } from '../../src/trace/registry.js'
import { TraceError } from '../../src/trace/read.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-robust-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const anyType = fc.oneof(fc.constantFrom(...KNOWN_EVENT_TYPES), fc.jsonValue())
const fieldNames = [
  'tool',
  'name',
  'skill',
  'args',
  'arguments',
  'used',
  'referenced',
  'status',
  'action',
  'saturation',
  'saturation_score',
  'usage',
  'tokens',
  'total',
  'total_tokens',
  'invoked',
  'event_id',
  'type',
]
const wildEvent = fc
  .dictionary(fc.constantFrom(...fieldNames), fc.jsonValue({ maxDepth: 3 }))
  .chain((fields) => anyType.map((event) => ({ ...fields, event })))

/** A result, or a TraceError: never anything else. */
async function settle(path: string, format: (typeof FORMAT_IDS)[number] | 'auto' = 'auto'): Promise<string> {
  try {
    const sessions = await diagnoseFile(path, { format })
    for (const s of sessions) diagnosisSchema.parse(s.diagnosis)
    return 'ok'
  } catch (err) {
    if (err instanceof TraceError) return 'error'
    throw err
  }
}

describe('robustness (fast-check)', () => {
  it('the engine reads any field of any type the model way and never throws', () => {
    fc.assert(
      fc.property(fc.array(wildEvent, { maxLength: 30 }), (events) => {
        const d = diagnose(events as Record<string, unknown>[], { graph: 'full' })
        diagnosisSchema.parse(d)
      }),
      { numRuns: 300 },
    )
  })

  it('the reader and every adapter give a result or a clean error on random bytes', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 300 }),
        fc.constantFrom('auto' as const, ...FORMAT_IDS),
        async (bytes, format) => {
          const path = join(dir, `bytes-${n++}.jsonl`)
          writeFileSync(path, bytes)
          expect(['ok', 'error']).toContain(await settle(path, format))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('the reader and every adapter give a result or a clean error on random JSON', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.constantFrom('auto' as const, ...FORMAT_IDS),
        async (values, asLines, format) => {
          const path = join(dir, `json-${n++}.json`)
          writeFileSync(
            path,
            asLines ? values.map((v) => JSON.stringify(v)).join('\n') : JSON.stringify(values, null, 2),
          )
          expect(['ok', 'error']).toContain(await settle(path, format))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('every adapter survives records of its own shape with wrong field types', async () => {
    const shapes: Record<string, unknown>[] = [
      { type: 'session', version: 3, id: 1 },
      { type: 'message', message: { role: 'assistant', content: 5, usage: 'x', stopReason: 'error' } },
      {
        type: 'message',
        message: { role: 'toolResult', toolCallId: {}, details: { exitCode: '1', status: 7 }, isError: 'yes' },
      },
      {
        type: 'assistant',
        parentUuid: null,
        sessionId: 's',
        message: { id: 1, content: [{ type: 'tool_use', id: null, name: 7, input: 'x' }], usage: [] },
      },
      { type: 'system', subtype: 'init', session_id: 5 },
      { type: 'result', subtype: 9, is_error: 'no', permission_denials: 'none' },
      { type: 'thread.started', thread_id: [] },
      { type: 'item.completed', item: { type: 'command_execution', exit_code: 'abc', status: null } },
      { type: 'turn.completed', usage: { input_tokens: '12', output_tokens: null } },
      { type: 'session_meta', payload: null },
      { type: 'response_item', payload: { type: 'function_call', arguments: '{not json', call_id: 3 } },
      { type: 'event_msg', payload: { type: 'token_count', info: { total_token_usage: 'many' } } },
      { resourceSpans: [{ scopeSpans: [{ spans: [{ attributes: 'x', status: { code: 'weird' } }, null] }] }] },
      { object: 'trace.span', span_data: { type: 'function', input: 5 }, error: 'x' },
      { version: 2, eval: {}, samples: [{ messages: 'no', events: [null, { event: 'tool', error: 5 }] }] },
      { schema_version: 'critiqor.session.v1', events: [{ event_type: 5, payload: 'x' }] },
    ]
    let n = 0
    for (const first of shapes) {
      for (const rest of shapes) {
        const path = join(dir, `shape-${n++}.jsonl`)
        writeFileSync(path, JSON.stringify(first) + '\n' + JSON.stringify(rest) + '\n')
        expect(['ok', 'error']).toContain(await settle(path))
      }
    }
  })
})

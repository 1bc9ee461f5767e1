/**
 * Run events through the whole engine with the `agents` preset and look at one rule's causes.
 */
import { diagnose, type Diagnosis, type EngineOptions, type FailureCause } from '../../../../src/engine/diagnose.js'
import { AGENTS } from '../../../../src/engine/presets.js'
import type { FailureType } from '../../../../src/engine/rules/types.js'

export type Ev = Record<string, unknown>

export function agents(events: Ev[], options: EngineOptions = {}): Diagnosis {
  return diagnose(events, { ...options, preset: AGENTS })
}

export function causesOf(type: FailureType, events: Ev[], options?: EngineOptions): FailureCause[] {
  return agents(events, options).failure_causes.filter((c) => c.type === type)
}

export interface Row {
  name: string
  events: Ev[]
  /** Expected causes of the rule: [severity, impact_score]; empty for none. */
  causes: [string, number][]
  /** Words the (single) cause's description must contain. */
  says?: string[]
  options?: EngineOptions
}

export function expectRows(type: FailureType, rows: Row[], expect: (x: unknown) => { toEqual(y: unknown): void }) {
  for (const row of rows) {
    const causes = causesOf(type, row.events, row.options)
    expect({ name: row.name, causes: causes.map((c) => [c.severity, c.impact_score]) }).toEqual({
      name: row.name,
      causes: row.causes,
    })
    for (const word of row.says ?? []) {
      expect({ name: row.name, says: causes[0]?.description.includes(word) ? word : causes[0]?.description }).toEqual({
        name: row.name,
        says: word,
      })
    }
  }
}

export const repeat = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i))

/** A tool call and its result: `digest` undefined gives a result without content, `failed` an error. */
export function callAndResult(
  id: string,
  tool: string,
  args: unknown,
  result: { digest?: string; failed?: boolean; message?: string } = {},
): Ev[] {
  const out: Ev[] = [
    { event: 'tool_call', tool, args, call_id: id },
    {
      event: 'tool_output',
      tool,
      call_id: id,
      status: result.failed ? 'error' : 'ok',
      ...(result.digest !== undefined ? { output_digest: result.digest } : {}),
    },
  ]
  if (result.failed)
    out.push({ event: 'error_event', kind: 'tool', tool, call_id: id, message: result.message ?? 'tool call failed' })
  return out
}

export const end = (status: string, reason?: string): Ev => ({
  event: 'process_end',
  status,
  ...(reason !== undefined ? { reason } : {}),
})
export const reply = (output = 100, extra: Record<string, number> = {}): Ev => ({
  event: 'token_usage',
  usage: { input: 10, output, cache_read: 0, cache_write: 0, total: 10 + output, ...extra },
})

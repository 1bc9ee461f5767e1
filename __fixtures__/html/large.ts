/**
 * A long synthetic session, built in memory for the HTML report's size tests: mostly distinct
 * ordinary events (tool calls and results, token use, memory and context events) with errors,
 * retries and the evidence events of some causes spread through it.
 */
import { TimelineCollector, type SessionTimeline, type TimelineLimits } from '../../src/engine/timeline.js'
import type { JsonObject } from '../../src/core/events.js'

export interface LargeSession {
  events: number
  timeline: SessionTimeline
  errors: number[]
  retries: number[]
  /** For each cause, the positions of its evidence events. */
  evidence: number[][]
}

export interface LargeOptions {
  events: number
  /** One error every `errorEvery` events (0: none), and one retry right after it. */
  errorEvery: number
  /** Causes, and evidence events per cause (spread evenly over the session). */
  causes: number
  evidencePerCause: number
  /** Text of the errors: by default short; hostile for the size tests. */
  errorText?: (i: number) => string
  limits?: TimelineLimits
}

const TOOLS = ['read_file', 'edit_file', 'bash', 'grep', 'run_tests']

function ordinary(i: number): JsonObject {
  switch (i % 5) {
    case 0:
      return { event: 'tool_call', tool: TOOLS[i % TOOLS.length], args: { path: `src/m_${i}.ts`, line: i % 900 } }
    case 1:
      return { event: 'tool_output', tool: TOOLS[(i - 1) % TOOLS.length], status: 'ok', output: `result ${i}` }
    case 2:
      return { event: 'token_usage', usage: { input: 100 + (i % 300), output: 20, total: 120 + (i % 300) } }
    case 3:
      return { event: 'memory_event', action: 'store', key: `note_${i}` }
    default:
      return { event: 'context_event', saturation: (i * 7) % 90, tokens: (i * 13) % 180000 }
  }
}

export function largeSession(o: LargeOptions): LargeSession {
  const t = new TimelineCollector(o.limits)
  const errors: number[] = []
  const retries: number[] = []
  const wanted = new Map<number, number>()
  const stride = Math.floor(o.events / (o.causes * o.evidencePerCause + 1))
  for (let k = 0; k < o.causes * o.evidencePerCause; k++) wanted.set(stride * (k + 1) + 3, k % o.causes)
  const evidence = new Map<number, { raw: JsonObject; origin: { line: number } }>()
  const causes: number[][] = Array.from({ length: o.causes }, () => [])
  for (let i = 0; i < o.events; i++) {
    let e: JsonObject
    if (o.errorEvery && i % o.errorEvery === 1 && !wanted.has(i)) {
      e = { event: 'error_event', message: o.errorText ? o.errorText(i) : `command exited with status ${i % 7}` }
      errors.push(i)
    } else if (o.errorEvery && i % o.errorEvery === 2 && !wanted.has(i)) {
      e = { event: 'retry_event', reason: 'rate_limited', attempt: 1 + (i % 3) }
      retries.push(i)
    } else e = ordinary(i)
    const cause = wanted.get(i)
    if (cause !== undefined) {
      evidence.set(i, { raw: e, origin: { line: i + 1 } })
      causes[cause].push(i)
    }
    t.push(e, { line: i + 1 })
  }
  return { events: o.events, timeline: t.finish(evidence, causes), errors, retries, evidence: causes }
}

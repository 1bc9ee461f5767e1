/**
 * The facts of a session that the policy's assertions look at, counted from the same flat events
 * the rules see, in the same pass (src/gate/pipeline.ts): no trace is read twice.
 */
import { eventType, type JsonObject } from '../core/events.js'
import { effectiveTokensOf } from './labels.js'
import { ExactSum } from '../core/exact-sum.js'

/** What a session showed, counted from its flat events. */
export interface SessionFacts {
  tool_calls: number
  /** Calls per tool name; calls without a name are counted under `(unnamed)`. */
  tool_calls_by_name: Record<string, number>
  /** `tool_output` events whose status is error, failed or failure. */
  failed_tool_calls: number
  /**
   * Tokens billed at the full rate: input + output + cache writes of each `token_usage`
   * event (cache reads left out); an event that gives only a total counts its total.
   */
  effective_tokens: number
  /** The status of the last `process_end`, or null when the trace has none. */
  end_status: string | null
}

const FAILED_STATUSES = new Set(['error', 'failed', 'failure'])
export const UNNAMED_TOOL = '(unnamed)'

/** Effective tokens of one `token_usage` event (see SessionFacts). */
export function effectiveTokens(e: JsonObject): number {
  return effectiveTokensOf(e)
}

/** Counts the facts of one session from its flat events, one event at a time. */
export class FactCollector {
  private toolCalls = 0
  // Tool names come from the trace: a Map, so that no name can reach an object's prototype.
  private readonly byName = new Map<string, number>()
  private failedToolCalls = 0
  // Summed exactly: the same total in whatever order (and parts) the events are counted.
  private readonly effective = new ExactSum()
  private endStatus: string | null = null

  push(e: JsonObject): void {
    switch (eventType(e)) {
      case 'tool_call': {
        this.toolCalls++
        const name =
          typeof e.tool === 'string' && e.tool !== ''
            ? e.tool
            : typeof e.name === 'string' && e.name !== ''
              ? e.name
              : UNNAMED_TOOL
        this.byName.set(name, (this.byName.get(name) ?? 0) + 1)
        break
      }
      case 'tool_output':
        if (typeof e.status === 'string' && FAILED_STATUSES.has(e.status.toLowerCase())) this.failedToolCalls++
        break
      case 'token_usage':
        this.effective.add(effectiveTokens(e))
        break
      case 'process_end':
        this.endStatus = typeof e.status === 'string' ? e.status : null
        break
    }
  }

  /** The facts so far, tool names sorted. */
  result(): SessionFacts {
    return {
      tool_calls: this.toolCalls,
      tool_calls_by_name: Object.fromEntries([...this.byName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      failed_tool_calls: this.failedToolCalls,
      effective_tokens: Math.floor(this.effective.value()),
      end_status: this.endStatus,
    }
  }
}

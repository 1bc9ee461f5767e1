/**
 * The session's token total T and duplicate calls D, measured once by the engine and read by
 * the cost detector and the cost analysis alike.
 */
import type { EngineEvent } from './events.js'
import { label, tokensOf } from './labels.js'

export interface CostMeasure {
  totalTokens: number
  toolCalls: number
  /** Tool calls minus distinct call labels. */
  duplicateCalls: number
}

export class CostMeter {
  private readonly labels = new Set<string>()
  readonly measure: CostMeasure = { totalTokens: 0, toolCalls: 0, duplicateCalls: 0 }

  toolCall(e: EngineEvent): void {
    const m = this.measure
    m.toolCalls++
    this.labels.add(label(e))
    m.duplicateCalls = m.toolCalls - this.labels.size
  }

  tokenUsage(e: EngineEvent): void {
    this.measure.totalTokens += tokensOf(e)
  }
}

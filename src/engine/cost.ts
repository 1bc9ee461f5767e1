/**
 * The session's token total T and duplicate calls D, measured once by the engine and read by
 * the cost detector and the cost analysis alike.
 */
import type { CallIndex } from './calls.js'
import type { EngineEvent } from '../core/events.js'
import { tokensOf } from './labels.js'

export interface CostMeasure {
  totalTokens: number
  toolCalls: number
  /** Tool calls minus distinct call labels. */
  duplicateCalls: number
}

export class CostMeter {
  readonly measure: CostMeasure = { totalTokens: 0, toolCalls: 0, duplicateCalls: 0 }

  constructor(private readonly calls: CallIndex) {}

  tokenUsage(e: EngineEvent): void {
    this.measure.totalTokens += tokensOf(e)
  }

  /** Brings the call counts up to date; the engine calls it before the rules finish. */
  settle(): void {
    this.measure.toolCalls = this.calls.calls
    this.measure.duplicateCalls = this.calls.calls - this.calls.distinctLabels
  }
}

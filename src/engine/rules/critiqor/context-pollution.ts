/**
 * context_pollution: a context window near its limit, or compacted.
 */
import { hasKey, lower, toInt } from '../../../core/python-compat.js'
import type { EngineEvent } from '../../../core/events.js'
import { amount, collector, defineRule, ruleOptions } from '../types.js'

export const options = ruleOptions({
  saturation: amount(85, 'Saturation (percent) from which a context event counts.'),
  highSaturation: amount(95, 'Saturation (percent) from which the cause is high rather than medium.'),
})

/** Integer part of `saturation` when that key is present, else of `saturation_score`, else 0. */
export function saturationOf(e: EngineEvent): number {
  const raw = e.raw
  return toInt(hasKey(raw, 'saturation') ? raw.saturation : raw.saturation_score)
}

const detector = defineRule({
  meta: { preset: 'critiqor', type: 'context_pollution', weight: 0.15, maxPenalty: 22, options },
  create(options) {
    let maxSaturation = 0
    const { matched, handler, save, absorb } = collector((e) => {
      const sat = saturationOf(e)
      const hit = sat >= options.saturation || lower(e.raw.action) === 'compaction'
      if (hit && sat > maxSaturation) maxSaturation = sat
      return hit
    })
    return {
      on: { context_event: handler },
      save: () => ({ matched: save(), maxSaturation }),
      absorb(state, shift) {
        const other = state as { matched: unknown; maxSaturation: number }
        absorb(other.matched, shift)
        maxSaturation = Math.max(maxSaturation, other.maxSaturation)
      },
      finish() {
        const n = matched.length
        if (n === 0) return []
        return [
          {
            severity: maxSaturation >= options.highSaturation ? 'high' : 'medium',
            penalty: Math.min(22, 7 + 5 * n),
            evidence: matched,
            description:
              `The context window was saturated or compacted ${n} ` +
              `time${n === 1 ? '' : 's'}${maxSaturation > 0 ? ` (peak ${maxSaturation}% full)` : ''}.`,
          },
        ]
      },
    }
  },
})

export default detector

/**
 * ignoring_tool_outputs, for real agent traces: most of the tool calls failed.
 *
 * No real format marks a result as unused, but a run in which at least half of the tool calls
 * failed is a run in which the agent did not act on what its tools told it: it kept calling
 * tools that kept failing. Counted over the tool results of the session (`tool_output` with
 * status "error"), once there are enough of them to judge.
 */
import type { EngineEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'
import { plural, quote, text } from './common.js'
import { z } from 'zod'
import { amount, defineRule } from '../types.js'

export const options = z.strictObject({
  minResults: amount(5, 'Tool results needed before the share of failures is judged.'),
  ratio: amount(0.5, 'Share of failed results from which the cause fires (high).'),
  criticalRatio: amount(0.5, 'A share above this, with at least `criticalFailures` failures, is critical.'),
  criticalFailures: amount(5),
  evidenceLimit: amount(12, 'Failed results shown as evidence.'),
})

const detector = defineRule({
  meta: {
    preset: 'agents',
    type: 'ignoring_tool_outputs',
    maxPenalty: 100,
    options,
    remediation:
      'Make the agent act on what its tools tell it: read the error of a failed call and change ' +
      'course (fix the arguments, the environment or the approach) instead of calling on.',
  },
  create(options) {
    let calls = 0
    let results = 0
    let failed = 0
    const evidence: EngineEvent[] = []
    let lastMessage: string | undefined
    const tools = new Map<string, number>()
    return {
      on: {
        tool_call() {
          calls++
        },
        tool_output(e) {
          results++
          if (lower(e.raw.status) !== 'error') return
          failed++
          if (evidence.length < options.evidenceLimit) evidence.push(e)
          const tool = typeof e.raw.tool === 'string' ? e.raw.tool : ''
          if (tools.size < 50 || tools.has(tool)) tools.set(tool, (tools.get(tool) ?? 0) + 1)
        },
        error_event(e) {
          if (e.raw.kind === 'tool') lastMessage = text(e, 'message') ?? lastMessage
        },
      },
      finish() {
        if (results < options.minResults || failed < results * options.ratio) return []
        const share = failed / results
        const critical = share > options.criticalRatio && failed >= options.criticalFailures
        let top = ''
        let topCount = 0
        for (const [tool, n] of tools) if (n > topCount && tool !== '') [top, topCount] = [tool, n]
        const said = quote(lastMessage)
        return [
          {
            severity: critical ? 'critical' : 'high',
            penalty: Math.round(100 * share),
            evidence,
            description:
              // A format that records results without their calls (Inspect's tool messages) is judged on results.
              `${failed} of ${plural(results, calls >= results ? 'tool call' : 'tool result')} failed ` +
              `(${Math.round(100 * share)}%)` +
              (top ? `, ${topCount} of them ${quote(top)}` : '') +
              `: the agent kept going without acting on what its tools told it` +
              (said ? ` (last error: ${said}).` : '.'),
            remediation:
              `Most tool calls failed${top ? `, ${quote(top)} most often` : ''}` +
              `${said ? ` (last error: ${said})` : ''}: fix the tool setup or ` +
              "environment the agent runs in, and make the agent read a failed call's error and change course " +
              'instead of calling on.',
          },
        ]
      },
    }
  },
})

export default detector

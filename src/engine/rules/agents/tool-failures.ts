/**
 * ignoring_tool_outputs, for real agent traces: most of the tool calls failed.
 *
 * No real format marks a result as unused, but a run in which at least half of the tool calls
 * failed is a run in which the agent did not act on what its tools told it: it kept calling
 * tools that kept failing. Counted over the tool results of the session (`tool_output` with
 * status "error"), once there are enough of them to judge.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'
import { NameCounts, plural, quote, text } from './common.js'
import { z } from 'zod'
import { amount, defineRule } from '../types.js'

export const options = z.strictObject({
  minResults: amount(5, 'Tool results needed before the share of failures is judged.'),
  ratio: amount(0.5, 'Share of failed results from which the cause fires (high).'),
  criticalRatio: amount(0.5, 'A share above this, with at least `criticalFailures` failures, is critical.'),
  criticalFailures: amount(5),
  evidenceLimit: amount(12, 'Failed results shown as evidence.'),
})

/** A part's findings, as plain data. */
interface Saved {
  calls: number
  results: number
  failed: number
  evidence: PlainEvent[]
  lastMessage: string | undefined
  tools: [string, number][]
}

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
  create(options, ctx) {
    let calls = 0
    let results = 0
    let failed = 0
    const evidence: EngineEvent[] = []
    let lastMessage: string | undefined
    const tools = new NameCounts(ctx.laterPart)
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
          tools.add(typeof e.raw.tool === 'string' ? e.raw.tool : '')
        },
        error_event(e) {
          if (e.raw.kind === 'tool') lastMessage = text(e, 'message') ?? lastMessage
        },
      },
      save: (): Saved => ({
        calls,
        results,
        failed,
        evidence: evidence.map(toPlain),
        lastMessage,
        tools: tools.save(),
      }),
      absorb(state, shift) {
        const s = state as Saved
        calls += s.calls
        results += s.results
        failed += s.failed
        for (const p of s.evidence) if (evidence.length < options.evidenceLimit) evidence.push(fromPlain(p, shift))
        lastMessage = s.lastMessage ?? lastMessage
        tools.absorb(s.tools)
      },
      finish() {
        if (results < options.minResults || failed < results * options.ratio) return []
        const share = failed / results
        const critical = share > options.criticalRatio && failed >= options.criticalFailures
        const [top, topCount] = tools.top('')
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

/**
 * permission_refused: the workflow's permission policy (or the person at the keyboard) refused
 * calls the agent made.
 *
 * A refused call never ran (`refused.ts` says which errors mean so, for every rule): it is no
 * failed tool, no failed check and no ignored output, and the agent is not to blame for it. It is
 * still a fact a reviewer needs: what the agent was not let do was not done, and the fix is the
 * agent's permission setting, which the cause names from the refusal's own words (Claude's
 * `--allowedTools`, Droid's `--auto`, Codex's approval mode, Copilot's `--allow-tool`, Gemini's
 * `--approval-mode`, Cursor's permissions).
 *
 * A person who said no in an interactive session (Claude Code's "the user doesn't want to proceed",
 * Cline's "the user denied") refused too: no failure, and no cause either: they decided.
 *
 * Medium; high when a tool was refused at least `blockedCalls` times and never ran in the whole
 * session (the workflow kept the agent from a tool it kept asking for). Never critical. A run
 * whose end itself says it stopped for want of permission (Droid's "insufficient permission") is
 * run_failed's, which names the setting: one fact, one cause.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'
import { NameCounts, plural, quote, text } from './common.js'
import { isPolicyRefusal, isRefusal, permissionSetting } from './refused.js'
import { amount, defineRule, ruleOptions } from '../types.js'

export const options = ruleOptions({
  blockedCalls: amount(
    2,
    'Refusals of one tool that never ran in the session from which the cause is high (0: never high).',
  ),
  evidenceLimit: amount(12, 'Refusals shown as evidence.'),
})

/** A part's findings, as plain data. */
interface Saved {
  calls: number
  refused: number
  evidence: PlainEvent[]
  tools: [string, number][]
  ran: [string, number][]
  end: PlainEvent | undefined
}

const detector = defineRule({
  meta: { preset: 'agents', type: 'permission_refused', maxPenalty: 100, options },
  create(options, ctx) {
    let calls = 0
    let refused = 0
    const evidence: EngineEvent[] = []
    // Refusals per tool, and the tools that returned a result that did not fail.
    const tools = new NameCounts(ctx.laterPart)
    const ran = new NameCounts(ctx.laterPart)
    let end: EngineEvent | undefined
    const toolOf = (e: EngineEvent) => (typeof e.raw.tool === 'string' ? e.raw.tool : '')
    return {
      on: {
        tool_call() {
          calls++
        },
        tool_output(e) {
          if (lower(e.raw.status) !== 'error') ran.add(toolOf(e))
        },
        error_event(e) {
          if (!isPolicyRefusal(e)) return
          refused++
          if (evidence.length < options.evidenceLimit) evidence.push(e)
          tools.add(toolOf(e))
        },
        process_end(e) {
          end = e
        },
      },
      save: (): Saved => ({
        calls,
        refused,
        evidence: evidence.map(toPlain),
        tools: tools.save(),
        ran: ran.save(),
        end: end && toPlain(end),
      }),
      absorb(state, shift) {
        const s = state as Saved
        calls += s.calls
        refused += s.refused
        for (const p of s.evidence) if (evidence.length < options.evidenceLimit) evidence.push(fromPlain(p, shift))
        tools.absorb(s.tools)
        ran.absorb(s.ran)
        if (s.end) end = fromPlain(s.end, shift)
      },
      finish() {
        if (refused === 0) return []
        // The run's end says it stopped for want of permission: run_failed's, naming the setting.
        if (end && lower(end.raw.status) !== 'completed' && isRefusal(text(end, 'reason'))) return []
        const first = evidence[0]
        const setting = permissionSetting(first)
        // The tool refused most often that never ran.
        let blocked = ''
        let blockedCount = 0
        for (const [name, n] of tools.entries())
          if (n > blockedCount && ran.count(name) === 0) [blocked, blockedCount] = [name, n]
        const high = options.blockedCalls > 0 && blockedCount >= options.blockedCalls
        const [top, topCount] = tools.top()
        const said = quote(text(first, 'message'))
        const of = Math.max(calls, refused)
        return [
          {
            severity: high ? 'high' : 'medium',
            penalty: Math.max(1, Math.min(100, Math.round((100 * refused) / of))),
            evidence,
            description:
              `The workflow refused ${refused} of ${plural(of, 'tool call')}` +
              (!top
                ? ''
                : refused === 1
                  ? `, one to ${quote(top)}`
                  : topCount === refused
                    ? `, all to ${quote(top)}`
                    : `, ${topCount} of them to ${quote(top)}`) +
              (said ? `: ${said}` : '') +
              (refused === 1
                ? '. It never ran; the agent is not to blame for it'
                : '. They never ran; the agent is not to blame for them') +
              (high
                ? `, but ${blocked === top ? 'that tool' : quote(blocked)} never ran at all, so what it was meant to do was not done.`
                : `, but what ${refused === 1 ? 'it was' : 'they were'} meant to do was not done.`),
            // The description names the refused tool: the fix names the setting only.
            remediation: `Allow the calls the task needs in ${setting}, or give the agent a task it can do without them.`,
          },
        ]
      },
    }
  },
})

export default detector

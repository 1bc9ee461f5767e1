import { describe, expect, it } from '@jest/globals'
import { agents, callAndResult, causesOf, end, expectRows, repeat, reply, type Row } from './helpers.js'

/** A shell call the workflow refused, as each agent words it (the tool error after the failed result). */
const refused = (id: string, message = 'rejected', tool = 'shell') =>
  callAndResult(id, tool, { command: `make ${id}` }, { failed: true, message })
const ok = (id: string, tool = 'read') => callAndResult(id, tool, { path: id }, { digest: `d${id}` })

const CLAUDE = "Claude requested permissions to use Bash, but you haven't granted it yet."
const GEMINI = 'Tool execution for "Shell" requires user confirmation, which is not supported in non-interactive mode.'
const PERSON =
  "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file)."

const rows: Row[] = [
  { name: 'no refusal', events: [...ok('1'), ...ok('2'), end('completed')], causes: [] },
  {
    name: "one refused call among others (Cursor's rejected): medium, the share of calls",
    events: [...ok('1'), ...refused('2'), ...ok('3'), ...ok('4'), end('completed')],
    causes: [['medium', -25]],
    says: ['The workflow refused 1 of 4 tool calls, one to "shell": "rejected"'],
  },
  {
    name: 'every shell call refused: high, the shell never ran',
    events: [...ok('1'), ...ok('2'), ...repeat(3, (i) => refused(`r${i}`)).flat(), end('completed')],
    causes: [['high', -60]],
    says: ['3 of 5 tool calls, all to "shell"', 'but that tool never ran at all'],
  },
  {
    name: 'a tool refused twice that also ran: medium',
    events: [
      ...refused('1', CLAUDE, 'Bash'),
      ...refused('2', CLAUDE, 'Bash'),
      ...ok('3', 'Bash'),
      ...ok('4'),
      end('completed'),
    ],
    causes: [['medium', -50]],
  },
  {
    name: "Claude's permission_denials (no failed result of their own)",
    events: [
      ...ok('1'),
      { event: 'error_event', kind: 'permission_denied', tool: 'Write', call_id: 'w', message: 'permission denied' },
      end('completed'),
    ],
    causes: [['medium', -100]],
  },
  {
    name: "Gemini's confirmation that could not be given",
    events: [...ok('1'), ...refused('2', GEMINI, 'run_shell_command'), end('completed')],
    causes: [['medium', -50]],
  },
  {
    name: 'a person who said no in an interactive session: no cause',
    events: [...ok('1'), ...refused('2', PERSON, 'Edit'), end('completed')],
    causes: [],
  },
  {
    name: "a shell's own Permission denied is a command that ran and failed, no refusal",
    events: [...ok('1'), ...refused('2', 'cat: /root/x: Permission denied', 'bash'), end('completed')],
    causes: [],
  },
  {
    name: "a run whose end says it stopped for want of permission is run_failed's (one fact)",
    events: [
      ...refused('1', 'rejected'),
      end('error', 'Exec ended early: insufficient permission to proceed. Re-run with --auto medium or --auto high.'),
    ],
    causes: [],
  },
]

describe('permission_refused', () => {
  it('judges refused calls as the workflow fact they are', () => expectRows('permission_refused', rows, expect))

  it("names each agent's permission setting in the fix, from the refusal's words", () => {
    const fix = (events: ReturnType<typeof refused>) =>
      agents([...events, end('completed')]).recommendations.find((r) => r.failure_type === 'permission_refused')!
        .remediation
    expect(fix(refused('1'))).toContain("Cursor's permissions")
    expect(fix(refused('1', CLAUDE, 'Bash'))).toContain('--allowedTools')
    expect(fix(refused('1', GEMINI, 'run_shell_command'))).toContain('--approval-mode')
    expect(fix(refused('1', 'command declined', 'command_execution'))).toContain('--sandbox')
    expect(fix(refused('1', 'Permission denied and could not request permission from user', 'bash'))).toContain(
      '--allow-tool',
    )
  })

  it('never counts a refused call as an ignored output or a failed tool, however many', () => {
    const events = [...ok('1'), ...repeat(6, (i) => refused(`r${i}`)).flat(), reply(), end('completed')]
    const d = agents(events)
    expect(d.failure_causes.map((c) => [c.type, c.severity])).toEqual([['permission_refused', 'high']])
    expect(d.readiness_level).toBe('review_recommended')
    // The same calls failing for real are the agent's: six failures in seven calls.
    const failing = [
      ...ok('1'),
      ...repeat(6, (i) => refused(`r${i}`, 'command not found')).flat(),
      reply(),
      end('completed'),
    ]
    expect(causesOf('ignoring_tool_outputs', failing).map((c) => c.severity)).toEqual(['critical'])
  })

  it('never makes a refused last command a failed check', () => {
    const events = [...ok('1', 'bash'), ...refused('2', GEMINI, 'run_shell_command'), reply(), end('completed')]
    expect(causesOf('finished_on_failure', events)).toEqual([])
    const failed = [...ok('1', 'bash'), ...refused('2', 'exit code 1', 'run_shell_command'), reply(), end('completed')]
    expect(causesOf('finished_on_failure', failed).map((c) => c.severity)).toEqual(['high'])
  })

  it("names Droid's setting in run_failed when the run stopped for want of permission", () => {
    const d = agents([
      ...refused('1', 'Error: tool execution cancelled', 'Execute'),
      end('error', 'Exec ended early: insufficient permission to proceed. Re-run with --auto medium or --auto high.'),
    ])
    expect(d.failure_causes.map((c) => c.type)).toEqual(['run_failed'])
    expect(d.failure_causes[0].description).toContain("stopped by the workflow's permission policy")
    expect(d.recommendations[0].remediation).toContain('--auto medium')
  })
})

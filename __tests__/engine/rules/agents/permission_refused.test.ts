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

describe("each agent's refusal, in its own words", () => {
  // [agent, words, the setting the fix names, whether a person said no]
  const WORDS: [string, string, RegExp | undefined, boolean][] = [
    ['claude -p', "Claude requested permissions to use Bash, but you haven't granted it yet.", /--allowedTools/, false],
    [
      'claude, a deny rule',
      'Permission to use Bash with command rm -rf build has been denied.',
      /--allowedTools/,
      false,
    ],
    ['claude, an approval', 'This command requires approval', /--allowedTools/, false],
    ['claude, interactive', PERSON, undefined, true],
    ['gemini, non-interactive', GEMINI, /--approval-mode/, false],
    ['gemini, its policy engine', 'Tool execution denied by policy. You are in Plan Mode.', /--approval-mode/, false],
    ['copilot', 'Permission denied and could not request permission from user', /--allow-tool/, false],
    ['copilot, a person', 'The user rejected this tool call.', undefined, true],
    ['opencode run', 'The user rejected permission to use this specific tool call.', /opencode/, false],
    [
      'opencode, a deny rule',
      'Error: The user has specified a rule which prevents you from using this specific tool call.',
      /opencode/,
      false,
    ],
    [
      'opencode, a person',
      'The user rejected permission to use this specific tool call with the following feedback: no',
      undefined,
      true,
    ],
    ['codex exec', 'command declined', /--ask-for-approval/, false],
    ['codex, an approval', 'exec command rejected by user', /--ask-for-approval/, false],
    ['codex, a patch', 'patch rejected by user', /--ask-for-approval/, false],
    [
      'codex, its reviewer',
      'This action was rejected due to unacceptable risk. Rationale: deletes files',
      /--ask-for-approval/,
      false,
    ],
    [
      'codex, its sandbox',
      'failed in sandbox LinuxSeccomp with execution error: sandbox denied exec error, exit code: 1',
      /--sandbox/,
      false,
    ],
    ['goose', 'The user has declined to run this tool. DO NOT attempt to call this tool again.', /GOOSE_MODE/, false],
    ['kimi', 'The tool call is rejected by the user. Stop what you are doing.', /Kimi/, false],
    ['kimi, a person', 'The tool call is rejected by the user. User feedback: use make', undefined, true],
    ['openclaw', 'exec denied: allowlist miss', /OpenClaw/, false],
    [
      'continue -p',
      'Tool Write requires permission and cannot be approved in headless mode. Use --auto or --allow Write.',
      /--auto/,
      false,
    ],
    ['openhands, a hook', 'the action was blocked by a hook: make is not allowed', /OpenHands/, false],
    ['openhands, a person', 'the user rejected the action', undefined, true],
    ['cursor', 'rejected: destructive command', /Cursor/, false],
    ['cursor, a write', 'write permission denied', /Cursor/, false],
    ['cline, a person', 'the user denied the operation', undefined, true],
    [
      'droid',
      'Exec ended early: insufficient permission to proceed. Re-run with --auto medium.',
      /--auto medium/,
      false,
    ],
  ]
  it.each(WORDS)('%s', (_agent, words, setting, person) => {
    const d = agents([...ok('1'), ...refused('2', words, 'shell'), end('completed')])
    const cause = d.failure_causes.find((c) => c.type === 'permission_refused')
    expect(d.failure_causes.map((c) => c.type)).not.toContain('ignoring_tool_outputs')
    if (person) expect(cause).toBeUndefined()
    else expect(d.recommendations.find((r) => r.failure_type === 'permission_refused')!.remediation).toMatch(setting!)
  })

  it.each([
    'cat: /root/x: Permission denied',
    'bash: ./build.sh: Permission denied',
    "Error: EACCES: permission denied, open '/etc/shadow'",
    'npm ERR! Transaction was rejected by user.',
    'exit code 1',
  ])('"%s" is a command that ran and failed, no refusal', (words) => {
    const d = agents([...ok('1'), ...refused('2', words, 'bash'), end('completed')])
    expect(d.failure_causes.map((c) => c.type)).not.toContain('permission_refused')
  })
})

import { describe, expect, it } from '@jest/globals'
import { agents, callAndResult, end, expectRows, repeat, reply, type Row } from './helpers.js'

const failed = (id: string, tool = 'Bash', message = 'exit code 1') =>
  callAndResult(id, tool, { command: `pytest ${id}` }, { failed: true, message })
const ok = (id: string, tool = 'Bash') => callAndResult(id, tool, { command: `pytest ${id}` })

const rows: Row[] = [
  {
    // A whole run keeps no lead: only a later part read on its own has a part before it.
    name: 'a hundred failed reads before the first command, which then failed: high',
    events: [
      ...repeat(100, (i) =>
        callAndResult(`r${i}`, 'Read', { file_path: `f${i}` }, { failed: true, message: 'no file' }),
      ).flat(),
      ...failed('c'),
      reply(),
      end('completed'),
    ],
    causes: [['high', -35]],
  },
  { name: 'the last command passed', events: [...failed('1'), ...ok('2'), reply(), end('completed')], causes: [] },
  {
    name: 'done right after a failed command: high',
    events: [...ok('1'), ...failed('2'), reply(), end('completed')],
    causes: [['high', -35]],
    says: ['The run ended as done right after its last command ("Bash") failed: "exit code 1"'],
  },
  {
    name: 'reading and editing files after the failure is no passing check',
    events: [
      ...failed('1'),
      ...callAndResult('2', 'Read', { file_path: 'a' }),
      ...callAndResult('3', 'TodoWrite', {}),
      reply(),
      end('completed'),
    ],
    causes: [['high', -35]],
  },
  {
    name: 'a batch of keystrokes whose screen failed, then the tool that marks the task done',
    events: [
      ...failed('1', 'bash_command', 'bash: x: command not found'),
      ...callAndResult('2', 'mark_task_complete', {}),
      end('completed'),
    ],
    causes: [['high', -35]],
  },
  {
    name: 'a run that did not end completed is left to run_failed',
    events: [...failed('1'), end('incomplete', 'the run ended on a call')],
    causes: [],
  },
  {
    name: 'a command that never ran (a confirmation withheld) is no failed check',
    events: [
      ...failed(
        '1',
        'run_shell_command',
        'Tool execution for "Shell" requires user confirmation, which is not supported',
      ),
      ...callAndResult('2', 'list_directory', {}),
      end('completed'),
    ],
    causes: [],
  },
  { name: 'no process_end', events: [...failed('1'), reply()], causes: [] },
  {
    name: 'a failed tool that is not a command',
    events: [...callAndResult('1', 'Edit', {}, { failed: true }), reply(), end('completed')],
    causes: [],
  },
  {
    // Read from its start, a session keeps no tool errors from before its first command: a
    // hundred of them (failed edits) are no error of the gate's.
    name: 'many failed tools before the first command, then a failed command',
    events: [
      ...repeat(100, (i) => callAndResult(`e${i}`, 'Edit', {}, { failed: true })).flat(),
      ...failed('1'),
      end('completed'),
    ],
    causes: [['high', -35]],
  },
  {
    name: 'commandTools names the command tools',
    events: [...failed('1', 'my_runner'), end('completed')],
    causes: [['high', -35]],
    options: { detectorOptions: { finished_on_failure: { commandTools: ['my_runner'] } } },
  },
]

describe('agents: finished_on_failure', () => {
  it('fires only on a completed run whose last command failed', () => {
    expectRows('finished_on_failure', rows, expect)
  })

  it('asks for review, never makes a run unsafe: high, never critical', () => {
    const d = agents([...failed('1'), reply(), end('completed')])
    expect(d.readiness_level).toBe('review_recommended')
    // On the review band of the agents preset's one scale (60 to 79).
    expect(d.trust_score).toBeGreaterThanOrEqual(60)
    expect(d.trust_score).toBeLessThan(80)
    expect(d.failure_causes.map((c) => [c.type, c.severity])).toEqual([['finished_on_failure', 'high']])
  })
})

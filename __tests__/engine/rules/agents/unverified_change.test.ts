import { describe, expect, it } from '@jest/globals'
import { agents, callAndResult, end, expectRows, reply, type Ev, type Row } from './helpers.js'
import { SessionDiagnoser } from '../../../../src/engine/diagnose.js'
import { AGENTS } from '../../../../src/engine/presets.js'
import { verificationOf } from '../../../../src/engine/verification.js'

const claude = { format: 'claude-code' }
const edit = (id: string, path = 'src/a.py') =>
  callAndResult(id, 'Edit', { file_path: path, old_string: 'a = 1', new_string: 'a = 2' })
const bash = (id: string, command: string, failed = false) =>
  callAndResult(id, 'Bash', { command }, failed ? { failed: true, message: 'exit code 1' } : {})
/** A command piped into `tail`: the status is tail's, the summary pytest's. */
const piped = (id: string, summary: string, failed: boolean): Ev[] => [
  { event: 'tool_call', tool: 'Bash', args: { command: 'pytest tests | tail -5' }, call_id: id },
  { event: 'tool_output', tool: 'Bash', call_id: id, status: 'ok', check_summary: summary, check_failed: failed },
]

const rows: Row[] = [
  {
    name: 'a test passed after the last edit',
    events: [...edit('1'), ...bash('2', 'pytest tests/test_a.py'), reply(), end('completed')],
    causes: [],
    options: claude,
  },
  {
    name: 'a run that changed nothing',
    events: [...bash('1', 'ls'), ...callAndResult('2', 'Read', { file_path: 'src/a.py' }), reply(), end('completed')],
    causes: [],
    options: claude,
  },
  {
    name: 'edits and no check at all: medium, the larger penalty',
    events: [...edit('1'), ...edit('2', 'src/b.py'), reply(), end('completed')],
    causes: [['medium', -25]],
    says: ['changed 2 files and ran no check'],
    options: claude,
  },
  {
    name: 'a file changed after the last check: medium',
    events: [...bash('1', 'npm test'), ...edit('2'), reply(), end('completed')],
    causes: [['medium', -15]],
    says: ['changed 1 file after its last check (`npm test`)'],
    options: claude,
  },
  {
    name: 'only prose changed after the last check (or at all): no cause',
    events: [
      ...edit('1'),
      ...bash('2', 'npm test'),
      ...edit('3', 'README.md'),
      ...edit('4', 'notes.txt'),
      reply(),
      end('completed'),
    ],
    causes: [],
    options: claude,
  },
  {
    name: 'printing a saved test log is no check',
    events: [...edit('1'), ...bash('2', 'cat test.log'), reply(), end('completed')],
    causes: [['medium', -25]],
    options: claude,
  },
  {
    name: 'a sed -i edit in a shell counts as a change',
    events: [...bash('1', 'pytest'), ...bash('2', "sed -i 's/a/b/' src/a.py"), reply(), end('completed')],
    causes: [['medium', -15]],
    options: claude,
  },
  {
    name: 'the last check failed by its summary, the run ended as done: high',
    events: [...edit('1'), ...piped('2', '2 failed, 3 passed', true), reply(), end('completed')],
    causes: [['high', -25]],
    says: ['the last check after its last change failed: `pytest tests` (2 failed, 3 passed)'],
    options: claude,
  },
  {
    name: 'the last check failed by its exit status as the last command: finished_on_failure’s, not twice',
    events: [...edit('1'), ...bash('2', 'pytest', true), reply(), end('completed')],
    causes: [],
    options: claude,
  },
  {
    name: 'the last check failed but the run did not end as done: run_failed’s',
    events: [...edit('1'), ...piped('2', '1 failed', true), end('incomplete', 'step limit')],
    causes: [],
    options: claude,
  },
  {
    name: 'a reproduction script the agent wrote and ran is a check',
    events: [
      ...edit('1'),
      ...callAndResult('2', 'Write', { file_path: 'repro.py', content: 'import a' }),
      ...bash('3', 'python repro.py'),
      reply(),
      end('completed'),
    ],
    causes: [],
    options: claude,
  },
  {
    name: 'running the program it changed is a check (absolute and relative names)',
    events: [
      ...edit('1', '/repo/sort.py'),
      ...bash('2', 'cd /repo && uv run python sort.py'),
      reply(),
      end('completed'),
    ],
    causes: [],
    options: claude,
  },
  {
    name: 'a failed edit changed nothing',
    events: [
      ...bash('1', 'pytest'),
      ...callAndResult('2', 'Edit', { file_path: 'src/a.py' }, { failed: true }),
      reply(),
      end('completed'),
    ],
    causes: [],
    options: claude,
  },
]

describe('unverified_change', () => {
  it('gives the expected causes', () => expectRows('unverified_change', rows, expect))

  it('says one sentence per status in the report', () => {
    const line = (events: Ev[]) => {
      const d = new SessionDiagnoser({ preset: AGENTS, format: 'claude-code' })
      for (const e of events) d.push(e)
      d.finish()
      return verificationOf(d.verificationFacts, '/w', '/w').line
    }
    expect(line([...edit('1'), ...bash('2', 'npm test')])).toBe('Verified: `npm test` passed after the last edit.')
    expect(line([...bash('1', 'npm test'), ...edit('2'), ...edit('3', 'src/b.py')])).toBe(
      'Not verified: 2 files changed after the last check.',
    )
    expect(line([...edit('1'), ...piped('2', '2 failed', true)])).toBe(
      'The last check failed: `pytest tests`, 2 failed.',
    )
    expect(line([...bash('1', 'ls')])).toBe('No change: the run edited no files.')
  })

  it('never names a file outside the workspace', () => {
    const d = new SessionDiagnoser({ preset: AGENTS, format: 'claude-code' })
    for (const e of [...bash('1', 'npm test'), ...edit('2', '/home/someone/notes.py'), ...edit('3', '/w/src/a.py')])
      d.push(e)
    d.finish()
    const v = verificationOf(d.verificationFacts, '/w', '/w')
    expect([v.files_after_last_pass, v.files_after_last_pass_outside]).toEqual([['src/a.py'], 1])
    expect(JSON.stringify(v)).not.toContain('someone')
  })

  it('is in every diagnosis run through the agents preset', () => {
    expect(agents([...edit('1')], claude).failure_causes.map((c) => c.type)).toContain('unverified_change')
  })
})

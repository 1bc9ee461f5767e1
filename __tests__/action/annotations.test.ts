import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { emitAnnotations, MAX_ERRORS, MAX_WARNINGS, planAnnotations } from '../../src/action/annotations.js'
import { buildReport } from '../../src/report/json.js'
import { GATE, cleanSession, hostileSession, loopSession, twoSessionReport } from '../../__fixtures__/github/reports.js'

describe('planAnnotations', () => {
  it('makes an error for the primary diagnosis of a failing session and warnings for the other causes', () => {
    const { annotations, omitted } = planAnnotations(twoSessionReport())
    expect(omitted).toEqual({ error: 0, warning: 0 })
    expect(annotations).toEqual([
      {
        level: 'error',
        title: 'infinite_tool_loop (critical) in examples/tool-loop.jsonl: trust score 90, unsafe_for_production',
        message:
          'Tool call repeated 5 times with matching arguments. Causal chain: tool_call -> tool_failure_or_no_progress -> retry_same_action -> loop_flagged. Remediation: Make the loop terminate: give the agent a stop condition and a retry cap, so that a call that did not make progress is not issued again with the same arguments.',
        file: 'examples/tool-loop.jsonl',
        startLine: 1,
      },
      expect.objectContaining({
        level: 'warning',
        title: 'cost_explosion (high) in examples/tool-loop.jsonl: trust score 90, unsafe_for_production',
        file: 'examples/tool-loop.jsonl',
        startLine: 1,
      }),
    ])
  })

  it('makes only warnings for a passing session', () => {
    const r = buildReport([loopSession('a.jsonl')], { failOn: 'never' })
    expect(planAnnotations(r).annotations.map((a) => a.level)).toEqual(['warning', 'warning'])
  })

  it('makes none for a clean session', () => {
    expect(planAnnotations(buildReport([cleanSession('a.jsonl')], GATE)).annotations).toEqual([])
  })

  it('stays within what GitHub shows, failing sessions and severe causes first', () => {
    const sessions = Array.from({ length: 15 }, (_, i) => loopSession(`t${String(i).padStart(2, '0')}.jsonl`))
    const passing = buildReport(sessions.slice(0, 1), { failOn: 'never' }).sessions
    const r = buildReport(sessions, GATE)
    r.sessions.unshift({ ...passing[0], source: 'passing.jsonl' })
    const plan = planAnnotations(r)
    const errors = plan.annotations.filter((a) => a.level === 'error')
    const warnings = plan.annotations.filter((a) => a.level === 'warning')
    expect(errors).toHaveLength(MAX_ERRORS)
    expect(warnings).toHaveLength(MAX_WARNINGS)
    expect(plan.omitted).toEqual({ error: 15 - MAX_ERRORS, warning: 15 + 2 - MAX_WARNINGS })
    expect(warnings.every((a) => a.file !== 'passing.jsonl')).toBe(true)
  })

  it('leaves out the file when it is outside the repository, and sanitises the text', () => {
    const r = buildReport([{ ...hostileSession(), source: '/tmp/x.jsonl' }], GATE)
    const [error] = planAnnotations(r).annotations
    expect(error.file).toBeUndefined()
    expect(error.startLine).toBeUndefined()
    expect(error.message.startsWith('/tmp/x.jsonl#run-1 *** | injected | row |: Tool @octocat')).toBe(true)
    expect(error.message).not.toContain('sk-proj-')
    expect(error.message).not.toContain('\n')
    expect(error.message).not.toContain('<!-- agent-trust-gate:comment-key')
    expect(error.title).not.toContain('ghp_')
  })

  it('leaves out the file when it lies under the runner temporary folder', () => {
    const r = buildReport([{ ...hostileSession(), source: '$RUNNER_TEMP/traces/x.jsonl' }], GATE)
    const [error] = planAnnotations(r).annotations
    expect(error.file).toBeUndefined()
    expect(error.message.startsWith('$RUNNER_TEMP/traces/x.jsonl#run-1')).toBe(true)
  })
})

describe('emitAnnotations', () => {
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('writes workflow commands with file, line and title', () => {
    const out: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
      out.push(String(s))
      return true
    })
    emitAnnotations({
      annotations: [{ level: 'error', title: 'a: b', message: 'line\n::warning::x', file: 'f.jsonl', startLine: 3 }],
      omitted: { error: 1, warning: 0 },
    })
    expect(out[0]).toBe('::error title=a%3A b,file=f.jsonl,line=3::line%0A::warning::x\n')
    expect(out[1]).toContain('1 error and 0 warning annotations were left out')
  })
})

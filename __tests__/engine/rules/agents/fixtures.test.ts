/**
 * Trimmed real traces (__fixtures__/agents, and the adapters' trimmed fixtures under
 * __fixtures__/traces) through the real pipeline: the rules on the kind of trace that motivated
 * each of them.
 */
import { describe, expect, it } from '@jest/globals'
import { diagnoseFile } from '../../../../src/gate/pipeline.js'
import { adaptFile } from '../../../trace/adapters/helpers.js'

const fx = (p: string) => `__fixtures__/${p}`

async function judge(path: string) {
  const [r] = await diagnoseFile(fx(path))
  expect(r.preset).toBe('agents')
  const d = r.diagnosis
  return {
    readiness: d.readiness_level,
    primary: d.primary_diagnosis.root_cause_failure_type,
    causes: d.failure_causes.map((c) => [c.type, c.severity]),
    description: d.primary_diagnosis.description,
    d,
  }
}

describe('agents rules on trimmed real traces', () => {
  it('polling a running process with new output each time is no loop (Codex write_stdin x7)', async () => {
    const j = await judge('agents/codex-rollout-polling.jsonl')
    expect([j.readiness, j.causes]).toEqual(['ready_for_runtime', []])
    const { sessions } = await adaptFile(fx('agents/codex-rollout-polling.jsonl'))
    const events = sessions.get('')!.map((e) => e.event)
    const calls = events.filter((e) => e.event === 'tool_call')
    expect(calls.map((c) => c.tool)).toEqual(Array(7).fill('write_stdin'))
    expect(new Set(calls.map((c) => JSON.stringify(c.args))).size).toBe(1)
    const digests = events.filter((e) => e.event === 'tool_output').map((e) => e.output_digest)
    expect(new Set(digests).size).toBe(7)
  })

  it('the same build between edits is work, not a loop nor waste (pi edit-build cycle)', async () => {
    const j = await judge('agents/openclaw-edit-build-cycle.jsonl')
    // The fixture's commands are anonymised ("[arg-4]"): no check can be recognised in them, so
    // as far as the trace shows, its edits were never checked (medium: still ready).
    expect([j.readiness, j.causes]).toEqual(['ready_for_runtime', [['unverified_change', 'medium']]])
    const { sessions } = await adaptFile(fx('agents/openclaw-edit-build-cycle.jsonl'))
    const events = sessions.get('')!.map((e) => e.event)
    const builds = events.filter((e) => e.event === 'tool_output' && e.tool === 'bash')
    expect(builds).toHaveLength(5)
    expect(new Set(builds.map((e) => e.output_digest)).size).toBe(1)
    // The reference model calls this a critical loop.
    const [ref] = await diagnoseFile(fx('agents/openclaw-edit-build-cycle.jsonl'), { preset: 'critiqor' })
    expect(ref.diagnosis.failure_causes.map((c) => [c.type, c.severity])).toContainEqual([
      'infinite_tool_loop',
      'critical',
    ])
  })

  it('a session that stops on a call that never got a result failed (OpenClaw exec)', async () => {
    const j = await judge('agents/openclaw-pending-call.jsonl')
    expect([j.readiness, j.primary, j.description]).toEqual([
      'unsafe_for_production',
      'run_failed',
      'The run stopped on a call to "exec" that never got a result, with no completion.',
    ])
  })

  it('alternating poll and send-keys with new output is no loop; two lost compactions are context evidence (OpenClaw)', async () => {
    const j = await judge('agents/openclaw-poll-send-keys.jsonl')
    expect([j.readiness, j.causes]).toEqual(['ready_for_runtime', [['context_pollution', 'medium']]])
  })

  it('five reconnects then turn.failed: the run failed on the provider, no tool loop without a tool call (codex exec)', async () => {
    const j = await judge('traces/codex-exec/reconnect.jsonl')
    expect([j.readiness, j.primary, j.causes]).toEqual([
      'unsafe_for_production',
      'run_failed',
      [['run_failed', 'critical']],
    ])
    expect(j.description).toContain('after the provider failed 6 requests in a row')
    expect(j.d.primary_diagnosis.causal_chain_explanation).toBe(
      'run_started -> provider_requests_failed -> run_interrupted_or_errored -> task_not_completed',
    )
    expect(j.d.evidence_summary.tool_calls).toBe(0)
  })

  it('a provider refusing twelve requests in a row (OpenClaw 429 quota)', async () => {
    const j = await judge('traces/openclaw/provider-retries.jsonl')
    expect([j.readiness, j.primary]).toEqual(['unsafe_for_production', 'run_failed'])
    // A provider failing, not a tool loop: its evidence holds no tool call.
    expect(j.d.failure_causes.some((c) => c.type === 'infinite_tool_loop')).toBe(false)
    const storm = j.d.failure_causes.find((c) => c.type === 'provider_failure')!
    expect(storm.severity).toBe('critical')
    expect(storm.description).toContain('The provider refused 12 requests in a row')
    expect(storm.evidence.some((e) => e.event === 'tool_call')).toBe(false)
    expect(j.d.recommendations.find((r) => r.failure_type === 'run_failed')!.remediation).toContain('quota')
  })

  it('every tool call failed (Inspect tool errors)', async () => {
    const j = await judge('traces/inspect/tool-errors.json')
    // Its last command failed and the run then ended as done: finished_on_failure too.
    expect([j.readiness, j.primary, j.causes]).toEqual([
      'unsafe_for_production',
      'ignoring_tool_outputs',
      [
        ['finished_on_failure', 'high'],
        ['ignoring_tool_outputs', 'critical'],
      ],
    ])
  })

  it('healthy trimmed runs come out ready', async () => {
    for (const path of [
      'traces/claude-code/skills-rejections.jsonl',
      'traces/codex-exec/eval.jsonl',
      'traces/codex-rollout/mcp-session.jsonl',
      'traces/claude-stream/sample-turns.json',
    ]) {
      const j = await judge(path)
      expect([path, j.readiness]).toEqual([path, 'ready_for_runtime'])
    }
  })

  it('three lost compaction summaries: high context evidence, and no memory cause from the same fact (OpenClaw)', async () => {
    const j = await judge('traces/openclaw/compactions.jsonl')
    expect(j.causes).toEqual(expect.arrayContaining([['context_pollution', 'high']]))
    expect(j.causes.map(([type]) => type)).not.toContain('memory_degradation')
    expect(j.d.failure_causes.find((c) => c.type === 'context_pollution')!.description).toContain(
      'was compacted 3 times (every summary lost)',
    )
  })
})

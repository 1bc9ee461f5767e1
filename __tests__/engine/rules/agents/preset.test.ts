import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { diagnose } from '../../../../src/engine/diagnose.js'
import { DETECTORS } from '../../../../src/engine/rules/critiqor/index.js'
import { AGENTS, CRITIQOR, presetById } from '../../../../src/engine/presets.js'
import { diagnoseFile, presetFor } from '../../../../src/gate/pipeline.js'
import { outputDigest } from '../../../../src/trace/adapters/tools.js'
import { adaptFile } from '../../../trace/adapters/helpers.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-agents-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the agents preset', () => {
  it('is registered and chosen by auto for every real format', () => {
    expect(presetById('agents')).toBe(AGENTS)
    for (const f of [
      'openclaw',
      'claude-code',
      'claude-stream',
      'codex-exec',
      'codex-rollout',
      'otel',
      'inspect',
      'openai-agents',
    ] as const) {
      expect([f, presetFor(f).id]).toEqual([f, 'agents'])
    }
    expect(presetFor('critiqor').id).toBe('critiqor')
    expect(presetFor('critiqor-session').id).toBe('critiqor')
    expect(presetFor('openclaw', 'critiqor').id).toBe('critiqor')
    expect(presetFor('critiqor', 'agents').id).toBe('agents')
  })

  it('weighs seven dimensions: the six in their reference proportions within 0.80, task_completion 0.20 last', () => {
    expect(AGENTS.dimensions.map((d) => [d.dimension, d.weight])).toEqual([
      ['loop_control', 0.16],
      ['memory_integrity', 0.12],
      ['tool_output_utilization', 0.16],
      ['context_health', 0.12],
      ['cost_efficiency', 0.12],
      ['skill_adherence', 0.12],
      ['task_completion', 0.2],
    ])
    for (const [i, d] of CRITIQOR.dimensions.entries())
      expect(AGENTS.dimensions[i].weight).toBeCloseTo(d.weight * 0.8, 12)
    expect(AGENTS.dimensions.reduce((s, d) => s + d.weight, 0)).toBeCloseTo(1, 12)
  })

  it('runs its rules in a documented order, reusing the reference memory rule', () => {
    expect(AGENTS.detectors.map((d) => [d.meta.type, d.meta.dimension])).toEqual([
      ['run_failed', 'task_completion'],
      ['finished_on_failure', 'task_completion'],
      ['infinite_tool_loop', 'loop_control'],
      ['provider_failure', 'loop_control'],
      ['ignoring_tool_outputs', 'tool_output_utilization'],
      ['permission_refused', 'task_completion'],
      ['context_pollution', 'context_health'],
      ['cost_explosion', 'cost_efficiency'],
      ['memory_degradation', 'memory_integrity'],
      ['skill_failure', 'skill_adherence'],
      ['unverified_change', 'task_completion'],
      ['weakened_checks', 'task_completion'],
    ])
    expect(AGENTS.detectors[8]).toBe(DETECTORS[1])
    expect(AGENTS.detectors[9].meta.id).toBe('agents-skill_failure')
    // The skill rule counts as the reference rule does: the same options, and one more.
    expect(Object.keys(AGENTS.detectors[9].meta.defaults)).toEqual([
      ...Object.keys(DETECTORS[5].meta.defaults),
      'highRoles',
    ])
  })

  it('leaves the reference model exactly as it was', () => {
    expect(CRITIQOR.detectors).toBe(DETECTORS)
    expect(CRITIQOR.dimensions.map((d) => [d.dimension, d.weight])).toEqual([
      ['loop_control', 0.2],
      ['memory_integrity', 0.15],
      ['tool_output_utilization', 0.2],
      ['context_health', 0.15],
      ['cost_efficiency', 0.15],
      ['skill_adherence', 0.15],
    ])
    // Worked example A (diagnosis.md 7) by default and by name.
    const a = [
      ...Array(3).fill({ event: 'tool_call', tool: 'search', args: { q: 'alpha' } }),
      { event: 'tool_output', used: false },
      { event: 'retry_event' },
      { event: 'memory_event', action: 'recall_failed' },
      { event: 'context_event', saturation: 91 },
      { event: 'token_usage', usage: { total: 16000 } },
      { event: 'skill_event', skill: 'retrieve', status: 'ignored' },
    ]
    for (const d of [diagnose(a), diagnose(a, { preset: CRITIQOR })]) {
      expect([d.trust_score, d.readiness_level, d.primary_diagnosis.root_cause_failure_type]).toEqual([
        83,
        'review_recommended',
        'infinite_tool_loop',
      ])
      expect(Object.keys(d.scores)).not.toContain('task_completion')
      expect(d.recommendations.map((r) => r.remediation)).toEqual(DETECTORS.map((x) => x.meta.remediation))
    }
  })

  it('an empty session is ready with every score 100', () => {
    const d = diagnose([], { preset: AGENTS })
    expect([d.trust_score, d.readiness_level, d.primary_diagnosis.root_cause_failure_type]).toEqual([
      100,
      'ready_for_runtime',
      null,
    ])
    expect(Object.values(d.scores)).toEqual(Array(7).fill(100))
  })

  it('gives the in-memory diagnosis through the file pipeline, on any flat events', async () => {
    const event = fc.oneof(
      fc.record({
        event: fc.constant('tool_call'),
        tool: fc.constantFrom('a', 'b'),
        args: fc.record({ q: fc.integer({ min: 0, max: 1 }) }),
        call_id: fc.constantFrom('1', '2', '3'),
      }),
      fc.record({
        event: fc.constant('tool_output'),
        call_id: fc.constantFrom('1', '2', '3'),
        status: fc.constantFrom('ok', 'error'),
        output_digest: fc.constantFrom('x', 'y'),
      }),
      fc.record({ event: fc.constant('retry_event'), message: fc.constantFrom('429', 'quota exceeded') }),
      fc.record({
        event: fc.constant('error_event'),
        kind: fc.constantFrom('model', 'tool'),
        message: fc.string({ maxLength: 5 }),
      }),
      fc.record({
        event: fc.constant('token_usage'),
        usage: fc.record({
          input: fc.nat(9999),
          output: fc.nat(99),
          cache_read: fc.nat(99999),
          cache_write: fc.nat(99),
          total: fc.nat(99999),
        }),
      }),
      fc.record({
        event: fc.constant('context_event'),
        action: fc.constantFrom('compaction', 'fill'),
        saturation: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        event: fc.constant('process_end'),
        status: fc.constantFrom('completed', 'error', 'incomplete', 'aborted'),
        reason: fc.constantFrom('a user message without a reply after it', 'x'),
      }),
    )
    let n = 0
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), async (events) => {
        const path = join(dir, `a${n++}.jsonl`)
        writeFileSync(path, events.map((e) => JSON.stringify(e)).join('\n') + '\n')
        const [got] = await diagnoseFile(path, { preset: 'agents' })
        const want = diagnose(events, { preset: AGENTS })
        const strip = (d: typeof want) => ({
          ...d,
          failure_causes: d.failure_causes.map(({ evidence_origins: _, ...c }) => c),
        })
        expect(strip(got.diagnosis)).toEqual(strip(want))
        expect(got.diagnosis.trust_score).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 80 },
    )
  })
})

describe('output_digest', () => {
  it('is a short stable hash of the result content, never the content', () => {
    expect(outputDigest('hello')).toMatch(/^[0-9a-f]{16}$/)
    expect(outputDigest('hello')).toBe(outputDigest('hello'))
    expect(outputDigest('hello')).not.toBe(outputDigest('hello!'))
    expect(outputDigest([{ type: 'text', text: 'a' }])).toBe(outputDigest([{ type: 'text', text: 'a' }]))
    expect(outputDigest([{ type: 'text', text: 'a' }])).not.toBe(outputDigest([{ type: 'text', text: 'b' }]))
    expect(outputDigest(undefined)).toBeUndefined()
    expect(outputDigest('')).toMatch(/^[0-9a-f]{16}$/)
  })

  it('is on the tool results of the real formats that carry the content, not on critiqor-session ones', async () => {
    const digests = async (path: string) => {
      const { sessions } = await adaptFile(`__fixtures__/traces/${path}`)
      // Codex's file_change and todo_list items carry no result content.
      return [...sessions.values()]
        .flat()
        .filter(
          (e) => e.event.event === 'tool_output' && e.event.tool !== 'file_change' && e.event.tool !== 'todo_list',
        )
        .map((e) => e.event.output_digest)
    }
    for (const path of [
      'claude-code/skills-rejections.jsonl',
      'codex-exec/eval.jsonl',
      'codex-rollout/mcp-session.jsonl',
      'inspect/tool-errors.json',
      'openclaw/compactions.jsonl',
    ]) {
      const got = await digests(path)
      expect([path, got.length > 0 && got.every((d) => typeof d === 'string' && /^[0-9a-f]{16}$/.test(d))]).toEqual([
        path,
        true,
      ])
    }
    expect((await digests('critiqor-session/session.json')).every((d) => d === undefined)).toBe(true)
  })

  it('gives no digest rather than failing on a value nested too deep to write', () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 200000; i++) deep = [deep]
    expect(() => outputDigest(deep)).not.toThrow()
  })
})

describe('the agents rules are documented', () => {
  const pages: Record<string, string> = {
    run_failed: 'agents-run_failed.md',
    finished_on_failure: 'agents-finished_on_failure.md',
    infinite_tool_loop: 'agents-infinite_tool_loop.md',
    provider_failure: 'agents-provider_failure.md',
    ignoring_tool_outputs: 'agents-ignoring_tool_outputs.md',
    permission_refused: 'agents-permission_refused.md',
    context_pollution: 'agents-context_pollution.md',
    cost_explosion: 'agents-cost_explosion.md',
    memory_degradation: 'memory_degradation.md',
    skill_failure: 'agents-skill_failure.md',
    unverified_change: 'agents-unverified_change.md',
    weakened_checks: 'agents-weakened_checks.md',
  }
  it.each(AGENTS.detectors.map((d) => d.meta.type))('%s: a page that states every option, and a test table', (type) => {
    const meta = AGENTS.detectors.find((d) => d.meta.type === type)!.meta
    const doc = readFileSync(`docs/rules/${pages[type]}`, 'utf8')
    for (const option of Object.keys(meta.defaults))
      expect([type, option, doc.includes(`\`${option}\``)]).toEqual([type, option, true])
    if (pages[type].startsWith('agents-')) {
      expect(doc).toContain('## Motivated by')
      expect(existsSync(`__tests__/engine/rules/agents/${type}.test.ts`)).toBe(true)
    }
    expect(meta.remediation.length).toBeGreaterThan(40)
  })

  it('the preset page lists every public sample the corpus test checks', () => {
    const doc = readFileSync('docs/agents-preset.md', 'utf8')
    expect(doc.match(/^\| (claude|codex|inspect|openclaw)/gm)).toHaveLength(18)
  })
})

describe('observable dimensions', () => {
  it('counts failed tool results as evidence for tool_output_utilization under agents only', async () => {
    const { observedDimensions, AGENTS, CRITIQOR } = await import('../../../../src/engine/presets.js')
    const format = ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'] as const
    expect(observedDimensions(AGENTS, format)).toEqual([
      'loop_control',
      'tool_output_utilization',
      'context_health',
      'cost_efficiency',
      'task_completion',
    ])
    expect(observedDimensions(CRITIQOR, format)).toEqual(['loop_control', 'context_health', 'cost_efficiency'])
  })
})

describe('not observable and run_failed never contradict each other', () => {
  it('a session whose run_failed fired shows task completion as observed', async () => {
    const { diagnoseFiles } = await import('../../../../src/gate/pipeline.js')
    const { readdirSync } = await import('node:fs')
    const files = readdirSync('examples')
      .filter((f) => /\.jsonl?$/.test(f))
      .map((f) => `examples/${f}`)
    const sessions = await diagnoseFiles(files, { preset: 'agents' })
    const failed = sessions.filter((s) => s.diagnosis.failure_causes.some((c) => c.type === 'run_failed'))
    expect(failed.map((s) => s.source)).toContain('examples/cost-explosion.jsonl')
    expect(failed.map((s) => s.source)).toContain('examples/claude-max-turns.jsonl')
    for (const s of failed) expect([s.source, s.observes.includes('task_completion')]).toEqual([s.source, true])
    // A flat-event file without a recorded end still says it cannot show how the run ended.
    const clean = sessions.find((s) => s.source === 'examples/clean.jsonl')!
    expect(clean.observes.includes('task_completion')).toBe(false)
  })
})

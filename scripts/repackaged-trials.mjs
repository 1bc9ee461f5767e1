#!/usr/bin/env node
/**
 * A folder of re-packaged Harbor trials, made from mini-swe-agent trajectories: per trial,
 * `raw-trajectory.json` (the agent's own trajectory, as written), `trajectory.atif.json` (its ATIF
 * conversion, made as Harbor's converter makes it: one step per message, the bash block of each
 * reply its one call, the next user message that call's observation), `trial-result.json` (Harbor's
 * TrialResult), `grader-results.json` (the tests' verdicts) and `reward.txt`. The layout of a
 * folder of trials copied out of Harbor's jobs, one folder a trial.
 *
 *   node scripts/repackaged-trials.mjs OUT [--trials N] [--from DIR]
 *
 * DIR holds mini-swe-agent trajectories (`*.traj.json`, in folders or not; default
 * ../shared/verifier/mini-swe-agent-gemini3/trajs); they are taken in name order, over again
 * until N trials (default 100) are made. Deterministic: the same input gives the same bytes.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The time the converted steps are stamped with (Harbor stamps them as it converts): fixed, for the same bytes each time. */
const CONVERTED_AT = Date.parse('2026-01-01T00:00:00Z')

/** The thought and the first bash command of a reply (mini-swe-agent-1), as Harbor's converter takes them. */
function parseReply(content) {
  const thought = content.includes('THOUGHT:') ? content.split('THOUGHT:')[1].split('```bash')[0].trim() : ''
  const after = content.includes('```bash') ? content.split('```bash').slice(1).join('```bash') : ''
  const command = after.includes('```') ? after.split('```')[0].trim() : ''
  return { thought, command }
}

const text = (v) => (typeof v === 'string' ? v : Array.isArray(v) ? v.map((p) => p?.text ?? '').join('') : '')

/** A reply's tokens, as the converter puts them in a step's metrics. */
function metricsOf(extra) {
  const usage = extra?.response?.usage
  if (!usage || !(usage.prompt_tokens > 0 || usage.completion_tokens > 0)) return undefined
  const cached = usage.prompt_tokens_details?.cached_tokens ?? 0
  return {
    prompt_tokens: usage.prompt_tokens ?? 0,
    completion_tokens: usage.completion_tokens ?? 0,
    ...(cached > 0 ? { cached_tokens: cached } : {}),
  }
}

/** The calls of a tool-calling reply (mini-swe-agent-1.1), in ATIF. */
function callsOf(m) {
  return (m.tool_calls ?? []).map((c, k) => {
    let args = {}
    try {
      args = JSON.parse(c.function?.arguments ?? '{}')
    } catch {
      args = { command: String(c.function?.arguments ?? '') }
    }
    return { tool_call_id: c.id ?? `call_${k}`, function_name: c.function?.name ?? 'bash', arguments: args }
  })
}

/**
 * A mini-swe-agent trajectory in ATIF, as Harbor's converter makes it: the system and the first
 * user message a step each; each reply an agent step (its thought the reasoning, its first bash
 * block its one call, or its tool calls); every later user or tool message an observation of
 * the reply before it; the totals in final_metrics. The run's own end (`info.exit_status`) is
 * not carried over, as it is not by Harbor.
 */
export function miniToAtif(traj, sessionId) {
  const info = traj.info ?? {}
  const model = info.config?.model?.model_name ?? 'unknown'
  const steps = []
  const totals = { prompt: 0, completion: 0, cached: 0 }
  const messages = traj.messages ?? []
  const at = (id) => new Date(CONVERTED_AT + id * 1000).toISOString()
  for (const [i, m] of messages.entries()) {
    const content = text(m.content)
    const id = steps.length + 1
    const metrics = metricsOf(m.extra)
    if (metrics) {
      totals.prompt += metrics.prompt_tokens
      totals.completion += metrics.completion_tokens
      totals.cached += metrics.cached_tokens ?? 0
    }
    if (m.role === 'system') steps.push({ step_id: id, timestamp: at(id), source: 'system', message: content })
    else if (m.role === 'user' && i === 1)
      steps.push({ step_id: id, timestamp: at(id), source: 'user', message: content })
    else if (m.role === 'user' || m.role === 'tool') {
      const last = steps[steps.length - 1]
      if (last?.source !== 'agent') continue
      const result = { ...(m.tool_call_id ? { source_call_id: m.tool_call_id } : {}), content }
      last.observation = { results: [...(last.observation?.results ?? []), result] }
    } else if (m.role === 'assistant') {
      const { thought, command } = parseReply(content)
      const calls = m.tool_calls
        ? callsOf(m)
        : command
          ? [{ tool_call_id: `call_${id}_1`, function_name: 'bash_command', arguments: { command } }]
          : []
      steps.push({
        step_id: id,
        timestamp: at(id),
        source: 'agent',
        model_name: model,
        message: content,
        ...(thought ? { reasoning_content: thought } : {}),
        ...(calls.length ? { tool_calls: calls } : {}),
        ...(metrics ? { metrics } : {}),
      })
    }
  }
  const cost = info.model_stats?.instance_cost
  return {
    schema_version: 'ATIF-v1.2',
    session_id: sessionId,
    agent: {
      name: 'mini-swe-agent',
      version: info.mini_version ?? 'unknown',
      model_name: model,
      extra: { original_format: traj.trajectory_format ?? 'mini-swe-agent-1' },
    },
    steps,
    final_metrics: {
      total_prompt_tokens: totals.prompt,
      total_completion_tokens: totals.completion,
      ...(totals.cached > 0 ? { total_cached_tokens: totals.cached } : {}),
      ...(cost > 0 ? { total_cost_usd: cost } : {}),
    },
    notes: 'Converted from mini-swe-agent trajectory format to ATIF',
  }
}

/** Every `*.traj.json` under `dir`, in name order. */
export function trajectoriesIn(dir) {
  const out = []
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (name.endsWith('.traj.json')) out.push(p)
    }
  }
  walk(dir)
  return out
}

/**
 * Make `trials` trial folders under `out` from the trajectories `sources` (paths), taken in turn;
 * `rewards` gives each source's reward (default: 1 for a run that submitted, else 0). The trial
 * folders made, in order.
 */
export function makeRepackagedTrials(out, sources, trials, rewards = () => undefined) {
  if (sources.length === 0) throw new Error('no mini-swe-agent trajectory to make trials from')
  const made = []
  for (let k = 0; k < trials; k++) {
    const source = sources[k % sources.length]
    const raw = readFileSync(source, 'utf8')
    const traj = JSON.parse(raw)
    const task = traj.instance_id ?? basename(source).replace(/\.traj\.json$/, '')
    const trial = `${task}__t${String(k).padStart(4, '0')}`
    const dir = join(out, trial)
    mkdirSync(dir, { recursive: true })
    const submitted = traj.info?.exit_status === 'Submitted'
    const reward = rewards(source) ?? (submitted ? 1 : 0)
    writeFileSync(join(dir, 'raw-trajectory.json'), raw)
    writeFileSync(join(dir, 'trajectory.atif.json'), JSON.stringify(miniToAtif(traj, trial), null, 2) + '\n')
    const stats = traj.info?.model_stats ?? {}
    const result = {
      id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
      task_name: task,
      trial_name: trial,
      agent_info: { name: 'mini-swe-agent', version: traj.info?.mini_version ?? 'unknown' },
      agent_result: {
        n_input_tokens: null,
        n_cache_tokens: null,
        n_output_tokens: null,
        cost_usd: stats.instance_cost ?? null,
      },
      verifier_result: { rewards: { reward } },
      exception_info: null,
    }
    writeFileSync(join(dir, 'trial-result.json'), JSON.stringify(result, null, 2) + '\n')
    const grader = { task_name: task, tests: [{ name: 'tests', status: reward >= 1 ? 'passed' : 'failed' }], reward }
    writeFileSync(join(dir, 'grader-results.json'), JSON.stringify(grader, null, 2) + '\n')
    writeFileSync(join(dir, 'reward.txt'), `${reward}\n`)
    made.push(dir)
  }
  return made
}

function main(argv) {
  const args = [...argv]
  const take = (flag, fallback) => {
    const at = args.indexOf(flag)
    if (at === -1) return fallback
    const [, value] = args.splice(at, 2)
    return value
  }
  const here = fileURLToPath(new URL('..', import.meta.url))
  const from = resolve(take('--from', join(here, '../shared/verifier/mini-swe-agent-gemini3/trajs')))
  const trials = Number(take('--trials', '100'))
  const out = args[0]
  if (out === undefined || !Number.isInteger(trials) || trials < 1) {
    process.stderr.write('usage: node scripts/repackaged-trials.mjs OUT [--trials N] [--from DIR]\n')
    process.exit(2)
  }
  // The verdicts of the SWE-bench evaluation, where the source folder has them beside it.
  const verdicts = new Map()
  try {
    for (const line of readFileSync(join(from, '..', 'results.tsv'), 'utf8')
      .split('\n')
      .slice(1)) {
      const [id, resolved] = line.split('\t')
      if (id) verdicts.set(id, resolved === 'true' ? 1 : 0)
    }
  } catch {
    // No verdicts: a run that submitted is counted as passed.
  }
  const made = makeRepackagedTrials(out, trajectoriesIn(from), trials, (p) =>
    verdicts.get(basename(p).replace(/\.traj\.json$/, '')),
  )
  process.stdout.write(`${made.length} trials made in ${out}\n`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2))

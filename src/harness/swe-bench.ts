/**
 * SWE-bench-style results written beside the runs they judge, read as harness results with one
 * result per instance id:
 *
 * - a run report (`results.json` of SWE-bench's experiments and Multi-SWE-bench, or the
 *   `<model>.<run_id>.json` of `swebench.harness.run_evaluation`): lists of instance ids
 *   (`resolved` or `resolved_ids`, `unresolved_ids`, `empty_patch_ids`, `error_ids`,
 *   `incomplete_ids`, `completed_ids`, `submitted_ids`);
 * - an instance report (`report.json` under `logs/run_evaluation/...`): `{<instance_id>:
 *   {resolved, patch_exists, patch_successfully_applied, tests_status}}`, or the same fields at
 *   the top (mini-swe-agent's `logs/<instance_id>/report.json`), whose instance is the folder it
 *   lies in (or its `instance_id`);
 * - a reward file: a number (`reward.txt`), or `{reward}` with an optional `instance_id` /
 *   `task_id`; its instance is the folder it lies in (skipping `verifier`, `logs`, `agent`).
 *
 * Each result's status is `resolved`, `unresolved`, `empty_patch` (nothing submitted), `error`
 * (the evaluation failed) or `incomplete` (never evaluated); its final score is 1 for resolved,
 * else 0 (a reward: the reward itself, resolved from 1 on). The results are joined to the runs by
 * instance id (`joinRuns`). Pure.
 */
import { basename, dirname } from 'node:path'
import { isJsonObject } from '../core/events.js'
import type { HarnessResult } from './types.js'

export type SweBenchFileKind = 'run_report' | 'instance_report' | 'reward'

/** Statuses in the order a run report's lists are read: the first list an id is in wins. */
const LISTS: readonly [string, string][] = [
  ['resolved_ids', 'resolved'],
  ['resolved', 'resolved'],
  ['error_ids', 'error'],
  ['empty_patch_ids', 'empty_patch'],
  ['unresolved_ids', 'unresolved'],
  ['incomplete_ids', 'incomplete'],
  ['completed_ids', 'unresolved'],
  ['submitted_ids', 'incomplete'],
]

const isIdList = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string')

/** One instance's report: `resolved` and the fields of the evaluation. */
const isInstanceReport = (e: unknown): boolean =>
  isJsonObject(e) &&
  typeof e.resolved === 'boolean' &&
  ('patch_exists' in e || 'tests_status' in e || 'patch_successfully_applied' in e)

/** Which SWE-bench-style file a parsed value is, if any. */
export function sweBenchFileKind(v: unknown, source = ''): SweBenchFileKind | undefined {
  if (typeof v === 'number') return /(^|[\\/])reward(\.[a-z]+)?$/i.test(source) ? 'reward' : undefined
  if (!isJsonObject(v)) return undefined
  if (typeof v.reward === 'number') return 'reward'
  if (isInstanceReport(v)) return 'instance_report'
  if (
    (isIdList(v.resolved_ids) || isIdList(v.resolved)) &&
    LISTS.some(([key]) => key !== 'resolved' && key !== 'resolved_ids' && isIdList(v[key]))
  )
    return 'run_report'
  const entries = Object.values(v)
  if (entries.length > 0 && entries.every(isInstanceReport)) return 'instance_report'
  return undefined
}

/** The instance a reward file belongs to, from the folders it lies in. */
function instanceOfPath(source: string): string {
  let dir = dirname(source)
  while (['verifier', 'logs', 'agent', 'results', 'output', 'outputs'].includes(basename(dir).toLowerCase())) {
    const up = dirname(dir)
    if (up === dir) break
    dir = up
  }
  return basename(dir)
}

function result(
  source: string,
  id: string,
  status: string,
  score: number,
  recordedScore: number | null,
): HarnessResult {
  return {
    harness: 'swe_bench',
    source,
    id,
    final_score: score,
    score_origin: 'recorded',
    status,
    recorded: { final_score: recordedScore, status },
    mismatches: [],
    passed: true,
  }
}

const byId = (a: HarnessResult, b: HarnessResult) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The results of one SWE-bench-style file, sorted by instance id. */
export function sweBenchResults(value: unknown, source: string, kind: SweBenchFileKind): HarnessResult[] {
  switch (kind) {
    case 'reward': {
      const o = isJsonObject(value) ? value : {}
      const reward = typeof value === 'number' ? value : (o.reward as number)
      const named = [o.instance_id, o.task_id, o.id].find((x) => typeof x === 'string' && x !== '') as
        string | undefined
      const score = Math.min(1, Math.max(0, reward))
      return [result(source, named ?? instanceOfPath(source), reward >= 1 ? 'resolved' : 'unresolved', score, reward)]
    }
    case 'instance_report': {
      const out: HarnessResult[] = []
      const v = value as Record<string, unknown>
      // One instance's report at the top: its instance is named in it or by its folder.
      const reports = isInstanceReport(v)
        ? [[typeof v.instance_id === 'string' && v.instance_id !== '' ? v.instance_id : instanceOfPath(source), v]]
        : Object.entries(v)
      for (const [id, raw] of reports as [string, Record<string, unknown>][]) {
        const status = raw.resolved === true ? 'resolved' : raw.patch_exists === false ? 'empty_patch' : 'unresolved'
        out.push(result(source, id, status, status === 'resolved' ? 1 : 0, null))
      }
      return out.sort(byId)
    }
    case 'run_report': {
      const v = value as Record<string, unknown>
      const status = new Map<string, string>()
      for (const [key, s] of LISTS) {
        const list = v[key]
        if (!isIdList(list)) continue
        for (const id of list) if (!status.has(id)) status.set(id, s)
      }
      return [...status].map(([id, s]) => result(source, id, s, s === 'resolved' ? 1 : 0, null)).sort(byId)
    }
  }
}

/** The keys a run is known by: its session key, its file's name without extensions, its folder's name. */
function runKeys(source: string, session: string | undefined): string[] {
  const name = basename(source).replace(/(\.traj)?\.(jsonl|json|ndjson|traj)$/i, '')
  return [...(session !== undefined ? [session] : []), name, basename(dirname(source))]
}

/**
 * SWE-bench results joined to the runs they judge, by instance id: each result whose id names a
 * run (a session key such as an OpenHands `instance_id`, a trace file `<instance_id>.traj` or
 * `<instance_id>.traj.json`, or the folder holding the trace) gets `run` (`path` or
 * `path#session`). A file whose results name some of the runs keeps only those: a harness that
 * judged a hundred instances gates the ones whose runs are in the report. A file that names none
 * of them is kept whole. Other harnesses' results pass through unchanged.
 */
export function joinRuns(
  results: readonly HarnessResult[],
  runs: readonly { source: string; session?: string }[],
): { results: HarnessResult[]; warnings: string[] } {
  const byKey = new Map<string, string>()
  for (const r of runs) {
    const name = r.session !== undefined ? `${r.source}#${r.session}` : r.source
    for (const key of runKeys(r.source, r.session)) if (!byKey.has(key)) byKey.set(key, name)
  }
  const joined = results.map((r) => {
    if (r.harness === 'harbor') {
      // A Harbor trial names the trace read for it: its session (the first, when it holds several).
      const run = runs.find((x) => x.source === r.run)
      return run ? { ...r, run: run.session !== undefined ? `${run.source}#${run.session}` : run.source } : r
    }
    if (r.harness !== 'swe_bench') return r
    const run = byKey.get(r.id)
    return run !== undefined ? { ...r, run } : r
  })
  const sourcesJoined = new Set(joined.filter((r) => r.run !== undefined).map((r) => r.source))
  const warnings: string[] = []
  const dropped = new Map<string, number>()
  const kept = joined.filter((r) => {
    if (r.harness !== 'swe_bench' || r.run !== undefined || !sourcesJoined.has(r.source)) return true
    dropped.set(r.source, (dropped.get(r.source) ?? 0) + 1)
    return false
  })
  for (const [source, n] of dropped)
    warnings.push(`${source}: ${n} instance${n === 1 ? '' : 's'} without a run among the traces, not gated`)
  return { results: kept, warnings }
}

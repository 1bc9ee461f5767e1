// How the trust score compares with Harbor's verifiers: `npm run eval:harbor -- FOLDER` (after
// `npm run bundle`).
//
// FOLDER holds Harbor trials (a trial, a job of trials, folders of jobs): the bundled CLI reads it
// whole (each trial one session, its reward joined as a `harbor` harness result), and this script
// compares, per agent (result.json agent_info.name), the sessions' trust scores and readiness with
// the verifier's outcome: a trial passed at a reward of 1 or more; a lower reward, none, or an
// agent stopped at its time limit is a failure. AUROC is that of (100 - trust) against failure:
// the chance that a failed trial scores lower than a passed one (ties count half). Trials that
// hold no trace of the agent are counted apart, not judged. Prints Markdown on stdout.
//
// Options: --cli FILE (default: dist/cli/index.js of this checkout), --json FILE (also write the
// figures as JSON), --preset NAME (passed to diagnose).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const READINESS = ['ready_for_runtime', 'review_recommended', 'unsafe_for_production']

/** AUROC of `score` (higher = more likely failed) between failed and passed items; null when either is empty. */
export function auroc(failed, passed) {
  if (failed.length === 0 || passed.length === 0) return null
  let wins = 0
  for (const f of failed) for (const p of passed) wins += f > p ? 1 : f === p ? 0.5 : 0
  return wins / (failed.length * passed.length)
}

/** The agent and its model of a trial, from its result.json (`agent_info.name`, `agent_info.model_info.name`). */
export function trialAgent(source) {
  try {
    const r = JSON.parse(readFileSync(source, 'utf8'))
    const name = r?.agent_info?.name
    const model = r?.agent_info?.model_info?.name
    return {
      agent: typeof name === 'string' && name !== '' ? name : 'unknown',
      model: typeof model === 'string' && model !== '' ? model : 'unknown',
    }
  } catch {
    return { agent: 'unknown', model: 'unknown' }
  }
}

/** The agent's name of a trial, from its result.json. */
const agentOf = (source) => trialAgent(source).agent

/**
 * The JSON report of `cli diagnose folder` (the gate never failing on the runs' readiness, no
 * integrity check), with `extra` options, the CLI run in `cwd` (default: this process's).
 */
export function diagnose(folder, cli, extra = [], cwd = undefined) {
  const run = spawnSync(
    process.execPath,
    [cli, 'diagnose', folder, '--json', '--fail-on', 'never', '--integrity', 'off', ...extra],
    { encoding: 'utf8', maxBuffer: 1 << 30, ...(cwd !== undefined ? { cwd } : {}) },
  )
  if (run.error) throw new Error(`${cli} diagnose ${folder}: ${run.error.message}`)
  // Exit 1 is the gate failing (the verifiers' failures fail it whatever --fail-on says): the report is whole.
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`${cli} diagnose ${folder} exited with ${run.status}: ${run.stderr.trim().slice(0, 2000)}`)
  return JSON.parse(run.stdout)
}

/** The figures of a folder of Harbor trials, per agent. */
export function evaluateFolder(folder, cli, extra = []) {
  const report = diagnose(folder, cli, extra)
  const byRun = new Map(
    report.sessions.map((s) => [s.session !== undefined ? `${s.source}#${s.session}` : s.source, s]),
  )
  const bySource = new Map(report.sessions.map((s) => [s.source, s]))
  const agents = new Map()
  const agent = (name) => {
    if (!agents.has(name))
      agents.set(name, {
        agent: name,
        trials: 0,
        passed: 0,
        failed: 0,
        readiness: { passed: {}, failed: {} },
        trust: { passed: [], failed: [] },
        causes: { passed: {}, failed: {} },
      })
    return agents.get(name)
  }
  for (const h of report.harness?.results ?? []) {
    if (h.harness !== 'harbor') continue
    const s = byRun.get(h.run) ?? bySource.get(h.run)
    if (!s) continue
    const a = agent(agentOf(h.source))
    const outcome = h.status === 'passed' ? 'passed' : 'failed'
    a.trials++
    a[outcome]++
    const level = s.diagnosis.readiness_level
    a.readiness[outcome][level] = (a.readiness[outcome][level] ?? 0) + 1
    a.trust[outcome].push(s.diagnosis.trust_score)
    for (const type of new Set(s.diagnosis.failure_causes.map((c) => c.type)))
      a.causes[outcome][type] = (a.causes[outcome][type] ?? 0) + 1
  }
  const notJudged = (report.not_read ?? []).filter((n) => /a Harbor trial .* no trace of the agent/.test(n.what)).length
  const rows = [...agents.values()]
    .sort((x, y) => (x.agent < y.agent ? -1 : x.agent > y.agent ? 1 : 0))
    .map((a) => ({
      ...a,
      auroc: auroc(
        a.trust.failed.map((t) => 100 - t),
        a.trust.passed.map((t) => 100 - t),
      ),
    }))
  const all = rows.reduce(
    (acc, a) => ({ failed: [...acc.failed, ...a.trust.failed], passed: [...acc.passed, ...a.trust.passed] }),
    { failed: [], passed: [] },
  )
  return {
    sessions: report.sessions.length,
    notJudged,
    agents: rows,
    auroc: auroc(
      all.failed.map((t) => 100 - t),
      all.passed.map((t) => 100 - t),
    ),
  }
}

const fmt = (x) => (x === null ? 'n/a' : x.toFixed(2))
const counts = (o) =>
  READINESS.filter((k) => o[k])
    .map((k) => `${k} ${o[k]}`)
    .join(', ') || '-'
const causes = (o) =>
  Object.entries(o)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || '-'

/** The figures as Markdown. */
export function render(f) {
  const out = [
    '| agent | trials | passed | failed | readiness of passed | readiness of failed | AUROC |',
    '| --- | ---: | ---: | ---: | --- | --- | ---: |',
  ]
  for (const a of f.agents)
    out.push(
      `| ${a.agent} | ${a.trials} | ${a.passed} | ${a.failed} | ${counts(a.readiness.passed)} | ${counts(a.readiness.failed)} | ${fmt(a.auroc)} |`,
    )
  out.push(
    '',
    `All agents: AUROC ${fmt(f.auroc)}; ${f.notJudged} trial${f.notJudged === 1 ? '' : 's'} holding no trace of the agent, not judged.`,
    '',
  )
  out.push('| agent | causes in failed trials | causes in passed trials |', '| --- | --- | --- |')
  for (const a of f.agents) out.push(`| ${a.agent} | ${causes(a.causes.failed)} | ${causes(a.causes.passed)} |`)
  return out.join('\n') + '\n'
}

function main(argv) {
  const args = [...argv]
  const take = (flag) => {
    const i = args.indexOf(flag)
    if (i === -1) return undefined
    const v = args[i + 1]
    args.splice(i, 2)
    return v
  }
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
  const cli = resolve(take('--cli') ?? `${root}/dist/cli/index.js`)
  const jsonOut = take('--json')
  const preset = take('--preset')
  if (args.length !== 1) {
    console.error('usage: npm run eval:harbor -- FOLDER [--json FILE] [--preset NAME] [--cli dist/cli/index.js]')
    return 2
  }
  if (!existsSync(cli)) {
    console.error(`eval:harbor: ${cli} is missing; run \`npm run bundle\` first`)
    return 2
  }
  const figures = evaluateFolder(resolve(args[0]), cli, preset ? ['--preset', preset] : [])
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 1) + '\n')
  process.stdout.write(render(figures))
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (e) {
    console.error(`eval:harbor: ${e instanceof Error ? e.message : String(e)}`)
    process.exitCode = 2
  }
}

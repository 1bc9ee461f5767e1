// How the loop rule compares with people: `npm run eval:loops -- DIR LABELS` (after `npm run bundle`).
//
// DIR holds one trace file per run; LABELS is a TSV whose header names at least `file` (the
// trace's file name in DIR), `steps`, `hit_step_cap` (1 when the run was stopped at its step
// cap) and `looping` (1 yes, 0 no, empty where people did not agree: such a run is left out).
// AgentRewardBench's runs written as flat events have this layout (docs/loops.md). The bundled
// CLI diagnoses DIR (`--preset agents` unless told otherwise), and this script prints, for all
// runs, the runs that hit the step cap and those that did not: the precision and recall of the
// loop flag (an `infinite_tool_loop` cause), the AUROC of 100 - trust against the label, and
// beside it the AUROC of the step count alone.
//
// Options: --preset ID (default agents), --cli FILE (default: dist/cli/index.js of this
// checkout), --json FILE (also write the figures as JSON). Prints Markdown on stdout.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The rows of a labels TSV, as objects keyed by its header. */
export function readLabels(text) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  if (lines.length === 0) throw new Error('the labels file is empty')
  const header = lines[0].split('\t').map((h) => h.trim())
  for (const need of ['file', 'looping']) {
    if (!header.includes(need)) throw new Error(`the labels file has no "${need}" column`)
  }
  return lines.slice(1).map((line) => {
    const cells = line.split('\t')
    return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]))
  })
}

/**
 * The area under the ROC curve of `score` for telling positives (label 1) from negatives: the
 * chance that a positive drawn at random scores above a negative drawn at random, ties counting
 * half. Null when either class is empty.
 */
export function auroc(items) {
  const pos = items.filter((x) => x.label === 1).length
  const neg = items.length - pos
  if (pos === 0 || neg === 0) return null
  // Ranks, ties given their mean rank (Mann-Whitney U).
  const sorted = [...items].sort((a, b) => a.score - b.score)
  let rankSum = 0
  for (let i = 0; i < sorted.length;) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1].score === sorted[i].score) j++
    const mean = (i + j) / 2 + 1
    for (let k = i; k <= j; k++) if (sorted[k].label === 1) rankSum += mean
    i = j + 1
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg)
}

const ratio = (n, d) => (d === 0 ? null : n / d)

/** The figures of one group of runs `[{label, flagged, trust, steps}]`. */
export function figuresOf(runs) {
  const positives = runs.filter((r) => r.label === 1).length
  const flagged = runs.filter((r) => r.flagged).length
  const hits = runs.filter((r) => r.flagged && r.label === 1).length
  return {
    runs: runs.length,
    looping: positives,
    flagged,
    precision: ratio(hits, flagged),
    recall: ratio(hits, positives),
    aurocTrust: auroc(runs.map((r) => ({ label: r.label, score: 100 - r.trust }))),
    aurocSteps: auroc(runs.map((r) => ({ label: r.label, score: r.steps }))),
  }
}

/** The figures for all runs, those that hit the step cap and those that did not. */
export function evaluate(runs) {
  return {
    all: figuresOf(runs),
    hitStepCap: figuresOf(runs.filter((r) => r.hitCap)),
    belowStepCap: figuresOf(runs.filter((r) => !r.hitCap)),
  }
}

const fig = (x) => (x === null ? '-' : x.toFixed(3))

/** The figures as Markdown. */
export function render(f, preset) {
  const row = (name, g) =>
    `| ${name} | ${g.runs} | ${g.looping} | ${g.flagged} | ${fig(g.precision)} | ${fig(g.recall)} | ${fig(g.aurocTrust)} | ${fig(g.aurocSteps)} |`
  return (
    [
      `# Loops as people see them (${f.all.runs} labelled runs, --preset ${preset})`,
      '',
      '| runs | runs | looping | flagged | precision | recall | AUROC of 100 - trust | AUROC of steps |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      row('all', f.all),
      row('hit the step cap', f.hitStepCap),
      row('below the step cap', f.belowStepCap),
    ].join('\n') + '\n'
  )
}

/** Runs the bundled CLI over DIR: per trace file name, its trust score and whether a loop was found. */
function diagnose(cli, dir, preset) {
  const run = spawnSync(
    process.execPath,
    [cli, 'diagnose', dir, '--json', '--fail-on', 'never', '--preset', preset, '--integrity', 'off'],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  )
  if (run.status !== 0) {
    throw new Error(`${cli} diagnose ${dir} exited with ${run.status}: ${run.stderr.trim().slice(0, 2000)}`)
  }
  const report = JSON.parse(run.stdout)
  const out = new Map()
  for (const s of report.sessions) {
    const name = basename(String(s.source))
    const causes = s.diagnosis?.failure_causes ?? []
    const own = out.get(name)
    const trust = s.diagnosis?.trust_score ?? 100
    const flagged = causes.some((c) => c.type === 'infinite_tool_loop')
    // A file of several sessions: the lowest trust, and a loop in any.
    out.set(name, own ? { trust: Math.min(own.trust, trust), flagged: own.flagged || flagged } : { trust, flagged })
  }
  return out
}

/** Diagnoses DIR and returns the figures against LABELS. */
export function evaluateFolder(dir, labelsFile, cli, preset = 'agents') {
  const labels = readLabels(readFileSync(labelsFile, 'utf8'))
  const sessions = diagnose(cli, dir, preset)
  const runs = []
  for (const l of labels) {
    if (l.looping !== '0' && l.looping !== '1') continue
    const s = sessions.get(l.file)
    if (!s) throw new Error(`${l.file}: no session of that file in the report of ${dir}`)
    runs.push({
      file: l.file,
      label: Number(l.looping),
      flagged: s.flagged,
      trust: s.trust,
      steps: Number(l.steps),
      hitCap: l.hit_step_cap === '1',
    })
  }
  return evaluate(runs)
}

function main(argv) {
  const args = [...argv]
  const take = (flag) => {
    const i = args.indexOf(flag)
    if (i === -1) return undefined
    const [, value] = args.splice(i, 2)
    return value
  }
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
  const cli = resolve(take('--cli') ?? join(root, 'dist/cli/index.js'))
  const jsonOut = take('--json')
  const preset = take('--preset') ?? 'agents'
  if (args.length !== 2) {
    console.error('usage: npm run eval:loops -- DIR LABELS [--preset agents] [--json FILE] [--cli dist/cli/index.js]')
    console.error('DIR holds the runs; LABELS is a TSV with columns file, steps, hit_step_cap, looping.')
    return 2
  }
  if (!existsSync(cli)) {
    console.error(`eval:loops: ${cli} is missing; run \`npm run bundle\` first`)
    return 2
  }
  const figures = evaluateFolder(resolve(args[0]), resolve(args[1]), cli, preset)
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 1) + '\n')
  process.stdout.write(render(figures, preset))
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (e) {
    console.error(`eval:loops: ${e instanceof Error ? e.message : String(e)}`)
    process.exitCode = 2
  }
}

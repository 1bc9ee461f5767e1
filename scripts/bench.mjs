// The benchmark: `npm run bench` (after `npm run bundle`); `npm run bench -- --help` for options.
//
// Two modes, on the same cases and inputs:
//   - `npm run bench`: each case against its floor or peer, measured in turns (run i of each case
//     right after run i of the one before, so that a drift in the machine's speed reaches both
//     alike); a ratio is the median of the turns' ratios. Prints each of the project's speed targets with
//     PASS or MISS and writes bench/results.json and the figures of docs/performance.md.
//   - `npm run bench -- --against REF [--quick]`: this build (./dist) paired with the build
//     committed at REF (`git archive REF dist`, nothing to build), A B A B ... on each case (the
//     order swaps every pair), and for each case the median of the pairs' ratios this / REF of
//     wall time, CPU time (the whole process tree: worker threads and the git processes it starts)
//     and peak memory. It writes nothing in the project; --max-ratio X makes a ratio above X fail.
//
// The inputs are the shared workloads of ../shared/bench (or AGENT_TRUST_GATE_SHARED) when they
// are there, else the bench's own deterministic ones:
//   - flat:   a flat-event trace of 1,000,000 events (make_flat_trace.py; else a seeded generator
//             of the same mix), under both presets, against floor.mjs (stream the lines,
//             JSON.parse each, nothing else); its peak memory under Node 20 and Node 24 (the
//             action's runtime: npm installs node-<os>-<cpu>@24 into a scratch folder, once);
//   - many:   2,000 real Claude Code transcripts (../shared/traces/claude-code round robin; else
//             made from the fixtures' Claude Code transcripts), each in its own session folder,
//             `--preset agents` on every core, against floor-many.mjs (one core: stream and
//             JSON.parse every file); and `--workers 1`, whose report must be byte-identical;
//   - peer:   50 copies of one real Claude Code transcript in session folders
//             (projects/pN/sN.jsonl) against ccusage 18 (`ccusage session --json --offline`,
//             installed once into a scratch folder outside the project, CLAUDE_CONFIG_DIR
//             pointing at the folder above projects/);
//   - the full run also measures diagnose --html, ten times fewer events, and the action's
//     start on a small session against `node -e 0`.
// Peak memory is each process's max RSS.
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem, tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import {
  anotherPair,
  benchSizes,
  BenchArgsError,
  FORMAT_CASES,
  FORMAT_TARGET,
  formatRatio,
  median,
  overMaxRatio,
  pairedRatio,
  parseBenchArgs,
  repeatRecords,
  textTwin,
  USAGE,
  verdict,
  wallRatio,
} from './bench-lib.mjs'
import { makeManyFiles, makeTrace } from './bench-inputs.mjs'
import { run, stopWithParent } from './bench-proc.mjs'

let opts
try {
  opts = parseBenchArgs(process.argv.slice(2))
} catch (e) {
  if (!(e instanceof BenchArgsError)) throw e
  console.error(`bench: ${e.message}\n\n${USAGE}`)
  process.exit(2)
}
if (opts.help) {
  console.log(USAGE)
  process.exit(0)
}
const SIZES = benchSizes(opts)
const STARTED = process.hrtime.bigint()
const elapsed = () => Number(process.hrtime.bigint() - STARTED) / 1e9
const LOAD_AT_START = loadavg()[0]
const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const shared = process.env.AGENT_TRUST_GATE_SHARED
  ? resolve(process.env.AGENT_TRUST_GATE_SHARED)
  : resolve(root, '../shared')
const sharedBench = existsSync(join(shared, 'bench/make_flat_trace.py')) ? join(shared, 'bench') : undefined
const sharedClaude = existsSync(join(shared, 'traces/claude-code')) ? join(shared, 'traces/claude-code') : undefined
// A scratch folder of this run's own: another bench running at the same time keeps its inputs.
const work = mkdtempSync(join(tmpdir(), 'agent-trust-gate-bench-'))
const cleanUp = () => {
  if (!opts.keep) rmSync(work, { recursive: true, force: true })
}
// SIGINT, SIGTERM, SIGHUP or the parent gone: the running case's processes are killed and the
// scratch folder removed (every program below runs asynchronously, so the bench hears them).
stopWithParent(cleanUp)

const cli = join(root, 'dist/cli/index.js')
const action = join(root, 'dist/index.js')
if (!existsSync(cli) || !existsSync(action)) {
  console.error('bench: dist/ is missing; run `npm run bundle` first')
  process.exit(2)
}

// The floors: ../shared/bench's when it is there, else the same programs written here.
const floorScript = sharedBench ? join(sharedBench, 'floor.mjs') : join(work, 'floor.mjs')
const floorManyScript = sharedBench ? join(sharedBench, 'floor-many.mjs') : join(work, 'floor-many.mjs')
if (!sharedBench) {
  writeFileSync(
    floorScript,
    `import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
const rl = createInterface({ input: createReadStream(process.argv[2]), crlfDelay: Infinity })
let n = 0
for await (const line of rl) if (line) { JSON.parse(line); n++ }
console.log(n)
`,
  )
  writeFileSync(
    floorManyScript,
    `import { createReadStream } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
async function walk(dir, out) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) await walk(p, out)
    else if (e.isFile() && /\\.(jsonl|ndjson)$/i.test(e.name)) out.push(p)
  }
  return out
}
const files = (await walk(process.argv[2], [])).sort()
let n = 0
for (const f of files) {
  const rl = createInterface({ input: createReadStream(f), crlfDelay: Infinity })
  for await (const line of rl) if (line) { JSON.parse(line); n++ }
}
console.log(files.length + ' files, ' + n + ' lines')
`,
  )
}

/** The flat trace: make_flat_trace.py's when ../shared/bench is there, else the seeded generator's. */
async function flatTrace(path, events) {
  if (!sharedBench) return makeTrace(path, events)
  const r = await run('python3', [join(sharedBench, 'make_flat_trace.py'), path, String(events)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (r.status !== 0) throw new Error(`bench: make_flat_trace.py exited with ${r.status ?? r.signal ?? r.error}`)
}

/**
 * `count` transcripts, each in its own session folder (DIR/pNNNN/NAME.jsonl): the real Claude
 * Code transcripts of ../shared round robin, else ones made from the fixtures' Claude Code
 * transcripts (the same shape; other formats' fixtures, repeated, can be refused as a whole).
 * Returns the files.
 */
async function manyTranscripts(dir, count) {
  if (!sharedClaude) return makeManyFiles(dir, count, join(root, '__fixtures__/traces/claude-code'))
  const real = readdirSync(sharedClaude)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
  const files = []
  for (let k = 0; k < count; k++) {
    const folder = join(dir, `p${String(k).padStart(4, '0')}`)
    mkdirSync(folder, { recursive: true })
    const file = join(folder, real[k % real.length])
    copyFileSync(join(sharedClaude, real[k % real.length]), file)
    files.push(file)
  }
  return files
}

/**
 * The peer check's folder: one transcript (the largest real one, else the largest Claude Code one
 * of `many`) copied into `copies` session folders, DIR/projects/pN/sN.jsonl. Returns the files.
 */
function peerTranscripts(dir, copies, many) {
  const candidates = sharedClaude
    ? readdirSync(sharedClaude)
        .filter((f) => f.endsWith('.jsonl'))
        .sort()
        .map((f) => join(sharedClaude, f))
    : many.filter((f) => basename(f).includes('claude-code'))
  const size = (f) => statSync(f).size
  const source = candidates.reduce((a, b) => (size(b) > size(a) ? b : a))
  const files = []
  for (let i = 0; i < copies; i++) {
    mkdirSync(join(dir, 'projects', `p${i}`), { recursive: true })
    const file = join(dir, 'projects', `p${i}`, `s${i}.jsonl`)
    copyFileSync(source, file)
    files.push(file)
  }
  return { files, source: sharedClaude ? `../shared/traces/claude-code/${basename(source)}` : basename(source) }
}

// Reports the process's peak memory and CPU time on exit, on stderr's last line.
const rssHook = join(work, 'rss-hook.mjs')
writeFileSync(
  rssHook,
  `import { writeSync } from 'node:fs'\nprocess.on('exit', () => { const u = process.resourceUsage(); writeSync(2, '\\nBENCH_MAX_RSS_KB=' + u.maxRSS + ' BENCH_CPU_US=' + (u.userCPUTime + u.systemCPUTime) + '\\n') })\n`,
)

/** A scratch folder for tools the bench installs once and keeps between runs. */
const toolDir = (name) => join(tmpdir(), `agent-trust-gate-${name}`)

async function npmInstall(dir, spec) {
  console.log(`installing ${spec} into ${dir} ...`)
  mkdirSync(dir, { recursive: true })
  const r = await run('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', spec], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return r.status
}

/**
 * A Node 24 binary: this one when it is 24, else npm's node-<os>-<cpu>@24, installed once into a
 * scratch folder. Undefined, with a line saying why, when it cannot be had.
 */
async function node24() {
  if (process.versions.node.split('.')[0] === '24') return process.execPath
  const dir = toolDir('node24')
  const pkg = `node-${process.platform}-${process.arch}`
  const bin = join(dir, 'node_modules', pkg, 'bin', 'node')
  if (!existsSync(bin) && ((await npmInstall(dir, `${pkg}@24`)) !== 0 || !existsSync(bin))) {
    console.log(`bench: no Node 24 (npm install ${pkg}@24 failed): its cases are left out`)
    return undefined
  }
  return bin
}

/** ccusage 18's entry, installed once into a scratch folder; undefined, with a line, when it cannot be had. */
async function ccusage() {
  const dir = toolDir('ccusage')
  const bin = join(dir, 'node_modules', 'ccusage', 'dist', 'index.js')
  const version = () => {
    try {
      return JSON.parse(readFileSync(join(dir, 'node_modules', 'ccusage', 'package.json'), 'utf8')).version
    } catch {
      return undefined
    }
  }
  if (!version()?.startsWith('18.') && ((await npmInstall(dir, 'ccusage@18')) !== 0 || !existsSync(bin))) {
    console.log('bench: ccusage 18 could not be installed (npm install ccusage@18 failed): the peer case is left out')
    return undefined
  }
  return { bin, version: version() }
}

// CPU time from /proc/self/stat: the children's user and system time, which counts every process
// a child waited for too (the git processes the CLI starts). Elsewhere, the node process's own.
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100
const childTicks = () => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(f[13]) + Number(f[14])
  } catch {
    return undefined
  }
}

/** A run of a case that takes longer than this is killed and is an error (a hang, not a figure). */
const RUN_TIMEOUT_S = 600

/**
 * One run of a case in a fresh process: { seconds, cpu, rssMb }, or { error } when it exits with
 * a status not in `ok` (a floor must exit 0, the CLI 0 or 1: its verdict).
 */
async function runOnce({ argv, env = {}, ok = [0, 1], node = process.execPath }) {
  const before = childTicks()
  const t0 = process.hrtime.bigint()
  const r = await run(node, ['--import', rssHook, ...argv], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
    timeoutMs: RUN_TIMEOUT_S * 1000,
  })
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9
  const after = childTicks()
  if (r.timedOut) return { error: `still running after ${RUN_TIMEOUT_S} s, killed` }
  if (!ok.includes(r.status)) {
    const last = (r.stderr ?? '')
      .trim()
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('BENCH_'))
      .pop()
    return { error: `exit ${r.status ?? r.signal}${last ? `: ${last.slice(0, 160)}` : ''}` }
  }
  const hook = /BENCH_MAX_RSS_KB=(\d+) BENCH_CPU_US=(\d+)/.exec(r.stderr)
  const cpu = before !== undefined && after !== undefined ? (after - before) / CLK_TCK : Number(hook?.[2] ?? NaN) / 1e6
  return { seconds, cpu, rssMb: Number(hook?.[1] ?? NaN) / 1024 }
}

async function mustRun(c) {
  const r = await runOnce(c)
  if (r.error) throw new Error(`bench: ${c.name}: ${r.error}`)
  return r
}

const mb = (files) => files.reduce((a, f) => a + statSync(f).size, 0) / 1e6
const machineLine = () =>
  `node ${process.version}; ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load ${loadavg()[0].toFixed(2)}`

/** The inputs both modes use. */
async function makeInputs() {
  console.log(
    `making inputs in ${work} (${sharedBench ? "../shared/bench's flat trace" : 'own flat trace'}, ${sharedClaude ? "../shared's Claude Code transcripts" : "Claude Code transcripts made from the fixtures'"}) ...`,
  )
  const flat = join(work, `flat-${SIZES.events}.jsonl`)
  await flatTrace(flat, SIZES.events)
  const manyDir = join(work, `many-${SIZES.files}`)
  const many = await manyTranscripts(manyDir, SIZES.files)
  const peerDir = join(work, 'peer')
  const peer = peerTranscripts(peerDir, SIZES.copies, many)
  console.log(
    `flat: ${SIZES.events.toLocaleString('en-US')} events, ${mb([flat]).toFixed(0)} MB; many: ${many.length} transcripts, ${mb(many).toFixed(0)} MB; peer: ${peer.files.length} copies of ${peer.source}, ${mb(peer.files).toFixed(0)} MB`,
  )
  return { flat, manyDir, many, peerDir, peer }
}

/** The unrounded times of each measured case's runs, for the ratios; and their CPU times. */
const seconds = new Map()
const cpuSeconds = new Map()

/**
 * The full mode's cases, measured in turns: run i of each case right after run i of the case
 * before it. A case is { name, argv, env, ok, node }. For each, the median time and the peak.
 */
async function measureInTurns(cases) {
  const runs = cases.map(() => [])
  for (let i = 0; i < SIZES.runs; i++) for (const [k, c] of cases.entries()) runs[k].push(await mustRun(c))
  return cases.map((c, k) => {
    const m = {
      name: c.name,
      seconds: median(runs[k].map((r) => r.seconds)),
      cpu_seconds: median(runs[k].map((r) => r.cpu)),
      rss_mb: Math.max(...runs[k].map((r) => r.rssMb)),
      runs: runs[k].map((r) => +r.seconds.toFixed(3)),
    }
    seconds.set(
      m,
      runs[k].map((r) => r.seconds),
    )
    cpuSeconds.set(
      m,
      runs[k].map((r) => r.cpu),
    )
    console.log(
      `${c.name.padEnd(44)} median ${m.seconds.toFixed(3)} s (CPU ${m.cpu_seconds.toFixed(2)} s)   peak ${m.rss_mb.toFixed(0)} MB   runs ${m.runs.join(', ')}`,
    )
    return m
  })
}

/** The median, over runs, of a case's time over its floor's time in the same turn. */
const ratio = (c, floor) => pairedRatio(seconds.get(c), seconds.get(floor))

function git(...argv) {
  const r = spawnSync('git', argv, { cwd: root, encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : undefined
}

/** --against REF: this build and REF's on the same inputs, in pairs; prints the ratios, writes nothing. */
async function against(ref) {
  const sha = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
  if (!sha) {
    console.error(`bench: ${ref} is not a commit of this repository`)
    process.exit(2)
  }
  const refRoot = join(work, 'ref')
  mkdirSync(refRoot)
  const archive = spawnSync('git', ['archive', '--format=tar', sha, 'dist'], { cwd: root, maxBuffer: 1 << 30 })
  const refCli = join(refRoot, 'dist/cli/index.js')
  if (archive.status === 0) spawnSync('tar', ['-x', '-C', refRoot], { input: archive.stdout })
  if (!existsSync(refCli)) {
    console.error(`bench: ${ref} (${sha.slice(0, 7)}) has no dist/cli/index.js in git`)
    process.exit(2)
  }
  const changed = git('status', '--porcelain', '--', 'dist')
  console.log(
    `bench: this build (./dist${changed ? ', not committed' : `, as at ${git('rev-parse', '--short', 'HEAD')}`}) against ${ref} (${sha.slice(0, 7)}: its dist/ from git)${opts.quick ? ', --quick' : ''}`,
  )
  const inputs = await makeInputs()
  const n24 = await node24()
  const n24Version = n24 ? spawnSync(n24, ['--version'], { encoding: 'utf8' }).stdout.trim() : undefined
  console.log(machineLine())
  const flatArgs =
    (...more) =>
    (build, out) => [build, 'diagnose', inputs.flat, '--out', out, '--fail-on', 'never', ...more]
  const cases = [
    { name: `flat, ${SIZES.events.toLocaleString('en-US')} events`, argv: flatArgs() },
    { name: 'flat, --preset agents', argv: flatArgs('--preset', 'agents') },
    ...(n24 && n24 !== process.execPath ? [{ name: `flat, node ${n24Version}`, argv: flatArgs(), node: n24 }] : []),
    {
      name: `${SIZES.files.toLocaleString('en-US')} transcripts, --preset agents`,
      argv: (build, out) => [
        build,
        'diagnose',
        '--preset',
        'agents',
        '--out',
        out,
        '--fail-on',
        'never',
        inputs.manyDir,
      ],
    },
    {
      name: `${SIZES.copies} copies of one transcript`,
      argv: (build, out) => [build, 'diagnose', '--out', out, '--fail-on', 'never', ...inputs.peer.files],
    },
  ]
  const out = { this: join(work, 'report-this.json'), ref: join(work, 'report-ref.json') }
  const build = (c, who) => ({ name: c.name, node: c.node, argv: c.argv(who === 'this' ? cli : refCli, out[who]) })
  // A first run of each build warms the file cache and shows whether both can run the case.
  const live = []
  for (const c of cases) {
    const mine = await runOnce(build(c, 'this'))
    const theirs = await runOnce(build(c, 'ref'))
    if (mine.error || theirs.error) {
      console.log(
        `${c.name}: ${mine.error ? 'this build' : ref} cannot run it (${mine.error ?? theirs.error}): left out`,
      )
      continue
    }
    live.push({ ...c, same: readFileSync(out.this).equals(readFileSync(out.ref)), mine: [], theirs: [] })
  }
  let pairs = 0
  for (let lastRound = 0; anotherPair(SIZES, pairs, elapsed(), lastRound); pairs++) {
    const roundStart = elapsed()
    for (const c of live) {
      // The order swaps every pair, so that what comes second in a pair (a warmer cache, a
      // machine freed or taken meanwhile) does not favour one build.
      const first = pairs % 2 === 0 ? 'ref' : 'this'
      const a = await mustRun(build(c, first))
      const b = await mustRun(build(c, first === 'ref' ? 'this' : 'ref'))
      c.mine.push(first === 'ref' ? b : a)
      c.theirs.push(first === 'ref' ? a : b)
    }
    lastRound = elapsed() - roundStart
    console.log(`  pair ${pairs + 1} of each case done, ${elapsed().toFixed(0)} s`)
  }
  const rows = live.map((c) => {
    const wall = wallRatio(c.mine, c.theirs)
    return {
      name: c.name,
      wall: wall.ratio,
      calm: wall.used,
      cpu: pairedRatio(
        c.mine.map((r) => r.cpu),
        c.theirs.map((r) => r.cpu),
      ),
      peak: pairedRatio(
        c.mine.map((r) => r.rssMb),
        c.theirs.map((r) => r.rssMb),
      ),
      mineWall: median(c.mine.map((r) => r.seconds)),
      theirsWall: median(c.theirs.map((r) => r.seconds)),
      same: c.same,
    }
  })
  const width = Math.max(28, ...rows.map((r) => r.name.length)) + 2
  const timesWidth = Math.max(24, `median wall this / ${ref}`.length) + 3
  console.log(
    `\nthis build / ${ref}, medians of ${pairs} paired runs (above 1.00x: this build costs more; wall: over the\n` +
      `pairs whose runs both got their build's usual share of the CPU, "calm" of them)\n` +
      `${'case'.padEnd(width)}${'wall'.padStart(7)}${'CPU'.padStart(8)}${'peak'.padStart(8)}${'calm'.padStart(7)}   ${`median wall this / ${ref}`.padEnd(timesWidth)}report`,
  )
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)}${formatRatio(r.wall).padStart(7)}${formatRatio(r.cpu).padStart(8)}${formatRatio(r.peak).padStart(8)}${String(r.calm).padStart(7)}   ${`${r.mineWall.toFixed(2)} s / ${r.theirsWall.toFixed(2)} s`.padEnd(timesWidth)}${r.same ? 'same' : 'differs'}`,
    )
  console.log(
    `${elapsed().toFixed(0)} s in all; nothing written (docs/performance.md and bench/results.json are the full run's)`,
  )
  const over = overMaxRatio(rows, opts.maxRatio)
  if (over.length) {
    console.log(`\nabove --max-ratio ${opts.maxRatio}:\n${over.map((l) => `  ${l}`).join('\n')}`)
    process.exitCode = 1
  }
}

/** The full benchmark: each case against its floor or peer, targets with PASS or MISS. */
async function full() {
  const inputs = await makeInputs()
  const report = join(work, 'report.json')
  const htmlPage = join(work, 'report.html')
  const node = `node ${process.versions.node.split('.')[0]}`
  console.log(`${SIZES.runs} runs per case; ${machineLine()}`)
  const diagnose = (file, ...more) => [cli, 'diagnose', file, '--out', report, '--fail-on', 'never', ...more]
  const [floor, diag, diagHtml, agents] = await measureInTurns([
    { name: 'floor.mjs, flat', argv: [floorScript, inputs.flat], ok: [0] },
    { name: `diagnose, flat, ${node}`, argv: diagnose(inputs.flat) },
    { name: 'diagnose --html, flat', argv: diagnose(inputs.flat, '--html', htmlPage) },
    { name: `diagnose --preset agents, flat, ${node}`, argv: diagnose(inputs.flat, '--preset', 'agents') },
  ])
  const htmlMb = statSync(htmlPage).size / 1e6
  const n24 = await node24()
  const n24Version = n24 ? spawnSync(n24, ['--version'], { encoding: 'utf8' }).stdout.trim() : undefined
  // Node 24's cases, for their peak memory (the time is shown, not compared with the floor).
  const [diag24, agents24] = n24
    ? await measureInTurns([
        { name: `diagnose, flat, node ${n24Version}`, argv: diagnose(inputs.flat), node: n24 },
        {
          name: `diagnose --preset agents, flat, node ${n24Version}`,
          argv: diagnose(inputs.flat, '--preset', 'agents'),
          node: n24,
        },
      ])
    : []
  const small = join(work, `flat-${Math.round(SIZES.events / 10)}.jsonl`)
  await flatTrace(small, Math.round(SIZES.events / 10))
  const [floorSmall, diagSmall] = await measureInTurns([
    { name: 'floor.mjs, 1/10 events', argv: [floorScript, small], ok: [0] },
    { name: 'diagnose, 1/10 events', argv: diagnose(small) },
  ])
  const workspace = join(work, 'workspace')
  mkdirSync(workspace, { recursive: true })
  writeFileSync(join(workspace, 'session.jsonl'), readFileSync(join(root, 'examples/tool-loop.jsonl')))
  const [nodeStart, actionStart] = await measureInTurns([
    { name: 'node -e 0', argv: ['-e', '0'] },
    {
      name: 'action bundle, small session',
      argv: [action],
      env: {
        GITHUB_WORKSPACE: workspace,
        INPUT_SESSIONS: 'session.jsonl',
        'INPUT_FAIL-ON': 'never',
        'INPUT_COMMENT-ON': 'never',
        GITHUB_EVENT_NAME: 'push',
        GITHUB_OUTPUT: join(work, 'output.txt'),
        GITHUB_STEP_SUMMARY: join(work, 'summary.md'),
        RUNNER_TEMP: work,
      },
    },
  ])
  const manyReport = join(work, 'many-report.json')
  const manyOneReport = join(work, 'many-report-1.json')
  const many = (...more) => [cli, 'diagnose', '--preset', 'agents', '--fail-on', 'never', ...more, inputs.manyDir]
  const [manyFloor, manyPool, manyOne] = await measureInTurns([
    { name: 'floor-many.mjs, many', argv: [floorManyScript, inputs.manyDir], ok: [0] },
    { name: `many, --preset agents, ${availableParallelism()} threads`, argv: many('--out', manyReport) },
    { name: 'many, --preset agents, --workers 1', argv: many('--workers', '1', '--out', manyOneReport) },
  ])
  const identical = readFileSync(manyReport).equals(readFileSync(manyOneReport))
  console.log(`many: report byte-identical to --workers 1: ${identical}`)
  const cc = await ccusage()
  const [peerCcusage, peerDiag] = cc
    ? await measureInTurns([
        {
          name: `ccusage ${cc.version} session --json --offline`,
          argv: [cc.bin, 'session', '--json', '--offline'],
          env: { CLAUDE_CONFIG_DIR: inputs.peerDir },
          ok: [0],
        },
        {
          name: `diagnose, ${SIZES.copies} copies`,
          argv: [...diagnose(inputs.peer.files[0]), ...inputs.peer.files.slice(1)],
        },
      ])
    : []

  const files = SIZES.files.toLocaleString('en-US')
  // [key, measure, figure, target (undefined: shown only), unit, one of the speed targets]
  const measures = [
    ['diagnose_over_floor', 'flat: diagnose / floor.mjs', ratio(diag, floor), 1.3, 'x', true],
    ['agents_over_floor', 'flat: `--preset agents` / floor.mjs', ratio(agents, floor), 1.3, 'x', true],
    [
      'many_files_over_one_core_floor',
      `${files} transcripts, \`--preset agents\`, every core / floor-many.mjs (one core)`,
      ratio(manyPool, manyFloor),
      0.75,
      'x',
      true,
    ],
    ...(cc
      ? [
          [
            'peer_over_ccusage',
            `${SIZES.copies} transcripts: diagnose / ccusage ${cc.version}`,
            ratio(peerDiag, peerCcusage),
            0.5,
            'x',
            true,
          ],
        ]
      : []),
    ['peak_rss_mb', `peak memory, flat, ${node}`, diag.rss_mb, 300, ' MB', true],
    ['agents_peak_rss_mb', `peak memory, flat, \`--preset agents\`, ${node}`, agents.rss_mb, 300, ' MB', true],
    ...(diag24
      ? [
          ['node24_peak_rss_mb', `peak memory, flat, node ${n24Version}`, diag24.rss_mb, 300, ' MB', true],
          [
            'node24_agents_peak_rss_mb',
            `peak memory, flat, \`--preset agents\`, node ${n24Version}`,
            agents24.rss_mb,
            300,
            ' MB',
            true,
          ],
        ]
      : []),
    ['many_files_report_identical', 'many: report byte-identical to `--workers 1`', identical, true, '', true],
    [
      'many_files_one_worker_over_floor',
      'many, `--workers 1` / floor-many.mjs',
      ratio(manyOne, manyFloor),
      undefined,
      'x',
    ],
    ['many_files_peak_rss_mb', 'peak memory, many (whole process)', manyPool.rss_mb, 600, ' MB'],
    ['html_over_diagnose', 'flat: diagnose --html / diagnose', ratio(diagHtml, diag), 1.5, 'x'],
    ['html_report_mb', 'HTML report of the flat trace', htmlMb, 5, ' MB'],
    ['ten_times_events_time_ratio', 'time for 10x the events', diag.seconds / diagSmall.seconds, 12, 'x'],
    [
      'action_startup_over_node_s',
      'action start and small session, over `node -e 0`',
      median(seconds.get(actionStart).map((x, i) => x - seconds.get(nodeStart)[i])),
      0.3,
      ' s',
    ],
  ]
  const shown = (figure, unit) =>
    typeof figure === 'boolean'
      ? figure
        ? 'yes'
        : 'NO'
      : `${figure.toFixed(unit === ' MB' ? (figure < 10 ? 2 : 0) : unit === ' s' ? 3 : 2)}${unit}`
  const limit = (target, unit) =>
    target === undefined ? '' : typeof target === 'boolean' ? (target ? 'yes' : 'no') : `at most ${target}${unit}`
  console.log(`\n${'target'.padEnd(7)}${'figure'.padStart(10)}  ${'limit'.padEnd(16)}measure`)
  for (const [, what, figure, target, unit] of measures)
    console.log(
      `${(target === undefined ? '' : verdict(figure, target)).padEnd(7)}${shown(figure, unit).padStart(10)}  ${limit(target, unit).padEnd(16)}${what}`,
    )
  if (opts.quick) {
    console.log('\n--quick: figures of smaller inputs; nothing written (the targets are for the full inputs)')
    return
  }

  const results = {
    machine: {
      node: process.version,
      ...(n24Version ? { node24: n24Version } : {}),
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      available_parallelism: availableParallelism(),
      load_average_1m_at_start: +LOAD_AT_START.toFixed(2),
      memory_gib: Math.round(totalmem() / 2 ** 30),
    },
    inputs: {
      shared: Boolean(sharedBench && sharedClaude),
      flat: { events: SIZES.events, mb: +mb([inputs.flat]).toFixed(1) },
      many: { files: inputs.many.length, mb: +mb(inputs.many).toFixed(1) },
      peer: { copies: SIZES.copies, of: inputs.peer.source, mb: +mb(inputs.peer.files).toFixed(1) },
    },
    runs: SIZES.runs,
    cases: [
      floor,
      diag,
      diagHtml,
      agents,
      ...(diag24 ? [diag24, agents24] : []),
      floorSmall,
      diagSmall,
      nodeStart,
      actionStart,
      manyFloor,
      manyPool,
      manyOne,
      ...(cc ? [peerCcusage, peerDiag] : []),
    ].map((c) => ({
      ...c,
      seconds: +c.seconds.toFixed(3),
      cpu_seconds: +c.cpu_seconds.toFixed(3),
      rss_mb: +c.rss_mb.toFixed(1),
    })),
    figures: Object.fromEntries(
      measures.map(([key, , figure]) => [key, typeof figure === 'boolean' ? figure : +figure.toFixed(3)]),
    ),
    targets: Object.fromEntries(measures.filter((m) => m[3] !== undefined).map(([key, , , target]) => [key, target])),
    verdicts: Object.fromEntries(
      measures.filter((m) => m[3] !== undefined).map(([key, , figure, target]) => [key, verdict(figure, target)]),
    ),
    issue_32_targets: measures.filter((m) => m[5]).map(([key]) => key),
  }
  mkdirSync(join(root, 'bench'), { recursive: true })
  writeFileSync(join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n')
  console.log('written to bench/results.json')

  // docs/performance.md shows the latest figures, between its bench markers.
  const readme = join(root, 'docs/performance.md')
  const text = readFileSync(readme, 'utf8')
  const m = results.machine
  const i = results.inputs
  const figures = [
    `Latest run: a flat trace of ${i.flat.events.toLocaleString('en-US')} events (${i.flat.mb} MB), ${i.many.files.toLocaleString('en-US')} Claude Code transcripts (${i.many.mb} MB) and ${i.peer.copies} copies of one (${i.peer.mb} MB), ${i.shared ? 'from ../shared' : "the bench's own (no ../shared)"}; node ${m.node}${m.node24 ? ` and ${m.node24}` : ''}, ${m.cpu} x${m.cores} (${m.available_parallelism} cores available, load ${m.load_average_1m_at_start} at start), ${m.memory_gib} GiB; medians of ${SIZES.runs} runs, each case run in turn with its floor (run i of each right after run i of the one before); a ratio is the median of each turn's ratio.`,
    '',
    '| case | time | CPU | peak memory |',
    '| --- | --: | --: | --: |',
    ...results.cases.map(
      (c) => `| ${c.name} | ${c.seconds.toFixed(3)} s | ${c.cpu_seconds.toFixed(2)} s | ${c.rss_mb.toFixed(0)} MB |`,
    ),
    '',
    '| measure | figure | target | verdict |',
    '| --- | --: | --: | --- |',
    ...measures.map(
      ([, what, figure, target, unit]) =>
        `| ${what} | ${shown(figure, unit)} | ${limit(target, unit)} | ${target === undefined ? '' : verdict(figure, target)} |`,
    ),
  ].join('\n')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  if (text.includes(start) && text.includes(end)) {
    writeFileSync(
      readme,
      text.slice(0, text.indexOf(start) + start.length) + '\n' + figures + '\n' + text.slice(text.indexOf(end)),
    )
    console.log('docs/performance.md figures updated')
  }
}

/** Whether a file is JSON Lines: its first line a JSON value by itself. */
function jsonLines(file) {
  const first = readFileSync(file, 'utf8').split('\n', 1)[0]
  try {
    JSON.parse(first)
    return true
  } catch {
    return false
  }
}

/**
 * An OpenHands V1 conversation folder as JSON Lines (its events in order, then base_state.json,
 * one a line, as Entire stores them), for a file to repeat; undefined for another folder.
 */
function conversationLines(dir) {
  const events = join(dir, 'events')
  if (!existsSync(events)) return undefined
  const names = readdirSync(events)
    .filter((f) => /^event-\d+-.*\.json$/.test(f))
    .sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]))
  const lines = names.map((f) => JSON.stringify(JSON.parse(readFileSync(join(events, f), 'utf8'))))
  if (existsSync(join(dir, 'base_state.json')))
    lines.push(JSON.stringify(JSON.parse(readFileSync(join(dir, 'base_state.json'), 'utf8'))))
  const file = join(work, `${basename(dir)}.conversation.jsonl`)
  writeFileSync(file, lines.join('\n') + '\n')
  return file
}

/** The format the gate reads a file as, or undefined when it refuses it. */
async function readAs(file) {
  const r = await run(process.execPath, [cli, 'diagnose', '--json', '--fail-on', 'never', file], {
    timeoutMs: RUN_TIMEOUT_S * 1000,
  })
  if (r.status !== 0 && r.status !== 1) return undefined
  return JSON.parse(r.stdout).sessions[0]?.format
}

/**
 * --formats: each reader of the CI agents' formats on one large file, its largest real sample
 * (../shared/traces/<format>, else the fixtures) repeated to SIZES.records records, against
 * floor.mjs on the same file, in turns; prints the ratios and the target, writes nothing.
 */
/** The largest file `--formats` writes: 256 MB. */
const MAX_FORMAT_BYTES = 256 * 1024 * 1024

async function formats() {
  const traces = existsSync(join(shared, 'traces')) ? join(shared, 'traces') : join(root, '__fixtures__/traces')
  console.log(`bench --formats: ${SIZES.records.toLocaleString('en-US')} records a file, from ${traces}`)
  console.log(machineLine())
  const cases = []
  for (const format of FORMAT_CASES) {
    // The formats of late 2026 have their samples in ../shared/traces-next; the fixtures last.
    const dirs = [join(traces, format), join(shared, 'traces-next', format), join(root, '__fixtures__/traces', format)]
    const dir = dirs.find((d) => existsSync(d)) ?? dirs[0]
    const samples = dirs
      .filter((d) => existsSync(d))
      .map((d) =>
        readdirSync(d)
          .map((f) => join(d, f))
          .map((f) => (statSync(f).isDirectory() ? conversationLines(f) : f))
          .filter((f) => f !== undefined && ((/\.(jsonl|ndjson|json)$/.test(f) && jsonLines(f)) || /\.md$/.test(f)))
          .sort((a, b) => statSync(b).size - statSync(a).size || (a < b ? -1 : 1)),
      )
      .flat()
    // The largest sample read as this format (a shape refused by name, such as opencode's server
    // stream, or Copilot's OpenTelemetry file, read as otel, is no measure of this reader).
    let sample
    for (const f of samples)
      if ((await readAs(f)) === format) {
        sample = f
        break
      }
    if (sample === undefined) {
      console.log(`${format}: no sample in ${dir} that the gate reads, left out`)
      continue
    }
    // A text log (Aider's Markdown) is timed against floor.mjs on its JSON Lines twin. At most
    // MAX_FORMAT_BYTES a file: a sample of long lines repeated to --records would not fit in one string.
    const text = sample.endsWith('.md')
    const file = join(work, `${format}${text ? '.md' : '.jsonl'}`)
    const content = readFileSync(sample, 'utf8')
    const perLine = Buffer.byteLength(content) / Math.max(1, content.split('\n').filter((l) => l.trim() !== '').length)
    const records = Math.min(SIZES.records, Math.floor(MAX_FORMAT_BYTES / perLine))
    if (records < SIZES.records) console.log(`${format}: ${records.toLocaleString('en-US')} records (long lines)`)
    const long = repeatRecords(content, records)
    writeFileSync(file, long)
    const floorFile = text ? join(work, `${format}.twin.jsonl`) : file
    if (text) writeFileSync(floorFile, textTwin(long))
    const report = join(work, `${format}.report.json`)
    cases.push(
      {
        name: `${format} (${basename(sample)})`,
        argv: [cli, 'diagnose', '--out', report, '--fail-on', 'never', file],
      },
      { name: `floor.mjs, ${format}`, argv: [floorScript, floorFile] },
    )
  }
  const measured = await measureInTurns(cases)
  // The CPU ratio beside the wall one: on a machine shared with other work, the wall times say
  // as much about the load as about the reader.
  console.log(
    `\n| format | MB | diagnose | floor.mjs | ratio | CPU ratio | target |\n| --- | --: | --: | --: | --: | --: | --- |`,
  )
  let missed = 0
  for (let k = 0; k < measured.length; k += 2) {
    const r = ratio(measured[k], measured[k + 1])
    const cpu = pairedRatio(cpuSeconds.get(measured[k]), cpuSeconds.get(measured[k + 1]))
    if (!(r <= FORMAT_TARGET)) missed++
    const file = cases[k].argv.at(-1)
    console.log(
      `| ${cases[k].name} | ${mb([file]).toFixed(0)} | ${measured[k].seconds.toFixed(2)} s | ${measured[k + 1].seconds.toFixed(2)} s | ${formatRatio(r)} | ${formatRatio(cpu)} | ${verdict(r, FORMAT_TARGET)} (${FORMAT_TARGET}x) |`,
    )
  }
  console.log(`\n${missed} of ${measured.length / 2} formats over ${FORMAT_TARGET}x floor.mjs; nothing written`)
}

if (opts.formats) await formats()
else if (opts.against !== undefined) await against(opts.against)
else await full()

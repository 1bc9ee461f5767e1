// The benchmark: `npm run bench` (after `npm run bundle`).
//
// It makes its inputs itself (deterministic: a seeded generator, realistic mixes of mostly
// distinct tool calls with some loops, outputs, usage, memory and context events), then runs
// each case several times in fresh processes, in turns with its floor (run i of each case right
// after run i of the one before, so that a drift in the machine's speed reaches both alike), and
// prints medians; a ratio is the median of the turns' ratios:
//   - floor:   Node streaming the 1,000,000-event file and JSON.parse-ing each line, nothing else;
//   - diagnose: the bundled CLI diagnosing the same file end to end, report written;
//   - diagnose --html: the same, with the HTML report written too (its timeline is collected
//              in the same pass; it should cost at most 1.5 times diagnose, and the page weigh
//              at most 5 MB);
//   - linear:  the same on a 100,000-event file (ten times the events should cost at most
//              twelve times the time);
//   - startup: the action's bundle on a small session against `node -e 0`;
//   - agents:  the 1,000,000-event file under `--preset agents`, against the same floor;
//   - Node 24: diagnose and agents again under Node 24 (the action's runtime), for their peak
//              memory: its young generation is sized by the machine's memory. When this Node is
//              not 24, npm installs node-<os>-<cpu>@24 into a scratch folder, once;
//   - many files: 2000 transcripts made from the fixtures' real ones (__fixtures__/traces, their
//              records repeated with fresh ids and their placeholder texts filled to the lengths
//              real outputs have), diagnosed on every core and with `--workers 1`, against the
//              one-core floor: one process that streams and JSON.parses every file, nothing else.
//              The two reports must be byte-identical.
// Peak memory is each process's max RSS. Results go to bench/results.json.
//
// Options: --events N (default 1000000), --runs N (default 3), --files N (default 2000),
// --keep (keep the inputs).
import { spawnSync } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const args = process.argv.slice(2)
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? def : Number(args[i + 1])
}
const EVENTS = opt('events', 1_000_000)
const RUNS = opt('runs', 3)
const FILES = opt('files', 2000)
const KEEP = args.includes('--keep')
const LOAD_AT_START = loadavg()[0]
const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const work = join(tmpdir(), 'agent-trust-gate-bench')
mkdirSync(work, { recursive: true })

const cli = join(root, 'dist/cli/index.js')
const action = join(root, 'dist/index.js')
if (!existsSync(cli) || !existsSync(action)) {
  console.error('bench: dist/ is missing; run `npm run bundle` first')
  process.exit(2)
}

// A small, seeded generator (mulberry32): the same inputs on every machine.
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TOOLS = [
  'read_file',
  'edit_file',
  'bash',
  'grep',
  'list_dir',
  'web_fetch',
  'run_tests',
  'write_file',
  'search_code',
  'git_diff',
]

async function makeTrace(path, events) {
  if (existsSync(path)) return
  const random = rng(events)
  const out = createWriteStream(path)
  let buffer = ''
  let loop = 0
  let looped
  for (let i = 0; i < events; i++) {
    let e
    const r = loop > 0 ? -1 : random()
    if (loop > 0) {
      loop--
      e = { ...looped, call_id: `c${i}` }
    } else if (r < 0.35) {
      const tool = TOOLS[Math.floor(random() * TOOLS.length)]
      e = {
        event: 'tool_call',
        tool,
        args: { path: `src/module_${Math.floor(random() * 1e9)}.ts`, line: Math.floor(random() * 900) },
        call_id: `c${i}`,
      }
      if (random() < 0.001) {
        // An occasional loop: the same call three to six times in a row.
        loop = 2 + Math.floor(random() * 4)
        looped = e
      }
    } else if (r < 0.65) {
      e = {
        event: 'tool_output',
        tool: TOOLS[Math.floor(random() * TOOLS.length)],
        call_id: `c${i - 1}`,
        status: 'ok',
        used: random() > 0.0005,
      }
    } else if (r < 0.85) {
      const input = Math.floor(random() * 3000)
      const output = Math.floor(random() * 800)
      e = { event: 'token_usage', usage: { input, output, cache_read: 0, cache_write: 0, total: input + output } }
    } else if (r < 0.9) {
      e = {
        event: 'memory_event',
        action: random() < 0.995 ? 'store' : 'miss',
        key: `note_${Math.floor(random() * 5000)}`,
      }
    } else if (r < 0.95) {
      e = { event: 'context_event', saturation: Math.floor(random() * 90), tokens: Math.floor(random() * 180000) }
    } else if (r < 0.98) {
      e = { event: 'decision', summary: 'continue with the plan', step: i }
    } else if (r < 0.99) {
      e = { event: 'retry_event', reason: 'rate_limited', attempt: 1 + Math.floor(random() * 3) }
    } else {
      e = { event: 'error_event', message: 'command exited with status 1', code: 1 }
    }
    // Ids and times as agents write them (derived from the position: no clock).
    e = {
      event_id: `evt-${String(i).padStart(7, '0')}`,
      ...e,
      ts: `2026-01-01T${String(Math.floor(i / 3600000) % 24).padStart(2, '0')}:${String(Math.floor(i / 60000) % 60).padStart(2, '0')}:${String(Math.floor(i / 1000) % 60).padStart(2, '0')}.${String(i % 1000).padStart(3, '0')}Z`,
    }
    buffer += JSON.stringify(e) + '\n'
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise((r) => out.once('drain', r))
      buffer = ''
    }
  }
  out.write(buffer)
  await new Promise((r) => out.end(r))
}

// The floor: stream the file and JSON.parse each line, in the plainest efficient way.
const floorScript = join(work, 'floor.mjs')
writeFileSync(
  floorScript,
  `import { createReadStream } from 'node:fs'
let carry = '', n = 0
for await (const chunk of createReadStream(process.argv[2], { encoding: 'utf8', highWaterMark: 1 << 20 })) {
  const text = carry + chunk
  let start = 0
  for (let nl = text.indexOf('\\n'); nl !== -1; nl = text.indexOf('\\n', start)) {
    if (nl > start) { JSON.parse(text.slice(start, nl)); n++ }
    start = nl + 1
  }
  carry = text.slice(start)
}
if (carry) { JSON.parse(carry); n++ }
process.stdout.write(String(n) + '\\n')
`,
)
// Many files: the fixtures' real JSONL transcripts, each bench file one of them with its
// records repeated (a longer session), ids made fresh per repetition, and the placeholder texts
// the fixtures carry ("[output]", "[thinking]", ...) filled to lengths real sessions have.
function fixtureTranscripts() {
  const out = []
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (name.endsWith('.jsonl') && !p.includes('critiqor')) out.push(p)
    }
  }
  walk(join(root, '__fixtures__/traces'))
  return out.map((p) => ({
    path: p,
    ...oneSession(
      readFileSync(p, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== ''),
    ),
  }))
}

/**
 * A fixture as one session's transcript: the records that open it (up to a stream's init record,
 * or the first) and the body that is repeated. A stream fixture of several runs (`claude -p` run
 * more than once into one file) gives its first run: repeating all of them would make each file
 * hundreds of runs of a few events, which no real transcript is.
 */
function oneSession(lines) {
  const isInit = (l) => l.includes('"subtype":"init"')
  if (lines.filter(isInit).length > 1)
    lines = lines.slice(0, lines.findIndex((l) => l.startsWith('{"type":"result"')) + 1)
  const open = Math.max(1, lines.findIndex(isInit) + 1)
  return { head: lines.slice(0, open), body: lines.slice(open) }
}

const WORDS = 'the of build test file error return value function module import line result passed failed'.split(' ')

/** Words as a tool's output or a reply holds them, JSON-escaped for a string's inside. */
function filler(random, length) {
  let s = ''
  while (s.length < length) s += WORDS[Math.floor(random() * WORDS.length)] + (random() < 0.1 ? '\n' : ' ')
  return JSON.stringify(s.slice(0, length)).slice(1, -1)
}

function makeManyFiles(dir, count) {
  // The marker names the generation, so that a directory an older generator made is made again.
  const marker = join(dir, '.complete-2')
  if (existsSync(marker)) return
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const templates = fixtureTranscripts()
  const random = rng(count)
  for (let k = 0; k < count; k++) {
    const t = templates[k % templates.length]
    // Sessions from a few KB to about a MB: log-uniform, as real ones spread.
    const target = Math.floor(Math.exp(Math.log(8e3) + random() * (Math.log(1.2e6) - Math.log(8e3))))
    const { head, body } = t
    const parts = [...head]
    let size = head.reduce((a, l) => a + l.length + 1, 0)
    for (let rep = 0; size < target; rep++) {
      for (const line of body.length ? body : head) {
        const text = line
          .replace(/(toolu_|call_|msg_|fc_|resp_)([A-Za-z0-9]+)/g, (_, p, id) => `${p}${id}r${rep}`)
          .replace(/"(uuid|parentUuid|id|call_id|callId|toolCallId)":"([^"]*)"/g, (_, key, id) =>
            id ? `"${key}":"${id}-r${rep}"` : `"${key}":""`,
          )
          .replace(/\[(output|reply|text|user message|thinking|agent_message|subagent report|message)\]/g, (_, what) =>
            filler(random, what === 'output' ? Math.floor(200 + random() * 6000) : Math.floor(40 + random() * 800)),
          )
        parts.push(text)
        size += text.length + 1
      }
    }
    writeFileSync(
      join(dir, `${String(k).padStart(4, '0')}-${t.path.split('/').slice(-2).join('-')}`),
      parts.join('\n') + '\n',
    )
  }
  writeFileSync(marker, '')
}

// The one-core floor for many files: stream and JSON.parse every trace file of a directory.
const floorManyScript = join(work, 'floor-many.mjs')
writeFileSync(
  floorManyScript,
  `import { createReadStream, readdirSync } from 'node:fs'
import { join } from 'node:path'
let n = 0
for (const name of readdirSync(process.argv[2]).filter((f) => f.endsWith('.jsonl')).sort()) {
  let carry = ''
  for await (const chunk of createReadStream(join(process.argv[2], name), { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const text = carry + chunk
    let start = 0
    for (let nl = text.indexOf('\\n'); nl !== -1; nl = text.indexOf('\\n', start)) {
      if (nl > start) { JSON.parse(text.slice(start, nl)); n++ }
      start = nl + 1
    }
    carry = text.slice(start)
  }
  if (carry) { JSON.parse(carry); n++ }
}
process.stdout.write(String(n) + '\\n')
`,
)

// Reports the process's peak memory on exit, on stderr's last line.
const rssHook = join(work, 'rss-hook.mjs')
writeFileSync(
  rssHook,
  `import { writeSync } from 'node:fs'\nprocess.on('exit', () => writeSync(2, '\\nBENCH_MAX_RSS_KB=' + process.resourceUsage().maxRSS + '\\n'))\n`,
)

/**
 * A Node 24 binary: this one when it is 24, else npm's node-<os>-<cpu>@24, installed once into a
 * scratch folder (kept between runs). Undefined, with a line saying why, when it cannot be had.
 */
function node24() {
  if (process.versions.node.split('.')[0] === '24') return process.execPath
  const dir = join(tmpdir(), 'agent-trust-gate-node24')
  const pkg = `node-${process.platform}-${process.arch}`
  const bin = join(dir, 'node_modules', pkg, 'bin', 'node')
  if (!existsSync(bin)) {
    console.log(`installing ${pkg}@24 into ${dir} ...`)
    mkdirSync(dir, { recursive: true })
    const r = spawnSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `${pkg}@24`], {
      stdio: 'inherit',
    })
    if (r.status !== 0 || !existsSync(bin)) {
      console.log(`bench: no Node 24 (npm install ${pkg}@24 failed): its cases are left out`)
      return undefined
    }
  }
  return bin
}

function timeRun(argv, env = {}, ok = [0, 1], node = process.execPath) {
  const t0 = process.hrtime.bigint()
  const r = spawnSync(node, ['--import', rssHook, ...argv], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 1 << 26,
  })
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9
  if (!ok.includes(r.status)) {
    console.error(r.stderr)
    throw new Error(`bench: ${argv.join(' ')} exited with ${r.status}`)
  }
  const rss = Number(/BENCH_MAX_RSS_KB=(\d+)/.exec(r.stderr)?.[1] ?? NaN)
  return { seconds, rssMb: rss / 1024 }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** The unrounded times of each case's runs, for the ratios. */
const seconds = new Map()

/**
 * Cases measured in turns: run i of each case right after run i of the case before it, so that a
 * drift in the machine's speed (other load on the host) reaches a case and its floor alike. A case
 * is { name, argv, env, ok }; a floor must exit 0, the CLI 0 or 1 (its verdict). For each case,
 * the median time and the peak memory.
 */
function measureInTurns(cases) {
  const runs = cases.map(() => [])
  for (let i = 0; i < RUNS; i++) cases.forEach((c, k) => runs[k].push(timeRun(c.argv, c.env ?? {}, c.ok, c.node)))
  return cases.map((c, k) => {
    const m = {
      name: c.name,
      seconds: median(runs[k].map((r) => r.seconds)),
      rss_mb: Math.max(...runs[k].map((r) => r.rssMb)),
      runs: runs[k].map((r) => +r.seconds.toFixed(3)),
    }
    seconds.set(
      m,
      runs[k].map((r) => r.seconds),
    )
    console.log(
      `${c.name.padEnd(28)} median ${m.seconds.toFixed(3)} s   peak RSS ${m.rss_mb.toFixed(0)} MB   runs ${m.runs.join(', ')}`,
    )
    return m
  })
}

/** The median, over runs, of a case's time over its floor's time in the same turn. */
const ratio = (c, floor) => median(seconds.get(c).map((x, i) => x / seconds.get(floor)[i]))

const big = join(work, `trace-v2-${EVENTS}.jsonl`)
const small = join(work, `trace-v2-${EVENTS / 10}.jsonl`)
console.log(`making inputs in ${work} ...`)
await makeTrace(big, EVENTS)
await makeTrace(small, EVENTS / 10)
const sizeMb = readFileSync(big).length / 1e6
const sessionFile = join(root, 'examples/tool-loop.jsonl')
const report = join(work, 'report.json')

console.log(
  `${EVENTS} events, ${sizeMb.toFixed(0)} MB; ${RUNS} runs per case; node ${process.version}; ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
)
const htmlPage = join(work, 'report.html')
const [floor, diag, diagHtml, agents] = measureInTurns([
  { name: 'floor (stream + JSON.parse)', argv: [floorScript, big], ok: [0] },
  { name: 'diagnose, report written', argv: [cli, 'diagnose', big, '--out', report, '--fail-on', 'never'] },
  {
    name: 'diagnose --html',
    argv: [cli, 'diagnose', big, '--out', report, '--html', htmlPage, '--fail-on', 'never'],
  },
  {
    name: 'diagnose, --preset agents',
    argv: [cli, 'diagnose', big, '--preset', 'agents', '--out', report, '--fail-on', 'never'],
  },
])
const node24Bin = node24()
const node24Version = node24Bin ? spawnSync(node24Bin, ['--version'], { encoding: 'utf8' }).stdout.trim() : undefined
// Node 24's cases, for their peak memory (the time is shown, not compared with the floor).
const [diag24, agents24] = node24Bin
  ? measureInTurns([
      {
        name: `diagnose, node ${node24Version}`,
        argv: [cli, 'diagnose', big, '--out', report, '--fail-on', 'never'],
        node: node24Bin,
      },
      {
        name: `--preset agents, node ${node24Version}`,
        argv: [cli, 'diagnose', big, '--preset', 'agents', '--out', report, '--fail-on', 'never'],
        node: node24Bin,
      },
    ])
  : []
const htmlMb = statSync(htmlPage).size / 1e6
console.log(`${'HTML report size'.padEnd(28)} ${htmlMb.toFixed(2)} MB`)
const [floorSmall, diagSmall] = measureInTurns([
  { name: 'floor, 1/10 events', argv: [floorScript, small], ok: [0] },
  { name: 'diagnose, 1/10 events', argv: [cli, 'diagnose', small, '--out', report, '--fail-on', 'never'] },
])
const workspace = join(work, 'workspace')
mkdirSync(workspace, { recursive: true })
writeFileSync(join(workspace, 'session.jsonl'), readFileSync(sessionFile))
const [nodeStart, actionStart] = measureInTurns([
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

const many = join(work, `many-${FILES}`)
makeManyFiles(many, FILES)
const manyFiles = readdirSync(many).filter((f) => f.endsWith('.jsonl'))
const manyMb = manyFiles.reduce((a, f) => a + statSync(join(many, f)).size, 0) / 1e6
console.log(
  `${manyFiles.length} files, ${manyMb.toFixed(0)} MB, from the fixtures' transcripts; load ${loadavg()[0].toFixed(2)}`,
)
const manyReport = join(work, 'many-report.json')
const manyOneReport = join(work, 'many-report-1.json')
const [manyFloor, manyPool, manyOne] = measureInTurns([
  { name: 'many files: floor, one core', argv: [floorManyScript, many], ok: [0] },
  {
    name: `many files: ${availableParallelism()} workers`,
    argv: [cli, 'diagnose', many, '--out', manyReport, '--fail-on', 'never'],
  },
  {
    name: 'many files: --workers 1',
    argv: [cli, 'diagnose', many, '--workers', '1', '--out', manyOneReport, '--fail-on', 'never'],
  },
])
const identical = readFileSync(manyReport).equals(readFileSync(manyOneReport))
console.log(`many files: report byte-identical to --workers 1: ${identical}`)

const results = {
  machine: {
    node: process.version,
    ...(node24Version ? { node24: node24Version } : {}),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    available_parallelism: availableParallelism(),
    load_average_1m_at_start: +LOAD_AT_START.toFixed(2),
    memory_gib: Math.round(totalmem() / 2 ** 30),
  },
  events: EVENTS,
  file_mb: +sizeMb.toFixed(1),
  runs: RUNS,
  many_files: { files: manyFiles.length, mb: +manyMb.toFixed(1) },
  html_mb: +htmlMb.toFixed(2),
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
  ],
  ratios: {
    diagnose_over_floor: +ratio(diag, floor).toFixed(2),
    agents_over_floor: +ratio(agents, floor).toFixed(2),
    agents_peak_rss_mb: +agents.rss_mb.toFixed(0),
    ...(diag24
      ? {
          node24_peak_rss_mb: +diag24.rss_mb.toFixed(0),
          node24_agents_peak_rss_mb: +agents24.rss_mb.toFixed(0),
        }
      : {}),
    many_files_over_one_core_floor: +ratio(manyPool, manyFloor).toFixed(2),
    many_files_one_worker_over_floor: +ratio(manyOne, manyFloor).toFixed(2),
    many_files_peak_rss_mb: +manyPool.rss_mb.toFixed(0),
    many_files_report_identical: identical,
    peak_rss_mb: +diag.rss_mb.toFixed(0),
    html_over_diagnose: +ratio(diagHtml, diag).toFixed(2),
    html_report_mb: +htmlMb.toFixed(2),
    ten_times_events_time_ratio: +(diag.seconds / diagSmall.seconds).toFixed(2),
    action_startup_over_node_s: +median(seconds.get(actionStart).map((x, i) => x - seconds.get(nodeStart)[i])).toFixed(
      3,
    ),
  },
  targets: {
    diagnose_over_floor: 1.2,
    agents_over_floor: 1.2,
    agents_peak_rss_mb: 300,
    node24_peak_rss_mb: 300,
    node24_agents_peak_rss_mb: 300,
    many_files_over_one_core_floor: 0.75,
    many_files_peak_rss_mb: 600,
    many_files_report_identical: true,
    peak_rss_mb: 300,
    html_over_diagnose: 1.5,
    html_report_mb: 5,
    ten_times_events_time_ratio: 12,
    action_startup_over_node_s: 0.3,
  },
}
console.log('\nratios:', JSON.stringify(results.ratios))
mkdirSync(join(root, 'bench'), { recursive: true })
writeFileSync(join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n')
console.log('written to bench/results.json')

// The README shows the latest figures, between its bench markers.
const readme = join(root, 'README.md')
const text = readFileSync(readme, 'utf8')
const m = results.machine
const row = (c) => `| ${c.name} | ${c.seconds.toFixed(3)} s | ${c.rss_mb.toFixed(0)} MB |`
const r = results.ratios
const t = results.targets
const figures = [
  `Latest run: ${EVENTS.toLocaleString('en-US')} events (${results.file_mb} MB) and ${results.many_files.files.toLocaleString('en-US')} files (${results.many_files.mb} MB), node ${m.node}, ${m.cpu} x${m.cores} (${m.available_parallelism} cores available, load ${m.load_average_1m_at_start} at start), ${m.memory_gib} GiB; medians of ${RUNS} runs, each case run in turn with its floor (run i of each right after run i of the one before); a ratio is the median of each turn's ratio.`,
  '',
  '| case | time | peak memory |',
  '| --- | --: | --: |',
  ...results.cases.map(row),
  '',
  '| measure | figure | target |',
  '| --- | --: | --: |',
  `| diagnose time / floor (stream + JSON.parse) | ${r.diagnose_over_floor}x | at most ${t.diagnose_over_floor}x |`,
  `| \`--preset agents\` time / floor | ${r.agents_over_floor}x | at most ${t.agents_over_floor}x |`,
  `| peak memory, \`--preset agents\` | ${r.agents_peak_rss_mb} MB | under ${t.agents_peak_rss_mb} MB |`,
  ...(r.node24_peak_rss_mb !== undefined
    ? [
        `| peak memory, 1,000,000 events, node ${m.node24} | ${r.node24_peak_rss_mb} MB | under ${t.node24_peak_rss_mb} MB |`,
        `| peak memory, \`--preset agents\`, node ${m.node24} | ${r.node24_agents_peak_rss_mb} MB | under ${t.node24_agents_peak_rss_mb} MB |`,
      ]
    : []),
  `| many files, every core / one-core floor | ${r.many_files_over_one_core_floor}x | at most ${t.many_files_over_one_core_floor}x |`,
  `| many files, \`--workers 1\` / one-core floor | ${r.many_files_one_worker_over_floor}x | |`,
  `| peak memory, many files (whole process) | ${r.many_files_peak_rss_mb} MB | under ${t.many_files_peak_rss_mb} MB |`,
  `| many files: report byte-identical to \`--workers 1\` | ${r.many_files_report_identical ? 'yes' : 'NO'} | yes |`,
  `| peak memory, 1,000,000 events | ${r.peak_rss_mb} MB | under ${t.peak_rss_mb} MB |`,
  `| diagnose --html time / diagnose | ${r.html_over_diagnose}x | at most ${t.html_over_diagnose}x |`,
  `| HTML report, 1,000,000 events | ${r.html_report_mb} MB | at most ${t.html_report_mb} MB |`,
  `| time for 10x the events | ${r.ten_times_events_time_ratio}x | at most ${t.ten_times_events_time_ratio}x |`,
  `| action start and small session, over \`node -e 0\` | ${r.action_startup_over_node_s} s | under ${t.action_startup_over_node_s} s |`,
].join('\n')
const start = '<!-- bench:start -->'
const end = '<!-- bench:end -->'
if (text.includes(start) && text.includes(end)) {
  writeFileSync(
    readme,
    text.slice(0, text.indexOf(start) + start.length) + '\n' + figures + '\n' + text.slice(text.indexOf(end)),
  )
  console.log('README.md figures updated')
}
if (!KEEP) rmSync(work, { recursive: true, force: true })

// The benchmark's options, sizes and arithmetic (scripts/bench.mjs runs it), kept apart so that
// a test can check them without running anything.

export const USAGE = `usage: npm run bench -- [options]

  (no option)      the full benchmark: each case against its floor or peer, the targets with
                   PASS or MISS; writes bench/results.json and docs/performance.md's figures
  --against REF    pair this build (./dist) with the build committed at REF (its dist/, taken
                   from git) on the same cases, in turns, and print this build's time over
                   REF's for each case (wall, CPU, peak memory); writes nothing
  --quick          smaller inputs and fewer runs (within 2 minutes on 2 cores); without
                   --against it prints its figures and writes nothing
  --max-ratio X    with --against: exit 1 when a ratio is above X (for CI)
  --pairs N        with --against: paired runs per case (default 7; --quick up to 21, at
                   least 7, as many as fit in its time)
  --runs N         without --against: runs per case (default 3)
  --events N       events of the flat trace (default 1000000, quick 100000)
  --files N        transcripts of the many-files case (default 2000, quick 50; the peer
                   case has 50 copies of one, quick 10)
  --keep           keep the scratch folder with the inputs
  --formats        each reader of the CI agents' formats on one large file (a real sample's
                   records repeated to --records), against floor.mjs on the same file; the
                   target (1.3x) with PASS or MISS; writes nothing
  --records N      records of each --formats file (default 100000, quick 20000)
  -h, --help       this text`

/** An error in the command line: bench.mjs prints it with the usage and exits 2. */
export class BenchArgsError extends Error {}

const COUNTS = new Set(['--events', '--files', '--runs', '--pairs', '--records'])

/**
 * The bench's command line as options; throws BenchArgsError on an unknown option, a missing or
 * malformed value, or an option that applies only with --against.
 */
export function parseBenchArgs(argv) {
  const o = { against: undefined, quick: false, keep: false, help: false, maxRatio: undefined, formats: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1
    const name = eq === -1 ? arg : arg.slice(0, eq)
    const inline = eq === -1 ? undefined : arg.slice(eq + 1)
    const value = () => {
      if (inline !== undefined) return inline
      const v = argv[i + 1]
      if (v === undefined || v.startsWith('--')) throw new BenchArgsError(`${name} needs a value`)
      i++
      return v
    }
    const flag = (key) => {
      if (inline !== undefined) throw new BenchArgsError(`${name} takes no value`)
      o[key] = true
    }
    if (name === '--against') {
      const ref = value()
      if (ref === '' || ref.startsWith('-')) throw new BenchArgsError(`--against needs a commit, not "${ref}"`)
      o.against = ref
    } else if (name === '--quick') flag('quick')
    else if (name === '--keep') flag('keep')
    else if (name === '--formats') flag('formats')
    else if (name === '--help' || name === '-h') flag('help')
    else if (name === '--max-ratio') {
      const text = value()
      const x = Number(text)
      if (!/^\d+(\.\d+)?$/.test(text) || !(x > 0))
        throw new BenchArgsError(`--max-ratio needs a number above 0, not "${text}"`)
      o.maxRatio = x
    } else if (COUNTS.has(name)) {
      const text = value()
      if (!/^[1-9]\d*$/.test(text)) throw new BenchArgsError(`${name} needs a whole number above 0, not "${text}"`)
      o[name.slice(2)] = Number(text)
    } else throw new BenchArgsError(`unknown option ${arg}`)
  }
  if (o.formats && o.against !== undefined) throw new BenchArgsError('--formats does not go with --against')
  if (o.records !== undefined && !o.formats) throw new BenchArgsError('--records applies to --formats only')
  if (o.against === undefined) {
    if (o.maxRatio !== undefined) throw new BenchArgsError('--max-ratio applies to --against only')
    if (o.pairs !== undefined) throw new BenchArgsError('--pairs applies to --against only (use --runs)')
  } else if (o.runs !== undefined) throw new BenchArgsError('--runs does not apply to --against (use --pairs)')
  return o
}

/** The inputs' sizes and the number of runs for the options. */
export function benchSizes(o) {
  const pairs = o.pairs ?? (o.quick ? 21 : 7)
  return {
    events: o.events ?? (o.quick ? 100_000 : 1_000_000),
    records: o.records ?? (o.quick ? 20_000 : 100_000),
    files: o.files ?? (o.quick ? 50 : 2000),
    copies: o.quick ? 10 : 50,
    runs: o.runs ?? 3,
    pairs,
    // --quick stops adding pairs once budgetSeconds have passed (counted from the bench's start,
    // the inputs' making included) and each case has minPairs, and before a pair that would end
    // past limitSeconds (a loaded machine) once each case has 5: within 2 minutes in all.
    minPairs: Math.min(7, pairs),
    budgetSeconds: o.quick ? 75 : Infinity,
    limitSeconds: o.quick ? 105 : Infinity,
  }
}

export const median = (xs) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** The median, over the pairs, of a[i] / b[i]. */
export const pairedRatio = (a, b) => median(a.map((x, i) => x / b[i]))

/** A ratio as the bench prints it: 1.04x. */
export const formatRatio = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : 'n/a')

/** PASS when the figure meets its target (at most the limit; equal for a yes/no), else MISS. */
export const verdict = (figure, target) =>
  typeof target === 'boolean' ? (figure === target ? 'PASS' : 'MISS') : figure <= target ? 'PASS' : 'MISS'

/**
 * The ratios of --against's rows above `max`, as "case: measure N.NNx" lines (none when max is
 * undefined). A row is { name, wall, cpu, peak }; a missing or unmeasured ratio is not above.
 */
export function overMaxRatio(rows, max) {
  if (max === undefined) return []
  return rows.flatMap((r) =>
    ['wall', 'cpu', 'peak']
      .filter((k) => Number.isFinite(r[k]) && r[k] > max)
      .map((k) => `${r.name}: ${k === 'cpu' ? 'CPU' : k} ${formatRatio(r[k])}`),
  )
}

/**
 * Whether --against starts pair number `done` + 1, given the seconds spent so far and the last
 * round's (one pair of every case).
 */
export function anotherPair(sizes, done, spent, lastRound) {
  if (done >= sizes.pairs) return false
  if (done >= sizes.minPairs && spent > sizes.budgetSeconds) return false
  return done < Math.min(5, sizes.minPairs) || spent + lastRound <= sizes.limitSeconds
}

/**
 * The wall-time ratio of --against: the median of the paired ratios, over the pairs whose two
 * runs both got their usual share of the CPU. A run's share is its CPU time over its wall time;
 * one more than `tolerance` (relative) away from the median share of its build's runs ran while
 * the machine's load changed under it, and its pair says more about the load than about the
 * build. Each build is held to its own usual share, so a build that waits more than the other is
 * not left out for it. With fewer than half the pairs left, all of them count. Returns
 * { ratio, used } (used: the pairs counted).
 */
export function wallRatio(mine, theirs, tolerance = 0.2) {
  const share = (r) => r.cpu / r.seconds
  const usual = (runs) => {
    const m = median(runs.map(share))
    return (r) => Math.abs(share(r) / m - 1) <= tolerance
  }
  const mineUsual = usual(mine)
  const theirsUsual = usual(theirs)
  const calm = mine.map((r, i) => i).filter((i) => mineUsual(mine[i]) && theirsUsual(theirs[i]))
  const used = calm.length * 2 >= mine.length ? calm : mine.map((r, i) => i)
  return {
    ratio: median(used.map((i) => mine[i].seconds / theirs[i].seconds)),
    used: used.length,
  }
}

/** The formats of the CI agents' readers that `--formats` times: JSON Lines, one record a line. */
export const FORMAT_CASES = [
  'amp',
  'copilot-cli',
  'cursor-cli',
  'droid',
  'kimi-cli',
  'opencode',
  'qwen-code',
  'junie',
  'aider',
  // The readers of late 2026: their samples in ../shared/traces, else ../shared/traces-next.
  'claude-stream',
  'codex-exec',
  'gemini-cli',
  'openhands',
]

/**
 * The JSON Lines twin of a text log (Aider's chat history, read as text lines): each non-blank
 * line as a JSON string, the same records for floor.mjs to read, which parses JSON only.
 */
export function textTwin(text) {
  return (
    text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.stringify(l))
      .join('\n') + '\n'
  )
}

/** The target of `--formats`: each reader on its large file within this much of floor.mjs. */
export const FORMAT_TARGET = 1.3

/**
 * One run of `records` records made of a JSON Lines sample (the large file `--formats` times):
 * its first record (a stream's start) once, the records between repeated in order, its last
 * record (how the run ended) once, so that the file is one long run, not many short ones. A
 * sample of one or two records is repeated whole. Blank lines are left out.
 */
export function repeatRecords(text, records) {
  const lines = text.split('\n').filter((l) => l.trim() !== '')
  if (lines.length === 0 || records <= 0) return ''
  const body = lines.length > 2 ? lines.slice(1, -1) : lines
  const out = lines.length > 2 ? [lines[0]] : []
  const last = lines.length > 2 ? 1 : 0
  for (let i = 0; out.length < records - last; i++) out.push(body[i % body.length])
  if (last) out.push(lines[lines.length - 1])
  return out.join('\n') + '\n'
}

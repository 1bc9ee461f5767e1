/**
 * The benchmark's command line and arithmetic (scripts/bench-lib.mjs): what `npm run bench`
 * accepts and refuses, the sizes of --quick, the paired ratios and --max-ratio. Nothing is run.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import {
  anotherPair,
  benchSizes,
  formatRatio,
  median,
  overMaxRatio,
  pairedRatio,
  parseBenchArgs,
  repeatRecords,
  verdict,
  wallRatio,
} from '../../scripts/bench-lib.mjs'

const repo = fileURLToPath(new URL('../..', import.meta.url))

describe('the bench command line', () => {
  it('reads --against, --quick and --max-ratio, in either form', () => {
    expect(parseBenchArgs(['--against', 'HEAD~3', '--quick', '--max-ratio', '1.25'])).toMatchObject({
      against: 'HEAD~3',
      quick: true,
      maxRatio: 1.25,
    })
    expect(parseBenchArgs(['--against=a047909', '--max-ratio=2', '--pairs=4'])).toMatchObject({
      against: 'a047909',
      quick: false,
      maxRatio: 2,
      pairs: 4,
    })
    expect(parseBenchArgs([])).toMatchObject({ against: undefined, quick: false, keep: false, maxRatio: undefined })
    expect(parseBenchArgs(['--runs', '5', '--events', '1000', '--files', '20', '--keep'])).toMatchObject({
      runs: 5,
      events: 1000,
      files: 20,
      keep: true,
    })
  })

  it.each([
    [['--against'], '--against needs a value'],
    [['--against', '--quick'], '--against needs a value'],
    [['--against='], '--against needs a commit, not ""'],
    [['--max-ratio', 'abc', '--against', 'HEAD'], '--max-ratio needs a number above 0, not "abc"'],
    [['--max-ratio', '0', '--against', 'HEAD'], '--max-ratio needs a number above 0, not "0"'],
    [['--max-ratio', '1.2'], '--max-ratio applies to --against only'],
    [['--pairs', '3'], '--pairs applies to --against only (use --runs)'],
    [['--against', 'HEAD', '--runs', '3'], '--runs does not apply to --against (use --pairs)'],
    [['--runs', '0'], '--runs needs a whole number above 0, not "0"'],
    [['--events', '1e6'], '--events needs a whole number above 0, not "1e6"'],
    [['--quick=yes'], '--quick takes no value'],
    [['--formats', '--against', 'HEAD'], '--formats does not go with --against'],
    [['--records', '10'], '--records applies to --formats only'],
    [['--formats', '--records', '0'], '--records needs a whole number above 0, not "0"'],
    [['--agianst', 'HEAD'], 'unknown option --agianst'],
    [['HEAD'], 'unknown option HEAD'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message)
  })

  it('exits 2 with the usage on a wrong option, before making anything', () => {
    const r = spawnSync(process.execPath, ['scripts/bench.mjs', '--against'], { cwd: repo, encoding: 'utf8' })
    expect(r.status).toBe(2)
    expect(r.stderr).toContain('bench: --against needs a value')
    expect(r.stderr).toContain('usage: npm run bench -- [options]')
    expect(r.stdout).toBe('')
  })

  it('prints the usage for --help and exits 0', () => {
    const r = spawnSync(process.execPath, ['scripts/bench.mjs', '--help'], { cwd: repo, encoding: 'utf8' })
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('--against REF')
  })
})

describe('--formats', () => {
  it('reads --formats and --records', () => {
    expect(parseBenchArgs(['--formats', '--records=500', '--quick'])).toMatchObject({
      formats: true,
      records: 500,
      quick: true,
    })
    expect(benchSizes({ formats: true }).records).toBe(100_000)
    expect(benchSizes({ formats: true, quick: true }).records).toBeLessThan(100_000)
  })

  it("makes one run: the sample's first and last records once, those between repeated in order", () => {
    const sample = '{"start":1}\n{"a":1}\n\n{"b":2}\n{"end":1}\n'
    expect(repeatRecords(sample, 7)).toBe('{"start":1}\n{"a":1}\n{"b":2}\n{"a":1}\n{"b":2}\n{"a":1}\n{"end":1}\n')
    // A sample of two records is repeated whole; nothing to repeat gives nothing.
    expect(repeatRecords('{"a":1}\n{"b":2}', 3)).toBe('{"a":1}\n{"b":2}\n{"a":1}\n')
    expect(repeatRecords('\n \n', 5)).toBe('')
  })
})

describe('the sizes', () => {
  it("are the issue's workloads in full and smaller with --quick, a count given winning", () => {
    expect(benchSizes({})).toMatchObject({ events: 1_000_000, files: 2000, copies: 50, runs: 3, pairs: 7 })
    const quick = benchSizes({ quick: true })
    expect(quick.events).toBeLessThan(1_000_000)
    expect(quick.files).toBeLessThan(2000)
    // Within 2 minutes in all: the limit, then the last pair of each case and the table.
    expect(quick.limitSeconds).toBeLessThanOrEqual(105)
    expect(benchSizes({ quick: true, events: 5000, pairs: 3 })).toMatchObject({ events: 5000, pairs: 3, minPairs: 3 })
  })

  it('--quick adds pairs until its budget, never past its limit once each case has five', () => {
    const quick = benchSizes({ quick: true })
    expect(anotherPair(quick, 0, 0, 0)).toBe(true)
    expect(anotherPair(quick, quick.minPairs, quick.budgetSeconds - 1, 10)).toBe(true)
    expect(anotherPair(quick, quick.minPairs, quick.budgetSeconds + 1, 10)).toBe(false)
    expect(anotherPair(quick, quick.pairs, 0, 0)).toBe(false)
    // A loaded machine: slow rounds stop it at its limit, once each case has five pairs.
    expect(anotherPair(quick, 5, quick.limitSeconds - 50, 60)).toBe(false)
    expect(anotherPair(quick, 4, quick.limitSeconds - 50, 60)).toBe(true)
    // The full --against has no time budget.
    expect(anotherPair(benchSizes({ against: 'HEAD' }), 6, 10_000, 1000)).toBe(true)
  })
})

describe('the ratios', () => {
  it('are medians of the paired ratios', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    expect(median([])).toBeNaN()
    // Pair by pair: 2/1, 3/3, 8/2; the median is 2, not the ratio of the medians (3/2).
    expect(pairedRatio([2, 3, 8], [1, 3, 2])).toBe(2)
    expect(formatRatio(1)).toBe('1.00x')
    expect(formatRatio(0.8049)).toBe('0.80x')
    expect(formatRatio(NaN)).toBe('n/a')
  })

  it('wall: leaves out the pairs whose runs got an unusual share of the CPU, not a build that waits more', () => {
    const run = (seconds: number, cpu: number) => ({ seconds, cpu })
    // The same build twice; in pairs 2 and 4 the machine's load changed under one of the runs.
    const theirs = [run(1, 0.5), run(1, 0.5), run(1, 0.5), run(1, 0.5), run(1, 0.5)]
    const mine = [run(1, 0.5), run(2, 0.5), run(1, 0.5), run(0.5, 0.5), run(1.02, 0.51)]
    expect(wallRatio(mine, theirs)).toEqual({ ratio: 1, used: 3 })
    // A build that waits (half its usual share, every run) is measured, not left out: 2.00x.
    const waits = theirs.map((r) => run(2, r.cpu))
    expect(wallRatio(waits, theirs)).toEqual({ ratio: 2, used: 5 })
    // Fewer than half the pairs calm: all of them count.
    const noisy = [run(1, 0.5), run(2, 0.5), run(0.5, 0.5), run(3, 0.5)]
    expect(wallRatio(noisy, theirs.slice(0, 4)).used).toBe(4)
  })

  it('PASS at or under a target, MISS above it; a yes/no must match', () => {
    expect(verdict(1.3, 1.3)).toBe('PASS')
    expect(verdict(1.31, 1.3)).toBe('MISS')
    expect(verdict(true, true)).toBe('PASS')
    expect(verdict(false, true)).toBe('MISS')
  })

  it('--max-ratio names each ratio above it, none when it is not given', () => {
    const rows = [
      { name: 'flat', wall: 1.1, cpu: 1.3, peak: 1.0 },
      { name: 'many', wall: 1.5, cpu: 1.0, peak: NaN },
    ]
    expect(overMaxRatio(rows, 1.25)).toEqual(['flat: CPU 1.30x', 'many: wall 1.50x'])
    expect(overMaxRatio(rows, 2)).toEqual([])
    expect(overMaxRatio(rows, undefined)).toEqual([])
  })
})

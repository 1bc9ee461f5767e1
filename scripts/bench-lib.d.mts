/** Types of scripts/bench-lib.mjs, for the test that imports it. */

export const USAGE: string

export class BenchArgsError extends Error {}

export interface BenchOptions {
  against: string | undefined
  quick: boolean
  keep: boolean
  help: boolean
  maxRatio: number | undefined
  formats: boolean
  events?: number
  records?: number
  files?: number
  runs?: number
  pairs?: number
}

export interface BenchSizes {
  events: number
  records: number
  files: number
  copies: number
  runs: number
  pairs: number
  minPairs: number
  budgetSeconds: number
  limitSeconds: number
}

export function parseBenchArgs(argv: string[]): BenchOptions
export function benchSizes(o: Partial<BenchOptions>): BenchSizes
export function median(xs: number[]): number
export function pairedRatio(a: number[], b: number[]): number
export function formatRatio(x: number): string
export function verdict(figure: number | boolean, target: number | boolean): 'PASS' | 'MISS'
export function overMaxRatio(
  rows: { name: string; wall?: number; cpu?: number; peak?: number }[],
  max: number | undefined,
): string[]
export function anotherPair(sizes: BenchSizes, done: number, spent: number, lastRound: number): boolean
export function wallRatio(
  mine: { seconds: number; cpu: number }[],
  theirs: { seconds: number; cpu: number }[],
  tolerance?: number,
): { ratio: number; used: number }
export const FORMAT_CASES: string[]
export function textTwin(text: string): string
export const FORMAT_TARGET: number
export function repeatRecords(text: string, records: number): string

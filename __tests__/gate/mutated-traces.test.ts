/**
 * Real traces, damaged the ways files get damaged (cut at a byte, bytes flipped, a line nested
 * deep first, in the middle or inside a pretty-printed document, bad UTF-8, a document torn,
 * lines duplicated or dropped, a byte order mark, CRLF ends, NUL bytes), run through the CLI in
 * process: each ends with exit 0, 1 or 2, and nothing it prints is an internal error. 240
 * mutants of ../shared/traces (every format there), with every output written (JSON, Markdown,
 * HTML), and a smaller set over the committed
 * examples and fixtures, which runs always. Seeded: the same mutants on every run.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { runCli } from '../../src/cli/cli.js'
import { sharedTraces } from '../../__fixtures__/shared.js'
import { committedTraces } from '../../__fixtures__/testing.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-mutated-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A small seeded generator (mulberry32): the same numbers on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const deepText = (depth: number, objects: boolean) =>
  objects ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth)

const MUTATIONS = [
  'cut',
  'flip',
  'deep-first-line',
  'deep-line',
  'deep-in-document',
  'bad-utf8',
  'torn-document',
  'duplicate-lines',
  'drop-lines',
  'bom-crlf',
  'nul',
  'unbalanced-deep-line',
] as const
type Mutation = (typeof MUTATIONS)[number]

/** Break the lines at `\n`, change them, join them again. */
function lines(bytes: Buffer, change: (ls: string[]) => string[]): Buffer {
  return Buffer.from(change(bytes.toString('utf8').split('\n')).join('\n'))
}

function mutate(bytes: Buffer, kind: Mutation, rnd: () => number): Buffer {
  const at = () => Math.floor(rnd() * bytes.length)
  const depth = [1500, 20_000, 60_000][Math.floor(rnd() * 3)]
  switch (kind) {
    case 'cut':
      return bytes.subarray(0, Math.max(1, at()))
    case 'flip': {
      const out = Buffer.from(bytes)
      for (let n = 1 + Math.floor(rnd() * 8); n > 0; n--)
        out[Math.min(out.length - 1, at())] ^= 1 + Math.floor(rnd() * 255)
      return out
    }
    case 'deep-first-line':
      return Buffer.concat([Buffer.from(deepText(depth, rnd() < 0.5) + '\n'), bytes])
    case 'deep-line':
      return lines(bytes, (ls) => {
        const i = Math.floor(rnd() * ls.length)
        return [...ls.slice(0, i), `{"type":"tool_call","args":${deepText(depth, rnd() < 0.5)}}`, ...ls.slice(i)]
      })
    case 'deep-in-document': {
      // A pretty-printed document (the file's own, or its lines gathered into a list) with a
      // line nested deep inside it.
      const text = bytes.toString('utf8')
      let doc: unknown
      try {
        doc = JSON.parse(text)
      } catch {
        doc = text
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l) => {
            try {
              return JSON.parse(l) as unknown
            } catch {
              return l
            }
          })
      }
      const pretty = JSON.stringify({ records: doc, deep: '__deep__' }, null, 2)
      return Buffer.from(pretty.replace('"__deep__"', () => deepText(depth, rnd() < 0.5)))
    }
    case 'bad-utf8': {
      const bad = [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]][Math.floor(rnd() * 5)]
      const i = at()
      return Buffer.concat([bytes.subarray(0, i), Buffer.from(bad), bytes.subarray(i)])
    }
    case 'torn-document': {
      // The whole file as one pretty-printed document, cut short.
      const text = bytes.toString('utf8')
      let pretty: string
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2)
      } catch {
        pretty =
          '[\n' +
          text
            .split('\n')
            .filter((l) => l.trim() !== '')
            .join(',\n') +
          '\n]'
      }
      return Buffer.from(pretty.slice(0, Math.max(1, Math.floor(rnd() * pretty.length))))
    }
    case 'duplicate-lines':
      return lines(bytes, (ls) => ls.flatMap((l) => (rnd() < 0.3 ? [l, l] : [l])))
    case 'drop-lines':
      return lines(bytes, (ls) => ls.filter(() => rnd() >= 0.3))
    case 'bom-crlf':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), lines(bytes, (ls) => [ls.join('\r\n')])])
    case 'nul': {
      const i = at()
      return Buffer.concat([bytes.subarray(0, i), Buffer.from([0]), bytes.subarray(i)])
    }
    case 'unbalanced-deep-line':
      return lines(bytes, (ls) => {
        const i = Math.floor(rnd() * ls.length)
        return [...ls.slice(0, i), '['.repeat(depth), ...ls.slice(i)]
      })
  }
}

interface Outcome {
  status: number
  out: string
}

/** The CLI, in process, on one file: its exit status and everything it printed. */
async function cli(path: string): Promise<Outcome> {
  let out = ''
  const io = { stdout: (s: string) => (out += s), stderr: (s: string) => (out += s) }
  const outputs = ['--out', 'report.json', '--markdown', 'report.md', '--html', 'report.html']
  const status = await runCli(['diagnose', path, ...outputs.map((o, i) => (i % 2 ? join(dir, o) : o))], io)
  return { status, out }
}

/** Mutate `count` samples (round robin over `sources`, each mutation in turn) and run the CLI on each. */
async function check(sources: { name: string; bytes: Buffer }[], count: number, seed: number) {
  const rnd = random(seed)
  const statuses = new Map<number, number>()
  const bad: string[] = []
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length]
    const kind = MUTATIONS[i % MUTATIONS.length]
    const mutant = mutate(source.bytes, kind, rnd)
    const path = join(dir, `${i}-${kind}-${basename(source.name)}`)
    writeFileSync(path, mutant)
    const { status, out } = await cli(path)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    if (![0, 1, 2].includes(status) || /internal error/i.test(out) || (status === 2 && !out.includes(path)))
      bad.push(`${source.name} (${kind}): exit ${status}: ${out.slice(0, 300)}`)
    rmSync(path)
  }
  expect(bad).toEqual([])
  return statuses
}

describe('mutated traces through the CLI', () => {
  it('96 mutants of the committed examples and fixtures: exit 0, 1 or 2, never an internal error', async () => {
    const statuses = await check(committedTraces(), 96, 31)
    // Both a report and an input error occur: the mutations are neither all harmless nor all fatal.
    expect(statuses.get(2)).toBeGreaterThan(0)
    expect((statuses.get(0) ?? 0) + (statuses.get(1) ?? 0)).toBeGreaterThan(0)
  }, 120_000)

  const shared = sharedTraces()
  if (shared) {
    it('240 mutants of ../shared/traces, every format: exit 0, 1 or 2, never an internal error', async () => {
      const sources = shared.files.map((f) => ({ name: f, bytes: readFileSync(join(shared.root, f)) }))
      const statuses = await check(sources, 240, 240)
      expect(statuses.get(2)).toBeGreaterThan(0)
      expect((statuses.get(0) ?? 0) + (statuses.get(1) ?? 0)).toBeGreaterThan(0)
    }, 300_000)
  }
})

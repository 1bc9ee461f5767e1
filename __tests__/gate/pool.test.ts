import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  diagnoseFile,
  diagnoseFiles,
  diagnosePoolJob,
  POOL_MIN_BYTES,
  type SessionResult,
} from '../../src/gate/pipeline.js'
import { largestFirst, runPool, type PoolSettings } from '../../src/gate/pool.js'
import { StartedWorkers } from '../../src/gate/threads.js'
import { TraceError, type TraceWarning } from '../../src/trace/read.js'

// The pool's workers run the bundled CLI, as they do in the action and the CLI.
const BUNDLE = resolve('dist/cli/index.js')
let dir: string
let files: string[]

/** Every real transcript among the fixtures, and a few flat-event files of different lengths. */
function makeFiles(): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (/\.(jsonl|json)$/.test(name)) out.push(p)
    }
  }
  walk('__fixtures__/traces')
  for (let k = 1; k <= 4; k++) {
    const lines: string[] = []
    for (let i = 0; i < 200 * k; i++) {
      lines.push(JSON.stringify({ event: 'tool_call', tool: 'read', args: { path: `f${i % (7 * k)}` } }))
      lines.push(JSON.stringify({ event: 'token_usage', usage: { total: 30 * k } }))
      if (i % 50 === 3) lines.push(JSON.stringify({ event: 'retry_event' }))
    }
    const p = join(dir, `flat-${k}.jsonl`)
    writeFileSync(p, lines.join('\n') + (k === 3 ? '\n{"event": "tool_' : '\n'))
    out.push(p)
  }
  return out
}

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle first`)
  dir = mkdtempSync(join(tmpdir(), 'atg-pool-'))
  files = makeFiles()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const settings: PoolSettings = { preset: 'auto', engine: { graph: 'evidence' } }

/**
 * A worker script for the pool's protocol (src/gate/queue.ts): on its one message, for each file
 * it takes from the queue (holding it in its slot), `onFile(index, path, message)` is awaited and
 * what it returns posted. Like the pool's own workers, it keeps listening (and so lives) until the
 * pool ends it.
 */
function mockWorker(body: string): string {
  return `import { parentPort, threadId, workerData } from 'node:worker_threads'
const take = (q, slots) => {
  for (;;) {
    const at = Atomics.add(slots, 0, 1)
    if (at >= q.order.length) { Atomics.store(slots, 2 + q.slot, -1); return undefined }
    const index = q.order[at]
    if (index > Atomics.load(slots, 1)) continue
    Atomics.store(slots, 2 + q.slot, index)
    return index
  }
}
let onFile = async (index, path) => ({ index, results: [path], warnings: [] })
${body}
parentPort.on('message', async (m) => {
  const slots = new Int32Array(m.queue.state)
  for (let index = take(m.queue, slots); index !== undefined; index = take(m.queue, slots)) {
    parentPort.postMessage(await onFile(index, m.queue.paths[index], m))
  }
})
`
}

/** What one pass on this thread gives: results and warnings, file after file. */
async function single(paths: string[]): Promise<{ results: SessionResult[]; warnings: TraceWarning[] }> {
  const warnings: TraceWarning[] = []
  const results: SessionResult[] = []
  for (const p of paths) results.push(...(await diagnoseFile(p, { ...settings, onWarning: (w) => warnings.push(w) })))
  return { results, warnings }
}

describe('the worker pool', () => {
  it('hands out the largest files first, ties in the order given', () => {
    expect(largestFirst([5, 9, 5, 0, 9])).toEqual([1, 4, 0, 2, 3])
  })

  it('gives the results and warnings of one pass, whatever the workers and the order files finish in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(files, { minLength: 2 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.infiniteStream(fc.nat()),
        async (paths, workers, local, noise) => {
          // Any order of handing out files: which file finishes first then varies too.
          const order = paths.map((_, i) => ({ i, k: noise.next().value })).sort((a, b) => a.k - b.k || a.i - b.i)
          const warnings: TraceWarning[] = []
          const delivered: number[] = []
          const byFile = await runPool<SessionResult>(paths, {
            script: BUNDLE,
            workers,
            settings,
            sizes: paths.map((p) => statSync(p).size),
            order: order.map((o) => o.i),
            onWarning: (w) => warnings.push(w),
            onResults: (i) => delivered.push(i),
            // This thread as one of the pool's, diagnosing files between the workers' replies.
            ...(local ? { local: (job) => diagnosePoolJob(job, settings) } : {}),
          })
          const want = await single(paths)
          expect(JSON.stringify(byFile.flat())).toBe(JSON.stringify(want.results))
          expect(warnings).toEqual(want.warnings)
          expect(delivered).toEqual(paths.map((_, i) => i))
        },
      ),
      { numRuns: 12 },
    )
  }, 120_000)

  it('is what diagnoseFiles uses with a worker script, and 1 worker is one pass on this thread', async () => {
    const progress: number[] = []
    const pooled = await diagnoseFiles(files, {
      ...settings,
      workerScript: BUNDLE,
      workers: 3,
      onProgress: (p) => progress.push(p.filesDone),
    })
    const one = await diagnoseFiles(files, { ...settings, workerScript: BUNDLE, workers: 1 })
    expect(JSON.stringify(pooled)).toBe(JSON.stringify(one))
    expect(progress).toEqual(files.map((_, i) => i + 1))
  }, 60_000)

  it('hashes, on whichever thread reads it, each file whose size another file shares, as one pass does', async () => {
    const copy = join(dir, 'flat-1-copy.jsonl')
    writeFileSync(copy, readFileSync(files.find((f) => f.endsWith('flat-1.jsonl'))!))
    const all = [...files, copy]
    const pooled = await diagnoseFiles(all, { ...settings, hashContent: true, workerScript: BUNDLE, workers: 2 })
    const one = await diagnoseFiles(all, { ...settings, hashContent: true, workers: 1 })
    expect(JSON.stringify(pooled)).toBe(JSON.stringify(one))
    const hashed = pooled.filter((r) => r.contentHash !== undefined).map((r) => r.source)
    expect(hashed).toContain(copy)
    expect(hashed).toContain(files.find((f) => f.endsWith('flat-1.jsonl')))
    rmSync(copy)
  }, 60_000)

  it("carries the facts the policy's assertions need, as one pass counts them", async () => {
    const pooled = await diagnoseFiles(files, { ...settings, collectFacts: true, workerScript: BUNDLE, workers: 2 })
    const one = await diagnoseFiles(files, { ...settings, collectFacts: true })
    expect(pooled.every((r) => r.facts !== undefined)).toBe(true)
    expect(JSON.stringify(pooled)).toBe(JSON.stringify(one))
  }, 60_000)

  it('is used by diagnoseFiles when workers are asked for, or when the files are large enough', async () => {
    // A worker that answers for any file with a result of its own: it shows where files went.
    const marker = join(dir, 'marker.mjs')
    writeFileSync(
      marker,
      mockWorker(`onFile = async (index) => ({ index, results: [{ source: 'worker' }], warnings: [] })`),
    )
    let pooled = false
    const via = async (paths: string[], workers?: number) => {
      pooled = false
      let done = 0
      const got = await diagnoseFiles(paths, {
        ...settings,
        workerScript: marker,
        workers,
        poolMinBytes: 1 << 20,
        onProgress: () => done++,
        // Called before any file is done when a pool has started; after the first when this thread reads them.
        onHandedOut: () => (pooled = done === 0),
      })
      return got.map((r) => r.source)
    }
    /** Each file diagnosed once, by a worker or by this thread, and in the order given. */
    const once = (paths: string[], got: string[]) =>
      expect(got.every((s, i) => s === 'worker' || s === paths[i])).toBe(true)
    // Two or three threads: this one and workers, each file on one of them.
    const three = files.slice(0, 3)
    once(three, await via(three, 2))
    expect(pooled).toBe(true)
    once(three, await via(three, 3))
    expect(pooled).toBe(true)
    // A little work and no number asked for: this thread reads the files.
    expect(await via(files.slice(0, 3))).toEqual(files.slice(0, 3))
    expect(pooled).toBe(false)
    expect(await via(files.slice(0, 3), 1)).toEqual(files.slice(0, 3))
    expect(pooled).toBe(false)
    // Enough bytes: the pool, one thread per core.
    const big = join(dir, 'big.jsonl')
    writeFileSync(big, `${JSON.stringify({ event: 'decision', note: 'x'.repeat(1 << 20) })}\n`)
    once([files[0], big], await via([files[0], big]))
    expect(pooled).toBe(availableParallelism() > 1)
    // Under the default, far above what these files add up to: this thread reads them.
    expect(statSync(big).size + statSync(files[0]).size).toBeLessThan(POOL_MIN_BYTES)
    const byDefault = await diagnoseFiles([files[0], big], { ...settings, workerScript: marker })
    expect(byDefault.map((r) => r.source)).toEqual([files[0], big])
  }, 30_000)

  it('tells, on this thread, once the first of several files is read that the rest are handed out; never for one file', async () => {
    const calls = async (paths: string[]) => {
      const at: number[] = []
      let done = 0
      await diagnoseFiles(paths, {
        ...settings,
        workers: 1,
        onProgress: () => done++,
        onHandedOut: () => at.push(done),
      })
      return at
    }
    expect(await calls(files.slice(0, 3))).toEqual([1])
    expect(await calls(files.slice(0, 1))).toEqual([])
  })

  it('fails with the error a single pass gives: the first bad file in the order given, with its line', async () => {
    const bad = join(dir, 'bad.jsonl')
    writeFileSync(bad, '{"event": "tool_call"}\n{"event": "tool_output",\n{"event": "retry_event"}\n')
    const worse = join(dir, 'worse.jsonl')
    writeFileSync(worse, 'not json\n')
    const paths = [files[0], files[1], bad, files[2], worse, files[3]]
    const want = await diagnoseFiles(paths, settings).catch((e: unknown) => e)
    expect(want).toBeInstanceOf(TraceError)
    expect((want as TraceError).message).toMatch(/bad\.jsonl:2: expected a JSON value/)
    for (const order of [
      [4, 2, 0, 1, 3, 5],
      [0, 1, 2, 3, 4, 5],
      [5, 4, 3, 2, 1, 0],
    ]) {
      for (const local of [false, true]) {
        const got = await runPool(paths, {
          script: BUNDLE,
          workers: 2,
          settings,
          sizes: paths.map(() => 1),
          order,
          ...(local ? { local: (job) => diagnosePoolJob(job, settings) } : {}),
        }).catch((e: unknown) => e)
        expect(got).toBeInstanceOf(TraceError)
        expect((got as TraceError).message).toBe((want as TraceError).message)
      }
    }
  }, 60_000)

  it('gives the error of a missing file as a single pass does', async () => {
    const missing = join(dir, 'missing.jsonl')
    const want = (await diagnoseFiles([files[0], missing], settings).catch((e: unknown) => e)) as NodeJS.ErrnoException
    const got = (await diagnoseFiles([files[0], missing], { ...settings, workerScript: BUNDLE, workers: 2 }).catch(
      (e: unknown) => e,
    )) as NodeJS.ErrnoException
    expect(got).toBeInstanceOf(want.constructor)
    expect(got.message).toBe(want.message)
    expect(got.message).toMatch(/missing\.jsonl/)
  }, 30_000)

  it('fails the run, naming the file, when a worker dies or throws', async () => {
    const exits = join(dir, 'exits.mjs')
    writeFileSync(exits, mockWorker(`onFile = async () => process.exit(3)`))
    const throws = join(dir, 'throws.mjs')
    writeFileSync(
      throws,
      mockWorker(
        `onFile = async () => { setTimeout(() => { throw new Error('out of luck') }) ; await new Promise(() => {}) }`,
      ),
    )
    const silent = join(dir, 'silent.mjs')
    writeFileSync(silent, mockWorker(`onFile = async () => { parentPort.close(); await new Promise(() => {}) }`))
    const paths = files.slice(0, 3)
    const run = (script: string) =>
      runPool(paths, { script, workers: 2, settings, sizes: [3, 2, 1] }).then(
        () => new Error('no error'),
        (e: unknown) => e as Error,
      )
    expect((await run(exits)).message).toMatch(/a worker thread stopped while diagnosing .+: it exited with code 3/)
    expect((await run(throws)).message).toMatch(/a worker thread stopped while diagnosing .+: out of luck/)
    expect((await run(silent)).message).toMatch(/a worker thread stopped while diagnosing .+: it exited with code 0/)
  }, 30_000)

  it('fails the run within its limit, naming the file, when a worker stops answering (the watchdog)', async () => {
    // A worker stuck in a loop on its second file: its event loop never turns again.
    const stuck = join(dir, 'stuck.mjs')
    writeFileSync(
      stuck,
      mockWorker(`onFile = async (index, path) => {
  if (path === 'file-1') for (;;) {}
  return { index, results: [path], warnings: [] }
}`),
    )
    const paths = ['file-0', 'file-1', 'file-2']
    const started = performance.now()
    const err = await runPool(paths, { script: stuck, workers: 1, settings, sizes: [3, 2, 1], watchdogMs: 1500 }).then(
      () => new Error('no error'),
      (e: unknown) => e as Error,
    )
    expect(err.message).toMatch(
      /^a worker thread stopped answering while diagnosing file-1: nothing heard from it for \d+\.\d s \(the watchdog's limit: 1\.5 s\)$/,
    )
    expect(performance.now() - started).toBeLessThan(15_000)
  }, 30_000)

  it('waits for a worker that answers, however long its file takes', async () => {
    // A worker whose files each take twice the limit, its beat counting up all the while (as the
    // pool's workers do: src/gate/worker.ts).
    const slow = join(dir, 'slow.mjs')
    writeFileSync(
      slow,
      mockWorker(`onFile = async (index, path, m) => {
  const slots = new Int32Array(m.queue.state)
  const at = 2 + (slots.length - 2) / 2 + m.queue.slot
  const beating = setInterval(() => Atomics.add(slots, at, 1), m.queue.beatMs)
  await new Promise((resolve) => setTimeout(resolve, 1200))
  clearInterval(beating)
  return { index, results: [path], warnings: [] }
}`),
    )
    const paths = ['file-0', 'file-1']
    expect(await runPool(paths, { script: slow, workers: 1, settings, sizes: [2, 1], watchdogMs: 600 })).toEqual([
      ['file-0'],
      ['file-1'],
    ])
  }, 30_000)

  it('fails the run naming the file it waits for when no thread holds it (the watchdog)', async () => {
    // A worker that marks a file it could not read as the run's first error, although the pool lets
    // that error pass: no file after it is taken, and the run would wait for them for ever.
    const marks = join(dir, 'marks.mjs')
    writeFileSync(
      marks,
      mockWorker(`onFile = async (index, path, m) => {
  if (path !== 'file-0') return { index, results: [path], warnings: [] }
  Atomics.store(new Int32Array(m.queue.state), 1, index)
  return { index, error: { kind: 'trace', path, line: 1, detail: 'no trace', notTrace: 'no trace' }, warnings: [] }
}`),
    )
    const paths = ['file-0', 'file-1', 'file-2']
    const err = await runPool(paths, {
      script: marks,
      workers: 1,
      settings,
      sizes: [3, 2, 1],
      tolerate: () => true,
      watchdogMs: 1000,
    }).then(
      () => new Error('no error'),
      (e: unknown) => e as Error,
    )
    expect(err.message).toMatch(
      /^no thread is diagnosing file-1, which the run has waited for \d+\.\d s \(the watchdog's limit: 1\.0 s\)$/,
    )
  }, 30_000)

  it('lets a worker take its next file itself while this thread diagnoses one of its own', async () => {
    // A worker that answers at once; this thread takes a long time over its one file.
    const quick = join(dir, 'quick.mjs')
    writeFileSync(
      quick,
      mockWorker(`onFile = async (index, path) => ({ index, results: ['worker ' + path], warnings: [] })`),
    )
    const paths = Array.from({ length: 12 }, (_, i) => `file-${i}`)
    // This thread lets its file go only once every other file is done: were the worker to wait
    // for this thread to hand it files, that would never come.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const got = runPool<string>(paths, {
      script: quick,
      workers: 2,
      settings,
      sizes: paths.map((_, i) => 12 - i),
      local: async (job) => {
        await held
        return { index: job.index, results: [`local ${job.path}`], warnings: [] }
      },
      onProgress: (p) => {
        if (p.filesDone === paths.length - 1) release()
      },
    })
    let timer: NodeJS.Timeout | undefined
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the worker waited for this thread')), 10_000)
    })
    try {
      expect(await Promise.race([got, stuck])).toEqual(paths.map((p, i) => [i === 0 ? `local ${p}` : `worker ${p}`]))
    } finally {
      clearTimeout(timer)
    }
  }, 30_000)

  it('takes the workers started ahead first, gives them their settings, and stops those it does not need', async () => {
    // A worker that says which thread it is and which settings it was given.
    const who = join(dir, 'who.mjs')
    writeFileSync(
      who,
      mockWorker(
        `onFile = async (index, path, m) => ({ index, results: [{ threadId, settings: m.settings, data: workerData }], warnings: [] })`,
      ),
    )
    const started = new StartedWorkers(who, 3)
    const ids = (started as unknown as { idle: { threadId: number }[] }).idle.map((w) => w.threadId)
    const paths = Array.from({ length: 6 }, (_, i) => `file-${i}`)
    const got = await runPool<{ threadId: number; settings: PoolSettings; data: unknown }>(paths, {
      script: who,
      workers: 2,
      settings,
      sizes: paths.map(() => 1),
      started,
    })
    const used = new Set(got.map((r) => r[0].threadId))
    expect([...used].every((id) => ids.slice(0, 2).includes(id))).toBe(true)
    expect(got.every((r) => JSON.stringify(r[0].settings) === JSON.stringify(settings))).toBe(true)
    expect(got[0][0].data).toEqual({ agentTrustGatePool: true })
    expect(started.waiting).toBe(0)
  }, 30_000)

  it('starts a worker of its own for one started ahead that stopped before it was taken', async () => {
    // A worker that stops as it starts while the flag file is there.
    const flag = join(dir, 'stop-now')
    const moody = join(dir, 'moody.mjs')
    writeFileSync(
      moody,
      `import { existsSync } from 'node:fs'
if (existsSync(${JSON.stringify(flag)})) process.exit(0)
` + mockWorker(`onFile = async (index) => ({ index, results: ['read'], warnings: [] })`),
    )
    writeFileSync(flag, '')
    const started = new StartedWorkers(moody, 1)
    while (started.waiting > 0) await new Promise((resolve) => setTimeout(resolve, 10))
    rmSync(flag)
    const got = await runPool<string>(['a', 'b'], { script: moody, workers: 1, settings, sizes: [1, 1], started })
    expect(got).toEqual([['read'], ['read']])
  }, 30_000)

  it('stops the workers started ahead when diagnoseFiles reads the files on this thread', async () => {
    const started = new StartedWorkers(BUNDLE, 2)
    const small = files.slice(0, 3)
    const got = await diagnoseFiles(small, { ...settings, workerScript: BUNDLE, startedWorkers: started })
    expect(started.waiting).toBe(0)
    expect(JSON.stringify(got)).toBe(JSON.stringify(await diagnoseFiles(small, settings)))
  }, 30_000)
})

describe('files a walk found that are no trace, on a pool', () => {
  it('names them in the order given and reads the rest; the error of a file named on its own stops the run', async () => {
    // A worker that says what this thread finds: the JSON files are no trace.
    const script = join(dir, 'not-trace.mjs')
    writeFileSync(
      script,
      mockWorker(`onFile = async (index, path) => path.endsWith('.jsonl')
  ? { index, results: [{ source: path }], warnings: [] }
  : { index, error: { kind: 'trace', path, line: 1, detail: 'expected a known trace format', notTrace: 'no trace' }, warnings: [] }`),
    )
    const trace = join(dir, 'walk-trace.jsonl')
    writeFileSync(trace, readFileSync('__fixtures__/traces/codex-exec/eval.jsonl'))
    const paths = [join(dir, 'walk-a.json'), trace, join(dir, 'walk-b.json')]
    writeFileSync(paths[0], '{"name":"a","version":"1"}')
    writeFileSync(paths[2], '[{"note":"b"}]')
    const named: string[] = []
    const got = await diagnoseFiles(paths, {
      ...settings,
      workerScript: script,
      workers: 2,
      found: new Set(paths),
      onNotTrace: (e) => named.push(e.path),
    })
    expect(got.map((r) => r.source)).toEqual([trace])
    expect(named).toEqual([paths[0], paths[2]])
    // Not found by a walk: the first such file's error, as ever.
    await expect(
      diagnoseFiles(paths, { ...settings, workerScript: script, workers: 2, found: new Set([paths[0]]) }),
    ).rejects.toThrow(`${paths[2]}:1: expected a known trace format`)
  }, 30_000)
})

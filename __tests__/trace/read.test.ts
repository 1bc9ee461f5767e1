import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import {
  readLinesAt,
  readLinesFrom,
  readRecords,
  READ_CHUNK_BYTES,
  TraceError,
  type TraceWarning,
} from '../../src/trace/read.js'
import { sharedPath } from '../../__fixtures__/shared.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-read-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function read(name: string, content: string | Buffer, maxBytes?: number) {
  const path = join(dir, name)
  writeFileSync(path, content)
  const records: [unknown, number][] = []
  const warnings: TraceWarning[] = []
  const result = await readRecords(path, (v, l) => records.push([v, l]), {
    maxBytes,
    onWarning: (w) => warnings.push(w),
  })
  return { path, records, warnings, result }
}

async function failure(name: string, content: string | Buffer, maxBytes?: number): Promise<string> {
  try {
    await read(name, content, maxBytes)
  } catch (err) {
    expect(err).toBeInstanceOf(TraceError)
    return (err as Error).message.replace(dir, '<dir>')
  }
  throw new Error('expected a TraceError')
}

describe('readRecords', () => {
  it('reads JSONL line by line with line numbers, skipping blank lines', async () => {
    const { records, result } = await read('a.jsonl', '{"a":1}\n\n  \n{"b":2}\r\n{"c":3}')
    expect(records).toEqual([
      [{ a: 1 }, 1],
      [{ b: 2 }, 4],
      [{ c: 3 }, 5],
    ])
    expect(result.mode).toBe('jsonl')
  })

  it('reads a JSON document spread over lines as one record', async () => {
    const { records, result } = await read('a.json', '\n[\n  {"event": "tool_call"},\n  {"event": "decision"}\n]\n')
    expect(records).toEqual([[[{ event: 'tool_call' }, { event: 'decision' }], 2]])
    expect(result.mode).toBe('json')
  })

  it('reads a one-line array as a document', async () => {
    const { records, result } = await read('b.json', '[{"event":"x"}]')
    expect(records).toEqual([[[{ event: 'x' }], 1]])
    expect(result.mode).toBe('json')
  })

  it('reads lines that span stream chunks', async () => {
    const big = 'x'.repeat(3 << 20)
    const { records } = await read('big.jsonl', `{"a":"${big}"}\n{"b":1}\n`)
    expect(records.map(([, l]) => l)).toEqual([1, 2])
    expect((records[0][0] as { a: string }).a.length).toBe(3 << 20)
  })

  it('lets the event loop turn while it reads a long file (timers, messages)', async () => {
    // 12 MiB of lines, read in chunks: a turn at least every 8 MiB.
    const line = JSON.stringify({ pad: 'x'.repeat(1000) }) + '\n'
    const path = join(dir, 'turns.jsonl')
    writeFileSync(path, line.repeat(Math.ceil((12 << 20) / line.length)))
    let records = 0
    let seenAt = -1
    setImmediate(() => (seenAt = records))
    await readRecords(path, () => records++)
    expect(seenAt).toBeGreaterThan(0)
    expect(seenAt).toBeLessThan(records)
  })

  it('skips lines that are not JSON before and between JSONL records, naming them in one warning', async () => {
    const log =
      'WARNING: could not create PATH aliases under /home/alice/.codex (codex_home)\n' +
      'Reading additional input from stdin...\n' +
      '{"type":"thread.started"}\n' +
      '\u001b[33mnote\u001b[0m <b>bold</b>\n' +
      '{"type":"turn.started"}\n'
    for (const big of [false, true]) {
      // The same in one read and in chunks (a long file).
      const pad = big ? `{"pad":"${'x'.repeat(READ_CHUNK_BYTES * 140)}"}\n` : ''
      const { records, warnings, result } = await read(big ? 'codex-big.txt' : 'codex.txt', log + pad)
      expect(result.mode).toBe('jsonl')
      expect(records.slice(0, 2)).toEqual([
        [{ type: 'thread.started' }, 3],
        [{ type: 'turn.started' }, 5],
      ])
      expect(warnings.map((w) => [w.line, w.message])).toEqual([
        [
          1,
          '3 lines that are not JSON skipped (a log captured with the records?); the first: "WARNING: could not create PATH aliases under ~/.codex (codex..."',
        ],
      ])
    }
    // One line, between records: no home directory or markup quoted.
    const one = await read('one.jsonl', '{"a":1}\n<script>C:\\Users\\bob\\x</script>\n{"a":2}\n')
    expect(one.records.map(([, l]) => l)).toEqual([1, 3])
    expect(one.warnings.map((w) => w.message)).toEqual([
      'one line that is not JSON skipped (a log captured with the records?); the first: "?script?C:?Users?~?x?/script?"',
    ])
  })

  it('refuses a file of no JSON at all, and a JSON document after lines that are not JSON', async () => {
    expect(await failure('log.txt', 'Warning: one\nWarning: two\n')).toMatch(
      /^<dir>\/log\.txt:1: expected JSON or JSONL, found invalid JSON at column 1 \("Warning: one⏎War"\)$/,
    )
    expect(await failure('doc.txt', 'Warning: one\n{\n  "a": 1\n}\n')).toMatch(
      /^<dir>\/doc\.txt:1: expected JSON or JSONL, found invalid JSON at column 1 \("Warning: one⏎\{⏎ "\)$/,
    )
    // A record cut or corrupt is still one: a line that opens JSON is never skipped as text.
    expect(await failure('cut.jsonl', '{"a":1}\n{"a":\n{"a":3}\n')).toMatch(/cut\.jsonl:2: expected a JSON value/)
  })

  it('names the line of bad JSON in the middle of JSONL', async () => {
    expect(await failure('bad.jsonl', '{"a":1}\n{"a":2}\n{"a":\n{"a":4}\n')).toMatch(
      /^<dir>\/bad\.jsonl:3: expected a JSON value, found invalid JSON/,
    )
  })

  it('names line and column of bad JSON in a document', async () => {
    expect(await failure('bad.json', '[\n {"a": 1},\n {"a": 2,,}\n]\n')).toMatch(
      /^<dir>\/bad\.json:3: expected JSON or JSONL, found invalid JSON at column 10 \(",}/,
    )
  })

  it('reports a torn only line at line 1 as the file ending in the middle of a record', async () => {
    for (const content of ['{"event":"tool_call","tool":"a","ar', '{"event":"tool_call","n":12\n', '\n  {"a": [1,']) {
      expect(await failure('torn-only.jsonl', content)).toMatch(
        /^<dir>\/torn-only\.jsonl:[12]: the file ends in the middle of a record/,
      )
    }
    expect(await failure('torn-only.jsonl', '{"a": [1,')).toMatch(/:1: the file ends in the middle of a record/)
    expect(await failure('torn-doc.json', '[{"event":"x"},\n{"event":\n')).toMatch(
      /torn-doc\.json:2: the file ends in the middle of a record/,
    )
  })

  it('gives every parse error a line number, a CSV named .jsonl too', async () => {
    expect(await failure('table.jsonl', 'a,b,c\n1,2,3\n')).toMatch(
      /^<dir>\/table\.jsonl:1: expected JSON or JSONL, found invalid JSON at column 1 \("a,b,c⏎1,2,3⏎"\)$/,
    )
    // A line break in an excerpt is a mark of its own, never `?`; other control characters stay `?`.
    expect(await failure('notes.jsonl', '# hi\r\nmore text\n')).toMatch(/at column 1 \("# hi⏎more text⏎"\)$/)
    expect(await failure('bell.jsonl', 'a\u0007b\n')).toMatch(/at column 1 \("a\?b⏎"\)$/)
    expect(await failure('junk.json', '\n\n[1, 2] [3]\n')).toMatch(/junk\.json:3: .* at column 8/)
    expect(await failure('trailing.json', '{"a":\n1,\n}\n')).toMatch(/trailing\.json:3: expected JSON or JSONL/)
  })

  it('keeps an error to one line of at most 300 characters, naming the file', async () => {
    const name = `${'d'.repeat(120)}-\u001b[31m-${'n'.repeat(100)}.jsonl`
    const message = await failure(name, '{"a":1}\n{' + 'x'.repeat(5000) + '\n{"a":2}\n')
    expect(message.length).toBeLessThanOrEqual(300)
    // eslint-disable-next-line no-control-regex
    expect(message).not.toMatch(/[\u0000-\u001f]/)
    expect(message).toMatch(/nnnnn\.jsonl:2: expected a JSON value/)
  })

  it('tolerates a torn last line with a warning', async () => {
    const { records, warnings } = await read('torn.jsonl', '{"a":1}\n{"a":2}\n{"a":3,"b":')
    expect(records.map(([v]) => v)).toEqual([{ a: 1 }, { a: 2 }])
    expect(warnings).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/last line is incomplete/) }),
    ])
  })

  it('tolerates a UTF-8 byte order mark with a warning', async () => {
    const { records, warnings } = await read(
      'bom.jsonl',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}\n')]),
    )
    expect(records).toEqual([[{ a: 1 }, 1]])
    expect(warnings[0].message).toMatch(/byte order mark/)
  })

  it('refuses empty, blank, binary, missing and oversized files', async () => {
    expect(await failure('empty.jsonl', '')).toBe(
      '<dir>/empty.jsonl: expected JSON or JSONL events, found an empty file',
    )
    expect(await failure('blank.jsonl', '\n \n')).toBe(
      '<dir>/blank.jsonl: expected JSON or JSONL events, found only blank lines',
    )
    expect(await failure('bin.jsonl', Buffer.from([0x7b, 0x00, 0x01, 0x02]))).toBe(
      '<dir>/bin.jsonl: expected JSON or JSONL text, found binary data',
    )
    expect(await failure('big.json', '[1,2,3]', 4)).toMatch(/expected a file of at most 4 bytes, found 7 bytes/)
    await expect(readRecords(join(dir, 'nope.jsonl'), () => {})).rejects.toThrow(/nope\.jsonl: no such file$/)
  })
})

/** Everything a read gives: records, warnings and the result, or the error's message. */
async function outcome(path: string, streamed: boolean) {
  const records: [unknown, number][] = []
  const warnings: TraceWarning[] = []
  const size = statSync(path).size
  try {
    const result = await readRecords(path, (v, l) => records.push([v, l]), {
      onWarning: (w) => warnings.push(w),
      // A range that is the whole file reads it as a stream, in chunks, as a long file is read.
      ...(streamed ? { range: { start: 0, end: size, final: true } } : {}),
    })
    return { records, warnings, result: { ...result, mode: undefined, bytes: undefined } }
  } catch (err) {
    return { records, warnings, error: (err as Error).message }
  }
}

describe('readRecords on files read whole, one after another', () => {
  it('gives each file its own records and bytes, larger or smaller than the one before', async () => {
    // One buffer takes every file read whole: a file larger than it, then smaller ones, a torn
    // last line (carried to the end of the read) and a document.
    const line = (i: number, pad: number) => JSON.stringify({ i, pad: 'x'.repeat(pad) })
    const files = [
      Array.from({ length: 300 }, (_, i) => line(i, 5000)).join('\n') + '\n',
      `${line(1, 3)}\n${line(2, 3)}\n{"torn": `,
      '[\n  {"event": "decision"}\n]\n',
      `${line(7, 40)}\n${line(8, 40)}`,
    ]
    for (let round = 0; round < 2; round++) {
      for (const [k, content] of files.entries()) {
        const path = join(dir, `whole-${k}.jsonl`)
        writeFileSync(path, content)
        const seen: Buffer[] = []
        const records: unknown[] = []
        await readRecords(path, (v) => records.push(v), { onWholeBytes: (b) => seen.push(Buffer.from(b)) })
        expect(seen.map((b) => b.toString('utf8'))).toEqual([content])
        if (k === 2) expect(records).toEqual([[{ event: 'decision' }]])
        else expect(records).toEqual(content.split('\n').flatMap((l) => (l.endsWith('}') ? [JSON.parse(l)] : [])))
      }
    }
  })
})

describe('readRecords on bytes that are not ASCII', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))))
  const long = 'é€😀'.repeat(20000) // spans the stream's chunks, a character cut at their boundaries

  it('reads each line as the text that decoding the whole file gives, invalid bytes as U+FFFD', async () => {
    const content = bytes(
      '{"a":"é ',
      [0xe2, 0x82],
      '"}\n',
      '{"b":"😀',
      [0xff, 0xc3],
      '"}\r\n\n \t\r\n',
      `{"c":"${long}"}`,
    )
    const path = join(dir, 'utf8.jsonl')
    writeFileSync(path, content)
    const lines = content.toString('utf8').split('\n')
    const whole = await outcome(path, false)
    expect(whole.records).toEqual([
      [JSON.parse(lines[0]), 1],
      [JSON.parse(lines[1].slice(0, -1)), 2],
      [JSON.parse(lines[4]), 5],
    ])
    expect((whole.records[0][0] as { a: string }).a).toBe('é \ufffd')
    expect(await outcome(path, true)).toEqual(whole)
  })

  it('reads a document spread over lines the same whole and streamed', async () => {
    const doc = (pad: string) => bytes('\r\n[\r\n', pad, `{"a":"${long}"},\r\n`, '{"b":"é', [0xf0, 0x9f], '"}]\r\n')
    const path = join(dir, 'utf8.json')
    writeFileSync(path, doc(''))
    const whole = await outcome(path, false)
    expect(whole.records).toEqual([[[{ a: long }, { b: 'é\ufffd' }], 2]])
    // Past the size read whole, a document is streamed.
    writeFileSync(path, doc(' '.repeat(9 << 20)))
    expect(await outcome(path, false)).toEqual(whole)
  })

  it('names the same line and column of an error whole and streamed', async () => {
    for (const [name, content] of [
      ['bad.jsonl', bytes(`{"a":"${long}"}\n`, '{"b":"é" x}\n{}\n')],
      ['torn.jsonl', bytes('{"a":"é"}\r\n', `{"b":"${long}`)],
    ] as const) {
      const path = join(dir, name)
      writeFileSync(path, content)
      const whole = await outcome(path, false)
      expect(whole.error ?? whole.warnings[0]?.message).toMatch(/column|incomplete/)
      expect(await outcome(path, true)).toEqual(whole)
    }
  })

  it('finds binary data by the first 8192 characters, not bytes', async () => {
    for (const [char, count, binary] of [
      ['é', 5000, true], // a NUL at character 5000, byte 10000
      ['€', 3000, true], // character 3000, byte 9000
      ['é', 9000, false], // character 9000
      ['x', 8191, true],
      ['x', 8192, false],
    ] as const) {
      const path = join(dir, 'nul.jsonl')
      writeFileSync(path, bytes([0xef, 0xbb, 0xbf], `{"a":"${char.repeat(count - 6)}`, [0], '"}\n{}\n'))
      const whole = await outcome(path, false)
      expect(whole.error).toEqual(
        binary
          ? `${path}: expected JSON or JSONL text, found binary data`
          : expect.stringMatching(/:1: expected JSON or JSONL, found invalid JSON at column/),
      )
      // A part of a file is read as JSONL only: its error is a line's, not a document's.
      if (binary) expect(await outcome(path, true)).toEqual(whole)
      else
        expect((await outcome(path, true)).error).toMatch(/:1: expected a JSON value, found invalid JSON at column 6/)
    }
  })
})

describe('readRecords on deep input', () => {
  const lists = (n: number) => '['.repeat(n) + ']'.repeat(n)

  it('refuses a line nested deeper than the limit, naming its line', async () => {
    for (const n of [1000, 20_000, 200_000]) {
      const text = `{"event":"decision"}\n\n{"event":"tool_call","args":${lists(n)}}\n{"event":"decision"}\n`
      expect(await failure(`deep-${n}.jsonl`, text)).toBe(
        `<dir>/deep-${n}.jsonl:3: expected JSON nested at most 1000 deep, found an object nested ${n + 1} deep`,
      )
    }
  }, 30_000)

  it('refuses a first line, a one-line document and a document over lines nested too deep', async () => {
    expect(await failure('first.jsonl', `{"a":${lists(5000)}}\n{"b":1}\n`)).toBe(
      '<dir>/first.jsonl:1: expected JSON nested at most 1000 deep, found an object nested 5001 deep',
    )
    expect(await failure('doc.json', lists(200_000))).toBe(
      '<dir>/doc.json:1: expected JSON nested at most 1000 deep, found a list nested 200000 deep',
    )
    // The line of the deep value, not the document's first.
    expect(await failure('spread.json', `\n[\n  {"a": 1},\n  ${lists(3000)}\n]\n`)).toBe(
      '<dir>/spread.json:4: expected JSON nested at most 1000 deep, found a list nested 3001 deep',
    )
    // A deep list as the first line starts a document, which does not parse: located without recursion.
    expect(await failure('first-list.jsonl', `${lists(20_000)}\n{"b":1}\n`)).toBe(
      '<dir>/first-list.jsonl:1: expected JSON nested at most 1000 deep, found text nested deeper',
    )
  }, 30_000)

  it('reads a record nested as deep as the limit', async () => {
    const { records } = await read('limit.jsonl', `{"args":${lists(999)}}\n`)
    expect(records).toHaveLength(1)
  })

  it('gives each record the byte where its line starts, read whole or streamed, and reads those lines again from there', async () => {
    // Lines of every kind the reader splits: ASCII, past ASCII, CRLF, blank, longer than a streamed chunk.
    const line = fc.oneof(
      fc.record({ event: fc.constantFrom('tool_call', 'decision'), n: fc.nat() }).map((o) => JSON.stringify(o)),
      fc.string({ unit: 'grapheme', maxLength: 40 }).map((t) => JSON.stringify({ text: t })),
      fc.constant(JSON.stringify({ long: 'ü'.repeat(READ_CHUNK_BYTES) })),
      fc.constantFrom('', '  '),
    )
    let k = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(line, fc.constantFrom('\n', '\r\n')), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (lines, bom) => {
          const text =
            (bom ? '\ufeff' : '') + JSON.stringify({ first: true }) + '\n' + lines.map(([l, end]) => l + end).join('')
          const bytes = Buffer.from(text)
          const path = join(dir, `starts-${k++}.jsonl`)
          writeFileSync(path, bytes)
          for (const streamed of [false, true]) {
            const got: { line: number; start: number; value: unknown }[] = []
            await readRecords(path, (value, line, start) => got.push({ line, start, value }), {
              ...(streamed ? { range: { start: 0, end: bytes.length, final: true } } : {}),
              onWarning: () => undefined,
            })
            for (const g of got) {
              const end = bytes.indexOf(0x0a, g.start)
              expect(JSON.parse(bytes.toString('utf8', g.start, end === -1 ? bytes.length : end))).toEqual(g.value)
            }
            const byLine = await readLinesAt(
              path,
              got.map((g) => g.line),
            )
            expect(await readLinesFrom(path, got)).toEqual(byLine)
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe("Harbor's codex.txt: codex exec --json with codex's warnings before it (../shared/harbor)", () => {
  const harbor = sharedPath('harbor')
  if (harbor) {
    const files = (readdirSync(harbor, { recursive: true }) as string[])
      .filter((f) => f.endsWith('/agent/codex.txt'))
      .sort()
    it('each is read whole, its warnings skipped and named in one warning', async () => {
      expect(files.length).toBeGreaterThan(0)
      for (const f of files) {
        const warnings: TraceWarning[] = []
        const first: unknown[] = []
        await readRecords(join(harbor, f), (v) => void (first.length < 1 && first.push(v)), {
          onWarning: (w) => warnings.push(w),
        })
        expect(first).toEqual([expect.objectContaining({ type: 'thread.started' })])
        expect(warnings).toEqual([
          expect.objectContaining({
            line: 1,
            message: expect.stringMatching(/^\d+ lines? that (is|are) not JSON skipped/),
          }),
        ])
      }
    })
  }
})

describe('readRecords on input longer than one string holds', () => {
  // The limit is lowered: the same code refuses a 600 MB line at the engine's 0x1fffffe8 characters.
  const limited = async (name: string, content: string, maxStringBytes: number) => {
    const path = join(dir, name)
    writeFileSync(path, content)
    const records: number[] = []
    try {
      await readRecords(path, (_, l) => records.push(l), { maxStringBytes })
    } catch (err) {
      expect(err).toBeInstanceOf(TraceError)
      return { records, message: (err as Error).message.replace(dir, '<dir>') }
    }
    return { records, message: undefined }
  }
  const long = `{"a":"${'x'.repeat(3 * READ_CHUNK_BYTES)}"}`

  it('is one input error naming the file and the line, whatever chunk the line starts in', async () => {
    const r = await limited('long-line.jsonl', `{"n":1}\n{"n":2}\n${long}\n{"n":4}\n`, 2 * READ_CHUNK_BYTES)
    expect(r.message).toBe(
      `<dir>/long-line.jsonl:3: expected a line of at most ${2 * READ_CHUNK_BYTES} bytes (the longest text one string holds), found a longer one`,
    )
    // The lines before it were read; none after.
    expect(r.records).toEqual([1, 2])
    const last = await limited('long-last.jsonl', `{"n":1}\n${long}`, 2 * READ_CHUNK_BYTES)
    expect(last.message).toMatch(/long-last\.jsonl:2: expected a line of at most/)
  })

  it('refuses a JSON document longer than one string, at its first line', async () => {
    const doc = `\n[\n${long}\n]\n`
    const r = await limited('long-doc.json', doc, 2 * READ_CHUNK_BYTES)
    expect(r.message).toMatch(/long-doc\.json:2: expected a JSON document of at most \d+ bytes .* written as JSONL/)
  })

  it('reads a line as long as the limit', async () => {
    const r = await limited('at-limit.jsonl', `{"n":1}\n${long}\n`, long.length + 1)
    expect(r.message).toBeUndefined()
    expect(r.records).toEqual([1, 2])
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readAhead, readAheadEnded, readWhole } from '../../src/trace/whole.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-whole-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const MAX = 8 << 20
/** A file of `size` bytes, each line naming `tag`. */
function file(name: string, tag: string, size = 3000): string {
  const path = join(dir, name)
  const line = `{"tag":"${tag}"}\n`
  writeFileSync(path, line.repeat(Math.ceil(size / line.length)).slice(0, size))
  return path
}
const text = (b: Buffer) => b.toString('latin1')

describe('files read whole', () => {
  it('takes the bytes read ahead for the file as it is: without opening it again', async () => {
    const a = file('a1.jsonl', 'a')
    const b = file('b1.jsonl', 'b')
    const bytesA = await readWhole(a, statSync(a))
    const want = text(bytesA)
    const infoB = statSync(b)
    readAhead(b, bytesA, MAX)
    await readAheadEnded()
    // The bytes of the file being handled are left as they were.
    expect(text(bytesA)).toBe(want)
    // Taken from the read ahead: the path itself is gone.
    renameSync(b, `${b}.gone`)
    expect(text(await readWhole(b, infoB))).toBe(text(await readWhole(`${b}.gone`, statSync(`${b}.gone`))))
  })

  it('reads anew a file written after it was read ahead, even at the same size', async () => {
    const a = file('a2.jsonl', 'a')
    const b = file('b2.jsonl', 'b')
    readAhead(b, await readWhole(a, statSync(a)), MAX)
    await readAheadEnded()
    file('b2.jsonl', 'c')
    utimesSync(b, new Date(2000, 1, 1), new Date(2000, 1, 1))
    const got = text(await readWhole(b, statSync(b)))
    expect(got).toContain('"c"')
    expect(got).not.toContain('"b"')
  })

  it('reads another file into the buffer a read ahead does not hold, and the read ahead is still taken', async () => {
    const a = file('a3.jsonl', 'a')
    const b = file('b3.jsonl', 'b', 5000)
    const c = file('c3.jsonl', 'c', 7000)
    readAhead(b, await readWhole(a, statSync(a)), MAX)
    const bytesC = await readWhole(c, statSync(c))
    expect(text(bytesC)).toBe(text(Buffer.from('{"tag":"c"}\n'.repeat(700)).subarray(0, 7000)))
    const bytesB = await readWhole(b, statSync(b))
    expect(text(bytesB)).toBe(text(Buffer.from('{"tag":"b"}\n'.repeat(500)).subarray(0, 5000)))
  })

  it('reads nothing ahead that is not a file, is empty or is over the size given; the file read then tells its error', async () => {
    const a = file('a4.jsonl', 'a')
    const bytes = await readWhole(a, statSync(a))
    readAhead(dir, bytes, MAX)
    readAhead(join(dir, 'missing.jsonl'), bytes, MAX)
    const big = file('big4.jsonl', 'x', 5000)
    readAhead(big, bytes, 4000)
    await readAheadEnded()
    expect(text(await readWhole(big, statSync(big)))).toHaveLength(5000)
    await expect(readWhole(join(dir, 'missing.jsonl'), statSync(a))).rejects.toThrow(/ENOENT/)
  })
})

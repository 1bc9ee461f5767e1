import { describe, expect, it } from '@jest/globals'
import { crc32, readZip, safeEntryName, ZipError, type ZipLimits } from '../../src/action/zip.js'
import { makeZip } from '../../__fixtures__/github/zip.js'

const LIMITS: ZipLimits = { maxEntries: 4, maxEntryBytes: 1000, maxTotalBytes: 1500 }

describe('crc32', () => {
  it('is the IEEE CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
    expect(crc32(Buffer.alloc(0))).toBe(0)
  })
})

describe('readZip', () => {
  it('reads stored and deflated entries, leaving directories out', () => {
    const zip = makeZip([
      { name: 'dir/', data: '', method: 0 },
      { name: 'report.json', data: '{"a": 1}\n' },
      { name: 'dir/meta.json', data: '{}', method: 0 },
      { name: 'empty.json', data: '' },
    ])
    const files = readZip(zip, LIMITS)
    expect([...files.keys()]).toEqual(['report.json', 'dir/meta.json', 'empty.json'])
    expect(files.get('report.json')!.toString()).toBe('{"a": 1}\n')
    expect(files.get('empty.json')!.length).toBe(0)
  })

  it.each([
    ['not a zip', Buffer.from('{"not": "a zip"}'), 'expected a zip archive'],
    [
      'too many entries',
      makeZip(Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, data: 'x' }))),
      'expected at most 4 entries, found 5',
    ],
    [
      'a path with ..',
      makeZip([{ name: '../escape.json', data: 'x' }]),
      'expected plain relative entry names, found "../escape.json"',
    ],
    ['an absolute path', makeZip([{ name: '/etc/passwd', data: 'x' }]), 'expected plain relative entry names'],
    ['a backslash', makeZip([{ name: 'a\\..\\b', data: 'x' }]), 'expected plain relative entry names'],
    ['a drive', makeZip([{ name: 'C:/x', data: 'x' }]), 'expected plain relative entry names'],
    [
      'a name twice',
      makeZip([
        { name: 'a', data: 'x' },
        { name: 'a', data: 'y' },
      ]),
      'expected each entry once',
    ],
    [
      'a large entry',
      makeZip([{ name: 'a', data: 'x'.repeat(1001) }]),
      'expected entries of at most 1000 bytes, found "a" of 1001 bytes',
    ],
    [
      'too much in all',
      makeZip([
        { name: 'a', data: 'x'.repeat(800) },
        { name: 'b', data: 'x'.repeat(800) },
      ]),
      'expected at most 1500 bytes in all',
    ],
    [
      'a bomb that lies about its size',
      makeZip([{ name: 'a', data: 'x'.repeat(100_000), declaredSize: 10 }]),
      'expected "a" to inflate to 10 bytes',
    ],
    [
      'a size that is too large',
      makeZip([{ name: 'a', data: 'x'.repeat(10), declaredSize: 20 }]),
      'expected "a" to hold 20 bytes, found 10',
    ],
    ['a bad CRC', makeZip([{ name: 'a', data: 'abc', crc: 1 }]), 'expected "a" to match its CRC-32'],
    ['encryption', makeZip([{ name: 'a', data: 'abc', flags: 1 }]), 'expected no encryption'],
    [
      'a stored entry that lies',
      makeZip([{ name: 'a', data: 'abc', method: 0, declaredSize: 2 }]),
      'expected a stored entry to be as long as it says',
    ],
  ])('refuses %s', (_, zip, message) => {
    expect(() => readZip(zip, LIMITS)).toThrow(ZipError)
    expect(() => readZip(zip, LIMITS)).toThrow(message)
  })

  it('refuses another compression method', () => {
    const zip = makeZip([{ name: 'a', data: 'abc', method: 0 }])
    zip.writeUInt16LE(12, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10) // bzip2, in the central directory
    expect(() => readZip(zip, LIMITS)).toThrow('expected stored or deflated entries, found method 12')
  })

  it('refuses a truncated archive', () => {
    const zip = makeZip([{ name: 'report.json', data: 'x'.repeat(200) }])
    expect(() => readZip(zip.subarray(0, zip.length - 30), LIMITS)).toThrow(ZipError)
    expect(() => readZip(zip.subarray(20), LIMITS)).toThrow(ZipError)
  })

  it('survives random bytes', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff
    const zip = makeZip([{ name: 'report.json', data: '{"sessions": []}' }])
    for (let i = 0; i < 300; i++) {
      const bad = Buffer.from(zip)
      for (let k = 0; k < 3; k++) bad[random() % bad.length] = random()
      try {
        readZip(bad, LIMITS)
      } catch (err) {
        expect(err).toBeInstanceOf(ZipError)
      }
    }
  })
})

describe('safeEntryName', () => {
  it.each([
    ['report.json', true],
    ['a/b.json', true],
    ['a/./b', false],
    ['a/../b', false],
    ['', false],
    ['a\u0000b', false],
  ])('%j: %s', (name, ok) => expect(safeEntryName(name)).toBe(ok))
})

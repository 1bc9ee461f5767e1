import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ownFolder } from '../../src/gate/compile-cache.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-compile-cache-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("the compiled code's cache", () => {
  it('makes its folder for this user alone', () => {
    const made = join(dir, 'fresh')
    expect(ownFolder(made)).toBe(made)
    expect(statSync(made).mode & 0o777).toBe(0o700)
    // Made before: still this user's own.
    expect(ownFolder(made)).toBe(made)
  })

  it('is not kept in a folder others may write to, in a link, or where a file is', () => {
    const open = join(dir, 'open')
    mkdirSync(open)
    chmodSync(open, 0o777)
    expect(ownFolder(open)).toBeUndefined()
    const link = join(dir, 'link')
    symlinkSync(join(dir, 'fresh'), link)
    expect(ownFolder(link)).toBeUndefined()
    const file = join(dir, 'file')
    writeFileSync(file, '')
    expect(ownFolder(file)).toBeUndefined()
  })
})

/** Small text helpers every layer uses, written once. */
import { posix } from 'node:path'

/** `n thing` or `n things`. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`
}

/** A few words for the kind of a JSON value, for "expected ..., found ..." messages. */
export function typeName(x: unknown): string {
  if (x === null) return 'null'
  if (x === undefined) return 'nothing'
  if (Array.isArray(x)) return 'a list'
  if (typeof x === 'object') return 'an object'
  return `a ${typeof x}`
}

/** A path as used for lookups and matching: forward slashes, normalized, no leading `./`. */
export function normalizePath(p: string): string {
  return posix.normalize(p.replace(/\\/g, '/')).replace(/^(\.\/)+/, '')
}

/** Why a file could not be read, in a few words: no such file, or the system's error code. */
export function cannotRead(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? 'error'})`
}

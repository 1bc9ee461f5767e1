/**
 * Zod issues in words: "[key: ]expected ..., found ..." for the value an issue was raised on.
 * Shared by every reader of a file a user writes (the policy file, harness results, reports).
 */
import type { z } from 'zod'
import { cutMasked } from './secrets.js'

/** A few words for a value as a user wrote it: "a string", "a list", "nothing", `"text"`, 3. */
export function valueWords(x: unknown): string {
  if (x === undefined) return 'nothing'
  if (x === null) return 'null'
  if (Array.isArray(x)) return 'a list'
  if (typeof x === 'object') return 'a mapping'
  if (typeof x === 'string') return JSON.stringify(cutMasked(x, 40, '...'))
  if (typeof x === 'number' || typeof x === 'boolean') return String(x)
  return `a ${typeof x}`
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  tuple: 'a list',
  record: 'a mapping',
  null: 'null',
}

/** The value at a path inside a value. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<PropertyKey, unknown>)[k]
  }
  return v
}

/** A key path in words: `assertions.tool_call_count[1].max`. */
export function keyPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`
  return out
}

export type Issue = z.core.$ZodIssue

/**
 * The union branch most likely meant: the one whose issues reach deepest into the value; on a
 * tie, one whose issue is about the value itself rather than its type.
 */
function likeliestBranch(errors: Issue[][]): Issue[] {
  const score = (branch: Issue[]) =>
    Math.max(...branch.map((i) => i.path.length * 2 + (i.code === 'invalid_type' ? 0 : 1)))
  return errors.reduce((best, branch) => (score(branch) > score(best) ? branch : best), errors[0] ?? [])
}

/** One issue in words, "[key: ]expected ..., found ...", for the value it was raised on (the root of the parse). */
export function describeIssue(
  issue: Issue,
  root: unknown,
  knownKeys?: (path: readonly PropertyKey[]) => readonly string[] | undefined,
): string {
  if (issue.code === 'invalid_union' && issue.message !== 'Invalid input') {
    // A union with words of its own says what it takes.
    return (
      `${issue.path.length ? `${keyPath(issue.path)}: ` : ''}${issue.message}, found ` +
      `${valueWords(valueAt(root, issue.path))}`
    )
  }
  if (issue.code === 'invalid_union' && issue.errors.length) {
    const branch = likeliestBranch(issue.errors)
    if (branch.length) {
      const inner = branch[0]
      return describeIssue({ ...inner, path: [...issue.path, ...inner.path] } as Issue, root, knownKeys)
    }
  }
  const at = issue.path.length ? `${keyPath(issue.path)}: ` : ''
  const value = valueAt(root, issue.path)
  switch (issue.code) {
    case 'invalid_type':
      return `${at}expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, found ${valueWords(value)}`
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v))
      const expected = values.length === 1 ? values[0] : `one of ${values.join(', ')}`
      return `${at}expected ${expected}, found ${valueWords(value)}`
    }
    case 'unrecognized_keys': {
      const known = knownKeys?.(issue.path)
      const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ')
      return known?.length
        ? `${at}expected one of the keys ${known.join(', ')}, found ${keys}`
        : `${at}expected no key ${keys} here, found it`
    }
    case 'too_small': {
      const op = issue.inclusive === false ? '>' : '>='
      if (issue.origin === 'string') return `${at}expected a non-empty string, found ${valueWords(value)}`
      if (issue.origin === 'array' || issue.origin === 'set')
        return (
          `${at}expected at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}, ` +
          `found ${Array.isArray(value) ? value.length : valueWords(value)}`
        )
      return `${at}expected a number ${op} ${String(issue.minimum)}, found ${valueWords(value)}`
    }
    case 'too_big': {
      const op = issue.inclusive === false ? '<' : '<='
      if (issue.origin === 'array' || issue.origin === 'set')
        return (
          `${at}expected at most ${String(issue.maximum)} items, found ` +
          `${Array.isArray(value) ? value.length : valueWords(value)}`
        )
      if (issue.origin === 'string')
        return `${at}expected at most ${String(issue.maximum)} characters, found a longer string`
      return `${at}expected a number ${op} ${String(issue.maximum)}, found ${valueWords(value)}`
    }
    case 'invalid_format':
      return (
        `${at}expected ${issue.format === 'regex' ? 'a value of the documented form' : issue.format}, ` +
        `found ${valueWords(value)}`
      )
    default:
      return `${at}${issue.message}`
  }
}

/**
 * Never one format for another: every file of ../shared/traces and every trace fixture goes
 * through recognition and the reader as the pipeline reads it, and is held to its folder's
 * format. A folder named after a format read (an adapter with the folder's id; `gemini-cli` may
 * hold files of any id starting with `gemini-cli`) must be read as that format, with no more
 * records left unread than the reader allows; a folder of a format not read yet must be refused
 * with a message, never read as another. Files the folder walk names as not read (a stderr log,
 * Droid's `.settings.json`) are companions, listed and skipped. Each file's records left unread
 * are printed in one table.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from '@jest/globals'
import { ADAPTERS, AdaptingReader, choose, refusesUnread, type UnreadCount } from '../../src/trace/registry.js'
import { readRecords, TraceError } from '../../src/trace/read.js'
import { READ_AS, REFUSED, sharedTraces } from '../../__fixtures__/shared.js'

const fixtures = fileURLToPath(new URL('../../__fixtures__/traces', import.meta.url))

/** The adapter ids a folder's files may be read as: its own, or for `gemini-cli` any starting with it. */
function idsFor(folder: string): string[] {
  return ADAPTERS.map((a) => a.id as string).filter((id) =>
    folder === 'gemini-cli' ? id.startsWith('gemini-cli') : id === folder,
  )
}

interface Outcome {
  /** The format it was read as, or undefined when it was refused. */
  format?: string
  error?: string
  count: UnreadCount
  warnings: string[]
}

/** A file read as the pipeline reads it under `auto`: recognised, adapted, refused or not. */
async function readAs(path: string): Promise<Outcome> {
  const warnings: string[] = []
  const ctx = { source: path, warn: (_line: number | undefined, message: string) => void warnings.push(message) }
  const reader = new AdaptingReader(
    ctx,
    (sample, line) => choose('auto', sample, path, line),
    () => {},
  )
  try {
    await readRecords(path, reader.record, { onWarning: (w) => warnings.push(w.message) })
    const adapter = reader.end()
    return { format: adapter?.id, count: reader.unreadCount, warnings }
  } catch (err) {
    if (!(err instanceof TraceError)) throw err
    return { error: err.message, count: reader.unreadCount, warnings }
  }
}

/** `folder/file` of every file under a traces root, its folders being formats. */
function listed(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(root, d.name)).map((f) => `${d.name}/${f}`))
    .sort()
}

const rows: string[][] = []
const table = new Map<string, Map<string, number>>()

function note(where: string, name: string, o: Outcome): void {
  const folder = name.split('/')[0]
  const as = o.format ?? 'refused'
  const row = table.get(folder) ?? new Map<string, number>()
  row.set(as, (row.get(as) ?? 0) + 1)
  table.set(folder, row)
  const why = o.error ? o.error.slice(o.error.indexOf(': ') + 2) : ''
  rows.push([`${where}/${name}`, as, String(o.count.records), String(o.count.unread), String(o.count.calls), why])
}

async function holdToFolder(
  where: string,
  root: string,
  name: string,
  readAsOther: Readonly<Record<string, string>>,
  refused: Readonly<Record<string, RegExp>>,
): Promise<void> {
  const folder = name.split('/')[0]
  const o = await readAs(join(root, name))
  note(where, name, o)
  const ids = Object.hasOwn(readAsOther, name) ? [readAsOther[name]] : idsFor(folder)
  if (Object.hasOwn(refused, name)) {
    // A shape refused by a message that names it: never read as anything.
    expect({ name, format: o.format }).toEqual({ name, format: undefined })
    expect(o.error).toMatch(refused[name])
  } else if (ids.length > 0) {
    // Read as its own format, and as no other.
    expect({ name, error: o.error }).toEqual({ name, error: undefined })
    expect(ids).toContain(o.format)
    expect(refusesUnread(o.count)).toBe(false)
    expect(o.count.calls).toBe(0)
  } else {
    // A format not read yet: refused with a message, not misread.
    expect({ name, format: o.format }).toEqual({ name, format: undefined })
    expect(o.error).toMatch(/\S/)
  }
}

describe('never one format for another: the fixtures', () => {
  it.each(listed(fixtures))('%s is read as its folder says', async (name) => {
    await holdToFolder('__fixtures__/traces', fixtures, name, {}, {})
  })
})

describe('never one format for another: ../shared/traces', () => {
  const shared = sharedTraces()
  if (shared) {
    const all = shared.listed
    // The companions the folder walk names as not read are not traces: listed, never judged.
    const companions = new Set(shared.companions.map(([f]) => f))
    it('names the companions beside the traces as not read (a stderr log, Droid settings)', () => {
      expect([...companions]).toContain('gemini-cli/Realiserad__fish-ai__stderr.log')
      expect([...companions]).toContain('droid/sageox__ox__session-real.settings.json')
    })
    it.each(all)('%s is read as its folder says, or is a companion', async (name) => {
      if (companions.has(name)) return
      await holdToFolder('shared/traces', shared.root, name, READ_AS, REFUSED)
    })
  }
})

describe('the confusion table', () => {
  afterAll(() => {
    if (rows.length === 0) return
    const head = ['file', 'read as', 'records', 'unread', 'calls unread', 'why refused']
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => Math.min(r[i].length, 90))))
    const line = (r: string[]) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : (c.length > 90 ? `...${c.slice(-87)}` : c).padEnd(widths[i])))
        .join('  ')
    process.stdout.write(`\nRecords left unread, per file\n${[head, ...rows].map(line).join('\n')}\n`)
  })

  it('is the identity: each folder read only as its own format, or refused', () => {
    for (const [folder, seen] of table) {
      const others = Object.entries(READ_AS)
        .filter(([name]) => name.split('/')[0] === folder)
        .map(([, id]) => id)
      const allowed = new Set([...idsFor(folder), ...others, 'refused'])
      for (const as of seen.keys())
        expect(`${folder} -> ${as} (${allowed.has(as) ? 'ok' : 'confused'})`).toBe(`${folder} -> ${as} (ok)`)
    }
  })
})

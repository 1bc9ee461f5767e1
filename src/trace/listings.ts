/**
 * Folder listings taken once and handed on: the CLI's first look into the folders it was given
 * (src/cli/prestart.ts, which decides whether to start workers as the process starts) keeps
 * what it listed, and the walk that then finds the trace files (src/trace/files.ts) takes those
 * listings rather than listing the same folders again. Each listing is taken at most once; a
 * folder with none kept is listed as usual.
 *
 * Imported by the CLI's entry, which a worker thread runs too: nothing here but node's own modules.
 */
import { readdirSync, type Dirent } from 'node:fs'

const kept = new Map<string, Dirent[]>()

/** A folder's entries (with their types) as they were listed, for the next `listFolder` of it. */
export function keepListing(dir: string, entries: Dirent[]): void {
  kept.set(dir, entries)
}

/** A folder's entries, with their types: the listing kept for it (once), else a new one. */
export function listFolder(dir: string): Dirent[] {
  const got = kept.get(dir)
  if (got === undefined) return readdirSync(dir, { withFileTypes: true })
  kept.delete(dir)
  return got
}

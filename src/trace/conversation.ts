/**
 * OpenHands V1 conversation folders (formats.md "Formats of late 2026"): the SDK and the CLI keep
 * a conversation as a folder `<id>/` holding `events/event-NNNNN-<uuid>.json`, one event a file,
 * and `base_state.json`, the conversation's state. One folder is one run: the reader reads its
 * event files in the order of NNNNN, then its state, as the records of one trace (read.ts), and
 * the walk of a folder (files.ts) gives the conversation folder where it finds its files, once.
 *
 * Given the conversation folder, its `events/` folder, or a folder of conversations, each
 * conversation is one trace. Files in `events/` that are not events (`.eventlog.lock`, names
 * that start with a dot) are the SDK's own and not read.
 */
import { readdirSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** An event file's name: its place in the conversation, then its id. */
const EVENT_FILE = /^event-(\d+)-[^/\\]*\.json$/

/** The conversation's state beside its events. */
export const BASE_STATE = 'base_state.json'

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** The event files of an `events/` folder, in their order (NNNNN), and the names there that are not events. */
export function eventFiles(events: string): { files: string[]; others: string[] } {
  const found: { n: number; name: string }[] = []
  const others: string[] = []
  for (const name of readdirSync(events)) {
    if (name.startsWith('.')) continue
    const m = EVENT_FILE.exec(name)
    if (m) found.push({ n: Number(m[1]), name })
    else others.push(name)
  }
  found.sort((a, b) => a.n - b.n || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { files: found.map((f) => join(events, f.name)), others: others.sort() }
}

/** Whether a folder holds at least one event file. */
function holdsEvents(dir: string): boolean {
  try {
    return readdirSync(dir).some((name) => EVENT_FILE.test(name))
  } catch {
    return false
  }
}

/** A conversation folder, as read: its `events/` folder and its state file, when there is one. */
export interface Conversation {
  folder: string
  events: string
  state?: string
}

/**
 * The conversation a directory is, given as the conversation folder or as its `events/` folder;
 * undefined when it is neither.
 */
export function conversationAt(dir: string): Conversation | undefined {
  const inner = join(dir, 'events')
  if (isDir(inner) && (holdsEvents(inner) || isFile(join(dir, BASE_STATE)))) {
    const state = join(dir, BASE_STATE)
    return { folder: dir, events: inner, ...(isFile(state) ? { state } : {}) }
  }
  if (basename(dir) === 'events' && holdsEvents(dir)) {
    const folder = dirname(dir)
    const state = join(folder, BASE_STATE)
    return { folder, events: dir, ...(isFile(state) ? { state } : {}) }
  }
  return undefined
}

/** The conversation folder an event file found by a walk belongs to, by its path alone. */
function conversationOfFile(path: string): string | undefined {
  const name = basename(path)
  if (EVENT_FILE.test(name)) {
    const events = dirname(path)
    return basename(events) === 'events' ? dirname(events) : undefined
  }
  return undefined
}

/**
 * A file named on its own: an event file of a conversation, or its `base_state.json` beside its
 * `events/`, is its conversation folder; any other file is itself.
 */
export function namedFile(path: string): string {
  const c = conversationOfFile(path)
  if (c !== undefined) return c
  if (basename(path) === BASE_STATE && conversationAt(dirname(path)) !== undefined) return dirname(path)
  return path
}

/**
 * Files a walk found, with the files of each OpenHands V1 conversation replaced by its folder, in
 * the place of its first file: its event files, and its `base_state.json` (which sorts before
 * `events/`). Other files as they are.
 */
export function groupConversations(files: readonly string[]): string[] {
  const folders = new Set<string>()
  for (const f of files) {
    const c = conversationOfFile(f)
    if (c !== undefined) folders.add(c)
  }
  if (folders.size === 0) return [...files]
  const out: string[] = []
  const placed = new Set<string>()
  for (const f of files) {
    const c = conversationOfFile(f) ?? (basename(f) === BASE_STATE && folders.has(dirname(f)) ? dirname(f) : undefined)
    if (c === undefined) out.push(f)
    else if (!placed.has(c)) {
      placed.add(c)
      out.push(c)
    }
  }
  return out
}

/**
 * Node's cache of compiled code (Node 22.1 and later; Node 20 has none): with it, the bundle's
 * modules are compiled once and then loaded from the cache, on this thread and in each worker,
 * which starts each of them sooner. It is node's own cache, in the folder node uses by default
 * (NODE_COMPILE_CACHE, or `node-compile-cache` in the system's temporary folder), shared with
 * the other tools that use it; each entry is checked against the code it was compiled from.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off. A cache that cannot be used is no error: the code is
 * compiled as it always is.
 *
 * The temporary folder may be shared with other users, and code from the cache is run: the
 * default folder is used only when it is this user's own (not a link, and no one else may
 * write to it).
 *
 * Imported by the bundles' entries: nothing here but node's own modules.
 */
import { lstatSync, mkdirSync } from 'node:fs'
import * as nodeModule from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

type EnableCompileCache = (dir?: string) => unknown

/** A folder for the cache, made if need be; undefined when it is not this user's own. */
export function ownFolder(dir: string = join(tmpdir(), 'node-compile-cache')): string | undefined {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    const info = lstatSync(dir)
    const uid = process.getuid?.()
    if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o022) !== 0) return undefined
    return dir
  } catch {
    return undefined
  }
}

/** Turn the cache on for the modules loaded from now on; nothing where node has no such cache. */
export function cacheCompiledCode(env: Readonly<Record<string, string | undefined>> = process.env): void {
  const enable = (nodeModule as { enableCompileCache?: EnableCompileCache }).enableCompileCache
  if (!enable || env.NODE_DISABLE_COMPILE_CACHE) return
  try {
    // The folder the user chose: node has turned the cache on already.
    if (env.NODE_COMPILE_CACHE) return
    const dir = ownFolder()
    if (dir !== undefined) enable(dir)
  } catch {
    // No cache: the code is compiled as usual.
  }
}

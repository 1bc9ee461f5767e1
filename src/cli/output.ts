/**
 * Where the CLI's outputs go, checked before anything is read: `-` is stdout, and no output may
 * overwrite what the command reads.
 */
import { statSync } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { basename, dirname, resolve, sep } from 'node:path'
import { UsageError, type Command, type OutputOption } from './args.js'

/** An output option as given: `--out report.json`, or `--markdown -` for stdout. */
export interface OutputRequest {
  option: OutputOption
  path: string
}

/** Something the command reads, as named on the command line or found from it. */
export interface InputPath {
  /** How the user named it, for the error. */
  path: string
  /** True when it is a directory argument (all files under it are inputs). */
  directory?: boolean
}

interface Identity {
  real: string
  dev?: number
  ino?: number
}

/** The path a name resolves to (links followed), and the file's identity when it exists. */
async function identify(path: string): Promise<Identity> {
  const info = await stat(path).catch(() => undefined)
  const real = await realpath(path).catch(async () => {
    // Not there yet: the real directory it would be written in, and its name.
    const dir = await realpath(dirname(path)).catch(() => resolve(dirname(path)))
    return `${dir}${dir.endsWith(sep) ? '' : sep}${basename(path)}`
  })
  return info ? { real, dev: info.dev, ino: info.ino } : { real }
}

/**
 * A file's identity from one stat, without its real path (empty): enough to compare an existing
 * file with another existing file. Undefined ino when it cannot be stat'ed.
 */
function quickIdentity(path: string): Identity {
  try {
    const info = statSync(path)
    return { real: '', dev: info.dev, ino: info.ino }
  } catch {
    return { real: '' }
  }
}

const sameFile = (a: Identity, b: Identity) =>
  a.real === b.real || (a.ino !== undefined && a.dev === b.dev && a.ino === b.ino)

/**
 * Refuse outputs that would overwrite an input (the same file by any name: a symbolic or hard
 * link, a relative or absolute path), that lie inside an input directory, or that two options
 * both write. Returns nothing; throws a UsageError naming the option and the input.
 */
export async function checkOutputs(
  command: Command,
  outputs: readonly OutputRequest[],
  inputs: readonly InputPath[],
): Promise<void> {
  const files = outputs.filter((o) => o.path !== '-')
  if (!files.length) return
  const ins = inputs.map((i) => ({ ...i, id: quickIdentity(i.path) }))
  // An input's real path is needed only when it has no identity (it could not be stat'ed), or
  // for a directory (an output may not lie inside it): otherwise an output that is the same file
  // by any name has the same device and inode.
  await Promise.all(
    ins.map(async (i) => {
      if (i.id.ino === undefined || i.directory) i.id = await identify(i.path)
    }),
  )
  const seen: { option: OutputOption; id: Identity }[] = []
  for (const o of files) {
    const id = await identify(o.path)
    const same = ins.find((i) => sameFile(id, i.id))
    if (same) {
      throw new UsageError(
        `--${o.option} ${o.path}: refusing to overwrite ${same.path}, which ${command} reads; write the output ` +
          `elsewhere`,
        command,
      )
    }
    const within = ins.find(
      (i) => i.directory && id.real.startsWith(i.id.real.endsWith(sep) ? i.id.real : i.id.real + sep),
    )
    if (within) {
      throw new UsageError(
        `--${o.option} ${o.path}: refusing to write inside ${within.path}, a directory ${command} reads; write ` +
          `the output elsewhere`,
        command,
      )
    }
    const twin = seen.find((s) => sameFile(s.id, id))
    if (twin) throw new UsageError(`--${o.option} ${o.path}: --${twin.option} writes the same file`, command)
    seen.push({ option: o.option, id })
  }
}

/**
 * The inputs named by path arguments: directories as such, everything else as files. Each is
 * stat'ed at once (sync): a run may name thousands of files, and an async stat costs a turn of
 * the event loop each.
 */
export function inputPaths(args: readonly string[], found: readonly string[]): InputPath[] {
  const out: InputPath[] = []
  for (const a of args) {
    let directory = false
    try {
      directory = statSync(a).isDirectory()
    } catch {
      // Not there: no directory (the read names what is wrong with it).
    }
    if (directory) out.push({ path: a, directory: true })
  }
  for (const f of found) out.push({ path: f })
  return out
}

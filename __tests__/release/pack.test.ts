/**
 * The package as people install it: `npm pack`, then `npm install` of the tarball into an empty
 * folder, then `npx --no-install agent-trust-gate` gives the report the checkout gives, byte for
 * byte. The tarball holds the bundle and its documents, nothing of the sources or the tests, and
 * needs no dependency: the bundle carries its code. What the bundles contain admits the node
 * versions package.json's `engines` promises.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'

/** The environment of a fresh shell: none of the settings `npm test` passes to its scripts. */
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'NODE_OPTIONS'))

interface Packed {
  filename: string
  size: number
  unpackedSize: number
  entryCount: number
  files: { path: string; size: number }[]
}

const dir = mkdtempSync(join(tmpdir(), 'pack-'))
let packed: Packed
let installed: string

beforeAll(() => {
  const out = execFileSync(npm, ['pack', '--json', '--pack-destination', dir], {
    cwd: repo,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  packed = JSON.parse(out)[0]
  installed = join(dir, 'user')
  mkdirSync(installed)
  execFileSync(npm, ['install', '--no-audit', '--no-fund', '--no-save', join(dir, packed.filename)], {
    cwd: installed,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm pack', () => {
  it('holds the bundle, the action, the schemas, the docs, README and LICENSE: no sources, tests or fixtures', () => {
    const paths = packed.files.map((f) => f.path).sort()
    expect(
      paths.filter(
        (p) => /^(src|__tests__|__fixtures__|scripts|bench|examples|node_modules)\//.test(p) || p.startsWith('.'),
      ),
    ).toEqual([])
    expect(paths).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'action.yml',
        'dist/cli/index.js',
        'dist/index.js',
        'dist/licenses.txt',
        'package.json',
        'schema/report.schema.json',
        'schema/policy.schema.json',
      ]),
    )
    for (const p of paths)
      expect([
        p,
        /^(dist\/|schema\/[^/]+\.json$|docs\/(rules\/)?[^/]+\.md$|(action\.yml|README\.md|LICENSE|package\.json)$)/.test(
          p,
        ),
      ]).toEqual([p, true])
    // The bundle is a few MB in some 40 files (chunks that load as they are needed); the sources,
    // tests and fixtures made it 2 MB more and 233 files.
    expect(packed.entryCount).toBeLessThan(80)
    expect(packed.size).toBeLessThan(3 * 1024 * 1024)
  })

  it('holds every docs page the CLI and the action name in their messages and help', () => {
    const paths = new Set(packed.files.map((f) => f.path))
    const named = new Set<string>()
    for (const bundle of ['dist/cli', 'dist'])
      for (const f of readdirSync(join(repo, bundle)).filter((f) => f.endsWith('.js')))
        for (const m of readFileSync(join(repo, bundle, f), 'utf8').matchAll(/(?<![\w/.-])docs\/[\w./-]*?\.md\b/g))
          named.add(m[0])
    // What the CLI's help and errors say (--format, --integrity, --policy); URLs of other projects are not ours.
    expect([...named]).toEqual(expect.arrayContaining(['docs/formats.md', 'docs/policy.md', 'docs/action.md']))
    for (const p of [...named].sort()) expect([p, paths.has(p)]).toEqual([p, true])
    // The rule pages the reports link to (online, at the installed version) are there as well.
    for (const f of readdirSync(join(repo, 'docs/rules')).sort())
      expect([f, paths.has(`docs/rules/${f}`)]).toEqual([f, true])
  })

  it('needs no dependency, and is published', () => {
    expect(pkg.private).toBeUndefined()
    expect(pkg.dependencies ?? {}).toEqual({})
    const manifest = JSON.parse(readFileSync(join(installed, 'node_modules/agent-trust-gate/package.json'), 'utf8'))
    expect(manifest.bin).toEqual({ 'agent-trust-gate': 'dist/cli/index.js' })
    // Only the package itself was installed.
    expect(readdirSync(join(installed, 'node_modules')).filter((f) => !f.startsWith('.'))).toEqual(['agent-trust-gate'])
  })

  it.each(['examples/tool-loop.jsonl', 'examples/clean.jsonl'])(
    "installed, `npx agent-trust-gate diagnose %s --json` gives the checkout's report",
    (example) => {
      const trace = join(repo, example)
      const fromCheckout = spawnSync(process.execPath, [join(repo, 'dist/cli/index.js'), 'diagnose', trace, '--json'], {
        cwd: repo,
        env,
        encoding: 'utf8',
      })
      const fromPackage = spawnSync(npx, ['--no-install', 'agent-trust-gate', 'diagnose', trace, '--json'], {
        cwd: installed,
        env,
        encoding: 'utf8',
      })
      expect(fromCheckout.stdout).toContain('"trust_score"')
      expect({ status: fromPackage.status, stdout: fromPackage.stdout }).toEqual({
        status: fromCheckout.status,
        stdout: fromCheckout.stdout,
      })
    },
  )
})

/** Whether a range of `engines.node` ("18 || 20 || >=22", ">= 14.6", "^20.9.0") admits a major version. */
function admits(range: string, major: number): boolean {
  return range.split('||').some((alt) => {
    const a = alt.trim()
    let m: RegExpExecArray | null
    if ((m = /^>=?\s*v?(\d+)/.exec(a))) return major >= Number(m[1]) + (a.startsWith('>=') ? 0 : 1)
    if ((m = /^(?:\^|~)?v?(\d+)(?:\.[\dx*]+){0,2}$/.exec(a))) return major === Number(m[1])
    if (a === '*' || a === '') return true
    throw new Error(`engines.node "${range}": the test cannot read "${a}"`)
  })
}

/** The packages named in a licenses.txt that scripts/bundle.mjs wrote (each block starts name@version). */
function bundledPackages(file: string): string[] {
  return readFileSync(join(repo, file), 'utf8')
    .split('\n\n')
    .map((block) => block.split('\n')[0])
    .filter((line) => /^(@[^/@\s]+\/)?[^/@\s]+@\d+\.\d+\.\d+\S*$/.test(line))
}

const lock: { packages: Record<string, { version?: string; engines?: { node?: string } }> } = JSON.parse(
  readFileSync(join(repo, 'package-lock.json'), 'utf8'),
)

/** `engines.node` of a package (name@version) as package-lock.json records it; undefined when it sets none. */
function enginesOf(id: string): string | undefined {
  const at = id.lastIndexOf('@')
  const [name, version] = [id.slice(0, at), id.slice(at + 1)]
  const copies = Object.entries(lock.packages).filter(
    ([path, info]) =>
      (path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`)) && info.version === version,
  )
  if (!copies.length) throw new Error(`${id} is bundled but not in package-lock.json`)
  return copies[0][1].engines?.node
}

describe('engines', () => {
  const lowest = Number(/^>=\s*(\d+)$/.exec(pkg.engines.node)?.[1])

  it('reads ranges as npm does', () => {
    expect([
      admits('18 || 20 || >=22', 20),
      admits('>=22', 20),
      admits('>= 14.6', 20),
      admits('20 || >=22', 21),
      admits('>=22', 24),
      admits('^20.9.0', 22),
    ]).toEqual([true, false, true, false, true, false])
  })

  it('every package npm ci installs admits the lowest node package.json admits: no EBADENGINE warning', () => {
    for (const [path, info] of Object.entries(lock.packages)) {
      const range = info.engines?.node
      if (path && range) expect([path, range, admits(range, lowest)]).toEqual([path, range, true])
    }
  })

  it('every package in the CLI bundle runs on each node major package.json admits, from its lowest on', () => {
    expect(lowest).toBe(20)
    const ids = bundledPackages('dist/cli/licenses.txt')
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      const range = enginesOf(id)
      if (range)
        for (const major of [lowest, 22, 24])
          expect([id, range, major, admits(range, major)]).toEqual([id, range, major, true])
    }
  })

  it("every package in the action bundle runs on the action's node24", () => {
    expect(readFileSync(join(repo, 'action.yml'), 'utf8')).toMatch(/^ {2}using: 'node24'$/m)
    const ids = bundledPackages('dist/licenses.txt')
    expect(ids.some((id) => id.startsWith('@actions/core@'))).toBe(true)
    for (const id of ids) {
      const range = enginesOf(id)
      if (range) expect([id, range, admits(range, 24)]).toEqual([id, range, true])
    }
  })
})

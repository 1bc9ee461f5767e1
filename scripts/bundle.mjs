// Builds dist/: the action (dist/index.js) and the CLI (dist/cli/index.js), each one ESM file
// made by @vercel/ncc, with a package.json beside it that marks it as a module, and the licenses
// of the packages that bundle really contains (licenses.txt beside it). The build goes to a
// folder of its own and replaces dist/ at the end, so dist/ is never half built.
import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { RULE_PAGES_FILE, rulePagesSource } from './rule-pages.mjs'

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js'
const tmp = `.dist-build-${process.pid}`
/** Builds `entry` into `out`; returns the folders (node_modules/...) of the packages bundled. */
const build = (entry, out) => {
  const stats = `${tmp}-stats.json`
  try {
    execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--quiet', '--stats-out', stats], {
      stdio: 'inherit',
    })
    writeFileSync(`${out}/package.json`, JSON.stringify({ type: 'module' }, null, 2) + '\n')
    return bundled(JSON.parse(readFileSync(stats, 'utf8')))
  } finally {
    rmSync(stats, { force: true })
  }
}

/**
 * The package folders whose modules are in the output, from webpack's stats: every module in a
 * chunk, and every module concatenated into one. A module left out (an `orphan` found in no
 * concatenation, such as an unused file of a side-effect-free package) is not counted. Keyed by
 * the folder's path from its first node_modules/ on (`glob/node_modules/minimatch`), so that the
 * result is the same wherever the checkout and its node_modules are.
 */
function bundled(stats) {
  const folders = new Map()
  const visit = (m, top) => {
    if (top && m.orphan) return
    const name = m.name ?? ''
    const at = name.lastIndexOf('node_modules/')
    if (name.startsWith('.') && at !== -1) {
      const rest = name.slice(at + 'node_modules/'.length).split('/')
      const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
      const folder = resolve(`${name.slice(0, at)}node_modules/${pkg}`)
      const key = folder.slice(folder.indexOf('node_modules/') + 'node_modules/'.length)
      folders.set(key, folder)
    }
    for (const inner of m.modules ?? []) visit(inner, false)
  }
  for (const m of stats.modules ?? []) visit(m, true)
  if (!folders.size) throw new Error('the bundle stats name no package: cannot write the licenses')
  return folders
}

/**
 * The name, version, license and license text of each bundled package, sorted by path. Written
 * here rather than by ncc, whose license file is not the same from one build to the next.
 */
function licenses(folders) {
  const blocks = []
  for (const [, path] of [...folders].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!existsSync(join(path, 'package.json'))) throw new Error(`${path}: bundled, but it has no package.json`)
    const pkg = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'))
    const file = readdirSync(path)
      .filter((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f))
      .sort()[0]
    const text = file ? readFileSync(join(path, file), 'utf8').replace(/\r\n/g, '\n').trim() : ''
    blocks.push(`${pkg.name}@${pkg.version}\n${pkg.license ?? 'UNKNOWN'}\n${text}`)
  }
  return blocks.join('\n\n') + '\n'
}

/**
 * Each module's factory in a bundle, made a function compiled as its file is (`(function(...)
 * {`) where webpack wrote an arrow function (`((...) => {`). V8 compiles a parenthesized function
 * with its script, but an arrow function only when first called, after pre-parsing it with the
 * script: every module of a loaded chunk was parsed twice. webpack writes an arrow only for a
 * module that does not use `this` as its exports (else it writes `function` already), so the
 * two forms run the same. Returns the number of factories changed.
 */
const ARROW_FACTORY = /^\/\*\*\*\/ \(\(([\w$, ]*)\) => \{$/gm

function eagerFactories(dir) {
  let changed = 0
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const file = join(dir, name)
    const code = readFileSync(file, 'utf8')
    const eager = code.replace(ARROW_FACTORY, (_, args) => (changed++, `/***/ (function(${args}) {`))
    if (eager !== code) writeFileSync(file, eager)
  }
  return changed
}

// The rule pages the HTML report carries, as the docs have them now.
const pages = rulePagesSource(resolve('.'))
if (!existsSync(RULE_PAGES_FILE) || readFileSync(RULE_PAGES_FILE, 'utf8') !== pages)
  writeFileSync(RULE_PAGES_FILE, pages)

try {
  const action = build('src/index.ts', tmp)
  const cliPackages = build('src/cli-main.ts', `${tmp}/cli-build`)
  // ncc empties its output folder, so the CLI is built beside and moved under the action's.
  cpSync(`${tmp}/cli-build`, `${tmp}/cli`, { recursive: true })
  rmSync(`${tmp}/cli-build`, { recursive: true, force: true })
  for (const dir of [tmp, `${tmp}/cli`])
    if (eagerFactories(dir) === 0) throw new Error(`${dir}: no module factory found to compile eagerly`)
  const cli = `${tmp}/cli/index.js`
  const code = readFileSync(cli, 'utf8')
  if (!code.startsWith('#!')) writeFileSync(cli, '#!/usr/bin/env node\n' + code)
  chmodSync(cli, 0o755)
  writeFileSync(`${tmp}/licenses.txt`, licenses(action))
  writeFileSync(`${tmp}/cli/licenses.txt`, licenses(cliPackages))
  rmSync('dist', { recursive: true, force: true })
  renameSync(tmp, 'dist')
} finally {
  rmSync(tmp, { recursive: true, force: true })
}

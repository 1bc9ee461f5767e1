// Builds dist/: the action (dist/index.js) and the CLI (dist/cli/index.js), each one ESM file
// made by @vercel/ncc, with a package.json beside it that marks it as a module, and the licenses
// of the production dependencies. The build goes to a folder of its own and replaces dist/ at
// the end, so dist/ is never half built.
import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js'
const tmp = `.dist-build-${process.pid}`
const build = (entry, out) => {
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--quiet'], { stdio: 'inherit' })
  writeFileSync(`${out}/package.json`, JSON.stringify({ type: 'module' }, null, 2) + '\n')
}

/**
 * The licenses of every production dependency in package-lock.json, sorted by path. Written
 * here rather than by ncc, whose license file is not the same from one build to the next.
 */
function licenses() {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
  const blocks = []
  for (const [path, info] of Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!path || info.dev || !existsSync(join(path, 'package.json'))) continue
    const pkg = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'))
    const file = readdirSync(path)
      .filter((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f))
      .sort()[0]
    const text = file ? readFileSync(join(path, file), 'utf8').replace(/\r\n/g, '\n').trim() : ''
    blocks.push(`${pkg.name}@${pkg.version}\n${pkg.license ?? 'UNKNOWN'}\n${text}`)
  }
  return blocks.join('\n\n') + '\n'
}

try {
  build('src/index.ts', tmp)
  build('src/cli-main.ts', `${tmp}/cli-build`)
  // ncc empties its output folder, so the CLI is built beside and moved under the action's.
  cpSync(`${tmp}/cli-build`, `${tmp}/cli`, { recursive: true })
  rmSync(`${tmp}/cli-build`, { recursive: true, force: true })
  const cli = `${tmp}/cli/index.js`
  const code = readFileSync(cli, 'utf8')
  if (!code.startsWith('#!')) writeFileSync(cli, '#!/usr/bin/env node\n' + code)
  chmodSync(cli, 0o755)
  const text = licenses()
  writeFileSync(`${tmp}/licenses.txt`, text)
  writeFileSync(`${tmp}/cli/licenses.txt`, text)
  rmSync('dist', { recursive: true, force: true })
  renameSync(tmp, 'dist')
} finally {
  rmSync(tmp, { recursive: true, force: true })
}

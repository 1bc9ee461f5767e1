// Builds dist/: the action (dist/index.js) and the CLI (dist/cli/index.js), each one ESM file
// made by @vercel/ncc, with a package.json beside it that marks it as a module. The build goes
// to a folder of its own and replaces dist/ at the end, so dist/ is never half built.
import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js'
const tmp = `.dist-build-${process.pid}`
const build = (entry, out) => {
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--license', 'licenses.txt', '--quiet'], { stdio: 'inherit' })
  writeFileSync(`${out}/package.json`, JSON.stringify({ type: 'module' }, null, 2) + '\n')
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
  rmSync('dist', { recursive: true, force: true })
  renameSync(tmp, 'dist')
} finally {
  rmSync(tmp, { recursive: true, force: true })
}

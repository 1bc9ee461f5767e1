// Builds dist/: the action (dist/index.js) and the CLI (dist/cli/index.js), each one ESM file
// made by @vercel/ncc, with a package.json beside it that marks it as a module.
import { execFileSync } from 'node:child_process'
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js'
const build = (entry, out) => {
  rmSync(out, { recursive: true, force: true })
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--license', 'licenses.txt', '--quiet'], { stdio: 'inherit' })
  writeFileSync(`${out}/package.json`, JSON.stringify({ type: 'module' }, null, 2) + '\n')
}

rmSync('dist', { recursive: true, force: true })
build('src/index.ts', 'dist-action.tmp')
build('src/cli-main.ts', 'dist/cli')
// The action's files go to the top of dist/, beside the CLI's folder.
execFileSync('sh', ['-c', 'cp -r dist-action.tmp/. dist/ && rm -rf dist-action.tmp'])

const cli = 'dist/cli/index.js'
const code = readFileSync(cli, 'utf8')
if (!code.startsWith('#!')) writeFileSync(cli, '#!/usr/bin/env node\n' + code)
chmodSync(cli, 0o755)

// Pins what the CLI writes for every example and trace fixture (and, when ../shared is beside
// the checkout, every public sample trace): the SHA-256 of the JSON report, the text summary and
// the Markdown report of `diagnose FILE --fail-on never`. __tests__/gate/pinned-reports.test.ts
// compares the sources' output with these pins, so a change that alters a report byte shows.
// Run it after a change that alters reports on purpose, and say in the commit which and why:
//   npm run bundle && npm run pin   (or: node scripts/pin-reports.mjs path/to/cli.js)
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const cli = process.argv[2] ?? 'dist/cli/index.js'
const TRACE = /\.(json|jsonl|ndjson|traj)$/

/** Trace files under `dir`, in path order; an OpenHands V1 conversation folder (`events/` beside `base_state.json`) is one. */
export function traceFiles(dir) {
  const out = []
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) {
        if (existsSync(join(p, 'events')) && existsSync(join(p, 'base_state.json'))) out.push(p)
        else walk(p)
      } else if (TRACE.test(name)) out.push(p)
    }
  }
  walk(dir)
  return out
}

const sha = (s) => createHash('sha256').update(s).digest('hex')
const tmp = mkdtempSync(join(tmpdir(), 'pins-'))
// As on a laptop, whatever the caller's environment: committed traces are not looked for (the test
// runs the CLI in its process, without CI).
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'CI' && k !== 'GITHUB_ACTIONS'))
const run = (args) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, env })

function pin(file) {
  const md = join(tmp, 'report.md')
  rmSync(md, { force: true })
  const json = run(['diagnose', file, '--json', '--fail-on', 'never'])
  const text = run(['diagnose', file, '--fail-on', 'never', '--markdown', md])
  return {
    code: json.status,
    json: sha(json.stdout + json.stderr),
    // Where the Markdown was written (a folder made for the run) is no part of the report.
    text: sha(text.stdout + text.stderr.replace(`wrote the Markdown report to ${md}\n`, '')),
    markdown: existsSync(md) ? sha(readFileSync(md, 'utf8')) : null,
  }
}

try {
  const pins = { local: {}, shared: {} }
  for (const f of [...traceFiles('examples'), ...traceFiles('__fixtures__/traces')]) pins.local[f] = pin(f)
  if (existsSync('../shared/traces')) for (const f of traceFiles('../shared/traces')) pins.shared[f] = pin(f)
  writeFileSync('__fixtures__/pinned-reports.json', JSON.stringify(pins, null, 1) + '\n')
  console.log(`pinned ${Object.keys(pins.local).length} local and ${Object.keys(pins.shared).length} shared files`)
} finally {
  rmSync(tmp, { recursive: true, force: true })
}

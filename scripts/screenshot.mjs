// The README's screenshot of the HTML report: `npm run screenshot` (after `npm run bundle`).
//
// Diagnoses examples/tool-loop.jsonl with the bundled CLI, opens the HTML report offline in
// Debian's Chromium (puppeteer-core; no browser download) and writes docs/html-report.png.
// Options: --browser PATH (default: $CHROMIUM or /usr/bin/chromium), --dark, --width N, --height N,
// --full (the whole page).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import puppeteer from 'puppeteer-core'

const args = process.argv.slice(2)
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? def : args[i + 1]
}
const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..')
const browserPath = opt('browser', process.env.CHROMIUM || '/usr/bin/chromium')
const width = Number(opt('width', '1100'))
const dark = args.includes('--dark')
const out = join(root, dark ? 'docs/html-report-dark.png' : 'docs/html-report.png')
if (!existsSync(browserPath)) {
  console.error(`screenshot: no Chromium at ${browserPath}; install it with: apt-get install -y chromium`)
  process.exit(2)
}
const cli = join(root, 'dist/cli/index.js')
if (!existsSync(cli)) {
  console.error('screenshot: dist/ is missing; run `npm run bundle` first')
  process.exit(2)
}
const work = mkdtempSync(join(tmpdir(), 'agent-trust-gate-shot-'))
const page = join(work, 'report.html')
const r = spawnSync(process.execPath, [cli, 'diagnose', '--html', page, 'examples/tool-loop.jsonl'], {
  cwd: root,
  encoding: 'utf8',
})
// 1: the gate failed, as it should on this example.
if (r.status !== 0 && r.status !== 1) {
  console.error(r.stderr)
  process.exit(2)
}
const browser = await puppeteer.launch({
  executablePath: browserPath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--hide-scrollbars',
    '--font-render-hinting=none',
    `--user-data-dir=${join(work, 'profile')}`,
  ],
})
try {
  const tab = await browser.newPage()
  await tab.setViewport({ width, height: Number(opt('height', '1500')), deviceScaleFactor: 1 })
  await tab.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' }])
  await tab.goto(pathToFileURL(page).href, { waitUntil: 'load' })
  await tab.screenshot({ path: out, fullPage: args.includes('--full') })
  console.log(`written ${out}`)
} finally {
  await browser.close()
  rmSync(work, { recursive: true, force: true })
}

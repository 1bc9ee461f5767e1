/// <reference lib="dom" />
/**
 * The HTML report in a real browser: Debian's Chromium (`apt-get install -y chromium`), driven
 * by puppeteer-core, offline. Without Chromium these tests are skipped with one line, unless
 * AGENT_TRUST_GATE_REQUIRE_BROWSER=1 (CI sets it), which makes a missing browser a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { runCli } from '../../../src/cli/cli.js'
import type { Report } from '../../../src/report/json.js'
import { HTML_LIMITS, renderHtml } from '../../../src/report/html/index.js'
import { harnessOnlyFailure, verdictWords } from '../../../src/report/marks.js'
import { largeSession, type LargeSession } from '../../../__fixtures__/html/large.js'

const BROWSER = process.env.CHROMIUM || '/usr/bin/chromium'
const REQUIRED = process.env.AGENT_TRUST_GATE_REQUIRE_BROWSER === '1'
const HAVE = existsSync(BROWSER)
if (!HAVE && !REQUIRED) {
  console.log(`browser tests skipped: no Chromium at ${BROWSER}; install it with: apt-get install -y chromium`)
}
const SHARED = resolve('../shared/traces')
const TRAIL = resolve('../shared/trail/traces')
const HARNESS_ONLY = resolve(
  '../shared/harbor/trials/singhh5050__tbench-eval/results/64gb-server/gpt-oss-120b-GGUF/pypi-server/2026-04-01__23-59-28/pypi-server__GNfVGef',
)

let dir: string
let browser: Browser

interface Made {
  name: string
  html: string
  report: Report
}

async function cli(args: string[]): Promise<number> {
  let err = ''
  const code = await runCli(args, { stdout: () => {}, stderr: (s) => (err += s) })
  if (code === 2) throw new Error(`${args.join(' ')}: ${err}`)
  return code
}

/** Diagnose `inputs` with --html and --out; the page and the JSON report. */
async function make(name: string, inputs: string[], extra: string[] = []): Promise<Made> {
  const html = join(dir, `${name}.html`)
  const json = join(dir, `${name}.json`)
  await cli(['diagnose', '--html', html, '--out', json, ...extra, ...inputs])
  return { name, html, report: JSON.parse(readFileSync(json, 'utf8')) as Report }
}

interface Opened {
  page: Page
  errors: string[]
  requests: string[]
  dialogs: string[]
}

async function open(file: string, width = 1000): Promise<Opened> {
  const page = await browser.newPage()
  const errors: string[] = []
  const requests: string[] = []
  const dialogs: string[] = []
  const url = pathToFileURL(file).href
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') errors.push(`console ${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`page error: ${String(e)}`))
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.setRequestInterception(true)
  page.on('request', (r) => {
    if (r.url().split('#')[0] === url) void r.continue()
    else {
      requests.push(r.url())
      void r.abort()
    }
  })
  await page.setViewport({ width, height: 800 })
  await page.goto(url, { waitUntil: 'load' })
  return { page, errors, requests, dialogs }
}

/** Click every link and button, pick every option of every filter, tick every box. */
async function useEveryControl(page: Page): Promise<number> {
  let used = 0
  for (const id of ['f-session', 'f-cause']) {
    const values = await page.$$eval(`#${id} option`, (os) => os.map((o) => (o as HTMLOptionElement).value))
    for (const v of values) {
      await page.select(`#${id}`, v)
      used++
    }
    await page.select(`#${id}`, '')
  }
  await page.click('#f-errors')
  await page.click('#f-errors')
  await page.click('#f-reset')
  const links = await page.$$('a[href^="#"], button, summary')
  for (const l of links) {
    if (await l.isVisible()) {
      await l.click()
      used++
    }
  }
  return used
}

const run = HAVE || REQUIRED ? describe : describe.skip

run('the HTML report in Chromium, offline', () => {
  const pages: Made[] = []
  let large: LargeSession

  beforeAll(async () => {
    if (!HAVE) throw new Error(`no Chromium at ${BROWSER}: install it with apt-get install -y chromium`)
    dir = mkdtempSync(join(tmpdir(), 'atg-html-browser-'))
    // A hostile trace under a hostile file name.
    const hostile = join(dir, '<img src=x onerror=window.__pwned=1> @octocat.jsonl')
    copyFileSync('__fixtures__/html/hostile.jsonl', hostile)
    pages.push(await make('hostile', [hostile], ['--token-budget', '20000']))
    pages.push(await make('examples', ['examples']))
    // 36 sessions under long names with no space in them: the gate column must stay on screen.
    const many: string[] = []
    for (let i = 0; i < 36; i++) {
      const name = join(dir, `${'long_session_name_without_any_space_'.repeat(3)}${String(i).padStart(2, '0')}.jsonl`)
      copyFileSync(i % 2 ? 'examples/tool-loop.jsonl' : 'examples/clean.jsonl', name)
      many.push(name)
    }
    pages.push(await make('many', many))
    // A short run of 23 events, some of them similar in a row.
    const short = join(dir, 'short.jsonl')
    const events = [
      { event: 'process_start' },
      ...Array.from({ length: 10 }, (_, i) => [
        { event: 'tool_call', tool: 'read_file', args: { path: `f${i}.md` } },
        { event: 'tool_output', tool: 'read_file', status: 'ok' },
      ]).flat(),
      { event: 'token_usage', usage: { total: 900 } },
      { event: 'process_end', status: 'completed' },
    ]
    writeFileSync(short, events.map((e) => JSON.stringify(e)).join('\n') + '\n')
    pages.push(await make('short', [short]))
    pages.push(await make('claude-code', ['__fixtures__/traces/claude-code/api-errors.jsonl']))
    pages.push(await make('codex-rollout', ['__fixtures__/traces/codex-rollout/compaction.jsonl']))
    pages.push(await make('inspect', ['__fixtures__/traces/inspect/tool-errors.json']))
    // A span trace: one JSON document, where line numbers say nothing; one with causes, one that passes for review.
    pages.push(await make('spans', ['__fixtures__/traces/openinference/flat-spans.json']))
    pages.push(await make('span-tree', ['__fixtures__/traces/openinference/trail-tree.json']))
    // merge: no traces, only what the reports hold.
    await cli([
      'merge',
      '--html',
      join(dir, 'merged.html'),
      '--out',
      join(dir, 'merged.json'),
      ...pages.map((p) => p.html.replace(/\.html$/, '.json')),
    ])
    pages.push({
      name: 'merged',
      html: join(dir, 'merged.html'),
      report: JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8')),
    })
    // A long session (built in memory) on the report of a short one.
    const base = pages.find((p) => p.name === 'examples')!.report
    const one = { ...base, sessions: base.sessions.filter((s) => s.diagnosis.failure_causes.length).slice(0, 1) }
    large = largeSession({
      events: 300_000,
      errorEvery: 1500,
      causes: one.sessions[0].diagnosis.failure_causes.length,
      evidencePerCause: 20,
    })
    writeFileSync(join(dir, 'large.html'), renderHtml(one, { timelines: [large.timeline] }))
    pages.push({ name: 'large', html: join(dir, 'large.html'), report: one })
    if (existsSync(SHARED)) {
      for (const format of ['claude-code', 'codex-rollout', 'inspect']) {
        const files = readdirSync(join(SHARED, format))
          .filter((f) => /\.(jsonl?|ndjson)$/.test(f))
          .sort()
        pages.push(await make(`shared-${format}`, [join(SHARED, format, files[0])]))
      }
      // Real runs that fail or are to review, and a real span trace of one document.
      pages.push(
        await make('shared-failing', [
          join(SHARED, 'openclaw/openclawlaw-cpu__OpenClawLog__1f979e30-12ad-4b66-80ac-bcbb53b985ff.jsonl'),
          join(SHARED, 'codex-exec/snowshine0216__openclaw-qa-workspace__codex_stdout_turnfailed_reconnect.jsonl'),
          join(SHARED, 'claude-code/d-kimuson__claude-code-viewer__5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl'),
        ]),
      )
      pages.push(
        await make('shared-spans', [join(SHARED, 'openinference/mozilla-ai__any-agent__SMOLAGENTS_trace.json')]),
      )
      // A Harbor trial whose trace passed the gate and whose verifier failed it: only the harness failed.
      if (existsSync(HARNESS_ONLY)) pages.push(await make('shared-harness-only', [HARNESS_ONLY]))
    } else console.log(`shared traces not found at ${SHARED}: the browser tests ran on the committed fixtures only`)
    if (existsSync(TRAIL)) {
      // TRAIL span trees (one JSON document each): the first two, failing or to review.
      const files = readdirSync(TRAIL)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .slice(0, 2)
      pages.push(
        await make(
          'shared-trail',
          files.map((f) => join(TRAIL, f)),
        ),
      )
    } else console.log(`TRAIL traces not found at ${TRAIL}: no TRAIL page in the browser tests`)
    browser = await puppeteer.launch({
      executablePath: BROWSER,
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
        `--user-data-dir=${join(dir, 'profile')}`,
      ],
    })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('opens every page with no error and no request, and shows the verdict and trust of the JSON report', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(6)
    for (const p of pages) {
      const { page, errors, requests } = await open(p.html)
      expect({ page: p.name, errors, requests }).toEqual({ page: p.name, errors: [], requests: [] })
      const v = p.report.verdict
      const words = verdictWords(v.passed, p.report.sessions, harnessOnlyFailure(p.report))
      // A run failed by its harness alone says why after the words.
      expect((await page.$eval('#verdict-text', (e) => (e as HTMLElement).innerText)).split(': ')[0]).toBe(
        words.charAt(0).toUpperCase() + words.slice(1),
      )
      expect(await page.$eval('#trust', (e) => (e as HTMLElement).innerText)).toBe(String(v.trust_score ?? 'none'))
      const shown = await page.$$eval('#sessions td.s-trust', (es) => es.map((e) => (e as HTMLElement).innerText))
      expect(shown).toEqual(p.report.sessions.map((s) => String(s.diagnosis.trust_score)))
      expect(await page.$eval('#trust', (e) => (e as HTMLElement).offsetHeight)).toBeGreaterThan(0)
      await page.close()
    }
  }, 120_000)

  it('says a run failed only by its harness as such, at 390 and 1280 px: never "Failed" beside "0 failed"', async () => {
    const p = pages.find((x) => x.name === 'shared-harness-only')
    if (!p) return // ../shared/harbor is absent
    expect(harnessOnlyFailure(p.report)).toBe(true)
    for (const width of [390, 1280]) {
      const { page, errors } = await open(p.html, width)
      expect(errors).toEqual([])
      expect(await page.$eval('#verdict-text', (e) => (e as HTMLElement).innerText)).toMatch(
        /^Failed by the evaluation harness: the verifier's reward was 0, below the 1 a pass needs \(Harbor trial pypi-server__GNfVGef\)$/,
      )
      const count = await page.$eval('#failed-count', (e) => (e as HTMLElement).innerText)
      expect(count).toContain('none failed on its trace; 1 of 1 harness result failed')
      expect(count).not.toMatch(/\b0 failed/)
      // The harness's reason is the one reason shown: the session's own row says the rest.
      const reasons = await page.$$eval('ul.reasons li', (es) => es.map((e) => (e as HTMLElement).innerText))
      expect(reasons).toHaveLength(1)
      expect(reasons[0]).toMatch(/^Harbor trial pypi-server__GNfVGef failed: the verifier's reward was 0/)
      // The banner fits the width: nothing runs off the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.close()
    }
  }, 60_000)

  it('runs nothing from a hostile trace, even after every control was used', async () => {
    const p = pages.find((x) => x.name === 'hostile')!
    const { page, errors, requests, dialogs } = await open(p.html)
    expect(await useEveryControl(page)).toBeGreaterThan(5)
    // Hover and focus everything too.
    for (const el of await page.$$('main *')) {
      if (await el.isVisible()) await el.hover().catch(() => {})
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(requests).toEqual([])
    expect(errors).toEqual([])
    // The payloads are on the page as characters; the secrets are not.
    const body = await page.evaluate(() => document.body.innerText)
    expect(body).toContain('<img src=x onerror="window.__pwned=1">')
    expect(body).toContain('<script>window.__pwned')
    expect(body).toContain('@octocat')
    expect(body).not.toMatch(/sk-proj-abcdef|ghp_aBcDeF/)
    expect(await page.$$eval('img, iframe, object, embed, link', (es) => es.length)).toBe(0)
    expect(await page.$$eval('script', (es) => es.length)).toBe(1)
    await page.close()
  }, 120_000)

  it('draws the token chart with a size, and fits a 390 px wide screen without sideways scrolling', async () => {
    for (const p of pages) {
      const { page } = await open(p.html, 390)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect({ page: p.name, overflow }).toEqual({ page: p.name, overflow: 0 })
      if (p.name !== 'merged') {
        // Each session with tokens draws them, or says their total where the trace gives only that.
        const shown = await page.$$eval('section.session', (ss) =>
          ss.map((sec) => {
            const svg = sec.querySelector('figure.chart svg')
            const r = svg?.getBoundingClientRect()
            return { w: r?.width ?? 0, h: r?.height ?? 0, total: sec.querySelector('[id^="tokens-total-"]') !== null }
          }),
        )
        p.report.sessions.forEach((s, i) => {
          if (s.diagnosis.cost_analysis.total_tokens === 0) return
          const x = shown[i]
          if (x.total && x.w === 0) return
          expect({ page: p.name, session: i, wide: x.w > 100, tall: x.h > 50 }).toEqual({
            page: p.name,
            session: i,
            wide: true,
            tall: true,
          })
        })
      }
      await page.close()
    }
  }, 120_000)

  it('breaks no word of a table across lines on a 390 px wide screen, where no table scrolls sideways', async () => {
    let cells = 0
    for (const p of pages) {
      const { page } = await open(p.html, 390)
      // Each run of letters, digits, `_` and `.` in a cell is a word: its rectangles must all be on one line.
      const broken = await page.evaluate(() => {
        const out: string[] = []
        let n = 0
        for (const cell of Array.from(document.querySelectorAll('table th, table td'))) {
          n++
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.nodeValue ?? ''
            for (const m of text.matchAll(/[\p{L}\p{N}_.]+/gu)) {
              const range = document.createRange()
              range.setStart(node, m.index!)
              range.setEnd(node, m.index! + m[0].length)
              const rects = Array.from(range.getClientRects())
              const tops = new Set(rects.map((r) => Math.round(r.top)))
              // A word wider than its cell cannot be on one line; any other must be.
              const style = getComputedStyle(cell)
              const room =
                cell.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
              const wide = rects.reduce((w, r) => w + r.width, 0) > room - 1
              if (tops.size > 1 && !wide) out.push(m[0])
            }
          }
        }
        return { broken: out.slice(0, 10), cells: n }
      })
      cells += broken.cells
      expect({ page: p.name, broken: broken.broken }).toEqual({ page: p.name, broken: [] })
      // Neither the page nor any table scrolls sideways: a table's rows are stacked.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect({ page: p.name, overflow }).toEqual({ page: p.name, overflow: 0 })
      const scrolls = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.table'))
          .filter((box) => (box as HTMLElement).offsetParent !== null)
          .filter(
            (box) => box.scrollWidth > box.clientWidth + 1 || box.getBoundingClientRect().right > window.innerWidth,
          )
          .map((box) => box.querySelector('table')?.id || box.querySelector('table')?.className || 'table'),
      )
      expect({ page: p.name, scrolls }).toEqual({ page: p.name, scrolls: [] })
      await page.close()
    }
    expect(cells).toBeGreaterThan(100)
  }, 120_000)

  it('shows the record ids, not "line 1", on the timeline of a one-document span trace', async () => {
    for (const name of [
      'spans',
      'span-tree',
      ...(existsSync(SHARED) ? ['shared-spans'] : []),
      ...(existsSync(TRAIL) ? ['shared-trail'] : []),
    ]) {
      const p = pages.find((x) => x.name === name)!
      const { page } = await open(p.html)
      const rows = await page.$$eval('ol.timeline > li:not(.gap) .pos', (es) =>
        es.map((e) => (e as HTMLElement).innerText),
      )
      expect(rows.length).toBeGreaterThan(2)
      for (const r of rows)
        expect({ page: name, row: r }).toEqual({ page: name, row: expect.stringMatching(/^#\d+ span \w+$/) })
      // The evidence of each cause is on rows that name its span.
      const spans = new Set(
        p.report.sessions.flatMap((s) =>
          s.diagnosis.failure_causes.flatMap((c) => c.evidence_origins.map((o) => o.span_id)),
        ),
      )
      for (const id of spans) if (id !== undefined) expect(rows.some((r) => r.endsWith(`span ${id}`))).toBe(true)
      await page.close()
    }
  }, 60_000)

  it('explains folding only when something was folded, and says only what was', async () => {
    for (const p of pages) {
      const { page } = await open(p.html)
      const sections = await page.$$eval('section.session', (ss) =>
        ss.map((s) => ({
          intro: (s.querySelector('ol.timeline')?.previousElementSibling as HTMLElement | null)?.innerText ?? '',
          folds: s.querySelectorAll('ol.timeline > li.fold').length,
          counted: Array.from(s.querySelectorAll('ol.timeline > li[data-count]:not(.fold)')).some(
            (li) => Number(li.getAttribute('data-count')) > 1,
          ),
        })),
      )
      for (const x of sections) {
        if (p.name === 'merged') continue
        const rules = /past the first [\d,]+ and last [\d,]+ rows/.test(x.intro)
        expect({ page: p.name, rules }).toEqual({ page: p.name, rules: x.folds > 0 })
        expect({ page: p.name, runs: /for a run of similar events/.test(x.intro) }).toEqual({
          page: p.name,
          runs: x.counted,
        })
      }
      await page.close()
    }
  }, 120_000)

  it('opens a 23-event page with no folding rules: one short line', async () => {
    const p = pages.find((x) => x.name === 'short')!
    expect(p.report.sessions[0].diagnosis.evidence_summary.event_count).toBe(23)
    const { page } = await open(p.html)
    const intro = await page.$eval('ol.timeline', (ol) => (ol.previousElementSibling as HTMLElement).innerText)
    expect(intro).toMatch(/^23 events/)
    expect(intro).not.toMatch(/folded|first [\d,]+ and last|limits/)
    expect(intro.split(/\s+/).length).toBeLessThanOrEqual(25)
    await page.close()
  }, 60_000)

  it('keeps every table inside its box at 1280 px, the gate column of 36 sessions with long names included', async () => {
    const many = pages.find((x) => x.name === 'many')!
    expect(many.report.sessions.length).toBeGreaterThanOrEqual(34)
    for (const p of pages) {
      const { page } = await open(p.html, 1280)
      const out = await page.evaluate(() =>
        Array.from(document.querySelectorAll('table'))
          .filter((t) => (t as HTMLElement).offsetParent !== null)
          .flatMap((t) => {
            const box = (t.closest('.table') ?? t.parentElement!).getBoundingClientRect()
            return Array.from(t.querySelectorAll('tr'))
              .map((tr) => tr.lastElementChild!.getBoundingClientRect().right - box.right)
              .filter((past) => past > 0.5)
              .map((past) => `${t.id || t.className}: ${Math.round(past)} px past its box`)
          })
          .slice(0, 5),
      )
      expect({ page: p.name, out }).toEqual({ page: p.name, out: [] })
      if (p.name === 'many') {
        // The verdict and the sessions' gate column are on the first screen.
        const top = await page.evaluate(() => ({
          verdict: document.getElementById('verdict')!.getBoundingClientRect().bottom,
          gate: document.querySelector('#sessions th:last-child')!.getBoundingClientRect().bottom,
          right: document.querySelector('#sessions th:last-child')!.getBoundingClientRect().right,
        }))
        expect(top.verdict).toBeLessThan(800)
        expect(top.gate).toBeLessThan(800)
        expect(top.right).toBeLessThanOrEqual(1280)
      }
      await page.close()
    }
  }, 180_000)

  it('never shows chart text under 10 px, at 390 px and at 1280 px', async () => {
    let texts = 0
    for (const p of pages) {
      for (const width of [390, 1280]) {
        const { page } = await open(p.html, width)
        const got = await page.evaluate(() => {
          const small: string[] = []
          let n = 0
          for (const svg of Array.from(document.querySelectorAll('svg'))) {
            const box = svg.getBoundingClientRect()
            if (!box.width) continue
            const vb = (svg as SVGSVGElement).viewBox.baseVal
            const scale = vb && vb.width ? box.width / vb.width : 1
            for (const t of Array.from(svg.querySelectorAll('text'))) {
              n++
              const px = parseFloat(getComputedStyle(t).fontSize) * scale
              if (px < 10) small.push(`${t.textContent}: ${px.toFixed(1)} px`)
            }
          }
          return { small: small.slice(0, 5), n }
        })
        texts += got.n
        expect({ page: p.name, width, small: got.small }).toEqual({ page: p.name, width, small: [] })
        await page.close()
      }
    }
    expect(texts).toBeGreaterThan(20)
  }, 180_000)

  it("opens a rule's text from the link under its cause", async () => {
    const p = pages.find((x) => x.name === 'examples')!
    const { page, errors } = await open(p.html)
    const href = await page.$eval('.cause a[href^="#rule-"]', (a) => a.getAttribute('href')!)
    expect(await page.$eval(href, (d) => (d as HTMLDetailsElement).open)).toBe(false)
    await page.click('.cause a[href^="#rule-"]')
    expect(await page.$eval(href, (d) => (d as HTMLDetailsElement).open)).toBe(true)
    expect(await page.$eval(href, (d) => (d as HTMLElement).innerText)).toMatch(/What to do/)
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('takes a click on a cause to its evidence, and filters by cause and by errors', async () => {
    const p = pages.find((x) => x.name === 'inspect')!
    const { page, errors } = await open(p.html)
    const href = await page.$eval('.cause h4 a', (a) => a.getAttribute('href'))
    expect(href).toMatch(/^#ev-s0-p\d+$/)
    await page.click('.cause h4 a')
    const target = await page.$eval(href!, (li) => {
      const r = li.getBoundingClientRect()
      return { flash: li.classList.contains('flash'), inView: r.top >= 0 && r.bottom <= window.innerHeight }
    })
    expect(target).toEqual({ flash: true, inView: true })

    await page.select('#f-cause', '0:0')
    const visible = await page.$$eval('section[data-session="0"] ol.timeline > li', (lis) =>
      lis.filter((li) => !(li as HTMLElement).hidden).map((li) => li.getAttribute('data-causes') ?? ''),
    )
    expect(visible.length).toBeGreaterThan(0)
    for (const c of visible) expect(c.split(' ')).toContain('0')

    await page.click('#f-reset')
    await page.click('#f-errors')
    const failed = await page.$$eval('ol.timeline > li', (lis) =>
      lis.filter((li) => !(li as HTMLElement).hidden).map((li) => li.getAttribute('data-failed')),
    )
    expect(failed.length).toBeGreaterThan(0)
    expect(new Set(failed)).toEqual(new Set(['1']))
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('reaches the filters and the cause links with the keyboard', async () => {
    const p = pages.find((x) => x.name === 'inspect')!
    const { page } = await open(p.html)
    const reached = new Set<string>()
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      reached.add(
        await page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('href') || ''),
      )
    }
    for (const id of ['f-session', 'f-cause', 'f-errors', 'f-reset']) expect(reached).toContain(id)
    expect([...reached].some((h) => h.startsWith('#ev-'))).toBe(true)
    await page.close()
  }, 60_000)

  it('shows a long session within the page limit: every error, retry and evidence row, folds that count the rest', async () => {
    const p = pages.find((x) => x.name === 'large')!
    expect(readFileSync(p.html).length).toBeLessThanOrEqual(HTML_LIMITS.pageBytes)
    const { page, errors } = await open(p.html)
    const shown = await page.$$eval('ol.timeline > li', (lis) =>
      lis.map((li) => ({
        kind: li.getAttribute('data-kind'),
        count: Number(li.getAttribute('data-count')),
        position: Number(/^#(\d+)/.exec((li.querySelector('.pos') as HTMLElement | null)?.innerText ?? '')?.[1]),
        text: (li as HTMLElement).innerText,
      })),
    )
    expect(shown.reduce((n, r) => n + r.count, 0)).toBe(large.events)
    const at = new Map(shown.filter((r) => r.kind !== 'fold').map((r) => [r.position, r.kind]))
    expect(large.errors.length).toBeGreaterThan(100)
    for (const e of large.errors) expect(at.get(e)).toBe('error')
    for (const r of large.retries) expect(at.get(r)).toBe('retry')
    for (const ev of large.evidence.flat()) expect(await page.$(`#ev-s0-p${ev}`)).not.toBeNull()
    const folds = shown.filter((r) => r.kind === 'fold')
    expect(folds.length).toBeGreaterThan(50)
    for (const f of folds)
      expect(f.text).toMatch(/^#\d+–\d+\s*[\d,]+ events folded(: [\d,]+ \w| \(kinds around here: \w)/)
    // A cause's link lands on its evidence row; errors only hides the folds.
    const href = await page.$eval('.cause h4 a', (a) => a.getAttribute('href'))
    await page.click('.cause h4 a')
    expect(await page.$eval(href!, (li) => li.classList.contains('flash'))).toBe(true)
    await page.click('#f-errors')
    const visible = await page.$$eval('ol.timeline > li', (lis) =>
      lis.filter((li) => !(li as HTMLElement).hidden).map((li) => li.getAttribute('data-kind')),
    )
    expect(visible).not.toContain('fold')
    expect(visible.filter((k) => k === 'error')).toHaveLength(large.errors.length)
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

  it('follows the dark colour scheme', async () => {
    const p = pages.find((x) => x.name === 'examples')!
    const { page } = await open(p.html)
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }])
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(light).toBe('rgb(255, 255, 255)')
    expect(dark).not.toBe(light)
    await page.close()
  }, 60_000)
})

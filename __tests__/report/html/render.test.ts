import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { diagnoseFiles } from '../../../src/gate/pipeline.js'
import { expandPaths } from '../../../src/trace/files.js'
import { buildReport } from '../../../src/report/json.js'
import { HTML_LIMITS, renderHtml } from '../../../src/report/html/index.js'
import { largeSession } from '../../../__fixtures__/html/large.js'
import { text } from '../../../src/report/html/escape.js'
import type { Comparison } from '../../../src/report/baseline.js'

const SETTINGS = { failOn: 'unsafe_for_production', repeatMinPass: 'all' } as const

async function page(files: string[], withTimeline = true, extra: Parameters<typeof renderHtml>[1] = {}) {
  const sessions = await diagnoseFiles(await expandPaths(files), { timeline: withTimeline })
  const report = buildReport(sessions, SETTINGS)
  const html = renderHtml(report, { timelines: sessions.map((s) => s.timeline), ...extra })
  return { sessions, report, html }
}

/** The text between the first `<tag>` and its closing tag. */
function inline(html: string, tag: string): string {
  const open = html.indexOf(`<${tag}>`)
  const close = html.indexOf(`</${tag}>`, open)
  return html.slice(open + tag.length + 2, close)
}

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('renderHtml', () => {
  it('allows exactly its own inline style and script by hash, and nothing else', async () => {
    const { html } = await page(['examples/tool-loop.jsonl'])
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain(`style-src ${sha(inline(html, 'style'))}`)
    expect(csp).toContain(`script-src ${sha(inline(html, 'script'))}`)
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<style/g)).toHaveLength(1)
    // No style attribute (a hash does not allow one), no request to anything.
    expect(html).not.toMatch(/\sstyle="/)
    expect(html).not.toMatch(/\s(?:src|srcset|action|xlink:href)=/)
  })

  it('is the same bytes for the same input', async () => {
    const a = await page(['examples', '__fixtures__/traces/inspect/tool-errors.json'])
    const b = await page(['examples', '__fixtures__/traces/inspect/tool-errors.json'])
    expect(a.html).toBe(b.html)
  })

  it('shows the verdict, trust and readiness of the JSON report, and each session', async () => {
    const { report, html } = await page(['examples'])
    expect(html).toContain(`<strong id="trust">${report.verdict.trust_score}</strong>`)
    expect(html).toContain(`id="verdict-text">${report.verdict.passed ? 'Passed' : 'Failed'}<`)
    for (const [i, s] of report.sessions.entries()) {
      const row = new RegExp(`<tr data-session="${i}">.*?</tr>`).exec(html)?.[0] ?? ''
      expect(row).toContain(`<td class="num s-trust" data-label="trust">${s.diagnosis.trust_score}</td>`)
      expect(row).toContain(s.diagnosis.readiness_level.replace(/_/g, ' '))
      expect(row).toContain(s.diagnosis.primary_diagnosis.root_cause_failure_type ?? 'none')
    }
  })

  it('keeps hostile trace content as text: no element, no attribute, no secret from it', async () => {
    const { html } = await page(['__fixtures__/html/hostile.jsonl'])
    const body = html.slice(html.indexOf('<body>'), html.lastIndexOf('<script>'))
    for (const tag of [
      '<img',
      '<svg onload',
      '<iframe',
      '<a href="javascript',
      '<b ',
      '<link',
      '<meta http-equiv=refresh',
    ])
      expect(body).not.toContain(tag)
    expect(body).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;')
    expect(body).toContain('&lt;script&gt;window.__pwned')
    expect(body).not.toMatch(/sk-proj-abcdef|ghp_aBcDeF|MIIEpAIBAAKCAQEA/)
    // eslint-disable-next-line no-control-regex
    expect(body).not.toMatch(/[\u202e\u001b]/)
    // Every link is ours and on the page: a fragment (the rules' text is on the page too).
    for (const [, href] of body.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^#[a-z0-9_-]+$/)
  })

  it('links each cause to its evidence lines on the timeline, and back', async () => {
    const { report, html } = await page(['__fixtures__/traces/inspect/tool-errors.json'])
    const causes = report.sessions[0].diagnosis.failure_causes
    expect(causes.length).toBeGreaterThan(0)
    for (const [ci, c] of causes.entries()) {
      const block = new RegExp(`<div class="cause[^"]*" id="cause-s0-c${ci}".*?</div>`).exec(html)?.[0] ?? ''
      const targets = [...block.matchAll(/href="#(ev-s0-p\d+)"/g)].map((m) => m[1])
      expect(targets.length).toBeGreaterThan(0)
      expect(new Set(targets).size).toBeLessThanOrEqual(c.evidence.length)
      for (const id of targets) {
        const li = new RegExp(`<li id="${id}"[^>]*>.*?</li>`).exec(html)?.[0] ?? ''
        expect(li).toContain('class="ev')
        expect(li).toContain(`href="#cause-s0-c${ci}"`)
      }
    }
  })

  it('shows tool names, errors and compactions on the timeline, and the token chart with the budget', async () => {
    const { html } = await page(['__fixtures__/html/hostile.jsonl'], true, { tokenBudget: 20000 })
    expect(html).toContain('<span class="kind">tool call</span><code class="tool">')
    expect(html).toContain('<span class="kind">compaction</span>')
    expect(html).toContain('data-failed="1"')
    // One token_usage is a total, not a course: the context is drawn, the tokens said in words.
    expect(html).not.toContain('class="l-total"')
    expect(html).toContain('31,200 tokens in all')
    expect(html).toContain('model window (200,000 tokens)')
    // Tokens over the run: the curve, with the budget.
    const { html: real } = await page(['examples/claude-max-turns.jsonl'], true, { tokenBudget: 20000 })
    expect(real).toContain('class="l-total"')
    expect(real).toContain('class="l-budget"')
  })

  it('without timelines (merged reports) shows the evidence the reports hold, linked the same way', async () => {
    const { report, html } = await page(['examples/tool-loop.jsonl'], false)
    const plain = renderHtml(report)
    expect(plain).toBe(html)
    expect(html).toContain('built from reports, not traces')
    expect(html).toMatch(/<a href="#ev-s0-p0">/)
    expect(html).toMatch(/<li id="ev-s0-p0"/)
    expect(html).not.toContain('class="chart"')
  })

  it('shows assertions, repeated-run cases and baseline deltas when there are some', async () => {
    const { report } = await page(['examples/tool-loop.jsonl', 'examples/clean.jsonl'])
    report.sessions[0].assertions = [
      {
        id: 'tool_call_count',
        kind: 'tool_call_count',
        level: 'error',
        subject: 'tool calls',
        operator: '<=',
        expected: 3,
        actual: 5,
        passed: false,
      },
    ]
    report.cases = [
      {
        case: 'loop',
        sessions: ['a', 'b'],
        runs: 2,
        passed_runs: 1,
        pass_rate: 0.5,
        pass_hat_k: false,
        required_passes: 2,
        trust_mean: 95,
        trust_min: 90,
        trust_max: 100,
        trust_spread: 10,
        status: 'flaky',
        passed: false,
      },
    ]
    const baseline: Comparison = {
      baseline: 'main.json',
      tolerance: 5,
      fail_on_regression: true,
      baseline_session_count: 1,
      sessions: [
        {
          session: 'examples/tool-loop.jsonl',
          baseline_session: 'examples/tool-loop.jsonl',
          trust_score: 90,
          baseline_trust_score: 100,
          trust_delta: -10,
          readiness_level: 'unsafe_for_production',
          baseline_readiness_level: 'ready_for_runtime',
          new_failures: ['infinite_tool_loop'],
          resolved_failures: [],
          new_critical: ['infinite_tool_loop'],
          regressed: true,
        },
      ],
      added: ['examples/clean.jsonl'],
      removed: [],
    }
    const html = renderHtml(report, { baseline })
    expect(html).toContain('<h3>Assertions</h3>')
    expect(html).toMatch(/<td class="fail">fail<\/td><td class="t" data-label="assertion">tool calls/)
    expect(html).toMatch(/<table id="cases">.*flaky \(gate fails\)/)
    expect(html).toMatch(/<table id="baseline">.*100 → 90.*-10.*new infinite_tool_loop.*regressed/)
  })

  it('carries the text of each rule behind its causes, once, and links causes and remediation to it', async () => {
    const { html } = await page(['examples/tool-loop.jsonl'])
    expect(html).toContain('<a href="#rule-infinite_tool_loop">infinite_tool_loop</a>: Make')
    expect(html).toContain('the rule: <a href="#rule-infinite_tool_loop">infinite_tool_loop</a>')
    expect(html).toContain('the rule: <a href="#rule-cost_explosion">cost_explosion</a>')
    for (const id of ['infinite_tool_loop', 'cost_explosion']) {
      expect(html.split(`<details class="rule" id="rule-${id}">`)).toHaveLength(2)
    }
    // The rule's own page, as HTML: its options table (each cell naming its column), its advice.
    const loop = /<details class="rule" id="rule-infinite_tool_loop">.*?<\/details>/.exec(html)![0]
    expect(loop).toContain('<td data-label="option"><code>minRepeats</code></td><td data-label="default">3</td>')
    expect(loop).toContain('<h4>What to do</h4>')
    expect(loop).not.toContain('# infinite_tool_loop')
    // No link leaves the page: none to a tag that may not exist.
    expect(html).not.toMatch(/href="https?:/)
    // A rule that judged nothing here is not on the page.
    expect(html).not.toContain('id="rule-skill_failure"')
  })

  it('prints a remediation shared by two causes once, naming both', async () => {
    const { report, sessions } = await page(['examples/tool-loop.jsonl'])
    const d = report.sessions[0].diagnosis
    const shared = d.recommendations[0].remediation
    const twice = {
      ...report,
      sessions: [
        {
          ...report.sessions[0],
          diagnosis: {
            ...d,
            recommendations: [d.recommendations[0], { ...d.recommendations[1], remediation: shared }],
          },
        },
      ],
    }
    const html = renderHtml(twice, { timelines: sessions.map((s) => s.timeline) })
    const list = /<ul class="remediation">(.*?)<\/ul>/.exec(html)![1]
    expect(list.split('<li>')).toHaveLength(2)
    expect(list).toContain(
      `<a href="#rule-${d.recommendations[0].failure_type}">${d.recommendations[0].failure_type}</a>, ` +
        `<span class="sev-${d.recommendations[1].severity}">${d.recommendations[1].severity}</span> ` +
        `<a href="#rule-${d.recommendations[1].failure_type}">${d.recommendations[1].failure_type}</a>: `,
    )
    expect(html.split(text(shared, 800))).toHaveLength(2)
  })

  it('draws no token curve for a format that gives totals only, and says the total in words', async () => {
    const { html } = await page(['__fixtures__/traces/swe-agent/submitted.traj'])
    expect(html).not.toContain('class="chart"')
    expect(html).not.toContain('class="l-total"')
    expect(html).toMatch(
      /<p class="mute" id="tokens-total-s0">[\d,]+ tokens in all: the trace gives its token totals only/,
    )
    // A trace with tokens over its course keeps its curve.
    const { html: curve } = await page(['examples/claude-max-turns.jsonl'])
    expect(curve).toContain('class="l-total"')
    expect(curve).not.toContain('tokens-total-s0')
  })

  it('says only what happened to a short timeline: no folding rules where nothing was folded', async () => {
    const { html, report } = await page(['examples/tool-loop.jsonl'])
    const intro = /<h3>Timeline<\/h3><p class="mute">(.*?)<\/p>/.exec(html)![1]
    expect(report.sessions[0].diagnosis.evidence_summary.event_count).toBeLessThan(30)
    expect(intro).not.toMatch(/first [\d,]+ and last|folded/)
    expect(intro.split(' ').length).toBeLessThan(25)
  })
})

describe('text', () => {
  it('escapes, masks, removes controls and shortens', () => {
    expect(text('<a href="x">\'&')).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;')
    expect(text('key sk-proj-abcdefghijklmnopqrstuvwxyz012345')).toBe('key ***')
    expect(text('a\u202eb\u001b[0mc')).toBe('a b [0mc')
    expect(text('x'.repeat(50), 10)).toBe('xxxxxxxxx…')
  })
})

describe('the CLI', () => {
  it('writes the page with --html, for diagnose and merge, says where on stderr, and still prints --json on stdout', async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const { runCli, commandHelp } = await import('../../../src/cli/cli.js')
    const dir = mkdtempSync(join(tmpdir(), 'atg-html-cli-'))
    try {
      let stdout = ''
      let stderr = ''
      const io = { stdout: (s: string) => (stdout += s), stderr: (s: string) => (stderr += s) }
      const page = join(dir, 'r.html')
      const json = join(dir, 'r.json')
      expect(
        await runCli(['diagnose', '--json', '--out', json, '--html', page, 'examples/claude-max-turns.jsonl'], io),
      ).toBe(1)
      const report = JSON.parse(stdout)
      expect(report.verdict.passed).toBe(false)
      expect(stderr.split('\n')).toContain(`wrote the HTML report to ${page}`)
      expect(stderr).not.toContain(json)

      stderr = ''
      const md = join(dir, 'r.md')
      expect(await runCli(['diagnose', '--markdown', md, 'examples/tool-loop.jsonl'], io)).toBe(1)
      expect(stderr.split('\n')).toContain(`wrote the Markdown report to ${md}`)
      expect(readFileSync(md, 'utf8')).toContain('agent-trust-gate')
      stderr = ''
      stdout = ''
      const html = readFileSync(page, 'utf8')
      expect(html.startsWith('<!doctype html>')).toBe(true)
      expect(html).toContain(`<strong id="trust">${report.verdict.trust_score}</strong>`)
      expect(html).toContain('class="chart"')

      stdout = ''
      const merged = join(dir, 'm.html')
      expect(await runCli(['merge', '--json', '--html', merged, json], io)).toBe(1)
      expect(JSON.parse(stdout).verdict).toEqual(report.verdict)
      expect(stderr.split('\n')).toContain(`wrote the HTML report to ${merged}`)
      expect(readFileSync(merged, 'utf8')).toContain('built from reports, not traces')
      expect(commandHelp('diagnose')).toContain('--html FILE')
      expect(commandHelp('merge')).toContain('--html FILE')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** The timeline rows of a page: position, kind, count, whether it is a fold, its id, its text. */
function rows(html: string) {
  return [...html.matchAll(/<li ([^>]*data-count="\d+"[^>]*)>(.*?)<\/li>/g)].map(([, attrs, inner]) => ({
    position: Number(/<span class="pos">#(\d+)/.exec(inner)?.[1]),
    kind: /data-kind="(\w+)"/.exec(attrs)?.[1],
    count: Number(/data-count="(\d+)"/.exec(attrs)?.[1]),
    id: /id="([^"]+)"/.exec(attrs)?.[1],
    inner,
  }))
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8')

describe('a long session', () => {
  it('stays under the page limit, keeps every error, retry and evidence event, and its rows count every event', async () => {
    const { report } = await page(['examples/tool-loop.jsonl'])
    const causes = report.sessions[0].diagnosis.failure_causes.length
    expect(causes).toBeGreaterThan(0)
    const big = largeSession({ events: 400_000, errorEvery: 2000, causes, evidencePerCause: 30 })
    const html = renderHtml(report, { timelines: [big.timeline] })
    expect(bytes(html)).toBeLessThanOrEqual(HTML_LIMITS.pageBytes)
    const got = rows(html)
    expect(got.reduce((n, r) => n + r.count, 0)).toBe(big.events)
    const kindAt = new Map(got.filter((r) => r.kind !== 'fold').map((r) => [r.position, r.kind]))
    expect(big.errors.length).toBe(200)
    for (const p of big.errors) expect([p, kindAt.get(p)]).toEqual([p, 'error'])
    for (const p of big.retries) expect([p, kindAt.get(p)]).toEqual([p, 'retry'])
    for (const p of big.evidence.flat()) expect(html).toContain(`<li id="ev-s0-p${p}"`)
    // Each fold says how many events it holds and of which kinds; the kinds add up to it.
    const folds = got.filter((r) => r.kind === 'fold')
    expect(folds.length).toBeGreaterThan(100)
    for (const f of folds) {
      const [, said, kinds] = /([\d,]+) events? folded(?:: ([^<]*))?/.exec(f.inner) ?? []
      expect(Number(said.replace(/,/g, ''))).toBe(f.count)
      if (!f.inner.includes('kinds around here'))
        expect([...(kinds ?? '').matchAll(/([\d,]+) /g)].reduce((n, m) => n + Number(m[1].replace(/,/g, '')), 0)).toBe(
          f.count,
        )
    }
    // Every link to an evidence row leads to one.
    for (const [, id] of html.matchAll(/href="#(ev-s0-p\d+)"/g)) expect(html).toContain(`<li id="${id}"`)
  })

  it('folds errors past their limits, and says so, when a trace has very many', async () => {
    const { report } = await page(['examples/tool-loop.jsonl'])
    const big = largeSession({ events: 300_000, errorEvery: 3, causes: 1, evidencePerCause: 5 })
    const html = renderHtml(report, { timelines: [big.timeline] })
    expect(bytes(html)).toBeLessThanOrEqual(HTML_LIMITS.pageBytes)
    const got = rows(html)
    expect(got.reduce((n, r) => n + r.count, 0)).toBe(big.events)
    const errors = got.filter((r) => r.kind === 'error')
    expect(errors.length).toBeLessThanOrEqual(2 * big.timeline.limits.notable + 2 * big.timeline.limits.tail)
    expect(errors.length).toBeGreaterThanOrEqual(2 * big.timeline.limits.notable)
    expect(html).toMatch(/folded past these limits: [^<]*errors, retries, compactions or failures/)
  })

  it('lists at most the first causes in full and in short, and counts the rest by type', async () => {
    const { report, sessions } = await page(['examples/tool-loop.jsonl'])
    const d = report.sessions[0].diagnosis
    const first = d.failure_causes[0]
    const many = Array.from({ length: HTML_LIMITS.causesListed + 25 }, () => first)
    const big = { ...report, sessions: [{ ...report.sessions[0], diagnosis: { ...d, failure_causes: many } }] }
    const t = sessions[0].timeline!
    const html = renderHtml(big, { timelines: [{ ...t, causes: many.map(() => t.causes[0]) }] })
    expect(html.match(/<div class="cause lvl-/g)).toHaveLength(HTML_LIMITS.causesInFull)
    expect(html.match(/<div class="cause short lvl-/g)).toHaveLength(
      HTML_LIMITS.causesListed - HTML_LIMITS.causesInFull,
    )
    expect(html).toContain(`25 more causes (25 ${first.type}): the page lists the first 1,000`)
    expect(html.match(/<option value="0:\d+">/g)).toHaveLength(HTML_LIMITS.causesListed)
  })

  it('cuts a timeline that would not fit the page to fewer rows, and says so', async () => {
    const { report } = await page(['examples/tool-loop.jsonl'])
    const big = largeSession({
      events: 100_000,
      errorEvery: 50,
      causes: report.sessions[0].diagnosis.failure_causes.length,
      evidencePerCause: 40,
      errorText: (i) => `"<${i}>"`.repeat(60),
    })
    const whole = renderHtml(report, { timelines: [big.timeline] })
    const maxBytes = 200_000
    expect(bytes(whole)).toBeGreaterThan(maxBytes)
    const html = renderHtml(report, { timelines: [big.timeline], maxBytes })
    expect(bytes(html)).toBeLessThanOrEqual(maxBytes)
    expect(html).toMatch(/this timeline was cut to [\d,]+ rows of events to keep the page under 200 kB/)
    expect(rows(html).reduce((n, r) => n + r.count, 0)).toBe(big.events)
    for (const [, id] of html.matchAll(/href="#(ev-s0-p\d+)"/g)) expect(html).toContain(`<li id="${id}"`)
    expect(html).toMatch(/<li id="ev-s0-p\d+"/)
    expect(renderHtml(report, { timelines: [big.timeline], maxBytes })).toBe(html)
  })
})

/**
 * What a reviewer reads: the pull request comment of every public sample (../shared/traces, each
 * file alone, and every Harbor trial of ../shared/harbor/trials, each folder alone), rendered as
 * the action renders it. Each quote from a trace appears at most once; the verdict (a readiness
 * level) is said once in the header or the table and once per session, at most twice for one
 * session; a one-session failure reaches its fold within one screen; nothing internal (causal
 * chain ids, zero counts, a Mermaid graph) comes before the fold.
 *
 * Skipped with one line saying so when ../shared is absent (see __fixtures__/shared.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { REFUSED, sharedPath, sharedTraces } from '../../__fixtures__/shared.js'
import { cli } from '../../__fixtures__/testing.js'
import { renderComment } from '../../src/report/markdown.js'
import type { Report } from '../../src/report/json.js'

const MARKER = '<!-- agent-trust-gate:comment-key default -->'

/** Lines a reviewer sees before the first fold, at most, for one session that failed. */
const ONE_SCREEN_LINES = 30

/** The comment's quotes: text between straight double quotes, outside code. */
function quotesOf(body: string): Map<string, number> {
  const counts = new Map<string, number>()
  const text = body
    .replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
  for (const m of text.matchAll(/"([^"\n]{3,})"/g)) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1)
  return counts
}

/** How many times the comment states a readiness level (the fail-on setting is no verdict). */
function verdictCount(body: string): number {
  return (
    body.replace(/fail-on `[a-z_]+`/g, '').match(/\b(ready_for_runtime|review_recommended|unsafe_for_production)\b/g) ??
    []
  ).length
}

/** The lines before the first `<details>`, blank lines and the hidden marker left out. */
function linesBeforeFold(body: string): number {
  const head = body.split('<details>')[0]
  return head.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('<!--')).length
}

/** Every sample to diagnose alone: `[name, path]`. */
function samples(): [string, string][] {
  const out: [string, string][] = []
  const traces = sharedTraces()
  if (traces) {
    for (const f of traces.files) if (!(f in REFUSED)) out.push([`traces/${f}`, join(traces.root, f)])
  }
  const trials = sharedPath('harbor/trials')
  if (trials) {
    const walk = (dir: string) => {
      const names = readdirSync(dir).sort()
      if (names.includes('result.json') && names.includes('agent')) {
        out.push([`harbor/trials/${dir.slice(trials.length + 1)}`, dir])
        return
      }
      for (const n of names) {
        const p = join(dir, n)
        if (!n.startsWith('.') && statSync(p).isDirectory()) walk(p)
      }
    }
    if (existsSync(trials)) walk(trials)
  }
  return out
}

async function commentOf(path: string): Promise<{ report: Report; body: string } | undefined> {
  const r = await cli('diagnose', path, '--json')
  // A trial of Harbor's own agents (oracle, nop) holds no trace: refused, saying so.
  if (r.code === 2 && /no file found is a trace/.test(r.stderr)) return undefined
  if (r.code === 2) throw new Error(`${path}: ${r.stderr}`)
  const report = JSON.parse(r.stdout) as Report
  return { report, body: renderComment(report, { marker: MARKER }).body }
}

const all = samples()
if (all.length) {
  describe('every public sample reads in one screen', () => {
    it.each(all)('%s', async (_name, path) => {
      const got = await commentOf(path)
      if (!got) return
      const { report, body } = got
      const sessions = report.sessions.length
      if (process.env.MEASURE_COMMENTS) {
        const maxQuote = Math.max(0, ...quotesOf(body).values())
        process.stdout.write(
          `MEASURE\t${_name}\tsessions=${sessions}\tpassed=${report.verdict.passed}\tbeforeFold=${linesBeforeFold(body)}\tmaxQuote=${maxQuote}\tverdicts=${verdictCount(body)}\n`,
        )
      }
      for (const [quote, n] of quotesOf(body)) expect([quote, n]).toEqual([quote, 1])
      expect(verdictCount(body)).toBeLessThanOrEqual(Math.max(2, sessions + 1))
      const head = body.split('<details>')[0]
      // Nothing internal before the fold: no causal chain of ids, no zero counts, no graph.
      expect(head).not.toMatch(/Causal chain|```mermaid|\b0 (memory events|retries)\b|records \[\d+\]/)
      if (sessions === 1 && !report.verdict.passed) {
        expect(linesBeforeFold(body)).toBeLessThanOrEqual(ONE_SCREEN_LINES)
      }
    })
  })
}

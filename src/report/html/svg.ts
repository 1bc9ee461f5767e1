/**
 * The two drawings of the HTML report, as inline SVG: a failure cause's causal chain, and the
 * token use of a session over its events. Sizes scale with the page (viewBox, width 100%).
 */
import type { SessionTimeline } from '../../engine/timeline.js'
import { esc, num, short } from './escape.js'

/** Split words into lines of at most `width` characters. */
function wrap(s: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of s.split(/\s+/)) {
    const w = word.length > width ? word.slice(0, width - 1) + '…' : word
    if (line && line.length + 1 + w.length > width) {
      lines.push(line)
      line = w
    } else line = line ? `${line} ${w}` : w
  }
  if (line) lines.push(line)
  return lines.length ? lines : ['']
}

/**
 * A causal chain drawn top to bottom: each step a box, an arrow to the next, the failure last.
 * `steps` are the rule's own step names (not trace content); they are escaped all the same.
 */
export function chainSvg(steps: readonly string[], failure: string, title: string): string {
  const all = [...steps.map((s) => s.replace(/_/g, ' ')), failure.replace(/_/g, ' ')]
  const width = 300
  const lineH = 16
  let y = 4
  const parts: string[] = []
  all.forEach((step, i) => {
    const lines = wrap(step, 34)
    const h = lines.length * lineH + 12
    const last = i === all.length - 1
    parts.push(
      `<rect x="10" y="${y}" width="${width - 20}" height="${h}" rx="6" class="${last ? 'node fail' : 'node'}"/>`,
    )
    lines.forEach((l, j) => {
      parts.push(
        `<text x="${width / 2}" y="${y + 6 + lineH * (j + 1) - 3}" text-anchor="middle" ` +
          `class="${last ? 'nt fail' : 'nt'}">${esc(l)}</text>`,
      )
    })
    y += h
    if (!last) {
      parts.push(`<path d="M${width / 2} ${y + 2} v14 m-5 -6 l5 6 l5 -6" class="arrow"/>`)
      y += 20
    }
  })
  const height = y + 4
  return (
    `<svg class="chain" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" ` +
    `aria-label="${esc(title)}">${parts.join('')}</svg>`
  )
}

function polyline(points: [number, number][], cls: string): string {
  if (!points.length) return ''
  return `<polyline class="${cls}" points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}"/>`
}

/**
 * Whether the session's tokens are known only as totals: no two points of the run at different
 * events (SWE-agent's model_stats, a result line's usage). A line from 0 to the total would draw
 * spending as even when nothing says how it went.
 */
export function tokenTotalsOnly(t: SessionTimeline): boolean {
  return t.tokens.length > 0 && t.tokens.every((p) => p.position === t.tokens[0].position)
}

/**
 * Token use over the session: cumulative tokens and effective tokens with the budget as a line
 * (top), and the context's fill of the model's window with the window as a line (bottom).
 * Undefined when the session recorded neither tokens over its course nor context.
 *
 * The drawing scales with the page (its viewBox is 640 wide); the style sheet sets its text
 * larger on narrow screens, so that it never shows under 10 px, and the margin on the left
 * leaves the numbers room at the largest.
 */
export function tokenChart(t: SessionTimeline, budget: number | undefined, label: string): string | undefined {
  const curve = t.tokens.length > 0 && !tokenTotalsOnly(t)
  if (!curve && !t.context.length) return undefined
  const W = 640
  const left = 88
  const right = 12
  const plotW = W - left - right
  const events = Math.max(1, t.events - 1)
  const x = (position: number) => left + (plotW * position) / events
  const parts: string[] = []
  let y0 = 14
  const legend: string[] = []

  if (curve) {
    const H = 150
    const last = t.tokens[t.tokens.length - 1]
    const max = Math.max(1, last.total, last.effective, budget ?? 0) * 1.05
    const y = (v: number) => y0 + H - (H * v) / max
    parts.push(`<rect x="${left}" y="${y0}" width="${plotW}" height="${H}" class="plot"/>`)
    for (const f of [0, 0.5, 1]) {
      parts.push(
        `<text x="${left - 6}" y="${(y(max * f) + 4).toFixed(1)}" text-anchor="end" ` +
          `class="tick">${esc(short(max * f))}</text>`,
      )
    }
    parts.push(
      polyline([[x(0), y(0)], ...t.tokens.map((p) => [x(p.position), y(p.total)] as [number, number])], 'l-total'),
    )
    if (t.tokens.some((p) => p.effective !== p.total))
      parts.push(
        polyline([[x(0), y(0)], ...t.tokens.map((p) => [x(p.position), y(p.effective)] as [number, number])], 'l-eff'),
      )
    legend.push(`<span class="k k-total"></span>cumulative tokens (${esc(num(last.total))})`)
    if (t.tokens.some((p) => p.effective !== p.total))
      legend.push(`<span class="k k-eff"></span>effective tokens (${esc(num(last.effective))})`)
    if (budget !== undefined && budget > 0) {
      parts.push(
        `<line x1="${left}" x2="${left + plotW}" y1="${y(budget).toFixed(1)}" y2="${y(budget).toFixed(1)}" ` +
          `class="l-budget"/>`,
      )
      legend.push(`<span class="k k-budget"></span>budget (${esc(num(budget))} effective tokens)`)
    }
    parts.push(`<text x="${left + 4}" y="${y0 + 14}" class="cap">tokens</text>`)
    y0 += H + 16
  }

  const shares = t.context.filter((c) => c.share !== undefined)
  const fills = t.context.filter((c) => c.tokens !== undefined)
  if (shares.length || fills.length || t.context.some((c) => c.compaction)) {
    const H = 90
    const useShare = shares.length > 0
    const series = useShare ? shares.map((c) => c.share!) : fills.map((c) => c.tokens!)
    const top = useShare ? Math.max(100, ...series) * 1.05 : Math.max(1, ...series, t.window ?? 0) * 1.05
    const y = (v: number) => y0 + H - (H * v) / top
    parts.push(`<rect x="${left}" y="${y0}" width="${plotW}" height="${H}" class="plot"/>`)
    parts.push(
      `<text x="${left - 6}" y="${(y(0) + 4).toFixed(1)}" text-anchor="end" class="tick">0</text>`,
      `<text x="${left - 6}" y="${(y(top / 1.05) + 4).toFixed(1)}" text-anchor="end" ` +
        `class="tick">${esc(useShare ? `${Math.round(top / 1.05)}%` : short(top / 1.05))}</text>`,
    )
    const pts = (useShare ? shares : fills).map(
      (c) => [x(c.position), y(useShare ? c.share! : c.tokens!)] as [number, number],
    )
    parts.push(polyline(pts, 'l-ctx'))
    for (const p of pts) parts.push(`<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="2" class="d-ctx"/>`)
    legend.push(`<span class="k k-ctx"></span>context ${useShare ? "share of the model's window" : 'tokens'}`)
    const windowAt = useShare ? 100 : t.window
    if (windowAt !== undefined) {
      parts.push(
        `<line x1="${left}" x2="${left + plotW}" y1="${y(windowAt).toFixed(1)}" y2="${y(windowAt).toFixed(1)}" ` +
          `class="l-window"/>`,
      )
      const size = t.window !== undefined ? ` (${esc(num(t.window))} tokens)` : ''
      legend.push(`<span class="k k-window"></span>model window${size}`)
    }
    for (const c of t.context.filter((c) => c.compaction)) {
      parts.push(
        `<line x1="${x(c.position).toFixed(1)}" x2="${x(c.position).toFixed(1)}" y1="${y0}" y2="${y0 + H}" ` +
          `class="l-compact"/>`,
      )
    }
    if (t.context.some((c) => c.compaction)) legend.push('<span class="k k-compact"></span>compaction')
    parts.push(`<text x="${left + 4}" y="${y0 + 14}" class="cap">context</text>`)
    y0 += H + 16
  }
  parts.push(`<text x="${left}" y="${y0 + 2}" class="tick">event 0</text>`)
  parts.push(
    `<text x="${left + plotW}" y="${y0 + 2}" text-anchor="end" class="tick">event ${esc(num(t.events))}</text>`,
  )
  const height = y0 + 8
  return (
    `<figure class="chart"><svg viewBox="0 0 ${W} ${height}" role="img" ` +
    `aria-label="${esc(label)}">${parts.join('')}</svg>` +
    `<figcaption>${legend.join(' ')}</figcaption></figure>`
  )
}

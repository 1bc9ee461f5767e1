/**
 * A rule's page (docs/rules/<id>.md, held in rule-pages.ts) as HTML for the report, so that the
 * page carries the rule's own text rather than a link to a ref that may not exist. Only the
 * Markdown those pages use: `##` headings, paragraphs, lists (`-` and `1.`, with indented
 * continuation lines), tables, fenced code, and inline `code`, **bold** and links (shown as their
 * text). The title line is left out (the page names the rule). Everything is escaped: nothing in
 * the text makes an element but these.
 */
import { RULE_PAGES } from './rule-pages.js'
import { esc } from './escape.js'

/** Inline Markdown: code spans first (their text stays as written), then bold and links. */
function inline(s: string): string {
  return s
    .split('`')
    .map((part, i) =>
      i % 2
        ? `<code>${esc(part)}</code>`
        : esc(part)
            .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
            .replace(/\[([^\]]+)\]\([^)\s]*\)/g, '$1'),
    )
    .join('')
}

/** The cells of a table row: `| a | b |`, a `\|` being a bar inside a cell. */
function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '')
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'))
}

/** The HTML of a rule page's Markdown. */
export function ruleHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n')
  const out: string[] = []
  let i = 0
  const blank = (l: string | undefined) => l === undefined || l.trim() === ''
  while (i < lines.length) {
    const line = lines[i]
    if (blank(line)) {
      i++
    } else if (line.startsWith('# ')) {
      i++
    } else if (/^#{2,6} /.test(line)) {
      out.push(`<h4>${inline(line.replace(/^#+ /, ''))}</h4>`)
      i++
    } else if (line.startsWith('```')) {
      const code: string[] = []
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i])
      i++
      out.push(`<pre>${esc(code.join('\n'))}</pre>`)
    } else if (line.startsWith('|')) {
      const rows: string[] = []
      for (; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i])
      const [head, , ...body] = rows
      // Each cell names its column, for the narrow screens where a row is stacked.
      const labels = cells(head).map((c) => esc(c.replace(/[`*]/g, '')))
      out.push(
        `<div class="table"><table><thead><tr>${cells(head)
          .map((c) => `<th>${inline(c)}</th>`)
          .join('')}</tr></thead><tbody>${body
          .map(
            (r) =>
              `<tr>${cells(r)
                .map((c, k) => `<td data-label="${labels[k] ?? ''}">${inline(c)}</td>`)
                .join('')}</tr>`,
          )
          .join('')}</tbody></table></div>`,
      )
    } else if (/^(-|\d+\.) /.test(line)) {
      const ordered = !line.startsWith('-')
      const items: string[] = []
      while (i < lines.length && /^(-|\d+\.) /.test(lines[i])) {
        const item = [lines[i].replace(/^(-|\d+\.) /, '')]
        for (i++; i < lines.length && /^ {2,}\S/.test(lines[i]); i++) item.push(lines[i].trim())
        items.push(`<li>${inline(item.join(' '))}</li>`)
      }
      out.push(ordered ? `<ol>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`)
    } else {
      const para: string[] = []
      for (; i < lines.length && !blank(lines[i]) && !/^(#|\||```|- |\d+\. )/.test(lines[i]); i++)
        para.push(lines[i].trim())
      out.push(`<p>${inline(para.join(' '))}</p>`)
    }
  }
  return out.join('')
}

/** The text of the rule page `docs/rules/<id>.md` as HTML, or undefined when there is none. */
export function rulePageHtml(page: string): string | undefined {
  const md = RULE_PAGES[page]
  return md === undefined ? undefined : ruleHtml(md)
}

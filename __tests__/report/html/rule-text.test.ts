/**
 * The rules' own text on the HTML page: the table of rule pages is the docs as they are, and
 * their Markdown becomes HTML with every character of theirs escaped.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { RULE_PAGES } from '../../../src/report/html/rule-pages.js'
import { ruleHtml, rulePageHtml } from '../../../src/report/html/rule-text.js'
import { RULES } from '../../../src/engine/rules/index.js'

describe('rule pages on the HTML page', () => {
  it('holds every page of docs/rules as it is (npm run bundle remakes the table)', () => {
    const pages = readdirSync('docs/rules')
      .filter((f) => f.endsWith('.md'))
      .sort()
    expect(Object.keys(RULE_PAGES)).toEqual(pages.map((f) => `docs/rules/${f}`))
    for (const f of pages) expect(RULE_PAGES[`docs/rules/${f}`]).toBe(readFileSync(`docs/rules/${f}`, 'utf8'))
  })

  it('has the text of every rule', () => {
    for (const rule of RULES)
      expect([rule.meta.docs, rulePageHtml(rule.meta.docs)?.length]).toEqual([rule.meta.docs, expect.any(Number)])
    expect(rulePageHtml('docs/rules/none.md')).toBeUndefined()
  })

  it('turns the Markdown the pages use into HTML, escaping the rest', () => {
    const html = ruleHtml(
      [
        '# title',
        '',
        '**Dimension:** `a<b` · [other](other.md)',
        '',
        '## What it looks at',
        '',
        'A paragraph',
        'on two lines with <img src=x>.',
        '',
        '- one item',
        '  that goes on',
        '- two',
        '',
        '1. **first**',
        '2. second',
        '',
        '| option | default |',
        '| --- | --- |',
        '| `n` | 3 \\| 4 |',
        '',
        '```sh',
        'echo <x>',
        '```',
      ].join('\n'),
    )
    expect(html).toBe(
      '<p><strong>Dimension:</strong> <code>a&lt;b</code> · other</p>' +
        '<h4>What it looks at</h4>' +
        '<p>A paragraph on two lines with &lt;img src=x&gt;.</p>' +
        '<ul><li>one item that goes on</li><li>two</li></ul>' +
        '<ol><li><strong>first</strong></li><li>second</li></ol>' +
        '<div class="table"><table><thead><tr><th>option</th><th>default</th></tr></thead><tbody>' +
        '<tr><td data-label="option"><code>n</code></td><td data-label="default">3 | 4</td></tr></tbody></table></div>' +
        '<pre>echo &lt;x&gt;</pre>',
    )
  })
})

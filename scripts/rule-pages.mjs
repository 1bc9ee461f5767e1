// The rule pages (docs/rules/*.md) as a table in src/report/html/rule-pages.ts, so that the HTML
// report carries each rule's own text. `npm run bundle` runs this first; a test holds the table
// equal to the pages.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const RULE_PAGES_FILE = 'src/report/html/rule-pages.ts'

/** The source of rule-pages.ts for the pages under `root`/docs/rules. */
export function rulePagesSource(root) {
  const dir = join(root, 'docs/rules')
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
  const entries = names.map(
    (f) => `  ${JSON.stringify(`docs/rules/${f}`)}: ${JSON.stringify(readFileSync(join(dir, f), 'utf8'))},`,
  )
  return (
    '// Made by scripts/rule-pages.mjs from docs/rules/*.md (npm run bundle runs it): edit the pages, not this.\n' +
    '/** Each rule page, by its path, as Markdown. */\n' +
    `export const RULE_PAGES: Readonly<Record<string, string>> = {\n${entries.join('\n')}\n}\n`
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  writeFileSync(join(root, RULE_PAGES_FILE), rulePagesSource(root))
}

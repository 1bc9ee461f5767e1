/**
 * No person named: a home directory in trace text (`/Users/NAME/`, `/home/NAME/`,
 * `C:\Users\NAME\`, its backslashes escaped once or more) reads `~/` in everything published,
 * where secrets read `***`: the CLI's text, JSON report, Markdown and HTML, and the action's
 * comment, job summary, annotations and log lines.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../../src/cli/cli.js'
import { logLine, maskSecrets, maskSecretsDeep, plainText } from '../../src/report/sanitize.js'
import { renderComment, renderSummary } from '../../src/report/markdown.js'
import { planAnnotations } from '../../src/action/annotations.js'
import type { Report } from '../../src/report/json.js'

describe('maskSecrets: home directories', () => {
  it.each([
    ['a macOS home', 'open /Users/jane.doe/proj/a.py failed', 'open ~/proj/a.py failed'],
    ['a Linux home', 'cd /home/jdoe && ls', 'cd ~ && ls'],
    ['a home at the end', 'cwd: /home/jdoe', 'cwd: ~'],
    ['a Windows home', 'C:\\Users\\JDoe\\work\\c.py', '~\\work\\c.py'],
    ['an escaped Windows home', '"C:\\\\Users\\\\JDoe\\\\work"', '"~\\\\work"'],
    ['a twice-escaped Windows home', 'C:\\\\\\\\Users\\\\\\\\JDoe\\\\\\\\x', '~\\\\\\\\x'],
    ['a Windows home with slashes', 'D:/Users/JDoe/x', '~/x'],
    ['a file URL', 'file:///Users/jane/x.txt', 'file://~/x.txt'],
    ['a home in JSON text', '{"cwd":"/Users/jane/p"}', '{"cwd":"~/p"}'],
    ['two homes', '/home/a/x /Users/b/y', '~/x ~/y'],
  ])('masks %s', (_, input, expected) => {
    expect(maskSecrets(input)).toBe(expected)
  })

  it.each([
    ['a folder of the project named home', 'traces/home/jdoe/x.jsonl'],
    ['the folder alone', 'ls /home/'],
    ['a word', 'the homepage of the Users guide'],
    ['a relative path', 'home/jdoe/x'],
  ])('leaves %s alone', (_, input) => {
    expect(maskSecrets(input)).toBe(input)
  })
})

const NAMES = /jane|jdoe|jroe/i

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-home-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A trace whose tool keeps failing on paths in its user's home, quoted in its arguments and errors. */
function trace(): string {
  const paths = [
    '/Users/jane.doe/proj/a.py',
    '/home/jdoe/src/b.py',
    'C:\\Users\\JDoe\\w\\c.py',
    'C:\\\\Users\\\\JRoe\\\\d.py',
  ]
  const events = []
  for (let i = 0; i < 5; i++) {
    events.push({ event: 'tool_call', tool: 'read_file', args: { path: paths.join(' ') } })
    events.push({
      event: 'tool_output',
      tool: 'read_file',
      status: 'error',
      error: `ENOENT: no such file /Users/jane.doe/proj/a.py, or C:\\Users\\JDoe\\w`,
    })
  }
  return events.map((e) => JSON.stringify(e)).join('\n') + '\n'
}

describe('every output of a trace that quotes home directories', () => {
  it('names nobody: CLI text, JSON, Markdown, HTML; comment, summary, annotations, log lines', async () => {
    const path = join(dir, 'home.jsonl')
    writeFileSync(path, trace())
    // The trace does name them: the outputs must not.
    expect(readFileSync(path, 'utf8')).toMatch(NAMES)
    let out = ''
    const io = { stdout: (s: string) => (out += s), stderr: (s: string) => (out += s) }
    const files = { json: join(dir, 'r.json'), md: join(dir, 'r.md'), html: join(dir, 'r.html') }
    const status = await runCli(
      ['diagnose', path, '--out', files.json, '--markdown', files.md, '--html', files.html, '--graph', 'full'],
      io,
    )
    expect(status).toBe(1)
    const outputs: Record<string, string> = { text: out }
    for (const [k, f] of Object.entries(files)) outputs[k] = readFileSync(f, 'utf8')
    // The causes quote the paths, home replaced.
    expect(outputs.md).toContain('#126;/proj/a.py') // ~ in a Mermaid label
    expect(outputs.json).toContain('~/proj/a.py')
    expect(outputs.html).toContain('~/proj/a.py')

    // The action renders from the report as the CLI wrote it (masked there too).
    const report = JSON.parse(outputs.json) as Report
    outputs.comment = renderComment(report, { marker: '<!-- agent-trust-gate:comment-key default -->' }).body
    outputs.summary = renderSummary(report)
    const annotations = planAnnotations(report).annotations
    expect(annotations.length).toBeGreaterThan(0)
    outputs.annotations = JSON.stringify(annotations)

    for (const [what, text] of Object.entries(outputs)) expect([what, NAMES.test(text)]).toEqual([what, false])

    // Log lines and plain text mask what reaches them straight from a trace.
    const raw = trace()
    expect(logLine(raw, 100_000)).not.toMatch(NAMES)
    expect(plainText(raw, 100_000)).not.toMatch(NAMES)
    expect(JSON.stringify(maskSecretsDeep(JSON.parse(raw.split('\n')[1]) as unknown))).not.toMatch(NAMES)
  })
})

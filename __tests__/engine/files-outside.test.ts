/**
 * An agent that worked outside the workspace, on variants of a real codex exec log (a Harbor
 * trial's, __fixtures__/harbor/job): its working directory said by the thread's `cwd` or only by
 * its commands (`cd /app && ...`). The files it touched are named relative to that directory, and
 * the report says so; the report is the same wherever the gate runs (the workspace given), as long
 * as no file lies in it; a home directory (a Windows user's) is never named.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'
import { reportSchema, type Report } from '../../src/report/schema.js'
import { renderSummary } from '../../src/report/markdown.js'
import { renderText } from '../../src/report/text.js'
import { agentRoot } from '../../src/engine/files.js'

const LOG = readFileSync('__fixtures__/harbor/job/event-summary__codex1/agent/codex.txt', 'utf8')
const dir = mkdtempSync(join(tmpdir(), 'atg-files-outside-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
/** Two checkouts the gate may run in, and one whose parent the agent worked in. */
const CHECKOUT = join(dir, 'work', 'main')
const ELSEWHERE = join(dir, 'elsewhere')
mkdirSync(CHECKOUT, { recursive: true })
mkdirSync(ELSEWHERE)

let made = 0

/** The log with its agent's directory moved from /app to `to`, said as the thread's cwd or not at all. */
function variant(to: string, cwd: 'thread' | 'commands'): string {
  let text = LOG.split('/app').join(to)
  if (cwd === 'thread')
    text = text.replace('{"type":"thread.started"', `{"type":"thread.started","cwd":${JSON.stringify(to)}`)
  else text = text.split(`"command":"/bin/bash -lc \\"`).join(`"command":"/bin/bash -lc \\"cd ${to} && `)
  const path = join(dir, `codex-${++made}-${cwd}.txt`)
  writeFileSync(path, text)
  return path
}

async function diagnose(path: string, workspace: string): Promise<Report> {
  const out = `${path}.${workspace.replace(/\W+/g, '-')}.json`
  const r = await cli(
    'diagnose',
    path,
    '--format',
    'codex-exec',
    '--workspace',
    workspace,
    '--out',
    out,
    '--integrity',
    'off',
  )
  if (r.code !== 0) throw new Error(r.stderr)
  return reportSchema.parse(JSON.parse(readFileSync(out, 'utf8')))
}

const files = (r: Report) => {
  const s = r.sessions[0]
  return { root: s.files_root, files: s.files?.map((f) => [f.path, f.edits]), outside: s.files_outside_workspace }
}

describe('an agent that worked outside the workspace', () => {
  it.each([
    ['/app', 'thread'],
    ['/testbed', 'thread'],
    ['/workspace', 'thread'],
    ['/repo', 'commands'],
    ['/tmp/xyz', 'commands'],
    ['/app', 'commands'],
  ] as const)('in %s (said by the %s): its files named relative to it, wherever the gate runs', async (to, cwd) => {
    const path = variant(to, cwd)
    const a = await diagnose(path, CHECKOUT)
    const b = await diagnose(path, ELSEWHERE)
    expect(files(a)).toEqual({ root: to, files: [['output/summary.json', 1]], outside: 0 })
    expect(files(b)).toEqual(files(a))
    const text = renderText(a)
    expect(text).toContain(`files named relative to the agent's working directory ${to}`)
    expect(text).toContain('changed output/summary.json: 1 edit')
    expect(renderSummary(a)).toContain(`Files named relative to the agent's working directory \`${to}\``)
    // Nothing in the report depends on where the gate ran but the sources it read.
    expect(JSON.stringify(b.sessions[0].files)).toBe(JSON.stringify(a.sessions[0].files))
  })

  it('said by neither, its files all in one container folder (/app, as Harbor runs it): named relative to it', async () => {
    const path = join(dir, 'codex-as-recorded.txt')
    writeFileSync(path, LOG)
    expect(LOG).not.toMatch(/"cwd"|cd \/app/)
    const a = await diagnose(path, CHECKOUT)
    expect(files(a)).toEqual({ root: '/app', files: [['output/summary.json', 1]], outside: 0 })
    expect(files(await diagnose(path, ELSEWHERE))).toEqual(files(a))
  })

  it('said by neither, its files in a folder that is no container work folder, or in two: counted, not named', async () => {
    for (const to of ['/opt/data', '/tmp/xyz']) {
      const path = join(dir, `codex-elsewhere-${to.replace(/\W+/g, '-')}.txt`)
      writeFileSync(path, LOG.split('/app').join(to))
      expect(files(await diagnose(path, CHECKOUT))).toEqual({ root: undefined, files: [], outside: 1 })
    }
    const two = join(dir, 'codex-two-folders.txt')
    const at = LOG.lastIndexOf('/app/output/summary.json')
    expect(at).toBeGreaterThan(0)
    // The same log with a second file, in /testbed, edited after the first.
    const lines = LOG.split('\n')
    const edit = lines.findIndex(
      (l) => l.includes('file_change') && l.includes('/app/output/summary.json') && l.includes('item.completed'),
    )
    expect(edit).toBeGreaterThan(0)
    lines.splice(
      edit + 1,
      0,
      lines[edit].split('/app/output/summary.json').join('/testbed/other.py').split('"id":"').join('"id":"x'),
    )
    writeFileSync(two, lines.join('\n'))
    const r = await diagnose(two, CHECKOUT)
    expect(r.sessions[0].files_root).toBeUndefined()
    expect(r.sessions[0].files_outside_workspace).toBe(2)
  })

  it('in a Windows home (C:\\Users\\NAME\\repo): its files counted, the user never named', async () => {
    const path = variant('C:\\\\Users\\\\jdoe\\\\repo', 'thread')
    const r = await diagnose(path, CHECKOUT)
    expect(r.sessions[0].files_root).toBeUndefined()
    expect(JSON.stringify(r)).not.toMatch(/jdoe/i)
    expect(renderText(r)).not.toMatch(/jdoe/i)
    expect(renderSummary(r)).not.toMatch(/jdoe/i)
  })

  it('in a directory that holds the workspace: only what lies in the workspace is named', async () => {
    const path = variant(join(dir, 'work'), 'thread')
    const r = await diagnose(path, CHECKOUT)
    // work/output/summary.json is not in work/main: counted, not named.
    expect(files(r)).toEqual({ root: undefined, files: [], outside: 1 })
    const inside = await diagnose(variant(CHECKOUT, 'thread'), CHECKOUT)
    expect(files(inside)).toEqual({ root: undefined, files: [['output/summary.json', 1]], outside: 0 })
  })
})

describe('agentRoot', () => {
  it('is the agent directory apart from the workspace, never / nor a home, nor one that holds or lies in it', () => {
    expect(agentRoot('/testbed', '/work/main')).toBe('/testbed')
    expect(agentRoot('/tmp/xyz/', '/work/main')).toBe('/tmp/xyz')
    expect(agentRoot('/', '/work/main')).toBeUndefined()
    expect(agentRoot('/work', '/work/main')).toBeUndefined()
    expect(agentRoot('/work/main/sub', '/work/main')).toBeUndefined()
    expect(agentRoot('C:\\Users\\jdoe\\repo', '/work/main')).toBeUndefined()
    expect(agentRoot('/home/jdoe/repo', '/work/main')).toBeUndefined()
  })
})

/**
 * Output folders given whole: every trace a session, each harness file read as harness results
 * joined to its runs, every other file beside the traces named as not read; a glob of run
 * folders reads the traces under them. Folders made of the committed fixtures, and of the
 * public samples in ../shared when it is there.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { buildOutputFolders, FIXTURE_FOLDERS, sharedFolders, type OutputFolders } from '../../__fixtures__/folders.js'
import { sharedPath } from '../../__fixtures__/shared.js'
import { cli } from '../../__fixtures__/testing.js'
import { type Report } from '../../src/report/json.js'
import { reportSchema } from '../../src/report/schema.js'
import { renderComment } from '../../src/report/markdown.js'

const dir = mkdtempSync(join(tmpdir(), 'atg-folders-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function diagnose(...args: string[]): Promise<{ code: number; report: Report; text: string; stderr: string }> {
  const out = join(dir, 'report.json')
  const r = await cli('diagnose', ...args, '--out', out)
  if (r.code === 2) return { code: r.code, report: undefined as never, text: r.stdout, stderr: r.stderr }
  return {
    code: r.code,
    report: reportSchema.parse(JSON.parse(readFileSync(out, 'utf8'))),
    text: r.stdout,
    stderr: r.stderr,
  }
}

/** Each session of the folder's report is diagnosed as its trace file alone is: reading the folder whole changes no figure. */
async function expectAsAlone(report: Report): Promise<void> {
  for (const s of report.sessions) {
    const alone = await cli('diagnose', s.source, '--json', '--fail-on', 'never')
    const session = reportSchema.parse(JSON.parse(alone.stdout)).sessions.find((x) => x.session === s.session)!
    expect(session.diagnosis).toEqual(s.diagnosis)
  }
}

const rel = (root: string, files: string[]) => files.map((f) => relative(root, f).split('\\').join('/'))

describe('output folders of the fixtures, given whole', () => {
  const folders: OutputFolders = buildOutputFolders(join(dir, 'fixtures'), FIXTURE_FOLDERS)

  it('SWE-agent: every trajectory a session, results.json joined to the runs, the rest named', async () => {
    const r = await diagnose(folders.sweAgent)
    expect(r.stderr).toBe('')
    expect([0, 1]).toContain(r.code)
    expect(
      rel(
        folders.sweAgent,
        r.report.sessions.map((s) => s.source),
      ),
    ).toEqual(['trajs/example__app-1.traj', 'trajs/example__app-2.traj', 'trajs/example__app-3.traj'])
    expect(r.report.harness!.results.map((h) => [h.id, h.status, relative(folders.sweAgent, h.run!)])).toEqual([
      ['example__app-1', 'empty_patch', 'trajs/example__app-1.traj'],
      ['example__app-2', 'resolved', 'trajs/example__app-2.traj'],
      ['example__app-3', 'incomplete', 'trajs/example__app-3.traj'],
    ])
    expect(r.report.not_read!.map((n) => [relative(folders.sweAgent, n.file), n.what])).toEqual([
      ['all_preds.jsonl', 'predictions: the patch of each instance'],
      ['logs/run_instance.log', 'a log'],
      ['metadata.yaml', 'YAML: a configuration or metadata, not a trace'],
    ])
    expect(r.text).toContain(
      `not read: ${join(folders.sweAgent, 'all_preds.jsonl')} (predictions: the patch of each instance)`,
    )
    // The runs are judged by their traces alone: exit_cost and an unfinished run are not ready.
    expect(r.report.sessions.map((s) => s.diagnosis.readiness_level)).toEqual([
      'unsafe_for_production',
      'ready_for_runtime',
      'unsafe_for_production',
    ])
    await expectAsAlone(r.report)
  })

  it('mini-swe-agent: the sb-cli summary and each report.json read, the rest named', async () => {
    const r = await diagnose(folders.miniSweAgent)
    expect(r.stderr).toBe('')
    expect([0, 1]).toContain(r.code)
    expect(r.report.sessions).toHaveLength(3)
    const harness = r.report.harness!.results.map((h) => [rel(folders.miniSweAgent, [h.source])[0], h.id, h.status])
    expect(harness).toEqual([
      ['logs/example__lib-1/report.json', 'example__lib-1', 'empty_patch'],
      ['logs/example__lib-2/report.json', 'example__lib-2', 'resolved'],
      ['trajs/sb-cli-reports/example_verified__test__mini-example-model.json', 'example__lib-1', 'unresolved'],
      ['trajs/sb-cli-reports/example_verified__test__mini-example-model.json', 'example__lib-2', 'resolved'],
      ['trajs/sb-cli-reports/example_verified__test__mini-example-model.json', 'example__lib-3', 'unresolved'],
    ])
    expect(r.report.harness!.results.every((h) => h.run !== undefined)).toBe(true)
    expect(r.report.not_read!.map((n) => [relative(folders.miniSweAgent, n.file), n.what])).toEqual([
      ['results_summary.json', "a summary of results by instance; the harness's own results are read instead"],
      ['trajs/exit_statuses_1700000000.0.yaml', 'the exit status of each instance'],
      ['trajs/minisweagent.log', 'a log'],
      ['trajs/preds.json', 'predictions: the patch of each instance'],
    ])
  })

  it('Claude Code: the session and its subagent read, the subagent meta file named', async () => {
    const r = await diagnose(folders.claudeCode)
    expect(r.stderr).toBe('')
    expect([0, 1]).toContain(r.code)
    const project = join(folders.claudeCode, '-home-user-project')
    const session = '00000000-0000-4000-8000-00000000000a'
    expect(
      new Set(
        rel(
          project,
          r.report.sessions.map((s) => s.source),
        ),
      ),
    ).toEqual(new Set([`${session}.jsonl`, `${session}/subagents/agent-a0000000000000001.jsonl`]))
    expect(r.report.not_read).toEqual([
      {
        file: join(project, session, 'subagents/agent-a0000000000000001.meta.json'),
        what: "a subagent's type and description",
      },
    ])
    expect(r.report.harness).toBeUndefined()
  })

  it('names the files not read in the comment, folded', async () => {
    const r = await diagnose(folders.miniSweAgent)
    const body = renderComment(r.report, { marker: '<!-- m -->' }).body
    expect(body).toContain('<summary>4 files found beside the traces are not read.</summary>')
    expect(body).toContain(
      `- not read: \`${join(folders.miniSweAgent, 'trajs/preds.json')}\` (predictions: the patch of each instance)`,
    )
  })

  it('merging shards keeps the files they did not read, each once', async () => {
    const shard = join(dir, 'shard.json')
    expect((await cli('diagnose', folders.miniSweAgent, '--out', shard)).code).not.toBe(2)
    const merged = join(dir, 'merged.json')
    expect((await cli('merge', shard, shard, '--out', merged)).code).not.toBe(2)
    const read = (f: string) => reportSchema.parse(JSON.parse(readFileSync(f, 'utf8')))
    expect(read(merged).not_read).toEqual(read(shard).not_read)
    expect(read(merged).not_read).toHaveLength(4)
  })

  it('a glob of run folders reads the traces under them', async () => {
    const r = await diagnose(join(folders.miniSweAgent, 'trajs/example__*'))
    expect(r.code).not.toBe(2)
    expect(
      rel(
        folders.miniSweAgent,
        r.report.sessions.map((s) => s.source),
      ),
    ).toEqual([
      'trajs/example__lib-1/example__lib-1.traj.json',
      'trajs/example__lib-2/example__lib-2.traj.json',
      'trajs/example__lib-3/example__lib-3.traj.json',
    ])
    expect(r.report.not_read).toBeUndefined()
  })

  it('a companion file named on its own is read as a trace, as before', async () => {
    const r = await cli('diagnose', join(folders.sweAgent, 'all_preds.jsonl'))
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('all_preds.jsonl')
  })
})

describe('OpenHands and Inspect output folders', () => {
  const put = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }

  it('OpenHands: output.jsonl read, its evaluation report joined, its metadata, predictions and logs named', async () => {
    const root = join(dir, 'openhands')
    put(join(root, 'output.jsonl'), readFileSync('__fixtures__/traces/openhands/eval-output.jsonl', 'utf8'))
    put(join(root, 'metadata.json'), JSON.stringify({ agent_class: 'CodeActAgent', llm_config: { model: 'm' } }))
    const pred = (id: string) => JSON.stringify({ instance_id: id, model_patch: 'diff', model_name_or_path: 'm' })
    put(join(root, 'output.swebench.jsonl'), `${pred('example__project-1')}\n${pred('example__project-2')}\n`)
    put(
      join(root, 'report.json'),
      JSON.stringify({ resolved_ids: ['example__project-1'], unresolved_ids: ['example__project-2'] }),
    )
    put(
      join(root, 'llm_completions/example__project-1/model-1.json'),
      JSON.stringify({ messages: [{ role: 'user', content: 'x' }], response: { id: 'r' }, timestamp: 1 }),
    )
    put(join(root, 'infer_logs/instance_example__project-1.log'), 'text\n')
    const r = await diagnose(root)
    expect(r.stderr).toBe('')
    expect([0, 1]).toContain(r.code)
    expect(r.report.sessions.map((s) => s.session)).toEqual(['example__project-1', 'example__project-2'])
    expect(r.report.harness!.results.map((h) => [h.id, h.status, h.run])).toEqual([
      ['example__project-1', 'resolved', `${join(root, 'output.jsonl')}#example__project-1`],
      ['example__project-2', 'unresolved', `${join(root, 'output.jsonl')}#example__project-2`],
    ])
    expect(r.report.not_read!.map((n) => [relative(root, n.file), n.what])).toEqual([
      ['infer_logs/instance_example__project-1.log', 'a log'],
      ['llm_completions/example__project-1/model-1.json', 'a log of one model call'],
      ['metadata.json', "an evaluation's metadata: the agent and model settings"],
      ['output.swebench.jsonl', 'predictions: the patch of each instance'],
    ])
  })

  it('Inspect: the JSON logs read, the binary logs and the index named', async () => {
    const root = join(dir, 'inspect')
    put(join(root, 'logs/a.json'), readFileSync('__fixtures__/traces/inspect/events.json', 'utf8'))
    put(join(root, 'logs/b.eval'), 'PK\u0003\u0004')
    put(join(root, 'logs/logs.json'), JSON.stringify({ 'b.eval': { version: 2, status: 'success', eval: {} } }))
    const r = await diagnose(root)
    expect(r.stderr).toBe('')
    expect([0, 1]).toContain(r.code)
    expect(new Set(r.report.sessions.map((s) => s.source))).toEqual(new Set([join(root, 'logs/a.json')]))
    expect(r.report.not_read!.map((n) => relative(root, n.file))).toEqual(['logs/b.eval', 'logs/logs.json'])
  })
})

const shared = sharedPath('companions')
;(shared ? describe : describe.skip)('output folders of the public samples (../shared)', () => {
  const folders = shared ? buildOutputFolders(join(dir, 'shared'), sharedFolders(join(shared, '..'))) : undefined

  it.each(['sweAgent', 'miniSweAgent', 'claudeCode'] as const)(
    '%s: exit 0 or 1, every trace a session, every other file read as harness or named',
    async (which) => {
      const root = folders![which]
      const r = await diagnose(root)
      expect(r.stderr).toBe('')
      expect([0, 1]).toContain(r.code)
      const sources = new Set([
        ...r.report.sessions.map((s) => s.source),
        ...(r.report.harness?.results.map((h) => h.source) ?? []),
        ...(r.report.not_read?.map((n) => n.file) ?? []),
      ])
      const { readdirSync } = await import('node:fs')
      const all = (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((d) => d.isFile())
        .map((d) => join(d.parentPath, d.name))
      expect(all.filter((f) => !sources.has(f))).toEqual([])
      // Every trace is a session: none of them is named as not read or taken for a harness file.
      const traces = all.filter((f) => /\.traj(\.json)?$/.test(f) || (/\.jsonl$/.test(f) && !f.endsWith('preds.jsonl')))
      expect(new Set(r.report.sessions.map((s) => s.source))).toEqual(new Set(traces))
      await expectAsAlone(r.report)
    },
  )
})

describe('folders that hold JSON that is no trace', () => {
  const put = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  const root = join(dir, 'other-json')
  put(join(root, 'run.jsonl'), readFileSync('__fixtures__/traces/codex-exec/eval.jsonl', 'utf8'))
  put(join(root, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0', scripts: { test: 'jest' } }))
  put(join(root, 'notes', 'notes.json'), JSON.stringify([{ note: 'look at the retries' }]))
  put(join(root, 'notes', 'lines.jsonl'), '{"k":1}\n{"k":2}\n')

  it('reads the trace and names the others as not read', async () => {
    const r = await diagnose(root)
    expect([0, 1]).toContain(r.code)
    expect(r.report.sessions.map((s) => relative(root, s.source))).toEqual(['run.jsonl'])
    expect(r.report.not_read!.map((n) => [relative(root, n.file), n.what])).toEqual([
      ['notes/lines.jsonl', 'JSON that is no trace: its records fit no format (the first is an object with keys k)'],
      [
        'notes/notes.json',
        'JSON that is no trace: its records fit no format (the first is a list whose first item is an object with keys note)',
      ],
      // Known by its name: said as what it is.
      ['package.json', "npm's package manifest, not a trace"],
    ])
    expect(r.text).toContain(`not read: ${join(root, 'package.json')} (npm's package manifest, not a trace)`)
  })

  it('read on a pool of workers, names the same files', async () => {
    const r = await diagnose(root, '--workers', '2')
    expect(r.report.sessions).toHaveLength(1)
    expect(r.report.not_read).toHaveLength(3)
  })

  it('stops at exit 2 only when nothing in the folder is a trace; a file named on its own stays an input error', async () => {
    const none = await diagnose(join(root, 'notes'))
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('expected a known trace format')
    const named = await diagnose(join(root, 'package.json'))
    expect(named.code).toBe(2)
    expect(named.stderr).toContain("package.json:1: expected an agent's trace, found npm's package manifest")
    expect(named.stderr).not.toContain('--format')
  })

  it('leaves out what a "!" argument names, as the action does', async () => {
    const r = await diagnose(root, `!${join(root, 'notes')}`, '!**/package.json')
    expect(r.report.sessions.map((s) => relative(root, s.source))).toEqual(['run.jsonl'])
    expect(r.report.not_read).toBeUndefined()
    // The last argument decides: a file named after the exclusion is read.
    const again = await diagnose(root, '!**/*.jsonl', join(root, 'run.jsonl'))
    expect(again.report.sessions.map((s) => relative(root, s.source))).toEqual(['run.jsonl'])
    const all = await diagnose(root, '!**/*.json*')
    expect(all.code).toBe(2)
    expect(all.stderr).toContain('these patterns left out every file')
  })
})

describe('folders that hold an empty file', () => {
  const root = join(dir, 'empty-file')
  mkdirSync(join(root, 'none'), { recursive: true })
  writeFileSync(join(root, 'run.jsonl'), readFileSync('__fixtures__/traces/codex-exec/eval.jsonl', 'utf8'))
  writeFileSync(join(root, 'none', 'agent.jsonl'), '')

  it('names it as not read and reads the rest; alone, or named on its own, it is an input error', async () => {
    const r = await diagnose(root)
    expect([0, 1]).toContain(r.code)
    expect(r.report.sessions.map((s) => relative(root, s.source))).toEqual(['run.jsonl'])
    expect(r.report.not_read!.map((n) => [relative(root, n.file), n.what])).toEqual([
      ['none/agent.jsonl', 'empty: nothing to read'],
    ])
    const none = await diagnose(join(root, 'none'))
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('agent.jsonl: empty: nothing to read: no file found is a trace')
    const named = await diagnose(join(root, 'none', 'agent.jsonl'))
    expect(named.code).toBe(2)
    expect(named.stderr).toContain('found an empty file')
  })
})

describe("Factory Droid's session store with its settings beside it", () => {
  const root = join(dir, 'droid-store')
  mkdirSync(root, { recursive: true })
  writeFileSync(join(root, 'abc.jsonl'), readFileSync('__fixtures__/traces/droid/session-store.jsonl', 'utf8'))
  const tokenUsage = { inputTokens: 27931, outputTokens: 1096, cacheCreationTokens: 0, cacheReadTokens: 0 }
  writeFileSync(join(root, 'abc.settings.json'), JSON.stringify({ model: 'm', tokenUsage }))

  it('counts the settings tokens for the session, and says where they came from', async () => {
    const r = await diagnose(root)
    expect([0, 1]).toContain(r.code)
    const [s] = r.report.sessions
    expect(s.format).toBe('droid')
    expect(s.diagnosis.cost_analysis.total_tokens).toBe(27931 + 1096)
    expect(s.diagnosis.cost_analysis.tokens_from).toBe('droid_settings')
    expect(renderComment(r.report, { marker: '<!-- m -->' }).body).toContain(
      "(from Factory Droid's session settings: the trace records none)",
    )
    // Alone, the session store records no tokens.
    const alone = await diagnose(join(root, 'abc.jsonl'))
    expect(alone.report.sessions[0].diagnosis.cost_analysis.total_tokens).toBe(0)
    expect(alone.report.sessions[0].diagnosis.cost_analysis.tokens_from).toBeUndefined()
  })

  it('reads the settings named beside the session store (as a shell glob gives them) as the walk does', async () => {
    const walked = await diagnose(root)
    const named = await diagnose(join(root, 'abc.jsonl'), join(root, 'abc.settings.json'))
    expect(named.code).toBe(walked.code)
    expect(named.report).toEqual(walked.report)
    expect(named.report.not_read!.map((n) => relative(root, n.file))).toEqual(['abc.settings.json'])
    // Named in the other order, the same.
    expect((await diagnose(join(root, 'abc.settings.json'), join(root, 'abc.jsonl'))).report).toEqual(walked.report)
    // Named alone, it is no trace: an input error that says what it holds.
    const alone = await diagnose(join(root, 'abc.settings.json'))
    expect(alone.code).toBe(2)
    expect(alone.stderr).toContain('abc.settings.json:1: expected a known trace format')
  })
})

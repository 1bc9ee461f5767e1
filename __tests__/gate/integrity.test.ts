/**
 * Integrity findings (src/core/integrity.ts): no false alarm on any untouched public sample, and
 * a finding for each way a trace can be cut, edited, replayed or committed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'
import { runCli } from '../../src/cli/cli.js'
import { REFUSED, sharedTraces } from '../../__fixtures__/shared.js'
import { diagnoseFiles } from '../../src/gate/pipeline.js'
import { createHash } from 'node:crypto'
import { resolveSince, sameContent, trackedFiles, withEdgeFindings } from '../../src/gate/integrity.js'
import type { Report } from '../../src/report/json.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'integrity-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (name: string, text: string) => {
  const p = join(dir, name)
  mkdirSync(join(p, '..'), { recursive: true })
  writeFileSync(p, text)
  return p
}
const jsonl = (records: object[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n'

async function report(...args: string[]): Promise<{ code: number; report: Report; stderr: string }> {
  const r = await cli('diagnose', '--json', '--workers', '1', ...args)
  return { code: r.code, report: JSON.parse(r.stdout) as Report, stderr: r.stderr }
}
const kinds = (r: Report) => r.sessions.map((s) => s.integrity.map((f) => f.kind))

/** A small Claude Code transcript: a chain of prompt, calls, results and a reply, a minute apart. */
function transcript(sessionId: string, extra: object = {}, start = Date.UTC(2026, 0, 5, 10, 0, 0)) {
  const at = (i: number) => new Date(start + i * 60_000).toISOString()
  const base = { sessionId, isSidechain: false, ...extra }
  return [
    {
      ...base,
      type: 'user',
      uuid: 'u1',
      parentUuid: null,
      timestamp: at(0),
      message: { role: 'user', content: 'fix the bug' },
    },
    {
      ...base,
      type: 'assistant',
      uuid: 'a1',
      parentUuid: 'u1',
      timestamp: at(1),
      message: {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } }],
        stop_reason: 'tool_use',
      },
    },
    {
      ...base,
      type: 'user',
      uuid: 'u2',
      parentUuid: 'a1',
      timestamp: at(2),
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'a b' }] },
    },
    {
      ...base,
      type: 'assistant',
      uuid: 'a2',
      parentUuid: 'u2',
      timestamp: at(3),
      message: { role: 'assistant', content: [{ type: 'text', text: 'done' }], stop_reason: 'end_turn' },
    },
  ]
}

describe('no finding on the untouched public samples', () => {
  const shared = sharedTraces()
  if (shared) {
    it('finds nothing in any sample of any format, read together', async () => {
      // Those refused by name (a shape not read) are no sessions to find anything in.
      const files = shared.files.filter((f) => !Object.hasOwn(REFUSED, f)).map((f) => join(shared.root, f))
      expect(files.length).toBeGreaterThan(20)
      const sessions = await withEdgeFindings(await diagnoseFiles(files, { workers: 1 }))
      const found = sessions.filter((s) => (s.integrity ?? []).length > 0)
      expect(found.map((s) => [s.source, s.session, s.integrity])).toEqual([])
      // Each format that tells times gave some: the stale check has something to go on.
      const timed = new Set(sessions.filter((s) => s.times).map((s) => s.format))
      for (const f of ['claude-code', 'codex-rollout', 'openhands']) expect(timed).toContain(f)
    })
  }
})

describe('chains', () => {
  it('a Claude Code record removed that a later one names as parent: a finding, and not ready', async () => {
    const whole = write('cc/whole.jsonl', jsonl(transcript('s-whole')))
    const cut = write('cc/cut.jsonl', jsonl(transcript('s-cut').filter((r) => r.uuid !== 'u2')))
    const r = await report(whole, cut)
    expect(r.report.sessions[0].integrity).toEqual([])
    expect(r.report.sessions[0].diagnosis.readiness_level).toBe('ready_for_runtime')
    expect(r.report.sessions[1].integrity).toEqual([
      { kind: 'missing_parent', detail: 'parentUuid u2 names no record in the file', origin: { line: 3 } },
    ])
    expect(r.report.sessions[1].diagnosis.readiness_level).toBe('review_recommended')
    // The trust score is the model's: only readiness is capped.
    expect(r.report.sessions[1].diagnosis.trust_score).toBe(r.report.sessions[0].diagnosis.trust_score)
  })

  it('a file that starts mid-chain, and a compaction boundary naming a logical parent elsewhere, are no finding', async () => {
    const records = transcript('s-mid').slice(1)
    const boundary = {
      type: 'system',
      subtype: 'compact_boundary',
      uuid: 'c1',
      parentUuid: null,
      logicalParentUuid: 'in-another-file',
      sessionId: 's-mid',
      timestamp: '2026-01-05T10:05:00.000Z',
      compactMetadata: { trigger: 'auto', preTokens: 1000 },
    }
    const p = write('cc/mid.jsonl', jsonl([...records, boundary]))
    expect(kinds((await report(p)).report)).toEqual([[]])
  })

  it('an OpenHands event list with one action removed', async () => {
    const events = [
      { id: 0, source: 'user', action: 'message', args: { content: 'go' }, timestamp: '2026-01-05T10:00:00' },
      { id: 1, source: 'agent', action: 'run', args: { command: 'ls' }, timestamp: '2026-01-05T10:00:01' },
      {
        id: 2,
        source: 'agent',
        observation: 'run',
        cause: 1,
        content: 'a',
        extras: { exit_code: 0 },
        timestamp: '2026-01-05T10:00:02',
      },
      { id: 3, source: 'agent', action: 'run', args: { command: 'make' }, timestamp: '2026-01-05T10:00:03' },
      {
        id: 4,
        source: 'agent',
        observation: 'run',
        cause: 3,
        content: 'ok',
        extras: { exit_code: 0 },
        timestamp: '2026-01-05T10:00:04',
      },
      { id: 5, source: 'agent', action: 'finish', args: {}, timestamp: '2026-01-05T10:00:05' },
    ]
    const whole = write('oh/whole.json', JSON.stringify(events))
    const cut = write('oh/cut.json', JSON.stringify(events.filter((e) => e.id !== 3)))
    const r = await report(whole, cut)
    expect(r.report.sessions[0].integrity).toEqual([])
    expect(r.report.sessions[1].integrity).toEqual([
      { kind: 'missing_cause', detail: "an observation's cause 3 names no event", origin: { index: 3 } },
    ])
    expect(r.report.sessions[1].diagnosis.readiness_level).not.toBe('ready_for_runtime')
  })

  it('OTLP spans whose parent is not in the trace; a trace that continues a remote parent is none', async () => {
    const span = (id: string, parent: string | undefined, name: string, traceId = 'aaaa') => ({
      traceId,
      spanId: id,
      ...(parent ? { parentSpanId: parent } : {}),
      name,
      startTimeUnixNano: '1767607200000000000',
      endTimeUnixNano: '1767607201000000000',
      attributes: [{ key: 'gen_ai.operation.name', value: { stringValue: 'chat' } }],
    })
    const doc = (spans: object[]) => JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans }] }] })
    const cut = write('otel/cut.json', doc([span('r', undefined, 'root'), span('b', 'gone', 'llm')]))
    const remote = write('otel/remote.json', doc([span('r', 'remote', 'root', 'bbbb'), span('b', 'r', 'llm', 'bbbb')]))
    const r = await report(cut, remote)
    expect(kinds(r.report)).toEqual([['orphan_span'], []])
    expect(r.report.sessions[0].integrity[0].detail).toBe('span b names parent gone, which is not in the trace')
  })

  it('a TRAIL span tree whose spans name parents that are not in it', async () => {
    const tree = JSON.parse(readFileSync('__fixtures__/traces/openinference/trail-tree.json', 'utf8')) as {
      spans: { span_id: string; parent_span_id: string | null; child_spans?: unknown[] }[]
    }
    type Node = { span_id: string; parent_span_id: string | null; child_spans?: Node[] }
    const step2 = (tree.spans[0] as Node).child_spans![0].child_spans![1]
    for (const kid of step2.child_spans!) kid.parent_span_id = 'ffff000000000021'
    const whole = write('trail/whole.json', readFileSync('__fixtures__/traces/openinference/trail-tree.json', 'utf8'))
    const cut = write('trail/cut.json', JSON.stringify(tree))
    const r = await report(whole, cut, '--format', 'openinference')
    // The same trace id in both files: the cut copy is a duplicate too.
    expect(kinds(r.report)).toEqual([['duplicate'], ['orphan_span', 'orphan_span', 'duplicate']])
    expect(r.report.sessions[1].integrity.slice(0, 2).map((f) => f.detail)).toEqual([
      'span 0000000000000022 names parent ffff000000000021, which is not in the trace',
      'span 0000000000000023 names parent ffff000000000021, which is not in the trace',
    ])
    expect(r.report.sessions[1].diagnosis.readiness_level).not.toBe('ready_for_runtime')
  })

  it('Codex cumulative token totals that go down', async () => {
    const count = (total: number) => ({
      timestamp: '2026-01-05T10:00:01.000Z',
      type: 'event_msg',
      payload: {
        type: 'token_count',
        info: {
          total_token_usage: { input_tokens: total, output_tokens: 0, total_tokens: total },
          last_token_usage: null,
        },
      },
    })
    const meta = { timestamp: '2026-01-05T10:00:00.000Z', type: 'session_meta', payload: { id: 'codex-1', cwd: '/w' } }
    const p = write('codex/down.jsonl', jsonl([meta, count(500), count(900), count(400)]))
    const ok = write('codex/up.jsonl', jsonl([{ ...meta, payload: { id: 'codex-2' } }, count(500), count(900)]))
    const r = await report(p, ok)
    expect(kinds(r.report)).toEqual([['totals_decrease'], []])
    expect(r.report.sessions[0].integrity[0]).toEqual({
      kind: 'totals_decrease',
      detail: 'total_tokens goes down from 900 (line 3) to 400',
      origin: { line: 4 },
    })
  })
})

describe('torn files and time', () => {
  it('a last record cut mid-way is a finding (and still the warning it was)', async () => {
    const text = jsonl(transcript('s-torn'))
    const p = write('cc/torn.jsonl', text.slice(0, text.length - 40))
    const r = await report(p)
    expect(r.report.sessions[0].integrity).toEqual([
      { kind: 'torn_record', detail: 'the last record is cut mid-way (it was skipped)', origin: { line: 4 } },
    ])
    expect(r.report.sessions[0].diagnosis.readiness_level).not.toBe('ready_for_runtime')
    expect(r.stderr).toContain('torn.jsonl:4: warning: the last line is incomplete JSON')
  })

  it('timestamps that go back more than a minute; tool results written after their batch do not count', async () => {
    // The reply is dated two minutes before the prompt that came before it.
    const back = transcript('s-back-1').map((r) =>
      r.uuid === 'a2' ? { ...r, timestamp: '2026-01-05T09:58:00.000Z' } : r,
    )
    // A result dated 5 minutes before its batch's last call, as Claude Code writes results after a long reply.
    const late = transcript('s-back-2').map((r) =>
      r.uuid === 'u2' ? { ...r, timestamp: '2026-01-05T09:56:00.000Z' } : r,
    )
    // 30 s back: clock jitter.
    const jitter = transcript('s-back-3').map((r) =>
      r.uuid === 'a2' ? { ...r, timestamp: '2026-01-05T10:01:30.000Z' } : r,
    )
    const r = await report(
      write('t/back.jsonl', jsonl(back)),
      write('t/late.jsonl', jsonl(late)),
      write('t/jitter.jsonl', jsonl(jitter)),
    )
    expect(kinds(r.report)).toEqual([['time_backwards'], [], []])
    expect(r.report.sessions[0].integrity[0]).toMatchObject({
      detail: 'a timestamp is 180 s before one written earlier in its chain (line 2)',
      origin: { line: 4 },
    })
    expect(r.report.sessions[0].diagnosis.readiness_level).not.toBe('ready_for_runtime')
  })

  it('time is checked along each chain of parent links: inline subagents written as they finished are no finding', async () => {
    // Two parallel Task subagents (isSidechain, each a chain from a root without parent), written
    // into the main transcript as each finished: the second one's records go back 174 s in the file.
    const fixture = '__fixtures__/traces/claude-code/inline-sidechains.jsonl'
    const records = readFileSync(fixture, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { uuid: string; timestamp: string })
    const moved = (uuid: string, timestamp: string) =>
      jsonl(records.map((r) => (r.uuid === uuid ? { ...r, timestamp } : r)))
    // One report each: the three files hold one session.
    const sessions = await Promise.all(
      [
        fixture,
        // The second subagent's reply dated before its own call (line 9): back within its chain.
        write('chains/side-back.jsonl', moved('b4', '2025-09-07T09:59:00.000Z')),
        // The main chain's reply dated before the Task calls it follows (line 3).
        write('chains/main-back.jsonl', moved('m6', '2025-09-07T09:58:00.000Z')),
      ].map(async (f) => (await report(f)).report.sessions[0]),
    )
    expect(sessions.map((s) => s.integrity.map((f) => f.kind))).toEqual([[], ['time_backwards'], ['time_backwards']])
    expect(sessions[0].diagnosis.readiness_level).toBe('ready_for_runtime')
    expect(sessions.slice(1).map((s) => s.integrity[0])).toEqual([
      {
        kind: 'time_backwards',
        detail: 'a timestamp is 120 s before one written earlier in its chain (line 9)',
        origin: { line: 11 },
      },
      {
        kind: 'time_backwards',
        detail: 'a timestamp is 125 s before one written earlier in its chain (line 3)',
        origin: { line: 14 },
      },
    ])
  })

  it('--since after the last timestamp makes the session stale; before the first it does not', async () => {
    const p = write('since/a.jsonl', jsonl(transcript('s-since')))
    const after = await report(p, '--since', '2026-01-05T10:04:00Z')
    expect(after.report.sessions[0].integrity).toEqual([
      {
        kind: 'stale',
        detail:
          'its last timestamp, 2026-01-05T10:03:00Z, is before --since 2026-01-05T10:04:00Z: not written by this run',
      },
    ])
    // Stale is not incomplete evidence: readiness stays; warn reports it, fail fails on it.
    expect(after.report.sessions[0].diagnosis.readiness_level).toBe('ready_for_runtime')
    expect(after.code).toBe(0)
    const failing = await report(p, '--since', '2026-01-05T10:04:00Z', '--integrity', 'fail')
    expect(failing.code).toBe(1)
    expect(failing.report.verdict.reasons.join('\n')).toContain(`${p} is not evidence of this run: its last timestamp`)
    for (const t of ['2026-01-05T09:59:00Z', '2026-01-05T10:02:00Z', '2026-01-05'])
      expect(kinds((await report(p, '--since', t)).report)).toEqual([[]])
  })

  it('refuses a --since that is neither a time nor a ref', async () => {
    const p = write('since/b.jsonl', jsonl(transcript('s-bad')))
    const r = await cli('diagnose', p, '--since', 'no-such-ref-here')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--since: expected an ISO 8601 time or a git ref, found "no-such-ref-here"')
    const bad = await cli('diagnose', p, '--integrity', 'maybe')
    expect([bad.code, bad.stderr]).toEqual([
      2,
      expect.stringContaining('--integrity: expected one of fail, warn, off, found "maybe"'),
    ])
  })
})

describe('provenance', () => {
  let repo: string
  let committed: string
  let untracked: string
  beforeAll(() => {
    repo = join(dir, 'repo')
    mkdirSync(join(repo, 'traces'), { recursive: true })
    const g = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        env: { ...process.env, GIT_COMMITTER_DATE: '2026-01-05T12:00:00Z', GIT_AUTHOR_DATE: '2026-01-05T12:00:00Z' },
      })
    g('init', '-q')
    committed = join(repo, 'traces', 'old.jsonl')
    writeFileSync(committed, jsonl(transcript('s-old')))
    g('add', 'traces/old.jsonl')
    g('commit', '-q', '-m', 'a trace')
    untracked = join(repo, 'traces', 'new.jsonl')
    writeFileSync(untracked, jsonl(transcript('s-new', {}, Date.UTC(2026, 0, 5, 13, 0, 0))))
  })

  it('a trace committed in its git work tree is a finding; the untracked one beside it is not', async () => {
    expect([...(await trackedFiles([committed, untracked]))]).toEqual([committed])
    const warn = await report(committed, untracked, '--integrity', 'warn')
    expect(warn.code).toBe(0)
    expect(kinds(warn.report)).toEqual([['committed'], []])
    // On a laptop (no CI in the environment the shell passes) it is looked for only when asked.
    expect(kinds((await report(committed, untracked)).report)).toEqual([[], []])
    let out = ''
    const ci = await runCli(
      ['diagnose', '--json', committed],
      { stdout: (s) => (out += s), stderr: () => {} },
      { ci: true },
    )
    expect([ci, kinds(JSON.parse(out) as Report)]).toEqual([0, [['committed']]])
    expect(kinds((await report(committed, '--since', '2000-01-01')).report)).toEqual([['committed']])
    expect(kinds((await report(committed, '--integrity', 'off', '--since', '2100-01-01')).report)).toEqual([[]])
    const fail = await report(committed, untracked, '--integrity', 'fail')
    expect(fail.code).toBe(1)
    expect(fail.report.verdict.reasons).toEqual([
      `${committed} is not evidence of this run: the file is tracked by git in its work tree: committed, not written by this run (integrity is fail).`,
    ])
    expect(fail.report.sessions.map((s) => s.passed)).toEqual([false, true])
    // A file outside any work tree has none.
    expect([...(await trackedFiles([join(tmpdir(), 'nowhere', 'x.jsonl')]))]).toEqual([])
  })

  it('--since a git ref takes its committer time; commit is that time less 10 minutes', async () => {
    const head = await resolveSince('HEAD', repo)
    expect(head?.ms).toBe(Date.UTC(2026, 0, 5, 12, 0, 0))
    expect((await resolveSince('commit', repo))?.ms).toBe(Date.UTC(2026, 0, 5, 11, 50, 0))
    expect(await resolveSince('', repo)).toBeUndefined()
    const sessions = await withEdgeFindings(await diagnoseFiles([committed, untracked], { workers: 1 }), {
      since: head!,
      git: false,
    })
    expect(sessions.map((s) => (s.integrity ?? []).map((f) => f.kind))).toEqual([['stale'], []])
  })

  it("one session under two file names: a finding on both; a transcript beside its subagent's: none", async () => {
    const a = write('dup/one.jsonl', jsonl(transcript('s-dup')))
    const b = write('dup/two.jsonl', readFileSync(a, 'utf8'))
    // The same session id, other bytes (a copy someone edited).
    const c = write('dup/three.jsonl', jsonl(transcript('s-dup').slice(0, 2)))
    const r = await report(a, b, c)
    expect(r.report.sessions.map((s) => s.integrity.map((f) => f.detail))).toEqual([
      [`the same content as ${b}`, `the same session (id s-dup) is also in ${c}`],
      [`the same content as ${a}`, `the same session (id s-dup) is also in ${c}`],
      [`the same session (id s-dup) is also in ${a}, ${b}`],
    ])
    const parent = write('sub/parent.jsonl', jsonl(transcript('s-parent')))
    const subagent = write(
      'sub/s-parent/subagents/agent-a1.jsonl',
      jsonl(transcript('s-parent', { isSidechain: true, agentId: 'a1' })),
    )
    expect(kinds((await report(parent, subagent)).report)).toEqual([[], []])
  })

  it('the bytes for the same-content check come from the one read of each file of a shared size', async () => {
    const a = write('once/a.jsonl', jsonl(transcript('s-once')))
    const b = write('once/b.jsonl', readFileSync(a, 'utf8'))
    // The same size, other bytes; and a size no other file has.
    const c = write('once/c.jsonl', readFileSync(a, 'utf8').replace('fix the bug', 'fix the bog'))
    const d = write('once/d.jsonl', jsonl(transcript('s-once').slice(0, 3)))
    const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex')
    const read = await diagnoseFiles([a, b, c, d], { workers: 1, hashContent: true })
    expect(read.map((s) => s.contentHash)).toEqual([sha(a), sha(a), sha(c), undefined])
    expect(sha(c)).not.toBe(sha(a))
    // Nothing asked, nothing hashed.
    expect((await diagnoseFiles([a, b], { workers: 1 })).map((s) => s.contentHash)).toEqual([undefined, undefined])
    // A known hash is taken as it is: the file is not read again.
    const told = new Map([
      [a, 'x'],
      [c, 'x'],
    ])
    expect([...(await sameContent([a, c], told))]).toEqual([
      [a, [c]],
      [c, [a]],
    ])
    const checked = await withEdgeFindings(read, { git: false })
    expect(checked.map((s) => 'contentHash' in s)).toEqual([false, false, false, false])
    expect(checked.map((s) => (s.integrity ?? []).map((f) => f.detail)[0] ?? '')).toEqual([
      `the same content as ${b}`,
      `the same content as ${a}`,
      `the same session (id s-once) is also in ${a}, ${b}, ${d}`,
      `the same session (id s-once) is also in ${a}, ${b}, ${c}`,
    ])
  })
})

import { describe, expect, it } from '@jest/globals'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ArtifactError,
  MAX_ARTIFACT_META_BYTES,
  MAX_ARTIFACT_REPORT_BYTES,
  MAX_ARTIFACT_ZIP_BYTES,
  META_FILE,
  REPORT_FILE,
  fetchReportArtifact,
  findBaselineArtifact,
  findPullRequests,
  parseArtifactMeta,
  readArtifactZip,
  safeEntryName,
  type ActionsApi,
  type ArtifactInfo,
  type PullInfo,
  type RunInfo,
} from '../../src/action/artifacts.js'
import type { WorkflowRunRef } from '../../src/action/context.js'
import { compareReports } from '../../src/report/baseline.js'
import { makeZip } from '../../__fixtures__/github/zip.js'
import { twoSessionReport } from '../../__fixtures__/github/reports.js'

const NAME = 'agent-trust-gate-report'
const REPO = 'octo/demo'
const SHA = 'a'.repeat(40)

/** Runs, their artifacts and zips, and pull requests, in memory; every call recorded. A download
 * writes the zip into the directory as the artifact client does (skipDecompress: one file). */
class FakeActions implements ActionsApi {
  calls: string[] = []
  runs: RunInfo[] = []
  artifacts = new Map<number, ArtifactInfo[]>()
  zips = new Map<number, Buffer>()
  pulls: PullInfo[] = []

  addArtifact(runId: number, zip: Buffer, extra: Partial<ArtifactInfo> = {}): ArtifactInfo {
    const a = { id: 100 + this.zips.size, name: NAME, size: zip.length, expired: false, ...extra }
    this.artifacts.set(runId, [...(this.artifacts.get(runId) ?? []), a])
    this.zips.set(a.id, zip)
    return a
  }
  async listRunArtifacts(runId: number, name: string) {
    this.calls.push(`artifacts ${runId} ${name}`)
    return (this.artifacts.get(runId) ?? []).filter((a) => a.name === name)
  }
  dirs: string[] = []
  async downloadArtifact(id: number, runId: number, dir: string) {
    this.calls.push(`download ${id} of ${runId}`)
    this.dirs.push(dir)
    writeFileSync(join(dir, 'artifact.zip'), this.zips.get(id)!)
  }
  async listSuccessfulPushRuns(workflow: string | number, branch: string, perPage: number) {
    this.calls.push(`runs ${workflow} ${branch} ${perPage}`)
    return this.runs.slice(0, perPage)
  }
  async runWorkflowId() {
    return 1
  }
  async listOpenPulls(head: string) {
    this.calls.push(`pulls ${head}`)
    return this.pulls
  }
}

const reportZip = (extra: { name: string; data: string }[] = []) =>
  makeZip([{ name: REPORT_FILE, data: '{"schema_version": 1}' }, ...extra])

describe('fetchReportArtifact', () => {
  it('downloads the newest unexpired artifact of that name and unzips it', async () => {
    const api = new FakeActions()
    api.addArtifact(7, reportZip(), { expired: true })
    api.addArtifact(7, reportZip([{ name: META_FILE, data: '{}' }]))
    api.addArtifact(7, reportZip(), { name: 'other' })
    const got = await fetchReportArtifact(api, 7, NAME)
    expect(got?.artifact.id).toBe(101)
    expect(got?.report.toString()).toBe('{"schema_version": 1}')
    expect(got?.meta?.toString()).toBe('{}')
    expect(api.calls).toEqual([`artifacts 7 ${NAME}`, 'download 101 of 7'])
    expect(existsSync(api.dirs[0])).toBe(false) // the download is removed once read
  })

  it('says there is none', async () => {
    expect(await fetchReportArtifact(new FakeActions(), 7, NAME)).toBeUndefined()
  })

  it('refuses an artifact larger than the cap before downloading it', async () => {
    const api = new FakeActions()
    api.addArtifact(7, reportZip(), { size: MAX_ARTIFACT_ZIP_BYTES + 1 })
    await expect(fetchReportArtifact(api, 7, NAME)).rejects.toThrow(
      `expected an artifact of at most ${MAX_ARTIFACT_ZIP_BYTES} bytes`,
    )
    expect(api.calls.filter((c) => c.startsWith('download'))).toEqual([])
  })

  it('refuses a download larger than the cap, whatever the listing said', async () => {
    const api = new FakeActions()
    api.addArtifact(7, Buffer.alloc(MAX_ARTIFACT_ZIP_BYTES + 1), { size: 10 })
    await expect(fetchReportArtifact(api, 7, NAME)).rejects.toThrow(ArtifactError)
    await expect(fetchReportArtifact(api, 7, NAME)).rejects.toThrow(
      `expected an artifact of at most ${MAX_ARTIFACT_ZIP_BYTES} bytes, found ${MAX_ARTIFACT_ZIP_BYTES + 1} bytes`,
    )
    expect(api.dirs.every((d) => !existsSync(d))).toBe(true)
  })

  it('refuses a download that is not one file', async () => {
    const api = new FakeActions()
    api.addArtifact(7, reportZip())
    api.downloadArtifact = async (_id: number, _run: number, dir: string) => {
      writeFileSync(join(dir, 'report.json'), '{}')
      writeFileSync(join(dir, META_FILE), '{}')
    }
    await expect(fetchReportArtifact(api, 7, NAME)).rejects.toThrow(
      'expected the artifact as one zip archive, found 2 files',
    )
  })

  it.each([
    ['not a zip', Buffer.from('<html>'), 'expected a zip archive'],
    [
      'no report',
      makeZip([{ name: 'other.json', data: '{}' }]),
      'expected report.json in the artifact, found "other.json"',
    ],
    ['a path outside', makeZip([{ name: '../report.json', data: '{}' }]), 'expected plain relative entry names'],
    [
      'too many files',
      makeZip(Array.from({ length: 9 }, (_, i) => ({ name: `f${i}.json`, data: '{}' }))),
      'expected at most 8 entries',
    ],
  ])('refuses %s, in words', async (_, zip, message) => {
    const api = new FakeActions()
    api.addArtifact(7, zip)
    await expect(fetchReportArtifact(api, 7, NAME)).rejects.toThrow(ArtifactError)
    await expect(fetchReportArtifact(api, 7, NAME)).rejects.toThrow(message)
  })
})

describe('readArtifactZip', () => {
  it('reads the report and the side file, stored or deflated, leaving directories and other files out', async () => {
    const zip = makeZip([
      { name: 'dir/', data: '', method: 0 },
      { name: REPORT_FILE, data: '{"a": 1}\n' },
      { name: 'dir/other.json', data: '{}', method: 0 },
      { name: META_FILE, data: '', method: 0 },
    ])
    const files = await readArtifactZip(zip)
    expect(files.names).toEqual([REPORT_FILE, 'dir/other.json', META_FILE])
    expect(files.report!.toString()).toBe('{"a": 1}\n')
    expect(files.meta!.length).toBe(0)
  })

  it('never inflates the other files', async () => {
    // A lie in a file that is not read is not found: only the report and the side file are inflated.
    const zip = makeZip([
      { name: REPORT_FILE, data: '{}' },
      { name: 'other.json', data: 'x'.repeat(100_000), declaredSize: 10, crc: 1 },
    ])
    expect((await readArtifactZip(zip)).report!.toString()).toBe('{}')
  })

  it.each([
    ['not a zip', Buffer.from('{"not": "a zip"}'), 'expected a zip archive'],
    [
      'too many entries',
      makeZip(Array.from({ length: 9 }, (_, i) => ({ name: `f${i}`, data: 'x' }))),
      'expected at most 8 entries, found 9',
    ],
    [
      'a path with ..',
      makeZip([{ name: '../escape.json', data: 'x' }]),
      'expected plain relative entry names, found "../escape.json"',
    ],
    ['an absolute path', makeZip([{ name: '/etc/passwd', data: 'x' }]), 'expected plain relative entry names'],
    ['a backslash', makeZip([{ name: 'a\\..\\b', data: 'x' }]), 'expected plain relative entry names'],
    ['a drive', makeZip([{ name: 'C:/x', data: 'x' }]), 'expected plain relative entry names'],
    [
      'a name twice',
      makeZip([
        { name: 'a', data: 'x' },
        { name: 'a', data: 'y' },
      ]),
      'expected each entry once',
    ],
    [
      'a large entry',
      makeZip([{ name: 'a', data: 'x', declaredSize: MAX_ARTIFACT_REPORT_BYTES + 1 }]),
      `expected entries of at most ${MAX_ARTIFACT_REPORT_BYTES} bytes, found "a" of ${MAX_ARTIFACT_REPORT_BYTES + 1} bytes`,
    ],
    [
      'a large side file',
      makeZip([{ name: META_FILE, data: 'x', declaredSize: MAX_ARTIFACT_META_BYTES + 1 }]),
      `expected ${META_FILE} of at most ${MAX_ARTIFACT_META_BYTES} bytes`,
    ],
    [
      'too much in all',
      makeZip([
        { name: 'a', data: 'x', declaredSize: MAX_ARTIFACT_REPORT_BYTES },
        { name: 'b', data: 'x', declaredSize: MAX_ARTIFACT_META_BYTES + 1 },
      ]),
      `expected at most ${MAX_ARTIFACT_REPORT_BYTES + MAX_ARTIFACT_META_BYTES} bytes in all`,
    ],
    [
      'a bomb that lies about its size',
      makeZip([{ name: REPORT_FILE, data: 'x'.repeat(100_000), declaredSize: 10 }]),
      'expected "report.json" to inflate to 10 bytes',
    ],
    [
      'a size that is too large',
      makeZip([{ name: REPORT_FILE, data: 'x'.repeat(10), declaredSize: 20 }]),
      'expected "report.json" to inflate to 20 bytes',
    ],
    ['a bad CRC', makeZip([{ name: REPORT_FILE, data: 'abc', crc: 1 }]), 'expected "report.json" to match its CRC-32'],
    ['encryption', makeZip([{ name: 'a', data: 'abc', flags: 1 }]), 'expected no encryption'],
    [
      'a stored entry that lies',
      makeZip([{ name: REPORT_FILE, data: 'abc', method: 0, declaredSize: 2 }]),
      'expected a well-formed zip archive',
    ],
  ])('refuses %s', async (_, zip, message) => {
    await expect(readArtifactZip(zip)).rejects.toThrow(ArtifactError)
    await expect(readArtifactZip(zip)).rejects.toThrow(message)
  })

  it('refuses another compression method', async () => {
    const zip = makeZip([{ name: 'a', data: 'abc', method: 0 }])
    zip.writeUInt16LE(12, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10) // bzip2, in the central directory
    await expect(readArtifactZip(zip)).rejects.toThrow('expected stored or deflated entries, found method 12')
  })

  it('refuses a truncated archive', async () => {
    const zip = makeZip([{ name: REPORT_FILE, data: 'x'.repeat(200) }])
    await expect(readArtifactZip(zip.subarray(0, zip.length - 30))).rejects.toThrow(ArtifactError)
    await expect(readArtifactZip(zip.subarray(20))).rejects.toThrow(ArtifactError)
  })

  it('survives random bytes', async () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff
    const zip = makeZip([{ name: REPORT_FILE, data: '{"sessions": []}' }])
    for (let i = 0; i < 300; i++) {
      const bad = Buffer.from(zip)
      for (let k = 0; k < 3; k++) bad[random() % bad.length] = random()
      try {
        await readArtifactZip(bad)
      } catch (err) {
        expect(err).toBeInstanceOf(ArtifactError)
      }
    }
  })
})

describe('safeEntryName', () => {
  it.each([
    ['report.json', true],
    ['a/b.json', true],
    ['a/./b', false],
    ['a/../b', false],
    ['', false],
    ['a\u0000b', false],
  ])('%j: %s', (name, ok) => expect(safeEntryName(name)).toBe(ok))
})

describe('parseArtifactMeta', () => {
  const comparison = compareReports(twoSessionReport(), [twoSessionReport()], {
    tolerance: 5,
    failOnRegression: true,
    baseline: 'main',
  })
  it('reads the comment key and the comparison', () => {
    const meta = { artifact: 'agent-trust-gate', version: 1, comment_key: 'CI/gate', baseline: comparison }
    expect(parseArtifactMeta(Buffer.from(JSON.stringify(meta)))).toEqual(meta)
    expect(parseArtifactMeta(Buffer.from(JSON.stringify({ ...meta, baseline: null }))).baseline).toBeNull()
    expect(
      parseArtifactMeta(Buffer.from(JSON.stringify({ ...meta, baseline: { missing: 'none yet' } }))).baseline,
    ).toEqual({ missing: 'none yet' })
  })
  it.each([
    ['not JSON', 'nope', 'agent-trust-gate.json: expected JSON'],
    ['another file', '{"artifact": "x"}', 'agent-trust-gate.json: at artifact'],
    [
      'an unknown field',
      JSON.stringify({ artifact: 'agent-trust-gate', version: 1, comment_key: 'k', baseline: null, run: 1 }),
      'agent-trust-gate.json',
    ],
    [
      'a long key',
      JSON.stringify({ artifact: 'agent-trust-gate', version: 1, comment_key: 'k'.repeat(201), baseline: null }),
      'at comment_key',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseArtifactMeta(Buffer.from(text))).toThrow(ArtifactError)
    expect(() => parseArtifactMeta(Buffer.from(text))).toThrow(message)
  })
})

describe('findBaselineArtifact', () => {
  const run = (id: number, extra: Partial<RunInfo> = {}): RunInfo => ({
    id,
    event: 'push',
    headSha: SHA,
    headRepo: REPO,
    ...extra,
  })
  const options = { workflow: 'gate.yml', branch: 'main', name: NAME, repo: REPO, excludeRunId: 50 }

  it('takes the newest successful push run that has the artifact, never this run nor one from elsewhere', async () => {
    const api = new FakeActions()
    api.runs = [run(50), run(49, { headRepo: 'fork/demo' }), run(48, { event: 'pull_request' }), run(47), run(46)]
    for (const id of [50, 49, 48, 46]) api.addArtifact(id, reportZip())
    const found = await findBaselineArtifact(api, options)
    expect('run' in found && found.run.id).toBe(46)
    expect(api.calls).toEqual([
      'runs gate.yml main 6',
      `artifacts 47 ${NAME}`,
      `artifacts 46 ${NAME}`,
      'download 103 of 46',
    ])
  })

  it('looks at a bounded number of runs, and says why there is no baseline', async () => {
    const api = new FakeActions()
    api.runs = Array.from({ length: 20 }, (_, i) => run(40 - i))
    const found = await findBaselineArtifact(api, options)
    expect(found).toEqual({
      missing: `none of the last 5 successful push runs of this workflow on main has an artifact named ${NAME} (is upload-report on there?)`,
    })
    expect(api.calls.filter((c) => c.startsWith('artifacts'))).toHaveLength(5)
    expect(await findBaselineArtifact(new FakeActions(), options)).toEqual({
      missing: 'no successful push run of this workflow on main was found',
    })
  })
})

describe('findPullRequests', () => {
  const gateRun = (extra: Partial<WorkflowRunRef> = {}): WorkflowRunRef => ({
    id: 9,
    event: 'pull_request',
    conclusion: 'failure',
    headSha: SHA,
    headBranch: 'feature',
    headOwner: 'fork-owner',
    pullRequests: [],
    ...extra,
  })

  it('takes the pull requests GitHub names for the run, at the gated commit', async () => {
    const api = new FakeActions()
    expect(
      await findPullRequests(
        api,
        gateRun({
          pullRequests: [
            { number: 4, headSha: SHA },
            { number: 3, headSha: 'b'.repeat(40) },
          ],
        }),
      ),
    ).toEqual([4])
    expect(api.calls).toEqual([])
  })

  it("looks up a fork's pull request by its head branch and keeps those still at the gated commit", async () => {
    const api = new FakeActions()
    api.pulls = [
      { number: 12, headSha: SHA, headRepo: 'fork-owner/demo' },
      { number: 11, headSha: 'c'.repeat(40), headRepo: 'fork-owner/demo' },
      { number: 10, headSha: SHA, headRepo: 'fork-owner/demo' },
    ]
    expect(await findPullRequests(api, gateRun())).toEqual([10, 12])
    expect(api.calls).toEqual(['pulls fork-owner:feature'])
  })

  it('finds none when the pull request moved on', async () => {
    const api = new FakeActions()
    api.pulls = [{ number: 12, headSha: 'c'.repeat(40), headRepo: 'fork-owner/demo' }]
    expect(await findPullRequests(api, gateRun())).toEqual([])
    expect(await findPullRequests(api, gateRun({ headOwner: undefined }))).toEqual([])
  })
})

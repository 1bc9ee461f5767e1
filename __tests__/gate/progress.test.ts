import { describe, expect, it } from '@jest/globals'
import { progressLine, progressMode, ProgressReporter, type ProgressMode } from '../../src/gate/progress.js'

function reporter(mode: ProgressMode, group?: string) {
  let t = 0
  const out: string[] = []
  const r = new ProgressReporter({ mode, write: (s) => out.push(s), now: () => t, group })
  return { r, out, at: (ms: number) => (t = ms) }
}

const p = (filesDone: number, bytesDone: number) => ({
  filesDone,
  filesTotal: 2000,
  bytesDone,
  bytesTotal: 1_061_000_000,
})

describe('progress', () => {
  it('goes to a terminal first, then to the Actions log, else nowhere', () => {
    expect(progressMode({ stderrIsTTY: true, githubActions: true })).toBe('terminal')
    expect(progressMode({ githubActions: true })).toBe('actions')
    expect(progressMode({})).toBe('off')
  })

  it('says files done of all, megabytes and the rate', () => {
    expect(progressLine(p(120, 53_200_000), 2000)).toBe('diagnosing: 120 / 2,000 files, 53.2 of 1,061.0 MB, 26.6 MB/s')
  })

  it('on a terminal: quiet for the first second, then one line rewritten at most every 200 ms, cleared at the end', () => {
    const { r, out, at } = reporter('terminal')
    at(500)
    r.update(p(1, 1e6))
    expect(out).toEqual([])
    at(1000)
    r.update(p(2, 2e6))
    at(1100)
    r.update(p(3, 3e6))
    at(1250)
    r.update(p(4, 4e6))
    expect(out).toEqual([
      '\r\x1b[Kdiagnosing: 2 / 2,000 files, 2.0 of 1,061.0 MB, 2.0 MB/s',
      '\r\x1b[Kdiagnosing: 4 / 2,000 files, 4.0 of 1,061.0 MB, 3.2 MB/s',
    ])
    r.clear()
    r.clear()
    r.done()
    expect(out.slice(2)).toEqual(['\r\x1b[K'])
  })

  it('in Actions: a group with a line every five seconds and the last figures', () => {
    const { r, out, at } = reporter('actions', 'Diagnosing 2000 trace files')
    for (let ms = 0; ms <= 11_000; ms += 500) {
      at(ms)
      r.update(p(ms / 500, ms * 1000))
    }
    at(11_200)
    r.done()
    expect(out).toEqual([
      '::group::Diagnosing 2000 trace files\n',
      'diagnosing: 2 / 2,000 files, 1.0 of 1,061.0 MB, 1.0 MB/s\n',
      'diagnosing: 12 / 2,000 files, 6.0 of 1,061.0 MB, 1.0 MB/s\n',
      'diagnosing: 22 / 2,000 files, 11.0 of 1,061.0 MB, 1.0 MB/s\n',
      'diagnosing: 22 / 2,000 files, 11.0 of 1,061.0 MB, 1.0 MB/s\n',
      '::endgroup::\n',
    ])
  })

  it('says nothing when off, or when the work was over before the first line', () => {
    const off = reporter('off')
    expect(off.r.listener).toBeUndefined()
    expect(reporter('terminal').r.listener).toBeDefined()
    off.at(60_000)
    off.r.update(p(1, 1))
    off.r.done()
    expect(off.out).toEqual([])
    const quick = reporter('terminal')
    quick.at(10)
    quick.r.update(p(1, 1))
    quick.r.done()
    expect(quick.out).toEqual([])
  })
})

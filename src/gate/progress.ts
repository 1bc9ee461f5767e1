/**
 * Progress on long work, for people watching: on a terminal, one line on stderr rewritten in
 * place (files done / total, MB/s); in GitHub Actions, a line every few seconds in the log. It
 * says only counts and rates (nothing read from a trace), never goes to stdout or into a report,
 * and says nothing when neither a terminal nor Actions is watching (tests, pipes).
 */
import type { FileProgress } from './pool.js'

export type ProgressMode = 'terminal' | 'actions' | 'off'

/** Where progress goes: a terminal on stderr first, then the Actions log, else nowhere. */
export function progressMode(env: { stderrIsTTY?: boolean; githubActions?: boolean }): ProgressMode {
  if (env.stderrIsTTY) return 'terminal'
  if (env.githubActions) return 'actions'
  return 'off'
}

export interface ProgressOptions {
  mode: ProgressMode
  /** Writes a line (terminal: without its end; the reporter rewrites it). */
  write: (s: string) => void
  /** Milliseconds, monotonic. */
  now: () => number
  /** Nothing is shown before this much time has passed (quick runs stay quiet). */
  delayMs?: number
  /** Time between lines: default 200 ms on a terminal, 5 s in Actions. */
  everyMs?: number
  /** In Actions: the title of a log group that holds the lines (none: the caller is in a group). */
  group?: string
}

const MB = 1e6

/** The line for a point of progress, e.g. `diagnosing: 120 / 2,000 files, 53.2 of 1,061.0 MB, 48.1 MB/s`. */
export function progressLine(p: FileProgress, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? p.bytesDone / MB / (elapsedMs / 1000) : 0
  const n = (x: number) => x.toLocaleString('en-US')
  const mb = (x: number) => (x / MB).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    `diagnosing: ${n(p.filesDone)} / ${n(p.filesTotal)} files, ${mb(p.bytesDone)} of ${mb(p.bytesTotal)} ` +
    `MB, ${rate.toFixed(1)} MB/s`
  )
}

export class ProgressReporter {
  private readonly start: number
  private last: number | undefined
  private shown = false
  private onScreen = false
  private latest: FileProgress | undefined

  constructor(private readonly options: ProgressOptions) {
    this.start = options.now()
  }

  /** The callback to give the pipeline: none when progress goes nowhere (no file sizes to look up). */
  get listener(): ((p: FileProgress) => void) | undefined {
    return this.options.mode === 'off' ? undefined : this.update
  }

  /** Take in a point of progress; shows it when it is time to. */
  update = (p: FileProgress): void => {
    if (this.options.mode === 'off') return
    this.latest = p
    const t = this.options.now()
    const every = this.options.everyMs ?? (this.options.mode === 'terminal' ? 200 : 5000)
    if (t - this.start < (this.options.delayMs ?? 1000)) return
    if (this.last !== undefined && t - this.last < every) return
    this.last = t
    this.show(p, t)
  }

  /** Something else is about to be written to the terminal: the progress line makes way. */
  clear(): void {
    if (this.options.mode !== 'terminal' || !this.onScreen) return
    this.options.write('\r\x1b[K')
    this.onScreen = false
  }

  /** The work is over: a terminal's line is cleared; in Actions the last figures are said once. */
  done(): void {
    if (!this.shown) return
    if (this.options.mode === 'terminal') this.clear()
    else {
      if (this.latest) this.options.write(progressLine(this.latest, this.options.now() - this.start) + '\n')
      if (this.options.group !== undefined) this.options.write('::endgroup::\n')
    }
    this.shown = false
  }

  private show(p: FileProgress, t: number): void {
    const line = progressLine(p, t - this.start)
    if (this.options.mode === 'terminal') {
      this.options.write(`\r\x1b[K${line}`)
      this.onScreen = true
    } else {
      if (!this.shown && this.options.group !== undefined) this.options.write(`::group::${this.options.group}\n`)
      this.options.write(`${line}\n`)
    }
    this.shown = true
  }
}

/**
 * What a test runner's output says at its end, for a result whose exit status does not tell (a
 * command piped into `tail`, a harness that records no status): the summary lines of pytest,
 * unittest (and Django's runtests), jest / vitest, go test, cargo test, Maven / Gradle and
 * JUnit. Only the output's last few KiB are looked at, and only once a few characters show a
 * summary may be there: adapters call it on every command's output.
 */

/** A runner's summary: whether it failed, and its counts as the runner said them. */
export interface CheckSummary {
  failed: boolean
  text: string
}

/** How much of the output's end is looked at. */
const TAIL = 4096

/** pytest: `==== 2 failed, 10 passed, 1 error in 1.2s ====` (or without the rule). */
const PYTEST =
  /(?:^|\n)=*\s*((?:\d+ (?:failed|passed|errors?|skipped|xfailed|xpassed|deselected|warnings?)(?:, )?)+) in [\d.]+s/g
/** unittest: `Ran 5 tests in 0.01s` then `OK` or `FAILED (failures=1, errors=2)`. */
const UNITTEST = /Ran (\d+) tests? in [\d.]+s\s*\n\s*\n?(OK|FAILED \(([^)]*)\))/g
/** jest / vitest: `Tests:       1 failed, 3 passed, 4 total` / `Tests  1 failed | 3 passed (4)`. */
const JEST = /\bTests:?\s+((?:\d+ (?:failed|passed|skipped|todo|total)[,|]?\s*)+)/g
/** cargo: `test result: FAILED. 1 passed; 2 failed; 0 ignored`. */
const CARGO = /test result: (ok|FAILED)\. (\d+) passed; (\d+) failed/g
/** Maven / Gradle / JUnit: `Tests run: 5, Failures: 1, Errors: 0` and `BUILD FAILURE` / `BUILD FAILED`. */
const JUNIT = /Tests run: (\d+), Failures: (\d+), Errors: (\d+)/g
const BUILD = /\bBUILD (SUCCESS|FAILURE|FAILED|SUCCESSFUL)\b/g
/** go test: a package line `FAIL\tpkg` / `ok  \tpkg`. */
const GO_FAIL = /^(?:--- )?FAIL\b/m
const GO_OK = /^ok\s+\S+\s+[\d.]+s/m

/** The last match of a global regex in a text. */
function lastMatch(re: RegExp, text: string): RegExpExecArray | undefined {
  re.lastIndex = 0
  let last: RegExpExecArray | null | undefined
  for (let m = re.exec(text); m; m = re.exec(text)) last = m
  return last ?? undefined
}

/** The summary a test runner printed at the end of `output`, or undefined when there is none. */
export function checkSummary(output: unknown): CheckSummary | undefined {
  if (typeof output !== 'string' || output.length < 4) return undefined
  const text = output.length > TAIL ? output.slice(-TAIL) : output
  // The prefilter: a few characters every summary below holds.
  if (!/passed|failed|FAIL|Ran |BUILD|Tests|\bok\b|test result/.test(text)) return undefined
  const pytest = lastMatch(PYTEST, text)
  if (pytest) {
    const counts = pytest[1].replace(/,\s*$/, '')
    return { failed: /\d+ (?:failed|errors?)\b/.test(counts), text: counts }
  }
  const unittest = lastMatch(UNITTEST, text)
  if (unittest)
    return unittest[2] === 'OK'
      ? { failed: false, text: `${unittest[1]} tests OK` }
      : { failed: true, text: `${unittest[1]} tests, ${unittest[3]}` }
  const cargo = lastMatch(CARGO, text)
  if (cargo) return { failed: cargo[1] !== 'ok', text: `${cargo[2]} passed, ${cargo[3]} failed` }
  const jest = lastMatch(JEST, text)
  if (jest && /\d+ (?:passed|failed)/.test(jest[1])) {
    const counts = jest[1].replace(/\s*\|\s*/g, ', ').replace(/[\s,|]+$/, '')
    return { failed: /\d+ failed/.test(counts) && !/\b0 failed/.test(counts), text: counts }
  }
  const junit = lastMatch(JUNIT, text)
  const build = lastMatch(BUILD, text)
  if (junit) {
    const failed = Number(junit[2]) + Number(junit[3]) > 0 || (build !== undefined && build[1].startsWith('FAIL'))
    return { failed, text: `${junit[1]} run, ${junit[2]} failures, ${junit[3]} errors` }
  }
  if (build) return { failed: build[1].startsWith('FAIL'), text: `build ${build[1].toLowerCase()}` }
  if (GO_FAIL.test(text)) return { failed: true, text: 'FAIL' }
  if (GO_OK.test(text)) return { failed: false, text: 'ok' }
  return undefined
}

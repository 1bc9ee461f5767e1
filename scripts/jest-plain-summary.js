// A jest reporter that ends the run with one plain line, `tests: N passed, N failed`, which CI
// systems read without knowing jest's own summary. Before it, one line per test that was
// skipped or left to do (its title says why), and one per test file that failed to run at all
// (it failed to load, or had no test): each such file counts as one failed test, so that the
// plain line never reports a clean run that was not.
import { relative } from 'node:path'

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** The first line of a message that says something (jest's own headers left out). */
function firstLine(message) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('●'))
  return lines[0] ?? 'the test file failed to run'
}

/** Whether a test file's result is a failure of the file itself, not of one of its tests. */
export function failedToRun(file) {
  return Boolean(file.testExecError) || (file.numFailingTests === 0 && Boolean(file.failureMessage))
}

/** The lines this reporter prints for a run's results, the plain count last. */
export function summaryLines(results, rootDir = process.cwd()) {
  const lines = []
  let broken = 0
  const files = [...(results.testResults ?? [])].sort((a, b) => (a.testFilePath < b.testFilePath ? -1 : 1))
  for (const file of files) {
    const name = relative(rootDir, file.testFilePath).split('\\').join('/')
    for (const t of file.testResults ?? []) {
      if (t.status === 'pending' || t.status === 'skipped' || t.status === 'disabled')
        lines.push(`skipped: ${name}: ${t.title}`)
      else if (t.status === 'todo') lines.push(`todo: ${name}: ${t.title}`)
    }
    if (failedToRun(file)) {
      broken++
      lines.push(`failed to run: ${name}: ${firstLine(file.testExecError?.message ?? file.failureMessage)}`)
    }
  }
  const skipped = results.numPendingTests + results.numTodoTests
  lines.push(
    `tests: ${results.numPassedTests} passed, ${results.numFailedTests + broken} failed${skipped ? `, ${skipped} skipped` : ''}`,
  )
  return lines
}

export default class PlainSummary {
  constructor(globalConfig) {
    this.rootDir = globalConfig?.rootDir ?? process.cwd()
  }

  onRunComplete(_contexts, results) {
    process.stdout.write(`\n${summaryLines(results, this.rootDir).join('\n')}\n`)
  }
}

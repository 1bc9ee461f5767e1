// A jest reporter that ends the run with one plain line, `tests: N passed, N failed`, which CI
// systems read without knowing jest's own summary.
export default class PlainSummary {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests
    process.stdout.write(
      `\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    )
  }
}

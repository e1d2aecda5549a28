// Adds up the JSON reports the suites wrote (Vitest and Playwright) into one closing line: "N passed, N failed,
// N skipped", which CI reads and so stays exactly that shape. Tests that failed and then passed on a retry (Playwright's
// "flaky") are not passes: they are named on the line before it.
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.cache/test-results'
let passed = 0
let failed = 0
let skipped = 0
let flaky = 0
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    // A file that failed outside its tests (a setup hook, an import) counts as a failure of its own.
    for (const file of report.testResults ?? []) {
      if (file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed')) failed += 1
    }
  } else if (report.stats) {
    passed += report.stats.expected
    flaky += report.stats.flaky
    failed += report.stats.unexpected + (report.errors?.length ?? 0)
    skipped += report.stats.skipped
  }
}
if (flaky) console.log(`${flaky} flaky (failed, then passed on a retry; see the browser tests' output)`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)

// Adds up the JSON reports the suites wrote (Vitest and Playwright) into one closing line: "N passed, N failed".
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.cache/test-results'
let passed = 0
let failed = 0
let skipped = 0
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
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected + (report.errors?.length ?? 0)
    skipped += report.stats.skipped
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)

// Adds up the JSON reports the suites wrote (Vitest and Playwright) into one closing line: "N passed, N failed,
// N skipped", which CI reads and so stays exactly that shape. Tests that failed and then passed on a retry (Playwright's
// "flaky") are not passes: they are counted on the line before it. Every failed and flaky test is named above both
// lines, with the first lines of its first error, so the last lines of a long log say which tests to look at and why
// (CI keeps only the log's end: a flaky test's details in an earlier stream's output are otherwise lost).
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? '.cache/test-results'
let passed = 0
let failed = 0
let skipped = 0
let flaky = 0
const named = []
const relative = (file) => path.relative(process.cwd(), file)
// The error's opening lines without colour codes, indented under the test's name.
// eslint-disable-next-line no-control-regex -- the colour codes are control characters
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
const excerpt = (text, lines = 10) =>
  plain(text)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, lines)
    .map((line) => `          ${line.trim().slice(0, 200)}`)
    .join('\n')
// Playwright's report nests suites (files, describe blocks) with specs, each with a test per project.
function playwrightFailures(suite, report, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue
      const title = [...titles, spec.title].join(' › ')
      named.push(`${test.status === 'flaky' ? 'flaky ' : 'failed'}  ${report} [${test.projectName}] ${spec.file}:${spec.line} › ${title}`)
      const first = (test.results ?? []).find((result) => result.error)
      if (first)
        named.push(excerpt(`${first.error.message}\n${first.error.location ? `at ${first.error.location.file}:${first.error.location.line}` : ''}`))
    }
  }
  for (const child of suite.suites ?? []) {
    playwrightFailures(child, report, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles)
  }
}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  const name = file.replace(/\.json$/, '')
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    // A file that failed outside its tests (a setup hook, an import) counts as a failure of its own.
    for (const file of report.testResults ?? []) {
      const tests = file.assertionResults ?? []
      for (const test of tests) {
        if (test.status !== 'failed') continue
        named.push(`failed  ${name} ${relative(file.name)} › ${test.fullName}`)
        if (test.failureMessages?.length) named.push(excerpt(test.failureMessages[0], 3))
      }
      if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
        failed += 1
        named.push(`failed  ${name} ${relative(file.name)} (outside its tests: ${String(file.message).split('\n')[0]})`)
      }
    }
    if (!report.testResults && report.numFailedTests) named.push(`failed  npm run ${name}`)
  } else if (report.stats) {
    passed += report.stats.expected
    flaky += report.stats.flaky
    failed += report.stats.unexpected + (report.errors?.length ?? 0)
    skipped += report.stats.skipped
    for (const suite of report.suites ?? []) playwrightFailures(suite, name)
    for (const error of report.errors ?? []) named.push(`failed  ${name} (outside its tests: ${String(error.message).split('\n')[0]})`)
  }
}
if (named.length) console.log(named.join('\n'))
if (flaky) console.log(`${flaky} flaky (failed, then passed on a retry; see the browser tests' output)`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'

function summarise(reports: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'))
  for (const [name, report] of Object.entries(reports)) fs.writeFileSync(path.join(dir, name), JSON.stringify(report))
  try {
    return execFileSync(process.execPath, [path.join(import.meta.dirname, 'test-summary.mjs'), dir], { encoding: 'utf8' })
      .trim()
      .split('\n')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

it('names flaky browser tests on their own line and never counts them as passed; the closing line keeps the shape CI reads', () => {
  const lines = summarise({
    'e2e.json': { stats: { expected: 5, flaky: 2, unexpected: 1, skipped: 3 }, errors: [] },
    'unit.json': { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, testResults: [] },
  })
  expect(lines.at(-1)).toBe('15 passed, 1 failed, 4 skipped')
  expect(lines.at(-2)).toMatch(/^2 flaky\b/)
})

it('says nothing of flaky tests when there were none', () => {
  expect(summarise({ 'e2e.json': { stats: { expected: 3, flaky: 0, unexpected: 0, skipped: 0 }, errors: [] } })).toEqual(['3 passed, 0 failed, 0 skipped'])
})

it('names each failed and flaky test above the closing lines: the runner, the file, the project and the title', () => {
  const lines = summarise({
    'e2e-sqlite.json': {
      stats: { expected: 1, flaky: 1, unexpected: 1, skipped: 0 },
      errors: [],
      suites: [
        {
          title: 'security.spec.ts',
          specs: [{ title: 'nonces its script', file: 'security.spec.ts', line: 52, tests: [{ projectName: 'desktop', status: 'unexpected' }] }],
          suites: [
            {
              title: 'the blog',
              specs: [
                { title: 'finds a post', file: 'blog.spec.ts', line: 9, tests: [{ projectName: 'phone', status: 'flaky' }] },
                { title: 'lists posts', file: 'blog.spec.ts', line: 3, tests: [{ projectName: 'phone', status: 'expected' }] },
              ],
            },
          ],
        },
      ],
    },
    'unit.json': {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [
        {
          name: path.join(process.cwd(), 'app/x.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'x reads y', status: 'failed' },
            { fullName: 'x reads z', status: 'passed' },
          ],
        },
        { name: path.join(process.cwd(), 'app/broken.test.ts'), status: 'failed', message: 'Cannot find module\nstack', assertionResults: [] },
      ],
    },
    'cycles.json': { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 },
  })
  expect(lines).toEqual([
    'failed  npm run cycles',
    'failed  e2e-sqlite [desktop] security.spec.ts:52 › nonces its script',
    'flaky   e2e-sqlite [phone] blog.spec.ts:9 › the blog › finds a post',
    'failed  unit app/x.test.ts › x reads y',
    'failed  unit app/broken.test.ts (outside its tests: Cannot find module)',
    "1 flaky (failed, then passed on a retry; see the browser tests' output)",
    '2 passed, 4 failed, 0 skipped',
  ])
})

it('puts the opening lines of a failed or flaky test’s first error under its name, without colour codes', () => {
  const lines = summarise({
    'e2e.json': {
      stats: { expected: 0, flaky: 1, unexpected: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          title: 'sharing.spec.ts',
          specs: [
            {
              title: 'stops sharing',
              file: 'sharing.spec.ts',
              line: 50,
              tests: [
                {
                  projectName: 'phone',
                  status: 'flaky',
                  results: [
                    {
                      status: 'failed',
                      error: {
                        message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: toast',
                        location: { file: 'sharing.spec.ts', line: 111 },
                      },
                    },
                    { status: 'passed' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    'integration.json': {
      numPassedTests: 0,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [
        {
          name: path.join(process.cwd(), 'tests/x.test.ts'),
          status: 'failed',
          assertionResults: [
            {
              fullName: 'a race',
              status: 'failed',
              failureMessages: ['AssertionError: expected 201 to be 400\n    at x.test.ts:302\n    at a\n    at b'],
            },
          ],
        },
      ],
    },
  })
  expect(lines.slice(0, -2)).toEqual([
    'flaky   e2e [phone] sharing.spec.ts:50 › stops sharing',
    '          Error: expect(locator).toBeVisible() failed',
    '          Locator: toast',
    '          at sharing.spec.ts:111',
    'failed  integration tests/x.test.ts › a race',
    '          AssertionError: expected 201 to be 400',
    '          at x.test.ts:302',
    '          at a',
  ])
})

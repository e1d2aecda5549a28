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

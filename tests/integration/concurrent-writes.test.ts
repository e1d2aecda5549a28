// A write that meets another process's lock on the SQLite file waits for it instead of failing as busy (ADR 155):
// another process may write the same file while the site runs (a command of the README, a backup, the sqlite3 shell).
// PostgreSQL has no file lock of this kind: the test is SQLite's.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startPayload, stopPayload } from './harness'

const onSqlite = (process.env.TEST_DATABASE_URI ?? 'sqlite') === 'sqlite'
let payload: Payload
beforeAll(async () => {
  if (onSqlite) payload = await startPayload()
})
afterAll(() => stopPayload(payload))

/** Another process that takes the file's write lock, says so, and holds it for HOLD_MS milliseconds before it commits. */
const HOLD_THE_LOCK = `
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: process.env.DATABASE_URI })
  const transaction = await client.transaction('write')
  await transaction.execute({ sql: 'UPDATE site_settings SET updated_at = ?', args: [new Date().toISOString()] })
  console.log('locked')
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.HOLD_MS)))
  await transaction.commit()
  client.close()
`

it.runIf(onSqlite)('a save while another process holds the write lock waits for it, then succeeds', async () => {
  const other = spawn(process.execPath, ['--input-type=module', '-e', HOLD_THE_LOCK], {
    env: { ...process.env, HOLD_MS: '700' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [said] = (await once(other.stdout!, 'data')) as [Buffer]
  expect(said.toString()).toContain('locked')
  // Made while the lock is held: without a busy timeout this fails at once with SQLITE_BUSY.
  const saved = await payload.create({
    collection: 'newsletter-subscribers',
    data: { email: 'waited@example.in', subscribedAt: new Date().toISOString() },
  })
  expect(saved).toMatchObject({ email: 'waited@example.in' })
  const [code] = (await once(other, 'exit')) as [number]
  expect(code).toBe(0)
  expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: 'waited@example.in' } } })).totalDocs).toBe(1)
})

// Issue 10, hole 3: no command a newcomer runs pushes a schema into a database that migrations own. These run the
// real scripts (`npm run create-admin`, `npm run seed`) in child processes, as a newcomer does, on scratch SQLite files.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-push-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Runs an npm script as the README shows it; NODE_ENV unset unless given, stdin closed (no one answers a prompt). */
function npmRun(file: string, script: string, args: string[] = [], env: Record<string, string> = {}) {
  // Vitest sets NODE_ENV=test and the development condition; a newcomer's shell has neither.
  const { NODE_ENV: _nodeEnv, NODE_OPTIONS: _nodeOptions, VITEST: _vitest, TEST: _test, ...shell } = process.env
  const childEnv: Record<string, string | undefined> = { ...shell, DATABASE_URI: `file:${path.join(dir, file)}`, MEDIA_DIR: path.join(dir, 'media'), OUTBOX_DIR: path.join(dir, 'outbox'), ...env }
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 180_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

async function migrationRows(file: string) {
  const client = createClient({ url: `file:${path.join(dir, file)}` })
  try {
    const { rows } = await client.execute('SELECT name, batch FROM payload_migrations ORDER BY name')
    return rows.map((row) => ({ name: String(row.name), batch: Number(row.batch) }))
  } finally {
    client.close()
  }
}

const admin = ['--email', 'first@example.com', '--password', 'a long password', '--name', 'First Admin']
const sqliteOnly = (process.env.TEST_DATABASE_URI ?? 'sqlite') === 'sqlite'

describe.runIf(sqliteOnly)('schema push and migrations', { timeout: 600_000 }, () => {
  it('create-admin with NODE_ENV unset migrates, creates the admin and writes no dev row; seed runs after it', async () => {
    const created = npmRun('first.db', 'create-admin', admin)
    expect(created.output).toContain('Created admin first@example.com')
    expect(created.status).toBe(0)
    const rows = await migrationRows('first.db')
    expect(rows.filter((row) => row.batch === -1)).toEqual([])
    expect(rows.length).toBeGreaterThan(0)

    const seeded = npmRun('first.db', 'seed')
    expect(seeded.output).toContain('The database is ready.')
    expect(seeded.status).toBe(0)
  })

  it('refuses to push a schema into a database that migrations own, and leaves it as it was', async () => {
    const before = await migrationRows('first.db')
    const pushed = npmRun('first.db', 'seed', [], { DATABASE_SCHEMA_PUSH: 'true' })
    expect(pushed.status).not.toBe(0)
    expect(pushed.output).toContain('migrations own this database')
    expect(await migrationRows('first.db')).toEqual(before)
  })

  it('rebuilds from the migrations a pushed database that holds nothing anyone entered', async () => {
    const pushed = npmRun('pushed-empty.db', 'seed', [], { DATABASE_SCHEMA_PUSH: 'true' })
    expect(pushed.status).toBe(0)
    expect((await migrationRows('pushed-empty.db')).some((row) => row.batch === -1)).toBe(true)

    // The step `npm start` runs before it serves (prepareDatabase, with NODE_ENV=production as start.mjs sets it).
    const started = npmRun('pushed-empty.db', 'seed', [], { NODE_ENV: 'production' })
    expect(started.output).toContain('rebuilt it from the migrations')
    expect(started.status).toBe(0)
    const rows = await migrationRows('pushed-empty.db')
    expect(rows.filter((row) => row.batch === -1)).toEqual([])
    expect(rows.length).toBeGreaterThan(0)
  })

  it('stops with a message naming the fix when a pushed database holds accounts, and changes nothing', async () => {
    expect(npmRun('pushed-used.db', 'create-admin', admin, { DATABASE_SCHEMA_PUSH: 'true' }).status).toBe(0)
    const before = await migrationRows('pushed-used.db')
    const started = npmRun('pushed-used.db', 'seed', [], { NODE_ENV: 'production' })
    expect(started.status).toBe(1)
    expect(started.output).toContain('was made by a schema push')
    expect(started.output).toContain('move it aside')
    expect(await migrationRows('pushed-used.db')).toEqual(before)
  })
})

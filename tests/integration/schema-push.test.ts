// No command a newcomer runs pushes a schema into a database that migrations own. These run the
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
  const childEnv: Record<string, string | undefined> = {
    ...shell,
    DATABASE_URI: `file:${path.join(dir, file)}`,
    MEDIA_DIR: path.join(dir, 'media'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    ...env,
  }
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 180_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

async function sql(file: string, statement: string) {
  const client = createClient({ url: `file:${path.join(dir, file)}` })
  try {
    return (await client.execute(statement)).rows
  } finally {
    client.close()
  }
}

async function migrationRows(file: string) {
  const rows = await sql(file, 'SELECT name, batch FROM payload_migrations ORDER BY name')
  return rows.map((row) => ({ name: String(row.name), batch: Number(row.batch) }))
}

async function count(file: string, table: string) {
  const [row] = await sql(file, `SELECT count(*) AS n FROM ${table}`)
  return Number(row?.n)
}

const admin = ['--email', 'first@example.com', '--password', 'a long password', '--name', 'First Admin']
const sqliteOnly = (process.env.TEST_DATABASE_URI ?? 'sqlite') === 'sqlite'

// One database through its life, because every push costs a minute on a small machine: `npm run dev`'s push with an
// account made in it, then the start step refusing it, then the same database emptied of people, rebuilt by the start
// step, and a later push refused. The newcomer's own orders are in tests/e2e/readme-commands.spec.ts.
describe.runIf(sqliteOnly)('schema push and migrations', { timeout: 600_000 }, () => {
  // The step `npm start` runs before it serves: prepareDatabase, with NODE_ENV=production as start.mjs sets it.
  const startStep = () => npmRun('pushed.db', 'seed', [], { NODE_ENV: 'production' })

  it('stops the start with a message naming the fix when a pushed database holds accounts, and changes nothing', async () => {
    const pushed = npmRun('pushed.db', 'create-admin', admin, { DATABASE_SCHEMA_PUSH: 'true' })
    expect(pushed.status).toBe(0)
    const before = await migrationRows('pushed.db')
    expect(before.some((row) => row.batch === -1)).toBe(true)

    const started = startStep()
    expect(started.status).toBe(1)
    expect(started.output).toContain('was made by a schema push')
    expect(started.output).toContain('move it aside')
    expect(await migrationRows('pushed.db')).toEqual(before)
    expect(await count('pushed.db', 'admins')).toBe(1)
  })

  it('rebuilds from the migrations a pushed database that holds nothing anyone entered', async () => {
    await sql('pushed.db', 'DELETE FROM admins')
    const started = startStep()
    expect(started.output).toContain('rebuilt it from the migrations')
    expect(started.status).toBe(0)
    const rows = await migrationRows('pushed.db')
    expect(rows.filter((row) => row.batch === -1)).toEqual([])
    expect(rows.length).toBeGreaterThan(0)
  })

  it('refuses to push a schema into a database that migrations own, and leaves it as it was', async () => {
    const before = await migrationRows('pushed.db')
    const pushed = npmRun('pushed.db', 'seed', [], { DATABASE_SCHEMA_PUSH: 'true' })
    expect(pushed.status).not.toBe(0)
    expect(pushed.output).toContain('migrations own this database')
    expect(await migrationRows('pushed.db')).toEqual(before)
  })
})

// Writes a new migration for every SQL dialect from the current collection config: `npm run migrate:create -- name`.
// SQLite is diffed in a scratch file; PostgreSQL needs a server (MIGRATE_POSTGRES_URI, default a local one).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2] ?? 'change'
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-migrate-'))
const targets = [
  { dialect: 'sqlite', uri: `file:${path.join(scratch, 'scratch.db')}` },
  { dialect: 'postgres', uri: process.env.MIGRATE_POSTGRES_URI ?? 'postgres://cosmic:cosmic@127.0.0.1:5432/cosmic_migrate' },
]
for (const { dialect, uri } of targets) {
  console.log(`\n— ${dialect}`)
  const env = { ...process.env, DATABASE_URI: uri, NODE_ENV: 'test', NODE_OPTIONS: '--conditions=development' }
  // Bring the scratch database up to the latest committed migration, then diff the config against it.
  for (const args of [['migrate'], ['migrate:create', name]]) {
    const run = spawnSync('npx', ['payload', ...args], { env, stdio: 'inherit' })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
}
fs.rmSync(scratch, { recursive: true, force: true })

// Drops and creates a PostgreSQL database through psql on the server's `postgres` database: the browser tests' server,
// the cluster tests and the scale bench each start on an empty one.
import { spawnSync } from 'node:child_process'

export function freshPostgresDatabase(uri) {
  const database = new URL(uri).pathname.slice(1)
  const admin = new URL(uri)
  admin.pathname = '/postgres'
  for (const sql of [`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, `CREATE DATABASE "${database}"`]) {
    const result = spawnSync('psql', [admin.toString(), '-qc', sql], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`psql: ${sql}: ${result.stderr}`)
  }
}

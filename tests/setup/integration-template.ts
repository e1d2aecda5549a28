// Vitest global setup for the integration project: migrates and seeds one database the way `npm start` does, once per
// run, and hands it to every test file as a template. Each file still gets a database of its own (tests/integration/
// harness.ts copies the template: a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL), so files stay
// independent; only the seeding, which writes every document in English and Hindi, is no longer repeated per file.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

export type IntegrationTemplate = { databaseUri: string; mediaDir: string; dialect: 'sqlite' | 'postgres' }

declare module 'vitest' {
  export interface ProvidedContext {
    integrationTemplate: IntegrationTemplate | null
  }
}

/** The server's maintenance database, from which databases are created and dropped. */
export function maintenanceUri(target: string) {
  const url = new URL(target)
  url.pathname = '/postgres'
  return url.toString()
}

async function postgresQuery(target: string, sql: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: maintenanceUri(target) })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  const target = process.env.TEST_DATABASE_URI ?? 'sqlite'
  // MongoDB has no cheap copy; its files seed their own databases as before.
  if (target !== 'sqlite' && !target.startsWith('postgres')) {
    project.provide('integrationTemplate', null)
    return
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-it-template-'))
  const mediaDir = path.join(dir, 'media')
  let databaseUri: string
  let drop = async () => {}
  if (target === 'sqlite') {
    databaseUri = `file:${path.join(dir, 'template.db')}`
  } else {
    const name = `cosmic_it_template_${crypto.randomBytes(5).toString('hex')}`
    await postgresQuery(target, `CREATE DATABASE "${name}"`)
    drop = () => postgresQuery(target, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    const url = new URL(target)
    url.pathname = `/${name}`
    databaseUri = url.toString()
  }
  const started = performance.now()
  // A process of its own, exactly as `npm run seed` runs: it exits when done, so no connection holds the template.
  execFileSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, DATABASE_URI: databaseUri, MEDIA_DIR: mediaDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  console.log(`Integration template database seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  project.provide('integrationTemplate', { databaseUri, mediaDir, dialect: target === 'sqlite' ? 'sqlite' : 'postgres' })
  return async () => {
    await drop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// A real Payload on a throwaway database for one test file: SQLite in a temp file, or a fresh database on the
// PostgreSQL / MongoDB server named by TEST_DATABASE_URI. Migrated and seeded exactly as `npm start` does.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

let cleanup: (() => Promise<void>) | undefined

async function throwawayDatabase(): Promise<string> {
  const target = process.env.TEST_DATABASE_URI ?? 'sqlite'
  const name = `cosmic_it_${crypto.randomBytes(5).toString('hex')}`
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-it-'))
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true })
    return `file:${path.join(dir, 'test.db')}`
  }
  if (target.startsWith('postgres')) {
    const { default: pg } = await import('pg')
    // Databases are created and dropped from the server's maintenance database; the URI's own need not exist.
    const maintenance = new URL(target)
    maintenance.pathname = '/postgres'
    const admin = new pg.Client({ connectionString: maintenance.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    cleanup = async () => {
      const client = new pg.Client({ connectionString: maintenance.toString() })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    }
    const url = new URL(target)
    url.pathname = `/${name}`
    return url.toString()
  }
  const url = new URL(target)
  url.pathname = `/${name}`
  return url.toString()
}

export async function startPayload(): Promise<Payload> {
  process.env.DATABASE_URI = await throwawayDatabase()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-media-'))
  process.env.MEDIA_DIR = mediaDir
  const dropDatabase = cleanup
  cleanup = async () => {
    await dropDatabase?.()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  const { prepareDatabase } = await import('../../app/utils/database.server')
  return prepareDatabase(() => {})
}

export async function stopPayload(payload: Payload | undefined) {
  const db = payload?.db as { destroy?: () => Promise<void>; pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
  if (typeof db?.destroy === 'function') await db.destroy()
  // Dropping the PostgreSQL database terminates the pool's idle connections; that is expected here, not an error.
  db?.pool?.on('error', () => {})
  await cleanup?.()
}

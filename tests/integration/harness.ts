// A real Payload on a throwaway database for one test file: SQLite in a temp file, or a fresh database on the
// PostgreSQL / MongoDB server named by TEST_DATABASE_URI. Migrated and seeded exactly as `npm start` does: by a copy
// of the run's template database (tests/setup/integration-template.ts), or from scratch where there is none.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { maintenanceUri } from '../setup/integration-template'

let cleanup: (() => Promise<void>) | undefined

async function throwawayDatabase(fromTemplate: boolean): Promise<string> {
  const target = process.env.TEST_DATABASE_URI ?? 'sqlite'
  const name = `cosmic_it_${crypto.randomBytes(5).toString('hex')}`
  const template = fromTemplate ? inject('integrationTemplate') : null
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-it-'))
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true })
    const file = path.join(dir, 'test.db')
    if (template) fs.copyFileSync(template.databaseUri.slice('file:'.length), file)
    return `file:${file}`
  }
  if (target.startsWith('postgres')) {
    const { default: pg } = await import('pg')
    // Databases are created and dropped from the server's maintenance database; the URI's own need not exist.
    const maintenance = maintenanceUri(target)
    const admin = new pg.Client({ connectionString: maintenance })
    await admin.connect()
    const from = template ? ` TEMPLATE "${new URL(template.databaseUri).pathname.slice(1)}"` : ''
    await admin.query(`CREATE DATABASE "${name}"${from}`)
    await admin.end()
    cleanup = async () => {
      const client = new pg.Client({ connectionString: maintenance })
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

/** `seeded: false`: migrated but empty, for a test that seeds it its own way. */
export async function startPayload({ seeded = true } = {}): Promise<Payload> {
  process.env.DATABASE_URI = await throwawayDatabase(seeded)
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-media-'))
  const template = seeded ? inject('integrationTemplate') : null
  // The template's documents point at the images the seed wrote beside it.
  if (template) fs.cpSync(template.mediaDir, mediaDir, { recursive: true })
  process.env.MEDIA_DIR = mediaDir
  const dropDatabase = cleanup
  cleanup = async () => {
    await dropDatabase?.()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  const { prepareDatabase } = await import('../../app/utils/database.server')
  return prepareDatabase(() => {}, { seed: seeded })
}

/** A database as the seed left it before the site had Hindi: every document in English only. */
export async function startPayloadInEnglishOnly(): Promise<Payload> {
  const payload = await startPayload({ seeded: false })
  const { seed } = await import('../../seed/run')
  await seed(payload, () => {}, { readingTexts: [], posts: {}, pages: {}, faqs: [], testimonials: [], astrologers: {}, tiers: {} })
  return payload
}

export async function stopPayload(payload: Payload | undefined) {
  const db = payload?.db as { destroy?: () => Promise<void>; pool?: { on: (event: 'error', listener: () => void) => void } } | undefined
  if (typeof db?.destroy === 'function') await db.destroy()
  // Dropping the PostgreSQL database terminates the pool's idle connections; that is expected here, not an error.
  db?.pool?.on('error', () => {})
  await cleanup?.()
}

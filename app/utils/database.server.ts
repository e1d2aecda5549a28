import type { CollectionSlug, Payload } from 'payload'
import { fillGlobals, isSeeded, seed } from '../../seed/run'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { getEnv } from './env.server'
import { getPayloadClient } from './payload.server'

/** What people enter: a database holding any of these is never dropped, whatever state its schema is in. */
const ENTERED_BY_PEOPLE: CollectionSlug[] = ['admins', 'users', 'profiles', 'contact-messages', 'newsletter-subscribers']

async function hasMigrationTable(payload: Payload): Promise<boolean> {
  const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: { n: unknown }[] }> }
  const raw =
    payload.db.name === 'sqlite'
      ? `SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`
      : `SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'payload_migrations'`
  const { rows } = await db.execute({ drizzle: db.drizzle, raw })
  return Number(rows[0]?.n) > 0
}

/**
 * A schema push records itself as a migration row of batch -1 (named `dev`). Payload's migrate then stops at an
 * interactive "data loss will occur" prompt, which nobody answers under `npm start` (exit 13). We answer it ourselves
 * (ADR 043): a pushed database that holds nothing anyone entered is rebuilt from the migrations; one that does is left
 * alone and the start stops with a message saying what to do.
 */
async function settlePushedSchema(payload: Payload, log: (message: string) => void) {
  if (!(await hasMigrationTable(payload))) return
  const pushed = await payload.find({ collection: 'payload-migrations', where: { batch: { equals: -1 } }, limit: 1, pagination: false })
  if (!pushed.docs.length) return
  for (const collection of ENTERED_BY_PEOPLE) {
    if ((await payload.count({ collection })).totalDocs > 0) {
      throw new Error(
        'This database was made by a schema push (a `dev` row in payload_migrations, left by `npm run dev` or by an older ' +
          '`npm run create-admin`), so the migrations cannot take it over, and it holds accounts or messages, so it was not ' +
          'rebuilt. Keep it for `npm run dev` only, or move it aside (for SQLite, rename the file DATABASE_URI names) and ' +
          'run `npm start` again for a fresh database.',
      )
    }
  }
  log('This database had a development schema pushed into it and held nothing anyone entered: rebuilt it from the migrations.')
  const db = payload.db as unknown as { dropDatabase: (args: { adapter: unknown }) => Promise<void> }
  await db.dropDatabase({ adapter: payload.db })
}

/**
 * Brings the schema up to date (SQL databases) and seeds an empty database with the product's content. Tests that
 * seed in a way of their own (an English-only database from before the site had Hindi) ask for `seed: false`.
 */
export async function prepareDatabase(log: (message: string) => void = console.log, { seed: seedContent = true } = {}): Promise<Payload> {
  const payload = await getPayloadClient()
  const dialect = payload.db.name
  // Only `npm run dev` pushes its schema (DATABASE_SCHEMA_PUSH, read once in env.server.ts); everywhere else the
  // committed migrations are the schema.
  if (!getEnv().DATABASE_SCHEMA_PUSH && (dialect === 'sqlite' || dialect === 'postgres')) {
    await settlePushedSchema(payload, log)
    await payload.db.migrate({ migrations: (dialect === 'sqlite' ? sqliteMigrations : postgresMigrations) as never })
  }
  if (!seedContent) return payload
  if (!(await isSeeded(payload))) {
    log('Seeding the database with the site’s content…')
    await seed(payload, (message) => log(`  seeded ${message}`))
  } else {
    await fillGlobals(payload)
  }
  return payload
}

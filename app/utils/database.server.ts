import type { Payload } from 'payload'
import { fillGlobals, isSeeded, seed } from '../../seed/run'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { getPayloadClient } from './payload.server'

/** Brings the schema up to date (SQL databases) and seeds an empty database with the product's content. */
export async function prepareDatabase(log: (message: string) => void = console.log): Promise<Payload> {
  const payload = await getPayloadClient()
  const dialect = payload.db.name
  // `npm run dev` pushes its schema instead; elsewhere the committed migrations are the schema.
  if (process.env.NODE_ENV !== 'development' && (dialect === 'sqlite' || dialect === 'postgres')) {
    await payload.db.migrate({ migrations: (dialect === 'sqlite' ? sqliteMigrations : postgresMigrations) as never })
  }
  if (!(await isSeeded(payload))) {
    log('Seeding the database with the site’s content…')
    await seed(payload, (message) => log(`  seeded ${message}`))
  } else {
    await fillGlobals(payload)
  }
  return payload
}

// The data repair for system fields (see system-fields.test.ts): rows stored with a broken timestamp before callers
// were kept from writing one are readable again after migrations/*/20261123_120000_repair_system_dates.
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { apiClient, profileData, quietly, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

type Raw = (query: string) => Promise<unknown>

async function database(): Promise<{ raw: Raw; repair: () => Promise<void>; broken: string[] }> {
  const db = payload.db as unknown as { name: string; drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> } }
  const req = {} as never
  if (db.name === 'sqlite') {
    const { sql } = await import('@payloadcms/db-sqlite')
    const { up } = await import('../../migrations/sqlite/20261123_120000_repair_system_dates')
    // What the hole stored: `true` bound as 1, and strings no reader formats.
    return { raw: (q) => db.drizzle.run!(sql.raw(q)), repair: () => up({ db: db.drizzle as never, payload, req }), broken: ['1.0', `'1e308'`, `'true'`] }
  }
  const { sql } = await import('@payloadcms/db-postgres')
  const { up } = await import('../../migrations/postgres/20261123_120000_repair_system_dates')
  return {
    raw: (q) => db.drizzle.execute!(sql.raw(q)),
    repair: () => up({ db: db.drizzle as never, payload, req }),
    broken: [`'infinity'`, `'-infinity'`, `'12000-01-01T00:00:00Z'`],
  }
}

it('repairs every broken timestamp, and profiles are listed again', async () => {
  const { raw, repair, broken } = await database()
  const profile = await payload.create({
    collection: 'profiles',
    data: profileData('Broken') as never,
    overrideAccess: false,
    user: api.users.customer,
    depth: 0,
  })
  const sound = await payload.create({ collection: 'contact-messages', data: { name: 'Sound', email: 'sound@example.in', subject: 'S', message: 'M' } })
  await raw(`UPDATE profiles SET created_at = ${broken[0]}, updated_at = ${broken[1]} WHERE id = ${profile.id}`)
  await raw(`UPDATE users SET created_at = ${broken[2]} WHERE id = ${api.users.customer!.id}`)
  if (payload.db.name === 'sqlite') {
    // What the probe saw: one row breaks the admin's list for everyone.
    expect((await quietly(payload, () => api.call('admin', 'GET', '/api/profiles?depth=0'))).status).toBe(500)
  }

  await repair()

  const rest = await api.call('admin', 'GET', '/api/profiles?depth=0')
  expect(rest.status, rest.text.slice(0, 300)).toBe(200)
  const repaired = await payload.findByID({ collection: 'profiles', id: profile.id, depth: 0 })
  expect(Math.abs(Date.parse(repaired.createdAt) - Date.now())).toBeLessThan(60_000)
  expect(repaired.updatedAt).toBe(repaired.createdAt)
  const account = await payload.findByID({ collection: 'users', id: api.users.customer!.id, depth: 0 })
  expect(account.createdAt).toBe(account.updatedAt)
  // Sound rows are left as they were.
  expect((await payload.findByID({ collection: 'contact-messages', id: sound.id })).createdAt).toBe(sound.createdAt)
  // Running it again changes nothing.
  await repair()
  expect(await payload.findByID({ collection: 'profiles', id: profile.id, depth: 0 })).toEqual(repaired)
})

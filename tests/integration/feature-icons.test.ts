// A landing feature's icon is one of the named SVG icons, no longer an emoji. The seed gives names, the
// collection refuses anything else, and migrations/*/20261123_213434_feature_icons turns stored emoji into names.
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { FEATURE_ICONS } from '../../app/schemas/feature-icons'
import { startPayload, stopPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})
afterAll(() => stopPayload(payload))

type Feature = { id?: string; icon: string; title: string; body: string }

async function features(): Promise<Feature[]> {
  return ((await payload.findGlobal({ slug: 'landing', depth: 0 })).features ?? []) as Feature[]
}

it('the seeded features carry icon names the site draws', async () => {
  const icons = (await features()).map((f) => f.icon)
  expect(icons).toHaveLength(6)
  for (const icon of icons) expect(FEATURE_ICONS).toContain(icon)
})

it('refuses an emoji or an unknown name as a feature icon, and stores nothing', async () => {
  const before = await features()
  for (const icon of ['🌅', 'rocket']) {
    const data = { features: before.map((f, i) => ({ ...f, icon: i === 0 ? icon : f.icon })) }
    await expect(payload.updateGlobal({ slug: 'landing', data: data as never })).rejects.toThrow(/icon/i)
  }
  expect(await features()).toEqual(before)
})

it('the migration turns stored emoji into the names drawn in their place', async () => {
  const db = payload.db as unknown as { name: string; drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> } }
  const req = {} as never
  const [first, second] = await features()
  if (db.name === 'sqlite') {
    const { sql } = await import('@payloadcms/db-sqlite')
    const { up } = await import('../../migrations/sqlite/20261123_213434_feature_icons')
    await db.drizzle.run!(sql.raw(`UPDATE landing_features SET icon = '🏔️' WHERE id = '${first!.id}'`))
    await db.drizzle.run!(sql.raw(`UPDATE landing_features SET icon = '🚀' WHERE id = '${second!.id}'`))
    await up({ db: db.drizzle as never, payload, req })
  } else {
    // On PostgreSQL the column is an enum after the migration: take it back to text, store emoji, migrate again.
    const { sql } = await import('@payloadcms/db-postgres')
    const { down, up } = await import('../../migrations/postgres/20261123_213434_feature_icons')
    await down({ db: db.drizzle as never, payload, req })
    await db.drizzle.execute!(sql.raw(`UPDATE landing_features SET icon = '🏔️' WHERE id = '${first!.id}'`))
    await db.drizzle.execute!(sql.raw(`UPDATE landing_features SET icon = '🚀' WHERE id = '${second!.id}'`))
    await up({ db: db.drizzle as never, payload, req })
  }
  const after = await features()
  expect(after[0]!.icon).toBe('mountain')
  expect(after[1]!.icon).toBe('sparkles')
})

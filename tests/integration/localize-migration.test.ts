// The `localize_content` migrations (migrations/*/…_localize_content.ts, ADR 058) move every localized column into a
// `_locales` table. A database that existed before them must read exactly as before, in English: the seeded content,
// drafts' versions, the globals, and rows written straight into the old schema.
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startPayloadInEnglishOnly, stopPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  // The databases this migration meets were seeded before the site had Hindi.
  payload = await startPayloadInEnglishOnly()
})
afterAll(() => stopPayload(payload))

const LOCALIZED: CollectionSlug[] = ['posts', 'pages', 'media', 'reading-texts', 'faqs', 'testimonials', 'astrologers', 'tiers']
const GLOBALS: GlobalSlug[] = ['site-settings', 'landing', 'pricing-page']

type Step = () => Promise<void>

async function migration(): Promise<{ raw: (query: string) => Promise<unknown>; up: Step; down: Step }> {
  const db = payload.db as unknown as { name: string; drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> } }
  const req = {} as never
  if (db.name === 'sqlite') {
    const { sql } = await import('@payloadcms/db-sqlite')
    const step = await import('../../migrations/sqlite/20261123_213059_localize_content')
    const later = [
      await import('../../migrations/sqlite/20261124_131453_editors_preview_seo_fields_site_settings'),
      await import('../../migrations/sqlite/20261128_013637_edited_by'),
    ]
    const args = { db: db.drizzle as never, payload, req }
    return { raw: (q) => db.drizzle.run!(sql.raw(q)), ...around(step, later, args) }
  }
  const { sql } = await import('@payloadcms/db-postgres')
  const step = await import('../../migrations/postgres/20261123_213244_localize_content')
  const later = [
    await import('../../migrations/postgres/20261124_131507_editors_preview_seo_fields_site_settings'),
    await import('../../migrations/postgres/20261128_013725_edited_by'),
  ]
  const args = { db: db.drizzle as never, payload, req }
  return { raw: (q) => db.drizzle.execute!(sql.raw(q)), ...around(step, later, args) }
}

type Migration<Args> = { up: (args: Args) => Promise<void>; down: (args: Args) => Promise<void> }

/**
 * The localization step, taken back and forward on a database migrated to the end. The later migrations that change
 * the same tables (the editors' one: read time into `posts_locales`, no app-store columns; who made each version: a
 * column SQLite's rebuild of the versions tables would lose) are taken back first, newest first, and forward after it,
 * as `migrate:down` and `migrate` would run them.
 */
function around<Args>(step: Migration<Args>, later: Migration<Args>[], args: Args): { up: Step; down: Step } {
  return {
    down: async () => {
      for (const migration of [...later].reverse()) await migration.down(args)
      await step.down(args)
    },
    up: async () => {
      await step.up(args)
      for (const migration of later) await migration.up(args)
    },
  }
}

/** Everything a visitor could read, as the English site reads it. */
async function englishContent(locale: 'en' | 'hi' = 'en', fallback = true) {
  const fallbackLocale = fallback ? 'en' : false
  const collections = await Promise.all(
    LOCALIZED.map(async (collection) => {
      const { docs } = await payload.find({ collection, locale, fallbackLocale, depth: 0, draft: true, pagination: false, sort: 'id' })
      return [collection, docs] as const
    }),
  )
  const versions = await Promise.all(
    (['posts', 'pages'] as const).map(async (collection) => {
      const { docs } = await payload.findVersions({ collection, locale, fallbackLocale, depth: 0, pagination: false, sort: 'id' })
      return [`${collection} versions`, docs.map((doc) => doc.version)] as const
    }),
  )
  const globals = await Promise.all(GLOBALS.map(async (slug) => [slug, await payload.findGlobal({ slug, locale, fallbackLocale, depth: 0 })] as const))
  return Object.fromEntries([...collections, ...versions, ...globals])
}

it('keeps every text stored before localization as its English version', async () => {
  const { raw, up, down } = await migration()
  const seeded = await englishContent()
  expect((seeded['reading-texts'] as unknown[]).length).toBeGreaterThan(100)

  // Back to the schema before localization, where the text lived in the documents' own rows.
  await down()
  const stamp = `'2026-01-02T03:04:05.000Z'`
  await raw(`INSERT INTO "faqs" ("question", "answer", "placement", "order", "updated_at", "created_at")
    VALUES ('Is an old question kept?', 'Yes, word for word.', 'contact', 99, ${stamp}, ${stamp})`)
  await raw(`UPDATE "testimonials" SET "quote" = 'Edited under the old schema.' WHERE "id" = (SELECT min("id") FROM "testimonials")`)
  await raw(`UPDATE "landing" SET "hero_heading" = 'A heading edited under the old schema'`)

  await up()

  const migrated = await englishContent()
  const oldFaq = (migrated.faqs as { question: string; answer: string; hindiVersion: string }[]).find((faq) => faq.question === 'Is an old question kept?')
  expect(oldFaq).toMatchObject({ answer: 'Yes, word for word.', hindiVersion: 'missing' })
  const edited = (migrated.testimonials as { quote: string }[])[0]
  expect(edited.quote).toBe('Edited under the old schema.')
  expect((migrated.landing as { hero: { heading: string } }).hero.heading).toBe('A heading edited under the old schema')

  // Everything else reads exactly as it did before.
  const expected = structuredClone(seeded)
  ;(expected.testimonials as { quote: string }[])[0].quote = edited.quote
  ;(expected.landing as { hero: { heading: string } }).hero.heading = 'A heading edited under the old schema'
  expect({ ...migrated, faqs: (migrated.faqs as unknown[]).filter((faq) => faq !== oldFaq) }).toEqual(expected)

  // The text moved into the English rows; there is no Hindi yet, so Hindi readers get the English.
  expect((await englishContent('hi')).faqs).toEqual(migrated.faqs)
  const hindiOnly = await payload.findByID({
    collection: 'faqs',
    id: (oldFaq as unknown as { id: number }).id,
    locale: 'hi',
    fallbackLocale: false,
    depth: 0,
  })
  expect(hindiOnly.question ?? null).toBeNull()
})

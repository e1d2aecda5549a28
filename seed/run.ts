// Seeds a database with the product's hand-written content. Every step is idempotent (each document is found by its
// natural key before it is created), so a seed interrupted half-way simply finishes on the next start.
import type { Payload, Where } from 'payload'
import sharp from 'sharp'
import { astrologers } from './content/astrologers'
import { faqs } from './content/faqs'
import { pages } from './content/pages'
import { posts } from './content/posts'
import { compatibilityTexts } from './content/compatibility-texts'
import { crushTexts } from './content/crush-texts'
import { readingTexts } from './content/reading-texts'
import { dailyFactorTexts } from './content/daily-factor-texts'
import { numerologyTexts } from './content/numerology-texts'
import { remedyTexts } from './content/remedy-texts'
import { signHoroscopeTexts } from './content/sign-horoscope-texts'
import { landing, pricingPage, siteSettings } from './content/site'
import { testimonials } from './content/testimonials'
import { tiers } from './content/tiers'
import { hindiSeed, type HindiSeed } from './hindi'
import { blocksToLexical } from './lexical'
import type { SeedLandingHi } from './translations'
import type { SeedAstrologer, SeedImage, SeedLanding, SeedPricingPage } from './types'

type Slug = Parameters<Payload['find']>[0]['collection']
type Found = Record<string, unknown> & { id: number | string; hindiVersion?: string | null }

/** The seeded document found by its natural key (in English), created when `create` and not found. */
async function ensure(payload: Payload, collection: Slug, where: Where, data: Record<string, unknown>, create: boolean): Promise<Found | null> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, locale: 'en' })
  if (docs[0]) return docs[0] as unknown as Found
  if (!create) return null
  return (await payload.create({ collection, data: data as never })) as unknown as Found
}

/**
 * An astrologer seeded before bookings had a calendar gets the seed's hours, types and days off once; an
 * astrologer with hours of their own, set by an admin, is left alone.
 */
async function ensureCalendar(payload: Payload, doc: Found | null, astrologer: SeedAstrologer) {
  if (!doc) return
  const current = await payload.findByID({ collection: 'astrologers', id: doc.id, depth: 0, locale: 'en' })
  if (current.availability?.length) return
  const { timeZone, consultationTypes, availability, daysOff } = astrologer
  await payload.update({ collection: 'astrologers', id: doc.id, locale: 'en', data: { timeZone, consultationTypes, availability, daysOff } })
}

async function ensureImage(payload: Payload, image: SeedImage, create: boolean): Promise<Found | null> {
  const filename = image.filename.replace(/\.svg$/, '') + '.webp'
  // Found by its alt text: Payload renames a file whose name is already taken on disk, so the filename is not a key.
  const { docs } = await payload.find({ collection: 'media', where: { alt: { equals: image.alt } }, limit: 1, depth: 0, locale: 'en' })
  if (docs[0]) return docs[0] as unknown as Found
  if (!create) return null
  const data = await sharp(Buffer.from(image.svg)).webp({ quality: 85 }).toBuffer()
  const created = await payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
  })
  return created as unknown as Found
}

/**
 * Writes the Hindi version of a seeded document that has none yet (locale `hi`). The seed's Hindi translates the
 * seed's English, so a document whose English texts an editor has changed since is left alone, as is one whose
 * Hindi is there already: running again changes nothing.
 */
async function translate(
  payload: Payload,
  collection: Slug,
  doc: Found | null,
  english: Record<string, unknown>,
  hindi: Record<string, unknown> | undefined,
) {
  if (!doc || !hindi || doc.hindiVersion === 'done') return false
  const unchanged = Object.entries(english).every(([key, value]) => typeof value !== 'string' || doc[key] === value)
  if (!unchanged) return false
  await payload.update({ collection, id: doc.id, locale: 'hi', data: hindi as never, depth: 0 })
  return true
}

const isEmpty = (value: unknown): boolean =>
  value == null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isEmpty))

type GlobalSlug = 'landing' | 'pricing-page' | 'site-settings'
type Doc = Record<string, unknown>

/** The seed's words for each global, English and Hindi, in the shape Payload stores. */
function globalDefaults(hindi: HindiSeed, englishLanding: Doc | undefined) {
  const landingData = (words: SeedLanding | SeedLandingHi) => ({
    ...words,
    app: { ...words.app, bullets: words.app.bullets.map((bullet) => ({ bullet })) },
  })
  const pricingData = (words: SeedPricingPage) => ({ ...words, freeFeatures: words.freeFeatures.map((feature) => ({ feature })) })
  // The landing page's features are one list with its icons; the Hindi names the English rows so the icons stay.
  const rows = (englishLanding?.features ?? []) as { id?: string; icon?: string }[]
  const hindiLanding =
    hindi.landing && rows.length === hindi.landing.features.length
      ? { ...landingData(hindi.landing), features: rows.map((row, index) => ({ id: row.id, icon: row.icon, ...hindi.landing!.features[index] })) }
      : undefined
  return {
    en: [
      ['landing', landingData(landing)],
      ['pricing-page', pricingData(pricingPage)],
      // Last: a filled site name is what marks a database as seeded.
      ['site-settings', siteSettings],
    ] as [GlobalSlug, Doc][],
    hi: [
      ['landing', hindiLanding],
      ['pricing-page', hindi.pricingPage && pricingData(hindi.pricingPage)],
      ['site-settings', hindi.siteSettings],
    ] as [GlobalSlug, Doc | undefined][],
  }
}

/** A field whose text is not there yet; in a list of rows, a row without its words (the icon alone is not text). */
const lacksText = (value: unknown): boolean =>
  isEmpty(value) || (Array.isArray(value) && value.some((row) => typeof row === 'object' && row !== null && 'title' in row && isEmpty(row.title)))

/**
 * Writes the seed's words into each global field that is still empty, in English and then in Hindi, and leaves
 * every field an editor has written alone. Runs at every start, so a field added by a later release gets its text
 * on an existing database too, and a database seeded before the site had Hindi gets its Hindi.
 */
export async function fillGlobals(payload: Payload, hindi: HindiSeed = hindiSeed) {
  const english = globalDefaults(hindi, undefined).en
  for (const [slug, defaults] of english) {
    const current = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Doc
    const missing = Object.fromEntries(Object.entries(defaults).filter(([key]) => isEmpty(current[key])))
    if (Object.keys(missing).length) await payload.updateGlobal({ slug, data: missing as never })
  }
  const englishLanding = (await payload.findGlobal({ slug: 'landing', depth: 0 })) as unknown as Doc
  const seedEnglish = new Map(english)
  for (const [slug, defaults] of globalDefaults(hindi, englishLanding).hi) {
    if (!defaults) continue
    // Without a fallback: an empty Hindi field must read as empty, not as its English.
    const current = (await payload.findGlobal({ slug, depth: 0, locale: 'hi', fallbackLocale: false })) as unknown as Doc
    const missing = Object.keys(defaults).filter((key) => lacksText(current[key]))
    if (!missing.length) continue
    // The seed's Hindi translates the seed's English: where an editor has rewritten the English, the Hindi is theirs
    // to write. All or nothing, since a global's first Hindi save needs every required field.
    const englishNow = (await payload.findGlobal({ slug, depth: 0, locale: 'en' })) as unknown as Doc
    if (missing.some((key) => !sameWords(englishNow[key], seedEnglish.get(slug)?.[key]))) continue
    await payload.updateGlobal({ slug, locale: 'hi', data: Object.fromEntries(missing.map((key) => [key, defaults[key]])) as never })
  }
}

/** The words of a value, leaving out the ids Payload gives list rows, so stored and seed values compare. */
function words(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(words)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value).filter(([key, inner]) => key !== 'id' && inner !== null && inner !== undefined)
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, words(inner)]))
}

const sameWords = (a: unknown, b: unknown) => JSON.stringify(words(a)) === JSON.stringify(words(b))

/** True once the site settings exist: the last thing a complete seed writes. */
export async function isSeeded(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return Boolean(settings.siteName)
}

/** Seeds every document in English, then writes its Hindi from `hindi` where the translators have written it. */
export async function seed(payload: Payload, log: (message: string) => void = () => {}, hindi: HindiSeed = hindiSeed) {
  await seedDocuments(payload, log, hindi, true)
}

/**
 * For a database seeded before the site had Hindi (`npm run seed`): writes the Hindi of every seeded document still
 * without it, creating nothing. The globals' Hindi is filled at every start (fillGlobals).
 */
export async function translateSeeded(payload: Payload, log: (message: string) => void = () => {}, hindi: HindiSeed = hindiSeed) {
  await seedDocuments(payload, log, hindi, false)
}

async function seedDocuments(payload: Payload, log: (message: string) => void, hindi: HindiSeed, create: boolean) {
  let translated = 0
  const count = (done: boolean) => {
    if (done) translated += 1
  }
  for (const post of posts) {
    const image = await ensureImage(payload, post.image, create)
    const { image: _image, body, ...rest } = post
    const english = {
      ...rest,
      content: blocksToLexical(body),
      featuredImage: image?.id,
      publishedAt: new Date(`${post.publishedAt}T06:00:00Z`).toISOString(),
      _status: 'published',
    }
    const doc = await ensure(payload, 'posts', { slug: { equals: post.slug } }, english, create)
    const hi = hindi.posts[post.slug]
    await translate(payload, 'media', image, { alt: post.image.alt }, hi && { alt: hi.imageAlt })
    count(
      await translate(
        payload,
        'posts',
        doc,
        english,
        hi && { title: hi.title, excerpt: hi.excerpt, content: blocksToLexical(hi.body), _status: 'published' },
      ),
    )
  }
  log(`posts: ${posts.length}`)

  for (const page of pages) {
    const { body, ...rest } = page
    const english = { ...rest, content: blocksToLexical(body), _status: 'published' }
    const doc = await ensure(payload, 'pages', { slug: { equals: page.slug } }, english, create)
    const hi = hindi.pages[page.slug]
    count(
      await translate(
        payload,
        'pages',
        doc,
        english,
        hi && { title: hi.title, description: hi.description, content: blocksToLexical(hi.body), _status: 'published' },
      ),
    )
  }
  log(`pages: ${pages.length}`)

  for (const [index, faq] of faqs.entries()) {
    const doc = await ensure(payload, 'faqs', { question: { equals: faq.question } }, faq, create)
    const hi = hindi.faqs[index]
    count(await translate(payload, 'faqs', doc, faq, hi && { question: hi.question, answer: hi.answer }))
  }
  for (const [index, testimonial] of testimonials.entries()) {
    const doc = await ensure(payload, 'testimonials', { name: { equals: testimonial.name } }, testimonial, create)
    const hi = hindi.testimonials[index]
    count(await translate(payload, 'testimonials', doc, testimonial, hi && { city: hi.city, quote: hi.quote }))
  }
  for (const astrologer of astrologers) {
    const { image: seedImage, ...rest } = astrologer
    const image = await ensureImage(payload, seedImage, create)
    const english = { ...rest, photo: image?.id, active: true }
    const doc = await ensure(payload, 'astrologers', { slug: { equals: astrologer.slug } }, english, create)
    await ensureCalendar(payload, doc, astrologer)
    const hi = hindi.astrologers[astrologer.slug]
    await translate(payload, 'media', image, { alt: seedImage.alt }, hi && { alt: hi.imageAlt })
    count(await translate(payload, 'astrologers', doc, english, hi && { specialty: hi.specialty, bio: hi.bio, languages: hi.languages }))
  }
  for (const tier of tiers) {
    const english = { ...tier, features: tier.features.map((feature) => ({ feature })) }
    const doc = await ensure(payload, 'tiers', { sketches: { equals: tier.sketches } }, english, create)
    const hi = hindi.tiers[tier.order]
    count(await translate(payload, 'tiers', doc, english, hi && { name: hi.name, features: hi.features.map((feature) => ({ feature })) }))
  }
  log(`faqs: ${faqs.length}, testimonials: ${testimonials.length}, astrologers: ${astrologers.length}, tiers: ${tiers.length}`)

  for (const [index, { section, appliesTo, text }] of readingTexts.entries()) {
    const english = { section, appliesTo: appliesTo.kind, appliesToValue: 'value' in appliesTo ? appliesTo.value : undefined, text }
    const doc = await ensure(payload, 'reading-texts', { and: [{ section: { equals: section } }, { text: { equals: text } }] }, english, create)
    const hi = hindi.readingTexts[index]
    // The Hindi list pairs with the English one by position: a text in the wrong place would be shown for the wrong
    // sign or section, so a list that has drifted stops the seed.
    if (hi && (hi.section !== section || JSON.stringify(hi.appliesTo) !== JSON.stringify(appliesTo))) {
      throw new Error(
        `Hindi reading text ${index} is for ${hi.section} ${JSON.stringify(hi.appliesTo)}, the English for ${section} ${JSON.stringify(appliesTo)}`,
      )
    }
    count(await translate(payload, 'reading-texts', doc, english, hi && { text: hi.text }))
  }
  log(`reading texts: ${readingTexts.length}`)
  // the texts carry their Hindi beside them (seed/content/compatibility-texts.ts). It counts as part of the
  // reading texts' Hindi: a seed without that (a database as it was before the site had Hindi) writes none.
  const withHindi = hindi.readingTexts.length > 0
  for (const { en, hi, ...selector } of [
    ...compatibilityTexts,
    ...crushTexts,
    ...dailyFactorTexts,
    ...numerologyTexts,
    ...signHoroscopeTexts,
    ...remedyTexts,
  ]) {
    const english = { ...selector, text: en }
    const doc = await ensure(payload, 'reading-texts', { and: [{ section: { equals: selector.section } }, { text: { equals: en } }] }, english, create)
    count(await translate(payload, 'reading-texts', doc, english, withHindi ? { text: hi } : undefined))
  }

  await fillGlobals(payload, hindi)
  log(`settings and landing page; ${translated} documents given their Hindi`)
}

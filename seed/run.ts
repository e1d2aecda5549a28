// Seeds a database with the product's hand-written content. Every step is idempotent (each document is found by its
// natural key before it is created), so a seed interrupted half-way simply finishes on the next start.
import type { Payload, Where } from 'payload'
import sharp from 'sharp'
import { astrologers } from './content/astrologers'
import { faqs } from './content/faqs'
import { pages } from './content/pages'
import { posts } from './content/posts'
import { readingTexts } from './content/reading-texts'
import { landing, pricingPage, siteSettings } from './content/site'
import { testimonials } from './content/testimonials'
import { tiers } from './content/tiers'
import { blocksToLexical } from './lexical'
import type { SeedImage } from './types'

type Slug = Parameters<Payload['find']>[0]['collection']

async function ensure(payload: Payload, collection: Slug, where: Where, data: Record<string, unknown>) {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, draft: true })
  if (docs[0]) return docs[0].id
  const created = await payload.create({ collection, data: data as never })
  return created.id
}

async function ensureImage(payload: Payload, image: SeedImage) {
  const filename = image.filename.replace(/\.svg$/, '') + '.webp'
  // Found by its alt text: Payload renames a file whose name is already taken on disk, so the filename is not a key.
  const { docs } = await payload.find({ collection: 'media', where: { alt: { equals: image.alt } }, limit: 1, depth: 0 })
  if (docs[0]) return docs[0].id
  const data = await sharp(Buffer.from(image.svg)).webp({ quality: 85 }).toBuffer()
  const created = await payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
  })
  return created.id
}

const isEmpty = (value: unknown): boolean =>
  value == null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isEmpty))

/**
 * Writes the seed's words into each global field that is still empty, and leaves every field an editor has written
 * alone. Runs at every start, so a field added by a later release gets its text on an existing database too.
 */
export async function fillGlobals(payload: Payload) {
  const { appStoreUrl, playStoreUrl, apkUrl, ...settings } = siteSettings
  const globals = [
    ['landing', { ...landing, app: { ...landing.app, bullets: landing.app.bullets.map((bullet) => ({ bullet })) } }],
    ['pricing-page', { ...pricingPage, freeFeatures: pricingPage.freeFeatures.map((feature) => ({ feature })) }],
    // Last: a filled site name is what marks a database as seeded.
    ['site-settings', { ...settings, apps: { appStoreUrl, playStoreUrl, apkUrl } }],
  ] as const
  for (const [slug, defaults] of globals) {
    const current = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>
    const missing = Object.fromEntries(Object.entries(defaults).filter(([key]) => isEmpty(current[key])))
    if (Object.keys(missing).length) await payload.updateGlobal({ slug, data: missing as never })
  }
}

/** True once the site settings exist: the last thing a complete seed writes. */
export async function isSeeded(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return Boolean(settings.siteName)
}

export async function seed(payload: Payload, log: (message: string) => void = () => {}) {
  for (const post of posts) {
    const featuredImage = await ensureImage(payload, post.image)
    const { image: _image, body, ...rest } = post
    await ensure(
      payload,
      'posts',
      { slug: { equals: post.slug } },
      {
        ...rest,
        content: blocksToLexical(body),
        featuredImage,
        publishedAt: new Date(`${post.publishedAt}T06:00:00Z`).toISOString(),
        _status: 'published',
      },
    )
  }
  log(`posts: ${posts.length}`)

  for (const page of pages) {
    const { body, ...rest } = page
    await ensure(payload, 'pages', { slug: { equals: page.slug } }, { ...rest, content: blocksToLexical(body), _status: 'published' })
  }
  log(`pages: ${pages.length}`)

  for (const faq of faqs) await ensure(payload, 'faqs', { question: { equals: faq.question } }, faq)
  for (const testimonial of testimonials) await ensure(payload, 'testimonials', { name: { equals: testimonial.name } }, testimonial)
  for (const astrologer of astrologers) {
    const { image, ...rest } = astrologer
    const photo = await ensureImage(payload, image)
    await ensure(payload, 'astrologers', { slug: { equals: astrologer.slug } }, { ...rest, photo, active: true })
  }
  for (const tier of tiers) {
    await ensure(
      payload,
      'tiers',
      { sketches: { equals: tier.sketches } },
      {
        ...tier,
        features: tier.features.map((feature) => ({ feature })),
      },
    )
  }
  log(`faqs: ${faqs.length}, testimonials: ${testimonials.length}, astrologers: ${astrologers.length}, tiers: ${tiers.length}`)

  for (const { section, appliesTo, text } of readingTexts) {
    await ensure(
      payload,
      'reading-texts',
      { and: [{ section: { equals: section } }, { text: { equals: text } }] },
      {
        section,
        appliesTo: appliesTo.kind,
        appliesToValue: 'value' in appliesTo ? appliesTo.value : undefined,
        text,
      },
    )
  }
  log(`reading texts: ${readingTexts.length}`)

  await fillGlobals(payload)
  log('settings and landing page')
}

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blocksToLexical } from '../../seed/lexical'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let content: typeof import('../../app/services/content.server')

beforeAll(async () => {
  payload = await startPayload()
  content = await import('../../app/services/content.server')
})
afterAll(() => stopPayload(payload))

const lexical = (text: string) => blocksToLexical([{ p: text }])

describe('seeded content', () => {
  it('has the spec’s five blog posts plus the three landing teasers, all published', async () => {
    const { totalPosts, posts } = await content.listPosts('en', {})
    expect(totalPosts).toBe(8)
    expect(posts.every((p) => p.title && p.excerpt && p.readTime > 0)).toBe(true)
  })

  it('gives the landing page the three newest posts: astrology, wellness and numerology', async () => {
    const latest = await content.latestPosts('en', 3)
    expect(latest).toHaveLength(3)
    const dates = latest.map((p) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const kinds = latest.map((p) => (p.tags.includes('wellness') ? 'wellness' : p.category)).sort()
    expect(kinds).toEqual(['astrology', 'numerology', 'wellness'])
  })

  it('prices the three tiers as the spec does', async () => {
    const tiers = await content.listTiers('en')
    expect(tiers.map((t) => [t.sketches, t.price, t.regularPrice, t.credits, t.accessDays, t.mostPopular])).toEqual([
      [1, 49, 49, 10, 30, false],
      [6, 199, 294, 60, 90, true],
      [12, 299, 588, 120, 180, false],
    ])
  })

  it('renders the policy figures from the CMS, with the contact address filled in', async () => {
    const settings = await content.getSiteSettings('en')
    const refund = await content.getPage('en', 'cancellation-refund')
    expect(refund?.html).toMatch(/24 hours/)
    expect(refund?.html).toMatch(/7 days/)
    expect(refund?.html).toMatch(/2 to 3 business days|2–3 business days/)
    expect(refund?.html).toMatch(/5 to 7 business days|5–7 business days/)
    const shipping = await content.getPage('en', 'shipping-policy')
    for (const figure of [
      /24 to 48 hours|24–48 hours/,
      /2 to 4 hours|2–4 hours/,
      /4 to 8 hours|4–8 hours/,
      /1 to 2 hours|1–2 hours/,
      /24 to 72 hours|24–72 hours/,
    ]) {
      expect(shipping?.html).toMatch(figure)
    }
    const pages = await Promise.all((['about', 'privacy', 'terms', 'contact'] as const).map((slug) => content.getPage('en', slug)))
    const all = [refund, shipping, ...pages].map((p) => p?.html ?? '').join('\n')
    expect(all).not.toContain('{contactEmail}')
    expect(all).toContain(settings.contactEmail)
  })

  it('has six landing FAQs and six five-star testimonials', async () => {
    expect(await content.listFaqs('en', 'landing')).toHaveLength(6)
    const testimonials = await content.listTestimonials('en')
    expect(testimonials).toHaveLength(6)
    expect(testimonials.every((t) => t.rating === 5)).toBe(true)
  })

  it('has at least twelve reading texts for every section drawn from, one per number or planet for a section written per number or planet', async () => {
    const { READING_SECTIONS } = await import('../../collections/ReadingTexts')
    const { GRAHAS } = await import('../../app/astrology/ephemeris')
    for (const section of READING_SECTIONS) {
      const { docs } = await payload.find({
        collection: 'reading-texts',
        where: { section: { equals: section } },
        depth: 0,
        limit: 500,
        pagination: false,
      })
      // The numerology report's own sections (ADR 211) say what one number means: a text for each number 1–9 at least.
      if (docs.length > 0 && docs.every((doc) => doc.appliesTo === 'number')) {
        for (const n of ['1', '2', '3', '4', '5', '6', '7', '8', '9'])
          expect(
            docs.some((doc) => doc.appliesToValue === n),
            `${section} ${n}`,
          ).toBe(true)
      } else if (docs.length > 0 && docs.every((doc) => doc.appliesTo === 'planet')) {
        // The kundli's remedies (ADR 254): one text per graha.
        expect(docs.map((doc) => doc.appliesToValue).sort(), section).toEqual([...GRAHAS].sort())
      } else expect(docs.length, section).toBeGreaterThanOrEqual(12)
    }
  })

  it('keeps what editors wrote when the globals are filled again at start', async () => {
    const { fillGlobals } = await import('../../seed/run')
    await payload.updateGlobal({ slug: 'landing', data: { blogHeading: 'Written by an editor' } })
    await fillGlobals(payload)
    expect((await payload.findGlobal({ slug: 'landing' })).blogHeading).toBe('Written by an editor')
    expect((await content.getPricingPage('en')).freeFeatures?.length).toBeGreaterThan(0)
  })

  it('seeding again changes nothing', async () => {
    const { seed } = await import('../../seed/run')
    const before = await Promise.all(['posts', 'reading-texts', 'media', 'faqs'].map((c) => payload.count({ collection: c as 'posts' })))
    await seed(payload)
    const after = await Promise.all(['posts', 'reading-texts', 'media', 'faqs'].map((c) => payload.count({ collection: c as 'posts' })))
    expect(after.map((c) => c.totalDocs)).toEqual(before.map((c) => c.totalDocs))
  })
})

describe('blog', () => {
  it('searches title, content and tags, case-insensitively', async () => {
    const [first] = (await content.listPosts('en', {})).posts
    const byTitle = await content.listPosts('en', { q: first.title.split(' ').slice(0, 2).join(' ').toUpperCase() })
    expect(byTitle.posts.map((p) => p.slug)).toContain(first.slug)
    const byTag = await content.listPosts('en', { q: first.tags[0] })
    expect(byTag.posts.map((p) => p.slug)).toContain(first.slug)

    await payload.create({
      collection: 'posts',
      data: {
        title: 'Search probe',
        slug: 'search-probe',
        excerpt: 'An excerpt.',
        content: lexical('zircon-quasar appears only in the body'),
        category: 'zodiac',
        readTime: 1,
        _status: 'published',
      },
    })
    const byBody = await content.listPosts('en', { q: 'zircon-quasar' })
    expect(byBody.posts.map((p) => p.title)).toEqual(['Search probe'])
  })

  it('filters by category', async () => {
    const { posts } = await content.listPosts('en', { category: 'numerology' })
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.every((p) => p.category === 'numerology')).toBe(true)
  })

  it('finds nothing for a query that matches nothing, and treats SQL-looking text and wildcards as text', async () => {
    expect((await content.listPosts('en', { q: 'no-such-word-anywhere' })).posts).toEqual([])
    expect((await content.listPosts('en', { q: "'; DROP TABLE posts; -- zyxwvu" })).posts).toEqual([])
    expect((await content.listPosts('en', { q: '%' })).posts).toEqual([])
    expect((await content.listPosts('en', { q: '_' })).posts).toEqual([])
    expect((await content.listPosts('en', {})).totalPosts).toBeGreaterThanOrEqual(8)
  })

  it('needs every word of a query, in any order', async () => {
    const [first] = (await content.listPosts('en', {})).posts
    const [a, b] = first.title.split(/\s+/).filter((w) => w.length > 3)
    expect((await content.listPosts('en', { q: `${b} ${a}` })).posts.map((p) => p.slug)).toContain(first.slug)
    expect((await content.listPosts('en', { q: `${a} zyxwvu` })).posts).toEqual([])
  })

  it('never shows a draft, in lists, by slug or on the landing page', async () => {
    await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Unpublished secret draft',
        slug: 'secret-draft',
        excerpt: 'Not yet.',
        content: lexical('draft body'),
        category: 'astrology',
        readTime: 2,
        publishedAt: '2030-01-01T00:00:00.000Z',
        _status: 'draft',
      },
    })
    expect((await content.listPosts('en', { q: 'secret draft' })).posts).toEqual([])
    expect(await content.getPost('en', 'secret-draft')).toBeNull()
    expect((await content.latestPosts('en', 3)).map((p) => p.slug)).not.toContain('secret-draft')
  })

  it('shows an editor’s change at once: the cache is emptied by Payload’s hooks', async () => {
    const [first] = (await content.listPosts('en', {})).posts
    const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: first.slug } } })
    await payload.update({ collection: 'posts', id: docs[0].id, data: { title: 'A freshly edited title' } })
    expect((await content.getPost('en', first.slug))?.title).toBe('A freshly edited title')
    expect((await content.listPosts('en', {})).posts.map((p) => p.title)).toContain('A freshly edited title')
  })
})

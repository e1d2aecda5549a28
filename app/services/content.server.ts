// Public content for the site's pages: everything an editor writes in the CMS. Reads only published documents,
// as an anonymous caller would (overrideAccess: false), so a draft can never leak onto the site. Every read is in the
// visitor's language, falling back to English for what has no translation yet (ADR 050); the cache keeps languages apart.
import type { TypedLocale, Where } from 'payload'
import type { Faq, Landing, Media, Page, Post, PricingPage, SiteSetting, Testimonial, Tier } from '../../payload-types'
import { cachedPublic, contentChangesAt } from '../utils/cache.server'
import { richTextToHtml as lexicalToHtml } from './rich-text.server'
import { DEFAULT_LOCALE, type Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { statesAPercentage } from '../domain/pricing'
import { searchWords, type PostCategory } from '../schemas/blog'
import { readTimeOf } from '../utils/read-time'

const asPublic = { overrideAccess: false, depth: 1 } as const

// Payload types its locales from payload-types.ts, which names none until localization is configured there; the
// double cast keeps this compiling either way and is a no-op once it names `en` and `hi`.
const payloadLocale = (locale: Locale) => locale as unknown as TypedLocale

/** Payload's Local API options for reading public content in one language. */
function readIn(locale: Locale) {
  return { ...asPublic, locale: payloadLocale(locale), fallbackLocale: payloadLocale(DEFAULT_LOCALE) }
}

/** `srcSet`, when set, offers the smaller card file beside the hero's, for a phone's narrower column. */
export type Image = { url: string; alt: string; width: number | null; height: number | null; srcSet?: string }

function imageOf(media: number | string | Media | null | undefined, size: 'thumbnail' | 'card' | 'hero' = 'card'): Image | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const sized = media.sizes?.[size]
  const card = media.sizes?.card
  // A hero 1200 px wide is most of a post's weight on a phone, where the column is under 400 px: offer the 768 px card.
  const srcSet = size === 'hero' && sized?.url && card?.url && card.width ? `${card.url} ${card.width}w, ${sized.url} ${sized.width ?? 1200}w` : undefined
  return sized?.url
    ? { url: sized.url, alt: media.alt, width: sized.width ?? null, height: sized.height ?? null, ...(srcSet ? { srcSet } : {}) }
    : { url: media.url, alt: media.alt, width: media.width ?? null, height: media.height ?? null }
}

export type PostSummary = {
  slug: string
  title: string
  excerpt: string
  category: PostCategory
  tags: string[]
  readTime: number
  publishedAt: string
  image: Image | null
}

function summarise(post: Post): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags ?? [],
    // Worked out when the post is saved; a row saved before that existed is worked out here instead.
    readTime: post.readTime ?? readTimeOf(post.content),
    publishedAt: post.publishedAt ?? post.createdAt,
    image: imageOf(post.featuredImage),
  }
}

export const POSTS_PER_PAGE = 12

/**
 * A post dated in the future is hidden by the collection's read rule until its time (ADR 087). Every read of posts
 * notes when the next one falls due, so the caches (pages included) turn over at that moment without an edit.
 */
function noteNextScheduledPost(): Promise<void> {
  return cachedPublic('posts:next-due', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      overrideAccess: true,
      depth: 0,
      where: { and: [{ _status: { equals: 'published' } }, { publishedAt: { greater_than: new Date().toISOString() } }] },
      sort: 'publishedAt',
      limit: 1,
      pagination: false,
      select: { publishedAt: true },
    })
    const at = docs[0]?.publishedAt ? Date.parse(docs[0].publishedAt) : NaN
    if (Number.isFinite(at)) contentChangesAt(at)
  })
}

export function listPosts(locale: Locale, { q = '', category = 'all', page = 1 }: { q?: string; category?: PostCategory | 'all'; page?: number }) {
  const words = searchWords(q)
  return cachedPublic(`${locale}:posts:${category}:${page}:${words.join(' ')}:${q.trim() ? 'q' : ''}`, async () => {
    // A query with nothing searchable in it (only punctuation, say) finds nothing rather than everything.
    if (q.trim() && words.length === 0) return { posts: [], page: 1, totalPages: 0, totalPosts: 0 }
    await noteNextScheduledPost()
    const payload = await getPayloadClient()
    const and: Where[] = words.map((word) => ({ searchText: { contains: word } }))
    if (category !== 'all') and.push({ category: { equals: category } })
    const result = await payload.find({
      collection: 'posts',
      ...readIn(locale),
      where: and.length ? { and } : undefined,
      sort: '-publishedAt',
      limit: POSTS_PER_PAGE,
      page,
    })
    return {
      posts: result.docs.map(summarise),
      page: result.page ?? 1,
      totalPages: result.totalPages,
      totalPosts: result.totalDocs,
    }
  })
}

export function latestPosts(locale: Locale, limit = 3) {
  return cachedPublic(`${locale}:posts:latest:${limit}`, async () => {
    await noteNextScheduledPost()
    const payload = await getPayloadClient()
    const result = await payload.find({ collection: 'posts', ...readIn(locale), sort: '-publishedAt', limit })
    return result.docs.map(summarise)
  })
}

/** What search engines and link previews show: the editor's meta fields, else the title, excerpt and image. */
export type Seo = { title: string; description: string; image: Image | null }

type MetaFields = { title?: string | null; description?: string | null; image?: number | string | Media | null } | null | undefined

function seoOf(meta: MetaFields, fallback: { title: string; description: string; image?: number | string | Media | null }): Seo {
  return {
    title: meta?.title?.trim() || fallback.title,
    description: meta?.description?.trim() || fallback.description,
    image: imageOf(meta?.image, 'hero') ?? imageOf(fallback.image, 'hero'),
  }
}

export type PostDetail = PostSummary & { html: string; heroImage: Image | null; seo: Seo; updatedAt: string }

function postDetail(post: Post): PostDetail {
  return {
    ...summarise(post),
    html: richTextToHtml(post.content),
    heroImage: imageOf(post.featuredImage, 'hero'),
    updatedAt: post.updatedAt,
    seo: seoOf(post.meta, { title: post.title, description: post.excerpt, image: post.featuredImage }),
  }
}

export function getPost(locale: Locale, slug: string) {
  return cachedPublic(`${locale}:post:${slug}`, async (): Promise<PostDetail | null> => {
    await noteNextScheduledPost()
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'posts', ...readIn(locale), where: { slug: { equals: slug } }, limit: 1 })
    const post = docs[0]
    return post ? postDetail(post) : null
  })
}

/** Every published post's address: the same in every language (the sitemap lists each in both). */
export function listPostSlugs() {
  return cachedPublic('posts:slugs', async () => {
    await noteNextScheduledPost()
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      ...asPublic,
      depth: 0,
      limit: 1000,
      pagination: false,
      select: { slug: true, updatedAt: true },
    })
    return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
  })
}

/** At most this many redirects are kept; more than an editor's lifetime of renames (ADR 089). */
const MAX_REDIRECTS = 10_000

/** Every redirect, old address → new, read once per content change (one cache entry, whatever visitors ask for). */
function redirectTable() {
  return cachedPublic('redirects:all', async (): Promise<Map<string, string>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      overrideAccess: true,
      depth: 0,
      limit: MAX_REDIRECTS,
      pagination: false,
      select: { from: true, to: true },
    })
    return new Map(docs.map((doc) => [doc.from, doc.to]))
  })
}

/**
 * Where an old address leads now (ADR 089): a renamed post's, or any site path an editor redirected; null when none.
 * Only asked for an address with no live page or document, so a redirect never shadows one; redirects are stored
 * flattened, and a chain left by hand is followed a few hops, never round a loop.
 */
export async function findRedirect(path: string): Promise<string | null> {
  const table = await redirectTable()
  const seen = new Set([path])
  let target: string | null = null
  for (let at = path; seen.size <= 5;) {
    const next = table.get(at)
    if (!next || seen.has(next)) break
    seen.add(next)
    target = at = next
  }
  return target
}

export type PageContent = { title: string; description: string; html: string; seo: Seo }

function pageContent(page: Page, settings: SiteSetting): PageContent {
  return {
    title: page.title,
    description: page.description,
    html: richTextToHtml(page.content, { contactEmail: settings.contactEmail }),
    seo: seoOf(page.meta, { title: page.title, description: page.description }),
  }
}

export function getPage(locale: Locale, slug: Page['slug']) {
  return cachedPublic(`${locale}:page:${slug}`, async (): Promise<PageContent | null> => {
    const payload = await getPayloadClient()
    const [{ docs }, settings] = await Promise.all([
      payload.find({ collection: 'pages', ...readIn(locale), where: { slug: { equals: slug } }, limit: 1 }),
      getSiteSettings(locale),
    ])
    const page = docs[0]
    return page ? pageContent(page, settings) : null
  })
}

export type Draft = { kind: 'post'; post: PostDetail } | { kind: 'page'; page: PageContent }

/**
 * The latest version of a post or page, draft or not, for a signed preview link (ADR 134). Only ever called after the
 * link's signature is checked (app/services/preview.server.ts); never cached, so a preview cannot reach other visitors.
 */
export async function getDraft(locale: Locale, collection: 'posts' | 'pages', id: string, typed?: DraftTyping): Promise<Draft | null> {
  const payload = await getPayloadClient()
  const options = { ...readIn(locale), overrideAccess: true, draft: true, disableErrors: true } as const
  if (collection === 'posts') {
    const post = await payload.findByID({ collection: 'posts', id, ...options })
    return post ? { kind: 'post', post: postDetail({ ...post, ...typed?.post }) } : null
  }
  const [page, settings] = await Promise.all([payload.findByID({ collection: 'pages', id, ...options }), getSiteSettings(locale)])
  return page ? { kind: 'page', page: pageContent({ ...page, ...typed?.page }, settings) } : null
}

/** What the editor has typed and not yet saved, laid over the stored draft by the admin's live preview (ADR 230). */
export type DraftTyping = {
  post?: Partial<Pick<Post, 'title' | 'excerpt' | 'content' | 'category' | 'tags'>>
  page?: Partial<Pick<Page, 'title' | 'description' | 'content'>>
}

/**
 * The documents rich text points at (images, other posts and pages), by id, as a public read in one language sees them:
 * what the editor has typed names them by id only. A draft or a post not yet due is not found, as on the site.
 */
export async function findLinked(locale: Locale, collection: 'media' | 'posts' | 'pages', ids: (number | string)[]) {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, ...readIn(locale), depth: 0, where: { id: { in: ids } }, limit: ids.length, pagination: false })
  return docs as { id: number | string }[]
}

export function getSiteSettings(locale: Locale) {
  return cachedPublic(`${locale}:global:site-settings`, async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', ...readIn(locale) })
  })
}

export function getLanding(locale: Locale) {
  return cachedPublic(`${locale}:global:landing`, async (): Promise<Landing> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'landing', ...readIn(locale) })
  })
}

export function getPricingPage(locale: Locale) {
  return cachedPublic(`${locale}:global:pricing-page`, async (): Promise<PricingPage> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'pricing-page', ...readIn(locale) })
  })
}

export type FaqItem = Pick<Faq, 'id' | 'question' | 'answer'>

export function listFaqs(locale: Locale, placement: Faq['placement']) {
  return cachedPublic(`${locale}:faqs:${placement}`, async (): Promise<FaqItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      ...readIn(locale),
      where: { placement: { equals: placement } },
      sort: 'order',
      limit: 50,
    })
    return docs.map(({ id, question, answer }) => ({ id, question, answer }))
  })
}

export type TestimonialItem = Pick<Testimonial, 'id' | 'name' | 'city' | 'quote' | 'rating'>

export function listTestimonials(locale: Locale) {
  return cachedPublic(`${locale}:testimonials`, async (): Promise<TestimonialItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'testimonials', ...readIn(locale), sort: 'order', limit: 12 })
    return docs.map(({ id, name, city, quote, rating }) => ({ id, name, city, quote, rating }))
  })
}

export type TierItem = Pick<Tier, 'id' | 'name' | 'sketches' | 'price' | 'regularPrice' | 'credits' | 'accessDays' | 'mostPopular'> & {
  features: string[]
}

export function listTiers(locale: Locale) {
  return cachedPublic(`${locale}:tiers`, async (): Promise<TierItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'tiers', ...readIn(locale), sort: 'sketches', limit: 20 })
    return docs.map((tier) => ({
      id: tier.id,
      name: tier.name,
      sketches: tier.sketches,
      price: tier.price,
      regularPrice: tier.regularPrice,
      credits: tier.credits,
      accessDays: tier.accessDays,
      mostPopular: Boolean(tier.mostPopular),
      // A line saved before the rule against percentages (ADR 190) is left out rather than contradict the card's saving.
      features: (tier.features ?? []).map((f) => f.feature).filter((feature) => !statesAPercentage(feature)),
    }))
  })
}

/** The site's HTML of CMS rich text, with `{token}`s in its text replaced first. */
function richTextToHtml(state: unknown, tokens: Record<string, string> = {}): string {
  if (!state || typeof state !== 'object') return ''
  return lexicalToHtml(Object.keys(tokens).length ? replaceTokens(state, tokens) : state)
}

function replaceTokens<T>(node: T, tokens: Record<string, string>): T {
  if (Array.isArray(node)) return node.map((child) => replaceTokens(child, tokens)) as T
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === 'text' && typeof value === 'string'
        ? value.replace(/\{(\w+)\}/g, (match, name: string) => tokens[name] ?? match)
        : replaceTokens(value, tokens)
  }
  return out as T
}

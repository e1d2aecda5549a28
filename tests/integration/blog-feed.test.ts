// The blog's RSS feed and a post's structured data against real Payload (ADRs 204, 205): the feed carries published posts
// only, in the language its address names, and takes in a scheduled post at its time; a post's BlogPosting names the
// address the page names as canonical.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClient, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let feedRoute: typeof import('../../app/routes/blog-rss')
let postRoute: typeof import('../../app/routes/blog-post')

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
  feedRoute = await import('../../app/routes/blog-rss')
  postRoute = await import('../../app/routes/blog-post')
})
afterAll(() => stopPayload(payload))
afterEach(() => {
  vi.useRealTimers()
})

const editor = () => ({ overrideAccess: false as const, user: api.users.editor as PayloadRequest['user'] })
const body = (value: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [{ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

function post(fields: Record<string, unknown>) {
  return payload.create({
    collection: 'posts',
    data: { excerpt: 'An excerpt.', content: body('Body.'), category: 'zodiac', readTime: 3, _status: 'published', ...fields } as never,
    ...editor(),
  })
}

async function feed(query = ''): Promise<{ status: number; type: string | null; xml: string }> {
  const response = (await feedRoute.loader({
    request: new Request(`http://localhost/blog/rss.xml${query}`),
    params: {},
    context: {},
  } as never)) as Response
  return { status: response.status, type: response.headers.get('Content-Type'), xml: await response.text() }
}

const itemLinks = (xml: string) => [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]!)

describe('the RSS feed', () => {
  it('carries published posts only, each in the language the address names, and a scheduled one from its time', async () => {
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const published = await post({ title: 'Feed: the Moon & you', slug: 'feed-moon' })
    await payload.update({
      collection: 'posts',
      id: published.id,
      locale: 'hi',
      data: { title: 'फ़ीड: चंद्रमा और आप', excerpt: 'सार', content: body('लेख।') } as never,
      ...editor(),
    })
    const at = new Date(start + 60 * 60 * 1000)
    const scheduled = await post({ title: 'Feed: eclipse ahead', slug: 'feed-eclipse', publishedAt: at.toISOString() })
    const draft = await post({ title: 'Feed: a draft', slug: 'feed-draft', _status: 'draft' })

    const english = await feed()
    expect(english.status).toBe(200)
    expect(english.type).toBe('application/rss+xml; charset=utf-8')
    expect(english.xml).toContain('<rss version="2.0"')
    expect(english.xml).toContain('<title>Feed: the Moon &amp; you</title>')
    expect(english.xml).toContain('<category>Zodiac</category>')
    expect(itemLinks(english.xml).some((link) => link.endsWith('/blog/feed-moon?lng=en'))).toBe(true)
    for (const slug of ['feed-eclipse', 'feed-draft']) expect(english.xml).not.toContain(slug)

    const hindi = await feed('?lng=hi')
    expect(hindi.xml).toContain('<language>hi-IN</language>')
    expect(hindi.xml).toContain('<title>फ़ीड: चंद्रमा और आप</title>')
    expect(hindi.xml).toContain('<category>राशि चक्र</category>')
    expect(itemLinks(hindi.xml).every((link) => link.endsWith('?lng=hi'))).toBe(true)

    // Its time comes: the feed takes it in, first, with no edit in between.
    vi.setSystemTime(at.getTime() + 1000)
    expect(itemLinks((await feed()).xml)[0]).toMatch(/\/blog\/feed-eclipse\?lng=en$/)
    expect((await feed()).xml).not.toContain('feed-draft')
    for (const doc of [published, scheduled, draft]) await payload.delete({ collection: 'posts', id: doc.id })
  })

  it('refuses a language the site does not have', async () => {
    const refused = await feed('?lng=de')
    expect(refused.status).toBe(400)
    expect(refused.xml).toContain('lng must be en or hi')
  })
})

describe('a post’s BlogPosting', () => {
  it('names the post’s canonical address in the language asked for, with its dates and headline', async () => {
    const doc = await post({ title: 'Structured Saturn', slug: 'structured-saturn' })
    const { article } = (await postRoute.loader({
      request: new Request('http://localhost/blog/structured-saturn?lng=en&utm_source=x'),
      params: { slug: 'structured-saturn' },
      context: {},
    } as never)) as unknown as { article: Record<string, unknown> }
    expect(article['@type']).toBe('BlogPosting')
    expect(article.headline).toBe('Structured Saturn')
    expect(String(article.url)).toMatch(/^https?:\/\/[^/]+\/blog\/structured-saturn\?lng=en$/)
    expect(article.inLanguage).toBe('en-IN')
    expect(Date.parse(String(article.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(article.datePublished)))
    await payload.delete({ collection: 'posts', id: doc.id })
  })
})

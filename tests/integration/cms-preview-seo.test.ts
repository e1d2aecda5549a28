// Editors' comforts (ADRs 134 and 135): a signed, expiring preview link shows a draft on the site and nothing else does; only
// staff get such a link; the read time is worked out from each language's text; SEO fields fall back to the post's own.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClient, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let route: typeof import('../../app/routes/preview')
let content: typeof import('../../app/services/content.server')
type Id = number | string

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
  route = await import('../../app/routes/preview')
  content = await import('../../app/services/content.server')
})
afterAll(() => stopPayload(payload))
afterEach(() => {
  vi.useRealTimers()
})

const as = (actor: 'editor' | 'admin' | 'customer') => ({ overrideAccess: false as const, user: api.users[actor] as PayloadRequest['user'] })
const words = (count: number, word = 'star') => Array.from({ length: count }, () => word).join(' ')
const body = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: paragraphs.map((value) => ({
      type: 'paragraph',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      textFormat: 0,
      textStyle: '',
      children: [{ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
    })),
  },
})

let serial = 0
async function post(fields: Record<string, unknown> = {}) {
  serial += 1
  return payload.create({
    collection: 'posts',
    data: {
      title: `Preview post ${serial}`,
      slug: `preview-post-${serial}`,
      excerpt: 'An excerpt.',
      content: body('Body text.'),
      category: 'astrology',
      _status: 'published',
      ...fields,
    } as never,
    ...as('editor'),
  })
}

/** The link the admin's Preview button gets for this document, made as `actor` would see it. */
async function previewUrl(collection: 'posts' | 'pages', doc: { id: Id }, actor: 'editor' | 'admin' | 'customer' | 'anonymous', locale = 'en') {
  const make = payload.collections[collection].config.admin.preview
  if (typeof make !== 'function') return null
  const user = actor === 'anonymous' ? null : (api.users[actor] as PayloadRequest['user'])
  return make(doc as never, { req: { user, payload } as PayloadRequest, locale, token: null })
}

async function open(path: string) {
  const request = new Request(`http://localhost:3000${path}`)
  const [, collection, id] = new URL(request.url).pathname.match(/^\/preview\/([^/]+)\/([^/]+)$/) ?? []
  const result = (await route.loader({ request, params: { collection, id }, context: {} } as never)) as unknown as {
    data: { draft: { kind: string; post?: { title: string; readTime: number }; page?: { title: string } } | null; refusal: string | null }
    init: { status?: number; headers?: Record<string, string> } | null
  }
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), ...result.data }
}

describe('preview links', () => {
  let published: { id: Id; slug: string }
  let link: string

  beforeAll(async () => {
    published = await post({ title: 'The published title' })
    // A draft saved over the live post: the site keeps the published title until the draft is published.
    await payload.update({
      collection: 'posts',
      id: published.id,
      data: { title: 'The draft title', _status: 'draft' } as never,
      draft: true,
      ...as('editor'),
    })
    link = (await previewUrl('posts', published, 'editor')) as string
  })

  it('gives staff a signed link and nobody else any link', async () => {
    expect(link).toMatch(new RegExp(`^/preview/posts/${published.id}\\?expires=\\d+&signature=[\\w-]+&lng=en$`))
    expect(await previewUrl('posts', published, 'admin')).toMatch(/signature=/)
    expect(await previewUrl('posts', published, 'customer')).toBeNull()
    expect(await previewUrl('posts', published, 'anonymous')).toBeNull()
  })

  it('shows the draft through the link, privately and unindexed, while the site keeps the published version', async () => {
    const preview = await open(link)
    expect(preview.status).toBe(200)
    expect(preview.draft?.post?.title).toBe('The draft title')
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-robots-tag')).toMatch(/noindex/)
    expect((await content.getPost('en', published.slug))?.title).toBe('The published title')
  })

  it('shows a draft that was never published, and a draft page', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: {
        title: 'Never published',
        slug: 'never-published',
        excerpt: 'E.',
        content: body('Words.'),
        category: 'astrology',
        _status: 'draft',
      } as never,
      draft: true,
      ...as('editor'),
    })
    expect(await content.getPost('en', 'never-published')).toBeNull()
    expect((await open((await previewUrl('posts', draft, 'editor')) as string)).draft?.post?.title).toBe('Never published')

    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1, overrideAccess: true })
    await payload.update({
      collection: 'pages',
      id: docs[0].id,
      data: { title: 'About, redrafted', _status: 'draft' } as never,
      draft: true,
      ...as('editor'),
    })
    expect((await open((await previewUrl('pages', docs[0], 'editor')) as string)).draft?.page?.title).toBe('About, redrafted')
    expect((await content.getPage('en', 'about'))?.title).not.toBe('About, redrafted')
  })

  it('refuses an unsigned, altered or expired link with a 4xx and its reason, showing nothing of the draft', async () => {
    const url = new URL(link, 'http://localhost')
    const other = await post({ title: 'Another post' })
    const unsigned = await open(`/preview/posts/${published.id}`)
    const otherId = await open(`/preview/posts/${other.id}${url.search}`)
    const forged = new URL(url)
    forged.searchParams.set('signature', 'A'.repeat(43))
    const longer = new URL(url)
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400))
    const cases = [
      { answer: unsigned, status: 400, reason: /not a preview link/ },
      { answer: otherId, status: 403, reason: /has been changed/ },
      { answer: await open(`${forged.pathname}${forged.search}`), status: 403, reason: /has been changed/ },
      { answer: await open(`${longer.pathname}${longer.search}`), status: 403, reason: /has been changed/ },
      { answer: await open(link.replace('/posts/', '/pages/')), status: 403, reason: /has been changed/ },
      { answer: await open(`/preview/users/${published.id}${url.search}`), status: 404, reason: /nothing to preview/ },
    ]
    for (const { answer, status, reason } of cases) {
      expect(answer.status).toBe(status)
      expect(answer.draft).toBeNull()
      expect(answer.refusal).toMatch(reason)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }

    // An hour after it was made, the same link has run out.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60 * 1000 + 1000 })
    const expired = await open(link)
    expect(expired.status).toBe(410)
    expect(expired.draft).toBeNull()
    expect(expired.refusal).toMatch(/expired/)
  })
})

describe('read time', () => {
  it('is worked out from each language’s words at 200 a minute, whatever the editor sends', async () => {
    const doc = await post({ content: body(words(500), words(100)), readTime: 42 })
    expect(doc.readTime).toBe(3)
    // Hindi words are counted too; a lone danda is not a word.
    await payload.update({
      collection: 'posts',
      id: doc.id,
      locale: 'hi',
      data: { title: 'हिंदी', excerpt: 'सार', content: body(`${words(1000, 'तारा')} । ।`) } as never,
      ...as('editor'),
    })
    const en = await payload.findByID({ collection: 'posts', id: doc.id, locale: 'en', overrideAccess: true })
    const hi = await payload.findByID({ collection: 'posts', id: doc.id, locale: 'hi', overrideAccess: true })
    expect([en.readTime, hi.readTime]).toEqual([3, 5])
    // A short post reads in a minute; an edit that shortens the text shortens the time, and a typed value is ignored.
    const short = await payload.update({
      collection: 'posts',
      id: doc.id,
      locale: 'en',
      data: { content: body('A few words.'), readTime: 30 } as never,
      ...as('editor'),
    })
    expect(short.readTime).toBe(1)
    expect((await content.getPost('hi', doc.slug))?.readTime).toBe(5)
  })
})

describe('SEO fields', () => {
  it('fall back to the title, excerpt and featured image, and win when filled', async () => {
    const plain = await post({ title: 'Plain title', excerpt: 'Plain excerpt.' })
    expect((await content.getPost('en', plain.slug))?.seo).toMatchObject({ title: 'Plain title', description: 'Plain excerpt.', image: null })
    const filled = await post({ title: 'Long title', meta: { title: 'Short title', description: 'Search summary.' } })
    expect((await content.getPost('en', filled.slug))?.seo).toMatchObject({ title: 'Short title', description: 'Search summary.' })
  })
})

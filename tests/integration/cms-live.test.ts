// What an editor publishes works on the live site: every rich-text node an editor can insert renders on the site; a post dated in
// the future stays off the site until its time and the caches turn over then; the site's pages cannot be deleted and an
// image in use cannot be deleted; a published post's renamed slug leaves a redirect. Local API with access on and REST.
import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClient, quietly, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let content: typeof import('../../app/services/content.server')
type Id = number | string

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
  content = await import('../../app/services/content.server')
})
afterAll(() => stopPayload(payload))
afterEach(() => {
  vi.useRealTimers()
})

const as = (actor: 'editor' | 'admin') => ({ overrideAccess: false as const, user: api.users[actor] as PayloadRequest['user'] })

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const paragraph = (...children: unknown[]) => element('paragraph', children, { textFormat: 0, textStyle: '' })
const root = (...children: unknown[]) => ({ root: element('root', children) })

async function image(alt: string, width = 60, height = 40): Promise<Id> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#3b2a6b' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: `${alt.replace(/\W+/g, '-')}.png`, size: data.length },
    ...as('editor'),
  })
  return doc.id
}

let serial = 0
async function post(fields: Record<string, unknown> = {}) {
  serial += 1
  return payload.create({
    collection: 'posts',
    data: {
      title: `Live fixes post ${serial}`,
      slug: `live-fixes-${serial}`,
      excerpt: 'An excerpt.',
      content: root(paragraph(text('Body text.'))),
      category: 'astrology',
      readTime: 3,
      _status: 'published',
      ...fields,
    } as never,
    ...as('editor'),
  })
}

async function outcome(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await quietly(payload, run)
    return { status: 200, message: '' }
  } catch (error) {
    const { status, message } = error as { status?: number; message?: string }
    return { status: status ?? 500, message: message ?? '' }
  }
}

describe('rich text on the site', () => {
  it('offers only nodes the site renders', async () => {
    const { renderedNodeTypes } = await import('../../app/services/rich-text.server')
    for (const slug of ['posts', 'pages'] as const) {
      const field = payload.collections[slug].config.fields.find((f) => 'name' in f && f.name === 'content') as unknown as {
        editor: { editorConfig: { features: { nodes: { node: { getType(): string } }[] } } }
      }
      const offered = field.editor.editorConfig.features.nodes.map(({ node }) => node.getType())
      expect(offered.length).toBeGreaterThan(5)
      for (const type of offered) expect(renderedNodeTypes(), `${slug}: ${type}`).toContain(type)
    }
  })

  it('renders internal links, relationships, uploads and every other node of a post with every node in it', async () => {
    const target = await post({ title: 'The Moon in Taurus', slug: 'moon-in-taurus', excerpt: 'Why the Moon is at home in Taurus.' })
    const about = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1 })).docs[0]!
    const picture = await image('A violet night sky')
    const errors = vi.spyOn(console, 'error')
    await post({
      slug: 'every-node',
      content: root(
        element('heading', [text('A heading')], { tag: 'h2' }),
        paragraph(text('Bold', 1), text(' italic', 2), text(' code', 16), element('linebreak', []), text('after a break')),
        paragraph(
          text('Read '),
          element('link', [text('the Moon post')], { fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: target.id } } }),
          text(' and '),
          element('link', [text('about us')], { fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: about.id } } }),
          text(' and '),
          element('link', [text('an outside site')], { fields: { linkType: 'custom', newTab: true, url: 'https://example.org/' } }),
          text(' and '),
          element('autolink', [text('https://example.net')], { fields: { linkType: 'custom', url: 'https://example.net' } }),
        ),
        { type: 'relationship', version: 2, format: '', relationTo: 'posts', value: target.id },
        { type: 'relationship', version: 2, format: '', relationTo: 'pages', value: about.id },
        { type: 'upload', version: 3, format: '', relationTo: 'media', value: picture, fields: null, id: 'a1b2c3d4e5f6a1b2c3d4e5f6' },
        element('list', [element('listitem', [text('first')], { value: 1 })], { listType: 'bullet', tag: 'ul', start: 1 }),
        element('list', [element('listitem', [text('one')], { value: 1 })], { listType: 'number', tag: 'ol', start: 1 }),
        element('list', [element('listitem', [text('done')], { value: 1, checked: true })], { listType: 'check', tag: 'ul', start: 1 }),
        element('quote', [text('A quotation')]),
        { type: 'horizontalrule', version: 1 },
      ),
    })
    const rendered = await content.getPost('en', 'every-node')
    const html = rendered!.html
    expect(html).toContain('href="/blog/moon-in-taurus"')
    expect(html).toContain('href="/about"')
    expect(html).toContain('href="https://example.org/"')
    expect(html).toContain('href="https://example.net"')
    expect(html).not.toContain('href="#"')
    expect(html).not.toMatch(/unknown node/i)
    // The relationship blocks: a card linking to the document, with its title.
    expect(html).toMatch(/<a[^>]*href="\/blog\/moon-in-taurus"[^>]*>[\s\S]*The Moon in Taurus[\s\S]*<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>[\s\S]*About[\s\S]*<\/a>/)
    expect(html).toMatch(/<img[^>]*alt="A violet night sky"/)
    expect(html).toMatch(/<h2[^>]*>A heading<\/h2>/)
    expect(html).toContain('<blockquote')
    expect(html).toContain('<hr')
    expect(html).toContain('role="checkbox"')
    expect(errors.mock.calls.flat().join(' ')).not.toContain('internalDocToHref')
    errors.mockRestore()
  })

  it('offers a large image’s narrower, uncropped copy to phones in a srcset, and a small image alone', async () => {
    const large = await image('A wide temple courtyard', 1600, 900)
    const small = await image('A small lamp')
    const stored = await payload.findByID({ collection: 'media', id: large, depth: 0 })
    expect(stored.sizes?.inline).toMatchObject({ width: 800, height: 450, mimeType: 'image/webp' })
    await post({
      slug: 'inline-images',
      content: root(
        { type: 'upload', version: 3, format: '', relationTo: 'media', value: large, fields: null, id: 'b1b2c3d4e5f6a1b2c3d4e5f6' },
        { type: 'upload', version: 3, format: '', relationTo: 'media', value: small, fields: null, id: 'c1b2c3d4e5f6a1b2c3d4e5f6' },
      ),
    })
    const html = (await content.getPost('en', 'inline-images'))!.html
    const [wide, lamp] = [...html.matchAll(/<img[^>]*>/g)].map(([tag]) => tag)
    expect(wide).toContain(`srcset="${stored.sizes!.inline!.url} 800w, ${stored.url} 1600w"`)
    expect(wide).toContain('sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"')
    expect(lamp).toContain('alt="A small lamp"')
    expect(lamp).not.toContain('srcset')
  })

  it('writes a link to a document the site does not show as plain text, not a dead link', async () => {
    const draft = await post({ slug: 'not-yet', _status: 'draft' })
    await post({
      slug: 'links-to-a-draft',
      content: root(
        paragraph(element('link', [text('soon')], { fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: draft.id } } })),
        { type: 'relationship', version: 2, format: '', relationTo: 'posts', value: draft.id },
      ),
    })
    const html = (await content.getPost('en', 'links-to-a-draft'))!.html
    expect(html).toContain('soon')
    expect(html).not.toContain('<a')
    expect(html).not.toMatch(/unknown node/i)
  })
})

describe('scheduled posts', () => {
  it('keeps a post dated in the future off the blog, the landing page, the sitemap and the API until its time, then shows it', async () => {
    const start = Date.now()
    const at = new Date(start + 60 * 60 * 1000)
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const scheduled = await post({ title: 'Eclipse season', slug: 'eclipse-season', publishedAt: at.toISOString() })
    expect(scheduled._status).toBe('published')

    const slugsOf = (list: { slug: string }[]) => list.map((p) => p.slug)
    expect(slugsOf((await content.listPosts('en', {})).posts)).not.toContain('eclipse-season')
    expect(slugsOf(await content.latestPosts('en', 3))).not.toContain('eclipse-season')
    expect(slugsOf(await content.listPostSlugs())).not.toContain('eclipse-season')
    expect(await content.getPost('en', 'eclipse-season')).toBeNull()
    expect((await api.call('anonymous', 'GET', '/api/posts?where[slug][equals]=eclipse-season')).json?.totalDocs).toBe(0)
    // Staff still see it in the admin.
    expect((await api.call('editor', 'GET', '/api/posts?where[slug][equals]=eclipse-season')).json?.totalDocs).toBe(1)

    // Its time comes: no content change happens, the caches turn over by themselves.
    vi.setSystemTime(at.getTime() + 1000)
    expect(slugsOf((await content.listPosts('en', {})).posts)[0]).toBe('eclipse-season')
    expect(slugsOf(await content.latestPosts('en', 3))[0]).toBe('eclipse-season')
    expect(slugsOf(await content.listPostSlugs())).toContain('eclipse-season')
    expect((await content.getPost('en', 'eclipse-season'))?.title).toBe('Eclipse season')
    expect((await api.call('anonymous', 'GET', '/api/posts?where[slug][equals]=eclipse-season')).json?.totalDocs).toBe(1)
    await payload.delete({ collection: 'posts', id: scheduled.id })
  })

  it('turns the page cache over at the scheduled moment', async () => {
    const { publicContentVersion } = await import('../../collections/hooks/invalidate')
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    await post({ slug: 'turns-over', publishedAt: new Date(start + 5 * 60 * 1000).toISOString() })
    await content.listPosts('en', {})
    const before = publicContentVersion()
    vi.setSystemTime(start + 4 * 60 * 1000)
    expect(publicContentVersion()).toBe(before)
    vi.setSystemTime(start + 5 * 60 * 1000 + 1)
    expect(publicContentVersion()).toBeGreaterThan(before)
  })

  it('shows the year in the admin date field and schedules to the minute', () => {
    const field = payload.collections.posts.config.fields.find((f) => 'name' in f && f.name === 'publishedAt') as {
      admin?: { date?: { pickerAppearance?: string; displayFormat?: string } }
    }
    expect(field.admin?.date?.pickerAppearance).toBe('dayAndTime')
    expect(field.admin?.date?.displayFormat).toMatch(/yyyy/)
  })
})

describe('pages the site needs and images in use', () => {
  it('refuses to delete any of the site’s pages, through the Local API and REST, for editors and admins', async () => {
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'shipping-policy' } }, limit: 1 })).docs[0]!
    for (const actor of ['editor', 'admin'] as const) {
      expect((await outcome(() => payload.delete({ collection: 'pages', id: page.id, ...as(actor) }))).status).toBe(403)
      const rest = await quietly(payload, () => api.call(actor, 'DELETE', `/api/pages/${page.id}`))
      expect(rest.status).toBe(403)
    }
    expect((await payload.count({ collection: 'pages', where: { slug: { equals: 'shipping-policy' } } })).totalDocs).toBe(1)
    expect(await content.getPage('en', 'shipping-policy')).not.toBeNull()
  })

  it('keeps a page’s slug once it exists, so a footer link never breaks', async () => {
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'privacy' } }, limit: 1 })).docs[0]!
    await payload.delete({ collection: 'pages', where: { slug: { equals: 'terms' } }, overrideAccess: true })
    await quietly(payload, () =>
      payload.update({ collection: 'pages', id: page.id, data: { slug: 'terms', title: 'Privacy Policy' }, ...as('admin') }).catch(() => null),
    )
    expect((await payload.findByID({ collection: 'pages', id: page.id })).slug).toBe('privacy')
  })

  it('refuses to delete an image used in a post (body or featured image) or a page, naming where, and deletes it once unused', async () => {
    const inBody = await image('Used in a body')
    const featured = await image('Used as featured')
    const inPage = await image('Used in a page')
    const user = await post({
      title: 'Uses two images',
      featuredImage: featured,
      content: root({ type: 'upload', version: 3, format: '', relationTo: 'media', value: inBody, fields: null, id: 'b1b2c3d4e5f6a1b2c3d4e5f6' }),
    })
    const about = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1 })).docs[0]!
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'hi',
      data: {
        content: root({ type: 'upload', version: 3, format: '', relationTo: 'media', value: inPage, fields: null, id: 'c1b2c3d4e5f6a1b2c3d4e5f6' }),
      } as never,
    })

    for (const id of [inBody, featured]) {
      const refused = await outcome(() => payload.delete({ collection: 'media', id, ...as('editor') }))
      expect(refused.status).toBe(409)
      expect(refused.message).toContain('Uses two images')
    }
    const rest = await quietly(payload, () => api.call('editor', 'DELETE', `/api/media/${inPage}`))
    expect(rest.status).toBe(409)
    expect(rest.text).toContain(about.title)
    expect((await payload.count({ collection: 'media', where: { id: { in: [inBody, featured, inPage] } } })).totalDocs).toBe(3)

    await payload.update({ collection: 'posts', id: user.id, data: { featuredImage: null, content: root(paragraph(text('No images now.'))) } as never })
    expect((await outcome(() => payload.delete({ collection: 'media', id: inBody, ...as('editor') }))).status).toBe(200)
    expect((await outcome(() => payload.delete({ collection: 'media', id: featured, ...as('editor') }))).status).toBe(200)
    const unused = await image('Never used')
    expect((await outcome(() => payload.delete({ collection: 'media', id: unused, ...as('editor') }))).status).toBe(200)
  })
})

describe('renamed slugs', () => {
  it('keeps a redirect from every old slug of a published post, resolving chains to the newest', async () => {
    const first = await post({ slug: 'saturn-return' })
    await payload.update({ collection: 'posts', id: first.id, data: { slug: 'saturn-returns' }, ...as('editor') })
    expect(await content.findRedirect('/blog/saturn-return')).toBe('/blog/saturn-returns')
    await payload.update({ collection: 'posts', id: first.id, data: { slug: 'your-saturn-return' }, ...as('editor') })
    expect(await content.findRedirect('/blog/saturn-return')).toBe('/blog/your-saturn-return')
    expect(await content.findRedirect('/blog/saturn-returns')).toBe('/blog/your-saturn-return')
    expect(await content.getPost('en', 'saturn-return')).toBeNull()
    expect(await content.findRedirect('/blog/your-saturn-return')).toBeNull()
  })

  it('never lets a redirect shadow a live slug', async () => {
    const moved = await post({ slug: 'mercury-retrograde' })
    await payload.update({ collection: 'posts', id: moved.id, data: { slug: 'mercury-retrograde-guide' }, ...as('editor') })
    expect(await content.findRedirect('/blog/mercury-retrograde')).toBe('/blog/mercury-retrograde-guide')
    // A new post takes the old address: it is live again, so the redirect goes.
    await post({ slug: 'mercury-retrograde' })
    expect(await content.findRedirect('/blog/mercury-retrograde')).toBeNull()
    expect((await content.getPost('en', 'mercury-retrograde'))?.slug).toBe('mercury-retrograde')
    // Renaming back to a slug that had been redirected away removes that redirect too (no loop).
    await payload.update({ collection: 'posts', id: moved.id, data: { slug: 'mercury-rx' }, ...as('editor') })
    expect(await content.findRedirect('/blog/mercury-retrograde-guide')).toBe('/blog/mercury-rx')
    await payload.update({ collection: 'posts', id: moved.id, data: { slug: 'mercury-retrograde-guide' }, ...as('editor') })
    expect(await content.findRedirect('/blog/mercury-retrograde-guide')).toBeNull()
    expect(await content.findRedirect('/blog/mercury-rx')).toBe('/blog/mercury-retrograde-guide')
  })

  it('keeps no redirect for a slug that was never published, and waits for a renamed draft to be published', async () => {
    const draft = await post({ slug: 'draft-only', _status: 'draft' })
    await payload.update({ collection: 'posts', id: draft.id, data: { slug: 'draft-renamed', _status: 'draft' }, ...as('editor') })
    expect(await content.findRedirect('/blog/draft-only')).toBeNull()

    const live = await post({ slug: 'venus-in-libra' })
    await payload.update({ collection: 'posts', id: live.id, data: { slug: 'venus-libra', _status: 'draft' }, draft: true, ...as('editor') })
    expect(await content.findRedirect('/blog/venus-in-libra')).toBeNull()
    expect((await content.getPost('en', 'venus-in-libra'))?.slug).toBe('venus-in-libra')
    await payload.update({ collection: 'posts', id: live.id, data: { _status: 'published' }, ...as('editor') })
    expect(await content.findRedirect('/blog/venus-in-libra')).toBe('/blog/venus-libra')
  })

  it('tells the editor on the slug field', () => {
    const field = payload.collections.posts.config.fields.find((f) => 'name' in f && f.name === 'slug') as { admin?: { description?: string } }
    expect(field.admin?.description).toMatch(/redirect/i)
  })
})

// The admin's live preview (ADR 230): only staff get its signed link; what an editor types is sent to that link and comes
// back rendered over the stored draft, with the images and posts it names filled in as the site would show them, and is
// never saved; a link that is not signed, altered or typing that cannot be read is refused with a 4xx.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let live: typeof import('../../app/routes/preview-live')
type Id = number | string
type Actor = 'editor' | 'admin' | 'customer' | 'anonymous'

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
  live = await import('../../app/routes/preview-live')
})
afterAll(() => stopPayload(payload))

const as = (actor: 'editor') => ({ overrideAccess: false as const, user: api.users[actor] as PayloadRequest['user'] })
const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
  children,
})
const body = (...children: object[]) => ({ root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children } })
const relationship = (relationTo: string, value: Id) => ({ type: 'relationship', format: '', version: 2, relationTo, value })

let serial = 0
/** A post as an editor saves it; `_status: 'draft'` with `draft` makes one that was never published. */
async function post(fields: Record<string, unknown> = {}, draft = false) {
  serial += 1
  const saved = { excerpt: 'The saved excerpt.', content: body(paragraph(text('The saved body.'))), category: 'astrology' }
  const data = { title: `Live post ${serial}`, slug: `live-post-${serial}`, ...saved, _status: draft ? 'draft' : 'published', ...fields }
  return payload.create({ collection: 'posts', data: data as never, draft, ...as('editor') })
}

/** The live preview's address the admin gets for this document, as `actor` would get it. */
async function liveUrl(collection: 'posts' | 'pages', data: Record<string, unknown>, actor: Actor, code = 'en') {
  const url = payload.collections[collection].config.admin.livePreview?.url
  if (typeof url !== 'function') throw new Error('no live preview')
  const user = actor === 'anonymous' ? null : (api.users[actor] as PayloadRequest['user'])
  return url({ data, req: { user, payload } as PayloadRequest, locale: { code, label: code }, payload } as never)
}

type Answer = {
  status: number
  headers: Headers
  draft: { kind: string; post?: { title: string; excerpt: string; html: string }; page?: { title: string; description: string; html: string } } | null
  refusal: string | null
}

/** Sends typing to the live link of a preview address, as the preview page does. */
async function send(previewPath: string, typed: unknown, contentType = 'application/json'): Promise<Answer> {
  const url = new URL(previewPath, 'http://localhost:3000')
  const [, collection, id] = url.pathname.match(/^\/preview\/([^/]+)\/([^/]+)$/) ?? []
  const request = new Request(`http://localhost:3000/preview/${collection}/${id}/live${url.search}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof typed === 'string' ? typed : JSON.stringify(typed),
  })
  const result = (await live.action({ request, params: { collection, id }, context: {} } as never)) as unknown as {
    data: Omit<Answer, 'status' | 'headers'>
    init: { status?: number; headers?: Record<string, string> } | null
  }
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), ...result.data }
}

describe('the live preview link', () => {
  it('is the signed preview link with the edited language, for staff only, and none before the first save', async () => {
    const saved = await post()
    expect(await liveUrl('posts', { id: saved.id }, 'editor', 'hi')).toMatch(
      new RegExp(`^/preview/posts/${saved.id}\\?expires=\\d+&signature=[\\w-]+&lng=hi&live=1$`),
    )
    expect(await liveUrl('pages', { id: 7 }, 'admin')).toMatch(/^\/preview\/pages\/7\?.*signature=.*&live=1$/)
    expect(await liveUrl('posts', { id: saved.id }, 'customer')).toBeNull()
    expect(await liveUrl('posts', { id: saved.id }, 'anonymous')).toBeNull()
    expect(await liveUrl('posts', {}, 'editor')).toBeNull()
  })
})

describe('typing sent to the live preview', () => {
  let saved: { id: Id; slug: string }
  let link: string

  beforeAll(async () => {
    saved = await post({ title: 'The saved title' })
    link = (await liveUrl('posts', { id: saved.id }, 'editor')) as string
  })

  it('comes back rendered over the stored draft, privately, and is never saved', async () => {
    const answer = await send(link, {
      id: saved.id,
      title: 'The typed title',
      excerpt: 'The typed excerpt.',
      content: body(paragraph(text('The typed <body>.'))),
      // The rest of the form is ignored: the page shows only what it shows.
      slug: 'somewhere-else',
      _status: 'published',
      publishedAt: 'not a date',
    })
    expect(answer.status).toBe(200)
    expect(answer.draft?.post?.title).toBe('The typed title')
    expect(answer.draft?.post?.excerpt).toBe('The typed excerpt.')
    expect(answer.draft?.post?.html).toContain('The typed &lt;body&gt;.')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/)

    const stored = await payload.findByID({ collection: 'posts', id: saved.id, draft: true, overrideAccess: true })
    expect(stored.title).toBe('The saved title')
    expect(stored.slug).toBe(saved.slug)
    expect(stored._status).toBe('published')
  })

  it('keeps the saved fields that were not sent', async () => {
    const answer = await send(link, { title: 'Only the title' })
    expect(answer.draft?.post?.title).toBe('Only the title')
    expect(answer.draft?.post?.excerpt).toBe('The saved excerpt.')
    expect(answer.draft?.post?.html).toContain('The saved body.')
  })

  it('fills in the posts the typed text names by id, as the site shows them: a published post linked, a draft not at all', async () => {
    const other = await post({ title: 'A published neighbour' })
    const hidden = await post({ title: 'A hidden draft' }, true)
    const answer = await send(link, { content: body(paragraph(text('See:')), relationship('posts', other.id), relationship('posts', hidden.id)) })
    expect(answer.status).toBe(200)
    expect(answer.draft?.post?.html).toContain(`href="/blog/${other.slug}"`)
    expect(answer.draft?.post?.html).toContain('A published neighbour')
    expect(answer.draft?.post?.html).not.toContain('A hidden draft')
  })

  it('shows a page’s typed title, description and text', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1, overrideAccess: true })
    const pageLink = (await liveUrl('pages', { id: docs[0].id }, 'editor')) as string
    const answer = await send(pageLink, {
      title: 'About, as typed',
      description: 'Typed words.',
      content: body(paragraph(text('Typed page text.'))),
      excerpt: 'ignored',
    })
    expect(answer.status).toBe(200)
    expect(answer.draft?.page?.title).toBe('About, as typed')
    expect(answer.draft?.page?.description).toBe('Typed words.')
    expect(answer.draft?.page?.html).toContain('Typed page text.')
    const stored = await payload.findByID({ collection: 'pages', id: docs[0].id, draft: true, overrideAccess: true })
    expect(stored.title).not.toBe('About, as typed')
  })

  it('refuses a link that is not signed or was altered, and typing it cannot read, with a 4xx that shows nothing', async () => {
    const url = new URL(link, 'http://localhost')
    const forged = new URL(url)
    forged.searchParams.set('signature', 'A'.repeat(43))
    const cases = [
      { answer: await send(`/preview/posts/${saved.id}`, { title: 'x' }), status: 400, reason: /not a preview link/ },
      { answer: await send(`${forged.pathname}${forged.search}`, { title: 'x' }), status: 403, reason: /has been changed/ },
      { answer: await send(link, { title: 42 }), status: 400, reason: /could not read/ },
      { answer: await send(link, { content: 'not rich text' }), status: 400, reason: /could not read/ },
      { answer: await send(link, { category: 'astronomy' }), status: 400, reason: /could not read/ },
      { answer: await send(link, '{"title": '), status: 400, reason: /could not read/ },
      { answer: await send(link, '[1, 2]'), status: 400, reason: /could not read/ },
      { answer: await send(link, 'title=x', 'application/x-www-form-urlencoded'), status: 400, reason: /could not read/ },
      // Rich text nested far deeper than any editor writes (20,000 levels in about 700 kB) is refused, not walked.
      {
        answer: await send(link, `{"content":{"root":{"children":[${'{"type":"paragraph","children":['.repeat(20_000)}${']}'.repeat(20_000)}]}}}`),
        status: 400,
        reason: /could not read/,
      },
    ]
    for (const { answer, status, reason } of cases) {
      expect(answer.status).toBe(status)
      expect(answer.draft).toBeNull()
      expect(answer.refusal).toMatch(reason)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
  })
})

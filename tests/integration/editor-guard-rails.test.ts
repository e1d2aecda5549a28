// The admin's guard rails for an editor's ordinary day: a page's old version restores (ADR 088's fixed slug kept), the
// pages the site links to stay published (ADR 200), and English is complete before anything publishes from another
// locale (ADR 201). Local API with access on, as the admin calls it, and REST where the admin's buttons call it.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, quietly, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

const as = (actor: 'editor' | 'admin') => ({ overrideAccess: false as const, user: api.users[actor] as PayloadRequest['user'] })

const text = (words: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

async function page(slug: string) {
  return (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0]!
}

/** A page's newest version, as the editor's History lists it. */
async function newestVersion(id: number | string) {
  return (await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, sort: '-updatedAt', limit: 1, ...as('editor') })).docs
}

/** The refusal a call ended in: its status and every message it carried. */
async function refusal(run: () => Promise<unknown>) {
  const error = await quietly(payload, run).then(
    () => null,
    (e: unknown) => e as { status?: number; message?: string; data?: { errors?: { path: string; message: string }[] } },
  )
  expect(error, 'the call was accepted').not.toBeNull()
  return { status: error!.status, message: error!.message ?? '', fields: Object.fromEntries((error!.data?.errors ?? []).map((e) => [e.path, e.message])) }
}

describe('an old page version', () => {
  it('restores, as an editor, keeping the page’s slug', async () => {
    const about = await page('about')
    await payload.update({ collection: 'pages', id: about.id, data: { title: 'About, first words' }, ...as('editor') })
    const docs = await newestVersion(about.id)
    await payload.update({ collection: 'pages', id: about.id, data: { title: 'About, second words' }, ...as('editor') })
    const restored = await payload.restoreVersion({ collection: 'pages', id: String(docs[0]!.id), depth: 0, ...as('editor') })
    expect(restored.title).toBe('About, first words')
    expect(restored.slug).toBe('about')
    expect((await page('about')).title).toBe('About, first words')
  })
})

describe('the pages the site links to', () => {
  it('cannot be unpublished, one or many, over the Local API or REST', async () => {
    const shipping = await page('shipping-policy')
    const one = await refusal(() => payload.update({ collection: 'pages', id: shipping.id, data: { _status: 'draft' }, ...as('editor') }))
    expect(one.status).toBe(400)
    expect(one.message).toMatch(/stays published/)
    // As the admin's Unpublish button sends it.
    const rest = await quietly(payload, () => api.call('editor', 'PATCH', `/api/pages/${shipping.id}?locale=en&depth=0`, { _status: 'draft' }))
    expect(rest.status).toBe(400)
    expect(rest.text).toMatch(/stays published/)
    const many = await quietly(payload, () => api.call('admin', 'PATCH', `/api/pages?where[slug][equals]=shipping-policy`, { _status: 'draft' }))
    expect(many.text).toMatch(/stays published/)
    expect((await page('shipping-policy'))._status).toBe('published')
  })

  it('change through drafts: a draft saved leaves the page published, and publishing it goes live', async () => {
    const terms = await page('terms')
    await payload.update({ collection: 'pages', id: terms.id, data: { title: 'Terms, redrafted', _status: 'draft' }, draft: true, ...as('editor') })
    const live = await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, depth: 0, overrideAccess: false })
    expect(live.docs[0]?.title).toBe(terms.title)
    await payload.update({ collection: 'pages', id: terms.id, data: { title: 'Terms, published', _status: 'published' }, ...as('editor') })
    expect((await page('terms')).title).toBe('Terms, published')
  })

  it('refuse the restore of a draft version over the published page, but restore it as a draft', async () => {
    const privacy = await page('privacy')
    await payload.update({ collection: 'pages', id: privacy.id, data: { title: 'Privacy, a draft', _status: 'draft' }, draft: true, ...as('editor') })
    const docs = await newestVersion(privacy.id)
    const refused = await refusal(() => payload.restoreVersion({ collection: 'pages', id: String(docs[0]!.id), ...as('editor') }))
    expect(refused.message).toMatch(/stays published: this version is a draft/)
    // As the admin's "restore as draft" sends it (the Local API has no draft restore).
    const asDraft = await quietly(payload, () => api.call('editor', 'POST', `/api/pages/versions/${docs[0]!.id}?draft=true`))
    expect(asDraft.status, asDraft.text).toBe(200)
    expect((await page('privacy'))._status).toBe('published')
  })
})

describe('English before anything publishes', () => {
  const hindiOnly = { title: 'हिन्दी में शीर्षक', slug: 'sticky-hindi-post', excerpt: 'हिन्दी में सार', content: text('हिन्दी में लेख'), category: 'astrology' }

  it('refuses a post published from Hindi with no English, on each empty field', async () => {
    const refused = await refusal(() =>
      payload.create({ collection: 'posts', locale: 'hi', data: { ...hindiOnly, _status: 'published' } as never, ...as('editor') }),
    )
    expect(refused.status).toBe(400)
    for (const field of ['title', 'excerpt', 'content']) expect(refused.fields[field], field).toMatch(/Empty in English/)
    expect((await payload.count({ collection: 'posts', where: { slug: { equals: 'sticky-hindi-post' } } })).totalDocs).toBe(0)
  })

  it('lets the Hindi draft be saved, and publishes from Hindi once the English is there', async () => {
    const draft = await payload.create({
      collection: 'posts',
      locale: 'hi',
      draft: true,
      data: { ...hindiOnly, _status: 'draft' } as never,
      ...as('editor'),
    })
    const refused = await refusal(() =>
      payload.update({ collection: 'posts', id: draft.id, locale: 'hi', data: { _status: 'published' } as never, ...as('editor') }),
    )
    expect(refused.fields.title).toMatch(/Empty in English/)
    await payload.update({
      collection: 'posts',
      id: draft.id,
      locale: 'en',
      draft: true,
      data: { title: 'In English', excerpt: 'An English excerpt.', content: text('English words.'), _status: 'draft' } as never,
      ...as('editor'),
    })
    const published = await payload.update({ collection: 'posts', id: draft.id, locale: 'hi', data: { _status: 'published' } as never, ...as('editor') })
    expect(published._status).toBe('published')
  })

  it('a Hindi edit published from Hindi changes the Hindi and leaves the English as it was', async () => {
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        ...hindiOnly,
        slug: 'both-languages-post',
        title: 'English title',
        excerpt: 'English excerpt.',
        content: text('English words.'),
        _status: 'published',
      } as never,
      ...as('editor'),
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'hi',
      data: { title: 'हिन्दी शीर्षक', excerpt: 'हिन्दी सार', content: text('हिन्दी शब्द'), _status: 'published' } as never,
      ...as('editor'),
    })
    const read = (locale: 'en' | 'hi') => payload.findByID({ collection: 'posts', id: post.id, locale, fallbackLocale: false, depth: 0 })
    expect((await read('en')).title).toBe('English title')
    expect((await read('hi')).title).toBe('हिन्दी शीर्षक')
  })
})

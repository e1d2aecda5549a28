// The smaller things an editor trips over (ADR 232–234): a copy of a post has no publish date of its own; an empty
// Save Draft is refused on the title; the Hindi is marked out of date when the English changes after it; the admin's
// refusals name fields in words and number limits in ours; a scheduled post is told apart from a live one.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blocksToLexical } from '../../seed/lexical'
import { postStatus, scheduledWhere } from '../../collections/Posts/status'
import { apiClient, quietly, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

const asEditor = () => ({ overrideAccess: false as const, user: api.users.editor as PayloadRequest['user'] })

const english = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Title of ${slug}`,
  slug,
  excerpt: 'An English excerpt.',
  content: blocksToLexical([{ p: 'English words.' }]),
  category: 'astrology',
  ...extra,
})

async function refusal(run: () => Promise<unknown>) {
  const error = await quietly(payload, run).then(
    () => null,
    (e: unknown) => e as { status?: number; message?: string; data?: { errors?: { path: string; message: string }[] } },
  )
  expect(error, 'the call was accepted').not.toBeNull()
  return { status: error!.status, message: error!.message ?? '', fields: Object.fromEntries((error!.data?.errors ?? []).map((e) => [e.path, e.message])) }
}

describe('a scheduled post', () => {
  it('is "Scheduled" in the list while its date is to come, "Published" after, and the filter finds only it', async () => {
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const later = await payload.create({ collection: 'posts', data: english('scheduled-later', { _status: 'published', publishedAt: future }) as never })
    await payload.create({ collection: 'posts', data: english('live-now', { _status: 'published' }) as never })
    const now = new Date()
    expect(postStatus(later, now).label).toBe('Scheduled')
    expect(postStatus(later, new Date(Date.parse(future) + 1)).label).toBe('Published')
    expect(postStatus({ _status: 'changed', publishedAt: future }, now).label).toBe('Scheduled, with draft changes')
    expect(postStatus({ _status: 'draft', publishedAt: future }, now).label).toBe('Draft')
    const { docs } = await payload.find({ collection: 'posts', where: scheduledWhere(now), depth: 0, ...asEditor() })
    expect(docs.map((doc) => doc.slug)).toEqual(['scheduled-later'])
  })
})

describe('Duplicate', () => {
  it('leaves the copy without the original’s publish date, so it is dated when it is published', async () => {
    const original = await payload.create({
      collection: 'posts',
      data: english('dated-original', { _status: 'published', publishedAt: '2025-01-15T04:30:00.000Z' }) as never,
    })
    // As the admin's Duplicate button asks: a draft copy.
    const response = await api.call('editor', 'POST', `/api/posts/${original.id}/duplicate`, { _status: 'draft' })
    expect(response.status, response.text).toBe(200)
    const copy = (response.json as { doc: { id: number; title: string; publishedAt?: string | null; _status: string } }).doc
    expect(copy.publishedAt ?? null).toBeNull()
    expect(copy).toMatchObject({ title: original.title, _status: 'draft' })
    const published = await payload.update({
      collection: 'posts',
      id: copy.id,
      data: { slug: 'dated-copy', _status: 'published' } as never,
      ...asEditor(),
    })
    expect(Date.parse(published.publishedAt!)).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe('Save Draft', () => {
  it('on an empty post or page is refused on the title, and nothing is stored', async () => {
    const before = await payload.count({ collection: 'posts' })
    for (const collection of ['posts', 'pages'] as const) {
      const refused = await refusal(() => payload.create({ collection, draft: true, data: { _status: 'draft' } as never, ...asEditor() }))
      expect(refused.status, collection).toBe(400)
      expect(refused.fields.title, collection).toMatch(/A draft needs a title/)
      expect(refused.message, collection).toBe('The following field is invalid: Title')
    }
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBe(before.totalDocs)
  })

  it('over REST as the admin sends it: a 400 on the title', async () => {
    const response = await api.call('editor', 'POST', '/api/posts?draft=true', { _status: 'draft', title: '' })
    expect(response.status).toBe(400)
    expect(response.text).toMatch(/A draft needs a title/)
  })

  it('with a title saves, and the slug is made from it', async () => {
    const draft = await payload.create({ collection: 'posts', draft: true, data: { _status: 'draft', title: 'Only a title' } as never, ...asEditor() })
    expect(draft.slug).toBe('only-a-title')
  })
})

describe('the Hindi column', () => {
  it('is "Out of date" after the English of a translated text changes, and done again after a Hindi save', async () => {
    const post = await payload.create({ collection: 'posts', data: english('stale-hindi', { _status: 'published' }) as never, ...asEditor() })
    expect(post.hindiVersion).toBe('missing')
    const hindi = { title: 'हिन्दी शीर्षक', excerpt: 'हिन्दी सार', content: blocksToLexical([{ p: 'हिन्दी शब्द' }]) }
    const done = await payload.update({ collection: 'posts', id: post.id, locale: 'hi', data: hindi as never, ...asEditor() })
    expect(done.hindiVersion).toBe('done')
    // Saving the English as it is (the admin sends every field) leaves it done.
    const same = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: english('stale-hindi') as never, ...asEditor() })
    expect(same.hindiVersion).toBe('done')
    const changed = await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { content: blocksToLexical([{ p: 'English words, rewritten.' }]) } as never,
      ...asEditor(),
    })
    expect(changed.hindiVersion).toBe('stale')
    const other = await payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { tags: ['saturn'] } as never, ...asEditor() })
    expect(other.hindiVersion).toBe('stale')
    const listed = await payload.find({ collection: 'posts', where: { hindiVersion: { equals: 'stale' } }, depth: 0, ...asEditor() })
    expect(listed.docs.map((doc) => doc.id)).toContain(post.id)
    const again = await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'hi',
      data: { content: blocksToLexical([{ p: 'नए हिन्दी शब्द' }]) } as never,
      ...asEditor(),
    })
    expect(again.hindiVersion).toBe('done')
  })
})

describe('the admin’s refusals', () => {
  it('name a field in words, not by its key', async () => {
    const refused = await refusal(() =>
      payload.update({
        collection: 'admins',
        id: api.users.admin!.id,
        data: { roles: ['editor'] } as never,
        overrideAccess: false,
        user: api.users.admin,
      }),
    )
    expect(refused.message).toBe('The following field is invalid: Roles')
  })

  it('say a number is too high in our words', async () => {
    const response = await api.call('admin', 'POST', '/api/coupons', {
      code: `HIGH${Date.now()}`,
      percentOff: 250,
      validUntil: '2027-01-31T00:00:00.000Z',
    })
    expect(response.status).toBe(400)
    expect(response.text).not.toMatch(/max allowed Value/)
    expect(response.text).toMatch(/250 is too high: the most allowed is 100/)
  })
})

describe('a staff link already used', () => {
  it('answers in our words, not "Token is either invalid or has expired"', async () => {
    const response = await api.call('anonymous', 'POST', '/api/admins/reset-password', { token: 'a'.repeat(40), password: 'a-long-enough-passphrase' })
    expect(response.status).toBe(403)
    expect(response.text).not.toMatch(/Token is either invalid/)
    expect(response.text).toMatch(/This link has already been used or has run out/)
  })
})

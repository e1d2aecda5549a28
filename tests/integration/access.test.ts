// Who may do what, through the Local API with access control on (as the REST API runs it; GraphQL is off, ADR 156).
// The browser tests prove the same for the REST endpoints themselves, and that /api/graphql answers 404.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload, stopPayload } from './harness'

let payload: Payload
const actors: Record<'anonymous' | 'editor' | 'admin', PayloadRequest['user'] | undefined> = { anonymous: undefined, editor: undefined, admin: undefined }

beforeAll(async () => {
  payload = await startPayload()
  const admin = await payload.create({
    collection: 'admins',
    data: { email: 'admin@test.in', password: 'admin-password-1', name: 'Admin', roles: ['admin'] },
  })
  const editor = await payload.create({
    collection: 'admins',
    data: { email: 'editor@test.in', password: 'editor-password-1', name: 'Editor', roles: ['editor'] },
  })
  actors.admin = { ...admin, collection: 'admins' } as PayloadRequest['user']
  actors.editor = { ...editor, collection: 'admins' } as PayloadRequest['user']
  await payload.create({ collection: 'coupons', data: { code: 'diwali25', percentOff: 25 } })
  await payload.create({ collection: 'contact-messages', data: { name: 'A', email: 'a@b.in', subject: 'S', message: 'M' } })
  await payload.create({ collection: 'newsletter-subscribers', data: { email: 'n@b.in', subscribedAt: new Date().toISOString() } })
})
afterAll(() => stopPayload(payload))

type Slug =
  | 'posts'
  | 'pages'
  | 'media'
  | 'reading-texts'
  | 'faqs'
  | 'testimonials'
  | 'astrologers'
  | 'tiers'
  | 'coupons'
  | 'contact-messages'
  | 'newsletter-subscribers'
  | 'admins'

async function canRead(collection: Slug, actor: keyof typeof actors) {
  try {
    const result = await payload.find({ collection, overrideAccess: false, user: actors[actor], limit: 1, draft: true })
    return result.totalDocs > 0
  } catch {
    return false
  }
}

const minimal: Record<string, Record<string, unknown>> = {
  faqs: { question: 'Q?', answer: 'A.', placement: 'landing' },
  testimonials: { name: 'T', city: 'Pune', quote: 'Q', rating: 5 },
  'reading-texts': { section: 'advice', appliesTo: 'general', text: 'Breathe.' },
  astrologers: { name: 'New Astrologer', rating: 4.5, specialty: 'Vedic', pricePerSession: 30, bio: 'Bio' },
  tiers: { name: 'Two', sketches: 2, price: 99, regularPrice: 99, credits: 20, accessDays: 30 },
  coupons: { code: 'NEWCODE', percentOff: 10 },
  'contact-messages': { name: 'A', email: 'x@y.in', subject: 'S', message: 'M' },
  'newsletter-subscribers': { email: 'z@y.in', subscribedAt: new Date().toISOString() },
  admins: { email: 'new-staff@test.in', password: 'new-staff-password-1', name: 'New', roles: ['editor'] },
}

async function canCreate(collection: Slug, actor: keyof typeof actors) {
  const data = { ...minimal[collection] }
  if (collection === 'admins') data.email = `${actor}-${Date.now()}@test.in`
  if (collection === 'coupons') data.code = `${actor.toUpperCase()}${Date.now()}`
  if (collection === 'tiers') data.sketches = { anonymous: 3, editor: 4, admin: 5 }[actor]
  if (collection === 'newsletter-subscribers') data.email = `${actor}-${Date.now()}@y.in`
  try {
    await payload.create({ collection, data: data as never, overrideAccess: false, user: actors[actor] })
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 403) return false
    throw error
  }
}

describe('reading', () => {
  it.each([
    ['posts', true, true, true],
    ['pages', true, true, true],
    ['media', true, true, true],
    ['reading-texts', true, true, true],
    ['faqs', true, true, true],
    ['testimonials', true, true, true],
    ['astrologers', true, true, true],
    ['tiers', true, true, true],
    ['coupons', false, false, true],
    ['contact-messages', false, true, true],
    ['newsletter-subscribers', false, true, true],
    ['admins', false, true, true],
  ] as const)('%s: anonymous %s, editor %s, admin %s', async (collection, anonymous, editor, admin) => {
    expect(await canRead(collection, 'anonymous')).toBe(anonymous)
    expect(await canRead(collection, 'editor')).toBe(editor)
    expect(await canRead(collection, 'admin')).toBe(admin)
  })

  it('shows anonymous callers published posts only, and staff the drafts too', async () => {
    await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Access draft',
        slug: 'access-draft',
        excerpt: 'E',
        content: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
        category: 'general',
        readTime: 1,
        _status: 'draft',
      },
    })
    const where = { slug: { equals: 'access-draft' } }
    const anonymous = await payload.find({ collection: 'posts', where, overrideAccess: false, draft: true })
    expect(anonymous.totalDocs).toBe(0)
    const editor = await payload.find({ collection: 'posts', where, overrideAccess: false, user: actors.editor, draft: true })
    expect(editor.totalDocs).toBe(1)
  })

  it('lets an editor read only their own staff record', async () => {
    const { docs } = await payload.find({ collection: 'admins', overrideAccess: false, user: actors.editor })
    expect(docs.map((d) => d.email)).toEqual(['editor@test.in'])
  })
})

describe('writing', () => {
  it.each([
    ['faqs', false, true, true],
    ['testimonials', false, true, true],
    ['reading-texts', false, true, true],
    ['astrologers', false, false, true],
    ['tiers', false, false, true],
    ['coupons', false, false, true],
    // Messages and sign-ups come only from the site's forms (ADR 022).
    ['contact-messages', false, false, false],
    ['newsletter-subscribers', false, false, false],
    ['admins', false, false, true],
  ] as const)('%s: anonymous %s, editor %s, admin %s', async (collection, anonymous, editor, admin) => {
    expect(await canCreate(collection, 'anonymous')).toBe(anonymous)
    expect(await canCreate(collection, 'editor')).toBe(editor)
    expect(await canCreate(collection, 'admin')).toBe(admin)
  })

  it('never lets anonymous callers change site settings', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Hacked' }, overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('stops an editor from promoting themselves to admin', async () => {
    const editor = actors.editor as { id: number | string }
    const updated = await payload.update({ collection: 'admins', id: editor.id, data: { roles: ['admin'] }, overrideAccess: false, user: actors.editor })
    expect(updated.roles).toEqual(['editor'])
  })

  it('stores coupon codes upper-case and unique', async () => {
    const { docs } = await payload.find({ collection: 'coupons', where: { code: { equals: 'DIWALI25' } } })
    expect(docs).toHaveLength(1)
    await expect(payload.create({ collection: 'coupons', data: { code: 'Diwali25', percentOff: 5 } })).rejects.toThrow(/^The following field is invalid: /)
    await expect(payload.create({ collection: 'coupons', data: { code: 'BIG', percentOff: 101 } })).rejects.toThrow(/^The following field is invalid: /)
  })
})

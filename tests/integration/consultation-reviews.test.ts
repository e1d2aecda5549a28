// Ratings and reviews of completed consultations (ADR 215) against a real Payload and database: one per booking and
// only for the customer's own completed ones, whatever races; the astrologer's card shows the average, the count and
// the latest words, without hidden reviews; the text is sealed at rest; nobody writes one through the API, admins
// hide one; the customer's export carries theirs and deleting the account removes them.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Astrologer } from '../../payload-types'
import { dateIn } from '../../app/domain/consultations/slots'
import { apiClient, type ApiClient } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let service: typeof import('../../app/services/consultations.server')
let reviews: typeof import('../../app/services/reviews.server')
let accounts: typeof import('../../app/services/accounts.server')

beforeAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'PAYMENTS_TEST_CHECKOUT']) delete process.env[name]
  payload = await startPayload()
  api = await apiClient(payload)
  service = await import('../../app/services/consultations.server')
  reviews = await import('../../app/services/reviews.server')
  accounts = await import('../../app/services/accounts.server')
})
afterAll(() => stopPayload(payload))

const DAY = 86_400_000
const ZONE = 'Asia/Kolkata'
let customers = 0
let nextDay = 2

async function customer(fullName = `Reviewer Number${customers + 1}`) {
  const email = `reviewer-${++customers}@example.in`
  return (await createCustomer(payload, { email, password: 'consult-reviews-password-1', fullName, signIn: true })).user
}

async function astrologer(slug: string): Promise<Astrologer> {
  const { docs } = await payload.find({ collection: 'astrologers', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })
  return docs[0]!
}

type Customer = Awaited<ReturnType<typeof customer>>

/** A booking of the customer's with the astrologer, moved on by staff to `status` (completed unless said). */
async function booking(user: Customer, astrologerId: number, status: 'pending' | 'confirmed' | 'completed' = 'completed') {
  for (let tries = 0; tries < 30; tries++) {
    const day = nextDay++
    const slots = await service.getFreeSlots({ astrologer: astrologerId, date: dateIn(ZONE, Date.now() + day * DAY), timeZone: ZONE, duration: 30 })
    if (!slots.length) continue
    const made = await service.bookConsultation(user, {
      astrologer: astrologerId,
      type: 'video',
      startsAt: slots[0]!.startsAt,
      duration: 30,
      timeZone: ZONE,
      notes: null,
    })
    if (!made.ok) throw new Error(`Expected a booking, got ${made.code}`)
    if (status !== 'pending')
      await payload.update({ collection: 'consultations', id: made.booking.id, data: { status: 'confirmed' }, overrideAccess: true })
    if (status === 'completed')
      await payload.update({ collection: 'consultations', id: made.booking.id, data: { status: 'completed' }, overrideAccess: true })
    return made.booking.id
  }
  throw new Error('no free time')
}

describe('rating a consultation', () => {
  it('a completed consultation of the customer’s is rated once; the page then shows the rating instead of the form', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer('Kavya Rao')
    const id = await booking(user, nikhil.id)
    let mine = (await service.listMyConsultations(user, 'en')).find((b) => b.id === id)!
    expect(mine).toMatchObject({ status: 'completed', reviewable: true, review: null })
    expect(await reviews.reviewConsultation(user, { id, rating: 4, text: 'Patient and clear about my career questions.' })).toEqual({ ok: true })
    mine = (await service.listMyConsultations(user, 'en')).find((b) => b.id === id)!
    expect(mine).toMatchObject({ reviewable: false, review: { rating: 4, text: 'Patient and clear about my career questions.', hidden: false } })
    expect(await reviews.reviewConsultation(user, { id, rating: 1, text: '' })).toEqual({ ok: false, code: 'already-reviewed' })
    const stored = await payload.find({ collection: 'consultation-reviews', where: { consultation: { equals: id } }, overrideAccess: true, depth: 0 })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ rating: 4, shownName: 'Kavya R.', astrologer: nikhil.id })
  })

  it('two ratings racing for one booking store one', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer()
    const id = await booking(user, nikhil.id)
    const results = await Promise.all([5, 4, 3, 2].map((rating) => reviews.reviewConsultation(user, { id, rating, text: '' })))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.code === 'already-reviewed')).toHaveLength(3)
    expect((await payload.count({ collection: 'consultation-reviews', where: { consultation: { equals: id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('is refused for a booking not yet completed, and for another customer’s; nothing is stored', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer()
    const pending = await booking(user, nikhil.id, 'pending')
    const confirmed = await booking(user, nikhil.id, 'confirmed')
    expect(await reviews.reviewConsultation(user, { id: pending, rating: 5, text: '' })).toEqual({ ok: false, code: 'not-completed' })
    expect(await reviews.reviewConsultation(user, { id: confirmed, rating: 5, text: '' })).toEqual({ ok: false, code: 'not-completed' })
    const done = await booking(user, nikhil.id)
    expect(await reviews.reviewConsultation(await customer(), { id: done, rating: 1, text: 'Not mine to rate' })).toEqual({ ok: false, code: 'not-found' })
    const count = await payload.count({
      collection: 'consultation-reviews',
      where: { consultation: { in: [pending, confirmed, done] } },
      overrideAccess: true,
    })
    expect(count.totalDocs).toBe(0)
  })

  it('seals the text and the shown name at rest', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer('Meera Iyer')
    const id = await booking(user, nikhil.id)
    await reviews.reviewConsultation(user, { id, rating: 5, text: 'A private remark about my family' })
    const raw = await payload.db.find<Record<string, unknown>>({
      collection: 'consultation-reviews',
      where: { consultation: { equals: id } },
      limit: 1,
      pagination: false,
      req: {} as never,
    })
    expect(String(raw.docs[0]!.text)).not.toContain('family')
    expect(String(raw.docs[0]!.text)).toMatch(/^enc1\./)
    expect(String(raw.docs[0]!.shownName)).not.toContain('Meera')
  })
})

describe('the astrologer’s card', () => {
  it('shows the average and count of visible ratings and the latest words; a hidden review no longer counts', async () => {
    const vikram = await astrologer('vikram-joshi')
    const before = (await reviews.astrologerReviews([vikram.id])).get(vikram.id)!
    const ratings = [5, 4, 3]
    const ids: number[] = []
    for (const [i, rating] of ratings.entries()) {
      const user = await customer(`Card Reviewer${i}`)
      const id = await booking(user, vikram.id)
      ids.push(id)
      expect(await reviews.reviewConsultation(user, { id, rating, text: i === 2 ? '' : `Words number ${i}` })).toEqual({ ok: true })
    }
    let card = (await service.listAstrologers('en')).find((a) => a.id === vikram.id)!
    const sum = before.average * before.count + 12
    expect(card.reviews.count).toBe(before.count + 3)
    expect(card.reviews.average).toBeCloseTo(Math.round((sum / (before.count + 3)) * 10) / 10, 5)
    // The latest two with words, newest first; a rating without words is counted but not quoted.
    expect(card.reviews.recent.map((r) => r.text)).toEqual(['Words number 1', 'Words number 0'])
    expect(card.reviews.recent[0]).toMatchObject({ name: 'Card R.', rating: 4 })
    expect(card.reviews.recent[0]!.month).toMatch(/^\d{4}-\d{2}$/)

    // An admin hides the 5-star review: it neither shows nor counts (the cache is this process's; forget it).
    const [hidden] = (await payload.find({ collection: 'consultation-reviews', where: { consultation: { equals: ids[0] } }, overrideAccess: true })).docs
    const admin = await api.call('admin', 'PATCH', `/api/consultation-reviews/${hidden!.id}`, { hidden: true, rating: 1, text: 'Changed by staff' })
    expect(admin.status, admin.text).toBe(200)
    const after = await payload.findByID({ collection: 'consultation-reviews', id: hidden!.id, overrideAccess: true })
    // Staff may only hide: what the customer said stays as they said it.
    expect(after).toMatchObject({ hidden: true, rating: 5, text: 'Words number 0' })
    reviews.forgetReviewFigures()
    card = (await service.listAstrologers('en')).find((a) => a.id === vikram.id)!
    expect(card.reviews.count).toBe(before.count + 2)
    expect(card.reviews.recent.map((r) => r.text)).not.toContain('Words number 0')
  })
})

describe('through the API and with the account', () => {
  it('a customer cannot write a review or change one through REST; the owner reads theirs', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const total = async () => (await payload.count({ collection: 'consultation-reviews', overrideAccess: true })).totalDocs
    const before = await total()
    const made = await api.call('customer', 'POST', '/api/consultation-reviews', {
      consultation: 1,
      astrologer: nikhil.id,
      rating: 5,
      text: 'Made over REST',
    })
    expect(made.status).toBeGreaterThanOrEqual(400)
    expect(made.status).toBeLessThan(500)
    expect(await total()).toBe(before)
  })

  it('the export carries the customer’s reviews and deleting the account removes them', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer('Export Person')
    const id = await booking(user, nikhil.id)
    await reviews.reviewConsultation(user, { id, rating: 3, text: 'Exported words' })
    const account = { ...user, fullName: 'Export Person', preferredLanguage: 'en' as const, isAdmin: false, sessionId: 0 }
    const exported = (await accounts.exportAccount(account)) as unknown as Record<string, { text?: string }[]>
    expect(exported['consultation-reviews']!.map((r) => r.text)).toEqual(['Exported words'])
    await accounts.deleteAccount(account, 'consult-reviews-password-1')
    expect((await payload.count({ collection: 'consultation-reviews', where: { consultation: { equals: id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

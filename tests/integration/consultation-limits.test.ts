// The limits on booking (ADR 161) against a real Payload and database, through the site's form action and REST alike:
// a booking starts within the calendar's 60 days, a customer holds at most 3 upcoming bookings (pending or confirmed)
// at once, even when their requests race, and books at most 10 times an hour; a start time that is not an instant is a
// field error, and a body that is not a form is a 400 (ADR 162). Nothing refused is stored.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Astrologer } from '../../payload-types'
import { BOOKING_HORIZON_DAYS, dateIn, type Duration, type Slot } from '../../app/domain/consultations/slots'
import { apiClient, ORIGIN, quietly, settle, siteSignIn, type ActionModule, type ApiClient, type Outcome } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let service: typeof import('../../app/services/consultations.server')
let rateLimits: typeof import('../../app/utils/rate-limit.server')

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
  service = await import('../../app/services/consultations.server')
  rateLimits = await import('../../app/utils/rate-limit.server')
})
afterAll(() => stopPayload(payload))
// Each test counts its own bookings against the hourly limit; the test of the limit spends it on purpose.
beforeEach(() => rateLimits.resetRateLimits())

const PASSWORD = 'booking-limits-password-1'
const DAY = 86_400_000
let customers = 0

/** A new customer, signed in on the site (its session cookie) and over REST (its token). */
async function customer() {
  const email = `limits-${++customers}@example.in`
  const { user: account } = await createCustomer(payload, { email, password: PASSWORD, fullName: `Limits ${customers}`, signIn: true })
  const cookie = await siteSignIn(email, PASSWORD, `192.0.2.${customers % 250}`)
  expect(cookie).not.toBe('')
  const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { account, cookie, token: token! }
}
type Customer = Awaited<ReturnType<typeof customer>>

async function astrologer(slug: string): Promise<Astrologer> {
  const { docs } = await payload.find({ collection: 'astrologers', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })
  return docs[0]!
}

/**
 * Free 30-minute times of Nikhil Menon (Europe/London, every morning) from `daysAhead` days from now on, as many as
 * asked; as the calendar would offer them at `now` when given.
 */
async function freeTimes(count: number, daysAhead = 2, now?: number): Promise<Slot[]> {
  const nikhil = await astrologer('nikhil-menon')
  const found: Slot[] = []
  for (let d = daysAhead; found.length < count && d < daysAhead + 14; d++) {
    const date = dateIn('Europe/London', Date.now() + d * DAY)
    found.push(...(await service.getFreeSlots({ astrologer: nikhil.id, date, timeZone: 'Europe/London', duration: 30, now })))
  }
  return found.slice(0, count)
}

const count = async () => (await payload.count({ collection: 'consultations', overrideAccess: true })).totalDocs

/** Posts the booking form as the customer, or any other body when `raw` is given. */
async function viaSite(who: Customer, fields: Record<string, string>, raw?: { body: BodyInit | null; contentType?: string }): Promise<Outcome> {
  const headers = new Headers({ Origin: ORIGIN, Cookie: who.cookie })
  let body: BodyInit | null = new URLSearchParams({ intent: 'book', ...fields })
  if (raw) body = raw.body
  if (!raw || raw.contentType) headers.set('Content-Type', raw?.contentType ?? 'application/x-www-form-urlencoded')
  const request = new Request(`${ORIGIN}/consultations`, { method: 'POST', headers, body })
  const { action } = (await import('../../app/routes/consultations')) as unknown as ActionModule
  return quietly(payload, () => settle(() => action({ request, context: { cspNonce: 'nonce', clientIp: '198.51.100.9' }, params: {} })))
}

/** Posts a booking to REST as the customer. */
async function viaRest(who: Customer, body: unknown) {
  const request = new Request(`${ORIGIN}/api/consultations`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Authorization: `JWT ${who.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await quietly(payload, async () => api.rest.POST(request, { params: Promise.resolve({ slug: ['consultations'] }) }))
  const text = await response.text()
  return { status: response.status, text }
}

async function booking(slot: Slot) {
  const nikhil = await astrologer('nikhil-menon')
  return { astrologer: String(nikhil.id), type: 'video', duration: '30', startsAt: slot.startsAt, timeZone: 'Europe/London' }
}

describe('the booking horizon: 60 days, as far as the calendar offers times', () => {
  it('the calendar offers no time beyond the horizon', async () => {
    expect(BOOKING_HORIZON_DAYS).toBe(60)
    const nikhil = await astrologer('nikhil-menon')
    const date = dateIn('Europe/London', Date.now() + (BOOKING_HORIZON_DAYS + 3) * DAY)
    expect(await service.getFreeSlots({ astrologer: nikhil.id, date, timeZone: 'Europe/London', duration: 30 })).toEqual([])
  })

  it('the site refuses a working hour 65 days ahead and the year 9999: 400, "too-far", nothing stored', async () => {
    const who = await customer()
    // A time in the astrologer's hours 65 days ahead: free on the calendar as seen from ten days later.
    const [far] = await freeTimes(1, BOOKING_HORIZON_DAYS + 5, Date.now() + 10 * DAY)
    const before = await count()
    for (const startsAt of [far!.startsAt, '9999-12-27T04:30:00Z']) {
      const answer = await viaSite(who, { ...(await booking(far!)), startsAt })
      expect(answer.status, startsAt).toBe(400)
      expect(JSON.parse(answer.text), startsAt).toMatchObject({ error: 'too-far' })
    }
    expect(await count()).toBe(before)
  })

  it('REST and the Local API refuse them too, with the message and the code', async () => {
    const who = await customer()
    const [far] = await freeTimes(1, BOOKING_HORIZON_DAYS + 5, Date.now() + 10 * DAY)
    const base = { ...(await booking(far!)), astrologer: Number((await booking(far!)).astrologer), duration: 30 }
    const before = await count()
    // The last instant of 9999: its end is in the year 10000, past PostgreSQL's timestamps.
    for (const startsAt of [far!.startsAt, '9999-12-27T04:30:00Z', '2030-12-02T04:30:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const answer = await viaRest(who, { ...base, startsAt })
      expect(answer.status, startsAt).toBe(400)
      expect(answer.text, startsAt).toContain('"code":"too-far"')
      expect(answer.text).toContain('within the next 60 days')
    }
    await expect(
      quietly(payload, () =>
        payload.create({ collection: 'consultations', data: { ...base, user: who.account.id as number } as never, overrideAccess: true }),
      ),
    ).rejects.toMatchObject({ status: 400, data: { code: 'too-far' } })
    expect(await count()).toBe(before)
  })
})

describe('at most 3 upcoming bookings per customer', () => {
  it('the site books three, refuses the fourth (400, "too-many", nothing stored), and books again once one is cancelled', async () => {
    const who = await customer()
    const slots = await freeTimes(4, 3)
    // Each made booking goes on to its checkout (ADR 196).
    for (const slot of slots.slice(0, 3)) expect((await viaSite(who, await booking(slot))).status).toBe(303)
    const before = await count()
    const fourth = await viaSite(who, await booking(slots[3]!))
    expect(fourth.status).toBe(400)
    expect(JSON.parse(fourth.text)).toMatchObject({ error: 'too-many' })
    expect(await count()).toBe(before)
    const [first] = await service.listMyConsultations(who.account, 'en')
    expect(await service.cancelConsultation(who.account, first!.id)).toEqual({ ok: true, refunded: null })
    expect((await viaSite(who, await booking(slots[3]!))).status).toBe(303)
  })

  it('REST books three and refuses the fourth with the message and the code', async () => {
    const who = await customer()
    const slots = await freeTimes(4, 3)
    const body = async (slot: Slot) => ({ ...(await booking(slot)), astrologer: Number((await booking(slot)).astrologer), duration: 30 })
    for (const slot of slots.slice(0, 3)) expect((await viaRest(who, await body(slot))).status).toBe(201)
    const before = await count()
    const fourth = await viaRest(who, await body(slots[3]!))
    expect(fourth.status).toBe(400)
    expect(fourth.text).toContain('"code":"too-many"')
    expect(fourth.text).toContain('3 upcoming consultations')
    expect(await count()).toBe(before)
    // A session staff mark completed holds no place any more.
    const [first] = await service.listMyConsultations(who.account, 'en')
    for (const status of ['confirmed', 'completed'] as const)
      await payload.update({ collection: 'consultations', id: first!.id, data: { status }, overrideAccess: false, user: api.users.editor })
    expect((await viaRest(who, await body(slots[3]!))).status).toBe(201)
  })

  it('eight bookings racing for one customer leave at most three', async () => {
    const who = await customer()
    const slots = await freeTimes(8, 4)
    const nikhil = await astrologer('nikhil-menon')
    const results = await quietly(payload, () =>
      Promise.all(
        slots.map((slot) =>
          service.bookConsultation(who.account, {
            astrologer: nikhil.id,
            type: 'chat',
            startsAt: slot.startsAt,
            duration: 30 as Duration,
            timeZone: 'UTC',
            notes: null,
          }),
        ),
      ),
    )
    const held = await payload.count({ collection: 'consultations', where: { user: { equals: who.account.id } }, overrideAccess: true })
    expect(held.totalDocs).toBeLessThanOrEqual(3)
    expect(results.filter((result) => result.ok)).toHaveLength(held.totalDocs)
    for (const result of results) if (!result.ok) expect(result.code).toBe('too-many')
  })

  it('bookings already over count no more: a customer whose three have taken place books again', async () => {
    const who = await customer()
    const slots = await freeTimes(4, 5)
    // Each made booking goes on to its checkout (ADR 196).
    for (const slot of slots.slice(0, 3)) expect((await viaSite(who, await booking(slot))).status).toBe(303)
    const mine = await service.listMyConsultations(who.account, 'en')
    // Moved into the past in the database itself, as time would.
    for (const [i, doc] of mine.entries()) {
      await payload.db.updateOne({
        collection: 'consultations',
        id: doc.id,
        data: { startsAt: new Date(Date.now() - (i + 1) * DAY).toISOString() },
        req: {} as never,
      })
    }
    expect((await viaSite(who, await booking(slots[3]!))).status).toBe(303)
  })
})

describe('at most 10 booking attempts an hour per customer', () => {
  it('the site answers the eleventh with 429 and the wait, and stores nothing', async () => {
    const who = await customer()
    const [slot] = await freeTimes(1, 6)
    for (let i = 0; i < 10; i++) {
      const answer = await viaSite(who, { ...(await booking(slot!)), startsAt: new Date(Date.now() - (i + 1) * DAY).toISOString() })
      expect(JSON.parse(answer.text)).toMatchObject({ error: 'past' })
    }
    const before = await count()
    const limited = await viaSite(who, await booking(slot!))
    expect(limited.status).toBe(429)
    expect(JSON.parse(limited.text)).toMatchObject({ error: 'rate-limited' })
    expect(await count()).toBe(before)
  })

  it('REST answers the eleventh with 429 and the wait, and stores nothing', async () => {
    const who = await customer()
    const [slot] = await freeTimes(1, 6)
    const base = { ...(await booking(slot!)), astrologer: Number((await booking(slot!)).astrologer), duration: 30 }
    for (let i = 0; i < 10; i++) expect((await viaRest(who, { ...base, startsAt: '2020-01-01T10:00:00Z' })).status).toBe(400)
    const before = await count()
    const limited = await viaRest(who, base)
    expect(limited.status).toBe(429)
    expect(limited.text).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./)
    expect(await count()).toBe(before)
  })
})

describe('a start time that is not an instant (ADR 162)', () => {
  it('REST answers 400 with a field error on startsAt for null, true, "", 1e308, [], {} and "tomorrow"; nothing stored', async () => {
    const who = await customer()
    const [slot] = await freeTimes(1, 7)
    const base = { ...(await booking(slot!)), astrologer: Number((await booking(slot!)).astrologer), duration: 30 }
    const before = await count()
    for (const startsAt of [null, true, '', 1e308, [], {}, 'tomorrow', '2027-13-45T10:00:00Z', 1_900_000_000_000]) {
      const answer = await viaRest(who, { ...base, startsAt })
      expect(answer.status, `${JSON.stringify(startsAt)}: ${answer.text}`).toBe(400)
      expect(answer.text, JSON.stringify(startsAt)).toContain('"path":"startsAt"')
    }
    expect(await count()).toBe(before)
  })

  it('the Local API refuses them with the same field error', async () => {
    const who = await customer()
    const [slot] = await freeTimes(1, 7)
    const base = { ...(await booking(slot!)), astrologer: Number((await booking(slot!)).astrologer), duration: 30 }
    await expect(
      quietly(payload, () =>
        payload.create({
          collection: 'consultations',
          data: { ...base, startsAt: 'tomorrow' } as never,
          user: { ...who.account, collection: 'users' } as never,
          overrideAccess: false,
        }),
      ),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'startsAt' }] } })
  })
})

describe('a body that is not a form (ADR 162)', () => {
  it('POST /consultations answers 400 or 415 to JSON, plain text, nothing and a broken multipart body; nothing stored', async () => {
    const who = await customer()
    const [slot] = await freeTimes(1, 8)
    const before = await count()
    const bodies: [BodyInit | null, string | undefined][] = [
      [JSON.stringify(await booking(slot!)), 'application/json'],
      ['intent=book', 'text/plain'],
      [null, undefined],
      ['', 'application/x-www-form-urlencoded'],
      ['garbage', 'multipart/form-data; boundary=zz'],
      ['--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nbook', 'multipart/form-data; boundary=x'],
    ]
    for (const [body, contentType] of bodies) {
      const answer = await viaSite(who, {}, { body, contentType })
      expect([400, 415], `${contentType}: ${answer.status} ${answer.text}`).toContain(answer.status)
    }
    expect(await count()).toBe(before)
  })
})

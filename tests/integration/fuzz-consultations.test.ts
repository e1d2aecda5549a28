// The malformed-input fuzz (ADR 032) of booking (ADRs 161, 162): at least 100 inputs from a fixed seed for each of
// POST /api/consultations, PATCH /api/consultations/:id and the site's POST /consultations, sent as an anonymous caller,
// a customer and staff in turn. No answer is a 5xx, and a refused request stores no row. The inputs and the runner are
// the shared ones of api-client.ts (those of fuzz.test.ts), with the start times the probe found answered with a 500.
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateIn } from '../../app/domain/consultations/slots'
import {
  apiClient,
  bodies,
  forms,
  fuzzer,
  ORIGIN,
  restSender,
  settle,
  siteSignIn,
  type ActionModule,
  type Actor,
  type ApiClient,
  type Input,
} from './api-client'
import { startPayload, stopPayload } from './harness'

const PER_ENDPOINT = 120
const ACTORS: Actor[] = ['anonymous', 'customer', 'editor']
/** Where a request could leave a row behind: the bookings, and the accounts and profiles around them. */
const COUNTED = ['consultations', 'users', 'profiles'] as const satisfies readonly CollectionSlug[]
const FIELDS = ['astrologer', 'type', 'startsAt', 'duration', 'timeZone', 'notes', 'status', 'price', 'slot0', 'openKey', 'cancelledBy']
/** The start times the probe was answered 500 for, and their relatives: each is sent as the only change. */
const START_TIMES: unknown[] = [null, true, false, '', 1e308, -1e308, 0, [], {}, [1], { equals: 1 }, 'tomorrow', 'now', '2027-02-31T10:00:00Z']
const START_TIMES_AS_TEXT = ['', 'null', 'true', '1e308', '[]', '{}', 'tomorrow', '9999-12-27T04:30:00Z', '2027-02-31T10:00:00Z', '-1', ' ']

let payload: Payload
let api: ApiClient
let cookie = ''
let booking: Record<string, unknown>
let bookingId: number

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
  cookie = await siteSignIn('customer@example.in', 'a-long-enough-password-1')
  expect(cookie).not.toBe('')
  const { docs } = await payload.find({ collection: 'astrologers', where: { slug: { equals: 'nikhil-menon' } }, depth: 0, overrideAccess: true })
  const nikhil = docs[0]!
  const { getFreeSlots } = await import('../../app/services/consultations.server')
  const slots = await getFreeSlots({ astrologer: nikhil.id, date: dateIn('Europe/London', Date.now() + 4 * 86_400_000), timeZone: 'UTC', duration: 30 })
  // The first free time is the fuzz's valid base; the second is booked now, for the PATCH fuzz.
  booking = { astrologer: nikhil.id, type: 'video', startsAt: slots[0]!.startsAt, duration: 30, timeZone: 'Asia/Kolkata', notes: 'Fuzz' }
  bookingId = (
    await payload.create({
      collection: 'consultations',
      data: { ...booking, startsAt: slots[1]!.startsAt } as never,
      overrideAccess: false,
      user: api.users.customer,
      depth: 0,
    })
  ).id
})
afterAll(() => stopPayload(payload))

const fuzz = (...args: Parameters<ReturnType<typeof fuzzer>>) => fuzzer(payload, COUNTED, ACTORS)(...args)

/** Each request counts afresh against the booking limit, or most of the fuzz would be answered 429 before it is read. */
async function fresh() {
  const { resetRateLimits } = await import('../../app/utils/rate-limit.server')
  resetRateLimits()
}

/** The probe's start times first (each alone on a valid booking), then the shared generated bodies. */
function restInputs(seed: number, base: Record<string, unknown>): Input[] {
  const probe = START_TIMES.map((startsAt) => ({ body: { ...base, startsAt }, label: `startsAt = ${JSON.stringify(startsAt)}` }))
  return [...probe, ...bodies(PER_ENDPOINT - probe.length, seed, FIELDS, base)]
}

describe('booking through REST', () => {
  it('POST /api/consultations: no 5xx, nothing stored when refused', async () => {
    const inputs = restInputs(161, booking)
    const send = restSender(api, 'POST', '/api/consultations')
    expect(
      await fuzz('POST /api/consultations', inputs, async (actor, input) => {
        await fresh()
        return send(actor, input)
      }),
    ).toEqual([])
  })

  it('PATCH /api/consultations/:id: no 5xx, nothing stored when refused', async () => {
    const inputs = restInputs(162, {})
    const send = restSender(api, 'PATCH', () => `/api/consultations/${bookingId}`)
    expect(
      await fuzz('PATCH /api/consultations/:id', inputs, async (actor, input) => {
        await fresh()
        return send(actor, input)
      }),
    ).toEqual([])
  })
})

describe('booking on the site', () => {
  it('POST /consultations: no 5xx to forms, raw bodies and odd start times; nothing stored when refused', async () => {
    const base = Object.fromEntries(Object.entries({ intent: 'book', ...booking }).map(([key, value]) => [key, String(value)]))
    const probe: Input[] = START_TIMES_AS_TEXT.map((startsAt) => ({
      raw: new URLSearchParams({ ...base, startsAt }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      label: `startsAt = ${JSON.stringify(startsAt)}`,
    }))
    const fields = ['intent', 'id', 'astrologer', 'type', 'duration', 'startsAt', 'notes', 'date', 'timeZone']
    const inputs = [...probe, ...forms(PER_ENDPOINT - probe.length, 163, fields, base)]
    const { action } = (await import('../../app/routes/consultations')) as unknown as ActionModule
    const problems = await fuzz('POST /consultations', inputs, async (actor, input) => {
      await fresh()
      const headers = new Headers({ Origin: ORIGIN })
      if (input.contentType) headers.set('Content-Type', input.contentType)
      if (actor === 'customer') headers.set('Cookie', cookie)
      const request = new Request(`${ORIGIN}/consultations`, { method: 'POST', headers, body: input.raw })
      return settle(() => action({ request, context: { cspNonce: 'nonce', clientIp: '198.51.100.8' }, params: {} }))
    })
    expect(problems).toEqual([])
  })
})

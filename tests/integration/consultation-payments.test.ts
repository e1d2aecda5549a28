// Paying for consultations at booking (ADR 196) and the refund rule on cancel (ADR 197), against a real Payload and
// database: the hold and its order at the astrologer's price, the hold that runs out and frees the time, the verified
// payment that confirms once however often it is reported, a payment that arrives after its hold ended (refunded),
// and cancelling a paid booking (refunded in full) or an unpaid one (its checkout closed). The test checkout signs its
// events as Stripe would; nothing here reaches the internet.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Astrologer, Consultation } from '../../payload-types'
import { dateIn, type Duration } from '../../app/domain/consultations/slots'
import { HOLD_MS } from '../../app/domain/consultations/rules'
import { apiClient, quietly, type ApiClient } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let service: typeof import('../../app/services/consultations.server')
let payments: typeof import('../../app/services/payments.server')
let consultationPayments: typeof import('../../app/services/payments-consultations.server')
let stripeConfig: typeof import('../../app/services/payments-stripe.server')

beforeAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'PAYMENTS_TEST_CHECKOUT']) delete process.env[name]
  payload = await startPayload()
  api = await apiClient(payload)
  service = await import('../../app/services/consultations.server')
  payments = await import('../../app/services/payments.server')
  consultationPayments = await import('../../app/services/payments-consultations.server')
  stripeConfig = await import('../../app/services/payments-stripe.server')
})
afterAll(() => stopPayload(payload))

const ORIGIN = 'http://localhost:3000'
const DAY = 86_400_000
const ZONE = 'Asia/Kolkata'
let customers = 0

async function customer() {
  const email = `payer-${++customers}@example.in`
  return (await createCustomer(payload, { email, password: 'consult-payments-password-1', fullName: `Payer ${customers}`, signIn: true })).user
}

async function astrologer(slug: string): Promise<Astrologer> {
  const { docs } = await payload.find({ collection: 'astrologers', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })
  return docs[0]!
}

/** Free times of a session with the astrologer, at least `daysAhead` days from now. */
async function freeTimes(id: number, duration: Duration, daysAhead: number) {
  for (let d = daysAhead; d < daysAhead + 14; d++) {
    const slots = await service.getFreeSlots({ astrologer: id, date: dateIn(ZONE, Date.now() + d * DAY), timeZone: ZONE, duration })
    if (slots.length > 4) return slots
  }
  throw new Error('no free times in two weeks')
}

const bookingOf = (id: number | string) =>
  payload.findByID({ collection: 'consultations', id, depth: 0, overrideAccess: true, showHiddenFields: true }) as Promise<Consultation>
const orderOf = (id: number | string) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

type Customer = Awaited<ReturnType<typeof customer>>

/** Books a time and opens its payment: the booking and its order. */
async function bookAndCheckout(user: Customer, astrologerId: number, startsAt: string, duration: Duration = 30) {
  const made = await service.bookConsultation(user, { astrologer: astrologerId, type: 'video', startsAt, duration, timeZone: ZONE, notes: null })
  if (!made.ok) throw new Error(`Expected a booking, got ${made.code}`)
  const payment = await consultationPayments.startConsultationPayment(user, made.booking.id, { origin: ORIGIN })
  if (payment.outcome !== 'checkout') throw new Error(`Expected a checkout, got ${JSON.stringify(payment)}`)
  const booking = await bookingOf(made.booking.id)
  return { booking, order: await orderOf(booking.order as number), url: payment.url }
}

let events = 0
async function paidEvent(orderId: number | string, change: (session: Record<string, unknown>) => void = () => {}) {
  const order = await orderOf(orderId)
  events++
  const session: Record<string, unknown> = {
    id: order.stripeSessionId,
    object: 'checkout.session',
    amount_total: Math.round(order.amount * 100),
    currency: order.currency,
    payment_status: 'paid',
    payment_intent: `pi_consult_${events}`,
    client_reference_id: String(order.id),
    metadata: { orderId: String(order.id) },
  }
  change(session)
  return JSON.stringify({ id: `evt_consult_${events}_${Date.now()}`, object: 'event', type: 'checkout.session.completed', data: { object: session } })
}
const deliver = (body: string) =>
  payments.handleStripeWebhook(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: stripeConfig.webhookSecret()! }))

/** Moves a hold's end into the past, as if its quarter of an hour had passed. */
const runOut = (id: number | string) =>
  payload.db.updateOne({ collection: 'consultations', id, data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() }, returning: false })

describe('booking holds the time for payment', () => {
  it('a booking is a 15-minute hold with an order at the astrologer’s listed price, in dollars, through the test checkout', async () => {
    const aarav = await astrologer('smita-deshpande')
    const [slot] = await freeTimes(aarav.id, 60, 3)
    const user = await customer()
    const before = Date.now()
    const { booking, order, url } = await bookAndCheckout(user, aarav.id, slot!.startsAt, 60)
    expect(booking.status).toBe('pending')
    expect(Date.parse(booking.holdExpiresAt!) - before).toBeGreaterThanOrEqual(HOLD_MS - 1000)
    expect(Date.parse(booking.holdExpiresAt!) - before).toBeLessThanOrEqual(HOLD_MS + 60_000)
    expect(order).toMatchObject({ amount: aarav.pricePerSession * 2, currency: 'usd', kind: 'test-checkout', status: 'pending', credits: 0 })
    expect(order.expiresAt).toBe(booking.holdExpiresAt)
    expect(url).toBe(`/checkout/test/${order.id}`)
    // Another customer cannot have the time while it is held.
    const other = await customer()
    const refused = await service.bookConsultation(other, {
      astrologer: aarav.id,
      type: 'video',
      startsAt: slot!.startsAt,
      duration: 30,
      timeZone: ZONE,
      notes: null,
    })
    expect(refused).toMatchObject({ ok: false, code: 'taken' })
  })

  it('an unpaid hold runs out after 15 minutes: the time is free again, the order expires and the booking reads as lapsed', async () => {
    const aarav = await astrologer('smita-deshpande')
    const [slot] = await freeTimes(aarav.id, 30, 5)
    const first = await customer()
    const { booking, order } = await bookAndCheckout(first, aarav.id, slot!.startsAt)
    await runOut(booking.id)
    // The slot finder already offers the time again, before any sweep.
    const free = await service.getFreeSlots({ astrologer: aarav.id, date: slot!.date, timeZone: ZONE, duration: 30 })
    expect(free.map((s) => s.startsAt)).toContain(slot!.startsAt)
    const mine = await service.listMyConsultations(first, 'en')
    expect(mine.find((b) => b.id === booking.id)).toMatchObject({ status: 'cancelled', lapsed: true, cancellable: false })
    // A second customer books it: the expired hold is released on the way.
    const second = await customer()
    const taken = await bookAndCheckout(second, aarav.id, slot!.startsAt)
    expect(taken.booking.status).toBe('pending')
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'unpaid', slot0: null, openKey: null })
    expect((await orderOf(order.id)).status).toBe('expired')
    // The test checkout of the lapsed order is closed.
    expect((await payments.findTestCheckoutOrder(first, String(order.id)))?.status).toBe('expired')
  })

  it('the sweep releases every overdue hold, and leaves holds still in their quarter of an hour', async () => {
    const meera = await astrologer('meenakshi-subramanian')
    const slots = await freeTimes(meera.id, 30, 4)
    const late = await bookAndCheckout(await customer(), meera.id, slots[0]!.startsAt)
    const fresh = await bookAndCheckout(await customer(), meera.id, slots[2]!.startsAt)
    await runOut(late.booking.id)
    expect(await consultationPayments.sweepOverdueHolds()).toBeGreaterThanOrEqual(1)
    expect((await bookingOf(late.booking.id)).status).toBe('cancelled')
    expect((await bookingOf(fresh.booking.id)).status).toBe('pending')
  })

  it('a booking over REST is a hold too: it has no payment and runs out like any other', async () => {
    const meera = await astrologer('meenakshi-subramanian')
    const slots = await freeTimes(meera.id, 30, 6)
    const response = await api.call('customer', 'POST', '/api/consultations', {
      astrologer: meera.id,
      type: 'video',
      startsAt: slots[1]!.startsAt,
      duration: 30,
      timeZone: ZONE,
      status: 'confirmed',
      holdExpiresAt: '2099-01-01T00:00:00Z',
    })
    expect(response.status, response.text).toBe(201)
    const doc = await bookingOf((response.json as { doc: { id: number } }).doc.id)
    expect(doc.status).toBe('pending')
    expect(Date.parse(doc.holdExpiresAt!)).toBeLessThanOrEqual(Date.now() + HOLD_MS)
    expect(doc.order ?? null).toBeNull()
  })
})

describe('the payment confirms the booking', () => {
  it('confirms once, however often the event is delivered, and a second event for the session changes nothing', async () => {
    const rahul = await astrologer('ishaan-banerjee')
    const [slot] = await freeTimes(rahul.id, 30, 3)
    const { booking, order } = await bookAndCheckout(await customer(), rahul.id, slot!.startsAt)
    const event = await paidEvent(order.id)
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)))
    for (const answer of answers) expect(answer.status).toBe(200)
    // Confirmed once: one claim, one confirmation mail's worth of change.
    expect(
      (await payload.count({ collection: 'webhook-events', where: { eventId: { equals: `order-${order.id}-paid` } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    for (let i = 0; i < 3; i++) expect((await deliver(event)).outcome).toBe('duplicate')
    expect((await deliver(await paidEvent(order.id))).outcome).toBe('already-fulfilled')
    const confirmed = await bookingOf(booking.id)
    expect(confirmed).toMatchObject({ status: 'confirmed', holdExpiresAt: null })
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid' })
    // A confirmed booking is no hold: the sweep leaves it, however old.
    await runOut(booking.id)
    await consultationPayments.sweepOverdueHolds()
    expect((await bookingOf(booking.id)).status).toBe('confirmed')
  })

  it('refuses an event for another amount or currency, and a forged one, and confirms nothing', async () => {
    const rahul = await astrologer('ishaan-banerjee')
    const [, slot] = await freeTimes(rahul.id, 30, 7)
    const { booking, order } = await bookAndCheckout(await customer(), rahul.id, slot!.startsAt)
    expect((await deliver(await paidEvent(order.id, (s) => (s.amount_total = 100)))).status).toBe(400)
    expect((await deliver(await paidEvent(order.id, (s) => (s.currency = 'inr')))).status).toBe(400)
    const body = await paidEvent(order.id)
    expect((await payments.handleStripeWebhook(body, 't=1,v1=forged')).status).toBe(400)
    expect((await bookingOf(booking.id)).status).toBe('pending')
    expect((await orderOf(order.id)).status).toBe('pending')
  })

  it('a payment that arrives after the hold ended and the time went to another is refunded in full, and the other booking stands', async () => {
    const priya = await astrologer('nikhil-menon')
    const [slot] = await freeTimes(priya.id, 30, 3)
    const first = await bookAndCheckout(await customer(), priya.id, slot!.startsAt)
    await runOut(first.booking.id)
    const second = await bookAndCheckout(await customer(), priya.id, slot!.startsAt)
    const answer = await deliver(await paidEvent(first.order.id))
    expect(answer).toMatchObject({ status: 200, outcome: 'refunded-hold-ended' })
    expect(await orderOf(first.order.id)).toMatchObject({ status: 'refunded' })
    expect((await bookingOf(first.booking.id)).status).toBe('cancelled')
    expect((await bookingOf(second.booking.id)).status).toBe('pending')
  })

  it('the test checkout pays through the signed webhook; its Cancel ends the hold and frees the time', async () => {
    const priya = await astrologer('nikhil-menon')
    const slots = await freeTimes(priya.id, 30, 8)
    const user = await customer()
    const held = await bookAndCheckout(user, priya.id, slots[3]!.startsAt)
    expect(await payments.cancelTestCheckout(user, String(held.order.id))).toEqual({ consultation: true })
    expect(await bookingOf(held.booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'unpaid', slot0: null })
    expect((await orderOf(held.order.id)).status).toBe('cancelled')
    const free = await service.getFreeSlots({ astrologer: priya.id, date: slots[3]!.date, timeZone: ZONE, duration: 30 })
    expect(free.map((s) => s.startsAt)).toContain(slots[3]!.startsAt)
  })
})

describe('cancelling, and the refund rule', () => {
  async function paidBooking(daysAhead: number) {
    const vikram = await astrologer('vikram-joshi')
    const slots = await freeTimes(vikram.id, 30, daysAhead)
    const user = await customer()
    const { booking, order } = await bookAndCheckout(user, vikram.id, slots[0]!.startsAt)
    expect((await deliver(await paidEvent(order.id))).outcome).toBe('fulfilled')
    return { user, booking, order }
  }

  it('the customer cancels a paid booking 24 hours or more ahead: the full price is refunded, once', async () => {
    const { user, booking, order } = await paidBooking(3)
    const mine = (await service.listMyConsultations(user, 'en')).find((b) => b.id === booking.id)!
    expect(mine).toMatchObject({ payment: 'paid', refundOnCancel: 'full', cancellable: true })
    const cancelled = await service.cancelConsultation(user, booking.id)
    expect(cancelled).toEqual({ ok: true, refunded: order.amount })
    expect(await orderOf(order.id)).toMatchObject({ status: 'refunded' })
    expect((await service.listMyConsultations(user, 'en')).find((b) => b.id === booking.id)).toMatchObject({ status: 'cancelled', payment: 'refunded' })
    // Cancelled once: a second cancel refunds nothing more.
    const refundedAt = (await orderOf(order.id)).refundedAt
    await service.cancelConsultation(user, booking.id)
    expect(await orderOf(order.id)).toMatchObject({ status: 'refunded', refundedAt })
    // Stripe's own report of the refund finds it done.
    const intent = (await orderOf(order.id)).stripePaymentIntentId!
    const refundEvent = JSON.stringify({
      id: `evt_refund_c_${Date.now()}`,
      type: 'charge.refunded',
      data: { object: { payment_intent: intent, refunded: true } },
    })
    expect((await deliver(refundEvent)).outcome).toBe('already-refunded')
  })

  it('inside 24 hours a paid booking cannot be cancelled, so nothing is refunded', async () => {
    const { user, booking, order } = await paidBooking(3)
    // Brought to 23 hours ahead by staff's hand in the table, past the rules.
    await payload.db.updateOne({
      collection: 'consultations',
      id: booking.id,
      data: { startsAt: new Date(Date.now() + 23 * 3_600_000).toISOString() },
      returning: false,
    })
    expect((await service.listMyConsultations(user, 'en')).find((b) => b.id === booking.id)).toMatchObject({ cancellable: false })
    expect(await quietly(payload, () => service.cancelConsultation(user, booking.id))).toMatchObject({ ok: false, code: 'too-late' })
    expect((await orderOf(order.id)).status).toBe('paid')
  })

  it('staff cancelling a paid booking refund it in full', async () => {
    const { booking, order } = await paidBooking(4)
    await payload.update({ collection: 'consultations', id: booking.id, data: { status: 'cancelled' }, overrideAccess: true })
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' })
    expect((await orderOf(order.id)).status).toBe('refunded')
  })

  it('cancelling an unpaid hold closes its checkout; a payment that still arrives is refunded', async () => {
    const vikram = await astrologer('vikram-joshi')
    const slots = await freeTimes(vikram.id, 30, 9)
    const user = await customer()
    const { booking, order } = await bookAndCheckout(user, vikram.id, slots[1]!.startsAt)
    expect((await service.listMyConsultations(user, 'en')).find((b) => b.id === booking.id)).toMatchObject({ payment: 'awaiting', refundOnCancel: 'none' })
    expect(await service.cancelConsultation(user, booking.id)).toEqual({ ok: true, refunded: null })
    expect((await orderOf(order.id)).status).toBe('cancelled')
    expect(await payments.completeTestCheckout(user, String(order.id))).toBe('not-found')
    expect((await deliver(await paidEvent(order.id))).outcome).toBe('refunded-hold-ended')
    expect((await orderOf(order.id)).status).toBe('refunded')
  })

  it('another customer can neither see nor cancel the booking, nor open its checkout', async () => {
    const { booking, order } = await paidBooking(5)
    const stranger = await customer()
    expect(await service.cancelConsultation(stranger, booking.id)).toMatchObject({ ok: false, code: 'not-found' })
    expect(await payments.findTestCheckoutOrder(stranger, String(order.id))).toBeNull()
    expect(await consultationPayments.startConsultationPayment(stranger, booking.id, { origin: ORIGIN })).toMatchObject({ outcome: 'refused' })
    // Over REST, the orders of one customer are not another's (the fixed API customer is a stranger here).
    expect((await api.call('customer', 'GET', `/api/orders/${order.id}`)).status).toBe(404)
  })
})

describe('Pay now: back to the checkout of a booking still held', () => {
  it('opens the same test checkout while the hold lasts, for its customer only, and not once the hold ended', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const slots = await freeTimes(nikhil.id, 30, 10)
    const user = await customer()
    const { booking, order, url } = await bookAndCheckout(user, nikhil.id, slots[0]!.startsAt)
    expect(await consultationPayments.resumeConsultationPayment(user, booking.id)).toEqual({ outcome: 'checkout', url })
    // No second order was opened for the hold.
    const orders = await payload.find({ collection: 'orders', where: { consultation: { equals: booking.id } }, overrideAccess: true, depth: 0 })
    expect(orders.docs.map((o) => o.id)).toEqual([order.id])
    expect(await consultationPayments.resumeConsultationPayment(await customer(), booking.id)).toEqual({ outcome: 'refused', problem: 'not-found' })
    await runOut(booking.id)
    expect(await consultationPayments.resumeConsultationPayment(user, booking.id)).toEqual({ outcome: 'refused', problem: 'not-found' })
  })

  it('a paid or cancelled booking has nothing to pay', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const slots = await freeTimes(nikhil.id, 30, 11)
    const user = await customer()
    const paid = await bookAndCheckout(user, nikhil.id, slots[0]!.startsAt)
    expect((await deliver(await paidEvent(paid.order.id))).outcome).toBe('fulfilled')
    expect(await consultationPayments.resumeConsultationPayment(user, paid.booking.id)).toMatchObject({ outcome: 'refused' })
    const left = await bookAndCheckout(user, nikhil.id, slots[3]!.startsAt)
    await payments.cancelTestCheckout(user, String(left.order.id))
    expect(await consultationPayments.resumeConsultationPayment(user, left.booking.id)).toMatchObject({ outcome: 'refused' })
  })

  it('with Stripe keys it reads the session back from Stripe: its page while open, a clear refusal once Stripe closed it', async () => {
    const sessions = new Map<string, { status: string }>()
    const server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json')
        const read = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(req.url ?? '')
        if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
          const id = `cs_test_resume_${sessions.size + 1}`
          sessions.set(id, { status: 'open' })
          res.end(JSON.stringify({ id, object: 'checkout.session', status: 'open', url: `https://checkout.stripe.com/c/pay/${id}` }))
        } else if (req.method === 'GET' && read && sessions.has(read[1]!)) {
          const { status } = sessions.get(read[1]!)!
          res.end(
            JSON.stringify({
              id: read[1],
              object: 'checkout.session',
              status,
              url: status === 'open' ? `https://checkout.stripe.com/c/pay/${read[1]}` : null,
            }),
          )
        } else {
          res.statusCode = 404
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such checkout.session' } }))
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.STRIPE_SECRET_KEY = 'sk_test_standin0123456789'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_standin0123456789'
    process.env.STRIPE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      expect(stripeConfig.paymentMode()).toBe('stripe')
      const nikhil = await astrologer('nikhil-menon')
      const slots = await freeTimes(nikhil.id, 30, 12)
      const user = await customer()
      const { booking, order, url } = await bookAndCheckout(user, nikhil.id, slots[0]!.startsAt)
      expect(url).toBe(`https://checkout.stripe.com/c/pay/${order.stripeSessionId}`)
      expect(await consultationPayments.resumeConsultationPayment(user, booking.id)).toEqual({ outcome: 'checkout', url })
      sessions.set(order.stripeSessionId!, { status: 'expired' })
      expect(await consultationPayments.resumeConsultationPayment(user, booking.id)).toEqual({ outcome: 'refused', problem: 'checkout-unavailable' })
      // Stripe not answering is the same clear refusal, never a thrown error.
      sessions.delete(order.stripeSessionId!)
      expect(await quietly(payload, () => consultationPayments.resumeConsultationPayment(user, booking.id))).toEqual({
        outcome: 'refused',
        problem: 'checkout-unavailable',
      })
    } finally {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name]
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

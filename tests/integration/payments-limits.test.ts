// Payments under abuse (ADRs 163-165): a coupon's use is held from the moment its order is created, so its limits bind
// checkouts that are still open; a customer has at most five open checkouts and opens orders at a bounded rate; a
// discount under 100% never makes a purchase free; the webhook acknowledges Stripe events that are not ours and refuses
// malformed ones, never answering 5xx; and an unreachable Stripe leaves no pending order or held coupon behind.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let payments: typeof import('../../app/services/payments.server')
let stripeConfig: typeof import('../../app/services/payments-stripe.server')
let credits: typeof import('../../app/services/credits.server')

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'PAYMENTS_TEST_CHECKOUT']

beforeAll(async () => {
  for (const name of STRIPE_KEYS) delete process.env[name]
  payload = await startPayload()
  payments = await import('../../app/services/payments.server')
  stripeConfig = await import('../../app/services/payments-stripe.server')
  credits = await import('../../app/services/credits.server')
})
afterAll(() => stopPayload(payload))
afterEach(async () => {
  for (const name of STRIPE_KEYS) delete process.env[name]
  ;(await import('../../app/utils/rate-limit.server')).resetRateLimits()
})

const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'payments-limits-password-1'
const HOUR = 3_600_000
let made = 0
async function customer(preferredLanguage: 'en' | 'hi' = 'en') {
  made++
  const { id, email } = await createCustomer(payload, {
    email: `limits-${made}@example.in`,
    password: PASSWORD,
    fullName: `Limits ${made}`,
    preferredLanguage,
  })
  return { id, email }
}

let coupons = 0
async function coupon(percentOff: number, extra: Record<string, unknown> = {}) {
  coupons++
  return payload.create({
    collection: 'coupons',
    data: { code: `LIMIT${coupons}X${percentOff}`, percentOff, active: true, ...extra },
    overrideAccess: true,
  })
}

const orderOf = (id: number | string) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const ordersOf = async (user: number | string) =>
  (await payload.find({ collection: 'orders', where: { user: { equals: user } }, pagination: false, depth: 0, overrideAccess: true })).docs

type Buyer = { id: number | string; email: string }
const buy = (buyer: Buyer, couponCode: string | null = null, now?: Date, sketches = 6) =>
  payments.startPurchase(buyer, { sketches, couponCode }, { origin: ORIGIN, now })

let events = 0
const sign = (body: string, secret = stripeConfig.webhookSecret()!) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret })
function event(type: string, object: unknown, id: unknown = `evt_limits_${++events}_${Date.now()}`) {
  return JSON.stringify({ id, object: 'event', type, data: { object } })
}
async function paidSession(orderId: number | string) {
  const order = await orderOf(orderId)
  return {
    id: order.stripeSessionId,
    object: 'checkout.session',
    amount_total: order.amount * 100,
    currency: 'inr',
    payment_status: 'paid',
    payment_intent: `pi_limits_${++events}`,
    client_reference_id: String(order.id),
    metadata: { orderId: String(order.id) },
  }
}

/** A delivery to /hooks/stripe through the route itself, so a thrown error is the 500 the server would answer. */
async function post(body: string, signature: string | null = sign(body)) {
  const { action } = await import('../../app/routes/hooks-stripe')
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (signature) headers.set('Stripe-Signature', signature)
  const request = new Request(`${ORIGIN}/hooks/stripe`, { method: 'POST', headers, body })
  try {
    const response = await action({ request, context: {}, params: {} } as never)
    return { status: response.status, ...((await response.json()) as { outcome: string }) }
  } catch (error) {
    return { status: 500, outcome: String(error) }
  }
}

const pay = async (orderId: number | string) => post(event('checkout.session.completed', await paidSession(orderId)))

describe('a coupon’s use is held from the order’s creation (ADR 163)', () => {
  it('a once-per-customer coupon: five checkouts opened before paying give one use, the others are refused', async () => {
    const buyer = await customer()
    const once = await coupon(20)
    const results = []
    for (let i = 0; i < 5; i++) results.push(await buy(buyer, once.code))
    expect(results[0]).toMatchObject({ outcome: 'checkout' })
    expect(results.slice(1).map((r) => r.outcome === 'refused' && r.problem)).toEqual(Array(4).fill('held'))
    // Concurrent attempts by the same customer hold the coupon once too.
    const other = await customer()
    const racing = await Promise.all(Array.from({ length: 5 }, () => buy(other, once.code)))
    expect(racing.filter((r) => r.outcome === 'checkout')).toHaveLength(1)
    // Paying the one checkout redeems it once; after that the code is used.
    expect((await pay((results[0] as { orderId: number }).orderId)).outcome).toBe('fulfilled')
    expect(await buy(buyer, once.code)).toEqual({ outcome: 'refused', problem: 'already-used' })
    expect(await payments.checkCoupon(once.code, buyer.id)).toEqual({ ok: false, problem: 'already-used' })
  })

  it('a coupon with one use left: five customers opening checkouts at once get one checkout between them', async () => {
    const limited = await coupon(20, { maxRedemptions: 1 })
    const buyers = await Promise.all(Array.from({ length: 5 }, () => customer()))
    const results = await Promise.all(buyers.map((b) => buy(b, limited.code)))
    expect(results.filter((r) => r.outcome === 'checkout')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'refused' && r.problem === 'used-up')).toHaveLength(4)
    // The box says so before anyone pays.
    const sixth = await customer()
    expect(await payments.checkCoupon(limited.code, sixth.id)).toEqual({ ok: false, problem: 'used-up' })
    const opened = results.find((r) => r.outcome === 'checkout') as { orderId: number }
    expect(await pay(opened.orderId)).toMatchObject({ status: 200, outcome: 'fulfilled' })
    const redemptions = await payload.find({ collection: 'credit-ledger', where: { coupon: { equals: limited.id } }, overrideAccess: true })
    expect(redemptions.totalDocs).toBe(1)
    expect((await orderOf(opened.orderId)).couponNotRedeemed).toBe(false)
  })

  it('a cancelled checkout gives the use back; so does one that expired, on our clock or by Stripe’s event', async () => {
    const limited = await coupon(10, { maxRedemptions: 1 })
    const [first, second, third, fourth] = await Promise.all([customer(), customer(), customer(), customer()])
    const opened = (await buy(first, limited.code)) as { orderId: number }
    expect(await buy(second, limited.code)).toEqual({ outcome: 'refused', problem: 'used-up' })
    await payments.cancelTestCheckout(first, String(opened.orderId))
    expect(await orderOf(opened.orderId)).toMatchObject({ status: 'cancelled', heldCoupon: null, heldUse: null })

    // The test checkout is open for an hour; after that the order expires and its use is free again.
    const now = Date.now()
    const reopened = await buy(second, limited.code, new Date(now))
    expect(reopened.outcome).toBe('checkout')
    const later = reopened as { orderId: number }
    expect(await buy(third, limited.code, new Date(now + HOUR - 60_000))).toEqual({ outcome: 'refused', problem: 'used-up' })
    expect(await buy(third, limited.code, new Date(now + HOUR + 1000))).toMatchObject({ outcome: 'checkout' })
    expect((await orderOf(later.orderId)).status).toBe('expired')
    // An expired test checkout can no longer be paid.
    expect(await payments.completeTestCheckout(second, String(later.orderId))).toBe('not-found')

    // Stripe's checkout.session.expired releases the order at once.
    const held = (await ordersOf(third.id)).find((o) => o.status === 'pending')!
    const expired = await post(
      event('checkout.session.expired', {
        id: held.stripeSessionId,
        object: 'checkout.session',
        status: 'expired',
        metadata: { orderId: String(held.id) },
      }),
    )
    expect(expired).toMatchObject({ status: 200, outcome: 'expired' })
    expect(await orderOf(held.id)).toMatchObject({ status: 'expired', heldCoupon: null })
    expect(await buy(fourth, limited.code)).toMatchObject({ outcome: 'checkout' })
  })

  it('a 100% coupon with one use left, opened by 20 customers at once, is granted once', async () => {
    const free = await coupon(100, { maxRedemptions: 1 })
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer()))
    const results = await Promise.all(buyers.map((b) => buy(b, free.code, undefined, 1)))
    expect(results.filter((r) => r.outcome === 'granted')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'refused' && r.problem === 'used-up')).toHaveLength(19)
    const balances = await Promise.all(buyers.map((b) => credits.getBalance(b.id)))
    expect(balances.filter((b) => b === 10)).toHaveLength(1)
  })
})

describe('open checkouts per customer (ADR 163)', () => {
  it('at most five at once, whatever the timing; the sixth is refused until one closes or expires', async () => {
    const buyer = await customer()
    const results = await Promise.all(Array.from({ length: 12 }, () => buy(buyer)))
    expect(results.filter((r) => r.outcome === 'checkout')).toHaveLength(5)
    expect(results.filter((r) => r.outcome === 'refused' && r.problem === 'too-many-pending')).toHaveLength(7)
    expect((await ordersOf(buyer.id)).filter((o) => o.status === 'pending')).toHaveLength(5)
    const first = results.find((r) => r.outcome === 'checkout') as { orderId: number }
    await payments.cancelTestCheckout(buyer, String(first.orderId))
    expect(await buy(buyer)).toMatchObject({ outcome: 'checkout' })
    expect(await buy(buyer)).toEqual({ outcome: 'refused', problem: 'too-many-pending' })
    // An hour on, every one of them has expired.
    expect(await buy(buyer, null, new Date(Date.now() + HOUR + 1000))).toMatchObject({ outcome: 'checkout' })
    expect((await ordersOf(buyer.id)).filter((o) => o.status === 'pending')).toHaveLength(1)
  })
})

describe('a discount under 100% is never free (ADR 164)', () => {
  it('a 99% coupon on the ₹49 pack charges ₹1 through the checkout; only 100% grants at once', async () => {
    const buyer = await customer()
    const almost = await coupon(99)
    const result = await buy(buyer, almost.code, undefined, 1)
    expect(result).toMatchObject({ outcome: 'checkout' })
    expect(await orderOf((result as { orderId: number }).orderId)).toMatchObject({ amount: 1, kind: 'test-checkout', status: 'pending' })
    expect(await credits.getBalance(buyer.id)).toBe(0)
  })
})

describe('the webhook and Stripe events that are not ours (ADR 165)', () => {
  it('acknowledges signed events for other checkouts on the account with 200, granting and storing nothing', async () => {
    const before = await payload.count({ collection: 'webhook-events', overrideAccess: true })
    const foreign = [
      { id: 'cs_live_other_1', object: 'checkout.session', payment_status: 'paid', amount_total: 100, currency: 'inr', client_reference_id: 'cart_abc' },
      { id: 'cs_live_other_2', object: 'checkout.session', payment_status: 'paid', amount_total: 100, currency: 'inr', metadata: { orderId: 'A-1001' } },
      { id: 'cs_live_other_3', object: 'checkout.session', payment_status: 'paid', amount_total: 100, currency: 'inr', metadata: { orderId: '1' } },
      { id: 'cs_live_other_4', object: 'checkout.session', payment_status: 'paid', amount_total: 100, currency: 'inr', client_reference_id: '999999999' },
      { id: 'cs_live_other_5', object: 'checkout.session', payment_status: 'paid', amount_total: 100, currency: 'inr' },
    ]
    for (const session of foreign) {
      for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired']) {
        expect(await post(event(type, session))).toEqual({ status: 200, received: true, outcome: 'not-ours' })
      }
    }
    expect(await post(event('charge.refunded', { id: 'ch_other', object: 'charge', payment_intent: 'pi_other', refunded: true }))).toMatchObject({
      status: 200,
    })
    expect((await payload.count({ collection: 'webhook-events', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses malformed signed events with 400', async () => {
    const malformed = [
      event('checkout.session.completed', null),
      event('checkout.session.completed', 'a string'),
      event('checkout.session.completed', []),
      event('checkout.session.completed', { object: 'checkout.session', payment_status: 'paid' }),
      event('checkout.session.completed', { id: 42, object: 'checkout.session', payment_status: 'paid' }),
      event('checkout.session.completed', { id: 'cs_x', payment_status: 'paid', metadata: 'A-1001' }),
      event('checkout.session.completed', { id: 'cs_x', payment_status: 'paid', client_reference_id: { id: 1 } }),
      event('checkout.session.completed', { id: 'cs_x', payment_status: 'paid', amount_total: '100' }),
      event('checkout.session.expired', null),
      event('charge.refunded', null),
      event('charge.refunded', { id: 'ch_x', payment_intent: 42, refunded: true }),
      event('checkout.session.completed', { id: 'cs_x' }, 12345),
      event('checkout.session.completed', { id: 'cs_x' }, null),
      event('checkout.session.completed', { id: 'cs_x' }, { $gt: '' }),
      JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'checkout.session.completed' }),
      JSON.stringify({ id: 'evt_bad_type', object: 'event', type: 7, data: { object: {} } }),
      JSON.stringify({ id: 'evt_data_null', object: 'event', type: 'checkout.session.completed', data: null }),
      'null',
      '[]',
      '"event"',
      '12',
    ]
    for (const body of malformed) expect(await post(body), body).toMatchObject({ status: 400, outcome: 'malformed' })
  })

  it('still fulfils our own event, found by its session', async () => {
    const buyer = await customer()
    const opened = (await buy(buyer)) as { orderId: number }
    expect(await pay(opened.orderId)).toMatchObject({ status: 200, outcome: 'fulfilled' })
    expect(await credits.getBalance(buyer.id)).toBe(60)
  })
})

describe('with Stripe keys, when Stripe cannot be reached (ADR 165)', () => {
  let closedPort = 0
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe = http.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    closedPort = (probe.address() as AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
  })
  const unreachable = () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_unreachable0123456789'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_unreachable0123456789'
    process.env.STRIPE_API_URL = `http://127.0.0.1:${closedPort}`
  }

  it('marks the order failed, gives the coupon’s use and the open-checkout place back, and says so', async () => {
    unreachable()
    const buyer = await customer()
    const limited = await coupon(20, { maxRedemptions: 1 })
    expect(await buy(buyer, limited.code)).toEqual({ outcome: 'refused', problem: 'checkout-unavailable' })
    const [order] = await ordersOf(buyer.id)
    expect(order).toMatchObject({ status: 'failed', heldCoupon: null, heldUse: null, pendingSlot: null })
    expect(order!.stripeSessionId ?? null).toBeNull()
    // The use is free again for anyone.
    expect(await payments.checkCoupon(limited.code, (await customer()).id)).toMatchObject({ ok: true })
  })

  it('the pricing page answers 503 with a clear message, in English and in Hindi', async () => {
    unreachable()
    const { action } = await import('../../app/routes/pricing')
    for (const [language, words] of [
      ['en', /could not reach the payment service/],
      ['hi', /भुगतान सेवा/],
    ] as const) {
      const buyer = await customer(language)
      const cookie = await signIn(buyer.email)
      const body = new URLSearchParams({ intent: 'buy', sketches: '6' })
      const request = new Request(`${ORIGIN}/pricing`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
        body,
      })
      const result = (await action({ request, context: { cspNonce: 'n', clientIp: '203.0.113.9' }, params: {} } as never)) as unknown as {
        init: { status: number }
        data: { toast: { title: string; description: string } }
      }
      expect(result.init.status).toBe(503)
      expect(result.data.toast.description).toMatch(words)
      expect((await ordersOf(buyer.id)).map((o) => o.status)).toEqual(['failed'])
    }
  })
})

describe('opening orders at a bounded rate (ADR 163)', () => {
  it('the pricing page opens at most 10 orders per customer in 15 minutes, then answers 429', async () => {
    const { action } = await import('../../app/routes/pricing')
    const buyer = await customer()
    const cookie = await signIn(buyer.email)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const request = new Request(`${ORIGIN}/pricing`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
        body: new URLSearchParams({ intent: 'buy', sketches: '6' }),
      })
      // Each from another address: the limit is the customer's, not the address's.
      const result = await Promise.resolve(action({ request, context: { cspNonce: 'n', clientIp: `203.0.113.${i + 10}` }, params: {} } as never)).catch(
        (thrown: unknown) => thrown,
      )
      statuses.push(result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200))
      // Close each checkout so the cap of open ones is not what refuses.
      const pending = (await ordersOf(buyer.id)).filter((o) => o.status === 'pending')
      for (const order of pending) await payments.cancelTestCheckout(buyer, String(order.id))
    }
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(await ordersOf(buyer.id)).toHaveLength(10)
  })
})

/** Signs in on the site's own form, as a browser would, and returns the session cookie. */
async function signIn(email: string): Promise<string> {
  const { action } = await import('../../app/routes/auth')
  const body = new URLSearchParams({ intent: 'sign-in', email, password: PASSWORD })
  const request = new Request(`${ORIGIN}/auth`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body })
  const result = await Promise.resolve(action({ request, context: { cspNonce: 'n', clientIp: '192.0.2.44' }, params: {} } as never)).catch(
    (thrown: unknown) => thrown,
  )
  const headers = result instanceof Response ? result.headers : new Headers((result as { init?: ResponseInit }).init?.headers)
  const cookie = headers.get('set-cookie')?.match(/__session=[^;]+/)?.[0]
  if (!cookie) throw new Error(`Signing in ${email} failed`)
  return cookie
}

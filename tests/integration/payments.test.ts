// Payments (ADRs 099 and 101): coupons checked on the server, amounts the server computes, and fulfilment only from a verified
// Stripe event, exactly once. Events are signed with the Stripe SDK's test-header helper; the real-Stripe path talks
// to a stand-in for Stripe's API on loopback. Nothing here reaches the internet.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { discountedAmount } from '../../app/domain/pricing'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let payments: typeof import('../../app/services/payments.server')
let stripeConfig: typeof import('../../app/services/payments-stripe.server')
let credits: typeof import('../../app/services/credits.server')
let access: typeof import('../../app/services/access.server')

beforeAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'PAYMENTS_TEST_CHECKOUT']) delete process.env[name]
  payload = await startPayload()
  payments = await import('../../app/services/payments.server')
  stripeConfig = await import('../../app/services/payments-stripe.server')
  credits = await import('../../app/services/credits.server')
  access = await import('../../app/services/access.server')
})
afterAll(() => stopPayload(payload))

const ORIGIN = 'http://localhost:3000'
let made = 0
async function customer() {
  made++
  const { id, email } = await createCustomer(payload, { email: `payer-${made}@example.in`, password: 'payments-password-1', fullName: `Payer ${made}` })
  return { id, email }
}

let coupons = 0
async function coupon(percentOff: number, extra: Record<string, unknown> = {}) {
  coupons++
  const doc = await payload.create({
    collection: 'coupons',
    data: { code: `TEST${coupons}X${percentOff}`, percentOff, active: true, ...extra },
    overrideAccess: true,
  })
  return doc
}

const orderOf = (id: number | string) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const ledgerOf = async (user: number | string) =>
  (await payload.find({ collection: 'credit-ledger', where: { user: { equals: user } }, pagination: false, sort: 'seq', depth: 0, overrideAccess: true }))
    .docs
const eventsCount = async () => (await payload.count({ collection: 'webhook-events', overrideAccess: true })).totalDocs

let events = 0
/** The event Stripe sends when a Checkout Session is paid, for the stored order; `change` tampers with it. */
async function completedEvent(orderId: number | string, change: (session: Record<string, unknown>) => void = () => {}) {
  const order = await orderOf(orderId)
  events++
  const session: Record<string, unknown> = {
    id: order.stripeSessionId,
    object: 'checkout.session',
    amount_total: order.amount * 100,
    currency: 'inr',
    payment_status: 'paid',
    payment_intent: `pi_test_${events}`,
    client_reference_id: String(order.id),
    metadata: { orderId: String(order.id) },
  }
  change(session)
  return JSON.stringify({ id: `evt_test_${events}_${Date.now()}`, object: 'event', type: 'checkout.session.completed', data: { object: session } })
}

function refundedEvent(paymentIntent: string, refunded = true) {
  events++
  return JSON.stringify({
    id: `evt_refund_${events}`,
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: `ch_${events}`, object: 'charge', payment_intent: paymentIntent, refunded } },
  })
}

const sign = (body: string, secret = stripeConfig.webhookSecret()!) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret })
const deliver = (body: string, signature = sign(body)) => payments.handleStripeWebhook(body, signature)

async function checkout(user: { id: number | string; email: string }, sketches: number, couponCode: string | null = null) {
  const result = await payments.startPurchase(user, { sketches, couponCode }, { origin: ORIGIN })
  if (result.outcome !== 'checkout') throw new Error(`Expected a checkout, got ${JSON.stringify(result)}`)
  return result.orderId
}

describe('coupons, checked on the server', () => {
  it('takes the discount as the price times the percent, rounded (spec 9)', () => {
    expect(discountedAmount(199, 20)).toEqual({ discount: 40, amount: 159 })
    expect(discountedAmount(49, 15)).toEqual({ discount: 7, amount: 42 })
    expect(discountedAmount(299, 100)).toEqual({ discount: 299, amount: 0 })
  })

  it('refuses unknown, inactive, not yet valid, expired and used-up codes, each with its reason', async () => {
    const now = new Date('2030-05-05T12:00:00Z')
    const buyer = await customer()
    expect(await payments.checkCoupon('NOSUCHCODE', buyer.id, now)).toEqual({ ok: false, problem: 'not-found' })
    const inactive = await coupon(10, { active: false })
    expect(await payments.checkCoupon(inactive.code, buyer.id, now)).toEqual({ ok: false, problem: 'inactive' })
    const later = await coupon(10, { validFrom: '2030-06-01T00:00:00Z' })
    expect(await payments.checkCoupon(later.code, buyer.id, now)).toEqual({ ok: false, problem: 'not-started' })
    const expired = await coupon(10, { validUntil: '2030-05-01T00:00:00Z' })
    expect(await payments.checkCoupon(expired.code, buyer.id, now)).toEqual({ ok: false, problem: 'expired' })
    const good = await coupon(20)
    // Typed in lower case with spaces, as the box sends what it was given.
    expect(await payments.checkCoupon(`  ${good.code.toLowerCase()} `, buyer.id, now)).toMatchObject({ ok: true, code: good.code, percentOff: 20 })
  })

  it('a coupon’s dates are whole days in the business’s zone, from the start of the first to the end of the last (ADR 199)', async () => {
    const buyer = await customer()
    // As the admin's day picker sends "27 November" for both dates: noon UTC, 17:30 IST.
    const today = await coupon(10, { validFrom: '2030-11-27T12:00:00.000Z', validUntil: '2030-11-27T12:00:00.000Z' })
    const at = (iso: string) => payments.checkCoupon(today.code, buyer.id, new Date(iso))
    expect(await at('2030-11-26T18:29:00Z')).toEqual({ ok: false, problem: 'not-started' }) // 23:59 IST on the 26th
    expect(await at('2030-11-26T18:31:00Z')).toMatchObject({ ok: true }) // 00:01 IST on the 27th
    expect(await at('2030-11-27T15:00:00Z')).toMatchObject({ ok: true }) // 20:30 IST, after noon UTC
    expect(await at('2030-11-27T18:29:00Z')).toMatchObject({ ok: true }) // 23:59 IST
    expect(await at('2030-11-27T18:31:00Z')).toEqual({ ok: false, problem: 'expired' }) // 00:01 IST on the 28th
    // An instant sent through the API is stored as the day it falls on in India: 00:30 IST on the 28th.
    const sent = await coupon(10, { validFrom: '2030-11-27T19:00:00.000Z' })
    expect(sent.validFrom).toBe('2030-11-28T12:00:00.000Z')
  })

  it('a customer redeems a coupon once; a coupon stops at its maximum', async () => {
    const [first, second] = [await customer(), await customer()]
    const once = await coupon(20, { maxRedemptions: 1 })
    const orderId = await checkout(first, 6, once.code)
    expect((await deliver(await completedEvent(orderId))).outcome).toBe('fulfilled')
    expect(await payments.checkCoupon(once.code, first.id)).toEqual({ ok: false, problem: 'used-up' })
    expect(await payments.checkCoupon(once.code, second.id)).toEqual({ ok: false, problem: 'used-up' })
    const many = await coupon(20)
    const again = await checkout(first, 6, many.code)
    await deliver(await completedEvent(again))
    expect(await payments.checkCoupon(many.code, first.id)).toEqual({ ok: false, problem: 'already-used' })
    expect(await payments.startPurchase(first, { sketches: 6, couponCode: many.code }, { origin: ORIGIN })).toEqual({
      outcome: 'refused',
      problem: 'already-used',
    })
    expect((await payload.findByID({ collection: 'coupons', id: many.id, overrideAccess: true })).redemptions).toBe(1)
  })
})

describe('buying', () => {
  it('charges what the server computes from the tier and the coupon, in rupees', async () => {
    const buyer = await customer()
    const twenty = await coupon(20)
    const orderId = await checkout(buyer, 5, twenty.code)
    expect(await orderOf(orderId)).toMatchObject({
      tierName: '6 Soulmate Sketches',
      listPrice: 199,
      amount: 159,
      currency: 'inr',
      couponCode: twenty.code,
      percentOff: 20,
      credits: 60,
      accessDays: 90,
      status: 'pending',
      kind: 'test-checkout',
    })
    // Nothing is granted before Stripe says it was paid.
    expect(await credits.getBalance(buyer.id)).toBe(0)
  })

  it('a 100% coupon grants at once, with a zero-amount order and the redemption', async () => {
    const buyer = await customer()
    const free = await coupon(100, { maxRedemptions: 5 })
    const result = await payments.startPurchase(buyer, { sketches: 12, couponCode: free.code }, { origin: ORIGIN })
    expect(result).toMatchObject({ outcome: 'granted', reason: 'free-coupon' })
    const order = await orderOf((result as { orderId: number }).orderId)
    expect(order).toMatchObject({ amount: 0, status: 'paid', kind: 'free-coupon', credits: 120 })
    expect(await credits.getBalance(buyer.id)).toBe(120)
    expect((await ledgerOf(buyer.id))[0]).toMatchObject({ kind: 'purchase', coupon: free.id, couponSlot: 1 })
    expect((await access.getAccess(buyer.id)).premium).toBe(true)
  })

  it('a complimentary account (site settings, admins only) buys without paying', async () => {
    const buyer = await customer()
    await payload.updateGlobal({ slug: 'site-settings', data: { complimentaryEmails: [{ email: buyer.email.toUpperCase() }] }, overrideAccess: true })
    const result = await payments.startPurchase(buyer, { sketches: 1, couponCode: null }, { origin: ORIGIN })
    expect(result).toMatchObject({ outcome: 'granted', reason: 'complimentary' })
    expect(await orderOf((result as { orderId: number }).orderId)).toMatchObject({ amount: 0, status: 'paid', kind: 'complimentary' })
    expect(await credits.getBalance(buyer.id)).toBe(10)
    // Anyone else reads the settings without the list.
    const visible = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect((visible as { complimentaryEmails?: unknown[] }).complimentaryEmails ?? []).toEqual([])
    await payload.updateGlobal({ slug: 'site-settings', data: { complimentaryEmails: [] }, overrideAccess: true })
  })
})

describe('the webhook', () => {
  it('fulfils once however often an event is delivered: ten replays, at once and one after another', async () => {
    const buyer = await customer()
    const orderId = await checkout(buyer, 6)
    const body = await completedEvent(orderId)
    const signature = sign(body)
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signature)))
    for (let i = 0; i < 5; i++) answers.push(await deliver(body, signature))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => a.outcome === 'fulfilled')).toHaveLength(1)
    expect(await credits.getBalance(buyer.id)).toBe(60)
    expect((await ledgerOf(buyer.id)).filter((r) => r.kind === 'purchase')).toHaveLength(1)
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', stripePaymentIntentId: expect.stringMatching(/^pi_test_/) })
    // A second event for the same order (Stripe retries with a new id only for a new session) grants nothing either.
    expect((await deliver(await completedEvent(orderId))).outcome).toBe('already-fulfilled')
    expect(await credits.getBalance(buyer.id)).toBe(60)
  })

  it('refuses a forged or tampered event with 400 and changes nothing', async () => {
    const buyer = await customer()
    const orderId = await checkout(buyer, 6)
    const body = await completedEvent(orderId)
    const before = await eventsCount()
    // Signed with another secret.
    expect(await deliver(body, sign(body, 'whsec_not_ours_0123456789'))).toEqual({ status: 400, outcome: 'bad-signature' })
    // No signature at all.
    expect(await payments.handleStripeWebhook(body, null)).toEqual({ status: 400, outcome: 'bad-signature' })
    // A good signature over a body changed afterwards (a lower amount, a paid flag).
    const tampered = body.replace(`"amount_total":19900`, `"amount_total":100`)
    expect(tampered).not.toBe(body)
    expect(await deliver(tampered, sign(body))).toEqual({ status: 400, outcome: 'bad-signature' })
    // A signature too old to be a live delivery.
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: stripeConfig.webhookSecret()!,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    expect((await deliver(body, stale)).status).toBe(400)
    expect(await credits.getBalance(buyer.id)).toBe(0)
    expect((await orderOf(orderId)).status).toBe('pending')
    expect(await eventsCount()).toBe(before)
  })

  it('refuses a signed event whose amount, currency or session is not the order’s', async () => {
    const buyer = await customer()
    const orderId = await checkout(buyer, 12)
    const before = await eventsCount()
    for (const change of [
      (s: Record<string, unknown>) => (s.amount_total = 100),
      (s: Record<string, unknown>) => (s.currency = 'usd'),
      (s: Record<string, unknown>) => (s.metadata = { orderId: '999999' }),
    ]) {
      expect((await deliver(await completedEvent(orderId, change))).status).toBe(400)
    }
    // Another session naming our order is another checkout on the account: acknowledged, nothing done (ADR 165).
    expect(await deliver(await completedEvent(orderId, (s) => (s.id = 'cs_test_someone_elses')))).toEqual({ status: 200, outcome: 'not-ours' })
    expect(await credits.getBalance(buyer.id)).toBe(0)
    expect((await orderOf(orderId)).status).toBe('pending')
    expect(await eventsCount()).toBe(before)
  })

  it('a refund takes back the credits (never below zero) and the days, once', async () => {
    const buyer = await customer()
    const orderId = await checkout(buyer, 1)
    await deliver(await completedEvent(orderId))
    const paidUntil = (await access.getAccess(buyer.id)).paidUntil!
    expect(new Date(paidUntil).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)
    for (let i = 0; i < 4; i++) expect((await credits.spendCredit(buyer.id, 'soulmate-sketch')).ok).toBe(true)
    const intent = (await orderOf(orderId)).stripePaymentIntentId!
    const body = refundedEvent(intent)
    expect(await deliver(body)).toEqual({ status: 200, outcome: 'refunded' })
    expect(await deliver(body)).toEqual({ status: 200, outcome: 'duplicate' })
    expect((await deliver(refundedEvent(intent))).outcome).toBe('already-refunded')
    expect(await credits.getBalance(buyer.id)).toBe(0)
    expect((await ledgerOf(buyer.id)).map((r) => [r.kind, r.amount])).toEqual([['purchase', 10], ...Array(4).fill(['spend', -1]), ['refund', -6]])
    expect((await access.getAccess(buyer.id)).premium).toBe(false)
    expect((await orderOf(orderId)).status).toBe('refunded')
    // A partial refund is left to staff: nothing is taken back automatically.
    const other = await customer()
    const second = await checkout(other, 1)
    await deliver(await completedEvent(second))
    expect((await deliver(refundedEvent((await orderOf(second)).stripePaymentIntentId!, false))).outcome).toBe('partial-refund')
    expect(await credits.getBalance(other.id)).toBe(10)
  })

  it('a payment reported after its order expired, its coupon’s use gone to another, is honoured and marked (ADR 163)', async () => {
    const limited = await coupon(20, { maxRedemptions: 1 })
    const [late, next] = [await customer(), await customer()]
    const start = Date.now()
    const first = await payments.startPurchase(late, { sketches: 6, couponCode: limited.code }, { origin: ORIGIN, now: new Date(start) })
    // An hour on, the first checkout has expired and the use goes to the next customer.
    const second = await payments.startPurchase(next, { sketches: 6, couponCode: limited.code }, { origin: ORIGIN, now: new Date(start + 3_600_001) })
    expect([first.outcome, second.outcome]).toEqual(['checkout', 'checkout'])
    const [lateId, nextId] = [(first as { orderId: number }).orderId, (second as { orderId: number }).orderId]
    expect((await orderOf(lateId)).status).toBe('expired')
    // Stripe reports the first payment late: the customer paid the price shown, so it is granted, without the coupon.
    expect((await deliver(await completedEvent(lateId))).outcome).toBe('fulfilled')
    expect((await deliver(await completedEvent(nextId))).outcome).toBe('fulfilled')
    expect(await orderOf(lateId)).toMatchObject({ status: 'paid', couponNotRedeemed: true })
    expect(await orderOf(nextId)).toMatchObject({ status: 'paid', couponNotRedeemed: false })
    const redemptions = await payload.find({ collection: 'credit-ledger', where: { coupon: { equals: limited.id } }, depth: 0, overrideAccess: true })
    expect(redemptions.docs.map((row) => [row.order, row.couponSlot])).toEqual([[nextId, 1]])
    expect((await payload.findByID({ collection: 'coupons', id: limited.id, overrideAccess: true })).redemptions).toBe(1)
  })

  it('with one redemption left of a 100% coupon, 20 concurrent purchases grant once', async () => {
    const free = await coupon(100, { maxRedemptions: 1 })
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer()))
    const results = await Promise.all(buyers.map((b) => payments.startPurchase(b, { sketches: 1, couponCode: free.code }, { origin: ORIGIN })))
    expect(results.filter((r) => r.outcome === 'granted')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'refused' && r.problem === 'used-up')).toHaveLength(19)
    const balances = await Promise.all(buyers.map((b) => credits.getBalance(b.id)))
    expect(balances.filter((b) => b === 10)).toHaveLength(1)
    expect(balances.filter((b) => b === 0)).toHaveLength(19)
  })
})

describe('with Stripe keys: a real Checkout Session, against a stand-in for Stripe on loopback', () => {
  let server: http.Server
  const received: { path: string; body: string }[] = []
  afterEach(() => {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name]
  })
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('creates the session in INR for the server’s amount and fulfils from an event signed with STRIPE_WEBHOOK_SECRET', async () => {
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({ path: req.url ?? '', body })
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify({ id: 'cs_test_standin_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_standin_1' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.STRIPE_SECRET_KEY = 'sk_test_standin0123456789'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_standin0123456789'
    process.env.STRIPE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    expect(stripeConfig.paymentMode()).toBe('stripe')

    const buyer = await customer()
    const twenty = await coupon(20)
    const result = await payments.startPurchase(buyer, { sketches: 6, couponCode: twenty.code }, { origin: ORIGIN })
    expect(result).toMatchObject({ outcome: 'checkout', url: 'https://checkout.stripe.com/c/pay/cs_test_standin_1' })
    expect(received).toHaveLength(1)
    const form = new URLSearchParams(received[0]!.body)
    expect(received[0]!.path).toBe('/v1/checkout/sessions')
    expect(form.get('line_items[0][price_data][currency]')).toBe('inr')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('15900')
    expect(form.get('mode')).toBe('payment')
    const orderId = (result as { orderId: number }).orderId
    expect(form.get('metadata[orderId]')).toBe(String(orderId))
    // Stripe closes the session 45 minutes after it opened, a quarter of an hour before the order's hold on the coupon
    // ends, so a payment made in its last second is reported while the use is still held.
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true, depth: 0 })
    const holdEnds = Date.parse(String(order.expiresAt)) / 1000
    expect(holdEnds - Number(form.get('expires_at'))).toBeGreaterThanOrEqual(15 * 60 - 1)
    expect(Number(form.get('expires_at')) - Date.parse(String(order.createdAt)) / 1000).toBeGreaterThanOrEqual(30 * 60)

    const body = await completedEvent(orderId)
    // The test checkout's secret is not accepted once real Stripe is configured.
    expect((await deliver(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_standin0123456789' }))).outcome).toBe('fulfilled')
    expect(await credits.getBalance(buyer.id)).toBe(60)
  })
})

describe("the customer's records", () => {
  it('are in the export; deleting the account keeps the order and its event without the customer, and the ledger goes', async () => {
    const accounts = await import('../../app/services/accounts.server')
    const buyer = await customer()
    const orderId = await checkout(buyer, 6)
    await deliver(await completedEvent(orderId))
    await access.startTrial(buyer.id)
    const account = { ...buyer, fullName: 'Payer', preferredLanguage: 'en' as const, isAdmin: false, sessionId: 0 }
    const exported = (await accounts.exportAccount(account)) as unknown as Record<string, { id: unknown }[]>
    expect(exported.orders!.map((o) => o.id)).toEqual([orderId])
    expect(exported['credit-ledger']).toHaveLength(1)
    expect(exported['access-records']).toHaveLength(1)
    expect(exported['webhook-events']).toHaveLength(1)
    const eventId = exported['webhook-events']![0]!.id as number

    await payload.delete({ collection: 'users', id: buyer.id, overrideAccess: true })
    expect(await orderOf(orderId)).toMatchObject({ user: null, amount: 199, status: 'paid' })
    expect((await payload.findByID({ collection: 'webhook-events', id: eventId, overrideAccess: true })).user ?? null).toBeNull()
    expect(await ledgerOf(buyer.id)).toHaveLength(0)
    expect((await payload.count({ collection: 'access-records', where: { user: { equals: buyer.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('the test checkout', () => {
  it('refuses to run under NODE_ENV=production unless PAYMENTS_TEST_CHECKOUT=true', async () => {
    const { getEnv } = await import('../../app/utils/env.server')
    const env = getEnv() as { NODE_ENV: string }
    const was = env.NODE_ENV
    try {
      env.NODE_ENV = 'production'
      expect(stripeConfig.paymentMode()).toBe('disabled')
      expect(stripeConfig.webhookSecret()).toBeNull()
      const buyer = await customer()
      expect(await payments.startPurchase(buyer, { sketches: 6, couponCode: null }, { origin: ORIGIN })).toEqual({
        outcome: 'refused',
        problem: 'payments-off',
      })
      process.env.PAYMENTS_TEST_CHECKOUT = 'true'
      expect(stripeConfig.paymentMode()).toBe('test-checkout')
    } finally {
      env.NODE_ENV = was
      delete process.env.PAYMENTS_TEST_CHECKOUT
    }
  })
})

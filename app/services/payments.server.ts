// Buying sketch packs (issue 15; ADRs 099-102). The browser names a tier (by its number of sketches) and a coupon
// code, nothing more: the server finds the tier, checks the coupon, computes the amount and creates the order. Credits
// and access are granted only by fulfilOrder, reached from a verified Stripe event (or at once, for a purchase that
// costs nothing), and granted exactly once whatever arrives twice: the grant is one ledger row, unique per order.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import type { Coupon, Order } from '../../payload-types'
import { getEnv } from '../utils/env.server'
import { getPayloadClient } from '../utils/payload.server'
import { discountedAmount, tierForSketches } from '../utils/pricing'
import { extendPaidAccess, shortenPaidAccess } from './access.server'
import { appendLedgerRow } from '../../collections/Payments/ledger'
import { paymentMode, signEvent, stripeClient, verifiedEvent, webhookSecret } from './payments-stripe.server'
import { isRowId } from '../utils/row-id'

type Id = number | string
type Customer = { id: Id; email: string }

// ─── Coupons ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export type CouponProblem = 'not-found' | 'inactive' | 'not-started' | 'expired' | 'used-up' | 'already-used'
type CouponCheck = { ok: true; coupon: Coupon; code: string; percentOff: number } | { ok: false; problem: CouponProblem }

/** A code as the coupon box sends it: trimmed and upper-cased, the way the CMS stores codes. */
const normaliseCouponCode = (code: string) => code.trim().toUpperCase()

/** The highest redemption number a coupon has given; a new redemption takes the next one (ADR 101). */
async function lastRedemption(payload: Payload, couponId: Id): Promise<number> {
  const { docs } = await payload.find({
    collection: 'credit-ledger',
    where: { coupon: { equals: couponId } },
    sort: '-couponSlot',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { couponSlot: true },
  })
  return docs[0]?.couponSlot ?? 0
}

async function hasRedeemed(payload: Payload, couponId: Id, userId: Id): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'credit-ledger',
    where: { and: [{ coupon: { equals: couponId } }, { user: { equals: userId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Checks a code against the CMS's coupons: active, inside its dates, under its maximum, not yet used by `userId`. */
export async function checkCoupon(rawCode: string, userId: Id | null, now: Date = new Date()): Promise<CouponCheck> {
  const payload = await getPayloadClient()
  const code = normaliseCouponCode(rawCode)
  const { docs } = await payload.find({ collection: 'coupons', where: { code: { equals: code } }, limit: 1, depth: 0, overrideAccess: true })
  const coupon = docs[0]
  if (!coupon) return { ok: false, problem: 'not-found' }
  if (!coupon.active) return { ok: false, problem: 'inactive' }
  if (coupon.validFrom && new Date(coupon.validFrom) > now) return { ok: false, problem: 'not-started' }
  if (coupon.validUntil && new Date(coupon.validUntil) < now) return { ok: false, problem: 'expired' }
  if (coupon.maxRedemptions && (await lastRedemption(payload, coupon.id)) >= coupon.maxRedemptions) return { ok: false, problem: 'used-up' }
  if (userId !== null && (await hasRedeemed(payload, coupon.id, userId))) return { ok: false, problem: 'already-used' }
  return { ok: true, coupon, code: coupon.code, percentOff: coupon.percentOff }
}

// ─── Buying ──────────────────────────────────────────────────────────────────────────────────────────────────────────

type PurchaseResult =
  | { outcome: 'granted'; reason: 'complimentary' | 'free-coupon'; orderId: Id }
  | { outcome: 'checkout'; url: string; orderId: Id }
  | { outcome: 'refused'; problem: CouponProblem | 'no-tier' | 'payments-off' }

/** Customers whose purchases cost nothing: the CMS site settings' list, which only admins see. */
export async function isComplimentary(email: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const wanted = email.trim().toLowerCase()
  return (settings.complimentaryEmails ?? []).some((row) => row.email.trim().toLowerCase() === wanted)
}

/**
 * Starts a purchase of the tier the slider's `sketches` lands on, with an optional coupon code. Nothing else from the
 * request is read: the tier's price, credits and days, the discount and the amount are all the server's.
 */
export async function startPurchase(
  customer: Customer,
  input: { sketches: number; couponCode: string | null },
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<PurchaseResult> {
  const payload = await getPayloadClient()
  const { docs: tiers } = await payload.find({ collection: 'tiers', sort: 'sketches', limit: 20, depth: 0, overrideAccess: true, locale: 'en' })
  const tier = tierForSketches(tiers, input.sketches)
  if (!tier) return { outcome: 'refused', problem: 'no-tier' }

  const complimentary = await isComplimentary(customer.email)
  let coupon: Extract<CouponCheck, { ok: true }> | null = null
  if (!complimentary && input.couponCode) {
    const checked = await checkCoupon(input.couponCode, customer.id, now)
    if (!checked.ok) return { outcome: 'refused', problem: checked.problem }
    coupon = checked
  }
  const { amount } = complimentary ? { amount: 0 } : discountedAmount(tier.price, coupon?.percentOff ?? 0)
  const mode = paymentMode()
  const kind: Order['kind'] = complimentary ? 'complimentary' : amount === 0 ? 'free-coupon' : mode === 'stripe' ? 'stripe' : 'test-checkout'
  if (amount > 0 && mode === 'disabled') return { outcome: 'refused', problem: 'payments-off' }

  const order = await payload.create({
    collection: 'orders',
    data: {
      user: customer.id as number,
      tier: tier.id,
      tierName: tier.name,
      credits: tier.credits,
      accessDays: tier.accessDays,
      listPrice: tier.price,
      amount,
      currency: 'inr',
      couponCode: coupon?.code,
      percentOff: coupon?.percentOff,
      kind,
      status: 'pending',
    },
    overrideAccess: true,
    depth: 0,
  })

  if (kind === 'complimentary' || kind === 'free-coupon') {
    const outcome = await fulfilOrder(order.id, null, now)
    if (outcome === 'coupon-used-up') {
      await payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled' }, overrideAccess: true })
      return { outcome: 'refused', problem: 'used-up' }
    }
    return { outcome: 'granted', reason: kind, orderId: order.id }
  }

  if (kind === 'test-checkout') {
    const sessionId = `cs_test_local_${crypto.randomBytes(12).toString('hex')}`
    await payload.update({ collection: 'orders', id: order.id, data: { stripeSessionId: sessionId }, overrideAccess: true })
    return { outcome: 'checkout', url: `/checkout/test/${order.id}`, orderId: order.id }
  }

  const session = await stripeClient().checkout.sessions.create({
    mode: 'payment',
    client_reference_id: String(order.id),
    customer_email: customer.email,
    metadata: { orderId: String(order.id) },
    line_items: [
      // Stripe counts rupees in paise.
      { quantity: 1, price_data: { currency: 'inr', unit_amount: amount * 100, product_data: { name: tier.name } } },
    ],
    success_url: `${origin}/pricing/success?order=${order.id}`,
    cancel_url: `${origin}/pricing?cancelled=1`,
  })
  await payload.update({ collection: 'orders', id: order.id, data: { stripeSessionId: session.id }, overrideAccess: true })
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL')
  return { outcome: 'checkout', url: session.url, orderId: order.id }
}

// ─── Fulfilment ──────────────────────────────────────────────────────────────────────────────────────────────────────

type FulfilOutcome = 'fulfilled' | 'already-fulfilled' | 'unknown-order' | 'amount-mismatch' | 'order-closed' | 'coupon-used-up'

/** What Stripe says was paid, from a verified event; null for a purchase that costs nothing (no Stripe involved). */
type Paid = { amountTotal: number | null; currency: string | null; sessionId: string; paymentIntentId: string | null }

/**
 * Grants an order's credits, its access period and its coupon's redemption in one ledger row, once. The row's unique
 * (order, kind) index makes a second grant impossible however many deliveries race; its (coupon, slot) and (coupon,
 * user) indexes keep a coupon within its maximum and once per customer.
 */
export async function fulfilOrder(orderId: Id, paid: Paid | null, now: Date = new Date()): Promise<FulfilOutcome> {
  const payload = await getPayloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order || !order.user) return 'unknown-order'
  if (paid) {
    // A signed event for another session, or for another amount or currency than we asked, grants nothing.
    if (order.stripeSessionId !== paid.sessionId || paid.currency !== order.currency || paid.amountTotal !== order.amount * 100) return 'amount-mismatch'
  } else if (order.amount !== 0) return 'amount-mismatch'
  if (order.status === 'paid' || order.status === 'refunded') return 'already-fulfilled'
  if (order.status === 'cancelled') return 'order-closed'

  const userId = order.user as Id
  const coupon = order.couponCode
    ? (await payload.find({ collection: 'coupons', where: { code: { equals: order.couponCode } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    : undefined
  let outcome: FulfilOutcome = 'fulfilled'
  let couponNotRedeemed = false

  await appendLedgerRow(payload, userId, async (state) => {
    const { totalDocs: granted } = await payload.count({
      collection: 'credit-ledger',
      where: { and: [{ order: { equals: order.id } }, { kind: { equals: 'purchase' } }] },
      overrideAccess: true,
    })
    if (granted > 0) {
      outcome = 'already-fulfilled'
      return null
    }
    let slot: number | undefined
    couponNotRedeemed = false
    if (coupon) {
      const next = (await lastRedemption(payload, coupon.id)) + 1
      const available = (!coupon.maxRedemptions || next <= coupon.maxRedemptions) && !(await hasRedeemed(payload, coupon.id, userId))
      if (available) slot = next
      else if (order.amount === 0) {
        // A free purchase stands only on its coupon: with the coupon gone, nothing is granted (ADR 101).
        outcome = 'coupon-used-up'
        return null
      } else couponNotRedeemed = true // paid for at the price shown: honoured, and marked for staff
    }
    outcome = 'fulfilled'
    return {
      kind: 'purchase',
      amount: order.credits,
      accessUntil: extendPaidAccess(state.paidUntil, order.accessDays, now),
      purpose: 'order',
      order: order.id,
      coupon: slot ? coupon!.id : undefined,
      couponSlot: slot,
    }
  })

  if (outcome === 'fulfilled' || outcome === 'already-fulfilled') {
    // Written after the grant: a failure here is repaired by the next delivery of the same event.
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'paid', paidAt: order.paidAt ?? now.toISOString(), stripePaymentIntentId: paid?.paymentIntentId ?? undefined, couponNotRedeemed },
      overrideAccess: true,
    })
    if (coupon && outcome === 'fulfilled') {
      const { totalDocs } = await payload.count({ collection: 'credit-ledger', where: { coupon: { equals: coupon.id } }, overrideAccess: true })
      await payload.update({ collection: 'coupons', id: coupon.id, data: { redemptions: totalDocs }, overrideAccess: true })
    }
  }
  return outcome
}

type RefundOutcome = 'refunded' | 'already-refunded' | 'unknown-order' | 'not-fulfilled'

/** Takes back what an order granted (its credits, never below zero, and its days of access) in one ledger row, once. */
export async function refundOrder(paymentIntentId: string, now: Date = new Date()): Promise<RefundOutcome> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { stripePaymentIntentId: { equals: paymentIntentId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order || !order.user) return 'unknown-order'
  let outcome: RefundOutcome = 'refunded'
  const rowsOf = async (kind: 'purchase' | 'refund') =>
    (
      await payload.count({
        collection: 'credit-ledger',
        where: { and: [{ order: { equals: order.id } }, { kind: { equals: kind } }] },
        overrideAccess: true,
      })
    ).totalDocs
  await appendLedgerRow(payload, order.user as Id, async (state) => {
    if ((await rowsOf('refund')) > 0) {
      outcome = 'already-refunded'
      return null
    }
    if ((await rowsOf('purchase')) === 0) {
      outcome = 'not-fulfilled'
      return null
    }
    outcome = 'refunded'
    return {
      kind: 'refund',
      amount: -Math.min(order.credits, state.balance),
      accessUntil: shortenPaidAccess(state.paidUntil, order.accessDays, now),
      purpose: 'refund',
      order: order.id,
    }
  })
  if (outcome === 'refunded' || outcome === 'already-refunded') {
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'refunded', refundedAt: order.refundedAt ?? now.toISOString() },
      overrideAccess: true,
    })
  }
  return outcome
}

// ─── The webhook ─────────────────────────────────────────────────────────────────────────────────────────────────────

type WebhookAnswer = { status: 200 | 400; outcome: string }

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

/**
 * One delivery to /hooks/stripe: the signature over the raw body first (nothing is read from an unverified body),
 * then the event id (a replay is answered 200 and does nothing), then the work, which is idempotent on its own.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null, now: Date = new Date()): Promise<WebhookAnswer> {
  const event = verifiedEvent(rawBody, signature)
  if (!event) return { status: 400, outcome: 'bad-signature' }
  const payload = await getPayloadClient()
  const seen = await payload.count({ collection: 'webhook-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
  if (seen.totalDocs > 0) return { status: 200, outcome: 'duplicate' }

  let outcome = 'ignored'
  let orderId: Id | null = null
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object as Stripe.Checkout.Session
    orderId = session.metadata?.orderId ?? session.client_reference_id ?? null
    if (session.payment_status !== 'paid' || !orderId || !/^\w{1,40}$/.test(orderId)) outcome = 'not-paid'
    else {
      const order = await fulfilOrder(
        orderId,
        { amountTotal: session.amount_total, currency: session.currency, sessionId: session.id, paymentIntentId: idOf(session.payment_intent) },
        now,
      )
      // A signed event that does not match its order is refused as a whole and not recorded: it changed nothing.
      if (order === 'amount-mismatch' || order === 'unknown-order') return { status: 400, outcome: order }
      outcome = order
    }
  } else if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge
    const intent = idOf(charge.payment_intent)
    // A partial refund is staff's decision on what to take back; only a full refund takes back the whole grant.
    outcome = charge.refunded && intent ? await refundOrder(intent, now) : 'partial-refund'
  }

  // The order as stored (the event names it as text), for the record's links to the order and its customer.
  const order = orderId ? await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  try {
    await payload.create({
      collection: 'webhook-events',
      data: { eventId: event.id, type: event.type, outcome, user: (order?.user as number | null) ?? null, order: order?.id },
      overrideAccess: true,
    })
  } catch (error) {
    // Two deliveries of one event at once: the other one recorded it; the work itself was done once either way.
    const recorded = await payload.count({ collection: 'webhook-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
    if (recorded.totalDocs === 0) throw error
    // Each delivery still says what it did: the one that granted says so, whichever recorded the event first.
    return { status: 200, outcome: outcome === 'fulfilled' || outcome === 'refunded' ? outcome : 'duplicate' }
  }
  return { status: 200, outcome }
}

// ─── The built-in test checkout (no Stripe keys) ─────────────────────────────────────────────────────────────────────

type TestCheckoutOrder = { id: Id; tierName: string; amount: number; listPrice: number; couponCode: string | null; status: Order['status'] }

/** The customer's own pending test-checkout order, or null. */
export async function findTestCheckoutOrder(customer: Customer, orderId: string): Promise<TestCheckoutOrder | null> {
  if (paymentMode() !== 'test-checkout' || !isRowId(orderId)) return null
  const payload = await getPayloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order || String(order.user) !== String(customer.id) || order.kind !== 'test-checkout') return null
  return {
    id: order.id,
    tierName: order.tierName,
    amount: order.amount,
    listPrice: order.listPrice,
    couponCode: order.couponCode ?? null,
    status: order.status,
  }
}

/** Where the test checkout posts its events: this server's own webhook, on loopback. */
const ownWebhookUrl = () => process.env.PAYMENTS_WEBHOOK_URL ?? `http://127.0.0.1:${getEnv().PORT}/hooks/stripe`

/**
 * The test checkout's Pay button: sends the event Stripe would send, signed as Stripe would sign it, to our own
 * /hooks/stripe, so the same verification and fulfilment run as for a real payment.
 */
export async function completeTestCheckout(customer: Customer, orderId: string): Promise<'sent' | 'not-found'> {
  const order = await findTestCheckoutOrder(customer, orderId)
  const secret = webhookSecret()
  if (!order || order.status !== 'pending' || !secret) return 'not-found'
  const payload = await getPayloadClient()
  const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
  const random = () => crypto.randomBytes(12).toString('hex')
  const body = JSON.stringify({
    id: `evt_test_local_${random()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: stored.stripeSessionId,
        object: 'checkout.session',
        amount_total: stored.amount * 100,
        currency: stored.currency,
        payment_status: 'paid',
        payment_intent: `pi_test_local_${random()}`,
        client_reference_id: String(order.id),
        metadata: { orderId: String(order.id) },
      },
    },
  })
  const response = await fetch(ownWebhookUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signEvent(body, secret) },
    body,
  })
  if (!response.ok) throw new Error(`The test checkout's event was refused by /hooks/stripe: ${response.status}`)
  return 'sent'
}

export async function cancelTestCheckout(customer: Customer, orderId: string): Promise<void> {
  const order = await findTestCheckoutOrder(customer, orderId)
  if (!order || order.status !== 'pending') return
  const payload = await getPayloadClient()
  await payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled' }, overrideAccess: true })
}

// ─── What the customer sees ──────────────────────────────────────────────────────────────────────────────────────────

export type OrderSummary = Pick<Order, 'id' | 'tierName' | 'amount' | 'currency' | 'couponCode' | 'status' | 'kind' | 'createdAt' | 'paidAt'>

/** The customer's orders, newest first, read with their own rights. */
export async function listOrders(customer: Customer): Promise<OrderSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { user: { equals: customer.id } },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user: { ...customer, collection: 'users' },
  })
  return docs.map(({ id, tierName, amount, currency, couponCode, status, kind, createdAt, paidAt }) => ({
    id,
    tierName,
    amount,
    currency,
    couponCode,
    status,
    kind,
    createdAt,
    paidAt,
  }))
}

/** An order's state for the success page, which waits for the webhook; only the customer's own order. */
export async function orderStatus(customer: Customer, orderId: string): Promise<Order['status'] | null> {
  if (!isRowId(orderId)) return null
  const payload = await getPayloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  return order && String(order.user) === String(customer.id) ? order.status : null
}

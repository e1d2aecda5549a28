// Buying sketch packs (ADRs 099-102, 163-165). The browser names a tier (by its number of sketches) and a coupon
// code, nothing more: the server finds the tier, checks the coupon, computes the amount and creates the order. Credits
// and access are granted only by fulfilOrder, reached from a verified Stripe event (or at once, for a purchase that
// costs nothing), and granted exactly once whatever arrives twice: the grant is one ledger row, unique per order.
import crypto from 'node:crypto'
import type { Payload, Where } from 'payload'
import { z } from 'zod'
import type { Coupon, Order } from '../../payload-types'
import { getEnv } from '../utils/env.server'
import { getPayloadClient } from '../utils/payload.server'
import { discountedAmount, MAX_PENDING_ORDERS, tierForSketches } from '../domain/pricing'
import { extendPaidAccess, shortenPaidAccess } from './access.server'
import { appendLedgerRow, isConflict } from '../domain/ledger'
import { openCheckoutSession, paymentMode, signEvent, verifiedEvent, webhookSecret } from './payments-stripe.server'
import { fulfilConsultationOrder, recordConsultationRefund, type ConsultationFulfilment } from './payments-consultations.server'
import { releaseHold } from '../domain/consultations/held'
import { dayWindowState } from '../domain/business-day'
import { isRowId } from '../utils/row-id'

// The pricing page says how many checkouts a customer may have open (ADR 163).
export { MAX_PENDING_ORDERS }

type Id = number | string
type Customer = { id: Id; email: string }

// ─── Coupons ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export type CouponProblem = 'not-found' | 'inactive' | 'not-started' | 'expired' | 'used-up' | 'already-used' | 'held'
type CouponCheck = { ok: true; coupon: Coupon; code: string; percentOff: number } | { ok: false; problem: CouponProblem }

/** A code as the coupon box sends it: trimmed and upper-cased, the way the CMS stores codes. */
const normaliseCouponCode = (code: string) => code.trim().toUpperCase()

/** How long an order holds its coupon use and its place among the customer's open checkouts (ADR 163). */
export const CHECKOUT_OPEN_MS = 60 * 60_000

/**
 * How long Stripe's Checkout Session stays payable: a quarter of an hour less than the hold (and above Stripe's
 * minimum of 30 minutes), so a payment made in a session's last second is reported while its order still holds the
 * coupon's use, and a coupon is never redeemed past its limit (ADR 163).
 */
export const STRIPE_SESSION_MS = CHECKOUT_OPEN_MS - 15 * 60_000

/** What an order gives back when it closes unpaid: its coupon's use and its place among the customer's open checkouts. */
const RELEASED = { heldCoupon: null, heldUse: null, pendingSlot: null }

/** Closes a pending order unpaid and gives back what it held; an order that is no longer pending is left alone. */
async function closeOrder(payload: Payload, orderId: Id, status: 'cancelled' | 'expired' | 'failed'): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'orders',
    where: { and: [{ id: { equals: orderId } }, { status: { equals: 'pending' } }] },
    data: { status, ...RELEASED },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length > 0
}

/** Pending orders whose hour has passed, among those `where` picks: each expires and gives back what it held. */
async function expireOverdue(payload: Payload, where: Where, now: Date): Promise<void> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [where, { status: { equals: 'pending' } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { status: true },
  })
  for (const { id } of docs) await closeOrder(payload, id, 'expired')
}

const isOpen = (order: Pick<Order, 'status' | 'expiresAt'>, now: Date) =>
  order.status === 'pending' && !(order.expiresAt && new Date(order.expiresAt) <= now)

/** Orders that hold a use of the coupon: paid ones for good, pending ones while their checkout is open. */
const holdingCoupon = (couponId: Id, now: Date): Where => ({
  and: [{ heldCoupon: { equals: couponId } }, { or: [{ status: { not_equals: 'pending' } }, { expiresAt: { greater_than: now.toISOString() } }] }],
})

/** The smallest whole number from 1 that `taken` does not hold. */
function lowestFree(taken: Iterable<unknown>): number {
  const set = new Set(taken)
  let slot = 1
  while (set.has(slot)) slot++
  return slot
}

async function hasRedeemed(payload: Payload, couponId: Id, userId: Id): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'credit-ledger',
    where: { and: [{ coupon: { equals: couponId } }, { user: { equals: userId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Whether `userId` may take a use of the coupon now, and the use number to take (ADR 163). Uses are numbered 1..max
 * and held by orders (unique per coupon, and per coupon and customer); redemptions in the ledger from before holds
 * count as taken too. The number is the lowest free one, so while fewer than `max` are taken it is at most `max`:
 * two orders racing for the last use pick the same number, and the database keeps one.
 */
async function couponUse(
  payload: Payload,
  coupon: Coupon,
  userId: Id | null,
  now: Date,
): Promise<{ ok: true; slot: number } | { ok: false; problem: CouponProblem }> {
  const holders = holdingCoupon(coupon.id, now)
  const redeemed = { coupon: { equals: coupon.id } }
  let slot: number
  if (coupon.maxRedemptions) {
    const [held, ledger] = await Promise.all([
      payload.find({ collection: 'orders', where: holders, pagination: false, depth: 0, overrideAccess: true, select: { heldUse: true } }),
      payload.find({ collection: 'credit-ledger', where: redeemed, pagination: false, depth: 0, overrideAccess: true, select: { couponSlot: true } }),
    ])
    const taken = new Set([...held.docs.map((doc) => doc.heldUse), ...ledger.docs.map((doc) => doc.couponSlot)].filter((n) => typeof n === 'number'))
    if (taken.size >= coupon.maxRedemptions) return { ok: false, problem: 'used-up' }
    slot = lowestFree(taken)
  } else {
    const [held, ledger] = await Promise.all([
      payload.find({
        collection: 'orders',
        where: { heldCoupon: { equals: coupon.id } },
        sort: '-heldUse',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { heldUse: true },
      }),
      payload.find({
        collection: 'credit-ledger',
        where: redeemed,
        sort: '-couponSlot',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { couponSlot: true },
      }),
    ])
    slot = Math.max(held.docs[0]?.heldUse ?? 0, ledger.docs[0]?.couponSlot ?? 0) + 1
  }
  if (userId !== null) {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { and: [holders, { user: { equals: userId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { status: true },
    })
    if (docs[0]) return { ok: false, problem: docs[0].status === 'pending' ? 'held' : 'already-used' }
    if (await hasRedeemed(payload, coupon.id, userId)) return { ok: false, problem: 'already-used' }
  }
  return { ok: true, slot }
}

async function findCoupon(payload: Payload, rawCode: string): Promise<Coupon | undefined> {
  const code = normaliseCouponCode(rawCode)
  const { docs } = await payload.find({ collection: 'coupons', where: { code: { equals: code } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

/**
 * Checks a code against the CMS's coupons: active, inside its dates, with a use left (checkouts still open hold theirs),
 * not yet used or held by `userId`.
 */
export async function checkCoupon(rawCode: string, userId: Id | null, now: Date = new Date()): Promise<CouponCheck> {
  const payload = await getPayloadClient()
  const coupon = await findCoupon(payload, rawCode)
  if (!coupon) return { ok: false, problem: 'not-found' }
  if (!coupon.active) return { ok: false, problem: 'inactive' }
  // Whole days in the business's zone (ADR 199).
  const window = dayWindowState({ from: coupon.validFrom, until: coupon.validUntil }, now, getEnv().BUSINESS_TIME_ZONE)
  if (window === 'not-started') return { ok: false, problem: 'not-started' }
  if (window === 'ended') return { ok: false, problem: 'expired' }
  const use = await couponUse(payload, coupon, userId, now)
  if (!use.ok) return use
  return { ok: true, coupon, code: coupon.code, percentOff: coupon.percentOff }
}

// ─── Buying ──────────────────────────────────────────────────────────────────────────────────────────────────────────

type PurchaseProblem = CouponProblem | 'no-tier' | 'payments-off' | 'too-many-pending' | 'checkout-unavailable'
type PurchaseResult =
  | { outcome: 'granted'; reason: 'complimentary' | 'free-coupon'; orderId: Id }
  | { outcome: 'checkout'; url: string; orderId: Id }
  | { outcome: 'refused'; problem: PurchaseProblem }

/** Customers whose purchases cost nothing: the CMS site settings' list, which only admins see. */
export async function isComplimentary(email: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const wanted = email.trim().toLowerCase()
  return (settings.complimentaryEmails ?? []).some((row) => row.email.trim().toLowerCase() === wanted)
}

/** Enough for a burst of one customer's requests racing for their places and a coupon's last uses. */
const MAX_HOLD_ATTEMPTS = 50

/**
 * Creates the pending order together with what it holds (ADR 163): one of the customer's five places for open
 * checkouts and, with a coupon, a use of it. The order is one insert, so it exists with both or not at all; the unique
 * indexes refuse a place or a use another order took since it was read, and the loser reads again.
 */
async function createHeldOrder(
  payload: Payload,
  customer: Customer,
  coupon: Coupon | null,
  data: Omit<Order, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'user' | 'heldCoupon' | 'heldUse' | 'pendingSlot' | 'expiresAt'>,
  now: Date,
): Promise<{ ok: true; order: Order } | { ok: false; problem: PurchaseProblem }> {
  for (let attempt = 0; attempt < MAX_HOLD_ATTEMPTS; attempt++) {
    await expireOverdue(payload, { user: { equals: customer.id } }, now)
    const { docs: open } = await payload.find({
      collection: 'orders',
      where: { and: [{ user: { equals: customer.id } }, { pendingSlot: { exists: true } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { pendingSlot: true },
    })
    const places = open.map((order) => order.pendingSlot).filter((n): n is number => typeof n === 'number')
    if (places.length >= MAX_PENDING_ORDERS) return { ok: false, problem: 'too-many-pending' }
    let use: { heldCoupon: Id; heldUse: number } | null = null
    if (coupon) {
      await expireOverdue(payload, { heldCoupon: { equals: coupon.id } }, now)
      const checked = await couponUse(payload, coupon, customer.id, now)
      if (!checked.ok) return checked
      use = { heldCoupon: coupon.id, heldUse: checked.slot }
    }
    try {
      const order = await payload.create({
        collection: 'orders',
        data: {
          ...data,
          user: customer.id as number,
          status: 'pending',
          pendingSlot: lowestFree(places),
          heldCoupon: use?.heldCoupon as number | undefined,
          heldUse: use?.heldUse,
          expiresAt: new Date(now.getTime() + CHECKOUT_OPEN_MS).toISOString(),
        },
        overrideAccess: true,
        depth: 0,
      })
      return { ok: true, order }
    } catch (error) {
      if (!isConflict(error)) throw error
    }
  }
  throw new Error(`Customer ${customer.id}'s open orders stayed contended for ${MAX_HOLD_ATTEMPTS} attempts`)
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

  const held = await createHeldOrder(
    payload,
    customer,
    coupon?.coupon ?? null,
    {
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
    },
    now,
  )
  if (!held.ok) return { outcome: 'refused', problem: held.problem }
  const { order } = held

  if (kind === 'complimentary' || kind === 'free-coupon') {
    const outcome = await fulfilOrder(order.id, null, now)
    if (outcome === 'coupon-used-up') {
      await closeOrder(payload, order.id, 'cancelled')
      return { outcome: 'refused', problem: 'used-up' }
    }
    return { outcome: 'granted', reason: kind, orderId: order.id }
  }

  if (kind === 'test-checkout') {
    const sessionId = `cs_test_local_${crypto.randomBytes(12).toString('hex')}`
    await payload.update({ collection: 'orders', id: order.id, data: { stripeSessionId: sessionId }, overrideAccess: true })
    return { outcome: 'checkout', url: `/checkout/test/${order.id}`, orderId: order.id }
  }

  let session: { id: string; url: string }
  try {
    session = await openCheckoutSession({
      orderId: order.id,
      email: customer.email,
      name: tier.name,
      currency: 'inr',
      amount,
      // Closed by Stripe before the order's hold ends, so a late payment still finds its use held, and a use held
      // by an abandoned checkout comes back when the hour is up (ADR 163).
      expiresAt: new Date(order.expiresAt!).getTime() - CHECKOUT_OPEN_MS + STRIPE_SESSION_MS,
      successUrl: `${origin}/pricing/success?order=${order.id}`,
      cancelUrl: `${origin}/pricing?cancelled=1`,
    })
  } catch (error) {
    // Nothing was charged and no checkout exists: the order fails and gives back what it held (ADR 165).
    console.error(`Stripe Checkout Session for order ${order.id} could not be created`, error)
    await closeOrder(payload, order.id, 'failed')
    return { outcome: 'refused', problem: 'checkout-unavailable' }
  }
  await payload.update({ collection: 'orders', id: order.id, data: { stripeSessionId: session.id }, overrideAccess: true })
  return { outcome: 'checkout', url: session.url, orderId: order.id }
}

// ─── Fulfilment ──────────────────────────────────────────────────────────────────────────────────────────────────────

type FulfilOutcome = 'fulfilled' | 'already-fulfilled' | 'unknown-order' | 'amount-mismatch' | 'order-closed' | 'coupon-used-up' | ConsultationFulfilment

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
    if (order.stripeSessionId !== paid.sessionId || paid.currency !== order.currency || paid.amountTotal !== Math.round(order.amount * 100))
      return 'amount-mismatch'
  } else if (order.amount !== 0) return 'amount-mismatch'
  // A consultation's payment confirms its booking and grants no credits (ADR 196).
  if (order.consultation) return paid ? fulfilConsultationOrder(order, paid, now) : 'amount-mismatch'
  if (order.status === 'paid' || order.status === 'refunded') return 'already-fulfilled'
  // A cancelled or failed order had no checkout left to pay. An expired one is still granted: Stripe says it was paid
  // (a payment made just before the hour was up may be reported after it).
  if (order.status === 'cancelled' || order.status === 'failed') return 'order-closed'

  const userId = order.user as Id
  // The use of its coupon the order holds (ADR 163); none when it expired first, or for an order from before holds.
  const held = order.heldCoupon && order.heldUse ? { coupon: order.heldCoupon as Id, slot: order.heldUse } : null
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
    let redeem: { coupon: Id; slot: number } | null = null
    couponNotRedeemed = false
    if (order.couponCode) {
      // The held use is redeemed unless the ledger already has it: a late payment's order lost its use when it expired.
      const free =
        held &&
        (
          await payload.count({
            collection: 'credit-ledger',
            where: {
              and: [{ coupon: { equals: held.coupon } }, { or: [{ couponSlot: { equals: held.slot } }, { user: { equals: userId } }] }],
            },
            overrideAccess: true,
          })
        ).totalDocs === 0
      if (free) redeem = held
      else if (order.amount === 0) {
        // A free purchase stands only on its coupon: with no use held, nothing is granted (ADR 101).
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
      coupon: redeem?.coupon,
      couponSlot: redeem?.slot,
    }
  })

  if (outcome === 'fulfilled' || outcome === 'already-fulfilled') {
    // Written after the grant: a failure here is repaired by the next delivery of the same event. A paid order keeps
    // its coupon's use and gives back its place among the open checkouts.
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        status: 'paid',
        paidAt: order.paidAt ?? now.toISOString(),
        stripePaymentIntentId: paid?.paymentIntentId ?? undefined,
        couponNotRedeemed,
        pendingSlot: null,
      },
      overrideAccess: true,
    })
    if (held && outcome === 'fulfilled') {
      const { totalDocs } = await payload.count({ collection: 'credit-ledger', where: { coupon: { equals: held.coupon } }, overrideAccess: true })
      await payload.update({ collection: 'coupons', id: held.coupon, data: { redemptions: totalDocs }, overrideAccess: true })
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
  if (order.consultation) return recordConsultationRefund(order, now)
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

// Stripe's ids are letters, digits and underscores (evt_…, cs_…, pi_…); nothing else is looked up.
const StripeId = z.string().regex(/^[\w-]{1,255}$/)
const Expandable = z.union([StripeId, z.looseObject({ id: StripeId })]).nullish()
/** The parts of a Stripe event we read, as Stripe sends them (ADR 165): anything else signed is malformed. */
const EventShape = z.looseObject({ id: StripeId, type: z.string().min(1).max(100), data: z.looseObject({ object: z.looseObject({}) }) })
const SessionShape = z.looseObject({
  id: StripeId,
  payment_status: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: Expandable,
})
const ChargeShape = z.looseObject({ payment_intent: Expandable, refunded: z.boolean().nullish() })

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired'])

/** Our order for a Checkout Session: the one we stored the session's id on. Null for another checkout on the account. */
async function orderForSession(payload: Payload, sessionId: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { stripeSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** An event that is not about one of our orders: acknowledged, so Stripe stops sending it, and logged (ADR 165). */
function notOurs(event: { id: string; type: string }, why: string): WebhookAnswer {
  console.info(`Stripe event ${event.id} (${event.type}) acknowledged, not ours: ${why}`)
  return { status: 200, outcome: 'not-ours' }
}

/**
 * One delivery to /hooks/stripe: the signature over the raw body first (nothing is read from an unverified body),
 * then the event's shape (a malformed one is refused), then the event id (a replay is answered 200 and does nothing),
 * then the work, which is idempotent on its own. Events for checkouts that are not ours are acknowledged (ADR 165).
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null, now: Date = new Date()): Promise<WebhookAnswer> {
  const verified = verifiedEvent(rawBody, signature)
  if (!verified) return { status: 400, outcome: 'bad-signature' }
  const shaped = EventShape.safeParse(verified.event)
  if (!shaped.success) return { status: 400, outcome: 'malformed' }
  const event = shaped.data
  const payload = await getPayloadClient()

  let outcome = 'ignored'
  let order: Order | null = null
  if (SESSION_EVENTS.has(event.type)) {
    const parsed = SessionShape.safeParse(event.data.object)
    if (!parsed.success) return { status: 400, outcome: 'malformed' }
    const session = parsed.data
    order = await orderForSession(payload, session.id)
    if (!order) return notOurs(event, `no order has Checkout Session ${session.id}`)
    // Our session names our order both ways; a signed event that says otherwise is refused and changes nothing.
    const named = [session.metadata?.orderId, session.client_reference_id].filter((value) => value != null)
    if (named.some((value) => value !== String(order!.id))) return { status: 400, outcome: 'order-mismatch' }
    if (await isReplay(payload, event.id)) return { status: 200, outcome: 'duplicate' }
    if (event.type === 'checkout.session.expired') outcome = (await closeOrder(payload, order.id, 'expired')) ? 'expired' : 'not-pending'
    else if (session.payment_status !== 'paid') outcome = 'not-paid'
    else {
      const fulfilled = await fulfilOrder(
        order.id,
        {
          amountTotal: session.amount_total ?? null,
          currency: session.currency ?? null,
          sessionId: session.id,
          paymentIntentId: idOf(session.payment_intent),
        },
        now,
      )
      // A signed event for another amount or currency than we asked is refused as a whole and not recorded.
      if (fulfilled === 'amount-mismatch') return { status: 400, outcome: fulfilled }
      outcome = fulfilled
    }
  } else if (event.type === 'charge.refunded') {
    const parsed = ChargeShape.safeParse(event.data.object)
    if (!parsed.success) return { status: 400, outcome: 'malformed' }
    const intent = idOf(parsed.data.payment_intent)
    if (await isReplay(payload, event.id)) return { status: 200, outcome: 'duplicate' }
    // A partial refund is staff's decision on what to take back; only a full refund takes back the whole grant.
    outcome = parsed.data.refunded && intent ? await refundOrder(intent, now) : 'partial-refund'
    if (outcome === 'unknown-order') return notOurs(event, `no order has payment ${intent}`)
  } else if (await isReplay(payload, event.id)) return { status: 200, outcome: 'duplicate' }

  try {
    await payload.create({
      collection: 'webhook-events',
      data: { eventId: event.id, type: event.type, outcome, user: (order?.user as number | null) ?? null, order: order?.id },
      overrideAccess: true,
    })
  } catch (error) {
    // Two deliveries of one event at once: the other one recorded it; the work itself was done once either way.
    if (!(await isReplay(payload, event.id))) throw error
    // Each delivery still says what it did: the one that granted says so, whichever recorded the event first.
    return { status: 200, outcome: outcome === 'fulfilled' || outcome === 'refunded' ? outcome : 'duplicate' }
  }
  return { status: 200, outcome }
}

async function isReplay(payload: Payload, eventId: string): Promise<boolean> {
  return (await payload.count({ collection: 'webhook-events', where: { eventId: { equals: eventId } }, overrideAccess: true })).totalDocs > 0
}

// ─── The built-in test checkout (no Stripe keys) ─────────────────────────────────────────────────────────────────────

type TestCheckoutOrder = {
  id: Id
  tierName: string
  amount: number
  listPrice: number
  currency: Order['currency']
  couponCode: string | null
  status: Order['status']
  /** The booking it pays for, when it is a consultation's (ADR 196). */
  consultation: Id | null
}

/** The customer's own test-checkout order, or null; one whose hour has passed reads as expired (ADR 163). */
export async function findTestCheckoutOrder(customer: Customer, orderId: string, now: Date = new Date()): Promise<TestCheckoutOrder | null> {
  if (paymentMode() !== 'test-checkout' || !isRowId(orderId)) return null
  const payload = await getPayloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order || String(order.user) !== String(customer.id) || order.kind !== 'test-checkout') return null
  return {
    id: order.id,
    tierName: order.tierName,
    amount: order.amount,
    listPrice: order.listPrice,
    currency: order.currency,
    couponCode: order.couponCode ?? null,
    status: order.status === 'pending' && !isOpen(order, now) ? 'expired' : order.status,
    consultation: order.consultation ? (typeof order.consultation === 'object' ? order.consultation.id : order.consultation) : null,
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
        amount_total: Math.round(stored.amount * 100),
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

/**
 * The test checkout's Cancel button: the order closes and gives back its coupon's use and its place; a consultation's
 * hold ends with it and frees the time (ADR 196). Says whether the order was a consultation's.
 */
export async function cancelTestCheckout(customer: Customer, orderId: string): Promise<{ consultation: boolean }> {
  const order = await findTestCheckoutOrder(customer, orderId)
  if (!order || order.status !== 'pending') return { consultation: Boolean(order?.consultation) }
  const payload = await getPayloadClient()
  await closeOrder(payload, order.id, 'cancelled')
  if (order.consultation) await releaseHold(payload, order.consultation)
  return { consultation: Boolean(order.consultation) }
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
  const now = new Date()
  return docs.map(({ id, tierName, amount, currency, couponCode, status, kind, createdAt, paidAt, expiresAt }) => ({
    id,
    tierName,
    amount,
    currency,
    couponCode,
    // A checkout whose hour has passed is closed, whether or not anything has marked it so yet.
    status: status === 'pending' && !isOpen({ status, expiresAt }, now) ? 'expired' : status,
    kind,
    createdAt,
    paidAt,
  }))
}

/** An order's state for the success page, which waits for the webhook, and whether it paid for a consultation; only the customer's own order. */
export async function orderStatus(customer: Customer, orderId: string): Promise<{ status: Order['status']; consultation: boolean } | null> {
  if (!isRowId(orderId)) return null
  const payload = await getPayloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  return order && String(order.user) === String(customer.id) ? { status: order.status, consultation: Boolean(order.consultation) } : null
}

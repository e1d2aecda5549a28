// Paying for a consultation at booking (ADR 196) and refunding one on cancel (ADR 197), through the same orders,
// checkout and webhook as sketch packs (ADRs 099-102). A new booking holds its time for a quarter of an hour; its order
// is opened here at the astrologer's listed price (the server's, never the browser's); the verified payment confirms
// the booking once, however often it is reported; a payment that finds its hold gone is refunded in full.
import crypto from 'node:crypto'
import type { Payload, Where } from 'payload'
import type { Consultation, Order } from '../../payload-types'
import { releaseHold, releaseOverdueHolds } from '../domain/consultations/held'
import { idOf } from '../domain/consultations/rules'
import { isConflict } from '../domain/ledger'
import { getPayloadClient } from '../utils/payload.server'
import { refundConsultationPayment, sessionCloser } from './payments-refunds.server'
import { openCheckoutSession, openSessionUrl, paymentMode } from './payments-stripe.server'

type Id = number | string
type Customer = { id: Id; email: string }

/** Stripe keeps a Checkout Session open at least this long; the hold's sweep closes it sooner (ADR 196). */
const STRIPE_MIN_SESSION_MS = 31 * 60_000

/** Ends every unpaid hold whose quarter of an hour has passed, `where` narrowing which (the sweep job, the booking path). */
export async function sweepOverdueHolds(where: Where = {}, now: number = Date.now()): Promise<number> {
  return releaseOverdueHolds(await getPayloadClient(), where, { now, closeSession: sessionCloser() })
}

export type ConsultationCheckout =
  { outcome: 'checkout'; url: string } | { outcome: 'confirmed' } | { outcome: 'refused'; problem: 'payments-off' | 'checkout-unavailable' | 'not-found' }

/** What the order says it sold, as the checkout and the customer's orders show it. */
const orderLabel = (booking: Consultation) => {
  const astrologer = typeof booking.astrologer === 'object' ? booking.astrologer.name : ''
  return `Consultation · ${astrologer} · ${booking.duration} min`.slice(0, 80)
}

/**
 * Opens the payment of the customer's new booking: an order for the booking's price (worked out by the collection's
 * rules), then Stripe's checkout or the test checkout. A booking that costs nothing is confirmed at once; when no
 * checkout can be opened the hold ends at once and frees the time.
 */
export async function startConsultationPayment(
  customer: Customer,
  bookingId: Id,
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<ConsultationCheckout> {
  const payload = await getPayloadClient()
  const booking = await payload.findByID({ collection: 'consultations', id: bookingId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!booking || String(idOf(booking.user)) !== String(customer.id) || booking.status !== 'pending' || booking.order || !booking.holdExpiresAt) {
    return { outcome: 'refused', problem: 'not-found' }
  }
  const price = booking.price ?? 0
  if (price === 0) {
    await payload.update({ collection: 'consultations', id: booking.id, data: { status: 'confirmed' }, overrideAccess: true, depth: 0 })
    return { outcome: 'confirmed' }
  }
  const mode = paymentMode()
  if (mode === 'disabled') {
    await releaseHold(payload, booking.id)
    return { outcome: 'refused', problem: 'payments-off' }
  }
  const order = await payload.create({
    collection: 'orders',
    data: {
      user: customer.id as number,
      consultation: booking.id,
      tierName: orderLabel(booking),
      credits: 0,
      accessDays: 0,
      listPrice: price,
      amount: price,
      currency: 'usd',
      kind: mode,
      status: 'pending',
      // The order is open as long as the hold: a payment after it is refunded unless the booking still stands.
      expiresAt: booking.holdExpiresAt,
    },
    overrideAccess: true,
    depth: 0,
  })
  let sessionId: string
  let url: string
  if (mode === 'test-checkout') {
    sessionId = `cs_test_local_${crypto.randomBytes(12).toString('hex')}`
    url = `/checkout/test/${order.id}`
  } else {
    let session: { id: string; url: string }
    try {
      session = await openCheckoutSession({
        orderId: order.id,
        email: customer.email,
        name: order.tierName,
        currency: 'usd',
        amount: price,
        // Stripe's least; the hold's sweep closes the session when the quarter of an hour is up (ADR 196).
        expiresAt: now.getTime() + STRIPE_MIN_SESSION_MS,
        successUrl: `${origin}/pricing/success?order=${order.id}`,
        cancelUrl: `${origin}/consultations`,
      })
    } catch (error) {
      console.error(`Stripe Checkout Session for consultation order ${order.id} could not be created`, error)
      await payload.update({ collection: 'orders', id: order.id, data: { status: 'failed' }, overrideAccess: true, depth: 0 })
      await releaseHold(payload, booking.id)
      return { outcome: 'refused', problem: 'checkout-unavailable' }
    }
    sessionId = session.id
    url = session.url
  }
  await payload.update({ collection: 'orders', id: order.id, data: { stripeSessionId: sessionId }, overrideAccess: true, depth: 0 })
  await payload.db.updateOne({ collection: 'consultations', id: booking.id, data: { order: order.id }, returning: false })
  return { outcome: 'checkout', url }
}

/**
 * "Pay now" on a booking still held (ADR 196): the customer who left the checkout goes back to the same order's page,
 * the test checkout's or Stripe's session, while the hold lasts. Nothing new is opened, so a hold never has two orders.
 */
export async function resumeConsultationPayment(customer: Customer, bookingId: Id, now: number = Date.now()): Promise<ConsultationCheckout> {
  const payload = await getPayloadClient()
  const booking = await payload.findByID({ collection: 'consultations', id: bookingId, depth: 1, overrideAccess: true, disableErrors: true })
  const order = booking && typeof booking.order === 'object' ? (booking.order as Order | null) : null
  const held = booking?.status === 'pending' && booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) > now
  if (!booking || String(idOf(booking.user)) !== String(customer.id) || !held || !order || order.status !== 'pending' || !order.stripeSessionId) {
    return { outcome: 'refused', problem: 'not-found' }
  }
  if (order.kind === 'test-checkout') return { outcome: 'checkout', url: `/checkout/test/${order.id}` }
  try {
    const url = await openSessionUrl(order.stripeSessionId)
    return url ? { outcome: 'checkout', url } : { outcome: 'refused', problem: 'checkout-unavailable' }
  } catch (error) {
    console.error(`Stripe Checkout Session of consultation order ${order.id} could not be read`, error)
    return { outcome: 'refused', problem: 'checkout-unavailable' }
  }
}

type Paid = { sessionId: string; paymentIntentId: string | null }
export type ConsultationFulfilment = 'fulfilled' | 'already-fulfilled' | 'refunded-hold-ended'

/**
 * Claims one piece of work on an order, once, whatever races: a row in the Stripe events' table under a key of our own,
 * whose unique index lets one writer in (a compare-and-set, as the ledger's, ADR 099). False when another had it.
 */
async function claimOnce(payload: Payload, key: string, order: Order): Promise<boolean> {
  try {
    await payload.create({
      collection: 'webhook-events',
      data: { eventId: key, type: 'consultation-payment', outcome: 'claimed', order: order.id, user: (idOf(order.user) as number | null) ?? null },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch (error) {
    if (isConflict(error)) return false
    throw error
  }
}

/**
 * A verified payment of a consultation's order: the order is claimed once (pending, expired or cancelled → paid),
 * then the booking is confirmed if it is still held. A booking whose hold ended first is not revived over someone
 * else's time: the payment is refunded in full, as it is when the hold's end and the payment cross.
 */
export async function fulfilConsultationOrder(order: Order, paid: Paid, now: Date): Promise<ConsultationFulfilment> {
  const payload = await getPayloadClient()
  if (order.status === 'paid' || order.status === 'refunded' || !(await claimOnce(payload, `order-${order.id}-paid`, order))) return 'already-fulfilled'
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { status: 'paid', paidAt: now.toISOString(), stripePaymentIntentId: paid.paymentIntentId, heldCoupon: null, heldUse: null, pendingSlot: null },
    overrideAccess: true,
    depth: 0,
  })
  const bookingId = idOf(order.consultation)
  if (bookingId !== null) {
    await payload.update({
      collection: 'consultations',
      where: { and: [{ id: { equals: bookingId } }, { status: { equals: 'pending' } }] },
      data: { status: 'confirmed' },
      overrideAccess: true,
      depth: 0,
    })
    // Read again: a sweep that ended the hold at the same moment may have written after us.
    const booking = await payload.findByID({ collection: 'consultations', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true })
    if (booking?.status === 'confirmed') return 'fulfilled'
  }
  const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
  await refundConsultationPayment(payload, stored, now)
  return 'refunded-hold-ended'
}

/** A refund made in Stripe's dashboard (charge.refunded): the order reads refunded; the booking is staff's to cancel. */
export async function recordConsultationRefund(order: Order, now: Date): Promise<'refunded' | 'already-refunded'> {
  const payload = await getPayloadClient()
  if (order.status === 'refunded') return 'already-refunded'
  const updated = await payload.db.updateMany({
    collection: 'orders',
    where: { and: [{ id: { equals: order.id } }, { status: { equals: 'paid' } }] },
    data: { status: 'refunded', refundedAt: now.toISOString() },
  })
  return (updated?.length ?? 0) > 0 ? 'refunded' : 'already-refunded'
}

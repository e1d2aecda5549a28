// Closing a consultation's checkout and giving its money back (ADRs 196 and 197). Each function is handed the Payload it
// works through, so the Consultations collection's hooks reach them inside their own request and transaction.
import type { Payload, PayloadRequest } from 'payload'
import type { Consultation, Order } from '../../payload-types'
import { closeOpenOrder } from '../domain/consultations/held'
import { idOf } from '../domain/consultations/rules'
import { paymentMode, stripeClient } from './payments-stripe.server'

/**
 * Closes a Checkout Session so it can take no payment: true once it is closed (now or before), false while it is paid
 * or Stripe cannot be reached (the hold then stands until a later sweep).
 */
async function closeStripeSession(sessionId: string): Promise<boolean> {
  const stripe = stripeClient()
  try {
    await stripe.checkout.sessions.expire(sessionId)
    return true
  } catch {
    try {
      return (await stripe.checkout.sessions.retrieve(sessionId)).status === 'expired'
    } catch (error) {
      console.error(`Checkout Session ${sessionId} could not be closed`, error)
      return false
    }
  }
}

/** How the holds' sweep closes a checkout: through Stripe when the site has its keys; the test checkout needs nothing. */
export const sessionCloser = () => (paymentMode() === 'stripe' ? closeStripeSession : undefined)

/**
 * Gives back a paid order's money in full, once: through Stripe (one refund per order, by its idempotency key) or, in
 * the test checkout, recorded on the order. The order's status moves from paid to refunded as a compare-and-set.
 */
export async function refundConsultationPayment(
  payload: Payload,
  order: Order,
  now: Date,
  req?: PayloadRequest,
): Promise<'refunded' | 'already-refunded' | 'not-paid'> {
  if (order.status === 'refunded') return 'already-refunded'
  if (order.status !== 'paid') return 'not-paid'
  if (order.kind === 'stripe' && order.stripePaymentIntentId) {
    await stripeClient().refunds.create({ payment_intent: order.stripePaymentIntentId }, { idempotencyKey: `consultation-refund-${order.id}` })
  }
  const updated = await payload.db.updateMany({
    collection: 'orders',
    where: { and: [{ id: { equals: order.id } }, { status: { equals: 'paid' } }] },
    data: { status: 'refunded', refundedAt: now.toISOString() },
    req,
  })
  return (updated?.length ?? 0) > 0 ? 'refunded' : 'already-refunded'
}

/**
 * A booking was cancelled (by its customer in the cancel window, or by staff): an open checkout closes and pays
 * nothing more; a paid one is refunded by the rule (ADR 197). A refund Stripe refuses is logged and the order stays
 * paid, so staff see it in the orders; the cancellation stands.
 */
export async function settleCancelledBooking(payload: Payload, booking: Consultation, req?: PayloadRequest, now: Date = new Date()): Promise<void> {
  const orderId = idOf(booking.order)
  if (orderId === null) return
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!order) return
  if (order.status === 'pending') {
    await closeOpenOrder(payload, order.id, 'cancelled', req)
    if (order.kind === 'stripe' && order.stripeSessionId && paymentMode() === 'stripe') await closeStripeSession(order.stripeSessionId)
    return
  }
  // Every cancellation that gets here is refunded in full (ADR 197, `refundOnCancel`): a customer's was allowed just now,
  // inside the window, and staff's always is.
  if (order.status !== 'paid') return
  try {
    await refundConsultationPayment(payload, order, now, req)
  } catch (error) {
    console.error(`The refund of consultation ${booking.id} (order ${order.id}) failed; the order stays paid for staff`, error)
  }
}

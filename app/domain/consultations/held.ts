// The astrologer's held time as the booking rules need it, read through the Local API handed in: the collection's check
// and the booking service ask the same question the same way (ADR 171). And the end of an unpaid hold (ADR 196): a
// booking not paid within its quarter of an hour gives its time and its customer's place back.
import type { Payload, PayloadRequest, Where } from 'payload'
import type { HeldTime } from './slots'

/** What a booking whose hold ran out unpaid becomes: cancelled for want of payment, its half hours and place free. */
const HOLD_RELEASED = { status: 'cancelled', cancelledBy: 'unpaid', holdExpiresAt: null, slot0: null, slot1: null, slot2: null, openKey: null } as const

/** Bookings that hold time: all but cancelled ones and unpaid holds whose quarter of an hour has passed. */
const holdingTime = (nowIso: string): Where => ({
  and: [
    { status: { not_equals: 'cancelled' } },
    { or: [{ status: { not_equals: 'pending' } }, { holdExpiresAt: { exists: false } }, { holdExpiresAt: { greater_than: nowIso } }] },
  ],
})

/** The astrologer's bookings that hold their time between two instants (all but cancelled ones), this one left out. */
export async function heldAround(
  payload: Payload,
  astrologer: number | string,
  fromMs: number,
  toMs: number,
  { except, req, now = Date.now() }: { except?: number | string; req?: PayloadRequest; now?: number } = {},
) {
  const { docs } = await payload.find({
    collection: 'consultations',
    where: {
      and: [
        { astrologer: { equals: astrologer } },
        holdingTime(new Date(now).toISOString()),
        { startsAt: { greater_than: new Date(fromMs - 90 * 60_000).toISOString() } },
        { startsAt: { less_than: new Date(toMs).toISOString() } },
        ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc): HeldTime => ({ startsAt: Date.parse(doc.startsAt), duration: doc.duration }))
}

/**
 * Ends one unpaid hold, if it is still one: a compare-and-set on its status, so a payment confirming it at the same
 * moment wins or loses as a whole. Written past the hooks: nobody asked for it, so nobody is mailed.
 */
export async function releaseHold(payload: Payload, id: number | string, req?: PayloadRequest): Promise<boolean> {
  const released = await payload.db.updateMany({
    collection: 'consultations',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'pending' } }] },
    data: HOLD_RELEASED,
    req,
  })
  return (released?.length ?? 0) > 0
}

/** Closes a consultation's order that is still open, giving back what it holds, as an unpaid checkout closes (ADR 163). */
export async function closeOpenOrder(payload: Payload, orderId: number | string, status: 'expired' | 'cancelled', req?: PayloadRequest) {
  await payload.db.updateMany({
    collection: 'orders',
    where: { and: [{ id: { equals: orderId } }, { status: { equals: 'pending' } }] },
    data: { status, heldCoupon: null, heldUse: null, pendingSlot: null },
    req,
    returning: false,
  })
}

type OrderRef = { id: number | string; kind?: string | null; status?: string | null; stripeSessionId?: string | null }

/**
 * Ends the unpaid holds `where` picks whose quarter of an hour has passed (ADR 196). A hold paid through Stripe ends
 * only once its Checkout Session is closed (`closeSession` says whether it now is): a session still open could yet take
 * a payment for a time given to someone else. Without `closeSession` such holds are left to the next sweep that has it.
 */
export async function releaseOverdueHolds(
  payload: Payload,
  where: Where,
  { now = Date.now(), req, closeSession }: { now?: number; req?: PayloadRequest; closeSession?: (sessionId: string) => Promise<boolean> } = {},
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'consultations',
    where: { and: [where, { status: { equals: 'pending' } }, { holdExpiresAt: { less_than_equal: new Date(now).toISOString() } }] },
    limit: 50,
    depth: 1,
    overrideAccess: true,
    req,
    select: { order: true },
  })
  let released = 0
  for (const doc of docs) {
    const order = typeof doc.order === 'object' && doc.order ? (doc.order as OrderRef) : null
    if (order?.status === 'pending' && order.kind === 'stripe' && order.stripeSessionId) {
      if (!closeSession || !(await closeSession(order.stripeSessionId))) continue
    }
    if (order) await closeOpenOrder(payload, order.id, 'expired', req)
    if (await releaseHold(payload, doc.id, req)) released++
  }
  return released
}

// The astrologer's held time as the booking rules need it, read through the Local API handed in: the collection's check
// and the booking service ask the same question the same way (ADR 171).
import type { Payload, PayloadRequest } from 'payload'
import type { HeldTime } from './slots'

/** The astrologer's bookings that hold their time between two instants (all but cancelled ones), this one left out. */
export async function heldAround(
  payload: Payload,
  astrologer: number | string,
  fromMs: number,
  toMs: number,
  { except, req }: { except?: number | string; req?: PayloadRequest } = {},
) {
  const { docs } = await payload.find({
    collection: 'consultations',
    where: {
      and: [
        { astrologer: { equals: astrologer } },
        { status: { not_equals: 'cancelled' } },
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

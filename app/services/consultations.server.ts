// Consultations: the astrologers who take bookings, their free times in the customer's zone, booking (the
// database has the last word on a race, ADR 105), the customer's own bookings and cancelling one. Every rule lives in
// the domain (app/domain/consultations, ADR 171) and the collection's hooks keep it, so the API and the admin keep them too; this module asks and
// translates refusals into codes the route turns into messages.
import type { Astrologer, Consultation, Media, Order } from '../../payload-types'
import { heldAround } from '../domain/consultations/held'
import {
  calendarOf,
  consultationErrorCode,
  inCancelWindow,
  refundOnCancel,
  type ConsultationErrorCode,
  lostRaceAt,
  MAX_OPEN_BOOKINGS,
  RETRY,
  retryAfterOf,
} from '../domain/consultations/rules'
import {
  BOOKING_HORIZON_DAYS,
  consultationPrice,
  freeSlots,
  nextFreeSlots,
  type ConsultationStatus,
  type ConsultationType,
  type Duration,
  type Slot,
} from '../domain/consultations/slots'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import { sweepOverdueHolds } from './payments-consultations.server'
import { paymentMode } from './payments-stripe.server'
import { astrologerReviews, ownReviews, type AstrologerReviews, type OwnReview } from './reviews.server'

export type AstrologerCard = {
  id: number
  name: string
  photo: { url: string; alt: string; width: number | null; height: number | null } | null
  rating: number
  /** What customers said after their consultations (ADR 215): the average and count of visible ratings, the latest words. */
  reviews: AstrologerReviews
  specialty: string
  languages: string[]
  yearsOfExperience: number | null
  pricePerSession: number
  consultationTypes: ConsultationType[]
}

export type MyConsultation = {
  id: number
  astrologer: string
  type: ConsultationType
  startsAt: string
  duration: number
  price: number
  status: ConsultationStatus
  notes: string
  /** Whether the customer may still cancel it (pending or confirmed, 24 hours or more ahead). */
  cancellable: boolean
  /**
   * Where its payment stands (ADR 196): none asked (staff's or free), awaiting it (a hold until `holdUntil`), paid, or
   * refunded (ADR 197).
   */
  payment: 'none' | 'awaiting' | 'paid' | 'refunded'
  holdUntil: string | null
  /** What cancelling it now gives back (ADR 197): the whole price when it was paid, otherwise nothing is owed. */
  refundOnCancel: 'full' | 'none'
  /** Cancelled because its hold ran out unpaid. */
  lapsed: boolean
  /** The customer's rating and review of it, once completed (ADR 215). */
  review: OwnReview | null
  /** Completed and not yet rated: the page offers the rating form. */
  reviewable: boolean
}

export type BookingInput = {
  astrologer: number
  type: ConsultationType
  startsAt: string
  duration: Duration
  timeZone: string
  notes: string | null
}

/** A booking refused for one of the rules' reasons (ADR 171), or because the booking is not the customer's to change. */
export type BookingRefusal = Exclude<ConsultationErrorCode, 'busy' | 'not-yours-to-change'> | 'not-found'
export type BookingResult = { ok: true; booking: MyConsultation } | { ok: false; code: BookingRefusal; nextSlots: Slot[]; retryAfterSeconds?: number }

const photoOf = (media: number | Media | null | undefined): AstrologerCard['photo'] => {
  if (!media || typeof media !== 'object' || !media.url) return null
  const sized = media.sizes?.thumbnail
  return sized?.url
    ? { url: sized.url, alt: media.alt, width: sized.width ?? null, height: sized.height ?? null }
    : { url: media.url, alt: media.alt, width: media.width ?? null, height: media.height ?? null }
}

const NO_REVIEWS: AstrologerReviews = { average: 0, count: 0, recent: [] }

const toCard = (doc: Astrologer, reviews: AstrologerReviews = NO_REVIEWS): AstrologerCard => ({
  id: doc.id,
  reviews,
  name: doc.name,
  photo: photoOf(doc.photo),
  rating: doc.rating,
  specialty: doc.specialty,
  languages: doc.languages ?? [],
  yearsOfExperience: doc.yearsOfExperience ?? null,
  pricePerSession: doc.pricePerSession,
  consultationTypes: (doc.consultationTypes ?? []) as ConsultationType[],
})

/** The astrologers who take bookings, in the page's language. */
export async function listAstrologers(locale: Locale): Promise<AstrologerCard[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'astrologers',
    where: { active: { equals: true } },
    sort: 'name',
    depth: 1,
    pagination: false,
    locale,
    overrideAccess: false,
  })
  const reviews = await astrologerReviews(docs.map((doc) => doc.id))
  return docs.map((doc) => toCard(doc, reviews.get(doc.id)))
}

async function activeAstrologer(id: number): Promise<Astrologer | null> {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'astrologers', id, depth: 0, overrideAccess: true, disableErrors: true })
  return doc?.active ? doc : null
}

/** The astrologer's bookings that hold time between two instants, for the slot engine. */
async function held(astrologer: number, fromMs: number, toMs: number) {
  const payload = await getPayloadClient()
  return heldAround(payload, astrologer, fromMs, toMs)
}

/** Free start times on the customer's `date` (their zone) for a session of `duration`. */
export async function getFreeSlots(input: { astrologer: number; date: string; timeZone: string; duration: Duration; now?: number }): Promise<Slot[]> {
  const astrologer = await activeAstrologer(input.astrologer)
  if (!astrologer) return []
  const now = input.now ?? Date.now()
  // The customer's day reaches at most 14 hours either side of UTC's.
  const from = Date.parse(`${input.date}T00:00:00Z`) - 15 * 3_600_000
  const bookings = await held(astrologer.id, from, from + 56 * 3_600_000)
  return freeSlots(calendarOf(astrologer), bookings, { date: input.date, timeZone: input.timeZone, duration: input.duration, now })
}

async function nextFor(astrologerId: number, after: number, timeZone: string, duration: Duration): Promise<Slot[]> {
  const astrologer = await activeAstrologer(astrologerId)
  if (!astrologer) return []
  const now = Date.now()
  const bookings = await held(astrologer.id, Math.max(after, now), Math.max(after, now) + BOOKING_HORIZON_DAYS * 86_400_000)
  return nextFreeSlots(calendarOf(astrologer), bookings, { after, timeZone, duration, now, count: 3 })
}

function paymentOf(doc: Consultation, now: number): MyConsultation['payment'] {
  const order = typeof doc.order === 'object' && doc.order ? (doc.order as Order) : null
  if (order?.status === 'refunded') return 'refunded'
  if (order?.status === 'paid') return 'paid'
  const held = doc.status === 'pending' && doc.holdExpiresAt && Date.parse(doc.holdExpiresAt) > now
  return held ? 'awaiting' : 'none'
}

function toMine(doc: Consultation, now: number): MyConsultation {
  const astrologer = typeof doc.astrologer === 'object' ? doc.astrologer.name : ''
  const payment = paymentOf(doc, now)
  // An unpaid hold whose quarter of an hour has passed reads as cancelled, whether or not the sweep has reached it.
  const overdue = doc.status === 'pending' && Boolean(doc.holdExpiresAt) && Date.parse(doc.holdExpiresAt!) <= now
  const status = overdue ? 'cancelled' : doc.status
  return {
    id: doc.id,
    astrologer,
    type: doc.type,
    startsAt: doc.startsAt,
    duration: doc.duration,
    price: doc.price ?? consultationPrice(null, doc.duration as Duration),
    status,
    notes: doc.notes ?? '',
    cancellable: (status === 'pending' || status === 'confirmed') && inCancelWindow(Date.parse(doc.startsAt), now),
    payment,
    holdUntil: payment === 'awaiting' ? doc.holdExpiresAt! : null,
    refundOnCancel: payment === 'paid' ? refundOnCancel('customer', Date.parse(doc.startsAt), now) : 'none',
    lapsed: overdue || (doc.status === 'cancelled' && doc.cancelledBy === 'unpaid'),
    review: null,
    reviewable: false,
  }
}

/**
 * Books a time for the customer. A refusal names its code; one lost to a race comes with the next free times. Two of
 * the customer's own bookings racing for one of their places (ADR 161) are tried again: each loss means another of
 * theirs was stored, so within as many tries as there are places the booking is made or refused as one too many.
 */
export async function bookConsultation(user: Account, input: BookingInput): Promise<BookingResult> {
  const payload = await getPayloadClient()
  // Unpaid holds that ran out, this astrologer's and this customer's, give their time and place back first, their
  // Stripe checkouts closed (ADR 196); the collection's check frees the rest, which need no Stripe.
  if (paymentMode() === 'stripe') await sweepOverdueHolds({ or: [{ astrologer: { equals: input.astrologer } }, { user: { equals: user.id } }] })
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await payload.create({
        collection: 'consultations',
        data: { ...input, user: user.id as number, status: 'pending' },
        depth: 1,
        // A try again is the same attempt: the hourly limit counts it once.
        context: attempt > 0 ? { [RETRY]: true } : undefined,
        ...asCustomer(user),
      })
      return { ok: true, booking: toMine(doc, Date.now()) }
    } catch (error) {
      const lost = lostRaceAt(error)
      if (lost === 'open-place' && attempt < MAX_OPEN_BOOKINGS) continue
      const code = consultationErrorCode(error) ?? (lost === 'slot' ? 'taken' : lost === 'open-place' ? 'too-many' : null)
      if (!code || code === 'busy' || code === 'not-yours-to-change') throw error
      if (code === 'rate-limited') return { ok: false, code, nextSlots: [], retryAfterSeconds: retryAfterOf(error) }
      const nextSlots = code === 'taken' ? await nextFor(input.astrologer, Date.parse(input.startsAt), input.timeZone, input.duration) : []
      return { ok: false, code, nextSlots }
    }
  }
}

/** The customer's bookings, newest first (spec 3: ordered by created_at descending). */
export async function listMyConsultations(user: Account, locale: Locale): Promise<MyConsultation[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'consultations',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    depth: 1,
    limit: 100,
    pagination: false,
    locale,
    ...asCustomer(user),
  })
  const now = Date.now()
  const reviews = await ownReviews(
    user,
    docs.filter((doc) => doc.status === 'completed').map((doc) => doc.id),
  )
  return docs.map((doc) => {
    const review = reviews.get(doc.id) ?? null
    return { ...toMine(doc, now), review, reviewable: doc.status === 'completed' && review === null }
  })
}

/**
 * Cancels one of the customer's own bookings (up to 24 hours before it starts); a paid one is refunded in full by the
 * collection's hook (ADR 197), and `refunded` says how much.
 */
export async function cancelConsultation(user: Account, id: number): Promise<{ ok: true; refunded: number | null } | { ok: false; code: BookingRefusal }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'consultations', where: { id: { equals: id } }, depth: 0, limit: 1, ...asCustomer(user) })
  if (!docs[0]) return { ok: false, code: 'not-found' }
  try {
    await payload.update({ collection: 'consultations', id, data: { status: 'cancelled' }, depth: 0, ...asCustomer(user) })
    const orderId = docs[0].order && typeof docs[0].order === 'object' ? docs[0].order.id : docs[0].order
    const order = orderId ? await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    return { ok: true, refunded: order?.status === 'refunded' ? order.amount : null }
  } catch (error) {
    const code = consultationErrorCode(error)
    if (!code || code === 'busy') throw error
    return { ok: false, code: code === 'not-yours-to-change' ? 'transition' : code }
  }
}

// Ratings and short reviews of completed consultations (ADR 215): written by the customer on the consultations page,
// shown on the astrologer's card. The site makes each review after checking the booking is the customer's and
// completed; the collection's unique index keeps one per booking whatever races.
import type { Where } from 'payload'
import type { ConsultationReview } from '../../payload-types'
import { idOf } from '../domain/consultations/rules'
import { isConflict } from '../domain/ledger'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'

export type ReviewRefusal = 'not-found' | 'not-completed' | 'already-reviewed'
export type ReviewResult = { ok: true } | { ok: false; code: ReviewRefusal }

/** What the customer sees of their own review beside the booking. */
export type OwnReview = { rating: number; text: string; hidden: boolean }

/** One review as the astrologer's card shows it: the first name and initial the customer agreed to show, and the month. */
export type ShownReview = { id: number; rating: number; text: string; name: string; month: string }
export type AstrologerReviews = { average: number; count: number; recent: ShownReview[] }

/** The average counts at most this many of the latest visible reviews of each astrologer: one read stays bounded. */
const AVERAGE_OF_LATEST = 2_000
const RECENT_SHOWN = 2
/** Kept this long in each process; a new review in this process clears it at once (ADR 215). */
const CACHE_MS = 5 * 60_000
let cached: { at: number; byAstrologer: Map<number, AstrologerReviews> } | null = null

/** "Kavya Rao" → "Kavya R.": the name shown with a review, never the whole name or the address. */
export function shownNameOf(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = words[0]!.slice(0, 40)
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return last ? `${first} ${Array.from(last)[0]!.toUpperCase()}.` : first
}

/** Rates one of the customer's own completed consultations, once. */
export async function reviewConsultation(user: Account, input: { id: number; rating: number; text: string }): Promise<ReviewResult> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'consultations', where: { id: { equals: input.id } }, depth: 0, limit: 1, ...asCustomer(user) })
  const booking = docs[0]
  if (!booking) return { ok: false, code: 'not-found' }
  if (booking.status !== 'completed') return { ok: false, code: 'not-completed' }
  const astrologer = idOf(booking.astrologer)
  if (astrologer === null) return { ok: false, code: 'not-found' }
  try {
    await payload.create({
      collection: 'consultation-reviews',
      data: {
        user: user.id as number,
        consultation: booking.id,
        astrologer: Number(astrologer),
        rating: input.rating,
        text: input.text || null,
        shownName: shownNameOf(user.fullName),
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    if (isConflict(error)) return { ok: false, code: 'already-reviewed' }
    throw error
  }
  cached = null
  return { ok: true }
}

/** The customer's own reviews, by booking, for the bookings listed on their page. */
export async function ownReviews(user: Account, bookingIds: number[]): Promise<Map<number, OwnReview>> {
  if (bookingIds.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'consultation-reviews',
    where: { consultation: { in: bookingIds } },
    depth: 0,
    limit: bookingIds.length,
    pagination: false,
    ...asCustomer(user),
  })
  return new Map(docs.map((doc) => [Number(idOf(doc.consultation)), { rating: doc.rating, text: doc.text ?? '', hidden: Boolean(doc.hidden) }]))
}

const toShown = (doc: ConsultationReview): ShownReview => ({
  id: doc.id,
  rating: doc.rating,
  text: doc.text ?? '',
  name: doc.shownName ?? '',
  month: doc.createdAt.slice(0, 7),
})

/** Each astrologer's average of visible ratings, their count, and the latest reviews with words, for the cards. */
export async function astrologerReviews(astrologerIds: number[], now: number = Date.now()): Promise<Map<number, AstrologerReviews>> {
  if (cached && now - cached.at < CACHE_MS && astrologerIds.every((id) => cached!.byAstrologer.has(id))) return cached.byAstrologer
  const payload = await getPayloadClient()
  const visible = (id: number): Where[] => [{ astrologer: { equals: id } }, { hidden: { not_equals: true } }]
  const entries = await Promise.all(
    astrologerIds.map(async (id): Promise<[number, AstrologerReviews]> => {
      const [ratings, recent] = await Promise.all([
        payload.find({
          collection: 'consultation-reviews',
          where: { and: visible(id) },
          select: { rating: true },
          sort: '-createdAt',
          limit: AVERAGE_OF_LATEST,
          depth: 0,
          overrideAccess: true,
        }),
        payload.find({
          collection: 'consultation-reviews',
          where: { and: [...visible(id), { text: { exists: true } }] },
          sort: '-createdAt',
          limit: RECENT_SHOWN,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        }),
      ])
      const count = ratings.docs.length
      const average = count ? ratings.docs.reduce((sum, doc) => sum + doc.rating, 0) / count : 0
      return [id, { average: Math.round(average * 10) / 10, count: ratings.totalDocs, recent: recent.docs.map(toShown) }]
    }),
  )
  const byAstrologer = new Map(entries)
  cached = { at: now, byAstrologer }
  return byAstrologer
}

/** Forgets the cached cards' figures (a review hidden or deleted in this process, the tests). */
export function forgetReviewFigures(): void {
  cached = null
}

// Every rule of a booking, whoever writes it (the site's service, the REST or GraphQL API, the admin): checked here,
// before the row is stored, so nothing that breaks one is ever stored. The last word on double booking is the
// database's (the slot-key columns' unique index, ADR 105): this check only names the problem politely first.
import { APIError, type CollectionAfterErrorHook, type CollectionBeforeChangeHook, type Payload, type PayloadRequest } from 'payload'
import type { Astrologer, Consultation } from '../../payload-types'
import {
  blockKeys,
  bookingProblem,
  consultationPrice,
  isConsultationType,
  isDuration,
  type AstrologerCalendar,
  type ConsultationStatus,
  type HeldTime,
} from '../../app/consultations/slots'
import { customerId, isStaff } from '../access'

export const CANCELLED_BY = ['customer', 'staff'] as const
/** A customer may cancel up to this long before the session starts (the cancellation policy page). */
const CUSTOMER_CANCEL_NOTICE_MS = 24 * 3_600_000

type ConsultationErrorCode =
  'astrologer' | 'type' | 'duration' | 'past' | 'outside-availability' | 'day-off' | 'taken' | 'too-late' | 'transition' | 'not-yours-to-change'

const MESSAGES: Record<ConsultationErrorCode, string> = {
  astrologer: 'This astrologer does not take bookings.',
  type: 'This astrologer does not offer that type of consultation.',
  duration: 'A consultation lasts 30, 60 or 90 minutes.',
  past: 'That time has already passed. Choose a time in the future.',
  'outside-availability': "That time is outside the astrologer's hours. Choose one of the free times.",
  'day-off': 'The astrologer does not work that day. Choose another day.',
  taken: 'That time was just taken. Choose another free time.',
  'too-late': 'A consultation can be cancelled only up to 24 hours before it starts.',
  transition: 'That status change is not allowed.',
  'not-yours-to-change': 'You can only cancel a booking or change its notes.',
}

/** A refusal with a code the site branches on (never on the message) and the English message the API answers with. */
function consultationError(code: ConsultationErrorCode): APIError {
  return new APIError(MESSAGES[code], 400, { code }, true)
}

/** The code of a refusal thrown here, read by shape: the site's bundle and the admin's each have their own APIError class. */
export function consultationErrorCode(error: unknown): ConsultationErrorCode | null {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code
  return typeof code === 'string' && code in MESSAGES ? (code as ConsultationErrorCode) : null
}

/** Where a booking may go next; a finished one goes nowhere. */
const NEXT: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
}

export const calendarOf = (astrologer: Pick<Astrologer, 'timeZone' | 'availability' | 'daysOff'>): AstrologerCalendar => ({
  timeZone: astrologer.timeZone || 'Asia/Kolkata',
  availability: (astrologer.availability ?? []).map(({ weekday, from, to }) => ({ weekday, from, to })),
  daysOff: (astrologer.daysOff ?? []).map(({ date }) => date),
})

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

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

export const checkConsultation: CollectionBeforeChangeHook<Consultation> = async ({ data, originalDoc, operation, req }) => {
  const customer = customerId(req)
  const now = Date.now()
  const before = operation === 'update' ? originalDoc : undefined
  const next = { ...before, ...data } as Consultation

  if (operation === 'update' && before) {
    if (customer !== null) {
      // A customer changes their notes or cancels; anything else they send is put back as it was.
      for (const key of Object.keys(data) as (keyof Consultation)[]) {
        if (key !== 'notes' && key !== 'status' && key !== 'user') (data as Record<string, unknown>)[key] = before[key]
      }
      if (data.status !== undefined && data.status !== before.status) {
        if (data.status !== 'cancelled' || !NEXT[before.status].includes('cancelled')) throw consultationError('not-yours-to-change')
        if (Date.parse(before.startsAt) - now < CUSTOMER_CANCEL_NOTICE_MS) throw consultationError('too-late')
        return { ...data, cancelledBy: 'customer', slot0: null, slot1: null, slot2: null }
      }
      return data
    }
    if (next.status !== before.status && !NEXT[before.status].includes(next.status)) throw consultationError('transition')
    if (next.status === 'cancelled') {
      return {
        ...data,
        cancelledBy: before.status === 'cancelled' ? before.cancelledBy : isStaff(req) ? 'staff' : (data.cancelledBy ?? 'staff'),
        slot0: null,
        slot1: null,
        slot2: null,
      }
    }
    const moved =
      String(idOf(next.astrologer)) !== String(idOf(before.astrologer)) ||
      Date.parse(next.startsAt) !== Date.parse(before.startsAt) ||
      next.duration !== before.duration ||
      next.type !== before.type
    if (!moved) return data
  }

  // A new booking, or staff moving one: the whole set of rules, and the price and slot keys worked out again.
  const astrologerId = idOf(next.astrologer)
  const astrologer =
    astrologerId === null
      ? null
      : await req.payload.findByID({ collection: 'astrologers', id: astrologerId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!astrologer || !astrologer.active) throw consultationError('astrologer')
  if (!isDuration(next.duration)) throw consultationError('duration')
  if (!isConsultationType(next.type) || !(astrologer.consultationTypes ?? []).includes(next.type)) throw consultationError('type')
  const startsAt = Date.parse(String(next.startsAt))
  const held = await heldAround(req.payload, astrologer.id, startsAt, startsAt + next.duration * 60_000, { except: before?.id, req })
  const problem = bookingProblem(calendarOf(astrologer), held, { startsAt, duration: next.duration }, now)
  if (problem) throw consultationError(problem)
  const [slot0, slot1, slot2] = blockKeys(astrologer.id, startsAt, next.duration)
  const result: Partial<Consultation> = {
    ...data,
    startsAt: new Date(startsAt).toISOString(),
    price: consultationPrice(astrologer.pricePerSession, next.duration),
    summary: `${astrologer.name} · ${new Date(startsAt).toISOString().slice(0, 16).replace('T', ' ')} UTC · ${next.type}, ${next.duration} min`,
    slot0,
    slot1,
    slot2,
  }
  // New bookings are pending whoever makes them (spec 4): only a later change confirms one.
  if (operation === 'create') Object.assign(result, { status: 'pending', cancelledBy: null, reminderSentAt: null })
  return result
}

/**
 * A deleted account's bookings still ahead, pending or confirmed, are cancelled by their customer and free their time
 * (issue 17, ADR 133). Written past the rules: the 24-hour notice binds a customer changing their mind, not one leaving,
 * and nobody is left to mail.
 */
export async function releaseBookingsOf(req: PayloadRequest, user: number | string) {
  await req.payload.db.updateMany({
    collection: 'consultations',
    where: {
      and: [{ user: { equals: user } }, { status: { in: ['pending', 'confirmed'] } }, { startsAt: { greater_than: new Date().toISOString() } }],
    },
    data: { status: 'cancelled', cancelledBy: 'customer', slot0: null, slot1: null, slot2: null },
    req,
    returning: false,
  })
}

const SLOT_KEYS = new Set(['slot0', 'slot1', 'slot2'])

/**
 * A race the check above lost (two writers checked before either stored) ends at the slot-key index with Payload's
 * "Value must be unique" on a hidden field. Through the API it is answered as the check would have: "taken".
 */
export const answerLostRace: CollectionAfterErrorHook = ({ error }) => {
  const errors = (error as { data?: { errors?: { path?: unknown }[] } }).data?.errors
  if (error.name !== 'ValidationError' || !errors?.some(({ path }) => typeof path === 'string' && SLOT_KEYS.has(path))) return
  return { status: 400, response: { errors: [{ message: MESSAGES.taken, data: { code: 'taken' } }] } }
}

// The collection's hooks that keep every rule of a booking (app/domain/consultations, ADR 171), whoever writes it (the
// site's service, the REST API, the admin): checked before the row is stored, so nothing that breaks one is ever
// stored. The last word on double booking is the database's (the slot-key columns' unique index, ADR 105): this check
// only names the problem politely first.
import { APIError, type CollectionAfterErrorHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import type { Consultation } from '../../payload-types'
import { heldAround, releaseOverdueHolds } from '../../app/domain/consultations/held'
import {
  calendarOf,
  HOLD_MS,
  idOf,
  inCancelWindow,
  lostRaceAt,
  MAX_OPEN_BOOKINGS,
  MESSAGES,
  NEXT,
  RETRY,
  type ConsultationErrorCode,
} from '../../app/domain/consultations/rules'
import { blockKeys, bookingProblem, consultationPrice, instantOf, isConsultationType, isDuration, whenProblem } from '../../app/domain/consultations/slots'
import { limitBooking, tooManyAttempts } from '../../app/utils/rate-limit.server'
import { customerId, isStaff } from '../access'

/** A refusal with a code the site branches on (never on the message) and the English message the API answers with. */
function consultationError(code: ConsultationErrorCode): APIError {
  return new APIError(MESSAGES[code], 400, { code }, true)
}

/** The hourly limit on booking attempts is spent: 429, with the wait in the message and in the data. */
function rateLimited(retryAfterSeconds: number): APIError {
  return new APIError(tooManyAttempts(retryAfterSeconds), 429, { code: 'rate-limited', retryAfterSeconds }, true)
}

/**
 * The customer's place among their open bookings (ADR 161): `<customer>:<0, 1 or 2>` in the unique `openKey` column,
 * so the database refuses a fourth upcoming booking even when the customer's requests race past the count together.
 * Bookings whose time has come give their place back first; cancelled and completed ones gave it back already.
 */
async function openPlace(req: PayloadRequest, owner: number | string, now: number): Promise<string> {
  const nowIso = new Date(now).toISOString()
  await req.payload.db.updateMany({
    collection: 'consultations',
    where: { and: [{ user: { equals: owner } }, { openKey: { exists: true } }, { startsAt: { less_than_equal: nowIso } }] },
    data: { openKey: null },
    req,
    returning: false,
  })
  const { docs } = await req.payload.find({
    collection: 'consultations',
    where: { and: [{ user: { equals: owner } }, { status: { in: ['pending', 'confirmed'] } }, { startsAt: { greater_than: nowIso } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  const held = new Set(docs.map((doc) => doc.openKey))
  const free = Array.from({ length: MAX_OPEN_BOOKINGS }, (_, place) => `${owner}:${place}`).find((key) => !held.has(key))
  if (docs.length >= MAX_OPEN_BOOKINGS || !free) throw consultationError('too-many')
  return free
}

export const checkConsultation: CollectionBeforeChangeHook<Consultation> = async ({ data, originalDoc, operation, req }) => {
  const customer = customerId(req)
  const now = Date.now()
  const before = operation === 'update' ? originalDoc : undefined
  const next = { ...before, ...data } as Consultation

  // Every booking a customer tries counts, made or refused, whatever path it comes by (ADR 161).
  if (operation === 'create' && customer !== null && req.context[RETRY] !== true) {
    const limit = await limitBooking(customer)
    if (!limit.ok) throw rateLimited(limit.retryAfterSeconds)
  }
  // A start time that is not an instant is the field's own error (its validation, after these hooks, says so together
  // with any other field's); nothing below can be worked out from it (ADR 162).
  if (instantOf(next.startsAt) === null) return data

  if (operation === 'update' && before) {
    if (customer !== null) {
      // A customer changes their notes or cancels; anything else they send is put back as it was.
      for (const key of Object.keys(data) as (keyof Consultation)[]) {
        if (key !== 'notes' && key !== 'status' && key !== 'user') (data as Record<string, unknown>)[key] = before[key]
      }
      if (data.status !== undefined && data.status !== before.status) {
        if (data.status !== 'cancelled' || !NEXT[before.status].includes('cancelled')) throw consultationError('not-yours-to-change')
        if (!inCancelWindow(Date.parse(before.startsAt), now)) throw consultationError('too-late')
        return { ...data, cancelledBy: 'customer', slot0: null, slot1: null, slot2: null, openKey: null }
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
        openKey: null,
      }
    }
    const moved =
      String(idOf(next.astrologer)) !== String(idOf(before.astrologer)) ||
      Date.parse(next.startsAt) !== Date.parse(before.startsAt) ||
      next.duration !== before.duration ||
      next.type !== before.type
    // A completed session no longer holds one of its customer's places (ADR 161); a confirmed one is no hold (ADR 196).
    if (!moved) {
      if (next.status === 'completed') return { ...data, openKey: null }
      return next.status === 'confirmed' && before.status === 'pending' ? { ...data, holdExpiresAt: null } : data
    }
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
  const startsAt = instantOf(next.startsAt)!
  const when = whenProblem(startsAt, now)
  if (when) throw consultationError(when)
  // Holds of this astrologer's or this customer's that ran out unpaid give their time and place back first (ADR 196);
  // one whose Stripe checkout may still be open waits for the sweep that can close it.
  const owner = customer ?? idOf(next.user)
  if (operation === 'create') {
    await releaseOverdueHolds(
      req.payload,
      owner === null ? { astrologer: { equals: astrologer.id } } : { or: [{ astrologer: { equals: astrologer.id } }, { user: { equals: owner } }] },
      { now, req },
    )
  }
  const held = await heldAround(req.payload, astrologer.id, startsAt, startsAt + next.duration * 60_000, { except: before?.id, req, now })
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
  if (next.status === 'completed') result.openKey = null
  // New bookings are pending whoever makes them (spec 4), holding their time for HOLD_MS until paid (ADR 196): only
  // a payment, or staff, confirms one.
  if (operation === 'create') {
    Object.assign(result, {
      status: 'pending',
      cancelledBy: null,
      reminderSentAt: null,
      order: null,
      holdExpiresAt: new Date(now + HOLD_MS).toISOString(),
    })
  }
  // Last, so a booking refused for another reason is never told it is one too many.
  if (operation === 'create' && owner !== null) result.openKey = await openPlace(req, owner, now)
  return result
}

/**
 * A deleted account's bookings still ahead, pending or confirmed, are cancelled by their customer and free their time
 * (ADR 133). Written past the rules: the 24-hour notice binds a customer changing their mind, not one leaving,
 * and nobody is left to mail.
 */
export async function releaseBookingsOf(req: PayloadRequest, user: number | string) {
  await req.payload.db.updateMany({
    collection: 'consultations',
    where: {
      and: [{ user: { equals: user } }, { status: { in: ['pending', 'confirmed'] } }, { startsAt: { greater_than: new Date().toISOString() } }],
    },
    data: { status: 'cancelled', cancelledBy: 'customer', slot0: null, slot1: null, slot2: null, openKey: null },
    req,
    returning: false,
  })
}

/**
 * A race the check above lost (two writers checked before either stored) ends at a unique index with Payload's
 * "Value must be unique" on a hidden field. Through the API it is answered as the check would have: "taken" for a half
 * hour; for one of the customer's places (two of their own bookings at once), "busy", to be tried again.
 */
export const answerLostRace: CollectionAfterErrorHook = ({ error }) => {
  const lost = lostRaceAt(error)
  if (lost === 'slot') return { status: 400, response: { errors: [{ message: MESSAGES.taken, data: { code: 'taken' } }] } }
  if (lost === 'open-place') return { status: 409, response: { errors: [{ message: MESSAGES.busy, data: { code: 'busy' } }] } }
}

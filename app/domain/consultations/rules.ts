// The rules of a booking that hold whoever writes it (the site's service, the REST API, the admin): the refusals and
// their codes, the status transitions, the cancel window, the customer's cap on open bookings. Plain data in, plain
// data out; the collection's hooks (collections/Consultations/check.ts) and the booking service both read them (ADR 171).
import type { Astrologer } from '../../../payload-types'
import type { AstrologerCalendar, ConsultationStatus } from './slots'

// `unpaid`: the hold of a booking not paid within HOLD_MS ran out (ADR 196).
export const CANCELLED_BY = ['customer', 'staff', 'unpaid'] as const
/** How long a new booking holds its time for payment before the time is free again (ADR 196). */
export const HOLD_MS = 15 * 60_000
/** A customer may cancel up to this long before the session starts (the cancellation policy page). */
const CUSTOMER_CANCEL_NOTICE_MS = 24 * 3_600_000
/** Whether a customer may still cancel a booking that starts at `startsAt` (epoch ms): 24 hours or more ahead. */
export const inCancelWindow = (startsAt: number, now: number) => startsAt - now >= CUSTOMER_CANCEL_NOTICE_MS
/**
 * The refund rule (ADR 197), stated before booking and applied on cancel: a paid booking cancelled by its customer in the
 * cancel window (24 hours or more ahead), or by staff at any time, is refunded in full; nothing else is refunded. A
 * customer cannot cancel later than that (`too-late`), so a booking kept past the window is paid for whether attended.
 */
export function refundOnCancel(by: 'customer' | 'staff', startsAt: number, now: number): 'full' | 'none' {
  return by === 'staff' || inCancelWindow(startsAt, now) ? 'full' : 'none'
}
/** The most a booking's notes may hold, in characters (the form's limit and the column's). */
export const NOTES_MAX = 1000
/** A customer holds at most this many upcoming bookings, pending or confirmed, at once (ADR 161). */
export const MAX_OPEN_BOOKINGS = 3

/** Set in `context` by the site's booking service when it tries a booking again after losing a place to a race. */
export const RETRY = 'consultationRetry'

/** The field error of a start time that is not an instant (ADR 162). */
export const STARTS_AT_PROBLEM = 'Start time must be a date and time with its offset, such as 2027-01-15T10:30:00Z.'

export type ConsultationErrorCode =
  | 'astrologer'
  | 'type'
  | 'duration'
  | 'past'
  | 'too-far'
  | 'outside-availability'
  | 'day-off'
  | 'taken'
  | 'too-many'
  | 'busy'
  | 'rate-limited'
  | 'too-late'
  | 'transition'
  | 'not-yours-to-change'

export const MESSAGES: Record<ConsultationErrorCode, string> = {
  astrologer: 'This astrologer does not take bookings.',
  type: 'This astrologer does not offer that type of consultation.',
  duration: 'A consultation lasts 30, 60 or 90 minutes.',
  past: 'That time has already passed. Choose a time in the future.',
  'too-far': 'Bookings open 60 days ahead. Choose a time within the next 60 days.',
  'outside-availability': "That time is outside the astrologer's hours. Choose one of the free times.",
  'day-off': 'The astrologer does not work that day. Choose another day.',
  taken: 'That time was just taken. Choose another free time.',
  'too-many': 'You already have 3 upcoming consultations. Book another once one has taken place, or cancel one.',
  busy: 'Another booking of yours was being made at the same moment. Please try again.',
  'rate-limited': 'Too many booking attempts. Please wait and try again.',
  'too-late': 'A consultation can be cancelled only up to 24 hours before it starts.',
  transition: 'That status change is not allowed.',
  'not-yours-to-change': 'You can only cancel a booking or change its notes.',
}

/** The wait, in seconds, of a refusal by the booking limit, read by shape like the code. */
export function retryAfterOf(error: unknown): number {
  const seconds = (error as { data?: { retryAfterSeconds?: unknown } } | null)?.data?.retryAfterSeconds
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 60
}

/** The code of a refusal thrown here, read by shape: the site's bundle and the admin's each have their own APIError class. */
export function consultationErrorCode(error: unknown): ConsultationErrorCode | null {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code
  return typeof code === 'string' && code in MESSAGES ? (code as ConsultationErrorCode) : null
}

/** Where a booking may go next; a finished one goes nowhere. */
export const NEXT: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
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

export const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

const SLOT_KEYS = new Set(['slot0', 'slot1', 'slot2'])

/** Which unique key refused a row, read from Payload's "Value must be unique" error: a half hour or a customer's place. */
export function lostRaceAt(error: unknown): 'slot' | 'open-place' | null {
  if ((error as { name?: unknown } | null)?.name !== 'ValidationError') return null
  const paths = ((error as { data?: { errors?: { path?: unknown }[] } }).data?.errors ?? []).map(({ path }) => path)
  if (paths.some((path) => typeof path === 'string' && SLOT_KEYS.has(path))) return 'slot'
  if (paths.includes('openKey')) return 'open-place'
  return null
}

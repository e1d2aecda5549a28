// The consultation calendar: which half hours an astrologer can be booked, worked out from their weekly hours
// in their own time zone, their days off and the bookings already made, and shown in the customer's time zone. Plain
// data in, plain data out: the collection's hooks, the booking service and the page all use it.
import { addDays, type CivilDate, formatIsoDate, parseIsoDate, weekdayOf } from '../../astrology/calendar'
import { localDayBounds, wallClockAt, zonedToUtc } from '../../astrology/time-zone'

export const CONSULTATION_TYPES = ['video', 'audio', 'chat'] as const
export type ConsultationType = (typeof CONSULTATION_TYPES)[number]

export const DURATIONS = [30, 60, 90] as const
export type Duration = (typeof DURATIONS)[number]
export const DEFAULT_DURATION: Duration = 30

export const CONSULTATION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number]

/** In `weekdayOf` order: 0 is Sunday. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
type Weekday = (typeof WEEKDAYS)[number]

/** A booking covers whole half hours; the price per session is for one of them (ADR 104). */
const BLOCK_MINUTES = 30
const BLOCK_MS = BLOCK_MINUTES * 60_000
/** The spec's price when an astrologer has none (spec 8, "The booking price falls back to 50"). */
const FALLBACK_PRICE = 50
/** How far ahead the calendar offers free times, and so how far ahead a booking may start (ADR 161). */
export const BOOKING_HORIZON_DAYS = 60
/** The first instant beyond the horizon: a booking starts before it. */
export const horizonEnd = (now: number) => now + BOOKING_HORIZON_DAYS * 86_400_000

type Availability = { weekday: Weekday; from: string; to: string }
export type AstrologerCalendar = { timeZone: string; availability: readonly Availability[]; daysOff: readonly string[] }
/** A booking that holds its time: any but a cancelled one. */
export type HeldTime = { startsAt: number; duration: number }
export type Slot = { startsAt: string; date: string; time: string }

export type BookingProblem = 'past' | 'too-far' | 'duration' | 'day-off' | 'outside-availability' | 'taken'

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A start time as an API caller writes it: an ISO 8601 date and time with its offset, `2027-01-15T10:30:00Z`. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/**
 * The epoch milliseconds of a booking's start as sent (an ISO 8601 string with its offset, or a Date from a Local API
 * caller), or null for anything else: null, a number, "tomorrow", 31 February (ADR 162).
 */
export function instantOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null
  if (typeof value !== 'string') return null
  const match = INSTANT.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

export const isDuration = (value: unknown): value is Duration => DURATIONS.includes(value as Duration)
export const isConsultationType = (value: unknown): value is ConsultationType => CONSULTATION_TYPES.includes(value as ConsultationType)

/** Minutes after midnight of 'HH:MM' ('24:00' is the end of the day), or null. */
function clockMinutes(value: string): number | null {
  if (value === '24:00') return 24 * 60
  const match = CLOCK.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** Working hours must start on a half hour and last whole half hours, so every astrologer's day is a grid of blocks. */
export function availabilityProblem(entry: { from?: unknown; to?: unknown }): string | null {
  const from = typeof entry.from === 'string' ? clockMinutes(entry.from) : null
  const to = typeof entry.to === 'string' ? clockMinutes(entry.to) : null
  if (from === null || from === 24 * 60) return 'From must be a time HH:MM on the 24-hour clock'
  if (to === null) return 'To must be a time HH:MM on the 24-hour clock (24:00 for midnight)'
  if (from % BLOCK_MINUTES !== 0 || to % BLOCK_MINUTES !== 0) return 'Hours start and end on the hour or the half hour'
  if (to <= from) return 'To must be later than From'
  return null
}

export function consultationPrice(pricePerSession: number | null | undefined, duration: Duration): number {
  const base = typeof pricePerSession === 'number' && Number.isFinite(pricePerSession) ? pricePerSession : FALLBACK_PRICE
  return Math.round(base * (duration / BLOCK_MINUTES) * 100) / 100
}

const civil = (iso: string): CivilDate | null => {
  try {
    return parseIsoDate(iso)
  } catch {
    return null
  }
}

/** The instants at which the astrologer's working half hours start, over the astrologer's local days that touch [fromMs, toMs). */
function workingBlocks(calendar: AstrologerCalendar, fromMs: number, toMs: number): { blocks: Set<number>; offDays: Set<number> } {
  const blocks = new Set<number>()
  const offDays = new Set<number>()
  const daysOff = new Set(calendar.daysOff)
  let day = wallClockAt(calendar.timeZone, fromMs).date
  const last = wallClockAt(calendar.timeZone, toMs).date
  for (let guard = 0; formatIsoDate(day) <= formatIsoDate(last) && guard < 400; guard++, day = addDays(day, 1)) {
    const weekday = WEEKDAYS[weekdayOf(day)]
    for (const window of calendar.availability) {
      if (window.weekday !== weekday) continue
      const from = clockMinutes(window.from)
      const to = clockMinutes(window.to)
      if (from === null || to === null || to <= from) continue
      // A window runs on the astrologer's wall clock; a daylight-saving change inside it shortens or lengthens it.
      const start = zonedToUtc(calendar.timeZone, day, from * 60, 'compatible').epochMs
      const end = to === 24 * 60 ? localDayBounds(calendar.timeZone, day).endMs : zonedToUtc(calendar.timeZone, day, to * 60, 'compatible').epochMs
      const target = daysOff.has(formatIsoDate(day)) ? offDays : blocks
      for (let t = start; t + BLOCK_MS <= end; t += BLOCK_MS) target.add(t)
    }
  }
  return { blocks, offDays }
}

const overlaps = (start: number, duration: number, held: readonly HeldTime[]) =>
  held.some((h) => start < h.startsAt + h.duration * 60_000 && h.startsAt < start + duration * 60_000)

function fits(blocks: Set<number>, start: number, duration: number): boolean {
  for (let t = start; t < start + duration * 60_000; t += BLOCK_MS) if (!blocks.has(t)) return false
  return true
}

/** A start time as the customer reads it: their calendar date and clock time. */
export function slotAt(timeZone: string, startMs: number): Slot {
  const wall = wallClockAt(timeZone, startMs)
  const minutes = Math.floor(wall.secondsOfDay / 60)
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { startsAt: new Date(startMs).toISOString(), date: formatIsoDate(wall.date), time }
}

function freeBetween(calendar: AstrologerCalendar, held: readonly HeldTime[], fromMs: number, toMs: number, duration: Duration, timeZone: string): Slot[] {
  const { blocks } = workingBlocks(calendar, fromMs, toMs)
  return [...blocks]
    .filter((t) => t >= fromMs && t < toMs && fits(blocks, t, duration) && !overlaps(t, duration, held))
    .sort((a, b) => a - b)
    .map((t) => slotAt(timeZone, t))
}

/** The start times free for a session of `duration` on the customer's calendar `date`, read on the customer's clock. */
export function freeSlots(
  calendar: AstrologerCalendar,
  held: readonly HeldTime[],
  input: { date: string; timeZone: string; duration: Duration; now: number },
): Slot[] {
  const date = civil(input.date)
  if (!date) return []
  const { startMs, endMs } = localDayBounds(input.timeZone, date)
  const toMs = Math.min(endMs, horizonEnd(input.now))
  if (toMs <= input.now) return []
  return freeBetween(calendar, held, Math.max(startMs, firstBlockAfter(input.now)), toMs, input.duration, input.timeZone)
}

/** Booking must start later than now; slots are never offered for the minute already running. */
const firstBlockAfter = (now: number) => now + 1

/**
 * Whether a start is bookable at all: after now and before the horizon (ADR 161). Checked before any booking is read
 * for it, so no query is made for the year 9999 (which PostgreSQL's timestamps do not reach past).
 */
export function whenProblem(startsAt: number, now: number): 'past' | 'too-far' | null {
  if (!Number.isFinite(startsAt) || startsAt <= now) return 'past'
  if (startsAt >= horizonEnd(now)) return 'too-far'
  return null
}

/** What, if anything, stops this booking; `held` are the astrologer's other pending and confirmed bookings. */
export function bookingProblem(calendar: AstrologerCalendar, held: readonly HeldTime[], booking: HeldTime, now: number): BookingProblem | null {
  if (!isDuration(booking.duration)) return 'duration'
  const when = whenProblem(booking.startsAt, now)
  if (when) return when
  const end = booking.startsAt + booking.duration * 60_000
  const { blocks, offDays } = workingBlocks(calendar, booking.startsAt, end)
  for (let t = booking.startsAt; t < end; t += BLOCK_MS) if (offDays.has(t)) return 'day-off'
  if (!fits(blocks, booking.startsAt, booking.duration)) {
    // A time on a day off that would otherwise be working hours is the day off's fault; any other day says so too.
    const day = wallClockAt(calendar.timeZone, booking.startsAt).date
    if (calendar.daysOff.includes(formatIsoDate(day))) return 'day-off'
    return 'outside-availability'
  }
  if (overlaps(booking.startsAt, booking.duration, held)) return 'taken'
  return null
}

/** The next `count` free start times after `after` (the loser of a race is offered these). */
export function nextFreeSlots(
  calendar: AstrologerCalendar,
  held: readonly HeldTime[],
  input: { after: number; timeZone: string; duration: Duration; now: number; count: number },
): Slot[] {
  const from = Math.max(input.after, firstBlockAfter(input.now))
  const end = horizonEnd(input.now)
  const found: Slot[] = []
  // A week at a time, so the common case reads a few days only.
  for (let start = from; start < end && found.length < input.count; start += 7 * 86_400_000) {
    found.push(...freeBetween(calendar, held, start, Math.min(start + 7 * 86_400_000, end), input.duration, input.timeZone))
  }
  return found.slice(0, input.count)
}

/**
 * The database's guard against double booking (ADR 105): a booking's half hours as keys, one per column. A block's key
 * goes into the column of its number modulo 3, so a booking of at most three consecutive blocks fills each column at
 * most once, and two bookings that share a block share that block's key in the same column, which a unique index
 * refuses. Cancelled bookings hold no keys.
 */
export function blockKeys(astrologer: number | string, startsAt: number, duration: number): [string | null, string | null, string | null] {
  const keys: [string | null, string | null, string | null] = [null, null, null]
  for (let t = startsAt; t < startsAt + duration * 60_000; t += BLOCK_MS) {
    const block = Math.floor(t / BLOCK_MS)
    keys[block % 3] = `${astrologer}:${block}`
  }
  return keys
}

/** The customer's calendar date at an instant. */
export const dateIn = (timeZone: string, epochMs: number): string => formatIsoDate(wallClockAt(timeZone, epochMs).date)

// The rules for birth details, shared by the profile forms (English and Hindi), the Profiles collection's own
// validation and the data export. Spec 5, "Profile form"; spec 9, "Dates".

export const GENDERS = ['male', 'female', 'other'] as const
export type Gender = (typeof GENDERS)[number]

const BIRTH_DATE_MIN = '1920-01-01'
export const BIRTH_YEAR_MIN = 1920

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/

/**
 * Today's date wherever on Earth it is latest (UTC+14), so nobody born today anywhere is refused. A birth date can
 * never be later than this.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10)
}

/**
 * Today's date at a place, by its IANA zone: once the place of birth is known, a birth date may not be later than
 * this (a visitor in Kolkata at 20:00 IST cannot give tomorrow's date, though it is already tomorrow at UTC+14).
 */
// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and every signed-in page asks.
const dayFormats = new Map<string, Intl.DateTimeFormat>()

export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    // Throws for an unknown zone, as before, and so caches only real ones.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    if (dayFormats.size > 600) dayFormats.clear()
    dayFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The current year on that same clock: the first choice of the year picker. */
export function latestYear(now: Date = new Date()): number {
  return Number(latestToday(now).slice(0, 4))
}

export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A real calendar date from 1920-01-01 to today. */
export function isBirthDate(value: string, now: Date = new Date()): boolean {
  return isCalendarDate(value) && value >= BIRTH_DATE_MIN && value <= latestToday(now)
}

/** 'HH:MM' on the 24-hour clock. */
export function isClockTime(value: string): boolean {
  return CLOCK.test(value)
}

/** The 12-hour picker's hour (1–12), minute (0–59) and AM/PM as the 24-hour 'HH:MM' the profile stores. */
export function toClockTime(hour12: number, minute: number, period: 'AM' | 'PM'): string {
  const hour = (hour12 % 12) + (period === 'PM' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/** The stored 'HH:MM' back as the picker's three choices. */
export function fromClockTime(value: string): { hour: string; minute: string; period: 'AM' | 'PM' } | null {
  const match = CLOCK.exec(value)
  if (!match) return null
  const hour = Number(match[1])
  return { hour: String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'), minute: match[2]!, period: hour < 12 ? 'AM' : 'PM' }
}

/** The stored 'HH:MM' as the site shows it: '7:45 PM', '12:00 AM'. */
export function formatClockTime(value: string): string {
  const time = fromClockTime(value)
  return time ? `${Number(time.hour)}:${time.minute} ${time.period}` : value
}

/** A coordinate as the Profiles collection stores it (sealed text): plain decimal notation, never 1e-7, at most 8 places. */
export function coordinateToText(value: number): string {
  const fixed = value.toFixed(8).replace(/\.?0+$/, '')
  return fixed === '-0' ? '0' : fixed
}

/** Stored coordinate text back as a number: NaN unless it is the plain decimal text coordinateToText writes. */
export function coordinateFromText(text: string): number {
  return /^-?\d{1,3}(\.\d{1,8})?$/.test(text) ? Number(text) : Number.NaN
}

export function isLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90
}

export function isLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180
}

/** An IANA zone name this runtime knows ("Asia/Kolkata", also its alias "Asia/Calcutta"); no offsets like "+05:30". */
export function isTimeZone(value: string): boolean {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

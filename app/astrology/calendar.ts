import { AstrologyInputError } from './errors'

/**
 * Civil-calendar arithmetic on the proleptic Gregorian calendar, with no Date parsing (Date.parse
 * accepts too much, e.g. '2023-02-30' rolls over to March) and no clock.
 */

/** Years the engine computes. The product asks for births from 1920; the engine covers 1900–2100. */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2100

export const MS_PER_DAY = 86_400_000
/** 2000-01-01T12:00:00Z, the J2000 epoch astronomy-engine counts days from. */
export const J2000_EPOCH_MS = 946_728_000_000

export interface CivilDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const CLOCK_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Parses 'YYYY-MM-DD' strictly and checks it lies in MIN_YEAR..MAX_YEAR. */
export function parseIsoDate(value: unknown, field = 'date'): CivilDate {
  if (typeof value !== 'string') {
    throw new AstrologyInputError('INVALID_DATE', field, `${field} must be a string 'YYYY-MM-DD'`)
  }
  const match = ISO_DATE.exec(value)
  if (!match) {
    throw new AstrologyInputError('INVALID_DATE', field, `${field} "${value}" is not in the form YYYY-MM-DD`)
  }
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new AstrologyInputError('INVALID_DATE', field, `${field} "${value}" is not a calendar date`)
  }
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new AstrologyInputError('DATE_OUT_OF_RANGE', field, `${field} "${value}" is outside the supported years ${MIN_YEAR}–${MAX_YEAR}`, {
      min: `${MIN_YEAR}-01-01`,
      max: `${MAX_YEAR}-12-31`,
    })
  }
  return { year, month, day }
}

/** Parses 'HH:MM' (or 'HH:MM:SS') on the 24-hour clock into seconds after midnight. */
export function parseClockTime(value: unknown, field = 'time'): number {
  if (typeof value !== 'string') {
    throw new AstrologyInputError('INVALID_TIME', field, `${field} must be a string 'HH:MM' or null`)
  }
  const match = CLOCK_TIME.exec(value)
  if (!match) {
    throw new AstrologyInputError('INVALID_TIME', field, `${field} "${value}" is not in the form HH:MM`)
  }
  const hours = Number(match[1])
  const minutes = Number(match[2])
  const seconds = match[3] === undefined ? 0 : Number(match[3])
  if (hours > 23 || minutes > 59 || seconds > 59) {
    throw new AstrologyInputError('INVALID_TIME', field, `${field} "${value}" is not a time of day`)
  }
  return hours * 3600 + minutes * 60 + seconds
}

/** Days from 1970-01-01 to the given civil date (negative before). Exact for any Gregorian date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  // Shift the year to start in March so the leap day is the last day of the shifted year.
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const shiftedMonth = month > 2 ? month - 3 : month + 9
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/** Inverse of daysFromCivil. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365)
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return { year, month, day }
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CivilDate): number {
  const days = daysFromCivil(date.year, date.month, date.day)
  return (((days + 4) % 7) + 7) % 7
}

export function addDays(date: CivilDate, count: number): CivilDate {
  return civilFromDays(daysFromCivil(date.year, date.month, date.day) + count)
}

export function formatIsoDate(date: CivilDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`
}

export function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}

/** Milliseconds since 1970 of the given wall-clock reading taken as if it were UTC. */
export function wallClockMs(date: CivilDate, secondsOfDay: number): number {
  return daysFromCivil(date.year, date.month, date.day) * MS_PER_DAY + secondsOfDay * 1000
}

/** Days since J2000 (UT) of an instant given in milliseconds since 1970. */
export function utDaysSinceJ2000(epochMs: number): number {
  return (epochMs - J2000_EPOCH_MS) / MS_PER_DAY
}

/** Accepts a Date or an ISO 8601 instant string with an explicit zone; returns epoch milliseconds. */
export function toEpochMs(value: unknown, field = 'at'): number {
  let ms: number
  if (value instanceof Date) {
    ms = value.getTime()
  } else if (typeof value === 'string' && /(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    ms = Date.parse(value)
  } else if (typeof value === 'number') {
    ms = value
  } else {
    throw new AstrologyInputError(
      'INVALID_INSTANT',
      field,
      `${field} must be a Date, epoch milliseconds, or an ISO instant with a zone (e.g. '2024-01-01T00:00:00Z')`,
    )
  }
  if (!Number.isFinite(ms)) {
    throw new AstrologyInputError('INVALID_INSTANT', field, `${field} is not a valid instant`)
  }
  const year = civilFromDays(Math.floor(ms / MS_PER_DAY)).year
  if (year < MIN_YEAR - 1 || year > MAX_YEAR + 1) {
    throw new AstrologyInputError('DATE_OUT_OF_RANGE', field, `${field} is outside the supported years ${MIN_YEAR}–${MAX_YEAR}`)
  }
  return ms
}

export function toIsoInstant(epochMs: number): string {
  return new Date(Math.round(epochMs)).toISOString()
}

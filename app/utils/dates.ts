// How the site writes dates and numbers, in one place, in each language (ADR 052). Clock times (the profile's 'HH:MM')
// are in app/schemas/birth-details.ts beside the rules that store them; the engine's calendar arithmetic is
// app/astrology/calendar.ts.
import { DEFAULT_LOCALE, type Locale } from './locales.mjs'

/**
 * Intl's tag for each language: Indian conventions (lakh grouping, day-month-year) in both. Hindi asks for Latin
 * digits explicitly, as most Indian sites use them; left to the runtime, some browsers would write Devanagari digits.
 */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' }

export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale]
}

const longDates = new Map<Locale, Intl.DateTimeFormat>()
const numbers = new Map<string, Intl.NumberFormat>()

/**
 * 12 November 2026 / 12 नवंबर 2026: the long date the site uses everywhere (spec 2.3), for a calendar date
 * ('2026-11-12') or an instant, read on the UTC calendar.
 */
export function longDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  let format = longDates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    longDates.set(locale, format)
  }
  return format.format(new Date(iso))
}

const monthYears = new Map<Locale, Intl.DateTimeFormat>()

/** November 2026 / नवंबर 2026: a month of the calendar ('2026-11'), as a review's date is shown (ADR 215). */
export function monthYear(month: string, locale: Locale = DEFAULT_LOCALE): string {
  let format = monthYears.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' })
    monthYears.set(locale, format)
  }
  return format.format(new Date(`${month}-01T00:00:00Z`))
}

const zonedDates = new Map<string, Intl.DateTimeFormat>()

/**
 * The long date of an instant on the calendar of a zone: the customer's day (ADR 186). A dasha that ends at 20:00 UTC
 * ends on the next day in India, and the page says that day.
 */
export function longDateIn(instant: string, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  const key = `${locale}|${timeZone}`
  let format = zonedDates.get(key)
  if (!format) {
    // Throws for an unknown zone, and so caches only real ones.
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone })
    if (zonedDates.size > 600) zonedDates.clear()
    zonedDates.set(key, format)
  }
  return format.format(new Date(instant))
}

const clockTimes = new Map<string, Intl.DateTimeFormat>()

/**
 * The clock time of an instant in a zone, in the language (6:42 am / 6:42 am): the calendar's and the festivals' times.
 * Making an Intl formatter costs tens of microseconds and a calendar day shows dozens of times, so each language and
 * zone keeps one (ADR 245).
 */
export function clockTimeIn(at: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  const key = `${locale}|${timeZone}`
  let format = clockTimes.get(key)
  if (!format) {
    // Throws for an unknown zone, and so caches only real ones.
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit', timeZone })
    if (clockTimes.size > 600) clockTimes.clear()
    clockTimes.set(key, format)
  }
  return format.format(at)
}

/** A number written for the language (12,34,567), with any Intl.NumberFormat options (currency, percent…). */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}:${JSON.stringify(options)}`
  let format = numbers.get(key)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], options)
    numbers.set(key, format)
  }
  return format.format(value)
}

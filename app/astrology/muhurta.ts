import { AstroTime, Body, Equator, Horizon, Observer } from 'astronomy-engine'
import { assertPlace, type Place } from './birth'
import { MS_PER_DAY, parseIsoDate, toIsoInstant, utDaysSinceJ2000, weekdayOf } from './calendar'
import { riseOrSet } from './panchang'
import { localDayBounds, zonedToUtc } from './time-zone'

/**
 * The day's muhurtas at a place (docs/astrology.md, "Muhurtas"; ADR 206): Rahu kaal, Yamaganda and Gulika kaal (one
 * eighth of the daylight each, by weekday), Abhijit muhurat (the 8th of the day's 15 muhurtas), Brahma muhurta (the
 * 14th of the 15 muhurtas of the night that ends at sunrise), and the eight day and eight night choghadiyas.
 *
 * Sunrise and sunset are the panchang's (`riseOrSet`: the Sun's upper limb on the horizon with standard refraction, at
 * sea level), so the day view's sunrise and the muhurtas start from the same instant. The day runs from the date's
 * sunrise to the next sunset, the night from that sunset to the next sunrise; where the Sun does not rise, or does not
 * set, there is no day to divide and the answer says so instead of inventing one (ADR 207).
 */

/** The seven choghadiyas in the order they follow one another by day (the hora order of their lords). */
export const CHOGHADIYAS = ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog'] as const
export type ChoghadiyaName = (typeof CHOGHADIYAS)[number]
export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad'

// Lords: Udveg Sun, Char Venus, Labh Mercury, Amrit Moon, Kaal Saturn, Shubh Jupiter, Rog Mars.
const QUALITY: Readonly<Record<ChoghadiyaName, ChoghadiyaQuality>> = {
  udveg: 'bad',
  char: 'neutral',
  labh: 'good',
  amrit: 'good',
  kaal: 'bad',
  shubh: 'good',
  rog: 'bad',
}

// Indexed by weekday, 0 = Sunday … 6 = Saturday.
/** The day's first choghadiya is the weekday lord's: Sun Udveg, Moon Amrit, Mars Rog, Mercury Labh, Jupiter Shubh, Venus Char, Saturn Kaal. */
const DAY_FIRST = [0, 3, 6, 2, 5, 1, 4] as const
/** By day each choghadiya is followed by the next in `CHOGHADIYAS`; by night by the one five places on (two back). */
const DAY_STEP = 1
const NIGHT_STEP = 5
/** Which eighth of the daylight (1–8) each kaal takes. */
export const KAAL_SEGMENTS = {
  rahuKaal: [8, 2, 7, 5, 6, 4, 3],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
  gulikaKaal: [7, 6, 5, 4, 3, 2, 1],
} as const satisfies Record<string, readonly number[]>

const WEDNESDAY = 3
/** Abhijit is the 8th of the 15 muhurtas of the day; Brahma the 14th of the 15 of the night. */
const ABHIJIT = 8
const BRAHMA = 14
const MUHURTAS = 15
const CHOGHADIYAS_PER_HALF = 8
const SEARCH_GAP_MS = 60_000

export interface TimeWindow {
  readonly start: string
  readonly end: string
}

export interface Choghadiya extends TimeWindow {
  readonly name: ChoghadiyaName
  readonly quality: ChoghadiyaQuality
}

/** The Sun's crossings a day's muhurtas are cut from, in epoch milliseconds. */
export interface SunCrossings {
  /** The setting that begins the night before `sunrise`, or null when the Sun has not set within a day before it. */
  readonly previousSunset: number | null
  readonly sunrise: number
  readonly sunset: number
  /** The rising that ends the night after `sunset`, or null when the Sun does not rise again within a day. */
  readonly nextSunrise: number | null
}

export interface Muhurtas {
  readonly status: 'ok'
  readonly sunrise: string
  readonly sunset: string
  readonly nextSunrise: string | null
  readonly previousSunset: string | null
  readonly rahuKaal: TimeWindow
  readonly yamaganda: TimeWindow
  readonly gulikaKaal: TimeWindow
  /** Null on a Wednesday, when the almanacs do not take it (ADR 206). */
  readonly abhijit: TimeWindow | null
  /** Null when the night before sunrise cannot be measured (the Sun had not set within a day). */
  readonly brahmaMuhurta: TimeWindow | null
  readonly dayChoghadiyas: readonly Choghadiya[]
  /** Null when the Sun does not rise again within a day of its setting. */
  readonly nightChoghadiyas: readonly Choghadiya[] | null
}

/** No sunrise on the date (polar night) or no sunset within a day of it (midnight sun): nothing to divide. */
interface NoMuhurtas {
  readonly status: 'polar-night' | 'midnight-sun'
}

export type MuhurtaDay = (Muhurtas | NoMuhurtas) & { readonly date: string; /** 1 = Sunday … 7 = Saturday. */ readonly weekday: number }

function window(startMs: number, endMs: number): TimeWindow {
  return { start: toIsoInstant(startMs), end: toIsoInstant(endMs) }
}

/** Part `n` (1-based) of `count` equal parts of [startMs, endMs]. */
function part(startMs: number, endMs: number, count: number, n: number): TimeWindow {
  const length = (endMs - startMs) / count
  return window(startMs + (n - 1) * length, startMs + n * length)
}

function choghadiyas(startMs: number, endMs: number, first: number, step: number): Choghadiya[] {
  return Array.from({ length: CHOGHADIYAS_PER_HALF }, (_, i) => {
    const name = CHOGHADIYAS[(first + i * step) % CHOGHADIYAS.length]!
    return { name, quality: QUALITY[name], ...part(startMs, endMs, CHOGHADIYAS_PER_HALF, i + 1) }
  })
}

/** The muhurtas cut from the Sun's crossings, on a weekday (0 = Sunday … 6 = Saturday): arithmetic only. */
export function muhurtasOf(sun: SunCrossings, weekday: number): Muhurtas {
  const { previousSunset, sunrise, sunset, nextSunrise } = sun
  const eighth = (segments: readonly number[]) => part(sunrise, sunset, 8, segments[weekday]!)
  const dayFirst = DAY_FIRST[weekday]!
  // The night's first choghadiya follows on from the day's eighth as the night's order runs (Sunday: Shubh).
  const nightFirst = (dayFirst + NIGHT_STEP) % CHOGHADIYAS.length
  return {
    status: 'ok',
    sunrise: toIsoInstant(sunrise),
    sunset: toIsoInstant(sunset),
    nextSunrise: nextSunrise === null ? null : toIsoInstant(nextSunrise),
    previousSunset: previousSunset === null ? null : toIsoInstant(previousSunset),
    rahuKaal: eighth(KAAL_SEGMENTS.rahuKaal),
    yamaganda: eighth(KAAL_SEGMENTS.yamaganda),
    gulikaKaal: eighth(KAAL_SEGMENTS.gulikaKaal),
    abhijit: weekday === WEDNESDAY ? null : part(sunrise, sunset, MUHURTAS, ABHIJIT),
    brahmaMuhurta: previousSunset === null ? null : part(previousSunset, sunrise, MUHURTAS, BRAHMA),
    dayChoghadiyas: choghadiyas(sunrise, sunset, dayFirst, DAY_STEP),
    nightChoghadiyas: nextSunrise === null ? null : choghadiyas(sunset, nextSunrise, nightFirst, NIGHT_STEP),
  }
}

function sunAltitude(observer: Observer, epochMs: number): number {
  const time = new AstroTime(utDaysSinceJ2000(epochMs))
  const sky = Equator(Body.Sun, time, observer, true, true)
  return Horizon(time, observer, sky.ra, sky.dec, 'normal').altitude
}

/** The muhurtas of a local calendar day at a place. */
export function muhurtaDay(date: string, place: Place): MuhurtaDay {
  const civil = parseIsoDate(date, 'date')
  const { lat, lon, tz } = assertPlace(place)
  const weekday = weekdayOf(civil)
  const head = { date, weekday: weekday + 1 }
  const observer = new Observer(lat, lon, 0)
  const { startMs, endMs } = localDayBounds(tz, civil)
  // The same search, over the same local day, as the panchang's sunrise.
  const sunrise = riseOrSet(observer, 1, startMs, endMs)
  if (sunrise === null) {
    const noon = zonedToUtc(tz, civil, 12 * 3600, 'compatible').epochMs
    return { ...head, status: sunAltitude(observer, noon) > 0 ? 'midnight-sun' : 'polar-night' }
  }
  // Each search starts a minute past the crossing before it: started on the crossing itself, the search can answer
  // with that same instant (seen at 66–78° of latitude).
  const sunset = riseOrSet(observer, -1, sunrise + SEARCH_GAP_MS, sunrise + MS_PER_DAY)
  if (sunset === null) return { ...head, status: 'midnight-sun' }
  const sun: SunCrossings = {
    previousSunset: riseOrSet(observer, -1, sunrise - MS_PER_DAY, sunrise - SEARCH_GAP_MS),
    sunrise,
    sunset,
    nextSunrise: riseOrSet(observer, 1, sunset + SEARCH_GAP_MS, sunset + MS_PER_DAY),
  }
  return { ...head, ...muhurtasOf(sun, weekday) }
}

export type ChoghadiyaPlace = { readonly half: 'day' | 'night'; readonly index: number }

/** The choghadiya that holds the instant, or null when none of the day's sixteen does. */
export function choghadiyaAt(day: MuhurtaDay, epochMs: number): ChoghadiyaPlace | null {
  if (day.status !== 'ok') return null
  const halves = [
    ['day', day.dayChoghadiyas],
    ['night', day.nightChoghadiyas ?? []],
  ] as const
  for (const [half, list] of halves) {
    const index = list.findIndex((c) => Date.parse(c.start) <= epochMs && epochMs < Date.parse(c.end))
    if (index >= 0) return { half, index }
  }
  return null
}

/**
 * Before a day's sunrise the choghadiya running is the last night's, which belongs to the day before: the one of
 * `dayBefore()` (asked for only then) that holds the instant, or null when the instant is not before this day's sunrise
 * or no night choghadiya of the day before holds it (polar days, or an instant more than a night early).
 */
export function lastNightChoghadiya(day: MuhurtaDay, epochMs: number, dayBefore: () => MuhurtaDay): Choghadiya | null {
  if (day.status !== 'ok' || epochMs >= Date.parse(day.sunrise)) return null
  const before = dayBefore()
  const place = choghadiyaAt(before, epochMs)
  if (before.status !== 'ok' || place?.half !== 'night') return null
  return before.nightChoghadiyas?.[place.index] ?? null
}

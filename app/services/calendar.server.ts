// The astro calendar: the engine's panchang, activity rules and transits of a day at a place, and the month
// view, composed for the page. Pure computation, so no database: each answer is kept per day (or month) and place.
import {
  activitiesOf,
  AstrologyInputError,
  calendarMonth,
  muhurtaDay,
  panchang,
  type CalendarDay,
  type DayActivities,
  type MoonPhaseName,
  type MuhurtaDay,
} from '../astrology'
import { grahaTransits } from '../astrology/transits'
import { CALENDAR_MAX_DATE, CALENDAR_MIN_DATE } from '../schemas/day-query'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { getPlace } from './places.server'
import type { Profile } from './profiles.server'

export type CalendarPlace = {
  /** Gazetteer id, or null for coordinates entered by hand (a profile's place may be one). */
  id: string | null
  /** "New Delhi, Delhi, India". */
  label: string
  latitude: number
  longitude: number
  timeZone: string
}

/** Where the calendar is read when nobody says: New Delhi, gazetteer entry 1261481. */
export const NEW_DELHI: CalendarPlace = {
  id: '1261481',
  label: 'New Delhi, Delhi, India',
  latitude: 28.6358,
  longitude: 77.2245,
  timeZone: 'Asia/Kolkata',
}

type Coordinates = { lat: number; lon: number; tz: string }

const GRAHA_ORDER = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const
type GrahaCode = (typeof GRAHA_ORDER)[number]

export type CalendarDayView = {
  date: string
  /** 1 = Sunday … 7 = Saturday. */
  weekday: number
  sunrise: string | null
  sunset: string | null
  phase: { name: MoonPhaseName; illumination: number }
  tithi: { number: number; paksha: 'shukla' | 'krishna'; endsAt: string }
  nakshatra: { number: number; pada: number; endsAt: string }
  yoga: { number: number; endsAt: string }
  /** 1–60 within the lunar month. */
  karana: { number: number; endsAt: string }
  energy: number
  activities: DayActivities
  transits: { graha: GrahaCode; sign: number; degree: number; retrograde: boolean }[]
}

export type CalendarMonthView = {
  year: number
  month: number
  /** Empty cells before the 1st in a week that starts on Sunday. */
  leadingBlanks: number
  days: CalendarDay[]
}

// Pure answers: an entry never goes stale, so the only limit is memory (an entry is a few kilobytes).
const MAX_ENTRIES = 2000
const memo = new BoundedMap<string, unknown>(MAX_ENTRIES)

function remembered<T>(key: string, compute: () => T): T {
  if (memo.has(key)) return memo.get(key) as T
  const value = compute()
  memo.set(key, value)
  return value
}

const placeKey = (p: Coordinates) => `${p.lat.toFixed(4)},${p.lon.toFixed(4)},${p.tz}`

function assertInRange(date: string) {
  if (date < CALENDAR_MIN_DATE || date > CALENDAR_MAX_DATE) {
    throw new AstrologyInputError('DATE_OUT_OF_RANGE', 'date', `the calendar covers ${CALENDAR_MIN_DATE} to ${CALENDAR_MAX_DATE}`)
  }
}

/** One day at a place: the five limbs read at sunrise (ADR 076) and the nine grahas at that instant. */
export function calendarDayAt(date: string, place: Coordinates): CalendarDayView {
  assertInRange(date)
  return remembered(`day:${date}:${placeKey(place)}`, () => {
    const p = panchang(date, place)
    const transits = grahaTransits(p.referenceInstant)
    return {
      date: p.date,
      weekday: p.vara.number,
      sunrise: p.sunrise,
      sunset: p.sunset,
      phase: { name: p.moonPhase.name, illumination: p.moonPhase.illumination },
      tithi: { number: p.tithi.number, paksha: p.tithi.paksha, endsAt: p.tithi.endsAt },
      nakshatra: { number: p.nakshatra.number, pada: p.nakshatra.pada, endsAt: p.nakshatra.endsAt },
      yoga: { number: p.yoga.number, endsAt: p.yoga.endsAt },
      karana: { number: p.karana.number, endsAt: p.karana.endsAt },
      energy: p.energy.level,
      activities: activitiesOf(p),
      transits: GRAHA_ORDER.map((graha) => ({
        graha,
        sign: transits[graha].sign,
        degree: Math.floor(transits[graha].longitude % 30),
        retrograde: transits[graha].retrograde,
      })),
    }
  })
}

/** The day's muhurtas at a place (ADR 206): the kaals, Abhijit, Brahma muhurta and the choghadiyas, or why there are none. */
export function calendarMuhurtasAt(date: string, place: Coordinates): MuhurtaDay {
  assertInRange(date)
  return remembered(`muhurtas:${date}:${placeKey(place)}`, () => muhurtaDay(date, place))
}

/** A month at a place, each day with its phase and observances. */
export function calendarMonthAt(year: number, month: number, place: Coordinates): CalendarMonthView {
  assertInRange(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`)
  return remembered(`month:${year}-${month}:${placeKey(place)}`, () => {
    const { days } = calendarMonth(year, month, place)
    return { year, month, leadingBlanks: days[0]!.weekday - 1, days: [...days] }
  })
}

/** The colour of the energy bar (spec 9): green at 7 or more, yellow at 5 or more, red below. */
export function energyTone(level: number): 'green' | 'yellow' | 'red' {
  return level >= 7 ? 'green' : level >= 5 ? 'yellow' : 'red'
}

export type PlaceChoice = { ok: true; place: CalendarPlace } | { ok: false; code: 'unknown-place' }

/** The place asked for by gazetteer id, else the profile's birthplace, else New Delhi. */
export function choosePlace(placeId: string | null, profile: Pick<Profile, 'place'> | null): PlaceChoice {
  if (placeId) {
    const found = getPlace(placeId)
    if (!found) return { ok: false, code: 'unknown-place' }
    return { ok: true, place: { id: found.id, label: found.label, latitude: found.latitude, longitude: found.longitude, timeZone: found.timeZone } }
  }
  if (profile) {
    const { place } = profile
    return {
      ok: true,
      place: {
        id: place.id,
        label: [place.name, place.country].filter(Boolean).join(', '),
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
      },
    }
  }
  return { ok: true, place: NEW_DELHI }
}

export const coordinatesOf = (place: CalendarPlace): Coordinates => ({ lat: place.latitude, lon: place.longitude, tz: place.timeZone })

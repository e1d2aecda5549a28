import { type CivilDate, formatIsoDate, parseClockTime, parseIsoDate, toIsoInstant } from './calendar'
import { AstrologyInputError } from './errors'
import { assertTimeZone, type Disambiguation, formatOffset, localDayBounds, zonedToUtc } from './time-zone'

/** Birth data as the profile stores it. */
export interface Birth {
  /** Local civil date of birth, 'YYYY-MM-DD'. */
  readonly date: string
  /** Local clock time 'HH:MM' (24-hour), or null when unknown. */
  readonly time: string | null
  /** IANA zone of the birth place, e.g. 'Asia/Kolkata'. */
  readonly tz: string
  /** Geographic latitude, degrees north positive. */
  readonly lat: number
  /** Geographic longitude, degrees east positive. */
  readonly lon: number
  /** How to read a clock time that a daylight-saving change repeats or skips. Default 'reject'. */
  readonly disambiguation?: Disambiguation
}

/** A place for a panchang: coordinates and the zone whose calendar day is meant. */
export interface Place {
  readonly lat: number
  readonly lon: number
  readonly tz: string
}

export interface BirthMoment {
  /** UTC instant, ISO 8601. */
  readonly instant: string
  readonly epochMs: number
  /** Local date and clock time used (noon when the time is unknown). */
  readonly localDate: string
  readonly localTime: string
  /** UTC offset in force at birth, e.g. '+05:30' or '+05:21:10' (local mean time). */
  readonly offset: string
  readonly offsetSeconds: number
  readonly timeKnown: boolean
  /**
   * When the time is unknown: UTC instants of the start and end of the local birth day, so results
   * that could change within that day can say so. Null when the time is known.
   */
  readonly day: { readonly startMs: number; readonly endMs: number } | null
}

/** Noon: the middle of the day minimises the largest error when the birth time is unknown. */
const UNKNOWN_TIME_SECONDS = 12 * 3600

function assertCoordinates(value: { lat: unknown; lon: unknown }): { lat: number; lon: number } {
  const { lat, lon } = value
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw new AstrologyInputError('INVALID_LATITUDE', 'lat', `latitude must be a number from -90 to 90, got ${String(lat)}`)
  }
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw new AstrologyInputError('INVALID_LONGITUDE', 'lon', `longitude must be a number from -180 to 180, got ${String(lon)}`)
  }
  return { lat, lon }
}

export function assertPlace(place: unknown): Place {
  if (typeof place !== 'object' || place === null) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'place', 'place must be an object { lat, lon, tz }')
  }
  const candidate = place as Record<string, unknown>
  const { lat, lon } = assertCoordinates({ lat: candidate.lat, lon: candidate.lon })
  return { lat, lon, tz: assertTimeZone(candidate.tz) }
}

const DISAMBIGUATIONS: readonly Disambiguation[] = ['reject', 'earlier', 'later']

export function resolveBirthMoment(birth: Birth): BirthMoment {
  if (typeof birth !== 'object' || birth === null) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'birth', 'birth must be an object { date, time, tz, lat, lon }')
  }
  const date: CivilDate = parseIsoDate(birth.date, 'date')
  const timeKnown = birth.time !== null && birth.time !== undefined
  const seconds = timeKnown ? parseClockTime(birth.time, 'time') : UNKNOWN_TIME_SECONDS
  const tz = assertTimeZone(birth.tz)
  assertCoordinates(birth)
  const disambiguation = birth.disambiguation ?? 'reject'
  if (!DISAMBIGUATIONS.includes(disambiguation)) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'disambiguation', `disambiguation must be one of ${DISAMBIGUATIONS.join(', ')}`)
  }
  // An unknown time is our own noon: never reject it, a daylight-saving change at noon is unheard of.
  const zoned = zonedToUtc(tz, date, seconds, timeKnown ? disambiguation : 'later')
  return {
    instant: toIsoInstant(zoned.epochMs),
    epochMs: zoned.epochMs,
    localDate: formatIsoDate(date),
    localTime: timeKnown ? (birth.time as string) : '12:00',
    offset: formatOffset(zoned.offsetSeconds),
    offsetSeconds: zoned.offsetSeconds,
    timeKnown,
    day: timeKnown ? null : localDayBounds(tz, date),
  }
}

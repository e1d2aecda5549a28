import { Body, AstroTime, Observer, SearchRiseSet } from 'astronomy-engine'
import { assertPlace, type Place } from './birth'
import { J2000_EPOCH_MS, MS_PER_DAY, parseIsoDate, toIsoInstant, utDaysSinceJ2000, weekdayOf } from './calendar'
import { nextCrossing } from './crossing'
import { energyLevel, type EnergyLevel } from './energy-level'
import { grahaLongitudes, type Instant, instantAt, meanOfDateLongitude, normalizeDegrees, siderealMoonAt, tropicalFromMeanOfDate } from './ephemeris'
import { illuminatedFraction, intermediatePhaseIndex, type MoonPhaseInfo, phaseByIndex, principalPhaseCrossed } from './moon-phase'
import { NAKSHATRA_SPAN, NAKSHATRAS, type NakshatraRef, placeInNakshatra } from './nakshatra'
import { type Sign, signOf } from './rashi'
import { localDayBounds, zonedToUtc } from './time-zone'

/**
 * Panchang of a local calendar day at a place: the five limbs (tithi, vara, nakshatra, yoga, karana)
 * read at local sunrise, as Indian almanacs do (udaya tithi), with each limb's end time, plus sunrise,
 * sunset, the moon phase, an energy level and the planetary transits for the astro calendar.
 *
 * Conventions (docs/astrology.md): tithi = (Moon − Sun) / 12°, yoga = (Moon + Sun sidereal) / 13°20′,
 * karana = half a tithi; sunrise and sunset are when the Sun's upper limb touches the horizon with
 * standard refraction (astronomy-engine), at sea level. Where the Sun does not rise that day (polar
 * day or night), the limbs are read at local noon and `sunrise` is null.
 *
 * Names (tradition: standard Sanskrit names of the panchang limbs as in Surya Siddhanta-based
 * almanacs).
 */

// prettier-ignore
const TITHI_NAMES: readonly string[] = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
  'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
]
// prettier-ignore
const YOGA_NAMES: readonly string[] = [
  'Vishkumbha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula',
  'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyan',
  'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
]
const MOVABLE_KARANAS: readonly string[] = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti']
const VARA_NAMES: readonly (readonly [string, string])[] = [
  ['Ravivara', 'Sunday'],
  ['Somavara', 'Monday'],
  ['Mangalavara', 'Tuesday'],
  ['Budhavara', 'Wednesday'],
  ['Guruvara', 'Thursday'],
  ['Shukravara', 'Friday'],
  ['Shanivara', 'Saturday'],
]

// Mean daily rates, only to seed the end-time search.
const ELONGATION_RATE = 12.19
const MOON_RATE = 13.18
const YOGA_RATE = 14.17

export interface Tithi {
  /** 1–30: 1–15 Shukla (15 = Purnima), 16–30 Krishna (30 = Amavasya). */
  readonly number: number
  readonly name: string
  readonly paksha: 'shukla' | 'krishna'
  /** 1–15 within the paksha. */
  readonly numberInPaksha: number
  readonly endsAt: string
}

export interface PanchangNakshatra extends NakshatraRef {
  readonly pada: number
  readonly endsAt: string
}

export interface Yoga {
  readonly number: number
  readonly name: string
  readonly endsAt: string
}

export interface Karana {
  /** 1–60 within the lunar month. */
  readonly number: number
  readonly name: string
  /** When the Moon gains the next 6° on the Sun: an even karana ends with its tithi. */
  readonly endsAt: string
}

export interface Vara {
  /** 1 = Sunday … 7 = Saturday. */
  readonly number: number
  readonly name: string
  readonly english: string
}

export interface Transit {
  readonly tropical: Sign
  readonly sidereal: Sign
  readonly tropicalLongitude: number
  readonly siderealLongitude: number
}

export interface Panchang {
  readonly date: string
  readonly place: Place
  readonly sunrise: string | null
  readonly sunset: string | null
  /** The instant the limbs are read at: sunrise, or local noon without a sunrise. */
  readonly referenceInstant: string
  readonly vara: Vara
  readonly tithi: Tithi
  readonly nakshatra: PanchangNakshatra
  readonly yoga: Yoga
  readonly karana: Karana
  readonly moonSign: { readonly sidereal: Sign; readonly tropical: Sign }
  readonly sunSign: { readonly sidereal: Sign; readonly tropical: Sign }
  readonly moonPhase: MoonPhaseInfo
  readonly energy: EnergyLevel
  readonly transits: { readonly mercury: Transit; readonly venus: Transit; readonly mars: Transit }
}

export function tithiName(number: number): string {
  if (number === 15) return 'Purnima'
  if (number === 30) return 'Amavasya'
  return TITHI_NAMES[(number - 1) % 15]!
}

export function karanaName(number: number): string {
  if (number === 1) return 'Kimstughna'
  if (number >= 58) return ['Shakuni', 'Chatushpada', 'Naga'][number - 58]!
  return MOVABLE_KARANAS[(number - 2) % 7]!
}

function yogaName(number: number): string {
  return YOGA_NAMES[number - 1]!
}

/** Moon − Sun, degrees [0, 360): the same in tropical and sidereal terms. */
export function elongationAt(epochMs: number): number {
  const instant = instantAt(epochMs)
  return normalizeDegrees(meanOfDateLongitude(instant, 'moon') - meanOfDateLongitude(instant, 'sun'))
}

function yogaAngleAt(epochMs: number): number {
  const instant = instantAt(epochMs)
  return normalizeDegrees(meanOfDateLongitude(instant, 'moon') + meanOfDateLongitude(instant, 'sun') - 2 * instant.ayanamsa)
}

/** The Sun's (or the Moon's) first rising (1) or setting (−1) in [startMs, endMs), or null. */
export function riseOrSet(observer: Observer, direction: 1 | -1, startMs: number, endMs: number, body: Body = Body.Sun): number | null {
  const found = SearchRiseSet(body, observer, direction, new AstroTime(utDaysSinceJ2000(startMs)), (endMs - startMs) / MS_PER_DAY)
  if (!found) return null
  const ms = J2000_EPOCH_MS + found.ut * MS_PER_DAY
  return ms < endMs ? ms : null
}

function transit(instant: Instant, graha: 'mercury' | 'venus' | 'mars'): Transit {
  const { sidereal, tropical } = grahaLongitudes(instant, graha)
  return { tropical: signOf(tropical), sidereal: signOf(sidereal), tropicalLongitude: tropical, siderealLongitude: sidereal }
}

export function panchang(date: string, place: Place): Panchang {
  const civil = parseIsoDate(date, 'date')
  const { lat, lon, tz } = assertPlace(place)
  const { startMs, endMs } = localDayBounds(tz, civil)
  const observer = new Observer(lat, lon, 0)
  const sunriseMs = riseOrSet(observer, 1, startMs, endMs)
  const sunsetMs = riseOrSet(observer, -1, startMs, endMs)
  const referenceMs = sunriseMs ?? zonedToUtc(tz, civil, 12 * 3600, 'compatible').epochMs

  const instant = instantAt(referenceMs)
  const moon = meanOfDateLongitude(instant, 'moon')
  const sun = meanOfDateLongitude(instant, 'sun')
  const moonSidereal = normalizeDegrees(moon - instant.ayanamsa)
  const sunSidereal = normalizeDegrees(sun - instant.ayanamsa)
  const elongation = normalizeDegrees(moon - sun)

  const tithiNumber = Math.min(29, Math.floor(elongation / 12)) + 1
  const tithiEnd = nextCrossing(elongationAt, referenceMs, elongation, tithiNumber * 12, ELONGATION_RATE)

  const { nakshatra, pada } = placeInNakshatra(moonSidereal)
  const nakshatraEnd = nextCrossing(siderealMoonAt, referenceMs, moonSidereal, nakshatra.number * NAKSHATRA_SPAN, MOON_RATE)

  const yogaAngle = normalizeDegrees(moonSidereal + sunSidereal)
  const yogaNumber = Math.min(26, Math.floor((yogaAngle * 27) / 360)) + 1
  const yogaEnd = nextCrossing(yogaAngleAt, referenceMs, yogaAngle, yogaNumber * NAKSHATRA_SPAN, YOGA_RATE)

  const karanaNumber = Math.min(59, Math.floor(elongation / 6)) + 1
  const karanaEnd = nextCrossing(elongationAt, referenceMs, elongation, karanaNumber * 6, ELONGATION_RATE)

  const weekday = weekdayOf(civil)
  const [varaName, varaEnglish] = VARA_NAMES[weekday]!

  // Principal phases name the civil day that contains them, so look at the whole day.
  const startElongation = elongationAt(startMs)
  const principal = principalPhaseCrossed(startElongation, elongationAt(endMs))
  let phaseIndex = intermediatePhaseIndex(startElongation)
  let exactAt: string | null = null
  if (principal !== null) {
    phaseIndex = principal * 2
    exactAt = toIsoInstant(nextCrossing(elongationAt, startMs, startElongation, principal * 90, ELONGATION_RATE))
  }
  const illumination = illuminatedFraction(elongation)
  const phase = phaseByIndex(phaseIndex)

  return {
    date,
    place: { lat, lon, tz },
    sunrise: sunriseMs === null ? null : toIsoInstant(sunriseMs),
    sunset: sunsetMs === null ? null : toIsoInstant(sunsetMs),
    referenceInstant: toIsoInstant(referenceMs),
    vara: { number: weekday + 1, name: varaName, english: varaEnglish },
    tithi: {
      number: tithiNumber,
      name: tithiName(tithiNumber),
      paksha: tithiNumber <= 15 ? 'shukla' : 'krishna',
      numberInPaksha: ((tithiNumber - 1) % 15) + 1,
      endsAt: toIsoInstant(tithiEnd),
    },
    nakshatra: { ...nakshatra, pada, endsAt: toIsoInstant(nakshatraEnd) },
    yoga: { number: yogaNumber, name: yogaName(yogaNumber), endsAt: toIsoInstant(yogaEnd) },
    karana: { number: karanaNumber, name: karanaName(karanaNumber), endsAt: toIsoInstant(karanaEnd) },
    moonSign: { sidereal: signOf(moonSidereal), tropical: signOf(tropicalFromMeanOfDate(instant, moon)) },
    sunSign: { sidereal: signOf(sunSidereal), tropical: signOf(tropicalFromMeanOfDate(instant, sun)) },
    moonPhase: { name: phase.name, label: phase.label, exactAt, elongation, illumination },
    energy: energyLevel({
      tithi: tithiNumber,
      nakshatraNature: NAKSHATRAS[nakshatra.number - 1]!.nature,
      yoga: yogaNumber,
      weekday,
      karana: karanaNumber,
      illumination,
    }),
    transits: { mercury: transit(instant, 'mercury'), venus: transit(instant, 'venus'), mars: transit(instant, 'mars') },
  }
}

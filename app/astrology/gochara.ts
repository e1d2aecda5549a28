import { formatIsoDate, parseIsoDate, toIsoInstant, weekdayOf } from './calendar'
import type { BirthChart } from './chart'
import { type Graha, instantAt, normalizeDegrees, siderealLongitude } from './ephemeris'
import { angleDifference } from './crossing'
import { placeInNakshatra } from './nakshatra'
import type { DashaLord } from './planets'
import { houseFrom, signNumberOf } from './rashi'
import { assertTimeZone, zonedToUtc } from './time-zone'
import { dashaAtFromMoon } from './vimshottari'

/**
 * "Why today": the sky of one local day read against a birth chart, as codes and numbers only (the
 * words come from the i18n catalogues). Rules and sources: docs/astrology.md, "Why today (gochara)".
 *
 * The day's sky is read at local noon in the zone the caller names (the user's zone, not the birth
 * place's): a reading belongs to the user's calendar day and must not need a place, and noon is the
 * instant that best represents a day whose Moon moves 12–15°.
 */

export type Quality = 'favourable' | 'neutral' | 'unfavourable'

export type TaraCode = 'janma' | 'sampat' | 'vipat' | 'kshema' | 'pratyari' | 'sadhana' | 'naidhana' | 'mitra' | 'parama-mitra'

// Tradition: the nine taras of Muhurta texts (Muhurta Chintamani), counted from the birth star.
export const TARA_CODES: readonly TaraCode[] = ['janma', 'sampat', 'vipat', 'kshema', 'pratyari', 'sadhana', 'naidhana', 'mitra', 'parama-mitra']

export type SaturnPhase = 'sade-sati-rising' | 'sade-sati-peak' | 'sade-sati-setting' | 'kantaka-shani' | 'ashtama-shani'

export type TransitCode = SaturnPhase | 'jupiter-favourable' | 'rahu-over-moon' | 'ketu-over-moon'

/** Every code `transits` can hold, for the catalogues' completeness tests. */
export const TRANSIT_CODES: readonly TransitCode[] = [
  'sade-sati-rising',
  'sade-sati-peak',
  'sade-sati-setting',
  'kantaka-shani',
  'ashtama-shani',
  'rahu-over-moon',
  'ketu-over-moon',
  'jupiter-favourable',
]

/** The planets that can turn retrograde (the luminaries never do; the mean nodes always do, so they say nothing). */
export const RETROGRADE_PLANETS = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const
export type RetrogradePlanet = (typeof RETROGRADE_PLANETS)[number]

/** The day's bands, lowest first: the readings and the CMS's reading texts both read this list. */
export const DAY_BANDS = ['low', 'medium', 'high'] as const
export type DayBand = (typeof DAY_BANDS)[number]

export interface Tara {
  /** 1–9. */
  readonly number: number
  readonly code: TaraCode
  readonly quality: Quality
}

interface SlowTransit {
  /** Sidereal sign 1–12. */
  readonly sign: number
  /** Whole-sign house counted from the natal Moon's sign, 1–12. */
  readonly houseFromMoon: number
}

export interface DayFactors {
  readonly date: string
  readonly tz: string
  /** The instant the day's sky is read at: local noon. */
  readonly referenceInstant: string
  /** 0 = Sunday … 6 = Saturday, of the local date. */
  readonly weekday: number
  /** Tithi 1–30 at the reference instant (1–15 Shukla, 16–30 Krishna). */
  readonly tithi: number
  readonly natal: {
    readonly moonSign: number
    readonly nakshatra: number
    readonly ascendantSign: number | null
    /** Birth time unknown and the Moon changes sign or nakshatra that day: the panel should say so. */
    readonly uncertain: boolean
  }
  /** The transiting Moon: sign, nakshatra (1–27) and house from the natal Moon (gochara). */
  readonly moon: {
    readonly sign: number
    readonly nakshatra: number
    /** Fraction of today's nakshatra the Moon has crossed at the reference instant, [0, 1). */
    readonly elapsed: number
    readonly house: number
    readonly quality: Quality
  }
  /** Today's nakshatra counted from the birth star. */
  readonly tara: Tara
  readonly dasha: { readonly mahadasha: DashaLord; readonly antardasha: DashaLord; readonly mahadashaEnds: string; readonly antardashaEnds: string }
  readonly saturn: SlowTransit & { readonly phase: SaturnPhase | null }
  readonly jupiter: SlowTransit & { readonly quality: Quality }
  readonly rahu: SlowTransit
  readonly ketu: SlowTransit
  /** The notable transits of the day, most weighty first. */
  readonly transits: readonly TransitCode[]
  /**
   * The planets retrograde at the reference instant, in RETROGRADE_PLANETS' order. Absent from readings stored before
   * retrogrades were read (ADR 225): read it as `retrograde ?? []`.
   */
  readonly retrograde?: readonly RetrogradePlanet[]
  /** The day's overall tone for this chart (docs/astrology.md); the texts' `band` selector reads it. */
  readonly band: DayBand
}

/** Tara of nakshatra `to` counted inclusively from birth star `from` (both 1–27). */
export function taraOf(from: number, to: number): Tara {
  const count = ((to - from + 27) % 27) + 1
  const number = ((count - 1) % 9) + 1
  const quality: Quality = number === 1 ? 'neutral' : number === 3 || number === 5 || number === 7 ? 'unfavourable' : 'favourable'
  return { number, code: TARA_CODES[number - 1]!, quality }
}

// Tradition: Phaladeepika ch. 26 (gochara): the Moon gives good results in the 1st, 3rd, 6th, 7th,
// 10th and 11th from the natal Moon, troubles in the 4th, 8th and 12th; we call the rest neutral.
export function moonHouseQuality(house: number): Quality {
  if ([1, 3, 6, 7, 10, 11].includes(house)) return 'favourable'
  if ([4, 8, 12].includes(house)) return 'unfavourable'
  return 'neutral'
}

// Same source: Jupiter is good in the 2nd, 5th, 7th, 9th and 11th from the Moon.
export function jupiterHouseQuality(house: number): Quality {
  return [2, 5, 7, 9, 11].includes(house) ? 'favourable' : 'unfavourable'
}

/** Sade sati: Saturn in the 12th, 1st or 2nd from the natal Moon; dhaiya: in the 4th (kantaka) or 8th (ashtama). */
export function saturnPhase(house: number): SaturnPhase | null {
  switch (house) {
    case 12:
      return 'sade-sati-rising'
    case 1:
      return 'sade-sati-peak'
    case 2:
      return 'sade-sati-setting'
    case 4:
      return 'kantaka-shani'
    case 8:
      return 'ashtama-shani'
    default:
      return null
  }
}

/**
 * The day's band: +1 / −1 for the Moon's house and the tara by quality, +1 when Jupiter is well placed
 * (its bad houses last a year, so they do not darken every day), −1 under the heaviest Saturn
 * (sade sati's peak or ashtama shani). 2 or more is high, −1 or less low, the rest medium.
 */
export function dayBand(input: { moon: Quality; tara: Quality; jupiter: Quality; saturnHeavy: boolean }): DayBand {
  const points = (q: Quality) => (q === 'favourable' ? 1 : q === 'unfavourable' ? -1 : 0)
  const score = points(input.moon) + points(input.tara) + (input.jupiter === 'favourable' ? 1 : 0) - (input.saturnHeavy ? 1 : 0)
  if (score >= 2) return 'high'
  if (score <= -1) return 'low'
  return 'medium'
}

/** The sky of a local day that does not depend on anyone's chart, read at local noon in `tz`. */
export interface DaySky {
  readonly date: string
  readonly tz: string
  readonly epochMs: number
  readonly weekday: number
  readonly tithi: number
  readonly moonLongitude: number
  readonly moonSign: number
  readonly nakshatra: number
  readonly elapsed: number
}

export function daySky(date: string, tz: string): DaySky {
  const civil = parseIsoDate(date, 'date')
  assertTimeZone(tz, 'tz')
  const epochMs = zonedToUtc(tz, civil, 12 * 3600, 'compatible').epochMs
  const instant = instantAt(epochMs)
  const moonLongitude = siderealLongitude(instant, 'moon')
  const elongation = normalizeDegrees(moonLongitude - siderealLongitude(instant, 'sun'))
  const { nakshatra, elapsed } = placeInNakshatra(moonLongitude)
  return {
    date: formatIsoDate(civil),
    tz,
    epochMs,
    weekday: weekdayOf(civil),
    tithi: Math.min(29, Math.floor(elongation / 12)) + 1,
    moonLongitude,
    moonSign: signNumberOf(moonLongitude),
    nakshatra: nakshatra.number,
    elapsed,
  }
}

export function whyToday(chart: BirthChart, day: { readonly date: string; readonly tz: string }): DayFactors {
  const sky = daySky(day.date, day.tz)
  const atMs = sky.epochMs
  const instant = instantAt(atMs)
  const natalSign = chart.moon.rashi.number
  const natalStar = chart.moon.nakshatra.number
  const slow = (graha: Graha): SlowTransit => {
    const sign = signNumberOf(siderealLongitude(instant, graha))
    return { sign, houseFromMoon: houseFrom(natalSign, sign) }
  }

  const moonSign = sky.moonSign
  const moonHouse = houseFrom(natalSign, moonSign)
  const moonQuality = moonHouseQuality(moonHouse)
  const tara = taraOf(natalStar, sky.nakshatra)

  const saturnAt = slow('saturn')
  const saturn = { ...saturnAt, phase: saturnPhase(saturnAt.houseFromMoon) }
  const jupiterAt = slow('jupiter')
  const jupiter = { ...jupiterAt, quality: jupiterHouseQuality(jupiterAt.houseFromMoon) }
  const rahu = slow('rahu')
  const ketu = slow('ketu')

  const transits: TransitCode[] = []
  if (saturn.phase) transits.push(saturn.phase)
  if (rahu.houseFromMoon === 1) transits.push('rahu-over-moon')
  if (ketu.houseFromMoon === 1) transits.push('ketu-over-moon')
  if (jupiter.quality === 'favourable') transits.push('jupiter-favourable')

  const running = dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, atMs)
  const retrograde = retrogradeAt(atMs)
  return {
    date: sky.date,
    tz: day.tz,
    referenceInstant: toIsoInstant(atMs),
    weekday: sky.weekday,
    tithi: sky.tithi,
    natal: {
      moonSign: natalSign,
      nakshatra: natalStar,
      ascendantSign: chart.ascendant?.rashi.number ?? null,
      uncertain: chart.moon.withinDay !== null && (chart.moon.withinDay.rashiChanges || chart.moon.withinDay.nakshatraChanges),
    },
    moon: { sign: moonSign, nakshatra: sky.nakshatra, elapsed: sky.elapsed, house: moonHouse, quality: moonQuality },
    tara,
    dasha: {
      mahadasha: running.mahadasha.lord,
      antardasha: running.antardasha.lord,
      mahadashaEnds: running.mahadasha.end,
      antardashaEnds: running.antardasha.end,
    },
    saturn,
    jupiter,
    rahu,
    ketu,
    transits,
    retrograde,
    band: dayBand({
      moon: moonQuality,
      tara: tara.quality,
      jupiter: jupiter.quality,
      saturnHeavy: saturn.phase === 'sade-sati-peak' || saturn.phase === 'ashtama-shani',
    }),
  }
}

const RETROGRADE_HALF_WINDOW_MS = 6 * 3_600_000

/**
 * The planets whose sidereal longitude decreases over the 12 hours around `atMs`: the astro calendar's test
 * (transits.ts), for the five planets only. Near a station the motion is tiny and may read either way; the day's
 * reading is read at noon, so it follows whichever way the planet moves then.
 */
export function retrogradeAt(atMs: number): RetrogradePlanet[] {
  const before = instantAt(atMs - RETROGRADE_HALF_WINDOW_MS)
  const after = instantAt(atMs + RETROGRADE_HALF_WINDOW_MS)
  return RETROGRADE_PLANETS.filter((planet) => angleDifference(siderealLongitude(after, planet), siderealLongitude(before, planet)) < 0)
}

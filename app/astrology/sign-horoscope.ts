import { addDays, type CivilDate, formatIsoDate, weekdayOf } from './calendar'
import type { Graha } from './ephemeris'
import { daySky, moonHouseQuality, type Quality } from './gochara'
import { gocharaQuality } from './love-forecast'
import { NAKSHATRAS, type NakshatraNature } from './nakshatra'
import { houseFrom } from './rashi'
import { wallClockAt, zonedToUtc } from './time-zone'
import { grahaTransits } from './transits'

/**
 * The free horoscope of a Moon sign (rashi) for a period, as codes and numbers only: the words come from the CMS's
 * reading texts and the catalogues. No birth chart: every house is counted from the sign itself, as a reader who knows
 * only their Moon sign counts it. Rules and sources: docs/astrology.md, "Horoscopes by Moon sign"; the periods and the
 * planets each reads: ADR 221.
 *
 * Every period is computed once from its first day in one fixed zone, India's, so a page says the same thing to every
 * visitor all period long and the page cache can keep it until the period ends.
 */

export const HOROSCOPE_ZONE = 'Asia/Kolkata'

/**
 * Which zodiac a horoscope's sign and transits are read in: the sidereal (Lahiri) one of the Moon-sign pages, or the
 * tropical one of Western sun signs (ADR 257), where every house is counted from the sun sign (solar houses).
 */
export type Zodiac = 'sidereal' | 'tropical'

export const HOROSCOPE_PERIODS = ['today', 'tomorrow', 'week', 'month', 'year'] as const
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number]

/** The grahas read for the longer periods (ADR 221): the slow ones always, the quicker ones where they move within it. */
const PERIOD_GRAHAS: Readonly<Record<'week' | 'month' | 'year', readonly Exclude<Graha, 'moon'>[]>> = {
  week: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'],
  month: ['sun', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu'],
  year: ['jupiter', 'saturn', 'rahu', 'ketu'],
}

const NATURES: readonly NakshatraNature[] = ['fixed', 'movable', 'fierce', 'mixed', 'swift', 'soft', 'sharp']

/**
 * Every factor tag a sign horoscope can ask the CMS for, "<kind>:<value>": the Moon's house, the day's nakshatra
 * nature, and each graha's transit as favourable or not.
 */
export const SIGN_HOROSCOPE_TAGS: readonly string[] = [
  ...Array.from({ length: 12 }, (_, i) => `moon-house:${i + 1}`),
  ...NATURES.map((nature) => `nakshatra-nature:${nature}`),
  ...(['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu'] as const).flatMap((graha) => [
    `gochara-${graha}:favourable`,
    `gochara-${graha}:unfavourable`,
  ]),
]

export interface PeriodSpan {
  readonly period: HoroscopePeriod
  /** First and last local day of the period, 'YYYY-MM-DD'. */
  readonly start: string
  readonly end: string
  /** The instant the page's words stop holding: the next local midnight for today and tomorrow, else the period's end. */
  readonly changesAtMs: number
}

const midnightAfter = (date: CivilDate): number => zonedToUtc(HOROSCOPE_ZONE, addDays(date, 1), 0, 'compatible').epochMs

/** The local calendar day in India at an instant. */
export function horoscopeToday(nowMs: number): CivilDate {
  return wallClockAt(HOROSCOPE_ZONE, nowMs).date
}

/** The span a period covers when asked on local day `today`: weeks run Monday to Sunday. */
export function periodSpan(period: HoroscopePeriod, today: CivilDate): PeriodSpan {
  let first: CivilDate
  let last: CivilDate
  switch (period) {
    case 'today':
      first = last = today
      break
    case 'tomorrow':
      first = last = addDays(today, 1)
      break
    case 'week': {
      first = addDays(today, -((weekdayOf(today) + 6) % 7))
      last = addDays(first, 6)
      break
    }
    case 'month': {
      first = { year: today.year, month: today.month, day: 1 }
      const next = today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { year: today.year, month: today.month + 1, day: 1 }
      last = addDays(next, -1)
      break
    }
    case 'year':
      first = { year: today.year, month: 1, day: 1 }
      last = { year: today.year, month: 12, day: 31 }
      break
  }
  const changesAtMs = period === 'today' || period === 'tomorrow' ? midnightAfter(today) : midnightAfter(last)
  return { period, start: formatIsoDate(first), end: formatIsoDate(last), changesAtMs }
}

interface GrahaGochara {
  readonly graha: Exclude<Graha, 'moon'>
  /** Sign 1–12 the graha is in at the period's reading instant, in the horoscope's zodiac. */
  readonly sign: number
  /** Whole-sign house counted from the Moon sign, 1–12. */
  readonly house: number
  readonly quality: Quality
  readonly retrograde: boolean
}

interface MoonOfDay {
  readonly sign: number
  readonly house: number
  readonly quality: Quality
  /** The day's nakshatra (the Moon's at local noon), 1–27, and its Muhurta nature. */
  readonly nakshatra: number
  readonly nature: NakshatraNature
}

export interface SignHoroscope {
  /** The sign 1 = Mesha (Aries) … 12 = Meena (Pisces): a Moon sign when sidereal, a Western sun sign when tropical. */
  readonly sign: number
  readonly zodiac: Zodiac
  readonly span: PeriodSpan
  /** The day's Moon, for today and tomorrow only. */
  readonly moon: MoonOfDay | null
  /** The grahas the period reads, in PERIOD_GRAHAS order; empty for today and tomorrow. */
  readonly grahas: readonly GrahaGochara[]
  /** The CMS factor tags of this horoscope, in the order the page shows them. */
  readonly tags: readonly string[]
}

function assertSign(sign: number): void {
  if (!Number.isInteger(sign) || sign < 1 || sign > 12) throw new RangeError(`sign ${sign} is not 1–12`)
}

/**
 * The horoscope of sign `sign` for `period` as asked at instant `nowMs`; the same for every instant of the period. The
 * day's nakshatra is the sidereal Moon's in either zodiac: it names the day, not a sign.
 */
export function signHoroscope(sign: number, period: HoroscopePeriod, nowMs: number, zodiac: Zodiac = 'sidereal'): SignHoroscope {
  assertSign(sign)
  const span = periodSpan(period, horoscopeToday(nowMs))
  if (period === 'today' || period === 'tomorrow') {
    const sky = daySky(span.start, HOROSCOPE_ZONE)
    const moonSign = zodiac === 'sidereal' ? sky.moonSign : grahaTransits(sky.epochMs).moon.tropicalSign
    const house = houseFrom(sign, moonSign)
    const nature = NAKSHATRAS[sky.nakshatra - 1]!.nature
    const moon: MoonOfDay = { sign: moonSign, house, quality: moonHouseQuality(house), nakshatra: sky.nakshatra, nature }
    return { sign, zodiac, span, moon, grahas: [], tags: [`moon-house:${house}`, `nakshatra-nature:${nature}`] }
  }
  // The slow grahas are read at noon of the period's first day, India's time.
  const [year, month, day] = span.start.split('-').map(Number) as [number, number, number]
  const atMs = zonedToUtc(HOROSCOPE_ZONE, { year, month, day }, 12 * 3600, 'compatible').epochMs
  const sky = grahaTransits(atMs)
  const grahas = PERIOD_GRAHAS[period].map((graha): GrahaGochara => {
    const at = zodiac === 'sidereal' ? sky[graha].sign : sky[graha].tropicalSign
    const house = houseFrom(sign, at)
    return { graha, sign: at, house, quality: gocharaQuality(graha, house), retrograde: sky[graha].retrograde }
  })
  return { sign, zodiac, span, moon: null, grahas, tags: grahas.map((g) => `gochara-${g.graha}:${g.quality}`) }
}

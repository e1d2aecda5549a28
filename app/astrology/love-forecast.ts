import type { BirthChart } from './chart'
import type { Graha } from './ephemeris'
import { type Quality, whyToday } from './gochara'
import { horaLord } from './lucky'
import type { DashaLord, Planet } from './planets'
import { houseFrom, lordOfSign } from './rashi'
import { grahaTransits } from './transits'

/**
 * The love forecast of a day (spec 2.16): three scores from 1 to 10 (love, career, finance) from the day's
 * transits over a chart, and the lucky love time from the spec's six. The rules are written out in docs/astrology.md,
 * "Love forecast"; every point a score gains or loses carries a reason code, so the page can say why.
 */

export type ForecastArea = 'love' | 'career' | 'finance'
export const FORECAST_AREAS: readonly ForecastArea[] = ['love', 'career', 'finance']

/** Spec 9: the lucky love times are chosen from these. */
export const LUCKY_LOVE_TIMES = ['06:30', '09:15', '12:30', '15:45', '18:20', '21:00'] as const
type LuckyLoveTime = (typeof LUCKY_LOVE_TIMES)[number]

export type ScoreColour = 'green' | 'yellow' | 'orange' | 'red'

/** Spec 9: 8 or more green, 6 or more yellow, 4 or more orange, below 4 red. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 8) return 'green'
  if (score >= 6) return 'yellow'
  if (score >= 4) return 'orange'
  return 'red'
}

/** The band the advice texts are chosen by (their `band` selector): green is high, red low, the rest medium. */
export function scoreBand(score: number): 'low' | 'medium' | 'high' {
  if (score >= 8) return 'high'
  if (score < 4) return 'low'
  return 'medium'
}

// Tradition: Phaladeepika ch. 26 (gochara): the houses from the natal Moon in which each graha's transit gives good
// results; elsewhere it troubles. (gochara.ts reads the Moon's and Jupiter's rows of the same table.)
export const GOCHARA_GOOD_HOUSES: Readonly<Record<DashaLord, readonly number[]>> = {
  sun: [3, 6, 10, 11],
  moon: [1, 3, 6, 7, 10, 11],
  mars: [3, 6, 11],
  mercury: [2, 4, 6, 8, 10, 11],
  jupiter: [2, 5, 7, 9, 11],
  venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  saturn: [3, 6, 11],
  rahu: [3, 6, 11],
  ketu: [3, 6, 11],
}

export function gocharaQuality(graha: DashaLord, houseFromMoon: number): Quality {
  return GOCHARA_GOOD_HOUSES[graha].includes(houseFromMoon) ? 'favourable' : 'unfavourable'
}

/** Houses from the lagna a transiting lord strengthens its house from: the kendras, trikonas, 2nd and 11th. */
const LORD_GOOD_HOUSES = [1, 2, 4, 5, 7, 9, 10, 11]
/** The dusthanas, where a transiting lord weakens its house. */
const DUSTHANAS = [6, 8, 12]

/** Everything the three scores read, as numbers and codes (houses 1–12; "fromMoon" = from the natal Moon's sign). */
export interface ForecastPositions {
  readonly venusFromMoon: number
  readonly venusRetrograde: boolean
  readonly moonQuality: Quality
  /** The transiting Moon's house from the lagna. */
  readonly moonFromLagna: number
  readonly taraQuality: Quality
  /** The running mahadasha and antardasha lords. */
  readonly dashaLords: readonly [DashaLord, DashaLord]
  readonly seventhLord: Planet
  readonly sunFromMoon: number
  readonly tenthLord: Planet
  readonly tenthLordFromLagna: number
  /** Natal grahas in the 10th house. */
  readonly tenthOccupants: readonly Graha[]
  readonly saturnFromMoon: number
  /** Sade sati's peak or ashtama shani (gochara.ts). */
  readonly saturnHeavy: boolean
  readonly jupiterFromMoon: number
  readonly jupiterFromLagna: number
  readonly secondLord: Planet
  readonly secondLordFromLagna: number
  readonly eleventhLord: Planet
  readonly eleventhLordFromLagna: number
}

export type ReasonCode =
  | 'venus-transit-good'
  | 'venus-transit-hard'
  | 'venus-retrograde'
  | 'moon-house-good'
  | 'moon-house-hard'
  | 'moon-in-5th-or-7th'
  | 'tara-good'
  | 'tara-hard'
  | 'dasha-of-venus-or-7th-lord'
  | 'sun-transit-good'
  | 'sun-transit-hard'
  | 'tenth-lord-strong'
  | 'tenth-lord-in-dusthana'
  | 'saturn-transit-good'
  | 'saturn-heavy'
  | 'moon-in-10th-or-11th'
  | 'moon-in-8th-or-12th'
  | 'dasha-of-10th-lord'
  | 'jupiter-transit-good'
  | 'jupiter-transit-hard'
  | 'jupiter-in-2nd-or-11th'
  | 'second-lord-strong'
  | 'second-lord-in-dusthana'
  | 'eleventh-lord-strong'
  | 'eleventh-lord-in-dusthana'
  | 'moon-in-2nd-or-11th'
  | 'dasha-of-2nd-or-11th-lord'

export interface AreaScore {
  readonly area: ForecastArea
  /** 1–10. */
  readonly score: number
  /** What moved the score from the neutral 5, in the order the rules are written. */
  readonly reasons: readonly ReasonCode[]
}

const NEUTRAL = 5

function tally(area: ForecastArea, rules: readonly (readonly [number, ReasonCode] | null)[]): AreaScore {
  let points = NEUTRAL
  const reasons: ReasonCode[] = []
  for (const rule of rules) {
    if (!rule || rule[0] === 0) continue
    points += rule[0]
    reasons.push(rule[1])
  }
  return { area, score: Math.min(10, Math.max(1, points)), reasons }
}

const quality = (q: Quality, good: ReasonCode, hard: ReasonCode, weight = 1): readonly [number, ReasonCode] | null =>
  q === 'favourable' ? [weight, good] : q === 'unfavourable' ? [-weight, hard] : null

/** The three scores, in the order love, career, finance (docs/astrology.md, "Love forecast"). */
export function forecastScores(p: ForecastPositions): [AreaScore, AreaScore, AreaScore] {
  const dasha = (lords: readonly DashaLord[]) => p.dashaLords.some((lord) => lords.includes(lord))
  const lordRule = (house: number, good: ReasonCode, hard: ReasonCode, weight: number): readonly [number, ReasonCode] | null =>
    LORD_GOOD_HOUSES.includes(house) ? [weight, good] : DUSTHANAS.includes(house) ? [-weight, hard] : null
  const moonFromLagna = (houses: readonly number[], code: ReasonCode, weight: number) =>
    houses.includes(p.moonFromLagna) ? ([weight, code] as const) : null

  const love = tally('love', [
    quality(gocharaQuality('venus', p.venusFromMoon), 'venus-transit-good', 'venus-transit-hard', 2),
    quality(p.moonQuality, 'moon-house-good', 'moon-house-hard'),
    moonFromLagna([5, 7], 'moon-in-5th-or-7th', 1),
    quality(p.taraQuality, 'tara-good', 'tara-hard'),
    p.venusRetrograde ? [-1, 'venus-retrograde'] : null,
    dasha(['venus', p.seventhLord]) ? [1, 'dasha-of-venus-or-7th-lord'] : null,
  ])

  const saturn = gocharaQuality('saturn', p.saturnFromMoon)
  const career = tally('career', [
    quality(gocharaQuality('sun', p.sunFromMoon), 'sun-transit-good', 'sun-transit-hard'),
    lordRule(p.tenthLordFromLagna, 'tenth-lord-strong', 'tenth-lord-in-dusthana', 2),
    saturn === 'favourable' ? [1, 'saturn-transit-good'] : p.saturnHeavy ? [-1, 'saturn-heavy'] : null,
    moonFromLagna([10, 11], 'moon-in-10th-or-11th', 1) ?? moonFromLagna([8, 12], 'moon-in-8th-or-12th', -1),
    dasha([p.tenthLord, ...p.tenthOccupants]) ? [1, 'dasha-of-10th-lord'] : null,
  ])

  // Jupiter stays a year in a sign: its hard houses weigh less than its good ones, so a slow year does not sink every day.
  const jupiter = gocharaQuality('jupiter', p.jupiterFromMoon)
  const finance = tally('finance', [
    jupiter === 'favourable' ? [2, 'jupiter-transit-good'] : [-1, 'jupiter-transit-hard'],
    [2, 11].includes(p.jupiterFromLagna) ? [1, 'jupiter-in-2nd-or-11th'] : null,
    lordRule(p.secondLordFromLagna, 'second-lord-strong', 'second-lord-in-dusthana', 1),
    lordRule(p.eleventhLordFromLagna, 'eleventh-lord-strong', 'eleventh-lord-in-dusthana', 1),
    moonFromLagna([2, 11], 'moon-in-2nd-or-11th', 1) ?? moonFromLagna([8, 12], 'moon-in-8th-or-12th', -1),
    dasha([p.secondLord, p.eleventhLord]) ? [1, 'dasha-of-2nd-or-11th-lord'] : null,
  ])
  return [love, career, finance]
}

/** Love's order of preference among the hora lords; a weak Venus (a hard transit or retrograde) yields to the Moon. */
function lovePreference(venusStrong: boolean, seventhLord: Planet): Planet[] {
  const order: Planet[] = venusStrong ? ['venus', 'moon', seventhLord] : ['moon', seventhLord, 'venus']
  for (const planet of ['jupiter', 'mercury', 'sun', 'mars', 'saturn'] as const) order.push(planet)
  return order.filter((planet, i) => order.indexOf(planet) === i)
}

/**
 * The lucky love time: of the spec's six times, the one whose planetary hour (hora, counted from a mean sunrise at
 * 06:00 as the lucky elements count them) belongs to the lord love prefers that day.
 */
export function luckyLoveTime(input: { readonly weekday: number; readonly venusStrong: boolean; readonly seventhLord: Planet }) {
  const candidates = LUCKY_LOVE_TIMES.map((time) => {
    const [h, m] = time.split(':').map(Number) as [number, number]
    const hora = Math.floor((h * 60 + m - 6 * 60) / 60)
    return { time, lord: horaLord(input.weekday, hora) }
  })
  const preference = lovePreference(input.venusStrong, input.seventhLord)
  const best = [...candidates].sort((a, b) => preference.indexOf(a.lord) - preference.indexOf(b.lord))[0]!
  return { time: best.time, lord: best.lord, candidates }
}

export interface LoveForecast {
  readonly date: string
  readonly tz: string
  /** Houses are whole signs from the ascendant when the birth time is known, else from the Moon (Chandra lagna). */
  readonly basis: 'ascendant' | 'moon'
  readonly lagnaSign: number
  readonly love: AreaScore
  readonly career: AreaScore
  readonly finance: AreaScore
  readonly luckyLoveTime: LuckyLoveTime
  /** The planetary hour's lord at the lucky love time. */
  readonly luckyLoveLord: Planet
}

/** The forecast of a local day for a chart: the sky read at local noon in `tz`, as every reading of the day is. */
export function loveForecast(chart: BirthChart, day: { readonly date: string; readonly tz: string }): LoveForecast {
  const factors = whyToday(chart, day)
  const sky = grahaTransits(factors.referenceInstant)
  const basis = chart.ascendant ? 'ascendant' : 'moon'
  const lagnaSign = chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number
  const natalMoon = chart.moon.rashi.number
  const signOfHouse = (house: number) => ((lagnaSign - 1 + house - 1) % 12) + 1
  const fromLagna = (graha: Graha) => houseFrom(lagnaSign, sky[graha].sign)
  const fromMoon = (graha: Graha) => houseFrom(natalMoon, sky[graha].sign)
  const lordOf = (house: number) => lordOfSign(signOfHouse(house))

  const positions: ForecastPositions = {
    venusFromMoon: fromMoon('venus'),
    venusRetrograde: sky.venus.retrograde,
    moonQuality: factors.moon.quality,
    moonFromLagna: fromLagna('moon'),
    taraQuality: factors.tara.quality,
    dashaLords: [factors.dasha.mahadasha, factors.dasha.antardasha],
    seventhLord: lordOf(7),
    sunFromMoon: fromMoon('sun'),
    tenthLord: lordOf(10),
    tenthLordFromLagna: fromLagna(lordOf(10)),
    tenthOccupants: (Object.keys(chart.grahas) as Graha[]).filter((g) => chart.grahas[g].rashi.number === signOfHouse(10)),
    saturnFromMoon: factors.saturn.houseFromMoon,
    saturnHeavy: factors.saturn.phase === 'sade-sati-peak' || factors.saturn.phase === 'ashtama-shani',
    jupiterFromMoon: factors.jupiter.houseFromMoon,
    jupiterFromLagna: fromLagna('jupiter'),
    secondLord: lordOf(2),
    secondLordFromLagna: fromLagna(lordOf(2)),
    eleventhLord: lordOf(11),
    eleventhLordFromLagna: fromLagna(lordOf(11)),
  }
  const [love, career, finance] = forecastScores(positions)
  const venusStrong = gocharaQuality('venus', positions.venusFromMoon) === 'favourable' && !positions.venusRetrograde
  const lucky = luckyLoveTime({ weekday: factors.weekday, venusStrong, seventhLord: positions.seventhLord })
  return { date: factors.date, tz: day.tz, basis, lagnaSign, love, career, finance, luckyLoveTime: lucky.time, luckyLoveLord: lucky.lord }
}

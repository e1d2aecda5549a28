import { toEpochMs } from './calendar'
import type { BirthChart } from './chart'
import { GRAHAS, type Graha } from './ephemeris'
import type { DashaLord, Planet } from './planets'
import { houseFrom, lordOfSign } from './rashi'
import { addMonthsUtc, type DashaHorizons, dashaAtFromMoon } from './vimshottari'

/**
 * The chart facts behind the life and career analysis (docs/astrology.md, "Life and career"): the
 * houses of career (10th) and money (2nd: wealth held, 11th: gains), their signs, lords and
 * occupants, and the dashas that run at each horizon of the timing section, with the themes each
 * period touches. Whole-sign houses from the ascendant when the birth time is known, else from the
 * Moon (Chandra lagna); `basis` says which, and the page must say so.
 */

export type HouseBasis = 'ascendant' | 'moon'
export type Theme = 'career' | 'wealth' | 'gains'

export const TIMING_HORIZONS = ['nextThreeMonths', 'nextSixMonths', 'nextYear', 'nextTwoYears', 'nextFiveYears'] as const
export type TimingHorizon = (typeof TIMING_HORIZONS)[number]

const HORIZON_MONTHS: Readonly<Record<keyof DashaHorizons, number>> = {
  now: 0,
  nextThreeMonths: 3,
  nextSixMonths: 6,
  nextYear: 12,
  nextTwoYears: 24,
  nextFiveYears: 60,
}

const THEME_HOUSES: readonly (readonly [Theme, number])[] = [
  ['career', 10],
  ['wealth', 2],
  ['gains', 11],
]

export interface HouseFacts {
  /** 10, 2 or 11. */
  readonly house: number
  /** Sidereal sign 1–12 of the house. */
  readonly sign: number
  readonly lord: Planet
  /** The house (from the same lagna) the lord sits in. */
  readonly lordHouse: number
  /** Grahas in the house's sign, in the engine's graha order. */
  readonly occupants: readonly Graha[]
}

export interface TimingFacts {
  readonly at: string
  readonly mahadasha: DashaLord
  readonly antardasha: DashaLord
  readonly mahadashaEnds: string
  readonly antardashaEnds: string
  /** Themes whose house the mahadasha or antardasha lord rules or occupies. */
  readonly themes: readonly Theme[]
}

export interface LifeCareerFacts {
  readonly basis: HouseBasis
  /** Sign 1–12 counted as the 1st house. */
  readonly lagnaSign: number
  /** The 10th, 2nd and 11th houses, in that order. */
  readonly houses: readonly HouseFacts[]
  readonly timing: Readonly<Record<keyof DashaHorizons, TimingFacts>>
}

export function lifeCareerFacts(chart: BirthChart, now: Date | string | number): LifeCareerFacts {
  const nowMs = toEpochMs(now, 'now')
  const basis: HouseBasis = chart.ascendant ? 'ascendant' : 'moon'
  const lagnaSign = chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number
  const signOfHouse = (house: number) => ((lagnaSign - 1 + house - 1) % 12) + 1

  const houses = THEME_HOUSES.map(([, house]): HouseFacts => {
    const sign = signOfHouse(house)
    const lord = lordOfSign(sign)
    return {
      house,
      sign,
      lord,
      lordHouse: houseFrom(lagnaSign, chart.grahas[lord].rashi.number),
      occupants: GRAHAS.filter((g) => chart.grahas[g].rashi.number === sign),
    }
  })

  const themesOf = (lords: readonly DashaLord[]): Theme[] =>
    THEME_HOUSES.filter((_, i) => lords.some((lord) => houses[i]!.lord === lord || houses[i]!.occupants.includes(lord))).map(([theme]) => theme)

  const timing = {} as Record<keyof DashaHorizons, TimingFacts>
  for (const key of Object.keys(HORIZON_MONTHS) as (keyof DashaHorizons)[]) {
    const running = dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, addMonthsUtc(nowMs, HORIZON_MONTHS[key]))
    timing[key] = {
      at: running.at,
      mahadasha: running.mahadasha.lord,
      antardasha: running.antardasha.lord,
      mahadashaEnds: running.mahadasha.end,
      antardashaEnds: running.antardasha.end,
      themes: themesOf([running.mahadasha.lord, running.antardasha.lord]),
    }
  }
  return { basis, lagnaSign, houses, timing }
}

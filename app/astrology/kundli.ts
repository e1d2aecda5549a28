import type { Birth } from './birth'
import { daysFromCivil, MAX_YEAR, MS_PER_DAY, toEpochMs } from './calendar'
import { birthChart, type BirthChart } from './chart'
import { type Dignity, dignityOf, isCombust } from './dignity'
import { type Graha, GRAHAS } from './ephemeris'
import { assessManglik, type ManglikResult } from './manglik'
import type { NakshatraRef } from './nakshatra'
import { navamsaSign } from './navamsa'
import { houseFrom } from './rashi'
import { type SaturnPeriod, saturnPeriods } from './sade-sati'
import { grahaTransits } from './transits'
import { dashaAtFromMoon, type RunningDasha, type Vimshottari, vimshottariFromMoon } from './vimshottari'
import { type KaalSarp, kaalSarp, type YogaResult, yogasOf } from './yogas'

/**
 * The deeper kundli (docs/astrology.md, "The kundli page"): the rasi chart with its navamsa, a row per graha, the whole
 * Vimshottari table with the running periods, Saturn's periods over the Moon for a century from birth, and the yogas
 * and doshas. Houses are whole signs from the lagna, or from the Moon's sign when the birth time is unknown.
 */

export interface PlanetRow {
  readonly graha: Graha
  /** Sidereal longitude, degrees [0, 360). */
  readonly longitude: number
  readonly sign: number
  /** Degrees into the sign, [0, 30). */
  readonly degreeInSign: number
  readonly nakshatra: NakshatraRef
  readonly pada: number
  readonly navamsaSign: number
  /** Whole-sign house from the reference (lagna or Moon), 1–12. */
  readonly house: number
  /** Null for Rahu and Ketu. */
  readonly dignity: Dignity | null
  readonly retrograde: boolean
  readonly combust: boolean
}

export interface Kundli {
  readonly chart: BirthChart
  /** What house 1 is: the lagna when the birth time is known, otherwise the Moon's sign. */
  readonly reference: 'ascendant' | 'moon'
  readonly referenceSign: number
  /** The lagna's navamsa sign, or the Moon's without a birth time. */
  readonly navamsaReferenceSign: number
  readonly planets: readonly PlanetRow[]
  readonly vimshottari: Pick<Vimshottari, 'balance' | 'mahadashas'>
  /** The periods running at `now`; null when `now` is before birth. */
  readonly running: RunningDasha | null
  readonly saturn: readonly SaturnPeriod[]
  readonly yogas: readonly YogaResult[]
  readonly kaalSarp: KaalSarp
  readonly manglik: ManglikResult
}

const SATURN_YEARS = 100

export function kundli(birth: Birth, now: Date | string | number): Kundli {
  const nowMs = toEpochMs(now, 'now')
  const chart = birthChart(birth)
  const birthMs = chart.moment.epochMs
  const motion = grahaTransits(birthMs)
  const longitudes = {} as Record<Graha, number>
  for (const graha of GRAHAS) longitudes[graha] = chart.grahas[graha].longitude
  const reference = chart.ascendant ? 'ascendant' : 'moon'
  const referencePoint = chart.ascendant ?? chart.moon
  const referenceSign = referencePoint.rashi.number
  const planets = GRAHAS.map((graha): PlanetRow => {
    const p = chart.grahas[graha]
    const retrograde = motion[graha].retrograde
    return {
      graha,
      longitude: p.longitude,
      sign: p.rashi.number,
      degreeInSign: p.degreeInRashi,
      nakshatra: p.nakshatra,
      pada: p.pada,
      navamsaSign: navamsaSign(p.longitude),
      house: houseFrom(referenceSign, p.rashi.number),
      dignity: dignityOf(graha, p.longitude),
      retrograde,
      combust: isCombust(graha, p.longitude, longitudes.sun, retrograde),
    }
  })
  const lastMs = (daysFromCivil(MAX_YEAR, 12, 31) + 1) * MS_PER_DAY
  const saturnEnd = Math.min(birthMs + SATURN_YEARS * 365.25 * MS_PER_DAY, lastMs)
  return {
    chart,
    reference,
    referenceSign,
    navamsaReferenceSign: navamsaSign(referencePoint.longitude),
    planets,
    vimshottari: vimshottariFromMoon(birthMs, longitudes.moon),
    running: nowMs < birthMs ? null : dashaAtFromMoon(birthMs, longitudes.moon, nowMs),
    saturn: saturnPeriods(chart.moon.rashi.number, birthMs, saturnEnd),
    yogas: yogasOf(longitudes),
    kaalSarp: kaalSarp(longitudes),
    manglik: assessManglik({ mars: longitudes.mars, jupiter: longitudes.jupiter, moon: longitudes.moon, ascendant: chart.ascendant?.longitude ?? null }),
  }
}

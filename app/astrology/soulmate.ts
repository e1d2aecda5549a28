import { toEpochMs } from './calendar'
import type { BirthChart } from './chart'
import { type Graha, GRAHAS } from './ephemeris'
import type { DashaLord, Planet } from './planets'
import { fnv1a32 } from './prng'
import { houseFrom, lordOfSign } from './rashi'
import { vimshottariFromMoon } from './vimshottari'

/**
 * The soulmate reading's facts (spec 2.16): who the chart's marriage house describes, where and when, as
 * codes the catalogues turn into words (docs/astrology.md, "Soulmate"). The 7th house from the lagna (the ascendant,
 * or the Moon's sign without a birth time) and its lord, Venus, and the Vimshottari periods ahead. Deterministic: the
 * same chart gives the same soulmate; only the timing moves on as the dashas do.
 */

export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const
export type Element = (typeof ELEMENTS)[number]

/** Aries fire, Taurus earth, Gemini air, Cancer water, and round again. */
export function elementOf(sign: number): Element {
  return ELEMENTS[(sign - 1) % 4]!
}

export type PartnerKind = 'woman' | 'man' | 'person'
export type ProfileGender = 'male' | 'female' | 'other'

export interface SoulmateFacts {
  readonly basis: 'ascendant' | 'moon'
  readonly lagnaSign: number
  readonly seventh: { readonly sign: number; readonly lord: Planet; readonly lordHouse: number; readonly occupants: readonly Graha[] }
  readonly venus: { readonly sign: number; readonly nakshatra: number; readonly houseFromMoon: number }
  /** The 7th lord: the partner's looks as the tradition reads the planet (catalogue `appearance.<planet>`). */
  readonly appearance: Planet
  /** The element of the sign the 7th lord sits in: build and bearing. */
  readonly build: Element
  /** The 7th sign's element: temperament. */
  readonly personality: Element
  /** The 7th lord's house from the lagna: the part of life the meeting comes through. */
  readonly meeting: number
  /** Venus's sign element: the kind of bond. */
  readonly connection: Element
  /** The first antardasha, running or ahead within 12 years, of Venus, the 7th lord or a graha in the 7th; null if none. */
  readonly timeframe: {
    readonly mahadasha: DashaLord
    readonly antardasha: DashaLord
    readonly start: string
    readonly end: string
    readonly running: boolean
  } | null
  /** 70–99 (spec 9's range), from Venus's dignity, the 7th lord's house and Venus from the Moon. */
  readonly lovePercentage: number
  readonly partner: PartnerKind
  /** Seeds the sketch portrait: the chart and the partner, never the day, so one chart keeps one face. */
  readonly sketchSeed: string
}

const KENDRA_TRIKONA = [1, 4, 5, 7, 9, 10]
const HORIZON_YEARS = 12
const YEAR_MS = 365.2425 * 86_400_000

// Tradition (Parashari dignities): Venus is exalted in Pisces, at home in Taurus and Libra, debilitated in Virgo.
function venusDignity(sign: number): number {
  if (sign === 12) return 9
  if (sign === 2 || sign === 7) return 7
  if (sign === 6) return 0
  return 4
}

function seventhLordPlacement(house: number): number {
  if (KENDRA_TRIKONA.includes(house)) return 10
  if (house === 2 || house === 11) return 7
  if (house === 3) return 5
  return 2
}

/** Venus counted from the natal Moon: trines and the 7th (attraction) best, the 6th and 8th weakest. */
function venusFromMoon(house: number): number {
  const points: Record<number, number> = { 1: 10, 5: 10, 9: 10, 7: 9, 3: 7, 11: 7, 4: 5, 10: 5, 2: 3, 12: 3, 6: 1, 8: 1 }
  return points[house]!
}

const PARTNER: Record<ProfileGender, PartnerKind> = { male: 'woman', female: 'man', other: 'person' }

export function soulmateFacts(chart: BirthChart, now: Date | string | number, gender: ProfileGender): SoulmateFacts {
  const nowMs = toEpochMs(now, 'now')
  const basis = chart.ascendant ? 'ascendant' : 'moon'
  const lagnaSign = chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number
  const seventhSign = ((lagnaSign - 1 + 6) % 12) + 1
  const lord = lordOfSign(seventhSign)
  const lordHouse = houseFrom(lagnaSign, chart.grahas[lord].rashi.number)
  const occupants = GRAHAS.filter((g) => chart.grahas[g].rashi.number === seventhSign)
  const venusSign = chart.grahas.venus.rashi.number
  const venusHouseFromMoon = houseFrom(chart.moon.rashi.number, venusSign)

  const promising = new Set<DashaLord>(['venus', lord, ...occupants])
  const { mahadashas } = vimshottariFromMoon(chart.moment.epochMs, chart.moon.longitude)
  let timeframe: SoulmateFacts['timeframe'] = null
  for (const maha of mahadashas) {
    const found = maha.antardashas.find((a) => Date.parse(a.end) > nowMs && promising.has(a.lord))
    if (found) {
      if (Date.parse(found.start) <= nowMs + HORIZON_YEARS * YEAR_MS) {
        timeframe = { mahadasha: maha.lord, antardasha: found.lord, start: found.start, end: found.end, running: Date.parse(found.start) <= nowMs }
      }
      break
    }
  }

  const partner = PARTNER[gender]
  return {
    basis,
    lagnaSign,
    seventh: { sign: seventhSign, lord, lordHouse, occupants },
    venus: { sign: venusSign, nakshatra: chart.grahas.venus.nakshatra.number, houseFromMoon: venusHouseFromMoon },
    appearance: lord,
    build: elementOf(chart.grahas[lord].rashi.number),
    personality: elementOf(seventhSign),
    meeting: lordHouse,
    connection: elementOf(venusSign),
    timeframe,
    lovePercentage: 70 + venusDignity(venusSign) + seventhLordPlacement(lordHouse) + venusFromMoon(venusHouseFromMoon),
    partner,
    sketchSeed: `soulmate/v1|${fnv1a32(String(chart.moment.epochMs))}|${basis}|${lagnaSign}|${seventhSign}|${venusSign}|${chart.grahas.venus.nakshatra.number}|${partner}`,
  }
}

import { toEpochMs } from './calendar'
import type { BirthChart } from './chart'
import { type Graha, GRAHAS } from './ephemeris'
import type { DashaLord, Planet } from './planets'
import { fnv1a32 } from './prng'
import { houseFrom, lordOfSign } from './rashi'
import { dashaAtFromMoon, vimshottariFromMoon } from './vimshottari'

/**
 * The soulmate reading's facts (spec 2.16): who the chart's marriage house describes, where and when, as
 * codes the catalogues turn into words (docs/astrology.md, "Soulmate"). Each reading looks through one lens (ADR 194):
 * the 7th house from the lagna (the ascendant, or the Moon's sign without a birth time) and its lord, Venus, the
 * navamsa's 7th, or the running mahadasha's lord; the Vimshottari periods ahead time it. Deterministic: the same chart
 * and lens give the same soulmate; only the timing moves on as the dashas do.
 */

/** The lenses in the order a customer's sketches use them (docs/astrology.md, "Soulmate lenses"). */
export const SOULMATE_LENSES = ['seventh', 'venus', 'navamsa', 'dasha'] as const
export type SoulmateLens = (typeof SOULMATE_LENSES)[number]

/** The navamsa (D9) sign of a sidereal longitude: each sign's ninths run on from Aries, Capricorn, Libra or Cancer. */
export function navamsaSign(longitude: number): number {
  const ninth = Math.floor((((longitude % 360) + 360) % 360) / (30 / 9))
  return (ninth % 12) + 1
}

/**
 * The lenses a chart can be read through at `now`, in order, each with its key: the dasha lens is keyed by the running
 * mahadasha's lord (a new period is a new reading), and the navamsa needs a birth time (the D9 lagna moves every few
 * minutes), so a chart without one has three.
 */
export function soulmateLenses(chart: BirthChart, now: Date | string | number): { lens: SoulmateLens; key: string }[] {
  const lord = runningLord(chart, toEpochMs(now, 'now'))
  return SOULMATE_LENSES.filter((lens) => lens !== 'navamsa' || chart.ascendant !== null).map((lens) => ({
    lens,
    key: lens === 'dasha' ? `dasha-${lord}` : lens,
  }))
}

function runningLord(chart: BirthChart, nowMs: number): DashaLord {
  return dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, Math.max(nowMs, chart.moment.epochMs)).mahadasha.lord
}

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
  /** The lens the reading looks through, its key ('dasha-venus' for the dasha lens) and what it rests on. */
  readonly lens: SoulmateLens
  readonly lensKey: string
  /** The lens's sign (the 7th, Venus's, the navamsa's 7th, the dasha lord's) and its planet (that sign's lord, or the
   * dasha lord), with the planet's house from the lagna. */
  readonly lensSign: number
  readonly lensPlanet: DashaLord
  readonly lensHouse: number
  readonly lagnaSign: number
  readonly seventh: { readonly sign: number; readonly lord: Planet; readonly lordHouse: number; readonly occupants: readonly Graha[] }
  readonly venus: { readonly sign: number; readonly nakshatra: number; readonly houseFromMoon: number }
  /** The lens's planet (a node reads as its sign's lord): the partner's looks (catalogue `appearance.<planet>`). */
  readonly appearance: Planet
  /** The element of the sign that planet sits in (in the navamsa for the navamsa lens): build and bearing. */
  readonly build: Element
  /** The lens sign's element: temperament. */
  readonly personality: Element
  /** The lens planet's house from the lagna: the part of life the meeting comes through. */
  readonly meeting: number
  /** The element of the lens's bond sign (Venus's sign, Venus's navamsa, the antardasha lord's sign): the bond. */
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
  /** Seeds the sketch portrait: the chart, the partner and the lens key, never the day, so one lens keeps one face. */
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

type LensView = { sign: number; planet: DashaLord; looks: Planet; buildSign: number; bondSign: number }

/** What each lens rests on (docs/astrology.md, "Soulmate lenses"). */
function lensView(chart: BirthChart, lens: SoulmateLens, lagnaSign: number, nowMs: number): LensView {
  const signOfGraha = (g: Graha) => chart.grahas[g].rashi.number
  const venusSign = signOfGraha('venus')
  if (lens === 'venus') {
    // Venus, the significator of partners: its sign, and that sign's lord (Venus's dispositor) for the looks.
    const looks = lordOfSign(venusSign)
    return { sign: venusSign, planet: looks, looks, buildSign: signOfGraha(looks), bondSign: navamsaSign(chart.grahas.venus.longitude) }
  }
  if (lens === 'navamsa' && chart.ascendant) {
    // The navamsa, the chart of marriage: the 7th from the D9 lagna, its lord, and where that lord falls in the D9.
    const sign = ((navamsaSign(chart.ascendant.longitude) - 1 + 6) % 12) + 1
    const looks = lordOfSign(sign)
    return { sign, planet: looks, looks, buildSign: navamsaSign(chart.grahas[looks].longitude), bondSign: navamsaSign(chart.grahas.venus.longitude) }
  }
  if (lens === 'dasha') {
    // The running mahadasha's lord, read as a significator of the partner the period brings; a node acts through the
    // lord of the sign it occupies. The bond comes from the running antardasha lord's sign.
    const running = dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, Math.max(nowMs, chart.moment.epochMs))
    const planet = running.mahadasha.lord
    const sign = signOfGraha(planet)
    const looks = planet === 'rahu' || planet === 'ketu' ? lordOfSign(sign) : planet
    return { sign, planet, looks, buildSign: signOfGraha(looks), bondSign: signOfGraha(running.antardasha.lord) }
  }
  // The 7th house from the lagna and its lord; the bond from Venus's sign.
  const sign = ((lagnaSign - 1 + 6) % 12) + 1
  const looks = lordOfSign(sign)
  return { sign, planet: looks, looks, buildSign: signOfGraha(looks), bondSign: venusSign }
}

/**
 * The seed a chart's sketch had before lenses (ADR 194): a reading with it is this chart's 7th-house reading, so the
 * generator does not sell that lens again.
 */
export function legacySketchSeed(chart: BirthChart, gender: ProfileGender): string {
  const basis = chart.ascendant ? 'ascendant' : 'moon'
  const lagnaSign = chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number
  const seventhSign = ((lagnaSign - 1 + 6) % 12) + 1
  const venus = chart.grahas.venus
  return `soulmate/v1|${fnv1a32(String(chart.moment.epochMs))}|${basis}|${lagnaSign}|${seventhSign}|${venus.rashi.number}|${venus.nakshatra.number}|${PARTNER[gender]}`
}

export function soulmateFacts(chart: BirthChart, now: Date | string | number, gender: ProfileGender, lens: SoulmateLens = 'seventh'): SoulmateFacts {
  const nowMs = toEpochMs(now, 'now')
  const basis = chart.ascendant ? 'ascendant' : 'moon'
  const lagnaSign = chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number
  const seventhSign = ((lagnaSign - 1 + 6) % 12) + 1
  const lord = lordOfSign(seventhSign)
  const lordHouse = houseFrom(lagnaSign, chart.grahas[lord].rashi.number)
  const occupants = GRAHAS.filter((g) => chart.grahas[g].rashi.number === seventhSign)
  const venusSign = chart.grahas.venus.rashi.number
  const venusHouseFromMoon = houseFrom(chart.moon.rashi.number, venusSign)
  const view = lensView(chart, lens, lagnaSign, nowMs)
  const lensHouse = houseFrom(lagnaSign, chart.grahas[view.planet].rashi.number)
  const lensKey = lens === 'dasha' ? `dasha-${view.planet}` : lens

  const promising = new Set<DashaLord>(['venus', lord, ...occupants, view.looks])
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
    lens,
    lensKey,
    lensSign: view.sign,
    lensPlanet: view.planet,
    lensHouse,
    lagnaSign,
    seventh: { sign: seventhSign, lord, lordHouse, occupants },
    venus: { sign: venusSign, nakshatra: chart.grahas.venus.nakshatra.number, houseFromMoon: venusHouseFromMoon },
    appearance: view.looks,
    build: elementOf(view.buildSign),
    personality: elementOf(view.sign),
    meeting: lensHouse,
    connection: elementOf(view.bondSign),
    timeframe,
    // The lens planet's house stands where the 7th lord's did: the 7th-house lens keeps the original figure.
    lovePercentage: 70 + venusDignity(venusSign) + seventhLordPlacement(lensHouse) + venusFromMoon(venusHouseFromMoon),
    partner,
    sketchSeed: `soulmate/v2|${fnv1a32(String(chart.moment.epochMs))}|${basis}|${lagnaSign}|${view.sign}|${venusSign}|${chart.grahas.venus.nakshatra.number}|${partner}|${lensKey}`,
  }
}

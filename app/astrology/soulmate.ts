import { toEpochMs } from './calendar'
import type { BirthChart } from './chart'
import { type Graha, GRAHAS } from './ephemeris'
import type { DashaLord, Planet } from './planets'
import { navamsaSign } from './navamsa'
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

/**
 * The lenses in the order a customer's sketches use them (docs/astrology.md, "Soulmate lenses"; ADRs 194 and 209): the
 * four of ADR 194 first, so a customer's earlier sketches keep their place, then ten more.
 */
export const SOULMATE_LENSES = [
  'seventh',
  'venus',
  'navamsa',
  'dasha',
  'fifth',
  'moon-seventh',
  'venus-seventh',
  'venus-navamsa',
  'seventh-lord-d9',
  'upapada',
  'darapada',
  'darakaraka',
  'jupiter',
  'antardasha',
] as const
export type SoulmateLens = (typeof SOULMATE_LENSES)[number]

/**
 * Lenses that count from the lagna or rest on the Moon's or the lagna's exact degree: without a birth time they cannot
 * be read (the lagna is unknown; the Moon moves 12–15° in the day, so the darakaraka is unsure). The 7th from the Moon
 * is on the list because without a time the 7th-house lens already counts from the Moon.
 */
const NEEDS_TIME: ReadonlySet<SoulmateLens> = new Set(['navamsa', 'fifth', 'moon-seventh', 'seventh-lord-d9', 'upapada', 'darapada', 'darakaraka'])

// The navamsa (D9) sign lives with the kundli's divisional chart; re-exported for the readings that used it here.
export { navamsaSign }

/** The sign `house` counts to from `sign` (house 1 is the sign itself). */
const signFrom = (sign: number, house: number) => ((sign - 1 + house - 1) % 12) + 1

/**
 * The arudha (pada) of the house in `houseSign` (BPHS, "Arudha padas"): count from the house to its lord, then as far
 * again from the lord; an arudha in the house itself or in its 7th moves to the 10th from there.
 */
export function arudhaOf(houseSign: number, lordSign: number): number {
  const pada = signFrom(lordSign, houseFrom(houseSign, lordSign))
  return pada === houseSign || pada === signFrom(houseSign, 7) ? signFrom(pada, 10) : pada
}

const KARAKA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const

/**
 * Jaimini's seven chara karakas by the degree a graha has gone in its sign: the highest is the atmakaraka (the self), the
 * lowest the darakaraka (the spouse). A tie goes to the graha listed first (Sun to Saturn).
 */
export function charaKarakas(chart: BirthChart): { atmakaraka: Planet; darakaraka: Planet } {
  const degree = (g: Planet) => chart.grahas[g].degreeInRashi
  let atmakaraka: Planet = 'sun'
  let darakaraka: Planet = 'sun'
  for (const g of KARAKA_GRAHAS) {
    if (degree(g) > degree(atmakaraka)) atmakaraka = g
    if (degree(g) < degree(darakaraka)) darakaraka = g
  }
  return { atmakaraka, darakaraka }
}

type LensKey = { lens: SoulmateLens; key: string }

/** Why a lens is not offered for a chart: it needs a birth time, or it would describe the partner an earlier lens does. */
export type LensGap = { lens: SoulmateLens; reason: 'needs-time' | 'repeats' }

/**
 * The lenses a chart can be read through at `now`, in order, each with its key, and the ones left out with why (ADR
 * 209). The dasha and antardasha lenses are keyed by their running lord (a new period is a new reading); the lenses of
 * NEEDS_TIME need a birth time; Venus's navamsa too when Venus changes navamsa during the birth day; Jupiter is read for
 * a woman's chart only (the husband's significator); and a lens whose partner (looks, build, temperament, meeting
 * place, bond) is the one an earlier lens already describes is left out, so no two sketches of one birth data repeat.
 */
export function soulmateLensPlan(chart: BirthChart, now: Date | string | number, gender: ProfileGender): { lenses: LensKey[]; gaps: LensGap[] } {
  const nowMs = toEpochMs(now, 'now')
  const lagnaSign = chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number
  const lenses: LensKey[] = []
  const gaps: LensGap[] = []
  const partners = new Set<string>()
  for (const lens of SOULMATE_LENSES) {
    if (lens === 'jupiter' && gender !== 'female') continue
    const venusUnsure = lens === 'venus-navamsa' && chart.changesWithinDay.includes('venus')
    if (!chart.ascendant && (NEEDS_TIME.has(lens) || venusUnsure)) {
      gaps.push({ lens, reason: 'needs-time' })
      continue
    }
    const view = lensView(chart, lens, lagnaSign, nowMs)
    const partner = [
      view.looks,
      elementOf(view.buildSign),
      elementOf(view.sign),
      houseFrom(lagnaSign, chart.grahas[view.planet].rashi.number),
      elementOf(view.bondSign),
    ].join('|')
    if (partners.has(partner)) {
      gaps.push({ lens, reason: 'repeats' })
      continue
    }
    partners.add(partner)
    lenses.push({ lens, key: lensKeyOf(lens, view.planet) })
  }
  return { lenses, gaps }
}

/** The lenses of soulmateLensPlan, without the ones left out. */
export function soulmateLenses(chart: BirthChart, now: Date | string | number, gender: ProfileGender): LensKey[] {
  return soulmateLensPlan(chart, now, gender).lenses
}

/** A lens's key: the dasha lenses carry their running lord ('dasha-saturn', 'antar-venus'), the others their name. */
function lensKeyOf(lens: SoulmateLens, planet: DashaLord): string {
  if (lens === 'dasha') return `dasha-${planet}`
  if (lens === 'antardasha') return `antar-${planet}`
  return lens
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
  const d9OfGraha = (g: Graha) => navamsaSign(chart.grahas[g].longitude)
  const venusSign = signOfGraha('venus')
  const seventhSign = signFrom(lagnaSign, 7)
  const seventhLord = lordOfSign(seventhSign)
  // A sign read through its lord: the lord describes the looks, the sign it occupies (in the rashi or the navamsa) the
  // build.
  const bySign = (sign: number, bondSign: number, build: 'rashi' | 'navamsa' = 'rashi'): LensView => {
    const looks = lordOfSign(sign)
    return { sign, planet: looks, looks, buildSign: build === 'rashi' ? signOfGraha(looks) : d9OfGraha(looks), bondSign }
  }
  // A graha read as the partner's significator; a node acts through the lord of the sign it occupies.
  const byGraha = (planet: DashaLord, bondSign: number, build: 'rashi' | 'navamsa' = 'rashi'): LensView => {
    const sign = signOfGraha(planet)
    const looks = planet === 'rahu' || planet === 'ketu' ? lordOfSign(sign) : planet
    return { sign, planet, looks, buildSign: build === 'rashi' ? signOfGraha(looks) : d9OfGraha(looks), bondSign }
  }
  const running = () => dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, Math.max(nowMs, chart.moment.epochMs))
  switch (lens) {
    case 'venus':
      // Venus, the significator of partners: its sign, read through that sign's lord (Venus's dispositor); the bond
      // from Venus's navamsa.
      return bySign(venusSign, d9OfGraha('venus'))
    case 'navamsa':
      // The navamsa, the chart of marriage: the 7th from the D9 lagna, its lord, and where that lord falls in the D9.
      return bySign(signFrom(navamsaSign(chart.ascendant!.longitude), 7), d9OfGraha('venus'), 'navamsa')
    case 'dasha': {
      // The running mahadasha's lord, a significator of the partner the period brings; the bond from the running
      // antardasha lord's sign.
      const { mahadasha, antardasha } = running()
      return byGraha(mahadasha.lord, signOfGraha(antardasha.lord))
    }
    case 'antardasha': {
      // The running antardasha's lord, the sub-period that gives the mahadasha's results; the bond from the mahadasha
      // lord's sign.
      const { mahadasha, antardasha } = running()
      return byGraha(antardasha.lord, signOfGraha(mahadasha.lord))
    }
    case 'fifth':
      // The 5th house, of romance and courtship, and its lord; the bond from the 7th lord's sign (romance that becomes
      // marriage).
      return bySign(signFrom(lagnaSign, 5), signOfGraha(seventhLord))
    case 'moon-seventh':
      // The 7th from the Moon (chandra lagna), the partner the heart looks for; the bond from the Moon's sign.
      return bySign(signFrom(chart.moon.rashi.number, 7), chart.moon.rashi.number)
    case 'venus-seventh':
      // The 7th from Venus (the house counted from its karaka), and its lord; the bond from Venus's sign.
      return bySign(signFrom(venusSign, 7), venusSign)
    case 'venus-navamsa':
      // Venus's navamsa sign and its lord, read in the D9; the bond from Venus's rashi sign.
      return bySign(d9OfGraha('venus'), venusSign, 'navamsa')
    case 'seventh-lord-d9':
      // The navamsa sign of the 7th lord and its lord, read in the D9; the bond from the 7th sign itself.
      return bySign(d9OfGraha(seventhLord), seventhSign, 'navamsa')
    case 'upapada': {
      // The upapada lagna (the arudha of the 12th house), Jaimini's sign of the spouse; the bond from its 2nd, which
      // tells how the marriage is sustained.
      const twelfth = signFrom(lagnaSign, 12)
      const upapada = arudhaOf(twelfth, signOfGraha(lordOfSign(twelfth)))
      return bySign(upapada, signFrom(upapada, 2))
    }
    case 'darapada':
      // The darapada (A7, the arudha of the 7th house): the partner as the world sees them; the bond from the 7th sign.
      return bySign(arudhaOf(seventhSign, signOfGraha(seventhLord)), seventhSign)
    case 'darakaraka': {
      // The darakaraka, the graha at the lowest degree of its sign (Jaimini's spouse significator), read in its rashi
      // and its navamsa; the bond from the atmakaraka's sign (the self the spouse completes).
      const { atmakaraka, darakaraka } = charaKarakas(chart)
      return byGraha(darakaraka, signOfGraha(atmakaraka), 'navamsa')
    }
    case 'jupiter':
      // Jupiter, the husband's significator in a woman's chart: its sign, read through that sign's lord; the bond from
      // Jupiter's navamsa.
      return bySign(signOfGraha('jupiter'), d9OfGraha('jupiter'))
    default:
      // The 7th house from the lagna and its lord; the bond from Venus's sign.
      return bySign(seventhSign, venusSign)
  }
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
  const lensKey = lensKeyOf(lens, view.planet)

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

import {
  BHAKOOT_GOOD_DISTANCES,
  GANA_ORDER,
  GANA_POINTS,
  KOOTA_MAXIMUMS,
  KOOTA_NAMES,
  type KootaName,
  MAITRI_ORDER,
  MAITRI_POINTS,
  TARA_BAD_REMAINDERS,
  VARNA_BY_RASHI,
  VARNA_RANK,
  type Vashya,
  VASHYA_ORDER,
  VASHYA_POINTS,
  YONI_ORDER,
  YONI_POINTS,
} from './ashtakoot-tables'
import { type Birth, type BirthMoment, resolveBirthMoment } from './birth'
import { placement, type SiderealPlacement } from './chart'
import { AstrologyInputError } from './errors'
import { ascendantLongitudes, instantAt, siderealLongitude } from './ephemeris'
import { assessManglik, type ManglikMatch, type ManglikResult, matchManglik } from './manglik'
import { NAKSHATRAS, nakshatraNumberOf } from './nakshatra'
import { lordOfSign, RASHIS, signNumberOf } from './rashi'

/**
 * Ashtakoot (Guna Milan): eight kootas scored from the two sidereal Moon longitudes with the tables in
 * ashtakoot-tables.ts. "boy" is the first person (groom), "girl" the second (bride); varna and gana
 * are asymmetric, the six other kootas are symmetric.
 */

export interface KootaScore {
  readonly name: KootaName
  readonly score: number
  readonly max: number
  /** The boy's attribute that decided the score (e.g. his varna, yoni or nadi). */
  readonly boy: string
  readonly girl: string
}

/** A match's bands, best first: the readings and the CMS's reading texts both read this list. */
export const COMPATIBILITY_BANDS = ['exceptional', 'strong', 'moderate', 'challenging'] as const
export type CompatibilityBand = (typeof COMPATIBILITY_BANDS)[number]

export interface KootaScores {
  readonly kootas: Readonly<Record<KootaName, KootaScore>>
  /** Sum of the eight scores, 0–36 in steps of 0.5. */
  readonly total: number
}

export interface AshtakootPerson {
  readonly moon: SiderealPlacement
  readonly manglik: ManglikResult
  readonly timeKnown: boolean
  /** True when the time is unknown and this Moon's rashi, nakshatra or pada changes during the birth day. */
  readonly moonUncertain: boolean
}

export interface AshtakootResult extends KootaScores {
  /** total / 36 as a rounded percent. */
  readonly percent: number
  readonly band: CompatibilityBand
  /** Kootas scoring at least 75% of their maximum. */
  readonly strengths: readonly KootaName[]
  /** Kootas scoring below 50% of their maximum. */
  readonly growthAreas: readonly KootaName[]
  readonly boy: AshtakootPerson
  readonly girl: AshtakootPerson
  readonly manglik: ManglikMatch
  /**
   * With an unknown birth time the Moon can change nakshatra or rashi during the birth day:
   * the lowest and highest totals over every Moon position that day, and the kootas that vary.
   * When both times are known this is just { min: total, max: total, kootas: [] }.
   */
  readonly range: { readonly min: number; readonly max: number; readonly kootas: readonly KootaName[] }
  /** True when some score could differ with the real birth time(s). */
  readonly uncertain: boolean
}

/** Sagittarius and Capricorn are split at 15° (ashtakoot-tables.md §2); other signs are whole. */
export function vashyaOf(longitude: number): Vashya {
  const sign = signNumberOf(longitude)
  const firstHalf = longitude % 30 < 15
  switch (sign) {
    case 1:
    case 2:
      return 'Chatushpada'
    case 3:
    case 6:
    case 7:
    case 11:
      return 'Manava'
    case 4:
    case 12:
      return 'Jalachara'
    case 5:
      return 'Vanachara'
    case 8:
      return 'Keeta'
    case 9:
      return firstHalf ? 'Manava' : 'Chatushpada'
    default:
      return firstHalf ? 'Chatushpada' : 'Jalachara' // 10, Capricorn
  }
}

/** Inclusive count from one nakshatra to another, 1–27. */
export function taraCount(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1
}

const TARA_NAMES = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhaka', 'Vadha', 'Mitra', 'Parama Mitra']

function taraName(count: number): string {
  return TARA_NAMES[(count - 1) % 9]!
}

function taraIsBad(count: number): boolean {
  return TARA_BAD_REMAINDERS.includes(count % 9)
}

export function bandOf(percent: number): CompatibilityBand {
  if (percent >= 80) return 'exceptional'
  if (percent >= 60) return 'strong'
  if (percent >= 40) return 'moderate'
  return 'challenging'
}

function koota(name: KootaName, score: number, boy: string, girl: string): KootaScore {
  return { name, score, max: KOOTA_MAXIMUMS[name], boy, girl }
}

/** The eight kootas and the total from the boy's and the girl's sidereal Moon longitudes. */
export function scoreKootas(boyMoon: number, girlMoon: number): KootaScores {
  const boyRashi = signNumberOf(boyMoon)
  const girlRashi = signNumberOf(girlMoon)
  const boyNak = nakshatraNumberOf(boyMoon)
  const girlNak = nakshatraNumberOf(girlMoon)
  const boyRow = NAKSHATRAS[boyNak - 1]!
  const girlRow = NAKSHATRAS[girlNak - 1]!

  const boyVarna = VARNA_BY_RASHI[boyRashi - 1]!
  const girlVarna = VARNA_BY_RASHI[girlRashi - 1]!
  const varna = VARNA_RANK[boyVarna] >= VARNA_RANK[girlVarna] ? 1 : 0

  const boyVashya = vashyaOf(boyMoon)
  const girlVashya = vashyaOf(girlMoon)
  const vashya = VASHYA_POINTS[VASHYA_ORDER.indexOf(boyVashya)]![VASHYA_ORDER.indexOf(girlVashya)]!

  const girlToBoy = taraCount(girlNak, boyNak)
  const boyToGirl = taraCount(boyNak, girlNak)
  const tara = (taraIsBad(girlToBoy) ? 0 : 1.5) + (taraIsBad(boyToGirl) ? 0 : 1.5)

  const yoni = YONI_POINTS[YONI_ORDER.indexOf(boyRow.yoni)]![YONI_ORDER.indexOf(girlRow.yoni)]!

  const boyLord = lordOfSign(boyRashi)
  const girlLord = lordOfSign(girlRashi)
  const maitri = MAITRI_POINTS[MAITRI_ORDER.indexOf(boyLord)]![MAITRI_ORDER.indexOf(girlLord)]!

  const gana = GANA_POINTS[GANA_ORDER.indexOf(boyRow.gana)]![GANA_ORDER.indexOf(girlRow.gana)]!

  const distance = ((girlRashi - boyRashi + 12) % 12) + 1
  const bhakoot = BHAKOOT_GOOD_DISTANCES.includes(distance) ? 7 : 0

  const nadi = boyRow.nadi === girlRow.nadi ? 0 : 8

  const kootas: Record<KootaName, KootaScore> = {
    varna: koota('varna', varna, boyVarna, girlVarna),
    vashya: koota('vashya', vashya, boyVashya, girlVashya),
    tara: koota('tara', tara, `${boyToGirl} (${taraName(boyToGirl)})`, `${girlToBoy} (${taraName(girlToBoy)})`),
    yoni: koota('yoni', yoni, boyRow.yoni, girlRow.yoni),
    graha_maitri: koota('graha_maitri', maitri, boyLord, girlLord),
    gana: koota('gana', gana, boyRow.gana, girlRow.gana),
    bhakoot: koota('bhakoot', bhakoot, RASHIS[boyRashi - 1]!.sanskrit, RASHIS[girlRashi - 1]!.sanskrit),
    nadi: koota('nadi', nadi, boyRow.nadi, girlRow.nadi),
  }
  let total = 0
  for (const name of KOOTA_NAMES) total += kootas[name].score
  return { kootas, total }
}

function percentOf(total: number): number {
  return Math.round((total / 36) * 100)
}

/** 5/3° is the common divisor of every boundary the kootas see (13°20′ nakshatra, 30° rashi, 15° vashya half). */
const CELL = 5 / 3

/** One representative longitude per 5/3° cell the Moon passes through between `from` and `to` (to − from < 30°). */
function representativeLongitudes(from: number, to: number): number[] {
  const span = (to - from + 360) % 360
  const first = Math.floor(from / CELL)
  const last = Math.floor((from + span) / CELL)
  const points: number[] = []
  for (let cell = first; cell <= last; cell++) {
    const start = Math.max(cell * CELL, from)
    const end = Math.min((cell + 1) * CELL, from + span)
    points.push(((((start + end) / 2) % 360) + 360) % 360)
  }
  return points
}

interface PersonData {
  readonly moon: number
  readonly mars: number
  readonly jupiter: number
  readonly ascendant: number | null
  readonly timeKnown: boolean
  /** Moon longitudes to try for the day range; just [moon] when the time is known. */
  readonly moonCandidates: readonly number[]
  /** Mars and Jupiter at the start and end of the birth day when the time is unknown. */
  readonly slowCandidates: readonly { readonly mars: number; readonly jupiter: number }[]
}

function personData(birth: Birth, field: 'boy' | 'girl'): PersonData {
  let moment: BirthMoment
  try {
    moment = resolveBirthMoment(birth)
  } catch (error) {
    // Say whose birth data is wrong: 'girl.time' rather than 'time'.
    if (error instanceof AstrologyInputError) {
      throw new AstrologyInputError(error.code, `${field}.${error.field}`, `${field}: ${error.message}`, error.details)
    }
    throw error
  }
  const instant = instantAt(moment.epochMs)
  const moon = siderealLongitude(instant, 'moon')
  const mars = siderealLongitude(instant, 'mars')
  const jupiter = siderealLongitude(instant, 'jupiter')
  const ascendant = moment.timeKnown ? ascendantLongitudes(instant, birth.lat, birth.lon).sidereal : null
  let moonCandidates: readonly number[] = [moon]
  let slowCandidates: PersonData['slowCandidates'] = [{ mars, jupiter }]
  if (moment.day) {
    const start = instantAt(moment.day.startMs)
    const end = instantAt(moment.day.endMs - 1000)
    moonCandidates = representativeLongitudes(siderealLongitude(start, 'moon'), siderealLongitude(end, 'moon'))
    slowCandidates = [start, end].map((at) => ({ mars: siderealLongitude(at, 'mars'), jupiter: siderealLongitude(at, 'jupiter') }))
  }
  return { moon, mars, jupiter, ascendant, timeKnown: moment.timeKnown, moonCandidates, slowCandidates }
}

/** Guna Milan for two people from their raw birth data. */
export function ashtakoot(boy: Birth, girl: Birth): AshtakootResult {
  const b = personData(boy, 'boy')
  const g = personData(girl, 'girl')
  const scores = scoreKootas(b.moon, g.moon)
  const percent = percentOf(scores.total)

  let min = scores.total
  let max = scores.total
  const varying = new Set<KootaName>()
  let manglikVaries = false
  const boyManglik = assessManglik(b)
  const girlManglik = assessManglik(g)
  for (const boyMoon of b.moonCandidates) {
    for (const girlMoon of g.moonCandidates) {
      const alternative = scoreKootas(boyMoon, girlMoon)
      min = Math.min(min, alternative.total)
      max = Math.max(max, alternative.total)
      for (const name of KOOTA_NAMES) {
        if (alternative.kootas[name].score !== scores.kootas[name].score) varying.add(name)
      }
    }
  }
  // Without a time the Manglik reference is the Moon's sign, which can change during the day, as can
  // (rarely) the signs of Mars and Jupiter.
  for (const [person, result] of [
    [b, boyManglik],
    [g, girlManglik],
  ] as const) {
    if (person.timeKnown) continue
    for (const moon of person.moonCandidates) {
      for (const slow of person.slowCandidates) {
        if (assessManglik({ ...person, ...slow, moon }).effective !== result.effective) manglikVaries = true
      }
    }
  }

  const strengths: KootaName[] = []
  const growthAreas: KootaName[] = []
  for (const name of KOOTA_NAMES) {
    const ratio = scores.kootas[name].score / KOOTA_MAXIMUMS[name]
    if (ratio >= 0.75) strengths.push(name)
    else if (ratio < 0.5) growthAreas.push(name)
  }
  const kootasThatVary = KOOTA_NAMES.filter((name) => varying.has(name))
  const person = (data: PersonData, manglik: ManglikResult): AshtakootPerson => {
    const moon = placement(data.moon)
    const moonUncertain = data.moonCandidates.some((candidate) => {
      const other = placement(candidate)
      return other.rashi.number !== moon.rashi.number || other.nakshatra.number !== moon.nakshatra.number || other.pada !== moon.pada
    })
    return { moon, manglik, timeKnown: data.timeKnown, moonUncertain }
  }
  return {
    ...scores,
    percent,
    band: bandOf(percent),
    strengths,
    growthAreas,
    boy: person(b, boyManglik),
    girl: person(g, girlManglik),
    manglik: matchManglik(boyManglik, girlManglik),
    range: { min, max, kootas: kootasThatVary },
    uncertain: kootasThatVary.length > 0 || manglikVaries,
  }
}

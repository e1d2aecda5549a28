import { ashtakoot, type AshtakootResult, bandOf, type CompatibilityBand, scoreKootas } from './ashtakoot'
import { KOOTA_MAXIMUMS, KOOTA_NAMES, type KootaName, MAITRI_ORDER, MAITRI_POINTS } from './ashtakoot-tables'
import { type Birth, resolveBirthMoment } from './birth'
import { placement, type SiderealPlacement } from './chart'
import { nextCrossing } from './crossing'
import { siderealMoonAt } from './ephemeris'
import { NAKSHATRAS, nakshatraNumberOf } from './nakshatra'
import { lordOfSign, signNumberOf } from './rashi'
import { wallClockAt } from './time-zone'

/**
 * Matching two real people: who is scored as bride and groom, the Nadi and Bhakoot doshas with the
 * exceptions we apply, and, for a birth time nobody knows, every Moon the birth day allows with its own score.
 * The raw 36-point score stays the tables' (ashtakoot.ts); the exceptions are reported beside it, never folded in
 * (docs/ashtakoot-tables.md §7 and §8 explain why).
 */

export type CoupleGender = 'male' | 'female' | 'other'

/**
 * 'traditional': one partner is male and the other female; the tradition scores the man as groom.
 * 'both-ways': two men, two women, or anyone "other": each koota is the mean of the two orders, so neither partner is
 * made the bride (docs/decisions/095-compatibility-without-bride-and-groom.md).
 */
export type Orientation = { kind: 'traditional'; groom: 'self' | 'partner' } | { kind: 'both-ways' }

export function orientationOf(self: CoupleGender, partner: CoupleGender): Orientation {
  if (self === 'male' && partner === 'female') return { kind: 'traditional', groom: 'self' }
  if (self === 'female' && partner === 'male') return { kind: 'traditional', groom: 'partner' }
  return { kind: 'both-ways' }
}

export interface CoupleKoota {
  readonly name: KootaName
  readonly score: number
  readonly max: number
  /** Both-ways only, when the two orders score differently: [self as groom, partner as groom]. */
  readonly orders: readonly [number, number] | null
}

export interface CoupleScore {
  readonly kootas: Readonly<Record<KootaName, CoupleKoota>>
  /** 0–36; a multiple of 0.25 when both orders are averaged. */
  readonly total: number
  readonly percent: number
  readonly band: CompatibilityBand
}

/** The eight kootas from two Moon longitudes, the self's first, in the given orientation. */
export function coupleScore(selfMoon: number, partnerMoon: number, orientation: Orientation): CoupleScore {
  const selfAsGroom = scoreKootas(selfMoon, partnerMoon)
  const partnerAsGroom = scoreKootas(partnerMoon, selfMoon)
  const kootas = {} as Record<KootaName, CoupleKoota>
  let total = 0
  for (const name of KOOTA_NAMES) {
    const a = selfAsGroom.kootas[name].score
    const b = partnerAsGroom.kootas[name].score
    const score = orientation.kind === 'both-ways' ? (a + b) / 2 : orientation.groom === 'self' ? a : b
    kootas[name] = { name, score, max: KOOTA_MAXIMUMS[name], orders: orientation.kind === 'both-ways' && a !== b ? [a, b] : null }
    total += score
  }
  const percent = Math.round((total / 36) * 100)
  return { kootas, total, percent, band: bandOf(percent) }
}

export type NadiException = 'same-rashi-different-nakshatra' | 'same-nakshatra-different-rashi' | 'same-nakshatra-different-pada'
export type BhakootException = 'same-lord' | 'friendly-lords'

export interface Dosha<E extends string> {
  /** The koota scored 0. */
  readonly present: boolean
  /** The traditional exceptions that apply; a present dosha with any of them is cancelled. */
  readonly exceptions: readonly E[]
  readonly cancelled: boolean
}

export interface Doshas {
  readonly nadi: Dosha<NadiException>
  readonly bhakoot: Dosha<BhakootException>
}

function dosha<E extends string>(present: boolean, exceptions: E[]): Dosha<E> {
  const applying = present ? exceptions : []
  return { present, exceptions: applying, cancelled: present && applying.length > 0 }
}

/**
 * Nadi dosha (same nadi) and Bhakoot dosha (Moon signs 2/12, 5/9 or 6/8 apart), both symmetric, with the exceptions
 * the sources of docs/ashtakoot-tables.md list: Nadi is forgiven for the same rashi with different nakshatras, the same
 * nakshatra in different rashis, or the same nakshatra in different padas; Bhakoot when one graha rules both Moon signs
 * or the two lords are friends of each other (Graha Maitri 5).
 */
export function doshasOf(moonA: number, moonB: number): Doshas {
  const a = placement(moonA)
  const b = placement(moonB)
  const sameRashi = a.rashi.number === b.rashi.number
  const sameNakshatra = a.nakshatra.number === b.nakshatra.number
  const nadiPresent = NAKSHATRAS[nakshatraNumberOf(moonA) - 1]!.nadi === NAKSHATRAS[nakshatraNumberOf(moonB) - 1]!.nadi
  const nadiExceptions: NadiException[] = []
  if (sameRashi && !sameNakshatra) nadiExceptions.push('same-rashi-different-nakshatra')
  if (sameNakshatra && !sameRashi) nadiExceptions.push('same-nakshatra-different-rashi')
  if (sameNakshatra && a.pada !== b.pada) nadiExceptions.push('same-nakshatra-different-pada')

  const distance = ((signNumberOf(moonB) - signNumberOf(moonA) + 12) % 12) + 1
  const bhakootPresent = [2, 12, 5, 9, 6, 8].includes(distance)
  const lordA = lordOfSign(signNumberOf(moonA))
  const lordB = lordOfSign(signNumberOf(moonB))
  const bhakootExceptions: BhakootException[] = []
  if (lordA === lordB) bhakootExceptions.push('same-lord')
  else if (MAITRI_POINTS[MAITRI_ORDER.indexOf(lordA)]![MAITRI_ORDER.indexOf(lordB)] === 5) bhakootExceptions.push('friendly-lords')
  return { nadi: dosha(nadiPresent, nadiExceptions), bhakoot: dosha(bhakootPresent, bhakootExceptions) }
}

/** A stretch of the birth day with one Moon as far as the kootas can tell (one nakshatra, one rashi, one vashya half). */
export interface MoonSegment {
  /** Local clock times 'HH:MM'; the first starts at '00:00', the last ends at '24:00'. */
  readonly from: string
  readonly to: string
  /** The Moon in the middle of the stretch. */
  readonly moon: SiderealPlacement
}

const NAKSHATRA_SPAN = 40 / 3
const MOON_MEAN_RATE = 13.176
// Every longitude at which some koota can change: nakshatra and rashi boundaries, and vashya's 15° splits of Dhanu
// and Makara.
const BOUNDARIES = [
  ...new Set([
    ...Array.from({ length: 27 }, (_, i) => Math.round(i * NAKSHATRA_SPAN * 1e6) / 1e6),
    ...Array.from({ length: 12 }, (_, i) => i * 30),
    255,
    285,
  ]),
].sort((x, y) => x - y)

function clock(tz: string, epochMs: number, endOfDay: boolean): string {
  if (endOfDay) return '24:00'
  const seconds = wallClockAt(tz, Math.round(epochMs / 60_000) * 60_000).secondsOfDay
  return `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`
}

/**
 * The stretches of a birth day without a known time, split where the Moon crosses a boundary the kootas see. One
 * stretch when nothing changes; a birth with a known time is a single moment and has none (an empty list).
 */
export function moonSegments(birth: Birth): MoonSegment[] {
  const moment = resolveBirthMoment(birth)
  if (!moment.day) return []
  const { startMs, endMs } = moment.day
  const cuts: number[] = [startMs]
  let at = startMs
  let longitude = siderealMoonAt(startMs)
  for (;;) {
    const next = BOUNDARIES.find((b) => b > longitude + 1e-9) ?? 360
    const crossing = nextCrossing(siderealMoonAt, at, longitude, next % 360, MOON_MEAN_RATE)
    if (crossing >= endMs) break
    cuts.push(crossing)
    at = crossing + 1000
    longitude = siderealMoonAt(at)
  }
  cuts.push(endMs)
  const segments: MoonSegment[] = []
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!
    const to = cuts[i + 1]!
    segments.push({ from: clock(birth.tz, from, false), to: clock(birth.tz, to, i + 2 === cuts.length), moon: placement(siderealMoonAt((from + to) / 2)) })
  }
  return segments
}

export interface CouplePossibility {
  /** The stretch of each unknown birth day this score holds for; null for a known time. */
  readonly self: MoonSegment | null
  readonly partner: MoonSegment | null
  readonly score: CoupleScore
  readonly doshas: Doshas
}

export interface CoupleMatch {
  readonly orientation: Orientation
  /** The score with each unknown time read as local noon. */
  readonly score: CoupleScore
  readonly doshas: Doshas
  readonly self: { readonly moon: SiderealPlacement; readonly timeKnown: boolean }
  readonly partner: { readonly moon: SiderealPlacement; readonly timeKnown: boolean }
  /** Manglik of both, from the engine's Ashtakoot (the reference and cancellations per person are symmetric). */
  readonly manglik: {
    readonly self: AshtakootResult['boy']['manglik']
    readonly partner: AshtakootResult['boy']['manglik']
    readonly status: 'neither' | 'both' | 'self-only' | 'partner-only'
    readonly compatible: boolean
  }
  /** Kootas scoring at least 75% / below 50% of their maximum. */
  readonly strengths: readonly KootaName[]
  readonly growthAreas: readonly KootaName[]
  /**
   * When a birth time is unknown and the Moon changed what the kootas see that day: one entry per combination of
   * stretches, each with its own score. Empty when the score cannot change.
   */
  readonly possibilities: readonly CouplePossibility[]
}

/** Matches the signed-in customer (self) with a partner from their raw birth data. */
export function matchCouple(self: Birth & { gender: CoupleGender }, partner: Birth & { gender: CoupleGender }): CoupleMatch {
  const orientation = orientationOf(self.gender, partner.gender)
  // The engine's Ashtakoot resolves both births (and names whose data is wrong) and assesses Manglik.
  const engine = ashtakoot(self, partner)
  const selfMoon = engine.boy.moon.longitude
  const partnerMoon = engine.girl.moon.longitude
  const score = coupleScore(selfMoon, partnerMoon, orientation)
  const strengths = KOOTA_NAMES.filter((name) => score.kootas[name].score / KOOTA_MAXIMUMS[name] >= 0.75)
  const growthAreas = KOOTA_NAMES.filter((name) => score.kootas[name].score / KOOTA_MAXIMUMS[name] < 0.5)

  const selfSegments = moonSegments(self)
  const partnerSegments = moonSegments(partner)
  const possibilities: CouplePossibility[] = []
  if (selfSegments.length > 1 || partnerSegments.length > 1) {
    const selves = selfSegments.length ? selfSegments : [null]
    const partners = partnerSegments.length ? partnerSegments : [null]
    for (const s of selves) {
      for (const p of partners) {
        const a = s?.moon.longitude ?? selfMoon
        const b = p?.moon.longitude ?? partnerMoon
        possibilities.push({ self: s, partner: p, score: coupleScore(a, b, orientation), doshas: doshasOf(a, b) })
      }
    }
  }
  const status = engine.manglik.status === 'boy-only' ? 'self-only' : engine.manglik.status === 'girl-only' ? 'partner-only' : engine.manglik.status
  return {
    orientation,
    score,
    doshas: doshasOf(selfMoon, partnerMoon),
    self: { moon: engine.boy.moon, timeKnown: engine.boy.timeKnown },
    partner: { moon: engine.girl.moon, timeKnown: engine.girl.timeKnown },
    manglik: { self: engine.boy.manglik, partner: engine.girl.manglik, status, compatible: engine.manglik.compatible },
    strengths,
    growthAreas,
    possibilities,
  }
}

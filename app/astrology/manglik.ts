import { houseFrom, signNumberOf } from './rashi'

/**
 * Manglik (Kuja / Mangal) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house, houses counted
 * whole-sign from the ascendant, or from the Moon when the birth time (hence the ascendant) is
 * unknown. The 2nd house is the south Indian addition the popular north Indian sites also use.
 *
 * Cancellations we apply (each one a common rule in matchmaking practice; sources vary and many more
 * exist — we deliberately keep to rules that need only the signs of Mars, Jupiter and the reference):
 * 1. own-or-exalted: Mars in Aries or Scorpio (own) or Capricorn (exalted);
 * 2. jupiter: Jupiter in the same sign as Mars or aspecting it (Mars 5th, 7th or 9th from Jupiter);
 * 3. house-sign: Mars in the 2nd in Gemini/Virgo, 4th in Aries/Scorpio, 7th in Cancer/Capricorn,
 *    8th in Sagittarius/Pisces, 12th in Taurus/Libra;
 * 4. for a couple: both partners Manglik (after 1–3) neutralise each other.
 * Not applied: age over 28, Venus-based checks, Mars–Moon conjunction, D9 checks.
 */

export const DOSHA_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12]

export type ManglikCancellation = 'own-or-exalted' | 'jupiter' | 'house-sign'

export interface ManglikResult {
  /** The house Mars occupies counted from the reference point. */
  readonly house: number
  /** 'ascendant' when the birth time is known, otherwise 'moon'. */
  readonly reference: 'ascendant' | 'moon'
  /** House of Mars counted from the Moon (reported even when the ascendant is the reference). */
  readonly houseFromMoon: number
  /** Mars in a dosha house, before cancellations. */
  readonly present: boolean
  readonly cancellations: readonly ManglikCancellation[]
  /** Present and not cancelled. */
  readonly effective: boolean
}

export interface ManglikInput {
  /** Sidereal longitudes, degrees. */
  readonly mars: number
  readonly jupiter: number
  readonly moon: number
  /** Null when the birth time is unknown. */
  readonly ascendant: number | null
}

// House → signs (1 = Aries … 12 = Pisces) in which Mars there causes no dosha (rule 3).
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  2: [3, 6],
  4: [1, 8],
  7: [4, 10],
  8: [9, 12],
  12: [2, 7],
}
const OWN_OR_EXALTED = [1, 8, 10]
const JUPITER_ASPECTS = [1, 5, 7, 9]

export function assessManglik(input: ManglikInput): ManglikResult {
  const marsSign = signNumberOf(input.mars)
  const moonSign = signNumberOf(input.moon)
  const reference = input.ascendant === null ? 'moon' : 'ascendant'
  const referenceSign = input.ascendant === null ? moonSign : signNumberOf(input.ascendant)
  const house = houseFrom(referenceSign, marsSign)
  const present = DOSHA_HOUSES.includes(house)
  const cancellations: ManglikCancellation[] = []
  if (present) {
    if (OWN_OR_EXALTED.includes(marsSign)) cancellations.push('own-or-exalted')
    if (JUPITER_ASPECTS.includes(houseFrom(signNumberOf(input.jupiter), marsSign))) cancellations.push('jupiter')
    if (HOUSE_SIGN_EXCEPTIONS[house]?.includes(marsSign)) cancellations.push('house-sign')
  }
  return {
    house,
    reference,
    houseFromMoon: houseFrom(moonSign, marsSign),
    present,
    cancellations,
    effective: present && cancellations.length === 0,
  }
}

export interface ManglikMatch {
  readonly boy: ManglikResult
  readonly girl: ManglikResult
  /** 'neither', 'both' (mutual cancellation, rule 4) or the one partner who is Manglik. */
  readonly status: 'neither' | 'both' | 'boy-only' | 'girl-only'
  /** True unless exactly one partner is effectively Manglik. */
  readonly compatible: boolean
}

export function matchManglik(boy: ManglikResult, girl: ManglikResult): ManglikMatch {
  const status = boy.effective ? (girl.effective ? 'both' : 'boy-only') : girl.effective ? 'girl-only' : 'neither'
  return { boy, girl, status, compatible: status === 'both' || status === 'neither' }
}

import type { Planet } from './planets'

/**
 * The twelve signs. Sidereal (rashi) and tropical signs share names and order; only the zero point
 * differs. Lords are the classical (Parashari) sign rulers, as listed in
 * docs/ashtakoot-tables.md §5 (tradition: Brihat Parashara Hora Shastra, universal).
 */

export type WesternSign =
  'Aries' | 'Taurus' | 'Gemini' | 'Cancer' | 'Leo' | 'Virgo' | 'Libra' | 'Scorpio' | 'Sagittarius' | 'Capricorn' | 'Aquarius' | 'Pisces'

export type RashiName = 'Mesha' | 'Vrishabha' | 'Mithuna' | 'Karka' | 'Simha' | 'Kanya' | 'Tula' | 'Vrishchika' | 'Dhanu' | 'Makara' | 'Kumbha' | 'Meena'

export interface Sign {
  /** 1 = Aries / Mesha … 12 = Pisces / Meena. */
  readonly number: number
  readonly english: WesternSign
  readonly sanskrit: RashiName
}

export interface RashiRow {
  readonly english: WesternSign
  readonly sanskrit: RashiName
  readonly lord: Planet
}

// Tradition: Parashari sign lordship (source: ashtakoot-tables.md §5, "Rashi lords").
export const RASHIS: readonly RashiRow[] = [
  { english: 'Aries', sanskrit: 'Mesha', lord: 'mars' },
  { english: 'Taurus', sanskrit: 'Vrishabha', lord: 'venus' },
  { english: 'Gemini', sanskrit: 'Mithuna', lord: 'mercury' },
  { english: 'Cancer', sanskrit: 'Karka', lord: 'moon' },
  { english: 'Leo', sanskrit: 'Simha', lord: 'sun' },
  { english: 'Virgo', sanskrit: 'Kanya', lord: 'mercury' },
  { english: 'Libra', sanskrit: 'Tula', lord: 'venus' },
  { english: 'Scorpio', sanskrit: 'Vrishchika', lord: 'mars' },
  { english: 'Sagittarius', sanskrit: 'Dhanu', lord: 'jupiter' },
  { english: 'Capricorn', sanskrit: 'Makara', lord: 'saturn' },
  { english: 'Aquarius', sanskrit: 'Kumbha', lord: 'saturn' },
  { english: 'Pisces', sanskrit: 'Meena', lord: 'jupiter' },
]

/** Sign number 1–12 of an ecliptic longitude in degrees (tropical or sidereal alike). */
export function signNumberOf(longitude: number): number {
  return Math.min(11, Math.floor(longitude / 30)) + 1
}

function signByNumber(number: number): Sign {
  const row = RASHIS[number - 1]
  if (!row) throw new RangeError(`sign number ${number} is not 1–12`)
  return { number, english: row.english, sanskrit: row.sanskrit }
}

export function signOf(longitude: number): Sign {
  return signByNumber(signNumberOf(longitude))
}

export function lordOfSign(number: number): Planet {
  return RASHIS[number - 1]!.lord
}

/** Whole-sign house of `fromSign` counted from `referenceSign` (1 = same sign … 12). */
export function houseFrom(referenceSign: number, fromSign: number): number {
  return ((fromSign - referenceSign + 12) % 12) + 1
}

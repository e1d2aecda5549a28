/**
 * The eight moon phases of the astro calendar (spec §9: "8 moon phases").
 * Boundaries (our definition, docs/astrology.md): a principal phase — New Moon, First Quarter,
 * Full Moon, Last Quarter — names the local calendar day that contains its exact instant, i.e. the
 * moment the Moon's apparent geocentric longitude is 0°, 90°, 180° or 270° ahead of the Sun's, as
 * almanacs publish it. Every other day takes the intermediate phase of the quarter it lies in.
 * So each principal phase lasts exactly one day and the intermediate ones fill the gaps.
 */

export type MoonPhaseName =
  'new-moon' | 'waxing-crescent' | 'first-quarter' | 'waxing-gibbous' | 'full-moon' | 'waning-gibbous' | 'last-quarter' | 'waning-crescent'

export const MOON_PHASES: readonly { readonly name: MoonPhaseName; readonly label: string }[] = [
  { name: 'new-moon', label: 'New Moon' },
  { name: 'waxing-crescent', label: 'Waxing Crescent' },
  { name: 'first-quarter', label: 'First Quarter' },
  { name: 'waxing-gibbous', label: 'Waxing Gibbous' },
  { name: 'full-moon', label: 'Full Moon' },
  { name: 'waning-gibbous', label: 'Waning Gibbous' },
  { name: 'last-quarter', label: 'Last Quarter' },
  { name: 'waning-crescent', label: 'Waning Crescent' },
]

export interface MoonPhaseInfo {
  readonly name: MoonPhaseName
  readonly label: string
  /** Instant of the principal phase when one falls on this day, else null. */
  readonly exactAt: string | null
  /** Moon − Sun apparent longitude at the panchang's reference instant, degrees [0, 360). */
  readonly elongation: number
  /** Illuminated fraction of the disc at the reference instant, 0–1 (geocentric approximation). */
  readonly illumination: number
}

/** Principal phase index 0–3 (new, first quarter, full, last quarter) crossed between two elongations, or null. */
export function principalPhaseCrossed(startElongation: number, endElongation: number): number | null {
  // The elongation grows by 11–15° a day, so at most one multiple of 90° is crossed.
  // The day is [start, end): a phase exactly at the start belongs to it, one exactly at the end does not.
  if (startElongation % 90 === 0) return (startElongation / 90) % 4
  const span = (((endElongation - startElongation) % 360) + 360) % 360
  const next = Math.floor(startElongation / 90) + 1
  if (startElongation + span > next * 90) return next % 4
  return null
}

export function phaseByIndex(index: number): { readonly name: MoonPhaseName; readonly label: string } {
  return MOON_PHASES[index]!
}

/** Intermediate phase (crescent/gibbous) for an elongation with no principal phase that day. */
export function intermediatePhaseIndex(elongation: number): number {
  return Math.floor(elongation / 90) * 2 + 1
}

export function illuminatedFraction(elongation: number): number {
  return (1 - Math.cos((elongation * Math.PI) / 180)) / 2
}

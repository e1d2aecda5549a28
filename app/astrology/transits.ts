import { toEpochMs } from './calendar'
import { angleDifference } from './crossing'
import { type Graha, GRAHAS, grahaLongitudes, instantAt, siderealLongitude } from './ephemeris'
import { signNumberOf } from './rashi'

/**
 * The nine grahas at an instant for the astro calendar's transit list: sidereal sign (the Vedic
 * reading), tropical sign (for the Western label) and whether the graha is retrograde, i.e. its
 * geocentric longitude decreases over the 12 hours around the instant. The mean nodes always regress
 * and the luminaries never do; both fall out of the same test.
 */

export interface GrahaTransit {
  /** Sidereal (Lahiri) longitude, degrees [0, 360). */
  readonly longitude: number
  /** Sidereal sign 1–12. */
  readonly sign: number
  /** Tropical sign 1–12. */
  readonly tropicalSign: number
  readonly retrograde: boolean
}

const HALF_WINDOW_MS = 6 * 3_600_000

export function grahaTransits(at: Date | string | number): Readonly<Record<Graha, GrahaTransit>> {
  const atMs = toEpochMs(at, 'at')
  const instant = instantAt(atMs)
  const before = instantAt(atMs - HALF_WINDOW_MS)
  const after = instantAt(atMs + HALF_WINDOW_MS)
  const result = {} as Record<Graha, GrahaTransit>
  for (const graha of GRAHAS) {
    const { sidereal, tropical } = grahaLongitudes(instant, graha)
    const motion = angleDifference(siderealLongitude(after, graha), siderealLongitude(before, graha))
    result[graha] = { longitude: sidereal, sign: signNumberOf(sidereal), tropicalSign: signNumberOf(tropical), retrograde: motion < 0 }
  }
  return result
}

import { angleDifference } from './crossing'
import type { Graha } from './ephemeris'
import { houseFrom, signNumberOf } from './rashi'

/**
 * Three common yogas of a birth chart, each by one stated rule (docs/astrology.md, "Yogas and doshas"). Manglik dosha
 * has its own module (manglik.ts).
 * - Gajakesari: Jupiter in a kendra (1st, 4th, 7th or 10th sign) from the Moon (Phaladeepika ch. 6; BPHS). The
 *   stricter readings that also ask for Jupiter's strength or aspects are not applied.
 * - Budhaditya (Budha-Aditya): Mercury in the same sign as the Sun. Mercury is never more than 28° from the Sun, so
 *   the yoga is common; a combust Mercury is reported beside it, not used to cancel it.
 * - Kaal Sarp: all seven planets, Sun to Saturn, lie on one side of the Rahu–Ketu axis, by longitude: every one
 *   within the half of the zodiac from Rahu forward to Ketu, or every one within the half from Ketu forward to Rahu.
 *   One planet on the other side and there is no Kaal Sarp (the "partial" forms some sites name are not given).
 */

export type YogaCode = 'gajakesari' | 'budhaditya' | 'kaal-sarp'

export interface YogaResult {
  readonly code: YogaCode
  readonly present: boolean
}

export interface KaalSarp {
  readonly present: boolean
  /** Which half holds the planets when present: 'rahu-to-ketu' (forward from Rahu) or 'ketu-to-rahu'. */
  readonly side: 'rahu-to-ketu' | 'ketu-to-rahu' | null
  /** The planets outside the half that holds most of them (empty when present). */
  readonly outside: readonly Graha[]
}

const SEVEN: readonly Graha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
const KENDRAS = [1, 4, 7, 10]

export type Longitudes = Readonly<Record<Graha, number>>

export function gajakesari(longitudes: Longitudes): boolean {
  return KENDRAS.includes(houseFrom(signNumberOf(longitudes.moon), signNumberOf(longitudes.jupiter)))
}

export function budhaditya(longitudes: Longitudes): boolean {
  return signNumberOf(longitudes.sun) === signNumberOf(longitudes.mercury)
}

export function kaalSarp(longitudes: Longitudes): KaalSarp {
  // Degrees forward from Rahu: (0, 180) is the Rahu-to-Ketu half, (180, 360) the other. A planet exactly on the axis
  // belongs to neither half, so it breaks the yoga.
  const forward = (g: Graha) => {
    const d = angleDifference(longitudes[g], longitudes.rahu)
    return d < 0 ? d + 360 : d
  }
  const rahuSide = SEVEN.filter((g) => forward(g) > 0 && forward(g) < 180)
  const ketuSide = SEVEN.filter((g) => forward(g) > 180 && forward(g) < 360)
  if (rahuSide.length === SEVEN.length) return { present: true, side: 'rahu-to-ketu', outside: [] }
  if (ketuSide.length === SEVEN.length) return { present: true, side: 'ketu-to-rahu', outside: [] }
  const main = rahuSide.length >= ketuSide.length ? rahuSide : ketuSide
  return { present: false, side: null, outside: SEVEN.filter((g) => !main.includes(g)) }
}

/** The three yogas of this module for a chart's sidereal longitudes. */
export function yogasOf(longitudes: Longitudes): YogaResult[] {
  return [
    { code: 'gajakesari', present: gajakesari(longitudes) },
    { code: 'budhaditya', present: budhaditya(longitudes) },
    { code: 'kaal-sarp', present: kaalSarp(longitudes).present },
  ]
}

import type { Birth, Place } from './birth'
import { moonPosition, type SiderealPlacement } from './chart'
import { coupleScore, moonSegments } from './couple'
import { lifePathNumber } from './numerology'
import { randomFor } from './prng'

/**
 * The crush analyzer (spec 2.17): only a name and a birth date are known of the crush, so their Moon is read
 * at local noon of that day (the middle of the day keeps the largest error smallest), the 36-point Ashtakoot is
 * scored both ways round (nobody's gender is asked, ADR 095's rule for such pairs), and the numerology life paths add
 * what a birth date alone says well. docs/decisions/120-crush-analyzer-scoring.md gives the weights.
 */

/** The Ashtakoot's share of the score; the life paths have the rest. */
const ASHTAKOOT_WEIGHT = 0.7

/**
 * A common convention of Western numerology: the numbers fall in three triads that think alike (1-5-7, the seekers;
 * 2-4-8, the builders; 3-6-9, the creators). Two different numbers of one triad agree best, the same number is alike
 * and a little too alike, numbers of different triads meet halfway. Master numbers count as their root.
 */
const TRIAD_OF: Readonly<Record<number, number>> = { 1: 0, 5: 0, 7: 0, 2: 1, 4: 1, 8: 1, 3: 2, 6: 2, 9: 2 }
const ROOT: Readonly<Record<number, number>> = { 11: 2, 22: 4, 33: 6 }

export function lifePathHarmony(a: number, b: number): number {
  const x = ROOT[a] ?? a
  const y = ROOT[b] ?? b
  if (x === y) return 85
  return TRIAD_OF[x] === TRIAD_OF[y] ? 100 : 60
}

/** The spec's text bands (section 9: "bands at 90, 80 and 70"), as codes. */
export type CrushBand = '90' | '80' | '70' | 'below-70'
export const CRUSH_BANDS: readonly CrushBand[] = ['90', '80', '70', 'below-70']

export function crushBand(score: number): CrushBand {
  if (score >= 90) return '90'
  if (score >= 80) return '80'
  if (score >= 70) return '70'
  return 'below-70'
}

export interface CrushMatch {
  /** 0–100. */
  readonly score: number
  readonly band: CrushBand
  readonly ashtakoot: { readonly total: number; readonly percent: number }
  readonly lifePaths: { readonly self: number; readonly crush: number }
  /** 60, 85 or 100 (lifePathHarmony). */
  readonly harmony: number
  readonly selfMoon: SiderealPlacement
  /** At local noon of the crush's birth date. */
  readonly crushMoon: SiderealPlacement
  /** When the Moon changed rashi on the crush's birth date (local clock 'HH:MM'), from and to which rashi; else null. */
  readonly signChange: { readonly at: string; readonly from: number; readonly to: number } | null
}

const placementOf = (p: SiderealPlacement): SiderealPlacement => ({ longitude: p.longitude, rashi: p.rashi, nakshatra: p.nakshatra, pada: p.pada })

/** The customer's birth against a crush's birth date read at noon at `place` (throws AstrologyInputError on impossible data). */
export function crushMatch(self: Birth, crushBirthDate: string, place: Place): CrushMatch {
  const selfMoon = moonPosition({ ...self, disambiguation: self.disambiguation ?? 'earlier' })
  const crushMoon = moonPosition({ date: crushBirthDate, time: '12:00', tz: place.tz, lat: place.lat, lon: place.lon, disambiguation: 'earlier' })
  const koota = coupleScore(selfMoon.longitude, crushMoon.longitude, { kind: 'both-ways' })
  const lifePaths = { self: lifePathNumber(self.date), crush: lifePathNumber(crushBirthDate) }
  const harmony = lifePathHarmony(lifePaths.self, lifePaths.crush)
  const score = Math.round(ASHTAKOOT_WEIGHT * koota.percent + (1 - ASHTAKOOT_WEIGHT) * harmony)

  // The day's stretches split at every boundary a koota sees; the rashi changes where two neighbours differ in it.
  const segments = moonSegments({ date: crushBirthDate, time: null, tz: place.tz, lat: place.lat, lon: place.lon })
  let signChange: CrushMatch['signChange'] = null
  for (let i = 0; i + 1 < segments.length; i++) {
    const from = segments[i]!.moon.rashi.number
    const to = segments[i + 1]!.moon.rashi.number
    if (from !== to) {
      signChange = { at: segments[i]!.to, from, to }
      break
    }
  }
  return {
    score,
    band: crushBand(score),
    ashtakoot: { total: koota.total, percent: koota.percent },
    lifePaths,
    harmony,
    selfMoon: placementOf(selfMoon),
    crushMoon: placementOf(crushMoon),
    signChange,
  }
}

/** The crush's name as the figure keys it: spaces collapsed, case folded, so "Priya  Sharma" is "priya sharma". */
const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

/**
 * "Thinking about you" (spec 3, 9: a random 30–79 in the original): kept as a playful figure for entertainment, the
 * same all day for one customer and crush and new the next day, drawn from a key rather than at random so a reload
 * never changes it.
 */
export function thinkingAboutYou(input: { userId: number | string; crushName: string; crushBirthDate: string; day: string }): number {
  return randomFor(`crush-thinking/v1|${input.userId}|${nameKey(input.crushName)}|${input.crushBirthDate}|${input.day}`).nextInt(30, 79)
}

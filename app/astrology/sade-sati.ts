import { toIsoInstant } from './calendar'
import { instantAt, siderealLongitude } from './ephemeris'
import { houseFrom, signNumberOf } from './rashi'
import { SATURN_INGRESSES, SATURN_TABLE_END_MS } from './saturn-ingresses'

/**
 * Saturn's hard transits over the natal Moon (docs/astrology.md, "Sade Sati and Ashtama Shani"): Sade Sati while
 * sidereal Saturn is in the 12th, 1st or 2nd sign from the Moon's sign (rising, peak, setting), Ashtama Shani while it
 * is in the 8th. Dates are Saturn's sign ingresses, found by stepping its sidereal longitude and halving the step
 * around each change of sign to the minute. A retrograde Saturn that steps back out of a sign and in again gives the
 * phase a second row, as the almanacs print it.
 */

export type SaturnPeriodPhase = 'rising' | 'peak' | 'setting' | 'ashtama'

export interface SaturnPeriod {
  readonly phase: SaturnPeriodPhase
  /** Saturn's sidereal sign 1–12 during the period. */
  readonly sign: number
  readonly start: string
  readonly end: string
}

const PHASE_OF_HOUSE: Readonly<Record<number, SaturnPeriodPhase>> = { 12: 'rising', 1: 'peak', 2: 'setting', 8: 'ashtama' }

const DAY_MS = 86_400_000
// Saturn moves at most about 0.13° a day and barely at all near a station, so an 8-day step misses a sign change only
// when Saturn stations within about a minute of arc of a sign's edge and steps back over it inside the step.
const STEP_MS = 8 * DAY_MS

const saturnSignAt = (epochMs: number) => signNumberOf(siderealLongitude(instantAt(epochMs), 'saturn'))

/** The instant (to the minute) in (a, b] when Saturn's sign changes from its sign at a. */
function ingress(a: number, b: number): number {
  const from = saturnSignAt(a)
  let lo = a
  let hi = b
  while (hi - lo > 60_000) {
    const mid = Math.floor((lo + hi) / 2)
    if (saturnSignAt(mid) === from) lo = mid
    else hi = mid
  }
  return hi
}

/** Saturn's stays in each sign between two instants, found by stepping: [sign, startMs, endMs], clipped to the window. */
export function computeSaturnStays(fromMs: number, toMs: number): [number, number, number][] {
  const stays: [number, number, number][] = []
  let sign = saturnSignAt(fromMs)
  let start = fromMs
  for (let t = fromMs; t < toMs;) {
    const next = Math.min(t + STEP_MS, toMs)
    const nextSign = saturnSignAt(next)
    if (nextSign !== sign) {
      const at = ingress(t, next)
      stays.push([sign, start, at])
      sign = saturnSignAt(at)
      start = at
    }
    t = next
  }
  stays.push([sign, start, toMs])
  return stays
}

/**
 * Saturn's stays between two instants. Within the years the engine serves they come from the table of ingresses worked
 * out once (saturn-ingresses.ts, checked against this stepping by its test): the stepping costs a few hundred
 * milliseconds a century, which a page must not spend (ADR 235).
 */
function saturnStays(fromMs: number, toMs: number): [number, number, number][] {
  if (fromMs < SATURN_INGRESSES[0]![0] || toMs > SATURN_TABLE_END_MS) return computeSaturnStays(fromMs, toMs)
  const stays: [number, number, number][] = []
  for (let i = 0; i < SATURN_INGRESSES.length; i++) {
    const [startMs, sign] = SATURN_INGRESSES[i]!
    const endMs = i + 1 < SATURN_INGRESSES.length ? SATURN_INGRESSES[i + 1]![0] : SATURN_TABLE_END_MS
    if (endMs <= fromMs || startMs >= toMs) continue
    stays.push([sign, Math.max(startMs, fromMs), Math.min(endMs, toMs)])
  }
  return stays
}

/**
 * The Sade Sati and Ashtama Shani periods for a natal Moon sign between two instants (usually birth and a century
 * on). A period that runs over an end of the window is cut there.
 */
export function saturnPeriods(moonSign: number, fromMs: number, toMs: number): SaturnPeriod[] {
  const periods: SaturnPeriod[] = []
  for (const [sign, start, end] of saturnStays(fromMs, toMs)) {
    const phase = PHASE_OF_HOUSE[houseFrom(moonSign, sign)]
    if (phase) periods.push({ phase, sign, start: toIsoInstant(start), end: toIsoInstant(end) })
  }
  return periods
}

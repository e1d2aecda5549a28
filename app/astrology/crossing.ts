import { MS_PER_DAY } from './calendar'

/** Signed difference a − b folded into (−180, 180] degrees. */
export function angleDifference(a: number, b: number): number {
  let d = (a - b) % 360
  if (d > 180) d -= 360
  else if (d <= -180) d += 360
  return d
}

/**
 * First instant after `startMs` at which an increasing angle (degrees, mod 360) reaches `target`.
 * Secant iteration seeded with the angle's mean rate; converges to well under a second in 3–5 calls
 * for the Moon-driven angles of the panchang.
 */
export function nextCrossing(
  angleAt: (epochMs: number) => number,
  startMs: number,
  startAngle: number,
  target: number,
  meanRateDegPerDay: number,
): number {
  let ahead = (((target - startAngle) % 360) + 360) % 360
  if (ahead === 0) ahead = 360
  let t0 = startMs
  let d0 = -ahead
  let t1 = startMs + (ahead / meanRateDegPerDay) * MS_PER_DAY
  let d1 = angleDifference(angleAt(t1), target)
  for (let i = 0; i < 12 && Math.abs(d1) > 1e-7; i++) {
    let rate = (d1 - d0) / (t1 - t0)
    // Guard against a degenerate secant; fall back to the mean rate.
    if (!(rate > 0)) rate = meanRateDegPerDay / MS_PER_DAY
    const t2 = t1 - d1 / rate
    t0 = t1
    d0 = d1
    t1 = t2
    if (Math.abs(t1 - t0) < 200) break
    d1 = angleDifference(angleAt(t1), target)
  }
  return t1
}

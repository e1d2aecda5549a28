import { describe, expect, it } from 'vitest'
import { deltaTDays, deltaTSeconds } from './delta-t'

describe('deltaTSeconds', () => {
  // Source: IERS / Astronomical Almanac yearly ΔT values (1 January), as tabulated by the Swiss Ephemeris.
  it.each([
    [1900, -2.72],
    [1920, 21.16],
    [1947, 27.78],
    [1950, 29.15],
    [1990, 56.86],
    [2000, 63.83],
    [2010, 66.07],
    [2020, 69.36],
    [2028, 68.8],
  ])('is %f s at the start of %i', (year, seconds) => {
    expect(deltaTSeconds(year)).toBeCloseTo(seconds, 6)
  })

  it('interpolates between years', () => {
    expect(deltaTSeconds(2000.5)).toBeCloseTo((63.83 + 64.09) / 2, 6)
  })

  // After the table: Stephenson, Morrison & Hohenkerk's prediction joined to the table (ADR 188). The Swiss Ephemeris
  // (2.10) gives about 77 s for 2059.
  it.each([
    [2030, 69.28],
    [2040, 71.8],
    [2059, 77.32],
    [2080, 84.71],
    [2100, 93.18],
  ])('is about %f s in %i', (year, seconds) => {
    expect(deltaTSeconds(year)).toBeCloseTo(seconds, 1)
  })

  it('joins the table without a step, then rises steadily', () => {
    expect(deltaTSeconds(2028)).toBeCloseTo(68.8, 9)
    expect(deltaTSeconds(2028.0001) - deltaTSeconds(2028)).toBeLessThan(1e-4)
    // The slope just after the join is the prediction's, a few hundredths of a second a year.
    const slope = (deltaTSeconds(2028.01) - deltaTSeconds(2028)) / 0.01
    expect(slope).toBeGreaterThan(0)
    expect(slope).toBeLessThan(0.5)
    // Past the century of the join it is the prediction itself.
    expect(deltaTSeconds(2129) - deltaTSeconds(2128)).toBeCloseTo(
      64 + 129 * (0.173667 + 129 * (0.0008 + 129 * 0.00000403333)) - (64 + 128 * (0.173667 + 128 * (0.0008 + 128 * 0.00000403333))),
      6,
    )
    let previous = deltaTSeconds(2028)
    for (let year = 2029; year <= 2100; year++) {
      expect(deltaTSeconds(year)).toBeGreaterThan(previous)
      previous = deltaTSeconds(year)
    }
  })

  it('converts a UT day count to days', () => {
    expect(deltaTDays(0) * 86_400).toBeCloseTo(63.83, 1)
  })
})

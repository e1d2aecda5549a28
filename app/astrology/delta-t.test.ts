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

  it('continues smoothly after the table and stays plausible to 2100', () => {
    expect(deltaTSeconds(2028.0001)).toBeCloseTo(68.8, 2)
    expect(deltaTSeconds(2030)).toBeGreaterThan(68.8)
    expect(deltaTSeconds(2030)).toBeLessThan(75)
    expect(deltaTSeconds(2100)).toBeGreaterThan(deltaTSeconds(2050))
    expect(deltaTSeconds(2100)).toBeLessThan(250)
  })

  it('converts a UT day count to days', () => {
    expect(deltaTDays(0) * 86_400).toBeCloseTo(63.83, 1)
  })
})

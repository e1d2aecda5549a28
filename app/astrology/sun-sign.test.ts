import { describe, expect, it } from 'vitest'
import { sunSign } from './sun-sign'

describe('sunSign (spec §5 table)', () => {
  // Every first and last day of every sign in the spec's table.
  it.each([
    [3, 21, 'Aries'],
    [4, 19, 'Aries'],
    [4, 20, 'Taurus'],
    [5, 20, 'Taurus'],
    [5, 21, 'Gemini'],
    [6, 20, 'Gemini'],
    [6, 21, 'Cancer'],
    [7, 22, 'Cancer'],
    [7, 23, 'Leo'],
    [8, 22, 'Leo'],
    [8, 23, 'Virgo'],
    [9, 22, 'Virgo'],
    [9, 23, 'Libra'],
    [10, 22, 'Libra'],
    [10, 23, 'Scorpio'],
    [11, 21, 'Scorpio'],
    [11, 22, 'Sagittarius'],
    [12, 21, 'Sagittarius'],
    [12, 22, 'Capricorn'],
    [12, 31, 'Capricorn'],
    [1, 1, 'Capricorn'],
    [1, 19, 'Capricorn'],
    [1, 20, 'Aquarius'],
    [2, 18, 'Aquarius'],
    [2, 19, 'Pisces'],
    [2, 29, 'Pisces'],
    [3, 20, 'Pisces'],
  ])('%i/%i is %s', (month, day, sign) => {
    expect(sunSign(month, day)).toBe(sign)
  })

  it.each([
    [0, 1],
    [13, 1],
    [2, 30],
    [4, 31],
    [1, 0],
    [1.5, 3],
    [Number.NaN, 1],
  ])('rejects month %f day %f', (month, day) => {
    expect(() => sunSign(month, day)).toThrowError(expect.objectContaining({ code: 'INVALID_DATE' }))
  })
})

import { daysInMonth } from './calendar'
import { AstrologyInputError } from './errors'
import type { WesternSign } from './rashi'

/**
 * Tropical sun sign from month and day alone, by the fixed date table of the product spec
 * (docs/product-spec.md §5, "Sun sign"; tradition: Western newspaper astrology).
 * The real ingress moves by a day between years; the spec asks for the table, so readings agree
 * with what users see in magazines. Each row: sign, first month, first day (inclusive).
 */
// prettier-ignore
const SUN_SIGN_STARTS: readonly (readonly [WesternSign, number, number])[] = [
  ['Capricorn', 1, 1], // continues from 22 Dec
  ['Aquarius', 1, 20],
  ['Pisces', 2, 19],
  ['Aries', 3, 21],
  ['Taurus', 4, 20],
  ['Gemini', 5, 21],
  ['Cancer', 6, 21],
  ['Leo', 7, 23],
  ['Virgo', 8, 23],
  ['Libra', 9, 23],
  ['Scorpio', 10, 23],
  ['Sagittarius', 11, 22],
  ['Capricorn', 12, 22],
]

export function sunSign(month: number, day: number): WesternSign {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new AstrologyInputError('INVALID_DATE', 'month', `month must be an integer 1–12, got ${String(month)}`)
  }
  // Leap-year February so 29 February is accepted.
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(2000, month)) {
    throw new AstrologyInputError('INVALID_DATE', 'day', `day ${String(day)} does not exist in month ${month}`)
  }
  const key = month * 100 + day
  let sign: WesternSign = 'Capricorn'
  for (const [name, startMonth, startDay] of SUN_SIGN_STARTS) {
    if (key >= startMonth * 100 + startDay) sign = name
  }
  return sign
}

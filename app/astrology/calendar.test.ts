import { describe, expect, it } from 'vitest'
import {
  addDays,
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatIsoDate,
  isLeapYear,
  parseClockTime,
  parseIsoDate,
  toEpochMs,
  weekdayOf,
} from './calendar'
import { AstrologyInputError } from './errors'

describe('parseIsoDate', () => {
  it.each([
    ['1920-01-01', { year: 1920, month: 1, day: 1 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2024-12-31', { year: 2024, month: 12, day: 31 }],
    ['1900-01-01', { year: 1900, month: 1, day: 1 }],
    ['2100-12-31', { year: 2100, month: 12, day: 31 }],
  ])('accepts %s', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected)
  })

  it.each([
    ['2023-02-30', 'INVALID_DATE'],
    ['1900-02-29', 'INVALID_DATE'], // 1900 is not a leap year
    ['2023-13-01', 'INVALID_DATE'],
    ['2023-00-10', 'INVALID_DATE'],
    ['2023-04-31', 'INVALID_DATE'],
    ['23-04-01', 'INVALID_DATE'],
    ['2023-4-1', 'INVALID_DATE'],
    ['2023-04-01T00:00', 'INVALID_DATE'],
    ['', 'INVALID_DATE'],
    ['1899-12-31', 'DATE_OUT_OF_RANGE'],
    ['2101-01-01', 'DATE_OUT_OF_RANGE'],
  ])('rejects %s with %s', (text, code) => {
    expect(() => parseIsoDate(text)).toThrowError(expect.objectContaining({ code, field: 'date' }))
  })

  it.each([null, undefined, 20240101, new Date(0), {}])('rejects the non-string %s', (value) => {
    expect(() => parseIsoDate(value)).toThrow(AstrologyInputError)
  })
})

describe('parseClockTime', () => {
  it.each([
    ['00:00', 0],
    ['12:00', 43_200],
    ['23:59', 86_340],
    ['05:21:10', 19_270],
  ])('%s is %i seconds after midnight', (text, seconds) => {
    expect(parseClockTime(text)).toBe(seconds)
  })

  it.each(['24:00', '12:60', '7:30', '07:30 PM', '12:00:60', 'noon', ''])('rejects %s', (text) => {
    expect(() => parseClockTime(text)).toThrowError(expect.objectContaining({ code: 'INVALID_TIME' }))
  })
})

describe('civil day numbers', () => {
  it.each([
    [1970, 1, 1, 0],
    [2000, 1, 1, 10_957],
    [1900, 1, 1, -25_567],
    [2100, 12, 31, 47_846],
    [1947, 8, 15, -8_175], // cross-checked with Date.UTC
  ])('%i-%i-%i is day %i', (year, month, day, days) => {
    expect(daysFromCivil(year, month, day)).toBe(days)
    expect(civilFromDays(days)).toEqual({ year, month, day })
  })

  it('round-trips every day from 1900 to 2100', () => {
    // 73,000 days: collect the mismatches and assert once, rather than call expect per day (10 s on a small machine).
    const mismatches: string[] = []
    let previous: { year: number; month: number; day: number } | undefined
    for (let n = daysFromCivil(1900, 1, 1); n <= daysFromCivil(2100, 12, 31); n++) {
      const date = civilFromDays(n)
      if (daysFromCivil(date.year, date.month, date.day) !== n) mismatches.push(`day ${n} → ${JSON.stringify(date)}`)
      // Consecutive day numbers are consecutive dates: no date is skipped or repeated by both functions together.
      if (previous && formatIsoDate(addDays(previous, 1)) !== formatIsoDate(date)) mismatches.push(`day ${n} follows ${JSON.stringify(previous)}`)
      previous = date
    }
    expect(mismatches.length, mismatches.slice(0, 10).join('\n')).toBe(0)
  })

  it.each([
    ['1947-08-15', 5], // Friday, Indian independence
    ['2000-01-01', 6], // Saturday
    ['2024-04-08', 1], // Monday, the North American eclipse
    ['1969-07-20', 0], // Sunday, Apollo 11 landing
  ])('%s falls on weekday %i (0 = Sunday)', (text, weekday) => {
    expect(weekdayOf(parseIsoDate(text))).toBe(weekday)
  })

  it('knows leap years and month lengths (Gregorian rule)', () => {
    expect([1900, 2000, 2024, 2100].map(isLeapYear)).toEqual([false, true, true, false])
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(formatIsoDate(addDays({ year: 2024, month: 2, day: 28 }, 2))).toBe('2024-03-01')
  })
})

describe('toEpochMs', () => {
  it('accepts Dates, epoch milliseconds and zoned ISO strings', () => {
    expect(toEpochMs(new Date('2024-01-01T00:00:00Z'))).toBe(1_704_067_200_000)
    expect(toEpochMs('2024-01-01T05:30:00+05:30')).toBe(1_704_067_200_000)
    expect(toEpochMs(1_704_067_200_000)).toBe(1_704_067_200_000)
  })

  it.each([
    ['2024-01-01T00:00:00', 'INVALID_INSTANT'], // no zone: ambiguous
    [new Date(Number.NaN), 'INVALID_INSTANT'],
    [Number.POSITIVE_INFINITY, 'INVALID_INSTANT'],
    ['2300-01-01T00:00:00Z', 'DATE_OUT_OF_RANGE'],
  ])('rejects %s', (value, code) => {
    expect(() => toEpochMs(value)).toThrowError(expect.objectContaining({ code }))
  })
})

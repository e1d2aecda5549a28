import { describe, expect, it } from 'vitest'
import { clockTimeIn, formatNumber, intlLocale, longDate, longDateIn, monthYear } from './dates'

describe('longDate', () => {
  it('writes a calendar date day first, month in words', () => {
    expect(longDate('2026-11-12')).toBe('12 November 2026')
    expect(longDate('1987-01-05')).toBe('5 January 1987')
  })

  it('reads an instant on the UTC calendar, whatever the server zone', () => {
    expect(longDate('2026-03-31T23:30:00.000Z')).toBe('31 March 2026')
    expect(longDate('2026-04-01T00:00:00.000Z')).toBe('1 April 2026')
  })
})

describe('longDateIn', () => {
  it('reads an instant on the customer’s calendar: an end between 18:30 and 24:00 UTC is the next day in India (ADR 186)', () => {
    for (const instant of ['2031-05-04T18:30:00.000Z', '2031-05-04T20:00:00.000Z', '2031-05-04T23:59:59.000Z']) {
      expect(longDateIn(instant, 'Asia/Kolkata')).toBe('5 May 2031')
      expect(longDateIn(instant, 'Asia/Kolkata', 'hi')).toBe('5 मई 2031')
      // What the pages showed before: the UTC date.
      expect(longDate(instant.slice(0, 10))).toBe('4 May 2031')
    }
    expect(longDateIn('2031-05-04T18:29:59.000Z', 'Asia/Kolkata')).toBe('4 May 2031')
  })

  it('reads it a day earlier west of UTC', () => {
    expect(longDateIn('2031-05-04T03:00:00.000Z', 'America/Los_Angeles')).toBe('3 May 2031')
    expect(longDateIn('2031-05-04T03:00:00.000Z', 'UTC')).toBe('4 May 2031')
  })
})

describe('in Hindi', () => {
  it('names the month in Hindi and keeps Latin digits (ADR 052)', () => {
    expect(longDate('2026-11-12', 'hi')).toBe('12 नवंबर 2026')
    expect(longDate('1987-01-05', 'hi')).toBe('5 जनवरी 1987')
  })

  it('groups numbers the Indian way in both languages, with Latin digits', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567')
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567')
    expect(intlLocale('hi')).toBe('hi-IN-u-nu-latn')
    expect(intlLocale('en')).toBe('en-IN')
  })
})

describe('monthYear', () => {
  it('writes a month of the calendar in words, in each language', () => {
    expect(monthYear('2026-11', 'en')).toBe('November 2026')
    expect(monthYear('2027-01', 'hi')).toBe('जनवरी 2027')
  })
})

describe('clockTimeIn', () => {
  it('writes an instant as the clock time of a zone, in each language, the same on every call', () => {
    const at = new Date('2026-11-28T01:12:00Z')
    expect(clockTimeIn(at, 'Asia/Kolkata', 'en')).toBe(
      new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(at),
    )
    expect(clockTimeIn(at, 'Asia/Kolkata', 'en')).toMatch(/^6:42\s?am$/i)
    expect(clockTimeIn(at, 'Europe/Berlin', 'en')).toMatch(/^2:12\s?am$/i)
    expect(clockTimeIn(at, 'Asia/Kolkata', 'hi')).toMatch(/^6:42/)
    expect(() => clockTimeIn(at, 'Mars/Olympus')).toThrow()
  })
})

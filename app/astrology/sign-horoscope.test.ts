import { describe, expect, it } from 'vitest'
import { horoscopeToday, periodSpan, SIGN_HOROSCOPE_TAGS, signHoroscope } from './sign-horoscope'

const at = (iso: string) => Date.parse(iso)

describe('periodSpan', () => {
  // Friday 27 November 2026.
  const friday = { year: 2026, month: 11, day: 27 }

  it('runs a week from Monday to Sunday and changes at the midnight after it, India time', () => {
    const span = periodSpan('week', friday)
    expect(span).toMatchObject({ start: '2026-11-23', end: '2026-11-29' })
    // Monday 30 November 00:00 IST = 29 November 18:30 UTC.
    expect(new Date(span.changesAtMs).toISOString()).toBe('2026-11-29T18:30:00.000Z')
  })

  it('keeps a Monday and a Sunday in their own week', () => {
    expect(periodSpan('week', { year: 2026, month: 11, day: 23 }).start).toBe('2026-11-23')
    expect(periodSpan('week', { year: 2026, month: 11, day: 29 }).start).toBe('2026-11-23')
  })

  it('covers whole months and years, across a year end', () => {
    expect(periodSpan('month', { year: 2026, month: 12, day: 31 })).toMatchObject({ start: '2026-12-01', end: '2026-12-31' })
    expect(periodSpan('month', { year: 2028, month: 2, day: 10 })).toMatchObject({ start: '2028-02-01', end: '2028-02-29' })
    expect(periodSpan('year', friday)).toMatchObject({ start: '2026-01-01', end: '2026-12-31' })
  })

  it("changes tomorrow's page with today's, at the next midnight", () => {
    const span = periodSpan('tomorrow', friday)
    expect(span).toMatchObject({ start: '2026-11-28', end: '2026-11-28' })
    expect(new Date(span.changesAtMs).toISOString()).toBe('2026-11-27T18:30:00.000Z')
  })
})

describe('horoscopeToday', () => {
  it('reads the day in India, not in UTC', () => {
    // 20:00 UTC on the 27th is 01:30 on the 28th in India.
    expect(horoscopeToday(at('2026-11-27T20:00:00Z'))).toEqual({ year: 2026, month: 11, day: 28 })
    expect(horoscopeToday(at('2026-11-27T18:29:00Z'))).toEqual({ year: 2026, month: 11, day: 27 })
  })
})

describe('signHoroscope', () => {
  it('counts the Moon from the sign on a full Moon day (3 January 2026: Moon in Mithuna, Ardra)', () => {
    // Paush Purnima: the Sun near 18° sidereal Dhanu, so the Moon near 18° Mithuna, inside Ardra (6°40′–20°).
    const mesha = signHoroscope(1, 'today', at('2026-01-03T06:00:00Z'))
    expect(mesha.moon).toEqual({ sign: 3, house: 3, quality: 'favourable', nakshatra: 6, nature: 'sharp' })
    expect(mesha.tags).toEqual(['moon-house:3', 'nakshatra-nature:sharp'])
    // From Vrishchika (8) Mithuna is the 8th: Chandrashtama.
    expect(signHoroscope(8, 'today', at('2026-01-03T06:00:00Z')).moon).toMatchObject({ house: 8, quality: 'unfavourable' })
    // Mithuna itself: the 1st, favourable; Kanya (6): the 10th, favourable; Karka (4): the 12th.
    expect(signHoroscope(3, 'today', at('2026-01-03T06:00:00Z')).moon?.quality).toBe('favourable')
    expect(signHoroscope(4, 'today', at('2026-01-03T06:00:00Z')).moon).toMatchObject({ house: 12, quality: 'unfavourable' })
  })

  it("reads tomorrow's sky on the day before", () => {
    const asked = signHoroscope(1, 'tomorrow', at('2026-01-02T06:00:00Z'))
    expect(asked.span.start).toBe('2026-01-03')
    expect(asked.moon).toEqual(signHoroscope(1, 'today', at('2026-01-03T06:00:00Z')).moon)
  })

  it('reads the slow grahas of 2026 from its first day (Jupiter in Mithuna, Saturn in Meena, Rahu in Kumbha, Ketu in Simha)', () => {
    const mesha = signHoroscope(1, 'year', at('2026-06-01T06:00:00Z'))
    expect(mesha.grahas.map((g) => [g.graha, g.sign, g.house, g.quality])).toEqual([
      ['jupiter', 3, 3, 'unfavourable'],
      ['saturn', 12, 12, 'unfavourable'],
      ['rahu', 11, 11, 'favourable'],
      ['ketu', 5, 5, 'unfavourable'],
    ])
    // Makara (10): Jupiter in the 6th, Saturn in the 3rd (good), Rahu in the 2nd, Ketu in the 8th.
    const makara = signHoroscope(10, 'year', at('2026-01-01T00:00:00Z'))
    expect(makara.grahas.map((g) => [g.house, g.quality])).toEqual([
      [6, 'unfavourable'],
      [3, 'favourable'],
      [2, 'unfavourable'],
      [8, 'unfavourable'],
    ])
    // Kumbha (11): Jupiter in the 5th is one of its good houses.
    expect(signHoroscope(11, 'year', at('2026-03-01T00:00:00Z')).grahas[0]).toMatchObject({ house: 5, quality: 'favourable' })
    expect(mesha.tags).toEqual(['gochara-jupiter:unfavourable', 'gochara-saturn:unfavourable', 'gochara-rahu:favourable', 'gochara-ketu:unfavourable'])
  })

  it('reads a Western sun sign in the tropical zodiac, houses counted from the sign (ADR 257)', () => {
    // 3 January 2026: the Moon near 18° sidereal Mithuna is near 12° tropical Cancer (an ayanamsa of about 24°), the
    // 4th from Aries; the day's nakshatra is the sidereal Moon's either way.
    const aries = signHoroscope(1, 'today', at('2026-01-03T06:00:00Z'), 'tropical')
    expect(aries.zodiac).toBe('tropical')
    expect(aries.moon).toEqual({ sign: 4, house: 4, quality: 'unfavourable', nakshatra: 6, nature: 'sharp' })
    // The week of 23 November 2026: the Sun has just entered tropical Sagittarius (about 22 November) but is still in
    // sidereal Vrishchika (until about 16 December).
    const week = at('2026-11-25T06:00:00Z')
    expect(signHoroscope(1, 'week', week, 'tropical').grahas[0]).toMatchObject({ graha: 'sun', sign: 9, house: 9 })
    expect(signHoroscope(1, 'week', week).grahas[0]).toMatchObject({ graha: 'sun', sign: 8, house: 8 })
    // 1 January 2026: Jupiter in tropical Cancer (sidereal Mithuna), Saturn in Pisces in both.
    const year = signHoroscope(1, 'year', at('2026-06-01T06:00:00Z'), 'tropical')
    expect(year.grahas.slice(0, 2).map((g) => [g.graha, g.sign, g.house])).toEqual([
      ['jupiter', 4, 4],
      ['saturn', 12, 12],
    ])
    expect(signHoroscope(1, 'year', at('2026-06-01T06:00:00Z')).zodiac).toBe('sidereal')
  })

  it('says the same all week and all month, whatever day it is asked', () => {
    expect(signHoroscope(5, 'week', at('2026-11-23T01:00:00Z'))).toEqual(signHoroscope(5, 'week', at('2026-11-29T12:00:00Z')))
    expect(signHoroscope(5, 'month', at('2026-11-01T00:00:00Z'))).toEqual(signHoroscope(5, 'month', at('2026-11-30T18:00:00Z')))
    expect(signHoroscope(5, 'week', at('2026-11-27T06:00:00Z')).grahas.map((g) => g.graha)).toEqual([
      'sun',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
    ])
  })

  it('asks only for tags the CMS knows', () => {
    for (let sign = 1; sign <= 12; sign++)
      for (const period of ['today', 'week', 'month', 'year'] as const)
        for (const tag of signHoroscope(sign, period, at('2026-11-27T06:00:00Z')).tags) expect(SIGN_HOROSCOPE_TAGS).toContain(tag)
  })

  it('refuses a sign outside 1–12', () => {
    expect(() => signHoroscope(0, 'today', 0)).toThrow(RangeError)
    expect(() => signHoroscope(13, 'year', 0)).toThrow(RangeError)
  })
})

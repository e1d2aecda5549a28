import { describe, expect, it } from 'vitest'
import { CALENDAR_MAX_DATE, CALENDAR_MIN_DATE, parseCalendarQuery, parseLuckyQuery, zoneFromCookie } from './day-query'

const q = (text: string) => new URLSearchParams(text)

describe('parseCalendarQuery', () => {
  it('takes a date, a gazetteer place and a view; all are optional', () => {
    expect(parseCalendarQuery(q(''))).toEqual({ ok: true, value: { date: null, place: null, view: 'day' } })
    expect(parseCalendarQuery(q('date=2026-11-24&place=1261481&view=month'))).toEqual({
      ok: true,
      value: { date: '2026-11-24', place: '1261481', view: 'month' },
    })
    // Other parameters (the language, campaign tags) are none of its business.
    expect(parseCalendarQuery(q('date=2026-11-24&lng=hi&utm_source=x')).ok).toBe(true)
  })

  it('keeps to 1920–2100', () => {
    expect(CALENDAR_MIN_DATE).toBe('1920-01-01')
    expect(CALENDAR_MAX_DATE).toBe('2100-12-31')
    expect(parseCalendarQuery(q('date=1920-01-01')).ok).toBe(true)
    expect(parseCalendarQuery(q('date=2100-12-31')).ok).toBe(true)
    expect(parseCalendarQuery(q('date=1919-12-31'))).toEqual({ ok: false, code: 'date-range' })
    expect(parseCalendarQuery(q('date=2101-01-01'))).toEqual({ ok: false, code: 'date-range' })
  })

  it.each([
    ['date=2026-02-30', 'date-format'],
    ['date=24-11-2026', 'date-format'],
    ['date=', 'date-format'],
    ['date=2026-11-24&date=2026-11-25', 'repeated'],
    ['place=new%20delhi', 'place-format'],
    ['place=1261481%00', 'place-format'],
    ['place=123456789012345678901', 'place-format'],
    ['view=year', 'view'],
  ])('refuses %s with %s', (text, code) => {
    expect(parseCalendarQuery(q(text))).toEqual({ ok: false, code })
  })
})

describe('parseLuckyQuery', () => {
  it('takes a Moon sign 1–12 or none', () => {
    expect(parseLuckyQuery(q(''))).toEqual({ ok: true, value: { sign: null, refresh: 0 } })
    expect(parseLuckyQuery(q('sign=12'))).toEqual({ ok: true, value: { sign: 12, refresh: 0 } })
    // A signed-out Refresh keeps its count in the address: nothing is stored.
    expect(parseLuckyQuery(q('sign=3&refresh=4'))).toEqual({ ok: true, value: { sign: 3, refresh: 4 } })
    for (const bad of [
      'sign=0',
      'sign=13',
      'sign=1.5',
      'sign=aries',
      'sign=',
      'sign=1&sign=2',
      'sign=1&refresh=-1',
      'sign=1&refresh=x',
      'sign=1&refresh=1001',
    ])
      expect(parseLuckyQuery(q(bad)).ok, bad).toBe(false)
  })
})

describe('zoneFromCookie', () => {
  it('reads a valid IANA zone from the tz cookie, else null', () => {
    expect(zoneFromCookie('a=1; tz=Europe%2FBerlin; b=2')).toBe('Europe/Berlin')
    expect(zoneFromCookie('tz=America/New_York')).toBe('America/New_York')
    expect(zoneFromCookie('tz=Mars%2FOlympus')).toBeNull()
    expect(zoneFromCookie('tz=%E0%A4')).toBeNull()
    expect(zoneFromCookie(null)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { parseIsoDate, toIsoInstant } from './calendar'
import { assertTimeZone, formatOffset, formatterCacheSize, localDayBounds, offsetSecondsAt, wallClockAt, zonedToUtc } from './time-zone'

const at = (iso: string) => Date.parse(iso)

describe('historical offsets from Node ICU tz data (IANA tzdb)', () => {
  it.each([
    // Asia/Kolkata: Madras mean time until 1906, then IST, with war time +06:30 in 1941–42 and 1942–45.
    ['Asia/Kolkata', '1900-01-01T00:00:00Z', '+05:21:10'],
    ['Asia/Kolkata', '1905-06-01T00:00:00Z', '+05:21:10'],
    ['Asia/Kolkata', '1920-06-01T00:00:00Z', '+05:30'],
    ['Asia/Kolkata', '1942-01-15T00:00:00Z', '+06:30'],
    ['Asia/Kolkata', '1943-06-01T00:00:00Z', '+06:30'],
    ['Asia/Kolkata', '1945-12-01T00:00:00Z', '+05:30'],
    ['Asia/Kathmandu', '2024-01-01T00:00:00Z', '+05:45'],
    ['Europe/London', '1970-01-15T00:00:00Z', '+01:00'], // British Standard Time, 1968–71
    ['America/New_York', '2024-07-01T12:00:00Z', '-04:00'],
    ['Australia/Lord_Howe', '2024-01-01T00:00:00Z', '+11:00'], // half-hour DST
    ['UTC', '1950-01-01T00:00:00Z', '+00:00'],
  ])('%s at %s is %s', (zone, iso, offset) => {
    expect(formatOffset(offsetSecondsAt(zone, at(iso)))).toBe(offset)
  })

  it('reads the wall clock to the second', () => {
    expect(wallClockAt('Asia/Kolkata', at('1900-01-01T00:00:00Z'))).toEqual({
      date: { year: 1900, month: 1, day: 1 },
      secondsOfDay: 5 * 3600 + 21 * 60 + 10,
    })
  })
})

describe('zonedToUtc', () => {
  it('converts an ordinary reading', () => {
    const result = zonedToUtc('Asia/Kolkata', parseIsoDate('1990-05-15'), 10.5 * 3600)
    expect(toIsoInstant(result.epochMs)).toBe('1990-05-15T05:00:00.000Z')
    expect(result.offsetSeconds).toBe(19_800)
  })

  it('uses local mean time with seconds before 1906', () => {
    const result = zonedToUtc('Asia/Kolkata', parseIsoDate('1900-06-01'), 12 * 3600)
    expect(toIsoInstant(result.epochMs)).toBe('1900-06-01T06:38:50.000Z')
  })

  it('reports a skipped reading instead of guessing (New York, 10 March 2024, 02:30)', () => {
    const date = parseIsoDate('2024-03-10')
    expect(() => zonedToUtc('America/New_York', date, 2.5 * 3600)).toThrowError(
      expect.objectContaining({
        code: 'NONEXISTENT_LOCAL_TIME',
        details: expect.objectContaining({ earlier: '2024-03-10T06:30:00.000Z', later: '2024-03-10T07:30:00.000Z' }),
      }),
    )
    expect(toIsoInstant(zonedToUtc('America/New_York', date, 2.5 * 3600, 'earlier').epochMs)).toBe('2024-03-10T06:30:00.000Z')
    expect(toIsoInstant(zonedToUtc('America/New_York', date, 2.5 * 3600, 'later').epochMs)).toBe('2024-03-10T07:30:00.000Z')
  })

  it('reports a repeated reading instead of guessing (New York, 3 November 2024, 01:30)', () => {
    const date = parseIsoDate('2024-11-03')
    expect(() => zonedToUtc('America/New_York', date, 1.5 * 3600)).toThrowError(
      expect.objectContaining({
        code: 'AMBIGUOUS_LOCAL_TIME',
        details: expect.objectContaining({ earlier: '2024-11-03T05:30:00.000Z', later: '2024-11-03T06:30:00.000Z' }),
      }),
    )
    expect(zonedToUtc('America/New_York', date, 1.5 * 3600, 'earlier').offsetSeconds).toBe(-4 * 3600)
    expect(zonedToUtc('America/New_York', date, 1.5 * 3600, 'later').offsetSeconds).toBe(-5 * 3600)
  })

  it('reports the 1942 Indian war-time switch (1 September 1942, clocks 00:00 → 01:00)', () => {
    expect(() => zonedToUtc('Asia/Kolkata', parseIsoDate('1942-09-01'), 0.5 * 3600)).toThrowError(
      expect.objectContaining({ code: 'NONEXISTENT_LOCAL_TIME' }),
    )
  })

  it('gives 23- and 25-hour days around daylight-saving changes', () => {
    const spring = localDayBounds('Europe/Berlin', parseIsoDate('2024-03-31'))
    const autumn = localDayBounds('Europe/Berlin', parseIsoDate('2024-10-27'))
    expect((spring.endMs - spring.startMs) / 3_600_000).toBe(23)
    expect((autumn.endMs - autumn.startMs) / 3_600_000).toBe(25)
  })

  it('rejects a calendar day the zone skipped entirely (Samoa crossed the date line on 2011-12-30)', () => {
    expect(() => localDayBounds('Pacific/Apia', parseIsoDate('2011-12-30'))).toThrowError(expect.objectContaining({ code: 'INVALID_DATE' }))
    expect(localDayBounds('Pacific/Apia', parseIsoDate('2011-12-31')).endMs).toBeGreaterThan(0)
  })
})

describe('assertTimeZone', () => {
  it.each(['Asia/Kolkata', 'Asia/Calcutta', 'asia/kolkata', 'UTC', 'Etc/GMT-5'])('accepts %s', (zone) => {
    expect(assertTimeZone(zone)).toBe(zone)
  })

  it.each(['Mars/Olympus', '+05:30', 'IST5', '', 'x'.repeat(65), 42, null])('rejects %s', (zone) => {
    expect(() => assertTimeZone(zone)).toThrowError(expect.objectContaining({ code: 'INVALID_TIME_ZONE', field: 'tz' }))
  })

  it('keeps its formatter cache bounded whatever zones it is fed', () => {
    for (const zone of Intl.supportedValuesOf('timeZone').slice(0, 200)) assertTimeZone(zone)
    expect(formatterCacheSize()).toBeLessThanOrEqual(64)
  })
})

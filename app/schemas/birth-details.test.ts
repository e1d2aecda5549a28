import { describe, expect, it } from 'vitest'
import {
  coordinateFromText,
  coordinateToText,
  formatClockTime,
  fromClockTime,
  isBirthDate,
  isCalendarDate,
  isClockTime,
  isTimeZone,
  latestToday,
  latestYear,
  toClockTime,
  todayIn,
} from './birth-details'

describe('birth dates', () => {
  const now = new Date('2026-11-22T10:00:00Z')

  it('accepts 1920-01-01 through today, and nothing outside', () => {
    expect(isBirthDate('1920-01-01', now)).toBe(true)
    expect(isBirthDate('1919-12-31', now)).toBe(false)
    expect(isBirthDate('2026-11-22', now)).toBe(true)
    expect(isBirthDate('2026-11-24', now)).toBe(false)
  })

  it('counts today where the day is latest, so a birth just after midnight in Kiribati is not in the future', () => {
    expect(latestToday(new Date('2026-11-22T10:30:00Z'))).toBe('2026-11-23')
    expect(latestToday(new Date('2026-11-22T09:59:00Z'))).toBe('2026-11-22')
    expect(latestYear(new Date('2026-12-31T12:00:00Z'))).toBe(2027)
  })

  it('knows today at the place of birth, which is what a birth date is finally held to', () => {
    const evening = new Date('2026-11-22T15:00:00Z')
    expect(todayIn('Asia/Kolkata', evening)).toBe('2026-11-22')
    expect(todayIn('Pacific/Kiritimati', evening)).toBe('2026-11-23')
    expect(todayIn('America/Los_Angeles', new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21')
    // 18:30 UTC is midnight in India.
    expect(todayIn('Asia/Kolkata', new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
  })

  it('refuses dates that do not exist and other shapes', () => {
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('1990-13-01')).toBe(false)
    expect(isCalendarDate('1990-1-1')).toBe(false)
    expect(isCalendarDate('1990-01-01T00:00')).toBe(false)
    expect(isCalendarDate('')).toBe(false)
  })
})

describe('birth times', () => {
  it('turns the 12-hour picker into 24-hour HH:MM', () => {
    expect(toClockTime(12, 0, 'AM')).toBe('00:00')
    expect(toClockTime(12, 30, 'PM')).toBe('12:30')
    expect(toClockTime(1, 5, 'AM')).toBe('01:05')
    expect(toClockTime(11, 59, 'PM')).toBe('23:59')
    expect(toClockTime(7, 45, 'PM')).toBe('19:45')
  })

  it('reads HH:MM back into the picker', () => {
    expect(fromClockTime('00:00')).toEqual({ hour: '12', minute: '00', period: 'AM' })
    expect(fromClockTime('12:30')).toEqual({ hour: '12', minute: '30', period: 'PM' })
    expect(fromClockTime('19:45')).toEqual({ hour: '07', minute: '45', period: 'PM' })
    expect(fromClockTime('24:00')).toBeNull()
  })

  it('round-trips every minute of the day', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (let minute = 0; minute < 60; minute++) {
        const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
        expect(isClockTime(clock)).toBe(true)
        const picked = fromClockTime(clock)!
        expect(toClockTime(Number(picked.hour), Number(picked.minute), picked.period)).toBe(clock)
      }
    }
  })
})

describe('clock times as the site shows them', () => {
  it('writes HH:MM on the 12-hour clock without a leading zero', () => {
    expect(['00:00', '00:05', '07:45', '12:00', '12:30', '19:45', '23:59'].map(formatClockTime)).toEqual([
      '12:00 AM',
      '12:05 AM',
      '7:45 AM',
      '12:00 PM',
      '12:30 PM',
      '7:45 PM',
      '11:59 PM',
    ])
  })
})

describe('coordinates as stored text', () => {
  it('writes plain decimals with at most 8 places', () => {
    expect([19.076, -0.0000001, 1e-7, 72.87765432109, -0, 0, 180, -90.5].map(coordinateToText)).toEqual([
      '19.076',
      '-0.0000001',
      '0.0000001',
      '72.87765432',
      '0',
      '0',
      '180',
      '-90.5',
    ])
  })

  it('reads back what it writes, and nothing else', () => {
    for (const value of [19.076, -33.86785, 0, 179.99999999, -180]) expect(coordinateFromText(coordinateToText(value))).toBe(value)
    for (const text of ['1e-7', '', ' 19.0', '19.', '1234', '0x1F', '19.123456789', 'NaN', 'Infinity']) expect(coordinateFromText(text), text).toBeNaN()
  })
})

describe('time zones', () => {
  it.each(['Asia/Kolkata', 'Asia/Calcutta', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'])('accepts %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true)
  })

  it.each(['', ' ', 'Mars/Olympus_Mons', ' Asia/Kolkata', '+05:30', 'Asia/Kolkata\n', 'x'.repeat(100)])('refuses %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { calendarDayAt, calendarMonthAt, calendarMuhurtasAt, energyTone, NEW_DELHI } from './calendar.server'

const delhi = { lat: NEW_DELHI.latitude, lon: NEW_DELHI.longitude, tz: NEW_DELHI.timeZone }

describe('calendarDayAt', () => {
  it('gives the limbs with their end times, sunrise and sunset, energy, 3 + 2 activities and all nine grahas', () => {
    const day = calendarDayAt('2026-11-24', delhi)
    expect(day.date).toBe('2026-11-24')
    expect(day.weekday).toBe(3) // a Tuesday: 1 = Sunday
    expect(day.tithi.number).toBeGreaterThanOrEqual(1)
    expect(day.tithi.endsAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(day.nakshatra.endsAt).toMatch(/T/)
    expect(day.yoga.endsAt).toMatch(/T/)
    expect(day.karana.endsAt).toMatch(/T/)
    expect(day.sunrise).toMatch(/^2026-11-24T0[01]:/) // about 06:50 IST = 01:20 UTC
    expect(day.sunset).toMatch(/^2026-11-24T1[12]:/)
    expect(day.energy).toBeGreaterThanOrEqual(1)
    expect(day.energy).toBeLessThanOrEqual(10)
    expect(day.activities.favourable).toHaveLength(3)
    expect(day.activities.avoid).toHaveLength(2)
    expect(day.transits.map((t) => t.graha)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'])
    for (const t of day.transits) expect(t.sign).toBeGreaterThanOrEqual(1)
    expect(day.transits.find((t) => t.graha === 'rahu')!.retrograde).toBe(true)
    expect(day.transits.find((t) => t.graha === 'sun')!.retrograde).toBe(false)
    expect(day.phase.name).toMatch(/moon|crescent|gibbous|quarter/)
    expect(day.phase.illumination).toBeGreaterThanOrEqual(0)
  })

  it('is the same answer for the same day and place (cached), another for another place', () => {
    expect(calendarDayAt('2026-11-24', delhi)).toBe(calendarDayAt('2026-11-24', delhi))
    const london = calendarDayAt('2026-11-24', { lat: 51.5, lon: -0.13, tz: 'Europe/London' })
    expect(london.sunrise).not.toBe(calendarDayAt('2026-11-24', delhi).sunrise)
  })

  it('refuses days outside 1920–2100 with the engine’s input error, not a crash', () => {
    expect(() => calendarDayAt('1919-12-31', delhi)).toThrow(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }))
    expect(() => calendarDayAt('2101-01-01', delhi)).toThrow(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }))
  })
})

describe('calendarMuhurtasAt', () => {
  it('gives the day’s muhurtas from the same sunrise as the day, kept per day and place, and refuses the same range', () => {
    const muhurtas = calendarMuhurtasAt('2026-11-24', delhi)
    expect(muhurtas.status).toBe('ok')
    if (muhurtas.status === 'ok') {
      expect(muhurtas.sunrise).toBe(calendarDayAt('2026-11-24', delhi).sunrise)
      expect(muhurtas.dayChoghadiyas).toHaveLength(8)
    }
    expect(calendarMuhurtasAt('2026-11-24', delhi)).toBe(muhurtas)
    expect(calendarMuhurtasAt('2026-12-15', { lat: 69.6496, lon: 18.957, tz: 'Europe/Oslo' }).status).toBe('polar-night')
    expect(() => calendarMuhurtasAt('2101-01-01', delhi)).toThrow(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }))
  })
})

describe('calendarMonthAt', () => {
  it('has every day of the month with its phase, and marks Purnima, Amavasya, Ekadashi and Sankranti', () => {
    const month = calendarMonthAt(2026, 11, delhi)
    expect(month.days).toHaveLength(30)
    expect(month.leadingBlanks).toBe(0) // 1 November 2026 is a Sunday
    const marks = month.days.flatMap((d) => d.observances)
    expect(marks).toContain('purnima')
    expect(marks).toContain('amavasya')
    expect(marks.filter((m) => m === 'ekadashi').length).toBeGreaterThanOrEqual(2)
    expect(marks).toContain('sankranti')
    expect(calendarMonthAt(2026, 11, delhi)).toBe(month)
  })
})

describe('energyTone', () => {
  it('is green at 7 or more, yellow at 5 or more, red below (spec 9)', () => {
    expect([10, 7, 6, 5, 4, 1].map(energyTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red'])
  })
})

import { getPanchangam, Observer } from '@ishubhamx/panchangam-js'
import { describe, expect, it } from 'vitest'
import { instantAt, meanOfDateLongitude, normalizeDegrees } from './ephemeris'
import { karanaName, panchang, tithiName } from './panchang'

const delhi = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }
const minutesBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 60_000
const ist = (local: string) => new Date(`${local}+05:30`).toISOString()

describe('published almanac facts (Drik Panchang, New Delhi; times IST)', () => {
  // Each row: a festival day, the tithi at sunrise and when that tithi ends.
  it.each([
    ['2023-09-19', 4, 'Chaturthi', 'shukla', '2023-09-19T13:43'], // Ganesh Chaturthi
    ['2023-10-24', 10, 'Dashami', 'shukla', '2023-10-24T15:14'], // Dussehra
    ['2023-11-01', 19, 'Chaturthi', 'krishna', '2023-11-01T21:19'], // Karwa Chauth
    ['2023-11-12', 29, 'Chaturdashi', 'krishna', '2023-11-12T14:44'], // Diwali: Amavasya from 2:44 PM
    ['2024-01-25', 15, 'Purnima', 'shukla', '2024-01-25T23:23'], // Paush Purnima
    ['2024-03-08', 28, 'Trayodashi', 'krishna', '2024-03-08T21:57'], // Maha Shivaratri: Chaturdashi from 9:57 PM
    ['2024-04-08', 30, 'Amavasya', 'krishna', '2024-04-08T23:50'], // Chaitra Amavasya
    ['2024-08-26', 23, 'Ashtami', 'krishna', '2024-08-27T02:19'], // Janmashtami
  ])('%s: tithi %i %s (%s) until %s', (date, number, name, paksha, endsAtIst) => {
    const { tithi } = panchang(date, delhi)
    expect(tithi).toMatchObject({ number, name, paksha })
    expect(minutesBetween(tithi.endsAt, ist(endsAtIst))).toBeLessThan(2)
  })

  it('Diwali 2023 (12 November): Shakuni, the second half of Chaturdashi, ends with the tithi at 2:44 PM', () => {
    // Hand-worked: karana 58 spans elongation 342°–348°, the second half of tithi 29 (336°–348°), so it ends when the
    // tithi does; Drik Panchang gives "Shakuni upto 02:44 PM".
    const { karana, tithi } = panchang('2023-11-12', delhi)
    expect(karana).toMatchObject({ number: 58, name: 'Shakuni' })
    expect(karana.endsAt).toBe(tithi.endsAt)
    expect(minutesBetween(karana.endsAt, ist('2023-11-12T14:44'))).toBeLessThan(2)
  })

  it('an odd karana ends halfway through its tithi, when the Moon is 6° further from the Sun', () => {
    for (const date of ['2024-01-25', '2024-04-08', '2024-08-26', '2023-09-19', '2023-10-24']) {
      const { karana, tithi } = panchang(date, delhi)
      const elongation = (iso: string) => {
        const instant = instantAt(Date.parse(iso))
        return normalizeDegrees(meanOfDateLongitude(instant, 'moon') - meanOfDateLongitude(instant, 'sun'))
      }
      expect(Math.abs(normalizeDegrees(elongation(karana.endsAt) - karana.number * 6 + 180) - 180)).toBeLessThan(1e-4)
      if (karana.number % 2 === 0) expect(karana.endsAt).toBe(tithi.endsAt)
      else expect(Date.parse(karana.endsAt)).toBeLessThan(Date.parse(tithi.endsAt))
    }
  })

  it('2024-08-26 (Janmashtami): Krittika until 3:55 PM, then Rohini', () => {
    const { nakshatra } = panchang('2024-08-26', delhi)
    expect(nakshatra.name).toBe('Krittika')
    expect(minutesBetween(nakshatra.endsAt, ist('2024-08-26T15:55'))).toBeLessThan(2)
  })

  it('Onam 2023 (29 August, Thiruvananthapuram): Thiruvonam (Shravana) until 11:50 PM', () => {
    const { nakshatra } = panchang('2023-08-29', { lat: 8.5241, lon: 76.9366, tz: 'Asia/Kolkata' })
    expect(nakshatra.name).toBe('Shravana')
    expect(minutesBetween(nakshatra.endsAt, ist('2023-08-29T23:50'))).toBeLessThan(2)
  })

  it('sunrise 6:03 AM and sunset 6:43 PM in New Delhi on 8 April 2024', () => {
    const day = panchang('2024-04-08', delhi)
    expect(minutesBetween(day.sunrise!, ist('2024-04-08T06:03'))).toBeLessThan(1.5)
    expect(minutesBetween(day.sunset!, ist('2024-04-08T18:43'))).toBeLessThan(1.5)
    expect(day.referenceInstant).toBe(day.sunrise)
    expect(day.vara).toEqual({ number: 2, name: 'Somavara', english: 'Monday' })
  })
})

describe('moon phases against published instants (NASA / Espenak phase tables, UT)', () => {
  const utc = { lat: 0, lon: 0, tz: 'UTC' }
  it.each([
    ['1991-07-11T19:06', 'new-moon'],
    ['1999-08-11T11:08', 'new-moon'],
    ['2000-01-06T18:14', 'new-moon'],
    ['2000-01-21T04:40', 'full-moon'],
    ['2015-09-28T02:50', 'full-moon'],
    ['2017-08-21T18:30', 'new-moon'],
    ['2018-07-27T20:20', 'full-moon'],
    ['2019-07-02T19:16', 'new-moon'],
    ['2022-11-08T11:02', 'full-moon'],
    ['2024-01-04T03:30', 'last-quarter'],
    ['2024-01-11T11:57', 'new-moon'],
    ['2024-01-18T03:53', 'first-quarter'],
    ['2024-01-25T17:54', 'full-moon'],
    ['2024-04-08T18:21', 'new-moon'],
  ])('%s UT is a %s', (instant, phase) => {
    const { moonPhase } = panchang(instant.slice(0, 10), utc)
    expect(moonPhase.name).toBe(phase)
    expect(minutesBetween(moonPhase.exactAt!, `${instant}:00Z`)).toBeLessThan(1.5)
  })

  it('gives each principal phase exactly one day in a lunation and fills the rest in order', () => {
    const names: string[] = []
    for (let day = 1; day <= 30; day++) names.push(panchang(`2024-03-${String(day).padStart(2, '0')}`, delhi).moonPhase.name)
    const runs = names.filter((name, i) => name !== names[i - 1])
    expect(runs).toEqual([
      'waning-gibbous',
      'last-quarter',
      'waning-crescent',
      'new-moon',
      'waxing-crescent',
      'first-quarter',
      'waxing-gibbous',
      'full-moon',
      'waning-gibbous',
    ])
    for (const principal of ['new-moon', 'first-quarter', 'full-moon', 'last-quarter']) {
      expect(names.filter((name) => name === principal)).toHaveLength(1)
    }
  })
})

describe('panchang', () => {
  it('reads the limbs at local noon where the Sun does not rise (Tromsø, midsummer)', () => {
    const day = panchang('2024-06-21', { lat: 69.65, lon: 18.96, tz: 'Europe/Oslo' })
    expect(day.sunrise).toBeNull()
    expect(day.sunset).toBeNull()
    expect(day.referenceInstant).toBe('2024-06-21T10:00:00.000Z')
  })

  it('gives the transits of Mercury, Venus and Mars in both zodiacs, and a 1–10 energy level', () => {
    const day = panchang('2024-04-08', delhi)
    expect(day.transits.venus.tropical.english).toBe('Aries')
    expect(day.transits.venus.sidereal.english).toBe('Pisces')
    expect(day.transits.mars.sidereal.sanskrit).toBe('Kumbha')
    expect(day.energy.level).toBeGreaterThanOrEqual(1)
    expect(day.energy.level).toBeLessThanOrEqual(10)
  })

  it('names tithis and karanas', () => {
    expect([1, 5, 14, 15, 16, 29, 30].map(tithiName)).toEqual(['Pratipada', 'Panchami', 'Chaturdashi', 'Purnima', 'Pratipada', 'Chaturdashi', 'Amavasya'])
    expect([1, 2, 8, 9, 57, 58, 59, 60].map(karanaName)).toEqual(['Kimstughna', 'Bava', 'Vishti', 'Bava', 'Vishti', 'Shakuni', 'Chatushpada', 'Naga'])
  })

  it.each([
    ['2023-02-29', delhi, 'INVALID_DATE'],
    ['2024-01-01', { ...delhi, lat: 100 }, 'INVALID_LATITUDE'],
    ['2024-01-01', { ...delhi, tz: 'Asia/Mumbai' }, 'INVALID_TIME_ZONE'],
    ['1899-01-01', delhi, 'DATE_OUT_OF_RANGE'],
  ])('rejects %s at %j', (date, place, code) => {
    expect(() => panchang(date, place)).toThrowError(expect.objectContaining({ code }))
  })
})

describe('cross-check with @ishubhamx/panchangam-js getPanchangam', () => {
  // Both read the limbs at sunrise. panchangam-js's sidereal longitudes differ from ours by up to
  // ~20″ (nutation, ΔT), so limbs may legitimately differ when a boundary is within minutes of sunrise.
  const limbsAt = (ms: number) => {
    const instant = instantAt(ms)
    const moon = meanOfDateLongitude(instant, 'moon')
    const sun = meanOfDateLongitude(instant, 'sun')
    return {
      tithi: Math.floor(normalizeDegrees(moon - sun) / 12),
      karana: Math.floor(normalizeDegrees(moon - sun) / 6),
      nakshatra: Math.floor((normalizeDegrees(moon - instant.ayanamsa) * 27) / 360),
      yoga: Math.floor((normalizeDegrees(moon + sun - 2 * instant.ayanamsa) * 27) / 360),
    }
  }

  it('agrees on tithi, nakshatra, yoga and the karana’s end at sunrise on 40 days from 1920 to 2030', () => {
    const observer = new Observer(delhi.lat, delhi.lon, 0)
    let compared = 0
    let karanas = 0
    for (let i = 0; i < 40; i++) {
      const ms = Date.parse('1920-03-01T06:30:00Z') + i * 1013 * 86_400_000
      const date = new Date(ms).toISOString().slice(0, 10)
      const ours = panchang(date, delhi)
      const theirs = getPanchangam(new Date(`${date}T06:30:00Z`), observer, { timezoneOffset: 330 })
      expect(minutesBetween(ours.sunrise!, theirs.sunrise!.toISOString())).toBeLessThan(1)
      const rise = Date.parse(ours.sunrise!)
      const before = limbsAt(rise - 5 * 60_000)
      const after = limbsAt(rise + 5 * 60_000)
      if (before.tithi === after.tithi) expect(ours.tithi.number - 1).toBe(theirs.tithi)
      if (before.nakshatra === after.nakshatra) expect(ours.nakshatra.number - 1).toBe(theirs.nakshatra)
      if (before.yoga === after.yoga) expect(ours.yoga.number - 1).toBe(theirs.yoga)
      // The karana at sunrise ends when theirs does (their transitions run from sunrise on).
      const running = theirs.karanaTransitions.find((k) => k.startTime.getTime() <= rise + 60_000 && rise + 60_000 < k.endTime.getTime())
      if (running && before.karana === after.karana) {
        expect(running.name).toBe(ours.karana.name)
        expect(minutesBetween(ours.karana.endsAt, running.endTime.toISOString())).toBeLessThan(2)
        karanas++
      }
      compared++
    }
    expect(compared).toBe(40)
    expect(karanas).toBeGreaterThan(30)
  })
})

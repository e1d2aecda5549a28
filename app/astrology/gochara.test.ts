import { describe, expect, it } from 'vitest'
import { birthChart } from './chart'
import { isAstrologyInputError } from './errors'
import { dayBand, jupiterHouseQuality, moonHouseQuality, saturnPhase, TARA_CODES, taraOf, TRANSIT_CODES, whyToday, retrogradeAt } from './gochara'
import { dashaAt } from './vimshottari'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const born = (date: string) => birthChart({ date, time: '10:30', ...mumbai })
const day = { date: '2024-06-01', tz: 'Asia/Kolkata' }

describe('taraOf', () => {
  it.each([
    [1, 1, 1, 'janma'],
    [1, 2, 2, 'sampat'],
    [1, 3, 3, 'vipat'],
    [5, 9, 5, 'pratyari'],
    [21, 3, 1, 'janma'], // 21 → 3 counts 10, the 1st of the second round
    [27, 26, 9, 'parama-mitra'],
  ])('from birth star %i to %i is tara %i (%s)', (from, to, number, code) => {
    expect(taraOf(from, to)).toMatchObject({ number, code })
  })

  it('calls Vipat, Pratyari and Naidhana unfavourable and the even taras favourable', () => {
    expect([3, 5, 7].map((n) => taraOf(1, n).quality)).toEqual(['unfavourable', 'unfavourable', 'unfavourable'])
    expect([2, 4, 6, 8, 9].map((n) => taraOf(1, n).quality)).toEqual(Array(5).fill('favourable'))
    expect(taraOf(1, 1).quality).toBe('neutral')
  })
})

describe('saturnPhase', () => {
  it('names sade sati by Saturn’s house from the natal Moon, and the two dhaiyas', () => {
    expect([12, 1, 2, 4, 8, 3].map(saturnPhase)).toEqual([
      'sade-sati-rising',
      'sade-sati-peak',
      'sade-sati-setting',
      'kantaka-shani',
      'ashtama-shani',
      null,
    ])
  })
})

describe('moonHouseQuality', () => {
  it('follows the classical gochara of the Moon: 1 3 6 7 10 11 good, 4 8 12 bad', () => {
    const q = Array.from({ length: 12 }, (_, i) => moonHouseQuality(i + 1)[0])
    expect(q).toEqual(['f', 'n', 'f', 'u', 'n', 'f', 'f', 'u', 'n', 'f', 'f', 'u'])
  })
})

describe('jupiterHouseQuality', () => {
  it('calls Jupiter good in the 2nd, 5th, 7th, 9th and 11th from the Moon only', () => {
    const good = Array.from({ length: 12 }, (_, i) => i + 1).filter((h) => jupiterHouseQuality(h) === 'favourable')
    expect(good).toEqual([2, 5, 7, 9, 11])
  })
})

describe('whyToday', () => {
  it('reads the real sky of 1 June 2024 for a Moon in Dhanu (Uttara Ashadha)', () => {
    const chart = born('1990-05-15')
    const f = whyToday(chart, day)
    expect(f.natal).toMatchObject({ moonSign: 9, nakshatra: 21 })
    // Saturn in Kumbha (11) since January 2023, Jupiter in Vrishabha (2) since May 2024.
    expect(f.saturn).toMatchObject({ sign: 11, houseFromMoon: 3, phase: null })
    expect(f.jupiter).toMatchObject({ sign: 2, houseFromMoon: 6, quality: 'unfavourable' })
    expect(f.moon.house).toBe(((f.moon.sign - 9 + 12) % 12) + 1)
    expect(f.tara).toEqual(taraOf(21, f.moon.nakshatra))
    const running = dashaAt({ date: '1990-05-15', time: '10:30', ...mumbai }, f.referenceInstant)
    expect(f.dasha).toMatchObject({ mahadasha: running.mahadasha.lord, antardasha: running.antardasha.lord })
    expect(f.referenceInstant).toBe('2024-06-01T06:30:00.000Z')
  })

  it('finds sade sati for the three Moon signs around Saturn and marks its codes', () => {
    expect(whyToday(born('1990-05-20'), day).saturn.phase).toBe('sade-sati-rising') // Meena
    expect(whyToday(born('1990-05-19'), day).saturn.phase).toBe('sade-sati-peak') // Kumbha
    const setting = whyToday(born('1990-05-17'), day) // Makara
    expect(setting.saturn.phase).toBe('sade-sati-setting')
    expect(setting.transits).toContain('sade-sati-setting')
    expect(whyToday(born('1990-05-15'), day).transits).not.toContain('sade-sati-setting')
  })

  it('is the same all day and changes with the day', () => {
    const chart = born('1990-05-15')
    expect(whyToday(chart, day)).toEqual(whyToday(chart, { ...day }))
    expect(whyToday(chart, { date: '2024-06-03', tz: 'Asia/Kolkata' }).moon.nakshatra).not.toBe(whyToday(chart, day).moon.nakshatra)
  })

  it('takes noon in the zone given: the same date in New York reads the sky 9.5 hours later', () => {
    expect(whyToday(born('1990-05-15'), { date: '2024-06-01', tz: 'America/New_York' }).referenceInstant).toBe('2024-06-01T16:00:00.000Z')
  })

  it('answers bad days and zones with AstrologyInputError', () => {
    const chart = born('1990-05-15')
    for (const bad of [
      { date: '2024-02-30', tz: 'Asia/Kolkata' },
      { date: '2024-06-01', tz: 'Mars/Olympus' },
      { date: '2200-01-01', tz: 'UTC' },
    ]) {
      let error: unknown
      try {
        whyToday(chart, bad)
      } catch (e) {
        error = e
      }
      expect(isAstrologyInputError(error)).toBe(true)
    }
  })

  it('bands the day from its factors', () => {
    expect(dayBand({ moon: 'favourable', tara: 'favourable', jupiter: 'favourable', saturnHeavy: false })).toBe('high')
    expect(dayBand({ moon: 'unfavourable', tara: 'unfavourable', jupiter: 'neutral', saturnHeavy: true })).toBe('low')
    expect(dayBand({ moon: 'neutral', tara: 'favourable', jupiter: 'neutral', saturnHeavy: false })).toBe('medium')
  })
})

describe('daySky', () => {
  it('gives the weekday and the tithi at local noon', () => {
    // 25 March 2024 was a Monday and Purnima (tithi 15) in India at noon.
    expect(whyToday(born('1990-05-15'), { date: '2024-03-25', tz: 'Asia/Kolkata' })).toMatchObject({ weekday: 1, tithi: 15 })
  })
})

describe('code lists', () => {
  it('lists every transit code whyToday can return', () => {
    const seen = new Set<string>()
    for (const date of ['1990-05-15', '1990-05-17', '1990-05-19', '1990-05-20', '1990-05-22', '1990-05-26', '1990-06-01', '1990-06-05']) {
      for (const code of whyToday(born(date), day).transits) seen.add(code)
    }
    for (const code of seen) expect(TRANSIT_CODES).toContain(code)
    expect(TARA_CODES).toHaveLength(9)
  })
})

describe('whyToday without a birth time', () => {
  it('says when the natal Moon (and so the tara and houses) is uncertain', () => {
    const unknown = birthChart({ date: '1992-11-03', time: null, ...mumbai }) // the Moon changes sign that day
    expect(whyToday(unknown, day).natal).toMatchObject({ uncertain: true, ascendantSign: null })
    expect(whyToday(born('1990-05-15'), day).natal.uncertain).toBe(false)
  })
})

// The five planets' retrograde flag at an instant, against the published stations (any ephemeris or almanac; dates UTC,
// rounded to the day): each instant is a week or more from a station, so the 12-hour test cannot read it either way.
describe('retrograde planets at an instant', () => {
  const at = (date: string) => retrogradeAt(Date.parse(`${date}T06:30:00Z`))

  it('reads Mercury, Jupiter and Saturn retrograde on 20 November 2025, Mars and Venus direct', () => {
    // Mercury R 9–29 Nov 2025; Jupiter R from 11 Nov 2025 to 11 Mar 2026; Saturn R 13 Jul – 28 Nov 2025.
    expect(at('2025-11-20')).toEqual(['mercury', 'jupiter', 'saturn'])
  })

  it('reads Venus and Saturn retrograde on 20 October 2026', () => {
    // Venus R 3 Oct – 13 Nov 2026; Saturn R 26 Jul – 10 Dec 2026; Mercury turns on 24 Oct, four days later.
    expect(at('2026-10-20')).toEqual(['venus', 'saturn'])
  })

  it('reads only Jupiter retrograde on 20 December 2026', () => {
    // Saturn direct from 10 Dec; Jupiter R from 12 Dec 2026.
    expect(at('2026-12-20')).toEqual(['jupiter'])
  })
})

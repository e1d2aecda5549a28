import { describe, expect, it } from 'vitest'
import type { Graha } from './ephemeris'
import { budhaditya, gajakesari, kaalSarp, yogasOf } from './yogas'

// Hand-built charts: sidereal longitudes in degrees.
const chart = (over: Partial<Record<Graha, number>>): Record<Graha, number> => ({
  sun: 20,
  moon: 50,
  mars: 80,
  mercury: 35,
  jupiter: 110,
  venus: 140,
  saturn: 170,
  rahu: 10,
  ketu: 190,
  ...over,
})

describe('kaalSarp', () => {
  it('is present when all seven lie between Rahu (10°) and Ketu (190°)', () => {
    // Forward from Rahu: 10, 40, 70, 25, 100, 130, 175: all in (0, 180).
    expect(kaalSarp(chart({ saturn: 185 }))).toEqual({ present: true, side: 'rahu-to-ketu', outside: [] })
  })

  it('just misses when Saturn is 5° past Ketu', () => {
    // Saturn at 195° is 185° forward from Rahu: on the other side.
    expect(kaalSarp(chart({ saturn: 195 }))).toEqual({ present: false, side: null, outside: ['saturn'] })
  })

  it('is present on the Ketu-to-Rahu side', () => {
    // Rahu 10°, Ketu 190°: planets between 200° and 350° are 190–340° forward from Rahu.
    const longitudes = chart({ sun: 200, moon: 230, mars: 260, mercury: 210, jupiter: 290, venus: 320, saturn: 350 })
    expect(kaalSarp(longitudes)).toEqual({ present: true, side: 'ketu-to-rahu', outside: [] })
  })

  it('is broken by a planet exactly on the axis', () => {
    expect(kaalSarp(chart({ moon: 10 })).present).toBe(false)
  })
})

describe('gajakesari', () => {
  it('holds with Jupiter in a kendra from the Moon', () => {
    // Moon in Aries (15°): Jupiter in Cancer is the 4th, in Capricorn the 10th, in Aries the 1st.
    expect(gajakesari(chart({ moon: 15, jupiter: 105 }))).toBe(true)
    expect(gajakesari(chart({ moon: 15, jupiter: 285 }))).toBe(true)
    expect(gajakesari(chart({ moon: 15, jupiter: 25 }))).toBe(true)
    // Jupiter in Leo is the 5th: no.
    expect(gajakesari(chart({ moon: 15, jupiter: 135 }))).toBe(false)
  })
})

describe('budhaditya', () => {
  it('needs the Sun and Mercury in one sign, not just close', () => {
    // Sun 29° Aries, Mercury 1° Taurus: 2° apart but two signs.
    expect(budhaditya(chart({ sun: 29, mercury: 31 }))).toBe(false)
    expect(budhaditya(chart({ sun: 5, mercury: 25 }))).toBe(true)
  })
})

describe('yogasOf', () => {
  it('lists the three yogas in a fixed order', () => {
    // Default chart: Moon 50° (Taurus), Jupiter 110° (Cancer) is the 3rd: no Gajakesari; Sun 20° and Mercury 35° in
    // Aries and Taurus: no Budhaditya; Saturn 170° inside Rahu–Ketu with the rest: Kaal Sarp.
    expect(yogasOf(chart({}))).toEqual([
      { code: 'gajakesari', present: false },
      { code: 'budhaditya', present: false },
      { code: 'kaal-sarp', present: true },
    ])
  })
})

import { getAyanamsa, getPlanetaryPosition } from '@ishubhamx/panchangam-js'
import { Body, e_tilt, MakeTime } from 'astronomy-engine'
import { describe, expect, it } from 'vitest'
import { birthChart, moonPosition } from './chart'
import { normalizeDegrees } from './ephemeris'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }

describe('moonPosition', () => {
  it('places the Moon of a known birth (Lahiri)', () => {
    const moon = moonPosition({ date: '1990-05-15', time: '10:30', ...mumbai })
    expect(moon).toMatchObject({
      rashi: { number: 9, english: 'Sagittarius', sanskrit: 'Dhanu' },
      nakshatra: { number: 21, name: 'Uttara Ashadha', lord: 'sun' },
      pada: 1,
      instant: '1990-05-15T05:00:00.000Z',
      timeKnown: true,
      withinDay: null,
      uncertain: false,
    })
    expect(moon.longitude).toBeGreaterThan(266 + 2 / 3)
    expect(moon.longitude).toBeLessThan(270)
  })

  it('flags an unknown time when the Moon changes pada, nakshatra or rashi that day', () => {
    const moon = moonPosition({ date: '1992-11-03', time: null, ...mumbai })
    expect(moon.timeKnown).toBe(false)
    expect(moon.withinDay).toMatchObject({ rashiChanges: true, nakshatraChanges: true, padaChanges: true })
    expect(moon.uncertain).toBe(true)
    const span = normalizeDegrees(moon.withinDay!.end.longitude - moon.withinDay!.start.longitude)
    expect(span).toBeGreaterThan(11)
    expect(span).toBeLessThan(16)
  })
})

describe('birthChart', () => {
  it('gives all nine grahas and the ascendant only with a birth time', () => {
    const known = birthChart({ date: '1990-05-15', time: '10:30', ...mumbai })
    expect(Object.keys(known.grahas)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu'])
    expect(known.ascendant).not.toBeNull()
    expect(known.ayanamsa).toBeCloseTo(23.72, 1)
    expect(known.grahas.sun.rashi.english).toBe('Taurus') // sidereal Sun on 15 May is in Taurus (Vrishabha)
    expect(known.grahas.sun.tropicalSign.english).toBe('Taurus')
    expect(known.changesWithinDay).toEqual([])
    const unknown = birthChart({ date: '1990-05-15', time: null, ...mumbai })
    expect(unknown.ascendant).toBeNull()
    expect(unknown.changesWithinDay).toContain('moon')
    expect(unknown.changesWithinDay).not.toContain('saturn')
  })
})

describe('cross-check with @ishubhamx/panchangam-js (independent implementation on the same ephemeris)', () => {
  // panchangam-js subtracts a linear mean ayanamsa from the *apparent* (nutated) longitude, uses
  // astronomy-engine's default ΔT and no lunar light-time. Adding its nutation back, the two should
  // agree within a few arcseconds; raw, within the nutation amplitude (±17″) plus that.
  it('agrees on the sidereal Moon at 200 instants from 1920 to 2030', () => {
    let worstRaw = 0
    let worstWithoutNutation = 0
    for (let i = 0; i < 200; i++) {
      const ms = Date.parse('1920-01-01T00:00:00Z') + Math.round(i * 17.3 * 1440 * 11.7) * 60_000 // whole minutes
      const date = new Date(ms)
      const theirs = getPlanetaryPosition(Body.Moon, date, getAyanamsa(date)).longitude
      const ours = moonPosition({ date: date.toISOString().slice(0, 10), time: date.toISOString().slice(11, 16), tz: 'UTC', lat: 0, lon: 0 }).longitude
      const raw = Math.abs(normalizeDegrees(theirs - ours + 180) - 180) * 3600
      const nutation = e_tilt(MakeTime(date)).dpsi
      const withoutNutation = Math.abs(normalizeDegrees(theirs - nutation / 3600 - ours + 180) - 180) * 3600
      worstRaw = Math.max(worstRaw, raw)
      worstWithoutNutation = Math.max(worstWithoutNutation, withoutNutation)
    }
    expect(worstRaw).toBeLessThan(25)
    expect(worstWithoutNutation).toBeLessThan(8)
  })
})

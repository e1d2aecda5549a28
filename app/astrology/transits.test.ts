import { describe, expect, it } from 'vitest'
import { isAstrologyInputError } from './errors'
import { grahaTransits } from './transits'

describe('grahaTransits', () => {
  it('gives all nine grahas with sidereal sign on 1 June 2024', () => {
    const t = grahaTransits('2024-06-01T06:30:00Z')
    expect(Object.keys(t).sort()).toEqual(['jupiter', 'ketu', 'mars', 'mercury', 'moon', 'rahu', 'saturn', 'sun', 'venus'])
    expect([t.saturn.sign, t.jupiter.sign, t.rahu.sign, t.ketu.sign, t.sun.sign]).toEqual([11, 2, 12, 6, 2])
    expect(t.sun.tropicalSign).toBe(3) // Gemini, tropically
  })

  it('flags retrograde motion: the nodes always, the luminaries never, the planets between their stations', () => {
    const april = grahaTransits('2024-04-10T00:00:00Z') // Mercury retrograde 1–25 April 2024
    expect(april.mercury.retrograde).toBe(true)
    expect(grahaTransits('2024-06-01T00:00:00Z').mercury.retrograde).toBe(false)
    expect(grahaTransits('2024-08-01T00:00:00Z').saturn.retrograde).toBe(true) // 29 June – 15 November 2024
    expect(grahaTransits('2024-12-01T00:00:00Z').jupiter.retrograde).toBe(true) // 9 October 2024 – 4 February 2025
    expect(grahaTransits('2024-06-01T00:00:00Z').jupiter.retrograde).toBe(false)
    for (const at of ['2024-04-10T00:00:00Z', '2024-08-01T00:00:00Z']) {
      const t = grahaTransits(at)
      expect([t.rahu.retrograde, t.ketu.retrograde, t.sun.retrograde, t.moon.retrograde]).toEqual([true, true, false, false])
    }
  })

  it('refuses what is not an instant', () => {
    let error: unknown
    try {
      grahaTransits('yesterday')
    } catch (e) {
      error = e
    }
    expect(isAstrologyInputError(error)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { NAKSHATRA_SPAN, NAKSHATRAS, nakshatraNumberOf, placeInNakshatra } from './nakshatra'

describe('NAKSHATRAS table', () => {
  it('has 27 rows with the Vimshottari lords repeating every nine from Ashwini', () => {
    expect(NAKSHATRAS).toHaveLength(27)
    const cycle = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury']
    NAKSHATRAS.forEach((row, i) => expect(row.lord).toBe(cycle[i % 9]))
  })

  // ashtakoot-tables.md §6 and §8 list the members of each gana and nadi.
  it.each([
    ['Deva', [1, 5, 7, 8, 13, 15, 17, 22, 27]],
    ['Manushya', [2, 4, 6, 11, 12, 20, 21, 25, 26]],
    ['Rakshasa', [3, 9, 10, 14, 16, 18, 19, 23, 24]],
  ])('puts the spec members in gana %s', (gana, members) => {
    expect(NAKSHATRAS.flatMap((row, i) => (row.gana === gana ? [i + 1] : []))).toEqual(members)
  })

  it.each([
    ['Adi', [1, 6, 7, 12, 13, 18, 19, 24, 25]],
    ['Madhya', [2, 5, 8, 11, 14, 17, 20, 23, 26]],
    ['Antya', [3, 4, 9, 10, 15, 16, 21, 22, 27]],
  ])('puts the spec members in nadi %s', (nadi, members) => {
    expect(NAKSHATRAS.flatMap((row, i) => (row.nadi === nadi ? [i + 1] : []))).toEqual(members)
  })

  it('has the seven natures in their classical sizes (4 fixed, 5 movable, 5 fierce, 2 mixed, 3 swift, 4 soft, 4 sharp)', () => {
    const count = (nature: string) => NAKSHATRAS.filter((row) => row.nature === nature).length
    expect(['fixed', 'movable', 'fierce', 'mixed', 'swift', 'soft', 'sharp'].map(count)).toEqual([4, 5, 5, 2, 3, 4, 4])
  })
})

describe('placeInNakshatra', () => {
  it.each([
    [0, 1, 'Ashwini', 1],
    [3.3333, 1, 'Ashwini', 1],
    [10 / 3 + 1e-9, 1, 'Ashwini', 2],
    [13.3333, 1, 'Ashwini', 4],
    [40 / 3 + 1e-9, 2, 'Bharani', 1],
    [120, 10, 'Magha', 1],
    [266.6667, 21, 'Uttara Ashadha', 1],
    [359.9999, 27, 'Revati', 4],
  ])('%f° is nakshatra %i (%s), pada %i', (longitude, number, name, pada) => {
    const placed = placeInNakshatra(longitude)
    expect(placed.nakshatra).toMatchObject({ number, name })
    expect(placed.pada).toBe(pada)
  })

  it('gives every pada exactly 3°20′ and never leaves 1–27 / 1–4', () => {
    for (let i = 0; i < 108; i++) {
      const middle = (i + 0.5) * (NAKSHATRA_SPAN / 4)
      const placed = placeInNakshatra(middle)
      expect(placed.nakshatra.number).toBe(Math.floor(i / 4) + 1)
      expect(placed.pada).toBe((i % 4) + 1)
      expect(placed.elapsed).toBeCloseTo(((i % 4) + 0.5) / 4, 10)
    }
    expect(nakshatraNumberOf(360 - 1e-12)).toBe(27)
  })
})

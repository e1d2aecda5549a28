import { describe, expect, it } from 'vitest'
import { assessManglik, matchManglik, type ManglikInput } from './manglik'

// Middle of sign n (1 = Aries) in degrees.
const sign = (n: number) => (n - 1) * 30 + 15

describe('assessManglik', () => {
  it.each<[string, ManglikInput, { house: number; present: boolean; cancellations: string[]; effective: boolean }]>([
    [
      'Mars in the 1st in Aries: own sign',
      { mars: sign(1), jupiter: sign(6), moon: sign(3), ascendant: sign(1) },
      { house: 1, present: true, cancellations: ['own-or-exalted'], effective: false },
    ],
    [
      'Mars in the 2nd in Gemini: house-sign rule',
      { mars: sign(3), jupiter: sign(6), moon: sign(4), ascendant: sign(2) },
      { house: 2, present: true, cancellations: ['house-sign'], effective: false },
    ],
    [
      'Mars in the 1st in Leo, Jupiter in Pisces: Manglik',
      { mars: sign(5), jupiter: sign(12), moon: sign(3), ascendant: sign(5) },
      { house: 1, present: true, cancellations: [], effective: true },
    ],
    [
      'Mars in the 1st in Leo, Jupiter in Aries aspects it (5th)',
      { mars: sign(5), jupiter: sign(1), moon: sign(3), ascendant: sign(5) },
      { house: 1, present: true, cancellations: ['jupiter'], effective: false },
    ],
    [
      'Mars in the 7th in Capricorn: exalted and house-sign',
      { mars: sign(10), jupiter: sign(3), moon: sign(2), ascendant: sign(4) },
      { house: 7, present: true, cancellations: ['own-or-exalted', 'house-sign'], effective: false },
    ],
    [
      'Mars in the 6th: no dosha',
      { mars: sign(6), jupiter: sign(2), moon: sign(3), ascendant: sign(1) },
      { house: 6, present: false, cancellations: [], effective: false },
    ],
    [
      'Mars in the 8th in Gemini: Manglik',
      { mars: sign(3), jupiter: sign(2), moon: sign(3), ascendant: sign(8) },
      { house: 8, present: true, cancellations: [], effective: true },
    ],
  ])('%s', (_label, input, expected) => {
    expect(assessManglik(input)).toMatchObject({ ...expected, reference: 'ascendant' })
  })

  it('counts from the Moon when the ascendant is unknown', () => {
    expect(assessManglik({ mars: sign(5), jupiter: sign(12), moon: sign(11), ascendant: null })).toMatchObject({
      reference: 'moon',
      house: 7,
      houseFromMoon: 7,
      present: true,
      effective: true,
    })
  })
})

describe('matchManglik', () => {
  const manglik = assessManglik({ mars: sign(5), jupiter: sign(12), moon: sign(3), ascendant: sign(5) })
  const clear = assessManglik({ mars: sign(6), jupiter: sign(2), moon: sign(3), ascendant: sign(1) })
  it.each([
    [manglik, manglik, 'both', true],
    [clear, clear, 'neither', true],
    [manglik, clear, 'boy-only', false],
    [clear, manglik, 'girl-only', false],
  ] as const)('%#: %s', (boy, girl, status, compatible) => {
    expect(matchManglik(boy, girl)).toMatchObject({ status, compatible })
  })
})

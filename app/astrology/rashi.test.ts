import { describe, expect, it } from 'vitest'
import { houseFrom, lordOfSign, RASHIS, signOf } from './rashi'

describe('signOf', () => {
  it.each([
    [0, 1, 'Aries', 'Mesha'],
    [29.9999, 1, 'Aries', 'Mesha'],
    [30, 2, 'Taurus', 'Vrishabha'],
    [255, 9, 'Sagittarius', 'Dhanu'],
    [359.9999, 12, 'Pisces', 'Meena'],
  ])('%f° is sign %i', (longitude, number, english, sanskrit) => {
    expect(signOf(longitude)).toEqual({ number, english, sanskrit })
  })
})

describe('RASHIS', () => {
  it('has the Parashari lords (Mars, Venus, Mercury, Moon, Sun, Mercury, Venus, Mars, Jupiter, Saturn, Saturn, Jupiter)', () => {
    expect(RASHIS.map((row) => row.lord)).toEqual([
      'mars',
      'venus',
      'mercury',
      'moon',
      'sun',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'saturn',
      'jupiter',
    ])
    expect(lordOfSign(5)).toBe('sun')
  })
})

describe('houseFrom', () => {
  it.each([
    [1, 1, 1],
    [1, 7, 7],
    [10, 1, 4],
    [12, 11, 12],
  ])('from sign %i, sign %i is house %i', (reference, sign, house) => {
    expect(houseFrom(reference, sign)).toBe(house)
  })
})

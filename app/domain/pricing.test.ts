import { describe, expect, it } from 'vitest'
import { discountedAmount, formatRupees, savingsPercent, statesAPercentage, tierForSketches } from './pricing'

const tiers = [
  { name: '1', sketches: 1, price: 49, regularPrice: 49 },
  { name: '6', sketches: 6, price: 199, regularPrice: 294 },
  { name: '12', sketches: 12, price: 299, regularPrice: 588 },
]

describe('tierForSketches', () => {
  // Spec 9: 3 or less → the 1-sketch tier; 4 to 9 → the 6-sketch tier; 10 to 12 → the 12-sketch tier.
  it.each([
    [1, '1'],
    [2, '1'],
    [3, '1'],
    [4, '6'],
    [5, '6'],
    [6, '6'],
    [7, '6'],
    [8, '6'],
    [9, '6'],
    [10, '12'],
    [11, '12'],
    [12, '12'],
  ])('%i sketches → the %s-sketch tier', (n, name) => {
    expect(tierForSketches(tiers, n)?.name).toBe(name)
  })

  it('clamps out-of-range and fractional input instead of failing', () => {
    expect(tierForSketches(tiers, 0)?.name).toBe('1')
    expect(tierForSketches(tiers, 99)?.name).toBe('12')
    expect(tierForSketches(tiers, 3.6)?.name).toBe('6')
  })

  it('does not depend on the order the tiers come in', () => {
    expect(tierForSketches([...tiers].reverse(), 9)?.name).toBe('6')
  })

  it('has no tier to offer when the CMS has none', () => {
    expect(tierForSketches([], 5)).toBeNull()
  })
})

describe('savingsPercent', () => {
  it('is computed from the regular price and rounded', () => {
    expect(savingsPercent(tiers[1])).toBe(32) // 95 / 294 = 32.3 %
    expect(savingsPercent(tiers[2])).toBe(49) // 289 / 588 = 49.1 %
  })
  it('is zero without a discount', () => {
    expect(savingsPercent(tiers[0])).toBe(0)
    expect(savingsPercent({ sketches: 1, price: 10, regularPrice: 0 })).toBe(0)
  })
})

describe('formatRupees', () => {
  it('writes whole rupees with the rupee sign', () => {
    expect(formatRupees(199)).toBe('₹199')
    expect(formatRupees(150000)).toBe('₹1,50,000')
  })
})

describe('discountedAmount', () => {
  it('takes the price times the percent, rounded (spec 9)', () => {
    expect(discountedAmount(199, 20)).toEqual({ discount: 40, amount: 159 })
    expect(discountedAmount(49, 15)).toEqual({ discount: 7, amount: 42 })
  })

  it('makes a purchase free only at 100%: a smaller discount always leaves ₹1 to pay (ADR 164)', () => {
    expect(discountedAmount(299, 100)).toEqual({ discount: 299, amount: 0 })
    // 99% of ₹49 is ₹48.51, which rounds to the whole price.
    expect(discountedAmount(49, 99)).toEqual({ discount: 48, amount: 1 })
    expect(discountedAmount(199, 99.9)).toEqual({ discount: 198, amount: 1 })
    expect(discountedAmount(299, 99)).toEqual({ discount: 296, amount: 3 })
    expect(discountedAmount(1, 50)).toEqual({ discount: 0, amount: 1 })
    expect(discountedAmount(0, 50)).toEqual({ discount: 0, amount: 0 })
  })
})

// ADR 190: a pack's feature line may not state a percentage; the card words the saving from the prices.
describe('statesAPercentage', () => {
  it.each([
    'Save 32% on the regular price',
    'save 49 % today',
    '12 sketches — 40 percent off',
    'Save 10 per cent',
    'सामान्य क़ीमत पर 32% की बचत',
    '३२ प्रतिशत की बचत',
  ])('refuses %j', (text) => expect(statesAPercentage(text)).toBe(true))
  it.each([
    '6 soulmate sketches to compare over time',
    '60 credits for AI soulmate profiles',
    '100 credits',
    'Delivered within 24 to 48 hours',
    'Priority support',
  ])('allows %j', (text) => expect(statesAPercentage(text)).toBe(false))
})

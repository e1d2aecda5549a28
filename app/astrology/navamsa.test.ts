import { describe, expect, it } from 'vitest'
import { placeInNakshatra } from './nakshatra'
import { navamsaSign } from './navamsa'

// Worked by hand: a navamsa is 3°20′ (= one nakshatra pada); the ninths are counted on from 0° Aries, so the k-th
// ninth of the zodiac (k from 0) falls in sign (k mod 12) + 1.
describe('navamsaSign', () => {
  it('changes with the pada at 3°20′ Aries (Ashwini pada 1 → 2)', () => {
    // 3.3333° is the 0th ninth (Aries); 3.3334° the 1st (Taurus).
    expect(navamsaSign(3.3333)).toBe(1)
    expect(placeInNakshatra(3.3333).pada).toBe(1)
    expect(navamsaSign(3.3334)).toBe(2)
    expect(placeInNakshatra(3.3334).pada).toBe(2)
  })

  it('changes with the nakshatra at 10° Taurus (Krittika pada 4 → Rohini pada 1)', () => {
    // Taurus is fixed: its ninths start from its 9th sign, Capricorn. 39.99° is 9.99° into Taurus, the 3rd ninth
    // (Capricorn, Aquarius, Pisces): Pisces; 40.01° the 4th: Aries. As ninths of the zodiac: 39.99 / 3.333 = 11.997
    // → 11 → Pisces (12); 40.01 / 3.333 = 12.003 → 12 → 12 mod 12 + 1 = Aries (1).
    expect(navamsaSign(39.99)).toBe(12)
    expect(placeInNakshatra(39.99)).toMatchObject({ nakshatra: { name: 'Krittika' }, pada: 4 })
    expect(navamsaSign(40.01)).toBe(1)
    expect(placeInNakshatra(40.01)).toMatchObject({ nakshatra: { name: 'Rohini' }, pada: 1 })
  })

  it('starts a dual sign from its 5th and a movable sign from itself', () => {
    // 0° Gemini (dual): its 5th, Libra. 0° Libra (movable): Libra. 29.9° Libra: the 9th ninth, Libra + 8 = Gemini.
    expect(navamsaSign(60)).toBe(7)
    expect(navamsaSign(180)).toBe(7)
    expect(navamsaSign(209.9)).toBe(3)
  })

  it('wraps longitudes outside [0, 360)', () => {
    expect(navamsaSign(360 + 3.4)).toBe(2)
    expect(navamsaSign(-0.1)).toBe(12)
  })
})

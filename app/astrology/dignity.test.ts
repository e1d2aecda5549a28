import { describe, expect, it } from 'vitest'
import { dignityOf, isCombust } from './dignity'

// Longitude of `degree` into sign n (1 = Aries).
const at = (n: number, degree: number) => (n - 1) * 30 + degree

describe('dignityOf (BPHS ch. 3 tables, worked by hand)', () => {
  it.each([
    ['Sun 10° Aries: its exaltation sign', 'sun', at(1, 10), 'exalted'],
    ['Sun 10° Libra: opposite its exaltation', 'sun', at(7, 10), 'debilitated'],
    ['Sun 10° Leo: moolatrikona 0–20°', 'sun', at(5, 10), 'moolatrikona'],
    ['Sun 25° Leo: past the moolatrikona, its own sign', 'sun', at(5, 25), 'own'],
    ['Moon 2° Taurus: exaltation before the moolatrikona', 'moon', at(2, 2), 'exalted'],
    ['Moon 10° Taurus: moolatrikona 3–30°', 'moon', at(2, 10), 'moolatrikona'],
    ['Moon 10° Scorpio: debilitated', 'moon', at(8, 10), 'debilitated'],
    ['Moon in Capricorn: Saturn is neutral to the Moon', 'moon', at(10, 10), 'neutral'],
    ['Mercury 10° Virgo: exalted (0–15°)', 'mercury', at(6, 10), 'exalted'],
    ['Mercury 17° Virgo: moolatrikona (15–20°)', 'mercury', at(6, 17), 'moolatrikona'],
    ['Mercury 25° Virgo: own sign after 20°', 'mercury', at(6, 25), 'own'],
    ['Mercury in Gemini: own', 'mercury', at(3, 5), 'own'],
    ['Mars in Leo: the Sun is its friend', 'mars', at(5, 5), 'friendly'],
    ['Mars in Gemini: Mercury is its enemy', 'mars', at(3, 5), 'enemy'],
    ['Mars in Taurus: Venus is neutral to Mars', 'mars', at(2, 5), 'neutral'],
    ['Jupiter in Capricorn: debilitated', 'jupiter', at(10, 5), 'debilitated'],
    ['Venus in Virgo: debilitated', 'venus', at(6, 27), 'debilitated'],
    ['Saturn 10° Aquarius: moolatrikona 0–20°', 'saturn', at(11, 10), 'moolatrikona'],
    ['Saturn 25° Aquarius: own', 'saturn', at(11, 25), 'own'],
    ['Saturn in Cancer: the Moon is its enemy', 'saturn', at(4, 1), 'enemy'],
  ] as const)('%s', (_, graha, longitude, dignity) => {
    expect(dignityOf(graha, longitude)).toBe(dignity)
  })

  it('gives the nodes no dignity', () => {
    expect(dignityOf('rahu', at(3, 10))).toBeNull()
    expect(dignityOf('ketu', at(9, 10))).toBeNull()
  })
})

describe('isCombust', () => {
  it('uses the smaller orb for a retrograde Mercury and Venus', () => {
    // Mercury 13° from the Sun: inside 14°, outside 12°.
    expect(isCombust('mercury', 113, 100, false)).toBe(true)
    expect(isCombust('mercury', 113, 100, true)).toBe(false)
    // Venus 9° behind the Sun: inside 10°, outside 8°.
    expect(isCombust('venus', 91, 100, false)).toBe(true)
    expect(isCombust('venus', 91, 100, true)).toBe(false)
  })

  it('measures across 0° Aries and includes the orb itself', () => {
    // Sun 355°, Saturn 5°: 10° apart, inside 15°. Jupiter at 11° exactly: combust; at 11.1°: not.
    expect(isCombust('saturn', 5, 355, false)).toBe(true)
    expect(isCombust('jupiter', 6, 355, false)).toBe(true)
    expect(isCombust('jupiter', 6.1, 355, false)).toBe(false)
  })

  it('never burns the Sun or the nodes', () => {
    expect(isCombust('sun', 100, 100, false)).toBe(false)
    expect(isCombust('rahu', 101, 100, true)).toBe(false)
    expect(isCombust('ketu', 101, 100, true)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { KOOTA_NAMES } from '../astrology/ashtakoot-tables'
import { NAKSHATRAS } from '../astrology/nakshatra'
import { karanaName, tithiName } from '../astrology/panchang'
import { RASHIS } from '../astrology/rashi'
import { sunSign } from '../astrology/sun-sign'
import en from '../locales/en/astrology'
import hi from '../locales/hi/astrology'
import { karanaKey, kootaKey, nakshatraKey, planetKey, rashiKey, signKey, tithiKeys, weekdayKey, westernSignKey, yogaKey } from './astrology-names'

/** A catalogue entry by its dotted key. */
const lookup = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue)

describe('astrology names by code', () => {
  it('every code of the engine has its name in both catalogues, and the English one is the name the engine gives', () => {
    RASHIS.forEach((row, i) => {
      expect(lookup(en, signKey(i + 1))).toBe(row.english)
      expect(lookup(en, westernSignKey(row.english))).toBe(row.english)
      expect(lookup(en, rashiKey(i + 1))).toBe(row.sanskrit)
    })
    NAKSHATRAS.forEach((row, i) => expect(lookup(en, nakshatraKey(i + 1))).toBe(row.name))
    for (let n = 1; n <= 30; n++) expect(lookup(en, tithiKeys(n).tithi)).toBe(tithiName(n))
    for (let n = 1; n <= 60; n++) expect(lookup(en, karanaKey(n))).toBe(karanaName(n))
    const keys = [
      ...Array.from({ length: 12 }, (_, i) => [signKey(i + 1), rashiKey(i + 1)]).flat(),
      ...Array.from({ length: 27 }, (_, i) => [nakshatraKey(i + 1), yogaKey(i + 1)]).flat(),
      ...Array.from({ length: 30 }, (_, i) => Object.values(tithiKeys(i + 1))).flat(),
      ...Array.from({ length: 60 }, (_, i) => karanaKey(i + 1)),
      ...KOOTA_NAMES.map(kootaKey),
      ...(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const).map(planetKey),
      ...Array.from({ length: 7 }, (_, i) => weekdayKey(i)),
    ]
    for (const key of keys) {
      expect(typeof lookup(en, key), key).toBe('string')
      expect(lookup(hi, key), key).toMatch(/[\u0900-\u097F]/)
    }
  })

  it('Hindi names are the ones Indian almanacs print', () => {
    expect(lookup(hi, westernSignKey(sunSign(8, 14)))).toBe('सिंह')
    expect(lookup(hi, rashiKey(12))).toBe('मीन')
    expect(lookup(hi, nakshatraKey(1))).toBe('अश्विनी')
    expect([tithiKeys(15), tithiKeys(16), tithiKeys(30)].map(({ tithi, paksha }) => `${lookup(hi, paksha)} ${lookup(hi, tithi)}`)).toEqual([
      'शुक्ल पक्ष पूर्णिमा',
      'कृष्ण पक्ष प्रतिपदा',
      'कृष्ण पक्ष अमावस्या',
    ])
    expect(lookup(hi, kootaKey('graha_maitri'))).toBe('ग्रह मैत्री')
    expect(lookup(hi, planetKey('jupiter'))).toBe('गुरु')
    expect(lookup(hi, weekdayKey(0))).toBe('रविवार')
  })

  it('a number outside its range is refused, not read past the list', () => {
    expect(() => nakshatraKey(28)).toThrow(RangeError)
    expect(() => tithiKeys(0)).toThrow(RangeError)
    expect(() => karanaKey(61)).toThrow(RangeError)
  })
})

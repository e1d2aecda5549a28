import { describe, expect, it } from 'vitest'
import { astrologers } from '../astrologers'
import { astrologersHi } from './astrologers'
import { DEVANAGARI, longestLatinRun } from './checks'

describe('astrologersHi', () => {
  it('has exactly the English astrologers', () => {
    expect(Object.keys(astrologersHi).sort()).toEqual(astrologers.map((astrologer) => astrologer.slug).sort())
  })

  it.each(astrologers.map((english) => [english.slug, english] as const))('%s', (slug, english) => {
    const hindi = astrologersHi[slug]
    for (const text of [hindi.specialty, hindi.bio, hindi.imageAlt]) {
      expect(text, text).toMatch(DEVANAGARI)
      expect(longestLatinRun(text), text).toBeLessThan(4)
    }
    expect(hindi.languages).toHaveLength(english.languages.length)
    for (const language of hindi.languages) expect(language).toMatch(/^[\u0900-\u097F ]+$/)
  })

  it('names each language the same way wherever it appears, and different languages differently', () => {
    const hindiFor = new Map<string, Set<string>>()
    for (const english of astrologers) {
      english.languages.forEach((language, index) => {
        const names = hindiFor.get(language) ?? new Set()
        names.add(astrologersHi[english.slug].languages[index])
        hindiFor.set(language, names)
      })
    }
    for (const [language, names] of hindiFor) expect([...names], language).toHaveLength(1)
    const all = [...hindiFor.values()].map((names) => [...names][0])
    expect(new Set(all).size).toBe(all.length)
  })
})

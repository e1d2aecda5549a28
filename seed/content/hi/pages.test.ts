import { describe, expect, it } from 'vitest'
import { pages } from '../pages'
import { pagesHi } from './pages'
import { DEVANAGARI, blockKind as kind, blockTexts as texts, boldRuns, digits, longestLatinRun, placeholders } from './checks'

// The checks a hand translation can fail without anyone noticing in review: a missing page or block, an English
// sentence left behind, a fact (number, placeholder) changed on the way.

describe('pagesHi', () => {
  it('has exactly the English pages', () => {
    expect(Object.keys(pagesHi).sort()).toEqual(pages.map((page) => page.slug).sort())
  })

  describe.each(pages.map((page) => [page.slug, page] as const))('%s', (slug, english) => {
    const hindi = pagesHi[slug]

    it('has the same blocks, of the same kinds, with lists of the same length', () => {
      expect(hindi.body.map(kind)).toEqual(english.body.map(kind))
      expect(hindi.body.map((block) => texts(block).length)).toEqual(english.body.map((block) => texts(block).length))
    })

    it('is written in Hindi, with no English sentence left in it', () => {
      for (const text of [hindi.title, hindi.description, ...hindi.body.flatMap(texts)]) {
        expect(text, text).toMatch(DEVANAGARI)
        expect(longestLatinRun(text), text).toBeLessThan(4)
      }
    })

    it('keeps every number, placeholder and bold run of the English', () => {
      const pairs = [
        [english.title, hindi.title],
        [english.description, hindi.description],
        ...english.body.flatMap((block, index) => texts(block).map((text, item) => [text, texts(hindi.body[index])[item]])),
      ]
      for (const [en, hi] of pairs) {
        expect(digits(hi), hi).toEqual(digits(en))
        expect(placeholders(hi), hi).toEqual(placeholders(en))
        expect(boldRuns(hi), hi).toBe(boldRuns(en))
      }
    })

    it('keeps the meta description within 160 characters', () => {
      expect(hindi.description.length).toBeLessThanOrEqual(160)
    })
  })
})

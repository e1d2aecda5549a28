import { describe, expect, it } from 'vitest'
import type { Block } from '../../types'
import { pages } from '../pages'
import { pagesHi } from './pages'

// The checks a hand translation can fail without anyone noticing in review: a missing page or block, an English
// sentence left behind, a fact (number, placeholder) changed on the way.
const DEVANAGARI = /[\u0900-\u097F]/
const latinWord = (token: string) => /[A-Za-z]/.test(token) && !DEVANAGARI.test(token)
function longestLatinRun(text: string) {
  let run = 0
  let longest = 0
  for (const token of text.split(/\s+/)) {
    run = latinWord(token) ? run + 1 : 0
    longest = Math.max(longest, run)
  }
  return longest
}
const digits = (text: string) => (text.match(/\d+/g) ?? []).sort()
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
const boldRuns = (text: string) => text.split('**').length - 1
const kind = (block: Block) => Object.keys(block)[0]
const texts = (block: Block): string[] => {
  const value = Object.values(block)[0] as string | string[]
  return Array.isArray(value) ? value : [value]
}

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

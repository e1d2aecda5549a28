import { describe, expect, it } from 'vitest'
import { faqs } from '../faqs'
import { faqsHi } from './faqs'
import { DEVANAGARI, digits, longestLatinRun } from './checks'

describe('faqsHi', () => {
  it('has one entry for each English FAQ, in the same order', () => {
    expect(faqsHi).toHaveLength(faqs.length)
    for (const faq of faqsHi) expect(Object.keys(faq).sort()).toEqual(['answer', 'question'])
  })

  it.each(faqs.map((english, index) => [english.question, english, index] as const))('%s', (_question, english, index) => {
    const hindi = faqsHi[index]
    for (const [en, hi] of [
      [english.question, hindi.question],
      [english.answer, hindi.answer],
    ]) {
      expect(hi, hi).toMatch(DEVANAGARI)
      expect(longestLatinRun(hi), hi).toBeLessThan(4)
      // The facts (hours, days, prices, the cipher) must survive the translation unchanged.
      expect(digits(hi), hi).toEqual(digits(en))
    }
  })
})

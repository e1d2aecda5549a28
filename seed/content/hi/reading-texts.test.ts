import { describe, expect, it } from 'vitest'
import { readingTexts } from '../reading-texts'
import { readingTextsHi } from './reading-texts'

// The seed pairs each Hindi text with the English one at the same index, so order, section and selector must match.
describe('readingTextsHi', () => {
  it('has one Hindi text for every English reading text', () => {
    expect(readingTextsHi).toHaveLength(readingTexts.length)
  })

  it('keeps the section and appliesTo of the English text at the same index', () => {
    readingTexts.forEach((en, i) => {
      expect({ i, section: readingTextsHi[i]?.section, appliesTo: readingTextsHi[i]?.appliesTo }).toEqual({
        i,
        section: en.section,
        appliesTo: en.appliesTo,
      })
    })
  })

  // Three Latin-letter words in a row are the trace of a sentence left in English; a lone loan word is fine.
  const englishRun = /[A-Za-z]+(?:[\s,;:'’-]+[A-Za-z]+){2,}/
  const devanagari = /[\u0900-\u097F]/

  it.each(readingTexts.map((en, i) => [i, readingTextsHi[i]?.text ?? '', en.text] as const))('text %i is written in Hindi', (_i, text, english) => {
    expect(text.trim()).not.toBe('')
    expect(text).toMatch(devanagari)
    expect(text).not.toMatch(englishRun)
    expect(text).not.toBe(english)
  })
})

import { describe, expect, it } from 'vitest'
import { TARA_CODES, TRANSIT_CODES } from '../astrology'
import { DAILY_SECTIONS } from '../domain/readings/choose'
import { FACTOR_VALUES } from '../domain/readings/daily-factors'
import en from './en/reading'
import hi from './hi/reading'

// The Why-today panel puts the engine's codes into words: a code without words in either language would show its key.
describe('the reading catalogue names every code the engine returns', () => {
  for (const [lng, catalogue] of [
    ['en', en],
    ['hi', hi],
  ] as const) {
    it(`${lng}: taras, transits, qualities, bands and sections`, () => {
      for (const code of TARA_CODES) expect(catalogue.taras[code], code).toBeTruthy()
      for (const code of TRANSIT_CODES) expect(catalogue.transitCodes[code], code).toBeTruthy()
      for (const code of ['favourable', 'neutral', 'unfavourable'] as const) expect(catalogue.qualities[code]).toBeTruthy()
      for (const code of ['low', 'medium', 'high'] as const) expect(catalogue.bands[code]).toBeTruthy()
      for (const section of DAILY_SECTIONS) expect(catalogue.sections[section], section).toBeTruthy()
      // The paragraphs' citations (ADR 192): every Saturn phase and node a paragraph can be written for.
      for (const value of FACTOR_VALUES.saturn) expect(catalogue.factors.saturn[value as keyof typeof catalogue.factors.saturn], value).toBeTruthy()
      for (const value of FACTOR_VALUES.node) expect(catalogue.factors.node[value as keyof typeof catalogue.factors.node], value).toBeTruthy()
    })
  }

  it('the Hindi words are Hindi, not the English left in place', () => {
    for (const code of TRANSIT_CODES) expect(hi.transitCodes[code]).toMatch(/[\u0900-\u097F]/)
    for (const code of TARA_CODES) expect(hi.taras[code]).toMatch(/[\u0900-\u097F]/)
  })
})

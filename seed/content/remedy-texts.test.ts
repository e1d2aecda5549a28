import { describe, expect, it } from 'vitest'
import { GRAHAS } from '../../app/astrology/ephemeris'
import { canonicalAppliesToValue } from '../../app/domain/readings/applies-to'
import { REMEDY_KINDS } from '../../app/domain/readings/remedies'
import { remedyTexts } from './remedy-texts'

// Every graha the kundli may offer remedies for has its mantra, gemstone and charity in both languages (ADR 254).
describe('the seed’s remedy texts', () => {
  it('give each graha one text of each kind, tagged as the CMS accepts it', () => {
    for (const kind of REMEDY_KINDS) {
      const ofKind = remedyTexts.filter((text) => text.section === `remedy-${kind}`)
      expect(ofKind.map((text) => text.appliesToValue).sort()).toEqual([...GRAHAS].sort())
    }
    for (const text of remedyTexts) expect(canonicalAppliesToValue('planet', text.appliesToValue)).toBe(text.appliesToValue)
  })

  it.each(remedyTexts.map((t) => [`${t.section} ${t.appliesToValue}`, t.hi] as const))('%s is written in Hindi', (_what, hi) => {
    expect(hi).toMatch(/[\u0900-\u097F]/)
    expect(hi).not.toMatch(/[A-Za-z]+(?:[\s,;:'’-]+[A-Za-z]+){2,}/)
  })

  it('asks for the whole chart to be checked before any gem is worn', () => {
    for (const text of remedyTexts.filter((t) => t.section === 'remedy-gemstone')) {
      expect(text.en).toContain('whole chart')
      expect(text.hi).toContain('पूरी कुंडली')
    }
  })
})

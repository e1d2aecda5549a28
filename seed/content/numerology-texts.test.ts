import { describe, expect, it } from 'vitest'
import { canonicalAppliesToValue } from '../../app/domain/readings/applies-to'
import { MASTER_NUMBERS } from '../../app/astrology/numerology'
import { numerologyTexts, type NumerologySection } from './numerology-texts'

// Every number a report can show in each new section has its text in both languages (ADR 211).
describe('the seed’s numerology texts', () => {
  const tags = new Set(numerologyTexts.map((t) => `${t.section}|${t.appliesToValue}`))
  const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9']
  const masters = MASTER_NUMBERS.map(String)
  const expected: Record<NumerologySection, string[]> = {
    // A day of the month reduces to 11 (the 11th, 29th) or 22 (the 22nd), never 33.
    'numerology-birthday': [...digits, '11', '22'],
    'numerology-strengths': [...digits, ...masters],
    'numerology-challenges': [...digits, ...masters],
    // The personal cycles are brought to 1–9.
    'personal-year': digits,
    'personal-month': digits,
    'personal-day': digits,
  }

  it('cover every number of every section once, tagged as the CMS accepts it', () => {
    for (const [section, values] of Object.entries(expected)) {
      for (const value of values) expect(tags.has(`${section}|${value}`), `${section} ${value}`).toBe(true)
    }
    for (const text of numerologyTexts) expect(canonicalAppliesToValue('number', text.appliesToValue)).toBe(text.appliesToValue)
    expect(numerologyTexts).toHaveLength(Object.values(expected).flat().length)
  })

  it.each(numerologyTexts.map((t) => [t.section, t.appliesToValue, t.hi, t.en] as const))('%s %s is written in Hindi', (_s, _v, hi, en) => {
    expect(hi).toMatch(/[\u0900-\u097F]/)
    expect(hi).not.toMatch(/[A-Za-z]+(?:[\s,;:'’-]+[A-Za-z]+){2,}/)
    expect(hi).not.toBe(en)
    expect(en.length).toBeGreaterThan(80)
    expect(Math.max(en.length, hi.length)).toBeLessThanOrEqual(1200)
  })

  it('are no two alike', () => {
    expect(new Set(numerologyTexts.map((t) => t.en)).size).toBe(numerologyTexts.length)
    expect(new Set(numerologyTexts.map((t) => t.hi)).size).toBe(numerologyTexts.length)
  })
})

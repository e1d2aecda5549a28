import { describe, expect, it } from 'vitest'
import { canonicalAppliesToValue } from '../../app/domain/readings/applies-to'
import { SIGN_HOROSCOPE_TAGS } from '../../app/astrology/sign-horoscope'
import { signHoroscopeTexts } from './sign-horoscope-texts'

// Every factor a sign horoscope can show has its paragraph in both languages (ADR 221).
describe('the seed’s sign horoscope texts', () => {
  it('cover every factor once, tagged as the CMS accepts it', () => {
    expect(signHoroscopeTexts.map((t) => t.appliesToValue).sort()).toEqual([...SIGN_HOROSCOPE_TAGS].sort())
    for (const text of signHoroscopeTexts) expect(canonicalAppliesToValue('factor', text.appliesToValue)).toBe(text.appliesToValue)
  })

  it.each(signHoroscopeTexts.map((t) => [t.appliesToValue, t.hi, t.en] as const))('%s is written in Hindi', (_tag, hi, en) => {
    expect(hi).toMatch(/[\u0900-\u097F]/)
    expect(hi).not.toMatch(/[A-Za-z]+(?:[\s,;:'’-]+[A-Za-z]+){2,}/)
    expect(en.length).toBeGreaterThan(80)
    expect(Math.max(en.length, hi.length)).toBeLessThanOrEqual(1200)
  })

  it('never names the day, since one text serves today and tomorrow', () => {
    for (const text of signHoroscopeTexts) expect(text.en).not.toMatch(/\btoday|tomorrow\b/i)
    expect(new Set(signHoroscopeTexts.map((t) => t.en)).size).toBe(signHoroscopeTexts.length)
  })
})

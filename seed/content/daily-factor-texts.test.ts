import { describe, expect, it } from 'vitest'
import { type DayFactors } from '../../app/astrology/gochara'
import { DAILY_SECTIONS } from '../../app/domain/readings/choose'
import { canonicalAppliesToValue } from '../../app/domain/readings/applies-to'
import { FACTOR_VALUES, factorTag, sectionFactors, type FactorKind } from '../../app/domain/readings/daily-factors'
import { dailyFactorTexts } from './daily-factor-texts'

// Every factor a section can be written from has its text in both languages (ADR 192), tagged as the CMS accepts it.
describe('the seed’s daily texts per factor', () => {
  const tags = new Set(dailyFactorTexts.map((t) => `${t.section}|${t.appliesToValue}`))

  it('are tagged with values the CMS accepts, one text per section and factor', () => {
    for (const text of dailyFactorTexts) expect(canonicalAppliesToValue('factor', text.appliesToValue), text.appliesToValue).toBe(text.appliesToValue)
    expect(tags.size).toBe(dailyFactorTexts.length)
  })

  it('cover every value of every factor kind each section reads', () => {
    // Which kinds a section reads, found by asking sectionFactors of days built to bring out each kind in turn.
    const day = (saturn: string | null, transits: string[], moonQuality: string, taraQuality: string) =>
      ({
        moon: { house: 4, quality: moonQuality },
        tara: { number: 3, code: 'vipat', quality: taraQuality },
        saturn: { phase: saturn },
        transits,
        dasha: { mahadasha: 'sun', antardasha: 'moon' },
      }) as unknown as DayFactors
    const days = [
      day('sade-sati-peak', [], 'neutral', 'neutral'),
      day(null, ['rahu-over-moon'], 'neutral', 'neutral'),
      day(null, [], 'favourable', 'neutral'),
      day(null, [], 'neutral', 'unfavourable'),
      { ...day(null, [], 'neutral', 'neutral'), dasha: { mahadasha: 'sun', antardasha: 'saturn' }, retrograde: ['saturn'] } as unknown as DayFactors,
    ]
    for (const section of DAILY_SECTIONS) {
      const kinds = new Set<FactorKind>(days.flatMap((d) => sectionFactors(d, section).map((f) => f.kind)))
      for (const kind of kinds) {
        for (const value of FACTOR_VALUES[kind]) expect(tags.has(`${section}|${factorTag({ kind, value })}`), `${section} ${kind}:${value}`).toBe(true)
      }
    }
  })

  // Three Latin-letter words in a row are the trace of a sentence left in English.
  it.each(dailyFactorTexts.map((t) => [t.section, t.appliesToValue, t.hi, t.en] as const))('%s %s is written in Hindi', (_s, _v, hi, en) => {
    expect(hi).toMatch(/[\u0900-\u097F]/)
    expect(hi).not.toMatch(/[A-Za-z]+(?:[\s,;:'’-]+[A-Za-z]+){2,}/)
    expect(hi).not.toBe(en)
    expect(en.length).toBeLessThanOrEqual(1200)
  })
})

// The daily reading's "Why today" and its paragraphs' citations as words, for the page and for the PDF alike (ADR 192):
// the engine's codes looked up in the `reading` catalogue (and names in `astrology`), never matched by their English.
import type { DayFactors } from '../astrology/gochara'
import type { FactorRef } from '../domain/readings/daily-factors'
import { nakshatraKey, planetKey, rashiKey } from './astrology-names'
import { longDateIn } from './dates'
import type { Locale } from './locales.mjs'

/** A `t` of the `reading` namespace that can also reach `astrology:` keys (the page's and getFixedT's both can). */
export type ReadingT = (key: string, options?: Record<string, unknown>) => string

/** "the Moon in house 10 from your Moon sign": the factor a paragraph comes from, in the reader's language. */
export function factorLabel(t: ReadingT, factor: FactorRef | null): string {
  if (!factor) return t('factors.general')
  switch (factor.kind) {
    case 'moon-house':
      return t('factors.moon-house', { house: factor.value })
    case 'tara':
      return t('factors.tara', { tara: t(`taras.${factor.value}`) })
    case 'mahadasha':
    case 'antardasha':
      return t(`factors.${factor.kind}`, { planet: t(`astrology:${planetKey(factor.value as Parameters<typeof planetKey>[0])}`) })
    case 'saturn':
    case 'node':
      return t(`factors.${factor.kind}.${factor.value}`)
  }
}

export interface WhyTodayLines {
  readonly moon: string
  readonly nakshatra: string
  readonly dasha: string
  readonly band: string
  readonly transits: readonly string[]
  /** Said when the birth time is unknown and the natal Moon changed sign or star that day. */
  readonly uncertain: string | null
}

/** The Why-today panel's lines for one day's factors. */
export function whyTodayLines(t: ReadingT, f: DayFactors, zone: string, locale: Locale): WhyTodayLines {
  return {
    moon: t('why.moon', { house: f.moon.house, sign: t(`astrology:${rashiKey(f.natal.moonSign)}`), quality: t(`qualities.${f.moon.quality}`) }),
    nakshatra: t('why.nakshatra', {
      nakshatra: t(`astrology:${nakshatraKey(f.moon.nakshatra)}`),
      tara: t(`taras.${f.tara.code}`),
      birthStar: t(`astrology:${nakshatraKey(f.natal.nakshatra)}`),
      quality: t(`qualities.${f.tara.quality}`),
    }),
    dasha: t('why.dasha', {
      maha: t(`astrology:${planetKey(f.dasha.mahadasha)}`),
      antar: t(`astrology:${planetKey(f.dasha.antardasha)}`),
      until: longDateIn(f.dasha.antardashaEnds, zone, locale),
    }),
    band: t('why.band', { band: t(`bands.${f.band}`) }),
    transits: f.transits.map((code) => t(`transitCodes.${code}`)),
    uncertain: f.natal.uncertain ? t('why.uncertain') : null,
  }
}

// The daily reading's "Why today" and its paragraphs' citations as words, for the page and for the PDF alike (ADR 192):
// the engine's codes looked up in the `reading` catalogue (and names in `astrology`), never matched by their English.
import type { DayFactors } from '../astrology/gochara'
import { type FactorRef, retrogradeLord } from '../domain/readings/daily-factors'
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
      return t(`factors.${factor.kind}`, { planet: planetName(t, factor.value) })
    case 'retrograde':
      return t('factors.retrograde', { planet: planetName(t, factor.value) })
    case 'saturn':
    case 'node':
      return t(`factors.${factor.kind}.${factor.value}`)
  }
}

const planetName = (t: ReadingT, planet: string) => t(`astrology:${planetKey(planet as Parameters<typeof planetKey>[0])}`)

export interface WhyTodayLines {
  readonly moon: string
  readonly nakshatra: string
  readonly dasha: string
  readonly band: string
  readonly transits: readonly string[]
  /** The planets retrograde today, and which of them rules the running dasha (ADR 225); null when none is. */
  readonly retrograde: string | null
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
    retrograde: retrogradeLine(t, f, locale),
    uncertain: f.natal.uncertain ? t('why.uncertain') : null,
  }
}

function retrogradeLine(t: ReadingT, f: DayFactors, locale: Locale): string | null {
  const retrograde = f.retrograde ?? []
  if (retrograde.length === 0) return null
  const planets = new Intl.ListFormat(locale, { type: 'conjunction' }).format(retrograde.map((planet) => planetName(t, planet)))
  const lord = retrogradeLord(f)
  return lord ? t('why.retrogradeLord', { planets, planet: planetName(t, lord.value) }) : t('why.retrograde', { planets })
}

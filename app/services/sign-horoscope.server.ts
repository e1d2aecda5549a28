// The free horoscope pages' data (ADR 221): the engine's factors for a sign and period, and for each factor the CMS's
// paragraph in the page's language. The texts are read once per content version with the other reading texts.
import { type HoroscopePeriod, signHoroscope, type SignHoroscope, type Zodiac } from '../astrology/sign-horoscope'
import type { Locale } from '../utils/locales.mjs'
import { bilingualTexts, type BilingualText } from './reading-texts.server'

const SECTION = 'sign-horoscope'

export interface SignHoroscopePage {
  readonly horoscope: SignHoroscope
  /** One paragraph per factor, in the page's order; a factor no text is written for yet is left out. */
  readonly paragraphs: readonly { readonly tag: string; readonly text: string }[]
}

/**
 * The paragraph for a factor: editors may write several for one factor, and each sign then reads its own of them
 * (by sign number, in the order they were written), so two signs with the same factor need not read alike.
 */
export function paragraphFor(texts: readonly BilingualText[], tag: string, sign: number, locale: Locale): string | null {
  const candidates = texts
    .filter((text) => text.section === SECTION && text.appliesTo.kind === 'factor' && text.appliesTo.value === tag)
    .sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))
  if (candidates.length === 0) return null
  return candidates[(sign - 1) % candidates.length]![locale]
}

export async function signHoroscopePage(
  sign: number,
  period: HoroscopePeriod,
  locale: Locale,
  nowMs: number,
  zodiac: Zodiac = 'sidereal',
): Promise<SignHoroscopePage> {
  const horoscope = signHoroscope(sign, period, nowMs, zodiac)
  const texts = await bilingualTexts(SECTION, [SECTION])
  const paragraphs = horoscope.tags.flatMap((tag) => {
    const text = paragraphFor(texts, tag, sign, locale)
    return text ? [{ tag, text }] : []
  })
  return { horoscope, paragraphs }
}

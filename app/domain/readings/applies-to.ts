import { COMPATIBILITY_BANDS } from '../../astrology/ashtakoot'
import { KOOTA_NAMES } from '../../astrology/ashtakoot-tables'
import { CRUSH_BANDS } from '../../astrology/crush'
import { GRAHAS } from '../../astrology/ephemeris'
import { DAY_BANDS } from '../../astrology/gochara'
import { NAKSHATRAS } from '../../astrology/nakshatra'
import { MASTER_NUMBERS } from '../../astrology/numerology'
import { RASHIS } from '../../astrology/rashi'
import { SIGN_HOROSCOPE_TAGS } from '../../astrology/sign-horoscope'
import { FACTOR_TAGS } from './daily-factors'

/**
 * What a reading text can be written for (its `appliesTo`) and, per kind, the values the readings look it up by. Every
 * list comes from the engine's own tables, so a text can only be tagged with a value some reading will ask for: a sign
 * by its English name (choose.ts), a nakshatra by its name, a numerology number (1–9 and the master numbers), a band of
 * one of the scores, a koota by its code. The CMS offers and checks these; nothing else is typed twice.
 */
// 'factor': a daily reading's paragraph written for one factor of the day, "moon-house:10" (ADR 192).
// 'planet': a kundli remedy written for one graha, "saturn" (ADR 254).
export const APPLIES_TO_KINDS = ['general', 'sign', 'nakshatra', 'number', 'band', 'koota', 'factor', 'planet'] as const
type AppliesToKind = (typeof APPLIES_TO_KINDS)[number]

interface AppliesToChoice {
  readonly value: string
  readonly label: string
}

const capital = (value: string) => value.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase())

// Bands are read by several readings, each with its own scale: the label says which, so an editor tags a crush text
// with a crush band.
const BAND_CHOICES: readonly AppliesToChoice[] = [
  ...DAY_BANDS.map((value) => ({ value, label: `${capital(value)} (daily reading, love forecast)` })),
  ...COMPATIBILITY_BANDS.map((value) => ({ value, label: `${capital(value)} (compatibility)` })),
  ...CRUSH_BANDS.map((value) => ({ value, label: value === 'below-70' ? 'Below 70% (crush)' : `${value}% and above (crush)` })),
]

export const APPLIES_TO_CHOICES: Readonly<Record<Exclude<AppliesToKind, 'general'>, readonly AppliesToChoice[]>> = {
  sign: RASHIS.map((rashi) => ({ value: rashi.english, label: `${rashi.english} (${rashi.sanskrit})` })),
  nakshatra: NAKSHATRAS.map((nakshatra) => ({ value: nakshatra.name, label: nakshatra.name })),
  number: [1, 2, 3, 4, 5, 6, 7, 8, 9, ...MASTER_NUMBERS].map((n) => ({ value: String(n), label: String(n) })),
  band: BAND_CHOICES,
  koota: KOOTA_NAMES.map((value) => ({ value, label: capital(value) })),
  planet: GRAHAS.map((value) => ({ value, label: capital(value) })),
  factor: [
    ...FACTOR_TAGS.map((value) => ({ value, label: `${capital(value.split(':')[0]!)}: ${capital(value.split(':')[1]!)} (daily reading)` })),
    // The sign horoscopes' own factors (ADR 221); the Moon's houses are already there.
    ...SIGN_HOROSCOPE_TAGS.filter((value) => !FACTOR_TAGS.includes(value)).map((value) => ({
      value,
      label: `${capital(value.split(':')[0]!)}: ${capital(value.split(':')[1]!)} (sign horoscope)`,
    })),
  ],
}

const loose = (value: string) => value.trim().toLowerCase()

/**
 * The value as the readings store it ("aries " → "Aries"), or null when it is not one of the kind's: the readings
 * compare loosely in some places and exactly in others, so the CMS keeps the exact spelling.
 */
export function canonicalAppliesToValue(kind: string, value: string): string | null {
  if (kind === 'general') return null
  const choices = APPLIES_TO_CHOICES[kind as Exclude<AppliesToKind, 'general'>]
  return choices?.find((choice) => loose(choice.value) === loose(value))?.value ?? null
}

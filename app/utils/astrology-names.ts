// Where each name the astrology engine computes lives in the `astrology` catalogue. The engine identifies things by
// number or code (sign 1–12, nakshatra 1–27, tithi 1–30, yoga 1–27, karana 1–60, koota and planet codes, weekday
// 0–6); these map those codes to catalogue keys, so no name is ever translated by matching its English text.
import type { KootaName } from '../astrology/ashtakoot-tables'
import type { DashaLord } from '../astrology/planets'
import type { WesternSign } from '../astrology/rashi'
import type astrology from '../locales/en/astrology'

type Catalogue = typeof astrology
type KeyOf<Group extends keyof Catalogue> = `${Group}.${keyof Catalogue[Group] & string}`

// prettier-ignore
const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const satisfies readonly (keyof Catalogue['signs'])[]
// prettier-ignore
const RASHIS = ['mesha', 'vrishabha', 'mithuna', 'karka', 'simha', 'kanya', 'tula', 'vrishchika', 'dhanu', 'makara', 'kumbha', 'meena'] as const satisfies readonly (keyof Catalogue['rashis'])[]
// prettier-ignore
const NAKSHATRAS = [
  'ashwini', 'bharani', 'krittika', 'rohini', 'mrigashira', 'ardra', 'punarvasu', 'pushya', 'ashlesha', 'magha',
  'purvaPhalguni', 'uttaraPhalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha', 'mula',
  'purvaAshadha', 'uttaraAshadha', 'shravana', 'dhanishta', 'shatabhisha', 'purvaBhadrapada', 'uttaraBhadrapada', 'revati',
] as const satisfies readonly (keyof Catalogue['nakshatras'])[]
// prettier-ignore
const TITHIS = [
  'pratipada', 'dwitiya', 'tritiya', 'chaturthi', 'panchami', 'shashthi', 'saptami', 'ashtami', 'navami', 'dashami',
  'ekadashi', 'dwadashi', 'trayodashi', 'chaturdashi',
] as const satisfies readonly (keyof Catalogue['tithis'])[]
// prettier-ignore
const YOGAS = [
  'vishkumbha', 'priti', 'ayushman', 'saubhagya', 'shobhana', 'atiganda', 'sukarma', 'dhriti', 'shula', 'ganda',
  'vriddhi', 'dhruva', 'vyaghata', 'harshana', 'vajra', 'siddhi', 'vyatipata', 'variyan', 'parigha', 'shiva', 'siddha',
  'sadhya', 'shubha', 'shukla', 'brahma', 'indra', 'vaidhriti',
] as const satisfies readonly (keyof Catalogue['yogas'])[]
const MOVABLE_KARANAS = ['bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti'] as const satisfies readonly (keyof Catalogue['karanas'])[]
const FIXED_KARANAS = ['shakuni', 'chatushpada', 'naga'] as const satisfies readonly (keyof Catalogue['karanas'])[]
// prettier-ignore
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const satisfies readonly (keyof Catalogue['weekdays'])[]

/** The engine's Western sign code ('Aries' is its type's member, in the engine's fixed order) as its catalogue key. */
const WESTERN_ORDER: readonly WesternSign[] = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
]

function inRange(value: number, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${what} must be an integer ${min}–${max}, got ${value}`)
  return value
}

/** A tropical sign, as the sun-sign table returns it. */
export function westernSignKey(sign: WesternSign): KeyOf<'signs'> {
  return `signs.${SIGNS[WESTERN_ORDER.indexOf(sign)]!}`
}

/** A sign by number (1 = Aries … 12 = Pisces), Western name. */
export const signKey = (number: number): KeyOf<'signs'> => `signs.${SIGNS[inRange(number, 1, 12, 'sign') - 1]!}`

/** A sidereal sign by number (1 = Mesha … 12 = Meena). */
export const rashiKey = (number: number): KeyOf<'rashis'> => `rashis.${RASHIS[inRange(number, 1, 12, 'rashi') - 1]!}`

export const nakshatraKey = (number: number): KeyOf<'nakshatras'> => `nakshatras.${NAKSHATRAS[inRange(number, 1, 27, 'nakshatra') - 1]!}`

/** Tithi 1–15 is in the bright half (15: Purnima), 16–30 in the dark half (30: Amavasya). */
export function tithiKeys(number: number): { tithi: KeyOf<'tithis'>; paksha: KeyOf<'paksha'> } {
  inRange(number, 1, 30, 'tithi')
  const paksha = number <= 15 ? 'paksha.shukla' : 'paksha.krishna'
  if (number === 15) return { tithi: 'tithis.purnima', paksha }
  if (number === 30) return { tithi: 'tithis.amavasya', paksha }
  return { tithi: `tithis.${TITHIS[(number - 1) % 15]!}`, paksha }
}

export const yogaKey = (number: number): KeyOf<'yogas'> => `yogas.${YOGAS[inRange(number, 1, 27, 'yoga') - 1]!}`

/** Karana 1 is Kimstughna, 2–57 the seven movable ones in turn, 58–60 Shakuni, Chatushpada and Naga. */
export function karanaKey(number: number): KeyOf<'karanas'> {
  inRange(number, 1, 60, 'karana')
  if (number === 1) return 'karanas.kimstughna'
  if (number >= 58) return `karanas.${FIXED_KARANAS[number - 58]!}`
  return `karanas.${MOVABLE_KARANAS[(number - 2) % 7]!}`
}

export const kootaKey = (koota: KootaName): KeyOf<'kootas'> => `kootas.${koota}`

export const planetKey = (planet: DashaLord): KeyOf<'planets'> => `planets.${planet}`

/** 0 = Sunday, as Date.getUTCDay counts. */
export const weekdayKey = (day: number): KeyOf<'weekdays'> => `weekdays.${WEEKDAYS[inRange(day, 0, 6, 'weekday')]!}`

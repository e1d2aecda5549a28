import type { DashaLord } from './planets'

/**
 * The 27 nakshatras (no Abhijit), each 13°20′ of the sidereal zodiac from 0° Aries, with the
 * attributes the readings need.
 * - yoni, gana, nadi: docs/ashtakoot-tables.md, "Nakshatra attributes (primary)"
 *   (tradition: north Indian Guna Milan as printed by the popular almanac sites; all sources agree).
 * - lord: Vimshottari dasha lords, Ketu–Venus–Sun–Moon–Mars–Rahu–Jupiter–Saturn–Mercury repeating
 *   from Ashwini (tradition: Brihat Parashara Hora Shastra, ch. 46).
 * - nature: the seven-fold classification of Muhurta texts (Muhurta Chintamani, nakshatra prakarana):
 *   fixed, movable, fierce, mixed, swift, soft, sharp.
 */

export type Yoni =
  'Horse' | 'Elephant' | 'Sheep' | 'Serpent' | 'Dog' | 'Cat' | 'Rat' | 'Cow' | 'Buffalo' | 'Tiger' | 'Deer' | 'Monkey' | 'Mongoose' | 'Lion'
export type Gana = 'Deva' | 'Manushya' | 'Rakshasa'
export type Nadi = 'Adi' | 'Madhya' | 'Antya'
export type NakshatraNature = 'fixed' | 'movable' | 'fierce' | 'mixed' | 'swift' | 'soft' | 'sharp'

export interface NakshatraRow {
  readonly name: string
  readonly lord: DashaLord
  readonly yoni: Yoni
  readonly gana: Gana
  readonly nadi: Nadi
  readonly nature: NakshatraNature
}

// prettier-ignore
export const NAKSHATRAS: readonly NakshatraRow[] = [
  { name: 'Ashwini',           lord: 'ketu',    yoni: 'Horse',    gana: 'Deva',     nadi: 'Adi',    nature: 'swift' },
  { name: 'Bharani',           lord: 'venus',   yoni: 'Elephant', gana: 'Manushya', nadi: 'Madhya', nature: 'fierce' },
  { name: 'Krittika',          lord: 'sun',     yoni: 'Sheep',    gana: 'Rakshasa', nadi: 'Antya',  nature: 'mixed' },
  { name: 'Rohini',            lord: 'moon',    yoni: 'Serpent',  gana: 'Manushya', nadi: 'Antya',  nature: 'fixed' },
  { name: 'Mrigashira',        lord: 'mars',    yoni: 'Serpent',  gana: 'Deva',     nadi: 'Madhya', nature: 'soft' },
  { name: 'Ardra',             lord: 'rahu',    yoni: 'Dog',      gana: 'Manushya', nadi: 'Adi',    nature: 'sharp' },
  { name: 'Punarvasu',         lord: 'jupiter', yoni: 'Cat',      gana: 'Deva',     nadi: 'Adi',    nature: 'movable' },
  { name: 'Pushya',            lord: 'saturn',  yoni: 'Sheep',    gana: 'Deva',     nadi: 'Madhya', nature: 'swift' },
  { name: 'Ashlesha',          lord: 'mercury', yoni: 'Cat',      gana: 'Rakshasa', nadi: 'Antya',  nature: 'sharp' },
  { name: 'Magha',             lord: 'ketu',    yoni: 'Rat',      gana: 'Rakshasa', nadi: 'Antya',  nature: 'fierce' },
  { name: 'Purva Phalguni',    lord: 'venus',   yoni: 'Rat',      gana: 'Manushya', nadi: 'Madhya', nature: 'fierce' },
  { name: 'Uttara Phalguni',   lord: 'sun',     yoni: 'Cow',      gana: 'Manushya', nadi: 'Adi',    nature: 'fixed' },
  { name: 'Hasta',             lord: 'moon',    yoni: 'Buffalo',  gana: 'Deva',     nadi: 'Adi',    nature: 'swift' },
  { name: 'Chitra',            lord: 'mars',    yoni: 'Tiger',    gana: 'Rakshasa', nadi: 'Madhya', nature: 'soft' },
  { name: 'Swati',             lord: 'rahu',    yoni: 'Buffalo',  gana: 'Deva',     nadi: 'Antya',  nature: 'movable' },
  { name: 'Vishakha',          lord: 'jupiter', yoni: 'Tiger',    gana: 'Rakshasa', nadi: 'Antya',  nature: 'mixed' },
  { name: 'Anuradha',          lord: 'saturn',  yoni: 'Deer',     gana: 'Deva',     nadi: 'Madhya', nature: 'soft' },
  { name: 'Jyeshtha',          lord: 'mercury', yoni: 'Deer',     gana: 'Rakshasa', nadi: 'Adi',    nature: 'sharp' },
  { name: 'Mula',              lord: 'ketu',    yoni: 'Dog',      gana: 'Rakshasa', nadi: 'Adi',    nature: 'sharp' },
  { name: 'Purva Ashadha',     lord: 'venus',   yoni: 'Monkey',   gana: 'Manushya', nadi: 'Madhya', nature: 'fierce' },
  { name: 'Uttara Ashadha',    lord: 'sun',     yoni: 'Mongoose', gana: 'Manushya', nadi: 'Antya',  nature: 'fixed' },
  { name: 'Shravana',          lord: 'moon',    yoni: 'Monkey',   gana: 'Deva',     nadi: 'Antya',  nature: 'movable' },
  { name: 'Dhanishta',         lord: 'mars',    yoni: 'Lion',     gana: 'Rakshasa', nadi: 'Madhya', nature: 'movable' },
  { name: 'Shatabhisha',       lord: 'rahu',    yoni: 'Horse',    gana: 'Rakshasa', nadi: 'Adi',    nature: 'movable' },
  { name: 'Purva Bhadrapada',  lord: 'jupiter', yoni: 'Lion',     gana: 'Manushya', nadi: 'Adi',    nature: 'fierce' },
  { name: 'Uttara Bhadrapada', lord: 'saturn',  yoni: 'Cow',      gana: 'Manushya', nadi: 'Madhya', nature: 'fixed' },
  { name: 'Revati',            lord: 'mercury', yoni: 'Elephant', gana: 'Deva',     nadi: 'Antya',  nature: 'soft' },
]

/** 13°20′ in degrees. */
export const NAKSHATRA_SPAN = 360 / 27

export interface NakshatraRef {
  /** 1 = Ashwini … 27 = Revati. */
  readonly number: number
  readonly name: string
  readonly lord: DashaLord
}

export interface NakshatraPlacement {
  readonly nakshatra: NakshatraRef
  /** 1–4. */
  readonly pada: number
  /** Fraction of the nakshatra already traversed, [0, 1). */
  readonly elapsed: number
}

/** Nakshatra (1–27) of a sidereal longitude in degrees [0, 360). */
export function nakshatraNumberOf(longitude: number): number {
  // Multiply before dividing so exact multiples of 40/3 land on the right side.
  return Math.min(26, Math.floor((longitude * 27) / 360)) + 1
}

function nakshatraByNumber(number: number): NakshatraRef {
  const row = NAKSHATRAS[number - 1]
  if (!row) throw new RangeError(`nakshatra number ${number} is not 1–27`)
  return { number, name: row.name, lord: row.lord }
}

export function placeInNakshatra(longitude: number): NakshatraPlacement {
  const number = nakshatraNumberOf(longitude)
  const position = (longitude * 27) / 360 - (number - 1)
  const elapsed = Math.min(Math.max(position, 0), 1 - Number.EPSILON)
  return { nakshatra: nakshatraByNumber(number), pada: Math.min(3, Math.floor(elapsed * 4)) + 1, elapsed }
}

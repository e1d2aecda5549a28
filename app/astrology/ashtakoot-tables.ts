import type { Yoni } from './nakshatra'
import type { Planet } from './planets'

/**
 * Guna Milan point tables, variant "north-std": the *primary* tables of
 * docs/ashtakoot-tables.md, copied cell for cell (rows = boy/groom, columns = girl/bride).
 * Tradition: north Indian Ashtakoot as the popular almanac sites report the raw 36-point score.
 * Where sources differ (PyJHora, Maitreya, panchangam-js …) that document lists the alternatives;
 * we follow the primary tables and do not fold dosha cancellations into the points.
 */

export type KootaName = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi'

export const KOOTA_NAMES: readonly KootaName[] = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi']

/** Maximum points per koota (spec §9, "Ashtakoot maximums"); they add up to 36. */
export const KOOTA_MAXIMUMS: Readonly<Record<KootaName, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
}

// §1 Varna: rank by rashi (Brahmin 4, Kshatriya 3, Vaishya 2, Shudra 1). Index = rashi − 1.
export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra'
export const VARNA_BY_RASHI: readonly Varna[] = [
  'Kshatriya',
  'Vaishya',
  'Shudra',
  'Brahmin',
  'Kshatriya',
  'Vaishya',
  'Shudra',
  'Brahmin',
  'Kshatriya',
  'Vaishya',
  'Shudra',
  'Brahmin',
]
export const VARNA_RANK: Readonly<Record<Varna, number>> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 }

// §2 Vashya groups (Sagittarius and Capricorn split at 15°) and the primary matrix.
export type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta'
export const VASHYA_ORDER: readonly Vashya[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta']
// prettier-ignore
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  /* Chatushpada */ [2,   1,   1,   0.5, 1],
  /* Manava      */ [1,   2,   0.5, 0,   1],
  /* Jalachara   */ [1,   0.5, 2,   1,   1],
  /* Vanachara   */ [0.5, 0,   1,   2,   0],
  /* Keeta       */ [1,   1,   1,   0,   2],
]

// §4 Yoni primary matrix (symmetric; zeros are the seven sworn-enemy pairs).
export const YONI_ORDER: readonly Yoni[] = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
]
// prettier-ignore
export const YONI_POINTS: readonly (readonly number[])[] = [
  /* Horse    */ [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  /* Elephant */ [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  /* Sheep    */ [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  /* Serpent  */ [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  /* Dog      */ [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  /* Cat      */ [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  /* Rat      */ [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  /* Cow      */ [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  /* Buffalo  */ [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  /* Tiger    */ [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  /* Deer     */ [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  /* Monkey   */ [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  /* Mongoose */ [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  /* Lion     */ [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
]

// §5 Graha Maitri: natural friendships (row planet's view of column planet) …
export type Relation = 'F' | 'N' | 'E'
export const MAITRI_ORDER: readonly Planet[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
// prettier-ignore
export const NATURAL_RELATIONS: readonly (readonly (Relation | null)[])[] = [
  /* Sun     */ [null, 'F',  'F',  'N',  'F',  'E',  'E'],
  /* Moon    */ ['F',  null, 'N',  'F',  'N',  'N',  'N'],
  /* Mars    */ ['F',  'F',  null, 'E',  'F',  'N',  'N'],
  /* Mercury */ ['F',  'E',  'N',  null, 'N',  'F',  'N'],
  /* Jupiter */ ['F',  'F',  'F',  'E',  null, 'E',  'N'],
  /* Venus   */ ['E',  'E',  'N',  'F',  'N',  null, 'F'],
  /* Saturn  */ ['E',  'E',  'E',  'F',  'N',  'F',  null],
]
// … and the resulting points (F+F 5, F+N 4, N+N 3, F+E 1, N+E 0.5, E+E 0, same lord 5).
// prettier-ignore
export const MAITRI_POINTS: readonly (readonly number[])[] = [
  /* Sun     */ [5,   5,   5,   4,   5,   0,   0],
  /* Moon    */ [5,   5,   4,   1,   4,   0.5, 0.5],
  /* Mars    */ [5,   4,   5,   0.5, 5,   3,   0.5],
  /* Mercury */ [4,   1,   0.5, 5,   0.5, 5,   4],
  /* Jupiter */ [5,   4,   5,   0.5, 5,   0.5, 3],
  /* Venus   */ [0,   0.5, 3,   5,   0.5, 5,   5],
  /* Saturn  */ [0,   0.5, 0.5, 4,   3,   5,   5],
]

// §6 Gana primary matrix, rows = boy (asymmetric on purpose).
export const GANA_ORDER = ['Deva', 'Manushya', 'Rakshasa'] as const
// prettier-ignore
export const GANA_POINTS: readonly (readonly number[])[] = [
  /* Deva     */ [6, 6, 0],
  /* Manushya */ [5, 6, 0],
  /* Rakshasa */ [1, 0, 6],
]

// §7 Bhakoot: distance d = ((girl − boy) mod 12) + 1; these distances score 7, all others 0.
export const BHAKOOT_GOOD_DISTANCES: readonly number[] = [1, 3, 4, 7, 10, 11]

// §3 Tara: inclusive nakshatra count from one to the other, remainder mod 9 of 3, 5 or 7 is bad.
export const TARA_BAD_REMAINDERS: readonly number[] = [3, 5, 7]

// Places of birth: an offline search over generated/gazetteer.json (built by scripts/build-gazetteer.mjs, ADR 030).
// The file is read once, on the first search, and indexed as a sorted array of folded names and aliases (and, on the
// first query in Devanagari, a second one of their sound keys), so a query is a binary search and a walk over the
// matching range.
import fs from 'node:fs'
import path from 'node:path'
import { appRoot } from '../utils/env.server'
import { hasDevanagari, soundKey } from './place-sound'

export type Place = {
  id: string
  name: string
  country: string
  countryCode: string
  admin?: string
  latitude: number
  longitude: number
  timeZone: string
  /** "Mumbai, Maharashtra, India": what the search box shows once a place is picked. */
  label: string
}

export const PLACE_QUERY_MAX = 80

/** [id, name, countryCode, admin, latitude, longitude, population, zone index, aliases?]: see the build script. */
type Row = [string, string, string, string, number, number, number, number, string[]?]

type Gazetteer = { format: number; countries: Record<string, string>; zones: string[]; places: Row[] }

/** Search keys of names and aliases, sorted; refs[i] is the row keys[i] belongs to. */
type Keys = { keys: string[]; refs: Int32Array }

type Index = Keys & {
  gazetteer: Gazetteer
  /** The same names as sound keys (place-sound.ts), for queries in Devanagari; made on the first such query. */
  sounds?: Keys
  /** A row's place in the population order (0 = most populous): the ranking, precomputed. */
  popularity: Int32Array
  rowById: Map<string, number>
  foldedCountries: Map<string, string>
}

/** Letters Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ħ: 'h', ı: 'i' }

/**
 * A name as the search compares it: no case, no diacritics ("München" → "munchen", "Łódź" → "lodz"), apostrophes and
 * invisible format characters dropped ("Ta’ Xbiex" → "ta xbiex"), any other run of punctuation or spaces one space
 * ("Saint-Étienne" → "saint etienne"). Scripts other than Latin are kept as they are.
 */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþħı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/['‘’ʻʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

let index: Index | undefined

function gazetteerPath() {
  return path.join(appRoot, 'generated', 'gazetteer.json')
}

function loadIndex(): Index {
  if (index) return index
  const file = gazetteerPath()
  if (!fs.existsSync(file)) {
    throw new Error(`The place list ${file} is missing. Run \`node scripts/build-gazetteer.mjs\` to build it.`)
  }
  const gazetteer = JSON.parse(fs.readFileSync(file, 'utf8')) as Gazetteer
  if (gazetteer.format !== 1) {
    throw new Error(`${file} has format ${gazetteer.format}; run \`node scripts/build-gazetteer.mjs --force\`.`)
  }
  const rows = gazetteer.places
  const rowById = new Map<string, number>()
  rows.forEach((row, i) => rowById.set(row[0], i))

  const byPopulation = rows.map((_, i) => i).sort((a, b) => rows[b]![6] - rows[a]![6] || rows[a]![1].localeCompare(rows[b]![1]) || a - b)
  const popularity = new Int32Array(rows.length)
  byPopulation.forEach((row, rank) => (popularity[row] = rank))

  index = {
    gazetteer,
    ...keysOf(rows, foldPlaceName),
    popularity,
    rowById,
    foldedCountries: new Map(Object.entries(gazetteer.countries).map(([code, name]) => [code, foldPlaceName(name)])),
  }
  return index
}

/** Every place's name and aliases under a key function, sorted for the binary search; a name that keys to nothing is left out. */
function keysOf(rows: Row[], key: (name: string) => string): Keys {
  const entries: [string, number][] = []
  rows.forEach((row, i) => {
    const own = key(row[1])
    if (own) entries.push([own, i])
    for (const alias of row[8] ?? []) {
      const keyed = key(alias)
      if (keyed && keyed !== own) entries.push([keyed, i])
    }
  })
  // Plain code-unit order: the same order the binary search compares in.
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
  return { keys: entries.map(([keyed]) => keyed), refs: Int32Array.from(entries, ([, row]) => row) }
}

function toPlace({ gazetteer }: Index, row: Row): Place {
  const [id, name, countryCode, admin, latitude, longitude, , zone] = row
  const country = gazetteer.countries[countryCode] ?? countryCode
  return {
    id,
    name,
    country,
    countryCode,
    ...(admin ? { admin } : {}),
    latitude,
    longitude,
    timeZone: gazetteer.zones[zone]!,
    // "Delhi, India", not "Delhi, Delhi, India".
    label: [name, admin !== name ? admin : '', country].filter(Boolean).join(', '),
  }
}

/** The first i with keys[i] >= prefix. */
function lowerBound(keys: string[], prefix: string) {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (keys[middle]! < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/** "paris, fr" narrows to France; so do "paris, france", "paris, tx" (a US state) and a whole label. */
function matchesQualifiers({ foldedCountries }: Index, row: Row, qualifiers: string[]) {
  const [, , code, admin] = row
  return qualifiers.every(
    (qualifier) =>
      code.toLowerCase() === qualifier ||
      Boolean(foldedCountries.get(code)?.startsWith(qualifier)) ||
      (admin !== '' && foldPlaceName(admin).startsWith(qualifier)),
  )
}

type Ranking = {
  /** Places of this country are ranked as if PREFERRED_COUNTRY_BONUS places fewer were more populous than they. */
  preferCountry?: string
  /** Keys shorter than this get no head start for matching the query whole (a one-letter sound key matches many). */
  minExactLength?: number
  /** Which matches may be listed at all; `whole` says the key is the whole query, not only its start. */
  admit?: (row: Row, whole: boolean) => boolean
}

const PREFERRED_COUNTRY_BONUS = 5000

/** The countries that write their place names in Devanagari. */
const DEVANAGARI_COUNTRIES = new Set(['IN', 'NP'])
/** A city abroad this big may be named in Devanagari (लंदन, पेरिस); smaller towns abroad only share a sound by chance. */
const GREAT_CITY = 1_000_000
/** Sound keys shorter than this say too little to match anything abroad (दिल्ली and Douala both key as "dl"). */
const DISTINCT_SOUND = 3

/**
 * Matching by sound is coarse (मुंबई keys as Mbeya and Mubi do, वाराणसी as Reynosa and Rennes): it lists the places of
 * India and Nepal, and a city abroad only when it is a great city whose whole name the query says, distinctly.
 */
function soundsLikely(sound: string) {
  return (row: Row, whole: boolean) => DEVANAGARI_COUNTRIES.has(row[2]) || (whole && sound.length >= DISTINCT_SOUND && row[6] >= GREAT_CITY)
}

/**
 * The best `limit` rows whose key starts with the prefix: by popularity (see Ranking), with places whose name or
 * alias is the whole query ahead of all the rest.
 */
function search(idx: Index, { keys, refs }: Keys, prefix: string, qualifiers: string[], limit: number, ranking: Ranking = {}): number[] {
  const { popularity, gazetteer } = idx
  const rows = gazetteer.places
  const exactBonus = prefix.length >= (ranking.minExactLength ?? 1) ? rows.length + PREFERRED_COUNTRY_BONUS : 0
  const best: { row: number; rank: number }[] = []
  for (let i = lowerBound(keys, prefix); i < keys.length && keys[i]!.startsWith(prefix); i++) {
    const row = refs[i]!
    const whole = keys[i] === prefix
    if (ranking.admit && !ranking.admit(rows[row]!, whole)) continue
    const rank = popularity[row]! - (whole ? exactBonus : 0) - (rows[row]![2] === ranking.preferCountry ? PREFERRED_COUNTRY_BONUS : 0)
    if (best.length === limit && rank >= best[best.length - 1]!.rank) continue
    if (qualifiers.length && !matchesQualifiers(idx, rows[row]!, qualifiers)) continue
    // A place found by its name and by an alias is listed once, at its better rank.
    const seen = best.findIndex((candidate) => candidate.row === row)
    if (seen !== -1) {
      if (best[seen]!.rank <= rank) continue
      best.splice(seen, 1)
    }
    let at = best.length
    while (at > 0 && best[at - 1]!.rank > rank) at--
    best.splice(at, 0, { row, rank })
    if (best.length > limit) best.pop()
  }
  return best.map((candidate) => candidate.row)
}

/**
 * Places whose name, or a former or foreign name, starts with the query: exact names first, then the most populous.
 * Text after a comma narrows by country or state ("Hyderabad, Pakistan"); failing everything, a last word is tried
 * as the country ("Paris France"), then the name as it sounds ("Kodaikanaal" finds Kodaikānāl). A name in Devanagari
 * is matched by how it sounds ("मुंबई" finds Mumbai).
 */
export function searchPlaces(query: string, limit = 8): Place[] {
  if (typeof query !== 'string' || query.length > PLACE_QUERY_MAX || limit < 1) return []
  const [typed = '', ...rest] = query.split(/[,،]/)
  // Qualifiers are matched in Latin letters; one in Devanagari ("भारत") cannot be, so it does not narrow.
  const qualifiers = rest
    .filter((part) => !hasDevanagari(part))
    .map(foldPlaceName)
    .filter(Boolean)
  const idx = loadIndex()
  let rows: number[]
  const bySound = (minLength = 1) => {
    const sound = soundKey(typed)
    if (sound.length < minLength) return []
    idx.sounds ??= keysOf(idx.gazetteer.places, soundKey)
    // Someone writing in Devanagari is most likely looking for an Indian place (गुड़गांव: Gurugram before Gorgān, Iran).
    return search(idx, idx.sounds, sound, qualifiers, limit, { preferCountry: 'IN', minExactLength: 2, admit: soundsLikely(sound) })
  }
  if (hasDevanagari(typed)) {
    rows = bySound()
  } else {
    const name = foldPlaceName(typed)
    if (!name) return []
    rows = search(idx, idx, name, qualifiers, limit)
    if (rows.length === 0 && qualifiers.length === 0 && name.includes(' ')) {
      const cut = name.lastIndexOf(' ')
      rows = search(idx, idx, name.slice(0, cut), [name.slice(cut + 1)], limit)
    }
    // Indian names have many spellings in Latin letters (Lonavla, Lonavala; -eshwar, -eswar). A name of one or two
    // consonants ("Mmmm") sounds like thousands of places: no guess for it. A guess by sound is listed only when it is
    // also spelled close to what was typed: "Malana" sounds like Milan, but a birth chart for Milan is a wrong chart,
    // and "No places found" sends the customer to another spelling or to coordinates instead.
    if (rows.length === 0) rows = bySound(DISTINCT_SOUND).filter((row) => spelledClose(name, idx.gazetteer.places[row]!))
  }
  return rows.map((row) => toPlace(idx, idx.gazetteer.places[row]!))
}

/** Typing slips allowed between a query and a name guessed by its sound: one in five letters, at least one. */
const SLIPS_PER_LETTER = 1 / 5

/** Whether the place's name, or one of its other names, is within a few typing slips of the folded query. */
function spelledClose(query: string, row: Row): boolean {
  return [row[1], ...(row[8] ?? [])].some((name) => {
    const folded = foldPlaceName(name)
    return editDistance(query, folded, Math.max(1, Math.floor(folded.length * SLIPS_PER_LETTER))) !== null
  })
}

/** Levenshtein distance between two strings when it is at most `most`, else null (stops as soon as it must exceed). */
export function editDistance(a: string, b: string, most: number): number | null {
  if (Math.abs(a.length - b.length) > most) return null
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      current.push(value)
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > most) return null
    previous = current
  }
  const distance = previous[b.length]!
  return distance <= most ? distance : null
}

export function getPlace(id: string): Place | undefined {
  const idx = loadIndex()
  const row = idx.rowById.get(id)
  return row === undefined ? undefined : toPlace(idx, idx.gazetteer.places[row]!)
}

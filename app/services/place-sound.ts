// How a place name sounds, as a key the birth-place search can compare across scripts: a customer filling the Hindi
// profile form types "मुंबई" or "दिल्ली", and the gazetteer only has "Mumbai" and "Delhi" (ADR 030).
//
// Both spellings are brought to the consonants a speaker would hear, in a deliberately coarse alphabet: vowels go
// (Hindi and English spell them too differently: दिल्ली / Delhi), aspiration goes (ठाणे / Thane, भोपाल / Bhopal),
// retroflex and dental fall together (ट/त → t), श ष स and "sh" are one s, v w y are dropped like vowels (वडोदरा /
// Vadodara, जयपुर / Jaipur), and a doubled consonant counts once (चेन्नई / Chennai). What is left is compared by
// prefix, so a name is found while it is being typed.
import { DEVANAGARI_CONSONANTS, DEVANAGARI_NUKTA_FORMS, DEVANAGARI_VOWEL_SIGNS, DEVANAGARI_VOWELS } from '../astrology/devanagari'

// The letters come from the engine's one Devanagari table, in lower case here.
const lower = (table: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.toLowerCase()]))
const CONSONANTS = lower(DEVANAGARI_CONSONANTS)
const WITH_NUKTA = lower(DEVANAGARI_NUKTA_FORMS)
const VOWELS = lower(DEVANAGARI_VOWELS)
const VOWEL_SIGNS = lower(DEVANAGARI_VOWEL_SIGNS)

const VIRAMA = '्'
const NUKTA = '़'
/** Anusvara and chandrabindu: a nasal, said m before प फ ब भ म (मुंबई, Mumbai) and n elsewhere (बेंगलुरु, Bengaluru). */
const NASALS = new Set(['ं', 'ँ'])
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म'])

const DEVANAGARI = /[\u0900-\u097F]/

/** Whether a text holds any Devanagari (the engine's isDevanagari asks it of one code point). */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text)
}

/** Devanagari in Latin letters, close enough for soundKey: "मुंबई" → "mumbai", "लखनऊ" → "lakhanau". */
export function romanizeDevanagari(text: string): string {
  const chars = [...text.normalize('NFD')]
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    const consonant = CONSONANTS[char]
    if (consonant !== undefined) {
      const nukta = chars[i + 1] === NUKTA
      if (nukta) i++
      out += nukta ? (WITH_NUKTA[char] ?? consonant) : consonant
      // The inherent vowel, unless a vowel sign or a virama follows. It only matters to the h rule of soundKey
      // (रहमान, Rahman): vowels themselves are dropped there.
      const next = chars[i + 1] ?? ''
      if (next !== VIRAMA && VOWEL_SIGNS[next] === undefined) out += 'a'
    } else if (VOWELS[char] !== undefined || VOWEL_SIGNS[char] !== undefined) {
      out += VOWELS[char] ?? VOWEL_SIGNS[char]
    } else if (NASALS.has(char)) {
      out += LABIALS.has(chars[i + 1] ?? '') ? 'm' : 'n'
    } else if (char === VIRAMA || char === NUKTA || /\p{M}/u.test(char)) {
      // Virama, visarga and other signs: nothing to say.
    } else {
      out += char
    }
  }
  return out
}

/**
 * The sound key of a place name in Latin letters or Devanagari: "Mumbai" and "मुंबई" → "mb", "Delhi" and "दिल्ली"
 * → "dl", "New Delhi" and "नई दिल्ली" → "ndl". Empty for a name of vowels only.
 */
export function soundKey(name: string): string {
  const latin = hasDevanagari(name) ? romanizeDevanagari(name) : name
  const letters = latin
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    // ch is its own sound (च, Chennai); any other c is a k (Calcutta, Cochin), and so are q and ck.
    .replace(/ch/g, 'C')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 'j')
    .replace(/f/g, 'p')
    // An h after a consonant is aspiration (kh, bh, th) or part of sh: gone. At the start or after a vowel it stays.
    .replace(/([^aeiouywvh])h+/g, '$1')
    .replace(/[aeiouywv]+/g, '')
  return letters.replace(/(.)\1+/g, '$1')
}

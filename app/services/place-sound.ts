// How a place name sounds, as a key the birth-place search can compare across scripts: a customer filling the Hindi
// profile form types "मुंबई" or "दिल्ली", and the gazetteer only has "Mumbai" and "Delhi" (ADR 030).
//
// Both spellings are brought to the consonants a speaker would hear, in a deliberately coarse alphabet: vowels go
// (Hindi and English spell them too differently: दिल्ली / Delhi), aspiration goes (ठाणे / Thane, भोपाल / Bhopal),
// retroflex and dental fall together (ट/त → t), श ष स and "sh" are one s, v w y are dropped like vowels (वडोदरा /
// Vadodara, जयपुर / Jaipur), and a doubled consonant counts once (चेन्नई / Chennai). What is left is compared by
// prefix, so a name is found while it is being typed.

/** Devanagari consonants in the Latin letters Indian place names are usually written with. */
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
}

/** The same consonants with a nukta (the dot below), as Unicode decomposes क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़. */
const WITH_NUKTA: Record<string, string> = { क: 'k', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' }

/** Vowels as letters of their own; only ऋ (ri) leaves a consonant behind. */
const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
}

/** Vowels as signs on a consonant, which then loses its inherent a. */
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
}

const VIRAMA = '्'
const NUKTA = '़'
/** Anusvara and chandrabindu: a nasal, said m before प फ ब भ म (मुंबई, Mumbai) and n elsewhere (बेंगलुरु, Bengaluru). */
const NASALS = new Set(['ं', 'ँ'])
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म'])

const DEVANAGARI = /[\u0900-\u097F]/

export function isDevanagari(text: string): boolean {
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
  const latin = isDevanagari(name) ? romanizeDevanagari(name) : name
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

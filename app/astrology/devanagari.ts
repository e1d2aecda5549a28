/**
 * Devanagari → plain Latin capitals, so a Hindi name can be scored by the Latin letter table.
 *
 * Scheme (our choice, documented in docs/decisions/011-numerology-letters.md): the common Indian
 * spelling without diacritics, as on passports and school records — long and short vowels are
 * written alike (ी → I, ू → U), श/ष → SH, च → CH, छ → CHH, aspirates add H, ऋ → RI, ं → N (M before
 * a labial), ः → H. Hindi drops the inherent "a" at the end of a word (राम → RAM) and in the middle
 * where a vowel, one consonant and a vowelled consonant follow (कमला → KAMLA); we apply those two
 * rules and keep the vowel after a conjunct (कृष्ण → KRISHNA, नरेन्द्र → NARENDRA). The result is shown
 * to the user so a family spelling that differs can be typed in Latin instead.
 */

// Consonants U+0915–U+0939 (index = code point − 0x915); '' marks unassigned or rare letters.
// prettier-ignore
const CONSONANTS: readonly string[] = [
  'K', 'KH', 'G', 'GH', 'N', 'CH', 'CHH', 'J', 'JH', 'N',   // क ख ग घ ङ च छ ज झ ञ
  'T', 'TH', 'D', 'DH', 'N', 'T', 'TH', 'D', 'DH', 'N',     // ट ठ ड ढ ण त थ द ध न
  'N', 'P', 'PH', 'B', 'BH', 'M', 'Y', 'R', 'R', 'L',       // ऩ प फ ब भ म य र ऱ ल
  'L', 'L', 'V', 'SH', 'SH', 'S', 'H',                      // ळ ऴ व श ष स ह
]

/** Consonant + nukta (U+093C), and the precomposed forms U+0958–U+095F. */
const NUKTA_FORMS: Readonly<Record<string, string>> = {
  K: 'Q', KH: 'KH', G: 'GH', J: 'Z', D: 'R', DH: 'RH', PH: 'F', Y: 'Y',
}
// prettier-ignore
const PRECOMPOSED_NUKTA: readonly string[] = ['Q', 'KH', 'GH', 'Z', 'R', 'RH', 'F', 'Y'] // क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़

const INDEPENDENT_VOWELS: Readonly<Record<number, string>> = {
  0x904: 'E', 0x905: 'A', 0x906: 'A', 0x907: 'I', 0x908: 'I', 0x909: 'U', 0x90a: 'U', 0x90b: 'RI', 0x90c: 'LRI',
  0x90d: 'E', 0x90e: 'E', 0x90f: 'E', 0x910: 'AI', 0x911: 'O', 0x912: 'O', 0x913: 'O', 0x914: 'AU',
  0x960: 'RI', 0x961: 'LRI', 0x972: 'A',
}

const VOWEL_SIGNS: Readonly<Record<number, string>> = {
  0x93e: 'A', 0x93f: 'I', 0x940: 'I', 0x941: 'U', 0x942: 'U', 0x943: 'RI', 0x944: 'RI', 0x945: 'E', 0x946: 'E',
  0x947: 'E', 0x948: 'AI', 0x949: 'O', 0x94a: 'O', 0x94b: 'O', 0x94c: 'AU', 0x94f: 'AU', 0x962: 'LRI', 0x963: 'LRI',
}

const VIRAMA = 0x94d
const NUKTA = 0x93c
const ANUSVARA = 0x902
const CANDRABINDU = 0x901
const VISARGA = 0x903
const LABIALS = new Set(['P', 'PH', 'B', 'BH', 'M'])

export function isDevanagari(codePoint: number): boolean {
  return codePoint >= 0x900 && codePoint <= 0x97f
}

interface Syllable {
  onset: string[]
  /** Vowel letters, '' when a virama closes the word. */
  vowel: string
  inherent: boolean
  /** Anusvara / candrabindu / visarga after the vowel. */
  coda: '' | 'nasal' | 'H'
  /** Onset still open: the last consonant carried a virama. */
  open: boolean
  dropped: boolean
}

export interface Transliteration {
  readonly latin: string
  /** Devanagari characters that carry no letter (digits, danda, OM …). */
  readonly ignored: readonly string[]
}

/** Transliterates one Devanagari word (no spaces). */
export function transliterateDevanagariWord(word: string): Transliteration {
  const syllables: Syllable[] = []
  const ignored: string[] = []
  const chars = Array.from(word)
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    const cp = char.codePointAt(0)!
    const last = syllables[syllables.length - 1]
    if (cp >= 0x915 && cp <= 0x939 && CONSONANTS[cp - 0x915]) {
      let letter = CONSONANTS[cp - 0x915]!
      if (chars[i + 1]?.codePointAt(0) === NUKTA) {
        letter = NUKTA_FORMS[letter] ?? letter
        i++
      }
      addConsonant(syllables, letter)
    } else if (cp >= 0x958 && cp <= 0x95f) {
      addConsonant(syllables, PRECOMPOSED_NUKTA[cp - 0x958]!)
    } else if (cp === VIRAMA) {
      if (last && last.inherent) {
        last.vowel = ''
        last.inherent = false
        last.open = true
      }
    } else if (VOWEL_SIGNS[cp] !== undefined) {
      if (last && last.inherent) {
        last.vowel = VOWEL_SIGNS[cp]!
        last.inherent = false
      } else {
        syllables.push(independent(VOWEL_SIGNS[cp]!))
      }
    } else if (INDEPENDENT_VOWELS[cp] !== undefined) {
      syllables.push(independent(INDEPENDENT_VOWELS[cp]!))
    } else if (cp === ANUSVARA || cp === CANDRABINDU) {
      if (last) last.coda = 'nasal'
    } else if (cp === VISARGA) {
      if (last) last.coda = 'H'
    } else if (cp === NUKTA || cp === 0x93d || cp === 0x200c || cp === 0x200d) {
      // Stray nukta, avagraha, zero-width (non-)joiner: no sound of their own.
    } else {
      ignored.push(char)
    }
  }
  deleteSchwas(syllables)
  let latin = ''
  syllables.forEach((syllable, index) => {
    latin += syllable.onset.join('')
    if (!syllable.dropped) latin += syllable.vowel
    if (syllable.coda === 'H') latin += 'H'
    if (syllable.coda === 'nasal') {
      const next = syllables[index + 1]?.onset[0]
      latin += next && LABIALS.has(next) ? 'M' : 'N'
    }
  })
  return { latin, ignored }
}

function independent(vowel: string): Syllable {
  return { onset: [], vowel, inherent: false, coda: '', open: false, dropped: false }
}

function addConsonant(syllables: Syllable[], letter: string): void {
  const last = syllables[syllables.length - 1]
  if (last && last.open) {
    last.onset.push(letter)
    last.vowel = 'A'
    last.inherent = true
    last.open = false
  } else {
    syllables.push({ onset: [letter], vowel: 'A', inherent: true, coda: '', open: false, dropped: false })
  }
}

/** Hindi schwa deletion, the two common rules (word-final; V C _ C V in the middle). */
function deleteSchwas(syllables: Syllable[]): void {
  const n = syllables.length
  const final = syllables[n - 1]
  if (n > 1 && final && final.inherent && final.onset.length === 1 && final.coda === '') final.dropped = true
  for (let i = 1; i < n - 1; i++) {
    const previous = syllables[i - 1]!
    const current = syllables[i]!
    const next = syllables[i + 1]!
    const previousEndsInVowel = !previous.dropped && previous.vowel !== '' && previous.coda === ''
    const nextIsConsonantVowel = next.onset.length === 1 && !next.dropped && next.vowel !== ''
    if (current.inherent && current.onset.length === 1 && current.coda === '' && previousEndsInVowel && nextIsConsonantVowel) {
      current.dropped = true
    }
  }
}

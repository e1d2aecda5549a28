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

// The Devanagari letters in plain Latin capitals: the one table of them in the code base. The engine spells names
// with it here; the birth-place search (app/services/place-sound.ts) lowers it to compare place names by sound.
// Text is read in Unicode's decomposed form (NFD), so the precomposed nukta letters क़ … य़ (U+0958–U+095F) and ऩ ऱ ऴ
// arrive as their base letter followed by a nukta.

/** Consonants U+0915–U+0939. */
export const DEVANAGARI_CONSONANTS: Readonly<Record<string, string>> = {
  क: 'K',
  ख: 'KH',
  ग: 'G',
  घ: 'GH',
  ङ: 'N',
  च: 'CH',
  छ: 'CHH',
  ज: 'J',
  झ: 'JH',
  ञ: 'N',
  ट: 'T',
  ठ: 'TH',
  ड: 'D',
  ढ: 'DH',
  ण: 'N',
  त: 'T',
  थ: 'TH',
  द: 'D',
  ध: 'DH',
  न: 'N',
  प: 'P',
  फ: 'PH',
  ब: 'B',
  भ: 'BH',
  म: 'M',
  य: 'Y',
  र: 'R',
  ल: 'L',
  ळ: 'L',
  व: 'V',
  श: 'SH',
  ष: 'SH',
  स: 'S',
  ह: 'H',
}

/** The consonants that change with a nukta (U+093C) below them: क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़. Any other keeps its sound. */
export const DEVANAGARI_NUKTA_FORMS: Readonly<Record<string, string>> = {
  क: 'Q',
  ख: 'KH',
  ग: 'GH',
  ज: 'Z',
  ड: 'R',
  ढ: 'RH',
  फ: 'F',
  य: 'Y',
}

/** Vowels written as letters of their own (at the start of a word or after another vowel). */
export const DEVANAGARI_VOWELS: Readonly<Record<string, string>> = {
  ऄ: 'E',
  अ: 'A',
  आ: 'A',
  इ: 'I',
  ई: 'I',
  उ: 'U',
  ऊ: 'U',
  ऋ: 'RI',
  ऌ: 'LRI',
  ऍ: 'E',
  ऎ: 'E',
  ए: 'E',
  ऐ: 'AI',
  ऑ: 'O',
  ऒ: 'O',
  ओ: 'O',
  औ: 'AU',
  ॠ: 'RI',
  ॡ: 'LRI',
  ॲ: 'A',
}

/** Vowels written as signs on a consonant, which then loses its inherent a (keys are combining marks). */
// prettier-ignore
export const DEVANAGARI_VOWEL_SIGNS: Readonly<Record<string, string>> = {
  '\u093e': 'A', '\u093f': 'I', '\u0940': 'I', '\u0941': 'U', '\u0942': 'U', '\u0943': 'RI', '\u0944': 'RI', // ा ि ी ु ू ृ ॄ
  '\u0945': 'E', '\u0946': 'E', '\u0947': 'E', '\u0948': 'AI', '\u0949': 'O', '\u094a': 'O', '\u094b': 'O', // ॅ ॆ े ै ॉ ॊ ो
  '\u094c': 'AU', '\u094f': 'AU', '\u0962': 'LRI', '\u0963': 'LRI', // ौ ॏ ॢ ॣ
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
  const chars = Array.from(word.normalize('NFD'))
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    const cp = char.codePointAt(0)!
    const last = syllables[syllables.length - 1]
    const consonant = DEVANAGARI_CONSONANTS[char]
    if (consonant !== undefined) {
      let letter = consonant
      if (chars[i + 1]?.codePointAt(0) === NUKTA) {
        letter = DEVANAGARI_NUKTA_FORMS[char] ?? letter
        i++
      }
      addConsonant(syllables, letter)
    } else if (cp === VIRAMA) {
      if (last && last.inherent) {
        last.vowel = ''
        last.inherent = false
        last.open = true
      }
    } else if (DEVANAGARI_VOWEL_SIGNS[char] !== undefined) {
      if (last && last.inherent) {
        last.vowel = DEVANAGARI_VOWEL_SIGNS[char]!
        last.inherent = false
      } else {
        syllables.push(independent(DEVANAGARI_VOWEL_SIGNS[char]!))
      }
    } else if (DEVANAGARI_VOWELS[char] !== undefined) {
      syllables.push(independent(DEVANAGARI_VOWELS[char]!))
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

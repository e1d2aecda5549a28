import { parseIsoDate } from './calendar'
import { isDevanagari, transliterateDevanagariWord } from './devanagari'
import { AstrologyInputError } from './errors'

/**
 * Pythagorean numerology by the product spec (docs/product-spec.md §5, "Numerology
 * method"). Tradition: Western (Pythagorean) numerology.
 * - Letters A–I = 1–9, J–R = 1–9, S–Z = 1–8.
 * - Sums are reduced digit by digit to one digit, keeping the master numbers 11, 22 and 33.
 * - Life path: month, day and year of birth each reduced, then added and reduced.
 * - Destiny (expression): all letters of the full name. Soul urge: vowels only (A1 E5 I9 O6 U3).
 *   Personality: consonants only.
 * - The vowels are exactly A, E, I, O and U; Y is always a consonant (value 7), as the spec's method
 *   says and users check us against (docs/decisions/096-numerology-y-is-a-consonant.md, replacing
 *   that part of ADR 011).
 * Our decisions (docs/decisions/011-numerology-letters.md):
 * - Accented Latin letters count as their base letter (É → E, Ñ → N, Ü → U); ß → SS, Æ → AE, Œ → OE,
 *   Ø → O, Þ → TH, Ð/Đ → D, Ł → L.
 * - Devanagari is transliterated to Latin first (devanagari.ts) and the Latin spelling is reported.
 * - Spaces, hyphens, apostrophes and dots separate words; other characters (digits, other scripts)
 *   are listed in `ignoredCharacters`. A name with no letter left is an error, never a silent 0.
 */

export const MASTER_NUMBERS: readonly number[] = [11, 22, 33]

export interface NameAnalysis {
  /** The name as given, trimmed. */
  readonly name: string
  /** The Latin letters that were scored, words separated by single spaces. */
  readonly scoredAs: string
  readonly totalLetters: number
  readonly vowels: number
  readonly consonants: number
}

export interface NumerologyReport {
  readonly lifePath: number
  readonly destiny: number
  readonly soulUrge: number
  readonly personality: number
  readonly nameAnalysis: NameAnalysis
  /** Characters that carried no letter value (e.g. digits, unsupported scripts). */
  readonly ignoredCharacters: readonly string[]
  /** True when part of the name was written in Devanagari and transliterated. */
  readonly transliterated: boolean
}

/** Repeated digit sum down to 1–9, keeping 11, 22 and 33. */
export function reduceNumber(value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`cannot reduce ${value}`)
  let n = value
  while (n > 9 && !MASTER_NUMBERS.includes(n)) {
    let sum = 0
    for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10
    n = sum
  }
  return n
}

/** Pythagorean value of a capital letter A–Z. */
export function letterValue(letter: string): number {
  const index = letter.charCodeAt(0) - 65
  if (index < 0 || index > 25 || letter.length !== 1) throw new RangeError(`not a capital letter: ${letter}`)
  return (index % 9) + 1
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U'])
const SEPARATORS = /[\s\-‐‑–—'’‘`.,_·]/u
// eslint-disable-next-line no-misleading-character-class -- a class of combining-mark ranges, each mark matched (and dropped) on its own
const COMBINING_MARK = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu

// Letters NFD does not decompose (tradition: common Latin transliteration of these letters).
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  Ł: 'L',
  ł: 'L',
  ı: 'I',
  Ħ: 'H',
  ħ: 'H',
  Ŋ: 'N',
  ŋ: 'N',
  ĸ: 'K',
  Ŧ: 'T',
  ŧ: 'T',
}

interface ScoredName {
  readonly words: readonly string[]
  readonly ignored: readonly string[]
  readonly transliterated: boolean
}

function latinLetters(char: string): string | null {
  const special = SPECIAL_LETTERS[char]
  if (special) return special
  const base = char.normalize('NFD').replace(COMBINING_MARK, '').toUpperCase()
  return /^[A-Z]+$/.test(base) ? base : null
}

/** Splits a name into words of capital Latin letters, transliterating Devanagari. */
export function lettersOfName(fullName: string): ScoredName {
  const words: string[] = []
  const ignored: string[] = []
  let word = ''
  let devanagariRun = ''
  let transliterated = false
  const flushDevanagari = () => {
    if (!devanagariRun) return
    const result = transliterateDevanagariWord(devanagariRun)
    word += result.latin
    ignored.push(...result.ignored)
    transliterated = true
    devanagariRun = ''
  }
  const flushWord = () => {
    flushDevanagari()
    if (word) words.push(word)
    word = ''
  }
  for (const char of fullName) {
    const cp = char.codePointAt(0)!
    if (isDevanagari(cp) || cp === 0x200c || cp === 0x200d) {
      // Devanagari danda and digits are inside the block; the transliterator reports them.
      devanagariRun += char
      continue
    }
    flushDevanagari()
    if (SEPARATORS.test(char)) {
      flushWord()
      continue
    }
    const letters = latinLetters(char)
    if (letters) word += letters
    else ignored.push(char)
  }
  flushWord()
  return { words, ignored, transliterated }
}

/** A, E, I, O and U are the vowels; Y, like every other letter, is a consonant (spec §5, ADR 096). */
export function isVowelAt(word: string, index: number): boolean {
  return VOWELS.has(word[index]!)
}

export function lifePathNumber(birthDate: string): number {
  const { year, month, day } = parseIsoDate(birthDate, 'birthDate')
  return reduceNumber(reduceNumber(month) + reduceNumber(day) + reduceNumber(year))
}

export function numerology(fullName: string, birthDate: string): NumerologyReport {
  if (typeof fullName !== 'string' || fullName.trim().length === 0) {
    throw new AstrologyInputError('INVALID_NAME', 'fullName', 'A name is needed for numerology')
  }
  if (fullName.length > 200) {
    throw new AstrologyInputError('INVALID_NAME', 'fullName', 'The name is longer than 200 characters')
  }
  const lifePath = lifePathNumber(birthDate)
  const name = fullName.trim()
  const { words, ignored, transliterated } = lettersOfName(name)
  let all = 0
  let vowelSum = 0
  let consonantSum = 0
  let vowels = 0
  let consonants = 0
  for (const word of words) {
    for (let i = 0; i < word.length; i++) {
      const value = letterValue(word[i]!)
      all += value
      if (isVowelAt(word, i)) {
        vowelSum += value
        vowels++
      } else {
        consonantSum += value
        consonants++
      }
    }
  }
  if (vowels + consonants === 0) {
    throw new AstrologyInputError('UNSUPPORTED_SCRIPT', 'fullName', 'The name has no letters we can score; write it in Latin or Devanagari letters', {
      ignoredCharacters: ignored,
    })
  }
  return {
    lifePath,
    destiny: reduceNumber(all),
    soulUrge: reduceNumber(vowelSum),
    personality: reduceNumber(consonantSum),
    nameAnalysis: { name, scoredAs: words.join(' '), totalLetters: vowels + consonants, vowels, consonants },
    ignoredCharacters: ignored,
    transliterated,
  }
}

/**
 * The birthday number: the day of the month of birth reduced, keeping 11 and 22 (the 11th, the 22nd and the 29th; no
 * day reaches 33). Spec 5's report, deepened by ADR 211.
 */
export function birthdayNumber(birthDate: string): number {
  return reduceNumber(parseIsoDate(birthDate, 'birthDate').day)
}

/** Digit sum repeated down to 1–9, master numbers not kept: the personal cycles are always 1 to 9 (ADR 211). */
export function cycleDigit(value: number): number {
  const n = reduceNumber(value)
  return n > 9 ? reduceNumber(Math.floor(n / 10) + (n % 10)) : n
}

export interface PersonalCycles {
  /** The calendar day, YYYY-MM-DD on the customer's clock, the cycles are for. */
  readonly date: string
  readonly year: number
  readonly month: number
  readonly day: number
}

/**
 * The personal year, month and day for a calendar day on the customer's own clock (ADR 211, docs/astrology.md
 * "Numerology"). The personal year runs with the calendar year, 1 January to 31 December: the birth month and day,
 * each reduced, plus the current year reduced, brought to 1–9. The personal month adds the calendar month, the
 * personal day adds the day of the month, each brought to 1–9 again.
 */
export function personalCycles(birthDate: string, today: string): PersonalCycles {
  const birth = parseIsoDate(birthDate, 'birthDate')
  const now = parseIsoDate(today, 'today')
  const year = cycleDigit(reduceNumber(birth.month) + reduceNumber(birth.day) + reduceNumber(now.year))
  const month = cycleDigit(year + now.month)
  const day = cycleDigit(month + now.day)
  return { date: today, year, month, day }
}

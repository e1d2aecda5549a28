import { describe, expect, it } from 'vitest'
import { isVowelAt, letterValue, lettersOfName, lifePathNumber, numerology, reduceNumber } from './numerology'

describe('reduceNumber', () => {
  it.each([
    [0, 0],
    [7, 7],
    [10, 1],
    [19, 1],
    [29, 11],
    [38, 11],
    [11, 11],
    [22, 22],
    [33, 33],
    [44, 8],
    [99, 9],
    [1990, 1],
    [2009, 11],
  ])('%i → %i', (value, reduced) => {
    expect(reduceNumber(value)).toBe(reduced)
  })
})

describe('letterValue (A–I 1–9, J–R 1–9, S–Z 1–8)', () => {
  it.each([
    ['A', 1],
    ['I', 9],
    ['J', 1],
    ['R', 9],
    ['S', 1],
    ['Z', 8],
    ['E', 5],
    ['O', 6],
    ['U', 3],
    ['Y', 7],
  ])('%s = %i', (letter, value) => {
    expect(letterValue(letter)).toBe(value)
  })
})

describe('vowels by the spec (§5): A, E, I, O and U; Y is always a consonant (ADR 096)', () => {
  it.each([
    ['LYNN', 1, false],
    ['MARY', 3, false],
    ['YVONNE', 0, false],
    ['YASH', 0, false],
    ['MAYA', 1, true],
    ['KAVYA', 4, true],
    ['EUGENE', 1, true],
    ['SKY', 2, false],
  ])('%s position %i vowel: %s', (word, index, vowel) => {
    expect(isVowelAt(word, index)).toBe(vowel)
  })

  it('scores Mary Lynn with Y among the consonants', () => {
    // MARY LYNN: M4 A1 R9 Y7 | L3 Y7 N5 N5 → all 41 → 5; vowels A1 → 1; consonants 40 → 4.
    expect(numerology('Mary Lynn', '1990-01-01')).toMatchObject({
      destiny: 5,
      soulUrge: 1,
      personality: 4,
      nameAnalysis: { totalLetters: 8, vowels: 1, consonants: 7 },
    })
  })

  it('a name of consonants only has a soul urge of 0 rather than failing', () => {
    // LYNN: L3 Y7 N5 N5 = 20 → 2; no vowel at all.
    expect(numerology('Lynn', '1990-01-01')).toMatchObject({ destiny: 2, soulUrge: 0, personality: 2, nameAnalysis: { vowels: 0, consonants: 4 } })
  })
})

describe('lettersOfName', () => {
  it.each([
    ['José Müller-Lüdenscheidt', ['JOSE', 'MULLER', 'LUDENSCHEIDT']],
    ['Zoë Ångström', ['ZOE', 'ANGSTROM']],
    ['Strauß', ['STRAUSS']],
    ["O'Brien", ['O', 'BRIEN']],
    ['Søren Æbeltoft', ['SOREN', 'AEBELTOFT']],
    ['  priya   sharma ', ['PRIYA', 'SHARMA']],
    ['प्रिया शर्मा', ['PRIYA', 'SHARMA']],
  ])('%s → %j', (name, words) => {
    expect(lettersOfName(name).words).toEqual(words)
  })

  it('lists what it cannot score', () => {
    expect(lettersOfName('R2-D2 ☆').ignored).toEqual(['2', '2', '☆'])
  })
})

describe('lifePathNumber', () => {
  it.each([
    ['1990-11-29', 5], // 11 + 11 + 1 = 23 → 5
    ['1987-07-04', 9], // 7 + 4 + 25→7 = 18 → 9
    ['2000-02-29', 6], // 2 + 11 + 2 = 15 → 6
  ])('%s → %i', (date, number) => {
    expect(lifePathNumber(date)).toBe(number)
  })
})

describe('numerology', () => {
  it('scores a worked example by hand', () => {
    // JOHN SMITH: J1 O6 H8 N5 | S1 M4 I9 T2 H8 → all 44 → 8; vowels O6 I9 = 15 → 6; consonants 29 → 11.
    const report = numerology('John Smith', '1985-03-14')
    expect(report).toMatchObject({
      destiny: 8,
      soulUrge: 6,
      personality: 11,
      lifePath: 4, // 3 + 5 + 23→5 = 13 → 4
      nameAnalysis: { name: 'John Smith', scoredAs: 'JOHN SMITH', totalLetters: 9, vowels: 2, consonants: 7 },
      ignoredCharacters: [],
      transliterated: false,
    })
  })

  it('scores a Hindi name through its transliteration, never as 0', () => {
    const hindi = numerology('राहुल शर्मा', '1990-01-01')
    const latin = numerology('Rahul Sharma', '1990-01-01')
    expect(hindi.transliterated).toBe(true)
    expect(hindi.nameAnalysis.scoredAs).toBe('RAHUL SHARMA')
    expect({ ...hindi, nameAnalysis: { ...hindi.nameAnalysis, name: '' }, transliterated: false }).toEqual({
      ...latin,
      nameAnalysis: { ...latin.nameAnalysis, name: '' },
    })
  })

  it('treats accents as their base letters', () => {
    const accented = numerology('Zoë Pérez', '1990-01-01')
    const plain = numerology('Zoe Perez', '1990-01-01')
    expect([accented.destiny, accented.soulUrge, accented.personality]).toEqual([plain.destiny, plain.soulUrge, plain.personality])
  })

  it.each([
    ['', 'INVALID_NAME'],
    ['   ', 'INVALID_NAME'],
    ['x'.repeat(201), 'INVALID_NAME'],
    ['தமிழ்', 'UNSUPPORTED_SCRIPT'], // Tamil is not transliterated: an error, not a silent 0
    ['王小明', 'UNSUPPORTED_SCRIPT'],
    ['1234', 'UNSUPPORTED_SCRIPT'],
  ])('rejects the name %j with %s', (name, code) => {
    expect(() => numerology(name, '1990-01-01')).toThrowError(expect.objectContaining({ code, field: 'fullName' }))
  })

  it('rejects a bad birth date', () => {
    expect(() => numerology('Asha', '1990-02-30')).toThrowError(expect.objectContaining({ code: 'INVALID_DATE', field: 'birthDate' }))
  })
})

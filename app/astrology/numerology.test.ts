import { describe, expect, it } from 'vitest'
import { birthdayNumber, cycleDigit, isVowelAt, letterValue, lettersOfName, lifePathNumber, numerology, personalCycles, reduceNumber } from './numerology'

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

describe('birthday number (the day of birth reduced, 11 and 22 kept; ADR 211)', () => {
  it.each([
    ['1990-07-01', 1],
    ['1990-07-09', 9],
    ['1990-07-10', 1],
    ['1990-07-11', 11],
    ['1990-07-15', 6],
    ['1990-07-19', 1],
    ['1990-07-22', 22],
    ['1990-07-29', 11],
    ['1990-07-30', 3],
    ['1990-07-31', 4],
  ])('%s → %i', (date, n) => {
    expect(birthdayNumber(date)).toBe(n)
  })
})

describe('personal cycles (calendar year; 1–9, masters not kept; ADR 211)', () => {
  it.each([
    [11, 2],
    [22, 4],
    [33, 6],
    [29, 2],
    [38, 2],
    [9, 9],
    [10, 1],
  ])('cycleDigit %i → %i', (value, digit) => {
    expect(cycleDigit(value)).toBe(digit)
  })

  it('works a day by hand: born 15 July 1990, on 27 November 2026', () => {
    // Year: 7 + (1+5 = 6) + (2+0+2+6 = 10 → 1) = 14 → 5. Month: 5 + 11 = 16 → 7. Day: 7 + 27 = 34 → 7.
    expect(personalCycles('1990-07-15', '2026-11-27')).toEqual({ date: '2026-11-27', year: 5, month: 7, day: 7 })
  })

  it('turns the personal year on 1 January, not at the birthday', () => {
    // 31 Dec 2026: year 5, month 5 + 12 = 17 → 8, day 8 + 31 = 39 → 12 → 3.
    expect(personalCycles('1990-07-15', '2026-12-31')).toEqual({ date: '2026-12-31', year: 5, month: 8, day: 3 })
    // 1 Jan 2027: 7 + 6 + (2+0+2+7 = 11) = 24 → 6; month 6 + 1 = 7; day 7 + 1 = 8.
    expect(personalCycles('1990-07-15', '2027-01-01')).toEqual({ date: '2027-01-01', year: 6, month: 7, day: 8 })
    // The birthday itself changes nothing but the day: 15 July 2026 is still personal year 5.
    expect(personalCycles('1990-07-15', '2026-07-14').year).toBe(5)
    expect(personalCycles('1990-07-15', '2026-07-15')).toEqual({ date: '2026-07-15', year: 5, month: 3, day: 9 })
  })

  it('brings a master sum down: 11 is a personal year 2, 22 a personal year 4', () => {
    // 1 + 9 + (2026 → 1) = 11 → 2.
    expect(personalCycles('1990-01-09', '2026-03-01').year).toBe(2)
    // 9 + 9 + (2029 → 13 → 4) = 22 → 4; month 4 + 7 = 11 → 2; day 2 + 20 = 22 → 4.
    expect(personalCycles('2000-09-09', '2029-07-20')).toEqual({ date: '2029-07-20', year: 4, month: 2, day: 4 })
  })

  it('a leap-day birthday counts as 29 February every year', () => {
    // 2 + (2+9 = 11) + (2026 → 1) = 14 → 5.
    expect(personalCycles('1996-02-29', '2026-02-28').year).toBe(5)
  })

  it('is the customer’s own calendar day: the new year comes earlier in Kolkata than in New York', () => {
    // The calendar day in a zone, as the service reads it (todayIn, app/schemas/birth-details.ts).
    const todayIn = (timeZone: string, at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
    const instant = new Date('2026-12-31T19:00:00Z') // 00:30 on 1 January in Kolkata, 14:00 on 31 December in New York
    const kolkata = personalCycles('1990-07-15', todayIn('Asia/Kolkata', instant))
    const newYork = personalCycles('1990-07-15', todayIn('America/New_York', instant))
    expect(kolkata).toEqual({ date: '2027-01-01', year: 6, month: 7, day: 8 })
    expect(newYork).toEqual({ date: '2026-12-31', year: 5, month: 8, day: 3 })
  })

  it('refuses a date that does not exist', () => {
    expect(() => personalCycles('1990-07-15', '2026-02-30')).toThrow()
    expect(() => birthdayNumber('1990-13-01')).toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { transliterateDevanagariWord } from './devanagari'

describe('transliterateDevanagariWord', () => {
  // Expected spellings: the everyday Latin spelling of these Hindi names.
  it.each([
    ['राम', 'RAM'],
    ['सीता', 'SITA'],
    ['कमला', 'KAMLA'], // medial schwa dropped
    ['ममता', 'MAMTA'],
    ['जगदीश', 'JAGDISH'],
    ['सुरेश', 'SURESH'], // final schwa dropped
    ['अर्जुन', 'ARJUN'],
    ['विजय', 'VIJAY'],
    ['कृष्ण', 'KRISHNA'], // kept after a conjunct
    ['नरेन्द्र', 'NARENDRA'],
    ['नरेंद्र', 'NARENDRA'], // anusvara spelling of the same name
    ['लक्ष्मी', 'LAKSHMI'],
    ['श्रेया', 'SHREYA'],
    ['आदित्य', 'ADITYA'],
    ['संजय', 'SANJAY'],
    ['संभव', 'SAMBHAV'], // anusvara before a labial
    ['शर्मा', 'SHARMA'],
    ['गुप्ता', 'GUPTA'],
    ['ज़ोया', 'ZOYA'], // nukta
    ['\u095bोया', 'ZOYA'], // the same nukta letter precomposed (U+095B)
    ['क़ादिर', 'QADIR'],
    ['ऋषि', 'RISHI'],
    ['गौरव', 'GAURAV'],
  ])('%s → %s', (word, latin) => {
    expect(transliterateDevanagariWord(word)).toEqual({ latin, ignored: [] })
  })

  it('reports signs that carry no letter', () => {
    expect(transliterateDevanagariWord('राम१')).toEqual({ latin: 'RAM', ignored: ['१'] })
    expect(transliterateDevanagariWord('ॐ')).toEqual({ latin: '', ignored: ['ॐ'] })
  })
})

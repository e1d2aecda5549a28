import { describe, expect, it } from 'vitest'
import { hasDevanagari, romanizeDevanagari, soundKey } from './place-sound'

describe('romanizeDevanagari', () => {
  it('writes consonants with their inherent vowel unless a sign or a virama follows', () => {
    expect(romanizeDevanagari('लखनऊ')).toBe('lakhanau')
    expect(romanizeDevanagari('दिल्ली')).toBe('dilli')
    expect(romanizeDevanagari('प्रयागराज')).toBe('prayagaraja')
  })

  it('says a nasal as m before p, ph, b, bh and m, and as n elsewhere', () => {
    expect(romanizeDevanagari('मुंबई')).toBe('mumbai')
    expect(romanizeDevanagari('बेंगलुरु')).toBe('bengaluru')
    expect(romanizeDevanagari('झाँसी')).toBe('jhansi')
  })

  it('reads the nukta, precomposed or not: ड़ is r, ज़ is z, फ़ is f', () => {
    expect(romanizeDevanagari('गुड़गांव')).toBe('guraganva')
    expect(romanizeDevanagari('\u095Cा')).toBe('ra')
    expect(romanizeDevanagari('ज़ीरकपुर')).toBe('zirakapura')
    expect(romanizeDevanagari('फ़िरोज़पुर')).toBe('firozapura')
  })

  it('leaves what is not Devanagari as it is', () => {
    expect(romanizeDevanagari('नई Delhi 2')).toBe('nai Delhi 2')
  })
})

describe('soundKey', () => {
  it.each([
    ['मुंबई', 'Mumbai', 'mb'],
    ['दिल्ली', 'Delhi', 'dl'],
    ['नई दिल्ली', 'New Delhi', 'ndl'],
    ['चेन्नई', 'Chennai', 'Cn'],
    ['कोलकाता', 'Kolkata', 'klkt'],
    ['लखनऊ', 'Lucknow', 'lkn'],
    ['हैदराबाद', 'Hyderabad', 'hdrbd'],
    ['अहमदाबाद', 'Ahmedabad', 'hmdbd'],
    ['ठाणे', 'Thane', 'tn'],
    ['वडोदरा', 'Vadodara', 'dr'],
    ['भुवनेश्वर', 'Bhubaneswar', 'bnsr'],
    ['श्रीनगर', 'Srinagar', 'srngr'],
    ['कोचीन', 'Cochin', 'kCn'],
    ['लंदन', 'London', 'lndn'],
    ['म्यूनिख', 'Munich', 'mnk'],
  ])('%s and %s sound alike', (hindi, latin, key) => {
    expect(soundKey(hindi)).toBe(key)
    // Munich is the exception: Hindi writes its German ch as ख, which keys as k, not as the ch of Chennai.
    if (latin !== 'Munich') expect(soundKey(latin)).toBe(key)
  })

  it('drops diacritics, case, spaces and punctuation, and counts a doubled consonant once', () => {
    expect(soundKey('Allahābād')).toBe('lhbd')
    expect(soundKey('Sūrat')).toBe(soundKey('surat'))
    expect(soundKey('Saint-Étienne')).toBe('sntn')
    expect(soundKey('Calcutta')).toBe('klkt')
  })

  it('is empty for a name of vowels only and for no letters at all', () => {
    expect(soundKey('Aia')).toBe('')
    expect(soundKey('ऊ')).toBe('')
    expect(soundKey('— 42 —')).toBe('')
  })
})

describe('the Devanagari letters', () => {
  it("are the engine's, in lower case", () => {
    expect(romanizeDevanagari('क़ाज़ीपेट')).toBe('qazipeta')
    expect(soundKey('क़ाज़ीपेट')).toBe(soundKey('Kazipet'))
    expect(soundKey('ग़ाज़ियाबाद')).toBe(soundKey('Ghaziabad'))
  })
})

describe('hasDevanagari', () => {
  it('finds Devanagari anywhere in the text', () => {
    expect(hasDevanagari('मुंबई')).toBe(true)
    expect(hasDevanagari('Mumbai, भारत')).toBe(true)
    expect(hasDevanagari('München')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { blockKind, blockTexts, digits, longestLatinRun, placeholders } from './checks'

describe('longestLatinRun', () => {
  it('counts consecutive English words and resets on Hindi ones', () => {
    expect(longestLatinRun('Ask a room full of people')).toBe(6)
    expect(longestLatinRun('Cosmic Insights में आपकी Moon sign')).toBe(2)
    expect(longestLatinRun('2 + 0 + 2 + 7 = 11')).toBe(0)
  })
})

describe('the other checks', () => {
  it('reads numbers, placeholders and blocks', () => {
    expect(digits('₹199 for 6, was 294')).toEqual(['199', '294', '6'])
    expect(placeholders('Write to {contactEmail} or {phone}')).toEqual(['{contactEmail}', '{phone}'])
    expect(blockKind({ ul: ['a', 'b'] })).toBe('ul')
    expect(blockTexts({ ul: ['a', 'b'] })).toEqual(['a', 'b'])
    expect(blockTexts({ p: 'a' })).toEqual(['a'])
  })
})

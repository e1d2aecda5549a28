import { describe, expect, it } from 'vitest'
import { searchWords } from './blog'
import { parseBlogSearch } from './blog-search'

describe('searchWords', () => {
  it.each([
    ['Moon Sign', ['moon', 'sign']],
    ['  nakshatra,  PADA!! ', ['nakshatra', 'pada']],
    ["life-path number's", ['life-path', "number's"]],
    ['%', []],
    ['_', []],
    ['50%_off', ['50', 'off']],
    ["' OR 1=1 --", ['or', '1']],
    ['चंद्र राशि', ['चंद्र', 'राशि']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%j → %j', (query, words) => {
    expect(searchWords(query)).toEqual(words)
  })
})

describe('parseBlogSearch', () => {
  it('falls back to defaults for anything unexpected', () => {
    expect(parseBlogSearch(new URLSearchParams('category=horoscopes&page=-3&q=' + 'x'.repeat(500)))).toEqual({
      q: '',
      category: 'all',
      page: 1,
    })
  })
  it('keeps valid parameters', () => {
    expect(parseBlogSearch(new URLSearchParams('category=zodiac&page=2&q=leo'))).toEqual({ q: 'leo', category: 'zodiac', page: 2 })
  })
})

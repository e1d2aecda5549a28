import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { blocksToLexical } from '../../seed/lexical'
import { hindiVersionOf, isBlank, localizedFieldNames, nextHindiVersion, sameText } from './hindi-version'

describe('isBlank', () => {
  it('sees no text in empty values, spaces, empty lists and rich text without words', () => {
    for (const value of [null, undefined, '', '  \n', [], [{ id: 'a', feature: '' }], blocksToLexical([]), blocksToLexical([{ p: ' ' }])]) {
      expect(isBlank(value), JSON.stringify(value)).toBe(true)
    }
  })

  it('sees text in words, lists with a word and rich text with one', () => {
    for (const value of ['नमस्ते', ['हिन्दी'], [{ id: 'a', feature: 'एक स्केच' }], blocksToLexical([{ ul: ['', 'शनि'] }]), 0]) {
      expect(isBlank(value), JSON.stringify(value)).toBe(false)
    }
  })
})

describe('hindiVersionOf', () => {
  const fields: Field[] = [
    { name: 'name', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', localized: true },
        { name: 'rating', type: 'number' },
      ],
    },
    { name: 'slug', type: 'text' },
  ]

  it('finds localized fields inside rows, and only those', () => {
    expect(localizedFieldNames(fields)).toEqual(['name', 'city'])
  })

  it('is done only when every field with English text has Hindi text', () => {
    const values = (stored: Record<string, Record<string, unknown>>) => (name: string, locale: string) => stored[name]?.[locale]
    const names = localizedFieldNames(fields)
    expect(hindiVersionOf(names, values({ name: { en: 'Asha', hi: 'आशा' }, city: { en: 'Pune', hi: 'पुणे' } }))).toBe('done')
    expect(hindiVersionOf(names, values({ name: { en: 'Asha', hi: 'आशा' }, city: { en: 'Pune' } }))).toBe('missing')
    expect(hindiVersionOf(names, values({ name: { en: 'Asha', hi: ' ' }, city: { en: 'Pune', hi: 'पुणे' } }))).toBe('missing')
    // A field empty in English asks for no Hindi.
    expect(hindiVersionOf(names, values({ name: { en: 'Asha', hi: 'आशा' }, city: {} }))).toBe('done')
  })
})

describe('nextHindiVersion', () => {
  it('marks the Hindi out of date when an English save changes a translated text, until a Hindi save', () => {
    expect(nextHindiVersion('done', { before: 'done', writing: 'en', englishChanged: true })).toBe('stale')
    expect(nextHindiVersion('done', { before: 'stale', writing: 'en', englishChanged: false })).toBe('stale')
    expect(nextHindiVersion('done', { before: 'stale', writing: 'hi', englishChanged: false })).toBe('done')
    expect(nextHindiVersion('done', { before: 'done', writing: 'en', englishChanged: false })).toBe('done')
    // A missing Hindi text says more than an old one.
    expect(nextHindiVersion('missing', { before: 'stale', writing: 'en', englishChanged: true })).toBe('missing')
  })

  it('compares texts by what they say: blanks alike, rich text by its words, objects whatever their key order', () => {
    expect(sameText('', null)).toBe(true)
    expect(sameText(blocksToLexical([{ p: 'Shani' }]), blocksToLexical([{ p: 'Shani' }]))).toBe(true)
    expect(sameText(blocksToLexical([{ p: 'Shani' }]), blocksToLexical([{ p: 'Shani moves' }]))).toBe(false)
    expect(sameText({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true)
    expect(sameText('Saturn', 'Saturn ')).toBe(false)
  })
})

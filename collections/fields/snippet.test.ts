import { describe, expect, it } from 'vitest'
import { cut, snippetOf, SNIPPET_LIMITS } from './snippet'

const base = { pathPrefix: '/blog/', host: 'cosmic.example', fallbackLabel: 'excerpt' }
const words = (n: number) => 'a'.repeat(n)

describe('snippetOf', () => {
  it('uses the meta title and description when they are given, with the site’s name after the title', () => {
    const snippet = snippetOf({
      ...base,
      metaTitle: '  Saturn return, explained ',
      title: 'Ignored',
      metaDescription: 'What the return of Saturn to its birth place means for a life, and how to meet the years it brings calmly.',
      fallbackDescription: 'Ignored',
      slug: 'saturn-return',
    })
    expect(snippet.title).toBe('Saturn return, explained · Cosmic Insights')
    expect(snippet.titleFromMeta).toBe(true)
    expect(snippet.descriptionFromMeta).toBe(true)
    expect(snippet.address).toBe('cosmic.example › blog › saturn-return')
    expect(snippet.checks.map((check) => check.level)).toEqual(['ok', 'ok'])
  })

  it('falls back to the title and the excerpt, as the site does', () => {
    const snippet = snippetOf({ ...base, title: 'Venus', fallbackDescription: 'Love.', slug: 'venus' })
    expect(snippet.title).toBe('Venus · Cosmic Insights')
    expect(snippet.description).toBe('Love.')
    expect(snippet.titleFromMeta).toBe(false)
    expect(snippet.descriptionFromMeta).toBe(false)
  })

  it('a page’s address is the host and its slug', () => {
    expect(snippetOf({ ...base, pathPrefix: '/', slug: 'shipping-policy' }).address).toBe('cosmic.example › shipping-policy')
    expect(snippetOf({ ...base, pathPrefix: '/', slug: undefined }).address).toBe('cosmic.example')
  })

  it('warns in words when the title runs past the limit, saying by how much', () => {
    const title = words(SNIPPET_LIMITS.titleMax) // 60 + " · Cosmic Insights" (18)
    const [check] = snippetOf({ ...base, metaTitle: title }).checks
    expect(check.level).toBe('warning')
    expect(check.message).toContain('Too long: 78 characters')
    expect(check.message).toContain('shorten the meta title by 18')
    const [fromTitle] = snippetOf({ ...base, title }).checks
    expect(fromTitle.message).toContain('shorten the title (or write a shorter meta title)')
  })

  it('a title right at the limit fits; a short or missing one is warned about', () => {
    const fits = words(SNIPPET_LIMITS.titleMax - ' · Cosmic Insights'.length)
    expect(snippetOf({ ...base, title: fits }).checks[0]).toMatchObject({ level: 'ok', message: 'Fits: 60 of about 60 characters.' })
    expect(snippetOf({ ...base, title: 'Mars' }).checks[0]).toMatchObject({ level: 'warning', message: expect.stringMatching(/^Short: 22 characters/) })
    expect(snippetOf({ ...base, title: '   ' }).checks[0].message).toBe('No title yet: the result would show only the site’s name.')
  })

  it('checks the description: missing, short, too long (naming the field to shorten), fitting', () => {
    const check = (input: Partial<Parameters<typeof snippetOf>[0]>) => snippetOf({ ...base, title: 'A title long enough to fit', ...input }).checks[1]
    expect(check({}).message).toBe('No description: search engines will pick words from the page themselves.')
    expect(check({ fallbackDescription: 'Short words.' })).toMatchObject({ level: 'warning', message: expect.stringMatching(/^Short: 12 characters/) })
    expect(check({ fallbackDescription: words(200) }).message).toBe(
      'Too long: 200 characters, and results show about 160. The end will be cut off; shorten the excerpt, or write a shorter meta description.',
    )
    expect(check({ metaDescription: words(161) }).message).toContain('shorten the meta description.')
    expect(check({ fallbackDescription: words(160) })).toMatchObject({ level: 'ok' })
    expect(check({ fallbackDescription: words(70) })).toMatchObject({ level: 'ok' })
    expect(check({ fallbackDescription: words(69) })).toMatchObject({ level: 'warning' })
  })

  it('counts Devanagari by its characters and folds runs of spaces', () => {
    const snippet = snippetOf({ ...base, title: 'शनि   की   वापसी', fallbackDescription: 'क्या\nहोता है' })
    expect(snippet.title).toBe('शनि की वापसी · Cosmic Insights')
    expect(snippet.titleLength).toBe(Array.from('शनि की वापसी · Cosmic Insights').length)
    expect(snippet.description).toBe('क्या होता है')
  })
})

describe('cut', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(cut('short', 10)).toBe('short')
    expect(cut('the quick brown fox jumps', 20)).toBe('the quick brown …')
    expect(cut(words(30), 10)).toBe(`${words(9)} …`)
  })
})
